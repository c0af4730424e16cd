import { Inject, Injectable } from '@nestjs/common';
import { AccountsService } from '../accounts/accounts.service';
import type { AuthContext } from '../common/auth';
import { AppError, notFound, validationFailed, type ErrorShape, type FieldError } from '../common/errors';
import type { InvoiceListFilter } from '../common/invoice-list-filter';
import type { CuitRow } from '../cuits/cuits.repository';
import { CuitsService } from '../cuits/cuits.service';
import { type Executor } from '../db/database';
import { isUuid } from '../db/errors';
import { ImportsService } from '../imports/imports.service';
import { JobName, QueueService } from '../queue';
import { argentinaDate, noteTypeFor, VoucherKind, type VoucherInput } from './domain';
import { IdempotencyService, type IdempotentResult } from './idempotency.service';
import { issuerProfile, prepareInvoice, prepareVoucher, type PreparedInvoice } from './invoice-input';
import type { DebitNoteDto, InvoiceDataDto, ListInvoicesQueryDto } from './invoicing.dto';
import { toBatchResponse, toInvoiceResponse, type StoredVoucherInput } from './invoicing.mapper';
import { InvoicingRepository, type Tenant } from './invoicing.repository';
import type { BatchRow, InvoiceRow, NewInvoiceRow } from './invoicing.schema';
import Decimal from 'decimal.js';
import type { LastIssuedVoucher } from '../cuits/cuits.dto';
import { Clock } from '../common/clock';

interface NewItem {
  prepared: PreparedInvoice;
  cuit: CuitRow;
  invoiceData: unknown;
  receiver: InvoiceDataDto['receiver'] | undefined;
  reference?: string | null;
  voidsInvoiceId?: string | null;
}

const UTC_OFFSET_ARGENTINA_HOURS = 3;

