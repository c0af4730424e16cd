import type { Layout } from '../layout';
import { fresh9ALayout } from './a';
import { fresh9BLayout } from './b';
import { fresh9CLayout } from './c';
import { fresh9DLayout } from './d';
import { fresh9ELayout } from './e';
import { fresh9FLayout } from './f';
import { fresh9GLayout } from './g';
import { fresh9HLayout } from './h';
import { fresh9ILayout } from './i';
import { fresh9JLayout } from './j';

/**
 * The fresh9 split (corpus-out/fresh9, prefix t): ten layouts written on 2026-11-27 WITHOUT looking at the extraction
 * code. ALL HELD OUT until measured blind, then a, c and f stay held out: measure on it, do not tune on it, and do
 * not read LAYOUTS.md (or the layout files) until the split is studied. Each layout names its own scan style
 * (degrade-fresh9.ts).
 */
export const FRESH9_LAYOUTS: readonly Layout[] = [
  fresh9ALayout, fresh9BLayout, fresh9CLayout, fresh9DLayout, fresh9ELayout, fresh9FLayout, fresh9GLayout, fresh9HLayout, fresh9ILayout, fresh9JLayout,
];
