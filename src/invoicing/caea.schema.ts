import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * CAEAs granted to an issuer CUIT (FECAEASolicitar), one per fortnight and environment, requested ahead so that
 * issuing can go on while WSFEv1 is unreachable. Dates are the tax authority's yyyymmdd.
 */
export const caeaCodes = pgTable(
  'caea_codes',
  {
    issuerCuit: text('issuer_cuit').notNull(),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    periodo: integer('periodo').notNull(),
    orden: integer('orden').notNull(),
    caea: text('caea').notNull(),
    fchVigDesde: text('fch_vig_desde').notNull(),
    fchVigHasta: text('fch_vig_hasta').notNull(),
    fchTopeInf: text('fch_tope_inf').notNull(),
    /** CAEA points of sale informed without movement for it (FECAEASinMovimientoInformar). */
    withoutMovement: jsonb('without_movement').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fortnight is over and every CAEA point of sale was informed (vouchers or no movement). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.issuerCuit, t.environment, t.periodo, t.orden] })],
);

/** Since when WSFEv1 has been failing for an issuer CUIT (cleared by the next answer): the fallback's clock. */
export const wsfeOutages = pgTable(
  'wsfe_outages',
  {
    issuerCuit: text('issuer_cuit').notNull(),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    downSince: timestamp('down_since', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.issuerCuit, t.environment] })],
);

export type CaeaCodeRow = typeof caeaCodes.$inferSelect;
