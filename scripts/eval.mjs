#!/usr/bin/env node
// npm run eval -- <corpus dir> [<corpus dir> ...] [--out report.json] [score-drafts options]
// Starts the service in embedded mode on a spare port with a throw-away DATA_DIR (offline rules extractor unless
// LLM_* is set), runs the independent scorer ../shared/tools/score-drafts.mjs against it over HTTP for each corpus
// dir in turn, prints its figures, then a table per layout and medium and the issue codes raised, and stops the
// service. --out keeps the scorer's JSON report (with several dirs: one file per dir, "<out>-<dir name>.json").
// Exit status is the worst of the scorer's.
//   npm run eval -- --tables report.json   prints the per-layout tables of a saved report (no service started)
//   npm run eval -- --blind <dir>   figures only, for a split measured blind: no document's progress line, no "Worst documents" block
//   npm run eval -- --learn <dir> [<dir> ...]   replays each corpus in order, PATCHing each draft's wrong fields from its
//   truth file as a reviewer would, and prints per layout the accuracy of the first document and of the later ones
//   (the learning curve; scripts/eval-learn.mjs). With --media text (or scan) only the text PDFs (or the scans,
//   photos and image-only PDFs) are replayed: text PDFs take seconds, scans are OCR'd and take minutes; --verbose
//   prints the scorer's differences for each wrong draft.
// The service start-up is scripts/eval-service.mjs, shared with eval-learn.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { withEvalService } from './eval-service.mjs';

const args = process.argv.slice(2);
const dirs = [];
const scorerArgs = [];
let out = null;
let tablesOf = null;
let learn = false;
let media = null;
let verbose = false;
// --blind: a split measured blind prints its figures only, not a document's reading (the scorer's per-document
// progress lines and its "Worst documents" block are left out).
let blind = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--learn') learn = true;
  else if (a === '--media') media = args[++i];
  else if (a === '--verbose') verbose = true;
  else if (a === '--blind') blind = true;
  else if (a === '--out') out = args[++i];
  else if (a === '--tables') tablesOf = args[++i];
  else if (a.startsWith('--out=')) out = a.slice('--out='.length);
  else if (a.startsWith('--')) {
    scorerArgs.push(a);
    // an option's value follows it unless it is itself an option (score-drafts' own parsing)
    if (!a.includes('=') && args[i + 1] !== undefined && !args[i + 1].startsWith('--')) scorerArgs.push(args[++i]);
  } else dirs.push(resolve(a));
}
if (!dirs.length) dirs.push(resolve('../shared/corpus/dev'));
const scorer = resolve('../shared/tools/score-drafts.mjs');
if (!existsSync(scorer)) {
  console.error(`The scorer is not at ${scorer} (the shared folder must sit beside this checkout).`);
  process.exit(2);
}
let reportDir = '';

function reportPath(dir) {
  if (!out) return join(reportDir, `report-${basename(dir)}.json`);
  if (dirs.length === 1) return resolve(out);
  return resolve(`${out.replace(/\.json$/, '')}-${basename(dir)}.json`);
}

