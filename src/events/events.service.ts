import { Inject, Injectable } from '@nestjs/common';
import type { Executor } from '../db/database';
import { JobName } from '../queue/job-names';
import { QueueService } from '../queue/queue.service';
import { EventsRepository, type InvoiceEventHeader, type NewOutboxEvent, type OutboxEvent } from './events.repository';
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

/** Events per DispatchEvent / SettleDraft job: a chunk of issued vouchers (RegXReq is at most 250) is one job. */
export const EVENTS_PER_JOB = 250;

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
    for (const job of EVENT_JOBS[event.type]) await this.queue.send(job, { eventIds: [row!.id] }, {}, tx);
    return row!;
  }

  /**
   * `record` for many events in few statements, whatever their number: the outbox rows, then per following job
   * one job for every EVENTS_PER_JOB of its events (a chunk of issued vouchers is one job, not one per voucher:
   * issue 18). The handlers take the set and are idempotent per event, so a retried job repeats nothing.
   */
  async recordMany(tx: Executor, events: NewOutboxEvent[]): Promise<Array<Pick<OutboxEvent, 'id' | 'type'>>> {
    if (events.length === 0) return [];
    // Only what the jobs need back: the events' data is not read again here.
    const rows = await this.repository.insertManyIds(tx, events);
    for (const job of [JobName.DispatchEvent, JobName.SettleDraft] as const) {
      const following = rows.filter((row) => EVENT_JOBS[row.type].includes(job)).map((row) => row.id);
      const payloads: Array<{ eventIds: string[] }> = [];
      for (let i = 0; i < following.length; i += EVENTS_PER_JOB) payloads.push({ eventIds: following.slice(i, i + EVENTS_PER_JOB) });
      if (payloads.length) await this.queue.sendMany(job, payloads, {}, tx);
    }
    return rows;
  }

  /** One event by id (the jobs that follow it re-read it). */
  find(eventId: string): Promise<OutboxEvent | null> {
    return this.repository.find(eventId);
  }

  /**
   * The invoice events of a job, in one read (ids that no longer exist are left out), with only the invoice's id
   * and batch of their data: a job follows a whole chunk, and reads the full data of the few events it acts on.
   */
  findInvoiceEvents(eventIds: readonly string[]): Promise<InvoiceEventHeader[]> {
    return this.repository.findInvoiceEvents(eventIds);
  }

  list(accountId: string, filter: { type?: EventType } = {}): Promise<OutboxEvent[]> {
    return this.repository.list(accountId, filter);
  }
}
