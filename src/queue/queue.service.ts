import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import { Database, type Executor } from '../db/database';
import { ALL_JOB_NAMES, isJobName, JobName, type JobPayloads } from './job-names';
import { JOB_POLICIES, type JobPolicy } from './job-policies';
import { MissingJobHandlersError, TerminalJobError } from './queue.errors';
import { drizzleExecutor, pgliteExecutor, poolExecutor, type SqlExecutor } from './sql-executors';

/** pg-boss's own schema; created and migrated by pg-boss at start (not a Drizzle migration). */
export const QUEUE_SCHEMA = 'pgboss';
/** LISTEN/NOTIFY channel that wakes workers of other processes when a job is sent (PostgreSQL only). */
export const QUEUE_NOTIFY_CHANNEL = 'facturador_jobs';

/** What a handler learns about the job besides its payload. */
export interface JobContext<K extends JobName = JobName> {
  id: string;
  name: K;
  /** 1 on the first attempt, 2 on the first retry, … */
  attempt: number;
  /** Attempts this job may still get after this one, if this one throws a non-terminal error. */
  retriesLeft: number;
}

/** `'skipped'`: the row was no longer in the state the job expected (STYLE.md 12); logged, job completed. */
export type JobOutcome = 'done' | 'skipped';

/**
 * A job handler: resolves when done, throws to have pg-boss retry per the job's policy, throws
 * `TerminalJobError` to fail without retry. Handlers must be idempotent (a job may run more than once).
 */
export type JobHandler<K extends JobName> = (payload: JobPayloads[K], job: JobContext<K>) => Promise<JobOutcome | void>;

/** One handler per job name: the complete map is checked by the compiler, a partial one at start-up. */
export type JobHandlers = { [K in JobName]: JobHandler<K> };

type AnyHandler = (payload: unknown, job: JobContext) => Promise<JobOutcome | void>;

export interface SendOptions {
  /** Seconds from now, or an absolute time. */
  startAfter?: number | Date;
  /**
   * With a `stately` job (see JOB_POLICIES) at most one job per key is queued and one runs; a second send
   * while one is queued returns null. With `singletonSeconds`, at most one job per key per time slot.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Higher runs first. */
  priority?: number;
  /** A caller-chosen job id (uuid); a second send with the same id is ignored and returns null. */
  id?: string;
}

export interface QueueStartOptions {
  /**
   * Run this process's workers (default true). An api process in server mode may only send; the start-up
   * check that every job has a handler applies only when consuming.
   */
  consume?: boolean;
  /** Run the cron monitor that turns schedules into jobs (default true; safe in several processes). */
  schedule?: boolean;
  /** Run pg-boss maintenance (expiry, archiving; default true; pg-boss locks it across processes). */
  maintenance?: boolean;
  /** Worker polling interval in seconds (pg-boss minimum 0.5; default 1). Sends wake workers at once. */
  pollingIntervalSeconds?: number;
  /** Override the policy table (tests use short delays). */
  policies?: Partial<Record<JobName, Partial<JobPolicy>>>;
  /** The jobs this process consumes and needs handlers for (default: every job). */
  jobs?: readonly JobName[];
}

export interface QueueStopOptions {
  /** How long to wait for running jobs before failing them back to the queue (default 30 s). */
  timeoutMs?: number;
}

export interface ScheduleOptions {
  /** IANA zone of the cron expression (default UTC); the templates use America/Argentina/Buenos_Aires. */
  tz?: string;
  singletonKey?: string;
}

/**
 * The typed job queue (DESIGN.md §3.1): pg-boss 10 on the service's own database — PGlite in embedded mode,
 * the PostgreSQL pool in server mode. One instance per process.
 */
