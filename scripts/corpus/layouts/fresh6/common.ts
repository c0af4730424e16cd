import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { PINNED_DATE } from '../../pdf';
import { FONT } from '../fresh2/common';

export { amount, cuitDashed, date, ean13, quantity, sayCondition, vatContained } from '../fresh/print';
export { amountInWords, FONT, jitter, MONTH_NAMES } from '../fresh2/common';
export { arcaQrUrl, PdfLibKit } from '../fresh3/common';
export { idOf, settle, spaced, weekday } from '../fresh4/common';

const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-26" → "26-nov-2026" (as some web systems print it). */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${SHORT_MONTHS[Number(m) - 1]}-${y}`;
}

export type JsFont = 'helvetica' | 'times' | 'courier' | 'dejavuCond';

export interface JsTextOptions {
  font?: JsFont;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** The box the text is aligned in (right/centre); x is its left edge. */
  width?: number;
}

/**
 * A small drawing kit over jsPDF (a PDF producer the corpus had not used: its own text operators, one BT…ET per
 * call, the standard 14 fonts in WinAnsi, or a TrueType face embedded as Identity-H with its ToUnicode map), with y
 * measured from the top of the page to the top of the text as in the pdfkit layouts. Metadata pinned, so the bytes
 * are the same from run to run.
 */
export class JsPdfKit {
  readonly pdf: jsPDF;

  constructor(readonly size: [number, number], meta: { title: string; creator: string; fileId: string; ttf?: boolean; compress?: boolean }) {
    this.pdf = new jsPDF({ unit: 'pt', format: size, orientation: size[0] > size[1] ? 'landscape' : 'portrait', compress: meta.compress ?? false });
    this.pdf.setCreationDate(PINNED_DATE);
    this.pdf.setFileId(meta.fileId);
    this.pdf.setProperties({ title: meta.title, creator: meta.creator });
    if (meta.ttf) {
      this.pdf.addFileToVFS('DejaVuSansCondensed.ttf', readFileSync(FONT.dejavuCond).toString('base64'));
      this.pdf.addFont('DejaVuSansCondensed.ttf', 'dejavuCond', 'normal');
      this.pdf.addFileToVFS('DejaVuSansCondensed-Bold.ttf', readFileSync(FONT.dejavuCondBold).toString('base64'));
      this.pdf.addFont('DejaVuSansCondensed-Bold.ttf', 'dejavuCond', 'bold');
    }
  }

  private use(o: JsTextOptions): void {
    const style = o.bold && o.italic ? 'bolditalic' : o.bold ? 'bold' : o.italic ? 'italic' : 'normal';
    this.pdf.setFont(o.font ?? 'helvetica', o.font === 'dejavuCond' && style.includes('italic') ? (o.bold ? 'bold' : 'normal') : style);
    this.pdf.setFontSize(o.size ?? 9);
    this.pdf.setTextColor(o.color ?? '#000000');
  }

  widthOf(value: string, o: JsTextOptions = {}): number {
    this.use(o);
    return this.pdf.getTextWidth(value);
  }

  /** One line of text whose top is at `y`. */
  text(value: string, x: number, y: number, o: JsTextOptions = {}): void {
    this.use(o);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - this.pdf.getTextWidth(value);
    if (o.align === 'center') left = x + ((o.width ?? 0) - this.pdf.getTextWidth(value)) / 2;
    this.pdf.text(value, left, y, { baseline: 'top' });
  }

  /** Words wrapped to `width`; returns the lines (not drawn). */
  wrap(value: string, width: number, o: JsTextOptions = {}): string[] {
    this.use(o);
    return this.pdf.splitTextToSize(value, width) as string[];
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number; radius?: number } = {}): void {
    if (o.fill) this.pdf.setFillColor(o.fill);
    if (o.stroke) this.pdf.setDrawColor(o.stroke);
    this.pdf.setLineWidth(o.lineWidth ?? 0.6);
    const style = o.fill && o.stroke ? 'FD' : o.fill ? 'F' : 'S';
    if (o.radius) this.pdf.roundedRect(x, y, w, h, o.radius, o.radius, style);
    else this.pdf.rect(x, y, w, h, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.pdf.setDrawColor(o.color ?? '#000000');
    this.pdf.setLineWidth(o.width ?? 0.6);
    if (o.dash) this.pdf.setLineDashPattern(o.dash, 0);
    this.pdf.line(x1, y1, x2, y2);
    if (o.dash) this.pdf.setLineDashPattern([], 0);
  }

  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lineWidth?: number }): void {
    if (o.fill) this.pdf.setFillColor(o.fill);
    if (o.stroke) this.pdf.setDrawColor(o.stroke);
    this.pdf.setLineWidth(o.lineWidth ?? 0.6);
    this.pdf.circle(x, y, r, o.fill && o.stroke ? 'FD' : o.fill ? 'F' : 'S');
  }

  /** A QR code of `data`, `side` points wide, its top-left corner at (x, y). */
  qr(data: string, x: number, y: number, side: number): void {
    const code = QRCode.create(data, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const cell = side / n;
    this.pdf.setFillColor('#000000');
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (code.modules.get(r, c)) this.pdf.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05, 'F');
  }

  addPage(): void {
    this.pdf.addPage(this.size, this.size[0] > this.size[1] ? 'landscape' : 'portrait');
  }

  bytes(): Buffer {
    return Buffer.from(this.pdf.output('arraybuffer'));
  }
}

/** An EAN-13 drawn as bars (left guard, 6 digits by the parity of the first, centre guard, 6 digits, right guard). */
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G_CODES = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R_CODES = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

export function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === 'L' ? L_CODES : G_CODES)[d[i]!]!;
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R_CODES[d[i]!]!;
  return `${bits}101`;
}
