import { isTransientErrorCode } from '../common/taxauth-codes';
import type { ConsultedVoucher, ConsultResult, FeMessage, LastAuthorizedResult, WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { importedVoucherFromConsult, isoDate, type ImportedVoucher } from './imported-voucher';

/** The two WSFEv1 operations the walk needs; `WsfeClient` satisfies it. */
export interface VoucherLookup {
  lastAuthorized(auth: WsfeAuth, ptoVta: number, cbteTipo: number): Promise<LastAuthorizedResult>;
  consult(auth: WsfeAuth, query: { cbteTipo: number; cbteNro: number; ptoVta: number }): Promise<ConsultResult>;
}

export interface ImportTarget {
  ptoVta: number;
  cbteTipo: number;
}

export interface VoucherKey extends ImportTarget {
  voucherNumber: number;
}

/** "Already known?": false, true, or true with the voucher's date (YYYY-MM-DD), which lets the walk stop early. */
export type KnownAnswer = boolean | { date: string };

export interface ImportCounters {
  /** Numbers examined while walking down (known ones included). */
  seen: number;
  /** Numbers skipped because the service already has them (no call made). */
  known: number;
  imported: number;
  /** Authorized vouchers outside [from, to] that were looked at or jumped over. */
  outOfRange: number;
  /** Numbers FECompConsultar did not find (602), or found not authorized. */
  missing: number;
  /** Calls made to the tax authority (FECompUltimoAutorizado + FECompConsultar). */
  calls: number;
}

export interface FailedTarget extends ImportTarget {
  code: number;
  message: string;
}

/** Where a walk is: JSON-serialisable, to persist and pass back as `cursor` to resume. */
export interface ImportCursor {
  version: 1;
  /** Index in the target list (points of sale × voucher types, in the order given). */
  targetIndex: number;
  /** FECompUltimoAutorizado of the current target when its walk began; null before asking. */
  lastAuthorized: number | null;
  /** Next number to examine, walking down; null before the target's starting point is known. */
  next: number | null;
  counters: ImportCounters;
  failedTargets: FailedTarget[];
}

export interface ImportProgress extends ImportCounters {
  targetsTotal: number;
  targetsDone: number;
  current: ImportTarget | null;
  failedTargets: FailedTarget[];
  cursor: ImportCursor;
  /** True once every target was walked; false when stopped by the abort signal. */
  done: boolean;
}

export interface ImportWalkOptions {
  /** A ticket, or a function returning a valid one before each call (tickets last 12 h; a walk may outlive one). */
  auth: WsfeAuth | (() => WsfeAuth | Promise<WsfeAuth>);
  pointsOfSale: readonly number[];
  voucherTypes: readonly number[];
  /** Inclusive voucher-date range, YYYY-MM-DD. */
  from?: string | null;
  to?: string | null;
  isKnown(key: VoucherKey): KnownAnswer | Promise<KnownAnswer>;
  cursor?: ImportCursor | null;
  /** Pause before every call to the tax authority but the first (rate limits); default 0. */
  delayMs?: number;
  onProgress?(progress: ImportProgress): void | Promise<void>;
  /** Report progress every this many numbers examined (and at every target boundary); default 25. */
  progressEvery?: number;
  signal?: AbortSignal;
  /**
   * Vouchers of one sequence are in date order (each CbteFch ≥ the previous one's, rule 10016, TAXAUTH.md §3.3), so
   * the walk binary-searches the `to` end and stops at the first voucher before `from`. Default true; false walks
   * every number down to 1 and filters.
   */
  dateOrdered?: boolean;
}

export interface ImportStep {
  voucher: ImportedVoucher;
  /** The cursor after this voucher: persist it once the voucher is stored. */
  cursor: ImportCursor;
}

/** Authentication or tax-authority failure (a transient code: isTransientErrorCode): the whole walk stops; resume from the cursor. */
export class TaxAuthImportError extends Error {
  override readonly name = 'TaxAuthImportError';
  readonly code = 'taxauth_import_failed';
  constructor(
    readonly taxAuthCode: number,
    message: string,
    readonly cursor: ImportCursor,
  ) {
    super(`tax authority error ${taxAuthCode}: ${message}`);
  }
}

const NOT_FOUND = 602;

class TargetFailure extends Error {
  constructor(readonly error: FeMessage) {
    super(error.msg);
  }
}

export function importTargets(pointsOfSale: readonly number[], voucherTypes: readonly number[]): ImportTarget[] {
  const targets: ImportTarget[] = [];
  for (const ptoVta of new Set(pointsOfSale)) for (const cbteTipo of new Set(voucherTypes)) targets.push({ ptoVta, cbteTipo });
  return targets;
}

export function emptyImportCursor(): ImportCursor {
  return { version: 1, targetIndex: 0, lastAuthorized: null, next: null, counters: { seen: 0, known: 0, imported: 0, outOfRange: 0, missing: 0, calls: 0 }, failedTargets: [] };
}

/**
 * Walks the tax authority's vouchers of each (point of sale, voucher type), from the last authorized number down,
 * one call at a time, and yields every authorized voucher in [from, to] the service does not know yet. Known
 * numbers cost no call. See docs/imports.md.
 */
export async function* walkTaxAuthVouchers(source: VoucherLookup, options: ImportWalkOptions): AsyncGenerator<ImportStep, ImportProgress, void> {
  const targets = importTargets(options.pointsOfSale, options.voucherTypes);
  const cursor: ImportCursor = options.cursor ? structuredClone(options.cursor) : emptyImportCursor();
  const c = cursor.counters;
  const from = options.from ?? null;
  const to = options.to ?? null;
  const dateOrdered = options.dateOrdered ?? true;
  const every = Math.max(1, options.progressEvery ?? 25);
  let firstCall = true;

  const progress = (done: boolean): ImportProgress => ({
    ...c,
    targetsTotal: targets.length,
    targetsDone: Math.min(cursor.targetIndex, targets.length),
    current: targets[cursor.targetIndex] ?? null,
    failedTargets: cursor.failedTargets.map((f) => ({ ...f })),
    cursor: structuredClone(cursor),
    done,
  });
  const report = async () => options.onProgress?.(progress(false));
  const auth = async () => (typeof options.auth === 'function' ? options.auth() : options.auth);
  const pace = async () => {
    if (!firstCall && options.delayMs) await sleep(options.delayMs, options.signal);
    firstCall = false;
    c.calls += 1;
  };
  const fatal = (e: FeMessage) => isTransientErrorCode(e.code) && new TaxAuthImportError(e.code, e.msg, structuredClone(cursor));
  const finishTarget = () => {
    cursor.targetIndex += 1;
    cursor.lastAuthorized = null;
    cursor.next = null;
  };

  while (cursor.targetIndex < targets.length) {
    if (options.signal?.aborted) return progress(false);
    const target = targets[cursor.targetIndex];
    const known = new Map<number, KnownAnswer>();
    const consulted = new Map<number, ConsultedVoucher | null>();

    const isKnown = async (n: number): Promise<KnownAnswer> => {
      const cached = known.get(n);
      if (cached !== undefined) return cached;
      const answer = await options.isKnown({ ...target, voucherNumber: n });
      known.set(n, answer);
      return answer;
    };
    const consult = async (n: number): Promise<ConsultedVoucher | null> => {
      if (consulted.has(n)) return consulted.get(n) ?? null;
      await pace();
      const result = await source.consult(await auth(), { cbteTipo: target.cbteTipo, cbteNro: n, ptoVta: target.ptoVta });
      const error = result.errors[0];
      if (!result.voucher && error && error.code !== NOT_FOUND) throw fatal(error) || new TargetFailure(error);
      const voucher = result.voucher && result.voucher.resultado === 'A' ? result.voucher : null;
      consulted.set(n, voucher);
      return voucher;
    };
    const dateOf = async (n: number): Promise<string | null> => {
      const k = await isKnown(n);
      if (typeof k === 'object') return k.date;
      const v = await consult(n);
      return v ? isoDate(v.cbteFch) : null;
    };
    /** Highest number dated ≤ `to`: everything above is known to be out of range without looking at it. */
    const upperBound = async (last: number): Promise<number> => {
      if (!to || !dateOrdered || last === 0) return last;
      const top = await dateOf(last);
      if (top === null || top <= to) return last;
      let lo = 0;
      let hi = last; // invariant: date(hi) > to, and so is every number above hi
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        const date = await dateOf(mid);
        if (date === null) return hi - 1; // a gap: walk down from hi - 1 and filter
        if (date <= to) lo = mid;
        else hi = mid;
      }
      return lo;
    };

    try {
      if (cursor.next === null) {
        await pace();
        const last = await source.lastAuthorized(await auth(), target.ptoVta, target.cbteTipo);
        if (last.errors.length) throw fatal(last.errors[0]) || new TargetFailure(last.errors[0]);
        cursor.lastAuthorized = last.cbteNro;
        const start = await upperBound(last.cbteNro);
        c.outOfRange += last.cbteNro - start;
        cursor.next = start;
        await report();
      }
      while (cursor.next !== null && cursor.next >= 1) {
        if (options.signal?.aborted) return progress(false);
        const n: number = cursor.next;
        c.seen += 1;
        if (c.seen % every === 0) await report();
        const k = await isKnown(n);
        if (k) {
          c.known += 1;
          cursor.next = n - 1;
          if (dateOrdered && from && typeof k === 'object' && k.date < from) break;
          continue;
        }
        const v = await consult(n);
        cursor.next = n - 1;
        if (!v) {
          c.missing += 1;
          continue;
        }
        const date = isoDate(v.cbteFch) ?? '';
        if ((to && date > to) || (from && date < from)) {
          c.outOfRange += 1;
          if (dateOrdered && from && date < from) break;
          continue;
        }
        c.imported += 1;
        yield { voucher: importedVoucherFromConsult((await auth()).cuit, v), cursor: structuredClone(cursor) };
      }
    } catch (error) {
      if (!(error instanceof TargetFailure)) throw error;
      cursor.failedTargets.push({ ...target, code: error.error.code, message: error.error.msg });
    }
    finishTarget();
    await report();
  }
  const final = progress(true);
  await options.onProgress?.(final);
  return final;
}

/**
 * Runs a walk to the end, storing each voucher (then the cursor may be persisted: `store` receives it). Returns
 * the final progress; `done` is false when the signal stopped it.
 */
export async function runTaxAuthImport(
  source: VoucherLookup,
  options: ImportWalkOptions & { store(voucher: ImportedVoucher, cursor: ImportCursor): Promise<void> },
): Promise<ImportProgress> {
  const walk = walkTaxAuthVouchers(source, options);
  for (;;) {
    const step = await walk.next();
    if (step.done) return step.value;
    await options.store(step.value.voucher, step.value.cursor);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