function runScorer(baseUrl, key, dir) {
  return new Promise((resolveCode) => {
    const run = spawn(process.execPath, [scorer, '--base-url', baseUrl, '--api-key', key, '--dir', dir, '--out', reportPath(dir), ...scorerArgs], {
      stdio: blind ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (blind) {
      for (const [from, to] of [[run.stdout, process.stdout], [run.stderr, process.stderr]]) {
        let pending = '';
        let hiding = false;
        from.on('data', (chunk) => {
          pending += chunk.toString();
          const lines = pending.split('\n');
          pending = lines.pop();
          for (const text of lines) {
            // From "Worst documents" on, only a new section ("=== …") is printed again.
            if (/^Worst documents/.test(text)) hiding = true;
            else if (/^===/.test(text)) hiding = false;
            if (!hiding && !/^\[\s*\d+\/\d+\]/.test(text)) to.write(`${text}\n`);
          }
        });
      }
    }
    run.on('exit', (c) => resolveCode(c ?? 1));
  });
}

// ------------------------------------------------------------------ per-layout figures from the scorer's report

const MEDIA = { 'text-pdf': 'text PDF', scan: 'scan/photo', 'image-pdf': 'image-only PDF', sheet: 'spreadsheet', other: 'other' };

/** The layout of a manifest item: its `layout` field, else "layout X" in its format (the dev set), else its kind. */
function layoutOf(item, doc) {
  if (item?.layout) return item.layout;
  const m = /\blayout ([\w-]+)/.exec(item?.format ?? doc.format ?? '');
  if (m) return m[1];
  return doc.kind === 'spreadsheet' ? '(spreadsheet)' : doc.kind === 'bad' ? '(bad input)' : '(none)';
}

function newRow() {
  return { docs: 0, units: 0, headerRight: 0, headerN: 0, correct: 0, truth: 0, draft: 0, pricedRight: 0, pricedN: 0, mpFound: 0, mpN: 0, fully: 0, badPass: 0, bad: 0 };
}

function addScore(row, s) {
  row.units++;
  row.headerRight += s.headerRight;
  row.headerN += s.headerScored;
  row.correct += s.lines.correct;
  row.truth += s.lines.truth;
  row.draft += s.lines.draft;
  row.pricedRight += s.lines.pricedRight;
  row.pricedN += s.lines.pricedTotal;
  row.mpFound += s.issues.missingPriceFound;
  row.mpN += s.lines.nullPriceTotal;
  if (s.fullyCorrect) row.fully++;
}

function addDocument(row, doc) {
  row.docs++;
  const s = doc.score;
  if (doc.kind === 'bad') {
    row.bad++;
    if (s?.pass) row.badPass++;
  } else if (doc.kind === 'spreadsheet' && s) {
    for (const g of s.groups) addScore(row, g.score);
    for (const x of s.extraDrafts) row.draft += x.lines;
  } else if (s) addScore(row, s);
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}` : '-');
function f1(row) {
  if (!row.truth && !row.draft) return '-';
  const p = row.draft ? row.correct / row.draft : 0;
  const r = row.truth ? row.correct / row.truth : 0;
  return p + r ? ((200 * p * r) / (p + r)).toFixed(1) : '0.0';
}

function printTables(report, manifest) {
  const items = new Map((manifest?.items ?? []).map((i) => [i.id, i]));
  const rows = new Map();
  const at = (layout, medium) => {
    const k = `${layout}\u0000${medium}`;
    if (!rows.has(k)) rows.set(k, { layout, medium, ...newRow() });
    return rows.get(k);
  };
  const issueCounts = new Map();
  for (const doc of report.documents) {
    const layout = layoutOf(items.get(doc.id), doc);
    const medium = doc.kind === 'bad' ? 'bad input' : MEDIA[doc.media] ?? doc.media;
    for (const r of [at(layout, medium), at(layout, 'all'), at('ALL', medium), at('ALL', 'all')]) addDocument(r, doc);
    const expected = new Set(doc.kind === 'spreadsheet' ? [] : (doc.score?.issues?.expected ?? []));
    for (const d of doc.drafts ?? []) {
      for (const code of new Set((d.issues ?? []).map((x) => (x && typeof x === 'object' ? x.code : x)).filter(Boolean))) {
        const c = issueCounts.get(code) ?? { drafts: 0, expected: 0 };
        c.drafts++;
        if (expected.has(code)) c.expected++;
        issueCounts.set(code, c);
      }
    }
  }
  const mediaOf = new Map();
  for (const r of rows.values()) if (r.medium !== 'all') mediaOf.set(r.layout, (mediaOf.get(r.layout) ?? 0) + 1);
  // a layout seen in one medium only needs no "all" row
  const order = [...rows.values()].filter((r) => r.medium !== 'all' || mediaOf.get(r.layout) > 1).sort((a, b) => {
    if ((a.layout === 'ALL') !== (b.layout === 'ALL')) return a.layout === 'ALL' ? 1 : -1;
    if (a.layout !== b.layout) return a.layout.localeCompare(b.layout);
    if ((a.medium === 'all') !== (b.medium === 'all')) return a.medium === 'all' ? 1 : -1;
    return a.medium.localeCompare(b.medium);
  });
  const header = ['layout', 'medium', 'docs', 'header %', 'line F1 %', 'priced right %', 'missing_price', 'fully correct'];
  const table = order.map((r) => [
    r.layout,
    r.medium,
    String(r.docs),
    pct(r.headerRight, r.headerN),
    f1(r),
    pct(r.pricedRight, r.pricedN),
    r.mpN ? `${r.mpFound}/${r.mpN}` : '-',
    r.bad ? `${r.badPass}/${r.bad} bad handled${r.units ? `, ${r.fully}/${r.units}` : ''}` : `${r.fully}/${r.units}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n=== Per layout and medium: ${report.dir}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  let lastLayout = null;
  for (const t of table) {
    console.log(line(t[0] === lastLayout ? ['', ...t.slice(1)] : t));
    lastLayout = t[0];
  }
  console.log('header % = header fields right; line F1 over draft vs truth lines; priced right = remito lines priced from the priceList;');
  console.log('missing_price = lines missing from the priceList flagged without an invented price; fully correct = drafts (spreadsheet groups count one each).');
  const drafts = report.documents.reduce((a, d) => a + (d.drafts?.length ?? 0), 0);
  console.log(`\n=== Issue codes raised over ${drafts} drafts of ${report.documents.length} documents (drafts raising it; of them, expected by the truth)`);
  if (!issueCounts.size) console.log('  none');
  for (const [code, c] of [...issueCounts.entries()].sort((a, b) => b[1].drafts - a[1].drafts || a[0].localeCompare(b[0]))) {
    console.log(`  ${code.padEnd(32)} ${String(c.drafts).padStart(4)}   expected ${c.expected}`);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
}

if (tablesOf) {
  const report = readJson(resolve(tablesOf));
  if (!report) {
    console.error(`cannot read the report ${tablesOf}`);
    process.exit(1);
  }
  printTables(report, readJson(join(report.dir, 'MANIFEST.json')));
  process.exit(0);
}

await withEvalService(async ({ baseUrl, key, dataDir }) => {
  reportDir = dataDir;
  let worst = 0;
  if (learn) {
    const { replayWithCorrections } = await import('./eval-learn.mjs');
    for (const dir of dirs) worst = Math.max(worst, await replayWithCorrections({ baseUrl, key, dir, scorer, media, verbose }));
    return worst;
  }
  for (const dir of dirs) {
    const code = await runScorer(baseUrl, key, dir);
    worst = Math.max(worst, code);
    const report = readJson(reportPath(dir));
    if (report) printTables(report, readJson(join(dir, 'MANIFEST.json')));
    else console.error(`no scorer report for ${dir}`);
  }
  return worst;
});
