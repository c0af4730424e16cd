import Decimal from 'decimal.js';
import { roundMoney } from '../../../common/money';
import type { ColumnKey, ColumnMapping, DraftData, DraftIssue, DraftLine, DraftReceiver, ReceiverDocType, SpreadsheetGroup } from '../../document.types';
import { fail } from '../ingestion.errors';
import { cellText, decimalPointFile, isBlank, normalizeHeader, parseDate, parseDecimal, toMoney, type CellValue } from './cell-values';
import type { SheetRow } from './spreadsheet-reader';
import type { SheetRows } from './isolated-reader';

/** A VAT rate is a percentage (10.5), not an amount: it is not rounded as money. */
const PERCENT_DECIMALS = 2;
/** A unit price keeps up to six decimals, as the invoicing API takes it (invoicing.dto.ts); a line's amount is rounded. */
const PRICE_DECIMALS = 6;

/** Values the file may lack a column for (from the template). */
export interface SpreadsheetDefaults {
  ivaRate?: number | null;
  currency?: string | null;
  pricesIncludeIva?: boolean | null;
}

type ColumnIndexes = Partial<Record<ColumnKey, number>>;

/** A total/subtotal row written under the sales ("TOTAL GENERAL", "Subtotal", "Totales"). */
const TOTALS_LABEL = /^(sub\s*-?\s*)?total(es)?\b|^suma\b/i;

/**
 * Applies a template's columnMapping to a workbook: to its first sheet, or — when the first holds no header the
 * mapping names (an accountant's cover sheet, a summary before the detail) — to the first later sheet that does. When
 * none does, the first sheet's `column_not_found` is the answer.
 */
export function applyColumnMappingToSheets(sheets: SheetRows[], mapping: ColumnMapping, defaults: SpreadsheetDefaults = {}): SpreadsheetGroup[] {
  const [first, ...others] = sheets;
  try {
    return applyColumnMapping(first?.rows ?? [], mapping, defaults);
  } catch (error) {
    for (const sheet of others) {
      const found = findHeaderOrNull(sheet.rows, mapping);
      if (found) return applyColumnMapping(sheet.rows, mapping, defaults);
    }
    throw error;
  }
}

/** The columns of numbers, whose texts say how the file writes decimals. */
const NUMBER_COLUMNS: readonly ColumnKey[] = ['quantity', 'unitPrice', 'amount', 'ivaRate'];

/** The order-level columns: a row with none of them filled, under a row of its group, continues that group. */
const ORDER_LEVEL_COLUMNS: readonly ColumnKey[] = ['reference', 'date', 'receiverName', 'receiverDocNumber', 'receiverDocType', 'receiverCondicionIva', 'receiverEmail'];

/**
 * Applies a template's columnMapping to the rows of a sheet: one group per distinct `groupBy` value in order of
 * first appearance, lines in file order, title/blank/total rows skipped, per-row problems as issues naming the row.
 * A row that leaves every order-level column empty (customer, document, date, reference) right under a sale row is
 * the next line of that sale, as ERPs export an order's lines with its fields on the first one only.
 */
