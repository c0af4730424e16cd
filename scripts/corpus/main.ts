/**
 * npm run corpus -- [--out corpus-out] [--seed 20261125] [--today YYYY-MM-DD] [--sets train,heldout,fresh,fresh2,fresh3,fresh4,fresh5,fresh6,fresh7,fresh8,fresh9,fresh10,fresh11,fresh12,fresh13,fresh14,fresh15,fresh16,fresh17,fresh18,fresh19,fresh20,fresh21,fresh22,fresh23,fresh24,fresh25,fresh26,fresh27,fresh28,fresh29,fresh30,fresh31,sheets,sheets2,sheets3,sheets4]
 *
 * Writes <out>/train (the layouts extraction may be tuned on), <out>/heldout (layouts kept out of sight) and
 * <out>/fresh (layouts written without looking at the extraction code), each in the format of
 * ../shared/corpus/dev; --sets builds only the named ones. Same seed and today → same files. `sheets` (prefix o) is the
 * split of spreadsheets (CSV and .xlsx, scripts/corpus/sheets/), built after the document sets; `sheets2` (prefix l,
 * scripts/corpus/sheets2/) a second one, `sheets3` (prefix sa, scripts/corpus/sheets3/) a third, `sheets4` (prefix sb,
 * scripts/corpus/sheets4/) a fourth.
 */
