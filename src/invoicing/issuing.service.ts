import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Environment } from '../common/auth';
import { AppError } from '../common/errors';
import { isTransientErrorCode } from '../common/taxauth-codes';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { CuitTaxauthService } from '../cuits/cuit-taxauth.service';
import { CuitsService } from '../cuits/cuits.service';
import { Database, type Executor } from '../db/database';
import { EventsService } from '../events/events.service';
import type { JobOutcome } from '../queue';
import { TaxAuthAnswerLostError, TaxAuthRequestNotSentError, TaxAuthRequestRejectedError } from '../taxauth/http/taxauth-http.errors';
import { TaxauthService } from '../taxauth/taxauth.service';
import type { WsfeClient } from '../taxauth/wsfe/wsfe.client';
import type { CaeResult, FeMessage, WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { CaeaFallbackService } from './caea-fallback.service';
import { Clock } from '../common/clock';
import { argentinaDate, batchProgress, buildVoucherRequest, IssuerVatCondition, type FECAEDetRequest } from './domain';
import { toBatchResponse, toInvoiceResponse, type StoredVoucherInput } from './invoicing.mapper';
import { InvoicingRepository, type CompletedVoucher, type FailedVoucher, type Reservation, type SequenceKey } from './invoicing.repository';
import type { InvoiceRow } from './invoicing.schema';
import { isoDate, sameVoucher, toCaeDetailRequest } from './wsfe-request.mapper';

/** Another worker holds the sequence's lease; the job is retried (STYLE.md 17: an infrastructure wait). */
export class SequenceBusyError extends Error {
  override readonly name = 'SequenceBusyError';
}

/** The tax authority answered, but with a transient error (500/501/502, an expired ticket): retried with backoff. */
export class TaxAuthTransientError extends Error {
  override readonly name = 'TaxAuthTransientError';
}

const SEQUENCE_MISMATCH = 10016;
const REG_X_REQ_TTL_MS = 3600_000;
const CONSULT_CONCURRENCY = 8;
/** Numbering sequences of one batch issued at the same time (each is strictly sequential within itself). */
const SEQUENCE_CONCURRENCY = 4;
const MAX_ROUNDS = 1000;

interface Sending {
  id: string;
  number: number;
  request: FECAEDetRequest;
}

type RoundOutcome = 'done' | 'sequence_mismatch' | 'transient';

/**
 * The issuing worker: numbers and authorizes vouchers, exactly once per sale (TAXAUTH §3.3, §3.12, §8 items 3, 4, 9).
 *
 * One writer per sequence (issuer CUIT, environment, ptoVta, cbteTipo): a lease row taken under its row lock, so no
 * transaction stays open across calls. Each round, under the lease: ask FECompUltimoAutorizado; resolve every number
 * still in flight (≤ last: FECompConsultar decides; > last: resent with the same number while contiguous, else given
 * back); reserve the next numbers durably; send up to RegXReq details in one FECAESolicitar; map every detail back by
 * its number. A lost answer marks the items `reconciling` and the next round resolves them.
 */
@Injectable()
export class IssuingService {
  private readonly logger = new Logger('Issuing');
  private readonly regXReqCache = new Map<Environment, { value: number; at: number }>();

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(InvoicingRepository) private readonly repository: InvoicingRepository,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CaeaFallbackService) private readonly caea: CaeaFallbackService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Job ProcessBatch: issue every open item of the batch. Its sequences run side by side (each under its own
   * lease, each its own chain of tax-authority calls), up to SEQUENCE_CONCURRENCY at once.
   */
  async processBatch(batchId: string): Promise<JobOutcome> {
    const batch = await this.repository.findBatchById(batchId);
    if (!batch || batch.status === 'completed' || batch.status === 'failed') return 'skipped';
    await this.repository.markBatchProcessing(batchId);
    const keys = await this.repository.openSequences(batchId);
    if (keys.length === 0) {
      await this.database.transaction((tx) => this.refreshBatches(tx, [batchId]));
      return 'skipped';
    }
    const busy: SequenceKey[] = [];
    await forEachLimited(keys, SEQUENCE_CONCURRENCY, async (key) => {
      if (!(await this.runSequence(key))) busy.push(key);
    });
    // Items behind another worker's lease are usually issued by it; if some are still open, try again later.
    if (busy.length > 0 && (await this.repository.openSequences(batchId)).length > 0) {
      throw new SequenceBusyError(`Numbering of ${describe(busy[0]!)} is held by another worker`);
    }
    return 'done';
  }

  /** Job ReconcileBatchItem: resolve the sequence of one item whose answer was lost. */
  async reconcileItem(itemId: string): Promise<JobOutcome> {
    const item = await this.repository.findInvoiceById(itemId);
    if (!item || item.status === 'completed' || item.status === 'failed') return 'skipped';
    const key = sequenceOf(item);
    if (!(await this.runSequence(key))) throw new SequenceBusyError(`Numbering of ${describe(key)} is held by another worker`);
    return 'done';
  }

  /** Runs the sequence under its lease; false when another worker holds it. */
  async runSequence(key: SequenceKey): Promise<boolean> {
    const holder = randomUUID();
    const seconds = this.config.issuing.leaseSeconds;
    if (!(await this.repository.acquireLease(key, holder, seconds))) return false;
    // Heartbeat: the lease stays short (a dead worker's sequence is free within ISSUING_LEASE_SECONDS) while a live
    // one keeps it through slow tax-authority calls.
    const heartbeat = setInterval(() => {
      void this.repository.renewLease(key, holder, seconds).catch((error: unknown) => this.logger.warn(`lease heartbeat of ${describe(key)} failed: ${String(error)}`));
    }, Math.max(200, (seconds * 1000) / 3));
    heartbeat.unref();
    try {
      await this.issueUnderLease(key, holder);
      await this.caea.wsfeAnswered(key);
    } catch (error) {
      // Still under the lease: past ISSUING_CAEA_FALLBACK_SECONDS of outage, pending items go to the CAEA.
      await this.caea.wsfeFailed(key, error);
      throw error;
    } finally {
      clearInterval(heartbeat);
      await this.repository.releaseLease(key, holder).catch((error: unknown) => this.logger.warn(`could not release the lease of ${describe(key)}: ${String(error)}`));
    }
    return true;
  }

  private async issueUnderLease(key: SequenceKey, holder: string): Promise<void> {
    const cuit = await this.cuits.require({ accountId: key.accountId }, key.cuitId);
    let auth: WsfeAuth;
    try {
      auth = await this.cuitTaxauth.wsfeAuth(cuit, key.environment);
    } catch (error) {
      // No certificate for this environment (an AppError raised before any call): retrying cannot help.
      if (error instanceof AppError && error.cause === undefined) return this.failOpen(key, 'taxauth_credentials', error.message);
      throw error;
    }
    const client = this.taxauth.wsfe(key.environment);
    const regXReq = await this.regXReq(client, auth, key.environment);
    const mismatches = new Map<number, number>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await this.renew(key, holder);
      const last = await client.lastAuthorized(auth, key.ptoVta, key.cbteTipo);
      if (last.errors.length > 0) throw new TaxAuthTransientError(`FECompUltimoAutorizado answered ${messages(last.errors)}`);
      const kept = await this.reconcile(key, client, auth, last.cbteNro);
      const sending = await this.reserveNext(key, kept, last.cbteNro, regXReq);
      if (sending.length === 0) return;
      await this.renew(key, holder);
      let result: CaeResult;
      try {
        result = await client.requestCae(auth, { ptoVta: key.ptoVta, cbteTipo: key.cbteTipo, details: sending.map((s) => toCaeDetailRequest(s.request)) });
      } catch (error) {
        // Never sent: the numbers stay reserved and the next attempt starts with FECompUltimoAutorizado anyway.
        if (error instanceof TaxAuthRequestNotSentError || error instanceof TaxAuthRequestRejectedError) throw error;
        // The tax authority may have authorized them: FECompConsultar decides in the next round (TAXAUTH §3.12).
        await this.repository.markReconciling(sending.map((s) => s.id));
        if (error instanceof TaxAuthAnswerLostError) {
          this.logger.warn(`${describe(key)}: answer to FECAESolicitar lost (${sending.length} vouchers from ${sending[0]!.number}); reconciling`);
          continue;
        }
        throw error;
      }
      const outcome = await this.applyResult(key, sending, result, mismatches);
      if (outcome === 'transient') throw new TaxAuthTransientError(`FECAESolicitar answered ${messages(result.errors)}`);
    }
    throw new Error(`${describe(key)}: still issuing after ${MAX_ROUNDS} rounds`);
  }

  /**
   * Numbers in flight: those the tax authority has (≤ last) are completed when the voucher it holds is ours, given back
   * when it is another; those above `last` are kept (resent with the same number) while they continue the sequence.
   */
  private async reconcile(key: SequenceKey, client: WsfeClient, auth: WsfeAuth, last: number): Promise<Sending[]> {
    const inflight = await this.repository.inflight(key);
    if (inflight.length === 0) return [];
    const held = inflight.filter((i) => i.voucherNumber! <= last);
    const completed: CompletedVoucher[] = [];
    const released: string[] = [];
    const consulting = forEachLimited(held, CONSULT_CONCURRENCY, async (item) => {
      const consulted = await client.consult(auth, { cbteTipo: key.cbteTipo, ptoVta: key.ptoVta, cbteNro: item.voucherNumber! });
      const voucher = consulted.voucher;
      if (!voucher) throw new TaxAuthTransientError(`FECompConsultar ${describe(key)} #${item.voucherNumber} answered ${messages(consulted.errors)} although the number is authorized`);
      const sent = item.request as FECAEDetRequest | null;
      if (sent && voucher.codAutorizacion && sameVoucher(sent, voucher)) {
        completed.push({ id: item.id, cae: voucher.codAutorizacion, caeDueDate: isoDate(voucher.fchVto), date: isoDate(voucher.cbteFch), observations: voucher.observations, response: voucher });
      } else {
        // Another voucher holds the number, so ours was never authorized under it: it gets a new one.
        this.logger.warn(`${describe(key)} #${item.voucherNumber} is held by another voucher; the sale will be renumbered`);
        released.push(item.id);
      }
    });
    const failure = await consulting.then(() => null, (error: unknown) => error ?? new Error('FECompConsultar failed'));
    if (failure) {
      // Keep what was learnt; the rest stays reconciling for the next attempt.
      if (completed.length > 0 || released.length > 0) await this.database.transaction((tx) => this.persist(tx, completed, [], released));
      throw failure;
    }
    const kept: Sending[] = [];
    let expected = last + 1;
    for (const item of inflight.filter((i) => i.voucherNumber! > last)) {
      if (item.voucherNumber === expected && item.request) {
        kept.push({ id: item.id, number: expected, request: item.request as FECAEDetRequest });
        expected += 1;
      } else {
        released.push(item.id);
      }
    }
    if (completed.length > 0 || released.length > 0) {
      await this.database.transaction((tx) => this.persist(tx, completed, [], released));
    }
    return kept;
  }

  /** Durable reservation of the next numbers, committed before FECAESolicitar. */
  private async reserveNext(key: SequenceKey, kept: Sending[], last: number, regXReq: number): Promise<Sending[]> {
    const room = regXReq - kept.length;
    const pending = room > 0 ? await this.repository.pending(key, room) : [];
    // The sending date is the database's (one clock for every worker), not the injected Clock: a test that moves
    // the Clock for its rules still sends today's date to the tax authority, which checks it against its own.
    const today = argentinaDate(await this.repository.databaseNow());
    let next = last + 1 + kept.length;
    const reservations: Reservation[] = kept.map((k) => ({ id: k.id, voucherNumber: k.number, date: isoDate(k.request.CbteFch)!, request: k.request, resend: true }));
    const sending: Sending[] = [...kept];
    const failed: FailedVoucher[] = [];
    for (const item of pending) {
      const stored = item.voucherInput as StoredVoucherInput;
      const issuer = { ...stored.issuer, vatCondition: stored.issuer.vatCondition as IssuerVatCondition };
      const built = buildVoucherRequest(stored.input, issuer, { today, ptoVta: key.ptoVta, voucherNumber: next });
      if (built.problems.length > 0) {
        failed.push({ id: item.id, errorCode: built.problems[0]!.code, error: built.problems.map((p) => `${p.code}: ${p.message}`).join('; '), response: null });
        continue;
      }
      reservations.push({ id: item.id, voucherNumber: next, date: isoDate(built.detail.CbteFch)!, request: built.detail, resend: false });
      sending.push({ id: item.id, number: next, request: built.detail });
      next += 1;
    }
    await this.database.transaction(async (tx) => {
      await this.repository.reserve(tx, reservations);
      if (failed.length > 0) await this.persist(tx, [], failed, []);
    });
    return sending;
  }

  /** Maps each detail of the answer back to its item by number (TAXAUTH §8.9). */
  private async applyResult(key: SequenceKey, sending: Sending[], result: CaeResult, mismatches: Map<number, number>): Promise<RoundOutcome> {
    const codes = result.errors.map((e) => e.code);
    const approvedAny = result.details.some((d) => d.resultado === 'A');
    if (!approvedAny && codes.some(isTransientErrorCode)) return 'transient';
    const byNumber = new Map(result.details.map((d) => [d.cbteDesde, d]));
    const completed: CompletedVoucher[] = [];
    const failed: FailedVoucher[] = [];
    const released: string[] = [];
    let outcome: RoundOutcome = 'done';
    const firstRejected = sending.find((s) => byNumber.get(s.number)?.resultado !== 'A');
    const firstDetail = firstRejected ? byNumber.get(firstRejected.number) : undefined;
    // Header errors (10000–10007…) reject every detail without observations: terminal for all of them.
    const headerRejected = !approvedAny && codes.length > 0 && !codes.includes(SEQUENCE_MISMATCH) && !(firstDetail?.observations.length);
    for (const s of sending) {
      const d = byNumber.get(s.number);
      if (d?.resultado === 'A' && d.cae) {
        completed.push({ id: s.id, cae: d.cae, caeDueDate: isoDate(d.caeFchVto), date: isoDate(d.cbteFch), observations: d.observations, response: d });
      } else if (headerRejected) {
        failed.push({ id: s.id, errorCode: String(codes[0]), error: messages(result.errors), response: d ?? null });
      } else if (s === firstRejected) {
        if (d && d.observations.length > 0) {
          failed.push({ id: s.id, errorCode: String(d.observations[0]!.code), error: messages(d.observations), response: d });
        } else if (codes.includes(SEQUENCE_MISMATCH)) {
          // Number or date out of sequence: the next round asks FECompUltimoAutorizado again. A date older than the
          // last voucher's never fixes itself, so the third time it is final.
          const seen = (mismatches.get(s.number) ?? 0) + 1;
          mismatches.set(s.number, seen);
          if (seen >= 3) failed.push({ id: s.id, errorCode: String(SEQUENCE_MISMATCH), error: messages(result.errors), response: d ?? null });
          else outcome = 'sequence_mismatch';
        } else {
          failed.push({ id: s.id, errorCode: codes.length > 0 ? String(codes[0]) : 'rejected', error: result.errors.length > 0 ? messages(result.errors) : 'Rejected by the tax authority without a reason', response: d ?? null });
        }
      } else {
        // After the first rejection the tax authority processes nothing (TAXAUTH §3.1): the number is not used.
        released.push(s.id);
      }
    }
    await this.database.transaction((tx) => this.persist(tx, completed, failed, released));
    if (completed.length + failed.length > 0) {
      this.logger.debug(`${describe(key)}: ${completed.length} authorized, ${failed.length} rejected, ${released.length} not processed`);
    }
    return outcome;
  }

  /**
   * Terminal states and their events in one transaction, then the batches' counters (DESIGN §5.4). A fixed number
   * of statements per chunk: one UPDATE per outcome, one INSERT of the events and one of their dispatch jobs.
   */
  private async persist(tx: Executor, completed: CompletedVoucher[], failed: FailedVoucher[], released: string[]): Promise<void> {
    const done = await this.repository.complete(tx, completed);
    const rejected = await this.repository.fail(tx, failed);
    await this.repository.release(tx, released);
    await this.events.recordMany(tx, [
      ...done.map((row) => ({ accountId: row.accountId, environment: row.environment, type: 'invoice.completed' as const, data: toInvoiceResponse(row) })),
      ...rejected.map((row) => ({ accountId: row.accountId, environment: row.environment, type: 'invoice.failed' as const, data: toInvoiceResponse(row) })),
    ]);
    await this.refreshBatches(tx, [...new Set([...done, ...rejected].map((r) => r.batchId))]);
  }

  /** Recount each batch under its row lock; the one recount that makes it terminal records `batch.completed`. */
  private async refreshBatches(tx: Executor, batchIds: string[]): Promise<void> {
    for (const batchId of batchIds) {
      const locked = await this.repository.lockBatchCounts(tx, batchId);
      if (!locked) continue;
      const progress = batchProgress(locked.batch.status, locked.counts);
      const row = await this.repository.updateBatchProgress(tx, batchId, progress);
      if (progress.completed) await this.events.record(tx, { accountId: row.accountId, environment: row.environment, type: 'batch.completed', data: toBatchResponse(row, null) });
    }
  }

  /** Every open item of the sequence fails (e.g. the CUIT has no certificate for this environment). */
  private async failOpen(key: SequenceKey, code: string, message: string): Promise<void> {
    const open = [...(await this.repository.inflight(key)).filter((i) => i.cuitId === key.cuitId), ...(await this.repository.pending(key, 100_000))];
    await this.database.transaction((tx) => this.persist(tx, [], open.map((i) => ({ id: i.id, errorCode: code, error: message, response: null })), []));
  }

  private async renew(key: SequenceKey, holder: string): Promise<void> {
    if (!(await this.repository.renewLease(key, holder, this.config.issuing.leaseSeconds))) {
      throw new SequenceBusyError(`The numbering lease of ${describe(key)} expired and was taken by another worker`);
    }
  }

  /** RegXReq from FECompTotXRequest, cached an hour per environment (TAXAUTH §2.5: 250 in homologation). */
  private async regXReq(client: WsfeClient, auth: WsfeAuth, environment: Environment): Promise<number> {
    const cached = this.regXReqCache.get(environment);
    if (cached && this.clock.now().getTime() - cached.at < REG_X_REQ_TTL_MS) return cached.value;
    const result = await client.compTotXRequest(auth);
    if (!result.regXReq || result.regXReq < 1) throw new TaxAuthTransientError(`FECompTotXRequest answered ${messages(result.errors)}`);
    this.regXReqCache.set(environment, { value: result.regXReq, at: this.clock.now().getTime() });
    return result.regXReq;
  }
}

export function sequenceOf(item: InvoiceRow): SequenceKey {
  return { accountId: item.accountId, environment: item.environment, cuitId: item.cuitId, issuerCuit: item.issuerCuit, ptoVta: item.ptoVta, cbteTipo: item.cbteTipo };
}

function describe(key: Pick<SequenceKey, 'issuerCuit' | 'environment' | 'ptoVta' | 'cbteTipo'>): string {
  return `${key.issuerCuit} ${key.environment} ${key.ptoVta}/${key.cbteTipo}`;
}

function messages(list: FeMessage[]): string {
  return list.length === 0 ? '(no message)' : list.map((m) => `${m.code}: ${m.msg}`).join('; ');
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const errors: unknown[] = [];
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (index < items.length) {
      const item = items[index++]!;
      try {
        await work(item);
      } catch (error) {
        errors.push(error);
      }
    }
  });
  await Promise.all(runners);
  if (errors.length > 0) throw errors[0];
}
