export { ALL_JOB_NAMES, eventIdsOf, isJobName, JobName, type EventJobPayload, type JobPayloads } from './job-names';
export { JobHandlersOf } from './job-handlers';
export { QueueRunner } from './queue.runner';
export { averageRetrySpanSeconds, JOB_POLICIES, type JobPolicy } from './job-policies';
export { MissingJobHandlersError, TerminalJobError } from './queue.errors';
export { QueueModule } from './queue.module';
export {
  QUEUE_NOTIFY_CHANNEL,
  QUEUE_SCHEMA,
  QueueService,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobOutcome,
  type QueueStartOptions,
  type QueueStopOptions,
  type ScheduleOptions,
  type SendOptions,
} from './queue.service';
