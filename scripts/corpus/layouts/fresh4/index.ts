import type { Layout } from '../layout';
import { fresh4ALayout } from './a';
import { fresh4BLayout } from './b';
import { fresh4CLayout } from './c';
import { fresh4DLayout } from './d';

/**
 * The fresh4 split (corpus-out/fresh4, prefix n): ten layouts written on 2026-11-26 (sixth session) WITHOUT looking
 * at the extraction code. HELD OUT: measure on it, do not tune on it, and do not read LAYOUTS.md (or these files)
 * until the split is studied. Each layout names its own scan style.
 */
export const FRESH4_LAYOUTS: readonly Layout[] = [fresh4ALayout, fresh4BLayout, fresh4CLayout, fresh4DLayout];
