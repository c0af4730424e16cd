import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, databaseNow, type Executor } from '../db/database';
import { importedVouchers, taxauthImports, type ImportedVoucherRow, type TaxauthImportRow } from './imports.schema';

export interface TenantScope {
  accountId: string;
  environment: Environment;
}

/** SQL of the imports and the imported vouchers; every query of a tenant's rows filters by account and environment. */
@Injectable()
export class ImportsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertImport(tx: Executor, row: typeof taxauthImports.$inferInsert): Promise<TaxauthImportRow> {
    const [inserted] = await tx.insert(taxauthImports).values(row).returning();
    return inserted!;
  }

  async findImport(scope: TenantScope, id: string): Promise<TaxauthImportRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(taxauthImports)
      .where(and(eq(taxauthImports.id, id), eq(taxauthImports.accountId, scope.accountId), eq(taxauthImports.environment, scope.environment)));
    return row ?? null;
  }

  /** For the job, which has only the id (the row carries its account and environment). */
  async findImportById(id: string): Promise<TaxauthImportRow | null> {
    const [row] = await this.database.orm.select().from(taxauthImports).where(eq(taxauthImports.id, id));
    return row ?? null;
  }

  async updateImport(id: string, patch: Partial<typeof taxauthImports.$inferInsert>, executor: Executor = this.database.orm): Promise<void> {
    await executor.update(taxauthImports).set({ ...patch, updatedAt: databaseNow() }).where(eq(taxauthImports.id, id));
  }

  /** Inserts unless the account already has that number of the sequence; true when inserted. */
  async insertVoucher(tx: Executor, row: typeof importedVouchers.$inferInsert): Promise<boolean> {
    const inserted = await tx.insert(importedVouchers).values(row).onConflictDoNothing().returning({ id: importedVouchers.id });
    return inserted.length > 0;
  }

  async numbersHeld(
    scope: TenantScope & { issuerCuit: string; ptoVta: number; cbteTipo: number },
    numbers: readonly number[],
    executor: Executor = this.database.orm,
  ): Promise<Map<number, string>> {
    if (numbers.length === 0) return new Map();
    const rows = await executor
      .select({ voucherNumber: importedVouchers.voucherNumber, date: importedVouchers.date })
      .from(importedVouchers)
      .where(
        and(
          eq(importedVouchers.accountId, scope.accountId),
          eq(importedVouchers.environment, scope.environment),
          eq(importedVouchers.issuerCuit, scope.issuerCuit),
          eq(importedVouchers.ptoVta, scope.ptoVta),
          eq(importedVouchers.cbteTipo, scope.cbteTipo),
          inArray(importedVouchers.voucherNumber, [...numbers]),
        ),
      );
    return new Map(rows.map((r) => [r.voucherNumber, r.date]));
  }

  /** Most recent first: voucher date, then number, descending. */
  async listVouchers(scope: TenantScope & { cuitId: string }, page: { limit: number; offset: number }): Promise<{ rows: ImportedVoucherRow[]; total: number }> {
    const where = and(eq(importedVouchers.accountId, scope.accountId), eq(importedVouchers.environment, scope.environment), eq(importedVouchers.cuitId, scope.cuitId));
    const rows = await this.database.orm
      .select()
      .from(importedVouchers)
      .where(where)
      .orderBy(desc(importedVouchers.date), desc(importedVouchers.voucherNumber), desc(importedVouchers.ptoVta), desc(importedVouchers.cbteTipo))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.database.orm.select({ n: count() }).from(importedVouchers).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Vouchers of a CUIT whose date is in [from, toExclusive) (YYYY-MM-DD). */
  async vouchersInPeriod(scope: TenantScope & { cuitId: string }, from: string, toExclusive: string): Promise<ImportedVoucherRow[]> {
    return this.database.orm
      .select()
      .from(importedVouchers)
      .where(
        and(
          eq(importedVouchers.accountId, scope.accountId),
          eq(importedVouchers.environment, scope.environment),
          eq(importedVouchers.cuitId, scope.cuitId),
          gte(importedVouchers.date, from),
          lt(importedVouchers.date, toExclusive),
        ),
      );
  }

  async findVoucher(scope: TenantScope, id: string): Promise<ImportedVoucherRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(importedVouchers)
      .where(and(eq(importedVouchers.id, id), eq(importedVouchers.accountId, scope.accountId), eq(importedVouchers.environment, scope.environment)));
    return row ?? null;
  }

  /** The invoices list's filters and keyset order (createdAt, id descending). */
  async listForInvoices(
    scope: TenantScope,
    filter: { cuitId?: string; invoiceType?: number; ptoVta?: number; from?: string; to?: string; limit: number; after?: { createdAt: Date; id: string } },
  ): Promise<ImportedVoucherRow[]> {
    const conditions: SQL[] = [eq(importedVouchers.accountId, scope.accountId), eq(importedVouchers.environment, scope.environment)];
    if (filter.cuitId) conditions.push(eq(importedVouchers.cuitId, filter.cuitId));
    if (filter.invoiceType) conditions.push(eq(importedVouchers.cbteTipo, filter.invoiceType));
    if (filter.ptoVta) conditions.push(eq(importedVouchers.ptoVta, filter.ptoVta));
    if (filter.from) conditions.push(gte(importedVouchers.date, filter.from));
    if (filter.to) conditions.push(lte(importedVouchers.date, filter.to));
    if (filter.after) {
      const { createdAt, id } = filter.after;
      conditions.push(or(lt(importedVouchers.createdAt, createdAt), and(eq(importedVouchers.createdAt, createdAt), lt(importedVouchers.id, id)))!);
    }
    return this.database.orm
      .select()
      .from(importedVouchers)
      .where(and(...conditions))
      .orderBy(desc(importedVouchers.createdAt), desc(importedVouchers.id))
      .limit(filter.limit);
  }
}
