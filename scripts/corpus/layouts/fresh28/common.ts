import Decimal from 'decimal.js';
import type { CatalogName } from '../../catalogs';
import type { Fresh28ScanStyle } from '../../degrade-fresh28';
import { type ComposeConfig, type DocSpec } from '../../document';
import type { ReceiverKind } from '../../fake-data';
import type { NumberStyle } from '../../formats';
import type { Rng } from '../../random';
import {
  A4, amountInWords, composeWith, issuerOf, jsPen, KitPen, libPen, rateLabel, templateOf, vatContained,
  type Face, type Pen,
} from '../fresh24/common';
import type { Layout } from '../layout';
import { ReportPdf, type Flavor } from './report';

export { ReportPdf } from './report';

// ------------------------------------------------------------------------------------------------------------
// Spellings of the fresh28 vendors.
// ------------------------------------------------------------------------------------------------------------

/** ar 1.234,56 · plain 1234,56 · en 1,234.56 · point 1234.56 (a program left on a US locale) · space 1 234,56 (ASCII space). */
export type NumFmt = 'ar' | 'plain' | 'en' | 'point' | 'space';

export function num(value: Decimal.Value, fmt: NumFmt, decimals = 2): string {
  const [i, d] = new Decimal(value).toFixed(decimals).split('.');
  const sep = { ar: '.', plain: '', en: ',', point: '', space: ' ' }[fmt];
  const grouped = i!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (!decimals) return grouped;
  return `${grouped}${fmt === 'en' || fmt === 'point' ? '.' : ','}${d}`;
}

export function quantity(value: number, fmt: NumFmt, fixed?: number): string {
  if (fixed !== undefined) return num(value, fmt, fixed);
  if (Number.isInteger(value)) return String(value);
  return num(value, fmt, String(value).split('.')[1]!.length);
}

/**
 * stamp "26/11/2026 10:42" (the print time beside the date) · mmm "26-Nov-2026" · compact "26NOV26" · weekday "Jue 26/11/2026"
 * · del "26 de Noviembre del 2026" · ymd "2026/11/26" · dots "26.11.2026"
 */
export type DateFmt = 'stamp' | 'mmm' | 'compact' | 'weekday' | 'del' | 'ymd' | 'dots';
const MES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const MMM = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const DIA = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];

export function dateOf(iso: string, fmt: DateFmt, salt = 0): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mi = Number(m) - 1;
  switch (fmt) {
    case 'stamp': return `${d}/${m}/${y} ${String(8 + (salt % 10)).padStart(2, '0')}:${String((salt * 7) % 60).padStart(2, '0')}`;
    case 'mmm': return `${d}-${MMM[mi]}-${y}`;
    case 'compact': return `${d}${MMM[mi]!.toUpperCase()}${y.slice(2)}`;
    case 'weekday': return `${DIA[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${d}/${m}/${y}`;
    case 'del': return `${Number(d)} de ${MES[mi]} del ${y}`;
    case 'ymd': return `${y}/${m}/${d}`;
    case 'dots': return `${d}.${m}.${y}`;
  }
}

/** dash 30-71234567-8 · plain 30712345678 · spaced 30 - 71234567 - 8 · slashes 30/71234567/8 */
export type CuitFmt = 'dash' | 'plain' | 'spaced' | 'slashes';

export function cuitOf(digits: string, fmt: CuitFmt): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (fmt) {
    case 'dash': return `${a}-${b}-${c}`;
    case 'plain': return digits;
    case 'spaced': return `${a} - ${b} - ${c}`;
    case 'slashes': return `${a}/${b}/${c}`;
  }
}

// ------------------------------------------------------------------------------------------------------------
// The document every fresh28 layout draws, configured by its wording, arrangement and spellings.
// ------------------------------------------------------------------------------------------------------------

export type Producer = 'pdfkit' | 'pdf-lib' | 'jspdf' | 'report';
/**
 * banded: a report designer's bands (title, grey "client" band with white boxed values, grey column header, details,
 * grey summary band with boxed totals, page footer); split: issuer left and voucher data right of a centred letter box,
 * the customer in a two-column frame, a full grid; stub: a tinted left column holding the voucher and customer data
 * stacked (caption over value), the issuer and the table to the right.
 */
export type Arrangement = 'banded' | 'split' | 'stub';
export type Col = 'code' | 'qty' | 'unit' | 'desc' | 'price' | 'rate' | 'amount' | 'bultos';

