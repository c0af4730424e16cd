import { and, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn as Column, PgTable } from 'drizzle-orm/pg-core';
import type { InvoiceListFilter } from '../common/invoice-list-filter';
import type { Executor } from './database';

/**
 * The conditions the voucher tables share (the invoices the service issued, the vouchers imported from the tax
 * authority, the numbering leases), written once over any table that has the columns.
 */

interface TenantColumns {
  accountId: Column;
  environment: Column;
}

interface SequenceColumns {
  issuerCuit: Column;
  environment: Column;
  ptoVta: Column;
  cbteTipo: Column;
}

interface VoucherColumns extends TenantColumns, SequenceColumns {
  id: Column;
  cuitId: Column;
  voucherNumber: Column;
  date: Column;
  createdAt: Column;
}

/** STYLE.md 7: a tenant's rows, by account and environment. */
export function ofTenant(table: TenantColumns, tenant: { accountId: string; environment: string }): SQL[] {
  return [eq(table.accountId, tenant.accountId), eq(table.environment, tenant.environment)];
}

/** One numbering sequence of the tax authority: issuer CUIT, environment, point of sale, voucher type. */
export function inSequence(table: SequenceColumns, key: { issuerCuit: string; environment: string; ptoVta: number; cbteTipo: number }): SQL {
  return and(eq(table.issuerCuit, key.issuerCuit), eq(table.environment, key.environment), eq(table.ptoVta, key.ptoVta), eq(table.cbteTipo, key.cbteTipo))!;
}

/** A CUIT's vouchers dated in [from, toExclusive) (YYYY-MM-DD): the ledger's period, over issued or imported vouchers. */
export function ofCuitInPeriod(table: VoucherColumns, scope: { accountId: string; environment: string; cuitId: string }, from: string, toExclusive: string): SQL[] {
  return [...ofTenant(table, scope), eq(table.cuitId, scope.cuitId), gte(table.date, from), lt(table.date, toExclusive)];
}

/** GET /invoices' filters (but `status`, which only issued vouchers have) and its keyset position: after (createdAt, id) descending. */
export function voucherListConditions(table: VoucherColumns, tenant: { accountId: string; environment: string }, filter: Omit<InvoiceListFilter, 'status'>): SQL[] {
  const conditions = ofTenant(table, tenant);
  if (filter.cuitId) conditions.push(eq(table.cuitId, filter.cuitId));
  if (filter.invoiceType) conditions.push(eq(table.cbteTipo, filter.invoiceType));
  if (filter.ptoVta) conditions.push(eq(table.ptoVta, filter.ptoVta));
  if (filter.from) conditions.push(gte(table.date, filter.from));
  if (filter.to) conditions.push(lte(table.date, filter.to));
  if (filter.after) {
    const { createdAt, id } = filter.after;
    conditions.push(or(lt(table.createdAt, createdAt), and(eq(table.createdAt, createdAt), lt(table.id, id)))!);
  }
  return conditions;
}

/** GET /invoices' order, which the keyset of `voucherListConditions` follows. */
export function voucherListOrder(table: VoucherColumns): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** Which of `numbers` a tenant's table holds in one sequence, with their CbteFch when it has one. */
export async function numbersHeldIn(
  executor: Executor,
  table: PgTable & VoucherColumns,
  scope: { accountId: string; environment: string; issuerCuit: string; ptoVta: number; cbteTipo: number },
  numbers: readonly number[],
): Promise<Map<number, string | null>> {
  if (numbers.length === 0) return new Map();
  const rows = (await executor
    .select({ voucherNumber: table.voucherNumber, date: table.date })
    .from(table as PgTable)
    .where(and(...ofTenant(table, scope), inSequence(table, scope), inArray(table.voucherNumber, [...numbers])))) as Array<{ voucherNumber: number | null; date: string | null }>;
  return new Map(rows.flatMap((r) => (r.voucherNumber === null ? [] : [[r.voucherNumber, r.date] as const])));
}
