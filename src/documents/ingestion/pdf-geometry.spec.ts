import { pdfGeometry } from './pdf-reader';

// pdf.js text items: x, y = baseline origin in points (top-left page origin), width, height = font size.
const item = (str: string, x: number, y = 100, width = str.length * 5, height = 10) => ({ str, x, y, width, height });

describe('pdfGeometry', () => {
  it('joins glyphs placed one by one into words, and keeps a space between words', () => {
    const glyphs = [...'Fecha de'].map((ch, i) => item(ch, 40 + i * 5)).filter((g) => g.str !== ' ');
    const words = pdfGeometry({ width: 595, height: 842, items: [...glyphs, item('21/11/2026', 90)] }).words;
    expect(words.map((w) => w.text)).toEqual(['Fecha', 'de', '21/11/2026']);
    expect(words[0]).toMatchObject({ x0: 40, x1: 65 });
  });

  it('keeps runs apart that sit on another line, or a column gap away', () => {
    const words = pdfGeometry({ width: 595, height: 842, items: [item('Total', 40), item('1.210,00', 65 + 12), item('IVA', 65, 112)] }).words;
    expect(words.map((w) => w.text)).toEqual(['Total', '1.210,00', 'IVA']);
  });

  it('splits an item at its spaces, placing each word by its share of the width', () => {
    const words = pdfGeometry({ width: 595, height: 842, items: [item('Cant. Descripción', 40)] }).words;
    expect(words.map((w) => [w.text, w.x0])).toEqual([['Cant.', 40], ['Descripción', 70]]);
  });
});
