/**
 * Authenticated reads under load (autocannon), embedded and on the PostgreSQL server.
 *
 *   npm run bench:reads -- [--mode=embedded|postgres|both] [--seconds=10] [--runs=3] [--connections=10] [--count-queries]
 *                          [--profile-dir=DIR] [--same-thread] [--no-read-cache]
 *
 * Seeds one account with a CUIT, a draft and 60 issued invoices, then for each route runs autocannon `runs` times
 * and reports the median req/s and the median p99 latency. --count-queries prints the ORM statements per request.
 * --profile-dir writes one CPU profile per mode and route (only while that route is under load) into DIR.
 * --no-read-cache runs with READ_CACHE_MB=0 (embedded mode caches GET answers otherwise; docs/performance.md).
 */
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { median, postgresReachable, QueryCounter, startBenchApp, type BenchApp, type BenchMode } from './bench-support';

export interface ReadFigure {
  route: string;
  reqPerSec: number;
  p99Ms: number;
  queriesPerRequest: number | null;
  /** The service's CPU time per request (median); with a free core it bounds req/s at 1000 / cpuMsPerRequest. */
  cpuMsPerRequest: number | null;
}

export interface ReadOptions {
  seconds: number;
  runs: number;
  connections: number;
  countQueries: boolean;
  profileDir?: string;
  sameThread: boolean;
  readCache: boolean;
}

const SALE = {
  lines: [{ description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
  receiver: { name: 'Gorosito y Orellana SRL', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
};

async function seed(bench: BenchApp): Promise<{ draftId: string }> {
  const draft = (await bench.call('POST', '/documents/drafts', { data: SALE }))['draft'] as { id: string };
  const invoice = { amount: '121.00', description: 'Bench', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } };
  const batch = await bench.call('POST', '/invoices/batches', { invoices: Array.from({ length: 60 }, () => invoice) });
  for (;;) {
    const state = await bench.call('GET', `/invoices/batches/${String(batch['id'])}`);
    if (state['status'] === 'completed' || state['status'] === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { draftId: draft.id };
}

/**
 * The load generator runs in a process of its own (the autocannon CLI, as for the baseline), so the
 * server's thread only serves requests, and the server's CPU time per request can be read from process.cpuUsage.
 * `--same-thread` runs it in the server's thread instead (the figures of the first session; no CPU figure).
 */
async function cannon(url: string, key: string, seconds: number, connections: number, sameThread: boolean): Promise<LoadResult> {
  if (sameThread) {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url, connections, duration: seconds, headers: { 'x-api-key': key } }, (error, r) => (error ? reject(error) : resolve(r)));
    });
    return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, requests: result.requests.total, failed: result.non2xx + result.errors, cpuMsPerRequest: null };
  }
  const cli = require.resolve('autocannon/autocannon.js');
  const before = process.cpuUsage();
  const child = spawn(process.execPath, [cli, '-c', String(connections), '-d', String(seconds), '-H', `x-api-key=${key}`, '--json', url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const cpu = process.cpuUsage(before);
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(out.slice(out.indexOf('{'))) as autocannon.Result;
  const requests = result.requests.total;
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    requests,
    failed: result.non2xx + result.errors,
    cpuMsPerRequest: requests > 0 ? (cpu.user + cpu.system) / 1000 / requests : null,
  };
}

interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  requests: number;
  failed: number;
  /** This process's CPU time (user + system, all its threads) per answered request; null when the load ran in it. */
  cpuMsPerRequest: number | null;
}

export async function runReads(simulator: RunningSimulator, mode: BenchMode, options: ReadOptions): Promise<ReadFigure[]> {
  const counter = options.countQueries ? new QueryCounter() : undefined;
  // In server mode this process serves HTTP and also consumes the seed batch's jobs.
  const bench = await startBenchApp({ simulator, mode, ptoVta: 3, env: { QUEUE_CONSUMERS: 'true', ...(options.readCache ? {} : { READ_CACHE_MB: '0' }) }, queryLogger: counter });
  try {
    const { draftId } = await seed(bench);
    const routes = [
      { route: '/health', path: '/health' },
      { route: 'GET /documents/drafts/{id}', path: `/documents/drafts/${draftId}` },
      { route: 'GET /cuits', path: '/cuits' },
      { route: 'GET /invoices?limit=50', path: '/invoices?limit=50' },
    ];
    const figures: ReadFigure[] = [];
    for (const { route, path } of routes) {
      let queriesPerRequest: number | null = null;
      if (counter) {
        // Sequential requests while nothing else runs: statements per request of this route.
        await new Promise((resolve) => setTimeout(resolve, 500));
        counter.clear();
        for (let i = 0; i < 50; i++) await fetch(bench.base + path, { headers: { 'x-api-key': bench.key } }).then((r) => r.arrayBuffer());
        queriesPerRequest = counter.total() / 50;
        process.stdout.write(`${mode} ${route}\n${counter.report(50, 'request', 8)}`);
      }
      const rates: number[] = [];
      const p99s: number[] = [];
      const cpus: number[] = [];
      const profiler = options.profileDir ? await startProfile() : null;
      for (let run = 0; run < options.runs; run++) {
        const result = await cannon(bench.base + path, bench.key, options.seconds, options.connections, options.sameThread);
        if (result.failed > 0) throw new Error(`${route}: ${result.failed} non-2xx answers or errors`);
        rates.push(result.reqPerSec);
        p99s.push(result.p99Ms);
        if (result.cpuMsPerRequest !== null) cpus.push(result.cpuMsPerRequest);
      }
      if (profiler) await profiler.stop(join(options.profileDir!, `reads-${mode}-${route.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}.cpuprofile`));
      const figure = { route, reqPerSec: median(rates), p99Ms: median(p99s), queriesPerRequest, cpuMsPerRequest: cpus.length ? median(cpus) : null };
      const cpu = figure.cpuMsPerRequest === null ? '' : `  CPU ${figure.cpuMsPerRequest.toFixed(3)} ms/request (≤ ${(1000 / figure.cpuMsPerRequest).toFixed(0)} req/s on one free core)`;
      process.stdout.write(`${mode.padEnd(8)} ${route.padEnd(28)} ${figure.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${figure.p99Ms.toFixed(0).padStart(4)} ms${cpu}  (median of ${options.runs} × ${options.seconds} s, ${options.connections} connections, load average ${loadavg()[0]!.toFixed(1)})\n`);
      figures.push(figure);
    }
    return figures;
  } finally {
    await bench.close();
  }
}

/** A CPU profile of this process (server and load generator) from now until stop(file). */
async function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async (file) => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

export function readOptionsFrom(args: string[]): ReadOptions {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  return {
    seconds: Number(option('seconds') ?? 10),
    runs: Number(option('runs') ?? 3),
    connections: Number(option('connections') ?? 10),
    countQueries: args.includes('--count-queries'),
    profileDir: option('profile-dir'),
    sameThread: args.includes('--same-thread'),
    readCache: !args.includes('--no-read-cache'),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const wanted = args.find((a) => a.startsWith('--mode='))?.split('=')[1] ?? 'both';
  const modes: BenchMode[] = wanted === 'both' ? ['embedded', ...((await postgresReachable()) ? (['postgres'] as const) : [])] : [wanted as BenchMode];
  const simulator = await startSimulator({ control: true });
  try {
    for (const mode of modes) await runReads(simulator, mode, readOptionsFrom(args));
  } finally {
    await simulator.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
