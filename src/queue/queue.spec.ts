import { sql } from 'drizzle-orm';
import { ALL_JOB_NAMES, JobName, type JobPayloads } from './job-names';
import { MissingJobHandlersError, TerminalJobError } from './queue.errors';
import { QueueService, type JobContext, type JobHandlers, type JobOutcome, type QueueStartOptions } from './queue.service';
import { createEngine, deferred, engineKinds, jobRow, rows, waitFor, type Engine } from './queue.spec-support';

type Behaviour = (payload: unknown, job: JobContext) => Promise<JobOutcome | void>;

/** Handlers for every job that record each call and run a per-test behaviour. */
class Recorder {
  readonly calls: { name: JobName; payload: unknown; job: JobContext; at: number }[] = [];
  readonly behaviour = new Map<JobName, Behaviour>();

  handlers(tag = ''): JobHandlers {
    const make = <K extends JobName>(name: K) => async (payload: JobPayloads[K], job: JobContext<K>): Promise<JobOutcome | void> => {
      this.calls.push({ name, payload: tag ? { ...payload, tag } : payload, job, at: Date.now() });
      const behaviour = this.behaviour.get(name);
      return behaviour ? behaviour(payload, job) : undefined;
    };
    return {
      [JobName.ExtractDocument]: make(JobName.ExtractDocument),
      [JobName.SettleDraft]: make(JobName.SettleDraft),
      [JobName.ProcessBatch]: make(JobName.ProcessBatch),
      [JobName.ReconcileBatchItem]: make(JobName.ReconcileBatchItem),
      [JobName.DispatchEvent]: make(JobName.DispatchEvent),
      [JobName.DeliverWebhook]: make(JobName.DeliverWebhook),
      [JobName.SweepStuckWork]: make(JobName.SweepStuckWork),
      [JobName.ImportVouchers]: make(JobName.ImportVouchers),
      [JobName.SendEmail]: make(JobName.SendEmail),
      [JobName.RunRecurringTemplates]: make(JobName.RunRecurringTemplates),
      [JobName.CaeaMaintenance]: make(JobName.CaeaMaintenance),
    };
  }

  callsFor(name: JobName, match: (payload: unknown) => boolean): { job: JobContext; at: number }[] {
    return this.calls.filter((c) => c.name === name && match(c.payload));
  }
}

const has = (key: string, value: string) => (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as Record<string, unknown>)[key] === value;

/** Short retry delays so the retry tests finish in seconds; everything else as in the policy table. */
export const TEST_START: QueueStartOptions = {
  pollingIntervalSeconds: 0.5,
  schedule: false,
  policies: {
    [JobName.ReconcileBatchItem]: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    [JobName.ExtractDocument]: { retryLimit: 3, retryDelay: 1, retryBackoff: true },
  },
};

describe('QueueService registration (no database)', () => {
  const database = null as never;

  it('refuses to start when a job has no handler, naming the missing ones', async () => {
    const queue = new QueueService(database);
    const all = new Recorder().handlers();
    queue.registerHandlers({ [JobName.ProcessBatch]: all[JobName.ProcessBatch] });
    const error = await queue.start().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingJobHandlersError);
    const missing = (error as MissingJobHandlersError).missing;
    expect([...missing].sort()).toEqual(ALL_JOB_NAMES.filter((n) => n !== JobName.ProcessBatch).sort());
    expect(queue.started).toBe(false);
  });

  it('rejects a second handler for the same job and unknown job names', () => {
    const queue = new QueueService(database);
    const all = new Recorder().handlers();
    queue.registerHandlers({ [JobName.ReconcileBatchItem]: all[JobName.ReconcileBatchItem] });
    expect(() => queue.registerHandlers({ [JobName.ReconcileBatchItem]: all[JobName.ReconcileBatchItem] })).toThrow(/already registered/);
    expect(() => queue.registerHandlers({ ['no-such-job' as JobName]: all[JobName.ReconcileBatchItem] })).toThrow(/Unknown job name/);
    expect(queue.missingHandlers()).not.toContain(JobName.ReconcileBatchItem);
  });

  it('checks handlers only for the jobs it consumes: a process narrowed to some jobs starts without the others', async () => {
    const queue = new QueueService(database);
    const all = new Recorder().handlers();
    const { [JobName.ImportVouchers]: _imports, [JobName.SendEmail]: _email, ...rest } = all;
    queue.registerHandlers(rest);
    expect(queue.missingHandlers()).toEqual([JobName.ImportVouchers, JobName.SendEmail]);
    expect(queue.missingHandlers([JobName.ProcessBatch, JobName.DispatchEvent])).toEqual([]);
    const refused = await queue.start().catch((e: unknown) => e);
    expect((refused as MissingJobHandlersError).missing).toEqual([JobName.ImportVouchers, JobName.SendEmail]);
    // Narrowed to jobs that have handlers, the check passes and start-up goes on to the database (null here).
    const narrowed = await queue.start({ jobs: [JobName.ProcessBatch] }).catch((e: unknown) => e);
    expect(narrowed).not.toBeInstanceOf(MissingJobHandlersError);
  });
});

