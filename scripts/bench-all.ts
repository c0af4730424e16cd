/**
 * Every benchmark, in both modes (embedded, and the PostgreSQL server when it answers), in one table with the
 * ratio of each figure to the baseline of issue 18 and its target. Each figure is the median of several runs.
 *
 *   npm run bench -- [--runs=3] [--vouchers=10000] [--seconds=10] [--no-pipeline] [--pipeline-runs=10]
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../src/taxauth/simulator/simulator';
import { median, postgresReachable, type BenchMode } from './bench-support';
import { issuingOptionsFrom, runIssuing } from './bench-issuing';
import { readOptionsFrom, runReads } from './bench-reads';

interface Row {
  figure: string;
  mode: string;
  value: number | null;
  unit: string;
  /** Issue 18's measurement (null: none given for this mode). */
  baseline: number | null;
  target: string;
  met: boolean | null;
  /** CPU the service spent on it (issuing: s for the whole run; reads: ms per request), a figure the machine's load moves less. */
  cpu?: string;
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);

async function main(): Promise<void> {
  const rows: Row[] = [];
  const modes: BenchMode[] = ['embedded', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
  const simulator = await startSimulator({ control: true });
  try {
    for (const mode of modes) {
      const issuing = issuingOptionsFrom([String(option('vouchers') ?? 10_000)], mode);
      const issued: Array<{ seconds: number; cpu: number }> = [];
      for (let run = 0; run < runs; run++) {
        const r = await runIssuing(simulator, mode, { ...issuing, ptoVtaBase: issuing.ptoVtaBase + 2 * run });
        issued.push({ seconds: r.seconds, cpu: r.cpuSeconds + r.workerCpuSeconds });
      }
      const s = median(issued.map((r) => r.seconds));
      const limit = mode === 'embedded' ? 20 : 10;
      rows.push({
        figure: `issue ${issuing.count} vouchers (${issuing.label})`,
        mode,
        value: s,
        unit: 's',
        baseline: mode === 'embedded' && issuing.count === 10_000 ? 71.2 : null,
        target: `≤ ${limit} s for 10 000`,
        met: issuing.count === 10_000 ? s <= limit : null,
        cpu: `${median(issued.map((r) => r.cpu)).toFixed(1)} s`,
      });

      const reads = await runReads(simulator, mode, { ...readOptionsFrom(args), runs });
      const baselines: Record<string, { rps: number; p99?: number; target: string; ok: (rps: number, p99: number) => boolean }> = {
        '/health': { rps: 2668, target: '—', ok: () => true },
        'GET /documents/drafts/{id}': { rps: 306, p99: 61, target: '≥ 2500 req/s, p99 ≤ 20 ms', ok: (rps, p99) => rps >= 2500 && p99 <= 20 },
        'GET /cuits': { rps: 294, target: '≥ 2500 req/s, p99 ≤ 20 ms', ok: (rps, p99) => rps >= 2500 && p99 <= 20 },
        'GET /invoices?limit=50': { rps: 106, p99: 160, target: '≥ 800 req/s', ok: (rps) => rps >= 800 },
      };
      for (const r of reads) {
        const b = baselines[r.route]!;
        const cpu = r.cpuMsPerRequest === null ? undefined : `${r.cpuMsPerRequest.toFixed(2)} ms/req (≤ ${(1000 / r.cpuMsPerRequest).toFixed(0)} req/s)`;
        rows.push({ figure: `${r.route} req/s`, mode, value: r.reqPerSec, unit: 'req/s', baseline: mode === 'embedded' ? b.rps : null, target: b.target, met: r.route === '/health' ? null : b.ok(r.reqPerSec, r.p99Ms), cpu });
        rows.push({ figure: `${r.route} p99`, mode, value: r.p99Ms, unit: 'ms', baseline: mode === 'embedded' ? (b.p99 ?? null) : null, target: '', met: null });
      }
    }
  } finally {
    await simulator.close();
  }
  if (!args.includes('--no-pipeline')) rows.push(...pipeline());
  printTable(rows);
}

/** bench:pipeline (embedded: the documents pipeline has no server-specific part) in a child process, its figures parsed. */
function pipeline(): Row[] {
  // MALLOC_ARENA_MAX as `npm start` sets it (glibc reads it at process start; docs/performance.md).
  const env = { MALLOC_ARENA_MAX: '2', ...process.env };
  const out = spawnSync(process.execPath, [join(__dirname, 'bench-pipeline.js'), String(option('pipeline-runs') ?? 10)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env });
  process.stdout.write(out.stdout);
  const text = out.stdout ?? '';
  const p50 = (label: RegExp) => {
    const match = new RegExp(`${label.source}\\s+p50 ([\\d.]+) s`, 'm').exec(text);
    return match ? Number(match[1]) * 1000 : null;
  };
  const throughput = /pages\/min with \d+ OCR workers \(one page at a time: [\d.]+ pages\/min; ([\d.]+)×\)/.exec(text);
  const rss = /peak RSS: (\d+) MB/.exec(text);
  const textMs = p50(/^text PDF/);
  const scanMs = p50(/^scan\w*/);
  return [
    { figure: 'text PDF upload → draft p50', mode: 'embedded', value: textMs, unit: 'ms', baseline: 230, target: '≤ 60 ms', met: textMs === null ? null : textMs <= 60 },
    { figure: 'scanned page upload → draft p50', mode: 'embedded', value: scanMs, unit: 'ms', baseline: 2640, target: '—', met: null },
    { figure: 'OCR throughput, 2 workers vs one at a time', mode: 'embedded', value: throughput ? Number(throughput[1]) : null, unit: '×', baseline: 1.47, target: '≥ 1.8×', met: throughput ? Number(throughput[1]) >= 1.8 : null },
    { figure: 'peak RSS', mode: 'embedded', value: rss ? Number(rss[1]) : null, unit: 'MB', baseline: 1170, target: '≤ 800 MB', met: rss ? Number(rss[1]) <= 800 : null },
  ];
}

function printTable(rows: Row[]): void {
  const cells = rows.map((r) => [
    r.figure,
    r.mode,
    r.value === null ? 'n/a' : `${r.value.toFixed(r.value < 10 ? 2 : 0)} ${r.unit}`,
    r.baseline === null ? '—' : `${r.baseline} ${r.unit}`,
    r.value === null || r.baseline === null ? '—' : `${(r.value / r.baseline).toFixed(2)}×`,
    r.target,
    r.met === null ? '' : r.met ? 'met' : 'NOT met',
    r.cpu ?? '',
  ]);
  const header = ['figure', 'mode', `median of ${runs}`, 'issue 18 baseline', 'ratio', 'target', '', 'service CPU'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  const [one, five, fifteen] = loadavg();
  process.stdout.write(`\nload average at the end: ${one!.toFixed(1)} ${five!.toFixed(1)} ${fifteen!.toFixed(1)} (${availableParallelism()} cores)\n`);
  process.stdout.write(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${cells.map(line).join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
