import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cuits } from './cuits.schema';

/**
 * The certificate and private key of a CUIT for one environment. Private keys are sealed with SECRETS_KEY
 * (AES-256-GCM, bound to cuit + environment); a key generated for a CSR waits in `pending*` until its
 * certificate is uploaded, so regenerating a CSR never breaks the working certificate.
 */
export const cuitCredentials = pgTable(
  'cuit_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuitId: uuid('cuit_id').notNull().references(() => cuits.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    privateKeySealed: text('private_key_sealed'),
    certificatePem: text('certificate_pem'),
    certificateFingerprint: text('certificate_fingerprint'),
    certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }),
    pendingPrivateKeySealed: text('pending_private_key_sealed'),
    pendingCsrPem: text('pending_csr_pem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cuit_credentials_cuit_environment_key').on(t.cuitId, t.environment)],
);
