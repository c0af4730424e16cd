import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import type { Face, Pen } from '../fresh24/common';
import { ar, en, JsPen, KitPen, qty, vatContained, wrap } from '../fresh24/common';
import { OutlinePdf } from './outline';

export {
  amountInWords, ar, composeWith, en, issuerOf, jsPen, KitPen, libPen, qty, templateOf, vatContained, A4,
} from '../fresh24/common';
export type { Face, Pen } from '../fresh24/common';

// ------------------------------------------------------------------------------------------------------------
// The spellings of fresh29's vendors (dates, CUITs, amounts), none of them the earlier splits' own.
// ------------------------------------------------------------------------------------------------------------

const MES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const DIA = ['dom.', 'lun.', 'mar.', 'mié.', 'jue.', 'vie.', 'sáb.'];

export type DateSpelling = 'slash' | 'roman' | 'middot' | 'spaced-slash' | 'ymd-dot' | 'dash-full' | 'short-mon' | 'weekday-short';

export function fechaDe(iso: string, style: DateSpelling): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (style) {
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'roman':
      return `${Number(d)}.${ROMAN[Number(m) - 1]}.${y}`;
    case 'middot':
      return `${d} · ${m} · ${y}`;
    case 'spaced-slash':
      return `${d} / ${m} / ${y}`;
    case 'ymd-dot':
      return `${y}.${m}.${d}`;
    case 'dash-full':
      return `${d}-${m}-${y}`;
    case 'short-mon':
      return `${Number(d)} ${MES[Number(m) - 1]}. ${y}`;
    case 'weekday-short':
      return `${DIA[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${Number(d)} ${MES[Number(m) - 1]}. ${y}`;
  }
}

export type CuitSpelling = 'dash' | 'en-dash' | 'dots' | 'grouped' | 'plain';

/** "30-71234567-8", "30–71234567–8", "30.71234567.8", "30-71.234.567-8" (the body grouped by thousands) or digits. */
export function cuitDe(digits: string, style: CuitSpelling): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (style) {
    case 'dash':
      return `${a}-${b}-${c}`;
    case 'en-dash':
      return `${a}\u2013${b}\u2013${c}`;
    case 'dots':
      return `${a}.${b}.${c}`;
    case 'grouped':
      return `${a}-${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)}-${c}`;
    case 'plain':
      return digits;
  }
}

export type MoneySpelling = 'ar' | 'ar-tight' | 'ar-trailing' | 'ars-code' | 'usd-en' | 'plain-comma';

/** "1.234,56", "$1.234,56", "1.234,56 $", "ARS 1.234,56", "US$ 1,234.56", "1234,56". */
export function plata(value: Decimal.Value, style: MoneySpelling): string {
  switch (style) {
    case 'ar':
      return ar(value);
    case 'ar-tight':
      return `$${ar(value)}`;
    case 'ar-trailing':
      return `${ar(value)} $`;
    case 'ars-code':
      return `ARS ${ar(value)}`;
    case 'usd-en':
      return `US$ ${en(value)}`;
    case 'plain-comma':
      return ar(value).replace(/\./g, '');
  }
}

export function receiverId(doc: DocSpec, cuit: CuitSpelling, dniDots = true): { kind: 'CUIT' | 'DNI'; value: string } | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  if (r.docType === 'CUIT') return { kind: 'CUIT', value: cuitDe(r.docNumber, cuit) };
  return { kind: 'DNI', value: dniDots ? r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : r.docNumber };
}

// ------------------------------------------------------------------------------------------------------------
// One configurable document, drawn by any pen, in three arrangements ('band', 'rail', 'ledger').
// ------------------------------------------------------------------------------------------------------------

export type ColKey = 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'rate' | 'amount' | 'bultos' | 'check';

