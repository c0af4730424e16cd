import Decimal from 'decimal.js';
import { type ComposeConfig, type DocSpec } from '../../document';
import type { Fresh27ScanStyle } from '../../degrade-fresh27';
import type { ReceiverKind } from '../../fake-data';
import type { NumberStyle } from '../../formats';
import type { Rng } from '../../random';
import type { CatalogName } from '../../catalogs';
import {
  A4, amountInWords, composeWith, dni, issuerOf, jsPen, KitPen, libPen, rateLabel, templateOf, vatContained, wrap,
  type Face, type Pen,
} from '../fresh24/common';
import type { Layout } from '../layout';
import { TypesetPdf, type Flavor } from './typeset';

export { TypesetPdf } from './typeset';

// ------------------------------------------------------------------------------------------------------------
// Number, date and CUIT spellings of the fresh27 vendors.
// ------------------------------------------------------------------------------------------------------------

/** ar 1.234,56 · plain 1234,56 · en 1,234.56 · nbsp 1 234,56 (U+00A0) · narrow 1 234,56 (U+202F) · thin 1 234,56 (U+2009) · apos 1'234,56. */
export type NumFmt = 'ar' | 'plain' | 'en' | 'nbsp' | 'narrow' | 'thin' | 'apos';

export function num(value: Decimal.Value, fmt: NumFmt, decimals = 2): string {
  const [i, d] = new Decimal(value).toFixed(decimals).split('.');
  const sep = { ar: '.', plain: '', en: ',', nbsp: '\u00a0', narrow: '\u202f', thin: '\u2009', apos: "'" }[fmt];
  const grouped = i!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (!decimals) return grouped;
  return `${grouped}${fmt === 'en' ? '.' : ','}${d}`;
}

export function quantity(value: number, fmt: NumFmt, fixed?: number): string {
  if (fixed !== undefined) return num(value, fmt, fixed);
  if (Number.isInteger(value)) return String(value);
  return num(value, fmt, String(value).split('.')[1]!.length);
}

/** roman 26/XI/2026 · dash 26-11-2026 · mon-dot 26 nov. 2026 · letter "26 de noviembre de 2026" · en-dash 26–11–2026 · short 26/11/26 · iso-ish 2026.11.26 */
export type DateFmt = 'roman' | 'dash' | 'mon-dot' | 'letter' | 'en-dash' | 'short' | 'ymd-dot';
const MES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export function dateOf(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mi = Number(m) - 1;
  switch (fmt) {
    case 'roman': return `${d}/${ROMAN[mi]}/${y}`;
    case 'dash': return `${d}-${m}-${y}`;
    case 'mon-dot': return `${Number(d)} ${MES[mi]!.slice(0, 3)}. ${y}`;
    case 'letter': return `${Number(d)} de ${MES[mi]} de ${y}`;
    case 'en-dash': return `${d}\u2013${m}\u2013${y}`;
    case 'short': return `${d}/${m}/${y.slice(2)}`;
    case 'ymd-dot': return `${y}.${m}.${d}`;
  }
}

/** dash 30-71234567-8 · plain · endash 30–71234567–8 · endash-spaced 30 – 71234567 – 8 · dots 30.71234567.8 */
export type CuitFmt = 'dash' | 'plain' | 'endash' | 'endash-spaced' | 'dots';

export function cuitOf(digits: string, fmt: CuitFmt): string {
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)];
  switch (fmt) {
    case 'dash': return `${a}-${b}-${c}`;
    case 'plain': return digits;
    case 'endash': return `${a}\u2013${b}\u2013${c}`;
    case 'endash-spaced': return `${a} \u2013 ${b} \u2013 ${c}`;
    case 'dots': return `${a}.${b}.${c}`;
  }
}

// ------------------------------------------------------------------------------------------------------------
// The document every fresh27 layout draws, configured by its wording, arrangement and spellings.
// ------------------------------------------------------------------------------------------------------------

export type Producer = 'pdfkit' | 'pdf-lib' | 'jspdf' | 'typeset';
/** letter: a business letter (sender top right, addressee block, place and date line); ribbon: a coloured band across
 * the top; leaders: data as dotted-leader lines beside the letterhead; bottom: the letterhead at the foot of the page. */
