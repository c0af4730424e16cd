import Decimal from 'decimal.js';
import type { DocumentLayout, LayoutLine, LayoutWord } from '../../layout/document-layout';
import { NumberStyle, parseAmount } from '../rules/amounts';
import { CURRENCY_TOKEN, isArticleCode, PAGE_NOISE, UNIT_WORDS, VALID_IVA_RATES } from '../rules/line-table';
import { findDates } from '../rules/dates';
import { spaceGrouped } from '../rules/totals-block';
import { fold } from '../rules/text-lines';
import { columnLabelWords, fieldLabelsOnLine, findColumnLabels, type ColumnLabel, type LabelHit } from './labels';
import { quantityWithUnit, TIMES_QUANTITY } from './row-quantities';

export interface Column {
  role: ColumnLabel;
  x0: number;
  x1: number;
  /** The caption's lexicon entry, when the column was read from a header's label. */
  label?: string;
}

export interface TableHeaderRow {
  line: LayoutLine;
  columns: Column[];
  /** The header was printed on two lines, and so are its rows: a description line, then its numbers' line. */
  stacked?: boolean;
}

export interface LayoutTableRow {
  code: string | null;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  ivaRate: number | null;
  discount: number | null;
  amount: number | null;
  /** quantity × price (less the discount, or plus VAT when the amount includes it) = amount. */
  validated: boolean;
  /** Why a priced row does not add up, for the review notes. */
  explanation: string | null;
  currencyMarker: string | null;
  lines: LayoutLine[];
  words: LayoutWord[];
  /** The unit price's and the amount's cells as printed (see `withSeparatorsBack`). */
  moneyTexts?: [string, string];
}

/**
 * A table that prints its money with cents ("1.390,40") and a row whose unit price and amount both came out as bare
 * integers ("812080", "8120800"): the OCR lost both separators, and the row's arithmetic, the same at a hundred times
 * the scale, cannot tell. Two rows or more printed with cents, and no fewer than the bare ones, say the table's way;
 * the bare row's price and amount are set back to cents.
 */
export function withSeparatorsBack(rows: LayoutTableRow[]): void {
  const withCents = rows.filter((r) => r.moneyTexts?.every((t) => /\d[.,]\d{2}$/.test(t)));
  const bare = rows.filter(
    (r) => r.validated && r.moneyTexts?.every((t) => /^\$?\s*\d{5,}$/.test(t)) && Number.isInteger(r.unitPrice) && Number.isInteger(r.amount),
  );
  if (!bare.length || withCents.length < 2 || withCents.length < bare.length) return;
  for (const row of bare) {
    Object.assign(row, {
      unitPrice: new Decimal(row.unitPrice!).dividedBy(100).toNumber(),
      amount: new Decimal(row.amount!).dividedBy(100).toNumber(),
      explanation: `price and amount read without their separators (${row.unitPrice}, ${row.amount}): the table prints cents`,
    });
  }
}

export interface LayoutTable {
  header: TableHeaderRow;
  rows: LayoutTableRow[];
  /** Whether the table has price columns (a remito has only quantities and descriptions). */
  priced: boolean;
  /** The line after the last row: where the totals start. */
  endLine: LayoutLine | null;
}

const NUMERIC_ROLES: ReadonlySet<ColumnLabel> = new Set(['quantity', 'unitPrice', 'discount', 'ivaRate', 'amount', 'packages']);
/** Words under a column the draft has no field for (a date, a warehouse, a second amount with VAT). */
const IGNORED: ReadonlySet<ColumnLabel> = new Set(['other']);
const STOP =
  /^(SUB ?-?TOTAL|TOTAL|(VALOR|MONTO|IMPORTE) (NETO |BRUTO )?TOTAL|NETO TOTAL|NETO:? ?\$? ?[\d.,]+$|IMPUESTO \(?\d{1,2}(?:[.,]\d{1,2})? ?%|SON\b|SON:|OBSERVACION|TRANSPORTE|IMPORTE (NETO|TOTAL)|NETO GRAVADO|BASE IMPONIBLE|(NO )?GRAVADO( \d| EXENTO|:|$)|IVA \d|IVA CONTENIDO|IVA INCLUIDO|PERCEP|FIRMA|RECIBI|CONFORMIDAD\b|CAE\b|VALIDEZ|A TRANSPORTAR|DESCUENTO GENERAL|BONIFICACION GENERAL|CONDICIONES|FORMA DE PAGO|OTROS TRIBUTOS|IMPORTE OTROS|REGIMEN DE TRANSPARENCIA|ACLARACION|(CANTIDAD|CANT\.?|TOTAL|NRO\.?|N[O°]) (DE )?BULTOS|BULTOS\s*:|(RENGLONES|ITEMS|ARTICULOS)\s*:|(CANTIDAD|CANT\.?|TOTAL) DE (RENGLONES|ITEMS|ARTICULOS)\b)/;
const CARRY = /^(TRANSPORTE|A TRANSPORTAR|VAN\b|VIENEN\b|VIENE DE|SUBTOTAL HOJA|SALDO A TRANSPORTAR|SUB ?-?TOTAL ANTERIOR|SALDO ANTERIOR|TOTAL ANTERIOR|DE HOJA ANTERIOR|CONTINUA(CION)? DE)/;
export const QTY_TIMES_PRICE = /^\s*(\d+(?:[.,]\d{1,3})?)\s*(?:(?:L|LT|LTS|LTS|KG|KGS|U|UN|UNID|M|MT|M2|M3)\.?\s*)?[xX×*]\s*\$?\s*(\d[\d.,]*)\s*(?:\(\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%?\s*\))?\s*$/i;

/**
 * A line is a table header when most of its words are column labels, it names a description (or a code) and a
 * quantity or price column, and it carries no amounts.
 */
/** "Desc.": the description's caption, or the discount's beside another that names the description. */
const DESC = /^Desc\.?$/i;

// A bare "Kg" or "Peso" beside "Bultos" and "m3" is a shipment's weight, not what is sold: the net weight is.
const MEASURE = /^(KGS? NETOS?|KILOS( NETOS?)?|KILOGRAMOS|PESO NETO|HORAS|HS|NOCHES|DIAS|JORNADAS|LITROS|LTS|KM|KMS|METROS|MTS|PIEZAS|PZAS)\b/;
const captionOf = (line: LayoutLine, c: Column): string => line.words.filter((w) => w.x0 >= c.x0 - 0.5 && w.x1 <= c.x1 + 0.5).map((w) => w.key).join(' ');

/** An amount column's caption that says it is net of VAT ("Neto", "Importe s/IVA", "Net"). */
const NET_AMOUNT = /\bNET[OA]?\b|S\/\s?IVA|SIN IVA/i;

export function headerOf(line: LayoutLine): TableHeaderRow | null {
  if (/\d[.,]\d|\d{3,}/.test(line.text)) return null;
  const hits = joinedByConnectors(line, findColumnLabels(line));
  const caption = unlabelledDescription(line, hits);
  if (caption) hits.push(caption);
  if (hits.length < 2) return null;
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.start; i < h.end; i++) covered.add(i);
  // Most words are captions; or, in a row of many cells, most cells open with one ("Descripción de la tarea",
  // "Cant. certif.", beside cells captioned in the layout's own words: "Cómputo", "% acum.").
  const opened = line.segments.filter((seg) => hits.some((h) => line.words[h.start] === seg[0])).length;
  if (covered.size < line.words.length * 0.5 && !(line.segments.length >= 5 && opened >= line.segments.length * 0.5)) return null;
  const byStart = new Map<number, ColumnLabel[]>();
  for (const h of hits) byStart.set(h.start, [...(byStart.get(h.start) ?? []), h.field]);
  const spans = [...new Map(hits.map((h) => [h.start, h])).values()].sort((a, b) => a.x0 - b.x0);
  const columns: Column[] = [];
  // The second caption of the code's lexicon ("Cod. | … | Material"), when a first one holds the code.
  let secondCode: number | undefined;
  const roles = spans.map((h) => byStart.get(h.start)!);
  // Roles a label claims without doubt ("Descripción"): an ambiguous label beside it ("Artículo", "Ítem") takes another.
  const unique = new Set(roles.filter((r) => r.length === 1).map((r) => r[0]));
  spans.forEach((h, i) => {
    // "P. unitario (neto)": a caption's qualifier in brackets, printed right after it, is part of that caption.
    const previous = columns[columns.length - 1];
    if (previous && line.words[h.start]!.text.startsWith('(') && h.x0 - previous.x1 < line.unit * 1.5) {
      previous.x1 = Math.max(previous.x1, h.x1);
      return;
    }
    const options = roles[i];
    // "Producto / prestación": a caption joined to the one before it by a slash (read alone or with that one), in its
    // cell, naming what that one names, is the same column.
    const slashed = previous && h.start >= 2 && line.words[h.start - 1]!.text === '/' && spans[i - 1]!.end >= h.start - 1 && options.includes(previous.role) &&
      line.segments.some((seg) => seg.includes(line.words[h.start]!) && seg.includes(line.words[h.start - 2]!));
    if (slashed) {
      previous.x1 = Math.max(previous.x1, h.x1);
      return;
    }
    let role: ColumnLabel = options[0];
    if (options.includes('description') && options.includes('index')) role = unique.has('description') ? 'index' : 'description';
    else if (options.includes('amount') && options.includes('ivaRate')) role = 'ivaRate';
    else if (options.includes('code') && options.includes('index')) role = 'code';
    else if (options.length > 1) {
      const free = options.filter((o) => !unique.has(o) && !columns.some((c) => c.role === o));
      // "Cód. Fábrica | Artículo | Descripción": an ambiguous caption whose every role another caption of the line holds
      // (the code taken, the description named without doubt) is a column of its own.
      const held = options.every((o) => columns.some((c) => c.role === o) || (unique.has(o) && spans.some((other, k) => k !== i && roles[k]!.length === 1 && roles[k]![0] === o)));
      role = held ? 'other' : free.includes('description') ? 'description' : free[0] ?? options.find((o) => !columns.some((c) => c.role === o)) ?? options[0];
    }
    // "Desc." beside a caption that names the description ("Producto") is the discount's ("Descuento").
    const described = spans.some((o, k) => k !== i && roles[k]!.length === 1 && roles[k]![0] === 'description' && !DESC.test(o.label));
    if (role === 'description' && DESC.test(h.label) && described) role = 'discount';
    if (columns.some((c) => c.role === role)) {
      // A second amount column ("Subtotal" then "Subtotal c/IVA"): the one with VAT is kept apart, not read.
      // So is a total after a net amount and its VAT ("Net USD | VAT USD | Total USD"): the net one adds up from the
      // price. Not a "Neto" before the amount without a VAT column between ("P. Lista | Bonif. | Neto | Importe").
      const first = columns.find((c) => c.role === 'amount');
      const vatBetween = !!first && spans.some((o) => o.x0 > first.x1 && o.x1 < h.x0 && /\b(IVA|VAT)\b/i.test(o.label));
      if (role === 'amount' && (/IVA/i.test(h.label) || (NET_AMOUNT.test(first?.label ?? '') && !NET_AMOUNT.test(h.label) && vatBetween))) role = 'other';
      else if (role === 'amount') first!.role = 'other';
      else {
        if (role === 'code') secondCode ??= columns.length;
        role = 'other';
      }
    }
    // "Trabajo / material": words of no label set close before a caption ("Trabajo /") are part of its cell.
    let first = h.start;
    while (first > 0 && h.start - first < 3 && !spans.some((o) => o.start <= first - 1 && first - 1 < o.end) && line.words[first]!.x0 - line.words[first - 1]!.x1 < line.unit * 0.8) first--;
    const joined = first < h.start && line.words.slice(first, h.start + 1).some((w) => w.text === '/');
    columns.push({ role, x0: joined ? line.words[first]!.x0 : h.x0, x1: h.x1, label: h.label });
  });
  // Two captions of the code's lexicon and none of the description's ("Cod. | Cant. | Material"): the second, right of
  // the first, holds what the rows are (the description); a table names its articles.
  if (secondCode !== undefined && !columns.some((c) => c.role === 'description')) columns[secondCode]!.role = 'description';
  // A table that prints no quantity but a measure ("Kg netos", "Peso neto", "Horas", "Noches", "Litros"): what is
  // delivered and priced (by the kilo, the hour) is that measure; boxes or packages beside it only count parcels.
  // A price by the kilo ("$/Kg", "Precio x kg") makes a bare "Kg" or "Peso" the quantity too.
  if (!columns.some((c) => c.role === 'quantity')) {
    const byKilo = columns.some((c) => c.role === 'unitPrice' && /\bKG\b|\bKILO/.test(captionOf(line, c)));
    const measures = columns.filter((c) => c.role === 'other' && (MEASURE.test(captionOf(line, c)) || (byKilo && /^(KG|KGS|PESO)\b/.test(captionOf(line, c)))));
    if (measures.length === 1) measures[0]!.role = 'quantity';
    // ... and "Unid." alone over the rows is their count of units, not their unit of measure.
    else if (!measures.length) {
      const units = columns.filter((c) => c.role === 'unit' && /^(UNID|UN|UNIDAD|UNIDADES|UDS?)$/.test(captionOf(line, c)));
      const anyUnit = columns.filter((c) => c.role === 'unit');
      if (units.length === 1) units[0]!.role = 'quantity';
      // A unit's column beside a price and an amount, and no quantity's: the count is printed with its unit there
      // ("Medida: 5,5 m2"), as quantity × price = amount shows.
      else if (anyUnit.length === 1 && columns.some((c) => c.role === 'unitPrice') && columns.some((c) => c.role === 'amount')) anyUnit[0]!.role = 'quantity';
    }
  }
  const has = (r: ColumnLabel) => columns.some((c) => c.role === r);
  if (columns.filter((c) => !IGNORED.has(c.role)).length < 2) return null;
  if (!(has('description') || has('code')) || !(has('quantity') || has('unitPrice') || has('amount'))) return null;
  if (columns.length < 2 || (!has('description') && columns.length < 3)) return null;
  return { line, columns: columns.sort((a, b) => a.x0 - b.x0) };
}

