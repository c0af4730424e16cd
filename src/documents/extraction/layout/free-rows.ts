import Decimal from 'decimal.js';
import { moneyNumber } from '../../../common/money';
import type { DocumentLayout, LayoutLine, LayoutWord } from '../../layout/document-layout';
import { parseAmount, type NumberStyle } from '../rules/amounts';
import { CURRENCY_TOKEN, UNIT_WORDS, VALID_IVA_RATES } from '../rules/line-table';
import { columnLabelWords } from './labels';
import { quantityWithUnit, timesQuantity, withoutLeadingQuantity } from './row-quantities';
import { attachPending, isCodeWord, isStop, LOST_SEPARATOR, matches, QTY_TIMES_PRICE, withLeadingCodes, withoutItemNumbers, withSeparatorsBack, type LayoutTableRow } from './table-reader';

/**
 * Line items read without a table header: rows whose numbers add up, a remito's quantities with their units, items
 * written as running text, a fiscal ticket's items and product cards. Each competes with the others in the layout
 * extractor, which keeps the reading the document's total vouches for best.
 */

/**
 * Without a header (OCR lost a shaded header band, or the layout prints none): rows are the lines that end in a
 * unit price and an amount that agree — quantity × price = amount with the quantity printed before them, or
 * amount / price a whole number when OCR lost the quantity. The longest run of such rows is the table; text-only
 * lines between them continue the nearest row.
 */
export function readRowsWithoutHeader(layout: DocumentLayout, style: NumberStyle): LayoutTableRow[] {
  const rows: LayoutTableRow[] = [];
  let pending: LayoutLine[] = [];
  for (const line of layout.lines) {
    if (isStop(line)) {
      pending = [];
      continue;
    }
    // Both readings add up (a block of counts beside the items: "… 67.402,50   Cajón x 6   16  0  0  16"): the
    // larger amount is the item's.
    const whole = rowWithoutHeader(line, style);
    const cut = !whole || whole.validated ? rowBeforeBlockBeside(line, style) : null;
    const row = cut && (!whole || (cut.amount ?? 0) > (whole.amount ?? 0)) ? cut : whole;
    if (!row) {
      // A wrapped description starts under the rows' own text, not in a block beside them.
      const left = rows.length ? Math.min(...rows.map((r) => r.lines.at(-1)!.x0)) : 0;
      if (rows.length && /\p{L}{3}/u.test(line.text) && line.x0 <= left + line.unit * 6) pending.push(line);
      continue;
    }
    const prev = rows[rows.length - 1];
    if (!row.description) {
      // A card's numbers line: its name is the text printed since the previous card (or, for the first, right above).
      const above = layout.lines[line.index - 1];
      const name = prev
        ? pending.filter((l) => l.page === line.page && l.y0 > prev.lines.at(-1)!.y1)
        : above && above.page === line.page && line.y0 - above.y1 < line.unit * 1.5 && /\p{L}{3}/u.test(above.text) && !isStop(above) ? [above] : [];
      if (!name.length) {
        pending = [];
        continue;
      }
      row.description = name.map(nameCells).join(' ');
      row.lines.unshift(...name);
    } else if (prev && prev.lines[0].page === line.page) {
      const opening = attachPending(pending.filter((l) => l.page === line.page && l.y0 > prev.lines[0].y0), rows, line);
      if (opening.length) {
        row.description = `${opening.map((l) => l.words.map((w) => w.text).join(' ')).join(' ')} ${row.description}`.trim();
        row.lines.unshift(...opening);
      }
    }
    pending = [];
    rows.push(row);
  }
  withSeparatorsBack(rows);
  return withItemMarks(rows);
}

/** A name line's text without the cells after its last word (a mark or a smudge at the page's edge: "y", ":"). */
function nameCells(line: LayoutLine): string {
  const last = line.segments.findLastIndex((seg) => seg.some((w) => /\p{L}{3}/u.test(w.text)));
  return line.segments.slice(0, last < 0 ? undefined : last + 1).map((seg) => seg.map((w) => w.text).join(' ')).join(' ');
}

const ARTICLE_MARK = /\s*\b(?:SKU|C[OÓ]D\.?|ART\.?)\s*:?\s*([A-Z0-9][\w./-]*\d[\w./-]*)\s*$/iu;

/**
 * Rows numbered in order ("01 Llave de paso …", "02 Codo PVC …") lose the number; an article code opening most of
 * them ("PT0178 Bandeja …"), or marked at the end of the name ("… SKU FE0178"), is the row's code.
 */
function withItemMarks(rows: LayoutTableRow[]): LayoutTableRow[] {
  withoutItemNumbers(rows);
  withLeadingCodes(rows);
  for (const r of rows) {
    const mark = ARTICLE_MARK.exec(r.description);
    if (!mark || r.code || !/\p{L}{3}/u.test(r.description.slice(0, mark.index))) continue;
    r.code = mark[1]!;
    r.description = r.description.slice(0, mark.index).trim();
  }
  return rows;
}

/** Words printed around a price in running text: "$ 850,00 c/u", "a $ 850 cada uno", "USD 12.50 each". */
const PRICE_WORDS = /^(c\/u\.?|c\/u:|cada|uno|una|each|unit|unidad|unid\.?|uds?\.?|por|precio|=)$/i;

/**
 * A row with another block's cells beside it on the same line (returnable crates counted at the right of the
 * items): the row is the line's cells up to a column gap, when they add up by themselves.
 */
