import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/accounts.schema';
import type { OtherTaxRule } from '../common/other-taxes';

export const SETUP_STATUSES = [
  'INITIALIZED',
  'IN_PROGRESS',
  'TEST_CERTIFICATE_COMPLETE',
  'PROD_CERTIFICATE_COMPLETE',
  'AWAITING_DELEGATION',
  'DELEGATION_COMPLETE',
  'AUTOMATION_IN_PROGRESS',
  'AUTOMATION_FAILED',
  'COMPLETED',
  'SKIPPED',
] as const;
export type SetupStatus = (typeof SETUP_STATUSES)[number];

export const INTEGRATION_MODES = ['DELEGATION', 'CERTIFICATE'] as const;
export type IntegrationMode = (typeof INTEGRATION_MODES)[number];

export type EnvironmentSetupState = 'REQUESTED' | 'COMPLETED';

/** CUITs belong to the account and are visible from both environments; per-environment facts have columns per environment. */
export const cuits = pgTable(
  'cuits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    // 11 digits, no hyphens.
    number: text('number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    integrationMode: text('integration_mode', { enum: INTEGRATION_MODES }),
    setupStatus: text('setup_status', { enum: SETUP_STATUSES }).notNull().default('INITIALIZED'),
    testingSetupState: text('testing_setup_state', { enum: ['REQUESTED', 'COMPLETED'] }),
    productionSetupState: text('production_setup_state', { enum: ['REQUESTED', 'COMPLETED'] }),
    testingCertificateValid: boolean('testing_certificate_valid').notNull().default(false),
    productionCertificateValid: boolean('production_certificate_valid').notNull().default(false),
    testingTaxauthConnectionValid: boolean('testing_taxauth_connection_valid').notNull().default(false),
    productionTaxauthConnectionValid: boolean('production_taxauth_connection_valid').notNull().default(false),
    testingCertificateExpiration: timestamp('testing_certificate_expiration', { withTimezone: true }),
    productionCertificateExpiration: timestamp('production_certificate_expiration', { withTimezone: true }),
    testingTaExpiration: timestamp('testing_ta_expiration', { withTimezone: true }),
    productionTaExpiration: timestamp('production_ta_expiration', { withTimezone: true }),
    defaultPos: integer('default_pos'),
    defaultConcept: integer('default_concept'),
    defaultInvoiceType: integer('default_invoice_type'),
    defaultIva: integer('default_iva'),
    persona: jsonb('persona'),
    personaLastUpdated: timestamp('persona_last_updated', { withTimezone: true }),
    pos: jsonb('pos'),
    posLastUpdated: timestamp('pos_last_updated', { withTimezone: true }),
    invoiceBranding: jsonb('invoice_branding').$type<Record<string, unknown>>().notNull().default({}),
    emailDesign: jsonb('email_design').$type<Record<string, unknown>>().notNull().default({}),
    // Other taxes (tributos) added to every voucher of the CUIT; loaded in the dashboard (PUT /cuits/{id}/taxes).
    otherTaxes: jsonb('other_taxes').$type<OtherTaxRule[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cuits_account_number_key').on(t.accountId, t.number),
    // At most one default CUIT per account.
    uniqueIndex('cuits_account_default_key').on(t.accountId).where(sql`${t.isDefault}`),
    index('cuits_number_idx').on(t.number),
  ],
);
