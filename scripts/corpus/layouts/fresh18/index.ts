import type { Layout } from '../layout';
import { fresh18ALayout } from './a';
import { fresh18BLayout } from './b';
import { fresh18CLayout } from './c';
import { fresh18DLayout } from './d';
import { fresh18ELayout } from './e';
import { fresh18FLayout } from './f';
import { fresh18GLayout } from './g';
import { fresh18HLayout } from './h';
import { fresh18ILayout } from './i';
import { fresh18JLayout } from './j';

/**
 * The fresh18 split (corpus-out/fresh18, prefix d): ten layouts written on 2026-11-28 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (7 invoices, 1
 * quote, 2 remitos; producers: pdfkit, chromium, pdf-lib, jsPDF, FlipPdf, PipePdf, GlyphPdf, RawPdf and a new
 * PDF/A-2b writer with an XMP metadata stream, an output intent and whole embedded TrueType faces). ALL HELD OUT:
 * nobody studies it in the session that wrote it; c, e and a stay held out after it is measured (drawn before
 * writing: Python's random.Random(20261202).sample('abcdefghij', 3) → ['c', 'e', 'a']; scripts/corpus/README.md).
 * LAYOUTS.md and the layout files are not read. Each layout names its own scan style (degrade-fresh18.ts).
 */
export const FRESH18_LAYOUTS: readonly Layout[] = [
  fresh18ALayout, fresh18BLayout, fresh18CLayout, fresh18DLayout, fresh18ELayout, fresh18FLayout, fresh18GLayout, fresh18HLayout, fresh18ILayout,
  fresh18JLayout,
];
