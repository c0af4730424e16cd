import type { ColumnMapping, SpreadsheetGroup } from '../document.types';
import { detectFileType } from './file-type';
import { fail } from './ingestion.errors';
import { resolveLimits, type IngestionLimits } from './ingestion.options';
import { applyColumnMapping, type SpreadsheetDefaults } from './spreadsheet/column-mapping';
import { spreadsheetReaderFor } from './spreadsheet/spreadsheet-reader';

export interface ReadSpreadsheetOptions extends SpreadsheetDefaults {
  limits?: Partial<IngestionLimits>;
}

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
  const rows = await spreadsheetReaderFor(type).readRows(bytes);
  return applyColumnMapping(rows, mapping, options);
}
