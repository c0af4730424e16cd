/**
 * npm run corpus -- [--out corpus-out] [--seed 20261125] [--today YYYY-MM-DD]
 *
 * Writes <out>/train (the layouts extraction may be tuned on) and <out>/heldout (layouts kept out of sight),
 * each in the format of ../shared/corpus/dev. Same seed and today → same files.
 */
import path from 'node:path';
import { buildSet, type SetPlan } from './generate';
import { HELDOUT_LAYOUTS, TRAIN_LAYOUTS } from './layouts';
import { closeRenderers } from './pdf';
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
];

async function main(): Promise<void> {
  const out = path.resolve(option('out') ?? 'corpus-out');
  const seed = Number(option('seed') ?? 20261125);
  const today = option('today') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !Number.isInteger(seed)) throw new Error('usage: npm run corpus -- [--out DIR] [--seed N] [--today YYYY-MM-DD]');
  for (const plan of PLANS) {
    const set = await buildSet(plan, seed, today, (s) => console.error(s));
    const dir = path.join(out, plan.name);
    writeSet(dir, { name: plan.name, seed, today, layouts: plan.layouts, ...set });
    console.log(`${dir}: ${set.items.length} documents, ${set.templates.length} templates (today ${today}, seed ${seed})`);
  }
  await closeRenderers();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
