import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument as PdfLibDocument, StandardFonts, TextAlignment } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { MimeType } from './file-type';
import { IngestionFailure } from './ingestion.errors';
import { OcrPool } from './ocr-pool';
import type { OcrReadPage } from './ocr-page';
import { readDocument } from './read-document';

const CORPUS = path.join(__dirname, '../../../../shared/corpus/dev');
const corpusFile = (name: string): Buffer => readFileSync(path.join(CORPUS, name));
const truthOf = (id: string) =>
  JSON.parse(readFileSync(path.join(CORPUS, `${id}.truth.json`), 'utf8')) as {
    expected: { receiver: { name: string; docNumber: string }; documentTotal: number | null; reference: string };
  };

/** 30725100279 → "30-72510027-9", as printed on the documents. */
const hyphenatedCuit = (digits: string) => `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
/** 2984465 → "2.984.465,00" */
const arAmount = (n: number) =>
  n.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');
/** OCR noise aside: one line of the page contains all these words. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

function pdfBytes(options: PDFKit.PDFDocumentOptions, write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    write(doc);
    doc.end();
  });
}

async function failureOf(promise: Promise<unknown>): Promise<IngestionFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof IngestionFailure)) throw new Error(`expected an IngestionFailure, got ${String(error)}`);
  return error;
}

describe('readDocument: text-layer PDFs', () => {
  it.each(['d02', 'd03', 'd08', 'd10', 'd11', 'd13'])('%s has the receiver, its CUIT and the reference in the text layer', async (id) => {
    const doc = await readDocument(corpusFile(`${id}.pdf`));
    const { receiver, documentTotal, reference } = truthOf(id).expected;
    expect(doc.mimeType).toBe(MimeType.Pdf);
    expect(doc.pages.every((p) => p.source === 'text-layer' && p.ocrConfidence === null)).toBe(true);
    expect(doc.text).toContain(receiver.name);
    expect(doc.text.replace(/\D/g, '')).toContain(receiver.docNumber);
    expect(doc.text).toContain(reference);
    if (documentTotal !== null) expect(doc.text).toMatch(new RegExp(arAmount(documentTotal).replace(/\./g, '\\.') + '|' + documentTotal.toFixed(2)));
  });

  it('keeps pages apart and table rows as lines (d10, 2 pages)', async () => {
    const doc = await readDocument(corpusFile('d10.pdf'));
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.text.split('\n\f\n')).toHaveLength(2);
    expect(doc.pages[0].text).toMatch(/^EL01623\s+Reflector LED 50 W\s+11,00 u\.\s+15\.505,57\s+21\s+170\.561,27$/m);
    expect(doc.pages[1].text).toContain('9.725.890,94');
  });
});

describe('readDocument: text-layer PDFs drawn turned', () => {
  /** A landscape quote drawn on a portrait A4 page: turned a quarter, or a half (with /Rotate 90 on top of a quarter). */
  const landscapeQuote = (rotateAttribute: boolean) =>
    pdfBytes({ size: 'A4', margin: 0 }, (doc) => {
      if (rotateAttribute) (doc.page.dictionary.data as { Rotate?: number }).Rotate = 90;
      doc.rotate(90, { origin: [0, 0] }).translate(0, -595);
      doc.font('Helvetica').fontSize(14).text('PRESUPUESTO 0003-00001234', 40, 40);
      doc.fontSize(10).text('Cliente: Gorosito y Orellana S.R.L.', 40, 70).text('Fecha: 20/11/2026', 600, 70);
      const rows = [['Cant.', 'Descripción', 'P. Unit.', 'Importe'], ['2', 'Tornillo hexagonal', '1.250,00', '2.500,00'], ['10', 'Arandela plana', '85,50', '855,00']];
      rows.forEach((r, i) => [40, 100, 500, 650].forEach((x, c) => doc.text(r[c]!, x, 120 + i * 18, { lineBreak: false })));
    });

  it.each([['turned a quarter, no /Rotate', false], ['upside down: /Rotate 90 over content turned a quarter', true]])(
    'reads a page %s as it reads: rows as lines, in order',
    async (_case, rotateAttribute) => {
      const doc = await readDocument(await landscapeQuote(rotateAttribute));
      const lines = doc.pages[0]!.text.split('\n').map(squash);
      expect(lines[0]).toBe('PRESUPUESTO 0003-00001234');
      expect(lines).toContain('2 Tornillo hexagonal 1.250,00 2.500,00');
      expect(lines.indexOf('10 Arandela plana 85,50 855,00')).toBe(lines.indexOf('2 Tornillo hexagonal 1.250,00 2.500,00') + 1);
      const geometry = doc.pages[0]!.geometry!;
      expect(geometry.width).toBeGreaterThan(geometry.height);
      const word = (text: string) => geometry.words.find((w) => w.text === text)!;
      // Columns stand side by side, rows one under the other.
      expect(word('Importe').x0).toBeGreaterThan(word('Descripción').x1);
      expect(word('Arandela').y0).toBeGreaterThan(word('Tornillo').y1);
    },
  );

  it('reads a page drawn out of reading order (the totals first, the table column by column) in reading order', async () => {
    const bytes = await pdfBytes({ size: 'A4', margin: 0 }, (doc) => {
      doc.font('Helvetica').fontSize(10).text('Total: $ 3.355,00', 400, 300, { lineBreak: false });
      const rows = [['Cant.', 'Descripción', 'P. Unit.', 'Importe'], ['2', 'Tornillo hexagonal', '1.250,00', '2.500,00'], ['10', 'Arandela plana', '85,50', '855,00']];
      for (const c of [3, 0, 2, 1]) rows.forEach((r, i) => doc.text(r[c]!, [40, 80, 300, 400][c]!, 200 + i * 18, { lineBreak: false }));
      doc.text('Cliente: Gorosito y Orellana S.R.L.', 40, 100, { lineBreak: false });
      doc.fontSize(14).text('PRESUPUESTO 0003-00001234', 40, 60, { lineBreak: false });
    });
    const doc = await readDocument(bytes);
    expect(doc.pages[0]!.text).toBe('PRESUPUESTO 0003-00001234\nCliente: Gorosito y Orellana S.R.L.\nCant.\tDescripción\tP. Unit.\tImporte\n' +
      '2\tTornillo hexagonal\t1.250,00\t2.500,00\n10\tArandela plana\t85,50\t855,00\nTotal: $ 3.355,00');
  });

  it('leaves a diagonal watermark out of the positions', async () => {
    const bytes = await pdfBytes({ size: 'A4' }, (doc) => {
      doc.fontSize(10).text('Cliente: Gorosito y Orellana S.R.L.', 50, 60).text('Total: $ 3.355,00', 50, 90);
      doc.save().rotate(-35, { origin: [300, 400] }).fontSize(60).text('SIN VALOR FISCAL', 80, 400).restore();
    });
    const doc = await readDocument(bytes);
    expect(doc.pages[0]!.geometry!.words.map((w) => w.text)).toEqual(['Cliente:', 'Gorosito', 'y', 'Orellana', 'S.R.L.', 'Total:', '$', '3.355,00']);
  });
});

describe('readDocument: a fillable PDF form', () => {
  it("reads the filled fields' values where a viewer shows them, a ticked box as an X, a right-aligned value at the right", async () => {
    const pdf = await PdfLibDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    page.drawText('FACTURA B', { x: 400, y: 800, size: 16, font });
    page.drawText('Cliente:', { x: 40, y: 700, size: 10, font });
    page.drawText('Consumidor final', { x: 320, y: 678, size: 10, font });
    page.drawText('Total:', { x: 340, y: 104, size: 10, font });
    const form = pdf.getForm();
    const name = form.createTextField('cliente');
    name.setText('Matias Peralta');
    name.addToPage(page, { x: 110, y: 695, width: 200, height: 16 });
    const unticked = form.createCheckBox('ri');
    unticked.addToPage(page, { x: 200, y: 675, width: 10, height: 10 });
    const ticked = form.createCheckBox('cf');
    ticked.addToPage(page, { x: 300, y: 675, width: 10, height: 10 });
    ticked.check();
    const total = form.createTextField('total');
    total.setText('12.345,67');
    total.setAlignment(TextAlignment.Right);
    total.addToPage(page, { x: 400, y: 100, width: 120, height: 16 });
    const doc = await readDocument(Buffer.from(await pdf.save()));
    const words = doc.pages[0]!.geometry!.words;
    expect(words.map((w) => w.text)).toEqual(expect.arrayContaining(['Matias', 'Peralta', 'X', '12.345,67']));
    expect(words.filter((w) => w.text === 'X')).toHaveLength(1);
    const x = words.find((w) => w.text === 'X')!;
    expect(x.x0).toBeGreaterThan(295);
    expect(x.x1).toBeLessThan(318);
    expect(words.find((w) => w.text === '12.345,67')!.x1).toBeGreaterThan(500);
    expect(doc.pages[0]!.text).toContain('Cliente:\tMatias Peralta');
    expect(doc.pages[0]!.text).toMatch(/Total:\t12\.345,67/);
  });

  it('adds no field value the page already shows in its own text (a form flattened with its fields kept)', async () => {
    const pdf = await PdfLibDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    page.drawText('Cliente:', { x: 40, y: 700, size: 10, font });
    page.drawText('Matias Peralta', { x: 112, y: 699, size: 11, font });
    const name = pdf.getForm().createTextField('cliente');
    name.setText('Matias Peralta');
    name.addToPage(page, { x: 110, y: 695, width: 200, height: 16 });
    const doc = await readDocument(Buffer.from(await pdf.save()));
    expect(doc.pages[0]!.geometry!.words.map((w) => w.text)).toEqual(['Cliente:', 'Matias', 'Peralta']);
  });
});

describe('readDocument: failures', () => {
  it('rejects empty, unsupported, oversized and truncated files with typed failures', async () => {
    expect(await failureOf(readDocument(Buffer.alloc(0)))).toMatchObject({ code: 'empty_file', status: 400 });
    expect(await failureOf(readDocument(Buffer.from('just some words')))).toMatchObject({ code: 'unsupported_type', status: 415 });
    expect(await failureOf(readDocument(corpusFile('d02.pdf'), { limits: { maxFileBytes: 1000 } }))).toMatchObject({
      code: 'file_too_large',
      status: 413,
      message: expect.stringContaining('the limit is 0.0 MB'),
    });
    const truncated = await failureOf(readDocument(corpusFile('d09.pdf')));
    expect(truncated).toMatchObject({ code: 'corrupt_file', status: 400, message: expect.stringContaining('truncated') });
  });

  it('rejects a PDF cut short even when it still ends like one', async () => {
    const d02 = corpusFile('d02.pdf');
    const damaged = Buffer.concat([d02.subarray(0, 2000), Buffer.from('\n%%EOF\n')]);
    expect(await failureOf(readDocument(damaged))).toMatchObject({ code: 'corrupt_file' });
  });

  it('rejects a password-protected PDF as encrypted_pdf', async () => {
    const bytes = await pdfBytes({ userPassword: 'secreto', ownerPassword: 'owner' }, (doc) => doc.text('Presupuesto 0001'));
    expect(await failureOf(readDocument(bytes))).toMatchObject({ code: 'encrypted_pdf', status: 400 });
  });

  it('reads a PDF with only an owner password (no password needed to open it)', async () => {
    const bytes = await pdfBytes({ ownerPassword: 'owner', permissions: { modifying: false } }, (doc) =>
      doc.text('Presupuesto 0001 para Gorosito y Orellana S.R.L. por servicios'),
    );
    const doc = await readDocument(bytes);
    expect(doc.text).toContain('Gorosito y Orellana S.R.L.');
  });

  it('enforces the page limit and the megapixel limit', async () => {
    expect(await failureOf(readDocument(corpusFile('d10.pdf'), { limits: { maxPages: 1 } }))).toMatchObject({
      code: 'too_many_pages',
      message: 'The PDF has 2 pages; the limit is 1.',
    });
    const image = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await failureOf(readDocument(image, { limits: { maxImagePixels: 5_000_000 } }))).toMatchObject({
      code: 'image_too_large',
      status: 413,
      message: expect.stringContaining('6.0 megapixels'),
    });
  });

  it('rejects a corrupt image as corrupt_file', async () => {
    const png = corpusFile('d07.png');
    const ocr = new OcrPool({ size: 1 });
    try {
      expect(await failureOf(readDocument(png.subarray(0, 200), { ocr }))).toMatchObject({ code: 'corrupt_file' });
    } finally {
      await ocr.terminate();
    }
  });
});

describe('readDocument: OCR (one shared pool)', () => {
  const ocr = new OcrPool({ size: 2 });
  afterAll(() => ocr.terminate());

  // The first OCR test also starts the workers (~1 s each).
  it('d07.png (gray scan of d02): receiver, CUIT and total', async () => {
    const doc = await readDocument(corpusFile('d07.png'), { ocr });
    const page = doc.pages[0] as OcrReadPage;
    expect(doc.mimeType).toBe(MimeType.Png);
    expect(page.source).toBe('ocr');
    expect(page.ocrConfidence).toBeGreaterThan(75);
    expect(page.words.length).toBeGreaterThan(100);
    // A 150 dpi scan is read at 300 dpi; the word boxes are in the frame of the image that was read.
    expect(page.dpi).toBeGreaterThan(295);
    expect(page.pipeline[0]).toMatch(/^dpi 15\d→30\d \(A4 width/);
    expect(Math.max(...page.words.map((w) => w.bbox.x1))).toBeLessThanOrEqual(page.width);
    expect(Math.max(...page.words.map((w) => w.bbox.y1))).toBeLessThanOrEqual(page.height);
    expect(doc.text).toContain('Gorosito y Orellana');
    expect(doc.text).toContain(hyphenatedCuit(truthOf('d07').expected.receiver.docNumber));
    expect(doc.text).toContain('2.984.465,00');
  });

  it('d01.jpg (remito scan): receiver, reference and a line with its quantity', async () => {
    const doc = await readDocument(corpusFile('d01.jpg'), { ocr });
    expect(doc.pages[0].ocrConfidence).toBeGreaterThan(75);
    expect(doc.text).toContain('Distribuidora Los Tilos S.A.');
    expect(doc.text).toContain('0003-00018578');
    expect(doc.text).toContain(hyphenatedCuit(truthOf('d01').expected.receiver.docNumber));
    expect(squash(doc.text)).toMatch(/MATAFUEGO 5KG\s+12/);
  });

  it('a page scanned upside down or photographed sideways is read turned upright', async () => {
    for (const angle of [180, 90]) {
      const turned = await sharp(corpusFile('d07.png')).rotate(angle).png().toBuffer();
      const doc = await readDocument(turned, { ocr });
      const page = doc.pages[0] as OcrReadPage;
      expect(page.pipeline.join(' | ')).toMatch(new RegExp(`turned ${360 - angle}°: \\d+ legible words`));
      expect(page.ocrConfidence).toBeGreaterThan(75);
      expect(doc.text).toContain('Gorosito y Orellana');
      expect(doc.text).toContain('2.984.465,00');
    }
  });

  it('d15.jpg (skewed colour scan): receiver, CUIT and total', async () => {
    const doc = await readDocument(corpusFile('d15.jpg'), { ocr });
    expect(doc.text).toContain('Gustavo Iván Piccolo');
    expect(doc.text).toContain('20185966349');
    expect(doc.text).toContain('251790.00');
  });

  // Two dense table pages: ~15 s each on an idle core, several times that on a loaded CI machine.
  it('d12.pdf (image-only, 2 pages): both pages OCR’d, receiver and total found', async () => {
    const doc = await readDocument(corpusFile('d12.pdf'), { ocr });
    expect(doc.pages.map((p) => [p.number, p.source])).toEqual([
      [1, 'ocr'],
      [2, 'ocr'],
    ]);
    // Rendered straight at 300 dpi: the resolution is known, not estimated, and nothing is resampled.
    expect((doc.pages[0] as OcrReadPage).dpi).toBe(300);
    expect((doc.pages[0] as OcrReadPage).pipeline[0]).toBe('dpi 300 (rendered), kept');
    expect(doc.pages[0].text).toContain('Obras y Servicios Tierra Colorada');
    expect(doc.pages[0].text).toContain('30-72632364-6');
    expect(doc.pages[0].text).toContain('PV-0002-00068981');
    // Separators are where OCR slips on this page ("9,725.890,94" was read once): compare the digits.
    expect(doc.pages[1].text).toMatch(/TOTAL/);
    expect(doc.pages[1].text.replace(/[^\d\n]/g, '')).toContain('972589094');
  }, 240_000);
});