export interface Spec {
  id: string;
  kind: 'invoice' | 'remito';
  title: string;
  producer: Producer;
  report?: { flavor: Flavor; producer: string; creator: string };
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
  };
  heading: (rng: Rng) => { title: string; letter?: string; code?: string };
  reference: (rng: Rng, index: number) => { printed: string; truth: string };
  /** A line under the heading drawn per document (the associated voucher of a credit note, a validity…). */
  extra?: (rng: Rng) => string;
  labels: {
    number: string; date: string; client: string; id: string; condition: string; address: string;
    code?: string; desc: string; qty: string; unit?: string; price?: string; amount?: string; rate?: string; bultos?: string;
    subtotal?: string; vat?: (rate: string) => string; total?: string; contained?: string;
    issuerCuit: string; iibb: string; since: string; page: (p: number, n: number) => string; carried?: string;
  };
  columns: readonly Col[];
  numFmt: NumFmt;
  qtyDecimals?: number;
  /** The currency sign before totals ('' for none). */
  symbol: string;
  /** Totals guarded with asterisks, as cheque-protected report fields print them ("$ ****12.345,67"). */
  guard?: boolean;
  dateFmt: DateFmt;
  cuitFmt: CuitFmt;
  dniDots?: boolean;
  faces?: { head: Face; body: Face; bold: Face };
  accent: string;
  tint: string;
  rowsPerPage: number;
  words?: string;
  notes?: (doc: DocSpec) => string[];
  footer: string[];
  scanStyle: Fresh28ScanStyle;
}

const M = 34;

interface Ctx { pen: Pen; doc: DocSpec; s: Spec; f: { head: Face; body: Face; bold: Face }; W: number; H: number }

function fitSize(pen: Pen, value: string, face: Face, width: number, size: number): number {
  let s = size;
  while (s > 5.5 && pen.widthOf(value, face, s) > width) s -= 0.25;
  return s;
}

function receiverId(doc: DocSpec, s: Spec): string | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  if (r.docType === 'CUIT') return cuitOf(r.docNumber, s.cuitFmt);
  return s.dniDots ? r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : r.docNumber;
}

/** The issuer's letterhead in a box of width `w` at (x, y); returns its height. */
function letterhead(c: Ctx, x: number, y: number, w: number): number {
  const { pen, doc, s, f } = c;
  const i = doc.issuer;
  pen.text(i.name, x, y, { face: f.head, size: fitSize(pen, i.name, f.head, w, 12.5), color: s.accent });
  pen.text(i.tradeName, x, y + 16, { face: f.body, size: 8.5 });
  const lines = [`${i.address} - ${i.city}`, `Tel. ${i.phone}  ·  ${i.email}`, i.condicionText];
  lines.forEach((l, k) => pen.text(l, x, y + 29 + k * 10, { face: f.body, size: fitSize(pen, l, f.body, w, 7.5) }));
  return 29 + lines.length * 10;
}

/** The issuer's tax data (CUIT, IIBB, start of activities) as three lines. */
function taxLines(c: Ctx): string[] {
  const { doc, s } = c;
  const L = s.labels;
  return [`${L.issuerCuit} ${cuitOf(doc.issuer.cuit, s.cuitFmt)}`, `${L.iibb} ${doc.issuer.iibb}`, `${L.since} ${doc.issuer.activitySince}`];
}

function customerFields(c: Ctx): Array<[string, string]> {
  const { doc, s } = c;
  const L = s.labels;
  const r = doc.receiver;
  const out: Array<[string, string]> = [[L.client, r.name]];
  const id = receiverId(doc, s);
  // a label naming only the CUIT is reworded for a DNI, as the program's label field is a formula
  if (id) out.push([r.docType === 'DNI' && !/DNI/i.test(L.id) ? L.id.replace(/C\.?U\.?I\.?T\.?/i, 'D.N.I.') : L.id, id]);
  if (r.condicionPrinted) out.push([L.condition, r.condicionText]);
  if (r.address) out.push([L.address, r.address]);
  return out;
}

interface Geometry { col: Col; x: number; w: number; right: boolean }

function tableGeometry(c: Ctx, x0: number, x1: number): Geometry[] {
  const fixed: Record<Col, number> = { code: 52, qty: 42, unit: 30, desc: 0, price: 66, rate: 34, amount: 72, bultos: 40 };
  const used = c.s.columns.reduce((a, k) => a + fixed[k], 0);
  let x = x0;
  return c.s.columns.map((col) => {
    const w = col === 'desc' ? x1 - x0 - used : fixed[col];
    const g = { col, x, w, right: col === 'qty' || col === 'price' || col === 'rate' || col === 'amount' || col === 'bultos' };
    x += w;
    return g;
  });
}

