import type { PageGeometry, PageWord, ReadPage } from '../document.types';
import { indexOf } from './file-type';
import { fail, IngestionFailure, isIngestionFailure } from './ingestion.errors';
import type { IngestionLimits } from './ingestion.options';
import type { OcrPool } from './ocr-pool';
import { assertPdfImagesWithin } from './pdf-images';
import { ocrPage } from './ocr-page';
import { PdfSession, PdfTimeoutError, PdfWorkerError, type PdfPageText } from './pdf-session';

export interface PdfReadOptions {
  limits: IngestionLimits;
  ocr?: OcrPool;
  /** Resolution pages without a text layer are rendered at for OCR; `renderWidth` (pixels) overrides it. */
  renderDpi: number;
  renderWidth?: number;
  minTextLayerChars: number;
  /** Longest a single PDF operation (parse, render one page) may take. */
  timeoutMs: number;
}

const EOF_MARKER = Array.from('%%EOF', (c) => c.charCodeAt(0));

/** Text layer per page; pages without usable text are rendered and OCR'd. */
export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<ReadPage[]> {
  // A PDF cut short loses its cross-reference table and %%EOF; pdf.js would try to rebuild it and read
  // whatever survived, which would silently drop pages or lines.
  // Readers accept %%EOF anywhere in the last 1 KB (trailing junk is common).
  if (indexOf(bytes, EOF_MARKER, Math.max(0, bytes.length - 1024)) < 0) {
    fail('corrupt_file', 'The PDF is truncated (it has no end-of-file marker); upload the complete file.');
  }
  const session = new PdfSession(options.timeoutMs);
  try {
    const text = await session.open(bytes, options.limits.maxPages, options.limits.maxImagePixels).catch((error: unknown) => {
      throw toFailure(error);
    });
    if (text.total === 0) fail('corrupt_file', 'The PDF has no pages.');
    if (text.total > options.limits.maxPages) {
      fail('too_many_pages', `The PDF has ${text.total} pages; the limit is ${options.limits.maxPages}.`);
    }
    const pages = new Map<number, ReadPage>();
    const toOcr: number[] = [];
    for (const page of text.pages) {
      const clean = tidy(page.text);
      if (usableChars(clean) >= options.minTextLayerChars && legibleTextLayer(clean)) {
        pages.set(page.num, { number: page.num, text: clean, source: 'text-layer', ocrConfidence: null, geometry: pdfGeometry(page) });
      }
      else toOcr.push(page.num);
    }
    if (toOcr.length > 0) {
      const ocr = options.ocr;
      if (!ocr) throw new Error('readPdf: an OcrPool is needed for PDF pages without a text layer');
      // Rendering decodes every image of the page at full size: a 20000 × 20000 one would take gigabytes.
      assertPdfImagesWithin(bytes, options.limits.maxImagePixels);
      // Render one page at a time (memory) while earlier pages are being OCR'd by the pool.
      const jobs: Array<Promise<ReadPage>> = [];
      for (const number of toOcr) {
        const size = options.renderWidth ? { width: options.renderWidth } : { dpi: options.renderDpi };
        const image = await session.render(number, size).catch((error: unknown) => {
          throw toFailure(error);
        });
        if (image.png.length === 0) fail('corrupt_file', `Page ${number} of the PDF could not be rendered.`);
        jobs.push(ocrPage(ocr, image.png, number, { maxImagePixels: options.limits.maxImagePixels, sourceDpi: image.dpi || undefined }));
      }
      for (const page of await Promise.all(jobs)) pages.set(page.number, page);
    }
    return [...pages.values()].sort((a, b) => a.number - b.number);
  } finally {
    await session.close().catch(() => undefined);
  }
}

function toFailure(error: unknown): IngestionFailure {
  if (isIngestionFailure(error)) return error;
  if (error instanceof PdfTimeoutError) {
    return new IngestionFailure('corrupt_file', 'The PDF took too long to read; it is damaged or too complex.', { cause: error });
  }
  const name = error instanceof PdfWorkerError ? error.errorName : '';
  if (name === 'PasswordException') {
    return new IngestionFailure('encrypted_pdf', 'The PDF is protected by a password and cannot be read.', { cause: error });
  }
  return new IngestionFailure('corrupt_file', 'The PDF is damaged and cannot be read.', { cause: error });
}

/** Trim trailing spaces per line and drop blank runs, keeping tabs (column gaps) inside lines. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const usableChars = (text: string): number => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

// Words any sale document in Spanish (or English) prints; a page of letters with none of them is not text.
const COMMON_WORDS = new Set(['DE', 'LA', 'EL', 'Y', 'EN', 'DEL', 'CON', 'POR', 'TOTAL', 'FECHA', 'IVA', 'CUIT', 'FACTURA', 'REMITO', 'CANTIDAD',
  'CANT', 'PRECIO', 'IMPORTE', 'SUBTOTAL', 'CLIENTE', 'NRO', 'THE', 'AND', 'OF', 'INVOICE', 'DATE', 'QTY']);

/**
 * Whether a text layer reads as text. A PDF whose fonts carry no Unicode map gives glyph codes instead
 * (private-use or control characters, or letters in a scrambled order): such a page is OCR'd like a scan.
 */
export function legibleTextLayer(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  if (!visible.length) return false;
  const junk = (visible.match(/[\u0000-\u001f\u007f-\u009f\ufffd\ue000-\uf8ff]/gu) ?? []).length;
  if (junk > visible.length * 0.1) return false;
  const letters = (visible.match(/\p{L}/gu) ?? []).length;
  if (letters < 300) return true;
  const words = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase().split(/[^A-Z]+/);
  return words.filter((w) => COMMON_WORDS.has(w)).length >= 2;
}

/**
 * Words with boxes from pdf.js's text runs. A run may hold several words ("Razón Social: Foo S.A."); it is split
 * at spaces and each word given its share of the run's width by characters (fonts are near enough monospaced at
 * this scale for the geometry the readers use).
 */
export function pdfGeometry(page: Pick<PdfPageText, 'width' | 'height' | 'items'>): PageGeometry {
  const words: PageWord[] = [];
  for (const item of page.items) {
    const text = item.str.replace(/\u00a0/g, ' ');
    const perChar = text.length ? item.width / text.length : 0;
    const y1 = item.y + item.height * 0.22;
    const y0 = item.y - item.height * 0.78;
    for (const m of text.matchAll(/\S+/g)) {
      const start = m.index ?? 0;
      const word = { text: m[0], x0: item.x + start * perChar, x1: item.x + (start + m[0].length) * perChar, y0, y1, confidence: 1 };
      const previous = start === 0 ? words[words.length - 1] : undefined;
      if (previous && continues(previous, word)) {
        previous.text += word.text;
        previous.x1 = word.x1;
      } else words.push(word);
    }
  }
  return { width: page.width, height: page.height, words };
}

/**
 * Whether a text run starts where the previous one ended on the same baseline, with less than a space between:
 * software that places every glyph on its own (or splits a word at a font change) writes one word as many runs.
 */
function continues(previous: PageWord, next: PageWord): boolean {
  const size = previous.y1 - previous.y0;
  const gap = next.x0 - previous.x1;
  return size > 0 && Math.abs(next.y1 - previous.y1) < size * 0.2 && gap > -size * 0.15 && gap < size * 0.15;
}
