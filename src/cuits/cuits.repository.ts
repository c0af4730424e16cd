import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { Database, databaseNow, type Executor } from '../db/database';
import { cuits } from './cuits.schema';

export type CuitRow = typeof cuits.$inferSelect;
/** A timestamp may be the database's now (`databaseNow()`). */
export type CuitPatch = { [K in keyof Omit<typeof cuits.$inferInsert, 'id' | 'accountId' | 'number' | 'createdAt'>]?: (typeof cuits.$inferInsert)[K] | SQL<Date> };

/** Every query is scoped by account: no caller can read another tenant's CUIT. */
@Injectable()
export class CuitsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async list(accountId: string): Promise<CuitRow[]> {
    return this.database.orm.select().from(cuits).where(eq(cuits.accountId, accountId)).orderBy(asc(cuits.createdAt), asc(cuits.number));
  }

  async count(tx: Executor, accountId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(cuits).where(eq(cuits.accountId, accountId));
    return row?.n ?? 0;
  }

  async findById(accountId: string, id: string, tx: Executor = this.database.orm): Promise<CuitRow | null> {
    const [row] = await tx.select().from(cuits).where(and(eq(cuits.accountId, accountId), eq(cuits.id, id)));
    return row ?? null;
  }

  async findByNumber(accountId: string, number: string, tx: Executor = this.database.orm): Promise<CuitRow | null> {
    const [row] = await tx.select().from(cuits).where(and(eq(cuits.accountId, accountId), eq(cuits.number, number)));
    return row ?? null;
  }

  async insert(tx: Executor, values: typeof cuits.$inferInsert): Promise<CuitRow> {
    const [row] = await tx.insert(cuits).values(values).returning();
    return row!;
  }

  async update(accountId: string, id: string, patch: CuitPatch, tx: Executor = this.database.orm): Promise<CuitRow | null> {
    const [row] = await tx
      .update(cuits)
      .set({ ...patch, updatedAt: databaseNow() })
      .where(and(eq(cuits.accountId, accountId), eq(cuits.id, id)))
      .returning();
    return row ?? null;
  }

  /** Unmarks every other CUIT first so the partial unique index (one default per account) holds. */
  async markDefault(tx: Executor, accountId: string, id: string): Promise<void> {
    await tx
      .update(cuits)
      .set({ isDefault: false, updatedAt: databaseNow() })
      .where(and(eq(cuits.accountId, accountId), eq(cuits.isDefault, true), ne(cuits.id, id)));
    await tx
      .update(cuits)
      .set({ isDefault: true, updatedAt: databaseNow() })
      .where(and(eq(cuits.accountId, accountId), eq(cuits.id, id)));
  }
}
