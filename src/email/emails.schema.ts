import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One voucher email (a resend is a new row): queued with its SendEmail job in one transaction, then `sent` with the
 * transport's message id, or `failed` with the last error once the retries are spent.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    /** Set when the email was asked for through the draft the invoice came from. */
    draftId: uuid('draft_id'),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    messageId: text('message_id'),
    /** 'smtp' or 'outbox' (an .eml file under DATA_DIR/outbox). */
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_messages_invoice_idx').on(t.accountId, t.environment, t.invoiceId, t.createdAt)],
);

export type EmailMessageRow = typeof emailMessages.$inferSelect;
