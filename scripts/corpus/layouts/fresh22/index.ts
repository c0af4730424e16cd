import type { Layout } from '../layout';
import { fresh22ALayout } from './a';
import { fresh22BLayout } from './b';
import { fresh22CLayout } from './c';
import { fresh22DLayout } from './d';
import { fresh22ELayout } from './e';
import { fresh22FLayout } from './f';
import { fresh22GLayout } from './g';
import { fresh22HLayout } from './h';
import { fresh22ILayout } from './i';
import { fresh22JLayout } from './j';

/**
 * The fresh22 split (corpus-out/fresh22, prefix j): ten layouts written on 2026-11-28 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them. ALL HELD OUT:
 * measure on it, do not tune on it; the layouts are described only in LAYOUTS.md, not to be read until studied.
 */
export const FRESH22_LAYOUTS: readonly Layout[] = [
  fresh22ALayout, fresh22BLayout, fresh22CLayout, fresh22DLayout, fresh22ELayout,
  fresh22FLayout, fresh22GLayout, fresh22HLayout, fresh22ILayout, fresh22JLayout,
];
