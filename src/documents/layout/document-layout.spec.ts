import { buildLayout, layoutText, leftCopyOf, wordKey } from './document-layout';
import { fixtureDocument, fixturePage } from './layout-fixture';

describe('document layout', () => {
  it('groups words into lines top to bottom and splits a line into cells at column gaps', () => {
    const layout = buildLayout(fixtureDocument([
      [100, [[300, 'Fecha: 25/11/2026']]],
      [60, [[40, 'Ferretería Vidal S.R.L.'], [400, 'REMITO']]],
    ]));
    expect(layout.lines.map((l) => l.text)).toEqual(['Ferretería Vidal S.R.L.\tREMITO', 'Fecha: 25/11/2026']);
    expect(layout.lines[0].segments.map((s) => s.map((w) => w.text).join(' '))).toEqual(['Ferretería Vidal S.R.L.', 'REMITO']);
  });

  it('splits a number sign glued to its number, also as OCR reads "#" ("+106864"), from the number', () => {
    const layout = buildLayout(fixtureDocument([[40, [[300, 'Order #106864'], [420, 'Nº0012-00034567'], [520, 'Tel. +54']]]]));
    expect(layout.lines[0].words.map((w) => w.text)).toEqual(['Order', '#', '106864', 'Nº', '0012-00034567', 'Tel.', '+54']);
    const ocr = buildLayout(fixtureDocument([[40, [[300, 'Order +106864']]]]));
    expect(ocr.lines[0].words.map((w) => w.text)).toEqual(['Order', '#', '106864']);
  });

  it('joins a letter-spaced heading into words', () => {
    const page = fixturePage(1, [[50, [[40, 'D A T O S'], [90, 'D E L'], [120, 'C L I E N T E']]]]);
    const layout = buildLayout({ mimeType: 'application/pdf', pages: [page], text: page.text });
    expect(layout.lines[0].words.map((w) => w.key).join('')).toBe('DATOSDELCLIENTE');
    expect(layout.lines[0].words.length).toBeLessThan(5);
  });

  it('reads ORIGINAL / DUPLICADO / TRIPLICADO copies of one voucher once', () => {
    const body = (copy: string): Parameters<typeof fixtureDocument>[0] => [
      [30, [[250, copy]]],
      [60, [[40, 'Quiroga Hermanos S.R.L.'], [350, 'Punto de Venta: 00002 Comp. Nro: 00000123']]],
      [90, [[40, 'Apellido y Nombre / Razón Social: Laboratorio El Mangrullo S.A.']]],
      [120, [[40, 'Carretilla reforzada 90 L'], [300, '20,00'], [400, '112.400,00']]],
      [150, [[350, 'Importe Total: $ 2.720.080,00']]],
    ];
    const layout = buildLayout(fixtureDocument(body('ORIGINAL'), body('DUPLICADO'), body('TRIPLICADO')));
    expect(layout.pages.map((p) => p.number)).toEqual([1]);
    expect(layout.repeatedPages).toEqual([2, 3]);
  });

  it('converts OCR pixels to points with the page resolution', () => {
    const page = { number: 1, text: 'Total', source: 'ocr' as const, ocrConfidence: 90, dpi: 300, width: 2480, height: 3508, words: [{ text: 'Total', confidence: 90, bbox: { x0: 300, y0: 600, x1: 450, y1: 640 } }] };
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: 'Total' });
    const word = layout.lines[0].words[0];
    expect(word.x0).toBeCloseTo(72, 5);
    expect(word.y1).toBeCloseTo(153.6, 5);
    expect(layout.pages[0].width).toBeCloseTo(595.2, 1);
  });

  it('drops OCR table rules and joins numbers split at the decimal comma', () => {
    const page = fixturePage(1, [[100, [[40, '|'], [60, '5,'], [72, '00'], [120, 'u.|']]]], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    expect(layout.lines[0].words.map((w) => w.text)).toEqual(['5,00', 'u.']);
  });

  it('splits two cells a rule read inside one word joins ("49.252,68|LP0297") (eleventh session)', () => {
    const page = fixturePage(1, [[100, [[40, '1|Lavandina concentrada 2 L'], [300, '5.703,00|LP0108']]]], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    expect(layout.lines[0].words.map((w) => w.text)).toEqual(['1', 'Lavandina', 'concentrada', '2', 'L', '5.703,00', 'LP0108']);
  });

  it('ends a word box the OCR stretched over the words after it where they start, keeping them on its line (eleventh session)', () => {
    const page = { number: 1, text: '', source: 'ocr' as const, ocrConfidence: 90, dpi: 300, width: 2481, height: 3508, words: [
      { text: '24', confidence: 96, bbox: { x0: 432, y0: 533, x1: 461, y1: 559 } },
      { text: 'de', confidence: 96, bbox: { x0: 474, y0: 529, x1: 507, y1: 572 } },
      { text: 'noviembre', confidence: 95, bbox: { x0: 520, y0: 533, x1: 796, y1: 559 } },
      { text: 'de', confidence: 96, bbox: { x0: 678, y0: 529, x1: 712, y1: 572 } },
      { text: '2026', confidence: 96, bbox: { x0: 729, y0: 529, x1: 798, y1: 572 } },
    ] };
    const layout = buildLayout({ mimeType: 'image/jpeg', pages: [page], text: '' });
    expect(layout.lines.map((l) => l.text)).toEqual(['24 de noviembre de 2026']);
  });

  it('drops a rule read as a letter stretched over a cell and a run of symbols OCR barely read', () => {
    const page = { number: 1, text: '', source: 'ocr' as const, ocrConfidence: 80, dpi: 300, width: 2480, height: 3508, words: [
      { text: 'o', confidence: 55, bbox: { x0: 500, y0: 1100, x1: 1300, y1: 1140 } },
      { text: 'O]]]Í-lw=', confidence: 14, bbox: { x0: 1780, y0: 1095, x1: 2360, y1: 1135 } },
      { text: 'UPS', confidence: 96, bbox: { x0: 600, y0: 1150, x1: 680, y1: 1180 } },
      { text: 'o', confidence: 60, bbox: { x0: 700, y0: 1150, x1: 720, y1: 1180 } },
    ] };
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: '' });
    expect(layout.lines.map((l) => l.text)).toEqual(['UPS o']);
  });

  it('joins a voucher number OCR split with a space, and nothing else', () => {
    const page = fixturePage(1, [[100, [[40, '00008-0005'], [95, '6467']]], [120, [[40, '00008-000564'], [96, '467']]], [140, [[40, '0001-2024'], [90, '15']]]], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    // the second: boxes overlapping on a "4" both words read
    expect(layout.lines.map((l) => l.words.map((w) => w.text))).toEqual([['00008-00056467'], ['00008-00056467'], ['0001-2024', '15']]);
  });

  it('keeps columns in the layout text', () => {
    const layout = buildLayout(fixtureDocument([[50, [[40, 'Cant.'], [200, 'Descripción']]], [65, [[40, '3'], [200, 'Balde plástico']]]]));
    const [header, row] = layoutText(layout).split('\n');
    expect(header.indexOf('Descripción')).toBe(row.indexOf('Balde'));
  });

  it('makes label keys without case, accents or punctuation', () => {
    expect(wordKey('C.U.I.T.:')).toBe('CUIT');
    expect(wordKey('N°')).toBe(wordKey('Nº'));
    expect(wordKey('N*')).toBe(wordKey('Nº'));
    expect(wordKey('Emisión')).toBe('EMISION');
  });
});

