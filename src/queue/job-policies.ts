import { JobName } from './job-names';

/**
 * How pg-boss treats one job (STYLE.md 17: retries are decided, not accidental).
 *
 * - `retryLimit`: retries after the first attempt (attempts = retryLimit + 1).
 * - `retryDelay`: seconds. With `retryBackoff`, pg-boss 10 waits between `retryDelay·2^n` and
 *   `retryDelay·2^(n+1)` seconds before retry n+1 (n = 0, 1, …; jittered, capped at 2^16), so the whole
 *   schedule spans on average `1.5 · retryDelay · (2^retryLimit − 1)` seconds.
 * - `expireInSeconds`: an attempt still running after this long is failed by pg-boss (and retried if attempts
 *   remain); it must exceed the handler's own timeouts. pg-boss caps it at 24 h.
 * - `queuePolicy`: pg-boss queue policy. `stately` keeps at most one queued and one running job per
 *   singletonKey (one scheduler run at a time, across processes); `standard` has no such limit.
 * - `concurrency`: pg-boss workers for the job in each consuming process; each polls on its own, fetches up to
 *   `batchSize` jobs and runs them all at once, then fetches again. A process runs at most `concurrency ·
 *   batchSize` of these jobs at a time. Long jobs of uneven length (documents, imports) use several workers of
 *   one job each, so one long job never holds back the next fetch and no process hoards jobs another could run.
 */
export interface JobPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  queuePolicy: 'standard' | 'stately';
  batchSize: number;
  concurrency: number;
  /** Days a finished job stays in pgboss.job before archiving; queued jobs older than this are dropped. */
  retentionDays: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The one table of retry policies. docs/queue.md explains each line. */
export const JOB_POLICIES: Readonly<Record<JobName, Readonly<JobPolicy>>> = Object.freeze({
  // OCR and LLM calls: a few retries for transient failures; unreadable files are terminal.
  [JobName.ExtractDocument]: {
    retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 10 * MINUTE,
    queuePolicy: 'standard', batchSize: 1, concurrency: 4, retentionDays: 14,
  },
  // Issuing: network failures back off exponentially (5 s … up to ~21 min, ~32 min in all); the stale sweeper
  // picks up anything that still ends up stuck. Rejections by the tax authority are terminal.
  [JobName.ProcessBatch]: {
    retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * MINUTE,
    queuePolicy: 'standard', batchSize: 50, concurrency: 1, retentionDays: 14,
  },
  // A lost answer must be resolved, never re-numbered: keep asking for ~17 h on average.
  [JobName.ReconcileBatchItem]: {
    retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * MINUTE,
    queuePolicy: 'standard', batchSize: 100, concurrency: 1, retentionDays: 14,
  },
  // Fan-out of outbox events: database work only, retried quickly on infrastructure failures.
  [JobName.DispatchEvent]: {
    retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 2 * MINUTE,
    queuePolicy: 'standard', batchSize: 50, concurrency: 1, retentionDays: 7,
  },
  // A draft following its invoice's outbox event: database work only, like the fan-out.
  [JobName.SettleDraft]: {
    retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 2 * MINUTE,
    queuePolicy: 'standard', batchSize: 50, concurrency: 1, retentionDays: 7,
  },
  // The retry schedule of deliveries lives in the webhooks module (each attempt recorded, ~8 over a day); the
  // queue's own retries only cover a crash of the handler itself.
  [JobName.DeliverWebhook]: {
    retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * MINUTE,
    queuePolicy: 'standard', batchSize: 20, concurrency: 1, retentionDays: 7,
  },
  // Cron-driven sweeper: never retried (the next tick is the retry); one at a time.
  [JobName.SweepStuckWork]: {
    retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 5 * MINUTE,
    queuePolicy: 'stately', batchSize: 1, concurrency: 1, retentionDays: 1,
  },
  // Imports: long, strictly sequential walks; a retry resumes from the persisted cursor (~47 min of retries in all).
  [JobName.ImportVouchers]: {
    retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 4 * HOUR,
    queuePolicy: 'standard', batchSize: 1, concurrency: 2, retentionDays: 14,
  },
  // Mail servers refuse for a while (greylisting, 4xx, outages): 6 retries over ~30 min on average; a 5xx answer is terminal.
  [JobName.SendEmail]: {
    retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 5 * MINUTE,
    queuePolicy: 'standard', batchSize: 10, concurrency: 1, retentionDays: 14,
  },
  // Cron-driven like the sweeper: the next tick is the retry (a period that failed stays due); one run at a time.
  [JobName.RunRecurringTemplates]: {
    retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 15 * MINUTE,
    queuePolicy: 'stately', batchSize: 1, concurrency: 1, retentionDays: 1,
  },
  // CAEA requests and informing (cron every minute, and queued when WSFEv1 answers again): the next tick is the retry.
  [JobName.CaeaMaintenance]: {
    retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 15 * MINUTE,
    queuePolicy: 'stately', batchSize: 1, concurrency: 1, retentionDays: 1,
  },
});

/** Average total time, in seconds, from the first failure to the last retry (see JobPolicy). */
export function averageRetrySpanSeconds(policy: Pick<JobPolicy, 'retryLimit' | 'retryDelay' | 'retryBackoff'>): number {
  if (!policy.retryBackoff) return policy.retryLimit * policy.retryDelay;
  return 1.5 * policy.retryDelay * (2 ** policy.retryLimit - 1);
}

/**
 * Documents read at once by one process: three per OCR worker (one recognizing, one being rendered and prepared, one
 * waiting for the worker that reads the sparse second passes: OcrPool sends those to one worker in four), never fewer
 * than the table's figure. With two per worker, the other OCR worker was left without a page 14–19 % of the time
 * (docs/performance.md, fourth session). With OCR_WORKERS=8 a process reads 24 documents at once.
 */
export function extractionConcurrency(ocrWorkers: number): number {
  return Math.max(JOB_POLICIES[JobName.ExtractDocument].concurrency, 3 * ocrWorkers);
}