function header(c: Ctx, g: Geometry): string {
  const L = c.s.labels;
  return { code: L.code ?? '', qty: L.qty, unit: L.unit ?? '', desc: L.desc, price: L.price ?? '', rate: L.rate ?? '', amount: L.amount ?? '', bultos: L.bultos ?? '' }[g.col];
}

function cell(c: Ctx, g: Geometry, i: number): string {
  const { doc, s } = c;
  const l = doc.lines[i]!;
  switch (g.col) {
    case 'code': return l.code ?? '';
    case 'qty': return quantity(l.quantity, s.numFmt, s.qtyDecimals);
    case 'unit': return l.unit;
    case 'desc': return l.description;
    case 'price': return l.unitPrice ? num(l.unitPrice, s.numFmt) : '';
    case 'rate': return `${rateLabel(l.ivaRate)}%`;
    case 'amount': return doc.totals ? num(doc.totals.lineAmounts[i]!, s.numFmt) : '';
    case 'bultos': return String(l.bultos ?? 1);
  }
}

/** The table's rows `from`…`to` at y; returns the y under it. */
function table(c: Ctx, x0: number, x1: number, y: number, from: number, to: number, style: 'band' | 'grid' | 'rules'): number {
  const { pen, s, f } = c;
  const geo = tableGeometry(c, x0, x1);
  const rowH = 14;
  if (style === 'band') pen.rect(x0, y, x1 - x0, 15, { fill: '#c4c4c4' });
  else if (style === 'grid') pen.rect(x0, y, x1 - x0, 15, { fill: s.tint, stroke: '#000000' });
  else pen.line(x0, y + 15, x1, y + 15, { width: 1, color: s.accent });
  for (const g of geo) pen.text(header(c, g), g.x + 3, y + 4, { face: f.bold, size: 7.5, align: g.right ? 'right' : undefined, width: g.w - 6 });
  let yy = y + 15;
  for (let i = from; i < to; i++) {
    if (style === 'grid') pen.rect(x0, yy, x1 - x0, rowH, { stroke: '#000000', lineWidth: 0.4 });
    for (const g of geo) {
      const v = cell(c, g, i);
      const size = g.col === 'desc' ? fitSize(pen, v, f.body, g.w - 6, 8) : fitSize(pen, v, f.body, g.w - 6, 8);
      pen.text(v, g.x + 3, yy + 3.5, { face: f.body, size, align: g.right ? 'right' : undefined, width: g.w - 6 });
    }
    if (style === 'rules') pen.line(x0, yy + rowH, x1, yy + rowH, { width: 0.3, color: '#9a9a9a' });
    yy += rowH;
  }
  if (style === 'grid') for (const g of geo.slice(1)) pen.line(g.x, y, g.x, yy, { width: 0.4 });
  return yy;
}

function money(c: Ctx, value: Decimal.Value, total = false): string {
  const v = num(value, c.s.numFmt);
  const guarded = total && c.s.guard ? `${'*'.repeat(Math.max(2, 13 - v.length))}${v}` : v;
  return c.s.symbol ? `${c.s.symbol} ${guarded}` : guarded;
}

/** Totals (invoices) or the bultos count and the signature (remitos), right-aligned at x1; returns the y under them. */
function summary(c: Ctx, x1: number, y: number, boxed: boolean): number {
  const { pen, doc, s, f } = c;
  const L = s.labels;
  if (doc.kind === 'remito' || !doc.totals) {
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    pen.text(`${L.bultos ?? 'Bultos'}: ${bultos}`, x1 - 200, y + 4, { face: f.bold, size: 9 });
    return y + 20;
  }
  const rows: Array<[string, string, boolean]> = [];
  const t = doc.totals;
  if (!doc.pricesIncludeIva) {
    if (L.subtotal) rows.push([L.subtotal, money(c, t.subtotal), false]);
    for (const r of t.byRate) rows.push([L.vat ? L.vat(rateLabel(r.rate)) : `IVA ${rateLabel(r.rate)}%`, money(c, r.vat), false]);
  }
  rows.push([L.total ?? 'TOTAL', money(c, t.total, true), true]);
  if (doc.pricesIncludeIva && L.contained) rows.push([L.contained, money(c, vatContained(doc)), false]);
  const lw = Math.max(112, ...rows.map(([label, , strong]) => pen.widthOf(label, strong ? f.bold : f.body, strong ? 9 : 8) + 14));
  const w = lw + 120;
  const x = x1 - w;
  if (boxed) pen.rect(x, y, w, rows.length * 16 + 8, { fill: '#c4c4c4' });
  rows.forEach(([label, value, strong], k) => {
    const yy = y + 4 + k * 16;
    if (boxed) pen.rect(x + lw, yy, w - lw - 4, 13, { fill: '#ffffff' });
    pen.text(label, x + 6, yy + 3, { face: strong ? f.bold : f.body, size: strong ? 9 : 8 });
    pen.text(value, x + lw, yy + 3, { face: strong ? f.bold : f.body, size: strong ? 9 : 8, align: 'right', width: w - lw - 8 });
  });
  return y + rows.length * 16 + 14;
}

