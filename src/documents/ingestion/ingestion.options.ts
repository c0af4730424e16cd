import type { OcrPool } from './ocr-pool';

export interface IngestionLimits {
  /** Largest accepted upload, in bytes. */
  maxFileBytes: number;
  /** Most pages read from one PDF or multi-page TIFF. */
  maxPages: number;
  /** Largest image (or rendered page) in pixels, width × height. */
  maxImagePixels: number;
}

export const DEFAULT_LIMITS: IngestionLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxPages: 30,
  maxImagePixels: 40_000_000,
};

export interface ReadDocumentOptions {
  limits?: Partial<IngestionLimits>;
  /** Required to read images and image-only PDF pages; text-layer PDFs never touch it. */
  ocr?: OcrPool;
  /** Width in pixels a PDF page is rendered at before OCR (default: rendered at 300 dpi, whatever its size). */
  renderWidth?: number;
  /** A PDF page whose text layer has fewer letters and digits than this is OCR'd instead. */
  minTextLayerChars?: number;
  /** Longest one PDF operation (parsing, rendering a page) may take before the file is rejected. */
  pdfTimeoutMs?: number;
}

export function resolveLimits(limits: Partial<IngestionLimits> = {}): IngestionLimits {
  return { ...DEFAULT_LIMITS, ...definedOnly(limits) };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
