import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import type { InvoiceListFilter } from '../common/invoice-list-filter';
import { Database, type Executor } from '../db/database';
import { inSequence, ofTenant, voucherListConditions, voucherListOrder } from '../db/voucher-queries';
import { invoiceBatches, invoices, numberingLeases, type BatchRow, type InvoiceRow, type ItemStatus, type NewInvoiceRow } from './invoicing.schema';

/**
 * What a page of invoices and a chunk's completion read back: the columns the Invoice record is made of
 * (`toInvoiceResponse`), without the caller's original data and the tax authority's full answer, and of the stored
 * voucher input only its planned request. Most of a row's bytes are those documents; reading and parsing them
 * was most of a page's cost, and a large part of a chunk's (issue 18).
 */
const { invoiceData: _invoiceData, response: _response, voucherInput: _voucherInput, ...recordColumns } = getTableColumns(invoices);
const RECORD_COLUMNS = {
  ...recordColumns,
  voucherInput: sql<{ planned?: unknown }>`jsonb_build_object('planned', ${invoices.voucherInput} -> 'planned')`.as('voucher_input'),
};
/** What issuing reads of a waiting item: everything but the caller's original data (the stored voucher input has what it needs). */
const { invoiceData: _data, ...pendingColumns } = getTableColumns(invoices);
export type PendingInvoiceRow = Omit<InvoiceRow, 'invoiceData'>;

export type InvoiceRecordRow = Omit<InvoiceRow, 'invoiceData' | 'response' | 'voucherInput'> & { voucherInput: { planned?: unknown } };

/** The tax authority's numbering sequence of a voucher, plus whose credentials issue it. */
export interface SequenceKey {
  accountId: string;
  environment: Environment;
  cuitId: string;
  issuerCuit: string;
  ptoVta: number;
  cbteTipo: number;
}

/** The columns of a SequenceKey, for the queries that return one. */
const SEQUENCE_KEY_COLUMNS = {
  accountId: invoices.accountId,
  environment: invoices.environment,
  cuitId: invoices.cuitId,
  issuerCuit: invoices.issuerCuit,
  ptoVta: invoices.ptoVta,
  cbteTipo: invoices.cbteTipo,
};

export interface Tenant {
  accountId: string;
  environment: Environment;
}

export type InvoiceFilter = InvoiceListFilter;

export type CompletedVoucher = { id: string; cae: string; caeDueDate: string | null; date: string | null; observations: unknown; response: unknown };
export type FailedVoucher = { id: string; errorCode: string; error: string; response: unknown };
export type Reservation = { id: string; voucherNumber: number; date: string; request: unknown; resend: boolean };

const OPEN: ItemStatus[] = ['pending', 'processing', 'reconciling'];

/**
 * SQL of the issuing module. Methods reached from an API request take the tenant (account + environment) and
 * filter by it; the worker's methods take ids that come from its own jobs.
 */
