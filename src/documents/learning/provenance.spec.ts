import type { PageWord, ReadDocument } from '../document.types';
import { extractWithRules } from '../extraction/rules/rules-extractor';
import { buildLayout } from '../layout/document-layout';
import { fixtureDocument, fixturePage, type FixtureLine } from '../layout/layout-fixture';
import type { Box, DraftProvenance } from './learning.types';
import { KIND_OF_FIELD, locate, printsValue } from './locate';
import { toStoredPages } from './page-model';
import { buildProvenance, headerValues } from './provenance';

const INVOICE: FixtureLine[] = [
  [40, [[30, 'DISTRIBUIDORA EL CEIBO S.R.L.'], [380, 'FACTURA B']]],
  [60, [[30, 'CUIT: 30-71234567-1'], [380, 'Nº 0004-00012345']]],
  [80, [[380, 'Fecha: 23/11/2026']]],
  [120, [[30, 'Señor(es): Almacén La Estrella S.A.'], [360, 'CUIT: 30-70123456-8']]],
  [140, [[30, 'Condición IVA: Responsable Inscripto']]],
  [180, [[30, 'Cant.'], [80, 'Descripción'], [360, 'P. Unit.'], [460, 'Importe']]],
  [200, [[30, '2'], [80, 'Aceite de girasol 1,5 l'], [360, '1.234,50'], [460, '2.469,00']]],
  [215, [[30, '10'], [80, 'Harina 000 x 1 kg'], [360, '850,00'], [460, '8.500,00']]],
  [260, [[360, 'TOTAL $'], [460, '10.969,00']]],
];

/** Every word of the page whose box lies inside `box`. */
function wordsInside(doc: ReadDocument, page: number, box: Box): PageWord[] {
  const words = doc.pages.find((p) => p.number === page)!.geometry!.words;
  return words.filter((w) => w.x0 >= box.x0 - 0.01 && w.x1 <= box.x1 + 0.01 && w.y0 >= box.y0 - 0.01 && w.y1 <= box.y1 + 0.01);
}

function provenanceOf(doc: ReadDocument): { provenance: DraftProvenance; data: ReturnType<typeof extractWithRules>['data'] } {
  const { data, fieldConfidence } = extractWithRules(doc);
  const provenance = buildProvenance({ pages: toStoredPages(doc), layout: buildLayout(doc), data, fieldConfidence, readers: {}, defaultReader: 'rules' });
  return { provenance, data };
}

describe('provenance: where each value is printed', () => {
  it('boxes every header field around the words of its value, in page points', () => {
    const doc = fixtureDocument(INVOICE);
    const { provenance, data } = provenanceOf(doc);
    expect(provenance).toMatchObject({ units: 'pt', origin: 'top-left', pages: [{ number: 1, width: 595, height: 842 }] });
    const values = headerValues(data);
    const printed = ['receiver.name', 'receiver.docNumber', 'receiver.condicionIva', 'documentDate', 'reference', 'documentTotal'];
    for (const path of printed) {
      const p = provenance.fields[path];
      expect({ path, page: p?.page }).toEqual({ path, page: 1 });
      const inside = wordsInside(doc, 1, p.box!);
      // the box holds the value's words and nothing else
      expect({ path, words: inside.map((w) => w.text) }).toEqual({ path, words: p.words });
      const layout = buildLayout(doc);
      const located = locate(layout, KIND_OF_FIELD[path], values[path] as string | number)!;
      expect(printsValue(KIND_OF_FIELD[path], located.words, values[path] as string | number)).toBe(true);
    }
    expect(provenance.fields['receiver.docNumber'].words).toEqual(['30-70123456-8']);
    expect(provenance.fields.documentTotal.words).toEqual(['10.969,00']);
    expect(provenance.fields.documentDate.words).toEqual(['23/11/2026']);
    expect(provenance.fields['receiver.condicionIva'].words).toEqual(['Responsable', 'Inscripto']);
    expect(provenance.fields['receiver.name'].words).toEqual(['Almacén', 'La', 'Estrella', 'S.A.']);
    expect(provenance.fields.documentTotal.reader).toBe('rules');
    expect(provenance.fields.documentTotal.confidence).toBeGreaterThan(0.9);
  });

  it('boxes each line around its row', () => {
    const doc = fixtureDocument(INVOICE);
    const { provenance, data } = provenanceOf(doc);
    expect(data.lines).toHaveLength(2);
    expect(provenance.lines.map((l) => l.words.join(' '))).toEqual(['2 Aceite de girasol 1,5 l 1.234,50 2.469,00', '10 Harina 000 x 1 kg 850,00 8.500,00']);
    for (const line of provenance.lines) expect(wordsInside(doc, 1, line.box!).map((w) => w.text)).toEqual(line.words);
  });

  it('finds values printed in other forms: a date in words, an amount with dot decimals, a CUIT without hyphens', () => {
    const doc = fixtureDocument([
      [40, [[30, 'Buenos Aires, 5 de noviembre de 2026']]],
      [60, [[30, 'Cliente: 30701234568']]],
      [80, [[30, 'Total: 1,234.50']]],
    ]);
    const layout = buildLayout(doc);
    expect(locate(layout, 'date', '2026-11-05')?.words.map((w) => w.text)).toEqual(['5', 'de', 'noviembre', 'de', '2026']);
    expect(locate(layout, 'docNumber', '30701234568')?.words.map((w) => w.text)).toEqual(['30701234568']);
    expect(locate(layout, 'amount', 1234.5)?.words.map((w) => w.text)).toEqual(['1,234.50']);
    expect(locate(layout, 'amount', 1234.51)).toBeNull();
  });

  it('gives OCR boxes as printed on the askew page, not as levelled by the model', () => {
    // A page scanned 2° askew: each word 0.035 pt lower per pt to the right.
    const lines: FixtureLine[] = Array.from({ length: 14 }, (_, i) => [100 + i * 20, [[40, `Articulo numero ${i + 1}`], [300, `Cantidad ${i + 2}`], [450, `${i + 1}0,00`]]] as FixtureLine);
    lines.push([420, [[300, 'TOTAL'], [450, '1.050,00']]]);
    const page = fixturePage(1, lines, { source: 'ocr' });
    const slope = 0.035;
    page.geometry!.words = page.geometry!.words.map((w) => ({ ...w, y0: w.y0 + slope * ((w.x0 + w.x1) / 2), y1: w.y1 + slope * ((w.x0 + w.x1) / 2) }));
    const doc: ReadDocument = { mimeType: 'image/png', pages: [page], text: page.text };
    const provenance = buildProvenance({
      pages: toStoredPages(doc),
      layout: buildLayout(doc),
      data: { lines: [], receiver: { name: null, docType: null, docNumber: null, condicionIva: null }, documentTotal: 1050 },
      fieldConfidence: {},
      readers: {},
      defaultReader: 'rules',
    });
    const total = provenance.fields.documentTotal;
    expect(total.words).toEqual(['1.050,00']);
    expect(wordsInside(doc, 1, total.box!).map((w) => w.text)).toEqual(['1.050,00']);
  });
});