/**
 * A description column captioned in the layout's own words ("Equipo o accesorio", "Bien o servicio") beside known
 * captions: when the line's other words are column labels with a quantity, price or amount among them, no caption
 * names the description, and the one run of unknown words (a few words, letters only) sits left of every price and
 * amount caption, that run is the description's caption.
 */
function unlabelledDescription(line: LayoutLine, hits: Array<LabelHit<ColumnLabel>>): LabelHit<ColumnLabel> | null {
  if (/\d/.test(line.text) || hits.some((h) => h.field === 'description' || h.field === 'code')) return null;
  if (hits.length < 2 || !hits.some((h) => h.field === 'quantity' || h.field === 'unitPrice' || h.field === 'amount')) return null;
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.start; i < h.end; i++) covered.add(i);
  const free = line.words.map((_, i) => i).filter((i) => !covered.has(i));
  if (!free.length || free.length > 4 || free.at(-1)! - free[0]! + 1 !== free.length) return null;
  const words = free.map((i) => line.words[i]!);
  // A caption starts with a capital ("Equipo o accesorio"); running text ("… aplicado al precio") does not.
  if (!/^\p{Lu}/u.test(words[0]!.text) || !words.every((w) => /^\p{L}[\p{L}.]*$/u.test(w.text)) || !words.some((w) => w.key.length >= 4)) return null;
  const x0 = words[0]!.x0;
  const x1 = words.at(-1)!.x1;
  if (hits.some((h) => (h.field === 'unitPrice' || h.field === 'amount') && h.x0 < x0)) return null;
  const y0 = Math.min(...words.map((w) => w.y0));
  const y1 = Math.max(...words.map((w) => w.y1));
  return { field: 'description', label: words.map((w) => w.text).join(' '), line, start: free[0]!, end: free.at(-1)! + 1, x0, x1, y0, y1, exactness: 0.8 };
}

const CONNECTORS = new Set(['DE', 'DEL', 'LA', 'LOS', 'LAS', 'EL']);

/**
 * "Descripción del artículo", "Detalle de los productos": two column labels joined by "de"/"del" in one cell are one
 * label, the first one's (the second only says what is described); so are a code caption and what it codes
 * ("Cód. prestación").
 */
function joinedByConnectors(line: LayoutLine, hits: Array<LabelHit<ColumnLabel>>): Array<LabelHit<ColumnLabel>> {
  const out: Array<LabelHit<ColumnLabel>> = [];
  let last: Array<LabelHit<ColumnLabel>> = [];
  for (const start of [...new Set(hits.map((h) => h.start))].sort((a, b) => a - b)) {
    const group = hits.filter((h) => h.start === start).map((h) => ({ ...h }));
    if (last.length) {
      const end = Math.max(...last.map((h) => h.end));
      const between = line.words.slice(end, start);
      const cell = line.segments.find((seg) => seg.includes(line.words[last[0]!.start]!));
      const connected = between.length >= 1 && between.length <= 2 && between.every((w) => CONNECTORS.has(w.key));
      // "Cód. prestación", "Código artículo": a code caption names what it is the code of, in one cell.
      // Only when what it names has its own column further on (else "Código Descripción" OCR set close is two columns).
      const codeOf =
        between.length === 0 && last.length === 1 && last[0]!.field === 'code' && group.some((g) => hits.some((h) => h.start > start && h.field === g.field));
      if ((connected || codeOf) && cell?.includes(line.words[start]!)) {
        const joinedEnd = Math.max(...group.map((h) => h.end));
        const x1 = Math.max(...group.map((h) => h.x1));
        for (const h of last) Object.assign(h, { end: joinedEnd, x1 });
        continue;
      }
    }
    out.push(...group);
    last = group;
  }
  return out;
}

const overlap = (a0: number, a1: number, b0: number, b1: number): number => Math.min(a1, b1) - Math.max(a0, b0);
const gapBetween = (a0: number, a1: number, b0: number, b1: number): number => Math.max(0, Math.max(a0, b0) - Math.min(a1, b1));

function isNumberWord(w: LayoutWord, style: NumberStyle): boolean {
  const t = w.text.replace(/^(U\$S|U\$D|US\$|USD|ARS|AR\$|\$)/i, '').replace(/%$/, '');
  return CURRENCY_TOKEN.test(w.text) || w.text === '%' || (/\d/.test(t) && parseAmount(t, style) !== null) || quantityWithUnit([w.text], 0)?.used === 1 || TIMES_QUANTITY.test(w.text);
}

/**
 * The column of each word of a row line. A cell (a run of words without a column gap) goes to the column whose
 * label it overlaps most, else the nearest; numbers go to numeric columns unless they sit inside the
 * description's cell ("Cable 2,5 mm").
 */
/**
 * What a price's cell says of a row whose price is not set ("a confirmar", "s/precio", "a convenir"). Not "sin cargo":
 * that item is free, its price is 0.
 */
export const PRICE_NOT_SET = /\b(?:S\/\s*PRECIO|SIN\s+PRECIO|A\s+CONFIRMAR|A\s+CONVENIR|CONSULTAR|A\s+COTIZAR)\b/i;
const NO_PRICE = new RegExp(`^\\s*${PRICE_NOT_SET.source}\\s*[-–—]*\\s*$`, 'i');

function assign(line: LayoutLine, columns: Column[], style: NumberStyle): Map<ColumnLabel, LayoutWord[]> {
  const placed: Array<[ColumnLabel, LayoutWord]> = [];
  const put = (role: ColumnLabel, w: LayoutWord) => placed.push([role, w]);
  const ignoredUnder = (w: LayoutWord) => columns.some((c) => IGNORED.has(c.role) && overlap(w.x0, w.x1, c.x0 - u * 0.5, c.x1 + u * 0.5) > 0);
  const u = line.unit;
  const spanOf = (c: Column, i: number): [number, number] => {
    const next = columns[i + 1];
    // Text flows right from its label up to the next column; numbers sit around their label.
    if (!NUMERIC_ROLES.has(c.role)) return [c.x0 - u, next ? next.x0 - u * 0.5 : Infinity];
    return [c.x0 - u * 0.8, c.x1 + u * 0.8];
  };
  const nearest = (x0: number, x1: number, allowed: (c: Column) => boolean): Column | null => {
    let best: Column | null = null;
    let bestScore = -Infinity;
    columns.forEach((c, i) => {
      if (!allowed(c)) return;
      const [s0, s1] = spanOf(c, i);
      const ov = overlap(x0, x1, s0, s1);
      const score = ov > 0 ? ov : -gapBetween(x0, x1, s0, s1) - Math.abs((x1 + x0) / 2 - (c.x0 + c.x1) / 2) * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    });
    return best;
  };
  const textColumn = (c: Column) => !NUMERIC_ROLES.has(c.role) && !IGNORED.has(c.role);
  const numericColumn = (c: Column) => NUMERIC_ROLES.has(c.role);
  const under = (w: LayoutWord, c: Column): boolean => {
    const [s0, s1] = spanOf(c, columns.indexOf(c));
    return overlap(w.x0, w.x1, s0, s1) > 0;
  };
  const has = (role: ColumnLabel) => columns.some((c) => c.role === role);
  const rest: LayoutWord[][] = [];
  for (const whole of line.segments) {
    // A word sitting under an ignored column ("Fecha", "Dep.") is left out when it is a cell of its own.
    const segment = whole.length === 1 && ignoredUnder(whole[0]) ? [] : whole;
    if (!segment.length) continue;
    const words = segment.filter((w) => !isNumberWord(w, style));
    const letters = words.map((w) => w.text).join('').replace(/[^\p{L}]/gu, '').length;
    // What a cell holds says which text column it is: a phrase is a description, a short token a code or a unit
    // ("20,00 unidades" is a quantity and its unit, "Tubo LED T8" a description).
    const onlyUnits = words.every((w) => UNIT_WORDS.has(fold(w.text).toLowerCase().replace(/\.$/, '')));
    // A short one starting under the description's caption is one too ("RICOTA 500 G").
    const described = columns.find((c) => c.role === 'description');
    const underDescription = !!described && segment[0]!.x0 >= described.x0 - u && segment[0]!.x0 < described.x1 + u * 2 && words.some((w) => /\p{L}{4}/u.test(w.text));
    const textual = !onlyUnits && (letters >= 8 || words.filter((w) => /\p{L}{3}/u.test(w.text)).length >= 2 || underDescription);
    if (!(textual && has('description'))) {
      rest.push(segment);
      continue;
    }
    // "a confirmar" printed where the row's price goes: no price, and no part of the description.
    const priceCell = nearest(segment[0].x0, segment.at(-1)!.x1, () => true);
    if (priceCell && (priceCell.role === 'unitPrice' || priceCell.role === 'amount') && NO_PRICE.test(segment.map((w) => w.text).join(' '))) continue;
    let start = 0;
    // A quantity printed right before the description without a column gap ("15 Poste de quebracho").
    const description = columns.find((c) => c.role === 'description')!;
    while (start < segment.length - 1 && isNumberWord(segment[start], style)) {
      const num = nearest(segment[start].x0, segment[start].x1, numericColumn);
      // Under its label, or right-aligned against the description's column left of the description's label.
      const beforeDescription = num !== null && num.x1 <= description.x0 && segment[start].x1 <= description.x0 + u * 0.5;
      if (!num || !(under(segment[start], num) || beforeDescription)) break;
      put(num.role, segment[start]);
      start++;
    }
    if (has('code') && segment.length > 1 && isCodeWord(segment[0]) && nearest(segment[0].x0, segment[0].x1, textColumn)?.role !== 'description') {
      put('code', segment[0]);
      start = 1;
    }
    // Numbers at the end that reach under a numeric column's label are that column's (OCR lost the gap).
    let end = segment.length;
    while (end > start + 1) {
      const w = segment[end - 1];
      const num = isNumberWord(w, style) ? nearest(w.x0, w.x1, numericColumn) : null;
      if (!num || !under(w, num)) break;
      end--;
    }
    for (const w of segment.slice(start, end)) put('description', w);
    for (const w of segment.slice(end)) put(nearest(w.x0, w.x1, numericColumn)!.role, w);
  }
  const taken = new Set(placed.map(([role]) => role).filter((role) => NUMERIC_ROLES.has(role)));
  const aligned = alignNumbers(
    rest.flat().filter((w) => isNumberWord(w, style) && !CURRENCY_TOKEN.test(w.text) && w.text !== '%'),
    columns.filter((c) => !taken.has(c.role) && (numericColumn(c) || c.role === 'index' || c.role === 'code')),
    (c) => spanOf(c, columns.indexOf(c)),
    u,
  );
  for (const segment of rest) {
    const x0 = segment[0].x0;
    const x1 = segment[segment.length - 1].x1;
    const primary = nearest(x0, x1, () => true);
    if (!primary) continue;
    segment.forEach((w, i) => {
      if (isNumberWord(w, style)) {
        // A currency sign goes with the number after it.
        const ref = CURRENCY_TOKEN.test(w.text) && segment[i + 1] ? segment[i + 1] : w;
        // A number the alignment left out is judged as before: part of a text cell ("AGMIN SG 500"), or nothing.
        const column = aligned.get(ref);
        if (column) {
          put(column.role, w);
          return;
        }
        const num = nearest(ref.x0, ref.x1, numericColumn);
        const [s0, s1] = num ? spanOf(num, columns.indexOf(num)) : [0, 0];
        // A number far from every numeric column (an item number whose header OCR lost) belongs to none.
        if (num && gapBetween(ref.x0, ref.x1, s0, s1) > u * 3 && !textColumn(primary)) return;
        // ... nor is a number in a column of its own left of the description's (a tooth's, an item's, captioned in
        // words no lexicon has: "Pieza").
        const description = columns.find((c) => c.role === 'description');
        if (primary.role === 'description' && description && !columns.some((c) => c.x1 <= description.x0) && ref.x1 < description.x0 - u && segment.length === 1) return;
        if (num && (numericColumn(primary) || under(ref, num) || !has('description'))) put(num.role, w);
        else put(primary.role, w);
        return;
      }
      if (numericColumn(primary)) {
        // A price the scan garbled ("5.69000)"): kept in its cell as printed, for the row's arithmetic to mend.
        if ((primary.role === 'unitPrice' || primary.role === 'amount') && GARBLED_NUMBER.test(w.text)) put(primary.role, w);
        // "Exento", "Exempt", "No grav." in the rate's column: the row's rate is 0.
        else if (primary.role === 'ivaRate' && NO_RATE.test(w.text)) put('ivaRate', w);
        // "12,00 rollo": the unit beside a quantity.
        else if (has('unit')) put('unit', w);
        return;
      }
      // A code under a column of no role ("Lote": "L261120") is that column's value, not part of the description.
      if (IGNORED.has(primary.role) && /\d/.test(w.text) && ignoredUnder(w) && !columns.some((c) => textColumn(c) && under(w, c))) return;
      put(nearest(w.x0, w.x1, textColumn)?.role ?? primary.role, w);
    });
  }
  const cells = new Map<ColumnLabel, LayoutWord[]>();
  for (const [role, w] of placed.sort((a, b) => a[1].x0 - b[1].x0)) cells.set(role, [...(cells.get(role) ?? []), w]);
  return cells;
}