describe.each(engineKinds())('QueueService on %s', (kind) => {
  let engine: Engine;
  let queue: QueueService;
  const recorder = new Recorder();

  beforeAll(async () => {
    engine = await createEngine(kind);
    await engine.database.orm.execute(sql`CREATE TABLE queue_test_marker (id text PRIMARY KEY)`);
    queue = new QueueService(engine.database);
    queue.registerHandlers(recorder.handlers());
    const started = Date.now();
    await queue.start(TEST_START);
    process.stdout.write(`[queue ${kind}] start (pg-boss schema + ${ALL_JOB_NAMES.length} queues + workers): ${Date.now() - started} ms\n`);
  });

  afterAll(async () => {
    await queue?.stop({ timeoutMs: 5000 });
    await engine?.dispose();
  });

  it('sends a typed job and hands its payload to the handler', async () => {
    const sent = Date.now();
    const id = await queue.send(JobName.ProcessBatch, { batchId: 'b-typed' });
    expect(id).toEqual(expect.any(String));
    const [call] = await waitFor(() => {
      const calls = recorder.callsFor(JobName.ProcessBatch, has('batchId', 'b-typed'));
      return calls.length > 0 && calls;
    }, 'the handler');
    expect(call.job).toEqual({ id, name: JobName.ProcessBatch, attempt: 1, retriesLeft: queue.policy(JobName.ProcessBatch).retryLimit });
    const row = await waitFor(async () => {
      const r = await jobRow(engine.database, id!);
      return r?.state === 'completed' && r;
    }, 'completion');
    expect(row.retry_count).toBe(0);
    process.stdout.write(`[queue ${kind}] send → handler start latency: ${call.at - sent} ms\n`);
  });

  it('writes the job inside the caller transaction: committed → job runs; rolled back → no job', async () => {
    const committedId = await engine.database.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO queue_test_marker (id) VALUES ('committed')`);
      return queue.send(JobName.ProcessBatch, { batchId: 'b-commit' }, {}, tx);
    });
    expect(committedId).toEqual(expect.any(String));
    expect(await jobRow(engine.database, committedId!)).not.toBeNull();

    let rolledBackId: string | null = null;
    const failure = await engine.database
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO queue_test_marker (id) VALUES ('rolled-back')`);
        rolledBackId = await queue.send(JobName.ProcessBatch, { batchId: 'b-rollback' }, {}, tx);
        throw new Error('abort the transaction');
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(rolledBackId).toEqual(expect.any(String)); // the insert happened, inside the transaction …
    expect(await jobRow(engine.database, rolledBackId!)).toBeNull(); // … and left with it
    const markers = await rows<{ id: string }>(engine.database, sql`SELECT id FROM queue_test_marker ORDER BY id`);
    expect(markers.map((m) => m.id)).toEqual(['committed']);

    // The committed job runs; a job sent after the rollback runs too, and the rolled-back one never does.
    await waitFor(() => recorder.callsFor(JobName.ProcessBatch, has('batchId', 'b-commit')).length === 1, 'the committed job');
    await queue.send(JobName.ProcessBatch, { batchId: 'b-after' });
    await waitFor(() => recorder.callsFor(JobName.ProcessBatch, has('batchId', 'b-after')).length === 1, 'the later job');
    expect(recorder.callsFor(JobName.ProcessBatch, has('batchId', 'b-rollback'))).toHaveLength(0);
    const leftovers = await rows<{ n: number }>(engine.database, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'batchId' = 'b-rollback'`);
    expect(leftovers[0].n).toBe(0);
  });

  it('sendMany inside a transaction writes all jobs at commit and none on rollback', async () => {
    const ids = await engine.database.transaction((tx) =>
      queue.sendMany(JobName.ReconcileBatchItem, [0, 1, 2].map((i) => ({ batchId: 'b-many', itemId: `i${i}` })), {}, tx),
    );
    expect(ids).toHaveLength(3);
    await engine.database
      .transaction(async (tx) => {
        await queue.sendMany(JobName.ReconcileBatchItem, [{ batchId: 'b-many-rb', itemId: 'x' }], {}, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await waitFor(() => recorder.callsFor(JobName.ReconcileBatchItem, has('batchId', 'b-many')).length === 3, 'three items');
    const items = recorder.callsFor(JobName.ReconcileBatchItem, has('batchId', 'b-many')).map((c) => c.job.id).sort();
    expect(items).toEqual([...ids].sort());
    const leftovers = await rows<{ n: number }>(engine.database, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'batchId' = 'b-many-rb'`);
    expect(leftovers[0].n).toBe(0);
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    recorder.behaviour.set(JobName.ReconcileBatchItem, async (payload) => {
      if (has('itemId', 'e-flaky')(payload)) throw new Error('connection refused');
    });
    const id = await queue.send(JobName.ReconcileBatchItem, { batchId: 'b-flaky', itemId: 'e-flaky' });
    const row = await waitFor(async () => {
      const r = await jobRow(engine.database, id!);
      return r?.state === 'failed' && r;
    }, 'the job to fail');
    const calls = recorder.callsFor(JobName.ReconcileBatchItem, has('itemId', 'e-flaky'));
    expect(calls.map((c) => c.job.attempt)).toEqual([1, 2, 3]); // retryLimit 2 → 3 attempts
    expect(calls.map((c) => c.job.retriesLeft)).toEqual([2, 1, 0]);
    expect(row.retry_count).toBe(2);
    expect(row.output).toMatchObject({ message: 'connection refused', terminal: false });
    // Backoff (pg-boss 10): retry n+1 waits at least retryDelay·2^n — 1 s, then 2 s. Lower bounds only: a slow
    // machine makes the gaps longer, never shorter, so this fails only when the delay or the backoff is lost.
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(1000);
    expect(gaps[1]).toBeGreaterThanOrEqual(2000);
  });

  it('does not retry a TerminalJobError', async () => {
    recorder.behaviour.set(JobName.ExtractDocument, async (payload) => {
      if (has('documentId', 'd-410')(payload)) throw new TerminalJobError('unreadable file', 'unreadable');
    });
    const id = await queue.send(JobName.ExtractDocument, { documentId: 'd-410' });
    const row = await waitFor(async () => {
      const r = await jobRow(engine.database, id!);
      return r?.state === 'failed' && r;
    }, 'the job to fail');
    // A later job on the same queue has run, so a retry of d-410 would have been fetched by now if it existed.
    await queue.send(JobName.ExtractDocument, { documentId: 'd-next' });
    await waitFor(() => recorder.callsFor(JobName.ExtractDocument, has('documentId', 'd-next')).length === 1, 'the next job');
    expect(recorder.callsFor(JobName.ExtractDocument, has('documentId', 'd-410'))).toHaveLength(1);
    expect(row.output).toMatchObject({ message: 'unreadable file', code: 'unreadable', terminal: true });
    expect(queue.policy(JobName.ExtractDocument).retryLimit).toBe(3);
  });

  it('completes a job whose handler reports skipped', async () => {
    recorder.behaviour.set(JobName.ProcessBatch, async (payload) => (has('batchId', 'b-skipped')(payload) ? 'skipped' : undefined));
    const id = await queue.send(JobName.ProcessBatch, { batchId: 'b-skipped' });
    const row = await waitFor(async () => {
      const r = await jobRow(engine.database, id!);
      return r?.state === 'completed' && r;
    }, 'completion');
    expect(row.state).toBe('completed');
  });

  it('honours startAfter and keeps one queued sweeper run per key (stately)', async () => {
    const first = await queue.sendAfter(JobName.SweepStuckWork, {}, 3600, { singletonKey: 'sweeper' });
    const second = await queue.sendAfter(JobName.SweepStuckWork, {}, 3600, { singletonKey: 'sweeper' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const row = await jobRow(engine.database, first!);
    expect(row?.state).toBe('created');
    const other = await queue.sendAfter(JobName.SweepStuckWork, {}, new Date(Date.now() + 3_600_000), { singletonKey: 'other-key' });
    expect(other).toEqual(expect.any(String));
  });

  it('stores one schedule per job name (re-scheduling updates it)', async () => {
    await queue.schedule(JobName.SweepStuckWork, '*/5 * * * *', {});
    await queue.schedule(JobName.SweepStuckWork, '*/10 * * * *', {}, { tz: 'America/Argentina/Buenos_Aires' });
    const schedules = await rows<{ cron: string; timezone: string }>(engine.database, sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${JobName.SweepStuckWork}`);
    expect(schedules).toEqual([{ cron: '*/10 * * * *', timezone: 'America/Argentina/Buenos_Aires' }]);
    await queue.unschedule(JobName.SweepStuckWork);
  });

  it('handles 1 000 jobs (throughput printed)', async () => {
    const before = recorder.callsFor(JobName.ReconcileBatchItem, has('batchId', 'bulk')).length;
    expect(before).toBe(0);
    const total = 1000;
    const started = Date.now();
    for (let i = 0; i < total; i++) await queue.send(JobName.ReconcileBatchItem, { batchId: 'bulk', itemId: `bulk-${i}` });
    const sentAt = Date.now();
    await waitFor(() => recorder.callsFor(JobName.ReconcileBatchItem, has('batchId', 'bulk')).length >= total, '1000 jobs', 50_000);
    const doneAt = Date.now();
    const ids = new Set(recorder.callsFor(JobName.ReconcileBatchItem, has('batchId', 'bulk')).map((c) => c.job.id));
    expect(ids.size).toBe(total);
    process.stdout.write(
      `[queue ${kind}] 1000 jobs: ${sentAt - started} ms to send one by one, all handled after ${doneAt - started} ms ` +
        `(${Math.round((total * 1000) / (doneAt - started))} jobs/s)\n`,
    );
  });

  it('runs `concurrency` document jobs at once, and a finished one frees its worker for the next', async () => {
    const { concurrency, batchSize } = queue.policy(JobName.ExtractDocument);
    expect(batchSize).toBe(1);
    expect(concurrency).toBeGreaterThan(1);
    const releases: Array<() => void> = [];
    let running = 0;
    let mostAtOnce = 0;
    recorder.behaviour.set(JobName.ExtractDocument, async () => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
    });
    const isParallel = (payload: unknown) => typeof payload === 'object' && payload !== null && String((payload as { documentId?: unknown }).documentId).startsWith('parallel-');
    try {
      for (let i = 0; i < concurrency + 2; i++) await queue.send(JobName.ExtractDocument, { documentId: `parallel-${i}` });
      await waitFor(() => running === concurrency, `${concurrency} jobs running`);
      // Two more polling intervals: the remaining jobs stay queued while every worker is busy.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(recorder.callsFor(JobName.ExtractDocument, isParallel)).toHaveLength(concurrency);

      releases.shift()!();
      await waitFor(() => recorder.callsFor(JobName.ExtractDocument, isParallel).length === concurrency + 1, 'the next job started');
      while (recorder.callsFor(JobName.ExtractDocument, isParallel).length < concurrency + 2 || running > 0) {
        releases.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(mostAtOnce).toBe(concurrency);
    } finally {
      recorder.behaviour.delete(JobName.ExtractDocument);
      for (const release of releases.splice(0)) release();
    }
  });

  it('stop() waits for a running job to finish', async () => {
    const entered = deferred();
    recorder.behaviour.set(JobName.ExtractDocument, async () => {
      entered.resolve();
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    const id = await queue.send(JobName.ExtractDocument, { documentId: 'doc-slow' });
    await entered.promise;
    await queue.stop({ timeoutMs: 10_000 });
    expect(queue.started).toBe(false);
    const row = await jobRow(engine.database, id!);
    expect(row?.state).toBe('completed');
    await queue.start(TEST_START); // afterAll stops it again
  });

  it('fails back, without running it, a batch whose fetch was answered after stop() began (pg-boss would complete it)', async () => {
    await queue.stop({ timeoutMs: 5000 });
    const before = recorder.calls.length;
    const fetched = [{ id: 'late-job', name: JobName.ExtractDocument, data: { documentId: 'doc-late' }, retryCount: 0, retryLimit: 3 }];
    // pg-boss calls the worker's callback with the fetched batch; a callback that returns marks the batch completed.
    const runBatch = (queue as unknown as { runBatch(name: JobName, jobs: unknown[], workerId: string): Promise<void> }).runBatch.bind(queue);
    await expect(runBatch(JobName.ExtractDocument, fetched, 'worker-1')).rejects.toThrow(/queue stopped before 1 fetched extract-document job/);
    expect(recorder.calls.length).toBe(before);
    await queue.start(TEST_START); // afterAll stops it again
  });
});

describe.each(engineKinds())('QueueService wake-ups on %s (polling too slow to matter)', (kind) => {
  let engine: Engine;
  let queue: QueueService;
  const recorder = new Recorder();

  beforeAll(async () => {
    engine = await createEngine(kind);
    queue = new QueueService(engine.database);
    queue.registerHandlers(recorder.handlers());
    // A minute between polls: a job that starts within the waits below was started by a wake-up, not a poll.
    await queue.start({ ...TEST_START, pollingIntervalSeconds: 60 });
  });

  afterAll(async () => {
    await queue?.stop({ timeoutMs: 5000 });
    await engine?.dispose();
  });

  it('starts jobs sent to idle workers at once, one worker each, and a job sent while all are busy when one frees', async () => {
    const { concurrency } = queue.policy(JobName.ExtractDocument);
    const releases: Array<() => void> = [];
    let running = 0;
    recorder.behaviour.set(JobName.ExtractDocument, async () => {
      running++;
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
    });
    const started = (prefix: string) => recorder.callsFor(JobName.ExtractDocument, (p) => String((p as { documentId: string }).documentId).startsWith(prefix)).length;
    try {
      // One send, one job: it runs without waiting for a poll.
      await queue.send(JobName.ExtractDocument, { documentId: 'wake-single' });
      await waitFor(() => started('wake-single') === 1, 'the single job started', 10_000);
      releases.shift()!();
      await waitFor(() => running === 0, 'the single job finished', 10_000);

      // A batch of sends fills every worker.
      await queue.sendMany(JobName.ExtractDocument, Array.from({ length: concurrency }, (_, i) => ({ documentId: `wake-many-${i}` })));
      await waitFor(() => running === concurrency, `${concurrency} jobs running`, 10_000);

      // Every worker busy: the next job starts when one of them finishes, whichever.
      await queue.send(JobName.ExtractDocument, { documentId: 'wake-busy' });
      releases.pop()!();
      await waitFor(() => started('wake-busy') === 1, 'the job sent while all were busy', 10_000);
    } finally {
      recorder.behaviour.delete(JobName.ExtractDocument);
      for (const release of releases.splice(0)) release();
    }
  });
});
