import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocSpec } from '../../document';
import type { CondicionIva } from '../../fake-data';

/**
 * How the fresh layouts print numbers and dates. Kept apart from ../../formats.ts on purpose: these designs imitate
 * other vendors' software, which prints "1234.56" (an exported ERP), "1,234.56" (an importer's proforma) or
 * "26-11-2026" as well as the usual "1.234,56" and "26/11/2026".
 */
export type AmountStyle = 'ar' | 'ar-plain' | 'dot' | 'en';
export type FreshDateStyle = 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yyyy' | 'long' | 'long-upper' | 'd/m/yy';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "1.234,56" (ar), "1234,56" (ar-plain), "1234.56" (dot), "1,234.56" (en); `decimals` digits, half-even. */
export function amount(value: Decimal.Value, style: AmountStyle, decimals = 2): string {
  const fixed = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [integer, fraction] = fixed.replace('-', '').split('.');
  const frac = fraction ? fraction : '';
  let text: string;
  switch (style) {
    case 'ar':
      text = group(integer!, '.') + (frac ? `,${frac}` : '');
      break;
    case 'ar-plain':
      text = integer! + (frac ? `,${frac}` : '');
      break;
    case 'dot':
      text = integer! + (frac ? `.${frac}` : '');
      break;
    case 'en':
      text = group(integer!, ',') + (frac ? `.${frac}` : '');
      break;
  }
  return negative ? `-${text}` : text;
}

/** A quantity: whole numbers bare ("12"), else with the style's decimal mark ("2,5" / "2.5"); `fixed` forces decimals. */
export function quantity(value: number, style: AmountStyle, fixed?: number): string {
  if (fixed !== undefined) return amount(value, style, fixed);
  if (Number.isInteger(value)) return String(value);
  const decimals = String(value).split('.')[1]!.length;
  return amount(value, style, decimals);
}

export function date(iso: string, style: FreshDateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (style) {
    case 'dd/mm/yyyy':
      return `${d}/${m}/${y}`;
    case 'dd-mm-yyyy':
      return `${d}-${m}-${y}`;
    case 'dd.mm.yyyy':
      return `${d}.${m}.${y}`;
    case 'long':
      return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
    case 'long-upper':
      return `${Number(d)} DE ${MONTHS[Number(m) - 1]!.toUpperCase()} DE ${y}`;
    case 'd/m/yy':
      return `${Number(d)}/${Number(m)}/${y.slice(2)}`;
  }
}

export function cuitDashed(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** Sets the VAT-condition wording this vendor prints (the truth keeps the code), and returns it. */
export function sayCondition(doc: DocSpec, words: Record<CondicionIva, string>): string {
  doc.receiver.condicionText = words[doc.receiver.condicionIva];
  return doc.receiver.condicionText;
}

/** VAT contained in a final-price total (Ley 27.743, "Régimen de Transparencia Fiscal al Consumidor"). */
export function vatContained(total: Decimal, rate: number): Decimal {
  return round2(total.mul(rate).div(100 + rate));
}

/** A 13-digit EAN with its check digit, derived from an article code (stable per article). */
export function ean13(code: string): string {
  let h = 2166136261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const body = `779${String(h % 1_000_000_000).padStart(9, '0')}`;
  const sum = [...body].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}