function afterTotals(c: Ctx, x0: number, x1: number, y: number): number {
  const { pen, doc, s, f } = c;
  let yy = y;
  if (s.words && doc.totals) {
    const words = `${s.words} ${amountInWords(doc.totals.total, doc.currency === 'USD' ? 'dólares estadounidenses' : 'pesos')}`;
    pen.text(words, x0, yy, { face: f.body, size: fitSize(pen, words, f.body, x1 - x0, 8) });
    yy += 13;
  }
  for (const note of s.notes?.(doc) ?? []) {
    pen.text(note, x0, yy, { face: f.body, size: fitSize(pen, note, f.body, x1 - x0, 7.5) });
    yy += 11;
  }
  if (doc.kind === 'remito') {
    yy += 24;
    const step = (x1 - x0) / 3;
    for (const [k, t] of ['Firma', 'Aclaración', 'D.N.I.'].entries()) {
      const x = x0 + k * step;
      pen.line(x, yy, x + step - 24, yy, { width: 0.5 });
      pen.text(t, x, yy + 3, { face: f.body, size: 7 });
    }
    yy += 16;
  }
  return yy;
}

function pageFooter(c: Ctx, p: number, pages: number): void {
  const { pen, s, f, W, H } = c;
  s.footer.forEach((t, k) => pen.text(t, M, H - 44 + k * 9, { face: f.body, size: fitSize(pen, t, f.body, W - 2 * M - 80, 6.5), color: '#333333' }));
  pen.text(s.labels.page(p, pages), W - M - 80, H - 44, { face: f.body, size: 7, align: 'right', width: 80 });
}

/** The voucher's number, date and extra line at (x, y) in a box `w` wide, right-aligned or left; returns the y under it. */
function voucherData(c: Ctx, x: number, y: number, w: number, align: 'left' | 'right'): number {
  const { pen, doc, s, f } = c;
  const L = s.labels;
  const title = String(doc.variant.title);
  pen.text(title, x, y, { face: f.head, size: fitSize(pen, title, f.head, w, 13), align, width: w, color: s.accent });
  const rows = [`${L.number} ${doc.variant.printed}`, `${L.date} ${dateOf(doc.date, s.dateFmt, Number(doc.variant.salt))}`];
  if (doc.variant.extra) rows.push(String(doc.variant.extra));
  rows.forEach((r, k) => pen.text(r, x, y + 19 + k * 12, { face: k === 0 ? f.bold : f.body, size: fitSize(pen, r, f.body, w, 9), align, width: w }));
  const tax = taxLines(c);
  tax.forEach((t, k) => pen.text(t, x, y + 23 + rows.length * 12 + k * 9.5, { face: f.body, size: 7.5, align, width: w }));
  return y + 23 + rows.length * 12 + tax.length * 9.5;
}

function letterBox(c: Ctx, cx: number, y: number): void {
  const { pen, doc, f } = c;
  const letter = String(doc.variant.letter);
  if (!letter) return;
  pen.rect(cx - 19, y, 38, 36, { fill: '#ffffff', stroke: '#000000', lineWidth: 1 });
  pen.text(letter, cx - 19, y + 4, { face: f.head, size: 22, align: 'center', width: 38 });
  if (doc.variant.code) pen.text(String(doc.variant.code), cx - 30, y + 40, { face: f.body, size: 6.5, align: 'center', width: 60 });
}

