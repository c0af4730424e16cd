import type { Layout } from '../layout';
import { fresh7ALayout } from './a';
import { fresh7BLayout } from './b';
import { fresh7CLayout } from './c';
import { fresh7DLayout } from './d';
import { fresh7ELayout } from './e';
import { fresh7FLayout } from './f';
import { fresh7GLayout } from './g';
import { fresh7HLayout } from './h';
import { fresh7ILayout } from './i';
import { fresh7JLayout } from './j';

/**
 * The fresh7 split (corpus-out/fresh7, prefix r): ten layouts written on 2026-11-27 WITHOUT looking at the extraction
 * code. ALL HELD OUT: measure on it, do not tune on it, and do not read LAYOUTS.md (or the layout files) until the
 * split is studied. Each layout names its own scan style (degrade-fresh7.ts).
 */
export const FRESH7_LAYOUTS: readonly Layout[] = [
  fresh7ALayout, fresh7BLayout, fresh7CLayout, fresh7DLayout, fresh7ELayout, fresh7FLayout, fresh7GLayout, fresh7HLayout, fresh7ILayout, fresh7JLayout,
];