/** Issuing operations of the API: validate everything, then store the batch and queue it in one transaction. */
@Injectable()
export class InvoicingService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(InvoicingRepository) private readonly repository: InvoicingRepository,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(IdempotencyService) private readonly idempotency: IdempotencyService,
    @Inject(ImportsService) private readonly imports: ImportsService,
  ) {}

  /** POST /invoices → 202 {status: 'processing', batchId, invoiceId}. */
  async issueOne(auth: AuthContext, dto: InvoiceDataDto, key: string | undefined): Promise<IdempotentResult> {
    const checkedKey = this.idempotency.validateKey(key, 'full');
    const items = await this.prepareAll(auth, [dto], 'full', '');
    const plan = await this.planLimit(auth);
    return this.idempotency.run(tenant(auth), checkedKey, { op: 'POST /invoices', dto }, 'full', async (tx) => {
      const { batch, rows } = await this.store(tx, auth, plan, items, checkedKey, null, 'full');
      return { status: 202, body: { status: 'processing', batchId: batch.id, invoiceId: rows[0]!.id } };
    });
  }

  /** POST /invoices/batches → 202 Batch. */
  async issueBatch(auth: AuthContext, dtos: InvoiceDataDto[], key: string | undefined): Promise<IdempotentResult> {
    const checkedKey = this.idempotency.validateKey(key, 'short');
    const items = await this.prepareAll(auth, dtos, 'short', 'invoices');
    const plan = await this.planLimit(auth);
    return this.idempotency.run(tenant(auth), checkedKey, { op: 'POST /invoices/batches', dtos }, 'short', async (tx) => {
      const { batch, rows } = await this.store(tx, auth, plan, items, checkedKey, null, 'short');
      return { status: 202, body: toBatchResponse(batch, rows) };
    });
  }

  /** PATCH /invoices/batches/{id}: adds invoices to a batch that has not completed (409 otherwise). */
  async addToBatch(auth: AuthContext, batchId: string, dtos: InvoiceDataDto[], key: string | undefined): Promise<IdempotentResult> {
    const checkedKey = this.idempotency.validateKey(key, 'short');
    if (!isUuid(batchId) || !(await this.repository.findBatch(tenant(auth), batchId))) throw batchNotFound(batchId);
    const items = await this.prepareAll(auth, dtos, 'short', 'invoices');
    const plan = await this.planLimit(auth);
    return this.idempotency.run(tenant(auth), checkedKey, { op: 'PATCH /invoices/batches', batchId, dtos }, 'short', async (tx) => {
      const { batch, rows } = await this.store(tx, auth, plan, items, checkedKey, batchId, 'short');
      return { status: 200, body: toBatchResponse(batch, rows) };
    });
  }

  /** POST /invoices/{id}/credit-note: voids a voucher with a credit note for its full amount. */
  async creditNote(auth: AuthContext, invoiceId: string, key: string | undefined): Promise<IdempotentResult> {
    const checkedKey = this.idempotency.validateKey(key, 'full');
    const original = await this.requireIssued(auth, invoiceId, 'credit note');
    if (original.kind === 'credit_note') {
      throw new AppError(409, 'invoice_not_voidable', `Invoice ${invoiceId} is itself a credit note.`, { resolution: 'Issue a debit note to reverse a credit note.' });
    }
    const stored = original.voucherInput as StoredVoucherInput;
    const input: VoucherInput = { ...stored.input, ...this.noteFields(original, VoucherKind.CreditNote) };
    const item = await this.prepareNote(auth, original, input);
    const plan = await this.planLimit(auth);
    return this.idempotency.run(tenant(auth), checkedKey, { op: 'POST /invoices/credit-note', invoiceId }, 'full', async (tx) => {
      // Credit notes never exceed what is left to credit, also when several are requested at once (row lock).
      const credited = new Decimal(await this.repository.creditedAgainst(tx, tenant(auth), original.id));
      const remaining = new Decimal(original.total).minus(credited);
      if (remaining.lessThan(item.prepared.request.detail.ImpTotal)) {
        throw new AppError(409, 'invoice_already_credited', `Invoice ${invoiceId} has ${remaining.toFixed(2)} left to credit (total ${new Decimal(original.total).toFixed(2)}, credited ${credited.toFixed(2)} by earlier credit notes); a credit note for ${new Decimal(item.prepared.request.detail.ImpTotal).toFixed(2)} would exceed it.`, {
          resolution: 'The invoice is already voided: list its credit notes with GET /invoices and check their status. A failed credit note does not count.',
          details: { total: new Decimal(original.total).toFixed(2), credited: credited.toFixed(2), remaining: remaining.toFixed(2) },
        });
      }
      const { batch, rows } = await this.store(tx, auth, plan, [item], checkedKey, null, 'full');
      return { status: 202, body: { status: 'processing', batchId: batch.id, invoiceId: rows[0]!.id, voids: original.id } };
    });
  }

  /** POST /invoices/{id}/debit-note {amount, description}: at the original voucher's VAT rate. */
  async debitNote(auth: AuthContext, invoiceId: string, dto: DebitNoteDto, key: string | undefined): Promise<IdempotentResult> {
    const checkedKey = this.idempotency.validateKey(key, 'full');
    const original = await this.requireIssued(auth, invoiceId, 'debit note');
    const stored = original.voucherInput as StoredVoucherInput;
    const ivaType = dto.ivaType ?? singleIvaType(original, stored);
    if (ivaType === null) throw validationFailed([{ field: 'ivaType', messages: ['ivaType is required: the original voucher has several VAT rates'] }]);
    const input: VoucherInput = {
      ...stored.input,
      ...this.noteFields(original, VoucherKind.DebitNote),
      lines: null,
      amount: dto.amount,
      ivaType,
      pricesIncludeIva: true,
      tributes: null,
    };
    const item = await this.prepareNote(auth, original, input, dto.description);
    const plan = await this.planLimit(auth);
    return this.idempotency.run(tenant(auth), checkedKey, { op: 'POST /invoices/debit-note', invoiceId, dto }, 'full', async (tx) => {
      const { batch, rows } = await this.store(tx, auth, plan, [item], checkedKey, null, 'full');
      return { status: 202, body: { status: 'processing', batchId: batch.id, invoiceId: rows[0]!.id, voids: original.id } };
    });
  }

  /** GET /cuits/{cuitId}/pos: the stored points of sale, each with the last voucher issued there through the service. */
  async pointsOfSale(auth: AuthContext, cuitId: string) {
    const cuit = await this.cuits.require(auth, cuitId);
    const lastIssued = new Map<number, LastIssuedVoucher>();
    for (const row of await this.repository.lastIssuedByPointOfSale(tenant(auth), cuit.id)) {
      lastIssued.set(row.ptoVta, {
        invoiceId: row.id,
        kind: row.kind,
        invoiceType: row.cbteTipo,
        voucherNumber: row.voucherNumber!,
        date: row.date,
        total: row.total,
        cae: row.cae,
        completedAt: row.completedAt?.toISOString() ?? null,
      });
    }
    return this.cuits.pointsOfSale(auth, cuit.id, lastIssued);
  }

  async getBatch(auth: AuthContext, batchId: string) {
    const batch = isUuid(batchId) ? await this.repository.findBatch(tenant(auth), batchId) : null;
    if (!batch) throw batchNotFound(batchId);
    return toBatchResponse(batch, await this.repository.batchItems(batch.id));
  }

  async getInvoice(auth: AuthContext, invoiceId: string) {
    const row = isUuid(invoiceId) ? await this.repository.findInvoice(tenant(auth), invoiceId) : null;
    if (row) return { ...toInvoiceResponse(row), origin: 'service' as const };
    const imported = await this.imports.findAsInvoice(auth, invoiceId);
    if (imported) return imported;
    throw notFound('Invoice', invoiceId, { resolution: 'Check the invoice id (GET /invoices lists them).' });
  }

  async list(auth: AuthContext, query: ListInvoicesQueryDto) {
    const limit = query.limit ?? 50;
    let cuitId: string | undefined;
    if (query.cuitId) cuitId = (await this.cuits.require(auth, query.cuitId)).id;
    const filter: InvoiceListFilter = {
      cuitId,
      status: query.status,
      invoiceType: query.invoiceType,
      ptoVta: query.ptoVta,
      from: query.from,
      to: query.to,
      limit: limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    };
    const rows = await this.repository.listInvoices(tenant(auth), filter);
    // Vouchers imported from the tax authority are listed with the issued ones, in one (createdAt, id) order.
    const imported = await this.imports.listAsInvoices(auth, filter);
    const merged = [...rows.map((row) => ({ ...toInvoiceResponse(row), origin: 'service' as const })), ...imported].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    const page = merged.slice(0, limit);
    const last = page[page.length - 1];
    return { data: page, nextCursor: merged.length > limit && last ? encodeCursorOf(last.createdAt, last.id) : null };
  }

  // ---------------------------------------------------------------- internals

  /** Every invoice is checked before anything is stored: one 400 lists every failing field of every item. */
  private async prepareAll(auth: AuthContext, dtos: InvoiceDataDto[], shape: ErrorShape, prefix: string): Promise<NewItem[]> {
    const today = argentinaDate(this.clock.now());
    const cuitCache = new Map<string, CuitRow>();
    const errors: FieldError[] = [];
    const items: NewItem[] = [];
    for (const [i, dto] of dtos.entries()) {
      const at = prefix ? `${prefix}[${i}].` : '';
      const cuit = await this.resolveCuit(auth, dto.cuitId, cuitCache, shape);
      const prepared = prepareInvoice(dto, cuit, { today });
      if (!prepared.ok) errors.push(...prepared.errors.map((e) => ({ field: at + e.field, messages: e.messages })));
      else items.push({ prepared: prepared.invoice, cuit, invoiceData: dto, receiver: dto.receiver, reference: dto.reference ?? null });
    }
    if (errors.length > 0) throw validationFailed(errors, { shape });
    return items;
  }

  private async resolveCuit(auth: AuthContext, cuitId: string | undefined, cache: Map<string, CuitRow>, shape: ErrorShape): Promise<CuitRow> {
    const cacheKey = cuitId ?? '(default)';
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    let row: CuitRow;
    try {
      if (cuitId) row = await this.cuits.require(auth, cuitId);
      else {
        const found = (await this.cuits.listRows(auth.accountId)).find((c) => c.isDefault);
        if (!found) throw validationFailed([{ field: 'cuitId', messages: ['cuitId is required: the account has no default CUIT'] }], { shape });
        row = found;
      }
    } catch (error) {
      throw error instanceof AppError && shape === 'short' ? error.short() : error;
    }
    cache.set(cacheKey, row);
    return row;
  }

  private async store(tx: Executor, auth: AuthContext, plan: number | null, items: NewItem[], key: string | null, existingBatchId: string | null, shape: ErrorShape) {
    const t = tenant(auth);
    if (plan !== null) await this.checkPlan(tx, auth, plan, items.length, shape);
    let batch: BatchRow;
    let offset = 0;
    if (existingBatchId) {
      const locked = await this.repository.lockBatch(tx, t, existingBatchId);
      if (!locked) throw batchNotFound(existingBatchId);
      if (locked.status === 'completed' || locked.status === 'failed') {
        throw new AppError(409, 'batch_completed', `Batch ${existingBatchId} is ${locked.status}; invoices can only be added to a batch that has not completed.`, {
          resolution: 'Create a new batch with POST /invoices/batches.',
          shape,
        });
      }
      offset = locked.totalItems;
      batch = await this.repository.addToBatch(tx, locked.id, items.length);
    } else {
      batch = await this.repository.insertBatch(tx, t, items.length);
    }
    const rows: NewInvoiceRow[] = items.map((item, i) => toNewRow(t, batch.id, offset + i, item, key === null ? null : `${key}:${i}`));
    const inserted = await this.repository.insertInvoices(tx, rows);
    await this.queue.send(JobName.ProcessBatch, { batchId: batch.id }, {}, tx);
    return { batch, rows: existingBatchId ? await this.repository.batchItems(batch.id, tx) : inserted };
  }

  /** The plan and what this Argentine month has used of it (the dashboard's account page). */
  async planUsage(accountId: string) {
    const account = await this.accounts.getAccount(accountId);
    const month = argentinaDate(this.clock.now()).slice(0, 7);
    const used = await this.repository.countProductionVouchersSince(null, accountId, this.monthStart());
    const cuits = (await this.cuits.listRows(accountId)).length;
    return {
      plan: account.planName,
      month,
      productionVouchers: { used, limit: account.planMonthlyInvoiceLimit },
      cuits: { used: cuits, limit: account.planCuitLimit },
    };
  }

  private monthStart(): Date {
    const [year, month] = argentinaDate(this.clock.now()).split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month - 1, 1, UTC_OFFSET_ARGENTINA_HOURS));
  }

  /** DESIGN §5.7: production vouchers per Argentine calendar month, checked before anything is queued. */
  /** The plan's monthly limit when it applies (production), read before the transaction opens. */
  private async planLimit(auth: AuthContext): Promise<number | null> {
    return auth.environment === 'production' ? (await this.accounts.getAccount(auth.accountId)).planMonthlyInvoiceLimit : null;
  }

  private async checkPlan(tx: Executor, auth: AuthContext, limit: number, adding: number, shape: ErrorShape): Promise<void> {
    await this.repository.lockAccountIssuing(tx, auth.accountId);
    const used = await this.repository.countProductionVouchersSince(tx, auth.accountId, this.monthStart());
    if (used + adding > limit) {
      throw new AppError(403, 'SUBSCRIPTION_LIMIT_EXCEEDED', `The plan allows ${limit} production vouchers a month; ${used} were issued this month and this request adds ${adding}.`, {
        resolution: 'Wait for next month, issue fewer vouchers, or upgrade the plan.',
        details: { limit, used, requested: adding },
        shape,
      });
    }
  }

  private async requireIssued(auth: AuthContext, invoiceId: string, what: string): Promise<InvoiceRow> {
    const row = isUuid(invoiceId) ? await this.repository.findInvoice(tenant(auth), invoiceId) : null;
    if (!row) throw notFound('Invoice', invoiceId, { resolution: 'Check the invoice id (GET /invoices lists them).' });
    if (row.status !== 'completed' || row.voucherNumber === null) {
      throw new AppError(409, 'invoice_not_issued', `Invoice ${invoiceId} is ${row.status}; a ${what} needs a voucher authorized by the tax authority.`, {
        resolution: 'Wait until the invoice is completed (GET /invoices/{id}).',
      });
    }
    return row;
  }

  private noteFields(original: InvoiceRow, kind: VoucherKind.CreditNote | VoucherKind.DebitNote): Partial<VoucherInput> {
    const today = argentinaDate(this.clock.now());
    const stored = original.voucherInput as StoredVoucherInput;
    return {
      kind,
      invoiceType: noteTypeFor(original.cbteTipo, kind),
      associated: [{ invoiceType: original.cbteTipo, ptoVta: original.ptoVta, number: original.voucherNumber!, cuit: original.issuerCuit, date: original.date }],
      date: null,
      // Services: the payment due date cannot precede the note's date (10036).
      dueDate: stored.input.concepto === 1 ? stored.input.dueDate : today > (stored.input.dueDate ?? '') ? today : stored.input.dueDate,
    };
  }

  private async prepareNote(auth: AuthContext, original: InvoiceRow, input: VoucherInput, description?: string): Promise<NewItem> {
    const cuit = await this.cuits.require(auth, original.cuitId);
    const stored = original.voucherInput as StoredVoucherInput;
    const issuer = issuerProfile(cuit, input.invoiceType ?? null) ?? { ...stored.issuer, vatCondition: stored.issuer.vatCondition as never };
    const prepared = prepareVoucher(input, original.ptoVta, issuer, { today: argentinaDate(this.clock.now()) });
    if (!prepared.ok) throw validationFailed(prepared.errors);
    const invoiceData = {
      cuitId: original.cuitId,
      invoiceType: input.invoiceType,
      ptoVta: original.ptoVta,
      amount: prepared.invoice.request.detail.ImpTotal,
      ...(description ? { description } : {}),
      associated: input.associated,
    };
    return { prepared: prepared.invoice, cuit, invoiceData, receiver: original.receiver as InvoiceDataDto['receiver'], voidsInvoiceId: input.kind === VoucherKind.CreditNote ? original.id : null };
  }
}

