import { legibleWords, preferPlain } from './ocr-page';
import type { OcrWord } from './ocr-pool';

const word = (text: string, confidence: number): OcrWord => ({ text, confidence, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 } });

describe('the plain second reading of a page', () => {
  it('is kept only when it gives clearly more legible words than the full preparation', () => {
    // Measured pairs (docs/documents.md, seventh session): 50 against 25 legible words found more of the truth.
    expect(preferPlain(25, 50)).toBe(true);
    expect(preferPlain(57, 36)).toBe(false);
    // A tie, or a few more (up to 15 %: the margins where the plain reading lost in the corpus), keeps the full
    // preparation, whose steps were chosen on every scan.
    expect(preferPlain(70, 70)).toBe(false);
    expect(preferPlain(54, 60)).toBe(false);
    expect(preferPlain(60, 70)).toBe(true);
  });

  it('counts as legible the sure words of four letters or digits', () => {
    const words = [word('Detergente', 91), word('5', 95), word('L', 96), word('ALO171', 40), word('2026', 85)];
    expect(legibleWords(words)).toBe(2);
  });
});
