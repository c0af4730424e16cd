import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { JobName } from '../queue/job-names';
import { QueueService } from '../queue/queue.service';
import { eventOutbox, type EventType } from './events.schema';

export type OutboxEvent = typeof eventOutbox.$inferSelect;

/** Platform service: features record events inside their own transaction; delivery reads them later. */
@Injectable()
export class EventsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  /** Records the event and its dispatch job in the caller's transaction: both commit with the state change or neither does. */
  async record(tx: Executor, event: { accountId: string; environment: Environment; type: EventType; data: unknown }): Promise<OutboxEvent> {
    const [row] = await tx.insert(eventOutbox).values(event).returning();
    await this.queue.send(JobName.DispatchEvent, { eventId: row!.id }, {}, tx);
    return row!;
  }

  /** `record` for many events in two statements (the outbox rows, their dispatch jobs), whatever their number. */
  async recordMany(tx: Executor, events: Array<{ accountId: string; environment: Environment; type: EventType; data: unknown }>): Promise<OutboxEvent[]> {
    if (events.length === 0) return [];
    const rows = await tx.insert(eventOutbox).values(events).returning();
    await this.queue.sendMany(JobName.DispatchEvent, rows.map((row) => ({ eventId: row.id })), {}, tx);
    return rows;
  }

  async list(accountId: string, filter: { type?: EventType } = {}): Promise<OutboxEvent[]> {
    const conditions = [eq(eventOutbox.accountId, accountId)];
    if (filter.type) conditions.push(eq(eventOutbox.type, filter.type));
    return this.database.orm.select().from(eventOutbox).where(and(...conditions)).orderBy(asc(eventOutbox.createdAt));
  }
}
