import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { CuitTaxauthService } from '../cuits/cuit-taxauth.service';
import { CuitsService } from '../cuits/cuits.service';
import { storedPointsOfSale } from '../cuits/setup-progress';
import { Database } from '../db/database';
import { EventsService } from '../events/events.service';
import { JobName, QueueService, type JobOutcome } from '../queue';
import { TaxAuthTransportError } from '../taxauth/http/taxauth-http.errors';
import { TaxauthService } from '../taxauth/taxauth.service';
import { addDays, argentinaDate, argentinaTimestamp } from '../taxauth/time';
import { fortnightDays, fortnightOf, nextFortnight, type CaeaPeriod } from '../taxauth/wsfe/caea-period';
import type { WsfeClient } from '../taxauth/wsfe/wsfe.client';
import type { FeMessage, WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { argentinaDate as argentinaIsoDate, batchProgress, buildVoucherRequest, IssuerVatCondition, type FECAEDetRequest } from './domain';
import { CaeaRepository, type CaeaIssued, type CaeaIssuer } from './caea.repository';
import type { CaeaCodeRow } from './caea.schema';
import { toBatchResponse, toInvoiceResponse, type StoredVoucherInput } from './invoicing.mapper';
import { InvoicingRepository, type SequenceKey } from './invoicing.repository';
import type { InvoiceRow } from './invoicing.schema';
import { isoDate, sameVoucher, toCaeDetailRequest } from './wsfe-request.mapper';

/** Errors that mean "WSFEv1 did not answer usefully": transport failures and transient Err codes (500–502, 600, 601). */
const UNREACHABLE_ERRORS = new Set(['TaxAuthTransientError']);
const FALLBACK_CHUNK = 250;
const INFORM_CHUNK = 250;
const SEQUENCE_MISMATCH = 10016;
/** CAEAs are requested for CUITs that issued through the service in this many days. */
const ACTIVE_DAYS = 35;
const CHECK_TTL_MS = 10 * 60_000;

type CuitRow = Awaited<ReturnType<CuitsService['require']>>;

/**
 * The CAEA fallback (RG 5782, TAXAUTH §2.2): when WSFEv1 has been unreachable for an issuer longer than
 * ISSUING_CAEA_FALLBACK_SECONDS, the pending vouchers of a sequence are numbered locally at the CUIT's CAEA point of
 * sale under the fortnight's CAEA (requested ahead), and informed with FECAEARegInformativo once WSFEv1 answers.
 *
 * Exactly once: a voucher moves to the CAEA point of sale only while it is `pending` (no number was ever sent for it),
 * under the CAE sequence's lease and the CAEA sequence's lease; numbers already sent stay on their CAE sequence and
 * are resolved there (FECompConsultar) when WSFEv1 is back. The CAEA point of sale is numbered only by this service.
 */
@Injectable()
export class CaeaFallbackService {
  private readonly logger = new Logger('CaeaFallback');
  private readonly checked = new Map<string, number>();

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(CaeaRepository) private readonly caeas: CaeaRepository,
    @Inject(InvoicingRepository) private readonly invoicing: InvoicingRepository,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Hook: a sequence's issuing run ended with `error`, under the CAE sequence's lease. Starts (or continues) the
   * outage clock and, past the limit, issues the sequence's pending items under the CAEA. Never throws.
   */
  async wsfeFailed(key: SequenceKey, error: unknown): Promise<void> {
    if (!isUnreachable(error)) return;
    try {
      const now = this.clock.now();
      const downSince = await this.caeas.markDown(key, now, String(error));
      if (now.getTime() - downSince.getTime() < this.config.issuing.caeaFallbackSeconds * 1000) return;
      await this.issueUnderCaea(key, now);
    } catch (failure) {
      this.logger.warn(`${describe(key)}: CAEA fallback not applied: ${String(failure)}`);
    }
  }

  /** Hook: WSFEv1 answered a whole issuing run. Ends an outage (then informs) and makes sure a CAEA is held. */
  async wsfeAnswered(key: SequenceKey): Promise<void> {
    try {
      const recovered = await this.caeas.clearDown(key);
      const marker = `${key.issuerCuit}|${key.environment}`;
      const due = (this.checked.get(marker) ?? 0) < Date.now() - CHECK_TTL_MS;
      if (due) this.checked.set(marker, Date.now());
      // Vouchers left uninformed by an earlier failed run are retried by the job's every-minute schedule.
      if (recovered || due) await this.queue.send(JobName.CaeaMaintenance, {});
    } catch (failure) {
      this.logger.warn(`${describe(key)}: CAEA follow-up not queued: ${String(failure)}`);
    }
  }

  /** Job CaeaMaintenance (cron and after an outage): request CAEAs ahead, inform vouchers, close ended fortnights. */
  async maintain(now: Date = this.clock.now()): Promise<JobOutcome> {
    const issuers = await this.caeas.activeIssuers(new Date(now.getTime() - ACTIVE_DAYS * 86_400_000));
    let worked = false;
    let failure: unknown = null;
    const seen = new Set<string>();
    for (const issuer of issuers) {
      const marker = `${issuer.issuerCuit}|${issuer.environment}`;
      if (seen.has(marker)) continue;
      seen.add(marker);
      try {
        const cuit = await this.cuits.require({ accountId: issuer.accountId }, issuer.cuitId);
        const points = caeaPointsOfSale(cuit.pos);
        if (points.length === 0 && !(await this.caeas.hasUninformed(issuer))) continue;
        const auth = await this.cuitTaxauth.wsfeAuth(cuit, issuer.environment);
        const client = this.taxauth.wsfe(issuer.environment);
        if (points.length > 0) worked = (await this.requestAhead(issuer, client, auth, now)) || worked;
        worked = (await this.inform(issuer, cuit, client, auth)) || worked;
        if (points.length > 0) worked = (await this.closeEnded(issuer, points, client, auth, now)) || worked;
      } catch (error) {
        // One CUIT's outage or missing certificate must not hold back the others; the next run tries again.
        this.logger.warn(`CAEA maintenance of ${issuer.issuerCuit} ${issuer.environment}: ${String(error)}`);
        failure ??= error;
      }
    }
    if (failure && !worked) throw failure;
    return worked ? 'done' : 'skipped';
  }

  // ------------------------------------------------------------------------------------------------ fallback

  private async issueUnderCaea(key: SequenceKey, now: Date): Promise<void> {
    const cuit = await this.cuits.require({ accountId: key.accountId }, key.cuitId);
    const [caeaPos] = caeaPointsOfSale(cuit.pos);
    if (caeaPos === undefined || caeaPos === key.ptoVta) return;
    const today = argentinaDate(now);
    const period = fortnightOf(today);
    const caea = await this.caeas.findCaea(key, period.periodo, period.orden);
    if (!caea) {
      this.logger.warn(`${describe(key)}: WSFEv1 down but no CAEA is held for ${period.periodo}/${period.orden}; vouchers wait`);
      return;
    }
    const caeaKey: SequenceKey = { ...key, ptoVta: caeaPos };
    const holder = randomUUID();
    const seconds = this.config.issuing.leaseSeconds;
    if (!(await this.invoicing.acquireLease(caeaKey, holder, seconds))) return;
    try {
      let issued = 0;
      for (;;) {
        const pending = await this.invoicing.pending(key, FALLBACK_CHUNK);
        const batch = await this.numberLocally(caeaKey, pending, caea, now);
        if (batch.length === 0) break;
        if (!(await this.invoicing.renewLease(caeaKey, holder, seconds))) throw new Error(`lost the lease of ${describe(caeaKey)}`);
        await this.database.transaction(async (tx) => {
          const done = await this.caeas.issueUnderCaea(tx, batch);
          for (const row of done) await this.events.record(tx, { accountId: row.accountId, environment: row.environment, type: 'invoice.completed', data: toInvoiceResponse(row) });
          for (const batchId of new Set(done.map((r) => r.batchId))) {
            // Recount under the batch's row lock; the recount that makes it terminal records `batch.completed`.
            const locked = await this.invoicing.lockBatchCounts(tx, batchId);
            if (!locked) continue;
            const progress = batchProgress(locked.batch.status, locked.counts);
            const finished = await this.invoicing.updateBatchProgress(tx, batchId, progress);
            if (progress.completed) await this.events.record(tx, { accountId: finished.accountId, environment: finished.environment, type: 'batch.completed', data: toBatchResponse(finished, null) });
          }
        });
        issued += batch.length;
        if (batch.length < pending.length || pending.length < FALLBACK_CHUNK) break;
      }
      if (issued > 0) this.logger.warn(`${describe(key)}: WSFEv1 unreachable; ${issued} vouchers issued under CAEA ${caea.caea} at point of sale ${caeaPos}`);
    } finally {
      await this.invoicing.releaseLease(caeaKey, holder).catch(() => undefined);
    }
  }

  /** Numbers follow the service's own last number of the CAEA sequence; dates outside the fortnight wait for CAE. */
  private async numberLocally(caeaKey: SequenceKey, pending: Array<Omit<InvoiceRow, 'invoiceData'>>, caea: CaeaCodeRow, now: Date): Promise<CaeaIssued[]> {
    let next = (await this.caeas.lastNumber(caeaKey, caeaKey.ptoVta, caeaKey.cbteTipo)) + 1;
    const out: CaeaIssued[] = [];
    for (const item of pending) {
      const stored = item.voucherInput as StoredVoucherInput;
      const issuer = { ...stored.issuer, vatCondition: stored.issuer.vatCondition as IssuerVatCondition };
      const built = buildVoucherRequest(stored.input, issuer, { today: argentinaIsoDate(now), ptoVta: caeaKey.ptoVta, voucherNumber: next });
      // Invalid input and dates outside the CAEA's fortnight are left to the CAE path, which decides them.
      if (built.problems.length > 0 || built.detail.CbteFch < caea.fchVigDesde || built.detail.CbteFch > caea.fchVigHasta) continue;
      const request: FECAEDetRequest & { CbteFchHsGen?: string } = { ...built.detail, CbteFchHsGen: argentinaTimestamp(now) };
      out.push({ id: item.id, ptoVta: caeaKey.ptoVta, voucherNumber: next, date: isoDate(built.detail.CbteFch)!, request, caea: caea.caea, caeaDueDate: isoDate(caea.fchVigHasta)! });
      next += 1;
    }
    return out;
  }

  // ------------------------------------------------------------------------------------------------ maintenance

  /** FECAEASolicitar for the current fortnight, and the next one from 5 days before it starts (its window). */
  private async requestAhead(issuer: CaeaIssuer, client: WsfeClient, auth: WsfeAuth, now: Date): Promise<boolean> {
    const today = argentinaDate(now);
    const periods: CaeaPeriod[] = [fortnightOf(today)];
    const next = nextFortnight(today);
    if (today >= addDays(fortnightDays(next).desde, -5)) periods.push(next);
    let stored = false;
    for (const period of periods) {
      if (await this.caeas.findCaea(issuer, period.periodo, period.orden)) continue;
      let result = await client.requestCaea(auth, period);
      // Already granted (a lost answer, another installation): FECAEAConsultar gives the same code.
      if (!result.grant) result = await client.consultCaea(auth, period);
      if (!result.grant) {
        this.logger.warn(`${issuer.issuerCuit} ${issuer.environment}: no CAEA for ${period.periodo}/${period.orden}: ${messages(result.errors)}`);
        continue;
      }
      const g = result.grant;
      await this.caeas.storeCaea({ ...issuer, periodo: g.periodo, orden: g.orden, caea: g.caea, fchVigDesde: g.fchVigDesde, fchVigHasta: g.fchVigHasta, fchTopeInf: g.fchTopeInf });
      this.logger.log(`${issuer.issuerCuit} ${issuer.environment}: CAEA ${g.caea} for ${g.periodo}/${g.orden} (${g.fchVigDesde}–${g.fchVigHasta})`);
      stored = true;
    }
    return stored;
  }

  /**
   * FECAEARegInformativo for every CAEA voucher not yet informed, sequence by sequence under its lease. The
   * tax authority's last number decides first: numbers it already has were informed by a run whose answer was lost
   * (FECompConsultar confirms they are ours); the rest are sent in order from last + 1.
   */
  private async inform(issuer: CaeaIssuer, cuit: CuitRow, client: WsfeClient, auth: WsfeAuth): Promise<boolean> {
    const rows = await this.caeas.uninformed(issuer);
    const sequences = new Map<string, InvoiceRow[]>();
    for (const row of rows) sequences.set(`${row.ptoVta}|${row.cbteTipo}`, [...(sequences.get(`${row.ptoVta}|${row.cbteTipo}`) ?? []), row]);
    let informed = 0;
    for (const items of sequences.values()) {
      const first = items[0]!;
      const key: SequenceKey = { accountId: first.accountId, environment: issuer.environment, cuitId: cuit.id, issuerCuit: issuer.issuerCuit, ptoVta: first.ptoVta, cbteTipo: first.cbteTipo };
      const holder = randomUUID();
      if (!(await this.invoicing.acquireLease(key, holder, this.config.issuing.leaseSeconds))) continue;
      try {
        informed += await this.informSequence(key, items, client, auth, holder);
      } finally {
        await this.invoicing.releaseLease(key, holder).catch(() => undefined);
      }
    }
    return informed > 0;
  }

  private async informSequence(key: SequenceKey, items: InvoiceRow[], client: WsfeClient, auth: WsfeAuth, holder: string): Promise<number> {
    const last = await client.lastAuthorized(auth, key.ptoVta, key.cbteTipo);
    if (last.errors.length > 0) throw new Error(`FECompUltimoAutorizado ${describe(key)} answered ${messages(last.errors)}`);
    let informed = 0;
    for (const item of items.filter((i) => i.voucherNumber! <= last.cbteNro)) {
      const consulted = await client.consult(auth, { cbteTipo: key.cbteTipo, ptoVta: key.ptoVta, cbteNro: item.voucherNumber! });
      const voucher = consulted.voucher;
      if (voucher && voucher.codAutorizacion === item.caea && sameVoucher(item.request as FECAEDetRequest, voucher)) {
        await this.caeas.markInformed([item.id], new Map([[item.id, voucher]]));
        informed += 1;
      } else {
        await this.caeas.markInformRejected(item.id, `caea_number_taken: the tax authority holds another voucher as ${describe(key)} #${item.voucherNumber}`, voucher);
      }
    }
    let expected = last.cbteNro + 1;
    const toSend: InvoiceRow[] = [];
    for (const item of items.filter((i) => i.voucherNumber! > last.cbteNro)) {
      if (item.voucherNumber !== expected) break;
      toSend.push(item);
      expected += 1;
    }
    if (toSend.length === 0 && items.some((i) => i.voucherNumber! > last.cbteNro)) {
      this.logger.error(`${describe(key)}: CAEA vouchers from #${items.find((i) => i.voucherNumber! > last.cbteNro)!.voucherNumber} cannot be informed: the tax authority's last is ${last.cbteNro}`);
    }
    for (let i = 0; i < toSend.length; i += INFORM_CHUNK) {
      const chunk = toSend.slice(i, i + INFORM_CHUNK);
      if (!(await this.invoicing.renewLease(key, holder, this.config.issuing.leaseSeconds))) throw new Error(`lost the lease of ${describe(key)}`);
      const result = await client.informCaeaVouchers(auth, {
        ptoVta: key.ptoVta,
        cbteTipo: key.cbteTipo,
        details: chunk.map((item) => {
          const request = item.request as FECAEDetRequest & { CbteFchHsGen?: string };
          return { ...toCaeDetailRequest(request), caea: item.caea!, cbteFchHsGen: request.CbteFchHsGen };
        }),
      });
      const byNumber = new Map(result.details.map((d) => [d.cbteDesde, d]));
      const accepted = chunk.filter((item) => byNumber.get(item.voucherNumber!)?.resultado === 'A');
      await this.caeas.markInformed(accepted.map((a) => a.id), new Map(accepted.map((a) => [a.id, byNumber.get(a.voucherNumber!)])));
      informed += accepted.length;
      const rejected = chunk.find((item) => byNumber.get(item.voucherNumber!)?.resultado !== 'A');
      if (!rejected) continue;
      const detail = byNumber.get(rejected.voucherNumber!);
      const codes = result.errors.map((e) => e.code);
      if (detail && detail.observations.length > 0) {
        // The voucher was handed to the customer already: a person must correct it (e.g. with a credit note).
        await this.caeas.markInformRejected(rejected.id, messages(detail.observations), detail);
        this.logger.error(`${describe(key)} #${rejected.voucherNumber}: FECAEARegInformativo rejected it: ${messages(detail.observations)}`);
      } else if (codes.length > 0 && !codes.includes(SEQUENCE_MISMATCH)) {
        throw new Error(`FECAEARegInformativo ${describe(key)} answered ${messages(result.errors)}`);
      }
      // After the first rejection nothing later was processed: the next run starts from FECompUltimoAutorizado.
      break;
    }
    return informed;
  }

  /** A fortnight over: CAEA points of sale without vouchers under its CAEA are informed without movement. */
  private async closeEnded(issuer: CaeaIssuer, points: number[], client: WsfeClient, auth: WsfeAuth, now: Date): Promise<boolean> {
    const ended = await this.caeas.openEndedCaeas(issuer, argentinaDate(now));
    let worked = false;
    for (const caea of ended) {
      let complete = true;
      for (const ptoVta of points) {
        if (caea.withoutMovement.includes(ptoVta) || (await this.caeas.countUnderCaea(issuer, caea.caea, ptoVta)) > 0) continue;
        const result = await client.informCaeaWithoutMovement(auth, ptoVta, caea.caea);
        if (result.resultado === 'A') {
          await this.caeas.markWithoutMovement(issuer, caea.caea, ptoVta);
          worked = true;
        } else {
          complete = false;
          this.logger.warn(`${issuer.issuerCuit} ${issuer.environment}: FECAEASinMovimientoInformar ${ptoVta}/${caea.caea} answered ${messages(result.errors)}`);
        }
      }
      if (complete && !(await this.caeas.hasUninformed(issuer))) {
        await this.caeas.closeCaea(issuer, caea.caea);
        worked = true;
      }
    }
    return worked;
  }
}

/**
 * The CUIT's CAEA points of sale: those FEParamGetPtosVenta lists with an `EmisionTipo` starting with "CAEA" (a point
 * of sale is enabled for CAE or for CAEA when it is created at the tax authority), active, lowest first. The first
 * one takes over every CAE point of sale of the CUIT during an outage.
 */
export function caeaPointsOfSale(pos: unknown): number[] {
  return storedPointsOfSale(pos)
    .filter((p) => String(p['EmisionTipo'] ?? '').trim().toUpperCase().startsWith('CAEA') && p['Bloqueado'] !== 'S' && (!p['FchBaja'] || p['FchBaja'] === 'NULL'))
    .map((p) => Number(p['Nro']))
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
}

function isUnreachable(error: unknown): boolean {
  return error instanceof TaxAuthTransportError || (error instanceof Error && UNREACHABLE_ERRORS.has(error.name));
}

function describe(key: Pick<SequenceKey, 'issuerCuit' | 'environment' | 'ptoVta' | 'cbteTipo'>): string {
  return `${key.issuerCuit} ${key.environment} ${key.ptoVta}/${key.cbteTipo}`;
}

function messages(list: FeMessage[]): string {
  return list.length === 0 ? '(no message)' : list.map((m) => `${m.code}: ${m.msg}`).join('; ');
}
