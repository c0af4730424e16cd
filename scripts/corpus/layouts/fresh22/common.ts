import Decimal from 'decimal.js';
import { composeDocument, type ComposeConfig, type DocSpec } from '../../document';
import type { Issuer } from '../../fake-data';
import type { Rng } from '../../random';
import { glyphs, literal, n, RawPdf, rgbOf, type RawFont } from '../fresh8/common';

export { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
export { amountInWords, retotal } from '../fresh2/common';
export { PdfLibKit } from '../fresh3/common';
export { settle } from '../fresh4/common';
export { discountLine } from '../fresh5/common';
export { JsPdfKit } from '../fresh6/common';
export { RawPdf } from '../fresh8/common';
export { perception } from '../fresh11/common';
export { dashed, issuerAs, receiverId } from '../fresh21/common';
export { esc, htmlPage } from '../html';

const MON3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const EN3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = (iso: string) => iso.split('-') as [string, string, string];

/** "2026-11-24" → "24/XI/2026" (the month in Roman numerals, as some old-fashioned programs print it). */
export function romanDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d}/${ROMAN[Number(m) - 1]}/${y}`;
}

/** "2026-11-24" → "24.11.26". */
export function dotYy(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d}.${m}.${y.slice(2)}`;
}

/** "2026-11-24" → "martes 24 de noviembre de 2026". */
export function weekdayLong(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
}

/** "2026-11-24" → "Nov-24-2026". */
export function enDash(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${EN3[Number(m) - 1]}-${d}-${y}`;
}

/** "2026-11-24" → "24-nov-2026". */
export function dMon(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d}-${MON3[Number(m) - 1]}-${y}`;
}

/** "2026-11-24" → "2026/11/24". */
export function ymd(iso: string): string {
  return iso.replace(/-/g, '/');
}

