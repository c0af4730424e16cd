import { pdfWithImage } from '../../../test/support/hostile-files';
import { isIngestionFailure } from './ingestion.errors';
import { OcrPool } from './ocr-pool';
import { pdfImageSizes } from './pdf-images';
import { readDocument } from './read-document';

describe('images inside PDFs', () => {
  it('finds the pixel size of each image XObject without decoding it', () => {
    expect(pdfImageSizes(pdfWithImage(20000, 20000))).toEqual([{ width: 20000, height: 20000 }]);
    expect(pdfImageSizes(pdfWithImage(1200, 800))).toEqual([{ width: 1200, height: 800 }]);
    // An indirect /Width is not guessed at (pdf.js's maxImageSize guards those when rendering).
    expect(pdfImageSizes(Buffer.from('<< /Type /XObject /Subtype /Image /Width 7 0 R /Height 20000 >>'))).toEqual([]);
    expect(pdfImageSizes(Buffer.from('%PDF-1.4 no images here'))).toEqual([]);
  });

  // Issue 15: a page holding a 20000 × 20000 image was rendered for OCR (RSS 175 MB → 3.9 GB, 73 s) and read as
  // an empty page, or failed as "damaged or too complex" on a slower machine.
  it('refuses a scanned page whose image is 20000 × 20000 pixels as image_too_large, naming the size, with bounded memory', async () => {
    const pool = new OcrPool({ size: 1 });
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    try {
      const error = await readDocument(pdfWithImage(20000, 20000), { ocr: pool, limits: { maxImagePixels: 40_000_000 } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isIngestionFailure(error) && { code: error.code, status: error.status, message: error.message }).toEqual({
        code: 'image_too_large',
        status: 413,
        message: expect.stringContaining('20000 × 20000 pixels (400 megapixels)'),
      });
      expect(peak - before).toBeLessThan(300 * 1024 * 1024);
    } finally {
      clearInterval(sampler);
      await pool.terminate();
    }
  });
});