function drawBanded(c: Ctx, chunk: [number, number], p: number, pages: number): void {
  const { pen, s, f, W } = c;
  const x0 = M, x1 = W - M;
  // title band: the letterhead left, the voucher right, a letter box between
  letterhead(c, x0, M, 230);
  letterBox(c, W / 2, M);
  const yv = voucherData(c, W / 2 + 40, M, x1 - W / 2 - 40, 'right');
  let y = Math.max(yv, M + 70) + 10;
  // the client band: grey, each value in a white box
  const fields = customerFields(c);
  const bandH = 10 + Math.ceil(fields.length / 2) * 17;
  pen.rect(x0, y, x1 - x0, bandH, { fill: '#c4c4c4' });
  fields.forEach(([label, value], k) => {
    const col = k % 2, row = Math.floor(k / 2);
    const bx = x0 + 6 + col * ((x1 - x0) / 2), by = y + 5 + row * 17;
    const lw = 70, vw = (x1 - x0) / 2 - lw - 12;
    pen.text(label, bx, by + 3, { face: f.bold, size: 7.5 });
    pen.rect(bx + lw, by, vw, 13, { fill: '#ffffff' });
    pen.text(value, bx + lw + 3, by + 3, { face: f.body, size: fitSize(pen, value, f.body, vw - 6, 8) });
  });
  y += bandH + 10;
  y = table(c, x0, x1, y, chunk[0], chunk[1], 'band') + 8;
  if (p === pages) {
    y = summary(c, x1, y, true);
    afterTotals(c, x0, x1, y);
  } else if (s.labels.carried) pen.text(s.labels.carried, x0, y, { face: f.body, size: 8 });
  pageFooter(c, p, pages);
}

function drawSplit(c: Ctx, chunk: [number, number], p: number, pages: number): void {
  const { pen, s, f, W } = c;
  const x0 = M, x1 = W - M;
  pen.rect(x0, M - 6, x1 - x0, 108, { stroke: s.accent, lineWidth: 0.8 });
  pen.line(W / 2, c.doc.variant.letter ? M + 50 : M + 36, W / 2, M + 102, { color: s.accent });
  letterhead(c, x0 + 8, M, W / 2 - x0 - 34);
  letterBox(c, W / 2, M - 6);
  voucherData(c, W / 2 + 28, M, x1 - W / 2 - 36, 'left');
  let y = M + 112;
  const fields = customerFields(c);
  const h = 8 + Math.ceil(fields.length / 2) * 14;
  pen.rect(x0, y, x1 - x0, h, { stroke: '#000000', lineWidth: 0.6 });
  fields.forEach(([label, value], k) => {
    const col = k % 2, row = Math.floor(k / 2);
    const bx = x0 + 6 + col * ((x1 - x0) / 2), by = y + 5 + row * 14;
    const lw = pen.widthOf(`${label} `, f.bold, 8);
    pen.text(label, bx, by, { face: f.bold, size: 8 });
    pen.text(value, bx + lw, by, { face: f.body, size: fitSize(pen, value, f.body, (x1 - x0) / 2 - lw - 12, 8) });
  });
  y += h + 10;
  y = table(c, x0, x1, y, chunk[0], chunk[1], 'grid') + 8;
  if (p === pages) {
    y = summary(c, x1, y, false);
    afterTotals(c, x0, x1, y);
  } else if (s.labels.carried) pen.text(s.labels.carried, x0, y, { face: f.body, size: 8 });
  pageFooter(c, p, pages);
}

