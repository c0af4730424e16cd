import { Encodings } from '@pdf-lib/standard-fonts';
import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocSpec } from '../../document';
import { RawPdf, type RawFont } from '../fresh9/common';

export {
  amount, amountInWords, cuitDashed, date, dotted, FlipPdf, FONT, hash01, JsPdfKit, longDate, pad, PdfLibKit, quantity, RawPdf, receiverNo, sayCondition,
  settle, vatContained, wrapBy, yy,
} from '../fresh9/common';
export type { RawFont } from '../fresh9/common';

const SHORT = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'];

/** "2026-11-27" → "27 nov. 2026" (as a cloud invoicing service prints it). */
export function shortEs(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${SHORT[Number(m) - 1]} ${y}`;
}

/** A perception (IIBB) on a net amount at `rate` percent, to the cent. */
export function perception(net: Decimal, rate: number): Decimal {
  return round2(net.mul(rate).div(100));
}

/** The sum of a document's line amounts without VAT (invoices printed with net prices). */
export function netOf(doc: DocSpec): Decimal {
  return doc.totals!.subtotal;
}

function winAnsi(text: string): number[] {
  return [...text].map((ch) => {
    const cp = ch.codePointAt(0)!;
    return Encodings.WinAnsi.encodeUnicodeCodePoint(Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? cp : 63).code;
  });
}

function literal(codes: number[]): string {
  let s = '(';
  for (const c of codes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) s += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) s += `\\${c.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(c);
  }
  return `${s})`;
}

const num = (v: number) => (Math.round(v * 1000) / 1000).toString();

function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${num(((v >> 16) & 255) / 255)} ${num(((v >> 8) & 255) / 255)} ${num((v & 255) / 255)}`;
}

/** One run of a word processor's line: text in one face, size and colour. */
export interface WpRun {
  text: string;
  font?: RawFont;
  size?: number;
  color?: string;
}

/**
 * A third way of writing a page by hand (fresh11), on fresh8's RawPdf objects and fonts, as a desktop word
 * processor's "export as PDF" writes its text: **one text object per laid-out line**, placed once with `Tm`; inside
 * it each run (a change of face, size or colour, even in the middle of a word) sets its font and shows a **TJ array
 * with a positioning number after every glyph**: the processor lays glyphs out on its own grid (advances rounded to
 * twentieths of a point, spaces stretched when a line is justified), and the PDF corrects the font's natural advance
 * to that grid glyph by glyph.
 */
export class WordPdf extends RawPdf {
  private mark(font: RawFont): void {
    (this as unknown as { used: Set<RawFont> }).used.add(font);
  }

  /** Advance of one glyph on the processor's grid (1/20 pt), plus any justification stretch of a space. */
  private advance(ch: string, font: RawFont, size: number, stretch: number): number {
    const natural = this.widthOf(ch, font, size);
    return Math.round((natural + (ch === ' ' ? stretch : 0)) * 20) / 20;
  }

  /** Width of a line of runs on the processor's grid. */
  runsWidth(runs: readonly WpRun[], stretch = 0): number {
    let w = 0;
    for (const r of runs) for (const ch of r.text) w += this.advance(ch, r.font ?? 'T', r.size ?? 11, stretch);
    return w;
  }

  /**
   * One line of runs whose top is at `y`; `align` in a box of `width` (justify stretches the spaces to fill it).
   * Returns the line's width.
   */
  wpLine(runs: readonly WpRun[], x: number, y: number, o: { align?: 'left' | 'right' | 'center' | 'justify'; width?: number } = {}): number {
    const parts = runs.filter((r) => r.text.length);
    if (!parts.length) return 0;
    const maxSize = Math.max(...parts.map((r) => r.size ?? 11));
    const spaces = parts.reduce((n, r) => n + [...r.text].filter((c) => c === ' ').length, 0);
    let stretch = 0;
    if (o.align === 'justify' && o.width && spaces) stretch = Math.max(0, (o.width - this.runsWidth(parts)) / spaces);
    const w = this.runsWidth(parts, stretch);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const base = this.size[1] - y - (maxSize * 0.8);
    const ops = [`BT 1 0 0 1 ${num(left)} ${num(base)} Tm`];
    for (const r of parts) {
      const font = r.font ?? 'T', size = r.size ?? 11;
      this.mark(font);
      const items: string[] = [];
      for (const ch of r.text) {
        const natural = this.widthOf(ch, font, size);
        const grid = this.advance(ch, font, size, stretch);
        items.push(literal(winAnsi(ch)));
        const adj = -((grid - natural) * 1000) / size;
        items.push(num(adj));
      }
      ops.push(`/${font} ${num(size)} Tf ${r.color ? `${rgb(r.color)} rg` : '0 g'} [${items.join('')}] TJ`);
    }
    ops.push('ET');
    this.op(ops.join('\n'));
    return w;
  }
}
