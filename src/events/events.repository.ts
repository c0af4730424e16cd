import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { eventOutbox, type EventType } from './events.schema';

export type OutboxEvent = typeof eventOutbox.$inferSelect;
export type NewOutboxEvent = { accountId: string; environment: Environment; type: EventType; data: unknown };

/** The event outbox rows. */
@Injectable()
export class EventsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertMany(tx: Executor, events: NewOutboxEvent[]): Promise<OutboxEvent[]> {
    return tx.insert(eventOutbox).values(events).returning();
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
