import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, databaseNow, type Executor } from '../db/database';
import { cuitCredentials } from './credentials.schema';

export type CredentialsRow = typeof cuitCredentials.$inferSelect;
export type CredentialsPatch = Partial<typeof cuitCredentials.$inferInsert>;

/** The sealed keys and certificates of a CUIT per environment (the CUIT's id is the tenant scope: callers resolve it first). */
@Injectable()
export class CredentialsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async find(cuitId: string, environment: Environment): Promise<CredentialsRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(cuitCredentials)
      .where(and(eq(cuitCredentials.cuitId, cuitId), eq(cuitCredentials.environment, environment)));
    return row ?? null;
  }

  async upsert(tx: Executor, cuitId: string, environment: Environment, values: CredentialsPatch): Promise<void> {
    await tx
      .insert(cuitCredentials)
      .values({ cuitId, environment, ...values })
      .onConflictDoUpdate({ target: [cuitCredentials.cuitId, cuitCredentials.environment], set: { ...values, updatedAt: databaseNow() } });
  }
}
