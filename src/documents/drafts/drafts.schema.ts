import { doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../accounts/accounts.schema';
import type { DraftData, DraftIssue } from '../document.types';
import type { DraftProvenance } from '../learning/learning.types';
import { templates } from '../templates/templates.schema';

/** DESIGN.md §5.3; docs/documents.md describes each value. */
export const DRAFT_STATUSES = ['extracting', 'review_required', 'approved', 'issuing', 'issued', 'rejected', 'failed'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const DRAFT_SOURCES = ['upload', 'spreadsheet', 'api', 'template'] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];
export const DRAFT_MODES = ['manual', 'automatic'] as const;
export type DraftMode = (typeof DRAFT_MODES)[number];

/** Pipeline stages recorded on the row while `extracting` (STYLE.md 13). */
export type PipelineStage = 'queued' | 'reading' | 'extracting' | 'reviewing' | 'done' | 'failed';

export interface DraftPipeline {
  stage: PipelineStage;
  /** Which extractor produced `data`: rules, llm, spreadsheet, api. */
  extractor?: string;
  /** Why the LLM was not used (timeout, invalid reply…), when it was configured. */
  fallbackReason?: string | null;
  /** Milliseconds per step of the last attempt (`readMs`, `extractMs`, `reviewMs`, `totalMs`). */
  timings?: Record<string, number>;
  /** The extraction step that failed last (read, extract, review, save, autoIssue). */
  failedStep?: string;
  /** Mean OCR word confidence 0..100 of the OCR'd pages, null for a text layer. */
  ocrConfidence?: number | null;
  /** The extractor's field confidences, kept so PATCH can re-run the review. */
  fieldConfidence?: Record<string, number>;
  notes?: string[];
  /** A receiver CUIT the extractor refused (wrong check digit), kept so PATCH's review still reports it. */
  invalidReceiverDoc?: string | null;
  /** Perceptions and other taxes the document's total held that the draft leaves out. */
  otherTaxesLeftOut?: number | null;
  /** Per OCR'd page, what was done to the image before OCR (resolution, deskew, contrast…), in order. */
  preprocessing?: Array<{ page: number; steps: string[] }>;
}

/** Who did what to a draft by hand (dashboard user or API key): shown on the draft. */
export interface DraftActivity {
  action: 'edited' | 'approved' | 'rejected';
  /** The user (a session's user; for an API key, the account's owner). */
  userId: string;
  /** The signed-in user's email; null when the call came with an API key. */
  email: string | null;
  via: 'session' | 'api_key';
  at: string;
}

export interface DraftInvoiceRef {
  id: string;
  voucherNumber: number | null;
  ptoVta: number | null;
  invoiceType: number | null;
  status: string;
  amount: number | null;
  /** The tax authority's authorization code, once issued. */
  cae?: string | null;
}

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    userId: uuid('user_id').notNull().references(() => users.id),
    status: text('status', { enum: DRAFT_STATUSES }).notNull(),
    mode: text('mode', { enum: DRAFT_MODES }).notNull().default('manual'),
    source: text('source', { enum: DRAFT_SOURCES }).notNull(),
    sourceRef: text('source_ref'),
    /** Drafts made by one request (the groups of one spreadsheet) share it. */
    uploadId: uuid('upload_id'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    fileSha256: text('file_sha256'),
    fileSize: integer('file_size'),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    templateName: text('template_name'),
    /** Requested explicitly (upload/create/PATCH); the resolved issuing CUIT is `cuitId`. */
    requestedCuitId: uuid('requested_cuit_id'),
    cuitId: uuid('cuit_id'),
    ptoVta: integer('pto_vta'),
    /** As read (before review): PATCH and re-review start from `data`, this stays for audit. */
    extractedData: jsonb('extracted_data').$type<DraftData>(),
    data: jsonb('data').$type<DraftData>(),
    total: numeric('total', { precision: 18, scale: 2 }),
    voucherLetter: text('voucher_letter'),
    confidence: doublePrecision('confidence'),
    issues: jsonb('issues').$type<DraftIssue[]>().notNull().default([]),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    rejectReason: text('reject_reason'),
    pipeline: jsonb('pipeline').$type<DraftPipeline>().notNull().default({ stage: 'queued' }),
    attempts: integer('attempts').notNull().default(0),
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }),
    batchId: uuid('batch_id'),
    invoice: jsonb('invoice').$type<DraftInvoiceRef>(),
    emailStatus: text('email_status'),
    activity: jsonb('activity').$type<DraftActivity[]>().notNull().default([]),
    /** Where each value of `data` is printed and which reader found it (issue 13). */
    provenance: jsonb('provenance').$type<DraftProvenance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_account_idx').on(t.accountId, t.environment, t.createdAt),
    index('drafts_account_sha_idx').on(t.accountId, t.fileSha256),
    index('drafts_status_idx').on(t.status, t.stageStartedAt),
  ],
);
