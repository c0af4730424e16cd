import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const EVENT_TYPES = ['delegation.completed', 'invoice.completed', 'invoice.failed', 'batch.completed', 'draft.review_required'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The event outbox: written in the same transaction as the state change it reports, delivered later
 * (webhooks) so no event is lost and none is sent for a change that rolled back.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    data: jsonb('data').notNull(),
    // clock_timestamp, not now(): events recorded in one transaction keep the order they were recorded in.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().default(sql`clock_timestamp()`),
    // Set when the delivery fan-out has taken the event.
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [index('event_outbox_pending_idx').on(t.dispatchedAt, t.createdAt)],
);
