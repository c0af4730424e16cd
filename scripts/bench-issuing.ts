/**
 * Issuing throughput, embedded (PGlite + in-process queue) and on the PostgreSQL server (an API process that only
 * sends jobs, plus worker processes), against the simulator over HTTP.
 *
 *   npm run bench:issuing -- [vouchers=10000] [--batch=1000] [--mode=embedded|postgres|both] [--workers=2]
 *                            [--sequences=1|2] [--baseline=N|--no-baseline] [--count-queries]
 *
 * 1. N vouchers submitted as batches of up to 1000 (POST /invoices/batches), all at once, spread over `sequences`
 *    points of sale (embedded default 1, server default 2: different sequences run in parallel); prints
 *    vouchers/s, FECAESolicitar requests sent, vouchers per request and p50/p95 batch completion.
 * 2. Baseline (embedded only): min(N, 1000) vouchers (or --baseline=N) with the simulator's RegXReq set to 1,
 *    i.e. one voucher per request, and the ratio between the two.
 * --count-queries prints the ORM statements per voucher of the API process (embedded: everything).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { percentile, postgresReachable, QueryCounter, startBenchApp, type BenchMode } from './bench-support';

export interface IssuingRun {
  mode: BenchMode;
  vouchers: number;
  seconds: number;
  requests: number;
  batchMs: number[];
  workers: number;
  sequences: number;
  /** CPU seconds (user + system) while issuing: this process (embedded: the service and the simulator), and the worker processes. */
  cpuSeconds: number;
  workerCpuSeconds: number;
  loadAverage: number;
}

export interface IssuingOptions {
  count: number;
  batchSize: number;
  /** Server mode: worker processes (compiled src/worker.js beside this script). */
  workers: number;
  sequences: number;
  ptoVtaBase: number;
  countQueries: boolean;
  label: string;
}

