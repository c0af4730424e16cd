/**
 * Queue throughput: `npm run bench:queue -- [pglite|postgres] [jobs=1000]`
 * (postgres: TEST_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres; a database is created and dropped).
 * Prints, per way of sending, the time to send N jobs and the time until all were handled (no-op handler).
 */
import 'reflect-metadata';
import { JobName } from '../src/queue/job-names';
import { QueueService, type JobHandlers } from '../src/queue/queue.service';
import { createEngine, type EngineKind } from '../src/queue/queue.spec-support';

async function main(): Promise<void> {
  const kind = (process.argv[2] ?? 'pglite') as EngineKind;
  const total = Number(process.argv[3] ?? 1000);
  const engine = await createEngine(kind);
  const queue = new QueueService(engine.database);
  let handled = 0;
  let waiter: (() => void) | null = null;
  let target = 0;
  const count = async (): Promise<void> => {
    handled++;
    if (handled >= target && waiter) waiter();
  };
  const handlers = Object.fromEntries(Object.values(JobName).map((name) => [name, count])) as unknown as JobHandlers;
  queue.registerHandlers(handlers);
  await queue.start({ pollingIntervalSeconds: 0.5, schedule: false, maintenance: false });
  const ways: [string, () => Promise<unknown>][] = [
    ['send() one by one', async () => { for (let i = 0; i < total; i++) await queue.send(JobName.ProcessBatch, { batchId: `e${i}` }); }],
    ['send() 50 at a time', async () => {
      for (let i = 0; i < total; i += 50) await Promise.all(Array.from({ length: Math.min(50, total - i) }, (_, j) => queue.send(JobName.ProcessBatch, { batchId: `e${i + j}` })));
    }],
    ['sendMany() in one transaction', () => engine.database.transaction((tx) => queue.sendMany(JobName.ProcessBatch, Array.from({ length: total }, (_, i) => ({ batchId: `e${i}` })), {}, tx))],
  ];
  for (const [label, run] of ways) {
    handled = 0;
    target = total;
    const done = new Promise<void>((resolve) => (waiter = resolve));
    const started = Date.now();
    await run();
    const sent = Date.now();
    await done;
    const finished = Date.now();
    process.stdout.write(`${kind} ${label}: sent ${total} in ${sent - started} ms, all handled after ${finished - started} ms (${Math.round((total * 1000) / (finished - started))} jobs/s)\n`);
  }
  await queue.stop();
  await engine.dispose();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
