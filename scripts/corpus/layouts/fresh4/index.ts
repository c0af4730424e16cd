import type { Layout } from '../layout';
import { fresh4ALayout } from './a';
import { fresh4BLayout } from './b';
import { fresh4CLayout } from './c';
import { fresh4DLayout } from './d';
import { fresh4ELayout } from './e';
import { fresh4FLayout } from './f';
import { fresh4GLayout } from './g';
import { fresh4HLayout } from './h';
import { fresh4ILayout } from './i';
import { fresh4JLayout } from './j';

/**
 * The fresh4 split (corpus-out/fresh4, prefix n): ten layouts written on 2026-11-26 (sixth session) WITHOUT looking
 * at the extraction code. HELD OUT: measure on it, do not tune on it, and do not read LAYOUTS.md (or the layout
 * files) until the split is studied. Each layout names its own scan style.
 */
export const FRESH4_LAYOUTS: readonly Layout[] = [
  fresh4ALayout, fresh4BLayout, fresh4CLayout, fresh4DLayout, fresh4ELayout, fresh4FLayout, fresh4GLayout, fresh4HLayout, fresh4ILayout, fresh4JLayout,
];
