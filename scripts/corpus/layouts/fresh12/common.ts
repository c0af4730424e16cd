import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import QRCode from 'qrcode';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, n, pdfStream, RawPdf, rgbOf, winAnsiCMap, type RawFont } from '../fresh8/common';
import { winAnsiLiteral } from '../fresh9/common';

export {
  amount, amountInWords, cuitDashed, date, dotted, FlipPdf, FONT, hash01, JsPdfKit, longDate, pad, PdfLibKit, quantity, RawPdf, receiverNo, sayCondition,
  settle, vatContained, wrapBy, yy, WordPdf,
} from '../fresh11/common';
export type { RawFont, WpRun } from '../fresh11/common';
export { GlyphPdf, plain } from '../fresh10/common';
export { arcaQrUrl } from '../fresh3/common';
export { qrSvg } from '../fresh7/common';

/** "2026-11-27" → "2026-11-27" (ISO, as an ERP's export prints it). */
export function iso(d: string): string {
  return d;
}

/** "2026-11-27" → "27-11-26". */
export function dmy2(d: string): string {
  const [y, m, dd] = d.split('-');
  return `${dd}-${m}-${y!.slice(2)}`;
}

/** A perception on a net amount at `rate` percent, to the cent. */
export function perception(net: Decimal, rate: number): Decimal {
  return round2(net.mul(rate).div(100));
}

/** A CAE-looking 14-digit number. */
export function caeOf(digits: (n: number) => string): string {
  return `7${digits(13)}`;
}

/** ARCA document type of the receiver (80 CUIT, 96 DNI, 99 none) for the QR. */
export function docTipo(doc: DocSpec): number {
  return doc.receiver.docType === 'CUIT' ? 80 : doc.receiver.docType === 'DNI' ? 96 : 99;
}

/** The QR's modules (for writers without a QR of their own). */
export function qrModules(data: string): { n: number; on: (r: number, c: number) => boolean } {
  const code = QRCode.create(data, { errorCorrectionLevel: 'M' });
  return { n: code.modules.size, on: (r, c) => !!code.modules.get(r, c) };
}

// ---------------------------------------------------------------------------------------------------------------
// FormPdf (fresh12): a fourth hand-written way of putting text on a page, as some invoicing programs print a
// voucher and its copies: the voucher is drawn ONCE into a **Form XObject** (its own content stream, BBox and font
// resources) and the page shows it with `Do` **under a scaling matrix, twice** (ORIGINAL and DUPLICADO side by side
// on one landscape sheet, each reduced). The page's own content stream holds only the copy labels, the cut line
// and the `cm … Do` invocations; every field's text lives in the form. The form is drawn with fresh8's RawPdf
// operators (standard 14 faces in WinAnsi, a ToUnicode map), taken from a RawPdf used as a scratch canvas.
// ---------------------------------------------------------------------------------------------------------------

const STD: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};

export interface FormPlacement {
  /** Lower-left corner of the form on the page, and its scale. */
  x: number;
  y: number;
  scale: number;
  /** Rotation in degrees (counter-clockwise) about the lower-left corner. */
  rotate?: number;
}

export class FormPdf {
  /** The scratch canvas the voucher is drawn on (y from the top of the form, as RawPdf measures it). */
  readonly form: RawPdf;
  private pageOps: string[] = [];
  private pageFonts = new Set<RawFont>();

  constructor(readonly formSize: [number, number], readonly pageSize: [number, number], readonly meta: { producer: string; creator: string; title: string }) {
    this.form = new RawPdf(formSize, { ...meta });
  }

  /** Text drawn on the page itself (outside the form), its top at `y` from the top of the page. */
  pageText(value: string, x: number, y: number, o: { font?: RawFont; size?: number; color?: string; align?: 'left' | 'center' | 'right'; width?: number } = {}): void {
    const font = o.font ?? 'HB', size = o.size ?? 9;
    this.pageFonts.add(font);
    const w = this.form.widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const base = this.pageSize[1] - y - this.form.ascent(font, size);
    const color = o.color ? `${rgbOf(o.color)} rg` : '0 g';
    this.pageOps.push(`BT ${color} /${font} ${n(size)} Tf ${n(left)} ${n(base)} Td ${winAnsiLiteral(value)} Tj ET`);
  }

  pageLine(x1: number, y1: number, x2: number, y2: number, o: { width?: number; dash?: number[]; color?: string } = {}): void {
    const H = this.pageSize[1];
    this.pageOps.push(`q ${n(o.width ?? 0.5)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  /** Shows the form at a placement (a `cm` then `/Fm1 Do`). */
  place(p: FormPlacement): void {
    const r = ((p.rotate ?? 0) * Math.PI) / 180;
    const a = p.scale * Math.cos(r), b = p.scale * Math.sin(r);
    this.pageOps.push(`q ${n(a)} ${n(b)} ${n(-b)} ${n(a)} ${n(p.x)} ${n(p.y)} cm /Fm1 Do Q`);
  }

  bytes(): Buffer {
    const inner = this.form as unknown as { pages: Array<{ ops: string[] }>; used: Set<RawFont> };
    const formOps = inner.pages[0]!.ops.join('\n');
    const fonts = [...new Set<RawFont>([...inner.used, ...this.pageFonts])].sort();
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o) as number;
    const catalog = add('');
    const pages = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${winAnsiLiteral(this.meta.producer)} /Creator ${winAnsiLiteral(this.meta.creator)} /Title ${winAnsiLiteral(this.meta.title)} /CreationDate (D:${stamp}Z) /ModDate (D:${stamp}Z) >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs = fonts.map((f) => `/${f} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${STD[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    const fontDict = `/Font << ${fontRefs.join(' ')} >>`;
    const form = add(pdfStream(
      `/Type /XObject /Subtype /Form /FormType 1 /BBox [0 0 ${n(this.formSize[0])} ${n(this.formSize[1])}] /Matrix [1 0 0 1 0 0] /Resources << /ProcSet [/PDF /Text] ${fontDict} >> /Filter /FlateDecode`,
      deflateSync(Buffer.from(formOps, 'latin1')),
    ));
    const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.pageOps.join('\n'), 'latin1'))));
    const page = add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(this.pageSize[0])} ${n(this.pageSize[1])}] /Contents ${content} 0 R ` +
      `/Resources << /ProcSet [/PDF /Text] ${fontDict} /XObject << /Fm1 ${form} 0 R >> >> >>`);
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
    return assemblePdf(objects, catalog, info);
  }
}

