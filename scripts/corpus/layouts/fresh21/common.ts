import { deflateSync } from 'node:zlib';
import type { DocSpec } from '../../document';
import { makeIssuer, type Issuer } from '../../fake-data';
import { PINNED_DATE } from '../../pdf';
import type { Rng } from '../../random';
import { assemblePdf, glyphs, literal, metricsOf, n, pdfStream, rgbOf, type RawFont } from '../fresh8/common';

export {
  A4, A4_LANDSCAPE, amount, ArchivePdf, arcaQrUrl, caeOf, discountLine, dMonDash, dmyDot, GdiPdf, hashOf, idValue, JsPdfKit, LIB, listFor, MacPdf,
  PdfLibKit, perception, PipePdf, qrModules, quantity, settle, TagPdf, wrapBy,
} from '../fresh20/common';
export { docTipo } from '../fresh12/common';
export { ean13 } from '../fresh/print';
export { englishDate, longDate, yy } from '../fresh8/common';
export { esc, htmlPage } from '../html';

const MON3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-24" → "24/11/2026". */
export function dmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** "2026-11-24" → "24 nov. 2026". */
export function dMonLower(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MON3[Number(m) - 1]}. ${y}`;
}

/** An issuer whose VAT condition wording is fixed by the layout (a Monotributista's, say). */
export function issuerAs(rng: Rng, name: string, trade: string, condition?: string): Issuer {
  const issuer = makeIssuer(rng, name, trade);
  return condition ? { ...issuer, condicionText: condition } : issuer;
}

/** The CUIT with dashes. */
export function dashed(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** The receiver's document as "CUIT 30-71234567-8" / "DNI 30.123.456" pieces (null for none). */
export function receiverId(doc: DocSpec): { kind: 'CUIT' | 'DNI'; value: string; bare: string } | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  return r.docType === 'CUIT'
    ? { kind: 'CUIT', value: dashed(r.docNumber), bare: r.docNumber }
    : { kind: 'DNI', value: r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.'), bare: r.docNumber };
}

/** "1.234,56" with a trailing minus for credits ("1.234,56-"), as old desktop ERPs print a negative amount. */
export function trailingMinus(text: string): string {
  return `${text}-`;
}

// ---------------------------------------------------------------------------------------------------------------
// BandPdf (fresh21): a page as a **banded report engine** (JasperReports on an old iText, Crystal-like) writes it.
// Two things the corpus's older writers do not do:
// - every text field is drawn **in its own clipped box**: `q x y w h re W n BT /F2 8 Tf 1 0 0 1 x y Tm (…) Tj ET Q`,
//   the engine having placed the string itself inside the field's box (left, centred or right for numbers), a field
//   that stretches over several lines written in the same text object with a leading (`TL`) and `T*`;
// - the report's **static bands** (the letterhead, captions, boxes and rules that are the same on every page) are
//   drawn ONCE into a **Form XObject** that every page shows with `/Fx0 Do` before its own fields, so on a voucher
//   printed as ORIGINAL / DUPLICADO / TRIPLICADO or on a report of two sheets the captions exist once in the file,
//   in the form, while the values sit in each page's content stream.
// Standard 14 faces in WinAnsi (`/F1` … as iText names them), not embedded, with no ToUnicode map. Deterministic:
// dates pinned, the file ID an MD5 of the bytes (fresh8's assemblePdf).
// ---------------------------------------------------------------------------------------------------------------

export interface BandTextOptions {
  font?: RawFont;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

const BAND_ORDER: RawFont[] = ['H', 'HB', 'HI', 'T', 'TB', 'TI', 'C', 'CB'];
const BAND_BASE: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};

export class BandPdf {
  private frameOps: string[] = [];
  private pages: string[][] = [];
  private used = new Set<RawFont>();
  private target: string[] = this.frameOps;

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string }) {}

  /** What follows goes into the static form every page shows (call before the first page). */
  frame(): void {
    this.target = this.frameOps;
  }

  /** A new page: its own fields follow, the static form shown first. */
  addPage(): void {
    const ops: string[] = [];
    this.pages.push(ops);
    this.target = ops;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private fontId(f: RawFont): string {
    this.used.add(f);
    return `F${BAND_ORDER.indexOf(f) + 1}`;
  }

  widthOf(value: string, font: RawFont = 'H', size = 8): number {
    const m = metricsOf(font);
    let w = 0;
    for (const g of glyphs(value)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
    return (w * size) / 1000;
  }

  wrap(value: string, width: number, font: RawFont = 'H', size = 8): string[] {
    const lines: string[] = [];
    let cur = '';
    for (const word of value.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.widthOf(next, font, size) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  private ascent(font: RawFont, size: number): number {
    return ((font.startsWith('T') ? 683 : font.startsWith('C') ? 629 : 718) * size) / 1000;
  }

  /**
   * A text field: the box (x, y from the top, w, h) is clipped, the lines placed inside it with a 2 pt padding,
   * the first line's top 2 pt below the box's top; several lines share one text object (TL, T*).
   */
  field(value: string | string[], x: number, y: number, w: number, h: number, o: BandTextOptions = {}): void {
    const lines = (Array.isArray(value) ? value : [value]).filter((l) => l !== '');
    if (!lines.length) return;
    const font = o.font ?? 'H', size = o.size ?? 8, pad = 2, leading = size * 1.18;
    const H = this.size[1];
    const id = this.fontId(font);
    const color = o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg';
    const place = (line: string) => {
      const lw = this.widthOf(line, font, size);
      return o.align === 'right' ? x + w - pad - lw : o.align === 'center' ? x + (w - lw) / 2 : x + pad;
    };
    const base = H - y - pad - this.ascent(font, size);
    const parts = [`q ${n(x)} ${n(H - y - h)} ${n(w)} ${n(h)} re W n`, 'BT', `/${id} ${n(size)} Tf`, color];
    if (o.align === 'right' || o.align === 'center') {
      // each line placed on its own: the engine computes every line's start
      lines.forEach((line, i) => parts.push(`1 0 0 1 ${n(place(line))} ${n(base - i * leading)} Tm`, `${literal(glyphs(line).map((g) => g.code))} Tj`));
    } else {
      parts.push(`${n(leading)} TL`, `1 0 0 1 ${n(place(lines[0]!))} ${n(base)} Tm`);
      lines.forEach((line, i) => parts.push(`${i ? 'T* ' : ''}${literal(glyphs(line).map((g) => g.code))} Tj`));
    }
    parts.push('ET', 'Q');
    this.target.push(parts.join('\n'));
  }

  /** A static text (no clip) whose top is at y; returns its width. */
  text(value: string, x: number, y: number, o: BandTextOptions & { width?: number } = {}): number {
    if (!value) return 0;
    const font = o.font ?? 'H', size = o.size ?? 8;
    const w = this.widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const id = this.fontId(font);
    this.target.push(`BT\n/${id} ${n(size)} Tf\n${o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg'}\n1 0 0 1 ${n(left)} ${n(this.size[1] - y - this.ascent(font, size))} Tm\n${literal(glyphs(value).map((g) => g.code))} Tj\nET`);
    return w;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = ['q', `${n(o.lineWidth ?? 0.5)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re`, o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S', 'Q');
    this.target.push(parts.join('\n'));
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.target.push(`q\n${n(o.width ?? 0.5)} w\n${rgbOf(o.color ?? '#000000')} RG\n${o.dash ? `[${o.dash.join(' ')}] 0 d\n` : ''}${n(x1)} ${n(H - y1)} m\n${n(x2)} ${n(H - y2)} l\nS\nQ`);
  }

  /** A square of modules (a QR) at (x, y) from the top, `side` wide. */
  modules(m: { n: number; on: (r: number, c: number) => boolean }, x: number, y: number, side: number): void {
    const cell = side / m.n, H = this.size[1];
    const parts = ['q', '0 0 0 rg'];
    for (let r = 0; r < m.n; r++) for (let c = 0; c < m.n; c++) if (m.on(r, c)) parts.push(`${n(x + c * cell)} ${n(H - y - (r + 1) * cell)} ${n(cell + 0.05)} ${n(cell + 0.05)} re`);
    parts.push('f', 'Q');
    this.target.push(parts.join('\n'));
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const catalog = add('');
    const pagesObj = add('');
    const str = (s: string) => literal(glyphs(s).map((g) => g.code));
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${str(this.meta.producer)} /Creator ${str(this.meta.creator)} /Title ${str(this.meta.title)} /CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const fonts = BAND_ORDER.filter((f) => this.used.has(f)).map((f) => `/F${BAND_ORDER.indexOf(f) + 1} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${BAND_BASE[f]} /Encoding /WinAnsiEncoding >>`)} 0 R`);
    const fontDict = `/Font << ${fonts.join(' ')} >>`;
    const form = add(pdfStream(`/Type /XObject /Subtype /Form /FormType 1 /BBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Matrix [1 0 0 1 0 0] /Resources << /ProcSet [/PDF /Text] ${fontDict} >> /Filter /FlateDecode`,
      deflateSync(Buffer.from(this.frameOps.join('\n'), 'latin1'))));
    const kids: number[] = [];
    for (const ops of this.pages) {
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(['q', '1 0 0 1 0 0 cm', '/Fx0 Do', 'Q', ...ops].join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] ${fontDict} /XObject << /Fx0 ${form} 0 R >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  }
}