export type Arrangement = 'letter' | 'ribbon' | 'leaders' | 'bottom';
export type Col = 'code' | 'qty' | 'unit' | 'desc' | 'price' | 'rate' | 'amount' | 'bultos';
export type TableStyle = 'rules' | 'zebra' | 'grid';

export interface Spec {
  id: string;
  kind: 'invoice' | 'remito';
  title: string;
  producer: Producer;
  typeset?: { flavor: Flavor; producer: string; creator: string };
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
    issuerCuit: string; iibb: string; since: string;
  };
  /** Between a label and its value: a space, a no-break space (U+00A0) or a tab-like gap. */
  gap?: string;
  columns: readonly Col[];
  numFmt: NumFmt;
  qtyDecimals?: number;
  /** The currency sign before totals ('' for none). */
  symbol: string;
  dateFmt: DateFmt;
  cuitFmt: CuitFmt;
  /** A place before the date ("Rosario, 26 de noviembre de 2026") in the letter arrangement. */
  place?: boolean;
  table: TableStyle;
  faces?: { head: Face; body: Face; bold: Face };
  accent: string;
  tint: string;
  rowsPerPage: number;
  words?: string;
  notes?: (doc: DocSpec) => string[];
  footer: string[];
  /** Footer paragraphs justified (typeset producers spread them with Tw). */
  justify?: boolean;
  scanStyle: Fresh27ScanStyle;
}

const M = 40;

