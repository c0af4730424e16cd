import sharp from 'sharp';
import Decimal from 'decimal.js';
import { type ComposeConfig, type DocSpec } from '../../document';
import { renderPages } from '../../degrade';
import { xorshift } from '../../degrade-fresh4';
import type { Fresh26ScanStyle } from '../../degrade-fresh26';
import type { ReceiverKind } from '../../fake-data';
import type { NumberStyle } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import { Rng } from '../../random';
import type { CatalogName } from '../../catalogs';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream } from '../fresh8/common';
import {
  A4, amountInWords, composeWith, dni, issuerOf, jsPen, KitPen, libPen, rateLabel, templateOf, vatContained, wrap,
  type Face, type LibPen, type Pen, type PenText,
} from '../fresh24/common';
import type { Layout } from '../layout';

// ------------------------------------------------------------------------------------------------------------
// Number, date and CUIT spellings of the fresh26 vendors.
// ------------------------------------------------------------------------------------------------------------

export type NumFmt = 'ar' | 'en' | 'plain' | 'plain-dot' | 'space';

export function num(value: Decimal.Value, fmt: NumFmt, decimals = 2): string {
  const [i, d] = new Decimal(value).toFixed(decimals).split('.');
  const group = (sep: string) => i!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const dec = decimals ? d! : '';
  switch (fmt) {
    case 'ar': return decimals ? `${group('.')},${dec}` : group('.');
    case 'en': return decimals ? `${group(',')}.${dec}` : group(',');
    case 'plain': return decimals ? `${i},${dec}` : i!;
    case 'plain-dot': return decimals ? `${i}.${dec}` : i!;
    case 'space': return decimals ? `${group(' ')},${dec}` : group(' ');
  }
}

export function quantity(value: number, fmt: NumFmt, fixed?: number): string {
  if (fixed !== undefined) return num(value, fmt, fixed);
  if (Number.isInteger(value)) return String(value);
  return num(value, fmt, String(value).split('.')[1]!.length);
}

export type DateFmt = 'slash' | 'slash-nopad' | 'upper-mon' | 'ymd-slash' | 'abbr-de' | 'with-time' | 'dots';
const MON = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export function dateOf(iso: string, fmt: DateFmt, salt = 0): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (fmt) {
    case 'slash': return `${d}/${m}/${y}`;
    case 'slash-nopad': return `${Number(d)}/${Number(m)}/${y}`;
    case 'upper-mon': return `${d}-${MON[Number(m) - 1]!.toUpperCase()}-${y}`;
    case 'ymd-slash': return `${y}/${m}/${d}`;
    case 'abbr-de': return `${Number(d)} de ${MON[Number(m) - 1]}. de ${y}`;
    case 'with-time': return `${d}/${m}/${y} ${String(8 + (salt % 10)).padStart(2, '0')}:${String((salt * 7) % 60).padStart(2, '0')} hs`;
    case 'dots': return `${d}.${m}.${y}`;
  }
}

export type CuitFmt = 'dash' | 'plain' | 'dash-spaced';

export function cuitOf(digits: string, fmt: CuitFmt): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  return fmt === 'dash' ? `${a}-${b}-${c}` : fmt === 'plain' ? digits : `${a} - ${b} - ${c}`;
}

// ------------------------------------------------------------------------------------------------------------
// OcrPdf: a scanner's "searchable PDF" (ocrmypdf / tesseract's PDF renderer / a copier's scan-to-PDF with OCR).
// The document is first printed on "paper" (pdf-lib, through a pen that records where every word fell), the paper
// rendered to pixels at 200 dpi with light scan noise and stored as a gray JPEG drawn over the whole page; over it an
// INVISIBLE text layer (`3 Tr`): one text object per word, placed by `Tm` at its OCR box and stretched to the box's
// width with `Tz`, lines in reading order, boxes a little off (±1–2 pt) as an OCR engine's are. The text is what the
// paper says (no misreadings). Two fonts, as the producers write them: tesseract's glyph-less Type0 font
// (Identity-H, CID = Unicode, every glyph half an em wide, no outlines) or Helvetica in WinAnsi (a copier's).
// ------------------------------------------------------------------------------------------------------------

