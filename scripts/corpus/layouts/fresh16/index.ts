import type { Layout } from '../layout';
import { fresh16ALayout } from './a';
import { fresh16BLayout } from './b';
import { fresh16CLayout } from './c';
import { fresh16DLayout } from './d';
import { fresh16ELayout } from './e';
import { fresh16FLayout } from './f';
import { fresh16GLayout } from './g';
import { fresh16HLayout } from './h';
import { fresh16ILayout } from './i';
import { fresh16JLayout } from './j';

/**
 * The fresh16 split (corpus-out/fresh16, prefix b): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (7 invoices, one of
 * them a credit note, 1 quote, 2 remitos; producers: pdfkit, chromium, pdf-lib, jsPDF, FlipPdf, PipePdf, GlyphPdf and two
 * new hand-written writers, a tagged PDF and a designed form stamped over a bleed page). ALL HELD OUT: nobody studies it
 * in the session that wrote it; c, a and f stay held out after it is measured (drawn before writing: Python's
 * random.Random(20261130).sample('abcdefghij', 3) → ['c', 'a', 'f']; scripts/corpus/README.md). LAYOUTS.md and the
 * layout files are not read. Each layout names its own scan style (degrade-fresh16.ts).
 */
export const FRESH16_LAYOUTS: readonly Layout[] = [
  fresh16ALayout, fresh16BLayout, fresh16CLayout, fresh16DLayout, fresh16ELayout, fresh16FLayout, fresh16GLayout, fresh16HLayout, fresh16ILayout,
  fresh16JLayout,
];