export function applyColumnMapping(rows: SheetRow[], mapping: ColumnMapping, defaults: SpreadsheetDefaults = {}): SpreadsheetGroup[] {
  const { header, columns } = findHeader(rows, mapping);
  const headerRowNumber = header.rowNumber;
  const builders = new Map<string, GroupBuilder>();
  const pricesIncludeIva = mapping.pricesIncludeIva ?? defaults.pricesIncludeIva ?? null;
  const orderLevel = ORDER_LEVEL_COLUMNS.filter((key) => columns[key] !== undefined);
  // How the file writes its decimals, from its numbers' texts (an .xlsx's number cells say nothing either way).
  const numeric = NUMBER_COLUMNS.map((key) => columns[key]).filter((i): i is number => i !== undefined);
  const decimalPoint = decimalPointFile(rows.filter((r) => r.rowNumber > headerRowNumber).flatMap((r) => numeric.map((i) => r.cells[i]).filter((c): c is string => typeof c === 'string')));
  let previous: GroupBuilder | null = null;
  let previousEnd = 0;

  for (const row of rows) {
    if (row.rowNumber <= headerRowNumber) continue;
    if (row.cells.every(isBlank) || isTotalsRow(row, columns)) {
      previous = null;
      continue;
    }
    const value = (key: ColumnKey): CellValue => {
      const index = columns[key];
      return index === undefined ? null : (row.cells[index] ?? null);
    };
    if (row.cells.some((cell) => typeof cell === 'string' && VOID.test(cell.trim()))) continue;
    // A line of nothing ("0" units: out of stock, an optional item not taken) is not a sale.
    const quantity = value('quantity');
    if (!isBlank(quantity) && parseQuantity(quantity, decimalPoint)?.isZero()) continue;
    // Title or section rows: no description and no quantity means it is not a sale. Nor is a note under the sales
    // ("Pasado al sistema el 26-nov-26") with no number and no customer of its own.
    const noNumbers = isBlank(value('quantity')) && isBlank(value('unitPrice')) && isBlank(value('amount'));
    if (noNumbers && (isBlank(value('description')) || (mapping.groupBy !== undefined && isBlank(value(mapping.groupBy))))) {
      previous = null;
      continue;
    }

    const groupKey = mapping.groupBy ? groupKeyOf(mapping.groupBy, value(mapping.groupBy)) : '';
    // Right under it: a blank line between (which the readers skip) leaves a gap in the row numbers.
    const continues: boolean = groupKey === '' && previous !== null && row.rowNumber <= previousEnd + 1
      && orderLevel.length > 0 && orderLevel.every((key) => isBlank(value(key)));
    let builder: GroupBuilder | null | undefined = continues ? previous : builders.get(groupKey);
    if (!builder) {
      builder = new GroupBuilder(groupKey, mapping.groupBy, defaults, pricesIncludeIva, decimalPoint);
      builders.set(groupKey, builder);
    }
    builder.add(row.rowNumber, value, columns);
    previous = builder;
    // A CSV record with line breaks in a quoted cell spans lines, and its row number is its first.
    previousEnd = row.rowNumber + row.cells.reduce<number>((n, cell) => n + (typeof cell === 'string' ? cell.split('\n').length - 1 : 0), 0);
  }
  return [...builders.values()].map((b) => b.build());
}

/** Rows searched for the mapped headers when the template's header row does not hold them. */
const HEADER_SEARCH_ROWS = 30;

/**
 * The header row: the template's, or — when a file of the same source moved it (a title or a blank row added
 * above, a report's heading block) — the first of the sheet's first rows that holds every mapped header by name.
 * Column letters in the mapping only apply to the template's row. Nothing found: `column_not_found` naming the
 * template's row and the headers it has.
 */
function findHeader(rows: SheetRow[], mapping: ColumnMapping): { header: SheetRow; columns: ColumnIndexes } {
  const headerRowNumber = mapping.headerRow ?? 1;
  const header = rows.find((r) => r.rowNumber === headerRowNumber);
  try {
    if (!header) fail('column_not_found', `Header row ${headerRowNumber} is empty or missing in the spreadsheet.`);
    return { header, columns: resolveColumns(header, mapping) };
  } catch (error) {
    for (const row of rows.filter((r) => r.rowNumber !== headerRowNumber && r.rowNumber <= HEADER_SEARCH_ROWS)) {
      const found = tryColumns(row, mapping);
      if (found) return { header: row, columns: found };
    }
    throw error;
  }
}

function findHeaderOrNull(rows: SheetRow[], mapping: ColumnMapping): { header: SheetRow; columns: ColumnIndexes } | null {
  try {
    return findHeader(rows, mapping);
  } catch {
    return null;
  }
}

const normalizedHeaders = (row: SheetRow): string[] => row.cells.map((c) => normalizeHeader(cellText(c)));

/** The columns when every mapped header is on `row` by name (no column letters), else null. */
function tryColumns(row: SheetRow, mapping: ColumnMapping): ColumnIndexes | null {
  const headers = normalizedHeaders(row);
  const indexes: ColumnIndexes = {};
  for (const [key, spec] of Object.entries(mapping.columns) as Array<[ColumnKey, string | undefined]>) {
    if (spec === undefined || spec.trim() === '') continue;
    const at = headers.indexOf(normalizeHeader(spec));
    if (at < 0) return null;
    indexes[key] = at;
  }
  if (mapping.groupBy && indexes[mapping.groupBy] === undefined) return null;
  return Object.keys(indexes).length ? indexes : null;
}

