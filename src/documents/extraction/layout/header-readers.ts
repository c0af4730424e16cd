import { LEGAL_FORM } from '../../../common/cuit';
import { VAT_PERCENTS } from '../../../common/taxauth-codes';
import type { DraftReceiver, ReceiverDocType } from '../../document.types';
import type { DocumentLayout, LayoutLine, LayoutPage, LayoutWord } from '../../layout/document-layout';
import { currencyOf, type CurrencyCode, type NumberStyle } from '../rules/amounts';
import { findDates, parseDate } from '../rules/dates';
import { NOT_DOCUMENT_DATE } from '../rules/header-fields';
import { conditionsToTick, findCuits, findDni, parseCondicionIva, tickedCondition } from '../rules/identifiers';
import { CAPTION_TAIL, cleanName, MAIL_ADDRESS, nameTokens, sameName, VOUCHER_LABEL_OPENINGS } from '../rules/receiver-block';
import { COUNT_OR_MEASURE_WORDS, IVA_WORD, lastAmount } from '../rules/totals-block';
import { fold } from '../rules/text-lines';
import { findFieldLabels, valueAbove, valueBelow, valueRight, type FieldLabel, type LabelHit, type LabelValue } from './labels';

/** A value read from the page with where it was found: the reader's evidence and the words (provenance). */
export interface Reading<T> {
  value: T;
  confidence: number;
  /** Which reader found it and how ("label 'Fecha de Emisión' → right"). */
  via: string;
  words: LayoutWord[];
}

/** Labels of the document, indexed for the readers. */
export interface LabelIndex {
  layout: DocumentLayout;
  hits: Array<LabelHit<FieldLabel>>;
  byLine: Map<LayoutLine, Array<LabelHit<FieldLabel>>>;
  labelWords: Set<LayoutWord>;
  /** The document prints its captions under their values ("24/11/2026" over "Fecha", a CUIT over "CUIT"). */
  captionsUnder?: boolean;
  /** Rows of captions printed under their values in one block of the page only (see `captionRowsUnderValues`). */
  captionsUnderOn?: ReadonlySet<LayoutLine>;
}

export function indexLabels(layout: DocumentLayout): LabelIndex {
  const hits = findFieldLabels(layout);
  const byLine = new Map<LayoutLine, Array<LabelHit<FieldLabel>>>();
  const labelWords = new Set<LayoutWord>();
  for (const hit of hits) {
    byLine.set(hit.line, [...(byLine.get(hit.line) ?? []), hit]);
    for (const w of hit.line.words.slice(hit.start, hit.end)) labelWords.add(w);
  }
  const index: LabelIndex = { layout, hits, byLine, labelWords };
  return { ...index, captionsUnder: captionsUnderValues(index), captionsUnderOn: captionRowsUnderValues(index) };
}

/**
 * Rows of captions under their values in one block (a customer box of an online service: "Consumidor Final | -" over
 * "Apellido y Nombre / Razón Social | CUIT", then "Consumidor Final | Mercado Pago" over "Condición frente al IVA |
 * Condición de venta"), while the rest of the page prints its labels before their values. A block is a run of lines
 * close under each other; it prints its captions under their values when it ends with a row of captions and starts
 * with a row of values, and each row of captions has a row of values right over it.
 */
function captionRowsUnderValues(index: LabelIndex): Set<LayoutLine> {
  const out = new Set<LayoutLine>();
  const captionRow = (line: LayoutLine) => (index.byLine.get(line)?.length ?? 0) > 0 && line.words.every((w) => index.labelWords.has(w) || !/[\p{L}\d]/u.test(w.text));
  for (const page of index.layout.pages) {
    let block: LayoutLine[] = [];
    const close = () => {
      const rows = block.map(captionRow);
      if (block.length >= 2 && rows.at(-1) && !rows[0] && rows.every((caption, i) => !caption || !rows[i - 1])) for (const [i, line] of block.entries()) if (rows[i]) out.add(line);
      block = [];
    };
    for (const line of page.lines) {
      const last = block.at(-1);
      if (last && line.y0 - last.y1 > line.unit * 1.8) close();
      block.push(line);
    }
    close();
  }
  return out;
}

/**
 * Whether the document prints its captions under their values: the captions whose values have a shape of their own
 * (a date, a CUIT) and stand alone on their line find theirs above them, and none under them.
 */
function captionsUnderValues(index: LabelIndex): boolean {
  let under = 0;
  let over = 0;
  for (const hit of index.hits) {
    const shaped = hit.field === 'documentDate' ? (v: LabelValue | null) => !!v && findDates(v.text).length > 0 : hit.field === 'docNumber' ? (v: LabelValue | null) => !!v && findCuits(v.text).length > 0 : null;
    if (!shaped) continue;
    const onLine = index.byLine.get(hit.line) ?? [];
    // A value beside its label ("CUIT 33-37677976-4" in a letterhead) says nothing of where captions go.
    if (shaped(valueRight(hit, onLine))) continue;
    if (shaped(valueBelow(hit, index.layout, onLine, index.labelWords, 1))) over++;
    else if (shaped(valueAbove(hit, index.layout, onLine, index.labelWords))) under++;
  }
  return under > 0 && over === 0;
}

const of = (index: LabelIndex, field: FieldLabel): Array<LabelHit<FieldLabel>> => index.hits.filter((h) => h.field === field);

/** The label's value right of it, else below it; `accept` says whether a candidate text holds the field's value. */
function valueOf<T>(index: LabelIndex, hit: LabelHit<FieldLabel>, parse: (v: LabelValue) => T | null, maxLinesBelow = 1, sameFieldIsValue = false): { value: T; from: LabelValue } | null {
  // "Resp. IVA<TAB>IVA Exento": a value may start with a word that is also a label of its own field.
  const onLine = (index.byLine.get(hit.line) ?? []).filter((l) => !sameFieldIsValue || l.field !== hit.field || l.start < hit.end);
  const right = valueRight(hit, onLine);
  const fromRight = right ? parse(right) : null;
  if (right && fromRight !== null) return { value: fromRight, from: right };
  // A form filled by a printer off its boxes: the value right of its label, a little higher or lower.
  const offLine = right ? null : valueRightOffLine(hit, index.layout, onLine, index.labelWords);
  const fromOffLine = offLine ? parse(offLine) : null;
  if (offLine && fromOffLine !== null) return { value: fromOffLine, from: offLine };
  const across = right ? null : valueAcrossBox(hit, index.layout, onLine, index.labelWords);
  const fromAcross = across ? parse(across) : null;
  if (across && fromAcross !== null) return { value: fromAcross, from: across };
  // Captions printed under their values: the value above first; what is under a caption is the next row's value.
  const above = index.captionsUnder || index.captionsUnderOn?.has(hit.line) ? valueAbove(hit, index.layout, onLine, index.labelWords) : null;
  const fromAbove = above ? parse(above) : null;
  if (above && fromAbove !== null) return { value: fromAbove, from: above };
  const below = valueBelow(hit, index.layout, onLine, index.labelWords, maxLinesBelow);
  const fromBelow = below ? parse(below) : null;
  return below && fromBelow !== null ? { value: fromBelow, from: below } : null;
}

/**
 * A box of captions at its left and values set flush right at its right edge ("Proforma ………… 22001329" over
 * "Fecha ………… 2026.11.25"): the last cell of the label's line, however far, when a neighbouring line starts with
 * another caption in the label's column and ends with a value flush with this one.
 */
function valueAcrossBox(hit: LabelHit<FieldLabel>, layout: DocumentLayout, labelsOfLine: Array<LabelHit<FieldLabel>>, labelWords: ReadonlySet<LayoutWord>): LabelValue | null {
  const u = hit.line.unit;
  const segments = hit.line.segments;
  const last = segments.at(-1);
  // The label's cell is the one right before it: nothing of another column between ("Productor | Destino | Asesor").
  if (!last || segments.length < 2 || !segments.at(-2)!.includes(hit.line.words[hit.start]!)) return null;
  if (last[0]!.x0 <= hit.x1 + u * 15 || labelsOfLine.some((l) => l.start >= hit.end && l.x0 < last.at(-1)!.x1)) return null;
  // The lines right above and under it in the label's column (a letterhead's lines beside the box come between).
  const inColumn = layout.lines.filter((l) => l !== hit.line && l.page === hit.line.page && l.segments.some((seg) => Math.abs(seg[0]!.x0 - hit.x0) < u));
  const nearest = (side: 1 | -1) => inColumn.filter((l) => side * (l.y0 - hit.line.y0) > 0).sort((a, b) => side * (a.y0 - b.y0))[0];
  const flush = [nearest(-1), nearest(1)].some((line) => {
    if (!line || Math.abs(line.y0 - hit.line.y0) >= Math.max(u, line.unit) * 3 || line.segments.length < 2) return false;
    // ... another caption in the label's column, and its value flush with this one.
    const caption = line.segments.find((seg) => Math.abs(seg[0]!.x0 - hit.x0) < u);
    return !!caption && labelWords.has(caption[0]!) && caption !== line.segments.at(-1) && Math.abs(line.segments.at(-1)!.at(-1)!.x1 - last.at(-1)!.x1) < u * 1.5;
  });
  return flush ? { words: last, text: last.map((w) => w.text).join(' '), where: 'right' } : null;
}

/**
 * The value right of a label that has nothing right of it on its own line, printed on a neighbouring line whose
 * middle is within half a line's height of the label's ("Señor(es):" and, a little lower, "Matías Peralta" where a
 * printer filled a pre-printed form off its boxes): the words from its first one right of the label, up to a label.
 */
function valueRightOffLine(hit: LabelHit<FieldLabel>, layout: DocumentLayout, labelsOfLine: Array<LabelHit<FieldLabel>>, labelWords: ReadonlySet<LayoutWord>): LabelValue | null {
  const u = hit.line.unit;
  const center = (hit.y0 + hit.y1) / 2;
  const nextLabel = labelsOfLine.filter((l) => l.start >= hit.end).sort((a, b) => a.start - b.start)[0];
  const limit = nextLabel ? nextLabel.x0 : Infinity;
  const at = layout.lines.indexOf(hit.line);
  for (const line of [layout.lines[at + 1], layout.lines[at - 1]]) {
    if (!line || line.page !== hit.line.page || Math.abs((line.y0 + line.y1) / 2 - center) >= Math.max(u, line.unit) * 0.5) continue;
    const out: LayoutWord[] = [];
    for (const w of line.words) {
      if (w.x0 < hit.x1 || w.x0 >= limit) continue;
      const gap = w.x0 - (out.length ? out[out.length - 1]!.x1 : hit.x1);
      if ((out.length === 0 && gap > u * 15) || (out.length > 0 && gap > line.unit * 1.6) || labelWords.has(w)) break;
      out.push(w);
    }
    if (out.length) return { words: out, text: out.map((w) => w.text).join(' '), where: 'right' };
  }
  return null;
}

/** The region where the table starts (its header line), so header readers do not read rows. */
export interface Regions {
  /** y of the line table's header on its page, when one was found. */
  tableTop: { page: number; y: number } | null;
  /** y of the first line after the table's rows (its totals or its foot), when the table's end was seen. */
  tableBottom?: { page: number; y: number } | null;
  /** Where the table's header row's captions run across the page, when one was found. */
  tableHeaderSpan?: { x0: number; x1: number } | null;
}

const aboveTable = (line: LayoutLine, regions: Regions): boolean =>
  !regions.tableTop || line.page < regions.tableTop.page || (line.page === regions.tableTop.page && line.y1 <= regions.tableTop.y + 1);

/**
 * A label in a side column beside the items: left of the table's first caption (which starts a fifth of the page in
 * or more), on the table's first page, not under its end.
 */
const besideTable = (h: LabelHit<FieldLabel>, regions: Regions, pageWidth: number): boolean =>
  !!regions.tableTop && !!regions.tableHeaderSpan && h.line.page === regions.tableTop.page && regions.tableHeaderSpan.x0 > pageWidth * 0.2 &&
  h.x1 < regions.tableHeaderSpan.x0 - h.line.unit && !belowTable(h.line, regions);

const belowTable = (line: LayoutLine, regions: Regions): boolean =>
  !!regions.tableBottom && (line.page > regions.tableBottom.page || (line.page === regions.tableBottom.page && line.y0 >= regions.tableBottom.y - 1));

/**
 * A caption of the items' table's header row ("Cód. | Artículo | … | Trat. IVA | Importe"): it labels a column, not a
 * field. (A side band's label may share the header's line, beside its captions.)
 */
