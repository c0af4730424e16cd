/**
 * Hostile uploads against a running API (issue 15): how long /health waits and how much memory the process
 * takes while each is uploaded and read, and how each upload ends (the answer, or the draft's final status).
 *
 *   npm run bench:hostile                 (= bench:spreadsheets; BENCH_XLSX_ROWS, default 1 000 000; BENCH_CSV_MB, default 19)
 *
 * The first row is the same measurement with nothing uploaded: on a shared machine it shows how much of the
 * /health latency is the machine's load rather than the upload.
 *
 * Cases: an .xlsx of 1 M rows (≈ 8 MB), a CSV of 19 MB, a 1 MB zip bomb that declares 1 GB, and one that declares
 * small sizes but inflates to 1 GB (the worker's heap limit is then the only guard). /health is polled every 20 ms
 * from a separate process, so a blocked event loop shows as a slow answer. Times are printed, never asserted.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { pdfWithImage } from '../test/support/hostile-files';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { DemoBootstrap } from '../src/demo/demo.bootstrap';

const XLSX_ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 1_000_000);
const CSV_MB = Number(process.env.BENCH_CSV_MB ?? 19);
const HEADER = ['cliente', 'cuit', 'producto', 'cantidad', 'precio'];

async function bigXlsx(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Ventas');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`Cliente ${i % 5000}`, `20${String(i % 5000).padStart(8, '0')}3`, 'Abono mensual', 1, 10.5]).commit();
  await workbook.commit();
}

function bigCsv(megabytes: number): Buffer {
  const lines = [HEADER.join(';')];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const line = `Cliente ${i % 5000} SA;20${String(i % 5000).padStart(8, '0')}3;Producto ${i};1;10,50`;
    size += line.length + 1;
    lines.push(line);
  }
  return Buffer.from(lines.join('\n'));
}

async function deflatedZeros(size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const deflate = createDeflateRaw({ level: 9 });
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(Math.min(size, 1024 * 1024));
  for (let written = 0; written < size; written += zeros.length) if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A ZIP that passes for an .xlsx (it has xl/workbook.xml) whose worksheet entry inflates to `size` zero bytes;
 * `declared` is the size its headers claim.
 */
