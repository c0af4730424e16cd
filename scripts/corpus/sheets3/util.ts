/**
 * Helpers of the `sheets3` split (prefix `sa`): CSV text to bytes and a date-time in the forms the layouts write.
 * Orders, templates, customers, lines, truth and zip/xlsx writing are reused from `sheets/common.ts` and
 * `sheets2/util.ts`, not copied.
 */
import { csvLine } from '../sheets/common';

export interface CsvOptions {
  sep: string;
  eol: '\n' | '\r\n';
  bom?: boolean;
  /** quote every field that is not a plain number */
  quoteText?: boolean;
  finalBreak?: boolean;
}

/** CSV bytes (UTF-8) from rows of cells; `quoteText` quotes every non-numeric cell (as Python's QUOTE_NONNUMERIC). */
export function csvBytes(rows: ReadonlyArray<readonly string[]>, o: CsvOptions): Buffer {
  const line = (cells: readonly string[]) =>
    o.quoteText ? cells.map((c) => (/^-?\d+(\.\d+)?$/.test(c) ? c : `"${c.replace(/"/g, '""')}"`)).join(o.sep) : csvLine(cells, o.sep);
  const text = rows.map(line).join(o.eol) + (o.finalBreak === false ? '' : o.eol);
  return Buffer.from((o.bom ? '\uFEFF' : '') + text, 'utf8');
}

/** hh:mm(:ss) of a time drawn between `from` and `to` hours. */
export function clock(rng: { int(a: number, b: number): number }, from: number, to: number, seconds = false): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(rng.int(from, to))}:${p(rng.int(0, 59))}${seconds ? `:${p(rng.int(0, 59))}` : ''}`;
}
