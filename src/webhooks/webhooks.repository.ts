import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, databaseNow, type Executor } from '../db/database';
import { eventOutbox } from '../events/events.schema';
import { webhookAttempts, webhookDeliveries, webhooks, type DeliveryStatus } from './webhooks.schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type EventRow = typeof eventOutbox.$inferSelect;
export type EventHeader = Pick<EventRow, 'id' | 'accountId' | 'environment' | 'type'>;

/** Subscriptions are scoped by account AND environment in every query. */
@Injectable()
export class WebhooksRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
    const [row] = await this.database.orm.insert(webhooks).values(values).returning();
    return row!;
  }

  async list(accountId: string, environment: Environment): Promise<WebhookRow[]> {
    return this.database.orm
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.environment, environment)))
      .orderBy(asc(webhooks.createdAt));
  }

  async find(accountId: string, environment: Environment, id: string): Promise<WebhookRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.environment, environment), eq(webhooks.id, id)));
    return row ?? null;
  }

  async findForAccount(accountId: string, id: string): Promise<WebhookRow | null> {
    const [row] = await this.database.orm.select().from(webhooks).where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)));
    return row ?? null;
  }

  async update(id: string, patch: Partial<typeof webhooks.$inferInsert>, tx: Executor = this.database.orm): Promise<WebhookRow> {
    const [row] = await tx.update(webhooks).set({ ...patch, updatedAt: databaseNow() }).where(eq(webhooks.id, id)).returning();
    return row!;
  }

  async delete(id: string): Promise<void> {
    await this.database.orm.delete(webhooks).where(eq(webhooks.id, id));
  }

  async findEvent(id: string): Promise<EventRow | null> {
    const [row] = await this.database.orm.select().from(eventOutbox).where(eq(eventOutbox.id, id));
    return row ?? null;
  }

  /** The events of a dispatch job, in one read; without their data (delivery reads it when it sends). */
  async findEvents(ids: readonly string[]): Promise<EventHeader[]> {
    if (ids.length === 0) return [];
    return this.database.orm
      .select({ id: eventOutbox.id, accountId: eventOutbox.accountId, environment: eventOutbox.environment, type: eventOutbox.type })
      .from(eventOutbox)
      .where(inArray(eventOutbox.id, [...ids]))
      .orderBy(asc(eventOutbox.createdAt), asc(eventOutbox.id));
  }

  /**
   * Creates the deliveries of a set of events, one per (event, webhook) pair, and marks the events dispatched: two
   * statements whatever the number of events. The unique key (webhook, event) makes a repeated dispatch create
   * nothing twice; only the deliveries created now are returned.
   */
  async createDeliveries(tx: Executor, pairs: ReadonlyArray<{ event: EventHeader; webhook: WebhookRow }>, eventIds: readonly string[]): Promise<DeliveryRow[]> {
    const created = pairs.length
      ? await tx
          .insert(webhookDeliveries)
          .values(pairs.map(({ event, webhook }) => ({ webhookId: webhook.id, eventId: event.id, status: webhook.isActive ? ('pending' as const) : ('paused' as const) })))
          .onConflictDoNothing()
          .returning()
      : [];
    if (eventIds.length) await tx.update(eventOutbox).set({ dispatchedAt: databaseNow() }).where(inArray(eventOutbox.id, [...eventIds]));
    return created;
  }

  async findDelivery(id: string): Promise<DeliveryRow | null> {
    const [row] = await this.database.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    return row ?? null;
  }

  async updateDelivery(id: string, patch: Partial<typeof webhookDeliveries.$inferInsert>, tx: Executor = this.database.orm): Promise<DeliveryRow> {
    const [row] = await tx.update(webhookDeliveries).set({ ...patch, updatedAt: databaseNow() }).where(eq(webhookDeliveries.id, id)).returning();
    return row!;
  }

  async recordAttempt(tx: Executor, values: typeof webhookAttempts.$inferInsert): Promise<void> {
    await tx.insert(webhookAttempts).values(values);
  }

  async deliveriesWithStatus(tx: Executor, webhookId: string, statuses: DeliveryStatus[]): Promise<DeliveryRow[]> {
    return tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.webhookId, webhookId), inArray(webhookDeliveries.status, statuses)));
  }

  async deliveries(webhookId: string, limit: number): Promise<Array<DeliveryRow & { eventType: string; attemptsList: AttemptRow[] }>> {
    const rows = await this.database.orm
      .select({ delivery: webhookDeliveries, eventType: eventOutbox.type })
      .from(webhookDeliveries)
      .innerJoin(eventOutbox, eq(eventOutbox.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(limit);
    const ids = rows.map((r) => r.delivery.id);
    const attempts = ids.length
      ? await this.database.orm.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.attempt))
      : [];
    return rows.map((r) => ({ ...r.delivery, eventType: r.eventType, attemptsList: attempts.filter((a) => a.deliveryId === r.delivery.id) }));
  }
}
