import type { Layout } from '../layout';
import { fresh20ALayout } from './a';
import { fresh20BLayout } from './b';
import { fresh20CLayout } from './c';
import { fresh20DLayout } from './d';
import { fresh20ELayout } from './e';
import { fresh20FLayout } from './f';
import { fresh20GLayout } from './g';
import { fresh20HLayout } from './h';
import { fresh20ILayout } from './i';
import { fresh20JLayout } from './j';

/**
 * The fresh20 split (corpus-out/fresh20, prefix a): ten layouts written on 2026-11-28 WITHOUT looking at the
 * extraction code, imitating documents made by other people's software as businesses receive them (7 invoices, one
 * of them a nota de crédito and one with a nota de débito as its third document, 1 quote of two sheets, 2 remitos;
 * producers: pdfkit, chromium, pdf-lib, jsPDF, PipePdf, TagPdf, ArchivePdf, MacPdf and a new Windows virtual-printer
 * writer, GdiPdf, whose Type0 faces use an embedded CMap of their own, glyphs placed on a 600 dpi grid, the page's
 * content in many small streams). ALL HELD OUT: nobody studies it in the session that wrote it; h, a and f stay held
 * out after it is measured (drawn before writing: Python's random.Random(20261204).sample('abcdefghij', 3) →
 * ['h', 'a', 'f']; scripts/corpus/README.md). LAYOUTS.md and the layout files are not read. Each layout names its
 * own scan style (degrade-fresh20.ts).
 */
export const FRESH20_LAYOUTS: readonly Layout[] = [
  fresh20ALayout, fresh20BLayout, fresh20CLayout, fresh20DLayout, fresh20ELayout, fresh20FLayout, fresh20GLayout, fresh20HLayout, fresh20ILayout,
  fresh20JLayout,
];
