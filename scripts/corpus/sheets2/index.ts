/**
 * The `sheets2` split (prefix `l`): a second blind split of spreadsheets (CSV and .xlsx) imitating other programs and
 * habits than `sheets`; same output format (files, truths of kind "spreadsheet", templates with columnMapping,
 * MANIFEST.json). Written without reading the service's code (scripts/corpus/README.md, the `sheets2` section).
 */
import type { SheetLayout } from '../sheets/common';
import { buildSheetSplit, writeSheetSplit, type SheetSet, type SheetSplit } from '../sheets/index';
import { sheets2A } from './a';
import { sheets2B } from './b';
import { sheets2C } from './c';
import { sheets2D } from './d';
import { sheets2E } from './e';
import { sheets2F } from './f';
import { sheets2G } from './g';
import { sheets2H } from './h';
import { sheets2I } from './i';
import { sheets2J } from './j';

export const SHEET2_LAYOUTS: readonly SheetLayout[] = [sheets2A, sheets2B, sheets2C, sheets2D, sheets2E, sheets2F, sheets2G, sheets2H, sheets2I, sheets2J];

const SHEETS2: SheetSplit = { name: 'sheets2', folder: 'scripts/corpus/sheets2/', layouts: SHEET2_LAYOUTS };

/** Built and written as `sheets` is (scripts/corpus/sheets/index.ts), with its own layouts and prefix. */
export const buildSheets2 = (seed: number, today: string, log?: (s: string) => void, prefix = 'l', perLayout = 3) => buildSheetSplit(SHEETS2, seed, today, log, prefix, perLayout);
export const writeSheets2 = (dir: string, set: SheetSet) => writeSheetSplit(SHEETS2, dir, set);
