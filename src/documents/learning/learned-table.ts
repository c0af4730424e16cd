import Decimal from 'decimal.js';
import { moneyNumber } from '../../common/money';
import type { DraftLine } from '../document.types';
import { parseAmount, type NumberStyle } from '../extraction/rules/amounts';
import type { DocumentLayout, LayoutLine, LayoutWord } from '../layout/document-layout';
import { descriptionTokens } from '../review/price-matcher';
import { locateRow, unionBox } from './locate';
import type { Box, LearnedTable, LearnedTableColumn } from './learning.types';

/** A role is learned when the corrected rows print it in at least this share of them. */
const ROLE_SHARE = 0.6;

const numberOf = (w: LayoutWord, style: NumberStyle): number | null => (/\d/.test(w.text) ? parseAmount(w.text.replace(/^[xX×]/, ''), style) : null);
const centre = (w: { x0: number; x1: number }): number => (w.x0 + w.x1) / 2;
const medianOf = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const keysOf = (line: LayoutLine): string[] => line.words.map((w) => w.key).filter(Boolean);

function overlap(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const set = new Set(b);
  return a.filter((k) => set.has(k)).length / Math.max(a.length, b.length);
}

/**
 * Where the rows of a corrected draft sit on its page: the line over the first row (the table's header as printed),
 * the x of the quantity, price, amount and rate a row prints, the span of the descriptions, and the line right
 * after the last row. Learned when the reviewer changed the lines and most rows are found printed (a table the
 * readers could not read: grouped rows, unusual captions, numbers laid out their own way).
 */
export function learnTable(layout: DocumentLayout, lines: DraftLine[], style: NumberStyle, draftId: string, now: Date): LearnedTable | null {
  if (!lines.length) return null;
  const used = new Set<number>();
  let from = 0;
  const found: Array<{ rows: LayoutLine[]; line: DraftLine }> = [];
  for (const line of lines) {
    const rows = locateRow(layout, line.description, from, used);
    if (!rows) continue;
    for (const r of rows) used.add(r.index);
    from = rows[rows.length - 1]!.index + 1;
    found.push({ rows, line });
  }
  if (found.length < Math.max(1, Math.ceil(lines.length * 0.8))) return null;
  const page = found[0]!.rows[0]!.page;
  if (found.some((f) => f.rows[0]!.page !== page)) return null;

  const xs: Record<LearnedTableColumn['role'], number[]> = { quantity: [], unitPrice: [], amount: [], ivaRate: [] };
  const spans: Box[] = [];
  for (const { rows, line } of found) {
    const words = rows.flatMap((r) => r.words);
    const want = new Set(descriptionTokens(line.description).words);
    const described = words.filter((w) => /\p{L}{2}/u.test(w.text) && descriptionTokens(w.text).words.some((t) => want.has(t)));
    if (!described.length) continue;
    const span = unionBox(described);
    spans.push(span);
    const outside = words.filter((w) => centre(w) < span.x0 || centre(w) > span.x1);
    const near = (value: number | null | undefined, tolerance: number) => (value === null || value === undefined ? [] : outside.filter((w) => {
      const n = numberOf(w, style);
      return n !== null && Math.abs(n - value) <= tolerance;
    }));
    const price = line.unitPrice;
    const rate = line.ivaRate ?? 0;
    const pick = (role: LearnedTableColumn['role'], candidates: LayoutWord[]) => {
      const w = candidates.sort((a, b) => b.x0 - a.x0)[0];
      if (w) xs[role].push(centre(w));
    };
    pick('quantity', near(line.quantity, 1e-6));
    if (price !== null && price !== undefined) {
      const withVat = moneyNumber(new Decimal(price).times(new Decimal(100).plus(rate)).dividedBy(100));
      pick('unitPrice', [...near(price, 0.011), ...near(withVat, 0.011)].filter((w) => numberOf(w, style) !== line.quantity));
      const amount = moneyNumber(new Decimal(price).times(line.quantity));
      const amountWithVat = moneyNumber(new Decimal(withVat).times(line.quantity));
      if (line.quantity !== 1) pick('amount', [...near(amount, 0.02), ...near(amountWithVat, 0.02)]);
    }
    if (line.ivaRate !== null && line.ivaRate !== undefined) pick('ivaRate', outside.filter((w) => /%|^\d{1,2}([.,]\d{1,2})?$/.test(w.text) && numberOf(w, style) === line.ivaRate && !xs.quantity.includes(centre(w))));
  }
  if (!spans.length) return null;
  const columns: LearnedTableColumn[] = (Object.keys(xs) as Array<LearnedTableColumn['role']>)
    .filter((role) => xs[role].length >= Math.max(1, Math.ceil(found.length * ROLE_SHARE)))
    .map((role) => ({ role, x: medianOf(xs[role]) }));
  if (!columns.some((c) => c.role === 'quantity' || c.role === 'unitPrice' || c.role === 'amount')) return null;

  const first = found[0]!.rows[0]!;
  const header = layout.lines[first.index - 1];
  if (!header || header.page !== page) return null;
  const lastRows = found[found.length - 1]!.rows;
  const last = lastRows[lastRows.length - 1]!;
  const after = layout.lines[last.index + 1];
  return {
    page,
    headerWords: header.words.filter((w) => w.key).map((w) => ({ key: w.key, x: centre(w) })),
    headerBox: unionBox(header.words),
    description: { x0: Math.min(...spans.map((s) => s.x0)), x1: Math.max(...spans.map((s) => s.x1)) },
    columns,
    end: after && after.page === page && after.y0 - last.y1 < last.unit * 6 ? keysOf(after) : null,
    sourceDraftId: draftId,
    learnedAt: now.toISOString(),
  };
}

