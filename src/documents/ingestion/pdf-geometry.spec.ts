import { drawnOutOfOrder, legibleTextLayer, pdfGeometry, textOfWords, uprightPage } from './pdf-reader';
import { plainDashes } from './typography';

// pdf.js text items: x, y = baseline origin in points (top-left page origin), width, height = font size.
const item = (str: string, x: number, y = 100, width = str.length * 5, height = 10, dir = 0) => ({ str, x, y, width, height, dir });

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

describe('uprightPage', () => {
  const page = (items: ReturnType<typeof item>[]) => ({ num: 1, text: '', width: 595, height: 842, items });

  it('keeps a page that reads left to right as it is', () => {
    const given = page([item('Total', 40), item('1.210,00', 100)]);
    expect(uprightPage(given)).toEqual({ ...given, turned: 0 });
  });

  it('turns a page whose text reads downwards a quarter back: rows become lines, the frame swaps', () => {
    // Landscape rows drawn turned: along a row x stays and y grows; the next row is further left.
    const turned = page([item('Cant.', 560, 40, 25, 10, 90), item('Importe', 560, 400, 35, 10, 90), item('2', 540, 40, 5, 10, 90), item('2.500,00', 540, 400, 40, 10, 90)]);
    const upright = uprightPage(turned);
    expect(upright).toMatchObject({ turned: 90, width: 842, height: 595 });
    expect(upright.items.map((i) => [i.str, i.x, i.y, i.dir])).toEqual([['Cant.', 40, 35, 0], ['Importe', 400, 35, 0], ['2', 40, 55, 0], ['2.500,00', 400, 55, 0]]);
    expect(textOfWords(pdfGeometry(upright).words)).toBe('Cant.\tImporte\n2\t2.500,00');
  });

  it('turns upside-down and upward-reading pages, and goes by where most of the text reads', () => {
    const upside = uprightPage(page([item('Total', 500, 700, 25, 10, 180), item('1.210,00', 400, 700, 40, 10, 180), item('ORIGINAL', 20, 400, 40, 10, 270)]));
    expect(upside.turned).toBe(180);
    expect(upside.items.map((i) => [i.str, i.x, i.y])).toEqual([['Total', 95, 142], ['1.210,00', 195, 142]]);
    const upward = uprightPage(page([item('Fecha', 40, 800, 25, 10, 270), item('20/11/2026', 40, 700, 50, 10, 270)]));
    expect(upward).toMatchObject({ turned: 270, width: 842, height: 595 });
    expect(upward.items.map((i) => [i.str, i.x, i.y])).toEqual([['Fecha', 42, 40], ['20/11/2026', 142, 40]]);
  });

  it('keeps slightly tilted runs (a searchable scan) and leaves diagonal ones out', () => {
    const upright = uprightPage(page([item('Cliente:', 40, 100, 40, 10, 2), item('Gorosito', 85, 101, 40, 10, 358), item('COPIA', 200, 400, 200, 60, 325)]));
    expect(upright.turned).toBe(0);
    expect(upright.items.map((i) => i.str)).toEqual(['Cliente:', 'Gorosito']);
  });
});

describe('plainDashes', () => {
  it('makes typographic dashes inside numbers hyphens, and a minus sign before one', () => {
    expect(plainDashes('Nº 0003\u201300001234 · CUIT 30\u201171234567\u20114 · Bonif. \u22121.250,00')).toBe('Nº 0003-00001234 · CUIT 30-71234567-4 · Bonif. -1.250,00');
  });

  it('leaves dashes between words as printed', () => {
    expect(plainDashes('Cable 2,5 mm \u2013 rollo 100 m')).toBe('Cable 2,5 mm \u2013 rollo 100 m');
  });
});

describe('drawnOutOfOrder', () => {
  const run = (str: string, y: number) => ({ str, y, height: 10 });
  const lines = (n: number, from = 100) => Array.from({ length: n }, (_, i) => run(`línea ${i}`, from + i * 14));

  it('takes reading order, and a header drawn as two boxes side by side, as in order', () => {
    expect(drawnOutOfOrder(lines(30))).toBe(false);
    // Issuer's block, then the voucher's box beside it (one jump back up), then the rest of the page.
    expect(drawnOutOfOrder([...lines(5, 40), ...lines(5, 40), ...lines(25, 120)])).toBe(false);
  });

  it('finds a table drawn column by column after its totals', () => {
    const column = (n: number) => Array.from({ length: 6 }, (_, i) => run(`${n}.${i}`, 200 + i * 14));
    expect(drawnOutOfOrder([run('Total', 300), ...column(1), ...column(2), ...column(3), ...column(4), run('Factura', 60)])).toBe(true);
  });
});