function rowBeforeBlockBeside(line: LayoutLine, style: NumberStyle): LayoutTableRow | null {
  for (let k = line.segments.length - 1; k >= 2; k--) {
    const gap = line.segments[k]![0]!.x0 - line.segments[k - 1]!.at(-1)!.x1;
    if (gap < line.unit * 2) continue;
    const words = line.segments.slice(0, k).flat();
    const part: LayoutLine = { ...line, words, segments: line.segments.slice(0, k), x1: words.at(-1)!.x1, text: line.segments.slice(0, k).map((seg) => seg.map((w) => w.text).join(' ')).join('\t') };
    const row = rowWithoutHeader(part, style);
    // Money has two decimals (or lost its separators to the OCR: "23070360"): "5  20 kg  100,0" (bags, kilos each,
    // kilos) adds up too, and is no row.
    const amountWord = words.filter((w) => /\d/.test(w.text)).at(-1)?.text ?? '';
    if (row?.validated && /\d[.,]\d{2}$|^\d{5,}$/.test(amountWord)) return { ...row, lines: [line], words: [...line.words] };
  }
  return null;
}

/**
 * Money as a row prints it: with cents, or at least three digits ("1 de 1", a page counter, or "2  5" are no price
 * and amount).
 */
/** A measure's unit after a number ("28 cm", "2,25 L", "500 ml"): the number is the product's size, never its price. */
const MEASURE_UNIT = /^(?:mm|cm|m|mts?|ml|cc|l|lts?|kg|kgs|g|grs?|w|v)\.?$/i;

const moneyShaped = (text: string): boolean => /\d[.,]\d{2}$|\d{3}/.test(text);

function rowWithoutHeader(line: LayoutLine, style: NumberStyle): LayoutTableRow | null {
  const words = line.words.filter((w) => !CURRENCY_TOKEN.test(w.text));
  const numbers: Array<{ at: number; value: number; rate: boolean; measure: boolean }> = [];
  for (let i = words.length - 1; i >= 0 && numbers.length < 6; i--) {
    const t = words[i].text;
    const rate = /%$/.test(t) || (i + 1 < words.length && words[i + 1].text === '%');
    const value = /\d/.test(t) ? parseAmount(t.replace(/^(U\$S|U\$D|US\$|USD|ARS|AR\$|\$)/i, '').replace(/%$/, ''), rate ? 'comma-decimal' : style) : null;
    if (value === null) {
      if (t === '%' || t.length <= 2 || PRICE_WORDS.test(t)) continue;
      break;
    }
    numbers.unshift({ at: i, value, rate, measure: MEASURE_UNIT.test(words[i + 1]?.text ?? '') });
  }
  const plain = numbers.filter((n) => !n.rate);
  if (plain.length < 2) return null;
  const amount = plain[plain.length - 1];
  let amountValue = amount.value;
  // "6  38.450,60  23070360": an amount printed without separators that lost them to the OCR (its digits alone).
  const amountLost = /^\d{5,}$/.test(words[amount.at]?.text ?? '');
  let quantity: number | null = null;
  let price: (typeof plain)[number] | null = null;
  let descEnd = -1;
  // Rightmost first: price just before the amount (a discount or rate may sit between them). A quantity and price
  // printed on the line that multiply to the amount come before any reading that implies a number: "24,00  904,75
  // 21  21.714,00" is 24 × 904,75 (the 21 a VAT rate printed without its sign), not 21.714 / 21 = 1034 units of 21.
  for (let j = plain.length - 2; j >= 0 && !price; j--) {
    const p = plain[j];
    if (p.value <= 0 || p.value > amount.value * 1.0001 + 0.01 || p.measure) continue;
    for (let k = j - 1; k >= 0; k--) {
      const q = plain[k];
      if (q.value > 0 && matches(new Decimal(q.value).times(p.value), amount.value)) {
        quantity = q.value;
        price = p;
        descEnd = q.at;
        break;
      }
      const lost = amountLost && Number.isInteger(q.value) ? LOST_SEPARATOR.find((f) => q.value > 0 && matches(new Decimal(q.value).times(p.value).times(f), amount.value)) : undefined;
      if (lost) {
        quantity = q.value;
        price = p;
        descEnd = q.at;
        amountValue = new Decimal(amount.value).dividedBy(lost).toNumber();
        break;
      }
    }
  }
  for (let j = plain.length - 2; j >= 0 && !price; j--) {
    const p = plain[j];
    if (p.value <= 0 || p.value > amount.value * 1.0001 + 0.01 || p.measure) continue;
    const implied = new Decimal(amount.value).dividedBy(p.value);
    // "6 5230000 313.800,00": the price between them lost its separators, so 6 is the quantity and the price is
    // amount / 6, not the other way round.
    // Only a number printed without any separator ("5230000") lost them; "2.890,70" did not.
    const lostPrice = plain
      .slice(j + 1, plain.length - 1)
      .find((n) => /^\d+$/.test(words[n.at]?.text ?? '') && LOST_SEPARATOR.some((f) => implied.times(f).equals(n.value)));
    if (lostPrice && Number.isInteger(p.value)) {
      quantity = p.value;
      price = { ...lostPrice, value: implied.toNumber() };
      descEnd = p.at;
    } else if (implied.isInteger() && implied.gte(1) && implied.lte(100_000) && moneyShaped(words[amount.at]?.text ?? '')) {
      quantity = implied.toNumber();
      price = p;
      descEnd = p.at;
    }
  }
  if (!price || quantity === null) return null;
  let start = 0;
  const code = words[0] && isCodeWord(words[0]) && descEnd > 1 ? words[0].text : null;
  if (code) start = 1;
  // A product card prints its name on a line of its own and, under it, "Cant. 15 unidades · Precio unitario $ …":
  // words that are captions and units only name nothing; the row takes its name from the line above (the caller).
  const captions = columnLabelWords(line);
  let before = words.slice(start, descEnd);
  // Cells of other columns between the name and the quantity ("m3 | 275,83 | 0% | 5% | 55%": a unit, a measure,
  // percentages): a cell of its own, set apart by a column gap, holding no word, is not part of the name.
  const cellOf = (w: LayoutWord) => line.segments.find((seg) => seg.includes(w));
  while (before.length > 1) {
    const cell = cellOf(before.at(-1)!);
    if (!cell || cell[0] === before[0] || !cell.every((w) => before.includes(w)) || cell.some((w) => /\p{L}{3}/u.test(w.text))) break;
    before = before.slice(0, before.length - cell.length);
  }
  // ... so does a line of the numbers alone ("2   21.300,01   $ 42.600,02" under its item's name).
  const captionsOnly =
    (before.length === 0 && start === 0) ||
    (before.some((w) => captions.has(w)) && before.every((w) => captions.has(w) || !/\p{L}/u.test(w.text) || UNIT_WORDS.has(w.text.toLowerCase().replace(/\.$/, ''))));
  const description = captionsOnly
    ? ''
    : withoutLeadingQuantity(before.map((w) => w.text).join(' '))
        .replace(/(\s+(a|x|@|por|=|[-–—:]))+$/i, '')
        .trim();
  if (!captionsOnly && !/\p{L}{3}/u.test(description)) return null;
  // The row's VAT rate: its one percentage that is a rate. A row prints at most a discount and a rate: two rates, or
  // three percentages or more ("0%  5%  5%": a certificate's progress), leave it to the foot.
  const percents = numbers.filter((n) => n.rate);
  const rates = percents.filter((n) => VALID_IVA_RATES.includes(n.value));
  const rate = rates.length === 1 && percents.length <= 2 ? rates[0]!.value : null;
  return {
    code,
    description,
    quantity,
    unitPrice: price.value,
    ivaRate: rate,
    discount: null,
    amount: amountValue,
    validated: true,
    explanation: amountValue !== amount.value ? 'amount read without its separators' : null,
    currencyMarker: line.words.find((w) => CURRENCY_TOKEN.test(w.text))?.text ?? null,
    lines: [line],
    words: line.words,
    moneyTexts: [words[price.at]?.text ?? '', words[amount.at]?.text ?? ''],
  };
}

