import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import { computeTotals, avoidTies, composeDocument, type ComposeConfig, type DocSpec } from '../../document';
import { makeIssuer, type Issuer } from '../../fake-data';
import { formatAmount } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import type { Rng } from '../../random';
import { FONT } from '../fresh2/common';
import { PdfLibKit, type StdFont } from '../fresh3/common';
import { JsPdfKit, type JsFont } from '../fresh6/common';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream, winAnsiCMap, type RawFont } from '../fresh8/common';
import type { TemplateSpec } from '../layout';

export { amountInWords } from '../fresh2/common';

/** The faces a fresh24 layout asks for; each pen maps them to its producer's fonts. */
export type Face = 'sans' | 'sansB' | 'sansI' | 'serif' | 'serifB' | 'mono' | 'monoB';

export interface PenText {
  face?: Face;
  size?: number;
  align?: 'left' | 'right' | 'center';
  /** Box width for right / centre alignment. */
  width?: number;
  color?: string;
}

/** What the fresh24 layouts draw with, whatever writes the PDF (pdfkit, pdf-lib, jsPDF or the column writer). y is from the top. */
export interface Pen {
  readonly size: [number, number];
  text(value: string, x: number, y: number, o?: PenText): void;
  widthOf(value: string, face?: Face, size?: number): number;
  rect(x: number, y: number, w: number, h: number, o?: { fill?: string; stroke?: string; lineWidth?: number }): void;
  line(x1: number, y1: number, x2: number, y2: number, o?: { color?: string; width?: number; dash?: number[] }): void;
  addPage(): void;
  /** Report-engine sections (only the column writer orders by them; the others ignore it). */
  section(name: string, columnMajor?: boolean): void;
}

// ------------------------------------------------------------------------------------------------------------
// Pens over the shared writers (pdfkit, fresh3's PdfLibKit, fresh6's JsPdfKit).
// ------------------------------------------------------------------------------------------------------------

const KIT_FONT: Record<Face, string> = {
  sans: FONT.sans, sansB: FONT.sansBold, sansI: 'Helvetica-Oblique', serif: FONT.serif, serifB: FONT.serifBold, mono: 'Courier', monoB: 'Courier-Bold',
};

export class KitPen implements Pen {
  readonly size: [number, number];
  constructor(readonly pdf: PDFKit.PDFDocument, private readonly faces: Partial<Record<Face, string>> = {}) {
    this.size = [pdf.page.width, pdf.page.height];
  }
  private face(f: Face = 'sans'): string {
    return this.faces[f] ?? KIT_FONT[f];
  }
  text(value: string, x: number, y: number, o: PenText = {}): void {
    const size = o.size ?? 9;
    this.pdf.font(this.face(o.face)).fontSize(size).fillColor(o.color ?? '#000000');
    const w = this.pdf.widthOfString(value);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    this.pdf.text(value, left, y, { lineBreak: false, lineGap: 0 });
  }
  widthOf(value: string, face: Face = 'sans', size = 9): number {
    return this.pdf.font(this.face(face)).fontSize(size).widthOfString(value);
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.pdf.save().lineWidth(o.lineWidth ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.pdf.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.pdf.fill(o.fill);
    else this.pdf.stroke(o.stroke ?? '#000000');
    this.pdf.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.pdf.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) this.pdf.dash(o.dash[0]!, { space: o.dash[1] ?? o.dash[0]! });
    this.pdf.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.pdf.undash().restore();
  }
  addPage(): void {
    this.pdf.addPage({ size: this.size, margin: 0 });
  }
  section(): void {}
}

const LIB_FONT: Record<Face, StdFont> = { sans: 'helv', sansB: 'helvB', sansI: 'helvI', serif: 'times', serifB: 'timesB', mono: 'courier', monoB: 'courierB' };

export class LibPen implements Pen {
  constructor(readonly kit: PdfLibKit, readonly size: [number, number]) {}
  text(value: string, x: number, y: number, o: PenText = {}): void {
    this.kit.text(value, x, y, { font: LIB_FONT[o.face ?? 'sans'], size: o.size ?? 9, align: o.align, width: o.width, color: o.color });
  }
  widthOf(value: string, face: Face = 'sans', size = 9): number {
    return this.kit.widthOf(value, LIB_FONT[face], size);
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.kit.rect(x, y, w, h, o.fill || o.stroke ? o : { ...o, stroke: '#000000' });
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.kit.line(x1, y1, x2, y2, o);
  }
  addPage(): void {
    this.kit.addPage();
  }
  section(): void {}
}

