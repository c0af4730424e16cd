import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { JobName } from '../queue/job-names';
import { QueueService } from '../queue/queue.service';
import { eventOutbox, type EventType } from './events.schema';

export type OutboxEvent = typeof eventOutbox.$inferSelect;

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
    @Inject(Database) private readonly database: Database,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  /** Records the event and the jobs that follow it in the caller's transaction: all commit with the state change or none does. */
  async record(tx: Executor, event: { accountId: string; environment: Environment; type: EventType; data: unknown }): Promise<OutboxEvent> {
    const [row] = await tx.insert(eventOutbox).values(event).returning();
    for (const job of EVENT_JOBS[event.type]) await this.queue.send(job, { eventIds: [row!.id] }, {}, tx);
    return row!;
  }

  /**
   * `record` for many events in few statements, whatever their number: the outbox rows, then per following job
   * one job for every EVENTS_PER_JOB of its events (a chunk of issued vouchers is one job, not one per voucher:
   * issue 18). The handlers take the set and are idempotent per event, so a retried job repeats nothing.
   */
  async recordMany(tx: Executor, events: Array<{ accountId: string; environment: Environment; type: EventType; data: unknown }>): Promise<Array<Pick<OutboxEvent, 'id' | 'type'>>> {
    if (events.length === 0) return [];
    // Only what the jobs need back: the events' data is not read again here.
    const rows = await tx.insert(eventOutbox).values(events).returning({ id: eventOutbox.id, type: eventOutbox.type });
    for (const job of [JobName.DispatchEvent, JobName.SettleDraft] as const) {
      const following = rows.filter((row) => EVENT_JOBS[row.type].includes(job)).map((row) => row.id);
      const payloads: Array<{ eventIds: string[] }> = [];
      for (let i = 0; i < following.length; i += EVENTS_PER_JOB) payloads.push({ eventIds: following.slice(i, i + EVENTS_PER_JOB) });
      if (payloads.length) await this.queue.sendMany(job, payloads, {}, tx);
    }
    return rows;
  }

  /** One event by id (the jobs that follow it re-read it). */
  async find(eventId: string): Promise<OutboxEvent | null> {
    const [row] = await this.database.orm.select().from(eventOutbox).where(eq(eventOutbox.id, eventId));
    return row ?? null;
  }

  /**
   * The invoice events of a job, in one read (ids that no longer exist are left out), with only the invoice's id
   * and batch of their data: a job follows a whole chunk, and reads the full data of the few events it acts on.
   */
  async findInvoiceEvents(eventIds: readonly string[]): Promise<Array<Pick<OutboxEvent, 'id' | 'accountId' | 'environment' | 'type'> & { invoiceId: string; batchId: string | null }>> {
    if (eventIds.length === 0) return [];
    return this.database.orm
      .select({
        id: eventOutbox.id,
        accountId: eventOutbox.accountId,
        environment: eventOutbox.environment,
        type: eventOutbox.type,
        invoiceId: sql<string>`${eventOutbox.data} ->> 'id'`,
        batchId: sql<string | null>`${eventOutbox.data} ->> 'batchId'`,
      })
      .from(eventOutbox)
      .where(and(inArray(eventOutbox.id, [...eventIds]), inArray(eventOutbox.type, ['invoice.completed', 'invoice.failed'])))
      .orderBy(asc(eventOutbox.createdAt), asc(eventOutbox.id));
  }

  async list(accountId: string, filter: { type?: EventType } = {}): Promise<OutboxEvent[]> {
    const conditions = [eq(eventOutbox.accountId, accountId)];
    if (filter.type) conditions.push(eq(eventOutbox.type, filter.type));
    return this.database.orm.select().from(eventOutbox).where(and(...conditions)).orderBy(asc(eventOutbox.createdAt));
  }
}
