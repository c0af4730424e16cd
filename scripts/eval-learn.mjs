// npm run eval -- --learn <dir>: the learning curve (issue 13, item 5). Replays a corpus in its MANIFEST order against
// a running service: each document is uploaded with its template, scored with the independent scorer's own
// scoreDraft, then — as a reviewer would — its wrong fields are PATCHed from the truth file (wrong header fields get
// the truth's value; when a line is wrong, missing or extra, the lines become the truth's, priceListMatch included).
// Per layout it prints the accuracy of the first document and of the later ones, text PDFs and scans apart.
// `media` ('text' or 'scan') replays only those documents; `verbose` prints what was wrong in each draft. The service is started by scripts/eval-service.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { evalClient } from './eval-service.mjs';

const TEMPLATE_KEYS = ['name', 'ptoVta', 'concepto', 'ivaRate', 'pricesIncludeIva', 'receiverDocType', 'receiverDocNumber', 'receiverName',
  'receiverCondicionIva', 'items', 'priceList', 'instructions', 'columnMapping', 'paymentTermDays'];
const MIME = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', tif: 'image/tiff', tiff: 'image/tiff' };

const readJson = (p) => JSON.parse(readFileSync(p, 'utf8').replace(/^\uFEFF/, ''));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function mediumOf(item) {
  const f = String(item.format ?? '');
  if (/image-only pdf/i.test(f) || item.derivedFrom) return 'scan';
  if (/scanned image|photo/i.test(f)) return 'scan';
  return 'text';
}

function layoutOf(item) {
  if (item.layout) return item.layout;
  const m = /\blayout ([\w-]+)/.exec(item.format ?? '');
  return m ? m[1] : '(none)';
}

/** The reviewer's correction: the draft's data with every wrong field set to the truth. */
export function correctionOf(draft, expected, score) {
  const data = draft?.data && typeof draft.data === 'object' ? structuredClone(draft.data) : { lines: [], receiver: {} };
  data.receiver = { name: null, docType: null, docNumber: null, condicionIva: null, ...(data.receiver ?? {}) };
  let changed = false;
  const t = expected;
  for (const h of score.header) {
    if (h.correct) continue;
    changed = true;
    if (h.field === 'receiver.docType' || h.field === 'receiver.docNumber') {
      data.receiver.docType = t.receiver?.docType ?? null;
      data.receiver.docNumber = t.receiver?.docNumber ?? null;
    } else if (h.field.startsWith('receiver.')) data.receiver[h.field.slice('receiver.'.length)] = t.receiver?.[h.field.slice('receiver.'.length)] ?? null;
    else data[h.field] = t[h.field] ?? null;
  }
  if (score.lines.correct !== score.lines.truth || score.lines.extra > 0) {
    changed = true;
    data.lines = (t.lines ?? []).map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      ivaRate: l.ivaRate,
      ...('priceListMatch' in l ? { priceListMatch: l.priceListMatch } : {}),
    }));
    data.pricesIncludeIva = t.pricesIncludeIva;
  }
  for (const line of data.lines) {
    // the API's line shape (a reader's extra keys are not part of it)
    for (const k of Object.keys(line)) if (!['description', 'quantity', 'unitPrice', 'ivaRate', 'priceListMatch', 'sourceRow'].includes(k)) delete line[k];
  }
  return changed ? data : null;
}

