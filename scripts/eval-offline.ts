// The evaluation without the service, for quick comparisons while changing the readers (docs/documents.md, "Twelfth
// session"): each document is read (OCR results cached by file path under EVAL_OCR_CACHE, default
// node_modules/.cache/eval-offline-ocr), extracted by the rules with its template's hints and the demo issuer, reviewed,
// and scored by the shared scorer's own scoreDraft. Its figures match `npm run eval`'s on the same code (the registry
// lookup and duplicate checks aside); `npm run eval` stays the reference measure.
// usage: npx tsx scripts/eval-offline.ts out.json <corpus dir>... [--scans] [--only id,id]; HELD=id,id leaves ids out
import * as fs from 'fs';
import * as path from 'path';
import { readDocument } from '../src/documents/ingestion';
import { OcrPool } from '../src/documents/ingestion/ocr-pool';
import { extractWithRules } from '../src/documents/extraction/rules/rules-extractor';
import { reviewDraft } from '../src/documents/review/draft-review';
import { readSpreadsheet } from '../src/documents/ingestion/read-spreadsheet';
import { spreadsheetConfidence } from '../src/documents/ingestion/spreadsheet/column-mapping';
import type { ReadDocument, TemplateHints } from '../src/documents/document.types';

const args = process.argv.slice(2);
const out = args[0]!;
const scans = args.includes('--scans');
const onlyArg = args.indexOf('--only');
const only = onlyArg >= 0 ? new Set(args[onlyArg + 1]!.split(',')) : null;
const dirs = args.slice(1).filter((a, i, all) => !a.startsWith('--') && all[i] !== args[onlyArg + 1]);
const held = new Set((process.env.HELD ?? '').split(',').filter(Boolean));
const cacheDir = process.env.EVAL_OCR_CACHE ?? 'node_modules/.cache/eval-offline-ocr';
// The demo account's issuer (src/demo/demo.bootstrap.ts), a Responsable Inscripto: the issuer the evaluation uses.
const DEMO_ISSUER_CUIT = '20267565393';

async function main() {
  fs.mkdirSync(cacheDir, { recursive: true });
  const scorer = await import(path.resolve('../shared/tools/score-drafts.mjs') as string);
  let pool: OcrPool | null = null;
  const results: any[] = [];
  for (const dir of dirs) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8'));
    const items = new Map<string, any>(manifest.items.map((i: any) => [i.id, i]));
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.truth.json')).sort()) {
      const id = f.slice(0, -11);
      if (held.has(id) || (only && !only.has(id))) continue;
      const truth = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      const item = items.get(id) ?? {};
      if (truth.kind === 'spreadsheet') {
        results.push(...(await scoreSheet(scorer, dir, id, truth, item)));
        continue;
      }
      if (truth.kind !== 'invoice' && truth.kind !== 'remito') continue;
      const file = path.join(dir, truth.file ?? item.file);
      const isText = /text-layer pdf/i.test(item.format ?? '');
      if (!isText && !scans) continue;
      const cache = path.join(cacheDir, path.resolve(file).replace(/\//g, '_') + '.json');
      let doc: ReadDocument;
      if (!isText && fs.existsSync(cache)) doc = JSON.parse(fs.readFileSync(cache, 'utf8'));
      else {
        if (!isText && !pool) pool = new OcrPool({ size: 2 });
        doc = await readDocument(fs.readFileSync(file), { ocr: pool ?? undefined } as any);
        if (!isText) fs.writeFileSync(cache, JSON.stringify(doc));
      }
      const tpl = truth.template ? JSON.parse(fs.readFileSync(path.join(dir, 'templates', truth.template + '.json'), 'utf8')) : null;
      const hints: TemplateHints = { ...(tpl ?? {}), issuerCuit: DEMO_ISSUER_CUIT };
      let draft: any;
      try {
        const ex = extractWithRules(doc, hints);
        const ocrPages = doc.pages.filter((p) => p.ocrConfidence !== null);
        const r = reviewDraft(ex.data, hints, {
          today: '2026-11-26', issuerCondicionIva: 1, issuerKnown: true,
          ocrConfidence: ocrPages.length ? ocrPages.reduce((s, p) => s + (p.ocrConfidence ?? 0), 0) / ocrPages.length : null,
          fieldConfidence: ex.fieldConfidence, invalidReceiverDoc: ex.invalidReceiverDoc ?? null, otherTaxesLeftOut: ex.otherTaxesLeftOut ?? null,
        });
        draft = { status: 'review_required', data: r.data, issues: r.issues, confidence: r.confidence, total: r.data.documentTotal };
        draft.fieldConfidence = ex.fieldConfidence; draft.inputs = { ...r.confidenceInputs, issues: r.issues.map((i: any) => ({ code: i.code, severity: i.severity, field: i.field })) };
      } catch (e) {
        draft = { status: 'failed', errorMessage: String((e as Error).stack) };
      }
      const s = scorer.scoreDraft(truth.expected, draft, tpl?.pricesIncludeIva);
      results.push({ id, split: path.basename(dir), layout: item.layout, media: isText ? 'text' : 'scan', kind: truth.kind,
        headerRight: s.headerRight, headerN: s.headerScored, linesRight: s.lines.correct, linesT: s.lines.truth, linesD: s.lines.draft,
        fully: s.fullyCorrect, confidence: s.confidence, diffs: s.diffs, unexpected: s.issues.unexpected, data: draft.data, fieldConfidence: draft.fieldConfidence, inputs: draft.inputs, header: s.header.map((h: any) => [h.field, h.correct]) });
    }
  }
  await pool?.terminate();
  fs.writeFileSync(out, JSON.stringify(results, null, 1));
  const by = new Map<string, any[]>();
  for (const r of results) (by.get(r.split + ' ' + r.media) ?? by.set(r.split + ' ' + r.media, []).get(r.split + ' ' + r.media)!).push(r);
  for (const [k, rs] of [...by].sort()) {
    const h = rs.reduce((a, r) => a + r.headerRight, 0), hn = rs.reduce((a, r) => a + r.headerN, 0);
    const l = rs.reduce((a, r) => a + r.linesRight, 0), lt = rs.reduce((a, r) => a + r.linesT, 0), ld = rs.reduce((a, r) => a + r.linesD, 0);
    const f1 = l ? (2 * l) / (lt + ld) : 0;
    console.log(`${k.padEnd(16)} n=${String(rs.length).padStart(3)} header ${(100 * h / hn).toFixed(1)}% lineF1 ${(100 * f1).toFixed(1)}% fully ${rs.filter((r) => r.fully).length}`);
  }
  const all = results; const h = all.reduce((a, r) => a + r.headerRight, 0), hn = all.reduce((a, r) => a + r.headerN, 0);
  console.log(`ALL n=${all.length} header ${(100 * h / hn).toFixed(2)}% fully ${all.filter((r) => r.fully).length}`);
}
/**
 * A spreadsheet as the service reads it (drafts.service.ts readGroups, then each group reviewed as the extraction job
 * does): one draft per group, scored by the shared scorer's scoreSpreadsheet; one result per truth group, and one per
 * draft no truth group took (scored as all wrong).
 */