describe('lines of a hand-filled form', () => {
  it('keeps a row on one line when a word the OCR read twice overlaps another at the same height', () => {
    // "x 3" written by hand, read as "XxX" over the "3": the two boxes overlap, the row is one line.
    const page = fixturePage(1, [
      [300, [[52, 'cinta aisladora 19 mm x 20 m'], [493, 'XxX']]],
      [301, [[500, '3']]],
      [325, [[51, 'EL0199 Jabalina'], [494, 'x 15']]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    expect(layout.lines.map((l) => l.text)).toEqual(['cinta aisladora 19 mm x 20 m\tXxX 3', 'EL0199 Jabalina\tx 15']);
  });

  it('joins a row the OCR split into two interleaved lines, a word or two of them touching', () => {
    const page = fixturePage(1, [
      // As a scan gave them: the description's second half taller, its words between the first half's.
      [258, [[62, 'de', 13.7], [73, 'corte', 13.7], [91, 'metal', 13.7], [123, 'x', 13.7], [130, '1', 13.7], [137, 'mm', 13.7]]],
      [257, [[45.5, 'Disco', 6.7], [109, '115', 6.7], [343, '5,000', 6.7], [430, '1.140,25', 6.7], [527, '5.701,25', 6.7]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    expect(layout.lines).toHaveLength(1);
    expect(layout.lines[0]!.words.map((w) => w.text).join(' ')).toBe('Disco de corte metal 115 x 1 mm 5,000 1.140,25 5.701,25');
  });

  it('keeps two rows of a table apart however close the OCR put them: they overlap column by column', () => {
    const page = fixturePage(1, [
      [300, [[40, 'EL0143'], [90, 'Reflector LED 50 W'], [300, '20'], [380, '16.320,00'], [480, '326.400,00']]],
      [302, [[40, 'EL0122'], [90, 'Disyuntor bipolar'], [300, '15'], [380, '41.290,45'], [480, '619.356,75']]],
    ], { source: 'ocr' });
    expect(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }).lines).toHaveLength(2);
  });
});

describe('two copies side by side (tenth session)', () => {
  const half = (x: number, words: string[]) => words.map((w, i) => [40 + i * 14, [[x, w]]] as [number, Array<[number, string]>]);
  const words = Array.from({ length: 24 }, (_, i) => `Palabra${i} valor${i * 7}`);

  it('finds the left copy when both halves hold the same words, whatever their copy marker', () => {
    const page = fixturePage(1, half(30, ['ORIGINAL', ...words]).map(([y, cells], i) => [y, [...cells, ...half(450, ['DUPLICADO', ...words])[i]![1]]]), { width: 842 });
    const left = leftCopyOf(page.geometry!);
    expect(left).not.toBeNull();
    expect(left!.every((w) => w.x1 < 421)).toBe(true);
    expect(left!.map((w) => w.text)).toContain('ORIGINAL');
  });

  it('finds none when the halves hold different words (a letterhead beside a customer block, two columns of items)', () => {
    const other = Array.from({ length: 24 }, (_, i) => `Otro${i} dato${i * 3}`);
    const page = fixturePage(1, half(30, words).map(([y, cells], i) => [y, [...cells, ...half(450, other)[i]![1]]]), { width: 842 });
    expect(leftCopyOf(page.geometry!)).toBeNull();
  });
});
