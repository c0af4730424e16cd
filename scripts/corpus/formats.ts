import Decimal from 'decimal.js';
import { formatCuit } from '../../src/common/cuit';
import { formatNumber } from '../../src/invoicing/render/format';

/** How a layout prints amounts, dates and CUITs: each layout picks its own, as different software does. */
export type NumberStyle = 'ar' | 'ar-plain' | 'ar-symbol' | 'ar-plain-symbol';
export type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yy' | 'long' | 'dd.mm.yyyy';
export type CuitStyle = 'hyphens' | 'digits';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "1.234,56" (ar), "1234,56" (ar-plain), "$ 1.234,56", "$ 1234,56"; USD amounts take "U$S" for the symbol. */
export function formatAmount(value: Decimal.Value, style: NumberStyle, currency: 'ARS' | 'USD' = 'ARS', decimals = 2): string {
  const grouped = formatNumber(new Decimal(value).toFixed(decimals), decimals);
  const plain = grouped.replace(/\./g, '');
  const symbol = currency === 'USD' ? 'U$S' : '$';
  switch (style) {
    case 'ar':
      return grouped;
    case 'ar-plain':
      return plain;
    case 'ar-symbol':
      return `${symbol} ${grouped}`;
    case 'ar-plain-symbol':
      return `${symbol} ${plain}`;
  }
}

/** Quantities print without decimals when whole ("3"), else with a decimal comma ("2,5"); `fixed` forces "3,00". */
export function formatQuantity(value: number, fixed?: number): string {
  if (fixed !== undefined) return formatNumber(new Decimal(value).toFixed(fixed), fixed);
  return Number.isInteger(value) ? String(value) : formatNumber(new Decimal(value).toFixed(), String(value).split('.')[1]!.length);
}

/** ISO date "2026-11-25" printed as 25/11/2026, 25-11-26, "25 de noviembre de 2026" or 25.11.2026. */
export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  switch (style) {
    case 'dd/mm/yyyy':
      return `${d}/${m}/${y}`;
    case 'dd-mm-yy':
      return `${d}-${m}-${y!.slice(2)}`;
    case 'dd.mm.yyyy':
      return `${d}.${m}.${y}`;
    case 'long':
      return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
  }
}

export function printCuit(digits: string, style: CuitStyle): string {
  return style === 'hyphens' ? formatCuit(digits) : digits;
}

/** 30123456 → "30.123.456", as DNIs are usually printed. */
export function printDni(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