async function scoreSheet(scorer: any, dir: string, id: string, truth: any, item: any): Promise<any[]> {
  const tpl = truth.template ? JSON.parse(fs.readFileSync(path.join(dir, 'templates', truth.template + '.json'), 'utf8')) : null;
  const hints: TemplateHints = { ...(tpl ?? {}), issuerCuit: DEMO_ISSUER_CUIT };
  const drafts: any[] = [];
  try {
    const groups = await readSpreadsheet(fs.readFileSync(path.join(dir, truth.file ?? item.file)), undefined, tpl.columnMapping, {
      ivaRate: tpl.ivaRate, currency: 'ARS', pricesIncludeIva: tpl.columnMapping.pricesIncludeIva ?? tpl.pricesIncludeIva,
    });
    for (const group of groups) {
      group.data.documentDate ??= '2026-11-26';
      const fieldConfidence = spreadsheetConfidence(group.data);
      const r = reviewDraft(group.data, hints, { today: '2026-11-26', issuerCondicionIva: 1, issuerKnown: true, ocrConfidence: null, fieldConfidence });
      drafts.push({ status: 'review_required', data: r.data, issues: [...group.issues, ...r.issues], confidence: r.confidence });
    }
  } catch (e) {
    drafts.length = 0;
    console.error(`${id}: ${(e as Error).message}`);
  }
  const s = scorer.scoreSpreadsheet(truth.expected, drafts, tpl?.pricesIncludeIva);
  const base = { id, split: path.basename(dir), layout: item.layout, media: 'sheet', kind: 'spreadsheet' };
  return [
    ...s.groups.map((g: any) => ({ ...base, group: g.group, headerRight: g.score.headerRight, headerN: g.score.headerScored, linesRight: g.score.lines.correct, linesT: g.score.lines.truth, linesD: g.score.lines.draft,
      fully: g.score.fullyCorrect, confidence: g.score.confidence ?? 0, diffs: g.score.diffs, unexpected: g.score.issues.unexpected, header: g.score.header.map((h: any) => [h.field, h.correct]) })),
    ...s.extraDrafts.map((x: any) => ({ ...base, group: `extra ${x.index}`, headerRight: 0, headerN: 0, linesRight: 0, linesT: 0, linesD: x.lines, fully: false, confidence: x.confidence ?? 0, diffs: [`extra draft ${x.index} (${x.receiver})`], unexpected: [], header: [] })),
  ];
}


main().catch((e) => { console.error(e); process.exit(1); });
