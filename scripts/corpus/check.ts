/**
 * npx tsx scripts/corpus/check.ts corpus-out/fresh [...more set dirs]
 *
 * Checks a generated set as a reader of it would: every truth's total follows the README rule from the truth's
 * own numbers, CUITs have their check digit, remito lines agree with the template's priceList, and each text PDF's
 * text layer holds the reference, the receiver, every line's description and (invoices) the total's digits; a PDF
 * whose text is drawn as outlines (fresh4) must hold no text at all.
 * It reads the text with pdf.js directly, not with the service's readers.
 * A spreadsheet truth (the `sheets`, `sheets2`, `sheets3` and `sheets4` splits) is checked by sheets/check.ts: the file read on its own with the template's
 * columnMapping must give the truth's drafts, sourceRows and totals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { isValidCuit } from '../../src/common/cuit';
import { checkSheetItem } from './sheets/check';
import type { Truth } from './truth';

const { PDFParse } = require('pdf-parse') as { PDFParse: new (o: Record<string, unknown>) => { getText(): Promise<{ text: string }>; destroy(): Promise<void> } };

const half = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
const squash = (s: string) => s.replace(/\s+/g, ' ');

function ruleTotal(e: Truth['expected']): number | null {
  if (e.lines.some((l) => l.unitPrice === null)) return null;
  const amounts = e.lines.map((l) => half(new Decimal(l.quantity).mul(l.unitPrice!)));
  let total = amounts.reduce((a, b) => a.add(b), new Decimal(0));
  if (!e.pricesIncludeIva) {
    for (const rate of new Set(e.lines.map((l) => l.ivaRate))) {
      const net = amounts.filter((_, i) => e.lines[i]!.ivaRate === rate).reduce((a, b) => a.add(b), new Decimal(0));
      total = total.add(half(net.mul(rate).div(100)));
    }
  }
  return total.toNumber();
}

async function pdfText(file: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)), verbosity: 0 });
  try {
    return squash((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}

async function checkSet(dir: string): Promise<string[]> {
  const problems: string[] = [];
  const manifest = JSON.parse(readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8')) as { profile?: string; items: Array<{ id: string; file: string; format: string }> };
  const truths = readdirSync(dir).filter((f) => f.endsWith('.truth.json'));
  if (truths.length !== manifest.items.length) problems.push(`${dir}: ${truths.length} truths for ${manifest.items.length} items`);
  for (const item of manifest.items) {
    const truth = JSON.parse(readFileSync(path.join(dir, `${item.id}.truth.json`), 'utf8')) as Truth;
    if ((truth as { kind: string }).kind === 'spreadsheet') {
      const layout = (item as { layout?: string }).layout ?? item.format;
      for (const p of await checkSheetItem(dir, item, truth as unknown as Parameters<typeof checkSheetItem>[2], { extended: manifest.profile === 'sheets2' || manifest.profile === 'sheets3' || manifest.profile === 'sheets4', third: manifest.profile === 'sheets3' || manifest.profile === 'sheets4', fourth: manifest.profile === 'sheets4' })) problems.push(`${item.id} (${layout}): ${p}`);
      continue;
    }
    const e = truth.expected;
    const say = (what: string) => problems.push(`${item.id} (${item.format.split(', layout ')[1] ?? item.format}): ${what}`);
    if (e.documentTotal !== ruleTotal(e)) say(`documentTotal ${e.documentTotal} but the rule gives ${ruleTotal(e)}`);
    if (e.receiver.docType === 'CUIT' && !isValidCuit(e.receiver.docNumber!)) say(`receiver CUIT ${e.receiver.docNumber} has a wrong check digit`);
    const missing = e.lines.some((l) => l.unitPrice === null);
    if (JSON.stringify(e.expectedIssueCodes) !== JSON.stringify(missing ? ['missing_price'] : [])) say('expectedIssueCodes disagree with the prices');
    if (truth.kind === 'remito') {
      const template = JSON.parse(readFileSync(path.join(dir, 'templates', `${truth.template}.json`), 'utf8')) as { priceList: Array<{ description: string; unitPrice: number }> };
      for (const l of e.lines) {
        const match = template.priceList.find((p) => p.description === l.priceListMatch);
        if (l.priceListMatch === null ? l.unitPrice !== null : match?.unitPrice !== l.unitPrice) say(`line "${l.description}" disagrees with the priceList`);
      }
    }
    if (item.format.startsWith('PDF with its text drawn as outlines')) {
      // a PDF made by software whose letters are paths: it must hold no text a reader could take instead of OCR
      const text = await pdfText(path.join(dir, item.file));
      if (text.replace(/-- \d+ of \d+ --/g, '').trim()) say('a PDF said to have no text layer has text in it');
      continue;
    }
    if (!item.format.startsWith('text-layer')) continue;
    const text = await pdfText(path.join(dir, item.file));
    const digits = text.replace(/\D/g, '');
    if (!digits.includes(e.reference.replace(/\D/g, ''))) say(`reference ${e.reference} not in the text layer`);
    if (!text.toLowerCase().includes(e.receiver.name.toLowerCase())) say(`receiver "${e.receiver.name}" not in the text layer`);
    if (e.receiver.docNumber && !digits.includes(e.receiver.docNumber)) say(`receiver number ${e.receiver.docNumber} not in the text layer`);
    for (const l of e.lines) if (!text.includes(squash(l.description))) say(`line "${l.description}" not in the text layer`);
    if (truth.kind === 'invoice' && !digits.includes(new Decimal(e.documentTotal!).toFixed(2).replace(/\D/g, ''))) say(`total ${e.documentTotal} not in the text layer`);
  }
  return problems;
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (!dirs.length) throw new Error('usage: npx tsx scripts/corpus/check.ts <set dir>...');
  let failed = false;
  for (const dir of dirs) {
    const problems = await checkSet(dir);
    console.log(`${dir}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`);
    for (const p of problems) console.log(`  ${p}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
