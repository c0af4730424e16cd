import type { Layout } from '../layout';
import { fresh17ALayout } from './a';
import { fresh17BLayout } from './b';
import { fresh17CLayout } from './c';
import { fresh17DLayout } from './d';
import { fresh17ELayout } from './e';
import { fresh17FLayout } from './f';
import { fresh17GLayout } from './g';
import { fresh17HLayout } from './h';
import { fresh17ILayout } from './i';
import { fresh17JLayout } from './j';

/**
 * The fresh17 split (corpus-out/fresh17, prefix c): ten layouts written on 2026-11-27 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (7 invoices, 1
 * proforma, 2 remitos; producers: pdfkit, chromium, pdf-lib, jsPDF, FlipPdf, PipePdf, GlyphPdf, TagPdf and a new
 * owner-password-protected (AES-128 encrypted) file). ALL HELD OUT: nobody studies it in the session that wrote it;
 * c, d and j stay held out after it is measured (drawn before writing: Python's
 * random.Random(20261201).sample('abcdefghij', 3) → ['c', 'd', 'j']; scripts/corpus/README.md). LAYOUTS.md and the
 * layout files are not read. Each layout names its own scan style (degrade-fresh17.ts).
 */
export const FRESH17_LAYOUTS: readonly Layout[] = [
  fresh17ALayout, fresh17BLayout, fresh17CLayout, fresh17DLayout, fresh17ELayout, fresh17FLayout, fresh17GLayout, fresh17HLayout, fresh17ILayout,
  fresh17JLayout,
];