/** "noviembre 2026" (a month as a period). */
export function monthName(iso: string): string {
  const [y, m] = parts(iso);
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

/** A fixed stable hash in [0, 1) of a string and a salt. */
export function h01(seed: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return (h >>> 8) / 16777216;
}

/** composeDocument with the layout's id and template filled in. */
export function compose(rng: Rng, config: ComposeConfig, ctx: { issuer: Issuer; template: { id: string }; today: string }, layout: string, reference: string): DocSpec {
  return composeDocument(rng, config, { layout, templateId: ctx.template.id, issuer: ctx.issuer, reference, variant: {}, today: ctx.today });
}

/** The VAT amount of one line (net line amount × rate), to the cent, as a column "IVA $" shows it per row. */
export function lineVat(amountNet: Decimal, rate: number): Decimal {
  return amountNet.mul(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

// ---------------------------------------------------------------------------------------------------------------
// RowPdf (fresh22): a page as an old **columnar report writer** writes it (a Clipper / xBase report printed to PDF
// through a "driver" that keeps the line printer's idea of a line). Things the older writers do not do:
// - **one text object per printed line**: a whole table row is a single `TJ` array, the columns placed not by moving
//   the text position but by **large negative displacements between the strings** (`[(Correa) -8421.3 (2) -3120 (18.230,00)] TJ`);
//   the line never contains a space between its columns, only the displacement;
// - the table's face **condensed with horizontal scaling** (`82 Tz`), the letterhead at 100 %;
// - address blocks positioned with `TL` and `T*` from a first `Td`, the report's lines one after the other as the
//   printer's carriage feeds them; the shading written at the start of the page's stream, the rules at its end.
// Standard 14 faces in WinAnsi (fresh8's RawPdf underneath, whose font resources and file assembly it keeps).
// ---------------------------------------------------------------------------------------------------------------

export interface RowCell {
  text: string;
  /** Left edge of the column, or its right edge when `right`. */
  x: number;
  right?: boolean;
  font?: RawFont;
}

export class RowPdf extends RawPdf {
  private deferred: string[] = [];

  private use(font: RawFont): void {
    (this as unknown as { used: Set<RawFont> }).used.add(font);
  }

  /**
   * One printed line at top `y`: every cell in one BT…ET, one `TJ` array whose numbers carry the pen from the end of
   * a cell to the start of the next; `scale` is the horizontal scaling (Tz) in percent.
   */
  row(cells: readonly RowCell[], y: number, o: { size?: number; scale?: number; color?: string; font?: RawFont } = {}): void {
    const size = o.size ?? 8, th = (o.scale ?? 100) / 100, font = o.font ?? 'C';
    const placed = cells.filter((c) => c.text !== '').map((c) => {
      const f = c.font ?? font;
      const w = this.widthOf(c.text, f, size) * th;
      return { ...c, f, w, left: c.right ? c.x - w : c.x };
    }).sort((a, b) => a.left - b.left);
    if (!placed.length) return;
    for (const c of placed) this.use(c.f);
    const base = this.size[1] - y - this.ascent(font, size);
    let ops = `BT ${o.color ? `${rgbOf(o.color)} rg` : '0 g'} /${placed[0]!.f} ${n(size)} Tf ${n(o.scale ?? 100)} Tz 1 0 0 1 ${n(placed[0]!.left)} ${n(base)} Tm [`;
    let pen = placed[0]!.left;
    let current = placed[0]!.f;
    placed.forEach((c, i) => {
      if (i > 0) {
        const gap = Math.max(c.left - pen, size * 0.25 * th);
        if (c.f !== current) {
          // a change of face ends the array: the pen goes on with Td from the line's start
          ops += `] TJ /${c.f} ${n(size)} Tf 1 0 0 1 ${n(pen + gap)} ${n(base)} Tm [`;
          current = c.f;
        } else ops += ` ${n(-(gap * 1000) / (size * th))} `;
        pen += gap;
      }
      ops += literal(glyphs(c.text).map((g) => g.code));
      pen += c.w;
    });
    this.op(`${ops}] TJ ET`);
  }

  /** Several lines fed one after the other with TL / T* (a wrapped field, an address block). */
  lines(values: readonly string[], x: number, y: number, o: { size?: number; leading?: number; font?: RawFont; scale?: number } = {}): void {
    if (!values.length) return;
    const size = o.size ?? 8, font = o.font ?? 'C', lead = o.leading ?? size * 1.2;
    this.use(font);
    const base = this.size[1] - y - this.ascent(font, size);
    const body = values.map((v, i) => `${i ? 'T* ' : ''}${literal(glyphs(v).map((g) => g.code))} Tj`).join(' ');
    this.op(`BT 0 g /${font} ${n(size)} Tf ${n(o.scale ?? 100)} Tz ${n(lead)} TL ${n(x)} ${n(base)} Td ${body} ET`);
  }

  /** Rules and shading kept for the end of the page (the driver draws its graphics after the text). */
  later(kind: 'rect' | 'line', a: number, b: number, c: number, d: number, o: { fill?: string; width?: number } = {}): void {
    const H = this.size[1];
    if (kind === 'rect') this.deferred.push(`q ${rgbOf(o.fill ?? '#000000')} rg ${n(a)} ${n(H - b - d)} ${n(c)} ${n(d)} re f Q`);
    else this.deferred.push(`q ${n(o.width ?? 0.5)} w 0 G ${n(a)} ${n(H - b)} m ${n(c)} ${n(H - d)} l S Q`);
  }

  /** Writes the deferred graphics onto the current page (call before addPage and before bytes). */
  flush(): void {
    // shading goes under the text (prepended to the page's operators), rules after everything
    const page = (this as unknown as { pages: Array<{ ops: string[] }> }).pages;
    const current = page[page.length - 1]!;
    const fills = this.deferred.filter((d) => d.includes(' re f'));
    const strokes = this.deferred.filter((d) => !d.includes(' re f'));
    current.ops.unshift(...fills);
    current.ops.push(...strokes);
    this.deferred = [];
  }
}