/**
 * The row's loose numbers matched to columns in reading order, each column at most once, at the least total distance
 * from the columns' labels: a right-aligned quantity under a left-aligned "Cant." label and the item number left of
 * it go to their own columns, however close the item number sits to "Cant.". A number too far from every column to
 * pay for (an item number whose header was lost) is left out (null).
 */
function alignNumbers(tokens: LayoutWord[], columns: Column[], spanOf: (c: Column) => [number, number], u: number): Map<LayoutWord, Column | null> {
  const out = new Map<LayoutWord, Column | null>();
  if (!tokens.length || !columns.length) return out;
  const ts = [...tokens].sort((a, b) => a.x0 - b.x0);
  const cs = [...columns].sort((a, b) => a.x0 - b.x0);
  const skip = u * 12;
  const cost = (t: LayoutWord, c: Column): number => {
    if (c.role === 'index' && !/^\d{1,3}$/.test(t.text)) return Infinity;
    const [s0, s1] = spanOf(c);
    // A number as near a code's column as a numeric one's ("5" right-aligned under "Unidades", flush with "Art."
    // and its codes) is the numeric column's: a code is rarely a bare number beside a quantity.
    const codeTie = c.role === 'code' ? u * 0.25 : 0;
    return gapBetween(t.x0, t.x1, s0, s1) + Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) * 0.01 + codeTie;
  };
  // best[i][j]: least cost of placing tokens i.. with columns j.. still free
  const n = ts.length;
  const m = cs.length;
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const choice = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(-1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      let value = best[i + 1][j] + skip;
      let pick = -1;
      for (let k = j; k < m; k++) {
        const v = cost(ts[i], cs[k]) + best[i + 1][k + 1];
        if (v < value) {
          value = v;
          pick = k;
        }
      }
      best[i][j] = value;
      choice[i][j] = pick;
    }
  }
  let j = 0;
  for (let i = 0; i < n; i++) {
    const k = choice[i][j];
    if (k < 0) {
      out.set(ts[i], null);
      continue;
    }
    out.set(ts[i], cs[k]);
    j = k + 1;
  }
  return out;
}

export const isCodeWord = (w: LayoutWord): boolean => isArticleCode(w.text);

/** Digits and separators with a stray mark the OCR added or a separator misplaced: a number no parser takes. */
const GARBLED_NUMBER = /^[(|]?\d[\d.,]{2,}[)|\]]?$/;

const textOf = (words: LayoutWord[] | undefined): string => (words ?? []).map((w) => w.text).join(' ').trim();

function numberIn(words: LayoutWord[] | undefined, style: NumberStyle): number | null {
  const text = textOf(words).replace(/(U\$S|U\$D|US\$|USD|ARS|AR\$|\$)\s*/gi, '').replace(/\s*%$/, '');
  const tokens = text.split(/\s+/);
  // "29 870.00", "2 134.500,00": a thousands separator OCR read as a space, on a faxed or low-resolution page; also
  // with three decimals ("1 234,567" kg, or a price with a digit the OCR added: "412 300,000").
  const decimals = style === 'comma-decimal' ? /^\d{3}(?:[.,]\d{3})*(?:[.,]\d{2}|,\d{3})$/ : /^\d{3}(?:[.,]\d{3})*(?:[.,]\d{2}|\.\d{3})$/;
  // ... also where the OCR lost one of two spaces ("1124 000,00" for "1 124 000,00"): a price's last group and cents.
  const lostSpace = tokens.length === 2 && /^\d{4,6}$/.test(tokens[0]!) && /^\d{3}[.,]\d{2}$/.test(tokens[1]!);
  if (tokens.length === 2 && (/^\d{1,3}$/.test(tokens[0]!) || lostSpace) && decimals.test(tokens[1]!)) {
    const joined = parseAmount(lostSpace ? `${tokens[0]}${tokens[1]}` : `${tokens[0]}${style === 'comma-decimal' ? '.' : ','}${tokens[1]}`, style);
    if (joined !== null) return joined;
  }
  // "3 212 500,00": thousands set apart by spaces, printed so (the whole cell, as a total's line reads them).
  const spaced = spaceGrouped(tokens, style);
  if (spaced !== null && /^\d{1,3}$/.test(tokens[0]!)) return spaced;
  const token = tokens.find((t) => /\d/.test(t) && parseAmount(t.replace(/%$/, ''), style) !== null) ?? tokens.find((t) => /\d/.test(t));
  const value = token ? parseAmount(token.replace(/%$/, ''), style) : null;
  if (value !== null) return value;
  // A quantity written "x 12" by hand, read with its "x" ("x12", "X5").
  const times = token ? TIMES_QUANTITY.exec(token) : null;
  if (times) return parseAmount(times[1]!, 'comma-decimal');
  // A quantity printed with its unit ("8u.", "4kg"), also with OCR's "l" for a 1 ("lu.").
  for (let i = 0; i < tokens.length; i++) {
    const found = quantityWithUnit(tokens, i);
    if (found) return found.quantity;
  }
  return null;
}

/** A rate column's word for a row without VAT: exempt or not taxed. */
const NO_RATE = /^(ex(enta?|empt|e)?\.?|no|grav(ado)?\.?|n\/g)$/i;

function rateIn(words: LayoutWord[] | undefined): number | null {
  const text = textOf(words);
  if (/^(ex|no\s*grav|n\/g$)/i.test(text)) return 0;
  const value = parseAmount(text.replace(/%/g, '').trim(), 'comma-decimal');
  if (value !== null && VALID_IVA_RATES.includes(value)) return value;
  // "10,55%": a rate with its last digit doubled (a misprint or a misread) is the rate without it.
  const doubled = /^(\d{1,2}[.,](\d))\2$/.exec(text.replace(/%/g, '').trim());
  const undoubled = doubled ? parseAmount(doubled[1]!, 'comma-decimal') : null;
  if (undoubled !== null && VALID_IVA_RATES.includes(undoubled)) return undoubled;
  // "1050", "2100": a rate printed with two decimals whose comma OCR lost; "105": one decimal ("10,5").
  const digits = text.replace(/%/g, '').trim();
  if (value !== null && /^\d{3,4}$/.test(digits) && VALID_IVA_RATES.includes(value / 100)) return value / 100;
  return value !== null && /^\d{3}$/.test(digits) && VALID_IVA_RATES.includes(value / 10) ? value / 10 : null;
}

export const matches = (expected: Decimal, amount: number): boolean => expected.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).minus(amount).abs().lte(Math.max(0.011, Math.abs(amount) * 0.00005));

export const LOST_SEPARATOR = [10, 100, 1000];

/** quantity × price = amount, with or without the row's discount and VAT rate. */
function adds(q: number, p: number, a: number, d: number | null, r: number | null): boolean {
  const gross = new Decimal(q).times(p);
  // As printed, a price rounded to the cent from a finer one (a price after a discount) is off by a cent or two per
  // unit (and a quantity rounded to its thousandths by half a thousandth of the price): "20 × 26.462,18" is not
  // "529.263,60" (a digit of the price misread), however small a share of the amount that is.
  // Never looser than a twenty-thousandth of the amount (a price read as the quantity would have a large slack).
  const slack = Math.min(Math.abs(q) * 0.02 + 0.005 + (Number.isInteger(q) ? 0 : Math.abs(p) * 0.0005), Math.abs(a) * 0.00005);
  if (gross.minus(a).abs().lte(Math.max(0.011, slack))) return true;
  if (d === null && r === null) return false;
  const net = d !== null ? gross.times(new Decimal(100).minus(d)).dividedBy(100) : null;
  if (net && matches(net, a)) return true;
  if (lessMoney(q, p, a, d)) return true;
  if (r === null) return false;
  return matches(gross.times(new Decimal(100).plus(r)).dividedBy(100), a) || (net !== null && matches(net.times(new Decimal(100).plus(r)).dividedBy(100), a));
}

/**
 * The unit price after the row's discount, when only the discounted price adds up to the amount ("11.943,43  10 %
 * … 10.749,09": the list price, its discount and the amount); null when the printed price already does.
 */
function priceAfterDiscount(q: number, p: number, a: number, d: number | null, r: number | null): { price: number; how: string } | null {
  if (adds(q, p, a, null, r)) return null;
  const net = discounted(p, d);
  if (net !== null && adds(q, net, a, null, r)) return { price: net, how: `list price ${p} less ${d} %` };
  // A discount in money off the row ("Desc. $ 8.430,00"): the price the customer pays per unit, to the cent.
  if (lessMoney(q, p, a, d)) return { price: new Decimal(a).dividedBy(q).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toNumber(), how: `list price ${p} less ${d} off the row` };
  return net !== null ? { price: net, how: `list price ${p} less ${d} %` } : null;
}

/** A discount printed as money off the row ("Desc. $": 8.430,00), not as a percentage: quantity × price − it = amount. */
function lessMoney(q: number, p: number, a: number, d: number | null): boolean {
  return d !== null && d > 0 && q > 0 && new Decimal(q).times(p).gt(d) && matches(new Decimal(q).times(p).minus(d), a);
}

/** A list price less a discount in percent, to the cent; null without a discount. */
function discounted(p: number, d: number | null): number | null {
  if (d === null || d <= 0 || d >= 100) return null;
  return new Decimal(p).times(new Decimal(100).minus(d)).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toNumber();
}

