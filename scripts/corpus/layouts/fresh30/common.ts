import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import type { Face, Pen, PenText } from '../fresh24/common';
import { ar, wrap } from '../fresh24/common';
import { EffectPdf, type Emphasis } from './effects';

export {
  amountInWords, ar, composeWith, en, issuerOf, jsPen, KitPen, libPen, qty, templateOf, vatContained, A4, round2,
} from '../fresh24/common';
export type { Face, Pen } from '../fresh24/common';
export { EffectPdf } from './effects';

// ------------------------------------------------------------------------------------------------------------
// The spellings of fresh30's vendors (dates, CUITs, amounts, numbers).
// ------------------------------------------------------------------------------------------------------------

const MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DIAS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];

export type Fecha = 'dos' | 'del' | 'slash-mon' | 'ymd-slash' | 'british' | 'upper-dash' | 'weekday-slash' | 'dmy-space';

/** "26NOV26", "26 de noviembre del 2026", "26/nov/2026", "2026/11/26", "26th November 2026", "26-NOV-2026", "Jue 26/11/2026", "26 11 2026". */
export function fecha(iso: string, style: Fecha): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mi = Number(m) - 1;
  switch (style) {
    case 'dos':
      return `${d}${MES[mi]}${y.slice(2)}`;
    case 'del':
      return `${Number(d)} de ${MESES[mi]} del ${y}`;
    case 'slash-mon':
      return `${d}/${MES[mi]!.toLowerCase()}/${y}`;
    case 'ymd-slash':
      return `${y}/${m}/${d}`;
    case 'british': {
      const day = Number(d);
      const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
      return `${day}${suffix} ${MONTHS[mi]} ${y}`;
    }
    case 'upper-dash':
      return `${d}-${MES[mi]}-${y}`;
    case 'weekday-slash':
      return `${DIAS[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${d}/${m}/${y}`;
    case 'dmy-space':
      return `${d} ${m} ${y}`;
  }
}

export type CuitStyle = 'spaced-dash' | 'slashes' | 'tail-dash' | 'dash' | 'plain';

/** "30 - 71234567 - 8", "30/71234567/8", "3071234567-8", "30-71234567-8" or digits. */
export function cuit(digits: string, style: CuitStyle): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (style) {
    case 'spaced-dash':
      return `${a} - ${b} - ${c}`;
    case 'slashes':
      return `${a}/${b}/${c}`;
    case 'tail-dash':
      return `${a}${b}-${c}`;
    case 'dash':
      return `${a}-${b}-${c}`;
    case 'plain':
      return digits;
  }
}

export type Plata = 'ar' | 'dash-end' | 'stars' | 'space-group' | 'apostrophe' | 'pesos-word' | 'usd-code' | 'usd-sign';

