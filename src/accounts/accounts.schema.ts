import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  planName: text('plan_name').notNull().default('standard'),
  planCuitLimit: integer('plan_cuit_limit').notNull(),
  // Counts production vouchers per calendar month, Argentina time (DESIGN.md §5.7).
  planMonthlyInvoiceLimit: integer('plan_monthly_invoice_limit').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // scrypt$N$r$p$salt$hash (base64); see passwords.ts
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The account's owner is its first user (ownerOf, on every API-key cache miss).
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_account_idx').on(t.accountId, t.createdAt)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    // SHA-256 (hex) of the full key; the key itself is never stored.
    keyHash: text('key_hash').notNull(),
    displayPrefix: text('display_prefix').notNull(),
    displaySuffix: text('display_suffix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    // Exactly one key per environment: regenerating replaces the row.
    uniqueIndex('api_keys_account_environment_key').on(t.accountId, t.environment),
  ],
);
