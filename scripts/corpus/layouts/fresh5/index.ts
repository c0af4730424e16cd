import type { Layout } from '../layout';
import { fresh5ALayout } from './a';
import { fresh5BLayout } from './b';
import { fresh5CLayout } from './c';
import { fresh5DLayout } from './d';
import { fresh5ELayout } from './e';
import { fresh5FLayout } from './f';
import { fresh5GLayout } from './g';
import { fresh5HLayout } from './h';
import { fresh5ILayout } from './i';
import { fresh5JLayout } from './j';

/**
 * The fresh5 split (corpus-out/fresh5, prefix p): ten layouts written on 2026-11-26 (seventh session) WITHOUT looking
 * at the extraction code. HELD OUT: measure on it, do not tune on it, and do not read LAYOUTS.md (or the layout
 * files) until the split is studied. Each layout names its own scan style.
 */
export const FRESH5_LAYOUTS: readonly Layout[] = [
  fresh5ALayout, fresh5BLayout, fresh5CLayout, fresh5DLayout, fresh5ELayout, fresh5FLayout, fresh5GLayout, fresh5HLayout, fresh5ILayout, fresh5JLayout,
];