function resolveColumns(header: SheetRow, mapping: ColumnMapping): ColumnIndexes {
  const headers = header.cells.map((c) => normalizeHeader(cellText(c)));
  const indexes: ColumnIndexes = {};
  const missing: string[] = [];
  for (const [key, spec] of Object.entries(mapping.columns) as Array<[ColumnKey, string | undefined]>) {
    if (spec === undefined || spec.trim() === '') continue;
    const byHeader = headers.indexOf(normalizeHeader(spec));
    if (byHeader >= 0) indexes[key] = byHeader;
    else if (/^[A-Za-z]{1,3}$/.test(spec.trim())) indexes[key] = columnLetterIndex(spec.trim());
    else missing.push(`${key} → "${spec}"`);
  }
  if (missing.length > 0) {
    const found = header.cells.map(cellText).filter((h) => h !== '');
    fail(
      'column_not_found',
      `Columns not found in header row ${header.rowNumber}: ${missing.join(', ')}. Headers found: ${found.map((h) => `"${h}"`).join(', ')}.`,
    );
  }
  if (mapping.groupBy && indexes[mapping.groupBy] === undefined) {
    fail('column_not_found', `groupBy "${mapping.groupBy}" is not one of the mapped columns.`);
  }
  return indexes;
}

/** "C" → 2, "AA" → 26. */
export function columnLetterIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0) - 1;
}

function isTotalsRow(row: SheetRow, columns: ColumnIndexes): boolean {
  if (row.cells.some((cell, index) => index !== columns.description && typeof cell === 'string' && TOTALS_LABEL.test(cell.trim()))) return true;
  // "Total" alone in the description's column, with no quantity: the sheet's sum, not an article named so.
  const description = columns.description === undefined ? null : row.cells[columns.description];
  const quantity = columns.quantity === undefined ? null : row.cells[columns.quantity];
  return typeof description === 'string' && TOTAL_ALONE.test(description.trim()) && isBlank(quantity ?? null);
}

const TOTAL_ALONE = /^(sub\s*-?\s*)?total(es)?(\s+general)?\s*:?$/i;

/** A row marked void ("ANULADO", "Cancelada") in any of its cells: a sale that did not happen. */
const VOID = /^(anulad[oa]|cancelad[oa]|anulaci[oó]n)$/i;

function groupKeyOf(key: ColumnKey, value: CellValue): string {
  const text = cellText(value);
  if (key === 'receiverDocNumber') return text.replace(/\D/g, '');
  return normalizeHeader(text);
}

class GroupBuilder {
  private readonly lines: DraftLine[] = [];
  private readonly amounts: Decimal[] = [];
  private readonly sourceRows: number[] = [];
  private readonly issues: DraftIssue[] = [];
  private readonly receiver: DraftReceiver = { name: null, docType: null, docNumber: null, condicionIva: null };
  private documentDate: string | null = null;
  private reference: string | null = null;
  private currency: string | null;

  constructor(
    private readonly key: string,
    private readonly groupBy: ColumnKey | undefined,
    private readonly defaults: SpreadsheetDefaults,
    private readonly pricesIncludeIva: boolean | null,
    private readonly decimalPoint: boolean,
  ) {
    this.currency = defaults.currency ?? 'ARS';
  }

