import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Tax-authority parameter tables, cached per environment (they are the same for every account). */
export const taxauthParameterCache = pgTable(
  'taxauth_parameter_cache',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
    name: text('name').notNull(),
    // '' for tables; the currency for exchange rates.
    variant: text('variant').notNull().default(''),
    data: jsonb('data').notNull(),
    cachedAt: timestamp('cached_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('taxauth_parameter_cache_key').on(t.environment, t.name, t.variant)],
);
