import type { Layout } from '../layout';
import { fresh10ALayout } from './a';
import { fresh10BLayout } from './b';
import { fresh10CLayout } from './c';
import { fresh10DLayout } from './d';
import { fresh10ELayout } from './e';
import { fresh10FLayout } from './f';
import { fresh10GLayout } from './g';
import { fresh10HLayout } from './h';
import { fresh10ILayout } from './i';
import { fresh10JLayout } from './j';

/**
 * The fresh10 split (corpus-out/fresh10, prefix u): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code. ALL TEN ARE HELD OUT: measure on them, do not tune on them; LAYOUTS.md and the layout files are
 * not to be read until the split is studied (then say so in the README). Each layout names its own scan style
 * (degrade-fresh10.ts).
 */
export const FRESH10_LAYOUTS: readonly Layout[] = [
  fresh10ALayout, fresh10BLayout, fresh10CLayout, fresh10DLayout, fresh10ELayout, fresh10FLayout, fresh10GLayout, fresh10HLayout, fresh10ILayout, fresh10JLayout,
];