/**
 * A remito whose table header OCR lost: its rows still read "description … 4kg" — words, then a quantity with its
 * unit. The longest run of such lines (two or more, close under each other) is the table; no prices (a remito's).
 */
export function readRowsWithUnits(layout: DocumentLayout): LayoutTableRow[] {
  let best: LayoutTableRow[] = [];
  let run: LayoutTableRow[] = [];
  for (const line of layout.lines) {
    const words = line.words;
    const texts = words.map((w) => w.text);
    let row: LayoutTableRow | null = null;
    // A list item opens with its quantity and unit after its bullet ("- 12 u. Aceite girasol 1,5 L"): that one, not
    // the size at the end of the article's name.
    const bullet = /^[-–•*·]$/.test(texts[0] ?? '') ? 1 : 0;
    const opening = bullet && words.length > 3 ? quantityWithUnit(texts, 1) : null;
    const named = opening ? words.slice(1 + opening.used) : [];
    if (opening && (named.map((w) => w.text).join(' ').match(/\p{L}{2,}/gu) ?? []).length >= 2) {
      row = { code: null, description: named.map((w) => w.text).join(' '), quantity: opening.quantity, unitPrice: null, ivaRate: null, discount: null, amount: null, validated: false, explanation: 'quantity read with its unit (no table header)', currencyMarker: null, lines: [line], words: [...words] };
    }
    // The quantity is the last one on the line ("… potes de 350 g  6cj"), or written after an "x" ("… 20 x 20 cm  x 3").
    for (let i = words.length - 1; i >= 2 && !row; i--) {
      // "… 2" X 6" X 4,27 M": a measure after a "x" is the last of an article's dimensions, not a quantity.
      const dimension = /^[xX×]$/.test(texts[i - 1] ?? '');
      const q = (dimension ? null : quantityWithUnit(texts, i)) ?? (i === words.length - 1 ? timesQuantity(texts, i) : null);
      if (!q) continue;
      const before = words.slice(0, 'start' in q ? q.start : i);
      const code = isCodeWord(before[0]!) && before.length > 2 ? before[0]!.text : null;
      const description = before.slice(code ? 1 : 0).map((w) => w.text).join(' ').trim();
      if ((description.match(/\p{L}{2,}/gu) ?? []).length < 2) continue;
      row = { code, description, quantity: q.quantity, unitPrice: null, ivaRate: null, discount: null, amount: null, validated: false, explanation: 'quantity read with its unit (no table header)', currencyMarker: null, lines: [line], words: [...words] };
    }
    const last = run[run.length - 1]?.lines[0];
    if (row && last && (last.page !== line.page || line.y0 - last.y1 > line.unit * 3)) {
      if (run.length > best.length) best = run;
      run = [];
    }
    if (row) run.push(row);
  }
  if (run.length > best.length) best = run;
  return best.length >= 2 ? best : [];
}

