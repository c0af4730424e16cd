import Decimal from 'decimal.js';
import { avoidTies, computeTotals, type DocSpec } from '../../document';

export { amount, cuitDashed, date, quantity, sayCondition, vatContained } from '../fresh/print';
export { amountInWords, FONT, jitter, MONTH_NAMES, retotal } from '../fresh2/common';
export { hasTie, PdfLibKit } from '../fresh3/common';

/** Amounts grouped by a space ("1 234 567,89"), as some ERPs set up with a European locale print them. */
export function spaced(value: Decimal.Value): string {
  const [integer, fraction] = new Decimal(value).toFixed(2).split('.');
  return `${integer!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export function weekday(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
}

/** The receiver's document as "CUIT 30-12345678-9" / "DNI 30.123.456" (or '' for an anonymous buyer). */
export function idOf(doc: DocSpec, dni: (n: string) => string = (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.')): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? `CUIT ${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}` : `DNI ${dni(r.docNumber)}`;
}

// fontkit (pdfkit's own font engine) gives each glyph's outline, to draw letters as paths with no text object.
interface FkGlyph { path: { toSVG(): string }; advanceWidth: number }
interface FkFont { unitsPerEm: number; ascent: number; layout(text: string): { glyphs: FkGlyph[]; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> } }
const fontkit = require('fontkit') as { openSync(path: string): FkFont };
const fonts = new Map<string, FkFont>();
function fkFont(file: string): FkFont {
  let f = fonts.get(file);
  if (!f) fonts.set(file, (f = fontkit.openSync(file)));
  return f;
}

export function outlineWidth(text: string, file: string, size: number): number {
  const f = fkFont(file);
  return f.layout(text).positions.reduce((a, p) => a + p.xAdvance, 0) * (size / f.unitsPerEm);
}

/**
 * Draws `text` as filled glyph outlines (no text object), its top at `y` as pdfkit's text() would place it; `width`
 * with `align` right/centre aligns it in a box. Returns the width drawn.
 */
export function outlineText(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  o: { font: string; size: number; color?: string; align?: 'left' | 'right' | 'center'; width?: number },
): number {
  const f = fkFont(o.font);
  const scale = o.size / f.unitsPerEm;
  const run = f.layout(text);
  const w = run.positions.reduce((a, p) => a + p.xAdvance, 0) * scale;
  let left = x;
  if (o.align === 'right') left = x + (o.width ?? 0) - w;
  if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
  const baseline = y + f.ascent * scale;
  let cursor = 0;
  run.glyphs.forEach((g, i) => {
    const p = run.positions[i]!;
    const d = g.path.toSVG();
    if (d) {
      pdf.save();
      pdf.translate(left + (cursor + p.xOffset) * scale, baseline - p.yOffset * scale);
      pdf.scale(scale, -scale);
      pdf.path(d).fill(o.color ?? '#000000');
      pdf.restore();
    }
    cursor += p.xAdvance;
  });
  return w;
}

/** After a layout changed quantities or prices: no rounding ties (prices nudged by a cent, or remito quantities by one), totals again. */
export function settle(doc: DocSpec): void {
  avoidTies(doc.lines, doc.pricesIncludeIva, doc.kind === 'remito');
  doc.totals = computeTotals(doc.lines, doc.pricesIncludeIva);
}