/** "1.234,56", "$ 1.234,56.-", "****1.234,56", "1 234,56", "1'234,56", "1.234,56 pesos", "USD 1.234,56", "u$s 1.234,56". */
export function plata(value: Decimal.Value, style: Plata, width = 14): string {
  const s = ar(value);
  switch (style) {
    case 'ar':
      return s;
    case 'dash-end':
      return `$ ${s}.-`;
    case 'stars':
      return s.padStart(width, '*');
    case 'space-group':
      return s.replace(/\./g, ' ');
    case 'apostrophe':
      return s.replace(/\./g, "'");
    case 'pesos-word':
      return `${s} pesos`;
    case 'usd-code':
      return `USD ${s}`;
    case 'usd-sign':
      return `u$s ${s}`;
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

/** The sum of the first `upto` line amounts, for a carried total. */
export function runningAmount(doc: DocSpec, upto: number): Decimal {
  return (doc.totals?.lineAmounts ?? []).slice(0, upto).reduce((a, b) => a.add(b), new Decimal(0));
}

// ------------------------------------------------------------------------------------------------------------
// One configurable document in three arrangements new to this split: 'form' (a pre-printed boxed form with the
// column rules running down to the totals), 'letter' (a typed letterhead: centred name, place and date, "Señores",
// totals on dot leaders), 'textmode' (a character grid as a text-mode program prints it, every line one string).
// ------------------------------------------------------------------------------------------------------------

export type ColKey = 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'rate' | 'amount' | 'bultos' | 'check';

export interface Col {
  key: ColKey;
  label: string;
  /** Points ('form', 'letter') or characters ('textmode'). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface Spec {
  arrangement: 'form' | 'letter' | 'textmode';
  title: string;
  letter?: string;
  letterCode?: string;
  numberLabel: string;
  number: (doc: DocSpec) => string;
  dateLabel: string;
  date: (doc: DocSpec) => string;
  /** 'letter': the place written before the date ("Mendoza, "). */
  place?: (doc: DocSpec) => string;
  ink: string;
  accent: string;
  soft: string;
  faces: { body: Face; bold: Face; title: Face };
  issuerLines: (doc: DocSpec) => string[];
  infoPairs: (doc: DocSpec) => Array<[string, string]>;
  client: { heading: string; rows: (doc: DocSpec) => Array<[string, string]> };
  cols: Col[];
  cell: (doc: DocSpec, key: ColKey, line: DocSpec['lines'][number], i: number) => string;
  totals: (doc: DocSpec) => Array<[string, string, boolean?]>;
  notes?: (doc: DocSpec) => string[];
  footer: (doc: DocSpec) => string[];
  signatures?: string[];
  rowsPerPage?: number;
  carry?: { out: string; in: string; page: (n: number, of: number) => string; amount: (doc: DocSpec, upto: number) => string };
  bodySize?: number;
  rowHeight?: number;
  /** 'letter': totals as caption ....... amount. */
  leaders?: boolean;
}

/** Text with an emphasis: the effect writer simulates it, the other pens take the bold face. */
export function say(pen: Pen, value: string, x: number, y: number, o: PenText & { emphasis?: Emphasis } = {}): void {
  if (pen instanceof EffectPdf) return pen.text(value, x, y, o);
  const { emphasis, ...rest } = o;
  const face = emphasis && rest.face ? (rest.face.startsWith('serif') ? 'serifB' : rest.face.startsWith('mono') ? 'monoB' : 'sansB') : rest.face;
  pen.text(value, x, y, { ...rest, face });
}

/** The largest size (down to 60 %) at which a text fits a width. */
export function fit(pen: Pen, value: string, width: number, face: Face, size: number): number {
  let s = size;
  while (s > size * 0.6 && pen.widthOf(value, face, s) > width) s -= 0.25;
  return s;
}

const M = 34;

export function drawDoc(pen: Pen, doc: DocSpec, spec: Spec): void {
  if (spec.arrangement === 'textmode') return drawTextmode(pen, doc, spec);
  const [W, H] = pen.size;
  const f = spec.faces;
  const left = M, right = W - M;
  const size = spec.bodySize ?? 8.5;
  const rowH = spec.rowHeight ?? 15;
  const perPage = spec.rowsPerPage ?? 999;
  const pages = Math.max(1, Math.ceil(doc.lines.length / perPage));

  const header = (page: number): number => {
    if (spec.arrangement === 'form') {
      pen.rect(left, 26, right - left, 118, { stroke: spec.ink, lineWidth: 0.9 });
      const mid = W / 2;
      pen.line(mid, 26 + (spec.letter ? 46 : 0), mid, 144, { color: spec.ink, width: 0.6 });
      if (spec.letter) {
        pen.rect(mid - 23, 26, 46, 46, { fill: '#ffffff', stroke: spec.ink, lineWidth: 1 });
        if (pen instanceof EffectPdf) pen.outlined(spec.letter, mid - 23, 32, { face: f.bold, size: 24, align: 'center', width: 46, color: spec.ink });
        else say(pen, spec.letter, mid - 23, 32, { face: f.bold, size: 24, align: 'center', width: 46, color: spec.ink });
        if (spec.letterCode) pen.text(spec.letterCode, mid - 23, 62, { face: f.body, size: fit(pen, spec.letterCode, 42, f.body, 5.8), align: 'center', width: 46, color: spec.ink });
      }
      const trade = doc.issuer.tradeName;
      say(pen, trade, left + 10, 36, { face: f.title, size: fit(pen, trade, mid - left - 50, f.title, 16), color: spec.accent, emphasis: 'title' });
      spec.issuerLines(doc).forEach((l, i) => pen.text(l, left + 10, 62 + i * 10.5, { face: f.body, size: fit(pen, l, mid - left - 40, f.body, 7.5), color: spec.ink }));
      const rx = mid + 32;
      say(pen, spec.title, rx, 34, { face: f.title, size: fit(pen, spec.title, right - rx - 8, f.title, 13), color: spec.ink, emphasis: 'heading' });
      say(pen, `${spec.numberLabel} ${spec.number(doc)}`, rx, 56, { face: f.bold, size: 9.5, color: spec.ink, emphasis: 'strong' });
      pen.text(`${spec.dateLabel} ${spec.date(doc)}`, rx, 71, { face: f.body, size: 9, color: spec.ink });
      spec.infoPairs(doc).forEach(([c, v], i) => pen.text(`${c} ${v}`, rx, 86 + i * 10, { face: f.body, size: fit(pen, `${c} ${v}`, right - rx - 8, f.body, 7.5), color: spec.ink }));
      if (pages > 1) pen.text(spec.carry?.page(page, pages) ?? `${page}/${pages}`, right - 70, 132, { face: f.body, size: 7.5, color: spec.ink, align: 'right', width: 62 });
      return 152;
    }
    // letter
    const trade = doc.issuer.tradeName;
    say(pen, trade, left, 30, { face: f.title, size: fit(pen, trade, right - left, f.title, 20), align: 'center', width: right - left, color: spec.accent, emphasis: 'title' });
    const lines = spec.issuerLines(doc);
    lines.forEach((l, i) => pen.text(l, left, 58 + i * 10, { face: f.body, size: fit(pen, l, right - left, f.body, 7.8), align: 'center', width: right - left, color: spec.ink }));
    let y = 58 + lines.length * 10 + 4;
    pen.line(left, y, right, y, { color: spec.accent, width: 1.2 });
    pen.line(left, y + 2.5, right, y + 2.5, { color: spec.accent, width: 0.4 });
    y += 14;
    const dateText = `${spec.place?.(doc) ?? ''}${spec.date(doc)}`;
    pen.text(spec.dateLabel ? `${spec.dateLabel} ${dateText}` : dateText, left, y, { face: f.body, size: 9, align: 'right', width: right - left, color: spec.ink });
    const titleLine = spec.letter ? `${spec.title}  "${spec.letter}"` : spec.title;
    say(pen, titleLine, left, y, { face: f.title, size: 13, color: spec.ink, emphasis: 'heading' });
    if (spec.letterCode) pen.text(spec.letterCode, left + pen.widthOf(titleLine, f.title, 13) + 14, y + 3, { face: f.body, size: 7, color: spec.ink });
    y += 18;
    say(pen, `${spec.numberLabel} ${spec.number(doc)}`, left, y, { face: f.bold, size: 10, color: spec.ink, emphasis: 'strong' });
    if (pages > 1) pen.text(spec.carry?.page(page, pages) ?? `${page}/${pages}`, left, y, { face: f.body, size: 8, align: 'right', width: right - left, color: spec.ink });
    return y + 20;
  };

  let y = header(1);
  // the customer and the voucher's data
  const rows = spec.client.rows(doc);
  const pairs = spec.infoPairs(doc);
  if (spec.arrangement === 'form') {
    const half = Math.ceil(rows.length / 2);
    const boxH = Math.max(half, 1) * 12 + 22;
    pen.rect(left, y, right - left, boxH, { stroke: spec.ink, lineWidth: 0.7 });
    pen.rect(left, y, right - left, 13, { fill: spec.soft });
    say(pen, spec.client.heading, left + 8, y + 3, { face: f.bold, size: 7.5, color: spec.ink, emphasis: 'strong' });
    const colW = (right - left) / 2;
    rows.forEach(([c, v], i) => {
      const cx = left + 8 + (i < half ? 0 : colW);
      const cy = y + 18 + (i % half) * 12;
      pen.text(c, cx, cy, { face: f.body, size: 7.5, color: spec.ink });
      const cw = pen.widthOf(c, f.body, 7.5) + 5;
      say(pen, v, cx + cw, cy - 0.5, { face: f.bold, size: fit(pen, v, colW - cw - 16, f.bold, 8.5), color: spec.ink, emphasis: 'strong' });
    });
    y += boxH + 8;
  } else {
    say(pen, spec.client.heading, left, y, { face: f.bold, size: 9, color: spec.ink, emphasis: 'strong' });
    y += 13;
    const capW = Math.max(...rows.map(([c]) => pen.widthOf(c, f.body, 8.5)), 10) + 8;
    for (const [c, v] of rows) {
      if (c) pen.text(c, left + 14, y, { face: f.body, size: 8.5, color: spec.ink });
      say(pen, v, left + 14 + capW, y, { face: f.bold, size: fit(pen, v, right - left - capW - 20, f.bold, 9), color: spec.ink, emphasis: 'strong' });
      y += 12;
    }
    if (pairs.length) {
      y += 4;
      const text = pairs.map(([c, v]) => `${c} ${v}`).join('     ');
      for (const part of wrap(pen, text, right - left, f.body, 8)) {
        pen.text(part, left, y, { face: f.body, size: 8, color: spec.ink });
        y += 11;
      }
    }
    y += 8;
  }

  // the table
  const fixed = spec.cols.filter((c) => c.key !== 'desc').reduce((s, c) => s + c.width, 0);
  const xs: number[] = [];
  let cx = left;
  for (const c of spec.cols) {
    xs.push(cx);
    cx += c.key === 'desc' ? right - left - fixed : c.width;
  }
  const widthOf = (i: number) => (spec.cols[i]!.key === 'desc' ? right - left - fixed : spec.cols[i]!.width);
  const totals = spec.totals(doc);
  const totalsH = spec.leaders ? totals.length * 14 + 10 : totals.length * 14 + 8;
  const head = (yy: number): number => {
    if (spec.arrangement === 'form') pen.rect(left, yy, right - left, 16, { fill: spec.soft, stroke: spec.ink, lineWidth: 0.7 });
    else {
      pen.line(left, yy, right, yy, { color: spec.ink, width: 0.8 });
      pen.line(left, yy + 16, right, yy + 16, { color: spec.ink, width: 0.8 });
    }
    spec.cols.forEach((c, i) => say(pen, c.label, xs[i]! + 4, yy + 4.5, { face: f.bold, size: 7.3, color: spec.ink, align: c.align ?? 'left', width: widthOf(i) - 8, emphasis: 'strong' }));
    return yy + 21;
  };
  const tableTop = y;
  y = head(y);
  for (let pg = 0; pg < pages; pg++) {
    let top = tableTop;
    if (pg > 0) {
      pen.addPage();
      y = header(pg + 1);
      if (spec.carry) {
        pen.text(spec.carry.in, left + 6, y, { face: f.body, size: 8, color: spec.ink });
        say(pen, spec.carry.amount(doc, pg * perPage), left, y, { face: f.bold, size: 8.5, align: 'right', width: right - left - 6, color: spec.ink, emphasis: 'strong' });
        y += 15;
      }
      top = y;
      y = head(y);
    }
    const slice = doc.lines.slice(pg * perPage, (pg + 1) * perPage);
    slice.forEach((l, k) => {
      const i = pg * perPage + k;
      spec.cols.forEach((c, j) => {
        const v = spec.cell(doc, c.key, l, i);
        if (!v) return;
        const w = widthOf(j) - 8;
        pen.text(v, xs[j]! + 4, y, { face: f.body, size: fit(pen, v, w, f.body, size), color: spec.ink, align: c.align ?? 'left', width: w });
      });
      if (spec.arrangement === 'letter') pen.line(left, y + rowH - 4.5, right, y + rowH - 4.5, { color: spec.soft, width: 0.4 });
      y += rowH;
    });
    const last = pg === pages - 1;
    if (spec.arrangement === 'form') {
      // a pre-printed form: the column rules run down to a fixed foot, the totals box under it
      const bottom = last ? Math.max(y + 6, H - 120 - totalsH) : Math.max(y + 6, H - 90);
      pen.rect(left, top, right - left, bottom - top, { stroke: spec.ink, lineWidth: 0.7 });
      xs.slice(1).forEach((x) => pen.line(x, top, x, bottom, { color: spec.ink, width: 0.4 }));
      y = bottom;
    }
    if (!last && spec.carry) {
      y += 6;
      pen.text(spec.carry.out, left + 6, y, { face: f.body, size: 8, color: spec.ink });
      say(pen, spec.carry.amount(doc, (pg + 1) * perPage), left, y, { face: f.bold, size: 8.5, align: 'right', width: right - left - 6, color: spec.ink, emphasis: 'strong' });
      const foot = spec.footer(doc);
      foot.forEach((l, i) => pen.text(l, left, H - 28 - (foot.length - 1 - i) * 9.5, { face: f.body, size: fit(pen, l, right - left, f.body, 6.8), color: spec.ink }));
    }
  }
  y += 8;

  // notes beside the totals, then the totals
  const notes = spec.notes?.(doc) ?? [];
  const tw = 230;
  const tx = right - tw;
  let ny = y;
  for (const note of notes) {
    for (const part of wrap(pen, note, tx - left - 14, f.body, 7.6)) {
      pen.text(part, left, ny, { face: f.body, size: 7.6, color: spec.ink });
      ny += 10;
    }
    ny += 3;
  }
  if (totals.length) {
    if (spec.arrangement === 'form') {
      pen.rect(tx, y, tw, totals.length * 14 + 6, { stroke: spec.ink, lineWidth: 0.7 });
      totals.forEach(([c, v, strong], i) => {
        const yy = y + 5 + i * 14;
        if (i) pen.line(tx, yy - 3, right, yy - 3, { color: spec.ink, width: 0.3 });
        if (strong) pen.rect(tx, yy - 3, tw, 14, { fill: spec.soft });
        say(pen, c, tx + 6, yy, { face: strong ? f.bold : f.body, size: strong ? 9.5 : 8, color: spec.ink, emphasis: strong ? 'heading' : undefined });
        say(pen, v, tx, yy, { face: strong ? f.bold : f.body, size: strong ? 9.5 : 8.5, align: 'right', width: tw - 6, color: spec.ink, emphasis: strong ? 'strong' : undefined });
      });
    } else {
      totals.forEach(([c, v, strong], i) => {
        const yy = y + i * 14;
        const s = strong ? 9.5 : 8.5;
        const face = strong ? f.bold : f.body;
        const cw = pen.widthOf(c, face, s), vw = pen.widthOf(v, face, s);
        say(pen, c, tx, yy, { face, size: s, color: spec.ink, emphasis: strong ? 'strong' : undefined });
        if (spec.leaders) {
          const room = tw - cw - vw - 10;
          const dots = Math.max(2, Math.floor(room / pen.widthOf('.', f.body, s)));
          pen.text('.'.repeat(dots), tx + cw + 4, yy, { face: f.body, size: s, color: spec.ink });
        }
        say(pen, v, tx, yy, { face, size: s, align: 'right', width: tw, color: spec.ink, emphasis: strong ? 'strong' : undefined });
        if (strong) pen.line(tx, yy - 3, right, yy - 3, { color: spec.ink, width: 0.6 });
      });
    }
    y += totalsH + 8;
  }
  y = Math.max(y, ny) + 6;

  if (spec.signatures?.length) {
    const sw = (right - left - 24 * (spec.signatures.length - 1)) / spec.signatures.length;
    const sy = Math.max(y + 34, H - 130);
    spec.signatures.forEach((s, i) => {
      const sx = left + i * (sw + 24);
      pen.line(sx, sy, sx + sw, sy, { color: spec.ink, width: 0.5 });
      pen.text(s, sx, sy + 4, { face: f.body, size: 7.5, color: spec.ink, align: 'center', width: sw });
    });
  }
  const foot = spec.footer(doc);
  foot.forEach((l, i) => pen.text(l, left, H - 28 - (foot.length - 1 - i) * 9.5, { face: f.body, size: fit(pen, l, right - left, f.body, 6.8), color: spec.ink }));
}

/** A cell's usual text: code, description, quantity, unit, price, rate, amount (the document's line amounts). */
export function cellOf(doc: DocSpec, key: ColKey, l: DocSpec['lines'][number], i: number, o: { rate?: (r: number) => string; qtyDecimals?: number } = {}): string {
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
      return l.unitPrice ? ar(l.unitPrice) : '';
    case 'rate':
      return o.rate ? o.rate(l.ivaRate) : `${rateOf(l.ivaRate)}%`;
    case 'amount':
      return doc.totals ? ar(doc.totals.lineAmounts[i]!) : '';
    case 'bultos':
      return String(l.bultos ?? 1);
    case 'check':
      return '';
  }
}

/** A text-mode program's page: a grid of monospace characters, each printed line one string. */
function drawTextmode(pen: Pen, doc: DocSpec, spec: Spec): void {
  const [W, H] = pen.size;
  const size = spec.bodySize ?? 8.6;
  const mono: Face = 'mono';
  const cw = pen.widthOf('0', mono, size);
  const cols = spec.cols.reduce((s, c) => s + c.width, 0);
  const left = Math.max(28, (W - cols * cw) / 2);
  const lh = size * 1.42;
  const perPage = spec.rowsPerPage ?? 999;
  const pages = Math.max(1, Math.ceil(doc.lines.length / perPage));
  const rule = (ch: string) => ch.repeat(cols);
  const fitCol = (v: string, c: Col) => (c.align === 'right' ? v.padStart(c.width - 1) + ' ' : v.padEnd(c.width));
  let row = 0;
  const top = 34;
  const put = (value: string, col = 0, emphasis?: Emphasis) => say(pen, value, left + col * cw, top + row * lh, { face: mono, size, color: spec.ink, emphasis });
  const nl = (k = 1) => (row += k);

  const header = (page: number) => {
    row = 0;
    put(doc.issuer.tradeName.toUpperCase(), 0, 'title');
    const right = `${spec.title}${spec.letter ? ` "${spec.letter}"` : ''}`;
    put(right, cols - right.length, 'heading');
    nl();
    const il = spec.issuerLines(doc);
    const info: string[] = [
      `${spec.numberLabel} ${spec.number(doc)}`, `${spec.dateLabel} ${spec.date(doc)}`,
      ...(spec.letterCode ? [spec.letterCode] : []), ...spec.infoPairs(doc).map(([c, v]) => `${c} ${v}`),
      ...(pages > 1 ? [spec.carry?.page(page, pages) ?? `HOJA ${page}/${pages}`] : []),
    ];
    const infoW = Math.max(...info.map((s) => s.length));
    for (let k = 0; k < Math.max(il.length, info.length); k++) {
      // the letterhead's lines are cut where the voucher's data begin, as a fixed-width form does
      if (il[k]) put(il[k]!.slice(0, cols - infoW - 2));
      if (info[k]) put(info[k]!, cols - infoW, k === 0 ? 'strong' : undefined);
      nl();
    }
    put(rule('='));
    nl();
    const rows = spec.client.rows(doc);
    put(spec.client.heading, 0, 'strong');
    nl();
    const capW = Math.max(...rows.map(([c]) => c.length)) + 1;
    for (const [c, v] of rows) {
      put(`  ${c.padEnd(capW)}`);
      put(v, capW + 2, 'strong');
      nl();
    }
    put(rule('-'));
    nl();
    put(spec.cols.map((c) => fitCol(c.label, c)).join(''), 0, 'strong');
    nl();
    put(rule('-'));
    nl();
  };

  header(1);
  for (let pg = 0; pg < pages; pg++) {
    if (pg > 0) {
      pen.addPage();
      header(pg + 1);
      if (spec.carry) {
        const amount = spec.carry.amount(doc, pg * perPage);
        put(`${spec.carry.in}${amount.padStart(cols - spec.carry.in.length)}`);
        nl(2);
      }
    }
    doc.lines.slice(pg * perPage, (pg + 1) * perPage).forEach((l, k) => {
      const i = pg * perPage + k;
      put(spec.cols.map((c) => fitCol(spec.cell(doc, c.key, l, i), c)).join('').trimEnd());
      nl();
    });
    if (pg < pages - 1 && spec.carry) {
      put(rule('-'));
      nl();
      const amount = spec.carry.amount(doc, (pg + 1) * perPage);
      put(`${spec.carry.out}${amount.padStart(cols - spec.carry.out.length)}`, 0, 'strong');
      nl();
      const foot = spec.footer(doc);
      row = Math.floor((H - 40 - top) / lh) - foot.length;
      for (const l of foot) {
        put(l);
        nl();
      }
    }
  }
  put(rule('-'));
  nl();
  const totals = spec.totals(doc);
  const tw = Math.max(...totals.map(([c, v]) => c.length + v.length + 4), 30);
  for (const [c, v, strong] of totals) {
    put(`${c}${v.padStart(tw - c.length)}`, cols - tw, strong ? 'strong' : undefined);
    nl();
  }
  put(rule('='));
  nl(2);
  for (const note of spec.notes?.(doc) ?? []) {
    let cur = '';
    for (const word of note.split(' ')) {
      if (cur && cur.length + word.length + 1 > cols) {
        put(cur);
        nl();
        cur = word;
      } else cur = cur ? `${cur} ${word}` : word;
    }
    if (cur) {
      put(cur);
      nl();
    }
  }
  if (spec.signatures?.length) {
    nl(3);
    const sw = Math.floor(cols / spec.signatures.length);
    put(spec.signatures.map(() => ''.padEnd(sw - 4, '.').padEnd(sw)).join('').trimEnd());
    nl();
    put(spec.signatures.map((s) => s.padEnd(sw)).join('').trimEnd());
    nl();
  }
  const foot = spec.footer(doc);
  row = Math.max(row + 1, Math.floor((H - 40 - top) / lh) - foot.length);
  for (const l of foot) {
    put(l);
    nl();
  }
}

const UNIDADES = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince',
  'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis',
  'veintisiete', 'veintiocho', 'veintinueve'];