interface OcrWord { page: number; x: number; base: number; w: number; size: number; value: string }

/** A pen that draws through another and records each word's box (x, baseline and width, in PDF points from the top). */
export class RecordPen implements Pen {
  readonly size: [number, number];
  readonly words: OcrWord[] = [];
  pages = 1;
  constructor(readonly inner: LibPen) {
    this.size = inner.size;
  }
  text(value: string, x: number, y: number, o: PenText = {}): void {
    this.inner.text(value, x, y, o);
    const size = o.size ?? 9, face = o.face ?? 'sans';
    const w = this.inner.widthOf(value, face, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = face.startsWith('serif') ? 0.683 : face.startsWith('mono') ? 0.629 : 0.718;
    let cursor = left;
    for (const part of value.split(/( +)/)) {
      const pw = this.inner.widthOf(part, face, size);
      if (part.trim()) this.words.push({ page: this.pages, x: cursor, base: y + ascent * size, w: pw, size, value: part });
      cursor += pw;
    }
  }
  widthOf(value: string, face?: Face, size?: number): number {
    return this.inner.widthOf(value, face, size);
  }
  rect(x: number, y: number, w: number, h: number, o?: { fill?: string; stroke?: string; lineWidth?: number }): void {
    this.inner.rect(x, y, w, h, o);
  }
  line(x1: number, y1: number, x2: number, y2: number, o?: { color?: string; width?: number; dash?: number[] }): void {
    this.inner.line(x1, y1, x2, y2, o);
  }
  addPage(): void {
    this.inner.addPage();
    this.pages++;
  }
  section(): void {}
}

export interface OcrOptions {
  font: 'glyphless' | 'helvetica';
  producer: string;
  creator: string;
  dpi: number;
}

const f2 = (v: number) => (Math.round(v * 100) / 100).toString();

/** Words of one page in reading order: lines top to bottom (baselines within 3 pt are one line), words left to right. */
function readingOrder(words: OcrWord[]): OcrWord[][] {
  const sorted = [...words].sort((a, b) => a.base - b.base || a.x - b.x);
  const lines: OcrWord[][] = [];
  for (const w of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last[0]!.base - w.base) < 3) last.push(w);
    else lines.push([w]);
  }
  return lines.map((l) => l.sort((a, b) => a.x - b.x));
}

