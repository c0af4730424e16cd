import { legibleTextLayer, pdfGeometry } from './pdf-reader';

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

describe('legibleTextLayer', () => {
  const invoice = 'FACTURA A Nro 0003-00001234\nFecha de Emisión: 21/11/2026\nCliente: Laboratorio El Mangrullo S.A.\n' +
    'CUIT: 30-50263220-1 Condición frente al IVA: Responsable Inscripto\nCant. Descripción P. Unit. Importe\n' +
    '2 Cemento portland bolsa 50 kg 11.250,00 22.500,00\nSubtotal 22.500,00\nIVA 21% 4.725,00\nTotal 27.225,00';

  it('accepts the text layer of an invoice', () => {
    expect(legibleTextLayer(invoice)).toBe(true);
  });

  it('rejects glyph codes of fonts without a Unicode map: private-use or control characters', () => {
    const codes = [...invoice].map((c) => (/\S/.test(c) ? String.fromCharCode(0xe000 + c.charCodeAt(0)) : c)).join('');
    expect(legibleTextLayer(codes)).toBe(false);
    expect(legibleTextLayer(invoice.replace(/[aeiou]/g, '\u0003'))).toBe(false);
  });

  it('rejects letters in a scrambled order (a font remapped its glyphs), but not a short stamp', () => {
    const shift = (s: string) => s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 7) % 26) + 97));
    expect(legibleTextLayer(shift(`${invoice}\n${invoice}`))).toBe(false);
    expect(legibleTextLayer('Página 1 de 2')).toBe(true);
  });
});