const DECENAS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const CENTENAS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

function hasta999(v: number): string {
  if (v === 100) return 'cien';
  const c = Math.floor(v / 100), r = v % 100;
  const parts: string[] = [];
  if (c) parts.push(CENTENAS[c]!);
  if (r < 30) {
    if (r) parts.push(UNIDADES[r]!);
  } else {
    const d = Math.floor(r / 10), u = r % 10;
    parts.push(u ? `${DECENAS[d]} y ${UNIDADES[u]}` : DECENAS[d]!);
  }
  return parts.join(' ');
}

/** 12345.6 → "doce mil trescientos cuarenta y cinco con 60/100" (as Argentine vouchers spell totals). */
export function enLetras(value: Decimal.Value): string {
  const d = new Decimal(value);
  const whole = d.floor().toNumber();
  const cents = d.sub(d.floor()).mul(100).toDecimalPlaces(0).toNumber();
  const millions = Math.floor(whole / 1_000_000), thousands = Math.floor((whole % 1_000_000) / 1000), rest = whole % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un millón' : `${hasta999(millions).replace(/uno$/, 'un')} millones`);
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${hasta999(thousands).replace(/uno$/, 'un')} mil`);
  if (rest) parts.push(hasta999(rest));
  const words = parts.length ? parts.join(' ') : 'cero';
  return `${words} con ${String(cents).padStart(2, '0')}/100`;
}
