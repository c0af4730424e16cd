import type ExcelJS from 'exceljs';
import type { CellValue } from './cell-values';

/** One row of a sheet: its 1-based row number and its cells (index 0 = column A). */
export interface SheetRow {
  rowNumber: number;
  cells: CellValue[];
}

/**
 * Formulas give their cached result, rich text and hyperlinks their text, errors nothing. Runs inside the
 * spreadsheet worker as source text (isolated-reader.ts): it must stay a self-contained function with no imports.
 */
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