function newAgg() {
  return { docs: 0, headerRight: 0, headerN: 0, linesRight: 0, linesN: 0, extra: 0, pricedRight: 0, pricedN: 0, fully: 0 };
}
function add(agg, s) {
  agg.docs++;
  agg.headerRight += s.headerRight;
  agg.headerN += s.headerScored;
  agg.linesRight += s.lines.correct;
  agg.linesN += s.lines.truth;
  agg.extra += s.lines.extra;
  agg.pricedRight += s.lines.pricedRight;
  agg.pricedN += s.lines.pricedTotal;
  if (s.fullyCorrect) agg.fully++;
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}` : '-');
const cell = (a) => (a.docs ? `${pct(a.headerRight, a.headerN)} / ${pct(a.linesRight, a.linesN + a.extra)} / ${a.pricedN ? pct(a.pricedRight, a.pricedN) : '-'} (${a.fully}/${a.docs})` : '');

export async function replayWithCorrections({ baseUrl, key, dir, scorer, media = null, verbose = false, timeoutS = 600 }) {
  const { scoreDraft } = await import(pathToFileURL(scorer).href);
  const http = evalClient(baseUrl, key);
  const manifest = existsSync(join(dir, 'MANIFEST.json')) ? readJson(join(dir, 'MANIFEST.json')) : { items: [] };
  const cuits = (await http('GET', '/cuits')).body;
  const list = Array.isArray(cuits) ? cuits : cuits?.cuits ?? cuits?.data ?? [];
  const cuit = list.find((c) => c.is_default) ?? list[0] ?? null;
  const templateIds = new Map();
  const templateIncl = new Map();
  const runTag = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  const items = [];
  for (const item of manifest.items) {
    const truthPath = join(dir, `${item.id}.truth.json`);
    if (!existsSync(truthPath)) continue;
    const truth = readJson(truthPath);
    if (truth.kind !== 'invoice' && truth.kind !== 'remito') continue; // spreadsheets: the columnMapping already says it
    if (media && mediumOf(item) !== media) continue;
    items.push({ ...item, truth });
  }
  console.log(`\n=== Learning curve: ${dir} (${items.length} ${media ? `${media} ` : ''}documents in MANIFEST order; wrong fields PATCHed from the truth)`);
  const rows = new Map();
  const at = (layout) => {
    if (!rows.has(layout)) rows.set(layout, { first: newAgg(), laterText: newAgg(), laterScan: newAgg(), later: newAgg() });
    return rows.get(layout);
  };
  const seen = new Map();
  let patches = 0;
  let failures = 0;
  for (const item of items) {
    const tid = item.truth.template ?? item.template;
    if (!templateIds.has(tid)) {
      const tpl = readJson(join(dir, 'templates', `${tid}.json`));
      const body = {};
      for (const k of TEMPLATE_KEYS) if (k in tpl) body[k] = tpl[k];
      body.name = `${String(tpl.name || tid).slice(0, 90)} [learn ${runTag}]`;
      body.mode = 'manual';
      if (cuit?.id) body.cuitId = cuit.id;
      const r = await http('POST', '/documents/templates', { json: body });
      if (!r.ok) throw new Error(`POST /documents/templates ${tid} → ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      templateIds.set(tid, r.body.template.id);
      templateIncl.set(tid, tpl.pricesIncludeIva);
    }
    const file = item.file ?? item.truth.file;
    const ext = file.split('.').pop().toLowerCase();
    const form = new FormData();
    form.set('templateId', templateIds.get(tid));
    form.set('file', new Blob([readFileSync(join(dir, file))], { type: MIME[ext] ?? 'application/octet-stream' }), file);
    const up = await http('POST', '/documents/upload', { form });
    let draft = up.body?.drafts?.[0] ?? null;
    const deadline = Date.now() + timeoutS * 1000;
    while (draft?.id && draft.status === 'extracting' && Date.now() < deadline) {
      await sleep(250);
      draft = (await http('GET', `/documents/drafts/${draft.id}`)).body?.draft ?? draft;
    }
    const expected = item.truth.expected;
    const score = scoreDraft(expected, draft, templateIncl.get(tid));
    const layout = layoutOf(item);
    const ordinal = seen.get(layout) ?? 0;
    seen.set(layout, ordinal + 1);
    const row = at(layout);
    const total = at('ALL');
    const medium = mediumOf(item);
    for (const r of [row, total]) {
      if (ordinal === 0) add(r.first, score);
      else {
        add(r.later, score);
        add(medium === 'text' ? r.laterText : r.laterScan, score);
      }
    }
    const wrong = [...score.header.filter((h) => !h.correct).map((h) => h.field), ...(score.lines.correct !== score.lines.truth || score.lines.extra ? [`lines ${score.lines.correct}/${score.lines.truth}+${score.lines.extra}`] : [])];
    console.log(`  ${item.id.padEnd(5)} ${layout.padEnd(18)} ${medium.padEnd(4)} #${ordinal + 1}  ${score.fullyCorrect ? 'right' : `wrong: ${wrong.join(', ')}`}`);
    if (verbose) for (const d of score.diffs) console.log(`        ${d}`);
    const data = draft?.id ? correctionOf(draft, expected, score) : null;
    if (data) {
      const r = await http('PATCH', `/documents/drafts/${draft.id}`, { json: { data } });
      if (r.ok) patches++;
      else {
        failures++;
        console.log(`    PATCH ${draft.id} → ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      }
    }
  }
  const header = ['layout', 'first document', 'later: text PDFs', 'later: scans / photos / image PDFs', 'later: all'];
  const table = [...rows.entries()]
    .sort(([a], [b]) => (a === 'ALL') - (b === 'ALL') || a.localeCompare(b))
    .map(([layout, r]) => [layout, cell(r.first), cell(r.laterText), cell(r.laterScan), cell(r.later)]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n=== Learning curve per layout: ${dir}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const t of table) console.log(line(t));
  console.log('each cell: header fields right % / lines right % (over truth + extra lines) / remito lines priced right % (fully correct drafts / documents)');
  console.log(`${patches} drafts corrected by PATCH${failures ? `, ${failures} PATCHes refused` : ''}`);
  return failures ? 1 : 0;
}
