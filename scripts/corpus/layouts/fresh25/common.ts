import { deflateSync } from 'node:zlib';
import { type ComposeConfig, type DocSpec } from '../../document';
import type { ReceiverKind } from '../../fake-data';
import type { NumberStyle } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import type { Rng } from '../../random';
import type { CatalogName } from '../../catalogs';
import type { Fresh25ScanStyle } from '../../degrade-fresh25';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream, winAnsiCMap, type RawFont } from '../fresh8/common';
import {
  A4, amountInWords, ar, composeWith, cuit, dni, en, fecha, issuerOf, jsPen, KitPen, libPen, qty, rateLabel, templateOf, vatContained, wrap,
  type Face, type Pen, type PenText,
} from '../fresh24/common';
import type { Layout } from '../layout';

// ------------------------------------------------------------------------------------------------------------
// QuotePdf: a PDF writer of its own imitating an old ERP's print spooler. The whole page's text sits in ONE
// BT … ET, ordered by rows top to bottom; every field is reached by a relative `Td` from the start of the previous
// one, and fields stacked in a column at a steady leading are shown with the `'` (next line and show) and `"`
// (word/char spacing, next line and show) operators after a `TL`. Fields reached by `Td` are shown as a TJ array
// with NO space glyphs: the words are separate strings and the gaps between them are TJ displacements of a space's
// width. Standard 14 faces in WinAnsi with a ToUnicode map, PDF 1.3 header, deflated streams.
// ------------------------------------------------------------------------------------------------------------

const RAW: Record<Face, RawFont> = { sans: 'H', sansB: 'HB', sansI: 'HI', serif: 'T', serifB: 'TB', mono: 'C', monoB: 'CB' };
const RAW_BASE: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};
const num = (v: number) => (Math.round(v * 100) / 100).toString();
function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => num(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
}

interface QText { x: number; y: number; font: RawFont; size: number; color: string; value: string }

