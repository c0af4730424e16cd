import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.schema';

/**
 * Dashboard sessions (docs/dashboard.md). The cookie carries a random token; only its SHA-256 is stored, so a
 * read of this table does not yield usable sessions. The CSRF token is per session (double-submit header).
 */
export const sessions = pgTable(
  'dashboard_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute expiry: created + the configured lifetime, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [index('dashboard_sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per key (`email:…` or `address:…`): each failure beyond the allowance delays the next try. */
export const signInFailures = pgTable('dashboard_sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
