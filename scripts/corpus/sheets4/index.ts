/**
 * The `sheets4` split (prefix `sb`): a fourth blind split of spreadsheets (CSV and .xlsx) imitating other programs and
 * habits than `sheets`, `sheets2` and `sheets3`; same output format (files, truths of kind "spreadsheet", templates
 * with columnMapping, MANIFEST.json). Written without reading the service's code (scripts/corpus/README.md, the
 * `sheets4` section). Some templates map columns by letter ("A", "K") instead of header text.
 */
import type { SheetLayout } from '../sheets/common';
import { buildSheetSplit, writeSheetSplit, type SheetSet, type SheetSplit } from '../sheets/index';
import { sheets4A } from './a';
import { sheets4B } from './b';
import { sheets4C } from './c';
import { sheets4D } from './d';
import { sheets4E } from './e';
import { sheets4F } from './f';
import { sheets4G } from './g';
import { sheets4H } from './h';
import { sheets4I } from './i';
import { sheets4J } from './j';

export const SHEET4_LAYOUTS: readonly SheetLayout[] = [sheets4A, sheets4B, sheets4C, sheets4D, sheets4E, sheets4F, sheets4G, sheets4H, sheets4I, sheets4J];

const SHEETS4: SheetSplit = { name: 'sheets4', folder: 'scripts/corpus/sheets4/', layouts: SHEET4_LAYOUTS };

/** Built and written as `sheets` is (scripts/corpus/sheets/index.ts), with its own layouts and prefix. */
export const buildSheets4 = (seed: number, today: string, log?: (s: string) => void, prefix = 'sb', perLayout = 3) => buildSheetSplit(SHEETS4, seed, today, log, prefix, perLayout);
export const writeSheets4 = (dir: string, set: SheetSet) => writeSheetSplit(SHEETS4, dir, set);
