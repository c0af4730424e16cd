import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import { Database, databaseNow, type Executor } from '../db/database';
import { accounts, apiKeys, users } from './accounts.schema';
import type { Environment } from './api-keys';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

@Injectable()
export class AccountsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async countAccounts(): Promise<number> {
    const [row] = await this.database.orm.select({ n: count() }).from(accounts);
    return row?.n ?? 0;
  }

  async insertAccount(tx: Executor, values: typeof accounts.$inferInsert): Promise<AccountRow> {
    const [row] = await tx.insert(accounts).values(values).returning();
    return row!;
  }

  async insertUser(tx: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    return row!;
  }

  async findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.database.orm.select().from(users).where(eq(users.email, email));
    return row ?? null;
  }

  async findUser(id: string): Promise<UserRow | null> {
    const [row] = await this.database.orm.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async listUsers(accountId: string): Promise<UserRow[]> {
    return this.database.orm.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.createdAt));
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.database.orm.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async findAccount(id: string): Promise<AccountRow | null> {
    const [row] = await this.database.orm.select().from(accounts).where(eq(accounts.id, id));
    return row ?? null;
  }

  async listAccounts(): Promise<Array<AccountRow & { ownerEmail: string | null }>> {
    const rows = await this.database.orm.select().from(accounts).orderBy(asc(accounts.createdAt));
    const owners = await this.database.orm.select().from(users).orderBy(asc(users.createdAt));
    return rows.map((a) => ({ ...a, ownerEmail: owners.find((u) => u.accountId === a.id)?.email ?? null }));
  }

  async ownerOf(accountId: string): Promise<UserRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(users)
      .where(eq(users.accountId, accountId))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Inserts or replaces the account's key for one environment: the old hash stops matching at once. */
  async upsertApiKey(tx: Executor, values: { accountId: string; environment: Environment; keyHash: string; displayPrefix: string; displaySuffix: string }): Promise<void> {
    await tx
      .insert(apiKeys)
      .values(values)
      .onConflictDoUpdate({
        target: [apiKeys.accountId, apiKeys.environment],
        set: { keyHash: values.keyHash, displayPrefix: values.displayPrefix, displaySuffix: values.displaySuffix, createdAt: databaseNow() },
      });
  }

  /** Tells every process listening on `channel` (server mode) that the account's keys changed (`payload` names it), at commit. */
  async announceKeyChange(tx: Executor, channel: string, payload: string): Promise<void> {
    await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRow | null> {
    const [row] = await this.database.orm.select().from(apiKeys).where(eq(apiKeys.keyHash, hash));
    return row ?? null;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRow[]> {
    return this.database.orm.select().from(apiKeys).where(eq(apiKeys.accountId, accountId));
  }

  async setPlan(accountId: string, plan: { planName?: string; planCuitLimit?: number; planMonthlyInvoiceLimit?: number }): Promise<AccountRow | null> {
    const [row] = await this.database.orm
      .update(accounts)
      .set({ ...plan, updatedAt: databaseNow() })
      .where(eq(accounts.id, accountId))
      .returning();
    return row ?? null;
  }
}
