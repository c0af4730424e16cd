import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';

export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One import of already-authorized vouchers (POST /taxauth-imports): its parameters, progress and resumable cursor. */
export const taxauthImports = pgTable(
  'taxauth_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    cuitId: uuid('cuit_id').notNull(),
    issuerCuit: text('issuer_cuit').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    /** What was asked: ptoVta / invoiceType (null = all), from / to (YYYY-MM-DD or null). */
    ptoVta: integer('pto_vta'),
    invoiceType: integer('invoice_type'),
    fromDate: text('from_date'),
    toDate: text('to_date'),
    /** The last ImportProgress (counters, targets, failed targets) and the cursor to resume from. */
    progress: jsonb('progress'),
    cursor: jsonb('cursor'),
    errorCode: text('error_code'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('taxauth_imports_account_idx').on(t.accountId, t.environment, t.createdAt)],
);

/**
 * Vouchers authorized outside the service, read back from the tax authority (origin `taxauth`). One row per voucher
 * of a sequence (issuer CUIT, environment, ptoVta, cbteTipo, number) per account: tenants never see each other's.
 */
export const importedVouchers = pgTable(
  'imported_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    cuitId: uuid('cuit_id').notNull(),
    importId: uuid('import_id').notNull(),
    origin: text('origin', { enum: ['taxauth'] }).notNull().default('taxauth'),
    issuerCuit: text('issuer_cuit').notNull(),
    ptoVta: integer('pto_vta').notNull(),
    cbteTipo: integer('cbte_tipo').notNull(),
    voucherNumber: integer('voucher_number').notNull(),
    /** CbteFch, YYYY-MM-DD. */
    date: text('date').notNull(),
    docTipo: integer('doc_tipo').notNull(),
    docNro: text('doc_nro').notNull(),
    total: numeric('total', { precision: 15, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    exchangeRate: text('exchange_rate').notNull(),
    cae: text('cae'),
    caeDueDate: text('cae_due_date'),
    /** The ImportedVoucher as built from FECompConsultar (its `raw` is the tax authority's answer). */
    voucher: jsonb('voucher').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('imported_vouchers_number_key').on(t.accountId, t.issuerCuit, t.environment, t.ptoVta, t.cbteTipo, t.voucherNumber),
    index('imported_vouchers_list_idx').on(t.accountId, t.environment, t.cuitId, t.date, t.voucherNumber),
    // GET /invoices merges these in (createdAt, id) order, newest first (docs/performance.md, EXPLAIN).
    index('imported_vouchers_created_idx').on(t.accountId, t.environment, t.createdAt, t.id),
  ],
);

export type TaxauthImportRow = typeof taxauthImports.$inferSelect;
export type ImportedVoucherRow = typeof importedVouchers.$inferSelect;
