/**
 * The `sheets` split (prefix `o`): spreadsheets (CSV and .xlsx) as other people's software writes them, each with
 * its template's columnMapping; truth per the dev README's "Spreadsheets" section. Written without reading the
 * service's code (scripts/corpus/README.md, the `sheets` section).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Rng } from '../random';
import { sheetsA } from './a';
import { sheetsB } from './b';
import { sheetsC } from './c';
import { sheetTruth, type SheetLayout, type SheetTemplate, type SheetTruth } from './common';
import { sheetsD } from './d';
import { sheetsE } from './e';
import { sheetsF } from './f';
import { sheetsG } from './g';
import { sheetsH } from './h';
import { sheetsI } from './i';
import { sheetsJ } from './j';

export const SHEET_LAYOUTS: readonly SheetLayout[] = [sheetsA, sheetsB, sheetsC, sheetsD, sheetsE, sheetsF, sheetsG, sheetsH, sheetsI, sheetsJ];

export interface SheetItem {
  id: string;
  file: string;
  bytes: Buffer;
  truth: SheetTruth;
  layout: string;
  format: string;
}

export interface SheetTemplateFile {
  id: string;
  layout: string;
  issuer: string;
  body: {
    name: string;
    instructions: string;
    priceList: Array<{ description: string; unitPrice: number }>;
    pricesIncludeIva: boolean;
    ivaRate: number;
    concepto: 1 | 2 | 3;
    columnMapping: SheetTemplate['columnMapping'];
  };
}

function templateFile(layout: SheetLayout, t: SheetTemplate, issuer: string): SheetTemplateFile {
  return {
    id: t.id,
    layout: layout.id,
    issuer,
    body: {
      name: t.name,
      instructions: t.instructions,
      priceList: t.articles.map((a) => ({ description: a.description, unitPrice: a.price })),
      pricesIncludeIva: t.pricesIncludeIva,
      ivaRate: t.ivaRate,
      concepto: t.concepto,
      columnMapping: t.columnMapping,
    },
  };
}

/** A split of spreadsheets: its name (the log's and the README's), its generator's folder and its layouts. */
export interface SheetSplit {
  name: string;
  folder: string;
  layouts: readonly SheetLayout[];
}

const SHEETS: SheetSplit = { name: 'sheets', folder: 'scripts/corpus/sheets/', layouts: SHEET_LAYOUTS };

export const buildSheets = (seed: number, today: string, log?: (s: string) => void, prefix = 'o', perLayout = 3) => buildSheetSplit(SHEETS, seed, today, log, prefix, perLayout);
export const writeSheets = (dir: string, set: SheetSet) => writeSheetSplit(SHEETS, dir, set);

/** Three files per layout, each from its own child generator of a seed taken from the layout's name. */
export async function buildSheetSplit(split: SheetSplit, seed: number, today: string, log: (s: string) => void = () => undefined, prefix: string, perLayout = 3): Promise<{ items: SheetItem[]; templates: SheetTemplateFile[] }> {
  const items: SheetItem[] = [];
  const templates: SheetTemplateFile[] = [];
  let n = 0;
  for (const [k, layout] of split.layouts.entries()) {
    const layoutSeed = (seed ^ [...layout.id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)) >>> 0;
    const rng = new Rng(layoutSeed);
    const issuer = layout.issuer(rng.fork(0));
    const template = layout.template(issuer);
    templates.push(templateFile(layout, template, issuer.name));
    for (let index = 0; index < perLayout; index++) {
      const sheet = await layout.compose(rng.fork(index + 1), { issuer, template, index, today });
      const id = `${prefix}${String(++n).padStart(2, '0')}`;
      const file = `${id}.${sheet.ext}`;
      const truth = sheetTruth(file, template, sheet.rows);
      const customers = truth.expected.drafts.length;
      if (sheet.rows.length < 8 || sheet.rows.length > 40 || customers < 2 || customers > 6) throw new Error(`${layout.id} ${id}: ${sheet.rows.length} rows, ${customers} customers`);
      items.push({ id, file, bytes: sheet.bytes, truth, layout: layout.id, format: `${sheet.describe}, ${sheet.rows.length} rows, ${customers} customers` });
    }
    log(`${split.name}: layout ${k + 1}/${split.layouts.length} ${layout.id} done (${items.length} items)`);
  }
  return { items, templates };
}

export interface SheetSet {
  name: string;
  seed: number;
  today: string;
  items: SheetItem[];
  templates: SheetTemplateFile[];
}

/** Writes the set in the dev corpus format: files, truths, templates/, MANIFEST.json and a README table. */
export function writeSheetSplit(split: SheetSplit, dir: string, set: SheetSet): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'templates'), { recursive: true });
  for (const t of set.templates) writeFileSync(path.join(dir, 'templates', `${t.id}.json`), `${JSON.stringify(t.body, null, 2)}\n`);
  for (const item of set.items) {
    writeFileSync(path.join(dir, item.file), item.bytes);
    writeFileSync(path.join(dir, `${item.id}.truth.json`), `${JSON.stringify(item.truth, null, 2)}\n`);
  }
  const manifest = {
    profile: set.name,
    seed: String(set.seed),
    today: set.today,
    generator: 'scripts/corpus (npm run corpus)',
    counts: { spreadsheet: set.items.length },
    total: set.items.length,
    layouts: split.layouts.map((l) => ({ id: l.id, kind: 'spreadsheet', title: l.title })),
    templates: set.templates.map((t) => ({ id: t.id, kind: 'spreadsheet', layout: t.layout, issuer: t.issuer })),
    items: set.items.map((item) => ({ id: item.id, file: item.file, kind: 'spreadsheet', template: item.truth.template, format: item.format, layout: item.layout })),
  };
  writeFileSync(path.join(dir, 'MANIFEST.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const rows = set.items.map((i) => `| ${i.id} | \`${i.file}\` | spreadsheet | ${i.truth.template} | ${i.format} |`);
  writeFileSync(
    path.join(dir, 'README.md'),
    [
      `# Generalization corpus: ${set.name}`,
      '',
      `Generated by \`npm run corpus\` (${split.folder}, seed ${set.seed}, today ${set.today}); fictional spreadsheets, format of ../shared/corpus/dev/README.md ("Spreadsheets").`,
      '',
      '| id | file | kind | template | format |',
      '|----|------|------|----------|--------|',
      ...rows,
      '',
    ].join('\n'),
  );
}
