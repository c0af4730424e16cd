import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';

export const BATCH_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** DESIGN §5.1. `reconciling`: the tax authority may have authorized it; FECompConsultar decides. */
export const ITEM_STATUSES = ['pending', 'processing', 'reconciling', 'completed', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const VOUCHER_KINDS = ['invoice', 'credit_note', 'debit_note'] as const;

/** A batch: the result record of every issuing operation (SPEC "Batch"). Counters are kept by the worker. */
export const invoiceBatches = pgTable(
  'invoice_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('pending'),
    totalItems: integer('total_items').notNull().default(0),
    processedItems: integer('processed_items').notNull().default(0),
    failedItems: integer('failed_items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('invoice_batches_account_idx').on(t.accountId, t.environment, t.createdAt)],
);

/**
 * One row per batch item and the voucher it becomes (BatchItem.id = `itemId`, Invoice.id = `id`). The tax
 * authority's sequence is (issuer CUIT number, environment, ptoVta, cbteTipo): a number once reserved stays with
 * its sale until the tax authority has it (completed) or is known not to have it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').notNull().defaultRandom(),
    batchId: uuid('batch_id').notNull().references(() => invoiceBatches.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    accountId: uuid('account_id').notNull(),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    cuitId: uuid('cuit_id').notNull(),
    /** Issuer CUIT, 11 digits: part of the numbering key. */
    issuerCuit: text('issuer_cuit').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('pending'),
    kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
    ptoVta: integer('pto_vta').notNull(),
    cbteTipo: integer('cbte_tipo').notNull(),
    concepto: integer('concepto').notNull(),
    voucherNumber: integer('voucher_number'),
    /** CbteFch as YYYY-MM-DD once sent; the requested date (or null = day of sending) before. */
    date: text('date'),
    total: numeric('total', { precision: 15, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The invoice as submitted (InvoiceData) and as normalised with the CUIT defaults (the domain input). */
    invoiceData: jsonb('invoice_data').notNull(),
    voucherInput: jsonb('voucher_input').notNull(),
    receiver: jsonb('receiver'),
    associated: jsonb('associated'),
    /** The FECAEDetRequest last sent (WSFEv1 names) and the tax authority's answer for it, kept for the XML. */
    request: jsonb('request'),
    response: jsonb('response'),
    cae: text('cae'),
    caeDueDate: text('cae_due_date'),
    /** Issued under this CAEA while WSFEv1 was down (docs/invoicing.md "CAEA fallback"); `cae` stays null. */
    caea: text('caea'),
    /** When FECAEARegInformativo accepted it; the error when it rejected it (a person must act). */
    caeaInformedAt: timestamp('caea_informed_at', { withTimezone: true }),
    caeaInformError: text('caea_inform_error'),
    observations: jsonb('observations'),
    errorCode: text('error_code'),
    error: text('error'),
    retryCount: integer('retry_count').notNull().default(0),
    /** The voucher a credit note voids. */
    voidsInvoiceId: uuid('voids_invoice_id'),
    /** `<Idempotency-Key>:<i>` of the request that created it. */
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    // Millisecond precision: the list's cursor carries it through a JS Date (microseconds would be lost).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_item_key').on(t.itemId),
    uniqueIndex('invoices_batch_index_key').on(t.batchId, t.itemIndex),
    // Exactly once: one number per sale in a sequence (a released number is set back to null first).
    uniqueIndex('invoices_number_key')
      .on(t.issuerCuit, t.environment, t.ptoVta, t.cbteTipo, t.voucherNumber)
      .where(sql`${t.voucherNumber} IS NOT NULL`),
    uniqueIndex('invoices_idempotency_key').on(t.accountId, t.environment, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('invoices_list_idx').on(t.accountId, t.environment, t.createdAt, t.id),
    index('invoices_open_idx').on(t.issuerCuit, t.environment, t.ptoVta, t.cbteTipo, t.status).where(sql`${t.status} IN ('pending', 'processing', 'reconciling')`),
    index('invoices_batch_idx').on(t.batchId, t.status),
    index('invoices_caea_uninformed_idx').on(t.issuerCuit, t.environment).where(sql`${t.caea} IS NOT NULL AND ${t.caeaInformedAt} IS NULL`),
  ],
);

/**
 * The numbering lock: one row per sequence, leased by one worker at a time (`holder`, until `leaseUntil`), taken
 * under the row's lock. A lease rather than a transaction so that no transaction stays open across calls to the tax
 * authority (and PGlite's single connection stays free); a crashed holder's lease simply expires.
 */
export const numberingLeases = pgTable(
  'numbering_leases',
  {
    issuerCuit: text('issuer_cuit').notNull(),
    environment: text('environment').notNull(),
    ptoVta: integer('pto_vta').notNull(),
    cbteTipo: integer('cbte_tipo').notNull(),
    holder: uuid('holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuerCuit, t.environment, t.ptoVta, t.cbteTipo] })],
);

/** Idempotency-Key records (SPEC: kept 7 days). The primary key decides between concurrent identical requests. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id').notNull(),
    environment: text('environment').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.environment, t.key] }), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
);

export type BatchRow = typeof invoiceBatches.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
