import type { Layout } from '../layout';
import { fresh14ALayout } from './a';
import { fresh14BLayout } from './b';
import { fresh14CLayout } from './c';
import { fresh14DLayout } from './d';
import { fresh14ELayout } from './e';
import { fresh14FLayout } from './f';
import { fresh14GLayout } from './g';
import { fresh14HLayout } from './h';
import { fresh14ILayout } from './i';
import { fresh14JLayout } from './j';

/**
 * The fresh14 split (corpus-out/fresh14, prefix y): ten layouts written on 2026-11-28 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (desktop ERPs and
 * report writers, a web mail client, an editable PDF form, a PDF editor's later stamp, a text file printed through a
 * PostScript filter, a spreadsheet, a phone app). ALL HELD OUT: nobody studies it in the session that wrote it; h, b and
 * i stay held out after it is measured (drawn before writing: Python's random.Random(20261128).sample('abcdefghij', 3)
 * → ['h', 'b', 'i']; scripts/corpus/README.md). LAYOUTS.md and the layout files are not read. Each layout names its
 * own scan style (degrade-fresh14.ts).
 */
export const FRESH14_LAYOUTS: readonly Layout[] = [
  fresh14ALayout, fresh14BLayout, fresh14CLayout, fresh14DLayout, fresh14ELayout, fresh14FLayout, fresh14GLayout, fresh14HLayout, fresh14ILayout,
  fresh14JLayout,
];
