import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { decodeText, guessDelimiter, MimeType } from '../file-type';
import { fail, isIngestionFailure } from '../ingestion.errors';
import type { CellValue } from './cell-values';

/** One row of a sheet: its 1-based row number and its cells (index 0 = column A). */
export interface SheetRow {
  rowNumber: number;
  cells: CellValue[];
}

/** Turns the bytes of one spreadsheet format into rows; mapping them to sales is format-independent. */
export interface SpreadsheetReader {
  readonly mimeType: string;
  readRows(bytes: Uint8Array): Promise<SheetRow[]>;
}

/** Upper bound on rows read, so a crafted file cannot exhaust memory before the limits apply. */
const MAX_ROWS = 100_000;

export class CsvReader implements SpreadsheetReader {
  readonly mimeType = MimeType.Csv;

  async readRows(bytes: Uint8Array): Promise<SheetRow[]> {
    // Strips a UTF-8 BOM; falls back to Windows-1252 when the bytes are not UTF-8 (Excel on Windows).
    const text = decodeText(bytes);
    const delimiter = guessDelimiter(text) ?? ',';
    const endLines: number[] = [];
    let records: string[][];
    try {
      records = parse(text, {
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        to: MAX_ROWS,
        on_record: (record: string[], context) => {
          endLines.push(context.lines);
          return record;
        },
      });
    } catch (error) {
      fail('corrupt_file', `The CSV file could not be parsed: ${error instanceof Error ? error.message : String(error)}.`, error);
    }
    return records.map((record, i) => ({
      // context.lines is the line where the record ends; a quoted field may span several lines.
      rowNumber: endLines[i] - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0),
      cells: record.map((field) => field),
    }));
  }
}

export class XlsxReader implements SpreadsheetReader {
  readonly mimeType = MimeType.Xlsx;

  async readRows(bytes: Uint8Array): Promise<SheetRow[]> {
    const workbook = new ExcelJS.Workbook();
    try {
      // exceljs types its input as an ArrayBuffer-like "Buffer"; a fresh copy gives a plain ArrayBuffer.
      await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    } catch (error) {
      fail('corrupt_file', 'The .xlsx workbook is damaged and cannot be read.', error);
    }
    // The sales are on the first visible sheet.
    const sheet = workbook.worksheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden') ?? workbook.worksheets[0];
    if (!sheet) fail('corrupt_file', 'The workbook has no worksheet.');
    const rows: SheetRow[] = [];
    try {
      sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        if (rows.length >= MAX_ROWS) return;
        const cells: CellValue[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = toCellValue(cell.value);
        });
        for (let i = 0; i < cells.length; i++) cells[i] ??= null;
        rows.push({ rowNumber, cells });
      });
    } catch (error) {
      if (isIngestionFailure(error)) throw error;
      fail('corrupt_file', 'The worksheet could not be read.', error);
    }
    return rows;
  }
}

/** Formulas give their cached result, rich text and hyperlinks their text, errors nothing. */
export function toCellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return null;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || result === null || (typeof result === 'object' && !(result instanceof Date))) return null;
    return result;
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

const READERS: Record<string, SpreadsheetReader> = {
  [MimeType.Csv]: new CsvReader(),
  [MimeType.Xlsx]: new XlsxReader(),
};

export function spreadsheetReaderFor(mimeType: string): SpreadsheetReader {
  const reader = READERS[mimeType];
  if (!reader) fail('unsupported_type', `${mimeType} is not a spreadsheet type (expected .xlsx or CSV).`);
  return reader;
}
