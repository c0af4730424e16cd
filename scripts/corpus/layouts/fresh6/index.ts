import type { Layout } from '../layout';
import { fresh6ALayout } from './a';
import { fresh6BLayout } from './b';
import { fresh6CLayout } from './c';
import { fresh6DLayout } from './d';
import { fresh6ELayout } from './e';
import { fresh6FLayout } from './f';
import { fresh6GLayout } from './g';
import { fresh6HLayout } from './h';
import { fresh6ILayout } from './i';
import { fresh6JLayout } from './j';

/**
 * The fresh6 split (corpus-out/fresh6, prefix q): ten layouts written on 2026-11-26 WITHOUT looking at the extraction
 * code. HELD OUT: measure on it, do not tune on it, and do not read LAYOUTS.md (or the layout files) until the split
 * is studied. Each layout names its own scan style.
 */
export const FRESH6_LAYOUTS: readonly Layout[] = [
  fresh6ALayout, fresh6BLayout, fresh6CLayout, fresh6DLayout, fresh6ELayout, fresh6FLayout, fresh6GLayout, fresh6HLayout, fresh6ILayout, fresh6JLayout,
];