const tableCaption = (hit: LabelHit<FieldLabel>, regions: Regions): boolean => {
  const top = regions.tableTop;
  const span = regions.tableHeaderSpan;
  return !!top && !!span && hit.line.page === top.page && Math.abs(hit.line.y0 - top.y) <= 1 && hit.x0 >= span.x0 - 1 && hit.x1 <= span.x1 + 1;
};

// ---------------------------------------------------------------------------------------------- the date

const DATE_LABEL_STRENGTH: Record<string, number> = { 'Fecha de Emisión': 0.97, 'Fecha Emisión': 0.97, 'Fecha del comprobante': 0.97, 'Fecha comprobante': 0.97 };

/**
 * Whether the date `iso` is printed only as the value of another date's label ("Fecha Vto. 30/06/2027", also when the
 * OCR read "Vto." as "Vio." and only the layout's labels know it): on every line that prints it, the nearest date
 * label before its words says it is not the document's date. False when it is printed nowhere as one word.
 */
export function dateOnlyAfterOtherLabels(index: LabelIndex, iso: string): boolean {
  let seen = 0;
  for (const line of index.layout.lines) {
    for (const word of line.words) {
      if (!findDates(word.text).some((d) => d.iso === iso)) continue;
      seen++;
      const before = (index.byLine.get(line) ?? []).filter((h) => (h.field === 'notDate' || h.field === 'documentDate') && h.x1 <= word.x0).sort((a, b) => b.x1 - a.x1)[0];
      if (before?.field !== 'notDate') return false;
    }
  }
  return seen > 0;
}

/**
 * "20261105" (aaaammdd) or "23 11 2026" (day, month and year apart by spaces only) opening a date label's value, when
 * it is a real day of this century. Anywhere else eight digits are a number, and three numbers a list.
 */
