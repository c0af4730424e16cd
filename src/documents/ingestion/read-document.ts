import type { ReadDocument, ReadPage } from '../document.types';
import { detectFileType, IMAGE_MIME_TYPES, MimeType, SPREADSHEET_MIME_TYPES, type SupportedMimeType } from './file-type';
import { imageInfo, TARGET_DPI } from './image-preprocess';
import { fail } from './ingestion.errors';
import { resolveLimits, type IngestionLimits, type ReadDocumentOptions } from './ingestion.options';
import type { OcrPool } from './ocr-pool';
import { ocrPage } from './ocr-page';
import { readPdf } from './pdf-reader';

/** Shared state of the ordered ingestion steps (STYLE 14): each step reads and extends it, or fails. */
export interface IngestionContext {
  bytes: Uint8Array;
  limits: IngestionLimits;
  options: ReadDocumentOptions;
  mimeType?: SupportedMimeType;
  pages?: ReadPage[];
}

export type IngestionStep = (ctx: IngestionContext) => Promise<IngestionContext>;

type PageReader = (ctx: IngestionContext & { mimeType: SupportedMimeType }) => Promise<ReadPage[]>;

const DEFAULT_MIN_TEXT_LAYER_CHARS = 20;
const DEFAULT_PDF_TIMEOUT_MS = 60_000;

/** Readers by MIME type detected from the bytes, never by file name (STYLE 14). */
const PAGE_READERS: Partial<Record<SupportedMimeType, PageReader>> = {
  [MimeType.Pdf]: (ctx) =>
    readPdf(ctx.bytes, {
      limits: ctx.limits,
      ocr: ctx.options.ocr,
      // Rendered straight at the OCR resolution: one resampling, and the page's dpi is known exactly.
      renderDpi: TARGET_DPI,
      renderWidth: ctx.options.renderWidth,
      minTextLayerChars: ctx.options.minTextLayerChars ?? DEFAULT_MIN_TEXT_LAYER_CHARS,
      timeoutMs: ctx.options.pdfTimeoutMs ?? DEFAULT_PDF_TIMEOUT_MS,
    }),
  ...Object.fromEntries(IMAGE_MIME_TYPES.map((mime) => [mime, readImage])),
};

export const checkSize: IngestionStep = async (ctx) => {
  if (ctx.bytes.length === 0) fail('empty_file', 'The file is empty (0 bytes).');
  if (ctx.bytes.length > ctx.limits.maxFileBytes) {
    fail('file_too_large', `The file is ${formatMb(ctx.bytes.length)}; the limit is ${formatMb(ctx.limits.maxFileBytes)}.`);
  }
  return ctx;
};

export const detectType: IngestionStep = async (ctx) => {
  const mimeType = detectFileType(ctx.bytes);
  if (mimeType === 'unsupported') fail('unsupported_type', 'The file type is not supported (expected PDF, PNG, JPEG, WEBP, TIFF, XLSX or CSV).');
  return { ...ctx, mimeType };
};

export const readPages: IngestionStep = async (ctx) => {
  const mimeType = ctx.mimeType;
  if (!mimeType) throw new Error('readPages runs after detectType');
  if (SPREADSHEET_MIME_TYPES.includes(mimeType)) {
    // Spreadsheets fan out into groups through readSpreadsheet(), not into pages.
    fail('unsupported_type', 'Spreadsheets are read with readSpreadsheet(), one draft per group.');
  }
  const reader = PAGE_READERS[mimeType];
  if (!reader) fail('unsupported_type', `No reader for ${mimeType}.`);
  return { ...ctx, pages: await reader({ ...ctx, mimeType }) };
};

export const DOCUMENT_STEPS: readonly IngestionStep[] = [checkSize, detectType, readPages];

/**
 * Reads a PDF or an image into text pages. Throws IngestionFailure (code + English message) for empty,
 * oversized, unsupported, corrupt or encrypted input; OCR engine trouble is `ocr_failed` (retryable).
 */
export async function readDocument(bytes: Uint8Array, options: ReadDocumentOptions = {}): Promise<ReadDocument> {
  let ctx: IngestionContext = { bytes, limits: resolveLimits(options.limits), options };
  for (const step of DOCUMENT_STEPS) ctx = await step(ctx);
  const pages = ctx.pages ?? [];
  return { mimeType: ctx.mimeType ?? 'application/octet-stream', pages, text: pages.map((p) => p.text).join('\n\f\n') };
}

async function readImage(ctx: IngestionContext & { mimeType: SupportedMimeType }): Promise<ReadPage[]> {
  const info = await imageInfo(ctx.bytes, ctx.limits.maxImagePixels);
  // Only TIFF pages are read one by one; other formats' extra frames (animated WEBP) are ignored.
  if (ctx.mimeType === MimeType.Tiff && info.pages > ctx.limits.maxPages) fail('too_many_pages', `The image has ${info.pages} pages; the limit is ${ctx.limits.maxPages}.`);
  const ocr: OcrPool | undefined = ctx.options.ocr;
  if (!ocr) throw new Error('readDocument: an OcrPool is needed to read images');
  const pageIndexes = Array.from({ length: ctx.mimeType === MimeType.Tiff ? info.pages : 1 }, (_, i) => i);
  return Promise.all(pageIndexes.map((page) => ocrPage(ocr, ctx.bytes, page + 1, { maxImagePixels: ctx.limits.maxImagePixels, page })));
}

const formatMb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