function tenant(auth: AuthContext): Tenant {
  return { accountId: auth.accountId, environment: auth.environment };
}

function toNewRow(t: Tenant, batchId: string, index: number, item: NewItem, key: string | null): NewInvoiceRow {
  const { prepared, cuit } = item;
  const detail = prepared.request.detail;
  const stored: StoredVoucherInput & { planned: unknown } = { input: prepared.input, issuer: { ...prepared.issuer }, planned: detail };
  const receiver = item.receiver ?? {};
  return {
    batchId,
    itemIndex: index,
    accountId: t.accountId,
    environment: t.environment,
    cuitId: cuit.id,
    issuerCuit: cuit.number,
    status: 'pending',
    kind: prepared.request.kind ?? 'invoice',
    ptoVta: prepared.ptoVta,
    cbteTipo: prepared.request.header.CbteTipo,
    concepto: prepared.input.concepto,
    date: prepared.input.date ?? null,
    total: detail.ImpTotal,
    currency: prepared.input.currency,
    invoiceData: item.invoiceData,
    voucherInput: stored,
    receiver: {
      docTipo: detail.DocTipo,
      docNro: detail.DocNro,
      condicionIva: detail.CondicionIVAReceptorId ?? null,
      name: receiver.name ?? null,
      email: receiver.email ?? null,
      address: receiver.address ?? null,
    },
    associated: detail.CbtesAsoc ?? null,
    voidsInvoiceId: item.voidsInvoiceId ?? null,
    idempotencyKey: key,
    reference: item.reference ?? null,
  };
}

function singleIvaType(original: InvoiceRow, stored: StoredVoucherInput): number | null {
  if (stored.input.ivaType) return stored.input.ivaType;
  const ids = new Set(((original.request as { Iva?: Array<{ Id: number }> } | null)?.Iva ?? []).map((a) => a.Id));
  if (ids.size === 1) return [...ids][0]!;
  // Class C has no VAT breakdown: any code works, the domain ignores it.
  return ids.size === 0 ? 3 : null;
}

function batchNotFound(batchId: string): AppError {
  return notFound('Batch', batchId, { resolution: 'Check the batch id returned when the invoices were submitted.', shape: 'short' });
}

function encodeCursorOf(createdAtIso: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAtIso, id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || !isUuid(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw validationFailed([{ field: 'cursor', messages: ['cursor must be the nextCursor of a previous page'] }]);
  }
}
