import type { ReadPage } from '../document.types';
import { prepareForOcr } from './image-preprocess';
import type { OcrPool, OcrWord } from './ocr-pool';

/** A page read by OCR: the contract's ReadPage plus the words with their confidences and boxes. */
export interface OcrReadPage extends ReadPage {
  source: 'ocr';
  ocrConfidence: number;
  words: OcrWord[];
}

/** Below this mean confidence (or with almost no words) the page is tried again binarized, keeping the better. */
const RETRY_BELOW_CONFIDENCE = 60;
const RETRY_BELOW_WORDS = 5;

export async function ocrPage(
  ocr: OcrPool,
  bytes: Uint8Array,
  number: number,
  options: { maxImagePixels: number; page?: number },
): Promise<OcrReadPage> {
  const prepared = await prepareForOcr(bytes, { maxImagePixels: options.maxImagePixels, page: options.page });
  const dpi = pageDpi(prepared.width);
  let result = await ocr.recognize(prepared.png, { dpi });
  if (result.confidence < RETRY_BELOW_CONFIDENCE || result.words.length < RETRY_BELOW_WORDS) {
    const binarized = await prepareForOcr(bytes, { maxImagePixels: options.maxImagePixels, page: options.page, binarize: true });
    const second = await ocr.recognize(binarized.png, { dpi });
    if (score(second) > score(result)) result = second;
  }
  return { number, text: result.text, source: 'ocr', ocrConfidence: result.confidence, words: result.words };
}

/** Uploads are document pages (A4 or Letter, ~8.3 in wide), so the width in pixels gives the resolution. */
const pageDpi = (widthPx: number): number => widthPx / 8.3;

const score = (r: { confidence: number; words: OcrWord[] }): number => r.confidence * Math.min(1, r.words.length / 50);
