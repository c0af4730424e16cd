import { Inject, Injectable } from '@nestjs/common';
import type { Executor } from '../db/database';
import { JobName } from '../queue/job-names';
import { QueueService } from '../queue/queue.service';
import { EventsRepository, type NewOutboxEvent, type OutboxEvent } from './events.repository';
import type { EventType } from './events.schema';

export type { OutboxEvent } from './events.repository';

/**
 * The jobs that follow each event, queued with it (STYLE.md 26: state moves by events, not by polling).
 * DispatchEvent fans every event out to webhooks; SettleDraft moves a draft to its invoice's fate.
 */
export const EVENT_JOBS: Readonly<Record<EventType, readonly (JobName.DispatchEvent | JobName.SettleDraft)[]>> = Object.freeze({
  'delegation.completed': [JobName.DispatchEvent],
  'invoice.completed': [JobName.DispatchEvent, JobName.SettleDraft],
  'invoice.failed': [JobName.DispatchEvent, JobName.SettleDraft],
  'batch.completed': [JobName.DispatchEvent],
  'draft.review_required': [JobName.DispatchEvent],
});

/** Platform service: features record events inside their own transaction; delivery reads them later. */
@Injectable()
export class EventsService {
  constructor(
    @Inject(EventsRepository) private readonly repository: EventsRepository,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  /** Records the event and the jobs that follow it in the caller's transaction: all commit with the state change or none does. */
  async record(tx: Executor, event: NewOutboxEvent): Promise<OutboxEvent> {
    const [row] = await this.repository.insertMany(tx, [event]);
    for (const job of EVENT_JOBS[event.type]) await this.queue.send(job, { eventId: row!.id }, {}, tx);
    return row!;
  }

  /**
   * `record` for many events in few statements, whatever their number: the outbox rows, then per following job one
   * insert of its jobs.
   */
  async recordMany(tx: Executor, events: NewOutboxEvent[]): Promise<OutboxEvent[]> {
    if (events.length === 0) return [];
    const rows = await this.repository.insertMany(tx, events);
    for (const job of [JobName.DispatchEvent, JobName.SettleDraft] as const) {
      const following = rows.filter((row) => EVENT_JOBS[row.type].includes(job));
      if (following.length) await this.queue.sendMany(job, following.map((row) => ({ eventId: row.id })), {}, tx);
    }
    return rows;
  }

  /** One event by id (the jobs that follow it re-read it). */
  find(eventId: string): Promise<OutboxEvent | null> {
    return this.repository.find(eventId);
  }

  list(accountId: string, filter: { type?: EventType } = {}): Promise<OutboxEvent[]> {
    return this.repository.list(accountId, filter);
  }
}