export async function searchablePdf(paper: Buffer, rec: RecordPen, o: OcrOptions, seedText: string): Promise<Buffer> {
  const rng = new Rng([...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  const noise = xorshift(rng);
  const [PW, PH] = rec.size;
  const rendered = await renderPages(paper, Array.from({ length: rec.pages }, (_, i) => i + 1), o.dpi);
  const objects: Array<Buffer | string> = [];
  const add = (x: Buffer | string) => objects.push(x);
  add(''); // 1 catalog
  add(''); // 2 pages
  const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}+00'00'`;
  add(`<< /Producer (${o.producer}) /Creator (${o.creator}) /CreationDate (${date}) /ModDate (${date}) >>`); // 3 info
  let fontRef: number;
  if (o.font === 'glyphless') {
    const cmap = '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n1 beginbfrange\n<0000> <FFFF> <0000>\nendbfrange\n' +
      'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n';
    const tu = add(pdfStream('', Buffer.from(cmap, 'latin1')));
    const fd = add('<< /Type /FontDescriptor /FontName /GlyphLessFont /Flags 5 /FontBBox [0 0 500 1000] /ItalicAngle 0 /Ascent 1000 /Descent 0 /CapHeight 1000 /StemV 80 >>');
    const cid = add(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /GlyphLessFont /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${fd} 0 R /DW 500 /CIDToGIDMap /Identity >>`);
    fontRef = add(`<< /Type /Font /Subtype /Type0 /BaseFont /GlyphLessFont /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${tu} 0 R >>`);
  } else {
    fontRef = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  }
  const helv = metricsOf('H');
  const kids: number[] = [];
  for (const [pi, page] of rendered.entries()) {
    // the scan: gray, paper a little off-white, sensor noise, a touch of blur
    const { data, info } = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().grayscale().blur(0.45).raw().toBuffer({ resolveWithObject: true });
    const W = info.width, H = info.height, ch = info.channels;
    const gray = Buffer.alloc(W * H);
    const paperTone = rng.range(232, 246);
    for (let i = 0; i < W * H; i++) {
      const v = data[i * ch]!;
      const n = (noise() - 0.5) * 16;
      gray[i] = Math.max(0, Math.min(255, Math.round(v * (paperTone / 255) + n)));
    }
    const jpg = await sharp(gray, { raw: { width: W, height: H, channels: 1 } }).jpeg({ quality: rng.int(62, 72) }).toBuffer();
    const img = add(pdfStream(`/Type /XObject /Subtype /Image /Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`, jpg));
    const ops: string[] = [`q ${f2(PW)} 0 0 ${f2(PH)} 0 0 cm /Im0 Do Q`];
    for (const line of readingOrder(rec.words.filter((w) => w.page === pi + 1))) {
      const lineShift = rng.range(-1, 1);
      // the boxes a little off, never overlapping: each word's box starts after the previous one's
      const xs: number[] = [];
      for (const [k, w] of line.entries()) xs.push(Math.max(w.x + rng.range(-1.5, 1.5), k ? xs[k - 1]! + 1 : -Infinity));
      for (const [k, w] of line.entries()) {
        // as tesseract writes it: every word but the line's last carries a space, stretched with it over the box
        const value = k < line.length - 1 ? `${w.value} ` : w.value;
        const x = xs[k]!;
        // a word and its space stretched to the next word's box; the line's last word to its own box
        const bw = k < line.length - 1 ? Math.max(2, xs[k + 1]! - x - 0.3) : Math.max(2, w.w + rng.range(-1.5, 2));
        const base = PH - w.base + lineShift + rng.range(-0.6, 0.6);
        const size = Math.round(w.size * rng.range(0.96, 1.12) * 10) / 10;
        let shown: string, natural: number;
        if (o.font === 'glyphless') {
          const cps = [...value].map((c) => Math.min(0xffff, c.codePointAt(0)!));
          shown = `<${cps.map((c) => c.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
          natural = cps.length * 0.5 * size;
        } else {
          const g = glyphs(value);
          shown = literal(g.map((x) => x.code));
          natural = g.reduce((s, x) => s + ((helv.getWidthOfGlyph(x.name) as number | undefined) ?? 500), 0) * size / 1000;
        }
        const tz = (100 * bw) / natural;
        ops.push(`BT\n3 Tr\n/F0 ${f2(size)} Tf\n1 0 0 1 ${f2(x)} ${f2(base)} Tm\n${f2(tz)} Tz\n${shown} Tj\nET`);
      }
    }
    const content = add(pdfStream('', Buffer.from(ops.join('\n'), 'latin1')));
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${f2(PW)} ${f2(PH)}] /Resources << /XObject << /Im0 ${img} 0 R >> /Font << /F0 ${fontRef} 0 R >> /ProcSet [/PDF /Text /ImageB] >> /Contents ${content} 0 R >>`));
  }
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  return assemblePdf(objects, 1, 3, '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
}

// ------------------------------------------------------------------------------------------------------------
// The document every fresh26 layout draws, configured by its wording, arrangement and spellings.
// ------------------------------------------------------------------------------------------------------------

export type Producer = 'pdfkit' | 'pdf-lib' | 'jspdf' | 'ocr';
export type Arrangement = 'sidebar' | 'captions' | 'centered' | 'footer-fiscal';
export type Col = 'code' | 'qty' | 'unit' | 'desc' | 'price' | 'rate' | 'amount' | 'bultos';

export interface Spec {
  id: string;
  kind: 'invoice' | 'remito';
  title: string;
  producer: Producer;
  ocr?: OcrOptions;
  arrangement: Arrangement;
  issuer: { names: Array<[string, string]>; condition?: string };
  template: { name: string; instructions: string; catalog: CatalogName; pricesIncludeIva?: boolean; concepto?: 1 | 2 | 3 };
  compose: {
    lineCount: [number, number];
    receivers: readonly ReceiverKind[];
    conditionPrinted: number;
    currency?: 'ARS' | 'USD';
    mixedVat: boolean;
    prices: 'net' | 'final' | 'by-receiver';
    fractional?: boolean;
    servicePeriod?: boolean;
  };
  heading: (rng: Rng) => { title: string; letter?: string; code?: string };
  reference: (rng: Rng, index: number) => { printed: string; truth: string };
  labels: {
    number: string; date: string; client: string; id: string; condition: string; address: string;
    code?: string; desc: string; qty: string; unit?: string; price: string; amount: string; rate?: string;
    subtotal: string; vat: (rate: string) => string; total: string; contained?: string; period?: string; bultos?: string;
    issuerCuit: string;
  };
  columns: readonly Col[];
  numFmt: NumFmt;
  qtyDecimals?: number;
  symbol?: boolean;
  dateFmt: DateFmt;
  cuitFmt: CuitFmt;
  totals: 'stack' | 'strip';
  faces?: { head: Face; body: Face; bold: Face };
  accent: string;
  tint: string;
  rowsPerPage: number;
  words?: string;
  notes?: (doc: DocSpec) => string[];
  footer: string[];
  scanStyle: Fresh26ScanStyle;
}

const M = 34;

/** Draws one document of a fresh26 layout with any pen. */
export function drawDoc(pen: Pen, doc: DocSpec, s: Spec): void {
  const [W, H] = pen.size;
  const f = s.faces ?? { head: 'sansB', body: 'sans', bold: 'sansB' };
  const L = s.labels;
  const v = doc.variant as { title: string; letter: string; code: string; printed: string; salt: number };
  const iss = doc.issuer;
  const r = doc.receiver;
  const sym = doc.currency === 'USD' ? 'U$S' : '$';
  const priced = doc.kind === 'invoice';
  const money = (x: Decimal.Value) => num(x, s.numFmt);
  const printedDate = dateOf(doc.date, s.dateFmt, Number(v.salt));
  const issuerCuit = `${L.issuerCuit} ${cuitOf(iss.cuit, s.cuitFmt)}`;
  const rid = r.docType === 'CUIT' && r.docNumber ? cuitOf(r.docNumber, s.cuitFmt) : r.docType === 'DNI' && r.docNumber ? dni(r.docNumber) : '';
  const ridLabel = r.docType === 'CUIT' ? L.id : 'D.N.I.';
  const left = s.arrangement === 'sidebar' ? 172 : M;
  const right = W - M;
  let page = 1;

  const letterBox = (x: number, y: number) => {
    if (!v.letter) return;
    pen.rect(x, y, 34, 34, { stroke: '#000000', lineWidth: 1.1 });
    pen.text(v.letter, x, y + 5, { face: 'sansB', size: 21, align: 'center', width: 34 });
    if (v.code) pen.text(v.code, x - 8, y + 37, { face: f.body, size: 6, align: 'center', width: 50 });
  };

  const header = (): number => {
    switch (s.arrangement) {
      case 'sidebar': {
        pen.rect(0, 0, 150, H, { fill: s.tint });
        let y = 40;
        for (const ln of wrap(pen, iss.tradeName, 120, f.head, 13)) {
          pen.text(ln, 16, y, { face: f.head, size: 13, color: s.accent });
          y += 16;
        }
        y += 6;
        for (const [txt, size] of [[iss.name, 8], [iss.address, 7.5], [iss.city, 7.5], [`Tel. ${iss.phone}`, 7.5], [iss.email, 7.5]] as Array<[string, number]>) {
          for (const ln of wrap(pen, txt, 124, f.body, size)) {
            pen.text(ln, 16, y, { face: f.body, size });
            y += size + 3.5;
          }
        }
        y += 10;
        for (const txt of [issuerCuit, `IIBB ${iss.iibb}`, `Inicio de act.: ${iss.activitySince}`, iss.condicionText]) {
          for (const ln of wrap(pen, txt, 124, f.body, 7.5)) {
            pen.text(ln, 16, y, { face: f.body, size: 7.5 });
            y += 11;
          }
        }
        letterBox(right - 34, 34);
        pen.text(v.title, left, 36, { face: f.head, size: 15 });
        pen.text(`${L.number} ${v.printed}`, left, 60, { face: f.bold, size: 10 });
        pen.text(`${L.date} ${printedDate}`, left, 75, { face: f.body, size: 9 });
        pen.line(left, 94, right, 94, { color: s.accent, width: 1.2 });
        return 104;
      }
      case 'captions': {
        pen.text(iss.tradeName, M, 34, { face: f.head, size: 16, color: s.accent });
        pen.text(iss.name, M, 55, { face: f.body, size: 8.5 });
        pen.text(`${iss.address}, ${iss.city}`, M, 67, { face: f.body, size: 7.5 });
        pen.text(`${iss.phone} · ${iss.email}`, M, 78, { face: f.body, size: 7.5 });
        letterBox(W / 2 - 30, 30);
        const cells: Array<[string, string]> = [['Comprobante', v.title], [L.number.replace(/:$/, ''), v.printed], [L.date.replace(/:$/, ''), printedDate],
          [L.issuerCuit.replace(/:$/, ''), cuitOf(iss.cuit, s.cuitFmt)], ['Ingresos Brutos', iss.iibb], ['Inicio de actividad', iss.activitySince]];
        const gx = W / 2 + 20, cw = (right - gx) / 2;
        cells.forEach(([cap, val], i) => {
          const cx = gx + (i % 2) * cw, cy = 28 + Math.floor(i / 2) * 25;
          pen.rect(cx, cy, cw, 25, { stroke: '#888888', lineWidth: 0.5 });
          pen.text(cap.toUpperCase(), cx + 4, cy + 3, { face: f.body, size: 5.8, color: '#555555' });
          pen.text(val, cx + 4, cy + 12, { face: i < 3 ? f.bold : f.body, size: 8.5 });
        });
        pen.text(iss.condicionText, M, 89, { face: f.body, size: 7.5 });
        return 112;
      }
      case 'centered': {
        pen.text(iss.tradeName, M, 30, { face: f.head, size: 17, align: 'center', width: W - 2 * M, color: s.accent });
        pen.text(`${iss.name} — ${iss.condicionText}`, M, 52, { face: f.body, size: 8, align: 'center', width: W - 2 * M });
        pen.text(`${iss.address} · ${iss.city} · ${iss.phone}`, M, 63, { face: f.body, size: 7.5, align: 'center', width: W - 2 * M });
        pen.text(`${issuerCuit}   ·   IIBB ${iss.iibb}   ·   Inicio ${iss.activitySince}`, M, 74, { face: f.body, size: 7.5, align: 'center', width: W - 2 * M });
        pen.line(M, 88, right, 88, { width: 0.8 });
        pen.line(M, 90.5, right, 90.5, { width: 0.4 });
        const head = `${v.title}${v.letter ? `   ${v.letter}` : ''}${v.code ? `   (Cód. ${v.code})` : ''}`;
        pen.text(head, M, 98, { face: f.head, size: 12.5, align: 'center', width: W - 2 * M });
        pen.text(`${L.number} ${v.printed}`, M, 118, { face: f.bold, size: 9.5 });
        pen.text(`${L.date} ${printedDate}`, right - 220, 118, { face: f.body, size: 9.5, align: 'right', width: 220 });
        return 138;
      }
      case 'footer-fiscal': {
        pen.rect(M, 30, 8, 44, { fill: s.accent });
        pen.text(iss.tradeName, M + 16, 30, { face: f.head, size: 14 });
        pen.text(`${iss.address} — ${iss.city}`, M + 16, 50, { face: f.body, size: 8 });
        pen.text(`${iss.phone} — ${iss.email}`, M + 16, 61, { face: f.body, size: 8 });
        letterBox(W / 2 + 10, 28);
        pen.text(v.title, right - 180, 30, { face: f.head, size: 12, align: 'right', width: 180 });
        pen.text(`${L.number} ${v.printed}`, right - 180, 48, { face: f.bold, size: 9.5, align: 'right', width: 180 });
        pen.text(`${L.date} ${printedDate}`, right - 180, 62, { face: f.body, size: 9, align: 'right', width: 180 });
        pen.line(M, 86, right, 86, { width: 0.5, color: '#777777' });
        return 96;
      }
    }
  };

  const fiscalFooter = () => {
    if (s.arrangement !== 'footer-fiscal') return;
    pen.rect(0, H - 52, W, 52, { fill: s.tint });
    pen.text(`${iss.name} · ${iss.condicionText}`, M, H - 44, { face: f.bold, size: 8 });
    pen.text(`${issuerCuit} · Ing. Brutos ${iss.iibb} · Inicio de actividades ${iss.activitySince}`, M, H - 31, { face: f.body, size: 7.5 });
    pen.text(`Página ${page}`, right - 80, H - 31, { face: f.body, size: 7.5, align: 'right', width: 80 });
  };

  const receiverBlock = (y: number): number => {
    const width = right - left;
    if (s.arrangement === 'captions') {
      const cells: Array<[string, string, number]> = [[L.client, r.name, 0.42]];
      if (rid) cells.push([ridLabel, rid, 0.2]);
      if (r.condicionPrinted) cells.push([L.condition, r.condicionText, 0.38 - (rid ? 0 : -0.2)]);
      let cx = left;
      for (const [cap, val, frac] of cells) {
        const cw = width * frac;
        pen.rect(cx, y, cw, 26, { stroke: '#888888', lineWidth: 0.5 });
        pen.text(cap.replace(/:$/, '').toUpperCase(), cx + 4, y + 3, { face: f.body, size: 5.8, color: '#555555' });
        pen.text(val, cx + 4, y + 13, { face: f.bold, size: 8.5 });
        cx += cw;
      }
      y += 30;
      if (r.address) {
        pen.text(`${L.address} ${r.address}`, left, y, { face: f.body, size: 8 });
        y += 12;
      }
    } else {
      pen.rect(left, y, width, 4, { fill: s.tint });
      y += 10;
      pen.text(L.client, left, y, { face: f.body, size: 8, color: '#444444' });
      const lx = left + pen.widthOf(L.client, f.body, 8) + 6;
      pen.text(r.name, lx, y - 1, { face: f.bold, size: 10 });
      y += 14;
      if (rid) pen.text(`${ridLabel} ${rid}`, left, y, { face: f.body, size: 8.5 });
      if (r.condicionPrinted) pen.text(`${L.condition} ${r.condicionText}`, left + width / 2, y, { face: f.body, size: 8.5 });
      if (rid || r.condicionPrinted) y += 12;
      if (r.address) {
        pen.text(`${L.address} ${r.address}`, left, y, { face: f.body, size: 8.5 });
        y += 12;
      }
    }
    if (doc.serviceFrom && doc.serviceTo && L.period) {
      pen.text(`${L.period} ${dateOf(doc.serviceFrom, s.dateFmt)} - ${dateOf(doc.serviceTo, s.dateFmt)}`, left, y, { face: f.body, size: 8.5 });
      y += 12;
    }
    for (const note of s.notes?.(doc) ?? []) {
      pen.text(note, left, y, { face: f.body, size: 8 });
      y += 11;
    }
    return y + 8;
  };

  // columns
  const widths: Record<Col, number> = { code: 56, qty: 46, unit: 40, desc: 0, price: 74, rate: 34, amount: 80, bultos: 44 };
  const labels: Record<Col, string> = { code: L.code ?? 'Cód.', qty: L.qty, unit: L.unit ?? 'U.M.', desc: L.desc, price: L.price, amount: L.amount, rate: L.rate ?? 'IVA', bultos: L.bultos ?? 'Bultos' };
  const showRate = doc.lines.some((l) => l.ivaRate !== 21) || s.columns.includes('rate') && !doc.pricesIncludeIva;
  const cols = s.columns.filter((c) => (c !== 'rate' || showRate) && (priced || !['price', 'amount', 'rate'].includes(c)));
  const fixed = cols.reduce((a, c) => a + widths[c], 0);
  let cx = left;
  const laid = cols.map((c) => {
    const w = c === 'desc' ? right - left - fixed : widths[c];
    const col = { key: c, x: cx, w, right: ['qty', 'price', 'amount', 'rate', 'bultos'].includes(c) };
    cx += w;
    return col;
  });

  const tableHead = (y: number): number => {
    pen.rect(left, y, right - left, 16, { fill: s.arrangement === 'centered' ? '#ffffff' : s.tint });
    if (s.arrangement === 'centered') {
      pen.line(left, y, right, y, { width: 0.8 });
    }
    for (const c of laid) pen.text(labels[c.key], c.x + 3, y + 4, { face: f.bold, size: 7.8, align: c.right ? 'right' : 'left', width: c.w - 6 });
    pen.line(left, y + 16, right, y + 16, { width: 0.7 });
    return y + 21;
  };

  let y = tableHead(receiverBlock(header()));
  let onPage = 0;
  doc.lines.forEach((line, i) => {
    if (onPage >= s.rowsPerPage) {
      pen.text(`Continúa en la página ${page + 1} …`, right - 200, y + 6, { face: f.body, size: 8, align: 'right', width: 200 });
      fiscalFooter();
      pen.addPage();
      page++;
      y = tableHead(receiverBlock(header()));
      onPage = 0;
    }
    const descCol = laid.find((c) => c.key === 'desc')!;
    let descSize = 8.3;
    let descLines = wrap(pen, line.description, descCol.w - 6, f.body, descSize);
    // the scanned layouts were printed by a program that sets a long description smaller instead of wrapping it
    if (s.producer === 'ocr' && descLines.length > 1) {
      descSize = Math.max(5.5, (descSize * (descCol.w - 6)) / pen.widthOf(line.description, f.body, descSize));
      descLines = [line.description];
    }
    const cell = (key: Col): string => {
      switch (key) {
        case 'code': return line.code ?? '';
        case 'qty': return quantity(line.quantity, s.numFmt, s.qtyDecimals);
        case 'unit': return line.unit;
        case 'rate': return `${rateLabel(line.ivaRate)}%`;
        case 'price': return money(line.unitPrice!);
        case 'amount': return money(doc.totals!.lineAmounts[i]!);
        case 'bultos': return String(line.bultos ?? 1);
        default: return '';
      }
    };
    for (const c of laid) {
      if (c.key === 'desc') descLines.forEach((d, k) => pen.text(d, c.x + 3, y + k * 10.5, { face: f.body, size: descSize }));
      else pen.text(cell(c.key), c.x + 3, y, { face: f.body, size: 8.3, align: c.right ? 'right' : 'left', width: c.w - 6 });
    }
    y += Math.max(1, descLines.length) * 10.5 + 4;
    onPage++;
  });
  pen.line(left, y, right, y, { width: 0.7 });
  y += 10;

  if (priced && doc.totals) {
    const t = doc.totals;
    const rows: Array<[string, string]> = [];
    if (!doc.pricesIncludeIva) {
      rows.push([L.subtotal, money(t.subtotal)]);
      for (const br of t.byRate) rows.push([L.vat(rateLabel(br.rate)), money(br.vat)]);
    }
    rows.push([L.total, money(t.total)]);
    const withSym = (x: string) => (s.symbol === false ? x : `${sym} ${x}`);
    if (s.totals === 'strip') {
      const cw = Math.min(120, (right - left) / rows.length);
      let sx = right - cw * rows.length;
      rows.forEach(([label, value], k) => {
        const last = k === rows.length - 1;
        pen.rect(sx, y, cw, 32, last ? { fill: s.tint, stroke: '#000000', lineWidth: 0.8 } : { stroke: '#777777', lineWidth: 0.5 });
        pen.text(label, sx + 4, y + 4, { face: f.body, size: 7, align: 'center', width: cw - 8 });
        pen.text(withSym(value), sx + 4, y + 16, { face: last ? f.bold : f.body, size: last ? 9.5 : 8.5, align: 'right', width: cw - 8 });
        sx += cw;
      });
      y += 42;
    } else {
      const lx = right - 260;
      rows.forEach(([label, value], k) => {
        const last = k === rows.length - 1;
        pen.text(label, lx, y, { face: last ? f.bold : f.body, size: last ? 10.5 : 9 });
        pen.text(withSym(value), lx + 120, y, { face: last ? f.bold : f.body, size: last ? 10.5 : 9, align: 'right', width: 140 });
        y += last ? 17 : 13;
      });
    }
    if (doc.pricesIncludeIva && L.contained && doc.receiver.condicionIva !== 1 && doc.lines.some((l) => l.ivaRate > 0) && s.labels.contained) {
      pen.text(`${L.contained} ${sym} ${money(vatContained(doc))}`, left, y, { face: f.body, size: 7.5 });
      y += 12;
    }
    if (s.words) {
      for (const ln of wrap(pen, `${s.words} ${amountInWords(t.total, doc.currency === 'USD' ? 'dólares estadounidenses' : 'pesos')}`, right - left, f.body, 8)) {
        pen.text(ln, left, y + 2, { face: f.body, size: 8 });
        y += 11;
      }
      y += 4;
    }
  }
  y += 8;
  for (const line of s.footer) {
    for (const ln of wrap(pen, line, right - left, f.body, 7.3)) {
      pen.text(ln, left, y, { face: f.body, size: 7.3, color: '#333333' });
      y += 10;
    }
  }
  fiscalFooter();
  if (page > 1 && s.arrangement !== 'footer-fiscal') pen.text(`Pág. ${page}/${page}`, right - 80, H - 24, { face: f.body, size: 7.5, align: 'right', width: 80 });
}

/** A fresh26 layout from its spec. */
export function docLayout(s: Spec): Layout {
  const size = A4;
  const layout: Layout = {
    id: s.id,
    kind: s.kind,
    title: s.title,
    page: { size },
    scanStyle: s.scanStyle,
    issuer: (rng) => {
      const [name, trade] = rng.pick(s.issuer.names);
      return issuerOf(rng, name, trade, s.issuer.condition);
    },
    template: (issuer) => templateOf(s.id, issuer, s.template.catalog, s.template),
    compose: (rng, ctx) => {
      const heading = s.heading(rng);
      const ref = s.reference(rng, ctx.index);
      const c = s.compose;
      const styles: NumberStyle[] = ['ar'];
      const config: ComposeConfig = {
        kind: s.kind,
        catalog: s.template.catalog,
        lineCount: c.lineCount,
        receivers: c.receivers,
        conditionPrinted: c.conditionPrinted,
        currency: c.currency,
        mixedVat: c.mixedVat,
        pricesIncludeIva: (r) => (c.prices === 'net' ? false : c.prices === 'final' ? true : r.condicionIva !== 1),
        numberStyles: styles,
        fractionalQuantities: c.fractional,
        servicePeriod: c.servicePeriod,
        missingArticle: s.kind === 'remito' && ctx.index % 3 === 1,
        templatePricesIncludeIva: s.template.pricesIncludeIva,
      };
      return composeWith(rng, config, {
        layout: s.id, templateId: ctx.template.id, issuer: ctx.issuer, reference: ref.truth, today: ctx.today,
        variant: { title: heading.title, letter: heading.letter ?? '', code: heading.code ?? '', printed: ref.printed, salt: rng.int(0, 599) },
      });
    },
  };
  if (s.producer === 'pdfkit') layout.draw = (pdf, doc) => drawDoc(new KitPen(pdf), doc, s);
  else {
    layout.render = async (doc) => {
      const meta = { title: `${doc.variant.title} ${doc.reference}`, producer: s.title, creator: s.title };
      if (s.producer === 'pdf-lib') {
        const pen = await libPen(size, meta);
        drawDoc(pen, doc, s);
        return pen.kit.bytes();
      }
      if (s.producer === 'jspdf') {
        const pen = jsPen(size, { ...meta, fileId: `${s.id}-${doc.reference}` });
        drawDoc(pen, doc, s);
        return pen.kit.bytes();
      }
      const rec = new RecordPen(await libPen(size, { title: 'scan', producer: 'scan', creator: 'scan' }));
      drawDoc(rec, doc, s);
      const paper = await rec.inner.kit.bytes();
      return searchablePdf(paper, rec, s.ocr!, `${s.id}|${doc.reference}`);
    };
  }
  return layout;
}

/** "0004-00012345" drawn from a point of sale range and a number range. */
export function voucherNumber(rng: Rng, pos: [number, number], digits = 8): string {
  return `${String(rng.int(pos[0], pos[1])).padStart(4, '0')}-${String(rng.int(1200, 48000)).padStart(digits, '0')}`;
}
