import type { Layout } from '../layout';
import { fresh19ALayout } from './a';
import { fresh19BLayout } from './b';
import { fresh19CLayout } from './c';
import { fresh19DLayout } from './d';
import { fresh19ELayout } from './e';
import { fresh19FLayout } from './f';
import { fresh19GLayout } from './g';
import { fresh19HLayout } from './h';
import { fresh19ILayout } from './i';
import { fresh19JLayout } from './j';

/**
 * The fresh19 split (corpus-out/fresh19, prefix e): ten layouts written on 2026-11-28 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (7 invoices, one
 * of them a nota de débito in its third document, 1 proforma, 2 remitos; producers: pdfkit, chromium, pdf-lib, jsPDF,
 * FlipPdf, PipePdf, TagPdf, ArchivePdf and a new Mac-style writer whose TrueType faces use MacRomanEncoding with no
 * ToUnicode map). ALL HELD OUT: nobody studies it in the session that wrote it; c, a and j stay held out after it is
 * measured (drawn before writing: Python's random.Random(20261203).sample('abcdefghij', 3) → ['c', 'a', 'j'];
 * scripts/corpus/README.md). LAYOUTS.md and the layout files are not read. Each layout names its own scan style
 * (degrade-fresh19.ts).
 */
export const FRESH19_LAYOUTS: readonly Layout[] = [
  fresh19ALayout, fresh19BLayout, fresh19CLayout, fresh19DLayout, fresh19ELayout, fresh19FLayout, fresh19GLayout, fresh19HLayout, fresh19ILayout,
  fresh19JLayout,
];
