import Decimal from 'decimal.js';
import { computeTotals, type DocSpec } from '../../document';

/** TrueType faces the fresh2 pdfkit layouts embed (pdfkit takes a font file's path as its name). */
const TT = '/usr/share/fonts/truetype';
export const FONT = {
  serif: `${TT}/liberation/LiberationSerif-Regular.ttf`,
  serifBold: `${TT}/liberation/LiberationSerif-Bold.ttf`,
  serifItalic: `${TT}/liberation/LiberationSerif-Italic.ttf`,
  sans: `${TT}/liberation/LiberationSans-Regular.ttf`,
  sansBold: `${TT}/liberation/LiberationSans-Bold.ttf`,
  narrow: `${TT}/liberation/LiberationSansNarrow-Regular.ttf`,
  narrowBold: `${TT}/liberation/LiberationSansNarrow-Bold.ttf`,
  mono: `${TT}/liberation/LiberationMono-Regular.ttf`,
  monoBold: `${TT}/liberation/LiberationMono-Bold.ttf`,
  dejavu: `${TT}/dejavu/DejaVuSans.ttf`,
  dejavuBold: `${TT}/dejavu/DejaVuSans-Bold.ttf`,
  dejavuCond: `${TT}/dejavu/DejaVuSansCondensed.ttf`,
  dejavuCondBold: `${TT}/dejavu/DejaVuSansCondensed-Bold.ttf`,
  dejavuSerif: `${TT}/dejavu/DejaVuSerif.ttf`,
  dejavuMonoOblique: `${TT}/dejavu/DejaVuSansMono-Oblique.ttf`,
} as const;

export const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const UNITS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince',
  'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiún', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco',
  'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

function below1000(n: number): string {
  if (n === 0) return '';
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100), r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(HUNDREDS[h]!);
  if (r < 30) {
    if (r) parts.push(UNITS[r]!);
  } else {
    const t = Math.floor(r / 10), u = r % 10;
    parts.push(u ? `${TENS[t]} y ${UNITS[u]}` : TENS[t]!);
  }
  return parts.join(' ');
}

/** 123456 → "ciento veintitrés mil cuatrocientos cincuenta y seis" (apocopated "un", as before "pesos"). */
export function integerInWords(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000), thousands = Math.floor((n % 1_000_000) / 1000), rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un millón' : `${integerInWords(millions)} millones`);
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${below1000(thousands)} mil`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** "Son pesos ciento veinte mil con 50/100" style: the integer part in words, cents as a fraction. */
export function amountInWords(value: Decimal, currencyWords: string): string {
  const fixed = value.toFixed(2);
  const [integer, cents] = fixed.split('.');
  return `${currencyWords} ${integerInWords(Number(integer))} con ${cents}/100`;
}

/** Recomputes a document's totals after a layout changed its lines (descriptions, prices). */
export function retotal(doc: DocSpec): void {
  doc.totals = computeTotals(doc.lines, doc.pricesIncludeIva);
}

/** A small deterministic jitter from a string (for "handwritten" or crooked fills), in [-1, 1). */
export function jitter(seed: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return ((h >>> 8) % 2000) / 1000 - 1;
}
