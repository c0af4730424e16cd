import type { Layout } from '../layout';
import { fresh8ALayout } from './a';
import { fresh8BLayout } from './b';
import { fresh8CLayout } from './c';
import { fresh8DLayout } from './d';
import { fresh8ELayout } from './e';
import { fresh8FLayout } from './f';
import { fresh8GLayout } from './g';
import { fresh8HLayout } from './h';
import { fresh8ILayout } from './i';
import { fresh8JLayout } from './j';

/**
 * The fresh8 split (corpus-out/fresh8, prefix s): ten layouts written on 2026-11-27 WITHOUT looking at the extraction
 * code. Studied from the eleventh session on (its documents' failures; LAYOUTS.md and the layout files are not read).
 * Each layout names its own scan style (degrade-fresh8.ts).
 */
export const FRESH8_LAYOUTS: readonly Layout[] = [
  fresh8ALayout, fresh8BLayout, fresh8CLayout, fresh8DLayout, fresh8ELayout, fresh8FLayout, fresh8GLayout, fresh8HLayout, fresh8ILayout, fresh8JLayout,
];