  add(rowNumber: number, value: (key: ColumnKey) => CellValue, columns: ColumnIndexes): void {
    const lineIndex = this.lines.length;
    const issue = (code: string, field: string, message: string) =>
      this.issues.push({ code, message: `Row ${rowNumber}: ${message}`, field: `lines[${lineIndex}].${field}` });
    this.sourceRows.push(rowNumber);
    this.fillHeader(rowNumber, value, columns);

    const description = cellText(value('description'));
    if (columns.description !== undefined && description === '') issue('invalid_value', 'description', 'the description is empty.');

    const quantity = parseQuantity(value('quantity'), this.decimalPoint);
    if (quantity === null || quantity.lte(0)) {
      issue('invalid_value', 'quantity', `quantity "${cellText(value('quantity'))}" is not a positive number.`);
    }
    let unitPrice: Decimal | null = null;
    if (columns.unitPrice !== undefined) {
      unitPrice = parseDecimal(value('unitPrice'), this.decimalPoint);
      if (unitPrice === null) issue('invalid_value', 'unitPrice', `unit price "${cellText(value('unitPrice'))}" is not a number.`);
    } else if (columns.amount !== undefined && quantity !== null && !quantity.isZero()) {
      const amount = parseDecimal(value('amount'), this.decimalPoint);
      if (amount === null) issue('invalid_value', 'unitPrice', `amount "${cellText(value('amount'))}" is not a number.`);
      else unitPrice = amount.dividedBy(quantity);
    }
    let ivaRate = this.defaults.ivaRate ?? null;
    if (columns.ivaRate !== undefined) {
      const rate = parseRate(value('ivaRate'), this.decimalPoint);
      if (rate === null) issue('invalid_value', 'ivaRate', `VAT rate "${cellText(value('ivaRate'))}" is not a number.`);
      // A percentage-formatted Excel cell holds 0.21 for 21 %.
      else ivaRate = (rate.gt(0) && rate.lt(1) ? rate.times(100) : rate).toDecimalPlaces(PERCENT_DECIMALS).toNumber();
    }
    const qty = quantity ?? new Decimal(0);
    this.lines.push({
      description,
      quantity: qty.toDecimalPlaces(6).toNumber(),
      // The price as the file writes it, to its tenth of a thousandth or less (a fuel's "1.234,5678" per litre).
      unitPrice: unitPrice === null ? null : unitPrice.toDecimalPlaces(PRICE_DECIMALS).toNumber(),
      ivaRate,
      sourceRow: rowNumber,
    });
    this.amounts.push(unitPrice === null ? new Decimal(NaN) : qty.times(unitPrice.toDecimalPlaces(PRICE_DECIMALS)));
  }

  private fillHeader(rowNumber: number, value: (key: ColumnKey) => CellValue, columns: ColumnIndexes): void {
    const name = cellText(value('receiverName'));
    if (name && this.receiver.name === null) this.receiver.name = name;
    const docNumber = cellText(value('receiverDocNumber')).replace(/\D/g, '');
    if (docNumber && this.receiver.docNumber === null) this.receiver.docNumber = docNumber;
    const docType = docTypeOf(cellText(value('receiverDocType')));
    if (docType && this.receiver.docType === null) this.receiver.docType = docType;
    const condicion = condicionIvaOf(cellText(value('receiverCondicionIva')));
    if (condicion !== null && this.receiver.condicionIva === null) this.receiver.condicionIva = condicion;
    const email = cellText(value('receiverEmail'));
    if (email && !this.receiver.email) this.receiver.email = email;
    if (columns.date !== undefined && this.documentDate === null && !isBlank(value('date'))) {
      this.documentDate = parseDate(value('date'));
      if (this.documentDate === null) {
        this.issues.push({ code: 'invalid_value', field: 'documentDate', message: `Row ${rowNumber}: date "${cellText(value('date'))}" is not a date.` });
      }
    }
    const reference = cellText(value('reference'));
    if (reference && this.reference === null) this.reference = reference;
  }

  build(): SpreadsheetGroup {
    const receiver = { ...this.receiver };
    // Without a document-type column: 11 digits is a CUIT (or CUIL, which invoices treat alike), 7–8 a DNI.
    // A DNI padded with zeros to a CUIT's eleven digits ("00016681160", an export's fixed-width field) is the DNI.
    if (receiver.docNumber && /^000/.test(receiver.docNumber) && receiver.docType !== 'CUIT' && receiver.docType !== 'CUIL') {
      receiver.docNumber = receiver.docNumber.replace(/^0+/, '');
      receiver.docType ??= 'DNI';
    }
    if (receiver.docType === null && receiver.docNumber) {
      receiver.docType = receiver.docNumber.length === 11 ? 'CUIT' : receiver.docNumber.length <= 8 ? 'DNI' : null;
    }
    const issues = [...this.issues];
    if (this.groupBy && this.key === '') {
      issues.unshift({ code: 'no_receiver', message: `Rows ${this.sourceRows.join(', ')} have no value in the ${this.groupBy} column.`, field: 'receiver' });
    }
    return {
      data: {
        receiver,
        lines: this.lines,
        documentDate: this.documentDate,
        currency: this.currency,
        pricesIncludeIva: this.pricesIncludeIva,
        documentTotal: this.documentTotal(),
        reference: this.reference,
        serviceFrom: null,
        serviceTo: null,
      },
      sourceRows: this.sourceRows,
      issues,
    };
  }