/** Checks a priced row's arithmetic and fills what one missing number implies. */
function settle(row: LayoutTableRow): void {
  // A credit note's amounts printed negative ("366.512,28-") beside positive quantities and prices: the draft carries
  // the credit's values, positive.
  if (row.quantity !== null && row.unitPrice !== null && row.amount !== null && row.quantity > 0 && row.unitPrice > 0 && row.amount < 0 &&
    adds(row.quantity, row.unitPrice, -row.amount, row.discount, row.ivaRate)) row.amount = -row.amount;
  const { quantity: q, unitPrice: p, amount: a, discount: d, ivaRate: r } = row;
  if (q !== null && p !== null && a !== null) {
    if (adds(q, p, a, d, r)) {
      row.validated = true;
      const net = priceAfterDiscount(q, p, a, d, r);
      if (net !== null) {
        // The line is invoiced at what the customer pays: a list price less its discount.
        Object.assign(row, { unitPrice: net.price, discount: null, explanation: net.how });
      }
      return;
    }
    // A number the OCR read without its decimal separator ("1,000" as 1000, "6,88" as 688) is an integer that
    // the arithmetic holds for once the separator is back; the other two numbers vouch for it.
    for (const factor of LOST_SEPARATOR) {
      const fixed =
        Number.isInteger(q) && q >= factor && adds(q / factor, p, a, d, r) ? { quantity: q / factor } :
        Number.isInteger(p) && p >= factor && adds(q, p / factor, a, d, r) ? { unitPrice: p / factor } :
        Number.isInteger(a) && a >= factor && adds(q, p, a / factor, d, r) ? { amount: a / factor } : null;
      if (!fixed) continue;
      Object.assign(row, fixed);
      row.validated = true;
      row.explanation = `${Object.keys(fixed)[0]} read without its decimal separator (${Object.values(fixed)[0]! * factor}), set by the row's arithmetic`;
      return;
    }
    // A whole quantity the OCR misread ("5" for "3", "i" for "1" already mended): the price and the amount vouch
    // for amount / price when that is a whole number of as many digits,
    const implied = p > 0 ? new Decimal(a).dividedBy(p) : null;
    // ... or with the unit letter after it read as a digit ("20 l" as "201").
    const unitAsDigit = (n: Decimal) => String(q) === `${n.toString()}1`;
    if (implied?.isInteger() && implied.gt(0) && implied.lt(10_000) && Number.isInteger(q) && q < 10_000 && (String(q).length === implied.toString().length || unitAsDigit(implied))) {
      Object.assign(row, { quantity: implied.toNumber(), validated: true, explanation: `quantity read as ${q}: amount ${a} / price ${p} = ${implied.toString()}` });
      return;
    }
    row.explanation = `quantity ${q} × price ${p} ≠ amount ${a}`;
    return;
  }
  if (q === null && p !== null && a !== null && p !== 0) {
    const implied = new Decimal(a).dividedBy(p);
    // With the row's discount: the amount is quantity × the discounted price.
    const net = discounted(p, d);
    const impliedNet = net !== null ? new Decimal(a).dividedBy(net) : null;
    if (implied.isInteger() && implied.gt(0)) {
      row.quantity = implied.toNumber();
      row.validated = true;
    } else if (impliedNet && impliedNet.toDecimalPlaces(6).isInteger() && impliedNet.gt(0) && matches(impliedNet.round().times(net!), a)) {
      Object.assign(row, { quantity: impliedNet.round().toNumber(), unitPrice: net, discount: null, validated: true, explanation: `quantity from the amount; list price ${p} less ${d} %` });
    } else row.explanation = 'quantity missing';
    return;
  }
  if (p === null && a !== null) {
    if (q === null && centsMisplaced(row)) return;
    if (q === null && countInDescription(row)) return;
    const qty = q ?? 1;
    row.quantity = qty;
    row.unitPrice = new Decimal(a).dividedBy(qty).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toNumber();
    row.explanation = q === null ? 'no quantity or price column: one unit at the amount' : 'price taken from amount / quantity';
  }
}

/**
 * A row of a table with no quantity column whose description says the count and the price ("10 x Yerba mate 1 kg a
 * $ 4.000,00", "3 u. Filtro @ 1.250,00"): when count × price is the row's amount, they are the quantity and the price
 * and the rest is the description. Not a count alone ("6 x 500 ml Agua" may be one pack of six).
 */
function countInDescription(row: LayoutTableRow): boolean {
  const m = /^(\d{1,4}(?:,\d{1,3})?)\s*(?:x|u\.?|un\.?|unid\.?|uds?\.?)\s+(.+?)(?:\s+(?:a|@|x)\s*\$?\s*(\d[\d.,]*)(?:\s*c\/u\.?)?)?$/i.exec(row.description.trim());
  if (!m) return false;
  const count = parseAmount(m[1]!, 'comma-decimal');
  const price = m[3] ? parseAmount(m[3], 'comma-decimal') : null;
  if (count === null || count <= 0) return false;
  if (price === null || !matches(new Decimal(count).times(price), row.amount!)) return false;
  Object.assign(row, { description: m[2]!, quantity: count, unitPrice: price, validated: true, explanation: 'quantity and price written in the description' });
  return true;
}

/**
 * A row without a quantity whose price the scan misread between its digits ("5.69000)" beside "22.760,00": no number
 * as printed): when the amount prints cents, the price's digits are cents too, and the amount over that price is the
 * quantity. A price that reads as a number ("1.234") is not second-guessed.
 */
function centsMisplaced(row: LayoutTableRow): boolean {
  const [priceText, amountText] = row.moneyTexts ?? [];
  if (!priceText || !amountText || !/\d[.,]\d{2}$/.test(amountText.trim()) || /\d[.,]\d{2}$/.test(priceText.trim())) return false;
  const digits = priceText.replace(/\D/g, '');
  if (digits.length < 3) return false;
  const price = new Decimal(digits).dividedBy(100);
  const quantity = price.gt(0) ? new Decimal(row.amount!).dividedBy(price) : null;
  if (!quantity?.isInteger() || quantity.lt(1) || quantity.gt(100_000)) return false;
  Object.assign(row, { quantity: quantity.toNumber(), unitPrice: price.toNumber(), explanation: `price read as '${priceText}': its digits are cents like the amount's; quantity from the amount` });
  return true;
}

/** Whether `amount` is what the rows above add up to (their amounts, two or more rows). */
function sumsRows(rows: LayoutTableRow[], amount: number | null): boolean {
  if (amount === null || rows.length === 0 || rows.some((r) => r.amount === null)) return false;
  // One row above: only when its own numbers vouch for it (quantity × price = amount), not an amount alone.
  if (rows.length === 1 && !rows[0]!.validated) return false;
  const sum = rows.reduce((s, r) => s.plus(r.amount!), new Decimal(0));
  return sum.minus(amount).abs().lte(0.011);
}

/** An outline number before a heading: "1.", "2.3", "A)", "IV.". */
const OUTLINE_NUMBER = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\)|[IVX]{1,4}[.)])\s+/;

/**
 * A category heading's shape: one to four words of capitals, no digit ("BEBIDAS", "ARTÍCULOS DE LIMPIEZA"), or up to
 * six after an outline number ("1. ESTRUCTURA Y FUNDACIONES", a works certificate's chapter).
 */
function headingShaped(line: LayoutLine): boolean {
  const whole = line.words.map((w) => w.text).join(' ').replace(/:$/, '');
  const text = whole.replace(OUTLINE_NUMBER, '');
  const words = text === whole ? line.words.length : text.split(' ').length;
  return words <= (text === whole ? 4 : 6) && !/\d/.test(text) && (text.match(/\p{L}/gu) ?? []).length >= 3 && text === text.toUpperCase();
}

/**
 * A category heading inside a table grouped by category: capitals only, starting left of the description column
 * (over the code column) or named again by a later "Subtotal <heading>" row. It heads the rows below; it is not the
 * first row's description.
 */
function isGroupHeading(layout: DocumentLayout, at: number, columns: Column[]): boolean {
  const line = layout.lines[at]!;
  if (!headingShaped(line)) return false;
  const description = columns.find((c) => c.role === 'description');
  const u = line.unit;
  if (description && columns.some((c) => c.x1 <= description.x0) && line.words[0]!.x0 < description.x0 - u) return true;
  // "1. ESTRUCTURA" over rows numbered "1.1", "1.2" (the OCR may drop the point: "11"): a chapter of an
  // outline-numbered table.
  const chapter = /^(\d{1,2})\.?$/.exec(line.words[0]!.text)?.[1];
  const next = layout.lines[at + 1];
  if (chapter && next?.page === line.page && new RegExp(`^${chapter}\\.?\\d$`).test(next.words[0]!.text)) return true;
  const name = fold(line.words.map((w) => w.text).join(' ')).replace(/:$/, '').trim();
  return layout.lines.slice(at + 1, at + 60).some((l) => l.page === line.page && new RegExp(`^SUB ?-?TOTAL ${escapeRegExp(name)}\\b`).test(fold(l.text).replace(/\s+/g, ' ')));
}

/**
 * "Subtotal ALMACÉN: 21  9 bultos" followed by the next category's heading and a row: the subtotal of one group of
 * a grouped table; the rows go on below.
 */
