/**
 * Authenticated reads under load (autocannon), embedded and on the PostgreSQL server.
 *
 *   npm run bench:reads -- [--mode=embedded|postgres|both] [--seconds=10] [--runs=3] [--connections=10] [--count-queries]
 *
 * Seeds one account with a CUIT, a draft and 60 issued invoices, then for each route runs autocannon `runs` times
 * and reports the median req/s and the median p99 latency. --count-queries prints the ORM statements per request.
 */
import autocannon from 'autocannon';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { median, postgresReachable, QueryCounter, startBenchApp, type BenchApp, type BenchMode } from './bench-support';

export interface ReadFigure {
  route: string;
  reqPerSec: number;
  p99Ms: number;
  queriesPerRequest: number | null;
}

export interface ReadOptions {
  seconds: number;
  runs: number;
  connections: number;
  countQueries: boolean;
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

function cannon(url: string, key: string, seconds: number, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { 'x-api-key': key } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function runReads(simulator: RunningSimulator, mode: BenchMode, options: ReadOptions): Promise<ReadFigure[]> {
  const counter = options.countQueries ? new QueryCounter() : undefined;
  // In server mode this process serves HTTP and also consumes the seed batch's jobs.
  const bench = await startBenchApp({ simulator, mode, ptoVta: 3, env: { QUEUE_CONSUMERS: 'true' }, queryLogger: counter });
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
      for (let run = 0; run < options.runs; run++) {
        const result = await cannon(bench.base + path, bench.key, options.seconds, options.connections);
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        rates.push(result.requests.average);
        p99s.push(result.latency.p99);
      }
      const figure = { route, reqPerSec: median(rates), p99Ms: median(p99s), queriesPerRequest };
      process.stdout.write(`${mode.padEnd(8)} ${route.padEnd(28)} ${figure.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${figure.p99Ms.toFixed(0).padStart(4)} ms  (median of ${options.runs} × ${options.seconds} s, ${options.connections} connections)\n`);
      figures.push(figure);
    }
    return figures;
  } finally {
    await bench.close();
  }
}

export function readOptionsFrom(args: string[]): ReadOptions {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  return {
    seconds: Number(option('seconds') ?? 10),
    runs: Number(option('runs') ?? 3),
    connections: Number(option('connections') ?? 10),
    countQueries: args.includes('--count-queries'),
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
