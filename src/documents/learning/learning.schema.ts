import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts/accounts.schema';
import { drafts } from '../drafts/drafts.schema';
import type { StoredPage } from './learning.types';

/**
 * The positioned words of a draft's document, kept so a reviewer's correction can be located on the page and
 * learned (issue 13). Apart from `drafts` so that listing drafts never reads them.
 */
export const draftPageModels = pgTable('draft_page_models', {
  draftId: uuid('draft_id')
    .primaryKey()
    .references(() => drafts.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  environment: text('environment', { enum: ['testing', 'production'] }).notNull(),
  pages: jsonb('pages').$type<StoredPage[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
