import { Problem } from './voucher.types';

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DAY_MS = 86_400_000;
/** Argentina has used UTC−3 all year since 2009 (no DST); the tax authority's "N" is that calendar day. */
const ARGENTINA_OFFSET_MS = -3 * 3_600_000;

/** The calendar date (YYYY-MM-DD) in Argentina at instant `now`. */
export function argentinaDate(now: Date): string {
  return new Date(now.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date in YYYY-MM-DD form (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD → yyyymmdd, the tax authority's date format. */
export function toCbteFch(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** FCE family of the voucher: its invoices and its notes have their own date windows (TAXAUTH §3.4). */
export type FceRole = 'invoice' | 'note' | null;

export interface VoucherDatesInput {
  concepto: number;
  /** CbteFch, YYYY-MM-DD. */
  date: string;
  /** N: today in Argentina, YYYY-MM-DD. */
  today: string;
  serviceFrom?: string | null;
  serviceTo?: string | null;
  dueDate?: string | null;
  fce: FceRole;
  lastVoucherDate?: string | null;
}

export interface VoucherDates {
  FchServDesde?: string;
  FchServHasta?: string;
  FchVtoPago?: string;
}

/** TAXAUTH §3.3 literal of 10016 (numbering / date order). */
export const MSG_10016 =
  'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.';

/** Date rules of TAXAUTH §3.4 as pure checks, plus the yyyymmdd fields to send. */
export function checkVoucherDates(input: VoucherDatesInput): { dates: VoucherDates; problems: Problem[] } {
  const problems: Problem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });
  if (![1, 2, 3].includes(input.concepto)) add('concepto', '10030', 'Concepto must be 1 (products), 2 (services) or 3 (both).');
  if (!isIsoDate(input.date)) {
    add('date', 'invalid_date', `Voucher date ${input.date} is not a YYYY-MM-DD date.`);
    return { dates: {}, problems };
  }
  for (const field of ['serviceFrom', 'serviceTo', 'dueDate'] as const) {
    const value = input[field];
    if (value && !isIsoDate(value)) add(field, 'invalid_date', `${field} ${value} is not a YYYY-MM-DD date.`);
  }
  if (problems.length > 0) return { dates: {}, problems };

  checkWindow(input, add);
  if (input.lastVoucherDate && input.date < input.lastVoucherDate) {
    // TAXAUTH §3.3: CbteFch may not be earlier than the last authorized voucher of this POS and type.
    add('date', '10016', `${MSG_10016} (last voucher date ${input.lastVoucherDate})`);
  }

  const services = input.concepto === 2 || input.concepto === 3;
  const dates: VoucherDates = {};
  if (services) {
    // 10049: services need the period and the payment due date.
    for (const field of ['serviceFrom', 'serviceTo', 'dueDate'] as const) {
      if (!input[field]) add(field, '10049', `${field} is required for concepto ${input.concepto} (services).`);
    }
    if (input.serviceFrom) dates.FchServDesde = toCbteFch(input.serviceFrom);
    if (input.serviceTo) dates.FchServHasta = toCbteFch(input.serviceTo);
    if (input.serviceFrom && input.serviceTo && input.serviceFrom > input.serviceTo) {
      add('serviceTo', '10032', `The service period ends (${input.serviceTo}) before it starts (${input.serviceFrom}).`);
    }
  }
  // For products the three service fields are not sent, except FchVtoPago on FCE invoices (10163).
  if (input.dueDate && (services || input.fce === 'invoice')) {
    dates.FchVtoPago = toCbteFch(input.dueDate);
    if (input.dueDate < input.date) add('dueDate', '10036', `The payment due date ${input.dueDate} is before the voucher date ${input.date}.`);
  }
  if (input.fce === 'invoice') {
    if (!input.dueDate) add('dueDate', '10163', 'FCE invoices need a payment due date.');
    else if (input.dueDate < input.today) add('dueDate', '10164', `The FCE payment due date ${input.dueDate} is in the past.`);
  }
  return { dates, problems };
}

function checkWindow(input: VoucherDatesInput, add: (field: string, code: string, message: string) => void): void {
  const [before, after] =
    input.fce === 'invoice' ? [5, 1] : input.fce === 'note' ? [5, 0] : input.concepto === 1 ? [5, 5] : [10, 10];
  const from = addDays(input.today, -before);
  const to = addDays(input.today, after);
  if (input.date < from || input.date > to) {
    add('date', '10016', `The voucher date ${input.date} must be between ${from} and ${to} (N-${before} .. N+${after}, N = ${input.today}).`);
  } else if (input.concepto === 1 && input.date > input.today && input.date.slice(0, 7) !== input.today.slice(0, 7)) {
    // TAXAUTH §3.4 (10152): a future-dated product voucher must stay in the current month.
    add('date', '10152', `A product voucher dated after today must stay in ${input.today.slice(0, 7)}.`);
  }
}