export interface Col {
  key: ColKey;
  label: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface Spec {
  arrangement: 'band' | 'rail' | 'ledger';
  /** The document's name as printed ("Factura", "PRESUPUESTO"…). */
  title: string;
  /** The letter box (A, B, C, R, X) and its code line; none for documents without one. */
  letter?: string;
  letterCode?: string;
  numberLabel: string;
  /** The number as printed (holds the reference). */
  number: (doc: DocSpec) => string;
  dateLabel: string;
  date: (doc: DocSpec) => string;
  palette: { accent: string; soft: string; ink: string; muted: string; onAccent: string };
  faces: { body: Face; bold: Face; title: Face };
  /** Lines under the trade name (legal name, CUIT, address…). */
  issuerLines: (doc: DocSpec) => string[];
  /** Extra caption/value pairs beside the number and date (CAE, validity, sale condition…). */
  infoPairs: (doc: DocSpec) => Array<[string, string]>;
  client: { heading: string; rows: (doc: DocSpec) => Array<[string, string]> };
  cols: Col[];
  /** A cell's text. */
  cell: (doc: DocSpec, key: ColKey, line: DocSpec['lines'][number], i: number) => string;
  /** Totals block rows: [caption, value, emphasised]. */
  totals: (doc: DocSpec) => Array<[string, string, boolean?]>;
  footer: (doc: DocSpec) => string[];
  bodySize?: number;
  rowHeight?: number;
  zebra?: boolean;
  /** Rows a page holds before the document continues on another sheet. */
  rowsPerPage?: number;
  /** Captions of the carried amount at a page's foot and head (two-page documents). */
  carry?: { out: string; in: string; page: (n: number, of: number) => string; amount: (doc: DocSpec, upto: number) => string };
  /** Notes printed above the totals (amount in words, remarks). */
  notes?: (doc: DocSpec) => string[];
  /** Signature boxes at the foot (remitos). */
  signatures?: string[];
}

type Shape = { fill?: string; stroke?: string; lineWidth?: number; alpha?: number };

/** A rounded box where the pen can draw one (the outline writer), a square one elsewhere. */
export function box(pen: Pen, x: number, y: number, w: number, h: number, r: number, o: Shape): void {
  if (pen instanceof OutlinePdf) pen.round(x, y, w, h, r, o);
  else if (pen instanceof JsPen && r > 0) pen.kit.rect(x, y, w, h, { fill: o.fill, stroke: o.stroke, lineWidth: o.lineWidth, radius: r });
  else if (pen instanceof KitPen && r > 0) {
    pen.pdf.save().lineWidth(o.lineWidth ?? 0.6).roundedRect(x, y, w, h, r);
    if (o.fill && o.stroke) pen.pdf.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) pen.pdf.fill(o.fill);
    else pen.pdf.stroke(o.stroke ?? '#000000');
    pen.pdf.restore();
  } else pen.rect(x, y, w, h, { fill: o.fill, stroke: o.stroke, lineWidth: o.lineWidth });
}

export function dot(pen: Pen, cx: number, cy: number, r: number, o: Shape): void {
  if (pen instanceof OutlinePdf) pen.circle(cx, cy, r, o);
  else if (pen instanceof JsPen) pen.kit.circle(cx, cy, r, { fill: o.fill, stroke: o.stroke });
  else if (pen instanceof KitPen) box(pen, cx - r, cy - r, 2 * r, 2 * r, r, o);
  else pen.rect(cx - r, cy - r, 2 * r, 2 * r, { fill: o.fill, stroke: o.stroke });
}

/** The largest size (down to 60 %) at which a text fits a width. */
export function fit(pen: Pen, value: string, width: number, face: Face, size: number): number {
  let s = size;
  while (s > size * 0.6 && pen.widthOf(value, face, s) > width) s -= 0.25;
  return s;
}

const M = 36;

