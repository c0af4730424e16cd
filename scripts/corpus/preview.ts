/**
 * npx tsx scripts/corpus/preview.ts <layout id>... [--out DIR] [--today YYYY-MM-DD]
 *
 * Renders the first text document of each named layout (any split) to PNG at 60 dpi, with its truth beside it,
 * to look at a design without building a whole set.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { renderPages } from './degrade';
import { textDocuments } from './generate';
import { ALL_LAYOUTS, FRESH2_LAYOUTS, FRESH3_LAYOUTS, FRESH4_LAYOUTS, FRESH5_LAYOUTS, FRESH6_LAYOUTS, FRESH7_LAYOUTS, FRESH8_LAYOUTS, FRESH9_LAYOUTS, FRESH10_LAYOUTS, FRESH11_LAYOUTS, FRESH12_LAYOUTS, FRESH13_LAYOUTS, FRESH14_LAYOUTS, FRESH15_LAYOUTS, FRESH16_LAYOUTS, FRESH17_LAYOUTS, FRESH18_LAYOUTS, FRESH19_LAYOUTS, FRESH20_LAYOUTS, FRESH21_LAYOUTS, FRESH22_LAYOUTS, FRESH23_LAYOUTS, FRESH24_LAYOUTS, FRESH25_LAYOUTS, FRESH26_LAYOUTS, FRESH27_LAYOUTS, FRESH28_LAYOUTS, FRESH29_LAYOUTS, FRESH30_LAYOUTS, FRESH31_LAYOUTS, FRESH_LAYOUTS } from './layouts';
import { closeRenderers } from './pdf';
import { truthOf } from './truth';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const out = path.resolve(flag('out') ?? 'corpus-out/preview');
  const today = flag('today') ?? '2026-11-26';
  mkdirSync(out, { recursive: true });
  for (const id of args) {
    const layout = [...ALL_LAYOUTS, ...FRESH_LAYOUTS, ...FRESH2_LAYOUTS, ...FRESH3_LAYOUTS, ...FRESH4_LAYOUTS, ...FRESH5_LAYOUTS, ...FRESH6_LAYOUTS, ...FRESH7_LAYOUTS, ...FRESH8_LAYOUTS, ...FRESH9_LAYOUTS, ...FRESH10_LAYOUTS, ...FRESH11_LAYOUTS, ...FRESH12_LAYOUTS, ...FRESH13_LAYOUTS, ...FRESH14_LAYOUTS, ...FRESH15_LAYOUTS, ...FRESH16_LAYOUTS, ...FRESH17_LAYOUTS, ...FRESH18_LAYOUTS, ...FRESH19_LAYOUTS, ...FRESH20_LAYOUTS, ...FRESH21_LAYOUTS, ...FRESH22_LAYOUTS, ...FRESH23_LAYOUTS, ...FRESH24_LAYOUTS, ...FRESH25_LAYOUTS, ...FRESH26_LAYOUTS, ...FRESH27_LAYOUTS, ...FRESH28_LAYOUTS, ...FRESH29_LAYOUTS, ...FRESH30_LAYOUTS, ...FRESH31_LAYOUTS].find((l) => l.id === id);
    if (!layout) throw new Error(`no layout ${id}`);
    // the seed buildSet gives the layout (generate.ts), so the preview is the set's first document
    const seed = (20261125 ^ [...layout.id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)) >>> 0;
    const [source] = await textDocuments(layout, seed, 1, today);
    writeFileSync(path.join(out, `${id}.pdf`), source!.pdf);
    writeFileSync(path.join(out, `${id}.truth.json`), `${JSON.stringify(truthOf(source!.doc, `${id}.pdf`), null, 2)}\n`);
    const pages = await renderPages(source!.pdf, Array.from({ length: source!.pages }, (_, i) => i + 1), 60);
    pages.forEach((p, i) => writeFileSync(path.join(out, `${id}-${i + 1}.png`), p.image));
    console.log(`${out}/${id}-1.png (${source!.pages} page(s))`);
  }
  await closeRenderers();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