const CURRENCY_WORD = String.raw`(?:\$|U\$S|U\$D|US\$|USD|ARS|AR\$)`;
const NUMBER_WORD = String.raw`\d[\d.,]*\d|\d`;
/**
 * An item written as running text, as in an e-mail or a letter: `[- ] 3 u. Tubo LED 18 W a $ 3.640,25 c/u [= $ 10.920,75]`.
 * The quantity opens it (after a bullet or item number), the unit price closes it, marked as one: "a $", "@", "por $",
 * or "c/u", "cada uno", "each" after it.
 */
const ITEM_IN_TEXT = new RegExp(
  String.raw`^\s*(?:[-–•*·]|\d{1,3}[.)])?\s*(\d{1,5}(?:[.,]\d{1,3})?)\s*(?:(?:[a-záéíóú]{1,6}\.?)\s+)?(?:[xX×]\s+)?(.+?)\s+(a|@|x|por|de)?\s*(${CURRENCY_WORD})?\s*(${NUMBER_WORD})` +
    String.raw`\s*(c\/u\.?|cada\s+un[oa]|each|por\s+unidad|la\s+unidad|\/u\.?)?(?:\s*(?:=|→|total:?|,)?\s*(${CURRENCY_WORD})?\s*(${NUMBER_WORD}))?\s*[.;,]?$`,
  'iu',
);

/**
 * Items written as running text (an order sent by e-mail, a quote typed as a letter): lines reading quantity,
 * description and unit price with its marker (see ITEM_IN_TEXT). A line that also prints the amount must add up.
 * Not validated here: the caller weighs them against the document's total.
 */
export function readItemsInText(layout: DocumentLayout, style: NumberStyle): LayoutTableRow[] {
  const rows: LayoutTableRow[] = [];
  for (const line of layout.lines) {
    const text = line.words.map((w) => w.text).join(' ');
    const m = ITEM_IN_TEXT.exec(text);
    if (!m) continue;
    const [, qtyText, descText, marker, currency, priceText, perUnit, currency2, amountText] = m;
    const marked = !!perUnit || (!!marker && /^(a|@|por)$/i.test(marker) && !!(currency ?? currency2));
    const quantity = parseAmount(qtyText!, 'comma-decimal');
    const unitPrice = parseAmount(priceText!, style);
    if (!marked || quantity === null || quantity <= 0 || unitPrice === null || unitPrice <= 0) continue;
    const amount = amountText ? parseAmount(amountText, style) : null;
    if (amountText && (amount === null || !matches(new Decimal(quantity).times(unitPrice), amount))) continue;
    const description = withoutLeadingQuantity(`${qtyText} ${descText}`).trim();
    if ((description.match(/\p{L}{2,}/gu) ?? []).length < 1 || !/\p{L}{3}/u.test(description)) continue;
    rows.push({
      code: null, description, quantity, unitPrice, ivaRate: null, discount: null,
      amount: amount ?? moneyNumber(new Decimal(quantity).times(unitPrice)),
      validated: amount !== null, explanation: 'item written as text (quantity, description, unit price)',
      currencyMarker: currency ?? currency2 ?? null, lines: [line], words: [...line.words],
    });
  }
  return rows;
}

const RATE_IN_PARENS = /^\((\d{1,2}(?:[.,]\d{1,2})?)\s*%?\)$/;

/**
 * A fiscal printer's ticket: each item is "quantity [unit] x unit price" on a line of its own, then the description
 * with the VAT rate in parentheses and the amount ("12,280 L x 1.289,90" / "NAFTA SUPER (21,00) 15.839,97"). An item
 * is taken when quantity × price = amount.
 */
export function readTicketItems(layout: DocumentLayout, style: NumberStyle): LayoutTableRow[] {
  const rows: LayoutTableRow[] = [];
  for (const [i, line] of layout.lines.entries()) {
    const priced = itemUnderItsName(layout, i, style);
    if (priced) {
      rows.push(priced);
      continue;
    }
    const unpriced = unpricedItemUnderItsName(layout, i, style);
    if (unpriced) {
      rows.push(unpriced);
      continue;
    }
    const m = QTY_TIMES_PRICE.exec(line.words.map((w) => w.text).join(' '));
    if (!m) continue;
    // The description under it, wrapped over up to three lines: the last holds the (rate) and the amount.
    const under = nameLinesUnder(layout, i, style);
    const next = under.at(-1);
    if (!next) continue;
    const quantity = parseAmount(m[1]!, 'comma-decimal');
    const unitPrice = parseAmount(m[2]!, style);
    const money = moneyIn(next, style);
    const amount = money.at(-1)?.value ?? null;
    if (quantity === null || unitPrice === null || amount === null || quantity <= 0 || !matches(new Decimal(quantity).times(unitPrice), amount)) continue;
    const words = withoutTrailingMoney(next.words);
    const rate = words.length ? RATE_IN_PARENS.exec(words[words.length - 1]!.text) : null;
    const description = [...under.slice(0, -1).flatMap((l) => l.words), ...(rate ? words.slice(0, -1) : words)].map((w) => w.text).join(' ').trim();
    if (!/\p{L}{2}/u.test(description)) continue;
    const ivaRate = rate ? parseAmount(rate[1]!, 'comma-decimal') : m[3] ? parseAmount(m[3], 'comma-decimal') : null;
    rows.push({
      code: null, description, quantity, unitPrice, ivaRate: ivaRate !== null && VALID_IVA_RATES.includes(ivaRate) ? ivaRate : null, discount: null, amount,
      validated: true, explanation: 'ticket item (quantity x price, then description and amount)', currencyMarker: null,
      lines: [line, ...under], words: [line, ...under].flatMap((l) => l.words),
    });
  }
  // An item without its price is one only among items that have theirs.
  return rows.some((r) => r.validated) ? rows : [];
}