function drawHeader(pen: Pen, doc: DocSpec, spec: Spec, page: number, pages: number): number {
  const [W] = pen.size;
  const p = spec.palette, f = spec.faces;
  const trade = doc.issuer.tradeName;
  const numberText = spec.number(doc);
  if (spec.arrangement === 'band') {
    box(pen, 0, 0, W, 118, 0, { fill: p.accent });
    box(pen, W - 210, 18, 182, 84, 10, { fill: '#ffffff', alpha: 0.92 });
    pen.text(trade, M, 24, { face: f.title, size: fit(pen, trade, W - 280, f.title, 22), color: p.onAccent });
    spec.issuerLines(doc).forEach((l, i) => pen.text(l, M, 56 + i * 11.5, { face: f.body, size: fit(pen, l, W - 250 - M, f.body, 8), color: p.onAccent }));
    pen.text(spec.title, W - 200, 26, { face: f.title, size: fit(pen, spec.title, spec.letter ? 120 : 162, f.title, 15), color: p.ink });
    if (spec.letter) {
      dot(pen, W - 52, 40, 17, { fill: p.accent });
      pen.text(spec.letter, W - 69, 29, { face: f.bold, size: 20, align: 'center', width: 34, color: p.onAccent });
      if (spec.letterCode) pen.text(spec.letterCode, W - 84, 60, { face: f.body, size: fit(pen, spec.letterCode, 62, f.body, 6.5), align: 'center', width: 64, color: p.muted });
    }
    pen.text(spec.numberLabel, W - 200, 52, { face: f.body, size: 7.5, color: p.muted });
    pen.text(numberText, W - 200, 62, { face: f.bold, size: 10.5, color: p.ink });
    pen.text(spec.dateLabel, W - 200, 80, { face: f.body, size: 7.5, color: p.muted });
    pen.text(spec.date(doc), W - 200, 89, { face: f.bold, size: 9.5, color: p.ink });
    if (pages > 1) pen.text(spec.carry?.page(page, pages) ?? `${page}/${pages}`, W - 200, 104, { face: f.body, size: 7, color: p.muted });
    return 134;
  }
  if (spec.arrangement === 'rail') {
    // a coloured rail down the left side holds the issuer and the voucher's data
    const R = 150;
    box(pen, 0, 0, R, pen.size[1], 0, { fill: p.accent });
    box(pen, R, 0, 6, pen.size[1], 0, { fill: p.soft });
    let y = 34;
    for (const part of wrap(pen, trade, R - 40, f.title, 15)) {
      pen.text(part, 22, y, { face: f.title, size: 15, color: p.onAccent });
      y += 18;
    }
    y += 6;
    for (const l of spec.issuerLines(doc)) {
      for (const part of wrap(pen, l, R - 40, f.body, 7.5)) {
        pen.text(part, 22, y, { face: f.body, size: 7.5, color: p.onAccent });
        y += 10;
      }
    }
    y += 16;
    box(pen, 14, y, R - 28, spec.letter ? 150 : 118, 8, { fill: '#ffffff' });
    y += 12;
    if (spec.letter) {
      box(pen, 26, y, 34, 34, 6, { stroke: p.ink, lineWidth: 1.2 });
      pen.text(spec.letter, 26, y + 6, { face: f.bold, size: 20, align: 'center', width: 34, color: p.ink });
      if (spec.letterCode) pen.text(spec.letterCode, 66, y + 13, { face: f.body, size: 7, color: p.muted });
      y += 42;
    }
    pen.text(spec.title, 26, y, { face: f.title, size: fit(pen, spec.title, R - 52, f.title, 13), color: p.ink });
    y += 20;
    pen.text(spec.numberLabel, 26, y, { face: f.body, size: 7, color: p.muted });
    pen.text(numberText, 26, y + 9, { face: f.bold, size: fit(pen, numberText, R - 52, f.bold, 10), color: p.ink });
    y += 26;
    pen.text(spec.dateLabel, 26, y, { face: f.body, size: 7, color: p.muted });
    pen.text(spec.date(doc), 26, y + 9, { face: f.bold, size: 9.5, color: p.ink });
    y += 32;
    if (pages > 1) pen.text(spec.carry?.page(page, pages) ?? `${page}/${pages}`, 22, y, { face: f.body, size: 7.5, color: p.onAccent });
    return 30;
  }
  // ledger: a framed header split by the letter box, as AFIP's model, drawn with the vendor's colours
  const H0 = 30, HH = 112, mid = W / 2;
  box(pen, M, H0, W - 2 * M, HH, 6, { stroke: p.ink, lineWidth: 0.9 });
  pen.line(mid, H0 + (spec.letter ? 44 : 0), mid, H0 + HH, { color: p.ink, width: 0.6 });
  if (spec.letter) {
    box(pen, mid - 22, H0, 44, 44, 0, { fill: p.soft, stroke: p.ink, lineWidth: 0.9 });
    pen.text(spec.letter, mid - 22, H0 + 6, { face: f.bold, size: 22, align: 'center', width: 44, color: p.ink });
    if (spec.letterCode) pen.text(spec.letterCode, mid - 22, H0 + 33, { face: f.body, size: 6, align: 'center', width: 44, color: p.ink });
  }
  pen.text(trade, M + 12, H0 + 12, { face: f.title, size: fit(pen, trade, mid - M - 50, f.title, 16), color: p.accent });
  spec.issuerLines(doc).forEach((l, i) => pen.text(l, M + 12, H0 + 36 + i * 11, { face: f.body, size: fit(pen, l, mid - M - 40, f.body, 7.8), color: p.ink }));
  const rx = mid + 30;
  pen.text(spec.title, rx, H0 + 12, { face: f.title, size: fit(pen, spec.title, W - M - rx - 10, f.title, 14), color: p.ink });
  pen.text(`${spec.numberLabel} ${numberText}`, rx, H0 + 34, { face: f.bold, size: 10, color: p.ink });
  pen.text(`${spec.dateLabel} ${spec.date(doc)}`, rx, H0 + 50, { face: f.body, size: 9, color: p.ink });
  if (pages > 1) pen.text(spec.carry?.page(page, pages) ?? `${page}/${pages}`, rx, H0 + 66, { face: f.body, size: 8, color: p.muted });
  return H0 + HH + 12;
}