/**
 * Where a learned x is on this page: from the header words found again by their keys, the shift (and, with two or
 * more of them spread across the page, the scale: a photo of the same form taken nearer or farther) that puts the
 * learned header's words on them; the shift of the header's left end when its words were not kept.
 */
function placement(header: LayoutLine, table: LearnedTable): (x: number) => number {
  // In reading order, each learned word to the next unused word of the same key ("Precio USD … Total USD").
  const pairs: Array<{ from: number; to: number }> = [];
  let next = 0;
  for (const learned of [...table.headerWords].sort((a, b) => a.x - b.x)) {
    const at = header.words.findIndex((w, i) => i >= next && w.key === learned.key);
    if (at < 0) continue;
    pairs.push({ from: learned.x, to: centre(header.words[at]!) });
    next = at + 1;
  }
  if (pairs.length < 2) {
    const dx = pairs.length === 1 ? pairs[0]!.to - pairs[0]!.from : header.x0 - table.headerBox.x0;
    return (x) => x + dx;
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mf = mean(pairs.map((p) => p.from));
  const mt = mean(pairs.map((p) => p.to));
  const spread = pairs.reduce((sum, p) => sum + (p.from - mf) ** 2, 0);
  const slope = spread > 0 ? pairs.reduce((sum, p) => sum + (p.from - mf) * (p.to - mt), 0) / spread : 1;
  // A scale far from 1 is a header matched to the wrong words: the shift alone is safer.
  const scale = slope > 0.7 && slope < 1.4 ? slope : 1;
  return (x) => mt + (x - mf) * scale;
}

/**
 * The rows of a document read the way a reviewer's correction showed for its template: under the learned header
 * (found by its words, shifted to where it is now), each line with a number where the quantity (or price) column
 * was is a row, its words over the description span its description; a text-only line right under a row continues
 * it. Null when the header is not on the page or no row is read.
 */
export function readLearnedTable(layout: DocumentLayout, table: LearnedTable, style: NumberStyle): DraftLine[] | null {
  const headerKeys = table.headerWords.map((w) => w.key);
  let header: LayoutLine | null = null;
  let best = 0.6;
  for (const line of layout.lines) {
    const score = overlap(keysOf(line), headerKeys) - Math.abs(line.y0 - table.headerBox.y0) / 10_000;
    if (score > best) {
      best = score;
      header = line;
    }
  }
  if (!header) return null;
  const toPage = placement(header, table);
  const rows: Array<DraftLine & { lines: LayoutLine[] }> = [];
  const anchorRole = table.columns.find((c) => c.role === 'quantity') ?? table.columns.find((c) => c.role === 'unitPrice') ?? table.columns.find((c) => c.role === 'amount')!;
  for (let i = header.index + 1; i < layout.lines.length && i < header.index + 400; i++) {
    const line = layout.lines[i]!;
    if (line.page !== header.page) break;
    if (table.end && overlap(keysOf(line), table.end) >= 0.6) break;
    const u = line.unit;
    const previous = rows[rows.length - 1]?.lines.at(-1) ?? header;
    if (line.y0 - previous.y1 > u * 6) break;
    const numbers = new Map<LearnedTableColumn['role'], number>();
    const taken = new Set<LayoutWord>();
    for (const column of table.columns) {
      const x = toPage(column.x);
      const w = line.words
        .filter((word) => numberOf(word, style) !== null && Math.abs(centre(word) - x) <= Math.max(u * 2.5, (word.x1 - word.x0) * 0.75))
        .sort((a, b) => Math.abs(centre(a) - x) - Math.abs(centre(b) - x))[0];
      if (!w) continue;
      numbers.set(column.role, numberOf(w, style)!);
      taken.add(w);
    }
    const text = line.words.filter((w) => !taken.has(w) && centre(w) >= toPage(table.description.x0) - u && centre(w) <= toPage(table.description.x1) + u * 4);
    const description = text.map((w) => w.text).join(' ').trim();
    if (numbers.has(anchorRole.role) && /\p{L}{2}/u.test(description)) {
      const quantity = numbers.get('quantity') ?? 1;
      const amount = numbers.get('amount');
      const unitPrice = numbers.get('unitPrice') ?? (amount !== undefined && quantity ? moneyNumber(new Decimal(amount).dividedBy(quantity)) : null);
      rows.push({ description, quantity, unitPrice, ivaRate: numbers.get('ivaRate') ?? null, lines: [line] });
      continue;
    }
    // Text only, close under a row: the row's description goes on. Anything else (a heading, a subtotal) is passed.
    const last = rows[rows.length - 1];
    if (last && !numbers.size && description && line.y0 - last.lines.at(-1)!.y1 <= u * 1.2 && text.length === line.words.length) {
      last.description = `${last.description} ${description}`;
      last.lines.push(line);
    }
  }
  return rows.length ? rows.map(({ lines: _lines, ...row }) => row) : null;
}
