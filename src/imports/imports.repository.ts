import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import type { InvoiceListFilter } from '../common/invoice-list-filter';
import { Database, databaseNow, type Executor } from '../db/database';
import { numbersHeldIn, ofCuitInPeriod, ofTenant, voucherListConditions, voucherListOrder } from '../db/voucher-queries';
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
      .where(and(eq(taxauthImports.id, id), ...ofTenant(taxauthImports, scope)));
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
  ): Promise<Map<number, string | null>> {
    return numbersHeldIn(executor, importedVouchers, scope, numbers);
  }

  /** Most recent first: voucher date, then number, descending. */
  async listVouchers(scope: TenantScope & { cuitId: string }, page: { limit: number; offset: number }): Promise<{ rows: ImportedVoucherRow[]; total: number }> {
    const where = and(...ofTenant(importedVouchers, scope), eq(importedVouchers.cuitId, scope.cuitId));
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
      .where(and(...ofCuitInPeriod(importedVouchers, scope, from, toExclusive)));
  }

  async findVoucher(scope: TenantScope, id: string): Promise<ImportedVoucherRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(importedVouchers)
      .where(and(eq(importedVouchers.id, id), ...ofTenant(importedVouchers, scope)));
    return row ?? null;
  }

  /** The invoices list's filters and keyset order (createdAt, id descending). */
  async listForInvoices(
    scope: TenantScope,
    filter: Omit<InvoiceListFilter, 'status'>,
  ): Promise<ImportedVoucherRow[]> {
    return this.database.orm
      .select()
      .from(importedVouchers)
      .where(and(...voucherListConditions(importedVouchers, scope, filter)))
      .orderBy(...voucherListOrder(importedVouchers))
      .limit(filter.limit);
  }
}
