import { fail } from './ingestion.errors';

export interface PdfImageSize {
  width: number;
  height: number;
}

const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/g;
/** An image dictionary is a few hundred bytes; a window this wide around /Subtype holds it. */
const WINDOW = 4096;

/**
 * The pixel sizes of the image XObjects a PDF holds, read from their dictionaries in the raw bytes without decoding
 * anything. An image XObject is a stream, and a stream is never stored inside an object stream (ISO 32000-1
 * §7.5.7), so its dictionary is always plain text in the file. A /Width or /Height given as an indirect reference
 * is not resolved here: pdf.js's own `maxImageSize` stops those when the page is rendered.
 */
export function pdfImageSizes(bytes: Uint8Array): PdfImageSize[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const sizes: PdfImageSize[] = [];
  for (const match of text.matchAll(IMAGE_SUBTYPE)) {
    const at = match.index ?? 0;
    const start = text.lastIndexOf('<<', at);
    if (start < 0 || at - start > WINDOW) continue;
    const dictionary = text.slice(start, dictionaryEnd(text, start, at + WINDOW));
    const width = /\/Width\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
    const height = /\/Height\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
    if (width && height) sizes.push({ width: Number(width), height: Number(height) });
  }
  return sizes;
}

/** Fails with `image_too_large` when an image of the PDF has more pixels than rendering it for OCR may decode. */
export function assertPdfImagesWithin(bytes: Uint8Array, maxImagePixels: number): void {
  const largest = pdfImageSizes(bytes).reduce<PdfImageSize | null>((max, size) => (!max || size.width * size.height > max.width * max.height ? size : max), null);
  if (largest && largest.width * largest.height > maxImagePixels) {
    fail(
      'image_too_large',
      `The PDF holds an image of ${largest.width} × ${largest.height} pixels (${((largest.width * largest.height) / 1e6).toFixed(0)} megapixels); ` +
        `pages without a text layer are read by OCR, which decodes images up to ${(maxImagePixels / 1e6).toFixed(0)} megapixels.`,
    );
  }
}

/** The end of the `<< … >>` dictionary opened at `start` (nested dictionaries included), or `limit`. */
function dictionaryEnd(text: string, start: number, limit: number): number {
  let depth = 0;
  for (let i = start; i < Math.min(text.length - 1, limit); i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return Math.min(text.length, limit);
}