/** Draws one document of a fresh27 layout with any pen. */
export function drawDoc(pen: Pen, doc: DocSpec, s: Spec): void {
  const [W, H] = pen.size;
  const f = s.faces ?? { head: 'sansB', body: 'sans', bold: 'sansB' };
  const L = s.labels;
  const gap = s.gap ?? ' ';
  const v = doc.variant as { title: string; letter: string; code: string; printed: string; salt: number };
  const iss = doc.issuer;
  const r = doc.receiver;
  const priced = doc.kind === 'invoice';
  const money = (x: Decimal.Value) => num(x, s.numFmt);
  const printedDate = dateOf(doc.date, s.dateFmt);
  const cityName = iss.city.replace(/^\([A-Z0-9]+\)\s*/, '').split(',')[0]!;
  const rid = r.docType === 'CUIT' && r.docNumber ? cuitOf(r.docNumber, s.cuitFmt) : r.docType === 'DNI' && r.docNumber ? dni(r.docNumber) : '';
  const ridLabel = r.docType === 'CUIT' ? L.id : 'DNI';
  const left = M;
  const right = W - M;
  const lab = (label: string, value: string) => `${label}${gap}${value}`;
  let page = 1;

  const letterMark = (x: number, y: number) => {
    if (!v.letter) return;
    pen.rect(x, y, 30, 30, { stroke: '#000000', lineWidth: 1 });
    pen.text(v.letter, x, y + 5, { face: 'sansB', size: 18, align: 'center', width: 30 });
    if (v.code) pen.text(v.code, x - 10, y + 33, { face: f.body, size: 6, align: 'center', width: 50 });
  };

  const fiscal = [lab(L.issuerCuit, cuitOf(iss.cuit, s.cuitFmt)), lab(L.iibb, iss.iibb), lab(L.since, iss.activitySince), iss.condicionText];

  const header = (): number => {
    switch (s.arrangement) {
      case 'letter': {
        // sender at the top right, as a letterhead set in a word processor
        pen.text(iss.tradeName, right - 260, 36, { face: f.head, size: 15, align: 'right', width: 260, color: s.accent });
        let y = 58;
        for (const t of [iss.name, iss.address, iss.city, `${iss.phone} · ${iss.email}`]) {
          pen.text(t, right - 260, y, { face: f.body, size: 8, align: 'right', width: 260 });
          y += 11;
        }
        for (const t of fiscal) {
          pen.text(t, right - 260, y, { face: f.body, size: 7.5, align: 'right', width: 260, color: '#333333' });
          y += 10;
        }
        pen.line(left, y + 6, right, y + 6, { width: 0.4, color: s.accent });
        letterMark(left, 36);
        const dateLine = s.place ? `${cityName}, ${printedDate}` : lab(L.date, printedDate);
        pen.text(v.title, left + (v.letter ? 42 : 0), 38, { face: f.head, size: 12 });
        pen.text(lab(L.number, v.printed), left + (v.letter ? 42 : 0), 56, { face: f.bold, size: 9.5 });
        pen.text(dateLine, left + (v.letter ? 42 : 0), 70, { face: f.body, size: 9 });
        return y + 18;
      }
      case 'ribbon': {
        pen.rect(0, 0, W, 62, { fill: s.accent });
        pen.text(iss.tradeName, left, 18, { face: f.head, size: 17, color: '#ffffff' });
        pen.text(`${iss.address} · ${iss.city}`, left, 42, { face: f.body, size: 7.5, color: '#ffffff' });
        pen.text(v.title, right - 230, 16, { face: f.head, size: 12, align: 'right', width: 230, color: '#ffffff' });
        pen.text(lab(L.number, v.printed), right - 230, 33, { face: f.bold, size: 9.5, align: 'right', width: 230, color: '#ffffff' });
        pen.text(lab(L.date, printedDate), right - 230, 47, { face: f.body, size: 8.5, align: 'right', width: 230, color: '#ffffff' });
        pen.text(`${iss.name} · ${iss.condicionText} · ${iss.phone} · ${iss.email}`, left, 68, { face: f.body, size: 6.8, color: '#333333' });
        pen.text(fiscal.slice(0, 3).join(' · '), left, 78, { face: f.body, size: 6.8, color: '#333333' });
        letterMark(right - 30, 68);
        return 118;
      }
      case 'leaders': {
        pen.text(iss.tradeName, left, 34, { face: f.head, size: 16 });
        pen.text(iss.name, left, 55, { face: f.body, size: 8.5 });
        pen.text(iss.address, left, 66, { face: f.body, size: 8 });
        pen.text(iss.city, left, 77, { face: f.body, size: 8 });
        pen.text(`${iss.phone} — ${iss.email}`, left, 88, { face: f.body, size: 8 });
        letterMark(W / 2 - 30, 30);
        const lx = W / 2 + 24, lw = right - lx;
        pen.text(v.title, lx, 30, { face: f.head, size: 11.5, color: s.accent });
        const rows: Array<[string, string]> = [[L.number, v.printed], [L.date, printedDate], [L.issuerCuit, cuitOf(iss.cuit, s.cuitFmt)], [L.iibb, iss.iibb], [L.since, iss.activitySince]];
        let y = 48;
        for (const [label, value] of rows) {
          pen.text(label, lx, y, { face: f.body, size: 8 });
          const vw = pen.widthOf(value, f.bold, 8);
          const from = lx + pen.widthOf(label, f.body, 8) + 3, to = right - vw - 3;
          for (let x = from; x < to; x += 3) pen.rect(x, y + 6, 0.7, 0.7, { fill: '#777777' });
          pen.text(value, lx, y, { face: f.bold, size: 8, align: 'right', width: lw });
          y += 12;
        }
        pen.text(iss.condicionText, left, 99, { face: f.body, size: 8 });
        return Math.max(y, 112) + 6;
      }
      case 'bottom': {
        letterMark(right - 30, 30);
        pen.text(v.title, left, 32, { face: f.head, size: 18, color: s.accent });
        pen.text(lab(L.number, v.printed), left, 58, { face: f.bold, size: 10 });
        pen.text(lab(L.date, printedDate), left + 220, 58, { face: f.body, size: 10 });
        pen.line(left, 76, right, 76, { width: 1.4, color: s.accent });
        return 88;
      }
    }
  };

  const bottomLetterhead = () => {
    if (s.arrangement !== 'bottom') return;
    pen.line(left, H - 78, right, H - 78, { width: 0.8, color: s.accent });
    pen.text(iss.tradeName, left, H - 70, { face: f.head, size: 12, color: s.accent });
    pen.text(`${iss.name} · ${iss.address} · ${iss.city}`, left, H - 54, { face: f.body, size: 7.3 });
    pen.text(`${iss.phone} · ${iss.email}`, left, H - 44, { face: f.body, size: 7.3 });
    pen.text(fiscal.join(' · '), left, H - 34, { face: f.body, size: 7.3 });
  };

  const receiverBlock = (y: number): number => {
    const width = right - left;
    if (s.arrangement === 'letter') {
      pen.text(L.client, left, y, { face: f.body, size: 8.5, color: '#444444' });
      y += 12;
      pen.text(r.name, left, y, { face: f.bold, size: 10.5 });
      y += 14;
      if (r.address) {
        pen.text(r.address, left, y, { face: f.body, size: 8.5 });
        y += 12;
      }
      const bits = [rid ? lab(ridLabel, rid) : '', r.condicionPrinted ? lab(L.condition, r.condicionText) : ''].filter(Boolean);
      if (bits.length) {
        pen.text(bits.join('   '), left, y, { face: f.body, size: 8.5 });
        y += 12;
      }
    } else {
      const h = 16 + (r.address ? 12 : 0) + (rid || r.condicionPrinted ? 12 : 0);
      if (s.arrangement === 'ribbon') pen.rect(left, y - 4, width, h + 8, { fill: s.tint });
      else pen.rect(left, y - 4, width, h + 8, { stroke: '#999999', lineWidth: 0.5 });
      pen.text(lab(L.client, r.name), left + 8, y, { face: f.bold, size: 9.5 });
      y += 14;
      if (rid) pen.text(lab(ridLabel, rid), left + 8, y, { face: f.body, size: 8.5 });
      if (r.condicionPrinted) pen.text(lab(L.condition, r.condicionText), left + width * 0.45, y, { face: f.body, size: 8.5 });
      if (rid || r.condicionPrinted) y += 12;
      if (r.address) {
        pen.text(lab(L.address, r.address), left + 8, y, { face: f.body, size: 8.5 });
        y += 12;
      }
      y += 12;
    }
    if (doc.serviceFrom && doc.serviceTo && L.period) {
      pen.text(`${L.period} ${dateOf(doc.serviceFrom, s.dateFmt)} al ${dateOf(doc.serviceTo, s.dateFmt)}`, left, y, { face: f.body, size: 8.5 });
      y += 12;
    }
    for (const note of s.notes?.(doc) ?? []) {
      pen.text(note, left, y, { face: f.body, size: 8 });
      y += 11;
    }
    return y + 8;
  };

  const widths: Record<Col, number> = { code: 54, qty: 44, unit: 36, desc: 0, price: 76, rate: 36, amount: 82, bultos: 42 };
  const labels: Record<Col, string> = { code: L.code ?? 'Art.', qty: L.qty, unit: L.unit ?? 'Un.', desc: L.desc, price: L.price, amount: L.amount, rate: L.rate ?? 'IVA', bultos: L.bultos ?? 'Bultos' };
  const showRate = doc.lines.some((l) => l.ivaRate !== 21) || (s.columns.includes('rate') && !doc.pricesIncludeIva);
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
    if (s.table === 'rules') pen.line(left, y, right, y, { width: 1.1 });
    else pen.rect(left, y, right - left, 16, s.table === 'grid' ? { fill: s.tint, stroke: '#000000', lineWidth: 0.6 } : { fill: s.tint });
    for (const c of laid) pen.text(labels[c.key], c.x + 3, y + 4, { face: f.bold, size: 7.8, align: c.right ? 'right' : 'left', width: c.w - 6 });
    pen.line(left, y + 16, right, y + 16, { width: s.table === 'rules' ? 0.5 : 0.7 });
    return y + 21;
  };

  const bottomLimit = H - (s.arrangement === 'bottom' ? 96 : 50);
  let y = tableHead(receiverBlock(header()));
  let onPage = 0;
  doc.lines.forEach((line, i) => {
    if (onPage >= s.rowsPerPage || y > bottomLimit - 40) {
      pen.text(`Continúa en hoja ${page + 1}`, right - 200, y + 6, { face: f.body, size: 8, align: 'right', width: 200 });
      bottomLetterhead();
      pen.text(`Hoja ${page}`, right - 80, H - 22, { face: f.body, size: 7.5, align: 'right', width: 80 });
      pen.addPage();
      page++;
      y = tableHead(header() + 6);
      onPage = 0;
    }
    const descCol = laid.find((c) => c.key === 'desc')!;
    const descLines = wrap(pen, line.description, descCol.w - 6, f.body, 8.3);
    const rowH = Math.max(1, descLines.length) * 10.5 + 4;
    if (s.table === 'zebra' && i % 2 === 1) pen.rect(left, y - 3, right - left, rowH, { fill: s.tint });
    const cell = (key: Col): string => {
      switch (key) {
        case 'code': return line.code ?? '';
        case 'qty': return quantity(line.quantity, s.numFmt, s.qtyDecimals);
        case 'unit': return line.unit;
        case 'rate': return `${rateLabel(line.ivaRate)}${s.producer === 'typeset' ? '\u00a0' : ' '}%`;
        case 'price': return money(line.unitPrice!);
        case 'amount': return money(doc.totals!.lineAmounts[i]!);
        case 'bultos': return String(line.bultos ?? 1);
        default: return '';
      }
    };
    for (const c of laid) {
      if (c.key === 'desc') descLines.forEach((d, k) => pen.text(d, c.x + 3, y + k * 10.5, { face: f.body, size: 8.3 }));
      else pen.text(cell(c.key), c.x + 3, y, { face: f.body, size: 8.3, align: c.right ? 'right' : 'left', width: c.w - 6 });
    }
    if (s.table === 'grid') {
      pen.line(left, y + rowH - 3, right, y + rowH - 3, { width: 0.3, color: '#999999' });
    }
    y += rowH;
    onPage++;
  });
  pen.line(left, y, right, y, { width: s.table === 'rules' ? 1.1 : 0.7 });
  y += 10;

  if (priced && doc.totals) {
    const t = doc.totals;
    const rows: Array<[string, string]> = [];
    if (!doc.pricesIncludeIva) {
      rows.push([L.subtotal, money(t.subtotal)]);
      for (const br of t.byRate) rows.push([L.vat(rateLabel(br.rate)), money(br.vat)]);
    }
    rows.push([L.total, money(t.total)]);
    const withSym = (x: string) => (s.symbol ? `${s.symbol}${gap}${x}` : x);
    const lx = right - 250;
    rows.forEach(([label, value], k) => {
      const last = k === rows.length - 1;
      if (last) pen.rect(lx - 6, y - 4, right - lx + 6, 19, { fill: s.tint });
      pen.text(label, lx, y, { face: last ? f.bold : f.body, size: last ? 10.5 : 9 });
      pen.text(withSym(value), lx + 110, y, { face: last ? f.bold : f.body, size: last ? 10.5 : 9, align: 'right', width: 134 });
      y += last ? 19 : 13;
    });
    if (doc.pricesIncludeIva && L.contained && doc.receiver.condicionIva !== 1 && doc.lines.some((l) => l.ivaRate > 0)) {
      pen.text(`${L.contained}${gap}${s.symbol ? `${s.symbol}${gap}` : ''}${money(vatContained(doc))}`, left, y, { face: f.body, size: 7.5 });
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
  for (const para of s.footer) {
    const lines = wrap(pen, para, right - left, f.body, 7.3);
    lines.forEach((ln, k) => {
      const justify = s.justify && k < lines.length - 1 ? right - left : undefined;
      (pen as Pen & { text(v: string, x: number, y: number, o?: object): void }).text(ln, left, y, { face: f.body, size: 7.3, color: '#333333', ...(justify ? { justify } : {}) });
      y += 10;
    });
    y += 2;
  }
  bottomLetterhead();
  if (page > 1) pen.text(`Hoja ${page} de ${page}`, right - 100, H - 22, { face: f.body, size: 7.5, align: 'right', width: 100 });
}

/** A fresh27 layout from its spec. */
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
      const t = s.typeset!;
      const pen = new TypesetPdf(size, t.flavor, { title: meta.title, producer: t.producer, creator: t.creator, author: doc.issuer.name });
      drawDoc(pen, doc, s);
      return pen.bytes();
    };
  }
  return layout;
}

/** A voucher number "0004-00012345" from a point-of-sale range; `dash` is the separator printed. */
export function voucher(rng: Rng, pos: [number, number], dash = '-', digits = 8): { printed: string; truth: string } {
  const p = String(rng.int(pos[0], pos[1])).padStart(4, '0');
  const k = String(rng.int(1200, 48000)).padStart(digits, '0');
  return { printed: `${p}${dash}${k}`, truth: `${p}-${k}` };
}
