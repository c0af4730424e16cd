import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../accounts/accounts.schema';
import { cuits } from '../../cuits/cuits.schema';
import type { ColumnMapping, ReceiverDocType } from '../document.types';
import type { TemplateLearning } from '../learning/learning.types';

export const TEMPLATE_MODES = ['manual', 'automatic'] as const;
export type TemplateMode = (typeof TEMPLATE_MODES)[number];

export interface TemplateItem {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface PriceListEntry {
  description: string;
  unitPrice: number;
}

/** How a document type is read and invoiced (SPEC "Template"); per account and environment. */
export const templates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    userId: uuid('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    cuitId: uuid('cuit_id').references(() => cuits.id, { onDelete: 'set null' }),
    ptoVta: integer('pto_vta'),
    mode: text('mode', { enum: TEMPLATE_MODES }).notNull().default('manual'),
    concepto: integer('concepto'),
    ivaRate: doublePrecision('iva_rate'),
    pricesIncludeIva: boolean('prices_include_iva'),
    receiverDocType: text('receiver_doc_type').$type<ReceiverDocType>(),
    receiverDocNumber: text('receiver_doc_number'),
    receiverName: text('receiver_name'),
    receiverCondicionIva: integer('receiver_condicion_iva'),
    receiverEmail: text('receiver_email'),
    items: jsonb('items').$type<TemplateItem[]>().notNull().default([]),
    priceList: jsonb('price_list').$type<PriceListEntry[]>().notNull().default([]),
    instructions: text('instructions'),
    columnMapping: jsonb('column_mapping').$type<ColumnMapping>(),
    paymentTermDays: integer('payment_term_days'),
    sendEmail: boolean('send_email').notNull().default(false),
    emailCopyTo: text('email_copy_to'),
    recurrence: text('recurrence', { enum: ['monthly'] }),
    dayOfMonth: integer('day_of_month'),
    active: boolean('active').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Anchors and priceList aliases learned from reviewers' corrections (issue 13); null = nothing learned. */
    learned: jsonb('learned').$type<TemplateLearning>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_templates_account_idx').on(t.accountId, t.environment, t.createdAt),
    // The recurring scheduler's scan: active monthly templates by their next run.
    index('document_templates_due_idx').on(t.nextRunAt, t.id).where(sql`${t.recurrence} IS NOT NULL AND ${t.active}`),
  ],
);
