/**
 * Documents pipeline latency and OCR throughput in embedded mode (PGlite + in-process queue + the OCR pool), or on the
 * PostgreSQL server with the API and the queue's consumers in this process, over real HTTP, with the documents
 * `npm run samples` wrote to samples/:
 *
 *   npm run bench:pipeline -- [runs=20] [--pages=8] [--mode=embedded|postgres] [--text-only] [--breakdown [--timeline]]
 *     [--memory] [--poll-ms=25]
 *   (or BENCH_RUNS, BENCH_PAGES, BENCH_DATABASE; OCR_WORKERS sizes the pool; BENCH_TIMEOUT_S, default 600, bounds the
 *   wait per upload; QUEUE_POLL_SECONDS and the other OCR_, LLM_, UPLOAD_ settings pass through)
 *
 * --text-only measures the text PDF alone; --breakdown prints where its upload → draft time goes (scripts/pipeline-
 * trace.ts wraps the app's services from outside), --timeline the spans of the median upload one by one; --memory
 * prints the RSS of each phase and what it was made of.
 *
 * 1. Upload → draft latency (POST /documents/upload, then GET /documents/drafts/{id} until no draft of the upload is
 *    `extracting`), p50/p95 over `runs` sequential uploads after one cold run, for a text-layer PDF, a scanned page
 *    (PNG, OCR) and a 100-row CSV (columnMapping template, one draft per customer). The client sees a draft at its
 *    next GET, up to a poll interval (`--poll-ms`) and a GET after the job saved it: the second line of each kind
 *    gives the time from the POST to the job's commit by the server's clock, and how much later the polling saw it.
 * 2. OCR throughput: `pages` scanned pages uploaded at once; pages per minute with the worker pool.
 * 3. Peak RSS of the process (tesseract.js workers are threads of this process, so they are included).
 * 4. The `tesseract` CLI on the same page image, when installed (`apt-get install -y tesseract-ocr tesseract-ocr-spa`;
 *    skipped with a message otherwise), and the ratio of the service's OCR path (the read stage) to it.
 * Times are printed, never asserted.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { DemoBootstrap } from '../src/demo/demo.bootstrap';
import { OcrService } from '../src/documents/ocr.provider';
import { DraftExtractionJob } from '../src/documents/drafts/drafts.jobs';
import { Database } from '../src/db/database';
import { createBenchDatabase } from './bench-support';
import { PipelineTrace } from './pipeline-trace';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_RUNS ?? 20);
const pages = Number(option('pages') ?? process.env.BENCH_PAGES ?? 8);
const POLL_MS = Number(option('poll-ms') ?? 25);
// --breakdown: where each text PDF upload's time goes (services wrapped from outside: scripts/pipeline-trace.ts).
const breakdown = args.includes('--breakdown');
// --mode=postgres (or BENCH_DATABASE=postgres): the PostgreSQL server (BENCH_POSTGRES_URL) instead of embedded PGlite.
const mode = option('mode') ?? process.env.BENCH_DATABASE ?? 'embedded';
if (mode !== 'embedded' && mode !== 'postgres') throw new Error(`--mode must be embedded or postgres, not ${mode}`);
// --text-only: the text PDF's latency alone (no scan, CSV, throughput or CLI comparison).
const textOnly = args.includes('--text-only');
// A page whose OCR hangs is abandoned after 180 s and retried with backoff; past this the bench stops and says where.
const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;

const ROOT = process.cwd();
const sample = (...parts: string[]) => {
  const file = join(ROOT, 'samples', ...parts);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run samples\` first (from the repository root)`);
  return file;
};

interface Kind {
  label: string;
  file: string;
  template: string;
  mime: string;
}

const KINDS: Kind[] = [
  { label: 'text PDF', file: 'factura-proforma.pdf', template: 'proformas', mime: 'application/pdf' },
  { label: 'scanned page', file: 'factura-proforma-escaneada.png', template: 'proformas', mime: 'image/png' },
  { label: '100-row CSV', file: 'ventas.csv', template: 'ventas-csv', mime: 'text/csv' },
];

type Json = Record<string, unknown>;
interface Draft {
  id: string;
  status: string;
  total: number | null;
  confidence: number | null;
  issues: Array<{ code: string }>;
  data: { lines: unknown[] };
  pipeline: { timings: Record<string, number>; preprocessing?: Array<{ page: number; steps: string[] }> };
  errorMessage: string | null;
}
interface Measured {
  ms: number;
  /** From the POST to the commit of the upload's last draft by the job (the server's clock; no polling in it). */
  savedMs: number | null;
  drafts: Draft[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
const median = (values: number[]) => percentile(values, 50);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const bytes = Object.fromEntries(KINDS.map((k) => [k.file, readFileSync(sample('documents', k.file))]));
  const templates = Object.fromEntries(KINDS.map((k) => [k.template, JSON.parse(readFileSync(sample('templates', `${k.template}.json`), 'utf8')) as Json]));

  let peakRss = process.memoryUsage.rss();
  // What the memory is made of at each phase's peak (--memory): the process's RSS and, of it, what V8 and PGlite hold.
  const memory = new MemoryPhases();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    memory.sample();
  }, 100);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
  // Embedded: a new data directory is created (PGlite's initdb, ~860 MB at its peak, once per installation) in a child
  // process, so this process's peak RSS is the pipeline's, as on every later start. Server mode: a database of its own.
  const server = mode === 'postgres' ? await createBenchDatabase() : null;
  const firstStart = server ? null : initDataDir(join(dataDir, 'pgdata'));
  // The pipeline's own settings (OCR_WORKERS, LLM_*, UPLOAD_*, QUEUE_*) may come from the environment.
  const tuning = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(OCR_|LLM_|UPLOAD_|QUEUE_|LOG_LEVEL$)/.test(name)));
  // Server mode in one process: the API and the queue's consumers (QUEUE_CONSUMERS) on the PostgreSQL server.
  const database = server ? { DATABASE_URL: server.url, QUEUE_CONSUMERS: 'true' } : {};
  const config = loadConfig({ LOG_LEVEL: 'error', ...tuning, ...database, NODE_ENV: 'test', DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex') });
  const { app } = await createApp(config);
  try {
    await app.listen(0, '127.0.0.1');
    // The tesseract CLI is timed with spawnSync in this process, which holds the server's event loop for seconds;
    // the default 5 s keep-alive would then close the client's pooled socket as it is reused (ECONNRESET).
    (app.getHttpServer() as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
    const base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
    // The demo account of `npm start` (its CUIT is the samples' issuer), keys read from DATA_DIR like a user would.
    await app.get(DemoBootstrap).ensureDemo();
    const key = (JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8')) as { testing: string }).testing;
    const trace = breakdown ? new PipelineTrace(app, args.includes('--timeline')) : null;
    memory.watch(app.get(Database), app.get(OcrService));
    // When each draft's job committed it (its save step resolved): what the client's polling (every POLL_MS, then a
    // GET) adds to the measured time is the difference between the two figures.
    const savedAt = new Map<string, number>();
    const job = app.get(DraftExtractionJob) as unknown as { save: (ctx: { draft: { id: string } }) => Promise<unknown> };
    const save = job.save.bind(job);
    job.save = async (ctx) => {
      const result = await save(ctx);
      savedAt.set(ctx.draft.id, performance.now());
      return result;
    };
    memory.phase('started (PGlite, app, demo account)');

    const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
      const sent = performance.now();
      const isForm = body instanceof FormData;
      const res = await fetch(base + path, {
        method,
        headers: { 'x-api-key': key, ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Json;
      trace?.client(`client ${method} ${isForm ? 'upload' : 'draft'}`, sent, performance.now());
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const templateIds: Record<string, string> = {};
    for (const [name, body] of Object.entries(templates)) templateIds[name] = String((((await call('POST', '/documents/templates', body)) as { template: Json }).template)['id']);

    const upload = async (kind: Kind): Promise<string[]> => {
      const form = new FormData();
      form.append('file', new Blob([bytes[kind.file]!], { type: kind.mime }), kind.file);
      form.append('templateId', templateIds[kind.template]!);
      const answer = (await call('POST', '/documents/upload', form)) as { drafts: Draft[] };
      return answer.drafts.map((d) => d.id);
    };
    /** Polls until no draft is `extracting`; `finishedAt` gets, per draft, when it was first seen finished. */
    const settle = async (ids: string[], finishedAt: number[] = []): Promise<Draft[]> => {
      const done = new Map<string, Draft>();
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      for (;;) {
        const waiting: Draft[] = [];
        for (const id of ids.filter((i) => !done.has(i))) {
          const draft = ((await call('GET', `/documents/drafts/${id}`)) as { draft: Draft }).draft;
          if (draft.status !== 'extracting') {
            done.set(id, draft);
            finishedAt.push(performance.now());
          } else waiting.push(draft);
        }
        if (done.size === ids.length) return ids.map((i) => done.get(i)!);
        if (Date.now() > deadline) {
          throw new Error(`${waiting.length} draft(s) still extracting after ${SETTLE_TIMEOUT_MS / 1000} s: ${JSON.stringify(waiting.map((d) => ({ id: d.id, pipeline: d.pipeline })))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const measure = async (kind: Kind, cold = false): Promise<Measured> => {
      const started = performance.now();
      const drafts = await settle(await upload(kind));
      const finished = performance.now();
      if (!cold && kind.file.endsWith('.pdf')) trace?.window(started, finished);
      const saved = drafts.map((d) => savedAt.get(d.id));
      return { ms: finished - started, savedMs: saved.every((t) => t !== undefined) ? Math.max(...(saved as number[])) - started : null, drafts };
    };

    say(`bench:pipeline (${mode === 'postgres' ? 'PostgreSQL server, API and queue consumers in this process' : 'embedded PGlite'}) — ${runs} runs per kind after one cold run, ${pages} pages for throughput; ${availableParallelism()} cores, ` +
      `OCR workers ${config.documents.ocrWorkers}${process.env.OCR_WORKERS ? '' : ' (OCR_WORKERS unset: one per core)'}, polling every ${POLL_MS} ms`);
    const scanReadMs: number[] = [];
    const scanP50: number[] = [];
    const textPdfP50: number[] = [];
    for (const kind of textOnly ? KINDS.slice(0, 1) : KINDS) {
      const cold = await measure(kind, true);
      const warm: Measured[] = [];
      const cli = kind.file.endsWith('.png') ? findTesseractCli(sample('documents', kind.file)) : null;
      // CPU time of the process (every thread: the app, PGlite, pdf.js, OCR, and this client) per upload: it moves
      // far less with the machine's load than the wall-clock figures (the CLI's runs are in a child, not counted).
      let cpuMicros = 0;
      for (let i = 0; i < runs; i++) {
        const cpuBefore = process.cpuUsage();
        warm.push(await measure(kind));
        const cpu = process.cpuUsage(cpuBefore);
        cpuMicros += cpu.user + cpu.system;
        cli?.();
      }
      const ms = warm.map((m) => m.ms);
      // Spreadsheets are read at upload (the answer lists one draft per group), so their job has no read stage.
      const timings = (name: string) => {
        const values = warm.flatMap((m) => m.drafts.flatMap((d) => (d.pipeline.timings[name] === undefined ? [] : [d.pipeline.timings[name]!])));
        return values.length ? `${median(values)} ms` : 'none';
      };
      if (kind.file.endsWith('.pdf')) textPdfP50.push(median(ms));
      if (kind.file.endsWith('.png')) {
        scanReadMs.push(...warm.flatMap((m) => m.drafts.map((d) => d.pipeline.timings['readMs'] ?? 0)));
        scanP50.push(median(ms));
      }
      say(`${kind.label.padEnd(13)} p50 ${seconds(median(ms))}  p95 ${seconds(percentile(ms, 95))}  (min ${seconds(Math.min(...ms))}, max ${seconds(Math.max(...ms))}, cold ${seconds(cold.ms)}); ` +
        `job stages median read ${timings('readMs')}, extract ${timings('extractMs')}, review ${timings('reviewMs')}; CPU ${(cpuMicros / 1000 / runs).toFixed(1)} ms per upload; load average ${loadavg()[0]!.toFixed(1)}`);
      const savedMs = warm.flatMap((m) => (m.savedMs === null ? [] : [m.savedMs]));
      if (savedMs.length === warm.length) {
        say(`${''.padEnd(13)} saved by the job (server's clock, no polling): p50 ${median(savedMs).toFixed(0)} ms  p95 ${percentile(savedMs, 95).toFixed(0)} ms  (min ${Math.min(...savedMs).toFixed(0)} ms); ` +
          `seen by the client's polling ${median(warm.map((m) => m.ms - m.savedMs!)).toFixed(0)} ms later (median)`);
      }
      say(`${''.padEnd(13)} ${describe(cold.drafts)}`);
      memory.phase(`${kind.label}: ${runs + 1} uploads`);
      if (trace && kind.file.endsWith('.pdf')) for (const line of args.includes('--timeline') ? trace.timeline() : trace.report()) say(line);
    }

    if (textOnly) return;
    // Throughput: the pool works on several pages at once; the queue runs up to 4 extraction jobs per process.
    const scan = KINDS[1]!;
    const occupancy = new PoolOccupancy(app.get(OcrService));
    // How many documents were read at once (the queue's ExtractDocument jobs running together).
    const extraction = app.get(DraftExtractionJob) as unknown as { handle: (...a: unknown[]) => Promise<unknown> };
    const handle = extraction.handle.bind(extraction);
    let reading = 0;
    let mostReading = 0;
    extraction.handle = async (...a: unknown[]) => {
      mostReading = Math.max(mostReading, ++reading);
      try {
        return await handle(...a);
      } finally {
        reading--;
      }
    };
    const started = performance.now();
    const ids = (await Promise.all(Array.from({ length: pages }, () => upload(scan)))).flat();
    const finishedAt: number[] = [];
    const drafts = await settle(ids, finishedAt);
    const elapsed = performance.now() - started;
    const workers = app.get(OcrService).pool.workerCount;
    say(`${occupancy.report(performance.now())}; at most ${mostReading} documents read at once`);
    const sequential = 60_000 / (scanP50[0] ?? elapsed);
    say(`OCR throughput: ${pages} scanned pages uploaded at once, all drafts out of extracting in ${seconds(elapsed)} = ` +
      `${((pages * 60_000) / elapsed).toFixed(1)} pages/min with ${workers} OCR workers ` +
      `(one page at a time: ${sequential.toFixed(1)} pages/min; ${(((pages * 60_000) / elapsed) / sequential).toFixed(2)}×); ` +
      `${drafts.filter((d) => d.status === 'failed').length} failed; pages done at ${finishedAt.map((t) => ((t - started) / 1000).toFixed(1)).join(', ')} s`);

    memory.phase(`throughput: ${pages} scanned pages at once`);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (args.includes('--memory')) for (const line of memory.report()) say(line);
    say(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (resourceUsage().maxRSS; sampled every 100 ms: ${(peakRss / 1024 / 1024).toFixed(0)} MB)`);

    compareWithCli(median(scanReadMs), scanP50[0] ?? 0, textPdfP50[0] ?? 0);
  } finally {
    clearInterval(sampler);
    await app.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (firstStart !== null) say(`first start of a new data directory (PGlite initdb and migrations, in a child process): peak RSS ${firstStart} MB`);
}

/** Creates and migrates an embedded database in a child process (this script with --init-data-dir); its peak RSS in MB. */
function initDataDir(dir: string): number {
  const child = spawnSync(process.execPath, [__filename, `--init-data-dir=${dir}`], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`could not create the data directory: ${child.stderr}`);
  return Number(child.stdout.trim());
}

async function initDataDirHere(dir: string): Promise<void> {
  const database = await Database.open({ kind: 'pglite', dataDir: dir });
  await database.migrate();
  await database.close();
  process.stdout.write(`${Math.round(process.resourceUsage().maxRSS / 1024)}\n`);
}

/** The largest resident mappings of this process (Linux): size/resident in MB, the file or "anon". */
function largestMappings(): string {
  const maps: Array<{ name: string; size: number; rss: number }> = [];
  let current: { name: string; size: number; rss: number } | null = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = { name: head[3]?.split('/').pop() || 'anon', size: (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1048576, rss: 0 };
      maps.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(line.split(/\s+/)[1]) / 1024;
  }
  const anonSmall = maps.filter((m) => m.rss < 8).reduce((sum, m) => sum + m.rss, 0);
  return maps.sort((a, b) => b.rss - a.rss).slice(0, 10).map((m) => `${m.name} ${Math.round(m.rss)}/${Math.round(m.size)}`).join(', ') + `; the rest ${Math.round(anonSmall)} MB in mappings under 8 MB`;
}

/**
 * How the OCR pool's workers were kept busy from now on (the pool wrapped from outside, like scripts/pipeline-trace.ts):
 * the share of the time 0, 1, 2… of its workers were recognizing, and the jobs it ran. Idle workers while pages are
 * still being read mean the pool is not fed; this does not depend on how fast the machine is at the moment.
 */
class PoolOccupancy {
  private busy = 0;
  private since: number;
  private jobs = 0;
  private readonly start = performance.now();
  private readonly time = new Map<number, number>();

  constructor(ocr: OcrService) {
    this.since = this.start;
    const pool = ocr.pool as unknown as { run(slot: unknown, job: { resolve(r: unknown): void; reject(e: unknown): void }): void };
    const run = pool.run.bind(pool);
    pool.run = (slot, job) => {
      this.change(+1);
      this.jobs++;
      const done = () => this.change(-1);
      const { resolve, reject } = job;
      run(slot, { ...job, resolve: (r: unknown) => { done(); resolve(r); }, reject: (e: unknown) => { done(); reject(e); } });
    };
  }

  private change(delta: number): void {
    const now = performance.now();
    this.time.set(this.busy, (this.time.get(this.busy) ?? 0) + now - this.since);
    this.since = now;
    this.busy += delta;
  }

  report(end: number): string {
    this.change(0);
    const total = end - this.start;
    const shares = [...this.time].sort((a, b) => a[0] - b[0]).map(([n, ms]) => `${n} busy ${((100 * ms) / total).toFixed(0)} %`);
    const workerMs = [...this.time].reduce((sum, [n, ms]) => sum + n * ms, 0);
    return `OCR pool occupancy over ${seconds(total)}: ${shares.join(', ')}; ${this.jobs} recognitions, ${seconds(workerMs)} of worker time`;
  }
}

/** Per phase of the bench, the sample of highest RSS and what it was made of. */
class MemoryPhases {
  private database: Database | null = null;
  private ocr: OcrService | null = null;
  private peak: { rss: number; heap: number; external: number; arrayBuffers: number; pglite: number; ocrWorkers: number; mappings: string } | null = null;
  private readonly phases: string[] = [];

  watch(database: Database, ocr: OcrService): void {
    this.database = database;
    this.ocr = ocr;
  }

  sample(): void {
    const m = process.memoryUsage();
    if (this.peak && m.rss <= this.peak.rss) return;
    const raw = this.database?.raw;
    // PGlite's WebAssembly memory (its PostgreSQL's heap and shared buffers), part of this process's RSS once touched.
    const pglite = raw?.kind === 'pglite' ? ((raw.client as unknown as { Module?: { HEAPU8?: Uint8Array } }).Module?.HEAPU8?.byteLength ?? 0) : 0;
    const previous = this.peak?.rss ?? 0;
    this.peak = { rss: m.rss, heap: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, pglite, ocrWorkers: this.ocr?.pool.workerCount ?? 0, mappings: this.peak?.mappings ?? '' };
    // The largest resident mappings (WebAssembly memories, malloc arenas), read again when the peak grew by 16 MB.
    if (process.env.BENCH_SMAPS && m.rss - previous > 16 * 1024 * 1024) this.peak.mappings = largestMappings();
  }

  phase(name: string): void {
    this.sample();
    const p = this.peak!;
    const mb = (n: number) => `${Math.round(n / 1024 / 1024)}`;
    this.phases.push(`  ${name.padEnd(40)} peak RSS ${mb(p.rss).padStart(5)} MB: V8 heap ${mb(p.heap)}, external ${mb(p.external)} (array buffers ${mb(p.arrayBuffers)}), PGlite WASM memory ${mb(p.pglite)}; ${p.ocrWorkers} OCR worker(s)${p.mappings ? `\n      largest resident mappings: ${p.mappings}` : ''}`);
    this.peak = null;
  }

  report(): string[] {
    return ['memory by phase (the sample of highest RSS in each; worker threads — OCR, pdf.js — are in RSS only):', ...this.phases];
  }
}

/** What the first upload of a kind produced, so a bench run also shows each sample really becomes drafts. */
function describe(drafts: Draft[]): string {
  const byStatus = new Map<string, number>();
  for (const d of drafts) byStatus.set(d.status, (byStatus.get(d.status) ?? 0) + 1);
  const codes = [...new Set(drafts.flatMap((d) => d.issues.map((i) => i.code)))];
  const lines = drafts.reduce((n, d) => n + d.data.lines.length, 0);
  const failed = drafts.find((d) => d.status === 'failed');
  return `→ ${drafts.length} draft(s) ${[...byStatus].map(([s, n]) => `${n} ${s}`).join(', ')}; ${lines} lines; ` +
    `total ${drafts.length === 1 ? drafts[0]!.total : drafts.reduce((s, d) => s + (d.total ?? 0), 0).toFixed(2)}; ` +
    `confidence ${drafts.map((d) => d.confidence?.toFixed(2) ?? '-').join(' ')}; issues [${codes.join(', ')}]` +
    (failed ? `; error: ${failed.errorMessage}` : '') +
    (drafts[0]?.pipeline.preprocessing ? `; preprocessing ${JSON.stringify(drafts[0].pipeline.preprocessing)}` : '');
}

type CliRuns = Record<'spa' | 'spaOneThread' | 'spaEngOneThread', number[]>;

/**
 * The `tesseract` CLI (a native build) on the same page image the service reads: `-l spa`, default page
 * segmentation, the image's own density. Run as a user would (OpenMP uses every core) and held to one thread
 * (OMP_THREAD_LIMIT=1) like one worker of the OCR pool, plus `-l spa+eng` (the service's languages) on one thread.
 * Null, with a message, when the CLI or its Spanish data is not installed (CI has neither).
 */
function findTesseractCli(image: string): (() => void) | null {
  const found = spawnSync('sh', ['-c', 'command -v tesseract'], { encoding: 'utf8' });
  const cli = found.stdout.trim();
  if (found.status !== 0 || !cli) {
    say('tesseract CLI: not installed (`command -v tesseract` found nothing); the comparison will be skipped');
    return null;
  }
  const languages = spawnSync(cli, ['--list-langs'], { encoding: 'utf8' });
  if (!/\bspa\b/.test(`${languages.stdout}${languages.stderr}`)) {
    say('tesseract CLI: no Spanish trained data (`apt-get install tesseract-ocr-spa`); the comparison will be skipped');
    return null;
  }
  const timed = (lang: string, env: NodeJS.ProcessEnv): number => {
    const t = performance.now();
    const r = spawnSync(cli, [image, '-', '-l', lang], { encoding: 'utf8', env: { ...process.env, ...env } });
    if (r.status !== 0) throw new Error(`tesseract failed: ${r.stderr}`);
    return performance.now() - t;
  };
  try {
    timed('spa', { OMP_THREAD_LIMIT: '1' }); // file cache
  } catch (error) {
    say(`tesseract CLI: ${error instanceof Error ? error.message : String(error)}; the comparison will be skipped`);
    return null;
  }
  return () => {
    try {
      cliRuns.spa.push(timed('spa', {}));
      cliRuns.spaOneThread.push(timed('spa', { OMP_THREAD_LIMIT: '1' }));
      cliRuns.spaEngOneThread.push(timed('spa+eng', { OMP_THREAD_LIMIT: '1' }));
    } catch (error) {
      say(`tesseract CLI: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

const cliRuns: CliRuns = { spa: [], spaOneThread: [], spaEngOneThread: [] };

/** The CLI ran right after each warm upload of the scan, so both saw the same load on a shared machine. */
function compareWithCli(pipelineReadMs: number, pipelineLatencyMs: number, textPdfP50: number): void {
  const textVerdict = `text PDF upload→draft p50 ${Math.round(textPdfP50)} ms (target ≤ 150 ms: ${textPdfP50 <= 150 ? 'met' : 'NOT met'})`;
  if (cliRuns.spa.length === 0) {
    say(`summary: ${textVerdict}; scanned page vs tesseract CLI: skipped (not installed)`);
    return;
  }
  const [spa, spaOne, spaEngOne] = [median(cliRuns.spa), median(cliRuns.spaOneThread), median(cliRuns.spaEngOneThread)];
  const ratio = (ms: number) => `${(pipelineReadMs / ms).toFixed(2)}×`;
  say(`tesseract CLI on the same page image, median of ${cliRuns.spa.length} runs interleaved with the uploads: -l spa ${seconds(spa)} ` +
    `(default threads), ${seconds(spaOne)} (OMP_THREAD_LIMIT=1); -l spa+eng (the service's languages) ${seconds(spaEngOne)} (one thread)`);
  say(`service OCR path (read stage: decode, preprocessing, OCR with spa+eng) median ${seconds(pipelineReadMs)} = ` +
    `${ratio(spa)} the CLI with default threads, ${ratio(spaOne)} the one-thread CLI, ${ratio(spaEngOne)} the one-thread spa+eng CLI; ` +
    `upload→draft p50 ${seconds(pipelineLatencyMs)}`);
  const fastest = Math.min(spa, spaOne);
  say(`summary: ${textVerdict}; scanned page ${ratio(fastest)} the faster CLI run (target ≤ 1.5×: ${pipelineReadMs <= 1.5 * fastest ? 'met' : 'NOT met'})`);
}

(option('init-data-dir') ? initDataDirHere(option('init-data-dir')!) : main()).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
