import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt } from 'drizzle-orm';
import { Database, databaseNow, databaseNowPlus, type Executor } from '../db/database';
import { idempotencyKeys } from './invoicing.schema';
import type { Tenant } from './invoicing.repository';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Idempotency-Key rows, always scoped by account and environment. */
@Injectable()
export class IdempotencyRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Inserts the key, expiring `ttlMs` from now by the database's clock; false when it already exists (committed by another request). */
  async claim(tx: Executor, tenant: Tenant, key: string, requestHash: string, ttlMs: number): Promise<boolean> {
    const expiresAt = databaseNowPlus(ttlMs);
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ accountId: tenant.accountId, environment: tenant.environment, key, requestHash, expiresAt })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  async find(tx: Executor, tenant: Tenant, key: string): Promise<IdempotencyRow | null> {
    const [row] = await tx.select().from(idempotencyKeys).where(this.where(tenant, key));
    return row ?? null;
  }

  async saveResponse(tx: Executor, tenant: Tenant, key: string, statusCode: number, responseBody: unknown): Promise<void> {
    await tx.update(idempotencyKeys).set({ statusCode, responseBody }).where(this.where(tenant, key));
  }

  async deleteExpired(tx: Executor, tenant: Tenant, key: string): Promise<void> {
    await tx.delete(idempotencyKeys).where(and(this.where(tenant, key), lt(idempotencyKeys.expiresAt, databaseNow())));
  }

  /** Housekeeping by the sweeper: every expired key of every account. */
  async purgeExpired(): Promise<number> {
    const rows = await this.database.orm.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, databaseNow())).returning({ key: idempotencyKeys.key });
    return rows.length;
  }

  private where(tenant: Tenant, key: string) {
    return and(eq(idempotencyKeys.accountId, tenant.accountId), eq(idempotencyKeys.environment, tenant.environment), eq(idempotencyKeys.key, key));
  }
}
