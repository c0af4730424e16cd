import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { eventOutbox, type EventType } from './events.schema';

export type OutboxEvent = typeof eventOutbox.$inferSelect;
export type NewOutboxEvent = { accountId: string; environment: Environment; type: EventType; data: unknown };
export type InvoiceEventHeader = Pick<OutboxEvent, 'id' | 'accountId' | 'environment' | 'type'> & { invoiceId: string; batchId: string | null };

/** The event outbox rows. */
@Injectable()
export class EventsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertMany(tx: Executor, events: NewOutboxEvent[]): Promise<OutboxEvent[]> {
    return tx.insert(eventOutbox).values(events).returning();
  }

  /** The new rows' ids and types only (what the following jobs need). */
  async insertManyIds(tx: Executor, events: NewOutboxEvent[]): Promise<Array<Pick<OutboxEvent, 'id' | 'type'>>> {
    return tx.insert(eventOutbox).values(events).returning({ id: eventOutbox.id, type: eventOutbox.type });
  }

  /** Invoice events by id, with the invoice's id and batch from their data; other types and unknown ids left out. */
  async findInvoiceEvents(eventIds: readonly string[]): Promise<InvoiceEventHeader[]> {
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

  async find(eventId: string): Promise<OutboxEvent | null> {
    const [row] = await this.database.orm.select().from(eventOutbox).where(eq(eventOutbox.id, eventId));
    return row ?? null;
  }

  async list(accountId: string, filter: { type?: EventType } = {}): Promise<OutboxEvent[]> {
    const conditions = [eq(eventOutbox.accountId, accountId)];
    if (filter.type) conditions.push(eq(eventOutbox.type, filter.type));
    return this.database.orm.select().from(eventOutbox).where(and(...conditions)).orderBy(asc(eventOutbox.createdAt));
  }
}
