import Decimal from 'decimal.js';
import type { Amount } from './ledger.types';

/** A voucher that cannot be written in the RG 3685 layout (a value too large, a malformed date…). */
export class LedgerFormatError extends Error {
  override readonly name = 'LedgerFormatError';
  readonly code = 'ledger_format_error';
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export function dec(value: Amount | null | undefined, field: string): Decimal {
  if (value === null || value === undefined || value === '') return new D(0);
  try {
    const d = new D(value);
    if (!d.isFinite()) throw new Error('not finite');
    return d;
  } catch {
    throw new LedgerFormatError(`${field}: "${String(value)}" is not a decimal number`);
  }
}

/**
 * RG 3685 amount: 13 integers + 2 decimals without separator, zero-padded left; a negative value puts "-" in the
 * first position (then 14 digits). Rounded half-even to cents (TAXAUTH.md §3.5).
 */
export function amountField(value: Amount | null | undefined, field: string, width = 15): string {
  const cents = dec(value, field).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  const digits = cents.abs().toFixed(0);
  const room = cents.isNegative() && !cents.isZero() ? width - 1 : width;
  if (digits.length > room) throw new LedgerFormatError(`${field}: ${dec(value, field).toFixed(2)} does not fit in ${width} positions`);
  return cents.isNegative() && !cents.isZero() ? `-${digits.padStart(room, '0')}` : digits.padStart(width, '0');
}

/** Tipo de cambio: 4 integers + 6 decimals. */
export function exchangeRateField(value: Amount, field: string): string {
  const rate = dec(value, field);
  if (rate.lte(0)) throw new LedgerFormatError(`${field}: the exchange rate must be positive`);
  const digits = rate.times(1_000_000).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0);
  if (digits.length > 10) throw new LedgerFormatError(`${field}: ${rate.toFixed()} does not fit in 4 integers + 6 decimals`);
  return digits.padStart(10, '0');
}

export function numberField(value: number | string, width: number, field: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new LedgerFormatError(`${field}: "${text}" is not a non-negative integer`);
  const trimmed = text.replace(/^0+(?=\d)/, '');
  if (trimmed.length > width) throw new LedgerFormatError(`${field}: ${text} does not fit in ${width} positions`);
  return trimmed.padStart(width, '0');
}

/**
 * Alphanumeric: padded right with spaces, cut at `width`. Accents are dropped and anything outside printable ASCII
 * becomes a space, so one character is one byte in whatever code page the importer reads (it is a Windows program).
 */
export function textField(value: string | null | undefined, width: number): string {
  const ascii = (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .trim();
  return ascii.slice(0, width).padEnd(width, ' ');
}

/** YYYY-MM-DD (or yyyymmdd) → AAAAMMDD; absent → zeros. */
export function dateField(value: string | null | undefined, field: string, optional = false): string {
  if (!value) {
    if (optional) return '00000000';
    throw new LedgerFormatError(`${field}: a date is required`);
  }
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!m) throw new LedgerFormatError(`${field}: "${value}" is not a YYYY-MM-DD date`);
  return `${m[1]}${m[2]}${m[3]}`;
}
