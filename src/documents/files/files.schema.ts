import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts/accounts.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded originals in server mode (docs/documents.md "Where uploaded files live"): every api and worker process
 * reads them from the database, so none needs a shared disk. Content-addressed per account: the same bytes
 * uploaded twice by one account are stored once, and an account's files go with the account.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sha256] })],
);