/**
 * The lines under a ticket's "quantity x price" line `i` that hold its item: words only (a long name wraps), then the
 * line with the amount; empty when no amount follows within three lines.
 */
function nameLinesUnder(layout: DocumentLayout, i: number, style: NumberStyle): LayoutLine[] {
  const under: LayoutLine[] = [];
  for (let k = i + 1; k <= i + 3; k++) {
    const l = layout.lines[k];
    const above = layout.lines[k - 1]!;
    if (!l || l.page !== above.page || l.y0 - above.y1 > above.unit * 1.5) return [];
    const flat = l.text.replace(/\t/g, ' ');
    if (QTY_TIMES_PRICE.test(flat) || QTY_WITHOUT_PRICE.test(flat)) return [];
    under.push(l);
    if (moneyIn(l, style).length) return under;
    if (!/\p{L}{2}/u.test(l.text)) return [];
  }
  return [];
}

/** "1 x S/PRECIO  -": the quantity of an item whose price is still to be set, and a dash for its amount. */
const QTY_WITHOUT_PRICE = /^\s*(\d+(?:[.,]\d{1,3})?)\s*(?:(?:L|LT|LTS|KG|KGS|U|UN|UNID|M|MT|M2|M3)\.?\s*)?[xX×*]\s*(?:S\/\s*PRECIO|SIN\s+PRECIO|A\s+CONFIRMAR|A\s+CONVENIR|CONSULTAR)\s*[-–—]*\s*$/i;

const QTY_PRICE_AMOUNT = /^\s*(\d+(?:[.,]\d{1,3})?)\s*(?:(?:L|LT|LTS|KG|KGS|U|UN|UNID|M|MT|M2|M3)\.?\s*)?[xX×*]\s*\$?\s*(\d[\d.,]*)\s+\$?\s*(\d[\d.,]*\d)\s*$/i;

/**
 * The other order a narrow ticket prints: the description on a line of its own, then "4 x 7.405,56   29.622,24"
 * (quantity × price and the amount) under it.
 */
function itemUnderItsName(layout: DocumentLayout, i: number, style: NumberStyle): LayoutTableRow | null {
  const line = layout.lines[i]!;
  const m = QTY_PRICE_AMOUNT.exec(line.words.map((w) => w.text).join(' '));
  if (!m) return null;
  const quantity = parseAmount(m[1]!, 'comma-decimal');
  const unitPrice = parseAmount(m[2]!, style);
  const amount = parseAmount(m[3]!, style);
  if (amount === null) return null;
  if (quantity === null || unitPrice === null || quantity <= 0 || !matches(new Decimal(quantity).times(unitPrice), amount)) return null;
  const names = namesAbove(layout, i, style);
  if (!names.length) return null;
  const description = names.map((l) => l.words.map((w) => w.text).join(' ')).join(' ').trim();
  return {
    code: null, description, quantity, unitPrice, ivaRate: null, discount: null, amount,
    validated: true, explanation: 'ticket item (description, then quantity x price and amount)', currencyMarker: null,
    lines: [...names, line], words: [...names.flatMap((l) => l.words), ...line.words],
  };
}

/** The same with the price still to be set ("1 x S/PRECIO  -"): the item and its quantity, no price. */
function unpricedItemUnderItsName(layout: DocumentLayout, i: number, style: NumberStyle): LayoutTableRow | null {
  const line = layout.lines[i]!;
  const m = QTY_WITHOUT_PRICE.exec(line.words.map((w) => w.text).join(' '));
  const quantity = m ? parseAmount(m[1]!, 'comma-decimal') : null;
  if (quantity === null || quantity <= 0) return null;
  const names = namesAbove(layout, i, style);
  if (!names.length) return null;
  return {
    code: null, description: names.map((l) => l.words.map((w) => w.text).join(' ')).join(' ').trim(), quantity, unitPrice: null, ivaRate: null, discount: null, amount: null,
    validated: false, explanation: 'ticket item without its price (quantity x "S/PRECIO")', currencyMarker: null,
    lines: [...names, line], words: [...names.flatMap((l) => l.words), ...line.words],
  };
}

/** The lines of an item's name over its numbers line `i` (up to three: a long name wraps). */
function namesAbove(layout: DocumentLayout, i: number, style: NumberStyle): LayoutLine[] {
  const line = layout.lines[i]!;
  // The name's lines hold words only (no money of their own, no "x" of another item), close over it; a long name
  // wraps onto two or three of them.
  // Not the column captions over the items ("CANT x P.UNIT  IMPORTE").
  const caption = (l: LayoutLine) => columnLabelWords(l).size * 2 >= l.words.length;
  const isName = (l: LayoutLine | undefined, below: LayoutLine): l is LayoutLine =>
    !!l && l.page === below.page && below.y0 - l.y1 < below.unit * 1.5 && /\p{L}{2}/u.test(l.text) && !moneyIn(l, style).length && !QTY_TIMES_PRICE.test(l.text.replace(/\t/g, ' ')) && !QTY_WITHOUT_PRICE.test(l.text.replace(/\t/g, ' ')) && !caption(l);
  const names: LayoutLine[] = [];
  for (let k = i - 1; names.length < 3 && isName(layout.lines[k], names[0] ?? line); k--) names.unshift(layout.lines[k]!);
  return names;
}