function compactDate(text: string): string | null {
  const spaced = /^\s*:?\s*([0-3]?\d) ([01]?\d) (20\d{2})(?![\d.,])/.exec(text);
  const run = /^\s*:?\s*(20\d{2})(0[1-9]|1[0-2])([0-2]\d|3[01])(?!\d)/.exec(text);
  const [year, month, day] = spaced ? [spaced[3]!, spaced[2]!, spaced[1]!] : run ? [run[1]!, run[2]!, run[3]!] : [];
  if (!year) return null;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The document's date: a date right of or under a date label ("Fecha de Emisión", "Fecha"), never under "Vto." or "Inicio de Actividades". */
export function readDateByLabel(index: LabelIndex, regions: Regions): Reading<string> | null {
  const found: Array<Reading<string> & { y: number; page: number }> = [];
  for (const hit of of(index, 'documentDate')) {
    if (!aboveTable(hit.line, regions) && hit.line.page === 1) continue;
    const value = valueOf(index, hit, (v) => {
      const dates = findDates(v.text);
      // The date opens the value ("25/11/2026", "25 de noviembre de 2026"), it is not buried in a sentence.
      // After its label only, an export's aaaammdd ("Fecha: 20261105"): anywhere else eight digits are a number.
      return dates.length && dates[0].start <= 2 ? dates[0].iso : compactDate(v.text);
    });
    if (!value) continue;
    const strength = (DATE_LABEL_STRENGTH[hit.label] ?? 0.93) * (0.9 + 0.1 * hit.exactness);
    found.push({ value: value.value, confidence: strength, via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words, y: hit.y0, page: hit.line.page });
  }
  found.sort((a, b) => b.confidence - a.confidence || a.page - b.page || a.y - b.y);
  return found[0] ?? null;
}

/**
 * A delivery document's date when it prints no other: the date after "Fecha de entrega" above the table (a remito
 * is dated the day it is delivered). Only a fallback, with a lower confidence, when no reader found a document date.
 */
export function readDeliveryDateByLabel(index: LabelIndex, regions: Regions): Reading<string> | null {
  for (const hit of of(index, 'notDate')) {
    if (!/entrega/i.test(hit.label) || !aboveTable(hit.line, regions)) continue;
    const value = valueOf(index, hit, (v) => {
      const dates = findDates(v.text);
      return dates.length && dates[0].start <= 2 ? dates[0].iso : null;
    });
    if (value) return { value: value.value, confidence: 0.7, via: `delivery date, label '${hit.label}' → ${value.from.where}`, words: value.from.words };
  }
  return null;
}

/**
 * The billed period by its label ("Período facturado", "Período") with its two dates right of it or under it
 * ("01/10/2026 al 31/10/2026"), where a side band prints the label over its value.
 */
export function readServicePeriodByLabel(index: LabelIndex, regions: Regions): Reading<{ from: string; to: string }> | null {
  for (const hit of of(index, 'servicePeriod')) {
    if (!aboveTable(hit.line, regions) && hit.line.page === 1) continue;
    const value = valueOf(index, hit, (v) => {
      const dates = findDates(v.text);
      if (dates.length < 2) return null;
      const [from, to] = [dates[0].iso, dates[1].iso].sort();
      // A period over a year long is a misread year ("2028" for "2026"), not a period.
      return from < to && Date.parse(to) - Date.parse(from) <= 366 * 86_400_000 ? { from, to } : null;
      // The two dates may wrap onto a second line under the label ("01/10/2026 –" / "31/10/2026").
    }, 2);
    if (value) return { value: value.value, confidence: 0.9, via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words };
  }
  return null;
}

/**
 * An unlabelled date in the heading ("Ciudad Autónoma de Buenos Aires, 23 de / noviembre de 2026"), also when it
 * wraps onto the next line of its column. Lower confidence than a labelled one: review shows it.
 */
export function readDateInHeading(index: LabelIndex, regions: Regions): Reading<string> | null {
  const page = index.layout.pages[0];
  if (!page) return null;
  const excluded = new Set(index.hits.filter((h) => h.field === 'notDate').map((h) => h.line));
  const lines = page.lines.filter((l) => l.y0 < page.height * 0.35 && aboveTable(l, regions) && !excluded.has(l));
  for (const [i, line] of lines.entries()) {
    const below = lines[i + 1];
    const joined = below && below.y0 - line.y1 < line.unit * 1.2 && Math.min(line.x1, below.x1) > Math.max(line.x0, below.x0) ? `${line.text} ${below.text}` : line.text;
    const text = joined.replace(/\t/g, ' ');
    const dates = findDates(text);
    // A label OCR split from its line ("Inicio" / "Actividades: 24/10/2007") still says whose date it is.
    if (dates.length === 1 && NOT_DOCUMENT_DATE.test(fold(text.slice(Math.max(0, dates[0].start - 28), dates[0].start)))) continue;
    if (dates.length === 1) return { value: dates[0].iso, confidence: 0.75, via: 'unlabelled date in the heading', words: below ? [...line.words, ...below.words] : line.words };
  }
  return null;
}

/**
 * A pre-printed form's date in boxes: the day, the month and the year each over (or under) its caption, "DÍA MES
 * AÑO" (or "DD MM AA"). Each number is the one in its caption's column on the line next to the captions.
 */
export function readDateInBoxes(layout: DocumentLayout): Reading<string> | null {
  const captions = [/^(DIA|DD)$/, /^(MES|MM)$/, /^(ANO|AA|AAAA|YY|YYYY)$/];
  for (const [i, line] of layout.lines.entries()) {
    const at = line.words.findIndex((w, k) => captions.every((c, j) => c.test(line.words[k + j]?.key ?? '')));
    if (at < 0) continue;
    const boxes = line.words.slice(at, at + 3);
    // The lines just over and under the captions; not only the neighbours in reading order: a tall voucher letter
    // beside the boxes, or a line of other text reaching across, can sort between them.
    const nearby = [-1, 1, -2, 2, -3, 3].map((d) => layout.lines[i + d]);
    for (const near of nearby) {
      if (!near || near.page !== line.page || Math.min(Math.abs(near.y1 - line.y0), Math.abs(line.y1 - near.y0)) > line.unit * 2.5) continue;
      const numbers = boxes.map((box) => near.words.find((w) => /^\d{1,4}$/.test(w.text) && Math.min(w.x1, box.x1 + line.unit) > Math.max(w.x0, box.x0 - line.unit)));
      if (numbers.some((n) => !n)) continue;
      const iso = parseDate(numbers.map((n) => n!.text).join('/'));
      if (iso) return { value: iso, confidence: 0.88, via: 'date in boxes over/under DÍA MES AÑO', words: numbers as LayoutWord[] };
    }
  }
  return null;
}

/**
 * A form's date written by hand (or a printer) in three boxes after "FECHA", with no captions: day, month and year
 * as separate numbers, jittered up and down ("FECHA  22 / 11 / 26" with each number at its own height). The three
 * numbers right of the word, within a line and a half of it, read left to right.
 */
export function readDateInLooseBoxes(layout: DocumentLayout): Reading<string> | null {
  for (const line of layout.lines) {
    const at = line.words.findIndex((w) => w.key === 'FECHA' && /^fecha:?$/i.test(w.text));
    if (at < 0) continue;
    const label = line.words[at]!;
    const u = line.unit;
    // The label's value is its own: another word after it on the line (a printed date, "de emisión") is not boxes.
    const after = line.words.slice(at + 1);
    if (after.some((w) => !/^\d{1,4}$/.test(w.text) && !/^[/.-]$/.test(w.text))) continue;
    const numbers = layout.lines
      .filter((l) => l.page === line.page && l.y1 >= label.y0 - u * 1.5 && l.y0 <= label.y1 + u * 1.5)
      .flatMap((l) => l.words)
      .filter((w) => /^\d{1,4}$/.test(w.text) && w.x0 > label.x1 && w.x0 - label.x1 < u * 16)
      .sort((a, b) => a.x0 - b.x0);
    if (numbers.length !== 3) continue;
    const iso = parseDate(numbers.map((n) => n.text).join('/'));
    if (iso) return { value: iso, confidence: 0.8, via: "three numbers in boxes after 'FECHA'", words: numbers };
  }
  return null;
}

// ----------------------------------------------------------------------------------------- the reference

const DOC_TYPES: Array<[RegExp, string]> = [
  [/^(REMITO|REMITOS)$/, 'REMITO'],
  [/^(PRESUPUESTO|COTIZACION|QUOTE)$/, 'PRESUPUESTO'],
  [/^PROFORMA$/, 'PROFORMA'],
  [/^PEDIDO$/, 'PEDIDO'],
  // The buyer's purchase order ("Orden de compra"), not the seller's order form ("Nota de pedido").
  [/^ORDEN$/, 'OC'],
  [/^(FACTURA|TICKET)$/, 'FACTURA'],
];

/** What kind of document the title says it is, from the biggest type words in the top third of page 1. */
export function documentKind(layout: DocumentLayout): string | null {
  const page = layout.pages[0];
  if (!page) return null;
  let best: { kind: string; size: number } | null = null;
  for (const line of page.lines) {
    if (line.y0 > page.height / 3) break;
    for (const w of line.words) {
      const kind = DOC_TYPES.find(([re]) => re.test(w.key))?.[1];
      const size = w.y1 - w.y0;
      if (kind && (!best || size > best.size * 1.05)) best = { kind, size };
    }
  }
  return best?.kind ?? null;
}

const REFERENCE_KIND: Record<string, string> = {
  REMITO: 'REMITO',
  NODEREMITO: 'REMITO',
  PEDIDO: 'PEDIDO',
  NOTADEPEDIDO: 'PEDIDO',
  ORDENDECOMPRA: 'OC',
  OC: 'OC',
  ORDEN: 'OC',
  PRESUPUESTO: 'PRESUPUESTO',
  COTIZACION: 'PRESUPUESTO',
  PROFORMA: 'PROFORMA',
  TICKET: 'FACTURA',
  COMPROBANTE: 'FACTURA',
};

/** The number printed after a label: "0001-00004567", "PED-4512", "R 0001-00004567", "2026/118". */
export function referenceValue(v: LabelValue): string | null {
  const tokens = v.words.map((w) => w.text.replace(/^[:#]+/, '')).filter(Boolean);
  // The number sign as OCR reads it ("N2", "Nº", "N°:", "Nro."): the number follows it.
  if (tokens.length > 1 && /^(N[º°o029*]|NRO|NUM)[.:]?$/i.test(tokens[0])) tokens.shift();
  // "N° Comp.: 00002-00037004", "Nro. Cbte. 0001-…": the number sign's label names the voucher before its value.
  if (tokens.length > 1 && /^(COMP|CBTE|COMPROBANTE|FACT|FACTURA|FC)[.:]*$/i.test(tokens[0]) && /\d/.test(tokens[1] ?? '')) tokens.shift();
  // The voucher letter before a point of sale and number ("X 0007-00008750") is the letter, not the number.
  if (tokens.length > 1 && /^[ABCEMRX]$/.test(tokens[0]) && (/^\d{4,5}-\d{8}$/.test(tokens[1]) || (/^\d{4,5}$/.test(tokens[1]) && /^\d{8}$/.test(tokens[2] ?? '')))) tokens.shift();
  // "0004 - 00012345": the point of sale and the number printed apart; "A-0004-00012345": the letter joined to them.
  const spaced = tokens.slice(0, 3).join('');
  if (/^\d{4,5}-\d{8}$/.test(spaced) && tokens.length >= 3 && tokens[1] === '-') tokens.splice(0, 3, spaced);
  // ... or with the hyphen lost to OCR: a point of sale's 4–5 digits, then the voucher's 8.
  else if (tokens.length >= 2 && /^\d{4,5}$/.test(tokens[0]) && /^-?\d{8}$/.test(tokens[1])) tokens.splice(0, 2, `${tokens[0]}-${tokens[1].replace('-', '')}`);
  // ... or run together ("0001200005478"): a point of sale's 4–5 digits starting with zeros, then the voucher's 8.
  else if (tokens.length >= 1 && /^0\d{11,12}$/.test(tokens[0])) tokens[0] = `${tokens[0].slice(0, -8)}-${tokens[0].slice(-8)}`;
  // An invoice's letter joined to it goes; a remito's or a proforma's ("R-0002-00055910", "X-0001-…") is printed as
  // part of the number and stays.
  const lettered = /^[ABCEM]-(\d{4,5}-\d{8})$/.exec(tokens[0] ?? '');
  if (lettered) tokens[0] = lettered[1];
  if (!tokens.length) return null;
  const numberLike = (t: string): boolean => /^[A-Z]{0,5}[-/]?[0-9OIl][\w/.-]*$/i.test(t) && (t.match(/\d/g) ?? []).length >= Math.min(2, t.replace(/\D/g, '').length || 2) && /\d/.test(t);
  let out: string | null = null;
  if (numberLike(tokens[0])) out = tokens[0];
  // A type's initials before a point of sale and number ("NV 0001-00031258" under "NOTA DE VENTA") name the document;
  // other letters before a number are part of it ("PED 4512").
  else if (/^[A-Z]{1,4}$/.test(tokens[0]) && tokens[1] && /^\d{4,5}-\d{8}$/.test(tokens[1])) out = tokens[1];
  else if (/^[A-Z]{1,4}$/.test(tokens[0]) && tokens[1] && numberLike(tokens[1]) && /^\d/.test(tokens[1])) out = `${tokens[0]} ${tokens[1]}`;
  if (!out) return null;
  // A spreadsheet's or a document's file name printed in its title ("NOTA DE VENTA 00773.xlsx"): the number is its stem.
  out = out.replace(/\.(?:x[lI1|]sx?|csv|pdf|docx?|od[ts])$/i, '');
  out = out.replace(/[.,;:]+$/, '');
  // A letter prefix whose leading "O" OCR read as a zero ("0V-26-06721" for "OV-26-06721", "0C-1234"): a number
  // never starts with a zero followed by letters.
  out = out.replace(/^0(?=[A-Z]{1,3}-)/, 'O');
  // A date or a CUIT is not a document number.
  if (findDates(out).length || findCuits(out).length || /^\d{1,2}$/.test(out) || !/[1-9]/.test(out)) return null;
  return out;
}

const digitsOnly = (v: LabelValue): string | null => {
  const t = v.words[0]?.text.replace(/[^\dOIl]/g, '').replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  return t && /^\d{1,6}$/.test(t) ? t : null;
};

// Words whose number a bare "Nº" right after them is: the customer's account, a salesperson, a page.
const NUMBER_OWNER = /^(CLIENT[EAS]?|CL1ENTE|CTA|CUENTA|PROVEEDOR|SOCIO|LEGAJO|VENDEDOR|ABONADO|HOJA|PAGINA|TEL|TELEFONO)\.?$/;

/**
 * A bare number label ("Nº") printed right after "Cliente", "Cuenta" … is that party's number, also when OCR put the
 * two words on different lines of the model (their boxes overlap, or one is taller): the word just left of it on
 * its row says so.
 */
function ownedByOtherParty(layout: DocumentLayout, hit: LabelHit<FieldLabel>): boolean {
  const page = layout.pages.find((p) => p.number === hit.line.page);
  if (!page) return false;
  let nearest: LayoutWord | null = null;
  for (const line of page.lines) {
    if (line.y1 < hit.y0 || line.y0 > hit.y1) continue;
    for (const w of line.words) {
      const overlap = Math.min(w.y1, hit.y1) - Math.max(w.y0, hit.y0);
      if (overlap < Math.min(w.y1 - w.y0, hit.y1 - hit.y0) * 0.5 || w.x0 >= hit.x0 || hit.x0 - w.x1 > hit.line.unit * 1.5) continue;
      if (!nearest || w.x1 > nearest.x1) nearest = w;
    }
  }
  if (nearest && NUMBER_OWNER.test(nearest.key)) return true;
  // ... or right after it: "Nro. cliente".
  const after = hit.line.words[hit.end];
  return !!after && after.x0 - hit.x1 < hit.line.unit * 1.5 && NUMBER_OWNER.test(after.key);
}

/**
 * A bare number sign ("N°", "Nro.") printed right after another paper's name or initials ("O.R. N°", "Folio N°",
 * "Orden N°"): the number is that paper's, not this voucher's (a document type word before it is this voucher's).
 */
function ownedByAnotherPaper(hit: LabelHit<FieldLabel>): boolean {
  if (!/^(N[º°o*.]|Nro|N\.º|Número)/i.test(hit.label) || hit.start === 0) return false;
  const before = hit.line.words[hit.start - 1]!;
  // A single letter before it is the voucher's letter ("B N° 0002-…").
  if (hit.x0 - before.x1 > hit.line.unit * 1.5 || !/\p{L}.*\p{L}/u.test(before.text)) return false;
  return !DOC_TYPES.some(([re]) => re.test(before.key)) && !/^(COMPROBANTE|COMP|CBTE|FACT|FC|VOUCHER|NOTA|DEBITO|CREDITO)$/.test(before.key);
}

const LONE_TICK = /^[xX✓✔☒■]$/;

/**
 * A form's row of conditions to tick whose mark a printer put off the row ("Resp. Inscripto  Monotributo  Exento
 * Cons. Final", and on a line of its own at about that height, an "X"): each condition owns the row from where it
 * starts to where the next one starts (its box follows it), unless the mark sits right before a condition (a box
 * printed before its choice). Null without exactly one such mark.
 */
export function tickedOffTheRow(layout: DocumentLayout, row: LayoutLine, rowWords: readonly LayoutWord[]): number | null {
  if (rowWords.some((w) => LONE_TICK.test(w.text) || /^[[(]/.test(w.text))) return null;
  const u = row.unit;
  const center = (row.y0 + row.y1) / 2;
  const near = layout.lines.filter((l) => l !== row && l.page === row.page && Math.abs((l.y0 + l.y1) / 2 - center) < Math.max(u, l.unit) * 1.2);
  const marks = near.flatMap((l) => l.segments.filter((seg) => seg.length === 1 && LONE_TICK.test(seg[0]!.text)).map((seg) => seg[0]!));
  const inRow = marks.filter((m) => m.x0 >= (rowWords[0]?.x0 ?? Infinity) - u * 2 && m.x0 <= (rowWords.at(-1)?.x1 ?? 0) + u * 8);
  if (inRow.length !== 1) return null;
  const mark = inRow[0]!;
  const options = row.segments
    .map((seg) => seg.filter((w) => rowWords.includes(w)))
    .filter((seg) => seg.length)
    .map((seg) => ({ x0: seg[0]!.x0, code: parseCondicionIva(seg.map((w) => w.text).join(' ')) }))
    .filter((o): o is { x0: number; code: number } => o.code !== null);
  if (options.length < 3) return null;
  const before = options.find((o) => o.x0 > mark.x1 && o.x0 - mark.x1 < u * 1.5);
  if (before) return before.code;
  const owner = options.filter((o) => o.x0 <= mark.x0).at(-1);
  return owner?.code ?? null;
}

/**
 * The document's own number: the tax authority's "Punto de Venta: 00002 Comp. Nro: 00000123" (→ 00002-00000123),
 * else the number after a label of the document's own kind ("Remito Nº" on a remito), else after "Nº"/"Nro." in the
 * top of the first page, else after another document's label ("O.C.", "Pedido": the customer's numbers).
 */
export function readReferenceByLabel(index: LabelIndex, regions: Regions): Reading<string> | null {
  const kind = documentKind(index.layout);
  const page1 = index.layout.pages[0];
  const candidates: Array<Reading<string> & { y: number; page: number }> = [];
  for (const pv of of(index, 'pointOfSale')) {
    if (!aboveTable(pv.line, regions)) continue;
    // "P.V. Nro.: 00008  Nro. T.: 00097040": a number sign right after the point of sale's label is part of that label.
    const sign = index.hits.find((h) => h.field === 'voucherNumber' && h.line === pv.line && h.start === pv.end && /^(N[º°o]\.?|Nro\.?|N\.º)$/i.test(h.label) && h.x0 - pv.x1 < pv.line.unit * 1.5);
    const pos = valueOf(index, sign ?? pv, digitsOnly);
    // The number's label: on the point of sale's line after it first, then the nearest around it whose value reads.
    const numbers = index.hits
      .filter((h) => h.field === 'voucherNumber' && h.line.page === pv.line.page && Math.abs(h.y0 - pv.y0) < pv.line.unit * 3 && h !== pv && h !== sign)
      .sort((a, b) => Number(b.line === pv.line && b.start >= pv.end) - Number(a.line === pv.line && a.start >= pv.end) || Math.abs(a.y0 - pv.y0) - Math.abs(b.y0 - pv.y0));
    const read = numbers.map((h) => ({ h, value: valueOf(index, h, (v) => referenceValue(v)) })).find((r) => r.value);
    const number = read?.h;
    const nro = read?.value ?? null;
    // A voucher's number has up to eight digits; a longer one ("Suc. 06 … N° 000053177") is a number of its own.
    if (pos && nro && /^\d{1,8}$/.test(nro.value)) {
      candidates.push({ value: `${pos.value}-${nro.value}`, confidence: 0.96, via: `labels '${pv.label}' + '${number!.label}'`, words: [...pos.from.words, ...nro.from.words], y: pv.y0, page: pv.line.page });
    } else if (pos && !nro) {
      // The number's label lost to the OCR ("Punto de venta 00002  00000196"): eight digits right after the point of
      // sale on its line are the voucher's number.
      const last = pos.from.words[0]!;
      const at = pv.line.words.indexOf(last);
      const next = at >= 0 ? pv.line.words[at + 1] : undefined;
      if (next && /^\d{8}$/.test(next.text) && next.x0 - last.x1 < pv.line.unit * 12) {
        candidates.push({ value: `${pos.value}-${next.text}`, confidence: 0.8, via: `label '${pv.label}' and the eight digits after its value`, words: [last, next], y: pv.y0, page: pv.line.page });
      }
    }
  }
  for (const hit of index.hits) {
    if (hit.field !== 'reference' && hit.field !== 'voucherNumber') continue;
    // Above the items, or in a side column beside them (its value then left of them too).
    const above = aboveTable(hit.line, regions);
    const beside = !above && !!page1 && besideTable(hit, regions, page1.width);
    if (!above && !beside) continue;
    if (hit.field === 'voucherNumber' && ownedByOtherParty(index.layout, hit)) continue;
    const labelKind = REFERENCE_KIND[hit.label.replace(/\s*(N[º°o*]\.?|N\.[º°*]|Nro\.?|Número|#)\s*:?$/i, '').replace(/[^A-Za-zÁÉÍÓÚáéíóú]/g, '').toUpperCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')] ?? null;
    // "N° OC 2026/344": the number label's value runs through a document label printed as part of the number.
    const onLine = index.byLine.get(hit.line) ?? [];
    const next = onLine.find((l) => l.start === hit.end && (l.field === 'reference' || l.field === 'voucherNumber'));
    const through = hit.field === 'voucherNumber' && next ? valueRight({ ...hit, end: hit.end }, onLine.filter((l) => l !== next)) : null;
    // A document's title ("PROFORMA", "Remito") is a label only with its number beside it; under it is anything.
    const titleOnly = hit.field === 'reference' && !/N[º°o]|Nro|N\.|Número/i.test(hit.label);
    const fromRight = titleOnly ? (valueRight(hit, onLine) ?? valueAcrossBox(hit, index.layout, onLine, index.labelWords)) : null;
    // ... or a number alone right under the title ("PRESUPUESTO" / "COT-10502").
    const under = titleOnly && !(fromRight && referenceValue(fromRight)) ? valueBelow(hit, index.layout, onLine, index.labelWords, 1) : null;
    // Several words under it only when they are a point of sale and number ("B 00006 00029823").
    const underRead = under ? referenceValue(under) : null;
    const underValue = under && ((under.words.length === 1 && /\d{3}/.test(under.text)) || /^\d{4,5}-\d{8}$/.test(underRead ?? '')) ? underRead : null;
    const value =
      (through && referenceValue(through) ? { value: referenceValue(through)!, from: through } : null) ??
      (titleOnly
        ? fromRight && referenceValue(fromRight) ? { value: referenceValue(fromRight)!, from: fromRight } : underValue ? { value: underValue, from: under! } : null
        : valueOf(index, hit, referenceValue));
    if (!value || (beside && value.from.words.some((w) => w.x1 > regions.tableHeaderSpan!.x0))) continue;
    const top = hit.line.page === 1 && page1 && hit.y0 < page1.height * 0.4;
    let confidence: number;
    // The tax authority's "Comp. Nro" alone is half of its number (the point of sale was not read).
    const voucherShaped = /^\d{4,5}-\d{8}$/.test(value.value);
    if (hit.field === 'voucherNumber') confidence = through ? 0.95 : /^Comp/i.test(hit.label) && !voucherShaped ? 0.7 : ownedByAnotherPaper(hit) ? 0.55 : top ? 0.9 : 0.7;
    else if (labelKind && kind && labelKind === kind) confidence = 0.93;
    else if ((labelKind === 'PEDIDO' || labelKind === 'OC') && kind && kind !== labelKind) confidence = 0.55;
    else confidence = top ? 0.8 : 0.6;
    // A point of sale and number ("0002-00018238") is the shape of a voucher's own number: it outranks another
    // number read after a label as sure.
    if (voucherShaped) confidence = Math.min(0.97, confidence + 0.03);
    candidates.push({ value: value.value, confidence: confidence * (0.9 + 0.1 * hit.exactness), via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words, y: hit.y0, page: hit.line.page });
  }
  // "Factura B 00008-00077948": a point of sale and number printed right after the document's own title (its letter
  // or a number sign between) is its number, whatever other number a label names around it ("Venta # 2000…", an
  // order's or a platform's number).
  if (page1 && kind) {
    for (const l of page1.lines) {
      if (l.y0 > page1.height * 0.4 || !aboveTable(l, regions)) continue;
      // The title is printed large; "Factura A 0003-…" in body type under a credit note's title is the invoice it
      // refers to.
      const title = l.words.findIndex((w) => w.y1 - w.y0 >= page1.unit * 1.25 && DOC_TYPES.some(([re, k]) => k === kind && re.test(w.key)));
      if (title < 0) continue;
      const between = (w: LayoutWord) => /^[ABCEMRX]$/.test(w.text) || /^(N[º°o]\.?|Nro\.?|N\.º|#|:)$/i.test(w.text);
      const number = voucherNumberWords(l).find((w) => {
        const at = l.words.findIndex((x) => x.x0 === w.x0);
        return at > title && at - title <= 3 && l.words.slice(title + 1, at).every(between) && w.x0 - l.words[at - 1]!.x1 < l.unit * 2.5;
      });
      // An invoice's letter joined to the number goes; a remito's "R-" is part of it (referenceValue).
      if (number) candidates.push({ value: number.text.replace(/^[ABCEM]-/, ''), confidence: 0.95, via: `the number after the title '${l.words[title]!.text}'`, words: [number], y: l.y0, page: 1 });
    }
  }
  // "Pto. Vta. 0003 Comp. 00035995", with a number label the lexicon lacks or labels the OCR garbled ("Plo. via."): a
  // point of sale of four or five digits after a label, a short label word and eight digits, in the top of the first
  // page, is the voucher's number.
  if (page1) {
    for (const l of page1.lines) {
      if (l.y0 > page1.height * 0.4 || !aboveTable(l, regions)) continue;
      l.words.forEach((w, i) => {
        const label = l.words[i + 1];
        const number = l.words[i + 2];
        if (!label || !number || !/^\d{4,5}$/.test(w.text) || !/^\d{8}$/.test(number.text)) return;
        if (!/^\p{L}[\p{L}.º°]{0,6}[.:º°]$/u.test(label.text) || i === 0 || !/[.:]$/.test(l.words[i - 1]!.text)) return;
        if (number.x0 - w.x1 > l.unit * 12) return;
        candidates.push({ value: `${w.text}-${number.text}`, confidence: 0.93, via: `a point of sale, '${label.text}' and eight digits`, words: [w, number], y: l.y0, page: 1 });
      });
    }
  }
  // No label read (OCR lost the "Nº" before it): a lone point of sale and number (0004-00012345) on a line of its
  // own words in the top of the first page is the document's. It outranks a number labelled as another document's
  // ("Pedido: #8800789992" on an invoice whose "Nº" OCR misread).
  const strongest = Math.max(0, ...candidates.map((c) => c.confidence));
  if (strongest < 0.6 && page1) {
    const ownLabels = (l: LayoutLine) => (index.byLine.get(l) ?? []).filter((h) => h.field !== 'voucherNumber' || !/^N/i.test(h.label));
    const found = page1.lines
      .filter((l) => l.y0 < page1.height * 0.4 && aboveTable(l, regions) && !ownLabels(l).length)
      .flatMap((l) => voucherNumberWords(l).map((w) => ({ w, l })));
    // Several (a remito's number in a caption row): the one beside the document's title ("FACTURA 00009-00887052").
    const titled = found.filter((f) => f.l.words.some((w) => DOC_TYPES.some(([re]) => re.test(w.key))));
    const pick = (list: typeof found) => [...new Set(list.map((f) => f.w.text.replace(/^[A-Z]-/, '')))];
    const values = pick(found).length === 1 ? pick(found) : pick(titled);
    const at = found.find((f) => f.w.text.replace(/^[A-Z]-/, '') === values[0]);
    if (values.length === 1 && at) candidates.push({ value: values[0]!, confidence: 0.6, via: 'an unlabelled voucher number in the heading', words: [at.w], y: at.l.y0, page: 1 });
  }
  candidates.sort((a, b) => b.confidence - a.confidence || a.page - b.page || a.y - b.y);
  return candidates[0] ?? null;
}

/**
 * The words of a line that are a point of sale and number ("0004-00012345", "A-0004-00012345"), also where OCR put
 * a space inside the point of sale ("00 14-00119450"): those two words are joined.
 */
function voucherNumberWords(line: LayoutLine): LayoutWord[] {
  const shape = /^(?:[ABCEMRX]-)?\d{4,5}-\d{8}$/;
  // Beside the document's title ("FACTURA 000800215666"), twelve or thirteen digits are a point of sale and number
  // whose hyphen OCR lost; elsewhere they may be a barcode.
  const titled = line.words.some((w) => DOC_TYPES.some(([re]) => re.test(w.key)));
  const out: LayoutWord[] = [];
  line.words.forEach((w, i) => {
    if (shape.test(w.text)) out.push(w);
    // A number sign run into the number ("Nº00003-00002395", read "NER00003-…" by the OCR).
    else if (/^N[^\d\s-]{0,2}\d{4,5}-\d{8}$/.test(w.text)) out.push({ ...w, text: w.text.replace(/^N\D{0,2}/, '') });
    else if (titled && /^\d{12,13}$/.test(w.text)) out.push({ ...w, text: `${w.text.slice(0, -8)}-${w.text.slice(-8)}` });
    const next = line.words[i + 1];
    if (next && /^\d{1,4}$/.test(w.text) && !shape.test(next.text) && shape.test(w.text + next.text) && next.x0 - w.x1 < line.unit) {
      out.push({ ...w, text: w.text + next.text, x1: next.x1 });
    }
    // "B 00006 00023943": a point of sale and number printed with a space for the hyphen, after the voucher letter.
    const letter = line.words[i - 1];
    if (next && letter && /^[ABCEMRX]$/.test(letter.text) && /^\d{4,5}$/.test(w.text) && /^\d{8}$/.test(next.text) && next.x0 - w.x1 < line.unit * 1.5) {
      out.push({ ...w, text: `${w.text}-${next.text}`, x1: next.x1 });
    }
  });
  return out;
}

// ------------------------------------------------------------------------------------------------ totals

function amountEndingLine(hit: LabelHit<FieldLabel>, style: NumberStyle): { value: number; from: LabelValue } | null {
  const words = hit.line.words.slice(hit.end);
  const last = words[words.length - 1];
  const value = last ? lastAmount(last.text, style) : null;
  return last && value !== null ? { value, from: { words: [last], text: last.text, where: 'right' } } : null;
}

const TOTAL_STRENGTH: Record<string, number> = { 'Importe Total': 0.97, 'Total a pagar': 0.97, 'Total general': 0.96, 'Total Factura': 0.96, 'Importe total a pagar': 0.97 };

const COUNT_OR_MEASURE = new RegExp(`\\b(${COUNT_OR_MEASURE_WORDS})\\b`);

/** The total to pay: the amount of the last total label ("Importe Total", "Total", "TOTAL $") below the table. */
export function readTotalByLabel(index: LabelIndex, regions: Regions, style: NumberStyle): (Reading<number> & { currency: CurrencyCode | null }) | null {
  const found: Array<Reading<number> & { order: number; currency: CurrencyCode | null }> = [];
  const aboveItems = (hit: LabelHit<FieldLabel>) => !!regions.tableTop && (hit.line.page < regions.tableTop.page || (hit.line.page === regions.tableTop.page && hit.y0 <= regions.tableTop.y + 1));
  const hits = of(index, 'total');
  // A total printed above the items ("TOTAL A PAGAR" in a summary box at the head of a bill) counts only when none
  // is printed under them, and is less sure.
  const below = hits.filter((h) => !aboveItems(h));
  // Not a caption of the table's header row ("Total" over the rows' amounts).
  const onHeader = (h: LabelHit<FieldLabel>) => !!regions.tableTop && h.line.page === regions.tableTop.page && Math.abs(h.y0 - regions.tableTop.y) < h.line.unit * 1.5;
  for (const hit of below.length ? below : hits.filter((h) => !onHeader(h))) {
    const above = aboveItems(hit);
    // "Valor neto total": a total of the net amounts is a subtotal, whatever word it ends in.
    if (/\b(NETO|NETA|SIN IVA|S\/ ?IVA|GRAVADO)\b/.test(fold(hit.line.words.slice(Math.max(0, hit.start - 2), hit.end).map((w) => w.text).join(' ')))) continue;
    // "Total piezas: 164", "Peso total: 2.089 kg", "Total m²": a count or a measure, not money.
    // The words that qualify the label ("Peso bruto total:") run back over letters only, up to a colon or a number;
    // a measure's unit may follow its amount ("total: 782,5 kg").
    let from = hit.start;
    while (from > 0 && hit.start - from < 2 && /^\p{L}+$/u.test(hit.line.words[from - 1]!.text)) from--;
    if (COUNT_OR_MEASURE.test(fold(hit.line.words.slice(from, hit.end + 2).map((w) => w.text).join(' ')))) continue;
    if (from === hit.start && hit.start > 0 && COUNT_OR_MEASURE.test(fold(hit.line.words[hit.start - 1]!.text))) continue;
    // The amount ends the label's line, past words that are other labels ("Importe total del pedido ARS 629.301,22").
    const value = valueOf(index, hit, (v) => lastAmount(v.text, style)) ?? amountEndingLine(hit, style);
    if (!value) continue;
    found.push({
      // A credit note's total printed negative ("1.219.065,66-") is the credit's amount.
      value: Math.abs(value.value),
      confidence: (TOTAL_STRENGTH[hit.label] ?? 0.93) * (0.9 + 0.1 * hit.exactness) * (above ? 0.85 : 1),
      via: `label '${hit.label}' → ${value.from.where}`,
      words: value.from.words,
      order: hit.line.index,
      // "TOTAL USD 7.084,91": the currency the label or its amount is marked with.
      currency: currencyOf([...hit.line.words.slice(hit.start, hit.end), ...value.from.words].map((w) => w.text).join(' ')),
    });
  }
  // The last total of the document is the grand total; a stronger label earlier ("Importe Total") beats a
  // weaker one after it only when it is the larger amount (a "Total" of a sub-block after it is smaller).
  found.sort((a, b) => b.order - a.order);
  const last = found[0];
  if (!last) return null;
  const stronger = found.find((f) => f.confidence > last.confidence && f.value >= last.value);
  return stronger ?? last;
}

/** A VAT condition written out and nothing else: "responsable inscripto", "Monotributista", "IVA Exento". */
const CONDITION_ALONE = /^(IVA |I\.V\.A\. )?(RESPONSABLE INSCRIPTO|RESP\.? INSCRIPTO|MONOTRIBUTO|MONOTRIBUTISTA|RESPONSABLE MONOTRIBUTO|EXENTO|SUJETO EXENTO|IVA EXENTO|CONSUMIDOR FINAL)\.?$/;

/**
 * A VAT amount's caption in a cell of its own: "IVA 21%", "I.V.A. 10,5 %", "IVA Insc. 27 %"; also as the OCR reads an
 * abbreviation's "I." ("LV.A. 21%", "1.V.A. 10,5 %") or a percent sign apart ("21,00 0"), at one of VAT's rates.
 */
const VAT_CAPTION = new RegExp(String.raw`^${IVA_WORD}(?:\s+(?:INSC\.?|INSCRIPTO|RI|R\.I\.))?\s*\(?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|\s[0O°])\s*\)?$`);

/**
 * VAT amounts of a totals band printed as captions over values ("Subtotal | Neto gravado | IVA 21% | TOTAL" and,
 * under each caption, its amount), which the text rules, reading a caption and its amount on one line, do not see.
 * Under the table (below its top when its end was not seen; anywhere without a table); the value is the amount right
 * of the caption in its cell or the next one, or the amount under it in the next line.
 */
export function readVatByLayout(layout: DocumentLayout, regions: Regions, style: NumberStyle): Array<{ rate: number; amount: number }> {
  const found: Array<{ rate: number; amount: number }> = [];
  const from = regions.tableBottom ?? regions.tableTop;
  for (const line of layout.lines) {
    if (from && (line.page < from.page || (line.page === from.page && line.y0 < from.y))) continue;
    for (const segment of line.segments) {
      const words = segment.map((w) => w.text);
      for (let end = words.length; end >= 2; end--) {
        const caption = VAT_CAPTION.exec(fold(words.slice(0, end).join(' ')));
        if (!caption) continue;
        const rate = Number(caption[1]!.replace(',', '.'));
        if (!VAT_PERCENTS.includes(rate)) break;
        const rest = words.slice(end).join(' ');
        const x0 = segment[0]!.x0;
        const x1 = segment[end - 1]!.x1;
        const next = layout.lines[line.index + 1];
        // Close under it by the larger of the two lines' sizes (small capitals over the amounts: "I.V.A. 21 %").
        const under = next && next.page === line.page && next.y0 - line.y1 < Math.max(line.unit, next.unit) * 1.5
          ? next.segments.find((seg) => Math.min(seg.at(-1)!.x1, x1 + line.unit * 2) - Math.max(seg[0]!.x0, x0 - line.unit * 2) > 0)
          : undefined;
        // Right of the caption: in its cell, or in the next cell of its line ("IVA 21 %  |  $ 25.727,08").
        // The next cell only when it is an amount: a band of captions over their values ("I.V.A. 21 %  |  I.V.A. 10,5 %")
        // prints the next caption there.
        const beside = line.segments[line.segments.indexOf(segment) + 1];
        const besideText = beside ? beside.map((w) => w.text).join(' ') : '';
        const right = rest || (/^\s*(?:\$|ARS|AR\$|U\$S|USD)?\s*-?\d[\d.,\s]*$/i.test(besideText) ? besideText : '');
        const amount = right && lastAmount(right, style) !== null ? lastAmount(right, style) : under ? lastAmount(under.map((w) => w.text).join(' '), style) : null;
        // A credit note's VAT printed negative ("211.573,38-") is the credit's VAT.
        if (amount !== null && amount !== 0 && !found.some((f) => f.rate === rate)) found.push({ rate, amount: Math.abs(amount) });
        break;
      }
    }
  }
  return found;
}

// ------------------------------------------------------------------------------------------- the receiver

/** Other words for the customer, before a slash and its receiver caption ("IMPORTADOR / CLIENTE"). */
const PARTY_WORD = /^(IMPORTADOR|ADQUIRENTE|DESTINATARIO|CONSIGNATARIO|RECEPTOR|TITULAR|SOCIO|ASOCIADO|AFILIADO|PACIENTE|ALUMNO|HUESPED|PASAJERO|USUARIO|ABONADO)$/;

/** The supplier's caption on a buyer's purchase order. */
const SUPPLIER_CAPTION = /^(PROVEEDOR|SUPPLIER|VENDOR|ACREEDOR)$/;

export interface IssuerHints {
  cuits: Set<string>;
  /** Name tokens the template gives for the issuer. */
  names: string[][];
  /** Names only guessed to be the issuer's (the page's first line): not trusted against a CUIT's own block. */
  guessedNames?: string[][];
}

export interface ReceiverReading {
  receiver: DraftReceiver;
  confidence: { name: number; docNumber: number; condicionIva: number };
  provenance: Partial<Record<'name' | 'docNumber' | 'condicionIva', Reading<unknown>>>;
  /** CUITs the letterhead shows for the issuer (never the receiver's). */
  issuerCuits: Set<string>;
  /** The name was read from the block that prints the customer's CUIT: it outranks a name labelled elsewhere. */
  nameBesideCuit?: boolean;
  /** Where the customer's block was found, when a caption opened one. */
  zone?: Zone | null;
  notes: string[];
}

/**
 * Whether `text` is printed on the page only outside the customer's block (the issuer's "Razón Social: …" above it):
 * false when it is printed inside it, or nowhere as one run of words.
 */
export function printedOutsideZone(layout: DocumentLayout, zone: Zone, text: string): boolean {
  const wanted = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const holding = layout.lines.filter((l) => l.words.map((w) => w.text).join(' ').toLowerCase().includes(wanted));
  return holding.length > 0 && !holding.some((l) => inZone(l, l.x0, zone));
}

/** An order's or a payment's status as a shop's back office prints it beside the customer ("Estado: Procesando"). */
const ORDER_STATUS = '(PROCESANDO|PENDIENTE|COMPLETADO|COMPLETADA|CANCELADO|CANCELADA|REEMBOLSADO|EN ESPERA|EN PREPARACION|PREPARANDO|DESPACHADO|ENVIADO|ENTREGADO|PAGADO|PAGADA|APROBADO|APROBADA|RECHAZADO|ABONADO|FACTURADO)\\.?$';

const NOT_A_NAME = new RegExp(
  `^(FACTURA|REMITO|PRESUPUESTO|PROFORMA|COTIZACION|PEDIDO|NOTA|ORDEN|ORIGINAL|DUPLICADO|TRIPLICADO|DOMICILIO|DIRECCION|LOCALIDAD|CUIT|CUIL|DNI|COND|IVA|TEL|EMAIL|E-MAIL|FECHA|CONTADO|CUENTA|CONSUMIDOR|RESPONSABLE|MONOTRIBUT|EXENTO|NO |CODIGO|DOCUMENTO|ENTREGAR|ENTREGA\\b|LUGAR DE|SUCURSAL|DEPOSITO|APELLIDO|RAZON SOCIAL|${CAPTION_TAIL}|${VOUCHER_LABEL_OPENINGS}|${ORDER_STATUS})`,
);

function nameValue(v: LabelValue, issuer: IssuerHints): string | null {
  // "Cliente: Consumidor Final" names the receiver as the tax authority does for an unidentified consumer.
  // Also after the customer's code, which is no part of a name ("(C-00277) Consumidor Final").
  const text = cleanName(v.text);
  const consumer = /^\s*:?\s*(consumidor final|cons\.? final)\b/i.exec(v.text) ?? /^(consumidor final|cons\.? final)\b/i.exec(text);
  if (consumer) return 'Consumidor Final';
  const key = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  // A name has three letters at least: "Cc" under an e-mail's "Para:" is a header key.
  if (!/[A-Za-zÀ-ÿ]{2}/.test(text) || (text.match(/[A-Za-zÀ-ÿ]/g) ?? []).length < 3 || NOT_A_NAME.test(key) || findDates(text).length) return null;
  if ((text.match(/\d/g) ?? []).length > text.length / 3) return null;
  const tokens = nameTokens(text);
  if (!tokens.length || [...issuer.names, ...(issuer.guessedNames ?? [])].some((n) => sameName(tokens, n))) return null;
  return text;
}

/**
 * The company name in the column of a CUIT, on the lines above it up to a wide gap: a cell ending in a legal form, or
 * a cell whose next line in the column is the legal form alone ("Panificadora El Quebracho" / "S.A."). Null when none.
 */
function companyAbove(lines: LayoutLine[], cuitWords: readonly LayoutWord[], issuer: IssuerHints): { value: string; words: LayoutWord[] } | null {
  const first = cuitWords[0]!;
  const at = lines.findIndex((l) => l.words.includes(first));
  if (at < 0) return null;
  const unit = lines[at]!.unit;
  const cellOf = (line: LayoutLine | undefined) => line?.segments.find((seg) => Math.abs(seg[0]!.x0 - first.x0) < unit * 1.5);
  let bottom = lines[at]!.y0;
  for (let i = at - 1; i >= Math.max(0, at - 30); i--) {
    const line = lines[i]!;
    const cell = cellOf(line);
    if (line.page !== first.page || bottom - line.y1 > unit * 4) break;
    if (!cell) continue;
    bottom = line.y0;
    const next = cellOf(lines[i + 1]);
    const nextText = next?.map((w) => w.text).join(' ') ?? '';
    const joined = next && next.length <= 2 && /^S\.?/i.test(nextText) && LEGAL_FORM.test(` ${nextText}`) && !LEGAL_FORM.test(cell.map((w) => w.text).join(' '));
    let words = joined ? [...cell, ...next!] : cell;
    if (!LEGAL_FORM.test(words.map((w) => w.text).join(' '))) continue;
    // A name wrapped in a narrow column ("Estudio Contable Sierra" / "Chica S.R.L."): the line above ends where this
    // line's first word would not have fitted.
    const above = cellOf(lines[i - 1]);
    const right = Math.max(...lines.slice(Math.max(0, i - 12), at + 1).map(cellOf).filter((c): c is LayoutWord[] => !!c).map((c) => c[c.length - 1]!.x1));
    if (above && lines[i - 1]!.page === first.page && !/[:\d@]/.test(above.map((w) => w.text).join(' ')) && above[above.length - 1]!.x1 + unit * 0.5 + (cell[0]!.x1 - cell[0]!.x0) > right) {
      words = [...above, ...words];
    }
    const text = words.map((w) => w.text).join(' ');
    if (text.split(/\s+/).length < 2) continue;
    const value = nameValue({ words, text, where: 'below' }, issuer);
    if (value) return { value, words };
  }
  return null;
}

/** "Belgrano 3355 - (A4400) Salta": a street and number, or a postal code; not a name. */
function looksLikeAddress(text: string): boolean {
  if (/\b(S\.?\s?A\.?|S\.?\s?R\.?\s?L\.?|S\.?\s?A\.?\s?S\.?)$/i.test(text.trim())) return false;
  return /\([A-Z]?\d{4}[A-Z]{0,3}\)|\b[A-Z]\d{4}[A-Z]{3}\b/.test(text) || /[A-Za-zÀ-ÿ.]\s+\d{1,5}\b/.test(text);
}

const CONDITION_WORDS = /inscript|monotrib|exent|nsumidor|cons[.:;,]? ?final|resp\.? ?insc/i;
/** A VAT condition's words, also split by the OCR ("Consum idor Final"). */
const CONDITION_PHRASE = { test: (text: string): boolean => CONDITION_WORDS.test(text) || CONDITION_WORDS.test(text.replace(/\s+/g, '')) };

/**
 * A condition's abbreviation closing a cell after a separator ("CUIT 33-34634719-3 · RI", "… | IVA: R.I."): the
 * condition of that cell. Only after "·", "|", "/" or a dash set apart, so a name's initials ("Pérez R.I.") are not one.
 */
const TRAILING_CONDITION = /(?:^|\s[·•|/–-]\s*|\bIVA\s*:\s*)(R\.?\s?I|R\.?\s?M|M\.?\s?T|E\.?\s?X|C\.?\s?F)\.?\s*$/i;

export function trailingCondition(text: string): number | null {
  const m = TRAILING_CONDITION.exec(text.trim());
  return m ? parseCondicionIva(m[1]!) : null;
}

/**
 * The block a customer CUIT printed without its label belongs to: the name is the most prominent line above it in
 * its column (a letterhead's name is printed larger than its address), the VAT condition a phrase on its line or
 * the next.
 */
function blockOfCuit(lines: readonly LayoutLine[], at: { line: LayoutLine; x: number }, index: LabelIndex, issuer: IssuerHints): {
  name: Reading<string> | null;
  condicionIva: Reading<DraftReceiver['condicionIva'] & number> | null;
} {
  const unit = at.line.unit;
  const i = lines.indexOf(at.line);
  const segmentAt = (line: LayoutLine) => line.segments.find((seg) => seg[seg.length - 1].x1 >= at.x - unit * 2 && seg[0].x0 <= at.x + unit * 12);
  let name: Reading<string> | null = null;
  let best = 0;
  let bottom = at.line.y0;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const line = lines[k];
    if (line.page !== at.line.page || bottom - line.y1 > unit * 2.5) break;
    bottom = line.y0;
    const cell = segmentAt(line);
    if (!cell || cell.some((w) => index.labelWords.has(w))) continue;
    const text = cell.map((w) => w.text).join(' ');
    const value = looksLikeAddress(text) ? null : nameValue({ words: cell, text, where: 'below' }, { ...issuer, guessedNames: [] });
    const height = Math.max(...cell.map((w) => w.y1 - w.y0));
    if (value && height > best) {
      best = height;
      // A letterhead's name printed larger than its CUIT line is the block's name beyond doubt.
      const confidence = height >= unit * 1.25 ? 0.9 : 0.72;
      name = { value, confidence, via: 'the most prominent line of the block of the customer CUIT', words: cell };
    }
  }
  let condicionIva: Reading<DraftReceiver['condicionIva'] & number> | null = null;
  for (const line of [at.line, lines[i + 1]]) {
    if (!line || line.page !== at.line.page) continue;
    const cell = line === at.line ? line.words.filter((w) => w.x0 >= at.x) : (segmentAt(line) ?? []);
    const text = cell.map((w) => w.text).join(' ');
    const cond = CONDITION_PHRASE.test(text) ? parseCondicionIva(text.replace(/^.*?(?=IVA|I\.V\.A|RESP|MONOTRIB|EXENT|CONSUM)/i, '')) : trailingCondition(text);
    if (cond !== null) {
      condicionIva = { value: cond, confidence: 0.78, via: 'condition phrase beside the customer CUIT', words: cell };
      break;
    }
  }
  return { name, condicionIva };
}

export interface Zone {
  page: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const inZone = (line: LayoutLine, x0: number, zone: Zone | null): boolean =>
  !!zone && line.page === zone.page && line.y0 >= zone.top && line.y0 <= zone.bottom && x0 >= zone.left && x0 <= zone.right;

/**
 * A customer block in a column right of another one (the issuer's sidebar: its name, address and CUIT down the page's
 * left edge, the customer's "Cliente: … / CUIT … / Domicilio: …" in the main column): the anchor's line prints a cell
 * left of it, more lines of the zone start at the anchor's left edge, others hold words only left of it, and no word
 * crosses the gutter. The column's left edge, or null when the block is not so ("Fecha: … Cliente: …" on one line,
 * the customer's CUIT under it at the margin).
 */
function columnLeftOf(page: LayoutPage, anchor: LabelHit<FieldLabel>, zone: Zone): number | null {
  const unit = anchor.line.unit;
  const edge = anchor.x0 - unit * 0.5;
  const start = anchor.line.words[anchor.start];
  if (!anchor.line.segments.some((seg) => seg.at(-1)!.x1 < edge - unit && !seg.includes(start!))) return null;
  const inBand = page.lines.filter((l) => l !== anchor.line && l.y0 >= zone.top && l.y0 <= zone.bottom);
  if (inBand.some((l) => l.words.some((w) => w.x0 < edge && w.x1 > edge))) return null;
  const aligned = inBand.filter((l) => l.words.some((w) => Math.abs(w.x0 - anchor.x0) < unit * 1.5) && l.words.every((w) => w.x0 > edge || w.x1 < edge - unit));
  const leftOnly = inBand.filter((l) => l.words.every((w) => w.x1 < edge));
  return aligned.length >= 1 && leftOnly.length >= 2 ? edge - unit : null;
}

/**
 * A customer block stacked in a band of its own: its CUIT's or condition's label under the anchor's, at its left
 * edge, and a gutter no word of the zone crosses between the band and what the anchor's line prints far right of it
 * (a side band "CLIENTE / name / C.U.I.T. / … / Condición I.V.A." beside the letterhead and the items). The band's
 * right edge, or null when the block is not so (a "Señor(es): … CUIT: …" row reads across the page).
 */
function bandBeside(page: LayoutPage, anchor: LabelHit<FieldLabel>, zone: Zone, index: LabelIndex): number | null {
  const unit = anchor.line.unit;
  const beside = anchor.line.segments.find((seg) => seg[0]!.x0 > anchor.x1 + unit * 6);
  if (!beside) return null;
  const edge = beside[0]!.x0 - unit * 0.5;
  // The CUIT's label heads its value in the band (under it), not a row whose value sits right of it in the column
  // beside (a form's captions | values, where the anchor's own value is the cell beside it).
  const stacked = of(index, 'docNumber').some((h) => {
    if (h.line.page !== page.number || h.y0 <= anchor.y1 || h.y0 > zone.bottom || Math.abs(h.x0 - anchor.x0) >= unit * 2 || h.x1 >= edge) return false;
    if (findCuits(h.line.words.slice(h.end).map((w) => w.text).join(' ')).length) return false;
    const under = page.lines.filter((l) => l.y0 > h.y1 - unit * 0.2 && l.y0 - h.y1 < unit * 2.5);
    return under.some((l) => findCuits(l.words.filter((w) => w.x1 < edge).map((w) => w.text).join(' ')).length > 0);
  });
  // Two blocks side by side, each with a CUIT of its own (a window envelope's customer at the left, the issuer's
  // letterhead at the right): the anchor's block is its column.
  const inBand = page.lines.filter((l) => l.y0 >= zone.top && l.y0 <= zone.bottom);
  const cuitIn = (words: LayoutWord[]) => findCuits(words.map((w) => w.text).join(' ')).length > 0;
  const cuitEachSide =
    inBand.some((l) => cuitIn(l.words.filter((w) => w.x1 < edge))) && inBand.some((l) => cuitIn(l.words.filter((w) => w.x0 >= edge)));
  if (!stacked && !cuitEachSide) return null;
  const crossed = page.lines.some((l) => l.y0 >= zone.top && l.y0 <= zone.bottom && l.words.some((w) => w.x0 < edge && w.x1 > edge));
  return crossed ? null : edge;
}

/**
 * The customer, read by its labels and where they sit. A strong receiver label ("Señor(es)", "Cliente",
 * "Apellido y Nombre / Razón Social") opens the customer's zone: generic labels (CUIT, Razón Social, Condición
 * frente al IVA) belong to the customer inside it and to the issuer above it. CUITs printed above the zone are the
 * issuer's (letterhead), as are the template's issuer CUITs: neither is ever the receiver.
 */
export function readReceiverByLayout(index: LabelIndex, regions: Regions, issuer: IssuerHints): ReceiverReading {
  const layout = index.layout;
  const notes: string[] = [];
  const receiver: DraftReceiver = { name: null, docType: null, docNumber: null, condicionIva: null };
  const confidence = { name: 0, docNumber: 0, condicionIva: 0 };
  const provenance: ReceiverReading['provenance'] = {};
  const page = layout.pages[0];
  const issuerCuits = new Set(issuer.cuits);
  if (!page) return { receiver, confidence, provenance, issuerCuits, notes };

  // A strong label heads its cell ("Comprador", "Señor(es):"); the same word inside a value ("entrega en
  // establecimiento del comprador") is not one.
  // With its colon it may follow one word of its cell ("Sr. Cliente:"), not end a caption ("Ticket de caja asociado:").
  // So does one after another caption and a slash ("IMPORTADOR / CLIENTE DEL EXTERIOR").
  const headsCell = (h: LabelHit<FieldLabel>): boolean =>
    h.line.segments.some((seg) => seg[0] === h.line.words[h.start] || afterSlash(seg, seg.indexOf(h.line.words[h.start]!))) ||
    (/:$/.test(h.line.words[h.end - 1].text) && h.line.segments.some((seg) => seg.indexOf(h.line.words[h.start]!) === 1));
  // The label read with its slash ("/ CLIENTE") or after it, behind another word for the customer ("IMPORTADOR"; not
  // "SECTOR / COMPRADOR", a buyer's department and agent).
  const afterSlash = (seg: LayoutWord[], at: number): boolean =>
    PARTY_WORD.test(seg[0]?.key ?? '') && (at === 1 || at === 2) && seg[1]!.text === '/';
  // "Para: Ventas <ventas@…>" heads an e-mail printed as a document: the mail's recipient, not a customer block.
  // The address may come out of the OCR as a line of its own at the label's height ("Para: pagos.dsosa" / "Q gmail.com").
  const mailHeader = (h: LabelHit<FieldLabel>): boolean => {
    if (!/^(PARA|TO)$/.test(h.line.words.slice(h.start, h.end).map((w) => w.key).join(''))) return false;
    const beside = page.lines.filter((l) => l !== h.line && l.y0 < h.line.y1 && l.y1 > h.line.y0 && l.x0 > h.line.x0 && l.x0 - h.line.x1 < h.line.unit * 3);
    return [h.line, ...beside].some((l) => MAIL_ADDRESS.test(l.text)) || MAIL_ADDRESS.test([h.line, ...beside].map((l) => l.text).join(' '));
  };
  // "… & Asoc. S.R.L.": a word of a company's name (a society's type after it, an "&" before it) is no caption.
  const inCompanyName = (h: LabelHit<FieldLabel>): boolean =>
    /^(S\.?A\.?(S\.?)?|S\.?R\.?L\.?|S\.?C\.?|S\.?H\.?)$/i.test(h.line.words[h.end]?.text ?? '') || /^(&|y)$/i.test(h.line.words[h.start - 1]?.text ?? '');
  const strong = of(index, 'receiverStrong').filter((h) => h.line.page === page.number && headsCell(h) && !mailHeader(h) && !inCompanyName(h))
    .map((h) => {
      // A caption of two read by its second ("IMPORTADOR / CLIENTE"): its column starts with the first.
      const seg = h.line.segments.find((sg) => afterSlash(sg, sg.indexOf(h.line.words[h.start]!)));
      return seg ? { ...h, x0: seg[0]!.x0, start: h.line.words.indexOf(seg[0]!) } : h;
    });
  // The customer's block is above the items, except on some orders and sale details that print it under them, and
  // pages whose side column runs beside the items ("CLIENTE" / name / "CUIT/DNI" / number left of the table).
  const beside = (h: LabelHit<FieldLabel>): boolean => besideTable(h, regions, page.width);
  const above = strong.filter((h) => aboveTable(h.line, regions) || beside(h));
  // Only when nothing above the table speaks of the customer: a bill's tear-off slip repeats the customer under
  // the items, and the block at the top is the one to read.
  // The letterhead's own "C.U.I.T. … · I.V.A. Resp. Inscripto · IIBB …" speaks of the issuer, not of a customer.
  const letterhead = (line: LayoutLine): boolean => {
    const cuits = findCuits(line.text);
    return cuits.some((c) => issuer.cuits.has(c.digits)) || (cuits.length > 0 && of(index, 'issuerMarker').some((m) => m.line === line));
  };
  const customerAbove = (['docNumber', 'receiverName', 'condicionIva'] as const).some((f) =>
    of(index, f).some((h) => h.line.page === page.number && (aboveTable(h.line, regions) || beside(h)) && !letterhead(h.line)),
  );
  const anchors = above.length || customerAbove ? above : strong.filter((h) => belowTable(h.line, regions));
  // "Cliente" over a column of account numbers ("Cliente Nº" / "1371") heads no customer block.
  const blockAnchors = anchors.filter((h) => !valueOf(index, h, (v) => (/^[\s:#Nº°*.]*\d[\d\s./-]*$/.test(v.text) ? v.text : null)));
  // Two customer captions side by side ("propietario | paciente" on a clinic's form): the one whose column holds a
  // CUIT or document number under it heads the customer's block.
  const sorted = blockAnchors.sort((a, b) => a.y0 - b.y0);
  const level = sorted.filter((h) => sorted[0] && Math.abs(h.y0 - sorted[0].y0) < h.line.unit);
  const holdsDocument = (h: LabelHit<FieldLabel>) => {
    const right = Math.min(page.width, ...level.filter((o) => o.x0 > h.x0).map((o) => o.x0));
    // A cell starting a little left of the next caption (a scan's tilt) is in that caption's column.
    const inColumn = (x: number) => x >= h.x0 - h.line.unit && x < right - h.line.unit;
    const below = (y: number) => y > h.y1 && y - h.y1 < h.line.unit * 6;
    return (
      page.lines.some((l) => below(l.y0) && l.segments.some((seg) => inColumn(seg[0]!.x0) && findCuits(seg.map((w) => w.text).join(' ')).length > 0)) ||
      of(index, 'docNumber').some((d) => d.line.page === page.number && below(d.y0) && inColumn(d.x0))
    );
  };
  const anchor = (level.length > 1 ? level.find(holdsDocument) : undefined) ?? sorted[0] ?? null;
  const tableY = regions.tableTop && regions.tableTop.page === page.number ? regions.tableTop.y : page.height;
  let zone: Zone | null = null;
  if (anchor) {
    // A customer box on the right half of a two-column header holds only that half.
    const rightHalf = anchor.x0 > page.width * 0.4;
    // Its depth in the page's body text: a small caption's own height (all capitals read by the OCR, 4 pt) would
    // cut the block short of its last rows.
    const depth = Math.max(anchor.line.unit, page.unit) * 14;
    // Captions printed under their values: the block starts at the values over its first caption.
    const valuesOver = index.captionsUnder || index.captionsUnderOn?.has(anchor.line) ? page.lines.filter((l) => l.y1 <= anchor.y0 + anchor.line.unit * 0.2 && anchor.y0 - l.y1 <= l.unit * 1.8).sort((a, b) => b.y1 - a.y1)[0] : undefined;
    const sideColumn = !aboveTable(anchor.line, regions) && beside(anchor);
    zone = {
      page: page.number,
      // Scans tilt: a label printed on the anchor's row may come out a little above it.
      top: (valuesOver?.y0 ?? anchor.y0) - anchor.line.unit * 1.3,
      bottom: aboveTable(anchor.line, regions) ? Math.min(tableY, anchor.y1 + depth) : anchor.y1 + depth,
      left: rightHalf ? anchor.x0 - anchor.line.unit * 2 : -1,
      // A side column beside the items ends where they start.
      right: sideColumn ? regions.tableHeaderSpan!.x0 - anchor.line.unit * 0.5 : page.width + 1,
    };
    if (sideColumn) notes.push(`receiver zone: the side column left of the items, under '${anchor.label}'`);
    const band = bandBeside(page, anchor, zone, index);
    if (band !== null) {
      zone.right = band;
      notes.push(`receiver zone: the band under '${anchor.label}', left of the column beside it`);
    }
    const sidebar = columnLeftOf(page, anchor, zone);
    if (sidebar !== null) {
      zone.left = sidebar;
      notes.push(`receiver zone: the column of '${anchor.label}', right of a column beside it`);
    }
    notes.push(`receiver zone opened by '${anchor.label}' on line ${anchor.line.index + 1}`);
  }

  // Letterhead CUITs: above the customer's zone (or, without one, beside the issuer's markers).
  const cuitsOnLines = page.lines.flatMap((line) => findCuits(line.text).map((c) => ({ ...c, line })));
  const markers = of(index, 'issuerMarker').filter((h) => h.line.page === page.number);
  const xOf = (c: (typeof cuitsOnLines)[number]) => c.line.words.find((w) => w.text.replace(/\D/g, '').includes(c.digits.slice(2, 10)))?.x0 ?? c.line.x0;
  const topBand = cuitsOnLines.filter((c) => c.line.y0 < page.height * 0.12);
  // A voucher has one issuer: when the template's issuer CUIT is printed, no other CUIT is taken for the issuer's by
  // where it sits (a buyer's purchase order carries the buyer's letterhead, and the buyer is the receiver).
  const issuerPrinted = cuitsOnLines.some((c) => issuerCuits.has(c.digits));
  // A CUIT printed again inside the customer's zone is the customer's, wherever else it appears (a chat's message
  // above the order's "Cliente: … (CUIT …)").
  const customers = new Set(zone ? cuitsOnLines.filter((c) => inZone(c.line, xOf(c), zone!)).map((c) => c.digits) : []);
  // A buyer's purchase order: the block under its supplier's caption ("PROVEEDOR") holds the issuer of the invoice;
  // its letterhead is the buyer's, the receiver's.
  const suppliers = issuerPrinted || documentKind(index.layout) !== 'OC' ? [] : cuitsOnLines.filter((c) => markers.some((m) =>
    SUPPLIER_CAPTION.test(m.line.words.slice(m.start, m.end).map((w) => w.key).join(' ')) && c.line.y0 > m.y0 - 1 && c.line.y0 - m.y0 < m.line.unit * 6 && Math.abs(xOf(c) - m.x0) < page.width * 0.25));
  for (const c of suppliers) issuerCuits.add(c.digits);
  // Several CUITs in the letterhead's band and no customer caption (a compact page: "A: …" right under the heading):
  // the first printed is the issuer's, as a voucher names its issuer before its customer (not a buyer's order).
  const topmost = [...topBand].sort((a, b) => a.line.y0 - b.line.y0)[0];
  const topmostOfMany = (c: (typeof cuitsOnLines)[number]) =>
    !zone && topBand.length > 1 && c === topmost && documentKind(index.layout) !== 'OC' && new Set(topBand.map((t) => t.digits)).size > 1;
  const letterheads: typeof cuitsOnLines = [];
  for (const c of issuerPrinted || suppliers.length ? [] : cuitsOnLines) {
    if (customers.has(c.digits)) continue;
    const x = xOf(c);
    // Without a receiver zone: beside an issuer marker in its column, or the only CUIT of the letterhead band.
    const besideMarker = markers.some((m) => Math.abs(m.y0 - c.line.y0) < c.line.unit * 2.5 && Math.abs(m.x0 - x) < page.width * 0.3);
    if (zone ? !inZone(c.line, x, zone) && c.line.y0 < zone.top + 1 : besideMarker || (topBand.length === 1 && topBand[0] === c) || topmostOfMany(c)) {
      letterheads.push(c);
    }
  }
  // A voucher has one issuer: without a customer zone, two different CUITs beside the issuer's markers (the
  // letterhead's "Inicio de Actividades" right over the customer's "Razón Social: … C.U.I.T.: …") are the issuer's
  // first, then the customer's.
  const firstLetterhead = [...letterheads].sort((a, b) => a.line.page - b.line.page || a.line.y0 - b.line.y0)[0];
  const oneIssuer = !zone && documentKind(index.layout) !== 'OC';
  for (const c of letterheads) if (!oneIssuer || c.digits === firstLetterhead!.digits) issuerCuits.add(c.digits);

  const inReceiverZone = (hit: LabelHit<FieldLabel>): boolean => (zone ? inZone(hit.line, hit.x0, zone) : aboveTable(hit.line, regions) && !letterhead(hit.line));

  // The document number.
  let docHit: LabelHit<FieldLabel> | null = null;
  for (const hit of of(index, 'docNumber')) {
    if (!inReceiverZone(hit)) continue;
    const value = valueOf(index, hit, (v) => {
      // "20231 239260": OCR split the number; its groups joined must still pass the check digit.
      const joined = /^\s*[:.]?\s*\d{2,9}(\s+\d{2,9}){1,2}\b/.exec(v.text)?.[0].replace(/\D/g, '');
      const cuit = findCuits(v.text).find((c) => !issuerCuits.has(c.digits) && c.start <= 3) ?? (joined?.length === 11 ? findCuits(joined).find((c) => !issuerCuits.has(c.digits)) : undefined);
      // "CUIT/CUIL": either, and the number says which (a person's is a CUIL, a company's a CUIT).
      const cuil = /CUIL/i.test(hit.label) && (!/CUIT/i.test(hit.label) || /^2/.test(cuit?.digits ?? ''));
      if (cuit) return { digits: cuit.digits, type: (cuil ? 'CUIL' : cuit.docType) as ReceiverDocType };
      const dni = findDni(`DNI ${v.text.split(/\s+/).slice(0, 3).join(' ')}`);
      // A DNI under a label for CUITs only is not taken; "CUIT/DNI" and "Nro. Doc." take either.
      if (dni && (!/CUIT|CUIL/i.test(hit.label) || /DNI|DOC/i.test(hit.label))) return { digits: dni, type: 'DNI' as ReceiverDocType };
      return null;
    });
    if (!value) continue;
    receiver.docNumber = value.value.digits;
    receiver.docType = value.value.type;
    docHit = hit;
    confidence.docNumber = zone ? 0.96 : 0.88;
    provenance.docNumber = { value: value.value.digits, confidence: confidence.docNumber, via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words };
    break;
  }
  // The customer's CUIT printed without a label in its zone, or away from it: its block (the lines above it in
  // its column) names the customer better than a label of another block.
  let unlabelledCuit: { line: LayoutLine; x: number } | null = null;
  if (!receiver.docNumber) {
    const other = cuitsOnLines.find((c) => !issuerCuits.has(c.digits) && (aboveTable(c.line, regions) || (zone !== null && inZone(c.line, xOf(c), zone))));
    if (other) {
      receiver.docNumber = other.digits;
      receiver.docType = other.docType;
      const inside = zone !== null && inZone(other.line, xOf(other), zone);
      confidence.docNumber = inside ? 0.85 : 0.65;
      provenance.docNumber = { value: other.digits, confidence: confidence.docNumber, via: 'the CUIT that is not the issuer\'s', words: other.line.words };
      if (!inside) unlabelledCuit = { line: other.line, x: xOf(other) };
    }
  }
  let nameBesideCuit = false;
  if (unlabelledCuit) {
    const block = blockOfCuit(page.lines, unlabelledCuit, index, issuer);
    if (block.name) {
      nameBesideCuit = block.name.confidence >= 0.9;
      receiver.name = block.name.value;
      confidence.name = block.name.confidence;
      provenance.name = block.name;
    }
    if (block.condicionIva) {
      receiver.condicionIva = block.condicionIva.value;
      confidence.condicionIva = block.condicionIva.confidence;
      provenance.condicionIva = block.condicionIva;
    }
  }

  // The name: the strong label's value, else a name label inside the zone.
  // Without a strong label, side-by-side blocks (seller | buyer) are told apart by the receiver's CUIT: its
  // column's labels are the receiver's, the other column's are the issuer's.
  // A row of labels over a row of values ("Razón social | CUIT | Cat. IVA") is one block: the CUIT's row is the customer's.
  const sameColumn = (hit: LabelHit<FieldLabel>): boolean => !docHit || zone !== null || hit.line === docHit.line || Math.abs(hit.x0 - docHit.x0) < docHit.line.unit * 4;
  const nameHits = [...(anchor ? anchors.filter((a) => inReceiverZone(a)) : []), ...of(index, 'receiverName').filter((h) => inReceiverZone(h) && sameColumn(h))];
  // A labelled name outranks the guess from an unlabelled CUIT's block unless that block's name was beyond doubt.
  for (const hit of receiver.name && nameBesideCuit ? [] : nameHits) {
    // A value beyond the zone's band is the column beside it (the letterhead's name right of a side band's "CLIENTE").
    const value = valueOf(index, hit, (v) => (zone && v.words[0]!.x0 > zone.right ? null : nameValue(v, issuer)), 1);
    if (!value) continue;
    const labelled = hit.field === 'receiverStrong' ? (value.from.where === 'right' ? 0.95 : 0.88) : 0.85;
    if (receiver.name && labelled <= confidence.name) break;
    receiver.name = value.value;
    confidence.name = labelled;
    provenance.name = { value: value.value, confidence: confidence.name, via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words };
    break;
  }

  // A labelled name printed right above the customer's CUIT, in its column, is that CUIT's holder beyond doubt (a
  // contact's "Atención: Sr. …" beside it is not the customer).
  const nameWord = provenance.name?.words?.[0];
  if (receiver.name && nameWord && docHit && docHit.y0 > nameWord.y1 && docHit.y0 - nameWord.y1 < docHit.line.unit * 1.5 && Math.abs(nameWord.x0 - docHit.x0) < docHit.line.unit * 2) {
    confidence.name = Math.max(confidence.name, 0.95);
  }

  // No name label: the cell right above the customer's CUIT in its column ("Gustavo Iván Piccolo" / "CUIT: …").
  if (!receiver.name && docHit) {
    const above = page.lines.filter((l) => l.y1 <= docHit!.y0 + 1 && docHit!.y0 - l.y1 < docHit!.line.unit * 3).reverse();
    for (const line of above.slice(0, 2)) {
      const cell = line.segments.find((seg) => Math.abs(seg[0].x0 - docHit!.x0) < docHit!.line.unit * 3);
      const text = cell?.map((w) => w.text).join(' ') ?? '';
      // The customer CUIT's own block: a letterhead guessed to be the issuer's is not, when this CUIT is not the
      // issuer's (a buyer's purchase order prints the buyer's name and CUIT at its head) — as in blockOfCuit.
      const name = cell && !looksLikeAddress(text) ? nameValue({ words: cell, text, where: 'below' }, { ...issuer, guessedNames: [] }) : null;
      if (name && !cell!.some((w) => index.labelWords.has(w))) {
        receiver.name = name;
        confidence.name = 0.7;
        provenance.name = { value: name, confidence: 0.7, via: 'the cell above the customer CUIT', words: cell! };
        break;
      }
    }
  }
  // ... or, in a grid of captions and values, the value column's first cell above the number that is a name, past
  // an account number ("Cliente | Carlos Zárate" / "N° cliente | 225" / "DNI | 24675936", the first caption lost).
  const valueWords = provenance.docNumber?.words;
  if (!receiver.name && docHit && valueWords?.length && provenance.docNumber?.via.endsWith('→ right') && valueWords[0]!.x0 > docHit.x1 + docHit.line.unit * 2) {
    const x = valueWords[0]!.x0;
    const unit = docHit.line.unit;
    let bottom = docHit.y0;
    // Lines of another column between them (a letterhead beside the grid) are passed over.
    for (const line of page.lines.filter((l) => l.y1 <= docHit!.y0 + 1).reverse().slice(0, 5)) {
      const cell = line.segments.find((seg) => Math.abs(seg[0]!.x0 - x) < unit * 1.5);
      if (!cell) continue;
      if (bottom - line.y1 > unit * 2.5) break;
      bottom = line.y0;
      const text = cell.map((w) => w.text).join(' ');
      if (/^[\d\s.:#-]+$/.test(text)) continue;
      const name = !looksLikeAddress(text) && !cell.some((w) => index.labelWords.has(w)) ? nameValue({ words: cell, text, where: 'right' }, { ...issuer, guessedNames: [] }) : null;
      if (name) {
        receiver.name = name;
        confidence.name = 0.6;
        provenance.name = { value: name, confidence: 0.6, via: "the value column's cell above the customer's number", words: cell };
      }
      break;
    }
  }

  // The VAT condition: labelled in the zone, else a condition phrase alone in the zone.
  // Nearest the customer's own lines first: a letterhead's "I.V.A. Resp. Inscripto" just above the customer is the issuer's.
  const customerLine = docHit?.line.index ?? (provenance.name?.words?.[0] ? page.lines.find((l) => l.words.includes(provenance.name!.words![0]!))?.index : undefined);
  const conditionHits = of(index, 'condicionIva')
    // A caption of the items' table ("Trat. IVA", "Cond. IVA" over each row's VAT treatment) is no customer's label.
    .filter((hit) => !tableCaption(hit, regions))
    // Nearness on the page, not in lines: the letterhead's condition two lines up can sit farther than the
    // customer's own two lines down.
    .map((hit, order) => ({ hit, order, distance: customerLine === undefined ? 0 : Math.abs(hit.line.y0 - index.layout.lines[customerLine]!.y0), aside: docHit && hit.line !== docHit.line && Math.abs(hit.x0 - docHit.x0) >= docHit.line.unit * 4 ? 1 : 0 }))
    // ... and in the row or the column of the customer's CUIT label before one as near elsewhere (the letterhead's).
    .sort((a, b) => a.aside - b.aside || a.distance - b.distance || a.order - b.order)
    .map((h) => h.hit);
  for (const hit of receiver.condicionIva !== null ? [] : conditionHits) {
    if (!inReceiverZone(hit) || !sameColumn(hit)) continue;
    // A form's row of conditions to tick ("I.V.A.: Resp. Inscripto  Exento  Cons. Final  Monotributo") names none.
    const rowWords = hit.line.words.slice(hit.end);
    const row = rowWords.map((w) => w.text).join(' ');
    if (conditionsToTick(row)) {
      // ... unless it marks one ("X Monotributo"): that one.
      // ... or a printer filling the form off its boxes put the mark on a line of its own, at the row's height.
      const ticked = tickedCondition(row) ?? tickedOffTheRow(index.layout, hit.line, rowWords);
      if (ticked === null) continue;
      receiver.condicionIva = ticked;
      confidence.condicionIva = 0.9;
      provenance.condicionIva = { value: ticked, confidence: 0.9, via: `label '${hit.label}' → the condition its row marks`, words: rowWords };
      break;
    }
    // ... or a condition phrase right under the caption that opens with a word the lexicon takes for a label ("IVA
    // Exento" under "Condición ante el IVA").
    const under = () => {
      const below = valueBelow(hit, index.layout, index.byLine.get(hit.line) ?? [], new Set(), 1);
      const code = below ? parseCondicionIva(below.text) : null;
      return below && code !== null ? { value: code, from: below } : null;
    };
    const value = valueOf(index, hit, (v) => parseCondicionIva(v.text.split(/\s{2,}|\t/)[0]), 1, true) ?? under();
    if (value === null) continue;
    receiver.condicionIva = value.value;
    confidence.condicionIva = 0.93;
    provenance.condicionIva = { value: value.value, confidence: 0.93, via: `label '${hit.label}' → ${value.from.where}`, words: value.from.words };
    break;
  }
  if (receiver.condicionIva === null && zone) {
    for (const line of page.lines) {
      if (!inZone(line, line.x1, zone) || line.y0 > zone.bottom) continue;
      if (conditionsToTick(line.text)) {
        const ticked = tickedCondition(line.text);
        if (ticked === null) continue;
        receiver.condicionIva = ticked;
        confidence.condicionIva = 0.8;
        provenance.condicionIva = { value: ticked, confidence: 0.8, via: 'the condition a row of conditions marks, in the receiver zone', words: line.words };
        break;
      }
      // Each cell, then the zone's part of the line as one (a crease split "onsumidor  Fina" into two cells).
      const inside = line.segments.filter((seg) => seg[0].x0 >= zone!.left);
      for (const segment of [...inside, ...(inside.length > 1 ? [inside.flat()] : [])]) {
        const text = segment.map((w) => w.text).join(' ');
        // ... or the abbreviation alone in its cell ("RI", "R.I.").
        const cond = CONDITION_PHRASE.test(text) || /^(I\.?V\.?A\.?\s*)?R\.?\s?I\.?$/i.test(text.trim()) ? parseCondicionIva(text) : trailingCondition(text);
        if (cond !== null) {
          receiver.condicionIva = cond;
          confidence.condicionIva = 0.8;
          provenance.condicionIva = { value: cond, confidence: 0.8, via: 'condition phrase in the receiver zone', words: segment };
          break;
        }
      }
      if (receiver.condicionIva !== null) break;
    }
  }
  // No zone (its label lost to OCR): a condition phrase beside the customer's labelled CUIT, or under it in its column.
  if (receiver.condicionIva === null && docHit) {
    const beside = blockOfCuit(page.lines, { line: docHit.line, x: docHit.x0 }, index, issuer).condicionIva;
    if (beside) {
      receiver.condicionIva = beside.value;
      confidence.condicionIva = beside.confidence;
      provenance.condicionIva = beside;
    }
  }
  // A condition phrase printed alone on its line a few lines under the customer's CUIT, above the items (an order
  // taken by chat: "¿Cuál es tu condición frente al IVA?" … "responsable inscripto"): the customer's condition. The
  // issuer's own condition sits in the letterhead, above the customer.
  if (receiver.condicionIva === null && receiver.docNumber) {
    const cuitLine = page.lines.find((l) => findCuits(l.text).some((c) => c.digits === receiver.docNumber));
    const below = cuitLine ? page.lines.filter((l) => l.index > cuitLine.index && l.index <= cuitLine.index + 8 && aboveTable(l, regions)) : [];
    // Alone on its line, or alone in its cell in the CUIT's column (a side menu may share the line).
    const cuitWord = cuitLine?.words.find((w) => /\d{2}/.test(w.text) && findCuits(w.text).some((c) => c.digits === receiver.docNumber)) ?? cuitLine?.words[0];
    const inColumn = (seg: LayoutWord[], line: LayoutLine) => line.segments.length === 1 || (!!cuitWord && Math.abs(seg[0]!.x0 - cuitWord.x0) < line.unit * 2);
    const alone = below.filter((l) => !conditionsToTick(l.text)).flatMap((l) => l.segments.filter((seg) => inColumn(seg, l) && CONDITION_ALONE.test(fold(seg.map((w) => w.text).join(' ')).replace(/\s+/g, ' ').trim())));
    const condition = alone.length === 1 ? parseCondicionIva(alone[0]!.map((w) => w.text).join(' ')) : null;
    if (condition !== null) {
      receiver.condicionIva = condition;
      confidence.condicionIva = 0.6;
      provenance.condicionIva = { value: condition, confidence: 0.6, via: "a condition phrase alone on its line under the customer's CUIT", words: alone[0]! };
    }
  }
  // A customer known by its CUIT only (a branch's delivery note): its name is the one company name of the page,
  // by its legal form, printed below the CUIT — the receiving stamp ("PANIFICADORA SAN CAYETANO S.A.").
  if (receiver.docNumber && !receiver.name && provenance.docNumber?.words.length) {
    const cuitLine = provenance.docNumber.words[0]!;
    const names = page.lines
      .filter((l) => l.y0 > cuitLine.y1)
      .flatMap((l) => l.segments)
      .filter((seg) => LEGAL_FORM.test(seg.map((w) => w.text).join(' ')))
      .map((seg) => ({ seg, value: nameValue({ words: seg, text: seg.map((w) => w.text).join(' '), where: 'below' }, issuer) }))
      .filter((n): n is { seg: LayoutWord[]; value: string } => n.value !== null);
    if (new Set(names.map((n) => fold(n.value))).size === 1) {
      receiver.name = names[0]!.value;
      confidence.name = 0.6;
      provenance.name = { value: receiver.name, confidence: 0.6, via: 'the one company name printed under the customer CUIT', words: names[0]!.seg };
    }
  }
  // A company's CUIT (30-, 33-, 34-) with a person's name: a shop's billing block prints the buyer's name and then the
  // company's ("Ricardo Arias" / "Panificadora El Quebracho" / "S.A." / … / "CUIT: 33-…"). The company, by its legal
  // form, in the CUIT's column above it, is the customer.
  if (receiver.name && /^3[034]/.test(receiver.docNumber ?? '') && !LEGAL_FORM.test(receiver.name) && provenance.docNumber?.words.length) {
    const company = companyAbove(page.lines, provenance.docNumber.words, issuer);
    if (company && fold(company.value) !== fold(receiver.name)) {
      notes.push(`receiver name: the company '${company.value}' in the column of its CUIT, not '${receiver.name}' (a company's CUIT)`);
      receiver.name = company.value;
      provenance.name = { value: company.value, confidence: confidence.name, via: "the company in the column of the customer's CUIT", words: company.words };
    }
  }
  // A ticket "A CONSUMIDOR FINAL": the sale is to an unidentified consumer.
  const consumerLine = page.lines.find((l) => aboveTable(l, regions) && /^(A )?CONSUMIDOR FINAL$/.test(fold(l.text).replace(/\s+/g, ' ').trim()));
  if (!receiver.name && !receiver.docNumber && consumerLine) {
    receiver.name = 'Consumidor Final';
    confidence.name = 0.9;
    provenance.name = { value: receiver.name, confidence: 0.9, via: "the line 'A CONSUMIDOR FINAL'", words: consumerLine.words };
  }
  // Sold "A CONSUMIDOR FINAL": that is the buyer's condition, whatever the letterhead says of the issuer's.
  if (receiver.name === 'Consumidor Final' && (receiver.condicionIva === null || (consumerLine && !zone))) {
    receiver.condicionIva = 5;
    confidence.condicionIva = 0.95;
  }
  return { receiver, confidence, provenance, issuerCuits, nameBesideCuit, zone, notes };
}

export { of as labelsOf };
