import type { ReadPage } from '../document.types';
import { binarize, prepareForOcr } from './image-preprocess';
import type { OcrPool, OcrWord } from './ocr-pool';

/** A page read by OCR: the contract's ReadPage plus the words with their confidences and boxes. */
export interface OcrReadPage extends ReadPage {
  source: 'ocr';
  ocrConfidence: number;
  words: OcrWord[];
  /** Pixels of the image that was OCR'd: the word boxes are in this frame. */
  width: number;
  height: number;
  /**
   * Resolution of that image (pixels per inch of the page): points = pixels × 72 / dpi. Exact for rendered PDF
   * pages; for images it is the page-size (A4/Letter width) or line-height estimate, carried exactly through the
   * resampling (vertically the rounding of the height differs by under 0.1 %).
   */
  dpi: number;
  /** What was done to the page before OCR, in order (e.g. "dpi 150→300 (A4 width, ×2.00)", "deskew -1.80°"). */
  pipeline: string[];
}

/** Below this mean confidence (or with almost no words) the page is tried again binarized, keeping the better. */
const RETRY_BELOW_CONFIDENCE = 60;
const RETRY_BELOW_WORDS = 5;

export async function ocrPage(
  ocr: OcrPool,
  bytes: Uint8Array,
  number: number,
  options: { maxImagePixels: number; page?: number; sourceDpi?: number },
): Promise<OcrReadPage> {
  const prepared = await prepareForOcr(bytes, options);
  const pipeline = [...prepared.pipeline];
  let result = await ocr.recognize(prepared.png, { dpi: prepared.dpi });
  if (result.confidence < RETRY_BELOW_CONFIDENCE || result.words.length < RETRY_BELOW_WORDS) {
    const second = await ocr.recognize(await binarize(prepared), { dpi: prepared.dpi });
    const kept = score(second) > score(result);
    if (kept) result = second;
    pipeline.push(`retried binarized at otsu ${prepared.threshold} (confidence ${second.confidence}): ${kept ? 'kept' : 'not kept'}`);
  }
  return {
    number,
    text: result.text,
    source: 'ocr',
    ocrConfidence: result.confidence,
    words: result.words,
    width: prepared.width,
    height: prepared.height,
    dpi: prepared.dpi,
    pipeline,
  };
}

const score = (r: { confidence: number; words: OcrWord[] }): number => r.confidence * Math.min(1, r.words.length / 50);
