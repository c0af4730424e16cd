import type { Layout } from '../layout';
import { fresh12ALayout } from './a';
import { fresh12BLayout } from './b';
import { fresh12CLayout } from './c';
import { fresh12DLayout } from './d';
import { fresh12ELayout } from './e';
import { fresh12FLayout } from './f';
import { fresh12GLayout } from './g';
import { fresh12HLayout } from './h';
import { fresh12ILayout } from './i';
import { fresh12JLayout } from './j';

/**
 * The fresh12 split (corpus-out/fresh12, prefix w): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code, imitating documents made by other people's invoicing and business software (ERPs, online invoicing
 * services, point-of-sale programs, the tax authority's "Comprobantes en línea"). ALL HELD OUT: nobody studies it in
 * the session that wrote it; a, g and j stay held out after it is measured (scripts/corpus/README.md). LAYOUTS.md and
 * the layout files are not read. Each layout names its own scan style (degrade-fresh12.ts).
 */
export const FRESH12_LAYOUTS: readonly Layout[] = [
  fresh12ALayout, fresh12BLayout, fresh12CLayout, fresh12DLayout, fresh12ELayout, fresh12FLayout, fresh12GLayout, fresh12HLayout, fresh12ILayout, fresh12JLayout,
];