@Injectable()
export class InvoicingRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  // ---------------------------------------------------------------- API side (tenant-scoped)

  async insertBatch(tx: Executor, tenant: Tenant, totalItems: number): Promise<BatchRow> {
    const [row] = await tx.insert(invoiceBatches).values({ ...tenant, totalItems }).returning();
    return row!;
  }

  async insertInvoices(tx: Executor, rows: NewInvoiceRow[]): Promise<InvoiceRow[]> {
    const out: InvoiceRow[] = [];
    // Chunked: a 1000-item batch would exceed the bind-parameter limit in one statement.
    for (let i = 0; i < rows.length; i += 200) out.push(...(await tx.insert(invoices).values(rows.slice(i, i + 200)).returning()));
    return out;
  }

  async findBatch(tenant: Tenant, id: string, tx: Executor = this.database.orm): Promise<BatchRow | null> {
    const [row] = await tx.select().from(invoiceBatches).where(and(eq(invoiceBatches.id, id), ...ofTenant(invoiceBatches, tenant)));
    return row ?? null;
  }

  /** Locks the batch row: adding items and completing the batch are serialised on it. */
  async lockBatch(tx: Executor, tenant: Tenant, id: string): Promise<BatchRow | null> {
    const [row] = await tx.select().from(invoiceBatches).where(and(eq(invoiceBatches.id, id), ...ofTenant(invoiceBatches, tenant))).for('update');
    return row ?? null;
  }

  async addToBatch(tx: Executor, batchId: string, added: number): Promise<BatchRow> {
    const [row] = await tx
      .update(invoiceBatches)
      .set({ totalItems: sql`${invoiceBatches.totalItems} + ${added}`, updatedAt: sql`now()` })
      .where(eq(invoiceBatches.id, batchId))
      .returning();
    return row!;
  }

  async batchItems(batchId: string, tx: Executor = this.database.orm): Promise<InvoiceRow[]> {
    return tx.select().from(invoices).where(eq(invoices.batchId, batchId)).orderBy(asc(invoices.itemIndex));
  }

  /** The last completed voucher of each point of sale of a CUIT (any type), for GET /cuits/{id}/pos. */
  async lastIssuedByPointOfSale(tenant: Tenant, cuitId: string): Promise<InvoiceRow[]> {
    return this.database.orm
      .selectDistinctOn([invoices.ptoVta])
      .from(invoices)
      .where(and(...ofTenant(invoices, tenant), eq(invoices.cuitId, cuitId), eq(invoices.status, 'completed')))
      .orderBy(invoices.ptoVta, desc(invoices.completedAt), desc(invoices.voucherNumber));
  }

  /**
   * Locks the voided invoice's row for the transaction and sums the credit notes that void it and have not failed:
   * concurrent credit notes of one invoice queue on the lock, so each sees the ones before it.
   */
  async creditedAgainst(tx: Executor, tenant: Tenant, invoiceId: string): Promise<string> {
    await tx.select({ id: invoices.id }).from(invoices).where(and(...ofTenant(invoices, tenant), eq(invoices.id, invoiceId))).for('update');
    const [row] = await tx
      .select({ total: sql<string | null>`coalesce(sum(${invoices.total}), 0)::text` })
      .from(invoices)
      .where(and(...ofTenant(invoices, tenant), eq(invoices.voidsInvoiceId, invoiceId), ne(invoices.status, 'failed')));
    return row?.total ?? '0';
  }

  async findInvoice(tenant: Tenant, id: string, tx: Executor = this.database.orm): Promise<InvoiceRow | null> {
    const [row] = await tx.select().from(invoices).where(and(eq(invoices.id, id), ...ofTenant(invoices, tenant)));
    return row ?? null;
  }

  async listInvoices(tenant: Tenant, filter: InvoiceFilter): Promise<InvoiceRecordRow[]> {
    const conditions = voucherListConditions(invoices, tenant, filter);
    if (filter.status) conditions.push(eq(invoices.status, filter.status as ItemStatus));
    return this.database.orm
      .select(RECORD_COLUMNS)
      .from(invoices)
      .where(and(...conditions))
      .orderBy(...voucherListOrder(invoices))
      .limit(filter.limit);
  }

  /** Production vouchers of the account since `since` that are not failed (the plan counts them, DESIGN §5.7). */
  async countProductionVouchersSince(tx: Executor | null, accountId: string, since: Date): Promise<number> {
    const [row] = await (tx ?? this.database.orm)
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), eq(invoices.environment, 'production'), gte(invoices.createdAt, since), ne(invoices.status, 'failed')));
    return row?.n ?? 0;
  }

  /** Serialises plan-limit checks of one account (two requests cannot both take the last vouchers left). */
  async lockAccountIssuing(tx: Executor, accountId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`issuing-plan:${accountId}`}, 0))`);
  }

  // ---------------------------------------------------------------- worker side

  async findBatchById(id: string, tx: Executor = this.database.orm): Promise<BatchRow | null> {
    const [row] = await tx.select().from(invoiceBatches).where(eq(invoiceBatches.id, id));
    return row ?? null;
  }

  async findInvoiceById(id: string, tx: Executor = this.database.orm): Promise<InvoiceRow | null> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  }

  async markBatchProcessing(batchId: string): Promise<void> {
    await this.database.orm
      .update(invoiceBatches)
      .set({ status: 'processing', updatedAt: sql`now()` })
      .where(and(eq(invoiceBatches.id, batchId), eq(invoiceBatches.status, 'pending')));
  }

  /** The sequences that still have open items in a batch. */
  async openSequences(batchId: string): Promise<SequenceKey[]> {
    return this.database.orm
      .selectDistinct(SEQUENCE_KEY_COLUMNS)
      .from(invoices)
      .where(and(eq(invoices.batchId, batchId), inArray(invoices.status, OPEN)));
  }

  /** The database's clock: one time source for every worker process. */
  databaseNow(): Promise<Date> {
    return this.database.now();
  }

  /** Take the sequence's lease if it is free or expired (by the database's clock); true when `holder` has it. */
  async acquireLease(key: SequenceKey, holder: string, seconds: number): Promise<boolean> {
    const rows = await this.database.orm
      .insert(numberingLeases)
      .values({ issuerCuit: key.issuerCuit, environment: key.environment, ptoVta: key.ptoVta, cbteTipo: key.cbteTipo, holder, leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
      .onConflictDoUpdate({
        target: [numberingLeases.issuerCuit, numberingLeases.environment, numberingLeases.ptoVta, numberingLeases.cbteTipo],
        set: { holder, leaseUntil: sql`now() + make_interval(secs => ${seconds})`, updatedAt: sql`now()` },
        setWhere: sql`${numberingLeases.holder} is null or ${numberingLeases.leaseUntil} is null or ${numberingLeases.leaseUntil} <= now()`,
      })
      .returning({ holder: numberingLeases.holder });
    return rows.length === 1;
  }

  /** Extend the lease; false when it was lost (expired and taken by another worker). */
  async renewLease(key: SequenceKey, holder: string, seconds: number): Promise<boolean> {
    const rows = await this.database.orm
      .update(numberingLeases)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})`, updatedAt: sql`now()` })
      .where(and(inSequence(numberingLeases, key), eq(numberingLeases.holder, holder)))
      .returning({ holder: numberingLeases.holder });
    return rows.length === 1;
  }

  async releaseLease(key: SequenceKey, holder: string): Promise<void> {
    await this.database.orm
      .update(numberingLeases)
      .set({ holder: null, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(inSequence(numberingLeases, key), eq(numberingLeases.holder, holder)));
  }

  async leaseIsHeld(key: Omit<SequenceKey, 'accountId' | 'cuitId'>): Promise<boolean> {
    const [row] = await this.database.orm
      .select({ held: sql<boolean>`${numberingLeases.holder} is not null and ${numberingLeases.leaseUntil} > now()` })
      .from(numberingLeases)
      .where(inSequence(numberingLeases, key));
    return Boolean(row?.held);
  }

  /** Items of the sequence holding a number that the tax authority may or may not have (any batch), by number. */
  async inflight(key: SequenceKey): Promise<InvoiceRow[]> {
    return this.database.orm
      .select()
      .from(invoices)
      .where(and(inSequence(invoices, key), inArray(invoices.status, ['processing', 'reconciling']), isNotNull(invoices.voucherNumber)))
      .orderBy(asc(invoices.voucherNumber));
  }

  /** Items of the sequence waiting for a number, oldest first (any batch of the same CUIT). */
  async pending(key: SequenceKey, limit: number): Promise<PendingInvoiceRow[]> {
    return this.database.orm
      .select(pendingColumns)
      .from(invoices)
      .where(and(inSequence(invoices, key), eq(invoices.cuitId, key.cuitId), eq(invoices.status, 'pending')))
      .orderBy(asc(invoices.createdAt), asc(invoices.batchId), asc(invoices.itemIndex))
      .limit(limit);
  }

  /**
   * Durable reservation: the numbers (and the exact request) are committed before the tax authority is called.
   * One statement for the whole chunk.
   */
  async reserve(tx: Executor, reservations: Reservation[]): Promise<void> {
    if (reservations.length === 0) return;
    const rows = JSON.stringify(reservations.map((r) => ({ id: r.id, voucher_number: r.voucherNumber, date: r.date, request: r.request, resend: r.resend })));
    await tx
      .update(invoices)
      .set({
        status: 'processing',
        voucherNumber: sql`r.voucher_number`,
        date: sql`r.date`,
        request: sql`r.request`,
        retryCount: sql`${invoices.retryCount} + case when r.resend then 1 else 0 end`,
        updatedAt: sql`now()`,
      })
      .from(sql`jsonb_to_recordset(${rows}::jsonb) as r(id uuid, voucher_number integer, date text, request jsonb, resend boolean)`)
      .where(sql`${invoices.id} = r.id`);
  }

  async markReconciling(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.database.orm.update(invoices).set({ status: 'reconciling', updatedAt: sql`now()` }).where(and(inArray(invoices.id, ids), inArray(invoices.status, ['processing', 'reconciling'])));
  }

  /** The number goes back to the sequence: the tax authority does not have this sale under it. */
  async release(tx: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(invoices).set({ status: 'pending', voucherNumber: null, request: null, updatedAt: sql`now()` }).where(inArray(invoices.id, ids));
  }

  /** Terminal success of a chunk, in one statement; returns the records it changed (still open until now). */
  async complete(tx: Executor, done: CompletedVoucher[]): Promise<InvoiceRecordRow[]> {
    if (done.length === 0) return [];
    const rows = JSON.stringify(done.map((d) => ({ id: d.id, cae: d.cae, cae_due_date: d.caeDueDate, date: d.date, observations: d.observations ?? null, response: d.response ?? null })));
    return tx
      .update(invoices)
      .set({
        status: 'completed',
        cae: sql`r.cae`,
        caeDueDate: sql`r.cae_due_date`,
        date: sql`coalesce(r.date, ${invoices.date})`,
        observations: sql`r.observations`,
        response: sql`r.response`,
        errorCode: null,
        error: null,
        updatedAt: sql`now()`,
        completedAt: sql`now()`,
      })
      .from(sql`jsonb_to_recordset(${rows}::jsonb) as r(id uuid, cae text, cae_due_date text, date text, observations jsonb, response jsonb)`)
      .where(and(sql`${invoices.id} = r.id`, inArray(invoices.status, OPEN)))
      .returning(RECORD_COLUMNS);
  }

  /** Terminal failure of a chunk, in one statement; returns the records it changed. */
  async fail(tx: Executor, failed: FailedVoucher[]): Promise<InvoiceRecordRow[]> {
    if (failed.length === 0) return [];
    const rows = JSON.stringify(failed.map((f) => ({ id: f.id, error_code: f.errorCode, error: f.error, response: f.response ?? null })));
    return tx
      .update(invoices)
      .set({
        status: 'failed',
        voucherNumber: null,
        errorCode: sql`r.error_code`,
        error: sql`r.error`,
        response: sql`r.response`,
        updatedAt: sql`now()`,
        completedAt: sql`now()`,
      })
      .from(sql`jsonb_to_recordset(${rows}::jsonb) as r(id uuid, error_code text, error text, response jsonb)`)
      .where(and(sql`${invoices.id} = r.id`, inArray(invoices.status, OPEN)))
      .returning(RECORD_COLUMNS);
  }

  /** The batch row, locked for the transaction, and how many of its items are in each status. */
  async lockBatchCounts(tx: Executor, batchId: string): Promise<{ batch: BatchRow; counts: Partial<Record<ItemStatus, number>> } | null> {
    const [batch] = await tx.select().from(invoiceBatches).where(eq(invoiceBatches.id, batchId)).for('update');
    if (!batch) return null;
    const rows = await tx.select({ status: invoices.status, n: count() }).from(invoices).where(eq(invoices.batchId, batchId)).groupBy(invoices.status);
    return { batch, counts: Object.fromEntries(rows.map((r) => [r.status, r.n])) };
  }

  async updateBatchProgress(tx: Executor, batchId: string, progress: { status: BatchRow['status']; processedItems: number; failedItems: number; completed: boolean }): Promise<BatchRow> {
    const [row] = await tx
      .update(invoiceBatches)
      .set({
        status: progress.status,
        processedItems: progress.processedItems,
        failedItems: progress.failedItems,
        updatedAt: sql`now()`,
        ...(progress.completed ? { completedAt: sql`now()` } : {}),
      })
      .where(eq(invoiceBatches.id, batchId))
      .returning();
    return row!;
  }

  /**
   * Open items to queue again, by the database's clock: untouched for `staleSeconds`, or untouched for `orphanSeconds`
   * while no worker holds a live lease on their numbering sequence (its holder died: the lease ran out without a
   * heartbeat). One per sequence, status and batch.
   */
  async staleItems(staleSeconds: number, orphanSeconds: number = staleSeconds): Promise<Array<{ id: string; batchId: string; status: ItemStatus } & SequenceKey>> {
    const noLiveLease = sql`not exists (select 1 from ${numberingLeases} l where l.issuer_cuit = ${invoices.issuerCuit} and l.environment = ${invoices.environment}
      and l.pto_vta = ${invoices.ptoVta} and l.cbte_tipo = ${invoices.cbteTipo} and l.holder is not null and l.lease_until > now())`;
    return this.database.orm
      .selectDistinctOn([invoices.batchId, invoices.issuerCuit, invoices.environment, invoices.ptoVta, invoices.cbteTipo, invoices.status], {
        id: invoices.id,
        batchId: invoices.batchId,
        status: invoices.status,
        ...SEQUENCE_KEY_COLUMNS,
      })
      .from(invoices)
      .where(and(inArray(invoices.status, OPEN), or(lt(invoices.updatedAt, secondsAgo(staleSeconds)), and(lt(invoices.updatedAt, secondsAgo(orphanSeconds)), noLiveLease))))
      .limit(500);
  }

  /** Seconds until the first live numbering lease runs out (null when none is held): a dead holder's items are free then. */
  async secondsToNextLeaseExpiry(): Promise<number | null> {
    const [row] = await this.database.orm
      .select({ seconds: sql<number | null>`extract(epoch from min(${numberingLeases.leaseUntil}) - now())::float8` })
      .from(numberingLeases)
      .where(and(isNotNull(numberingLeases.holder), sql`${numberingLeases.leaseUntil} > now()`));
    return row?.seconds ?? null;
  }

  /** Touch the open items of these batches untouched for `seconds`, so the sweeper does not queue them again at its next tick. */
  async touchStale(batchIds: string[], seconds: number): Promise<void> {
    if (batchIds.length === 0) return;
    await this.database.orm
      .update(invoices)
      .set({ updatedAt: sql`now()` })
      .where(and(inArray(invoices.batchId, batchIds), inArray(invoices.status, OPEN), lt(invoices.updatedAt, secondsAgo(seconds))));
  }
}

function secondsAgo(seconds: number): SQL {
  return sql`now() - make_interval(secs => ${seconds})`;
}
