import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drafts } from '../drafts/drafts.schema';
import { templates } from '../templates/templates.schema';

export const TEMPLATE_RUN_TRIGGERS = ['schedule', 'api'] as const;
export type TemplateRunTrigger = (typeof TEMPLATE_RUN_TRIGGERS)[number];

/**
 * One row per recurring template and period (`YYYY-MM`) that produced its draft: the primary key is what makes a
 * period run exactly once, whatever the number of processes (the row is inserted in the draft's transaction).
 * It outlives its draft (a deleted draft is not produced again) and goes with its template.
 */
export const templateRuns = pgTable(
  'document_template_runs',
  {
    templateId: uuid('template_id').notNull().references(() => templates.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    draftId: uuid('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: TEMPLATE_RUN_TRIGGERS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.period] })],
);
