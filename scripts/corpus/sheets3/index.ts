/**
 * The `sheets3` split (prefix `sa`): a third blind split of spreadsheets (CSV and .xlsx) imitating other programs
 * and habits than `sheets` and `sheets2`; same output format (files, truths of kind "spreadsheet", templates with
 * columnMapping, MANIFEST.json). Written without reading the service's code (scripts/corpus/README.md, the `sheets3`
 * section).
 */
import type { SheetLayout } from '../sheets/common';
import { buildSheetSplit, writeSheetSplit, type SheetSet, type SheetSplit } from '../sheets/index';
import { sheets3A } from './a';
import { sheets3B } from './b';
import { sheets3C } from './c';
import { sheets3D } from './d';
import { sheets3E } from './e';
import { sheets3F } from './f';
import { sheets3G } from './g';
import { sheets3H } from './h';
import { sheets3I } from './i';
import { sheets3J } from './j';

export const SHEET3_LAYOUTS: readonly SheetLayout[] = [sheets3A, sheets3B, sheets3C, sheets3D, sheets3E, sheets3F, sheets3G, sheets3H, sheets3I, sheets3J];

const SHEETS3: SheetSplit = { name: 'sheets3', folder: 'scripts/corpus/sheets3/', layouts: SHEET3_LAYOUTS };

/** Built and written as `sheets` is (scripts/corpus/sheets/index.ts), with its own layouts and prefix. */
export const buildSheets3 = (seed: number, today: string, log?: (s: string) => void, prefix = 'sa', perLayout = 3) => buildSheetSplit(SHEETS3, seed, today, log, prefix, perLayout);
export const writeSheets3 = (dir: string, set: SheetSet) => writeSheetSplit(SHEETS3, dir, set);
