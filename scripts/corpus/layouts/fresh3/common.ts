import Decimal from 'decimal.js';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { computeTotals, type DocLine } from '../../document';
import { PINNED_DATE } from '../../pdf';

export { amountInWords, FONT, jitter, MONTH_NAMES, retotal } from '../fresh2/common';

/** True when some line amount or VAT amount would round on an exact half cent (the truth must not depend on it). */
export function hasTie(lines: readonly DocLine[], pricesIncludeIva: boolean): boolean {
  const tie = (v: Decimal) => v.mul(100).mod(1).abs().eq(0.5);
  if (lines.some((l) => l.unitPrice !== null && tie(new Decimal(l.quantity).mul(l.unitPrice)))) return true;
  const totals = computeTotals(lines, pricesIncludeIva);
  return !!totals?.byRate.some((r) => tie(r.net.mul(r.rate).div(100)));
}

export type StdFont = 'helv' | 'helvB' | 'helvI' | 'times' | 'timesB' | 'timesI' | 'courier' | 'courierB';

export interface TextOptions {
  font?: StdFont;
  size?: number;
  /** Hex colour "#rrggbb". */
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Box width for right/centre alignment. */
  width?: number;
  /** Each word its own text object (drawText per word), as some report writers do. */
  words?: boolean;
}

/**
 * A small drawing kit over pdf-lib (another PDF producer than pdfkit and chromium: standard 14 fonts in WinAnsi,
 * one text object per drawText), with y measured from the top of the page as in pdfkit.
 */
export class PdfLibKit {
  page!: PDFPage;
  private fonts!: Record<StdFont, PDFFont>;

  private constructor(readonly pdf: PDFDocument, readonly size: [number, number]) {}

  static async create(size: [number, number], meta: { title: string; producer: string; creator: string }): Promise<PdfLibKit> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(meta.title);
    pdf.setProducer(meta.producer);
    pdf.setCreator(meta.creator);
    pdf.setCreationDate(PINNED_DATE);
    pdf.setModificationDate(PINNED_DATE);
    const kit = new PdfLibKit(pdf, size);
    const embed = (f: StandardFonts) => pdf.embedFont(f);
    kit.fonts = {
      helv: await embed(StandardFonts.Helvetica), helvB: await embed(StandardFonts.HelveticaBold), helvI: await embed(StandardFonts.HelveticaOblique),
      times: await embed(StandardFonts.TimesRoman), timesB: await embed(StandardFonts.TimesRomanBold), timesI: await embed(StandardFonts.TimesRomanItalic),
      courier: await embed(StandardFonts.Courier), courierB: await embed(StandardFonts.CourierBold),
    };
    kit.addPage();
    return kit;
  }

  addPage(): void {
    this.page = this.pdf.addPage(this.size);
  }

  private color(hex = '#000000') {
    const n = Number.parseInt(hex.slice(1), 16);
    return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  }

  widthOf(text: string, font: StdFont = 'helv', size = 9): number {
    return this.fonts[font].widthOfTextAtSize(text, size);
  }

  /** Draws one line of text whose top is at `y` (from the top of the page). */
  text(value: string, x: number, y: number, o: TextOptions = {}): void {
    const font = this.fonts[o.font ?? 'helv'];
    const size = o.size ?? 9;
    const w = font.widthOfTextAtSize(value, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const baseline = this.size[1] - y - font.heightAtSize(size, { descender: false });
    const color = this.color(o.color);
    if (!o.words) {
      this.page.drawText(value, { x: left, y: baseline, size, font, color });
      return;
    }
    let cursor = left;
    for (const part of value.split(/( +)/)) {
      if (part && !/^ +$/.test(part)) this.page.drawText(part, { x: cursor, y: baseline, size, font, color });
      cursor += font.widthOfTextAtSize(part, size);
    }
  }

  /** Wraps `value` into lines no wider than `width`; returns the lines. */
  wrap(value: string, width: number, font: StdFont = 'helv', size = 9): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.widthOf(next, font, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.page.drawRectangle({
      x, y: this.size[1] - y - h, width: w, height: h,
      ...(o.fill ? { color: this.color(o.fill) } : {}),
      ...(o.stroke ? { borderColor: this.color(o.stroke), borderWidth: o.lineWidth ?? 0.6 } : {}),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.page.drawLine({
      start: { x: x1, y: this.size[1] - y1 }, end: { x: x2, y: this.size[1] - y2 },
      thickness: o.width ?? 0.6, color: this.color(o.color ?? '#000000'), ...(o.dash ? { dashArray: o.dash } : {}),
    });
  }

  /** A QR code of `data`, `side` points wide, its top-left corner at (x, y). */
  qr(data: string, x: number, y: number, side: number): void {
    const code = QRCode.create(data, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const cell = side / n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (code.modules.get(r, c)) this.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
    }
  }

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.pdf.save({ useObjectStreams: false }));
  }
}

/** The data of the QR ARCA asks on electronic vouchers (RG 4892): a URL with the voucher as base64 JSON. */
export function arcaQrUrl(v: { date: string; cuit: string; ptoVta: number; tipo: number; nro: number; total: Decimal; docTipo: number; docNro: string; cae: string }): string {
  const json = {
    ver: 1, fecha: v.date, cuit: Number(v.cuit), ptoVta: v.ptoVta, tipoCmp: v.tipo, nroCmp: v.nro, importe: v.total.toNumber(), moneda: 'PES', ctz: 1,
    tipoDocRec: v.docTipo, nroDocRec: Number(v.docNro || 0), tipoCodAut: 'E', codAut: Number(v.cae),
  };
  return `https://www.arca.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(json)).toString('base64')}`;
}