function startWorker(simulator: RunningSimulator, databaseUrl: string, secretsKey: string, dataDir: string): { child: ChildProcess; stop(): Promise<void> } {
  const child = spawn(process.execPath, [join(__dirname, '..', 'src', 'worker.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: secretsKey,
      TAXAUTH_TESTING_ENDPOINTS: 'custom',
      TAXAUTH_TESTING_WSAA_URL: simulator.urls.wsaa,
      TAXAUTH_TESTING_WSFE_URL: simulator.urls.wsfe,
      TAXAUTH_TESTING_PADRON_URL: simulator.urls.padron,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function runIssuing(simulator: RunningSimulator, mode: BenchMode, options: IssuingOptions): Promise<IssuingRun> {
  const counter = options.countQueries ? new QueryCounter() : undefined;
  // Server mode: the API process only sends; the workers consume (as deployed).
  const bench = await startBenchApp({ simulator, mode, ptoVta: options.ptoVtaBase, env: mode === 'postgres' ? { QUEUE_CONSUMERS: 'false' } : {}, queryLogger: counter });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-workers-'));
  const workers =
    mode === 'postgres' && bench.config.database.kind === 'postgres'
      ? Array.from({ length: options.workers }, () => startWorker(simulator, (bench.config.database as { url: string }).url, process.env.BENCH_SECRETS_KEY!, dataDir))
      : [];
  try {
    const invoice = { amount: '121.00', description: 'Bench', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } };
    const requestsBefore = simulator.control.stats().requests['wsfe.FECAESolicitar'] ?? 0;
    counter?.clear();
    const workerCpuBefore = workers.map((w) => processCpuSeconds(w.child.pid));
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    const pending = new Map<string, number>();
    for (let sent = 0, n = 0; sent < options.count; sent += options.batchSize, n++) {
      const size = Math.min(options.batchSize, options.count - sent);
      const ptoVta = options.ptoVtaBase + (n % options.sequences);
      const batch = await bench.call('POST', '/invoices/batches', { invoices: Array.from({ length: size }, () => ({ ...invoice, ptoVta })) });
      pending.set(String(batch['id']), Date.now());
    }
    const batchMs: number[] = [];
    while (pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      for (const [id, at] of [...pending]) {
        const batch = await bench.call('GET', `/invoices/batches/${id}`);
        if (batch['status'] === 'completed' || batch['status'] === 'failed') {
          if (batch['processedItems'] !== batch['totalItems']) throw new Error(`batch ${id}: ${batch['failedItems']} failed`);
          batchMs.push(Date.now() - at);
          pending.delete(id);
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const workerCpuSeconds = workers.reduce((sum, w, i) => sum + processCpuSeconds(w.child.pid) - workerCpuBefore[i]!, 0);
    const requests = (simulator.control.stats().requests['wsfe.FECAESolicitar'] ?? 0) - requestsBefore;
    const result: IssuingRun = {
      mode,
      vouchers: options.count,
      seconds,
      requests,
      batchMs,
      workers: workers.length,
      sequences: options.sequences,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      workerCpuSeconds,
      loadAverage: loadavg()[0]!,
    };
    print(options.label, result);
    if (counter) process.stdout.write(counter.report(options.count, 'voucher'));
    return result;
  } finally {
    for (const worker of workers) await worker.stop();
    await bench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 where unreadable. */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

function print(label: string, r: IssuingRun): void {
  process.stdout.write(
    `${label}: ${r.vouchers} vouchers in ${r.seconds.toFixed(1)} s = ${(r.vouchers / r.seconds).toFixed(0)} vouchers/s; ` +
      `${r.requests} FECAESolicitar requests, ${(r.vouchers / Math.max(1, r.requests)).toFixed(1)} vouchers/request; ` +
      `batch completion p50 ${(percentile(r.batchMs, 50) / 1000).toFixed(1)} s, p95 ${(percentile(r.batchMs, 95) / 1000).toFixed(1)} s (${r.batchMs.length} batches); ` +
      `CPU ${r.cpuSeconds.toFixed(1)} s in this process${r.workers ? ` + ${r.workerCpuSeconds.toFixed(1)} s in the workers` : ''}; load average ${r.loadAverage.toFixed(1)}\n`,
  );
}

export function issuingOptionsFrom(args: string[], mode: BenchMode): IssuingOptions {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const workers = Number(option('workers') ?? 2);
  const sequences = Number(option('sequences') ?? (mode === 'postgres' ? 2 : 1));
  return {
    count: Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000),
    batchSize: Number(option('batch') ?? 1000),
    workers,
    sequences,
    ptoVtaBase: mode === 'postgres' ? 11 : 1,
    countQueries: args.includes('--count-queries'),
    label: mode === 'postgres' ? `postgres, ${workers} worker processes, ${sequences} sequence(s)` : `embedded, ${sequences} sequence(s)`,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const wanted = args.find((a) => a.startsWith('--mode='))?.split('=')[1] ?? 'embedded';
  const modes: BenchMode[] = wanted === 'both' ? ['embedded', ...((await postgresReachable()) ? (['postgres'] as const) : [])] : [wanted as BenchMode];
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const simulator = await startSimulator({ control: true });
  try {
    for (const mode of modes) {
      const options = issuingOptionsFrom(args, mode);
      const batched = await runIssuing(simulator, mode, options);
      const baselineCount = args.includes('--no-baseline') || mode === 'postgres' ? 0 : Number(option('baseline') ?? Math.min(options.count, 1000));
      if (baselineCount > 0) {
        const regXReq = simulator.control.wsfeSettings.regXReq;
        simulator.control.wsfeSettings.regXReq = 1;
        const single = await runIssuing(simulator, mode, { ...options, count: baselineCount, ptoVtaBase: 2, sequences: 1, countQueries: false, label: 'baseline (one voucher per request)' });
        simulator.control.wsfeSettings.regXReq = regXReq;
        process.stdout.write(`ratio: batched is ${((batched.vouchers / batched.seconds) / (single.vouchers / single.seconds)).toFixed(1)}× the baseline's vouchers/s\n`);
      }
    }
  } finally {
    await simulator.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)} ${error instanceof Error && error.cause ? String(error.cause) : ''}\n`);
    process.exit(1);
  });
}