async function zipBomb(size: number, declared: number): Promise<Buffer> {
  const entries = [
    { name: Buffer.from('xl/workbook.xml'), data: await deflatedZeros(16), declared: 16 },
    { name: Buffer.from('xl/worksheets/sheet1.xml'), data: await deflatedZeros(size), declared },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18); local.writeUInt32LE(entry.declared, 22); local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20); central.writeUInt32LE(entry.declared, 24); central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.data);
    centrals.push(central, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A separate process polling /health: the slowest answer while it ran. */
function startHealthProbe(base: string) {
  const child = spawn(process.execPath, ['-e', `
    let max = 0, count = 0;
    const tick = async () => { const t = Date.now(); try { await fetch('${base}/health'); } catch {} max = Math.max(max, Date.now() - t); count++; setTimeout(tick, 20); };
    // The first fetch of a process loads its HTTP client (hundreds of ms): warm up, then measure.
    fetch('${base}/health').then(tick, tick);
    process.on('message', () => process.send({ max, count }, () => process.exit(0)));
  `], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return { stop: () => new Promise<{ max: number; count: number }>((resolve) => { child.once('message', (m) => resolve(m as { max: number; count: number })); child.send('stop'); }) };
}

/** Uploads from a separate process (a fresh connection each time), so the client's work is not the server's. */
function uploadFromChild(base: string, key: string, templateId: string, file: string, name: string): Promise<{ status: number; body: { code?: string; drafts?: unknown[] }; error?: string }> {
  const child = spawn(process.execPath, ['-e', `
    const form = new FormData();
    form.set('templateId', ${JSON.stringify(templateId)});
    form.set('file', new Blob([require('fs').readFileSync(${JSON.stringify(file)})]), ${JSON.stringify(name)});
    fetch('${base}/documents/upload', { method: 'POST', headers: { 'x-api-key': ${JSON.stringify(key)} }, body: form })
      .then(async (res) => process.stdout.write(JSON.stringify({ status: res.status, body: await res.json() })))
      .catch((error) => process.stdout.write(JSON.stringify({ status: 0, body: {}, error: String(error.cause ?? error) })));
  `], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once('exit', () => resolve(JSON.parse(out || '{"status":0,"body":{},"error":"no answer"}'))));
}

/** The final status of a draft read by the pipeline, with its error code when it failed. */
async function draftOutcome(base: string, key: string, id: string): Promise<string> {
  for (;;) {
    const { draft } = (await (await fetch(`${base}/documents/drafts/${id}`, { headers: { 'x-api-key': key } })).json()) as { draft: { status: string; errorCode: string | null } };
    if (draft.status !== 'extracting') return `draft ${draft.status}${draft.errorCode ? ` ${draft.errorCode}` : ''}`;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-spreadsheets-'));
  process.stdout.write(`generating: .xlsx of ${XLSX_ROWS} rows, CSV of ${CSV_MB} MB, zip bombs…\n`);
  await bigXlsx(join(work, 'big.xlsx'), XLSX_ROWS);
  writeFileSync(join(work, 'big.csv'), bigCsv(CSV_MB));
  writeFileSync(join(work, 'bomb.xlsx'), await zipBomb(1024 * 1024 * 1024, 1024 * 1024 * 1024));
  writeFileSync(join(work, 'liar.xlsx'), await zipBomb(1024 * 1024 * 1024, 1024));
  writeFileSync(join(work, 'image.pdf'), pdfWithImage(20000, 20000));
  const cases = [
    { label: 'nothing uploaded (baseline)', name: '' },
    { label: `xlsx ${XLSX_ROWS} rows`, name: 'big.xlsx' },
    { label: `CSV ${CSV_MB} MB`, name: 'big.csv' },
    { label: 'zip bomb (declares 1 GB)', name: 'bomb.xlsx' },
    { label: 'zip bomb (declares 1 KB, holds 1 GB)', name: 'liar.xlsx' },
    { label: 'PDF page, 20000 × 20000 image', name: 'image.pdf' },
  ];
  let worstHealth = 0;
  let worstRss = 0;
  const dataDir = join(work, 'data');
  const config = loadConfig({ LOG_LEVEL: 'error', NODE_ENV: 'test', DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex'), UPLOAD_MAX_MB: '25' });
  const { app } = await createApp(config);
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
    await app.get(DemoBootstrap).ensureDemo();
    const key = (JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8')) as { testing: string }).testing;
    const template = (await (await fetch(`${base}/documents/templates`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', ivaRate: 21, columnMapping: { columns: { receiverName: 'cliente', receiverDocNumber: 'cuit', description: 'producto', quantity: 'cantidad', unitPrice: 'precio' }, groupBy: 'receiverDocNumber' } }),
    })).json()) as { template: { id: string } };
    const rows: string[] = [];
    for (const c of cases) {
      global.gc?.();
      const rssBefore = process.memoryUsage.rss();
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
      const probe = startHealthProbe(base);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      await new Promise((r) => setTimeout(r, 1000));
      const started = Date.now();
      const res = c.name ? await uploadFromChild(base, key, template.template.id, join(work, c.name), c.name) : (await new Promise((r) => setTimeout(r, 5000)), { status: 0, body: {} as { code?: string; drafts?: Array<{ id: string }> }, error: 'idle 5 s' });
      const body = res.body;
      // An accepted document is read by the pipeline: wait for its draft to leave `extracting`.
      if (res.status === 202 && body.drafts?.length === 1) body.code = await draftOutcome(base, key, (body.drafts[0] as { id: string }).id);
      const ms = Date.now() - started;
      const size = c.name ? statSync(join(work, c.name)).size : 0;
      const health = await probe.stop();
      loop.disable();
      clearInterval(sampler);
      if (c.name) {
        worstHealth = Math.max(worstHealth, health.max);
        worstRss = Math.max(worstRss, peak);
      }
      rows.push(`${c.label.padEnd(38)} ${(size / 1024 / 1024).toFixed(1).padStart(6)} MB → ${res.status} ${res.error ?? body.code ?? `${body.drafts?.length} drafts`} in ${ms} ms; /health slowest ${health.max} ms over ${health.count} polls; event-loop delay max ${(loop.max / 1e6).toFixed(0)} ms (load ${loadavg()[0]!.toFixed(1)}); RSS ${(rssBefore / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`);
      process.stdout.write(`${rows.at(-1)}\n`);
    }
    process.stdout.write(`over the hostile uploads: max /health latency ${worstHealth} ms (target 200), peak RSS ${(worstRss / 1e6).toFixed(0)} MB (target < 1500)\n`);
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
