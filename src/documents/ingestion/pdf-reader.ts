import type { PageGeometry, PageWord, ReadPage } from '../document.types';
import { indexOf } from './file-type';
import { fail, IngestionFailure, isIngestionFailure } from './ingestion.errors';
import type { IngestionLimits } from './ingestion.options';
import type { OcrPool } from './ocr-pool';
import { assertPdfImagesWithin } from './pdf-images';
import { ocrPage } from './ocr-page';
import { plainDashes } from './typography';
import { PdfSession, PdfTimeoutError, PdfWorkerError, type PdfPageText, type PdfTextItem } from './pdf-session';

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
    for (const given of text.pages) {
      const page = uprightPage(withPlainDashes(given));
      const geometry = pdfGeometry(page);
      // A form's filled fields are not in pdf-parse's text: the page's text is then laid out from the words.
      const clean = tidy(page.turned || page.formFields || drawnOutOfOrder(page.items) ? textOfWords(geometry.words) : page.text);
      if (usableChars(clean) >= options.minTextLayerChars && legibleTextLayer(clean)) {
        pages.set(page.num, { number: page.num, text: clean, source: 'text-layer', ocrConfidence: null, geometry });
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

function withPlainDashes(page: PdfPageText): PdfPageText {
  return { ...page, text: plainDashes(page.text), items: page.items.map((item) => ({ ...item, str: plainDashes(item.str) })) };
}

/** Runs this far (degrees) off the page's reading direction are kept with it (a searchable scan's tilted words). */
const SAME_DIRECTION = 20;

const angleBetween = (a: number, b: number): number => Math.min(Math.abs(a - b) % 360, 360 - (Math.abs(a - b) % 360));

/**
 * The page turned the way its text reads. Some software draws a landscape page on a portrait one turned a quarter
 * (with or without /Rotate), or upside down: its runs then read downwards, upwards or right to left on the page as
 * shown, and every reader of positions would see columns as lines. The direction most of the text reads in (by
 * characters) becomes left to right, and the page's frame turns with it (width and height swap on a quarter turn).
 * Runs in another direction — a diagonal "COPIA" watermark, a caption up the margin — are left out of the positions.
 */
export function uprightPage(page: PdfPageText): PdfPageText & { turned: 0 | 90 | 180 | 270 } {
  const weight = new Map<number, number>();
  for (const item of page.items) {
    const quarter = (Math.round((item.dir ?? 0) / 90) % 4) * 90;
    if (angleBetween(item.dir ?? 0, quarter) <= SAME_DIRECTION) weight.set(quarter, (weight.get(quarter) ?? 0) + item.str.trim().length);
  }
  const turned = ([...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0) as 0 | 90 | 180 | 270;
  const along = page.items.filter((item) => angleBetween(item.dir ?? 0, turned) <= SAME_DIRECTION);
  const { width: w, height: h } = page;
  const turn = (x: number, y: number): [number, number] =>
    turned === 90 ? [y, w - x] : turned === 270 ? [h - y, x] : turned === 180 ? [w - x, h - y] : [x, y];
  const items = along.map((item) => {
    const [x, y] = turn(item.x, item.y);
    return { ...item, x, y, dir: (((item.dir ?? 0) - turned) + 360) % 360 };
  });
  const quarter = turned === 90 || turned === 270;
  return { ...page, items, width: quarter ? h : w, height: quarter ? w : h, turned };
}

/**
 * Whether the page's runs were drawn in an order other than reading order: pdf.js's text follows the drawing, and
 * some software draws a table column by column, the totals before the lines, the header last. Counted as the jumps
 * back up the page from one run to the next: reading order makes one per column of text (a header's right-hand
 * box), such drawing one per column of the table and more — a jump for every third line of the page or more.
 */
export function drawnOutOfOrder(items: ReadonlyArray<Pick<PdfTextItem, 'str' | 'y' | 'height'>>): boolean {
  const runs = items.filter((item) => item.str.trim());
  const baselines: number[] = [];
  let upwards = 0;
  for (const [i, run] of runs.entries()) {
    if (i > 0 && run.y < runs[i - 1]!.y - runs[i - 1]!.height * 1.5) upwards++;
    if (!baselines.some((y) => Math.abs(y - run.y) < run.height * 0.35)) baselines.push(run.y);
  }
  return upwards >= 4 && upwards >= baselines.length / 3;
}

/**
 * A page's text rebuilt from its words, for a page whose runs were turned upright or drawn out of reading order
 * (pdf.js's own text follows the page as shown, in drawing order): lines by baseline, top to bottom; words in a line joined by a space, or by a tab across a wide gap
 * (the text layer's convention for columns).
 */
export function textOfWords(pageWords: readonly PageWord[]): string {
  const words = [...pageWords].sort((a, b) => a.y1 - b.y1 || a.x0 - b.x0);
  const lines: PageWord[][] = [];
  for (const word of words) {
    const size = word.y1 - word.y0;
    const line = lines.find((l) => Math.abs(l[0]!.y1 - word.y1) < size * 0.35);
    if (line) line.push(word);
    else lines.push([word]);
  }
  return lines
    .sort((a, b) => a[0]!.y1 - b[0]!.y1)
    .map((line) => line.sort((a, b) => a.x0 - b.x0).map((word, i) => (i === 0 ? '' : word.x0 - line[i - 1]!.x1 > (word.y1 - word.y0) * 1.2 ? '\t' : ' ') + word.text).join(''))
    .join('\n');
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
