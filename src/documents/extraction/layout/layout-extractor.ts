import Decimal from 'decimal.js';
import type { DraftLine, ReadDocument, TemplateHints } from '../../document.types';
import type { DocumentLayout } from '../../layout/document-layout';
import { parseAmount, type NumberStyle } from '../rules/amounts';
import { findDates } from '../rules/dates';
import { readServicePeriod } from '../rules/header-fields';
import { fold, toLines } from '../rules/text-lines';
import { findCuits } from '../rules/identifiers';
import { withoutZeroRows, type TableRow } from '../rules/line-table';
import { PriceMatcher } from '../../review/price-matcher';
import { issuerIdentity, nameTokens } from '../rules/receiver-block';
import { extractFromText, money, near, pricesIncludeIva, vatOf, type RulesExtraction, type TextReading } from '../rules/rules-extractor';
import { printedVoucherLetter } from '../rules/voucher-letter';
import { footRate, otherTaxParts, readTotals, withoutOtherTaxes, withUnratedVat } from '../rules/totals-block';
import { dateOnlyAfterOtherLabels, documentKind, indexLabels, readDateByLabel, readDateInBoxes, readDateInHeading, readDeliveryDateByLabel,
  readDateInLooseBoxes, printedOutsideZone, readReceiverByLayout, readReferenceByLabel, readServicePeriodByLabel, readTotalByLabel, readVatByLayout, type Reading } from './header-readers';
import { readItemCards, readItemsInText, readNumberedItems, readRowsWithoutHeader, readRowsWithUnits, readTicketItems } from './free-rows';
import { PRICE_NOT_SET, readTableByColumns, type LayoutTableRow } from './table-reader';

/** The words each column-read row came from, for the OCR's certainty of a row nothing else vouches for. */
const rowWords = new WeakMap<TableRow, LayoutTableRow['words']>();

/** Rows whose price cell says the price is not set ("a confirmar", "s/precio"): no price, and no reading's fault. */
const priceNotSet = new WeakSet<TableRow>();

const asRows = (rows: LayoutTableRow[]): TableRow[] =>
  rows.map((r) => {
    const row: TableRow = {
      description: r.description,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      ivaRate: r.ivaRate,
      amount: r.amount,
      validated: r.validated,
      lineIndexes: r.lines.map((l) => l.index),
      currencyMarker: r.currencyMarker,
    };
    rowWords.set(row, r.words);
    if (r.unitPrice === null && r.amount === null && r.lines.some((l) => PRICE_NOT_SET.test(l.text))) priceNotSet.add(row);
    return row;
  });

/**
 * The count of lines ("Renglones: 6", "Cantidad de ítems: 4") and of units ("Total de unidades: 180", "Total u.: 42")
 * a document prints at its foot, when it prints one. Not a count of packages ("Bultos: 4").
 */
export function printedCounts(text: string): { lines: number | null; units: number | null } {
  const key = fold(text);
  const lines = /\b(?:RENGLONES|ITEMS|CANT(?:IDAD)?\.? DE (?:RENGLONES|ITEMS|ARTICULOS|LINEAS))\s*:\s*(\d{1,3})\b(?![.,]\d)/.exec(key);
  const units = /\bTOTAL (?:DE )?(?:UNIDADES|UNID\.?|U\.)\s*:?\s*(\d{1,7})\b(?![.,]\d)/.exec(key);
  return { lines: lines ? Number(lines[1]) : null, units: units ? Number(units[1]) : null };
}

/** 118915446 → 18915446: the amount without its leading "1"; null when it has no such digit to drop. */
export function withoutLeadingOne(amount: number): number | null {
  const text = new Decimal(amount).toFixed(2);
  if (!/^1\d/.test(text)) return null;
  return new Decimal(text.slice(1)).toNumber();
}

/** How well a reading of the lines holds together: rows whose numbers add up, and lines that add up to the total. */
function tableScore(rows: TableRow[], total: number | null, vatAtFoot: Decimal, singleRate: number | null): number {
  if (!rows.length) return 0;
  // Rows printed without a price ("a confirmar", "s/precio") are left out of a total that says so: the priced ones
  // still make it.
  const pricedRows = rows.filter((r) => r.unitPrice !== null || r.amount !== null);
  const priced = pricedRows.length > 0 && rows.every((r) => pricedRows.includes(r) || priceNotSet.has(r));
  let score = rows.filter((r) => r.validated).length * 2 + rows.length;
  if (priced && total !== null) {
    const sum = money(pricedRows);
    if (near(sum, total) || near(sum.plus(vatAtFoot), total) || near(sum.plus(vatOf(rows, singleRate)), total)) score += 1000;
  }
  return score;
}