function closesGroup(layout: DocumentLayout, at: number, columns: Column[], style: NumberStyle): boolean {
  const line = layout.lines[at]!;
  if (!/^SUB ?-?TOTAL [A-Z]/.test(fold(line.text).replace(/\s+/g, ' '))) return false;
  const [heading, first] = [layout.lines[at + 1], layout.lines[at + 2]];
  if (!heading || !first || heading.page !== line.page || first.page !== line.page || !headingShaped(heading)) return false;
  const cells = assign(first, columns, style);
  return numberIn(cells.get('quantity'), style) !== null && /\p{L}{2}/u.test(textOf(cells.get('description')));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function isStop(line: LayoutLine): boolean {
  const key = fold(line.text).replace(/\s+/g, ' ').trim();
  if (STOP.test(key) || line.segments.some((s) => STOP.test(fold(s.map((w) => w.text).join(' '))) && /^(SUB ?-?TOTAL|TOTAL|IMPORTE)/.test(fold(s[0].text)))) return true;
  // A cell opening with a total's or a subtotal's label as printed, abbreviated too ("Sbtot. Grav.", "Tot. Gral.").
  return fieldLabelsOnLine(line).some((h) => (h.field === 'total' || h.field === 'subtotal') && line.segments.some((s) => s[0] === line.words[h.start]));
}

/**
 * The line table, read by columns: the header row gives each column's place; every line below it is split into
 * cells by position; lines with numbers in a quantity, price or amount column start a row, lines with text
 * only continue the nearest row's description (wrapped cells). Stops at the totals; a table that continues on the
 * next page, under a repeated header or in the same columns, is joined.
 */
export function readTableByColumns(layout: DocumentLayout, style: NumberStyle): LayoutTable | null {
  const twin = twinTables(layout, style);
  if (twin) return twin;
  const table = readFirstTable(layout, style);
  return table ? withSections(layout, style, table) : null;
}

/**
 * Items printed in two columns side by side under one header line that repeats its captions ("Art.  Descripción
 * Metros  Rollos | Art.  Descripción  Metros  Rollos", a remito that saves paper): each half of the page under the
 * header is a table of its own, read left then right; two copies of one voucher side by side, once.
 */
function twinTables(layout: DocumentLayout, style: NumberStyle): LayoutTable | null {
  // The first header of the page, when it is a twin one.
  let line: LayoutLine | null = null;
  let split: number | null = null;
  for (const l of layout.lines) {
    split = twinSplit(l);
    if (split !== null) line = l;
    if (split !== null || headerOf(l)) break;
  }
  if (!line || split === null) return null;
  const tables = [(w: LayoutWord) => w.x0 < split, (w: LayoutWord) => w.x0 >= split].map((keep) => {
    const side = sideOf(layout, line, keep);
    const table = readFirstTable(side, style);
    return table && table.rows.length ? withSections(side, style, table) : null;
  });
  const [left, right] = tables;
  if (!left || !right || left.priced !== right.priced) return null;
  // Two copies of one voucher side by side (ORIGINAL | DUPLICADO) print the same rows twice: the left one is read.
  const key = (r: LayoutTableRow) => `${fold(r.description).replace(/[^A-Z0-9]/g, '')} ${r.quantity}`;
  const leftKeys = left.rows.map(key);
  const copies = right.rows.filter((r, i) => leftKeys[i] === key(r)).length >= Math.max(1, right.rows.length * 0.6);
  const read = copies ? [left] : [left, right];
  // The later end, as a line of the whole page.
  const ends = read.map((t) => t.endLine).filter((l): l is LayoutLine => !!l).sort((a, b) => a.page - b.page || a.y0 - b.y0);
  const last = ends.at(-1);
  const endLine = last ? (layout.lines.find((l) => l.page === last.page && l.words.includes(last.words[0]!)) ?? null) : null;
  return { header: { line, columns: read.flatMap((t) => t.header.columns) }, rows: read.flatMap((t) => t.rows), priced: left.priced, endLine };
}

/** Where a header line that prints its captions twice, side by side, splits in two; null for any other line. */
function twinSplit(line: LayoutLine): number | null {
  const segments = line.segments;
  const n = segments.length;
  if (n < 4 || n % 2) return null;
  const key = (seg: LayoutWord[]) => seg.map((w) => w.key).join(' ');
  if (segments.slice(0, n / 2).some((seg, i) => key(seg) !== key(segments[i + n / 2]!))) return null;
  const at = segments[n / 2]![0]!.x0 - line.unit * 0.3;
  return headerOf(partOf(line, (w) => w.x0 < at)) ? at : null;
}

/** A line's words that `keep` keeps, as a line of its own. */
function partOf(line: LayoutLine, keep: (w: LayoutWord) => boolean): LayoutLine {
  const words = line.words.filter(keep);
  const segments = line.segments.map((seg) => seg.filter(keep)).filter((seg) => seg.length);
  return {
    ...line,
    words,
    segments,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    text: segments.map((seg) => seg.map((w) => w.text).join(' ')).join('\t'),
  };
}

/** The page of the header, from the header down, cut to the words `keep` keeps; the other lines as they are. */
function sideOf(layout: DocumentLayout, header: LayoutLine, keep: (w: LayoutWord) => boolean): DocumentLayout {
  const cut = layout.lines
    .map((l) => (l.page === header.page && l.index >= header.index ? partOf(l, keep) : l))
    .filter((l) => l.words.length)
    .map((l, index) => ({ ...l, index }));
  return { ...layout, lines: cut, pages: layout.pages.map((p) => ({ ...p, lines: cut.filter((l) => l.page === p.number) })) };
}

/**
 * A document whose items come in sections, each a table of its own under its own header ("REPUESTOS" … "Subtotal
 * repuestos", then "MANO DE OBRA" with "Detalle del trabajo  Hs./Cant.  Valor  Importe"): a header a few lines after
 * the table's end (past its subtotal and the next section's title), priced as the first is, continues the items.
 */
function withSections(layout: DocumentLayout, style: NumberStyle, table: LayoutTable): LayoutTable {
  let out = table;
  for (let guard = 0; guard < 5 && out.endLine; guard++) {
    const end = out.endLine;
    // Only after a section's subtotal closing the table before it, and only rows that add up: a priced table's
    // second block of the same kind, not another table of the page (its own header, read as items, would move the
    // table's end past the totals).
    if (!out.priced || !/^SUB ?-?TOTAL\b/.test(fold(end.text))) break;
    const after = out.rows.at(-1)?.lines.at(-1)?.index ?? end.index - 1;
    const found = layout.lines
      .slice(end.index, end.index + 4)
      .filter((l) => l.index > after && l.page === end.page)
      .map((l) => ({ line: l, header: headerOf(l) }))
      .find((h) => h.header);
    if (!found) break;
    const header = found.header!;
    // Items, not a table of other taxes under them ("Otros tributos": "Descripción | Detalle | Alíc. % | Importe"):
    // a quantity or a unit price among its captions, and no tax named between the two tables.
    if (!header.columns.some((c) => c.role === 'quantity' || c.role === 'unitPrice')) break;
    const between = layout.lines.slice(end.index, found.line.index).map((l) => fold(l.text)).join(' ');
    if (/TRIBUTO|PERCEP|RETENC|IMPUESTO|IIBB|INGRESOS BRUTOS/.test(between)) break;
    const section = readUnderHeader(layout, style, header, null);
    if (!section.rows.length || !section.priced || !section.rows.every((r) => r.validated)) break;
    out = { ...out, rows: [...out.rows, ...section.rows], endLine: section.endLine };
  }
  return out;
}

function readFirstTable(layout: DocumentLayout, style: NumberStyle): LayoutTable | null {
  let header: TableHeaderRow | null = null;
  for (const line of layout.lines) {
    const whole = headerOf(line);
    const beside = headerBesideSidebar(line);
    // A sidebar's cell that happens to hold a column word ("I.V.A. Resp. Inscripto" beside "Ítem Descripción …")
    // is not a column: the header is the part right of the gap when the cells left of it are mostly not labels.
    const sidebarColumn = !!whole && !!beside && whole.columns.some((c) => c.x1 < beside.columns[0]!.x0 && !labelledCell(line, c));
    header = (!whole || sidebarColumn ? beside : whole) ?? stackedHeader(layout, line);
    if (header) break;
  }
  if (!header) return null;
  header = netOfReturns(deliveredQuantity(header, layout));
  header = centeredFirstCaption(header, layout);
  const found = strayHeaderCells(header, layout);
  if (found) header = { ...header, columns: [...header.columns, ...found.columns].sort((a, b) => a.x0 - b.x0) };
  const continued = found ? null : captionContinuation(header, layout);
  const stray = found ?? (continued ? { line: continued } : null);
  let first = readUnderHeader(layout, style, header, stray?.line ?? null);
  const validated = (t: LayoutTable) => t.rows.filter((r) => r.validated).length;
  // The amount's label lost (a second header line OCR garbled): the numbers right of every labelled column are it.
  const amount = first.priced ? unlabelledAmountColumn(header, first, style) : null;
  if (amount) {
    const again = readUnderHeader(layout, style, { ...header, columns: [...header.columns, amount] }, stray?.line ?? null);
    if (validated(again) > validated(first)) first = again;
  }
  // The price's and the amount's captions lost (a scan's faded right half: "Description  Qty  Unit" and no more): two
  // numbers right of every caption on most rows are the price and the amount.
  const prices = first.priced ? null : unlabelledPriceColumns(layout, header, first, style);
  if (prices) {
    const again = readUnderHeader(layout, style, { ...header, columns: [...header.columns, ...prices] }, stray?.line ?? null);
    if (validated(again) * 2 >= again.rows.length && validated(again) > validated(first)) first = again;
  }
  // The quantity's caption lost ("Cant." faded on a scan): a column of whole numbers left of the price's is it.
  const quantity = first.priced ? unlabelledQuantityColumn(header, first, style) : null;
  if (quantity) {
    const again = readUnderHeader(layout, style, { ...header, columns: [...header.columns, quantity].sort((a, b) => a.x0 - b.x0) }, stray?.line ?? null);
    if (validated(again) >= validated(first)) first = again;
  }
  if (!first.priced || validated(first) * 2 >= first.rows.length) return withCodesOutOfDescriptions(first);
  // Most rows do not add up: numbers right-aligned far from left-aligned labels may have gone to the next column.
  // Read again with each number column reaching to the next label, and keep the reading whose rows add up.
  const second = readUnderHeader(layout, style, { ...header, columns: cellWide(header) }, stray?.line ?? null);
  const best = validated(second) > validated(first) ? { ...second, header } : first;
  if (validated(best) * 2 >= best.rows.length) return withCodesOutOfDescriptions(best);
  // Still most rows do not add up: the billed numbers may be under other captions.
  return withCodesOutOfDescriptions(quantityByProduct(layout, style, header, best, stray?.line ?? null) ?? best);
}

/**
 * A narrow form's header printed on two lines, side by side in height ("ARTICULO" over the left, "ENTR.  DEV.  NETO"
 * on the line under it at the right): neither line is a header alone, together they are, when their words do not
 * overlap across. Its rows are printed the same way — the description on one line, its numbers on the next — and are
 * joined like any wrapped description. The header is the lower line, with the upper one's captions. So is a header of
 * captions split over two lines ("Precio" / "Unitario") with one-line captions centred between them, whose rows are
 * printed as an ordinary table's rows.
 */
function stackedHeader(layout: DocumentLayout, line: LayoutLine): TableHeaderRow | null {
  const next = layout.lines[line.index + 1];
  // The next line under it, or set between two caption rows (captions of one line centred on a header of two:
  // "Precio / Unitario" beside "Item  Descripción  Cant." in the middle).
  const centred = !!next && next.y0 < line.y1 - line.unit * 0.3;
  if (!next || next.page !== line.page || next.y0 - line.y1 > line.unit * 1.5 || (centred && next.y0 - line.y0 < line.unit * 0.3)) return null;
  if (line.segments.some((a) => next.segments.some((b) => overlap(a[0]!.x0, a.at(-1)!.x1, b[0]!.x0, b.at(-1)!.x1) > -line.unit))) return null;
  // Centred captions sit between the two halves of split ones: the line under them carries the second halves, under
  // the first line's captions ("Unitario" under "Precio").
  const third = layout.lines[line.index + 2];
  const halves = (l: LayoutLine | undefined) =>
    !!l && l.page === line.page && l.y0 - next.y1 < line.unit && !/\d/.test(l.text) &&
    l.segments.every((seg) => line.segments.some((a) => overlap(seg[0]!.x0, seg.at(-1)!.x1, a[0]!.x0 - line.unit, a.at(-1)!.x1 + line.unit) > 0));
  if (centred && !halves(third)) return null;
  const segments = [...line.segments, ...next.segments].sort((a, b) => a[0]!.x0 - b[0]!.x0);
  const words = segments.flat();
  const merged: LayoutLine = {
    ...next,
    words,
    segments,
    x0: Math.min(line.x0, next.x0),
    x1: Math.max(line.x1, next.x1),
    y0: line.y0,
    text: segments.map((seg) => seg.map((w) => w.text).join(' ')).join('\t'),
  };
  const header = headerOf(merged);
  // Rows under a centred header are an ordinary table's (a wrapped name under its row), not stacked.
  return header ? (centred ? header : { ...header, stacked: true }) : null;
}

const RETURNED = /^(DEV|DEVOL|DEVUELTO|DEVUELTOS|DEVOLUCION|DEVOLUCIONES)$/;

/**
 * A delivery that takes back what the customer returns prints what was delivered, what came back and the net
 * ("ENTR.  DEV.  NETO"): the net is the quantity sold, not an amount (the table has no price).
 */
function netOfReturns(header: TableHeaderRow): TableHeaderRow {
  const caption = (c: Column) => header.line.words.filter((w) => w.x0 >= c.x0 - 0.5 && w.x1 <= c.x1 + 0.5).map((w) => w.key).join(' ');
  const returned = header.columns.find((c) => RETURNED.test(caption(c)));
  const net = header.columns.find((c) => c.role === 'amount' && /^NETO$/.test(caption(c)) && returned && c.x0 > returned.x0);
  if (!returned || !net || header.columns.some((c) => c.role === 'unitPrice')) return header;
  return { ...header, columns: header.columns.map((c) => (c === net ? { ...c, role: 'quantity' } : c.role === 'quantity' ? { ...c, role: 'other' } : c)) };
}

const DELIVERED = /ENTREG|DESPACH|REMITID|ENVIAD|SURTID|DELIVER|SHIPPED/;
const ORDERED = /PEDID|SOLICIT|ORDERED|PENDIENT|ORDEN/;

/**
 * A remito with two quantity columns, "Cant. pedida" and "Cant. entregada" (the caption's second word often on a
 * line of its own under the first): what is invoiced is what was delivered, so that column is the quantity and the
 * ordered one is kept apart.
 */
function deliveredQuantity(header: TableHeaderRow, layout: DocumentLayout): TableHeaderRow {
  const next = layout.lines[header.line.index + 1];
  const below = next && next.page === header.line.page && next.y0 - header.line.y1 < header.line.unit * 1.5 ? next.words : [];
  const caption = (c: Column) =>
    [...header.line.words, ...below]
      .filter((w) => Math.min(w.x1, c.x1 + header.line.unit) > Math.max(w.x0, c.x0 - header.line.unit))
      .map((w) => w.key)
      .join(' ');
  const quantities = header.columns.filter((c) => c.role === 'quantity' || (c.role === 'other' && /^(CANT|CANTIDAD|QTY|UNIDADES)\b/.test(caption(c))));
  if (quantities.length < 2) return header;
  const delivered = quantities.filter((c) => DELIVERED.test(caption(c)));
  if (delivered.length !== 1 || !quantities.some((c) => c !== delivered[0] && ORDERED.test(caption(c)))) return header;
  return { ...header, columns: header.columns.map((c) => (c === delivered[0] ? { ...c, role: 'quantity' } : quantities.includes(c) ? { ...c, role: 'other' } : c)) };
}

/** Rows numbered in order at the start of their descriptions ("1 Patch cord …", "02 Codo PVC …") lose the numbers. */
export function withoutItemNumbers(rows: LayoutTableRow[]): void {
  const numbered = rows.length >= 2 && rows.every((r, i) => new RegExp(`^0*${i + 1}\\s+(?=\\p{L})`, 'u').test(r.description));
  if (numbered) for (const r of rows) r.description = r.description.replace(/^\d+\s+/, '');
}

/**
 * "AG0157 Rollo de alfalfa 450 kg" in every row of a table without a code column: the article code printed in the
 * description's cell is the row's code, not part of its description.
 */
function withCodesOutOfDescriptions(table: LayoutTable): LayoutTable {
  // "1 Patch cord …", "2 Switch …": the item numbers of a column whose label OCR lost ("#" read as "*").
  withoutItemNumbers(table.rows);
  if (!table.header.columns.some((c) => c.role === 'code')) withLeadingCodes(table.rows);
  withLabelledCodes(table.rows);
  return table;
}

const LABELLED_CODE = /\s+(?:C[óo]d(?:igo)?\.?|SKU|Art\.)\s*(?:N[º°o]\.?)?\s*:?\s*([A-Z0-9][\w./-]*\d[\w./-]*)$/iu;

/**
 * "pHmetro de mesa con electrodo / Cód. LB0150": the article code printed labelled under (or after) the description,
 * in its cell, is the row's code, not part of its description.
 */
export function withLabelledCodes(rows: LayoutTableRow[]): void {
  for (const r of rows) {
    const m = r.code ? null : LABELLED_CODE.exec(r.description);
    if (!m || !/\p{L}{3}/u.test(r.description.slice(0, m.index))) continue;
    r.code = m[1]!;
    r.description = r.description.slice(0, m.index).trim();
  }
}

/** The article code opening most rows' descriptions ("AG0157 Rollo de alfalfa 450 kg") is their code. */
export function withLeadingCodes(rows: LayoutTableRow[]): void {
  if (rows.length < 2) return;
  const lead = (r: LayoutTableRow) => /^(\S+)\s+(?=\p{L})/u.exec(r.description)?.[1] ?? null;
  const coded = rows.filter((r) => !r.code && lead(r) && isArticleCode(lead(r)!) && /\d/.test(lead(r)!));
  if (coded.length < rows.length * 0.6) return;
  for (const r of coded) {
    r.code = lead(r);
    r.description = r.description.slice(r.code!.length).trim();
  }
}

/** A number grouped by spaces, with its cents: "2 596 200,00" (or "1124 000,00", a space lost). */
const SPACE_GROUPED = /^\d{1,6}(?: \d{3})+[.,]\d{2}$/;

/**
 * A table whose header names prices but no amount, and whose rows (most of them) end in one more number right of the
 * last labelled column: that number is the row's amount, under a label OCR did not read.
 */
function unlabelledAmountColumn(header: TableHeaderRow, table: LayoutTable, style: NumberStyle): Column | null {
  if (header.columns.some((c) => c.role === 'amount') || table.rows.length < 2) return null;
  const u = header.line.unit;
  const edge = Math.max(...header.columns.map((c) => c.x1)) + u * 2;
  // One number right of them per row; "2 596 200,00" is one, grouped by spaces.
  const trailing = table.rows
    .map((r) => r.lines.flatMap((l) => l.words).filter((w) => w.x0 > edge && isNumberWord(w, style) && !CURRENCY_TOKEN.test(w.text)))
    .filter((ws) => ws.length === 1 || (ws.length > 1 && SPACE_GROUPED.test(ws.map((w) => w.text).join(' '))))
    .map((ws) => ({ x0: ws[0]!.x0, x1: ws.at(-1)!.x1 }));
  if (trailing.length < table.rows.length * 0.6) return null;
  return { role: 'amount', x0: median(trailing.map((w) => w.x0)), x1: median(trailing.map((w) => w.x1)) };
}

/**
 * The price and amount columns of a header that names neither (their captions lost on a scan): on most rows exactly
 * two numbers right of every caption, each set flush right in its column — the price, then the amount — with a rate
 * ("21%") between them on some rows. Null when the header names either, or the rows do not show them.
 */
function unlabelledPriceColumns(layout: DocumentLayout, header: TableHeaderRow, table: LayoutTable, style: NumberStyle): Column[] | null {
  if (header.columns.some((c) => c.role === 'unitPrice' || c.role === 'amount') || !header.columns.some((c) => c.role === 'quantity') || table.rows.length < 2) return null;
  const u = header.line.unit;
  const edge = Math.max(...header.columns.map((c) => c.x1)) + u;
  const rate = (w: LayoutWord) => /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(w.text);
  // The rows' whole lines (an unpriced table's rows keep only the words under its captions).
  const whole = table.rows.map((r) => layout.lines.find((l) => l.words.includes(r.lines[0]!.words[0]!)) ?? r.lines[0]!);
  const pairs = whole
    .map((l) => l.words.filter((w) => w.x0 > edge && !rate(w) && !CURRENCY_TOKEN.test(w.text) && isNumberWord(w, style)))
    .filter((ws) => ws.length === 2);
  if (pairs.length < table.rows.length * 0.6) return null;
  const flush = (ws: LayoutWord[]) => {
    const right = median(ws.map((w) => w.x1));
    return ws.every((w) => Math.abs(w.x1 - right) < u * 1.5) ? { x0: Math.min(...ws.map((w) => w.x0)), x1: right } : null;
  };
  const price = flush(pairs.map((p) => p[0]!));
  const amount = flush(pairs.map((p) => p[1]!));
  if (!price || !amount || amount.x0 <= price.x1) return null;
  const rates = whole.flatMap((l) => l.words.filter((w) => rate(w) && w.x0 > price.x1 && w.x1 < amount.x0));
  return [
    { role: 'unitPrice', x0: price.x0 - u * 0.5, x1: price.x1 + u * 0.3 },
    ...(rates.length ? [{ role: 'ivaRate' as const, x0: Math.min(...rates.map((w) => w.x0)) - u * 0.5, x1: Math.max(...rates.map((w) => w.x1)) + u * 0.5 }] : []),
    { role: 'amount', x0: amount.x0 - u * 0.5, x1: amount.x1 + u * 0.3 },
  ];
}

/**
 * A quantity column whose caption the header lost (a scan's faded "Cant."), between the description and the price: on
 * most rows one whole number alone in its cell, left of the price's caption and under no caption, the numbers set flush
 * right with each other. Null when the header names a quantity or no price, or the rows do not show such a column.
 */
function unlabelledQuantityColumn(header: TableHeaderRow, table: LayoutTable, style: NumberStyle): Column | null {
  const price = header.columns.find((c) => c.role === 'unitPrice');
  const description = header.columns.find((c) => c.role === 'description');
  if (!price || !description || header.columns.some((c) => c.role === 'quantity') || table.rows.length < 2) return null;
  const u = header.line.unit;
  const captioned = (w: LayoutWord) => header.columns.some((c) => overlap(w.x0, w.x1, c.x0 - u * 0.5, c.x1 + u * 0.5) > 0);
  const cells = table.rows
    .map((r) => r.lines[0]!.segments.filter((seg) => seg.length === 1 && /^\d{1,4}$/.test(seg[0]!.text) && isNumberWord(seg[0]!, style)).map((seg) => seg[0]!)
      .filter((w) => w.x0 > description.x1 && w.x1 < price.x0 - u * 0.5 && !captioned(w)))
    .filter((ws) => ws.length === 1)
    .map((ws) => ws[0]!);
  if (cells.length < table.rows.length * 0.6) return null;
  const right = median(cells.map((w) => w.x1));
  if (cells.some((w) => Math.abs(w.x1 - right) > u * 1.5)) return null;
  return { role: 'quantity', x0: Math.min(...cells.map((w) => w.x0)) - u * 0.5, x1: right + u * 0.3 };
}

/**
 * A table whose captions do not say which numbers are billed: several count columns ("Cant. contrato | Acum. anterior
 * | Este certificado | Acum. actual", "Pedido | Entregado"), or the quantity and the price under captions the lexicon
 * does not know ("Bultos | Kg | Producto | $/Kg | Importe"). The quantity and the price are the columns whose numbers
 * multiply to the amount. Tried when most rows do not add up as captioned: each pair of the header's columns and
 * captions that are no column yet is tried in turn, and the reading where most rows add up (more than as captioned,
 * and at least half of them) is kept.
 */
function quantityByProduct(layout: DocumentLayout, style: NumberStyle, header: TableHeaderRow, first: LayoutTable, strayLine: LayoutLine | null): LayoutTable | null {
  if (!header.columns.some((c) => c.role === 'amount')) return null;
  // With a quantity and a price captioned, only rows whose three numbers were read and do not add up say the
  // captions mislead; a price merely missing from its cell is no such sign.
  const captioned = header.columns.some((c) => c.role === 'quantity') && header.columns.some((c) => c.role === 'unitPrice');
  const misled = first.rows.filter((r) => !r.validated && /^quantity .* × price .* ≠ amount/.test(r.explanation ?? '')).length;
  if (captioned && misled * 2 < first.rows.length) return null;
  const unnamed = header.line.segments
    .map((seg): Column => ({ role: 'other', x0: seg[0]!.x0, x1: seg.at(-1)!.x1 }))
    .filter((c) => !header.columns.some((h) => overlap(c.x0, c.x1, h.x0, h.x1) > 0));
  // "Unid." captions the unit of measure on some forms and the count of units on others.
  const counts = [...header.columns.filter((c) => ['quantity', 'unitPrice', 'other', 'packages', 'unit'].includes(c.role)), ...unnamed];
  if (counts.length > 8) return null;
  const validated = (t: LayoutTable) => t.rows.filter((r) => r.validated).length;
  const price = header.columns.find((c) => c.role === 'unitPrice');
  const quantity = header.columns.find((c) => c.role === 'quantity');
  let best: LayoutTable | null = null;
  for (const q of counts) {
    for (const p of price ? [price] : counts) {
      // Quantity × price is price × quantity: the captioned price is never the quantity, nor the other way round.
      if (p === q || (q === quantity && p === price) || q === price || p === quantity) continue;
      const columns = [...header.columns, ...unnamed]
        .map((c): Column => (c === q ? { ...c, role: 'quantity' } : c === p ? { ...c, role: 'unitPrice' } : c.role === 'quantity' || c.role === 'unitPrice' ? { ...c, role: 'other' } : c))
        .filter((c) => c.role !== 'other' || header.columns.includes(c))
        .sort((a, b) => a.x0 - b.x0);
      const table = readUnderHeader(layout, style, { ...header, columns }, strayLine);
      if (table.rows.length >= first.rows.length && validated(table) * 2 >= table.rows.length && validated(table) > validated(best ?? first)) best = { ...table, header };
    }
  }
  return best;
}

/** Number columns as table cells: from the label to the next column's label (right-aligned numbers end there). */
function cellWide(header: TableHeaderRow): Column[] {
  const u = header.line.unit;
  return header.columns.map((c, i) => {
    const next = header.columns[i + 1];
    if (!NUMERIC_ROLES.has(c.role)) return c;
    return { ...c, x1: Math.max(c.x1, (next ? next.x0 : c.x1 + u * 12) - u * 1.1) };
  });
}

function readUnderHeader(layout: DocumentLayout, style: NumberStyle, header: TableHeaderRow, strayLine: LayoutLine | null): LayoutTable {
  const stray = strayLine ? { line: strayLine } : null;
  const columns = header.columns;
  const right = blockBesideTable(header);
  const has = (r: ColumnLabel) => columns.some((c) => c.role === r);
  const priced = has('unitPrice') || has('amount');
  const rows: LayoutTableRow[] = [];
  const pending: LayoutLine[] = [];
  let endLine: LayoutLine | null = null;
  let page = header.line.page;
  let lastRowBottom = header.line.y1;
  let current = columns;
  let quantityLine: { quantity: number | null; unitPrice: number | null; ivaRate: number | null } | null = null;
  const anchors = new Map<LayoutTableRow, RowAnchor>();
  // The rows' letter height: the header's or the page's body text's, whichever is taller (captions may be set small).
  const rowHeight = Math.max(header.line.unit, layout.pages.find((p) => p.number === header.line.page)?.unit ?? 0);
  // The header as printed (a reading may have moved the roles of its columns).
  const captions = headerOf(header.line) ?? header;

  for (let i = header.line.index + 1; i < layout.lines.length; i++) {
    if (layout.lines[i] === stray?.line) continue;
    const line = insideTable(layout.lines[i], current, right);
    if (!line) continue;
    if (line.page !== page) {
      page = line.page;
      lastRowBottom = -Infinity;
      // A repeated header on the next page: its columns from now on.
      const again = layout.lines.slice(i, i + 25).find((l) => l.page === page && headerOf(l));
      if (again) {
        current = headerOf(again)!.columns;
        i = again.index;
        lastRowBottom = again.y1;
        continue;
      }
    }
    // A ticket prints "qty x price (rate)" on a line of its own, over the description and amount.
    const perUnit = QTY_TIMES_PRICE.exec(line.words.map((w) => w.text).join(' '));
    if (perUnit) {
      const read = { quantity: parseAmount(perUnit[1], style), unitPrice: parseAmount(perUnit[2], style), ivaRate: perUnit[3] ? rateIn([{ ...line.words[0], text: perUnit[3] }]) : null };
      // ... or under its row ("4 Postre del día  21.600,00" / "4 x $ 5.400,00"): the row just above, when its amount is
      // that quantity × price and nothing else vouched for its numbers yet.
      const last = rows[rows.length - 1];
      const under = last && !last.validated && last.amount !== null && line.page === last.lines[0]!.page && line.y0 - lastRowBottom < line.unit * 1.5;
      if (under && read.quantity !== null && read.unitPrice !== null && adds(read.quantity, read.unitPrice, last.amount!, null, read.ivaRate)) {
        Object.assign(last, { quantity: read.quantity, unitPrice: read.unitPrice, ivaRate: last.ivaRate ?? read.ivaRate, explanation: null });
        settle(last);
        lastRowBottom = line.y1;
        continue;
      }
      quantityLine = read;
      continue;
    }
    if (PAGE_NOISE.test(fold(line.text)) || /\b(HOJA|PAGINA|PAG\.) ?\d+ ?(DE|\/) ?\d+/.test(fold(line.text))) continue;
    // The captions printed again over each row ("Artículo  Cantidad  Unitario  Importe" in small type over every
    // item of a card-like table): a header line, not a description.
    if (!/\d/.test(line.text) && sameCaptions(headerOf(line), captions)) {
      lastRowBottom = line.y1;
      continue;
    }
    // A carried-forward amount ("Transporte", "A transportar") ends a page's part of the table, not the table: the
    // rows go on under the header repeated on the next page, where the same amount comes in first.
    if (CARRY.test(fold(line.text).trim())) {
      const again = layout.lines.slice(i + 1, i + 40).find((l) => l.page > line.page && headerOf(l));
      if (again) {
        page = again.page;
        current = headerOf(again)!.columns;
        i = again.index;
        lastRowBottom = again.y1;
        continue;
      }
      if (!rows.some((r) => r.lines[0].page === line.page)) continue;
    }
    if (isStop(line)) {
      // "Subtotal BEBIDAS: 12 bultos" closes a group of a table grouped by category, not the table.
      if (closesGroup(layout, i, current, style)) {
        pending.length = 0;
        continue;
      }
      endLine = line;
      break;
    }
    const cells = withoutStampedNumbers(assign(line, current, style), rowHeight);
    const quantity = numberIn(cells.get('quantity'), style);
    const price = numberIn(cells.get('unitPrice'), style);
    const amount = numberIn(cells.get('amount'), style);
    const description = textOf(cells.get('description'));
    // A row whose quantity the scan left unreadable ("ELO157  ik  UN  BORNERA RIEL…  1"): an article code, a description
    // and another column of its own filled make a row, not text of the row under it (a description's wrapped first
    // line holds a code and text only).
    const ownCells = [...cells].filter(([role, words]) => role !== 'code' && role !== 'description' && words.length).length;
    const unreadQuantity = quantity === null && ownCells > 0 && !!cells.get('code')?.some(isCodeWord) && /\p{L}{3}/u.test(description);
    const anchor = quantity !== null || (priced && (price !== null || amount !== null)) || unreadQuantity;
    // Far below the last row (a signature block, a footer): not a row, unless its numbers add up.
    const far = rows.length > 0 && lastRowBottom > -Infinity && line.y0 - lastRowBottom > line.unit * 6;
    if (far) {
      const probe = rowFrom(line, cells, style, []);
      if (!priced) continue;
      settle(probe);
      // The sum of the rows printed a little below them ends the table there, as it does right under them.
      if (!probe.validated && quantity === null && sumsRows(rows, probe.amount)) {
        endLine = line;
        break;
      }
      if (!probe.validated) continue;
    }
    if (!anchor) {
      const last = rows.at(-1);
      const numberEnds = !!last && !pending.length && endsWrappedNumber(last, line, current) && line.y0 - lastRowBottom < line.unit * 1.5;
      if ((description || cells.get('code')) && !isAnnotation(line, header.line) && !isGroupHeading(layout, i, current) && (/\p{L}/u.test(line.text) || numberEnds) && !unreadable(line)) pending.push(line);
      continue;
    }
    // A row whose numbers are printed on its description's last line ("12,00  Caño … 20" over "mm x 4 m  6120,40
    // 73444,80"): the line right under a row without prices, with a price and an amount, nothing under the quantities
    // (a number in its text is the text's: "4 m"), whose arithmetic holds with that row's quantity, completes that row.
    const prev = rows[rows.length - 1];
    const unpricedAbove = priced && !!prev && price !== null && amount !== null && prev.quantity !== null && prev.unitPrice === null && prev.amount === null &&
      !pending.length && line.page === prev.lines[0]!.page && line.y0 - lastRowBottom < line.unit * 1.5;
    const rest = unpricedAbove ? line.words.filter((w) => !['unitPrice', 'amount', 'discount', 'ivaRate'].some((r) => cells.get(r as ColumnLabel)?.includes(w))) : [];
    const textStart = unpricedAbove ? Math.min(...prev.lines[0]!.words.filter((w) => !isNumberWord(w, style)).map((w) => w.x0)) : Infinity;
    if (unpricedAbove && rest.length > 0 && rest[0]!.x0 >= textStart - line.unit * 0.5 && /\p{L}{2}/u.test(rest.map((w) => w.text).join(' ')) &&
      adds(prev.quantity!, price!, amount!, numberIn(cells.get('discount'), style), numberIn(cells.get('ivaRate'), style))) {
      Object.assign(prev, { description: `${prev.description} ${rest.map((w) => w.text).join(' ')}`.trim(), unitPrice: price, amount, explanation: null });
      prev.lines.push(line);
      prev.words.push(...line.words);
      settle(prev);
      lastRowBottom = line.y1;
      continue;
    }
    if (lastRowBottom === -Infinity && !rows.some((r) => r.lines[0].page === page) && priced) {
      // Continuing without a header on a new page: only rows whose numbers add up, past the letterhead.
      const probe = rowFrom(line, cells, style, []);
      settle(probe);
      if (!probe.validated) continue;
    }
    // Rows printed as a description line over a numbers line: the text lines above a row's numbers are its own.
    const wrapped = header.stacked ? pending.filter((l) => !rows.some((r) => r.lines.includes(l))) : attachPending(pending, rows, line);
    const row = rowFrom(line, cells, style, wrapped);
    // A stacked row's numbers line may open with the article's code under the description's caption: its code.
    const underCaption = cells.get('description') ?? [];
    if (header.stacked && wrapped.length && underCaption.length === 1 && isCodeWord(underCaption[0]!) && !row.code) {
      row.code = underCaption[0]!.text;
      row.description = wrapped.map((l) => l.words.map((w) => w.text).join(' ')).join(' ');
    }
    anchors.set(row, { line, cells, before: wrapped, columns: current });
    if (quantityLine) {
      row.quantity = row.quantity ?? quantityLine.quantity;
      row.unitPrice = row.unitPrice !== null && row.unitPrice !== row.amount ? row.unitPrice : quantityLine.unitPrice;
      row.ivaRate = row.ivaRate ?? quantityLine.ivaRate;
      quantityLine = null;
    }
    if (priced) settle(row);
    // A crease or a speck read as letters ("Sl  lh") is no article: a description needs a word, unless its numbers add up.
    if (!row.code && (!/[A-Za-zÀ-ÿ]{2}/.test(row.description) || (!row.validated && !/[A-Za-zÀ-ÿ]{3}/.test(row.description)))) continue;
    // A row whose only number is the sum of the rows above it is the table's total ("Productos  $ 120.700,03"),
    // and what follows it is the foot.
    if (!row.validated && quantity === null && sumsRows(rows, row.amount)) {
      endLine = line;
      break;
    }
    rows.push(row);
    lastRowBottom = line.y1;
    pending.length = 0;
  }
  if (priced) realignByValidatedRows(rows, anchors, style);
  else restoreQuantityDecimals(rows, anchors);
  // Text after the last row and before the totals continues it when it sits close under it.
  if (rows.length && pending.length) {
    const last = rows[rows.length - 1];
    for (const line of pending) {
      if (line.y0 - last.lines[last.lines.length - 1].y1 > line.unit * 1.2 || line.page !== last.lines[0].page) break;
      const cells = assign(line, current, style);
      if (['quantity', 'unitPrice', 'amount'].some((r) => numberIn(cells.get(r as ColumnLabel), style) !== null)) break;
      const desc = line.words.map((w) => w.text).join(' ');
      // A number alone (a printed sheet's row number in its margin) is not the description's next line.
      if (!/\p{L}/u.test(desc) && !(line === pending[0] && endsWrappedNumber(last, line, current))) break;
      last.description = `${last.description} ${desc}`.trim();
      last.lines.push(line);
    }
  }
  for (const row of rows) takeRateNote(row);
  if (priced) withSeparatorsBack(rows);
  return { header, rows, priced, endLine };
}

/**
 * A line the OCR could not read: a rule, a shadow or a stamp's texture turned into letters ("E  NT TT EROS CORTA TE"),
 * its words' mean confidence under one half. It continues no description. (Text layers are read with confidence 1.)
 */
function unreadable(line: LayoutLine): boolean {
  return line.words.reduce((sum, w) => sum + w.confidence, 0) < line.words.length * 0.5;
}

/** Whether a line read as a header names the same columns as the table's header. */
function sameCaptions(again: TableHeaderRow | null, header: TableHeaderRow): boolean {
  if (!again) return false;
  const roles = (h: TableHeaderRow) => h.columns.map((c) => c.role).filter((r) => r !== 'other').join(' ');
  return roles(again) === roles(header);
}

const RATE_NOTE = /\s*\(\s*(?:I\.?V\.?A\.?|AL[IÍ]C(?:UOTA|\.)?)?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*\)\s*$/i;

/** "Cuota mensual plan de salud (IVA 10,5 %)": the row's VAT rate noted after its description, not part of it. */
function takeRateNote(row: LayoutTableRow): void {
  const m = RATE_NOTE.exec(row.description);
  const rate = m ? Number(m[1]!.replace(',', '.')) : null;
  if (!m || rate === null || !VALID_IVA_RATES.includes(rate) || !/\p{L}{3}/u.test(row.description.slice(0, m.index))) return;
  row.description = row.description.slice(0, m.index).trim();
  row.ivaRate = row.ivaRate ?? rate;
}

/**
 * Column labels of the header row that a tilted photo or a taller cell put on a line of their own, just under or
 * over it ("Cod. Art.  Cant. Concepto" and, half a line lower, "Cajas"): a line of column labels only, none over a
 * column the header already has.
 */
function strayHeaderCells(header: TableHeaderRow, layout: DocumentLayout): { line: LayoutLine; columns: Column[] } | null {
  const at = header.line.index;
  for (const line of [layout.lines[at + 1], layout.lines[at - 1]]) {
    if (!line || line.page !== header.line.page) continue;
    const gap = line.y0 >= header.line.y0 ? line.y0 - header.line.y1 : header.line.y0 - line.y1;
    if (gap > header.line.unit * 0.8 || /\d/.test(line.text)) continue;
    const hits = findColumnLabels(line);
    const covered = hits.reduce((n, h) => n + (h.end - h.start), 0);
    if (!hits.length || covered < line.words.length) continue;
    const columns = hits.map((h): Column => ({ role: header.columns.some((c) => c.role === h.field) ? 'other' : h.field, x0: h.x0, x1: h.x1 }));
    if (columns.some((c) => header.columns.some((h) => overlap(c.x0, c.x1, h.x0, h.x1) > 0))) continue;
    return { line, columns };
  }
  return null;
}

/**
 * The second line of two-line captions ("CANT." / "PEDIDA", "P. UNIT." / "S/IVA"): right under the header, no
 * digits, every word under a column's caption. It is part of the header, not the first row's description.
 */
function captionContinuation(header: TableHeaderRow, layout: DocumentLayout): LayoutLine | null {
  const line = layout.lines[header.line.index + 1];
  const u = header.line.unit;
  if (!line || line.page !== header.line.page || line.y0 - header.line.y1 > u * 0.8 || /\d/.test(line.text)) return null;
  const description = header.columns.find((c) => c.role === 'description');
  // Under a caption the lexicon knows, or under any other caption word of the header ("Acum." / "anterior",
  // "Este" / "certificado"): a column nobody named is still a column.
  const captions = [
    ...header.columns.filter((c) => c.role !== 'description'),
    ...header.line.words.filter((w) => !description || overlap(w.x0, w.x1, description.x0, description.x1) <= 0),
  ];
  const under = (w: LayoutWord) => captions.some((c) => overlap(w.x0, w.x1, c.x0 - u * 0.5, c.x1 + u * 0.5) > 0);
  return line.words.length <= Math.max(header.columns.length, header.line.words.length) * 2 && line.words.every(under) ? line : null;
}

/** A header line that also carries a sidebar's cells at its left ("01/10/2026 al 31/10/2026 | Concepto Cant. …"). */
function headerBesideSidebar(line: LayoutLine): TableHeaderRow | null {
  for (let k = 1; k < line.segments.length; k++) {
    const gap = line.segments[k][0].x0 - line.segments[k - 1][line.segments[k - 1].length - 1].x1;
    if (gap < line.unit * 4) continue;
    const words = line.segments.slice(k).flat();
    const found = headerOf({ ...line, words, segments: line.segments.slice(k), x0: words[0].x0, text: line.segments.slice(k).map((seg) => seg.map((w) => w.text).join(' ')).join('\t') });
    if (found) return { ...found, line };
  }
  return null;
}

/**
 * Whether half the words of the cell a column's label sits in or more are column labels (a header's cell, not a
 * sidebar's text): "Bult. Descripción" with one caption unknown is still the header's.
 */
function labelledCell(line: LayoutLine, column: Column): boolean {
  // Words with letters only: a spreadsheet's row number beside a caption is neither label nor text.
  const segment = line.segments.find((seg) => seg.some((w) => overlap(w.x0, w.x1, column.x0, column.x1) > 0)) ?? [];
  const cell = segment.filter((w) => /\p{L}/u.test(w.text));
  const labelled = columnLabelWords(line);
  // A caption without letters ("#" over the item numbers) is a label when the lexicon knows it.
  if (!cell.length) return segment.length > 0 && segment.every((w) => labelled.has(w));
  return cell.filter((w) => labelled.has(w)).length * 2 >= cell.length;
}

/**
 * A first column whose caption is centred over it ("DETALLE" in the middle of a wide description column): its cells
 * start at the table's left edge, well left of the caption. The edge is where the rows under it start, taken when
 * the caption sits midway between that edge and the next column.
 */
function centeredFirstCaption(header: TableHeaderRow, layout: DocumentLayout): TableHeaderRow {
  const [first, second] = header.columns;
  if (!first || !second || (first.role !== 'description' && first.role !== 'code')) return header;
  const u = header.line.unit;
  // The rows: the lines under the header up to its totals or a wide gap. Every one of them starts left of the
  // caption (a sidebar beside the table starts only some of them there).
  const below: LayoutLine[] = [];
  let last = header.line;
  for (const l of layout.lines.slice(header.line.index + 1, header.line.index + 30)) {
    if (l.page !== header.line.page || isStop(l) || l.y0 - last.y1 > u * 6) break;
    last = l;
    if (l.words.length >= 2) below.push(l);
  }
  const starts = below.map((l) => l.x0).filter((x) => x < first.x0 - u * 4);
  if (starts.length < 2 || starts.length < below.length) return header;
  const edge = median(starts);
  if (Math.max(...starts) - Math.min(...starts) > u * 3) return header;
  const centre = (first.x0 + first.x1) / 2;
  if (Math.abs(centre - (edge + second.x0) / 2) > (second.x0 - edge) * 0.15) return header;
  return { ...header, columns: [{ ...first, x0: edge }, ...header.columns.slice(1)] };
}

/**
 * Where another block beside the table starts: a caption right of the last column, far from it, none of whose words
 * is a column label ("MOVIMIENTO DE ENVASES" beside "… % IVA  Neto"). Its cells on the rows' lines are not the rows'.
 */
function blockBesideTable(header: TableHeaderRow): number {
  const line = header.line;
  const last = Math.max(...header.columns.map((c) => c.x1));
  const labelled = columnLabelWords(line);
  const beside = line.segments.find((seg) => seg[0]!.x0 > last + line.unit * 1.5 && seg.every((w) => !labelled.has(w)) && /\p{L}{3}/u.test(seg.map((w) => w.text).join('')));
  return beside ? beside[0]!.x0 - line.unit * 0.5 : Infinity;
}

/**
 * A stamp over the table (RECIBIDO / a date / a depot's name) is read in letters twice the rows' height or more: its
 * words are no quantity, price or amount ("2 7" stamped where a price was would be read as the price). In the
 * description they are kept: the stamp's ink swells the words it covers, which are the description's own.
 */
function withoutStampedNumbers(cells: Map<ColumnLabel, LayoutWord[]>, rowHeight: number): Map<ColumnLabel, LayoutWord[]> {
  // ... and than the row's description: a scan that swelled a whole row ("4,00" as tall as "(METRO)" beside it)
  // stamped nothing.
  const described = cells.get('description') ?? [];
  const limit = Math.max(rowHeight, described.length ? median(described.map((w) => w.y1 - w.y0)) : 0) * 1.7;
  for (const [role, words] of cells) {
    if (NUMERIC_ROLES.has(role)) cells.set(role, words.filter((w) => !(w.confidence < 1 && w.y1 - w.y0 > limit)));
  }
  return cells;
}

/**
 * The part of a line that lies in the table: words far left of its first column (a sidebar of label/value pairs
 * beside the table, "Nº DE CLIENTE") and words from `right` on (another block beside it) are not the table's. Null
 * when nothing is left.
 */
function insideTable(line: LayoutLine, columns: Column[], right = Infinity): LayoutLine | null {
  const left = Math.min(...columns.map((c) => c.x0)) - line.unit * 4;
if (line.x0 >= left && line.x1 < right) return line;
  // A word belongs by its middle: a side menu's "Herramientas" that reaches a little past the margin is not the table's.
  const inside = (w: LayoutWord) => (w.x0 + w.x1) / 2 >= left && w.x0 < right;
  const words = line.words.filter(inside);
  if (!words.length) return null;
  const segments = line.segments.map((seg) => seg.filter(inside)).filter((seg) => seg.length);
  return {
    ...line, words, segments, x0: Math.min(...words.map((w) => w.x0)),
    text: segments.map((seg) => seg.map((w) => w.text).join(' ')).join('\t'),
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A line under a row that annotates it rather than continues its description: a delivery date, "Su código: EL0122",
 * a lot and its expiry — a date, or "label: value" pairs set smaller than the table.
 */
function isAnnotation(line: LayoutLine, header: LayoutLine): boolean {
  if (findDates(line.text).length) return true;
  const pairs = line.words.filter((w, i) => /\p{L}{2,}:$/u.test(w.text) && i + 1 < line.words.length).length;
  // "Talle: M | Color: Negro" under a product: its attributes, not its name.
  return pairs >= 2 || (pairs >= 1 && line.unit < header.unit * 0.92);
}

/**
 * A remito printing its quantities with two decimals ("10,00", "3,00"): a "600" among them is "6,00" whose comma OCR
 * lost (no price to check it by, so the column's own format decides).
 */
function restoreQuantityDecimals(rows: LayoutTableRow[], anchors: Map<LayoutTableRow, RowAnchor>): void {
  const texts = rows.map((r) => anchors.get(r)?.cells.get('quantity')?.find((w) => /\d/.test(w.text))?.text ?? null);
  const decimal = texts.filter((t) => t !== null && /^\d{1,5}[.,]\d{2}$/.test(t)).length;
  if (decimal < 2 || decimal * 2 < texts.filter(Boolean).length) return;
  rows.forEach((row, i) => {
    const t = texts[i];
    if (!t || !/^\d{1,5}00$/.test(t) || row.quantity !== Number(t)) return;
    row.quantity = Number(t) / 100;
    row.explanation = `quantity ${t} read without its decimal comma, as the column prints "x,00"`;
  });
}

/** The line that started a row, its cells and the columns it was read with. */
interface RowAnchor {
  line: LayoutLine;
  cells: Map<ColumnLabel, LayoutWord[]>;
  before: LayoutLine[];
  columns: Column[];
}

/**
 * Where a table's numbers really sit, learned from its rows that add up: right-aligned numbers under left-aligned
 * labels (or the reverse) sit well away from the labels, and a row whose quantity is closer to the price's label
 * than to its own is read wrong. The rows that do not add up are read again with each numeric column where the
 * validated rows put its numbers, and take that reading when it adds up.
 */
function realignByValidatedRows(rows: LayoutTableRow[], anchors: Map<LayoutTableRow, RowAnchor>, style: NumberStyle): void {
  const good = rows.filter((r) => r.validated && anchors.has(r));
  if (!good.length) return;
  joinNumberInWrappedText(rows, anchors, good.length);
  const failed = rows.filter((r) => !r.validated && anchors.has(r));
  if (!failed.length) return;
  for (const row of failed) {
    const anchor = anchors.get(row)!;
    const learned = anchor.columns.map((c): Column => {
      if (!NUMERIC_ROLES.has(c.role)) return c;
      const words = good.filter((g) => anchors.get(g)!.columns === anchor.columns).flatMap((g) => (anchors.get(g)!.cells.get(c.role) ?? []).filter((w) => isNumberWord(w, style)));
      if (!words.length) return c;
      return { ...c, x0: median(words.map((w) => w.x0)), x1: median(words.map((w) => w.x1)) };
    });
    if (learned.every((c, i) => c === anchor.columns[i])) continue;
    const again = rowFrom(anchor.line, assign(anchor.line, learned, style), style, anchor.before);
    settle(again);
    if (!again.validated) continue;
    Object.assign(row, { quantity: again.quantity, unitPrice: again.unitPrice, amount: again.amount, ivaRate: again.ivaRate ?? row.ivaRate, discount: again.discount, validated: true, explanation: 'numbers placed where the rows that add up have them' });
  }
}

/**
 * "Licencia software de gestión 5 / usuarios (mes)": a wrapped description whose first line ends in a number reads
 * as a row with a quantity and nothing else. In a priced table whose other rows add up, such a "row" — its number
 * printed right after its words, no price, no amount — opens the row below it.
 */
function joinNumberInWrappedText(rows: LayoutTableRow[], anchors: Map<LayoutTableRow, RowAnchor>, validated: number): void {
  if (validated < 2) return;
  for (let i = rows.length - 2; i >= 0; i--) {
    const row = rows[i]!;
    const next = rows[i + 1]!;
    const anchor = anchors.get(row);
    if (!anchor || row.quantity === null || row.unitPrice !== null || row.amount !== null || !next.validated) continue;
    const number = anchor.cells.get('quantity');
    const text = anchor.cells.get('description');
    if (number?.length !== 1 || !text?.length) continue;
    const last = text[text.length - 1]!;
    const glued = number[0]!.x0 > last.x1 && number[0]!.x0 - last.x1 < anchor.line.unit * 1.2;
    const nextTop = next.lines[0]!;
    if (!glued || nextTop.page !== anchor.line.page || nextTop.y0 - anchor.line.y1 > anchor.line.unit * 1.5) continue;
    next.description = `${row.description} ${number[0]!.text} ${next.description}`.replace(/\s+/g, ' ').trim();
    next.lines.unshift(...row.lines);
    next.words.unshift(...row.words);
    next.code = next.code ?? row.code;
    rows.splice(i, 1);
  }
}

/**
 * A description wrapped before its number ("Tubo fino de reemplazo x" / "3"): a number alone (one or two words, all
 * under the description), under a row whose text ends with "x", "de", "por" or "Nº", ends that text.
 */
function endsWrappedNumber(row: LayoutTableRow, line: LayoutLine, columns: readonly Column[]): boolean {
  const description = columns.find((c) => c.role === 'description');
  const under = (w: LayoutWord) => !!description && w.x0 >= description.x0 - line.unit && w.x0 < (columns.find((c) => c.x0 > description.x1)?.x0 ?? Infinity);
  return /\s(x|de|por|N[º°o]?\.?)$/i.test(row.description) && line.words.length <= 2 && line.words.every(under);
}

/** Text-only lines waiting above a row: those closer to the previous row's last line continue it; the rest open this one. */
export function attachPending(pending: LayoutLine[], rows: LayoutTableRow[], anchor: LayoutLine): LayoutLine[] {
  const prev = rows[rows.length - 1];
  const opening: LayoutLine[] = [];
  for (const line of pending) {
    const prevLine = prev?.lines[prev.lines.length - 1];
    const toPrev = prevLine && prevLine.page === line.page ? line.y0 - prevLine.y1 : Infinity;
    const toNext = anchor.page === line.page ? anchor.y0 - line.y1 : Infinity;
    if (prev && toPrev <= toNext) {
      prev.lines.push(line);
      prev.description = `${prev.description} ${line.segments.map((s) => s.map((w) => w.text).join(' ')).join(' ')}`.trim();
      prev.words.push(...line.words);
    } else opening.push(line);
  }
  return opening;
}

function rowFrom(line: LayoutLine, cells: Map<ColumnLabel, LayoutWord[]>, style: NumberStyle, before: LayoutLine[]): LayoutTableRow {
  // No description column (its caption ran into the code's: "Código Detalle del ítem"): the code cell's words after
  // the code are the description.
  const codeCell = cells.get('code') ?? [];
  if (!cells.get('description')?.length && codeCell.length > 1 && isCodeWord(codeCell[0]!) && codeCell.slice(1).some((w) => /\p{L}{3}/u.test(w.text))) {
    cells = new Map(cells);
    cells.set('description', codeCell.slice(1));
    cells.set('code', codeCell.slice(0, 1));
  } else if (!cells.get('description')?.length && codeCell.length > 1 && !isCodeWord(codeCell[0]!) && codeCell.filter((w) => /\p{L}{3}/u.test(w.text)).length >= 2) {
    // ... and a "code" column of words ("Trabajo / material" read by its "material"): its cell is the description.
    cells = new Map(cells);
    cells.set('description', codeCell);
    cells.set('code', []);
  }
  const desc = [...before.map((l) => l.words.map((w) => w.text).join(' ')), textOf(cells.get('description'))].filter(Boolean).join(' ');
  const unitWords = textOf(cells.get('unit'));
  const marker = line.words.find((w) => /^(U\$S|U\$D|US\$|USD|ARS|AR\$|\$|EUR|€)/i.test(w.text))?.text.match(/^(U\$S|U\$D|US\$|USD|ARS|AR\$|\$|EUR|€)/i)?.[1] ?? null;
  return {
    code: textOf(cells.get('code')) || null,
    description: desc.replace(/^[-|:·\s]+|[-|:·\s]+$/g, '').trim() || (unitWords && !/^\d/.test(unitWords) ? '' : ''),
    quantity: numberIn(cells.get('quantity'), style),
    unitPrice: numberIn(cells.get('unitPrice'), style),
    ivaRate: rateIn(cells.get('ivaRate')),
    discount: numberIn(cells.get('discount'), 'comma-decimal'),
    amount: numberIn(cells.get('amount'), style),
    validated: false,
    explanation: null,
    currencyMarker: marker,
    lines: [...before, line],
    words: [...before.flatMap((l) => l.words), ...line.words],
    moneyTexts: [textOf(cells.get('unitPrice')), textOf(cells.get('amount'))],
  };
}
