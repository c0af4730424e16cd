import type { Layout } from '../layout';
import { fresh13ALayout } from './a';
import { fresh13BLayout } from './b';
import { fresh13CLayout } from './c';
import { fresh13DLayout } from './d';
import { fresh13ELayout } from './e';
import { fresh13FLayout } from './f';
import { fresh13GLayout } from './g';
import { fresh13HLayout } from './h';
import { fresh13ILayout } from './i';
import { fresh13JLayout } from './j';

/**
 * The fresh13 split (corpus-out/fresh13, prefix x): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software (a typesetting pipeline, report engines, a
 * dot-matrix printer on a pre-printed form, a web shop, a point of sale, a CRM, a cloud accounting service, the tax
 * authority's "Comprobantes en línea"). ALL HELD OUT: nobody studies it in the session that wrote it; a, e and i stay
 * held out after it is measured (scripts/corpus/README.md). LAYOUTS.md and the layout files are not read. Each layout
 * names its own scan style (degrade-fresh13.ts).
 */
export const FRESH13_LAYOUTS: readonly Layout[] = [
  fresh13ALayout, fresh13BLayout, fresh13CLayout, fresh13DLayout, fresh13ELayout, fresh13FLayout, fresh13GLayout, fresh13HLayout, fresh13ILayout,
  fresh13JLayout,
];