const QUANTITY_LABEL = /^(cantidad|cant\.?|qty\.?|quantity|unidades|uds\.?)\s*:?\s*(\d{1,5}(?:[.,]\d{1,3})?)(?!\S)/i;
const MONEY_WORD = new RegExp(String.raw`^${CURRENCY_WORD}?\s*(${NUMBER_WORD})$`, 'i');

/** A line's words without the money at its right end ("Router WiFi 6  $143.869,00" → "Router WiFi 6"). */
function withoutTrailingMoney(words: readonly LayoutWord[]): LayoutWord[] {
  let end = words.length;
  while (end > 0 && (MONEY_WORD.test(words[end - 1]!.text) || CURRENCY_TOKEN.test(words[end - 1]!.text) || /^c\/u\.?$/i.test(words[end - 1]!.text))) end--;
  return words.slice(0, end);
}

/**
 * A name's words without the prices printed after it ("Juego de sábanas 2  $ 37.900,00 c/u" → "Juego de sábanas 2"):
 * a number is a price only with its cents or its currency sign.
 */
function withoutTrailingPrices(words: readonly LayoutWord[]): LayoutWord[] {
  let end = words.length;
  const price = (k: number) => {
    const t = words[k]!.text;
    return CURRENCY_TOKEN.test(t) || /^c\/u\.?$/i.test(t) || (MONEY_WORD.test(t) && (/[.,]\d{2}$/.test(t) || /^\D/.test(t) || (k > 0 && CURRENCY_TOKEN.test(words[k - 1]!.text))));
  };
  while (end > 0 && price(end - 1)) end--;
  return words.slice(0, end);
}

/**
 * A card's name on one of its lines: the cells before the first that opens with a price ("Pava eléctrica acero |
 * $ 47.100,00 c/u", whatever the OCR made of the "c/u"), without the prices at its end.
 */
function nameWords(line: LayoutLine): LayoutWord[] {
  const priceAt = line.segments.findIndex((seg, k) => k > 0 && (CURRENCY_TOKEN.test(seg[0]!.text) || (MONEY_WORD.test(seg[0]!.text) && /[.,]\d{2}$/.test(seg[0]!.text))));
  return withoutTrailingPrices(priceAt > 0 ? line.segments.slice(0, priceAt).flat() : line.words);
}

/** The money amounts of a line ("$8.422,80", "USD 12.50"), with whether "c/u" follows each. */
function moneyIn(line: LayoutLine, style: NumberStyle): Array<{ value: number; perUnit: boolean }> {
  const texts = line.words.map((w) => w.text);
  const out: Array<{ value: number; perUnit: boolean }> = [];
  for (let i = 0; i < texts.length; i++) {
    const joined = CURRENCY_TOKEN.test(texts[i]!) && i + 1 < texts.length ? `${texts[i]}${texts[i + 1]}` : texts[i]!;
    const m = MONEY_WORD.exec(joined);
    // Money is written with its cents or its currency sign: a bare "6" or "1,5" is part of a description.
    if (!m || !(/[.,]\d{2}$/.test(m[1]!) || /^\D/.test(joined))) continue;
    // A size ("2,25 L", "0,75 kg") is part of the name.
    if (joined === texts[i] && MEASURE_UNIT.test(texts[i + 1] ?? '')) continue;
    const value = parseAmount(m[1]!, style);
    if (joined !== texts[i]) i++;
    if (value !== null && value > 0) out.push({ value, perUnit: /^c\/u\.?$|^each$/i.test(texts[i + 1] ?? '') });
  }
  return out;
}

/**
 * Items shown as cards (an online shop's order): the product's name, under it "Cantidad: 2", the price at the right
 * of either, and perhaps the unit price ("$ 4.211,40 c/u") under them. The card is the quantity's line and the lines
 * above it up to the name; the price is the amount of the card unless marked per unit.
 */
