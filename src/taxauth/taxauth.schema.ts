import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Padrón A5 answers cached per (environment, CUIT) for a day: the registry is the same for every account, and a
 * document's receiver is looked up on every review. `persona` null records "No existe persona con ese Id".
 */
export const taxauthRegistryPersons = pgTable(
  'taxauth_registry_persons',
  {
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    cuit: text('cuit').notNull(),
    persona: jsonb('persona'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.cuit] })],
);