const JS_FONT: Record<Face, { font: JsFont; bold?: boolean; italic?: boolean }> = {
  sans: { font: 'helvetica' }, sansB: { font: 'helvetica', bold: true }, sansI: { font: 'helvetica', italic: true },
  serif: { font: 'times' }, serifB: { font: 'times', bold: true }, mono: { font: 'courier' }, monoB: { font: 'courier', bold: true },
};

export class JsPen implements Pen {
  constructor(readonly kit: JsPdfKit, readonly size: [number, number]) {}
  text(value: string, x: number, y: number, o: PenText = {}): void {
    this.kit.text(value, x, y, { ...JS_FONT[o.face ?? 'sans'], size: o.size ?? 9, align: o.align, width: o.width, color: o.color });
  }
  widthOf(value: string, face: Face = 'sans', size = 9): number {
    return this.kit.widthOf(value, { ...JS_FONT[face], size });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.kit.rect(x, y, w, h, o.fill || o.stroke ? o : { ...o, stroke: '#000000' });
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.kit.line(x1, y1, x2, y2, o);
  }
  addPage(): void {
    this.kit.addPage();
  }
  section(): void {}
}

// ------------------------------------------------------------------------------------------------------------
// ColumnPdf: a PDF writer of its own imitating a banded report engine (Crystal-like runtimes of the 2000s).
// Text is buffered per page and per report section; a section marked column-major (the details band) is written
// one BT … ET per COLUMN, walking down the rows with relative `Td` moves, so the page's text comes column after
// column; the other sections are written field by field in design order. Every field is wrapped in a marked
// content span carrying its /ActualText (UTF-16BE), amounts are shown in several Tj pieces (the engine's number
// formatter emits the integer groups and the decimals apart), body text is condensed with `Tz` and spaced with
// `Tc`. Standard 14 faces in WinAnsi with a ToUnicode map (fresh8's), PDF 1.5 header, deflated streams.
// ------------------------------------------------------------------------------------------------------------

const RAW: Record<Face, RawFont> = { sans: 'H', sansB: 'HB', sansI: 'HI', serif: 'T', serifB: 'TB', mono: 'C', monoB: 'CB' };
const RAW_BASE: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};
const n = (v: number) => (Math.round(v * 1000) / 1000).toString();

function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => n(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
}