function drawStub(c: Ctx, chunk: [number, number], p: number, pages: number): void {
  const { pen, doc, s, f, W, H } = c;
  const L = s.labels;
  const sw = 150;
  pen.rect(0, 0, sw, H, { fill: s.tint });
  const x = 18, w = sw - 30;
  let y = M;
  const title = String(doc.variant.title);
  pen.text(title, x, y, { face: f.head, size: fitSize(pen, title, f.head, w, 13), color: s.accent });
  y += 20;
  if (doc.variant.letter) {
    pen.text(`${doc.variant.letter}${doc.variant.code ? `  ${doc.variant.code}` : ''}`, x, y, { face: f.bold, size: 11 });
    y += 18;
  }
  const stack: Array<[string, string]> = [[L.number, String(doc.variant.printed)], [L.date, dateOf(doc.date, s.dateFmt, Number(doc.variant.salt))]];
  if (doc.variant.extra) stack.push(['', String(doc.variant.extra)]);
  stack.push(...customerFields(c));
  for (const [label, value] of stack) {
    if (label) {
      pen.text(label.replace(/:$/, '').toUpperCase(), x, y, { face: f.bold, size: 6.5, color: '#555555' });
      y += 9;
    }
    // long values broken at spaces into the stub's width, each piece its own line
    const words = value.split(' ');
    let cur = '';
    const lines: string[] = [];
    for (const wd of words) {
      const next = cur ? `${cur} ${wd}` : wd;
      if (cur && pen.widthOf(next, f.body, 8.5) > w && label !== L.client) {
        lines.push(cur);
        cur = wd;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    for (const l of lines) {
      pen.text(l, x, y, { face: f.body, size: fitSize(pen, l, f.body, w, 8.5) });
      y += 11;
    }
    y += 6;
  }
  const x0 = sw + 18, x1 = W - M;
  letterhead(c, x0, M, 240);
  taxLines(c).forEach((t, k) => pen.text(t, x1 - 160, M + 4 + k * 10, { face: f.body, size: 7.5, align: 'right', width: 160 }));
  let yy = M + 80;
  yy = table(c, x0, x1, yy, chunk[0], chunk[1], 'rules') + 8;
  if (p === pages) {
    yy = summary(c, x1, yy, false);
    afterTotals(c, x0, x1, yy);
  } else if (L.carried) pen.text(L.carried, x0, yy, { face: f.body, size: 8 });
  s.footer.forEach((t, k) => pen.text(t, x0, H - 44 + k * 9, { face: f.body, size: fitSize(pen, t, f.body, x1 - x0 - 80, 6.5), color: '#333333' }));
  pen.text(L.page(p, pages), x1 - 80, H - 44, { face: f.body, size: 7, align: 'right', width: 80 });
}

/** Draws one document of a fresh28 layout with any pen. */
export function drawDoc(pen: Pen, doc: DocSpec, s: Spec): void {
  const [W, H] = pen.size;
  const c: Ctx = { pen, doc, s, f: s.faces ?? { head: 'sansB', body: 'sans', bold: 'sansB' }, W, H };
  const pages = Math.max(1, Math.ceil(doc.lines.length / s.rowsPerPage));
  for (let p = 1; p <= pages; p++) {
    if (p > 1) pen.addPage();
    const chunk: [number, number] = [(p - 1) * s.rowsPerPage, Math.min(doc.lines.length, p * s.rowsPerPage)];
    if (s.arrangement === 'banded') drawBanded(c, chunk, p, pages);
    else if (s.arrangement === 'split') drawSplit(c, chunk, p, pages);
    else drawStub(c, chunk, p, pages);
  }
}

/** A fresh28 layout from its spec. */
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
      const extra = s.extra?.(rng) ?? '';
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
        missingArticle: s.kind === 'remito' && ctx.index % 3 === 1,
        templatePricesIncludeIva: s.template.pricesIncludeIva,
      };
      return composeWith(rng, config, {
        layout: s.id, templateId: ctx.template.id, issuer: ctx.issuer, reference: ref.truth, today: ctx.today,
        variant: { title: heading.title, letter: heading.letter ?? '', code: heading.code ?? '', printed: ref.printed, extra, salt: rng.int(0, 599) },
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
      const r = s.report!;
      const pen = new ReportPdf(size, r.flavor, { title: meta.title, producer: r.producer, creator: r.creator, author: doc.issuer.name });
      drawDoc(pen, doc, s);
      return pen.bytes();
    };
  }
  return layout;
}

/** A voucher number "0004-00012345" from a point-of-sale range; `sep` is the separator printed. */
export function voucher(rng: Rng, pos: [number, number], sep = '-', digits = 8): { printed: string; truth: string } {
  const p = String(rng.int(pos[0], pos[1])).padStart(4, '0');
  const k = String(rng.int(1200, 48000)).padStart(digits, '0');
  return { printed: `${p}${sep}${k}`, truth: `${p}-${k}` };
}

/** A 14-digit CAE drawn from the document's own data (so the same document prints the same one). */
export function cae(doc: DocSpec): string {
  const digits = doc.reference.replace(/\D/g, '');
  return `7${String(doc.variant.salt).padStart(3, '0')}${digits}`.padEnd(14, '3').slice(0, 14);
}

/** The CAE's due date: ten days after the voucher's date, as dd/mm/yyyy. */
export function caeDue(doc: DocSpec): string {
  const d = new Date(`${doc.date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
