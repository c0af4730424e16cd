import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext, Environment } from '../common/auth';
import { AppError, notFound, validationFailed } from '../common/errors';
import type { InvoiceListFilter } from '../common/invoice-list-filter';
import { storedPointsOfSale } from '../cuits/setup-progress';
import { CuitTaxauthService } from '../cuits/cuit-taxauth.service';
import { CuitsService } from '../cuits/cuits.service';
import type { CuitRow } from '../cuits/cuits.repository';
import { issuableVoucherTypes } from '../cuits/issuable-types';
import { Database } from '../db/database';
import { isUuid } from '../db/errors';
import { JobName, QueueService, TerminalJobError, type JobContext, type JobOutcome } from '../queue';
import { TaxauthService } from '../taxauth/taxauth.service';
import type { WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { importListPage, type ImportedVoucher } from './imported-voucher';
import { runTaxAuthImport, TaxAuthImportError, type ImportCursor, type KnownAnswer, type VoucherKey } from './import-walker';
import type { CreateImportDto } from './imports.dto';
import { importedVoucherAsInvoice, storedProgress, toImportedVoucherItem, toImportResponse } from './imports.mapper';
import { ImportsRepository, type TenantScope } from './imports.repository';
import type { ImportedVoucherRow } from './imports.schema';
import { IssuedNumbers } from './issued-numbers';
import { Clock } from '../common/clock';

/** Access tickets last 12 h; a long walk asks for a fresh one (the ticket cache answers without a login). */
const TICKET_REUSE_MS = 30 * 60 * 1000;

export type ImportedInvoiceFilter = InvoiceListFilter;

/**
 * Imports of vouchers the tax authority authorized outside the service (docs/imports.md): the request stores an
 * import row and queues ImportVouchers in one transaction; the job walks FECompUltimoAutorizado/FECompConsultar
 * and stores each voucher the account does not have yet, persisting its cursor so a retry resumes.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');

  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(ImportsRepository) private readonly repository: ImportsRepository,
    @Inject(IssuedNumbers) private readonly invoices: IssuedNumbers,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  async create(auth: AuthContext, dto: CreateImportDto): Promise<{ importId: string }> {
    const cuit = await this.cuits.require(auth, dto.cuitId);
    if (dto.from && dto.to && dto.from > dto.to) throw validationFailed([{ field: 'to', messages: ['to must not be before from'] }]);
    const row = await this.database.transaction(async (tx) => {
      const created = await this.repository.insertImport(tx, {
        accountId: auth.accountId,
        environment: auth.environment,
        cuitId: cuit.id,
        issuerCuit: cuit.number,
        ptoVta: dto.ptoVta ?? null,
        invoiceType: dto.invoiceType ?? null,
        fromDate: dto.from ?? null,
        toDate: dto.to ?? null,
      });
      await this.queue.send(JobName.ImportVouchers, { importId: created.id }, {}, tx);
      return created;
    });
    return { importId: row.id };
  }

  async get(auth: AuthContext, importId: string) {
    const row = isUuid(importId) ? await this.repository.findImport(auth, importId) : null;
    if (!row) throw notFound('Import', importId, { resolution: 'Check the importId answered by POST /taxauth-imports.' });
    return toImportResponse(row);
  }

  /** GET /taxauth-imports/vouchers: most recent first, at most 100, `total` the full count. */
  async listVouchers(auth: AuthContext, query: { cuitId: string; limit?: number; offset?: number }) {
    const cuit = await this.cuits.require(auth, query.cuitId);
    const { rows, total } = await this.repository.listVouchers({ ...scopeOf(auth), cuitId: cuit.id }, importListPage(query));
    return { vouchers: rows.map(toImportedVoucherItem), total };
  }

  /**
   * Imported vouchers as Invoice records (`origin: 'taxauth'`) for GET /invoices: same filters and the same order
   * (createdAt, id descending) and keyset cursor as the invoices list, so both pages merge by that key.
   */
  async listAsInvoices(auth: Pick<AuthContext, 'accountId' | 'environment'>, filter: ImportedInvoiceFilter) {
    if (filter.status && filter.status !== 'completed') return [];
    const rows = await this.repository.listForInvoices(scopeOf(auth), filter);
    return rows.map(importedVoucherAsInvoice);
  }

  /** One imported voucher as an Invoice record, or null (GET /invoices/{id} may fall back to it). */
  async findAsInvoice(auth: Pick<AuthContext, 'accountId' | 'environment'>, id: string) {
    const row = isUuid(id) ? await this.repository.findVoucher(scopeOf(auth), id) : null;
    return row ? importedVoucherAsInvoice(row) : null;
  }

  /** Imported vouchers of a CUIT dated in [from, toExclusive) (YYYY-MM-DD), for the sales VAT ledger. */
  vouchersInPeriod(auth: Pick<AuthContext, 'accountId' | 'environment'>, cuitId: string, from: string, toExclusive: string): Promise<ImportedVoucherRow[]> {
    return this.repository.vouchersInPeriod({ ...scopeOf(auth), cuitId }, from, toExclusive);
  }

  // ---------------------------------------------------------------- the job

  /** ImportVouchers: idempotent (a finished import is skipped); resumes from the persisted cursor. */
  async run(importId: string, job: Pick<JobContext, 'retriesLeft'>): Promise<JobOutcome> {
    const row = await this.repository.findImportById(importId);
    if (!row || row.status === 'completed' || row.status === 'failed') return 'skipped';
    await this.repository.updateImport(row.id, { status: 'running', startedAt: row.startedAt ?? this.clock.now() });
    const scope: TenantScope = { accountId: row.accountId, environment: row.environment };
    try {
      const cuit = await this.cuits.require(scope, row.cuitId).catch((error: unknown) => {
        throw new TerminalJobError(error instanceof Error ? error.message : String(error), 'cuit_not_found');
      });
      const auth = this.ticketSource(cuit, row.environment);
      const pointsOfSale = row.ptoVta ? [row.ptoVta] : await this.pointsOfSale(cuit, row.environment, auth);
      const voucherTypes = row.invoiceType ? [row.invoiceType] : issuableVoucherTypes(cuit);
      const sequence = (key: VoucherKey) => ({ ...scope, issuerCuit: cuit.number, ptoVta: key.ptoVta, cbteTipo: key.cbteTipo });
      const result = await runTaxAuthImport(this.taxauth.wsfe(row.environment), {
        auth,
        pointsOfSale,
        voucherTypes,
        from: row.fromDate,
        to: row.toDate,
        cursor: row.cursor as ImportCursor | null,
        isKnown: (key) => this.isKnown(sequence(key), key.voucherNumber),
        store: (voucher, cursor) => this.store(row.id, cuit.id, scope, voucher, cursor),
        onProgress: (progress) => this.repository.updateImport(row.id, { progress: storedProgress(progress), cursor: progress.cursor }),
      });
      await this.repository.updateImport(row.id, { status: 'completed', progress: storedProgress(result), cursor: result.cursor, completedAt: this.clock.now(), error: null, errorCode: null });
      return 'done';
    } catch (error) {
      const terminal = error instanceof TerminalJobError || job.retriesLeft === 0;
      const code = error instanceof TerminalJobError ? error.code : error instanceof AppError || error instanceof TaxAuthImportError ? error.code : 'import_failed';
      const message = error instanceof Error ? error.message : String(error);
      // The walk's cursor is persisted at each step; a TaxAuthImportError carries the latest one.
      await this.repository.updateImport(row.id, {
        ...(error instanceof TaxAuthImportError ? { cursor: error.cursor } : {}),
        ...(terminal ? { status: 'failed' as const, completedAt: this.clock.now() } : {}),
        errorCode: code,
        error: message,
      });
      this.logger.warn(`import ${row.id}: ${message}${terminal ? '' : ' (will retry)'}`);
      throw error;
    }
  }

  /** Known when the account holds that number of the sequence, issued by the service or imported before. */
  private async isKnown(sequence: TenantScope & { issuerCuit: string; ptoVta: number; cbteTipo: number }, voucherNumber: number): Promise<KnownAnswer> {
    const issued = await this.invoices.numbersHeld(sequence, [voucherNumber]);
    if (issued.has(voucherNumber)) {
      const date = issued.get(voucherNumber);
      return date ? { date } : true;
    }
    const imported = await this.repository.numbersHeld(sequence, [voucherNumber]);
    const date = imported.get(voucherNumber);
    return date ? { date } : false;
  }

  /** The voucher and the cursor after it commit together; an invoice issued meanwhile under that number wins. */
  private async store(importId: string, cuitId: string, scope: TenantScope, voucher: ImportedVoucher, cursor: ImportCursor): Promise<void> {
    const sequence = { ...scope, issuerCuit: voucher.issuerCuit, ptoVta: voucher.ptoVta, cbteTipo: voucher.cbteTipo };
    await this.database.transaction(async (tx) => {
      const issued = await this.invoices.numbersHeld(sequence, [voucher.voucherNumber], tx);
      if (!issued.has(voucher.voucherNumber)) {
        await this.repository.insertVoucher(tx, {
          accountId: scope.accountId,
          environment: scope.environment,
          cuitId,
          importId,
          issuerCuit: voucher.issuerCuit,
          ptoVta: voucher.ptoVta,
          cbteTipo: voucher.cbteTipo,
          voucherNumber: voucher.voucherNumber,
          date: voucher.date,
          docTipo: voucher.docTipo,
          docNro: voucher.docNro,
          total: voucher.total,
          currency: voucher.currency,
          exchangeRate: voucher.exchangeRate,
          cae: voucher.cae,
          caeDueDate: voucher.caeDueDate,
          voucher,
        });
      }
      await this.repository.updateImport(importId, { cursor }, tx);
    });
  }

  private ticketSource(cuit: CuitRow, environment: Environment): () => Promise<WsfeAuth> {
    let ticket: WsfeAuth | null = null;
    let fetchedAt = 0;
    return async () => {
      if (!ticket || Date.now() - fetchedAt > TICKET_REUSE_MS) {
        ticket = await this.cuitTaxauth.wsfeAuth(cuit, environment);
        fetchedAt = Date.now();
      }
      return ticket;
    };
  }

  /**
   * The CUIT's active points of sale per FEParamGetPtosVenta; homologation often answers 602 (none), and then the
   * stored ones, the default and those the service has issued on.
   */
  private async pointsOfSale(cuit: CuitRow, environment: Environment, auth: () => Promise<WsfeAuth>): Promise<number[]> {
    const listed = await this.taxauth.wsfe(environment).pointsOfSale(await auth());
    const active = listed.pointsOfSale.filter((p) => p.bloqueado !== 'S' && !p.fchBaja).map((p) => p.nro);
    if (active.length) return active;
    const used = await this.invoices.pointsOfSaleUsed({ accountId: cuit.accountId, environment, cuitId: cuit.id });
    const stored = storedPointsOfSale(cuit.pos).map((p) => Number(p.Nro)).filter((n) => Number.isInteger(n) && n > 0);
    return [...new Set([...stored, ...(cuit.defaultPos ? [cuit.defaultPos] : []), ...used])].sort((a, b) => a - b);
  }
}

function scopeOf(auth: Pick<AuthContext, 'accountId' | 'environment'>): TenantScope {
  return { accountId: auth.accountId, environment: auth.environment };
}