function utf16(value: string): string {
  let hex = 'FEFF';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    hex += cp > 0xffff ? '003F' : cp.toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

interface Field { x: number; base: number; font: RawFont; size: number; color: string; value: string; tz: number }
interface Band { name: string; columnMajor: boolean; fields: Field[] }
interface ColPage { graphics: string[]; bands: Band[] }

export class ColumnPdf implements Pen {
  private pages: ColPage[] = [];
  private used = new Set<RawFont>();
  /** Horizontal scaling (percent) applied to the details band. */
  bodyScale = 94;

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string }) {
    this.addPage();
  }
  private get page(): ColPage {
    return this.pages[this.pages.length - 1]!;
  }
  addPage(): void {
    this.pages.push({ graphics: [], bands: [{ name: 'PageHeader', columnMajor: false, fields: [] }] });
  }
  section(name: string, columnMajor = false): void {
    this.page.bands.push({ name, columnMajor, fields: [] });
  }
  private get band(): Band {
    return this.page.bands[this.page.bands.length - 1]!;
  }
  private scaleOf(): number {
    return this.band.columnMajor ? this.bodyScale : 100;
  }
  widthOf(value: string, face: Face = 'sans', size = 9, tz = 100): number {
    const m = metricsOf(RAW[face]);
    let w = 0;
    for (const g of glyphs(value)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
    return ((w * size) / 1000) * (tz / 100);
  }
  text(value: string, x: number, y: number, o: PenText = {}): void {
    if (!value) return;
    const face = o.face ?? 'sans', size = o.size ?? 9, font = RAW[face];
    this.used.add(font);
    const tz = this.scaleOf();
    const w = this.widthOf(value, face, size, tz);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = font.startsWith('T') ? 0.683 : font.startsWith('C') ? 0.629 : 0.718;
    this.band.fields.push({ x: left, base: this.size[1] - y - ascent * size, font, size, color: o.color ?? '#000000', value, tz });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgb(o.fill)} rg`);
    parts.push(`${rgb(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.page.graphics.push(`q ${parts.join(' ')} Q`);
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.graphics.push(`q ${n(o.width ?? 0.6)} w ${rgb(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  /** An amount's pieces as the engine's formatter writes them: "1.234.567,89" → "1.", "234.", "567", ",89". */
  private pieces(value: string): string[] {
    if (!/^[-$U S]*[\d.,]+$/.test(value) || value.length < 5) return [value];
    const out: string[] = [];
    let cur = '';
    for (const ch of value) {
      cur += ch;
      if (ch === '.' || ch === ' ') {
        out.push(cur);
        cur = '';
      }
    }
    const comma = cur.lastIndexOf(',');
    if (comma > 0) out.push(cur.slice(0, comma), cur.slice(comma));
    else out.push(cur);
    return out.filter(Boolean);
  }

  private show(f: Field): string {
    const tc = f.tz < 100 ? ' 0.15 Tc' : ' 0 Tc';
    const shows = this.pieces(f.value).map((p) => `${literal(glyphs(p).map((g) => g.code))} Tj`).join(' ');
    return `/Span <</ActualText ${utf16(f.value)}>> BDC /${f.font} ${n(f.size)} Tf ${rgb(f.color)} rg ${n(f.tz)} Tz${tc} ${shows} EMC`;
  }

  private bandOps(band: Band, mcid: number): string[] {
    if (!band.fields.length) return [];
    const ops: string[] = [`/${band.name} <</MCID ${mcid}>> BDC`];
    if (!band.columnMajor) {
      for (const f of band.fields) ops.push(`BT 1 0 0 1 ${n(f.x)} ${n(f.base)} Tm ${this.show(f)} ET`);
    } else {
      // columns: fields grouped by their left edge (right-aligned cells by their right edge), top to bottom
      const key = (f: Field) => Math.round(f.x / 6);
      const columns = new Map<number, Field[]>();
      for (const f of band.fields) {
        const k = [...columns.keys()].find((c) => Math.abs(c - key(f)) <= 1 && columns.get(c)!.every((g) => Math.abs(g.base - f.base) > 0.5)) ?? key(f);
        columns.set(k, [...(columns.get(k) ?? []), f]);
      }
      for (const k of [...columns.keys()].sort((a, b) => a - b)) {
        const cells = columns.get(k)!.sort((a, b) => b.base - a.base);
        let lx = cells[0]!.x, ly = cells[0]!.base;
        const parts = [`BT 1 0 0 1 ${n(lx)} ${n(ly)} Tm`];
        cells.forEach((f, i) => {
          if (i) {
            parts.push(`${n(f.x - lx)} ${n(f.base - ly)} Td`);
            lx = f.x;
            ly = f.base;
          }
          parts.push(this.show(f));
        });
        parts.push('ET');
        ops.push(parts.join('\n'));
      }
    }
    ops.push('EMC');
    return ops;
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}Z`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (${date}) /ModDate (${date}) >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs = (Object.keys(RAW_BASE) as RawFont[]).filter((f) => this.used.has(f))
      .map((f) => `/${f} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${RAW_BASE[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    const kids: number[] = [];
    for (const p of this.pages) {
      let mcid = 0;
      const ops = [...p.graphics];
      for (const band of p.bands) ops.push(...this.bandOps(band, mcid++));
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(ops.join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /MarkInfo << /Marked true >> /Lang (es-AR) >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
  }
}

// ------------------------------------------------------------------------------------------------------------
// Data helpers.
// ------------------------------------------------------------------------------------------------------------

export function issuerOf(rng: Rng, name: string, trade: string, condition?: string): Issuer {
  const issuer = makeIssuer(rng, name, trade);
  return condition ? { ...issuer, condicionText: condition } : issuer;
}

export function templateOf(layoutId: string, issuer: Issuer, catalog: TemplateSpec['catalog'], o: { name: string; instructions: string; pricesIncludeIva?: boolean; concepto?: 1 | 2 | 3 }): TemplateSpec {
  return {
    id: `${layoutId}-${issuer.tradeName.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 16)}`,
    name: o.name, instructions: o.instructions, catalog, pricesIncludeIva: o.pricesIncludeIva ?? false, ivaRate: 21, concepto: o.concepto ?? 1,
  };
}

/** composeDocument, then the layout's own changes to the lines (re-tied and re-totalled). */
export function composeWith(rng: Rng, config: ComposeConfig, base: Parameters<typeof composeDocument>[2], tweak?: (doc: DocSpec, rng: Rng) => void): DocSpec {
  const doc = composeDocument(rng, config, base);
  if (tweak) {
    tweak(doc, rng);
    avoidTies(doc.lines, doc.pricesIncludeIva, doc.kind === 'remito');
    doc.totals = computeTotals(doc.lines, doc.pricesIncludeIva);
  }
  return doc;
}

/** "1.234,56" with the document's own style but without symbol. */
export function ar(value: Decimal.Value, decimals = 2): string {
  return formatAmount(value, 'ar', 'ARS', decimals);
}

/** "1,234.56" as software set to English number format prints it. */
export function en(value: Decimal.Value): string {
  const [i, d] = new Decimal(value).toFixed(2).split('.');
  return `${i!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${d}`;
}

export function qty(value: number, decimals?: number): string {
  if (decimals !== undefined) return ar(value, decimals);
  return Number.isInteger(value) ? String(value) : ar(value, String(value).split('.')[1]!.length);
}

const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** Dates in the ways these programs print them. */
export function fecha(iso: string, style: 'slash' | 'slash-yy' | 'dash-mon' | 'iso' | 'long-comma' | 'dot-yy' | 'mon-year' | 'weekday'): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mon = MESES[Number(m) - 1]!;
  switch (style) {
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'slash-yy':
      return `${Number(d)}/${Number(m)}/${y.slice(2)}`;
    case 'dash-mon':
      return `${d}-${mon.slice(0, 3).toLowerCase()}-${y}`;
    case 'iso':
      return iso;
    case 'long-comma':
      return `${mon} ${Number(d)}, ${y}`;
    case 'dot-yy':
      return `${d}.${m}.${y.slice(2)}`;
    case 'mon-year':
      return `${Number(d)} ${mon.toUpperCase()} ${y}`;
    case 'weekday': {
      const wd = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
      return `${wd}, ${Number(d)} de ${mon.toLowerCase()} de ${y}`;
    }
  }
}

/** A CUIT spelled as these programs spell it. */
export function cuit(digits: string, style: 'dash' | 'plain' | 'space' | 'dot' | 'slash'): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (style) {
    case 'dash':
      return `${a}-${b}-${c}`;
    case 'plain':
      return digits;
    case 'space':
      return `${a} ${b} ${c}`;
    case 'dot':
      return `${a}.${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)}-${c}`;
    case 'slash':
      return `${a}-${b}/${c}`;
  }
}

export function dni(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Splits a text into lines no wider than `width`. */
export function wrap(pen: Pen, value: string, width: number, face: Face = 'sans', size = 9): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of value.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && pen.widthOf(next, face, size) > width) {
      out.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

/** Net and VAT per rate of a document, and its total (for layouts that print them). */
export function vatOf(doc: DocSpec): Array<{ rate: number; net: Decimal; vat: Decimal }> {
  return doc.totals?.byRate ?? [];
}

/** VAT contained in final prices (Ley 27.743), per line amount, summed. */
export function vatContained(doc: DocSpec): Decimal {
  if (!doc.totals) return new Decimal(0);
  return doc.totals.lineAmounts.reduce((s, a, i) => {
    const rate = doc.lines[i]!.ivaRate;
    return s.add(a.sub(a.div(1 + rate / 100)));
  }, new Decimal(0)).toDecimalPlaces(2);
}

export function rateLabel(rate: number): string {
  return rate === 10.5 ? '10,5' : String(rate);
}

export async function libPen(size: [number, number], meta: { title: string; producer: string; creator: string }): Promise<LibPen> {
  return new LibPen(await PdfLibKit.create(size, meta), size);
}

export function jsPen(size: [number, number], meta: { title: string; creator: string; fileId: string }): JsPen {
  const fileId = createHash('md5').update(meta.fileId).digest('hex').toUpperCase();
  return new JsPen(new JsPdfKit(size, { ...meta, fileId }), size);
}

/** Half-up to cents. */
export function round2(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export const A4: [number, number] = [595.28, 841.89];