/** Whether every row's amount is one of the given quantities, each quantity used once. */
function amountsAmong(rows: readonly TableRow[], quantities: ReadonlyArray<number | null>): boolean {
  const left = [...quantities];
  return rows.every((r) => {
    const at = r.amount === null ? -1 : left.indexOf(r.amount);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/**
 * The layout readers' draft, checked against the text rules': where both read a field the same, its confidence
 * rises; where they differ, the reading with the stronger evidence wins (a labelled value over an unlabelled one,
 * lines that add up to the total over lines that do not), and the other is noted as the alternative.
 */
export function withLayout(doc: ReadDocument, hints: TemplateHints, fromText: RulesExtraction, reading: TextReading, layout: DocumentLayout): RulesExtraction {
  if (!layout.lines.length) return fromText;
  const notes = [...fromText.notes];
  const fieldConfidence = { ...fromText.fieldConfidence };
  const data = structuredClone(fromText.data);
  if (layout.repeatedPages.length) notes.push(`pages ${layout.repeatedPages.join(', ')} repeat an earlier page (copies) and were read once`);

  const { style } = reading;
  const table = readTableByColumns(layout, style);
  const regions = {
    tableTop: table ? { page: table.header.line.page, y: table.header.line.y0 } : null,
    tableBottom: table?.endLine ? { page: table.endLine.page, y: table.endLine.y0 } : null,
    tableHeaderSpan: table ? { x0: Math.min(...table.header.columns.map((c) => c.x0)), x1: Math.max(...table.header.columns.map((c) => c.x1)) } : null,
  };
  const labels = indexLabels(layout);
  // For OCR the text rules also read the model's lines (levelled, cells in order), which OCR's own line order often
  // is not: a foot whose captions and amounts OCR set on different lines reads whole there.
  const ocr = doc.pages.some((p) => p.source === 'ocr');
  const levelledPages = ocr ? layout.pages.map((p) => ({ number: p.number, text: p.lines.map((l) => l.text).join('\n'), source: 'text-layer' as const, ocrConfidence: null })) : [];
  const levelledReading = ocr ? extractFromText({ mimeType: doc.mimeType, pages: levelledPages, text: levelledPages.map((p) => p.text).join('\n\f\n') }, hints).reading : null;
  const footOf = (t: TextReading['totals']) => (t.total !== null ? 1 : 0) + t.vat.length + t.vatContained.length + (t.subtotal !== null ? 1 : 0);
  // Only with the same total (a total read there alone may be another line's number: "TOTAL  s283085900" then "Validez
  // de la oferta: 10 días").
  if (levelledReading && levelledReading.totals.total !== null && levelledReading.totals.total === reading.totals.total && footOf(levelledReading.totals) > footOf(reading.totals)) {
    reading = { ...reading, totals: levelledReading.totals };
    notes.push('totals read from the levelled OCR lines');
  }
  // VAT amounts the text rules did not see: a totals band printed as captions over values.
  const bandVat = reading.totals.vat.length ? [] : readVatByLayout(layout, regions, style);
  if (bandVat.length) notes.push(`VAT at the foot read by layout: ${bandVat.map((v) => `${v.rate} % ${v.amount}`).join(', ')}`);
  const footTotals = bandVat.length ? { ...reading.totals, vat: bandVat } : (footUnderTable(layout, table, reading) ?? reading.totals);

  // The total, by label below the table; the text rules' reading when the label reader found none.
  const labelTotal = readTotalByLabel(labels, regions, style);
  // A VAT amount without its rate, of the total the label reader found where the text rules read none, or another
  // ("Son pesos: …  Total  $ 93.054,00").
  const totals = labelTotal && labelTotal.value !== footTotals.total ? withUnratedVat(footTotals, labelTotal.value) : footTotals;
  const vatAtFoot = totals.vat.reduce((s, v) => s.plus(v.amount), new Decimal(0));
  const singleRate = footRate(totals);

  // Lines: the column reading when it holds together at least as well as the text reading. For OCR the text
  // rules also read the model's lines (levelled, cells in order), which OCR's own line order often is not.
  const printedTotals = [labelTotal?.value ?? null, totals.total].filter((t): t is number => t !== null);
  // A total holding perceptions or internal taxes is also tried without them (each, or all together).
  const candidatesTotal = [...printedTotals, ...printedTotals.flatMap((t) => otherTaxParts(totals.otherTaxes).map((part) => new Decimal(t).minus(part).toNumber()))];
  // Lines without a rate, and no VAT at the foot: the template's rate is the one the total was made with.
  const fallbackRate = singleRate ?? hints.ivaRate ?? null;
  const bestScore = (rows: TableRow[]) => Math.max(0, ...(candidatesTotal.length ? candidatesTotal : [null]).map((t) => tableScore(rows, t, vatAtFoot, fallbackRate)));
  const withoutHeader = table ? [] : readRowsWithoutHeader(layout, style);
  // No table at all: items written as running text, shown as cards, or a remito's quantities with their units —
  // whichever reading the document's total vouches for best; rows that add up to it are taken as validated.
  // Rows read without a header by their arithmetic compete with them too: one stray "20 x 20" is not a table.
  const free = table ? [] : [readItemsInText(layout, style), readItemCards(layout, style), readTicketItems(layout, style), readRowsWithUnits(layout)].filter((r) => r.length);
  const freeRows = free.map((r) => ({ rows: r, score: bestScore(asRows(r)) })).sort((a, b) => b.score - a.score)[0];
  const headerlessScore = bestScore(asRows(withoutHeader));
  // ... and a free reading that adds up as well with more rows (a ticket's item printed "1 x S/PRECIO").
  const freeWins =
    !!freeRows &&
    (!withoutHeader.length ||
      (withoutHeader.length === 1 && freeRows.score > headerlessScore) ||
      (freeRows.score >= 1000 && headerlessScore < 1000) ||
      (freeRows.score >= headerlessScore && freeRows.rows.length > withoutHeader.length));
  // One row of several units whose price was not printed (its amount divided by its quantity) is no more than the
  // total it equals: that proves nothing of its quantity or its price.
  const oneUnprinted = (rows: ReadonlyArray<{ validated: boolean; quantity: number | null }>) => rows.length === 1 && !rows[0]!.validated && rows[0]!.quantity !== null && rows[0]!.quantity !== 1;
  if (freeRows && freeWins && !oneUnprinted(freeRows.rows) && (freeRows.score >= 1000 || sumPrintedBelow(freeRows.rows, layout, style))) for (const r of freeRows.rows) r.validated = true;
  const headerless = table ? withoutHeader : freeWins ? freeRows!.rows : withoutHeader;
  // A ticket's items under column captions ("CANT./PRECIO UNIT." over "DESCRIPCION  IMPORTE"): each item's
  // "quantity x price" line with its name and amount under it, wrapped over lines the columns cannot tell apart.
  const tickets = table ? readTicketItems(layout, style) : [];
  const ticketsOverTable = !!table && tickets.length > 0 && bestScore(asRows(tickets)) >= bestScore(asRows(table.rows));
  const columnRows = withoutZeroRows(asRows(ticketsOverTable ? tickets : table ? table.rows : headerless));
  // Items written as numbered entries, in one or two columns of text ("1) 1 u. · FILM STRETCH … · 1 bto."): their
  // numbers running 1, 2, 3 … vouch for them where no row read otherwise adds up.
  const numbered = readNumberedItems(layout);
  const byNumber = numbered.length >= 2 && numbered.length >= columnRows.length && !columnRows.some((r) => r.validated) && bestScore(columnRows) < 1000;
  const layoutRows = byNumber ? withoutZeroRows(asRows(numbered)) : columnRows;
  let textRows = reading.rows;
  if (levelledReading) {
    const again = levelledReading.rows;
    if (bestScore(again) > bestScore(textRows)) {
      textRows = again;
      notes.push('lines read by the text rules from the levelled OCR lines');
    }
  }
  // A remito's table names no price, yet its packages × units per package = units read as quantity × price =
  // amount by the text rules: their "amounts" are the table's quantity column, not prices.
  const quantitiesAsAmounts = !!table && !table.priced && textRows.length > 0 && textRows.length <= table.rows.length && amountsAmong(textRows, table.rows.map((r) => r.quantity));
  if (quantitiesAsAmounts) notes.push('the text rules read the quantity column as amounts (the table names no price): its columns are kept');
  // A remito's table read under its header: text lines that do not add up (a stamp, a footer) add no rows to it.
  const unpricedTable = !!table && !table.priced && table.rows.length > 0 && !textRows.some((r) => r.validated);
  const useLayoutRows = layoutRows.length > 0 && (byNumber || bestScore(layoutRows) >= bestScore(textRows) || quantitiesAsAmounts || unpricedTable);
  const vouchedByTotal = useLayoutRows && bestScore(layoutRows) >= 1000 && !oneUnprinted(layoutRows);
  const rows = useLayoutRows ? layoutRows : textRows;
  const mended = mendedByFoot(rows, [totals.subtotal, ...printedTotals.flatMap((t) => [t, new Decimal(t).minus(vatAtFoot).toNumber()])]);
  if (mended) notes.push(mended);
  if (ratesFromFoot(rows, totals.vat)) notes.push('VAT rates of the lines taken from the VAT amounts at the foot (the rate column was not read)');
  else if (totals.vat.length === 0 && totals.vatContained.length === 0 && totals.vatWithoutRate.length === 1 && totals.vatWithoutRate[0]!.contained && ratesFromContainedVat(rows, totals.vatWithoutRate[0]!.amount)) {
    notes.push('VAT rates of the lines taken from the VAT the total contains (21 % and 10,5 %: the only split that adds up to it)');
  }
  if (!useLayoutRows && textRows !== reading.rows) {
    data.lines = textRows.map((r, i): DraftLine => {
      fieldConfidence[`lines[${i}]`] = r.validated ? 0.95 : r.unitPrice === null && r.amount === null ? 0.8 : 0.55;
      return { description: r.description, quantity: r.quantity ?? 1, unitPrice: r.unitPrice, ivaRate: r.ivaRate ?? singleRate };
    });
    fieldConfidence.lines = data.lines.length ? Math.min(...data.lines.map((_, i) => fieldConfidence[`lines[${i}]`])) : 0;
  }
  if (useLayoutRows) {
    notes.push(
      byNumber
        ? `lines read as ${numbered.length} numbered entries`
        : ticketsOverTable
        ? 'lines read as ticket items (quantity x price, then description and amount) under the column captions'
        : table
        ? `lines read by columns (${table.header.columns.map((c) => c.role).join(', ')}) under the header on line ${table.header.line.index + 1}`
        : 'no table header: lines read where quantity × price = amount',
    );
    data.lines = rows.map(
      (r, i): DraftLine => {
        // A row the arithmetic does not vouch for (a remito's, without prices) is as sure as the OCR of its words.
        const words = rowWords.get(r);
        const unsure = !r.validated && words?.length ? ocrCertainty(words) : 1;
        // A row that does not add up by itself ("Honorarios … $ 195.000,00": one unit at the amount) is vouched for
        // when the lines together make the document's total.
        const priced = r.validated ? 0.95 : vouchedByTotal ? 0.85 : 0.55;
        fieldConfidence[`lines[${i}]`] = (r.unitPrice === null && r.amount === null ? 0.8 : priced) * unsure;
        // A quantity left unreadable is taken as one unit: a guess the reviewer must see.
        if (r.quantity === null && !r.validated) {
          fieldConfidence[`lines[${i}]`] = Math.min(fieldConfidence[`lines[${i}]`]!, 0.5);
          notes.push(`line "${r.description.slice(0, 40)}": quantity unreadable, 1 assumed`);
        }
        return { description: r.description, quantity: r.quantity ?? 1, unitPrice: r.unitPrice, ivaRate: r.ivaRate ?? singleRate };
      },
    );
    for (const r of byNumber || ticketsOverTable ? [] : (table?.rows ?? [])) if (r.explanation && !r.validated) notes.push(`line "${r.description.slice(0, 40)}": ${r.explanation}`);
    fieldConfidence.lines = data.lines.length ? Math.min(...data.lines.map((_, i) => fieldConfidence[`lines[${i}]`])) : 0;
  }

  rows.forEach((r, i) => {
    if (data.lines[i] && data.lines[i].ivaRate === null && r.ivaRate !== null) data.lines[i].ivaRate = r.ivaRate;
  });
  // The document's own count of its lines or units ("Renglones: 6", "Total de unidades: 180") that the lines read do
  // not make: some were lost (a remito has no total to check them by).
  const counted = printedCounts(reading.fullText);
  const units = data.lines.reduce((sum, l) => sum.plus(l.quantity), new Decimal(0));
  const short = [
    counted.lines !== null && counted.lines !== data.lines.length ? `${data.lines.length} line(s) read, the document counts ${counted.lines}` : null,
    counted.units !== null && !units.equals(counted.units) ? `${units.toString()} unit(s) read, the document counts ${counted.units}` : null,
  ].filter((n): n is string => n !== null);
  if (data.lines.length && short.length) {
    notes.push(`lines doubtful: ${short.join('; ')}`);
    fieldConfidence.lines = Math.min(fieldConfidence.lines ?? 1, 0.3);
  }
  // An exempt operation ("Operación exenta de IVA", "Prestación exenta") printed with no VAT at all: its lines carry
  // no VAT (rate 0), whatever rate the template would give a line without one.
  const exempt = /\b(OPERACION(ES)?|PRESTACION(ES)?|SERVICIOS?|VENTAS?|ENTIDAD)\s+EXENTAS?\b|\bEXENTAS?\s+(DE(L)?|EN EL)\s+(I\.?V\.?A|IMPUESTO AL VALOR)/.test(fold(reading.fullText));
  if (exempt && vatAtFoot.isZero() && !totals.vatContained.length && !totals.vatWithoutRate.length) {
    for (const line of data.lines) if (line.ivaRate === null) line.ivaRate = 0;
    if (data.lines.length) notes.push('an exempt operation (the document says so, and prints no VAT): its lines at rate 0');
  }
  // The one VAT rate of a band the text rules did not read is every line's without its own.
  if (bandVat.length === 1) for (const line of data.lines) line.ivaRate ??= bandVat[0]!.rate;

  // The total: the one the lines add up to; else the labelled one; else the text rules'.
  const sum = money(rows);
  // What the lines come to: as printed, plus the VAT at the foot, plus the VAT of their rates.
  const computed = [sum, sum.plus(vatAtFoot), sum.plus(vatOf(rows, fallbackRate))];
  const allPriced = rows.length > 0 && rows.every((r) => r.unitPrice !== null);
  const fits = (t: number | null) => t !== null && allPriced && computed.some((c) => near(c, t));
  const printed = [labelTotal?.value ?? null, totals.total];
  // A currency sign the OCR read as a "1" stuck to the amount ("$ 18.915.446" → "118.915.446"): the amount without
  // that digit, when the lines add up to it and not to the amount as read.
  const signRead = doc.pages.some((p) => p.source === 'ocr') ? printed.map((t) => (t !== null && !fits(t) ? withoutLeadingOne(t) : null)).find(fits) : undefined;
  // OCR spacing broke the labelled total apart ("$ 21 2 029, 5 1", its cents in a cell of their own): the digits of
  // the value's line, read as cents, are exactly what the lines add up to.
  const spacedOut = doc.pages.some((p) => p.source === 'ocr') && !printed.some(fits) ? digitsOfTotal(rows, layout, computed) : null;
  if (spacedOut !== null) notes.push(`total ${spacedOut}: the digits of the labelled total's line, broken apart by the OCR, are what the lines add up to`);
  // No total read at all (its caption too light for the OCR, or none printed): an amount alone on its line under the
  // rows that is exactly what they add up to is the total.
  const alone = printed.every((t) => t === null) && spacedOut === null ? amountAloneUnderRows(rows, layout, style, regions, computed) : null;
  if (alone !== null) notes.push(`total ${alone}: an amount alone on its line under the rows, what they add up to (no total label read)`);
  // Perceptions and other taxes the printed total holds are not the draft's: its total is what its lines come to.
  const held = allPriced && !printed.some(fits) ? (printed.map((t) => (t === null ? null : withoutOtherTaxes(t, computed, totals.otherTaxes))).find((h) => h !== null) ?? null) : null;
  if (held && !notes.includes(held.note)) notes.push(held.note);
  let total = printed.find(fits) ?? held?.total ?? signRead ?? spacedOut ?? alone ?? labelTotal?.value ?? totals.total;
  if (signRead !== undefined && total === signRead) notes.push(`total ${signRead}: a leading "1" of the amount read is the currency sign (the lines add up to it)`);
  // A "total" under 1 % of what rows that add up come to is a piece of it (the cents the OCR set on a line of their
  // own, "446.392" over "$ 09"): no total was read, and the review computes it from the lines.
  if (total !== null && total !== undefined && !fits(total) && rows.length > 0 && rows.every((r) => r.validated) && new Decimal(total).lt(sum.times(0.01))) {
    notes.push(`total ${total}: under 1 % of what the lines add up to (${sum.toFixed(2)}), not the document's total`);
    total = null;
    data.documentTotal = null;
    delete fieldConfidence.documentTotal;
  }
  if (total !== null && total !== undefined) {
    data.documentTotal = total;
    fieldConfidence.documentTotal = fits(total) ? 0.97 : labelTotal && labelTotal.value === total ? 0.75 : 0.6;
  }
  // The total's own label names the currency ("TOTAL USD") where the text rules found no marker they trust.
  if (labelTotal?.currency && labelTotal.currency !== 'ARS' && labelTotal.value === data.documentTotal && labelTotal.currency !== data.currency && (fieldConfidence.currency ?? 0) < 0.9) {
    notes.push(`currency ${labelTotal.currency}: marked on the total (${labelTotal.via})`);
    data.currency = labelTotal.currency;
    fieldConfidence.currency = 0.9;
  }
  const priced = rows.filter((r) => r.unitPrice !== null);
  const includes = pricesIncludeIva(priced.length === rows.length ? rows : [], { ...totals, total: data.documentTotal ?? null }, reading.fullText);
  data.pricesIncludeIva = includes.value;
  fieldConfidence.pricesIncludeIva = includes.confidence;
  // A factura C (a Monotributista's or an exempt issuer's) discriminates no VAT: its prices are what the customer pays,
  // whatever the template says of net prices (a total the scan lost would otherwise be computed with VAT added).
  if (data.pricesIncludeIva === null && printedVoucherLetter(reading.lines) === 'C' && vatAtFoot.isZero() && !totals.vatContained.length && !totals.vatWithoutRate.length) {
    data.pricesIncludeIva = true;
    fieldConfidence.pricesIncludeIva = 0.85;
    notes.push('prices are final: a factura C discriminates no VAT');
  }
  // A valued remito's "TOTAL" is its goods' value: where the template's prices are net of VAT and no VAT is printed,
  // it is the lines' net sum, not the invoice's total (the lines with their VAT, which the review computes).
  const remitoValue = documentKind(layout) === 'REMITO' && hints.pricesIncludeIva === false && !totals.vatIncludedMarker && vatAtFoot.isZero() && rows.length > 0 &&
    rows.every((r) => r.amount !== null) && data.documentTotal !== null && data.documentTotal !== undefined && near(money(rows), data.documentTotal);
  if (remitoValue) {
    notes.push(`total ${data.documentTotal}: the remito's value of its goods without VAT (the lines' net sum), not the invoice's total`);
    data.documentTotal = null;
    delete fieldConfidence.documentTotal;
    // Its prices are then as the template says (net of VAT): the total said nothing about them.
    data.pricesIncludeIva = null;
    fieldConfidence.pricesIncludeIva = 0;
  }

  // A remito's printed price is the price list's: one whose row does not add up (the scan damaged its digits) is
  // left for the review to take from the template's price list, when its description finds its article there.
  if (documentKind(layout) === 'REMITO' && hints.priceList?.length && data.lines.length === rows.length) {
    const matcher = new PriceMatcher(hints.priceList);
    rows.forEach((r, i) => {
      if (r.validated || r.unitPrice === null || r.amount === null || data.lines[i]!.unitPrice === null) return;
      const match = matcher.match(r.description);
      if (!match.best || match.ambiguous || match.best.score < 0.65) return;
      notes.push(`line "${r.description.slice(0, 40)}": its price ${r.unitPrice} does not add up on a remito; the price list's is taken`);
      data.lines[i]!.unitPrice = null;
    });
  }

  // A one-day "period" equal on both ends is the tax authority's form printing the issue date for products.
  if (data.serviceFrom && data.serviceFrom === data.serviceTo && hints.concepto !== 2 && hints.concepto !== 3) {
    notes.push(`service period ${data.serviceFrom}..${data.serviceTo} is a single day: not a service period`);
    data.serviceFrom = null;
    data.serviceTo = null;
    delete fieldConfidence.servicePeriod;
  }

  // Header fields: the labelled reading, unless the text rules read the same field with more confidence.
  const date = readDateInBoxes(layout) ?? readDateByLabel(labels, regions) ?? readDateInHeading(labels, regions) ?? readDateInLooseBoxes(layout) ?? (data.documentDate ? null : readDeliveryDateByLabel(labels, regions));
  // The text rules' date printed only as another date label's value ("Fecha Vto." that the OCR read "Fecha Vio.") is
  // not the document's: the layout's own reading goes first.
  if (date && data.documentDate && date.value !== data.documentDate && dateOnlyAfterOtherLabels(labels, data.documentDate)) {
    notes.push(`document date ${data.documentDate} (text rules): printed only after another date's label`);
    fieldConfidence.documentDate = Math.min(fieldConfidence.documentDate ?? 0, 0.3);
  }
  choose('documentDate', date, data.documentDate ?? null, (v) => (data.documentDate = v));
  // A date a year or more away from every other date the document prints (its period, its CAE's due date, its
  // due dates) is likely misread ("26/11/20" whose year's last digits OCR set on another line): the review asks.
  const others = findDates(reading.fullText).map((d) => d.iso).filter((d) => d !== data.documentDate && d.slice(0, 4) >= '2000');
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
  const middle = [...others].sort()[Math.floor(others.length / 2)];
  const cluster = middle ? others.filter((d) => days(d, middle) < 120) : [];
  if (data.documentDate && cluster.length >= 2 && others.every((d) => days(d, data.documentDate!) > 300)) {
    notes.push(`document date ${data.documentDate}: far from every other date printed (${others.slice(0, 3).join(', ')})`);
    fieldConfidence.documentDate = Math.min(fieldConfidence.documentDate ?? 0.5, 0.4);
  }
  const reference = readReferenceByLabel(labels, regions);
  choose('reference', reference, data.reference ?? null, (v) => (data.reference = v));
  // The billed period by its label, where the text rules found none (a label over its value in a side band).
  // On a scan, the same text rules again over the model's levelled lines (OCR's own line order may split a phrase
  // that wraps: "… correspondientes al mes" / "de octubre de 2026").
  const levelled = () => readServicePeriod(toLines(layout.pages.map((p) => ({ number: p.number, text: p.lines.map((l) => l.text).join('\n') }))));
  const period = !data.serviceFrom && !data.serviceTo ? (readServicePeriodByLabel(labels, regions) ?? (doc.pages.some((p) => p.source === 'ocr') ? levelled() : null)) : null;
  if (period) {
    data.serviceFrom = period.value.from;
    data.serviceTo = period.value.to;
    fieldConfidence.servicePeriod = period.confidence;
  }
  // A date read without its label that is one end of the billed period is more likely that end than the voucher's
  // own date (whose label's value was unreadable): the review asks.
  if (data.documentDate && (data.documentDate === data.serviceFrom || data.documentDate === data.serviceTo) && (fieldConfidence.documentDate ?? 0) < 0.9) {
    notes.push(`document date ${data.documentDate}: read without its label, and an end of the billed period`);
    fieldConfidence.documentDate = Math.min(fieldConfidence.documentDate ?? 0.5, 0.4);
  }

  const issuer = { cuits: new Set<string>(), names: [] as string[][], guessedNames: [] as string[][] };
  if (hints.issuerCuit) issuer.cuits.add(hints.issuerCuit.replace(/\D/g, ''));
  const fixed = hints.receiverDocNumber?.replace(/\D/g, '') ?? null;
  for (const c of findCuits(hints.instructions ?? '')) if (c.digits !== fixed) issuer.cuits.add(c.digits);
  // Names the template's instructions give for the issuer ("… de Agroinsumos Del Litoral S.A. (CUIT …)").
  issuer.names.push(...issuerIdentity([], hints, null).names);
  const firstLine = layout.lines[0];
  if (firstLine && /\p{L}{3}/u.test(firstLine.segments[0].map((w) => w.text).join(' '))) issuer.guessedNames.push(nameTokens(firstLine.segments[0].map((w) => w.text).join(' ')));
  const receiver = readReceiverByLayout(labels, regions, issuer);
  notes.push(...receiver.notes);
  const textReceiver = fromText.data.receiver;
  // The text rules' CUIT is never kept when the letterhead shows it as the issuer's.
  if (textReceiver.docNumber && receiver.issuerCuits.has(textReceiver.docNumber) && receiver.receiver.docNumber !== textReceiver.docNumber) {
    notes.push(`the CUIT ${textReceiver.docNumber} is the issuer's (letterhead), not the receiver's`);
    data.receiver.docNumber = null;
    data.receiver.docType = null;
    fieldConfidence['receiver.docNumber'] = 0;
    // A condition the text rules read beside that CUIT is the issuer's too.
    if (textReceiver.condicionIva !== null && (fieldConfidence['receiver.condicionIva'] ?? 0) <= 0.6) {
      data.receiver.condicionIva = null;
      fieldConfidence['receiver.condicionIva'] = 0;
    }
  }
  const r = receiver.receiver;
  if (r.docNumber && (receiver.confidence.docNumber >= (fieldConfidence['receiver.docNumber'] ?? 0) || !data.receiver.docNumber)) {
    const agree = r.docNumber === data.receiver.docNumber;
    data.receiver.docNumber = r.docNumber;
    data.receiver.docType = r.docType;
    fieldConfidence['receiver.docNumber'] = agree ? Math.max(0.97, receiver.confidence.docNumber) : receiver.confidence.docNumber;
  }
  // A name the text rules read by a label of another block loses to the name printed with the customer's CUIT, and to
  // the one in the customer's block when theirs is printed only outside it (the issuer's "Razón Social: …").
  const textNameElsewhere = !!receiver.zone && !!r.name && !!data.receiver.name && !sameText(r.name, data.receiver.name) && printedOutsideZone(layout, receiver.zone, data.receiver.name);
  // The text rules' name that is the layout's with a word or two more of the same line ("Ricardo" left of a caption's
  // column: "SOCIO TITULAR" / "Ricardo Ojeda") is the whole name; the layout cut it at the caption's edge.
  const wider = !!r.name && !!data.receiver.name && widerName(data.receiver.name, r.name);
  if (r.name && !wider && (receiver.confidence.name >= (fieldConfidence['receiver.name'] ?? 0) || !data.receiver.name || receiver.nameBesideCuit || textNameElsewhere)) {
    const agree = sameText(r.name, data.receiver.name);
    if (!agree && data.receiver.name) notes.push(`receiver name: '${r.name}' by layout, '${data.receiver.name}' by text rules`);
    data.receiver.name = r.name;
    fieldConfidence['receiver.name'] = agree ? Math.max(0.97, receiver.confidence.name) : receiver.confidence.name;
  }
  if (r.condicionIva !== null && (receiver.confidence.condicionIva >= (fieldConfidence['receiver.condicionIva'] ?? 0) || data.receiver.condicionIva === null)) {
    data.receiver.condicionIva = r.condicionIva;
    fieldConfidence['receiver.condicionIva'] = receiver.confidence.condicionIva;
  }
  // A value read from words the OCR was unsure of is as doubtful as they are, however good its label.
  const unsure: Array<[string, Reading<unknown> | null | undefined, unknown]> = [
    ['documentDate', date, data.documentDate],
    ['reference', reference, data.reference],
    ['receiver.name', receiver.provenance.name, data.receiver.name],
    ['receiver.docNumber', receiver.provenance.docNumber, data.receiver.docNumber],
  ];
  for (const [field, reading, value] of unsure) {
    if (!reading?.words.length || String(reading.value) !== String(value) || fieldConfidence[field] === undefined) continue;
    fieldConfidence[field] = fieldConfidence[field] * ocrCertainty(reading.words);
  }
  // What the document's own total held beyond the lines and VAT read here (or, when the total is the text rules', theirs).
  const otherTaxesLeftOut = held && data.documentTotal === held.total ? held.otherTaxes : data.documentTotal === fromText.data.documentTotal ? (fromText.otherTaxesLeftOut ?? null) : null;
  return { data, fieldConfidence, notes, otherTaxesLeftOut };

  function choose<T>(field: 'documentDate' | 'reference', byLabel: Reading<T> | null, byText: T | null, set: (v: T) => void): void {
    if (!byLabel) return;
    const textConfidence = fieldConfidence[field] ?? 0;
    if (byText !== null && String(byText) === String(byLabel.value)) {
      // Two readers of the same printed label agree as a matter of course: that makes a strong reading sure, not a
      // weak one (a customer's order number where the document's own number was lost).
      const stronger = Math.max(byLabel.confidence, textConfidence);
      fieldConfidence[field] = stronger >= 0.8 ? Math.max(0.97, stronger) : 1 - (1 - stronger) * 0.7;
      return;
    }
    if (byText === null || byLabel.confidence >= textConfidence) {
      if (byText !== null) notes.push(`${field}: '${String(byLabel.value)}' (${byLabel.via}) over '${String(byText)}' (text rules)`);
      set(byLabel.value);
      fieldConfidence[field] = byLabel.confidence;
    }
  }
}

/**
 * How far the OCR's own doubt about a value's words carries into the value: 1 for a text layer or sure words (0.85
 * and up), down to 0.5 for words it barely read.
 */
/**
 * Whether the rows' amounts add up to a figure printed under them ("Suman $ 1.228.012,80 más IVA …"): items
 * written as text are vouched for by the sum the writer made of them, labelled or not.
 */
/**
 * Whether two amounts differ in a digit or two, with as many digits: one a misreading of the other (one digit in
 * three at most: "300,00" is no misreading of "850,00").
 */
function digitsApart(a: number, b: number): boolean {
  const [x, y] = [a.toFixed(2), b.toFixed(2)];
  const differing = [...x].filter((c, i) => c !== y[i]).length;
  return x.length === y.length && differing <= Math.min(2, Math.floor((x.length - 1) / 3));
}

/** `whole` is `part` with one or two more words of letters before or after it ("Ricardo Ojeda" and "Ojeda"). */
export function widerName(whole: string, part: string): boolean {
  const w = whole.trim().split(/\s+/);
  const p = part.trim().split(/\s+/);
  if (w.length <= p.length || w.length - p.length > 2) return false;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]!.toLowerCase());
  const extra = same(w.slice(w.length - p.length), p) ? w.slice(0, w.length - p.length) : same(w.slice(0, p.length), p) ? w.slice(p.length) : null;
  return !!extra && extra.every((x) => /^\p{Lu}\p{Ll}+$/u.test(x));
}

/**
 * One row whose numbers do not add up (the OCR misread its price, its amount or both) among rows that do: the foot's
 * net says what that row comes to (the net less the other rows). Taken when the row's own quantity × price or amount
 * is that figure with a digit or two misread, never more; with one unit, its price is that figure too.
 */
export function mendedByFoot(rows: TableRow[], nets: Array<number | null>): string | null {
  const broken = rows.filter((r) => !r.validated);
  if (rows.length < 2 || broken.length !== 1) return null;
  const row = broken[0]!;
  const { unitPrice: p, amount: a } = row;
  if (p === null || a === null) return null;
  // A quantity left unread beside a price and an amount a digit or two apart: one unit.
  const q = row.quantity ?? (digitsApart(p, a) ? 1 : null);
  if (q === null || q <= 0) return null;
  const others = rows.filter((r) => r !== row).reduce((sum, r) => sum.plus(r.amount ?? 0), new Decimal(0));
  for (const net of nets) {
    if (net === null) continue;
    const rest = new Decimal(net).minus(others);
    if (rest.lte(0)) continue;
    const price = rest.dividedBy(q);
    if (!price.toDecimalPlaces(2).equals(price)) continue;
    const gross = new Decimal(q).times(p).toNumber();
    if (!digitsApart(rest.toNumber(), a) && !digitsApart(rest.toNumber(), gross) && !digitsApart(price.toNumber(), p)) continue;
    Object.assign(row, { quantity: q, unitPrice: price.toNumber(), amount: rest.toNumber(), validated: true });
    return `line "${row.description.slice(0, 40)}": its numbers (${q} × ${p} ≠ ${a}) mended by the foot's net ${net}: ${price.toString()} each`;
  }
  return null;
}

function sumPrintedBelow(rows: readonly LayoutTableRow[], layout: DocumentLayout, style: NumberStyle): boolean {
  const last = rows[rows.length - 1]?.lines.at(-1);
  if (!last || rows.some((r) => r.amount === null)) return false;
  const sum = rows.reduce((s, r) => s.plus(r.amount!), new Decimal(0));
  return layout.lines
    .filter((l) => l.index > last.index && l.index <= last.index + 6)
    .some((l) => l.words.some((w) => /\d[.,]\d{2}$/.test(w.text) && near(sum, parseAmount(w.text.replace(/^\D+/, ''), style))));
}

/** The candidate an amount printed alone on a line under the table (or its start) is, when one is. */
function amountAloneUnderRows(rows: TableRow[], layout: DocumentLayout, style: NumberStyle, regions: { tableTop: { page: number; y: number } | null }, candidates: Decimal[]): number | null {
  if (!rows.length || !rows.every((r) => r.validated)) return null;
  const top = regions.tableTop;
  for (const line of layout.lines) {
    if (top && (line.page < top.page || (line.page === top.page && line.y0 <= top.y))) continue;
    const text = line.text.replace(/\t/g, ' ').replace(/^\s*(\$|ARS|AR\$)\s*/i, '').trim();
    if (!/^\d[\d.,]*\d$/.test(text)) continue;
    const value = parseAmount(text, style);
    const match = value === null ? undefined : candidates.find((c) => c.gt(0) && c.equals(value));
    if (match) return match.toNumber();
  }
  return null;
}

/**
 * The candidate (the lines' sum, with or without their VAT) whose digits, cents included, are the digits of a line
 * that says "total" or of one of the two lines under it; null when none is, or the rows are not all vouched for.
 */
function digitsOfTotal(rows: TableRow[], layout: DocumentLayout, candidates: Decimal[]): number | null {
  if (!rows.length || !rows.every((r) => r.validated)) return null;
  const wanted = candidates.filter((c) => c.gt(0)).map((c) => ({ c, digits: c.toFixed(2).replace('.', '') }));
  for (const line of layout.lines) {
    if (!/\bTOTAL\b/.test(fold(line.text))) continue;
    for (const candidate of [line, layout.lines[line.index + 1], layout.lines[line.index + 2]]) {
      const digits = candidate?.page === line.page ? candidate.text.replace(/\D/g, '') : '';
      const match = wanted.find((w) => w.digits === digits);
      if (match) return match.c.toNumber();
    }
  }
  return null;
}

export function ocrCertainty(words: ReadonlyArray<{ confidence: number }>): number {
  const least = Math.min(...words.map((w) => w.confidence));
  return least >= 0.85 ? 1 : Math.max(0.5, 0.5 + (least - 0.35));
}

const sameText = (a: string | null, b: string | null): boolean =>
  !!a && !!b && nameTokens(a).join(' ') === nameTokens(b).join(' ');

/**
 * The text rules read the totals from the end of the table they found; finding none, they read no foot at all. The
 * foot under the table the layout read then.
 */
function footUnderTable(layout: DocumentLayout, table: { endLine: DocumentLayout['lines'][number] | null } | null, reading: TextReading): TextReading['totals'] | null {
  const end = table?.endLine;
  if (!end || reading.rows.length || reading.totals.total !== null || reading.totals.vat.length || reading.totals.vatWithoutRate.length || reading.totals.vatContained.length) return null;
  const below = layout.lines.filter((l) => l.page > end.page || (l.page === end.page && l.y0 >= end.y0 - 1));
  const foot = readTotals(toLines([{ number: end.page, text: below.map((l) => l.text).join('\n') }]), reading.style, 0);
  return foot.total === null && !foot.vat.length && !foot.vatWithoutRate.length && !foot.vatContained.length && !foot.vatIncludedMarker ? null : foot;
}

/**
 * Lines printed with their VAT in the price and no rate, when the foot prints only the VAT the total contains ("IVA
 * contenido (Ley 27.743): 667.710,71") and no single rate makes it: goods at 21 % and at 10,5 % (computers, some
 * food) on one voucher. The only split of the lines into those two rates whose contained VAT adds up to it gives each
 * line its rate; up to 16 lines, and only a split that uses both rates.
 */
export function ratesFromContainedVat(rows: TableRow[], contained: number): boolean {
  if (!rows.length || rows.length > 16 || rows.some((r) => r.ivaRate !== null)) return false;
  const gross = (r: TableRow) => (r.amount !== null ? new Decimal(r.amount) : new Decimal(r.quantity ?? 0).times(r.unitPrice ?? 0).toDecimalPlaces(2));
  const part = (r: TableRow, rate: number) => gross(r).times(rate).dividedBy(100 + rate);
  // Each system rounds the VAT it states its own way (per unit, per line, once): a hundredth of a percent of it. A
  // line moved from one rate to the other changes it by 7.9 % of the line's amount, far more.
  const tolerance = Math.max(0.05, contained * 0.0002);
  let found: number | null = null;
  for (let mask = 1; mask < (1 << rows.length) - 1; mask++) {
    const vat = rows.reduce((sum, r, k) => sum.plus(part(r, mask & (1 << k) ? 10.5 : 21)), new Decimal(0));
    if (vat.minus(contained).abs().gt(tolerance)) continue;
    if (found !== null) return false;
    found = mask;
  }
  if (found === null) return false;
  rows.forEach((r, k) => (r.ivaRate = found! & (1 << k) ? 10.5 : 21));
  return true;
}

/**
 * Lines whose VAT rate was not read (a shaded column lost by OCR) when the foot lists two or more rates: the
 * only split of the lines into rates whose VAT adds up to each printed VAT amount gives each line its rate.
 * Up to 16 lines without a rate are tried (65 536 splits); more, or no unique split, leaves them unknown.
 */
export function ratesFromFoot(rows: TableRow[], vat: Array<{ rate: number; amount: number }>): boolean {
  const open = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.ivaRate === null);
  const rates = [...new Map(vat.filter((v) => v.amount > 0).map((v) => [v.rate, v])).values()];
  if (!open.length || rates.length !== 2 || open.length > 16) return false;
  const net = (r: TableRow) => (r.amount !== null ? new Decimal(r.amount) : new Decimal(r.quantity ?? 0).times(r.unitPrice ?? 0).toDecimalPlaces(2));
  const known = (rate: number) => rows.filter((r) => r.ivaRate === rate).reduce((sum, r) => sum.plus(net(r)), new Decimal(0));
  const [a, b] = rates;
  let found: number | null = null;
  for (let mask = 0; mask < 1 << open.length; mask++) {
    let sumA = known(a.rate);
    let sumB = known(b.rate);
    open.forEach(({ r }, k) => {
      if (mask & (1 << k)) sumA = sumA.plus(net(r));
      else sumB = sumB.plus(net(r));
    });
    const okA = sumA.times(a.rate).dividedBy(100).minus(a.amount).abs().lte(0.02 * Math.max(1, open.length / 4));
    const okB = sumB.times(b.rate).dividedBy(100).minus(b.amount).abs().lte(0.02 * Math.max(1, open.length / 4));
    if (okA && okB) {
      if (found !== null) return false;
      found = mask;
    }
  }
  if (found === null) return false;
  open.forEach(({ r }, k) => (r.ivaRate = found! & (1 << k) ? a.rate : b.rate));
  return true;
}
