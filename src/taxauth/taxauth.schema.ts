import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * WSAA access tickets, shared by every process of the service (TAXAUTH.md §1.5, §8.1): one row per
 * (environment, certificate fingerprint, service). `retry_after` records a coe.alreadyAuthenticated answer for
 * which no ticket was stored, so no process keeps hammering WSAA.
 */
export const taxauthAccessTickets = pgTable(
  'taxauth_access_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    environment: text('environment').notNull(),
    certFingerprint: text('cert_fingerprint').notNull(),
    service: text('service').notNull(),
    token: text('token'),
    sign: text('sign'),
    generationTime: timestamp('generation_time', { withTimezone: true }),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    lastError: text('last_error'),
    /** The WSAA that issued the ticket (null on rows from before this column): a ticket is only good there. */
    wsaaUrl: text('wsaa_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('taxauth_access_tickets_key').on(t.environment, t.certFingerprint, t.service)],
);

export type AccessTicketRow = typeof taxauthAccessTickets.$inferSelect;