/** Draws the whole document with the pen; returns nothing, the pen holds the pages. */
export function drawDoc(pen: Pen, doc: DocSpec, spec: Spec): void {
  const [W, H] = pen.size;
  const p = spec.palette, f = spec.faces;
  const left = spec.arrangement === 'rail' ? 174 : M;
  const right = W - (spec.arrangement === 'rail' ? 24 : M);
  const size = spec.bodySize ?? 8.5;
  const rowH = spec.rowHeight ?? 17;
  const lines = doc.lines;
  const perPage = spec.rowsPerPage ?? 999;
  const pages = Math.max(1, Math.ceil(lines.length / perPage));

  let y = drawHeader(pen, doc, spec, 1, pages);

  // the client block and the voucher's extra data, side by side in two rounded cards
  const rows = spec.client.rows(doc);
  const pairs = spec.infoPairs(doc);
  const cardW = right - left;
  const stacked = spec.arrangement === 'rail';
  const split = pairs.length && !stacked ? cardW * 0.6 : cardW;
  const cardH = (stacked ? rows.length : Math.max(rows.length, pairs.length)) * 12.5 + 26;
  box(pen, left, y, split - (pairs.length && !stacked ? 8 : 0), cardH, 7, { fill: p.soft });
  pen.text(spec.client.heading, left + 10, y + 8, { face: f.bold, size: 8, color: p.accent });
  const capW = Math.max(...rows.map(([c]) => pen.widthOf(c, f.body, 7.5)), 20) + 8;
  rows.forEach(([c, v], i) => {
    pen.text(c, left + 10, y + 22 + i * 12.5, { face: f.body, size: 7.5, color: p.muted });
    pen.text(v, left + 10 + capW, y + 21.5 + i * 12.5, { face: f.bold, size: fit(pen, v, split - capW - 30, f.bold, 8.5), color: p.ink });
  });
  if (pairs.length && stacked) {
    // on the rail the voucher's extra data run as one strip of captions over values under the client card
    y += cardH + 8;
    const cw = cardW / pairs.length;
    box(pen, left, y, cardW, 32, 7, { stroke: p.soft, lineWidth: 1.2 });
    pairs.forEach(([c, v], i) => {
      pen.text(c, left + 10 + i * cw, y + 6, { face: f.body, size: fit(pen, c, cw - 14, f.body, 7), color: p.muted });
      pen.text(v, left + 10 + i * cw, y + 17, { face: f.bold, size: fit(pen, v, cw - 14, f.bold, 8.3), color: p.ink });
    });
    y += 32 + 14;
  } else if (pairs.length) {
    const px = left + split;
    box(pen, px, y, cardW - split, cardH, 7, { stroke: p.soft, lineWidth: 1.2 });
    const pw = Math.max(...pairs.map(([c]) => pen.widthOf(c, f.body, 7.5))) + 8;
    pairs.forEach(([c, v], i) => {
      pen.text(c, px + 10, y + 10 + i * 12.5, { face: f.body, size: 7.5, color: p.muted });
      pen.text(v, px + 10 + pw, y + 9.5 + i * 12.5, { face: f.bold, size: fit(pen, v, cardW - split - pw - 20, f.bold, 8.3), color: p.ink });
    });
    y += cardH + 14;
  } else y += cardH + 14;

  // the table: columns placed from the left, the description taking the room left over
  const fixed = spec.cols.filter((c) => c.key !== 'desc').reduce((s, c) => s + c.width, 0);
  const xs: number[] = [];
  let cx = left;
  for (const c of spec.cols) {
    xs.push(cx);
    cx += c.key === 'desc' ? right - left - fixed : c.width;
  }
  const widthOf = (i: number) => (spec.cols[i]!.key === 'desc' ? right - left - fixed : spec.cols[i]!.width);
  const head = (yy: number) => {
    box(pen, left, yy, right - left, 18, spec.arrangement === 'ledger' ? 0 : 5, { fill: p.accent });
    spec.cols.forEach((c, i) => pen.text(c.label, xs[i]! + 5, yy + 5.5, { face: f.bold, size: 7.5, color: p.onAccent, align: c.align ?? 'left', width: widthOf(i) - 10 }));
    return yy + 22;
  };
  y = head(y);
  for (let pg = 0; pg < pages; pg++) {
    if (pg > 0) {
      pen.addPage();
      y = drawHeader(pen, doc, spec, pg + 1, pages) + 4;
      if (spec.carry) {
        pen.text(spec.carry.in, left + 8, y, { face: f.body, size: 8, color: p.muted });
        pen.text(spec.carry.amount(doc, pg * perPage), left, y, { face: f.bold, size: 8.5, align: 'right', width: right - left - 6, color: p.ink });
        y += 16;
      }
      y = head(y);
    }
    const slice = lines.slice(pg * perPage, (pg + 1) * perPage);
    slice.forEach((l, k) => {
      const i = pg * perPage + k;
      if (spec.zebra && k % 2 === 1) box(pen, left, y - 4, right - left, rowH, 0, { fill: p.soft });
      spec.cols.forEach((c, j) => {
        const v = spec.cell(doc, c.key, l, i);
        if (!v) return;
        const w = widthOf(j) - 10;
        pen.text(v, xs[j]! + 5, y, { face: c.key === 'desc' ? f.body : f.body, size: fit(pen, v, w, f.body, size), color: p.ink, align: c.align ?? 'left', width: w });
      });
      if (!spec.zebra) pen.line(left, y + rowH - 5, right, y + rowH - 5, { color: p.soft, width: 0.5 });
      y += rowH;
    });
    if (pg < pages - 1 && spec.carry) {
      y += 4;
      pen.line(left, y, right, y, { color: p.ink, width: 0.6 });
      pen.text(spec.carry.out, left + 8, y + 6, { face: f.body, size: 8, color: p.muted });
      pen.text(spec.carry.amount(doc, (pg + 1) * perPage), left, y + 6, { face: f.bold, size: 8.5, align: 'right', width: right - left - 6, color: p.ink });
    }
  }
  y += 8;

  const notes = spec.notes?.(doc) ?? [];
  const totals = spec.totals(doc);
  const tw = 220;
  const tx = right - tw;
  let ny = y;
  for (const n of notes) {
    for (const part of wrap(pen, n, tx - left - 16, f.body, 7.5)) {
      pen.text(part, left, ny, { face: f.body, size: 7.5, color: p.muted });
      ny += 10;
    }
    ny += 3;
  }
  if (totals.length) {
    const th = totals.length * 15 + 12;
    box(pen, tx, y, tw, th, 8, { stroke: p.accent, lineWidth: 1 });
    totals.forEach(([c, v, strong], i) => {
      const yy = y + 8 + i * 15;
      if (strong) box(pen, tx + 4, yy - 3.5, tw - 8, 15, 5, { fill: p.accent });
      const colour = strong ? p.onAccent : p.ink;
      pen.text(c, tx + 10, yy, { face: strong ? f.bold : f.body, size: strong ? 9.5 : 8, color: colour });
      pen.text(v, tx, yy, { face: strong ? f.bold : f.body, size: strong ? 9.5 : 8.5, color: colour, align: 'right', width: tw - 12 });
    });
    y += th + 12;
  }
  y = Math.max(y, ny) + 6;

  if (spec.signatures?.length) {
    const sw = (right - left - 20 * (spec.signatures.length - 1)) / spec.signatures.length;
    const sy = Math.max(y + 30, H - 150);
    spec.signatures.forEach((s, i) => {
      const sx = left + i * (sw + 20);
      pen.line(sx, sy, sx + sw, sy, { color: p.ink, width: 0.6, dash: [2, 2] });
      pen.text(s, sx, sy + 4, { face: f.body, size: 7.5, color: p.muted, align: 'center', width: sw });
    });
  }

  const foot = spec.footer(doc);
  foot.forEach((l, i) => pen.text(l, left, H - 30 - (foot.length - 1 - i) * 10, { face: f.body, size: fit(pen, l, right - left, f.body, 7), color: p.muted }));
}

