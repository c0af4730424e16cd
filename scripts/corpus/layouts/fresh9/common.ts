import { Encodings } from '@pdf-lib/standard-fonts';
import type { DocSpec } from '../../document';
import { RawPdf, type RawFont } from '../fresh8/common';

export {
  amount, amountInWords, cuitDashed, date, dotted, FONT, hash01, JsPdfKit, longDate, PdfLibKit, quantity, RawPdf, receiverDoc, sayCondition, settle,
  vatContained, yy,
} from '../fresh8/common';
export type { RawFont } from '../fresh8/common';

export function pad(value: number | string, width: number): string {
  return String(value).padStart(width, '0');
}

/** "2026-11-26" → "26-11-26" with the day and month unpadded ("6-1-26"), as a form filled by a printer. */
export function dmyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}-${Number(m)}-${y!.slice(2)}`;
}

/** The receiver's number as a given layout prints it ("" when none). */
export function receiverNo(doc: DocSpec, cuit: (d: string) => string, dni: (d: string) => string): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? cuit(r.docNumber) : dni(r.docNumber);
}

/** Splits `value` into lines no wider than `width` by `measure`. */
export function wrapBy(value: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && measure(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Text as a PDF string literal in WinAnsi (a character it lacks becomes '?'). */
export function winAnsiLiteral(text: string): string {
  let s = '(';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const code = Encodings.WinAnsi.encodeUnicodeCodePoint(Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? cp : 63).code;
    if (code === 0x28 || code === 0x29 || code === 0x5c) s += `\\${String.fromCharCode(code)}`;
    else if (code < 0x20 || code > 0x7e) s += `\\${code.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(code);
  }
  return `${s})`;
}

const num = (v: number) => (Math.round(v * 1000) / 1000).toString();

function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${num(((v >> 16) & 255) / 255)} ${num(((v >> 8) & 255) / 255)} ${num((v & 255) / 255)}`;
}

export interface FlipTextOptions {
  font?: RawFont;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** Horizontal scaling in percent (Tz), as a program squeezes a long text into its cell. */
  squeeze?: number;
}

/**
 * A second way of writing a page by hand (fresh9), on top of fresh8's RawPdf objects and fonts, as .NET report
 * libraries write theirs: the whole page in a **y-down coordinate system** (`1 0 0 -1 0 H cm` at the start of every
 * page) with every text object **flipped back by its own text matrix** (`1 0 0 -1 x y Tm`); **right- and centre-
 * aligned text starts at the cell's left edge and is pushed into place by a large negative number at the start of
 * its TJ array**; a multi-line cell is **one text object with a leading (TL) and the `'` operator** (next line and
 * show) for every line after the first; a long text can be squeezed by horizontal scaling (Tz).
 */
export class FlipPdf extends RawPdf {
  constructor(size: [number, number], meta: { producer: string; creator: string; title: string; author?: string }) {
    super(size, meta);
    // the base constructor adds the first page before or after `size` is set, depending on how fields are compiled
    const first = (this as unknown as { pages: Array<{ ops: string[] }> }).pages[0]!;
    if (!first.ops.length) this.op(`1 0 0 -1 0 ${num(size[1])} cm`);
  }

  override addPage(): void {
    super.addPage();
    if (this.size) this.op(`1 0 0 -1 0 ${num(this.size[1])} cm`);
  }

  private mark(font: RawFont): void {
    (this as unknown as { used: Set<RawFont> }).used.add(font);
  }

  private head(o: FlipTextOptions): { font: RawFont; size: number; pre: string } {
    const font = o.font ?? 'H', size = o.size ?? 9;
    this.mark(font);
    const pre = `BT ${o.color ? `${rgb(o.color)} rg` : '0 g'} /${font} ${num(size)} Tf${o.squeeze ? ` ${num(o.squeeze)} Tz` : ''}`;
    return { font, size, pre };
  }

  private shift(value: string, font: RawFont, size: number, o: FlipTextOptions): number {
    if (!o.align || o.align === 'left' || !o.width) return 0;
    const w = (this.widthOf(value, font, size) * (o.squeeze ?? 100)) / 100;
    return o.align === 'right' ? o.width - w : (o.width - w) / 2;
  }

  /** One line whose top is at `y` (from the top of the page, in the flipped space); returns its width. */
  flipText(value: string, x: number, y: number, o: FlipTextOptions = {}): number {
    const { font, size, pre } = this.head(o);
    const base = y + this.ascent(font, size);
    const dx = this.shift(value, font, size, o);
    const scale = (o.squeeze ?? 100) / 100;
    const push = dx > 0.001 ? `${num(-(dx * 1000) / (size * scale))}` : '';
    this.op(`${pre} 1 0 0 -1 ${num(x)} ${num(base)} Tm [${push}${winAnsiLiteral(value)}] TJ ET`);
    return (this.widthOf(value, font, size) * scale);
  }

  /** Several lines in one text object: TL leading, the first shown with TJ, the others with `'`. */
  flipLines(lines: readonly string[], x: number, y: number, leading: number, o: FlipTextOptions = {}): number {
    if (!lines.length) return y;
    const { font, size, pre } = this.head(o);
    const base = y + this.ascent(font, size);
    // in the flipped text space a positive leading moves down the page
    const parts = [`${pre} ${num(leading)} TL 1 0 0 -1 ${num(x)} ${num(base)} Tm ${winAnsiLiteral(lines[0]!)} Tj`];
    for (const line of lines.slice(1)) parts.push(`${winAnsiLiteral(line)} '`);
    this.op(`${parts.join(' ')} ET`);
    return y + leading * lines.length;
  }

  flipRect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${num(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgb(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgb(o.stroke ?? '#000000')} RG`);
    parts.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.op(`q ${parts.join(' ')} Q`);
  }

  flipLine(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.op(`q ${num(o.width ?? 0.6)} w ${rgb(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  /** Width of `value` in points (no kerning). */
  w(value: string, font: RawFont = 'H', size = 9): number {
    return this.widthOf(value, font, size);
  }
}
