import { sql } from 'drizzle-orm';
import { ALL_JOB_NAMES, JobName, type JobPayloads } from './job-names';
import { QUEUE_NOTIFY_CHANNEL, QueueService, type JobHandlers } from './queue.service';
import { createEngine, engineKinds, rows, waitFor, type Engine } from './queue.spec-support';

/** Several processes on one PostgreSQL database (server mode), simulated with two `Database` handles. */
const describePostgres = engineKinds().includes('postgres') ? describe : describe.skip;

function handlersFor(record: (name: JobName, id: string) => Promise<void>): JobHandlers {
  const make = <K extends JobName>(name: K) => async (_payload: JobPayloads[K], job: { id: string }) => record(name, job.id);
  return Object.fromEntries(Object.values(JobName).map((name) => [name, make(name)])) as unknown as JobHandlers;
}

describePostgres('QueueService: two processes on one PostgreSQL database', () => {
  let engine: Engine;
  let a: QueueService;
  let b: QueueService;
  const handledBy = new Map<string, string[]>();

  beforeAll(async () => {
    engine = await createEngine('postgres');
    const second = await engine.open();
    const record = (who: string) => async (_name: JobName, id: string): Promise<void> => {
      handledBy.set(id, [...(handledBy.get(id) ?? []), who]);
      await new Promise((resolve) => setTimeout(resolve, 2)); // a little work, so both get a share
    };
    a = new QueueService(engine.database);
    b = new QueueService(second);
    a.registerHandlers(handlersFor(record('a')));
    b.registerHandlers(handlersFor(record('b')));
    // Both start at once: pg-boss installs its schema under an advisory lock, queues are created idempotently.
    await Promise.all([a.start({ pollingIntervalSeconds: 0.5 }), b.start({ pollingIntervalSeconds: 0.5 })]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop({ timeoutMs: 5000 }), b?.stop({ timeoutMs: 5000 })]);
    await engine?.dispose();
  });

  it('handles each job exactly once across both instances', async () => {
    const ids: string[] = [];
    ids.push(...(await a.sendMany(JobName.ReconcileBatchItem, Array.from({ length: 300 }, (_, i) => ({ batchId: 'multi', itemId: `m${i}` })))));
    for (let i = 0; i < 100; i++) {
      const sender = i % 2 === 0 ? a : b;
      const id = await sender.send(JobName.ProcessBatch, { batchId: `m${i}` });
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(400);
    await waitFor(() => ids.every((id) => handledBy.has(id)), 'all 400 jobs', 30_000);
    const duplicates = ids.filter((id) => (handledBy.get(id) ?? []).length !== 1);
    expect(duplicates).toEqual([]);
    const share = { a: 0, b: 0 };
    for (const id of ids) share[handledBy.get(id)![0] as 'a' | 'b']++;
    process.stdout.write(`[queue postgres ×2] 400 jobs handled once each: a ${share.a}, b ${share.b}\n`);
    // A handler returns before its job's row is marked completed: wait for the rows, then count them.
    const completedCount = async () =>
      (await rows<{ n: number }>(engine.database, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ANY(${sql.param(ids)}::uuid[]) AND state = 'completed'`))[0].n;
    await waitFor(async () => (await completedCount()) >= 400, 'all 400 jobs completed', 10_000).catch(() => undefined);
    expect(await completedCount()).toBe(400);
  });

  it('a job sent in a transaction by a non-consuming process NOTIFYs the others at its commit, not before', async () => {
    if (engine.database.raw.kind !== 'postgres') throw new Error('postgres only');
    const api = new QueueService(engine.database);
    await api.start({ consume: false, schedule: false, maintenance: false });
    // A third session listening on the channel sees what the workers of another process are woken by.
    const listener = await engine.database.raw.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => {
      if (message.channel === QUEUE_NOTIFY_CHANNEL && message.payload) heard.push(message.payload);
    });
    await listener.query(`LISTEN ${QUEUE_NOTIFY_CHANNEL}`);
    try {
      let heardBeforeCommit: string[] = [];
      const id = await engine.database.transaction(async (tx) => {
        const sent = await api.send(JobName.ProcessBatch, { batchId: 'from-api' }, {}, tx);
        await listener.query('SELECT 1'); // a round trip: a NOTIFY already delivered would be here by now
        heardBeforeCommit = [...heard];
        return sent;
      });
      expect(heardBeforeCommit).toEqual([]);
      await waitFor(() => heard.includes(JobName.ProcessBatch), 'the NOTIFY at commit');
      await waitFor(() => id !== null && handledBy.has(id), 'the job');
    } finally {
      await listener.query(`UNLISTEN ${QUEUE_NOTIFY_CHANNEL}`).catch(() => undefined);
      listener.release();
      await api.stop();
    }
  });

  it('keeps one schedule when several processes schedule the same job', async () => {
    await Promise.all([a.schedule(JobName.SweepStuckWork, '0 6 1 * *', {}, { tz: 'America/Argentina/Buenos_Aires' }), b.schedule(JobName.SweepStuckWork, '0 6 1 * *', {}, { tz: 'America/Argentina/Buenos_Aires' })]);
    const schedules = await rows<{ name: string }>(engine.database, sql`SELECT name FROM pgboss.schedule`);
    expect(schedules).toEqual([{ name: JobName.SweepStuckWork }]);
  });
});