/** The sum of the first `upto` line amounts, for a carried total. */
export function runningAmount(doc: DocSpec, upto: number): Decimal {
  return (doc.totals?.lineAmounts ?? []).slice(0, upto).reduce((a, b) => a.add(b), new Decimal(0));
}

export function rateOf(rate: number): string {
  return rate === 10.5 ? '10,5' : String(rate);
}

export { qty as quantityOf, vatContained as vatIn };

/** Net, VAT per rate and total rows of a document whose prices exclude VAT. */
export function vatRows(doc: DocSpec, money: (v: Decimal.Value) => string, o: { net: string; vat: (rate: number) => string; total: string }): Array<[string, string, boolean?]> {
  const t = doc.totals!;
  return [[o.net, money(t.subtotal)], ...t.byRate.map((r): [string, string] => [o.vat(r.rate), money(r.vat)]), [o.total, money(t.total), true]];
}

/** A CAE of 14 digits and its due date, drawn from the document's reference (so it never moves other draws). */
export function caeOf(doc: DocSpec): { cae: string; due: string } {
  let h = 2166136261;
  for (const c of `${doc.layout}${doc.reference}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let digits = '7';
  for (let i = 0; i < 13; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
    digits += String(h % 10);
  }
  const d = new Date(`${doc.date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  return { cae: digits, due: d.toISOString().slice(0, 10) };
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