export function readItemCards(layout: DocumentLayout, style: NumberStyle): LayoutTableRow[] {
  const rows: LayoutTableRow[] = [];
  const lines = layout.lines;
  let floor = -1;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.words.map((w) => w.text).join(' ');
    const qm = QUANTITY_LABEL.exec(text);
    // A marketplace's card says it as the unit price times the quantity ("$ 11.500,00 x 2 u.").
    const tm = qm ? null : PRICE_TIMES_QTY.exec(text);
    if (!qm && !tm) continue;
    const quantity = parseAmount(qm ? qm[2]! : tm![2]!, 'comma-decimal');
    if (quantity === null || quantity <= 0) continue;
    // The card's band: from its quantity's left edge (a thumbnail's initials left of it are no name) to a side
    // column printed beside the cards (an order's summary, the billing data), when there is one.
    const band = cardBand(lines, i);
    // The name: the nearest lines above with words, not only money nor an article's code, after the previous card; a
    // long name wraps onto two or three of them. Lines with nothing in the card's band (a side column's) are passed.
    const names: LayoutLine[] = [];
    for (let j = i - 1; j > floor && j >= i - 7 && names.length < 3; j--) {
      if (lines[j]!.page !== lines[i]!.page) break;
      const inBand = band(lines[j]!);
      const words = nameWords(inBand).map((w) => w.text).join(' ');
      if (!inBand.words.length || (!names.length && ENTRY_CODE.test(words))) continue;
      if (!/\p{L}{2,}/u.test(words) || QUANTITY_LABEL.test(words)) {
        if (names.length) break;
        continue;
      }
      if (names.length && names[0]!.y0 - inBand.y1 > inBand.unit * 1.5) break;
      names.unshift(inBand);
    }
    const description = names.map((l) => nameWords(l).map((w) => w.text).join(' ')).join(' ').trim();
    if (!names.length || (description.match(/\p{L}{2,}/gu) ?? []).length < 2) continue;
    // A line's index is its place in the document's lines.
    const nameAt = names[0]!.index;
    // The unit price under the quantity ("$ 4.211,40 c/u" alone): not the next card's name with its own.
    const next = lines[i + 1] && lines[i + 1]!.page === lines[i]!.page ? band(lines[i + 1]!) : null;
    const after = !tm && next && !QUANTITY_LABEL.test(next.text) && !withoutTrailingPrices(next.words).length && moneyIn(next, style).some((x) => x.perUnit) ? [lines[i + 1]!] : [];
    const card = [...lines.slice(nameAt, i + 1), ...after];
    const money = card.flatMap((l) => (tm && l === lines[i] ? [] : moneyIn(band(l), style)));
    const each = tm ? parseAmount(tm[1]!, style) : (money.find((x) => x.perUnit)?.value ?? null);
    const amount = money.filter((x) => !x.perUnit).pop()?.value ?? null;
    if (amount === null && each === null) continue;
    const unitPrice = each ?? moneyNumber(new Decimal(amount!).dividedBy(quantity));
    if (each !== null && amount !== null && !matches(new Decimal(quantity).times(each), amount)) continue;
    // "price x quantity" alone is too common a shape to be taken without the card's amount agreeing.
    if (tm && amount === null) continue;
    rows.push({
      code: null, description, quantity, unitPrice, ivaRate: null, discount: null,
      amount: amount ?? moneyNumber(new Decimal(quantity).times(each!)),
      validated: each !== null && amount !== null, explanation: tm ? 'item read as a card (name and price, then "price x quantity")' : 'item read as a card (name, "Cantidad:", price)',
      currencyMarker: null, lines: card, words: card.flatMap((l) => band(l).words),
    });
    floor = i + after.length;
  }
  return rows;
}

/**
 * The part of each line that belongs to the card whose quantity is on line `i`: words from the quantity's left edge
 * (a thumbnail's initials left of it are no name) up to a side column beside the cards — text at one left edge on
 * two lines or more of the card's neighbourhood, mostly words (not the cards' prices), that no word crosses.
 */
function cardBand(lines: readonly LayoutLine[], i: number): (line: LayoutLine) => LayoutLine {
  const at = lines[i]!;
  const left = at.words[0]!.x0;
  const u = at.unit;
  const window = lines.slice(Math.max(0, i - 6), i + 2).filter((l) => l.page === at.page);
  const starts = window.flatMap((l) => l.segments.filter((seg) => seg[0]!.x0 > left + u * 4).map((seg) => ({ line: l, seg })));
  let right = Infinity;
  for (const { seg } of starts.sort((a, b) => a.seg[0]!.x0 - b.seg[0]!.x0)) {
    const x = seg[0]!.x0;
    const same = starts.filter((s) => Math.abs(s.seg[0]!.x0 - x) < u);
    // Mostly words there (a status or a price beside the cards is no column of its own).
    const wordy = same.filter((s) => s.seg.some((w) => /\p{L}{2,}/u.test(w.text)));
    const crossed = window.some((l) => l.words.some((w) => w.x0 < x - u * 0.5 && w.x1 > x));
    if (new Set(same.map((s) => s.line)).size >= 2 && wordy.length * 2 > same.length && !crossed) {
      right = x - u * 0.5;
      break;
    }
  }
  return (line) => {
    const words = line.words.filter((w) => w.x1 > left - u && w.x0 < right);
    if (words.length === line.words.length) return line;
    return { ...line, words, segments: line.segments.map((seg) => seg.filter((w) => words.includes(w))).filter((seg) => seg.length), text: words.map((w) => w.text).join(' '),
      x0: words[0]?.x0 ?? line.x0, x1: words.at(-1)?.x1 ?? line.x1 };
  };
}

/** A card's "unit price x quantity" line: "$ 11.500,00 x 2 u.", "$ 4.211,40 x 3 unidades". */
const PRICE_TIMES_QTY = new RegExp(String.raw`^${CURRENCY_WORD}?\s*(${NUMBER_WORD})\s*[xX×]\s*(\d{1,5}(?:[.,]\d{1,3})?)\s*(?:u|un|unid|unidad|unidades|uds?)?\.?$`, 'i');

/** An item's number opening its entry: "1)", "12)". */
const ITEM_NUMBER = /^(\d{1,3})\)$/;
/** Parts of a numbered entry that are no description: the article's code ("art. EM0115"), its packages ("1 bto."). */
const ENTRY_CODE = /^(?:art|cód|cod|código|codigo|ref|sku)\.?:?\s+(\S+)$/i;
const ENTRY_PACKAGES = /^\d{1,4}\s*(?:bto|btos|bulto|bultos|cj|cjs|caja|cajas|pallet|pallets)\.?$/i;

