import { fixOcrDigits } from './text-lines';

/**
 * How a document writes decimals. Argentine documents use "1.234,56"; exports from other systems use
 * "1234.56". Decided once per document, because "1.500" means 1500 in the first style and 1.5 in the second.
 */
export type NumberStyle = 'comma-decimal' | 'dot-decimal';

export function detectNumberStyle(text: string): NumberStyle {
  const comma = (text.match(/\d,\d{2}(?![\d])/g) ?? []).length + (text.match(/\d\.\d{3}[.,]/g) ?? []).length;
  const dot = (text.match(/(?<![\d.,])\d+\.\d{2}(?![\d.,])/g) ?? []).length + (text.match(/\d,\d{3}\.\d/g) ?? []).length;
  return dot > comma ? 'dot-decimal' : 'comma-decimal';
}

const CURRENCY_PREFIX = /^(?:U\$S|U\$D|US\$|USD|ARS|AR\$|EUR|€|\$)\s*/i;
// The sign after the number ("1.234,56 $", "1.234,56 ARS"), as some programs print it.
const CURRENCY_SUFFIX = /(?<=\d)\s*(?:U\$S|U\$D|US\$|USD|ARS|AR\$|EUR|€|\$)$/i;
const AMOUNT_SHAPE = /^-?\d[\d.,]*$/;
const MIXED_GROUPS = /^\d{1,3}(?:[.,]\d{3}){2,}[.,]\d{2}$/;

/**
 * Parses "1.234.567,89", "1234567.89", "$ 1.234", "U$S 58,00", "(1.234,00)" into a number with at most the
 * printed decimals; returns null when the text is not an amount. Both separators present: the last one is the
 * decimal mark; one kind only: repeated -> thousands, otherwise decided by `style`.
 */
export function parseAmount(raw: string, style: NumberStyle = 'comma-decimal'): number | null {
  // A footnote's asterisk against the number ("43.293,60*": exempt, or a scan's speck read so) is no digit of it.
  let s = raw.trim().replace(/^\*+|\*+$/g, '').replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  // "1.500,-" and "1.500.-": whole pesos, the cents written as a dash.
  if (/\d[.,]-$/.test(s)) s = s.slice(0, -2);
  else if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  } else if (/\d-$/.test(s)) {
    // "366.512,28-": the sign after the number, as accounting programs print a credit.
    negative = true;
    s = s.slice(0, -1);
  }
  s = fixOcrDigits(s).replace(/[.,]$/, '');
  if (!AMOUNT_SHAPE.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0 && MIXED_GROUPS.test(s)) {
    // Groups of three and two decimals, the separators mixed up by OCR ("9,725.890,94" for "9.725.890,94").
    normalized = `${s.slice(0, -3).replace(/[.,]/g, '')}.${s.slice(-2)}`;
  } else if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [intPart, ...rest] = s.split(decimal);
    if (rest.length !== 1) return null;
    if (!thousandsGroupsOk(intPart, thousands)) return null;
    normalized = `${intPart.split(thousands).join('')}.${rest[0]}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const isDecimalMark = style === 'comma-decimal' ? sep === ',' : sep === '.';
    const last = parts[parts.length - 1]!;
    if (style === 'comma-decimal' && sep === '.' && last.length === 5 && thousandsGroupsOk([...parts.slice(0, -1), last.slice(0, 3)].join(sep), sep)) {
      // A thousands group and two decimals whose comma OCR lost ("56.80000" for "56.800,00").
      normalized = `${parts.slice(0, -1).join('')}${last.slice(0, 3)}.${last.slice(3)}`;
    } else if (parts.length > 2 && last.length === 2 && thousandsGroupsOk(parts.slice(0, -1).join(sep), sep)) {
      // Groups of three, then two decimals behind the same mark: OCR read the decimal comma as a dot ("42.500.00").
      normalized = `${parts.slice(0, -1).join('')}.${last}`;
    } else if (parts.length > 2) {
      if (!thousandsGroupsOk(s, sep)) return null;
      normalized = parts.join('');
    } else if (isDecimalMark || parts[1].length !== 3) {
      normalized = `${parts[0]}.${parts[1]}`;
    } else {
      normalized = parts.join('');
    }
  } else {
    normalized = s;
  }
  const value = Number(normalized);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

function thousandsGroupsOk(intPart: string, sep: string): boolean {
  const groups = intPart.split(sep);
  if (groups.length === 1) return true;
  return groups[0].length >= 1 && groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3);
}

export type CurrencyCode = 'ARS' | 'USD' | 'EUR' | 'BRL';

/** Currency named by a marker or phrase ("U$S", "dólares", "Pesos argentinos"), or null. */
export function currencyOf(text: string): CurrencyCode | null {
  const t = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  // OCR reads the "$" of "U$S" as an S or a 5 ("USS", "U5S").
  if (/U\$S|U\$D|US\$|\bUSD\b|DOLAR|\bDOL\b|\bU[S5]S\b/.test(t)) return 'USD';
  if (/\bEUR\b|€|EURO/.test(t)) return 'EUR';
  if (/\bBRL\b|\bREAIS\b|\bREALES\b|R\$/.test(t)) return 'BRL';
  if (/\bARS\b|AR\$|\bPESOS?\b|\$/.test(t)) return 'ARS';
  return null;
}