import path from 'node:path';
import { buildSet, type SetPlan } from './generate';
import { FRESH2_LAYOUTS, FRESH3_LAYOUTS, FRESH4_LAYOUTS, FRESH5_LAYOUTS, FRESH6_LAYOUTS, FRESH7_LAYOUTS, FRESH8_LAYOUTS, FRESH9_LAYOUTS, FRESH10_LAYOUTS, FRESH11_LAYOUTS, FRESH12_LAYOUTS, FRESH13_LAYOUTS, FRESH14_LAYOUTS, FRESH15_LAYOUTS, FRESH16_LAYOUTS, FRESH17_LAYOUTS, FRESH18_LAYOUTS, FRESH19_LAYOUTS, FRESH20_LAYOUTS, FRESH21_LAYOUTS, FRESH22_LAYOUTS, FRESH23_LAYOUTS, FRESH24_LAYOUTS, FRESH25_LAYOUTS, FRESH26_LAYOUTS, FRESH27_LAYOUTS, FRESH28_LAYOUTS, FRESH29_LAYOUTS, FRESH30_LAYOUTS, FRESH31_LAYOUTS, FRESH_LAYOUTS, HELDOUT_LAYOUTS, TRAIN_LAYOUTS } from './layouts';
import { closeRenderers } from './pdf';
import { buildSheets, writeSheets } from './sheets';
import { buildSheets2, writeSheets2 } from './sheets2';
import { buildSheets3, writeSheets3 } from './sheets3';
import { buildSheets4, writeSheets4 } from './sheets4';
import { writeSet } from './writer';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const PLANS: SetPlan[] = [
  // ~40 documents: 3 text PDFs + a mild scan, a harsh photo and an image-only PDF per layout.
  { name: 'train', prefix: 'g', layouts: TRAIN_LAYOUTS, textPerLayout: 3, scans: ['mild', 'harsh', 'image-pdf'] },
  // ~15 documents: 3 text PDFs + a mild scan and a harsh photo per layout.
  { name: 'heldout', prefix: 'h', layouts: HELDOUT_LAYOUTS, textPerLayout: 3, scans: ['mild', 'harsh'] },
  // ~50 documents, as heldout: other vendors' designs, never tuned on.
  { name: 'fresh', prefix: 'f', layouts: FRESH_LAYOUTS, textPerLayout: 3, scans: ['mild', 'harsh'] },
  // ~50 documents, studied (written 2026-11-26, fourth session, without looking at the extraction code): other
  // vendors and PDF producers; a mild scan plus the layout's own extra style (fax, sideways, upside-down, keystone, two-up).
  { name: 'fresh2', prefix: 'k', layouts: FRESH2_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, studied (written 2026-11-26, fifth session, without looking at the extraction code): other PDF
  // producers (pdf-lib), papers and wordings; a mild scan plus the layout's own style (incl. dim-shadow, photocopy, crumpled).
  { name: 'fresh3', prefix: 'm', layouts: FRESH3_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, studied (written 2026-11-26, sixth session, without looking at the extraction code); its layouts
  // are described only in layouts/fresh4/LAYOUTS.md, which is not to be read until the split is studied.
  { name: 'fresh4', prefix: 'n', layouts: FRESH4_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, studied (written 2026-11-26, seventh session, without looking at the extraction code); its layouts
  // are described only in layouts/fresh5/LAYOUTS.md, which is not to be read until the split is studied.
  { name: 'fresh5', prefix: 'p', layouts: FRESH5_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, three layouts HELD OUT (b, h, i; written 2026-11-26 without looking at the extraction code; producers incl. jsPDF); its
  // layouts are described only in layouts/fresh6/LAYOUTS.md, which is not to be read until the split is studied.
  { name: 'fresh6', prefix: 'q', layouts: FRESH6_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code); its layouts
  // are described only in layouts/fresh7/LAYOUTS.md, which is not to be read until the split is studied.
  { name: 'fresh7', prefix: 'r', layouts: FRESH7_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, studied (written 2026-11-27 without looking at the extraction code; producers incl. a PDF writer of
  // its own); its layouts are described only in layouts/fresh8/LAYOUTS.md, which is not read.
  { name: 'fresh8', prefix: 's', layouts: FRESH8_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, measured blind, then a, c and f HELD OUT (written 2026-11-27 without looking at the extraction code;
  // producers incl. a page written y-down by hand); its layouts are described only in layouts/fresh9/LAYOUTS.md, not
  // to be read until studied.
  { name: 'fresh9', prefix: 't', layouts: FRESH9_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; producers incl.
  // Type3 glyph fonts and a first-use re-encoding written by hand); its layouts are described only in
  // layouts/fresh10/LAYOUTS.md, not to be read until studied.
  { name: 'fresh10', prefix: 'u', layouts: FRESH10_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents as
  // small businesses make them with common tools); its layouts are described only in layouts/fresh11/LAYOUTS.md, not
  // to be read until studied.
  { name: 'fresh11', prefix: 'v', layouts: FRESH11_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents made
  // by other people's invoicing and business software, one voucher drawn as a Form XObject); its layouts are described
  // only in layouts/fresh12/LAYOUTS.md, not to be read until studied.
  { name: 'fresh12', prefix: 'w', layouts: FRESH12_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents made
  // by other people's software, text written as TeX, report engines and CID-font producers write it, one page stored
  // rotated); its layouts are described only in layouts/fresh13/LAYOUTS.md, not to be read until studied.
  { name: 'fresh13', prefix: 'x', layouts: FRESH13_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, producers old and new); its layouts are described only in
  // layouts/fresh14/LAYOUTS.md, not to be read until studied.
  { name: 'fresh14', prefix: 'y', layouts: FRESH14_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents made
  // by other people's software as businesses receive them: a carrier, a hotel, a bill, a clinic, a builder, a marketplace
  // seller, remitos by weight); its layouts are described only in layouts/fresh15/LAYOUTS.md, not to be read until studied.
  { name: 'fresh15', prefix: 'z', layouts: FRESH15_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one tagged PDF and one form stamped over a bleed page); its
  // layouts are described only in layouts/fresh16/LAYOUTS.md, not to be read until studied.
  { name: 'fresh16', prefix: 'b', layouts: FRESH16_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-27 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one of them an owner-password-protected (encrypted) PDF);
  // its layouts are described only in layouts/fresh17/LAYOUTS.md, not to be read until studied.
  { name: 'fresh17', prefix: 'c', layouts: FRESH17_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one of them a PDF/A-2b with an XMP metadata stream); its
  // layouts are described only in layouts/fresh18/LAYOUTS.md, not to be read until studied.
  { name: 'fresh18', prefix: 'd', layouts: FRESH18_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one of them written as a Mac's Quartz does, TrueType faces in
  // MacRomanEncoding with no ToUnicode map); its layouts are described only in layouts/fresh19/LAYOUTS.md, not to be
  // read until studied.
  { name: 'fresh19', prefix: 'e', layouts: FRESH19_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a Windows virtual printer whose Type0 faces use
  // an embedded CMap of their own, glyphs placed on a 600 dpi grid and the page's content in many small streams); its
  // layouts are described only in layouts/fresh20/LAYOUTS.md, not to be read until studied.
  { name: 'fresh20', prefix: 'a', layouts: FRESH20_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a banded report engine that clips every field
  // in its own box and draws the static bands once in a Form XObject shown by every page); its layouts are described
  // only in layouts/fresh21/LAYOUTS.md, not to be read until studied.
  { name: 'fresh21', prefix: 'i', layouts: FRESH21_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, measured blind, studied on 2026-11-28 but c, b and j, which stay HELD OUT (written 2026-11-28 without
  // looking at the extraction code; documents made by other people's software as businesses receive them, one producer
  // an old columnar report writer that prints each line as a single TJ array whose columns are placed by displacements,
  // in a face condensed with Tz); its layouts are described only in layouts/fresh22/LAYOUTS.md, not read yet.
  { name: 'fresh22', prefix: 'j', layouts: FRESH22_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, measured blind, studied on 2026-11-28 but e, f and g, which stay HELD OUT (written 2026-11-28 without
  // looking at the extraction code; documents made by other people's software as businesses receive them, one producer
  // a form designer that writes every word as its own text block in a shuffled order); its layouts are described only
  // in layouts/fresh23/LAYOUTS.md, not read yet. Ids fa01 … fa50 (a two-letter prefix: all single letters are taken).
  { name: 'fresh23', prefix: 'fa', layouts: FRESH23_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, measured blind twice, studied on 2026-11-28 but h, c and b, which stay HELD OUT (written 2026-11-28
  // without looking at the extraction code; documents made by other people's software as businesses receive them, one
  // producer a banded report engine that writes the details column by column, each field in an ActualText span); its
  // layouts are described only in layouts/fresh24/LAYOUTS.md, not read yet. Ids fb01 … fb50.
  { name: 'fresh24', prefix: 'fb', layouts: FRESH24_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer an old ERP's print spooler that writes a page's
  // text in one BT, stacked fields with the ' and " operators and words as TJ pieces with no space glyphs); its layouts
  // are described only in layouts/fresh25/LAYOUTS.md, not to be read until studied. Ids fc01 … fc50.
  { name: 'fresh25', prefix: 'fc', layouts: FRESH25_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a scanner's "searchable PDF": each page a
  // scanned image with an invisible OCR text layer, one text object per word); its layouts are described only in
  // layouts/fresh26/LAYOUTS.md, not to be read until studied. Ids fd01 … fd50.
  { name: 'fresh26', prefix: 'fd', layouts: FRESH26_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a typesetting / desktop-publishing program's
  // PDF: TJ arrays kerned inside words, ligature glyphs mapped to U+FB00…U+FB03, no-break and thin spaces, en dashes);
  // its layouts are described only in layouts/fresh27/LAYOUTS.md, not to be read until studied. Ids fe01 … fe50.
  { name: 'fresh27', prefix: 'fe', layouts: FRESH27_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer an old report designer's PDF (QuickReport /
  // Crystal Reports 8-like): standard faces under a custom /Encoding whose /Differences move the accented letters to
  // other codes, no ToUnicode map, each field its own text object written bottom to top); its layouts are described
  // only in layouts/fresh28/LAYOUTS.md, not to be read until studied. Ids ff01 … ff50.
  { name: 'fresh28', prefix: 'ff', layouts: FRESH28_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a design tool's PDF whose text was turned into
  // vector outlines (Canva / Illustrator "Create Outlines" / a print shop's proof): every glyph a filled path from a
  // TrueType face, no text operator and no text layer at all, so the page must be read by OCR); its layouts are
  // described only in layouts/fresh29/LAYOUTS.md, not to be read until studied. Ids fg01 … fg50.
  { name: 'fresh29', prefix: 'fg', layouts: FRESH29_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a program that simulates type effects instead
  // of using real faces: bold struck twice a hair apart (a DOS-print utility, a GDI virtual printer), drop shadows as a
  // grey copy of the words, stroked (2 Tr) bold and skewed italics, so the text layer holds some words twice); its
  // layouts are described only in layouts/fresh30/LAYOUTS.md, not to be read until studied. Ids fh01 … fh50.
  { name: 'fresh30', prefix: 'fh', layouts: FRESH30_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
  // ~50 documents, ALL ten layouts HELD OUT (written 2026-11-28 without looking at the extraction code; documents made
  // by other people's software as businesses receive them, one producer a vector design program's layered export:
  // optional-content groups written layer by layer (every caption of the page, then every value), a hidden guides
  // layer with the template's placeholders, text at size 1 scaled by its matrix, gradient titles drawn as a clip);
  // its layouts are described only in layouts/fresh31/LAYOUTS.md, not to be read until studied. Ids fi01 … fi50.
  { name: 'fresh31', prefix: 'fi', layouts: FRESH31_LAYOUTS, textPerLayout: 3, scans: ['mild', 'own'] },
];

async function main(): Promise<void> {
  const out = path.resolve(option('out') ?? 'corpus-out');
  const seed = Number(option('seed') ?? 20261125);
  const today = option('today') ?? new Date().toISOString().slice(0, 10);
  const sets = option('sets')?.split(',') ?? [...PLANS.map((p) => p.name), 'sheets', 'sheets2', 'sheets3', 'sheets4'];
  const usage = 'usage: npm run corpus -- [--out DIR] [--seed N] [--today YYYY-MM-DD] [--sets train,heldout,fresh,fresh2,fresh3,fresh4,fresh5,fresh6,fresh7,fresh8,fresh9,fresh10,fresh11,fresh12,fresh13,fresh14,fresh15,fresh16,fresh17,fresh18,fresh19,fresh20,fresh21,fresh22,fresh23,fresh24,fresh25,fresh26,fresh27,fresh28,fresh29,fresh30,fresh31,sheets,sheets2,sheets3,sheets4]';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !Number.isInteger(seed)) throw new Error(usage);
  const unknown = sets.filter((name) => name !== 'sheets' && name !== 'sheets2' && name !== 'sheets3' && name !== 'sheets4' && !PLANS.some((p) => p.name === name));
  if (unknown.length) throw new Error(`unknown set ${unknown.join(', ')}; ${usage}`);
  for (const plan of PLANS.filter((p) => sets.includes(p.name))) {
    const set = await buildSet(plan, seed, today, (s) => console.error(s));
    const dir = path.join(out, plan.name);
    writeSet(dir, { name: plan.name, seed, today, layouts: plan.layouts, ...set });
    console.log(`${dir}: ${set.items.length} documents, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  if (sets.includes('sheets')) {
    // ~30 spreadsheets, measured blind (written 2026-11-28 without looking at the service's code); sheets-j, -b and
    // -e are held out after the blind measure (scripts/corpus/README.md, the `sheets` section).
    const set = await buildSheets(seed, today, (s) => console.error(s));
    const dir = path.join(out, 'sheets');
    writeSheets(dir, { name: 'sheets', seed, today, ...set });
    console.log(`${dir}: ${set.items.length} spreadsheets, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  if (sets.includes('sheets2')) {
    // ~30 spreadsheets, a second blind split (written 2026-11-28 without looking at the service's code); sheets2-i, -c
    // and -a are the held-out draw (scripts/corpus/README.md, the `sheets2` section).
    const set = await buildSheets2(seed, today, (s) => console.error(s));
    const dir = path.join(out, 'sheets2');
    writeSheets2(dir, { name: 'sheets2', seed, today, ...set });
    console.log(`${dir}: ${set.items.length} spreadsheets, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  if (sets.includes('sheets3')) {
    // ~30 spreadsheets, a third blind split (written 2026-11-28 without looking at the service's code); sheets3-i, -e
    // and -h are the held-out draw (scripts/corpus/README.md, the `sheets3` section).
    const set = await buildSheets3(seed, today, (s) => console.error(s));
    const dir = path.join(out, 'sheets3');
    writeSheets3(dir, { name: 'sheets3', seed, today, ...set });
    console.log(`${dir}: ${set.items.length} spreadsheets, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  if (sets.includes('sheets4')) {
    // ~30 spreadsheets, a fourth blind split (written 2026-11-28 without looking at the service's code); all ten
    // layouts held out, sheets4-f, -b and -h the drawn three (scripts/corpus/README.md, the `sheets4` section).
    const set = await buildSheets4(seed, today, (s) => console.error(s));
    const dir = path.join(out, 'sheets4');
    writeSheets4(dir, { name: 'sheets4', seed, today, ...set });
    console.log(`${dir}: ${set.items.length} spreadsheets, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  await closeRenderers();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
