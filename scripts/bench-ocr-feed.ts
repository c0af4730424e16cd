/**
 * The OCR path alone (no database, no HTTP): `pages` copies of the scanned sample read at once by `jobs` concurrent
 * readers (as the queue's ExtractDocument workers do) through one OcrPool, then one page alone. Prints wall time, the
 * pool's occupancy (share of the time 0/1/2 workers were recognizing), process CPU, and peak RSS with the largest
 * resident mappings. For A/B runs of scheduling and memory changes: `tsx scripts/bench-ocr-feed.ts [pages=8] [--jobs=4]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { readDocument } from '../src/documents/ingestion';
import { OcrPool } from '../src/documents/ingestion/ocr-pool';

const args = process.argv.slice(2);
const pages = Number(args.find((a) => /^\d+$/.test(a)) ?? 8);
const jobs = Number(args.find((a) => a.startsWith('--jobs='))?.split('=')[1] ?? 4);
const bytes = readFileSync(join(process.cwd(), 'samples', 'documents', 'factura-proforma-escaneada.png'));

function mappings(): string {
  const maps: Array<{ name: string; rss: number }> = [];
  let current: { name: string; rss: number } | null = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) maps.push((current = { name: head[3]?.split('/').pop() || 'anon', rss: 0 }));
    else if (current && line.startsWith('Rss:')) current.rss = Number(line.split(/\s+/)[1]) / 1024;
  }
  return maps.sort((a, b) => b.rss - a.rss).slice(0, 6).map((m) => `${m.name} ${Math.round(m.rss)}`).join(', ');
}

/** CPU seconds of this process's threads, by thread name (/proc/self/task/<tid>/stat: utime + stime). */
function threadCpu(): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const key = `${name}#${tid}`;
      byName.set(key, ticks / 100);
    } catch {
      // the thread ended
    }
  }
  return byName;
}

function cpuDelta(before: Map<string, number>, after: Map<string, number>): string {
  const grouped = new Map<string, number>();
  for (const [key, value] of after) {
    const delta = value - (before.get(key) ?? 0);
    if (delta < 0.05) continue;
    grouped.set(key, delta);
  }
  return [...grouped].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
}

async function main(): Promise<void> {
  const pool = new OcrPool({ size: 2 });
  let busy = 0;
  let since = performance.now();
  const time = new Map<number, number>();
  const change = (delta: number) => {
    const now = performance.now();
    time.set(busy, (time.get(busy) ?? 0) + now - since);
    since = now;
    busy += delta;
  };
  const p = pool as unknown as { run(slot: unknown, job: { resolve(r: unknown): void; reject(e: unknown): void }): void };
  const run = p.run.bind(p);
  let recognitions = 0;
  p.run = (slot, job) => {
    change(+1);
    recognitions++;
    run(slot, { ...job, resolve: (r: unknown) => { change(-1); job.resolve(r); }, reject: (e: unknown) => { change(-1); job.reject(e); } });
  };
  let peak = 0;
  let peakMaps = '';
  const sampler = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak + 8 * 1024 * 1024) peakMaps = mappings();
    peak = Math.max(peak, rss);
  }, 100);
  // Warm both workers (start-up is not what is measured).
  await Promise.all([readDocument(bytes, { ocr: pool }), readDocument(bytes, { ocr: pool })]);
  time.clear();
  since = performance.now();
  const cpu = process.cpuUsage();
  const threadsBefore = threadCpu();
  const started = performance.now();
  let next = 0;
  const texts: string[] = [];
  await Promise.all(Array.from({ length: jobs }, async () => {
    while (next < pages) {
      next++;
      texts.push((await readDocument(bytes, { ocr: pool })).text);
    }
  }));
  const elapsed = performance.now() - started;
  change(0);
  const used = process.cpuUsage(cpu);
  const threads = cpuDelta(threadsBefore, threadCpu());
  const shares = [...time].sort((a, b) => a[0] - b[0]).map(([n, ms]) => `${n}: ${((100 * ms) / elapsed).toFixed(0)}%`).join(' ');
  const alone0 = performance.now();
  await readDocument(bytes, { ocr: pool });
  const alone = performance.now() - alone0;
  clearInterval(sampler);
  const same = new Set(texts).size;
  process.stdout.write(`${pages} pages, ${jobs} readers: ${(elapsed / 1000).toFixed(1)} s; one page alone ${(alone / 1000).toFixed(1)} s → ${((pages * alone) / elapsed).toFixed(2)}×; ` +
    `occupancy ${shares}; ${recognitions} recognitions; CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; peak RSS ${Math.round(peak / 1048576)} MB [${peakMaps}]; ` +
    `${same} distinct text(s); load ${loadavg()[0]!.toFixed(1)}\n  threads (CPU s): ${threads}\n`);
  await pool.terminate();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
