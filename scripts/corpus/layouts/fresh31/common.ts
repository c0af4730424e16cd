import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import type { Face, Pen, PenText } from '../fresh24/common';
import { ar, en, wrap } from '../fresh24/common';
import { LayeredPdf, type Layer } from './layered';

export {
  ar, composeWith, en, issuerOf, jsPen, KitPen, libPen, qty, templateOf, vatContained, A4,
} from '../fresh24/common';
export type { Face, Pen } from '../fresh24/common';
export { enLetras } from '../fresh30/common';
export { LayeredPdf } from './layered';

// ------------------------------------------------------------------------------------------------------------
// The spellings of fresh31's vendors (dates, CUITs, amounts).
// ------------------------------------------------------------------------------------------------------------

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

export type Fecha = 'month-first' | 'with-time' | 'lo-mon' | 'spaced-upper' | 'weekday-plain' | 'slash' | 'dot-yy';

/** A time of day drawn from the document's reference (never from the rng, so no other draw moves). */
function timeOf(doc: DocSpec): string {
  let h = 2166136261;
  for (const c of `${doc.layout}${doc.reference}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `${String(8 + (h % 11)).padStart(2, '0')}:${String((h >>> 8) % 60).padStart(2, '0')}`;
}

/**
 * "Noviembre 26 de 2026", "26/11/2026 14:05 hs", "26-nov.-26", "26 / NOV / 2026", "jueves 26 noviembre 2026",
 * "26/11/2026", "26.11.26".
 */
export function fecha(doc: DocSpec, style: Fecha, iso = doc.date): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mes = MESES[Number(m) - 1]!;
  switch (style) {
    case 'month-first':
      return `${mes[0]!.toUpperCase()}${mes.slice(1)} ${Number(d)} de ${y}`;
    case 'with-time':
      return `${d}/${m}/${y} ${timeOf(doc)} hs`;
    case 'lo-mon':
      return `${d}-${mes.slice(0, 3)}.-${y.slice(2)}`;
    case 'spaced-upper':
      return `${d} / ${mes.slice(0, 3).toUpperCase()} / ${y}`;
    case 'weekday-plain':
      return `${DIAS[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${Number(d)} ${mes} ${y}`;
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'dot-yy':
      return `${d}.${m}.${y.slice(2)}`;
  }
}

export type CuitStyle = 'spaced-grouped' | 'space-tail' | 'dash' | 'plain';

/** "30 - 71.234.567 - 8", "30 71234567-8", "30-71234567-8" or digits. */
export function cuit(digits: string, style: CuitStyle): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (style) {
    case 'spaced-grouped':
      return `${a} - ${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)} - ${c}`;
    case 'space-tail':
      return `${a} ${b}-${c}`;
    case 'dash':
      return `${a}-${b}-${c}`;
    case 'plain':
      return digits;
  }
}

export type Plata = 'ar' | 'ar-dollar' | 'code-after' | 'usd-d' | 'usd-en';

/** "1.234,56", "AR$ 1.234,56", "1.234,56 ARS", "U$D 1.234,56", "USD 1,234.56". */
export function plata(value: Decimal.Value, style: Plata): string {
  switch (style) {
    case 'ar':
      return ar(value);
    case 'ar-dollar':
      return `AR$ ${ar(value)}`;
    case 'code-after':
      return `${ar(value)} ARS`;
    case 'usd-d':
      return `U$D ${ar(value)}`;
    case 'usd-en':
      return `USD ${en(value)}`;
  }
}

export function receiverId(doc: DocSpec, style: CuitStyle): { kind: 'CUIT' | 'DNI'; value: string } | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  if (r.docType === 'CUIT') return { kind: 'CUIT', value: cuit(r.docNumber, style) };
  return { kind: 'DNI', value: r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.') };
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function rateOf(rate: number): string {
  return rate === 10.5 ? '10,5' : String(rate);
}

/** A CAE of 14 digits and its due date, drawn from the document's reference. */
export function caeOf(doc: DocSpec): { cae: string; due: string } {
  let h = 2166136261;
  for (const c of `${doc.layout}/${doc.reference}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let digits = '7';
  for (let i = 0; i < 13; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
    digits += String(h % 10);
  }
  const d = new Date(`${doc.date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  return { cae: digits, due: d.toISOString().slice(0, 10) };
}

export function runningAmount(doc: DocSpec, upto: number): Decimal {
  return (doc.totals?.lineAmounts ?? []).slice(0, upto).reduce((a, b) => a.add(b), new Decimal(0));
}

/** The names a design program gives the four layers. */
export const LAYER_NAMES: Record<'es' | 'en', Record<Layer, string>> = {
  es: { background: 'Fondo', captions: 'Textos fijos', data: 'Datos', guides: 'Guías (no imprimir)' },
  en: { background: 'Layer 1 - Background', captions: 'Layer 2 - Labels', data: 'Layer 3 - Fields', guides: 'Guides' },
};

// ------------------------------------------------------------------------------------------------------------
// One configurable document in three arrangements new to this split: 'sidebar' (the issuer and the voucher's data
// in a coloured column down the left edge, the customer and the items to its right), 'stacked' (each item on two
// rows — its description, then quantity × price and the amount — as mobile invoicing apps print them), 'stub'
// (a header band, the date in DÍA / MES / AÑO boxes, a gridded table, the totals as a strip of cells and a tear-off
// stub under a dashed cut line).
// ------------------------------------------------------------------------------------------------------------

export type ColKey = 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'rate' | 'amount' | 'bultos' | 'check';

export interface Col {
  key: ColKey;
  label: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface Spec {
  arrangement: 'sidebar' | 'stacked' | 'stub';
  title: string;
  letter?: string;
  letterCode?: string;
  numberLabel: string;
  number: (doc: DocSpec) => string;
  dateLabel: string;
  date: (doc: DocSpec) => string;
  /** 'stub': the date in three boxes captioned DÍA / MES / AÑO. */
  dateBoxes?: boolean;
  palette: { accent: string; soft: string; ink: string; muted: string };
  faces: { body: Face; bold: Face; title: Face };
  issuerLines: (doc: DocSpec) => string[];
  infoPairs: (doc: DocSpec) => Array<[string, string]>;
  client: { heading: string; rows: (doc: DocSpec) => Array<[string, string]> };
  cols: Col[];
  cell: (doc: DocSpec, key: ColKey, line: DocSpec['lines'][number], i: number) => string;
  /** 'stacked': the item's second row (left) and its amount (right). */
  stackedRow?: (doc: DocSpec, line: DocSpec['lines'][number], i: number) => { left: string; right: string };
  totals: (doc: DocSpec) => Array<[string, string, boolean?]>;
  totalsStyle: 'column' | 'strip';
  /** Amount cells in the accounting format: the currency sign flush left in the cell, the number flush right. */
  accounting?: string;
  notes?: (doc: DocSpec) => string[];
  footer: (doc: DocSpec) => string[];
  signatures?: string[];
  rowsPerPage?: number;
  carry?: { out: string; in: string; page: (n: number, of: number) => string; amount: (doc: DocSpec, upto: number) => string };
  stub?: { heading: string; rows: (doc: DocSpec) => Array<[string, string]> };
  bodySize?: number;
  rowHeight?: number;
}

/** The largest size (down to 60 %) at which a text fits a width. */
export function fit(pen: Pen, value: string, width: number, face: Face, size: number): number {
  let s = size;
  while (s > size * 0.6 && pen.widthOf(value, face, s) > width) s -= 0.25;
  return s;
}

/** A caption (the design's fixed text). */
function cap(pen: Pen, value: string, x: number, y: number, o: PenText): void {
  pen.section('captions');
  pen.text(value, x, y, o);
}

/** A value typed for this document. */
function val(pen: Pen, value: string, x: number, y: number, o: PenText): void {
  pen.section('data');
  pen.text(value, x, y, o);
}

/** A display title: a gradient through the glyphs on the layered writer, a plain fill elsewhere. */
function title(pen: Pen, value: string, x: number, y: number, o: PenText & { from: string; to: string }): void {
  pen.section('captions');
  if (pen instanceof LayeredPdf) pen.gradientText(value, x, y, o);
  else pen.text(value, x, y, { ...o, color: o.to });
}

export function cellOf(doc: DocSpec, key: ColKey, l: DocSpec['lines'][number], i: number, o: { rate?: (r: number) => string; qtyDecimals?: number; money?: (v: Decimal.Value) => string } = {}): string {
  const money = o.money ?? ((v: Decimal.Value) => ar(v));
  switch (key) {
    case 'code':
      return l.code ?? '';
    case 'desc':
      return l.description;
    case 'qty':
      return o.qtyDecimals !== undefined ? ar(l.quantity, o.qtyDecimals) : Number.isInteger(l.quantity) ? String(l.quantity) : ar(l.quantity, 1);
    case 'unit':
      return l.unit;
    case 'price':
      return l.unitPrice ? money(l.unitPrice) : '';
    case 'rate':
      return o.rate ? o.rate(l.ivaRate) : `${rateOf(l.ivaRate)}%`;
    case 'amount':
      return doc.totals ? money(doc.totals.lineAmounts[i]!) : '';
    case 'bultos':
      return String(l.bultos ?? 1);
    case 'check':
      return '';
  }
}

export function drawDoc(pen: Pen, doc: DocSpec, spec: Spec): void {
  const [W, H] = pen.size;
  const f = spec.faces;
  const P = spec.palette;
  const size = spec.bodySize ?? 8.4;
  const rowH = spec.rowHeight ?? (spec.arrangement === 'stacked' ? 27 : 14.5);
  const perPage = spec.rowsPerPage ?? 999;
  const pages = Math.max(1, Math.ceil(doc.lines.length / perPage));
  const sidebar = spec.arrangement === 'sidebar';
  const left = sidebar ? 182 : 36;
  const right = W - 34;

  /** The page's head; returns where the body starts. */
  const header = (page: number): number => {
    if (sidebar) {
      const sw = 160;
      pen.rect(0, 0, sw, H, { fill: P.accent });
      const trade = doc.issuer.tradeName;
      const tl = wrap(pen, trade, sw - 28, f.title, 15);
      tl.forEach((l, i) => cap(pen, l, 16, 30 + i * 18, { face: f.title, size: 15, color: '#ffffff' }));
      let y = 30 + tl.length * 18 + 8;
      for (const l of spec.issuerLines(doc)) {
        for (const part of wrap(pen, l, sw - 28, f.body, 7)) {
          cap(pen, part, 16, y, { face: f.body, size: 7, color: '#ffffff' });
          y += 9.5;
        }
      }
      y += 14;
      pen.line(16, y, sw - 16, y, { color: '#ffffff', width: 0.6 });
      y += 12;
      if (spec.letter) {
        pen.rect(16, y, 36, 36, { fill: '#ffffff' });
        cap(pen, spec.letter, 16, y + 6, { face: f.bold, size: 22, align: 'center', width: 36, color: P.accent });
        if (spec.letterCode) cap(pen, spec.letterCode, 58, y + 13, { face: f.body, size: fit(pen, spec.letterCode, sw - 70, f.body, 7), color: '#ffffff' });
        y += 46;
      }
      for (const part of wrap(pen, spec.title, sw - 28, f.bold, 12)) {
        cap(pen, part, 16, y, { face: f.bold, size: 12, color: '#ffffff' });
        y += 15;
      }
      y += 4;
      cap(pen, spec.numberLabel, 16, y, { face: f.body, size: 7, color: '#ffffff' });
      val(pen, spec.number(doc), 16, y + 9, { face: f.bold, size: fit(pen, spec.number(doc), sw - 28, f.bold, 10.5), color: '#ffffff' });
      y += 26;
      cap(pen, spec.dateLabel, 16, y, { face: f.body, size: 7, color: '#ffffff' });
      val(pen, spec.date(doc), 16, y + 9, { face: f.bold, size: fit(pen, spec.date(doc), sw - 28, f.bold, 10), color: '#ffffff' });
      y += 26;
      for (const [c, v] of spec.infoPairs(doc)) {
        cap(pen, c, 16, y, { face: f.body, size: 6.8, color: '#ffffff' });
        val(pen, v, 16, y + 8.5, { face: f.body, size: fit(pen, v, sw - 28, f.body, 8), color: '#ffffff' });
        y += 21;
      }
      if (pages > 1) cap(pen, spec.carry?.page(page, pages) ?? `${page}/${pages}`, 16, H - 40, { face: f.bold, size: 8, color: '#ffffff' });
      return 36;
    }
    if (spec.arrangement === 'stub') {
      pen.rect(0, 0, W, 58, { fill: P.accent });
      const trade = doc.issuer.tradeName;
      title(pen, trade, left, 17, { face: f.title, size: fit(pen, trade, W / 2 - 40, f.title, 20), from: '#ffffff', to: P.soft });
      const tx = W / 2 + 40;
      cap(pen, spec.title, tx, 14, { face: f.bold, size: fit(pen, spec.title, right - tx - 50, f.bold, 13), color: '#ffffff' });
      if (spec.letterCode) cap(pen, spec.letterCode, tx, 33, { face: f.body, size: 7, color: '#ffffff' });
      if (spec.letter) {
        pen.rect(right - 40, 9, 40, 40, { fill: '#ffffff' });
        cap(pen, spec.letter, right - 40, 16, { face: f.bold, size: 24, align: 'center', width: 40, color: P.accent });
      }
      let y = 70;
      spec.issuerLines(doc).forEach((l, i) => cap(pen, l, left, y + i * 10, { face: f.body, size: fit(pen, l, W / 2 - 10 - left, f.body, 7.6), color: P.ink }));
      // number and date on the right
      cap(pen, spec.numberLabel, tx, y, { face: f.body, size: 7.5, color: P.muted });
      val(pen, spec.number(doc), tx, y + 9, { face: f.bold, size: 11, color: P.ink });
      if (spec.dateBoxes) {
        const [yy, mm, dd] = doc.date.split('-') as [string, string, string];
        const bx = tx, by = y + 28;
        ([['DÍA', dd, 28], ['MES', mm, 28], ['AÑO', yy, 40]] as Array<[string, string, number]>).reduce((x, [c, v, w]) => {
          pen.rect(x, by, w, 24, { stroke: P.ink, lineWidth: 0.6 });
          pen.rect(x, by, w, 8, { fill: P.soft });
          cap(pen, c, x, by + 1.5, { face: f.bold, size: 5.5, align: 'center', width: w, color: P.ink });
          val(pen, v, x, by + 11.5, { face: f.bold, size: 10, align: 'center', width: w, color: P.ink });
          return x + w;
        }, bx);
        cap(pen, spec.dateLabel, bx + 102, by + 2, { face: f.body, size: 7, color: P.muted });
      } else {
        cap(pen, spec.dateLabel, tx, y + 28, { face: f.body, size: 7.5, color: P.muted });
        val(pen, spec.date(doc), tx, y + 37, { face: f.bold, size: 10, color: P.ink });
      }
      const pairs = spec.infoPairs(doc);
      pairs.forEach(([c, v], i) => {
        cap(pen, c, tx, y + 58 + i * 10, { face: f.body, size: 7.2, color: P.muted });
        val(pen, v, tx + pen.widthOf(c, f.body, 7.2) + 4, y + 58 + i * 10, { face: f.body, size: fit(pen, v, right - tx - pen.widthOf(c, f.body, 7.2) - 6, f.body, 7.4), color: P.ink });
      });
      if (pages > 1) cap(pen, spec.carry?.page(page, pages) ?? `${page}/${pages}`, right - 80, y, { face: f.bold, size: 8, align: 'right', width: 80, color: P.ink });
      return y + Math.max(spec.issuerLines(doc).length * 10, 58 + pairs.length * 10) + 10;
    }
    // stacked: name left, voucher right, a thin accent rule
    const trade = doc.issuer.tradeName;
    const rx = W / 2 + 20;
    const maxW = (spec.letter ? rx - 62 : W / 2 - 6) - left;
    title(pen, trade, left, 30, { face: f.title, size: fit(pen, trade, maxW, f.title, 19), from: P.accent, to: P.ink });
    const il = spec.issuerLines(doc);
    il.forEach((l, i) => cap(pen, l, left, 56 + i * 9.6, { face: f.body, size: fit(pen, l, maxW, f.body, 7.4), color: P.muted }));
    let ry = 30;
    if (spec.letter) {
      pen.rect(rx - 52, 28, 34, 34, { stroke: P.accent, lineWidth: 1.2 });
      cap(pen, spec.letter, rx - 52, 33, { face: f.bold, size: 20, align: 'center', width: 34, color: P.accent });
      if (spec.letterCode) cap(pen, spec.letterCode, rx - 56, 65, { face: f.body, size: 6, align: 'center', width: 42, color: P.muted });
    }
    cap(pen, spec.title, rx, ry, { face: f.bold, size: fit(pen, spec.title, right - rx, f.bold, 14), color: P.accent });
    ry += 20;
    const kv: Array<[string, string, boolean]> = [[spec.numberLabel, spec.number(doc), true], [spec.dateLabel, spec.date(doc), false], ...spec.infoPairs(doc).map(([c, v]) => [c, v, false] as [string, string, boolean])];
    const cw = Math.max(...kv.map(([c]) => pen.widthOf(c, f.body, 7.8))) + 6;
    for (const [c, v, strong] of kv) {
      cap(pen, c, rx, ry, { face: f.body, size: 7.8, color: P.muted });
      val(pen, v, rx + cw, ry - (strong ? 0.8 : 0), { face: strong ? f.bold : f.body, size: fit(pen, v, right - rx - cw, strong ? f.bold : f.body, strong ? 9.5 : 8.2), color: P.ink });
      ry += strong ? 12.5 : 10.5;
    }
    if (pages > 1) cap(pen, spec.carry?.page(page, pages) ?? `${page}/${pages}`, rx, ry, { face: f.bold, size: 7.8, color: P.ink });
    const y = Math.max(56 + il.length * 9.6, ry) + 8;
    pen.line(left, y, right, y, { color: P.accent, width: 1.6 });
    return y + 10;
  };

  let y = header(1);

  // the customer
  const rows = spec.client.rows(doc);
  const clientBlock = (top: number): number => {
    if (spec.arrangement === 'stub') {
      const half = Math.ceil(rows.length / 2);
      const bh = half * 12 + 20;
      pen.rect(left, top, right - left, bh, { stroke: P.ink, lineWidth: 0.6 });
      cap(pen, spec.client.heading, left + 6, top + 4, { face: f.bold, size: 7.4, color: P.accent });
      const colW = (right - left) / 2;
      rows.forEach(([c, v], i) => {
        const cx = left + 6 + (i < half ? 0 : colW), cy = top + 16 + (i % half) * 12;
        cap(pen, c, cx, cy, { face: f.body, size: 7.4, color: P.muted });
        const w = pen.widthOf(c, f.body, 7.4) + 4;
        val(pen, v, cx + w, cy - 0.3, { face: f.bold, size: fit(pen, v, colW - w - 12, f.bold, 8.4), color: P.ink });
      });
      return top + bh + 10;
    }
    cap(pen, spec.client.heading, left, top, { face: f.bold, size: 8.6, color: P.accent });
    let cy = top + 13;
    const capW = Math.max(...rows.map(([c]) => pen.widthOf(c, f.body, 7.8)), 10) + 6;
    for (const [c, v] of rows) {
      cap(pen, c, left, cy, { face: f.body, size: 7.8, color: P.muted });
      val(pen, v, left + capW, cy - 0.4, { face: f.bold, size: fit(pen, v, right - left - capW, f.bold, 8.8), color: P.ink });
      cy += 11.5;
    }
    pen.line(left, cy + 2, right, cy + 2, { color: P.soft, width: 0.8 });
    return cy + 12;
  };
  y = clientBlock(y);

  // the items
  const fixed = spec.cols.filter((c) => c.key !== 'desc').reduce((s, c) => s + c.width, 0);
  const widthOf = (c: Col) => (c.key === 'desc' ? right - left - fixed : c.width);
  const xs: number[] = [];
  let cx = left;
  for (const c of spec.cols) {
    xs.push(cx);
    cx += widthOf(c);
  }
  const head = (top: number): number => {
    if (spec.arrangement === 'stacked') {
      const [c0, c1] = [spec.cols[0]!, spec.cols[spec.cols.length - 1]!];
      cap(pen, c0.label, left, top, { face: f.bold, size: 7.4, color: P.muted });
      cap(pen, c1.label, left, top, { face: f.bold, size: 7.4, color: P.muted, align: 'right', width: right - left });
      pen.line(left, top + 11, right, top + 11, { color: P.muted, width: 0.5 });
      return top + 16;
    }
    pen.rect(left, top, right - left, 15, { fill: spec.arrangement === 'stub' ? P.soft : P.accent });
    spec.cols.forEach((c, i) => cap(pen, c.label, xs[i]! + 3, top + 4, {
      face: f.bold, size: fit(pen, c.label, widthOf(c) - 6, f.bold, 7.2), align: c.align ?? 'left', width: widthOf(c) - 6, color: spec.arrangement === 'stub' ? P.ink : '#ffffff',
    }));
    return top + 19;
  };
  const moneyCell = (v: string, x: number, w: number, yy: number, face: Face, s: number) => {
    if (spec.accounting && v) {
      val(pen, spec.accounting, x + 10, yy, { face, size: s, color: P.ink });
      val(pen, v, x, yy, { face, size: s, align: 'right', width: w - 3, color: P.ink });
    } else val(pen, v, x, yy, { face, size: s, align: 'right', width: w - 3, color: P.ink });
  };
  const row = (l: DocSpec['lines'][number], i: number, yy: number) => {
    if (spec.arrangement === 'stacked') {
      const first = spec.cell(doc, 'desc', l, i);
      const code = spec.cell(doc, 'code', l, i);
      const lead = `${i + 1}.`;
      val(pen, lead, left, yy, { face: f.body, size: size, color: P.muted });
      val(pen, first, left + 16, yy, { face: f.bold, size: fit(pen, first, right - left - 90, f.bold, size + 0.6), color: P.ink });
      if (code) val(pen, code, left, yy, { face: f.body, size: 7, align: 'right', width: right - left, color: P.muted });
      const second = spec.stackedRow!(doc, l, i);
      val(pen, second.left, left + 16, yy + 11.5, { face: f.body, size: size, color: P.ink });
      val(pen, second.right, left, yy + 11.5, { face: f.bold, size: size + 0.4, align: 'right', width: right - left, color: P.ink });
      pen.line(left, yy + rowH - 4, right, yy + rowH - 4, { color: P.soft, width: 0.5, dash: [1.5, 1.5] });
      return;
    }
    if (sidebar && i % 2 === 1) pen.rect(left, yy - 3.5, right - left, rowH, { fill: '#f2f2f2' });
    spec.cols.forEach((c, j) => {
      const v = spec.cell(doc, c.key, l, i);
      if (!v) return;
      const w = widthOf(c);
      if (c.key === 'price' || c.key === 'amount') return moneyCell(v, xs[j]!, w, yy, f.body, fit(pen, v, w - 22, f.body, size));
      val(pen, v, xs[j]! + 3, yy, { face: f.body, size: fit(pen, v, w - 6, f.body, size), align: c.align ?? 'left', width: w - 6, color: P.ink });
    });
  };

  const tableTop = y;
  y = head(y);
  for (let pg = 0; pg < pages; pg++) {
    let top = tableTop;
    if (pg > 0) {
      pen.addPage();
      y = header(pg + 1);
      if (spec.carry) {
        cap(pen, spec.carry.in, left, y, { face: f.body, size: 8.2, color: P.ink });
        val(pen, spec.carry.amount(doc, pg * perPage), left, y, { face: f.bold, size: 8.6, align: 'right', width: right - left - 3, color: P.ink });
        y += 16;
      }
      top = y;
      y = head(y);
    }
    doc.lines.slice(pg * perPage, (pg + 1) * perPage).forEach((l, k) => {
      row(l, pg * perPage + k, y);
      y += rowH;
    });
    const last = pg === pages - 1;
    if (spec.arrangement === 'stub') {
      pen.rect(left, top, right - left, y - top + 2, { stroke: P.ink, lineWidth: 0.6 });
      xs.slice(1).forEach((x) => pen.line(x, top, x, y + 2, { color: P.ink, width: 0.35 }));
    }
    y += 6;
    if (!last && spec.carry) {
      cap(pen, spec.carry.out, left, y, { face: f.bold, size: 8.2, color: P.ink });
      val(pen, spec.carry.amount(doc, (pg + 1) * perPage), left, y, { face: f.bold, size: 8.6, align: 'right', width: right - left - 3, color: P.ink });
      footer();
    }
  }

  function footer(): void {
    const foot = spec.footer(doc);
    foot.forEach((l, i) => cap(pen, l, left, H - 26 - (foot.length - 1 - i) * 9, { face: f.body, size: fit(pen, l, right - left, f.body, 6.6), color: P.muted }));
  }

  // totals
  const totals = spec.totals(doc);
  y += 4;
  if (totals.length) {
    if (spec.totalsStyle === 'strip') {
      const cw = (right - left) / totals.length;
      totals.forEach(([c, v, strong], i) => {
        const x = left + i * cw;
        pen.rect(x, y, cw, 30, strong ? { fill: P.soft, stroke: P.ink, lineWidth: 0.6 } : { stroke: P.ink, lineWidth: 0.6 });
        cap(pen, c, x + 4, y + 4, { face: f.body, size: fit(pen, c, cw - 8, f.body, 6.8), color: P.muted });
        val(pen, v, x, y + 15, { face: strong ? f.bold : f.body, size: fit(pen, v, cw - 8, strong ? f.bold : f.body, strong ? 10 : 8.6), align: 'right', width: cw - 4, color: P.ink });
      });
      y += 40;
    } else {
      const tw = 238, tx = right - tw;
      totals.forEach(([c, v, strong]) => {
        if (strong) {
          pen.rect(tx - 4, y - 4, tw + 4, 19, { fill: P.accent });
          cap(pen, c, tx + 2, y, { face: f.bold, size: 9.6, color: '#ffffff' });
          val(pen, v, tx, y, { face: f.bold, size: 10, align: 'right', width: tw - 4, color: '#ffffff' });
          y += 22;
        } else {
          cap(pen, c, tx + 2, y, { face: f.body, size: 8.2, color: P.ink });
          val(pen, v, tx, y, { face: f.body, size: 8.4, align: 'right', width: tw - 4, color: P.ink });
          y += 13.5;
        }
      });
      y += 6;
    }
  }
  for (const note of spec.notes?.(doc) ?? []) {
    for (const part of wrap(pen, note, right - left, f.body, 7.6)) {
      val(pen, part, left, y, { face: f.body, size: 7.6, color: P.ink });
      y += 10;
    }
    y += 3;
  }
  if (spec.signatures?.length) {
    const sw = (right - left - 24 * (spec.signatures.length - 1)) / spec.signatures.length;
    const sy = Math.max(y + 36, spec.stub ? H - 230 : H - 110);
    spec.signatures.forEach((s, i) => {
      const sx = left + i * (sw + 24);
      pen.line(sx, sy, sx + sw, sy, { color: P.ink, width: 0.5 });
      cap(pen, s, sx, sy + 4, { face: f.body, size: 7.2, align: 'center', width: sw, color: P.muted });
    });
    y = sy + 16;
  }
  if (spec.stub) {
    const sy = Math.max(y + 14, H - 170);
    pen.line(left - 10, sy, right + 10, sy, { color: P.muted, width: 0.6, dash: [4, 3] });
    cap(pen, '- - cortar por la línea de puntos - -', left, sy - 9, { face: f.body, size: 6, align: 'center', width: right - left, color: P.muted });
    cap(pen, spec.stub.heading, left, sy + 10, { face: f.bold, size: 8.4, color: P.ink });
    const srows = spec.stub.rows(doc);
    const colW = (right - left) / 2;
    srows.forEach(([c, v], i) => {
      const sx = left + (i % 2) * colW, syy = sy + 26 + Math.floor(i / 2) * 13;
      cap(pen, c, sx, syy, { face: f.body, size: 7.6, color: P.muted });
      val(pen, v, sx + pen.widthOf(c, f.body, 7.6) + 4, syy - 0.3, { face: f.bold, size: fit(pen, v, colW - pen.widthOf(c, f.body, 7.6) - 12, f.bold, 8.6), color: P.ink });
    });
  }
  footer();
}
