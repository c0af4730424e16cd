import Decimal from 'decimal.js';
import { moneyNumber } from '../../../common/money';
import { monthNamed } from '../../extraction/rules/dates';

/** A cell as read from a CSV (always text) or an .xlsx (typed). */
export type CellValue = string | number | boolean | Date | null;

/** Text of a cell, trimmed; numbers in plain notation (no exponent) so document numbers survive. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return toIsoDate(value) ?? '';
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return String(value).replace(/\s+/g, ' ').trim();
}

export const isBlank = (value: CellValue): boolean => cellText(value) === '';

/**
 * Argentine and plain number formats: `1.234.567,89`, `1234567.89`, `2370,00`, `$ 1.234,50`, `U$S 12,5`, `(1.000,00)`.
 * Returns null when the text is not a number. A lone separator before three digits is read the Argentine way ("1.500"
 * = 1500, "1,5" = 1.5) unless `decimalPoint` says the file writes its decimals with a point (decimalPointFile):
 * then "2.000" is 2 and "1,500" is 1500.
 */
export function parseDecimal(value: CellValue, decimalPoint = false): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : null;
  if (typeof value !== 'string') return null;
  let text = value.trim().replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/^(U\$S|US\$|USD|ARS|\$|€|EUR)/i, '').replace(/(U\$S|USD|ARS|\$|%)$/i, '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const normalized = normalizeSeparators(text, decimalPoint);
  if (normalized === null) return null;
  const result = new Decimal(normalized);
  return negative ? result.negated() : result;
}

function normalizeSeparators(text: string, decimalPoint: boolean): string | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the last one is the decimal separator, the other groups thousands.
    const [thousands, decimal] = lastComma > lastDot ? ['.', ','] : [',', '.'];
    const [integer, fraction, ...rest] = text.split(decimal);
    if (rest.length > 0 || !validGrouping(integer, thousands)) return null;
    return `${integer.split(thousands).join('')}.${fraction}`;
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (separator === null) return text;
  const parts = text.split(separator);
  if (parts.length > 2) return validGrouping(text, separator) ? parts.join('') : null;
  const [integer, fraction] = parts;
  if (integer === '' || fraction === '') return null;
  if (decimalPoint) return separator === '.' ? `${integer}.${fraction}` : fraction.length === 3 && validGrouping(text, ',') ? integer + fraction : null;
  // A single dot followed by exactly three digits is the Argentine thousands separator ("1.500" = 1500);
  // a single comma is always decimal ("1,5", "2370,00").
  if (separator === '.' && fraction.length === 3 && integer.length <= 3 && !integer.startsWith('0')) return integer + fraction;
  return `${integer}.${fraction}`;
}

function validGrouping(integer: string, separator: string): boolean {
  const groups = integer.split(separator);
  if (groups.length === 1) return /^\d+$/.test(integer);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * Whether a file writes its decimals with a point ("11240.30", "2.000" for two units, "1,234.50"): some of its number
 * texts can only be read so (a point before one or two digits, or commas grouping before a point) and none only the
 * Argentine way (a comma before one or two digits, points grouping before a comma, two grouping points).
 */
export function decimalPointFile(texts: readonly string[]): boolean {
  let point = 0;
  for (const raw of texts) {
    const text = raw.trim().replace(/^(U\$S|US\$|USD|ARS|\$|€|EUR)\s*/i, '').replace(/\s*%$/, '');
    if (/^-?\d+,\d{1,2}$|^-?\d{1,3}(\.\d{3})+,\d+$|^-?\d{1,3}(\.\d{3}){2,}$/.test(text)) return false;
    if (/^-?\d+\.\d{1,2}$|^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) point++;
  }
  return point > 0;
}

/** Rounds to cents at the very end, by the one rounding of amounts (half-even, like the tax authority's). */
export const toMoney = (value: Decimal): number => moneyNumber(value);

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** Dates: `15/10/2026`, `15-10-26`, ISO `2026-10-15[T…]`, Excel serial numbers and Date cells → `YYYY-MM-DD`. */
export function parseDate(value: CellValue): string | null {
  if (value instanceof Date) return toIsoDate(value);
  if (typeof value === 'number') {
    // A number cell holding aaaammdd (20261111).
    if (Number.isInteger(value) && value >= 19000101 && value <= 21001231) return parseDate(String(value));
    // Excel serial day numbers between 1954 and 2119: anything else is not a date.
    if (value < 20000 || value > 80000) return null;
    return toIsoDate(new Date(EXCEL_EPOCH_MS + Math.floor(value) * 86_400_000));
  }
  if (typeof value !== 'string') return null;
  // A time of day after the date ("17/11/2026 20:57:09", "17/11/2026, 8:05 p. m.", "2026-11-17T20:57") says nothing more.
  const text = value.trim().replace(TIME_OF_DAY, '');
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) return isoFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (match) return isoFromParts(fullYear(match[3]), Number(match[2]), Number(match[1]));
  // "17-nov-2026", "17 nov. 2026", "17 de noviembre de 2026".
  match = /^(\d{1,2})(?:\s*[-/]\s*|\s+(?:de\s+)?)([a-zñ]{3,10})\.?(?:\s*[-/]\s*|\s+(?:de\s+)?)(\d{2}|\d{4})$/i.exec(text);
  if (match) {
    const month = monthNamed(match[2]!.normalize('NFD').replace(/\p{M}/gu, ''));
    return month === undefined ? null : isoFromParts(fullYear(match[3]!), month, Number(match[1]));
  }
  // "20261111": an export's aaaammdd.
  match = /^((?:19|20)\d{2})(\d{2})(\d{2})$/.exec(text);
  if (match) return isoFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d+(\.\d+)?$/.test(text)) return parseDate(Number(text));
  return null;
}

const TIME_OF_DAY = /(?:[T\s,]+|T)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[ap]\.?\s?m\.?|hs?\.?)?\s*(?:z|[+-]\d{2}:?\d{2})?$/i;

const fullYear = (digits: string): number => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

function isoFromParts(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return toIsoDate(date);
}

/** exceljs gives dates as UTC midnight; use the UTC calendar day. */
function toIsoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 10);
}

/** Lower case, no accents, single spaces: "  Razón   Social " → "razon social". */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
