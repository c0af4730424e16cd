import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { seededRandom } from '../../common/spec-support';
import { DraftData, ReadDocument, TemplateHints } from '../document.types';
import { extractWithRules } from '../extraction/rules/rules-extractor';
import { reviewDraft, ReviewResult } from './draft-review';

// The repository is cloned beside ../shared (locally and in CI).
const CORPUS = path.join(__dirname, '../../../../shared/corpus/dev');
const TEXT_PDFS = ['d02', 'd03', 'd04', 'd08', 'd10', 'd11', 'd13'];
const REPO = path.join(__dirname, '../../..');
// Measured with the OCR-like degradation below (7 documents, 73 lines); raise them when the reader improves.
const DEGRADED_EXPECTED: Record<string, number> = {
  'receiver.docNumber': 7, 'receiver.name': 7, 'receiver.condicionIva': 7, documentDate: 7, currency: 7, pricesIncludeIva: 7,
  reference: 7, servicePeriod: 7, documentTotal: 7, lines: 7, issueCodes: 7,
};
const DEGRADED_LINES = 73;

interface TruthLine { description: string; quantity: number; unitPrice: number | null; ivaRate: number }
interface Truth {
  template: string;
  expected: {
    receiver: { name: string; docType: string | null; docNumber: string | null; condicionIva: number | null };
    documentDate: string; currency: string; pricesIncludeIva: boolean; lines: TruthLine[];
    documentTotal: number | null; reference: string; serviceFrom: string | null; serviceTo: string | null;
    expectedIssueCodes: string[];
  };
}

// pdf-parse 2 loads pdf.js with a dynamic import that Jest's module sandbox refuses: read in a child process.
const PDF_SCRIPT = `const { PDFParse } = require('pdf-parse');
(async () => { const out = {};
for (const f of process.argv.slice(1)) { const p = new PDFParse({ data: require('fs').readFileSync(f) });
const r = await p.getText(); await p.destroy(); out[f] = r.pages; }
process.stdout.write(JSON.stringify(out)); })();`;

function readPdfs(ids: string[]): Record<string, ReadDocument> {
  const files = ids.map((id) => path.join(CORPUS, `${id}.pdf`));
  const raw = JSON.parse(execFileSync(process.execPath, ['-e', PDF_SCRIPT, ...files], { cwd: REPO }).toString()) as Record<
    string,
    Array<{ num: number; text: string }>
  >;
  const docs: Record<string, ReadDocument> = {};
  ids.forEach((id, i) => {
    const pages = raw[files[i]].map((p) => ({ number: p.num, text: p.text, source: 'text-layer' as const, ocrConfidence: null }));
    docs[id] = { mimeType: 'application/pdf', pages, text: pages.map((p) => p.text).join('\n\f\n') };
  });
  return docs;
}

const norm = (s: string | null | undefined): string =>
  (s ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\b(s\.?\s?r\.?\s?l|s\.?\s?a\.?\s?s?|y)\b\.?/g, '').replace(/[^a-z0-9]+/g, '');
const refNorm = (s: string | null | undefined): string => (s ?? '').toUpperCase().match(/[A-Z]+|\d+/g)?.map((p) => p.replace(/^0+(?=\d)/, '')).join('-') ?? '';
const near = (a: number | null | undefined, b: number | null | undefined): boolean =>
  (a === null || a === undefined) ? b === null || b === undefined : b !== null && b !== undefined && Math.abs(a - b) <= 0.011;

// O/0 and l/1 are folded together so that an OCR-read description still counts as the printed one.
const descNorm = (s: string | null | undefined): string => norm(s).replace(/o/g, '0').replace(/[il]/g, '1');

function lineRight(got: DraftData['lines'][number] | undefined, want: TruthLine): boolean {
  return Boolean(got) && descNorm(got?.description) === descNorm(want.description) && got?.quantity === want.quantity &&
    near(got?.unitPrice ?? null, want.unitPrice) && got?.ivaRate === want.ivaRate;
}

type FieldName = 'receiver.docNumber' | 'receiver.name' | 'receiver.condicionIva' | 'documentDate' | 'currency' | 'pricesIncludeIva' |
  'reference' | 'servicePeriod' | 'documentTotal' | 'lines' | 'issueCodes';

function compare(result: ReviewResult, truth: Truth['expected']): Record<FieldName, boolean> {
  const d = result.data;
  const codes = new Set(result.issues.map((i) => i.code));
  return {
    'receiver.docNumber': (d.receiver.docNumber ?? null) === truth.receiver.docNumber,
    'receiver.name': norm(d.receiver.name) === norm(truth.receiver.name),
    'receiver.condicionIva': d.receiver.condicionIva === truth.receiver.condicionIva,
    documentDate: d.documentDate === truth.documentDate,
    currency: d.currency === truth.currency,
    pricesIncludeIva: d.pricesIncludeIva === truth.pricesIncludeIva,
    reference: refNorm(d.reference) === refNorm(truth.reference),
    servicePeriod: (d.serviceFrom ?? null) === truth.serviceFrom && (d.serviceTo ?? null) === truth.serviceTo,
    documentTotal: near(d.documentTotal ?? null, truth.documentTotal),
    lines: d.lines.length === truth.lines.length && truth.lines.every((l, i) => lineRight(d.lines[i], l)),
    issueCodes: truth.expectedIssueCodes.every((c) => codes.has(c)),
  };
}


