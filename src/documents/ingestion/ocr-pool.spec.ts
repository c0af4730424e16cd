import sharp from 'sharp';
import { OcrPool } from './ocr-pool';

/** A small page with one printed word (rendered from SVG text), so the worker really reads something. */
async function page(word: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><rect width="100%" height="100%" fill="white"/><text x="20" y="80" font-family="DejaVu Sans, Arial" font-size="48" fill="black">${word}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('OcrPool', () => {
  it('keeps one warm worker once the others have been idle for idleMs, and reads the next burst', async () => {
    const pool = new OcrPool({ size: 2, idleMs: 300 });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.workerCount)), 5);
    try {
      const words = ['FACTURA', 'TOTAL', 'CUIT', 'FECHA', 'IVA', 'NETO'];
      const images = await Promise.all(words.map(page));
      const first = await Promise.all(images.map((image) => pool.recognize(image, { dpi: 150 })));
      expect(first.map((r) => r.text.trim().toUpperCase())).toEqual(words);
      // On a loaded machine the first worker may read the whole burst before the second has started: the second
      // still joins the pool (it was asked for), so wait for it (bounded) rather than expect it by now.
      for (let waited = 0; most < 2 && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(most).toBe(2);

      // The idle timer fires after idleMs; a loaded machine may run it late, so wait for it (bounded) rather than
      // for a fixed time.
      for (let waited = 0; pool.workerCount > 1 && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pool.workerCount).toBe(1);

      const second = await Promise.all(images.slice(0, 2).map((image) => pool.recognize(image, { dpi: 150 })));
      expect(second.map((r) => r.text.trim().toUpperCase())).toEqual(words.slice(0, 2));
    } finally {
      clearInterval(watch);
      await pool.terminate();
    }
  });

  it('reads pages that need other parameters on a worker that read one before (the parameters follow the page)', async () => {
    const pool = new OcrPool({ size: 1 });
    try {
      const image = await page('CUIT');
      const block = await pool.recognize(image, { dpi: 150 });
      const sparse = await pool.recognize(image, { dpi: 300, sparse: true });
      const again = await pool.recognize(image, { dpi: 150 });
      expect([block, sparse, again].map((r) => r.text.trim().toUpperCase())).toEqual(['CUIT', 'CUIT', 'CUIT']);
    } finally {
      await pool.terminate();
    }
  });

  it('reads every sparse page on one worker, the others reading the rest meanwhile (one grown WebAssembly memory)', async () => {
    const pool = new OcrPool({ size: 2 });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.workerCount)), 5);
    try {
      const words = ['FACTURA', 'TOTAL', 'CUIT', 'FECHA'];
      const images = await Promise.all(words.map(page));
      // Both workers started and warm (bounded wait, as above), neither has read a sparse page yet.
      await Promise.all(images.map((image) => pool.recognize(image, { dpi: 150 })));
      for (let waited = 0; most < 2 && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pool.workerCount).toBe(2);
      expect(pool.sparseWorkerCount).toBe(0);

      // Sparse and other pages at once: with both workers idle, both would otherwise take a sparse one.
      const reads = images.flatMap((image) => [pool.recognize(image, { dpi: 150, sparse: true }), pool.recognize(image, { dpi: 150 })]);
      const texts = (await Promise.all(reads)).map((r) => r.text.trim().toUpperCase());
      expect(texts).toEqual(words.flatMap((w) => [w, w]));
      expect(pool.workerCount).toBe(2);
      expect(pool.sparseWorkerCount).toBe(1);
    } finally {
      clearInterval(watch);
      await pool.terminate();
    }
  });
});
