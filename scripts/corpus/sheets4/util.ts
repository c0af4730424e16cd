/**
 * Helpers of the `sheets4` split (prefix `sb`): a few writers the layouts share. Orders, templates, customers, lines,
 * truth, zip and exceljs output are reused from `sheets/common.ts`, `sheets2/util.ts` and `sheets3/util.ts`, not copied.
 */
import iconv from 'iconv-lite';
import { csvLine, dashedCuit, dottedDni, type Customer } from '../sheets/common';
import type { Rng } from '../random';

/** CSV text in a legacy encoding (windows-1252, macintosh), rows joined by `eol`. */
export function encodedCsv(rows: ReadonlyArray<readonly string[]>, sep: string, eol: string, encoding: string, finalBreak = true): Buffer {
  const text = rows.map((r) => csvLine(r, sep)).join(eol) + (finalBreak ? eol : '');
  return iconv.encode(text, encoding);
}

/** The customer's document as a person typing it would: with or without dashes/dots, sometimes with its kind. */
export function typedDoc(rng: Rng, c: Customer): string {
  if (c.docType === 'DNI') return rng.pick([dottedDni(c.docNumber), c.docNumber, `DNI ${c.docNumber}`, dottedDni(c.docNumber)]);
  return rng.pick([dashedCuit(c.docNumber), c.docNumber, dashedCuit(c.docNumber), `${c.docNumber.slice(0, 2)} ${c.docNumber.slice(2, 10)} ${c.docNumber.slice(10)}`]);
}

/** 0-based column index of a letter ("A" → 0, "K" → 10). */
export function colIndex(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** ISO → "14-nov-26" (Excel's d-mmm-yy in Spanish). */
export function dMmmYy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}-${SHORT[Number(m) - 1]}-${y!.slice(2)}`;
}

/** A Date (UTC) for an ISO day at hh:mm:ss. */
export function utcAt(iso: string, h: number, min: number, s = 0): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h, min, s));
}

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