@Injectable()
export class QueueService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<JobName, AnyHandler>();
  private readonly workerIds = new Map<JobName, string[]>();
  private readonly inflight = new Set<Promise<unknown>>();
  private policies: Record<JobName, JobPolicy> = { ...JOB_POLICIES };
  private boss: PgBoss | null = null;
  private readonly afterStart: Array<() => Promise<void>> = [];
  private executor: SqlExecutor | null = null;
  private listener: PoolClient | null = null;
  private starting: Promise<void> | null = null;
  /** Jobs sent per name since the last coalesced wake-up: that many of the name's workers are woken. */
  private readonly pendingWake = new Map<JobName, number>();
  private wakeScheduled = false;
  /** Workers (pg-boss ids) running a fetched batch: a wake-up goes to idle workers first. */
  private readonly busy = new Set<string>();

  constructor(@Inject(Database) private readonly database: Database) {}

  // ---------------------------------------------------------------- registration

  /** Register the handlers of some jobs: each module's `*.jobs.ts` registers its own. A second handler for a job throws. */
  registerHandlers(handlers: Partial<JobHandlers>): void {
    for (const key of Object.keys(handlers)) {
      if (!isJobName(key)) throw new Error(`Unknown job name: ${key}`);
    }
    for (const name of ALL_JOB_NAMES) {
      const handler = handlers[name];
      if (handler) this.setHandler(name, handler as AnyHandler);
    }
  }

  /** Job names (of `among`, default all) without a handler, in enum order. */
  missingHandlers(among: readonly JobName[] = ALL_JOB_NAMES): JobName[] {
    return among.filter((name) => !this.handlers.has(name));
  }

  private setHandler(name: JobName, handler: AnyHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job ${name} is already registered`);
    if (this.boss && this.workerIds.size > 0) throw new Error('Handlers must be registered before the queue starts');
    this.handlers.set(name, handler);
  }

  // ---------------------------------------------------------------- lifecycle

  get started(): boolean {
    return this.boss !== null && this.starting === null;
  }

  /**
   * Install or migrate pg-boss's schema, create one queue per job with its policy, and (when consuming) start
   * one worker per job. Fails before touching the database if a job has no handler.
   */
  async start(options: QueueStartOptions = {}): Promise<void> {
    if (this.boss) return this.starting ?? undefined;
    const consume = options.consume ?? true;
    const jobs = options.jobs ?? ALL_JOB_NAMES;
    if (consume) {
      const missing = this.missingHandlers(jobs);
      if (missing.length > 0) throw new MissingJobHandlersError(missing);
    }
    for (const name of ALL_JOB_NAMES) this.policies[name] = { ...JOB_POLICIES[name], ...options.policies?.[name] };

    const executor = this.tracked(
      this.database.raw.kind === 'pglite' ? pgliteExecutor(this.database.raw.client) : poolExecutor(this.database.raw.pool),
    );
    const boss = new PgBoss({
      db: executor,
      schema: QUEUE_SCHEMA,
      migrate: true,
      supervise: options.maintenance ?? true,
      schedule: options.schedule ?? true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    this.boss = boss;
    this.executor = executor;
    this.starting = (async () => {
      await boss.start();
      await this.setUpQueues();
      if (consume) {
        for (const name of jobs) {
          const ids: string[] = [];
          for (let worker = 0; worker < this.policies[name].concurrency; worker++) {
            // The worker's own id, for its batches: pg-boss assigns it when the worker is created.
            const self = { id: '' };
            self.id = await boss.work<unknown>(
              name,
              { batchSize: this.policies[name].batchSize, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
              (jobs) => this.runBatch(name, jobs, self.id),
            );
            ids.push(self.id);
          }
          this.workerIds.set(name, ids);
        }
        if (this.database.raw.kind === 'postgres') await this.listen(this.database.raw.pool);
      }
    })();
    try {
      await this.starting;
    } catch (error) {
      this.starting = null;
      await this.stop({ timeoutMs: 1000 }).catch(() => undefined);
      throw error;
    } finally {
      this.starting = null;
    }
    for (const task of this.afterStart.splice(0)) await task();
  }

  /**
   * Work that needs a started queue (schedules, a start-up sweep): runs right after `start()`, or at once when the
   * queue is already started. Modules call it from `onApplicationBootstrap`, whose order across modules Nest does
   * not promise relative to the QueueRunner's.
   */
  async whenStarted(task: () => Promise<void>): Promise<void> {
    if (this.started) return task();
    this.afterStart.push(task);
  }

  /**
   * Stop fetching, wait up to `timeoutMs` for running jobs to finish (those still running then are failed back
   * to the queue and retried by another process or the next start), then wait for pg-boss's last statements.
   */
  async stop(options: QueueStopOptions = {}): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      listener.removeAllListeners('notification');
      await listener.query(`UNLISTEN ${QUEUE_NOTIFY_CHANNEL}`).catch(() => undefined);
      listener.release();
    }
    await boss.stop({ graceful: true, wait: true, close: true, timeout: options.timeoutMs ?? 30_000 });
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
    this.boss = null;
    this.executor = null;
    this.workerIds.clear();
    this.busy.clear();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /**
   * One pg-boss queue per job, with the policy of the table. Processes starting together would deadlock in
   * pg-boss's create_queue (it adds foreign keys to pgboss.queue while another process inserts into it), so
   * the set-up runs in one transaction under an advisory lock, and is retried if pg-boss's own timekeeper
   * (creating its queue at start in another process) still collides with it.
   */
  private async setUpQueues(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.database.transaction(async (tx) => {
          const db = drizzleExecutor(tx);
          await db.executeSql('SELECT pg_advisory_xact_lock(hashtext($1))', ['facturador:queue-setup']);
          const { rows } = await db.executeSql(`SELECT name FROM ${QUEUE_SCHEMA}.queue`);
          const existing = new Set(rows.map((row) => row.name));
          for (const name of ALL_JOB_NAMES) {
            const p = this.policies[name];
            const options = {
              policy: p.queuePolicy,
              retryLimit: p.retryLimit,
              retryDelay: p.retryDelay,
              retryBackoff: p.retryBackoff,
              expireInSeconds: p.expireInSeconds,
              retentionMinutes: p.retentionDays * 24 * 60,
            };
            if (!existing.has(name)) {
              await db.executeSql(`SELECT ${QUEUE_SCHEMA}.create_queue($1, $2::json)`, [name, JSON.stringify(options)]);
            } else {
              await db.executeSql(
                `UPDATE ${QUEUE_SCHEMA}.queue SET policy = $2, retry_limit = $3, retry_delay = $4, retry_backoff = $5,
                   expire_seconds = $6, retention_minutes = $7, updated_on = now()
                 WHERE name = $1 AND (policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes)
                   IS DISTINCT FROM ($2::text, $3::int, $4::int, $5::bool, $6::int, $7::int)`,
                [name, options.policy, options.retryLimit, options.retryDelay, options.retryBackoff, options.expireInSeconds, options.retentionMinutes],
              );
            }
          }
        });
        return;
      } catch (error) {
        if (attempt >= 5 || !isDeadlock(error)) throw error;
        this.logger.warn(`queue set-up collided with another process (attempt ${attempt}), retrying`);
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  // ---------------------------------------------------------------- sending

  /**
   * Queue a job. With `tx` (a transaction from `database.transaction`) the job row is written inside that
   * transaction: rolled back → no job; committed → the job exists. Returns the job id, or null when a
   * singleton/id rule suppressed it.
   */
  async send<K extends JobName>(name: K, payload: JobPayloads[K], options: SendOptions = {}, tx?: Executor): Promise<string | null> {
    const boss = this.requireBoss();
    const db = tx ? drizzleExecutor(tx) : undefined;
    const id = await boss.send(name, payload, { ...toPgBossOptions(options), ...(db ? { db } : {}) });
    if (id !== null) await this.wake(name, 1, db);
    return id;
  }

  /** `send` with a start time: seconds from now or an absolute time. */
  sendAfter<K extends JobName>(name: K, payload: JobPayloads[K], startAfter: number | Date, options: Omit<SendOptions, 'startAfter'> = {}, tx?: Executor): Promise<string | null> {
    return this.send(name, payload, { ...options, startAfter }, tx);
  }

  /**
   * Queue many jobs of one name in one statement (fan-out: a batch's items). Ids are chosen here and returned
   * in payload order; with `tx` all or none are written.
   */
  async sendMany<K extends JobName>(name: K, payloads: readonly JobPayloads[K][], options: Omit<SendOptions, 'id'> = {}, tx?: Executor): Promise<string[]> {
    const boss = this.requireBoss();
    if (payloads.length === 0) return [];
    const db = tx ? drizzleExecutor(tx) : undefined;
    const startAfter = options.startAfter instanceof Date ? options.startAfter.toISOString() : options.startAfter !== undefined ? String(options.startAfter) : undefined;
    const jobs = payloads.map((data) => ({
      id: randomUUID(),
      name,
      data,
      priority: options.priority,
      startAfter,
      singletonKey: options.singletonKey,
      singletonSeconds: options.singletonSeconds,
    }));
    await boss.insert(jobs, db ? { db } : {});
    await this.wake(name, jobs.length, db);
    return jobs.map((job) => job.id);
  }

  /**
   * Run `name` on a cron expression (pg-boss `schedule`: one schedule per job name, stored in the database).
   * Safe with several processes: pg-boss's cron monitor takes a database-time lock and sends at most one job
   * per minute slot; `stately` jobs additionally keep one queued and one running.
   */
  async schedule<K extends JobName>(name: K, cron: string, payload: JobPayloads[K], options: ScheduleOptions = {}): Promise<void> {
    await this.requireBoss().schedule(name, cron, payload, { tz: options.tz ?? 'UTC', ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}) });
  }

  async unschedule(name: JobName): Promise<void> {
    await this.requireBoss().unschedule(name);
  }

  // ---------------------------------------------------------------- inspection (tests, health, admin)

  /** A job's state as pg-boss keeps it (including archived jobs). */
  async getJob(name: JobName, id: string): Promise<PgBoss.JobWithMetadata<unknown> | null> {
    return this.requireBoss().getJobById<unknown>(name, id, { includeArchive: true });
  }

  /** Jobs of `name` waiting to run (created or retry). */
  async queuedCount(name: JobName): Promise<number> {
    return this.requireBoss().getQueueSize(name);
  }

  /** The policy in force (the table plus start-up overrides). */
  policy(name: JobName): Readonly<JobPolicy> {
    return this.policies[name];
  }

  // ---------------------------------------------------------------- internals

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('The queue is not started');
    return this.boss;
  }

  /** Track every statement pg-boss runs, so `stop` can wait for the ones it fires without awaiting. */
  private tracked(executor: SqlExecutor): SqlExecutor {
    return {
      executeSql: (text, values) => {
        const promise = executor.executeSql(text, values);
        this.inflight.add(promise);
        const forget = () => this.inflight.delete(promise);
        promise.then(forget, forget);
        return promise;
      },
    };
  }

  /**
   * Wake workers of `name` for `count` new jobs. Inside the caller's transaction on PostgreSQL, a NOTIFY is written
   * in that transaction: delivered at commit, exactly when the job becomes visible, to every process (this one too).
   * Otherwise the wake-up is coalesced to the next turn of the event loop (a burst of sends wakes each worker
   * once) and, on PostgreSQL, also NOTIFYs the other processes. On PGlite there is one process, and a worker's
   * fetch waits for an open transaction to end, so waking at once is right.
   */
  private async wake(name: JobName, count: number, db: SqlExecutor | undefined): Promise<void> {
    if (db && this.database.raw.kind === 'postgres') {
      await db.executeSql('SELECT pg_notify($1, $2)', [QUEUE_NOTIFY_CHANNEL, name]);
      return;
    }
    this.pendingWake.set(name, (this.pendingWake.get(name) ?? 0) + count);
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      const pending = [...this.pendingWake];
      this.pendingWake.clear();
      for (const [pendingName, jobs] of pending) this.notifyLocal(pendingName, jobs);
      if (this.database.raw.kind === 'postgres' && this.executor) {
        this.executor
          .executeSql('SELECT pg_notify($1, name) FROM unnest($2::text[]) AS name', [QUEUE_NOTIFY_CHANNEL, pending.map(([n]) => n)])
          .catch((error: unknown) => this.logger.warn(`queue NOTIFY failed: ${message(error)}`));
      }
    });
  }

  /**
   * Wakes this process's workers of `name` for `jobs` new jobs (every worker when `jobs` is not given): one idle
   * worker per job, and when the idle ones are too few, every busy one too (a woken busy worker fetches again as
   * soon as its batch ends instead of sleeping a polling interval). Each woken worker fetches at once, and on PGlite
   * each fetch is a statement on the one connection: waking all four document workers for one upload cost three
   * empty fetches ahead of the job's own statements.
   */
  private notifyLocal(name: string, jobs = Number.POSITIVE_INFINITY): void {
    const boss = this.boss;
    if (!boss || !isJobName(name)) return;
    const ids = this.workerIds.get(name) ?? [];
    const idle = ids.filter((id) => !this.busy.has(id));
    const woken = idle.length >= jobs ? idle.slice(0, jobs) : ids;
    for (const id of woken) boss.notifyWorker(id);
  }

  private async listen(pool: Pool): Promise<void> {
    const client = await pool.connect();
    client.on('notification', (message) => {
      // A NOTIFY does not say how many jobs were sent: every worker of the name is woken.
      if (message.channel === QUEUE_NOTIFY_CHANNEL && message.payload) this.notifyLocal(message.payload);
    });
    client.on('error', (error) => {
      // Workers keep polling; only the instant wake-up from other processes is lost until the next start.
      this.logger.warn(`queue listener lost: ${error.message}`);
      if (this.listener === client) {
        this.listener = null;
        client.release(error);
      }
    });
    await client.query(`LISTEN ${QUEUE_NOTIFY_CHANNEL}`);
    this.listener = client;
  }

  /**
   * One fetched batch of one worker: every job runs at once (pg-boss times the batch
   * by its longest expiry). Failures are recorded per job; the successes are completed in one statement.
   * Throws only when the queue has stopped: a fetch answered after `stop()` began hands pg-boss a batch nobody will
   * run, and pg-boss completes a batch whose callback returns — those jobs would be lost. Failed, they are retried.
   */
  private async runBatch(name: JobName, jobs: PgBoss.JobWithMetadata<unknown>[], workerId: string): Promise<void> {
    const boss = this.boss;
    const handler = this.handlers.get(name);
    if (!boss || !handler) throw new Error(`the queue stopped before ${jobs.length} fetched ${name} job(s) could run`);
    this.busy.add(workerId);
    try {
      await this.runJobs(boss, handler, name, jobs);
    } finally {
      this.busy.delete(workerId);
    }
    // pg-boss sleeps a polling interval after every batch; a full batch means more may be waiting: this worker
    // fetches again at once (the others were woken by the sends themselves).
    if (jobs.length >= this.policies[name].batchSize) boss.notifyWorker(workerId);
  }

  private async runJobs(boss: PgBoss, handler: AnyHandler, name: JobName, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    const completed: string[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        const context: JobContext = { id: job.id, name, attempt: job.retryCount + 1, retriesLeft: Math.max(0, job.retryLimit - job.retryCount) };
        try {
          const outcome = await handler(job.data, context);
          if (outcome === 'skipped') this.logger.debug(`${name} ${job.id} skipped`);
          completed.push(job.id);
        } catch (error) {
          await this.recordFailure(boss, name, job.id, error);
        }
      }),
    );
    if (completed.length > 0) {
      try {
        await boss.complete(name, completed);
      } catch (error) {
        // The jobs stay active until they expire, then run again: handlers are idempotent.
        this.logger.error(`${name}: could not complete ${completed.length} job(s): ${message(error)}`);
      }
    }
  }

  private async recordFailure(boss: PgBoss, name: JobName, id: string, error: unknown): Promise<void> {
    const terminal = error instanceof TerminalJobError;
    const output = {
      message: message(error),
      code: terminal ? error.code : error instanceof Error ? error.name : 'error',
      terminal,
    };
    try {
      if (terminal && this.executor) {
        // No retries left: pg-boss's fail() then moves the job to `failed` (and to a dead-letter queue if any).
        await this.executor.executeSql(
          `UPDATE ${QUEUE_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2 AND state = 'active'`,
          [name, id],
        );
      }
      await boss.fail(name, id, output);
    } catch (failError) {
      this.logger.error(`${name} ${id}: could not record failure (${output.message}): ${message(failError)}`);
      return;
    }
    const level = terminal ? 'warn' : 'log';
    this.logger[level](`${name} ${id} failed${terminal ? ' (terminal)' : ''}: ${output.message}`);
  }
}

function toPgBossOptions(options: SendOptions): PgBoss.SendOptions {
  const result: PgBoss.SendOptions = {};
  if (options.startAfter !== undefined) result.startAfter = options.startAfter;
  if (options.singletonKey !== undefined) result.singletonKey = options.singletonKey;
  if (options.singletonSeconds !== undefined) result.singletonSeconds = options.singletonSeconds;
  if (options.priority !== undefined) result.priority = options.priority;
  if (options.id !== undefined) result.id = options.id;
  return result;
}

function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    if ('code' in e && e.code === '40P01') return true;
    if (e instanceof Error && /deadlock detected/.test(e.message)) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