/**
 * OCR-like noise: tabs become runs of spaces, letter-spaced headings lose their spacing pattern, 0 is read as O
 * and 1 as l inside numbers, and some accents are lost.
 */
function degrade(doc: ReadDocument, seed: number): ReadDocument {
  const rnd = seededRandom(seed);
  const pages = doc.pages.map((p) => {
    const text = p.text
      .replace(/\t/g, () => (rnd() < 0.5 ? '  ' : '   '))
      .replace(/(?<=\d)0|0(?=\d)/g, (m) => (rnd() < 0.15 ? 'O' : m))
      .replace(/(?<=\d)1|1(?=\d)/g, (m) => (rnd() < 0.1 ? 'l' : m))
      .replace(/[áéíóú]/g, (m) => (rnd() < 0.3 ? m.normalize('NFKD')[0] : m));
    return { ...p, text, source: 'ocr' as const, ocrConfidence: 78 };
  });
  return { ...doc, pages, text: pages.map((p) => p.text).join('\n\f\n') };
}

function runAll(docs: Record<string, ReadDocument>, ocrConfidence: number | null) {
  return TEXT_PDFS.map((id) => {
    const truth = JSON.parse(fs.readFileSync(path.join(CORPUS, `${id}.truth.json`), 'utf8')) as Truth;
    const hints = JSON.parse(fs.readFileSync(path.join(CORPUS, 'templates', `${truth.template}.json`), 'utf8')) as TemplateHints;
    const extraction = extractWithRules(docs[id], hints);
    const review = reviewDraft(extraction.data, hints, {
      today: '2026-11-05',
      issuerCondicionIva: 1,
      ocrConfidence,
      fieldConfidence: extraction.fieldConfidence,
      invalidReceiverDoc: extraction.invalidReceiverDoc,
    });
    const checks = compare(review, truth.expected);
    const lineHits = truth.expected.lines.filter((l, i) => lineRight(review.data.lines[i], l)).length;
    if (process.env.CORPUS_DEBUG) {
      truth.expected.lines.forEach((l, i) => {
        if (!lineRight(review.data.lines[i], l)) console.log(id, JSON.stringify(l), JSON.stringify(review.data.lines[i]));
      });
    }
    return { id, checks, confidence: review.confidence, lineHits, lineTotal: truth.expected.lines.length };
  });
}

function report(title: string, results: ReturnType<typeof runAll>): { table: Array<{ field: FieldName; right: number }>; lineHits: number; lineTotal: number } {
  const fields = Object.keys(results[0].checks) as FieldName[];
  const table = fields.map((f) => ({ field: f, right: results.filter((r) => r.checks[f]).length }));
  const lineHits = results.reduce((s, r) => s + r.lineHits, 0);
  const lineTotal = results.reduce((s, r) => s + r.lineTotal, 0);
  const rows = table.map((t) => `${t.field.padEnd(22)} ${t.right}/${results.length}`);
  rows.push(`${'lines (each)'.padEnd(22)} ${lineHits}/${lineTotal}`);
  rows.push(...results.map((r) => `${r.id} conf ${r.confidence} ${Object.values(r.checks).every(Boolean) ? 'all right' : `wrong: ${fields.filter((f) => !r.checks[f]).join(', ')}`}`));
  console.log(`${title}\n${rows.join('\n')}`);
  return { table, lineHits, lineTotal };
}

describe('rules extractor + review on the dev corpus (text-layer PDFs)', () => {
  const docs = readPdfs(TEXT_PDFS);

  it('reads OCR-like degraded text nearly as well (measured figures)', () => {
    const degraded = Object.fromEntries(TEXT_PDFS.map((id, i) => [id, degrade(docs[id], 1000 + i)]));
    const results = runAll(degraded, 78);
    const { table, lineHits, lineTotal } = report('Per-field accuracy, same PDFs with OCR-like noise:', results);
    const right = Object.fromEntries(table.map((t) => [t.field, t.right]));
    expect(right).toEqual(DEGRADED_EXPECTED);
    expect(lineHits).toBe(DEGRADED_LINES);
    expect(lineTotal).toBe(73);
  });

  const results = runAll(docs, null);

  it('prints and meets the measured per-field accuracy', () => {
    const { table, lineHits, lineTotal } = report('Per-field accuracy, text-layer PDFs of the dev corpus:', results);
    // Measured on the dev corpus; lower these only with a reason in the commit.
    for (const t of table) expect({ field: t.field, right: t.right }).toEqual({ field: t.field, right: results.length });
    expect(lineHits).toBe(lineTotal);
  });
});
