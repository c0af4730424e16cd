import type { Layout } from '../layout';
import { fresh15ALayout } from './a';
import { fresh15BLayout } from './b';
import { fresh15CLayout } from './c';
import { fresh15DLayout } from './d';
import { fresh15ELayout } from './e';
import { fresh15FLayout } from './f';
import { fresh15GLayout } from './g';
import { fresh15HLayout } from './h';
import { fresh15ILayout } from './i';
import { fresh15JLayout } from './j';

/**
 * The fresh15 split (corpus-out/fresh15, prefix z): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (a freight carrier,
 * a hotel's folio, a connectivity bill, a veterinary clinic, an importer in dollars, a builder's progress certificate,
 * a print shop's quote, a cold store's and a beverage distributor's remitos, a marketplace seller's dashboard). ALL
 * HELD OUT: nobody studies it in the session that wrote it; a, g and e stay held out after it is measured (drawn before
 * writing: Python's random.Random(20261129).sample('abcdefghij', 3) → ['a', 'g', 'e']; scripts/corpus/README.md).
 * LAYOUTS.md and the layout files are not read. Each layout names its own scan style (degrade-fresh15.ts).
 */
export const FRESH15_LAYOUTS: readonly Layout[] = [
  fresh15ALayout, fresh15BLayout, fresh15CLayout, fresh15DLayout, fresh15ELayout, fresh15FLayout, fresh15GLayout, fresh15HLayout, fresh15ILayout,
  fresh15JLayout,
];