export class QuotePdf implements Pen {
  private pages: Array<{ texts: QText[]; gfx: string[] }> = [];
  constructor(readonly size: [number, number], private readonly meta: { title: string; producer: string }) {
    this.addPage();
  }
  private get page() {
    return this.pages[this.pages.length - 1]!;
  }
  addPage(): void {
    this.pages.push({ texts: [], gfx: [] });
  }
  section(): void {}
  widthOf(value: string, face: Face = 'sans', size = 9): number {
    const m = metricsOf(RAW[face]);
    return glyphs(value).reduce((w, g) => w + ((m.getWidthOfGlyph(g.name) as number | undefined) ?? 500), 0) * size / 1000;
  }
  text(value: string, x: number, y: number, o: PenText = {}): void {
    const size = o.size ?? 9;
    const w = this.widthOf(value, o.face, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    this.page.texts.push({ x: left, y: this.size[1] - y - size * 0.8, font: RAW[o.face ?? 'sans'], size, color: o.color ?? '#000000', value });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const r = `${num(x)} ${num(this.size[1] - y - h)} ${num(w)} ${num(h)} re`;
    if (o.fill) this.page.gfx.push(`${rgb(o.fill)} rg ${r} f`);
    if (o.stroke || !o.fill) this.page.gfx.push(`${num(o.lineWidth ?? 0.6)} w ${rgb(o.stroke ?? '#000000')} RG ${r} S`);
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.gfx.push(`${o.dash ? `[${o.dash.join(' ')}] 0 d ` : '[] 0 d '}${num(o.width ?? 0.6)} w ${rgb(o.color ?? '#000000')} RG ${num(x1)} ${num(H - y1)} m ${num(x2)} ${num(H - y2)} l S`);
  }

  private content(texts: QText[]): string {
    const sorted = [...texts].sort((a, b) => b.y - a.y || a.x - b.x);
    const ops: string[] = ['BT'];
    let lx = 0, ly = 0, tl = NaN, font = '', color = '';
    for (const t of sorted) {
      const f = `/F${t.font} ${num(t.size)} Tf`;
      if (f !== font) ops.push((font = f));
      if (t.color !== color) ops.push(`${rgb((color = t.color))} rg`);
      const dx = t.x - lx, dy = ly - t.y;
      const codes = glyphs(t.value).map((g) => g.code);
      if (Math.abs(dx) < 0.01 && dy > 0.5 && dy < 40) {
        if (!(Math.abs(dy - tl) <= 0.01)) ops.push(`${num((tl = dy))} TL`);
        // a line one leading down the same column: ' or, for every third such line, " with zero spacings
        ops.push(codes.length % 3 === 0 ? `0 0 ${literal(codes)} "` : `${literal(codes)} '`);
      } else {
        ops.push(`${num(dx)} ${num(t.y - ly)} Td`);
        const m = metricsOf(t.font);
        const space = Math.round((m.getWidthOfGlyph('space') as number | undefined) ?? 278);
        const words = t.value.split(' ');
        const parts: string[] = [];
        words.forEach((w, i) => {
          if (i > 0) parts.push(`-${space}`);
          if (w) parts.push(literal(glyphs(w).map((g) => g.code)));
        });
        ops.push(`[${parts.join(' ')}] TJ`);
      }
      lx = t.x;
      ly = t.y;
    }
    ops.push('ET');
    return ops.join('\n');
  }

  bytes(): Buffer {
    const fontsUsed: RawFont[] = ['H', 'HB', 'HI', 'T', 'TB', 'TI', 'C', 'CB'];
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}-03'00'`;
    add(''); // 1 catalog
    add(''); // 2 pages
    add(`<< /Producer (${this.meta.producer}) /Title (${this.meta.title}) /CreationDate (${date}) >>`); // 3 info
    const cmap = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs = fontsUsed.map((f) => `/F${f} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${RAW_BASE[f]} /Encoding /WinAnsiEncoding /ToUnicode ${cmap} 0 R >>`)} 0 R`).join(' ');
    const kids: number[] = [];
    for (const p of this.pages) {
      const body = `q\n${p.gfx.join('\n')}\nQ\n${this.content(p.texts)}\n`;
      const c = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(body, 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.size[0])} ${num(this.size[1])}] /Resources << /Font << ${fontRefs} >> /ProcSet [/PDF /Text] >> /Contents ${c} 0 R >>`));
    }
    objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, 1, 3, '%PDF-1.3\n%\xe2\xe3\xcf\xd3\n');
  }
}

// ------------------------------------------------------------------------------------------------------------
// The sheet every fresh25 layout draws, configured by its wording and arrangement.
// ------------------------------------------------------------------------------------------------------------

export type Producer = 'pdfkit' | 'pdf-lib' | 'jspdf' | 'quote';
export type Arrangement = 'letterbox' | 'banner' | 'split' | 'ledger' | 'stub';

export interface SheetSpec {
  id: string;
  kind: 'invoice' | 'remito';
  title: string;
  producer: Producer;
  arrangement: Arrangement;
  issuer: { names: Array<[string, string]>; condition?: string };
  template: { name: string; instructions: string; catalog: CatalogName; pricesIncludeIva?: boolean; concepto?: 1 | 2 | 3 };
  compose: {
    lineCount: [number, number];
    receivers: readonly ReceiverKind[];
    conditionPrinted: number;
    currency?: 'ARS' | 'USD';
    mixedVat: boolean;
    /** 'A' prices without VAT; 'final' with VAT. */
    prices: 'net' | 'final' | 'by-receiver';
    numberStyles: readonly NumberStyle[];
    fractional?: boolean;
    servicePeriod?: boolean;
  };
  /** The document title and letter as printed, chosen per document. */
  heading: (rng: Rng) => { title: string; letter?: string; code?: string };
  reference: (rng: Rng, index: number) => { printed: string; truth: string };
  labels: {
    number: string; date: string; client: string; id: string; condition: string; address: string;
    code?: string; desc: string; qty: string; unit?: string; price: string; amount: string;
    subtotal: string; vat: (rate: string) => string; total: string; contained?: string;
    period?: string; bultos?: string;
  };
  dateStyle: Parameters<typeof fecha>[1];
  cuitStyle: Parameters<typeof cuit>[1];
  faces?: { head: Face; body: Face; bold: Face };
  accent: string;
  rowsPerPage: number;
  words?: string;
  footer: string[];
  scanStyle: Fresh25ScanStyle;
  size?: [number, number];
}

function receiverIdText(doc: DocSpec, s: SheetSpec): string | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  return r.docType === 'CUIT' ? `${s.labels.id} ${cuit(r.docNumber, s.cuitStyle)}` : `DNI ${dni(r.docNumber)}`;
}

function amt(doc: DocSpec, v: Parameters<typeof ar>[0]): string {
  return doc.numberStyle === 'ar' || doc.numberStyle === 'ar-symbol' ? ar(v) : doc.numberStyle === 'ar-plain' ? en(v) : ar(v).replace(/\./g, ' ');
}

/** Draws a document of a fresh25 layout with any pen. */
export function drawSheet(pen: Pen, doc: DocSpec, s: SheetSpec): void {
  const [W] = pen.size;
  const f = s.faces ?? { head: 'sansB', body: 'sans', bold: 'sansB' };
  const L = s.labels;
  const v = doc.variant as { title: string; letter: string; code: string; printed: string };
  const iss = doc.issuer;
  const sym = doc.currency === 'USD' ? 'U$S' : '$';
  const priced = doc.kind === 'invoice';
  const M = 36;
  let page = 1;

  const header = (): number => {
    let y = 36;
    switch (s.arrangement) {
      case 'letterbox': {
        pen.text(iss.tradeName, M, y, { face: f.head, size: 15, color: s.accent });
        pen.text(iss.name, M, y + 20, { face: f.body, size: 9 });
        pen.text(`${iss.address} - ${iss.city}`, M, y + 32, { face: f.body, size: 8 });
        pen.text(`Tel. ${iss.phone}  ${iss.email}`, M, y + 43, { face: f.body, size: 8 });
        pen.text(iss.condicionText, M, y + 54, { face: f.body, size: 8 });
        if (v.letter) {
          pen.rect(W / 2 - 18, y - 4, 36, 36, { stroke: '#000000', lineWidth: 1.2 });
          pen.text(v.letter, W / 2 - 18, y + 2, { face: 'sansB', size: 22, align: 'center', width: 36 });
          if (v.code) pen.text(v.code, W / 2 - 18, y + 36, { face: f.body, size: 6, align: 'center', width: 36 });
        }
        const x = W / 2 + 40;
        pen.text(v.title, x, y, { face: f.head, size: 13 });
        pen.text(`${L.number} ${v.printed}`, x, y + 20, { face: f.bold, size: 10 });
        pen.text(`${L.date} ${fecha(doc.date, s.dateStyle)}`, x, y + 34, { face: f.body, size: 9 });
        pen.text(`CUIT ${cuit(iss.cuit, s.cuitStyle)}`, x, y + 46, { face: f.body, size: 8 });
        pen.text(`IIBB ${iss.iibb}   Inicio act. ${iss.activitySince}`, x, y + 57, { face: f.body, size: 8 });
        y += 74;
        pen.line(M, y, W - M, y, { width: 1 });
        return y + 8;
      }
      case 'banner': {
        pen.rect(0, 0, W, 70, { fill: s.accent });
        pen.text(iss.tradeName.toUpperCase(), M, 18, { face: f.head, size: 18, color: '#ffffff' });
        pen.text(`${iss.name} · CUIT ${cuit(iss.cuit, s.cuitStyle)} · ${iss.condicionText}`, M, 44, { face: f.body, size: 8, color: '#ffffff' });
        pen.text(v.title + (v.letter ? ` "${v.letter}"` : ''), W - M - 200, 18, { face: f.head, size: 12, color: '#ffffff', align: 'right', width: 200 });
        pen.text(`${L.number} ${v.printed}`, W - M - 200, 36, { face: f.body, size: 9, color: '#ffffff', align: 'right', width: 200 });
        pen.text(`${L.date} ${fecha(doc.date, s.dateStyle)}`, W - M - 200, 50, { face: f.body, size: 9, color: '#ffffff', align: 'right', width: 200 });
        pen.text(`${iss.address}, ${iss.city} — ${iss.phone} — IIBB ${iss.iibb}`, M, 78, { face: f.body, size: 7.5, color: '#444444' });
        return 98;
      }
      case 'split': {
        pen.rect(M, y - 6, W - 2 * M, 84, { stroke: '#555555' });
        pen.line(W / 2, y - 6, W / 2, y + 78, { color: '#555555' });
        pen.text(iss.tradeName, M + 8, y, { face: f.head, size: 13 });
        pen.text(iss.name, M + 8, y + 18, { face: f.body, size: 8.5 });
        pen.text(iss.address, M + 8, y + 30, { face: f.body, size: 8 });
        pen.text(`${iss.city} · ${iss.phone}`, M + 8, y + 41, { face: f.body, size: 8 });
        pen.text(`${iss.condicionText}`, M + 8, y + 56, { face: f.body, size: 8 });
        const x = W / 2 + 10;
        pen.text(`${v.title}${v.letter ? ` ${v.letter}` : ''}${v.code ? `  (cód. ${v.code})` : ''}`, x, y, { face: f.head, size: 11 });
        pen.text(`${L.number}`, x, y + 18, { face: f.body, size: 8 });
        pen.text(v.printed, x + 90, y + 18, { face: f.bold, size: 9 });
        pen.text(`${L.date}`, x, y + 30, { face: f.body, size: 8 });
        pen.text(fecha(doc.date, s.dateStyle), x + 90, y + 30, { face: f.body, size: 9 });
        pen.text('C.U.I.T.', x, y + 42, { face: f.body, size: 8 });
        pen.text(cuit(iss.cuit, s.cuitStyle), x + 90, y + 42, { face: f.body, size: 9 });
        pen.text('Ing. Brutos', x, y + 54, { face: f.body, size: 8 });
        pen.text(iss.iibb, x + 90, y + 54, { face: f.body, size: 9 });
        pen.text('Inicio de actividades', x, y + 66, { face: f.body, size: 8 });
        pen.text(iss.activitySince, x + 90, y + 66, { face: f.body, size: 9 });
        return y + 90;
      }
      case 'ledger': {
        pen.text(`${iss.tradeName} — ${iss.name}`, M, y, { face: f.head, size: 11 });
        pen.text(`${iss.address} ${iss.city}   ${iss.phone}`, M, y + 14, { face: f.body, size: 8 });
        pen.text(`CUIT: ${cuit(iss.cuit, s.cuitStyle)}   ${iss.condicionText}   IIBB: ${iss.iibb}`, M, y + 25, { face: f.body, size: 8 });
        pen.line(M, y + 38, W - M, y + 38, { dash: [2, 2] });
        pen.text(`${v.title}${v.letter ? ` - ${v.letter}` : ''}`, M, y + 46, { face: f.head, size: 12 });
        pen.text(`${L.number} ${v.printed}`, W / 2, y + 46, { face: f.bold, size: 10 });
        pen.text(`${L.date} ${fecha(doc.date, s.dateStyle)}`, W - M - 150, y + 46, { face: f.body, size: 9, align: 'right', width: 150 });
        pen.line(M, y + 64, W - M, y + 64, { dash: [2, 2] });
        return y + 72;
      }
      case 'stub': {
        pen.rect(M, y - 6, 150, 66, { fill: '#eeeeee' });
        pen.text(v.title, M + 6, y, { face: f.head, size: 11 });
        if (v.letter) pen.text(`Tipo ${v.letter}${v.code ? ` - Cód. ${v.code}` : ''}`, M + 6, y + 15, { face: f.body, size: 8 });
        pen.text(v.printed, M + 6, y + 28, { face: f.bold, size: 10 });
        pen.text(fecha(doc.date, s.dateStyle), M + 6, y + 42, { face: f.body, size: 9 });
        const x = M + 170;
        pen.text(iss.tradeName, x, y, { face: f.head, size: 14, color: s.accent });
        pen.text(`${iss.name} — ${iss.condicionText}`, x, y + 18, { face: f.body, size: 8 });
        pen.text(`CUIT ${cuit(iss.cuit, s.cuitStyle)} · IIBB ${iss.iibb} · Inicio ${iss.activitySince}`, x, y + 29, { face: f.body, size: 8 });
        pen.text(`${iss.address}, ${iss.city} · ${iss.phone}`, x, y + 40, { face: f.body, size: 8 });
        return y + 72;
      }
    }
  };

  const receiverBlock = (y: number): number => {
    const r = doc.receiver;
    pen.text(`${L.client} ${r.name}`, M, y, { face: f.bold, size: 9 });
    const id = receiverIdText(doc, s);
    const stacked = s.arrangement === 'ledger';
    if (stacked) y += 13;
    if (id) pen.text(id, stacked ? M : W / 2 + 40, y, { face: f.body, size: 9 });
    y += 13;
    if (r.condicionPrinted && stacked) pen.text(`${L.condition} ${r.condicionText}`, M, y, { face: f.body, size: 8.5 });
    if (stacked) y += 13;
    if (r.address) pen.text(`${L.address} ${r.address}`, M, y, { face: f.body, size: 8.5 });
    if (r.condicionPrinted && !stacked) pen.text(`${L.condition} ${r.condicionText}`, W / 2 + 40, y, { face: f.body, size: 8.5 });
    y += 13;
    if (doc.serviceFrom && doc.serviceTo && L.period) {
      pen.text(`${L.period} ${fecha(doc.serviceFrom, 'slash')} al ${fecha(doc.serviceTo, 'slash')}`, M, y, { face: f.body, size: 8.5 });
      y += 13;
    }
    if (doc.currency === 'USD') {
      pen.text('Moneda: Dólares estadounidenses (U$S) — Tipo de cambio BNA vendedor $ 1.180,00', M, y, { face: f.body, size: 8.5 });
      y += 13;
    }
    return y + 6;
  };

  // columns
  const cols: Array<{ key: string; label: string; x: number; w: number; right?: boolean }> = [];
  let cx = M;
  const push = (key: string, label: string, w: number, right = false) => {
    cols.push({ key, label, x: cx, w, right });
    cx += w;
  };
  if (L.code) push('code', L.code, 62);
  push('qty', L.qty, f.body === 'mono' ? 56 : 44, true);
  if (L.unit) push('unit', L.unit, f.body === 'mono' ? 56 : 40);
  const rest = W - M - cx;
  if (priced) {
    push('desc', L.desc, rest - 190);
    if (doc.lines.some((l) => l.ivaRate !== 21) && !doc.pricesIncludeIva) push('rate', 'IVA', 36, true);
    else cx += 36, cols[cols.length - 1]!.w += 36;
    push('price', L.price, 72, true);
    push('amount', L.amount, 82, true);
  } else {
    push('desc', L.desc, rest - (L.bultos ? 50 : 0));
    if (L.bultos) push('bultos', L.bultos, 50, true);
  }

  const tableHead = (y: number): number => {
    if (s.arrangement === 'banner' || s.arrangement === 'stub') pen.rect(M, y - 3, W - 2 * M, 15, { fill: s.arrangement === 'banner' ? '#dde6f0' : '#e8e8e8' });
    else pen.line(M, y - 3, W - M, y - 3, { width: 0.8 });
    for (const c of cols) pen.text(c.label, c.x + 3, y, { face: f.bold, size: 8, align: c.right ? 'right' : 'left', width: c.w - 6 });
    pen.line(M, y + 12, W - M, y + 12, { width: 0.8 });
    return y + 18;
  };

  let y = receiverBlock(header());
  y = tableHead(y);
  let onPage = 0;
  doc.lines.forEach((line, i) => {
    if (onPage >= s.rowsPerPage) {
      pen.text(`Continúa en hoja ${page + 1}`, W - M - 150, y + 6, { face: f.body, size: 8, align: 'right', width: 150 });
      pen.addPage();
      page++;
      y = tableHead(receiverBlock(header()));
      onPage = 0;
    }
    const descCol = cols.find((c) => c.key === 'desc')!;
    let descSize = 8.5;
    let descLines = wrap(pen, line.description, descCol.w - 6, f.body, descSize);
    // the spooler prints a row on one line: a long description is set smaller instead of wrapped
    if (s.producer === 'quote' && descLines.length > 1) {
      descSize = Math.max(5.5, (8.5 * (descCol.w - 6)) / pen.widthOf(line.description, f.body, 8.5));
      descLines = [line.description];
    }
    const cell = (key: string): string => {
      switch (key) {
        case 'code': return line.code ?? '';
        case 'qty': return qty(line.quantity);
        case 'unit': return line.unit;
        case 'rate': return `${rateLabel(line.ivaRate)}%`;
        case 'price': return amt(doc, line.unitPrice!);
        case 'amount': return amt(doc, doc.totals!.lineAmounts[i]!);
        case 'bultos': return String(line.bultos ?? 1);
        default: return '';
      }
    };
    for (const c of cols) {
      if (c.key === 'desc') descLines.forEach((d, k) => pen.text(d, c.x + 3, y + k * 10.5, { face: f.body, size: descSize }));
      else pen.text(cell(c.key), c.x + 3, y, { face: s.faces?.body === 'mono' ? 'mono' : f.body, size: 8.5, align: c.right ? 'right' : 'left', width: c.w - 6 });
    }
    y += Math.max(1, descLines.length) * 10.5 + 3;
    if (s.arrangement === 'ledger') pen.line(M, y - 2, W - M, y - 2, { color: '#bbbbbb', width: 0.3 });
    onPage++;
  });
  pen.line(M, y + 2, W - M, y + 2, { width: 0.8 });
  y += 12;

  if (priced && doc.totals) {
    const t = doc.totals;
    const lx = W - M - 250;
    const row = (label: string, value: string, bold = false) => {
      pen.text(label, lx, y, { face: bold ? f.bold : f.body, size: bold ? 10.5 : 9 });
      pen.text(value, lx + 130, y, { face: bold ? f.bold : f.body, size: bold ? 10.5 : 9, align: 'right', width: 120 });
      y += bold ? 16 : 13;
    };
    if (!doc.pricesIncludeIva) {
      row(L.subtotal, `${sym} ${amt(doc, t.subtotal)}`);
      for (const r of t.byRate) row(L.vat(rateLabel(r.rate)), `${sym} ${amt(doc, r.vat)}`);
    }
    row(L.total, `${sym} ${amt(doc, t.total)}`, true);
    if (doc.pricesIncludeIva && L.contained && doc.receiver.condicionIva !== 1) {
      pen.text(`${L.contained} ${sym} ${amt(doc, vatContained(doc))}`, M, y, { face: f.body, size: 7.5 });
      y += 12;
    }
    if (s.words) {
      pen.text(`${s.words} ${amountInWords(t.total, doc.currency === 'USD' ? 'dólares estadounidenses' : 'pesos')}`, M, y + 4, { face: f.body, size: 8 });
      y += 16;
    }
  }
  y += 8;
  for (const line of s.footer) {
    pen.text(line, M, y, { face: f.body, size: 7.5, color: '#333333' });
    y += 11;
  }
  if (page > 1 || doc.lines.length > s.rowsPerPage) pen.text(`Hoja ${page} de ${page}`, W - M - 80, 820, { face: f.body, size: 7.5, align: 'right', width: 80 });
}

/** A fresh25 layout from its spec. */
export function sheetLayout(s: SheetSpec): Layout {
  const size = s.size ?? A4;
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
      const config: ComposeConfig = {
        kind: s.kind,
        catalog: s.template.catalog,
        lineCount: c.lineCount,
        receivers: c.receivers,
        conditionPrinted: c.conditionPrinted,
        currency: c.currency,
        mixedVat: c.mixedVat,
        pricesIncludeIva: (r) => (c.prices === 'net' ? false : c.prices === 'final' ? true : r.condicionIva !== 1),
        numberStyles: c.numberStyles,
        fractionalQuantities: c.fractional,
        servicePeriod: c.servicePeriod,
        missingArticle: s.kind === 'remito' && ctx.index % 3 === 1,
        templatePricesIncludeIva: s.template.pricesIncludeIva,
      };
      return composeWith(rng, config, {
        layout: s.id, templateId: ctx.template.id, issuer: ctx.issuer, reference: ref.truth, today: ctx.today,
        variant: { title: heading.title, letter: heading.letter ?? '', code: heading.code ?? '', printed: ref.printed },
      });
    },
  };
  if (s.producer === 'pdfkit') layout.draw = (pdf, doc) => drawSheet(new KitPen(pdf), doc, s);
  else {
    layout.render = async (doc) => {
      const meta = { title: `${s.title} ${doc.reference}`, producer: s.title, creator: s.title };
      if (s.producer === 'pdf-lib') {
        const pen = await libPen(size, meta);
        drawSheet(pen, doc, s);
        return pen.kit.bytes();
      }
      if (s.producer === 'jspdf') {
        const pen = jsPen(size, { ...meta, fileId: `${s.id}-${doc.reference}` });
        drawSheet(pen, doc, s);
        return pen.kit.bytes();
      }
      const pen = new QuotePdf(size, { title: `${doc.reference}`, producer: 'SPOOL/400 PDF Writer 2.1' });
      drawSheet(pen, doc, s);
      return pen.bytes();
    };
  }
  return layout;
}