/**
 * Items written as numbered entries ("1) 1 u. · FILM STRETCH … (ROLLO) · art. EM0115 · 1 bto."), also in two columns
 * of text read down one column and then the next: the entries' numbers, in that order, must run 1, 2, 3 … without a
 * gap, which is what says where each column starts. An entry's words are those of its column from its number down to
 * the next one's (or to the end of the list); its quantity opens it with its unit; its parts apart by "·" or "|" are
 * the description, the code and the packages. Remito rows: no prices.
 */
export function readNumberedItems(layout: DocumentLayout): LayoutTableRow[] {
  for (const page of layout.pages) {
    const starts = page.lines.flatMap((line) =>
      line.segments
        .filter((seg) => ITEM_NUMBER.test(seg[0]!.text) && seg.length > 2 && /^\d/.test(seg[1]!.text))
        .map((seg) => ({ line, word: seg[0]!, n: Number(ITEM_NUMBER.exec(seg[0]!.text)![1]) })),
    );
    if (starts.length < 2) continue;
    // Columns: the entries' numbers at one left edge.
    const columns: number[] = [];
    for (const s of [...starts].sort((a, b) => a.word.x0 - b.word.x0)) {
      if (!columns.some((x) => Math.abs(x - s.word.x0) < s.line.unit * 2)) columns.push(s.word.x0);
    }
    // An entry's number the OCR ran into the words before it ("… 100 M 5) 1u. FLEJE"): at a column's edge, it opens one too.
    for (const line of page.lines) {
      line.words.forEach((word, k) => {
        const n = ITEM_NUMBER.exec(word.text);
        if (!n || k === 0 || !/^\d/.test(line.words[k + 1]?.text ?? '') || starts.some((s) => s.word === word)) return;
        if (columns.some((x) => Math.abs(x - word.x0) < line.unit * 2)) starts.push({ line, word, n: Number(n[1]) });
      });
    }
    const columnOf = (x: number) => columns.reduce((best, c, i) => (x >= c - page.unit * 2 ? i : best), 0);
    const ordered = [...starts].sort((a, b) => columnOf(a.word.x0) - columnOf(b.word.x0) || a.line.y0 - b.line.y0);
    if (!ordered.every((s, i) => s.n === i + 1)) continue;
    const rows: LayoutTableRow[] = [];
    for (const [i, start] of ordered.entries()) {
      const column = columnOf(start.word.x0);
      const left = columns[column]! - page.unit;
      const right = column + 1 < columns.length ? columns[column + 1]! - page.unit : page.width;
      const next = ordered[i + 1] && columnOf(ordered[i + 1]!.word.x0) === column ? ordered[i + 1]! : null;
      const words: LayoutWord[] = [];
      const lines: LayoutLine[] = [];
      let bottom = start.line.y1;
      for (const line of page.lines) {
        if (line.y0 < start.line.y0 - 1 || (next && line.y0 >= next.line.y0 - 1)) continue;
        const inColumn: LayoutWord[] = [];
        for (const w of line.words) {
          if (w.x0 < left || w.x0 >= right || (line === start.line && w.x0 < start.word.x0) || !/[\p{L}\d]/u.test(w.text)) continue;
          // A speck far past the entry's words (a punched hole, the page's edge) is none of them.
          const last = inColumn[inColumn.length - 1];
          if (last && w.x0 - last.x1 > line.unit * 4) break;
          inColumn.push(w);
        }
        if (!inColumn.length) continue;
        // The list ends at a gap (the foot, a total of its lines) when no next entry bounds it.
        if (!next && line.y0 - bottom > line.unit * 1.5) break;
        words.push(...inColumn);
        lines.push(line);
        bottom = line.y1;
      }
      const row = entryRow(words.slice(1));
      if (!row) return [];
      rows.push({ ...row, lines, words });
    }
    return rows;
  }
  return [];
}

/** One numbered entry's words without its number: the quantity and unit first, then its parts. */
function entryRow(words: LayoutWord[]): Omit<LayoutTableRow, 'lines' | 'words'> | null {
  const texts = words.map((w) => w.text);
  const q = quantityWithUnit(texts, 0);
  if (!q) return null;
  const parts = texts
    .slice(q.used)
    .join(' ')
    .split(/\s+[·|]\s+|^[·|]\s+|\s+[·|]$/)
    .map((p) => p.trim())
    .filter(Boolean);
  let code: string | null = null;
  const described: string[] = [];
  for (const part of parts) {
    const isCode = ENTRY_CODE.exec(part);
    if (isCode) code = isCode[1]!;
    else if (ENTRY_PACKAGES.test(part)) continue;
    // A code alone in its part ("EM0164"), printed where the list breaks the entry apart.
    else if (/^[A-Z]{1,4}\d{2,}$/.test(part)) code ??= part;
    else described.push(part);
  }
  // Without the separators (lost to the OCR), the code and the packages are still told by their words.
  let description = described.join(' ').trim();
  const codeWord = /\s+(?:art|cód|cod|ref|sku)\.?:?\s+([A-Z]{1,4}\d{2,}\w*)/i.exec(description);
  if (codeWord) {
    code ??= codeWord[1]!;
    description = description.replace(codeWord[0], '');
  }
  description = description.replace(/\s+\d{1,4}\s*(?:bto|btos|bulto|bultos|cj|cjs|cajas?)\.?(?=\s|$)/gi, '').trim();
  if ((description.match(/\p{L}{2,}/gu) ?? []).length < 2) return null;
  return { code, description, quantity: q.quantity, unitPrice: null, ivaRate: null, discount: null, amount: null, validated: false, explanation: 'numbered entry: quantity with its unit', currencyMarker: null };
}
