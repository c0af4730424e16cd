import type { ColumnMapping, SpreadsheetGroup } from '../document.types';
import { detectFileType } from './file-type';
import { fail } from './ingestion.errors';
import { resolveLimits, type IngestionLimits } from './ingestion.options';
import { applyColumnMappingToSheets, type SpreadsheetDefaults } from './spreadsheet/column-mapping';
import { DEFAULT_SPREADSHEET_LIMITS, readSheetsIsolated, type SpreadsheetReadLimits } from './spreadsheet/isolated-reader';

export interface ReadSpreadsheetOptions extends SpreadsheetDefaults {
  limits?: Partial<IngestionLimits>;
  spreadsheet?: Partial<SpreadsheetReadLimits>;
  /** Lines one draft may hold (POST /documents/drafts accepts 1 000); a larger group refuses the file. */
  maxLinesPerDraft?: number;
}

export const MAX_LINES_PER_DRAFT = 1000;

/**
 * Reads an .xlsx or CSV file and applies the template's columnMapping: one SpreadsheetGroup (→ one draft) per
 * distinct groupBy value. `mimeType` is the type detected from the bytes; when omitted it is detected here.
 */
export async function readSpreadsheet(
  bytes: Uint8Array,
  mimeType: string | undefined,
  mapping: ColumnMapping,
  options: ReadSpreadsheetOptions = {},
): Promise<SpreadsheetGroup[]> {
  const limits = resolveLimits(options.limits);
  if (bytes.length === 0) fail('empty_file', 'The file is empty (0 bytes).');
  if (bytes.length > limits.maxFileBytes) fail('file_too_large', `The file is larger than the limit of ${limits.maxFileBytes} bytes.`);
  const type = mimeType ?? detectFileType(bytes);
  if (type === 'unsupported') fail('unsupported_type', 'The file is not an .xlsx workbook or a CSV file.');
  const sheets = await readSheetsIsolated(bytes, type, { ...DEFAULT_SPREADSHEET_LIMITS, ...options.spreadsheet });
  const groups = applyColumnMappingToSheets(sheets, mapping, options);
  const maxLines = options.maxLinesPerDraft ?? MAX_LINES_PER_DRAFT;
  const oversized = groups.find((group) => group.data.lines.length > maxLines);
  if (oversized) {
    fail('too_many_lines', `One draft of this spreadsheet would have ${oversized.data.lines.length} lines (rows ${oversized.sourceRows[0]} to ${oversized.sourceRows.at(-1)}); a draft holds at most ${maxLines}.`);
  }
  return groups;
}
