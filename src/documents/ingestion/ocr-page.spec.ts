import sharp from 'sharp';
import { legibleWords, preferPlain, readDarkBands } from './ocr-page';
import { OcrPool, type OcrWord } from './ocr-pool';

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

describe('the dark bands of a page read plain (seventeenth session)', () => {
  // A page as the plain preparation leaves it: dark text on paper, and a table header printed light on dark grey.
  const page = async () => {
    const text = (y: number, t: string, fill = 'black') => `<text x="60" y="${y}" font-family="DejaVu Sans, Arial" font-size="34" fill="${fill}">${t}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="520"><rect width="100%" height="100%" fill="white"/>
      ${text(70, 'FACTURA A 0005-00006010')}${text(130, 'Cliente: Construcciones El Mangrullo S.A.')}
      <rect x="40" y="180" width="1320" height="60" fill="#383838"/>${text(222, 'Codigo    Descripcion    Cantidad    Importe', '#a8a8a8')}
      ${text(300, 'SO0157    Instalacion solar    1    340,00')}${text(360, 'SO0136    Cable solar rollo    4    720,00')}</svg>`;
    // Soft, as a phone photo prints it: tesseract then reads nothing of the band as it is.
    return sharp(Buffer.from(svg)).grayscale().blur(1.6).png().toBuffer();
  };

  it("reads the words of a band the plain reading left unread, and keeps the plain reading's own words", async () => {
    const pool = new OcrPool({ size: 1 });
    try {
      const png = await page();
      const plain = { png, width: 1400, height: 520, dpi: 300, pipeline: [], threshold: 128, paperAdjusted: false };
      const read = await pool.recognize(png, { dpi: 300 });
      const bands = await readDarkBands(pool, plain, read);
      const before = read.words.map((w) => w.text).join(' ');
      const after = bands!.result.words.map((w) => w.text).join(' ');
      expect(before).not.toMatch(/Descripcion/);
      expect(after).toMatch(/Codigo.*Descripcion.*Cantidad.*Importe|Descripcion/);
      expect(after).toMatch(/Mangrullo/);
      expect(after).toMatch(/720,00/);
    } finally {
      await pool.terminate();
    }
  }, 60_000);
});