  /** Lines rounded to cents; without VAT included, VAT added per rate on the net of that rate (corpus README). */
  private documentTotal(): number | null {
    if (this.lines.length === 0 || this.amounts.some((a) => a.isNaN())) return null;
    const lineTotals = this.amounts.map((a) => roundMoney(a));
    const net = lineTotals.reduce((sum, a) => sum.plus(a), new Decimal(0));
    if (this.pricesIncludeIva === true) return toMoney(net);
    if (this.pricesIncludeIva === null) return null;
    const netByRate = new Map<number, Decimal>();
    for (const [i, line] of this.lines.entries()) {
      if (line.ivaRate === null) return null;
      netByRate.set(line.ivaRate, (netByRate.get(line.ivaRate) ?? new Decimal(0)).plus(lineTotals[i]));
    }
    let total = net;
    for (const [rate, rateNet] of netByRate) total = total.plus(roundMoney(rateNet.times(rate).dividedBy(100)));
    return toMoney(total);
  }
}

/** A quantity cell: a number, or a number and its unit as a person types them in a form ("4kg", "2 unidades", "1,5 kg"). */
export function parseQuantity(value: CellValue, decimalPoint = false): Decimal | null {
  const plain = parseDecimal(value, decimalPoint);
  if (plain !== null || typeof value !== 'string') return plain;
  const m = /^\s*(\d[\d.,]*)\s*(\p{L}[\p{L}.]{0,11})\s*$/u.exec(value);
  return m ? parseDecimal(m[1]!, decimalPoint) : null;
}

/**
 * A VAT rate cell: a number ("21", "10,5", "21%"), the rate inside a tax's name ("IVA 21%", "IVA 10.5 %"), or a
 * word for no VAT ("Exento", "No gravado") → 0.
 */
export function parseRate(value: CellValue, decimalPoint = false): Decimal | null {
  const plain = parseDecimal(value, decimalPoint);
  if (plain !== null || typeof value !== 'string') return plain;
  const text = normalizeHeader(value);
  if (/^(iva\s+)?(exent[oa]|no\s+gravad[oa]|no\s+alcanzad[oa])$/.test(text)) return new Decimal(0);
  const percents = [...text.matchAll(/(\d{1,2}(?:[.,]\d{1,3})?)\s*%/g)];
  if (percents.length !== 1) return null;
  return new Decimal(percents[0]![1]!.replace(',', '.'));
}

function docTypeOf(text: string): ReceiverDocType | null {
  // Letters only ("C.U.I.T." → "cuit"), or the tax authority's document-type codes 80/86/96.
  const t = /^\s*\d+\s*$/.test(text) ? text.trim() : normalizeHeader(text).replace(/[^a-z]/g, '');
  if (t === 'cuit' || t === '80') return 'CUIT';
  if (t === 'cuil' || t === '86') return 'CUIL';
  if (t === 'dni' || t === '96') return 'DNI';
  return null;
}

/** Tax-authority receiver VAT condition from a code or the usual phrases. */
function condicionIvaOf(text: string): number | null {
  const t = normalizeHeader(text);
  if (t === '') return null;
  if (/^\d{1,2}$/.test(t)) return Number(t);
  if (/inscripto|^ri$/.test(t)) return 1;
  if (/exento/.test(t)) return 4;
  if (/consumidor final|^cf$/.test(t)) return 5;
  if (/monotribut/.test(t)) return 6;
  return null;
}

/** Confidence of a value read from a spreadsheet cell; a line without a price (the price list's to fill) a little less. */
const SPREADSHEET_CELL = 0.95;

/** The field confidences of a group read from a sheet (the draft's pipeline and the evaluation use them). */
export function spreadsheetConfidence(data: DraftData): Record<string, number> {
  const fields: Record<string, number> = {
    'receiver.name': SPREADSHEET_CELL,
    'receiver.docNumber': SPREADSHEET_CELL,
    'receiver.condicionIva': SPREADSHEET_CELL,
    documentDate: SPREADSHEET_CELL,
    reference: SPREADSHEET_CELL,
    currency: SPREADSHEET_CELL,
    lines: SPREADSHEET_CELL,
  };
  data.lines.forEach((l, i) => (fields[`lines[${i}]`] = l.unitPrice === null ? 0.9 : SPREADSHEET_CELL));
  return fields;
}
