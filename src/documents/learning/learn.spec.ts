import type { DraftData } from '../document.types';
import { extractWithRules } from '../extraction/rules/rules-extractor';
import { buildLayout } from '../layout/document-layout';
import { fixtureDocument, fixturePage, type FixtureLine } from '../layout/layout-fixture';
import { PriceMatcher } from '../review/price-matcher';
import { applyLearning } from './apply-learning';
import { forgetDraft, learnedTemplateRate, learnFromCorrection, withAliases } from './learn';
import { reviewDraft } from '../review/draft-review';

/** A layout with labels no lexicon has: "Emitido el", "Destinatario fiscal", "Suma liquidada", "Orden interna". */
function unusual(v: { date: string; ref: string; cuit: string; name: string; total: string; lines: Array<[string, string, string, string]> }): FixtureLine[] {
  return [
    [40, [[30, 'TALLERES GRÁFICOS RÍO SECO']]],
    [70, [[30, 'Emitido el'], [110, v.date], [330, 'Orden interna'], [420, v.ref]]],
    [100, [[30, 'Destinatario fiscal'], [140, v.name]]],
    [115, [[30, 'Clave tributaria'], [140, v.cuit]]],
    [150, [[30, 'Cant.'], [80, 'Detalle'], [360, 'Unitario'], [460, 'Importe']]],
    ...v.lines.map(([q, d, p, a], i): FixtureLine => [170 + i * 15, [[30, q], [80, d], [360, p], [460, a]]]),
    [260, [[300, 'Suma liquidada'], [460, v.total]]],
    [280, [[300, 'Son pesos diez mil']]],
  ];
}

const FIRST = unusual({
  date: '23.11.2026',
  ref: 'OI-5531',
  cuit: '30-70123456-8',
  name: 'Almacén La Estrella S.A.',
  total: '10.969,00',
  lines: [
    ['2', 'Aceite de girasol 1,5 l', '1.234,50', '2.469,00'],
    ['10', 'Harina 000 x 1 kg', '850,00', '8.500,00'],
  ],
});
const SECOND = unusual({
  date: '24.11.2026',
  ref: 'OI-5590',
  cuit: '30-71234567-1',
  name: 'Panificadora Don Julio S.R.L.',
  total: '6.100,00',
  lines: [
    ['4', 'Azúcar x 1 kg', '900,00', '3.600,00'],
    ['1', 'Yerba mate 1 kg', '2.500,00', '2.500,00'],
  ],
});

const truthFirst: Partial<DraftData> = { documentDate: '2026-11-23', reference: 'OI-5531', documentTotal: 10969 };
const truthSecond: Partial<DraftData> = { documentDate: '2026-11-24', reference: 'OI-5590', documentTotal: 6100 };

describe('learning from a reviewer’s corrections', () => {
  it('learns the anchors of corrected header fields and reads the next document of the layout with them', () => {
    const first = fixtureDocument(FIRST);
    const read = extractWithRules(first);
    // The readers do not know these labels: the reviewer corrects what they got wrong.
    const before = read.data;
    const after: DraftData = { ...before, ...truthFirst, receiver: { ...before.receiver, name: 'Almacén La Estrella S.A.', docNumber: '30701234568', docType: 'CUIT' } };
    const learned = learnFromCorrection(null, { draftId: 'd1', layout: buildLayout(first), before, after, priceList: [], now: new Date('2026-11-25T12:00:00Z') });
    // What the readers missed here: the reference, the total, and the name (read with the label's last word).
    expect(before).toMatchObject({ reference: null, documentTotal: null, receiver: { name: 'fiscal Almacén La Estrella S.A.' } });
    expect(learned.anchors.map((a) => [a.field, a.labelText, a.relation, a.sourceDraftId])).toEqual([
      ['documentTotal', 'Suma liquidada', 'right', 'd1'],
      ['reference', 'Orden interna', 'right', 'd1'],
      ['receiver.name', 'Destinatario fiscal', 'right', 'd1'],
    ]);

    const second = fixtureDocument(SECOND);
    const next = extractWithRules(second);
    const applied = applyLearning(buildLayout(second), next, learned, {}, 'comma-decimal');
    expect(applied.data).toMatchObject(truthSecond);
    expect(applied.data.receiver).toMatchObject({ name: 'Panificadora Don Julio S.R.L.', docNumber: '30712345671' });
    expect(applied.learnedFields.sort()).toEqual(['documentTotal', 'receiver.name', 'reference']);
    expect(applied.fieldConfidence.documentTotal).toBeGreaterThanOrEqual(0.95);
  });

  it('a learned total the lines do not add up to loses to the read one they add up to', () => {
    const first = fixtureDocument(FIRST);
    const before = extractWithRules(first).data;
    // A careless correction: the reviewer typed the subtotal of the first line as the total, and it is printed there.
    const after: DraftData = { ...before, documentTotal: 2469 };
    const learned = learnFromCorrection(null, { draftId: 'd1', layout: buildLayout(first), before, after, priceList: [], now: new Date() });
    expect(learned.anchors.some((a) => a.field === 'documentTotal')).toBe(true);
    const second = fixtureDocument(SECOND);
    const next = extractWithRules(second);
    const applied = applyLearning(buildLayout(second), { ...next, data: { ...next.data, documentTotal: 6100 } }, learned, {}, 'comma-decimal');
    expect(applied.data.documentTotal).toBe(6100);
    expect(applied.notes.join('\n')).toMatch(/documentTotal: learned anchor .* refused: the lines add up to 6100/);
  });

  it('learns a priceList alias from a line the reviewer priced, and a rejection takes everything back', () => {
    const priceList = [
      { description: 'Agua mineral sin gas 500 ml', unitPrice: 700 },
      { description: 'Agua saborizada pomelo 500 ml', unitPrice: 900 },
    ];
    const before: DraftData = { lines: [{ description: 'COD 4471 BOT', quantity: 6, unitPrice: null, ivaRate: 21, priceListMatch: null }], receiver: { name: null, docType: null, docNumber: null, condicionIva: null } };
    const after: DraftData = { ...before, lines: [{ ...before.lines[0], unitPrice: 700, priceListMatch: 'Agua mineral sin gas 500 ml' }] };
    const learned = learnFromCorrection(null, { draftId: 'd7', layout: null, before, after, priceList, now: new Date() });
    expect(learned.aliases).toEqual([expect.objectContaining({ description: 'COD 4471 BOT', article: 'Agua mineral sin gas 500 ml', sourceDraftId: 'd7' })]);
    const matcher = new PriceMatcher(withAliases(priceList, learned));
    expect(matcher.match('COD 4471 BOT').best?.entry.description).toBe('Agua mineral sin gas 500 ml');
    expect(matcher.match('Cod. 4471 bot.').best?.entry.description).toBe('Agua mineral sin gas 500 ml');
    expect(new PriceMatcher(priceList).match('COD 4471 BOT').best).toBeNull();
    expect(forgetDraft(learned, 'd7')).toEqual({ anchors: [], aliases: [] });
    expect(forgetDraft(learned, 'other')).toEqual(learned);
  });

  it('learns the VAT rate a reviewer gives lines printed without one, per article and for the template; the next draft takes it (twentieth session)', () => {
    const priceList = [
      { description: 'Humus de lombriz bolsa 25 dm3', unitPrice: 7613.89 },
      { description: 'Compost de hojas bolsa 50 dm3', unitPrice: 5779.43 },
      { description: 'Compostera plástica 220 L', unitPrice: 59229.86 },
    ];
    const receiver = { name: 'Vivero Los Aromos S.A.', docType: 'CUIT' as const, docNumber: '30523456780', condicionIva: 1 };
    const line = (description: string, unitPrice: number, ivaRate: number | null) => ({ description, quantity: 2, unitPrice, ivaRate, priceListMatch: null });
    // A factura C: no rate printed; the review gave the template's 21 %, the reviewer set each article's own.
    const before: DraftData = { receiver, pricesIncludeIva: true, lines: [line('Humus de lombriz bolsa 25 dm3', 7613.89, 21), line('Compostera plástica 220 L', 59229.86, 21)] };
    const after: DraftData = { ...before, lines: [line('Humus de lombriz bolsa 25 dm3', 7613.89, 10.5), line('Compostera plástica 220 L', 59229.86, 21)] };
    const learned = learnFromCorrection(null, { draftId: 'd9', layout: null, before, after, priceList, now: new Date() });
    expect(learned.rates).toEqual([expect.objectContaining({ article: 'Humus de lombriz bolsa 25 dm3', ivaRate: 10.5, sourceDraftId: 'd9' })]);
    expect(learnedTemplateRate(learned)).toBeNull();
    const hints = { issuerCuit: '20267565393', ivaRate: 21, pricesIncludeIva: true, priceList: withAliases(priceList, learned) };
    const context = { today: '2026-11-26', issuerCondicionIva: 6, issuerKnown: true, ocrConfidence: null };
    const next: DraftData = { receiver, pricesIncludeIva: true, lines: [line('HUMUS DE LOMBRIZ BOLSA 25 DM3', 7613.89, null), line('Compost de hojas bolsa 50 dm3', 5779.43, null), line('Humus de lombriz bolsa 25 dm3', 7613.89, 21)] };
    // Learned where no rate was printed; the template's elsewhere; a printed rate kept.
    expect(reviewDraft(next, hints, context).data.lines.map((l) => l.ivaRate)).toEqual([10.5, 21, 21]);
    // Every line given one new rate (a factura C's 0 %): the template's rate for its lines at large, and a rejection forgets it.
    const zero = learnFromCorrection(learned, { draftId: 'd10', layout: null, before, after: { ...before, lines: before.lines.map((l) => ({ ...l, ivaRate: 0 })) }, priceList, now: new Date() });
    expect(learnedTemplateRate(zero)).toBe(0);
    expect(learnedTemplateRate(forgetDraft(zero, 'd10'))).toBeNull();
    expect(forgetDraft(forgetDraft(zero, 'd10'), 'd9')).toEqual({ anchors: [], aliases: [] });
  });

  it('reads where the value was when the label is not on the next document (a title that changes)', () => {
    const quote = (title: string, ref: string): FixtureLine[] => [
      [30, [[30, 'ZÁRATE SISTEMAS'], [420, title]]],
      [50, [[30, 'Zárate Sistemas S.A.S.'], [480, ref]]],
      [80, [[30, 'Para:'], [420, 'Fecha: 23/11/2026']]],
    ];
    const first = fixtureDocument(quote('PRESUPUESTO', 'COT-10502'));
    // the draft as a reader that missed the number under the title left it (the readers now read it themselves)
    const before = { ...extractWithRules(first).data, reference: null };
    const learned = learnFromCorrection(null, { draftId: 'q1', layout: buildLayout(first), before, after: { ...before, reference: 'COT-10502' }, priceList: [], now: new Date() });
    expect(learned.anchors.map((a) => [a.field, a.labelText, a.relation])).toEqual([['reference', 'PRESUPUESTO', 'below']]);
    const second = fixtureDocument(quote('COTIZACIÓN', 'COT-45010'));
    const applied = applyLearning(buildLayout(second), extractWithRules(second), learned, {}, 'comma-decimal');
    expect(applied.data.reference).toBe('COT-45010');
  });
  it("learns the receiver's VAT condition where the receiver's is printed, not the issuer's, and no label from the receiver's name", () => {
    const invoice = (name: string, cuit: string, condition: string, address: string): FixtureLine[] => [
      [30, [[30, 'FACTURA ALTOS DEL SUR SERVICIOS']]],
      [45, [[30, 'Av. San Martín 2505, (S3000) Santa Fe, Santa Fe — Responsable Inscripto']]],
      [80, [[30, 'Facturar a']]],
      [95, [[30, 'NÚMERO'], [200, name]]],
      [110, [[30, '0006-00049657'], [200, `CUIT ${cuit}`]]],
      [125, [[200, condition]]],
      [140, [[200, address]]],
    ];
    const first = fixtureDocument(invoice('Servicios Integrales Paso de los Libres S.A.', '30-31539737-1', 'RI', 'Lavalle 1442 - (S2000) Rosario, Santa Fe'));
    // the draft as a reader that missed the lone "RI" left it (the readers now read it themselves)
    const extracted = extractWithRules(first).data;
    const before: DraftData = { ...extracted, receiver: { ...extracted.receiver, condicionIva: null } };
    const after: DraftData = { ...before, receiver: { name: 'Servicios Integrales Paso de los Libres S.A.', docType: 'CUIT', docNumber: '30315397371', condicionIva: 1 } };
    const learned = learnFromCorrection(null, { draftId: 'v1', layout: buildLayout(first), before, after, priceList: [], now: new Date() });
    const anchor = learned.anchors.find((a) => a.field === 'receiver.condicionIva')!;
    expect(anchor.valueBox).toMatchObject({ x0: 200 });
    expect(anchor.labelText ?? '').not.toMatch(/Servicios|Santa Fe/);
    const second = fixtureDocument(invoice('Asociación Civil Altos del Sur', '30-28457789-9', 'Exento', 'Belgrano 77 - (S2000) Rosario, Santa Fe'));
    expect(applyLearning(buildLayout(second), extractWithRules(second), learned, {}, 'comma-decimal').data.receiver.condicionIva).toBe(4);
  });

  it("learns a value answered under a question printed at the other side ('¿Cuál es tu condición frente al IVA?' / a time / 'responsable inscripto')", () => {
    const chat = (shift: number, name: string, cuit: string, answer: string): FixtureLine[] => [
      [45, [[40, 'Del Litoral Bebidas Mayorista']]],
      [58, [[40, 'Cuenta de empresa · Distribuidora Del Litoral S.A. · CUIT 33-19576413-7']]],
      [357 + shift, [[40, '¿Cuál es tu condición frente al IVA?']]],
      [370 + shift, [[40, '14:27']]],
      [394 + shift, [[380, answer]]],
      [409 + shift, [[450, '14:30 ✓✓']]],
      [445 + shift, [[60, `Cliente: ${name} (CUIT ${cuit})`]]],
      [471 + shift, [[60, '• 2 x Gaseosa lima limón 2,25 L pack x 6 — $ 15.706,28 c/u = $ 31.412,56']]],
    ];
    const first = fixtureDocument(chat(0, 'Inmobiliaria La Pampeana S.A.', '30-30058444-2', 'responsable inscripto'));
    const before = extractWithRules(first).data;
    expect(before.receiver.condicionIva).toBeNull();
    const after: DraftData = { ...before, receiver: { ...before.receiver, condicionIva: 1 } };
    const learned = learnFromCorrection(null, { draftId: 'c1', layout: buildLayout(first), before, after, priceList: [], now: new Date() });
    expect(learned.anchors.find((a) => a.field === 'receiver.condicionIva')).toMatchObject({ relation: 'below', labelText: expect.stringMatching(/IVA\?$/) });
    // The next chat has another customer, more messages before the question, and another answer.
    const second = fixtureDocument(chat(40, 'Almacén Don Pepe S.R.L.', '30-50263220-1', 'monotributo'));
    expect(applyLearning(buildLayout(second), extractWithRules(second), learned, {}, 'comma-decimal').data.receiver.condicionIva).toBe(6);
  });

  it('prices a line by a learned alias only when printed the same way or misread, never another measure or a longer description', () => {
    const priceList = [
      { description: 'Agua mineral sin gas 500 ml', unitPrice: 700, aliases: ['AGUA MIN 500', 'AGMIN SG MINERALIZADA 500'] },
      { description: 'Agua mineral con gas 500 ml', unitPrice: 750 },
    ];
    const matcher = new PriceMatcher(priceList);
    // the list alone finds both waters as near: ambiguous; the alias decides
    expect(new PriceMatcher(priceList.map(({ aliases: _, ...e }) => e)).match('AGUA MIN 500').ambiguous).toBe(true);
    expect(matcher.match('AGUA MIN 500')).toMatchObject({ best: { entry: { unitPrice: 700 }, score: 1 }, ambiguous: false });
    expect(matcher.match('agmin sg mineralisada 500').best).toMatchObject({ entry: { unitPrice: 700 }, score: 0.9 });
    expect(matcher.match('AGMIN SG MINERALIZADA 1500').best).toBeNull();
    expect(matcher.match('AGMIN SG MINERALIZADA 500 PACK').best).toBeNull();
    expect(matcher.match('AGMIN CG MINERALIZADA 500').best).toBeNull();
    const byCode = new PriceMatcher([{ ...priceList[1], aliases: ['4471'] }]);
    expect(byCode.match('4471').best).toMatchObject({ entry: { unitPrice: 750 }, score: 1 });
    expect(byCode.match('4472').best).toBeNull();
  });
  it('reads a learned anchor on a scan of the layout: shifted and scaled, the label misread, the value under a split line', () => {
    const text = (ref: string, from: string): FixtureLine[] => [
      [30, [[30, 'LAS ACACIAS ONLINE']]],
      [50, [[30, `Factura B Nº ${ref}`]]],
      [70, [[30, 'Fecha: 25-11-2026'], [200, 'Pedido: #1678154641']]],
      [100, [[300, 'PERÍODO FACTURADO']]],
      [115, [[300, `${from} al 31/10/2026`]]],
    ];
    const first = fixtureDocument(text('00010-00861426', '01/10/2026'));
    // as if the readers had missed both
    const before = { ...extractWithRules(first).data, reference: null, serviceFrom: null };
    const learned = learnFromCorrection(null, {
      draftId: 's1',
      layout: buildLayout(first),
      before,
      after: { ...before, reference: '00010-00861426', serviceFrom: '2026-10-01' },
      priceList: [],
      now: new Date(),
    });
    expect(learned.anchors.map((a) => [a.field, a.labelText, a.relation]).sort()).toEqual([
      ['reference', 'Factura B Nº', 'right'],
      ['serviceFrom', 'PERÍODO FACTURADO', 'below'],
    ]);
    // The scan: everything 14 pt lower and 9 pt to the right, 'Nº' read 'N2', 'PERÍODO' read 'RÍODO', and the
    // period split over two lines (its first date a line lower than where it was learned).
    const scan = fixturePage(1, [
      [44, [[39, 'LAS ACACIAS ONLINE']]],
      [64, [[39, 'Factura B N2 00029-00715786']]],
      [84, [[39, 'Fecha: 24-11-2026'], [209, 'Pedido: #1312127972']]],
      [114, [[309, 'RÍODO FACTURADO']]],
      [129, [[400, 'Concepto']]],
      [143, [[309, '01/09/2026 30/09/2026']]],
    ], { source: 'ocr' });
    const doc = { mimeType: 'image/png', pages: [scan], text: scan.text };
    const applied = applyLearning(buildLayout(doc), extractWithRules(doc), learned, {}, 'comma-decimal');
    expect(applied.data.reference).toBe('00029-00715786');
    expect(applied.data.serviceFrom).toBe('2026-09-01');
  });
  it('a two-letter label learned exactly reads the next document ("01/10/2026 al 31/10/2026": the end after "al")', () => {
    const period = (from: string, to: string): FixtureLine[] => [
      [30, [[30, 'ALTOS DEL SUR SERVICIOS']]],
      [60, [[30, 'PERÍODO FACTURADO']]],
      [75, [[30, `${from} al ${to}`], [300, 'Concepto']]],
    ];
    const first = fixtureDocument(period('01/10/2026', '31/10/2026'));
    const before = { ...extractWithRules(first).data, serviceFrom: null, serviceTo: null };
    const learned = learnFromCorrection(null, { draftId: 'p1', layout: buildLayout(first), before, after: { ...before, serviceFrom: '2026-10-01', serviceTo: '2026-10-31' }, priceList: [], now: new Date() });
    expect(learned.anchors.find((a) => a.field === 'serviceTo')).toMatchObject({ labelText: 'al', relation: 'right' });
    const second = fixtureDocument(period('01/09/2026', '30/09/2026'));
    const applied = applyLearning(buildLayout(second), { ...extractWithRules(second), data: { ...extractWithRules(second).data, serviceFrom: null, serviceTo: null } }, learned, {}, 'comma-decimal');
    expect([applied.data.serviceFrom, applied.data.serviceTo]).toEqual(['2026-09-01', '2026-09-30']);
  });
});

/** A remito the readers cannot read: captions no lexicon has, the delivered count in the last of three number columns. */
function tally(rows: Array<[string, string, string, string]>): FixtureLine[] {
  return [
    [40, [[30, 'DEPÓSITO SAN JORGE'], [400, 'REMITO 0003-0004512']]],
    [100, [[30, 'Señor(es): Almacén La Estrella S.A.']]],
    [150, [[30, 'Artículo'], [250, 'Envase'], [330, 'Bul.'], [390, 'U/B'], [450, 'Total']]],
    ...rows.map(([d, bul, ub, tot], i): FixtureLine => [170 + i * 15, [[30, d], [250, 'Caja'], [330, bul], [390, ub], [455, tot]]]),
    [260, [[30, 'Recibí conforme']]],
  ];
}

describe('learning where the rows are printed', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('learns the table from corrected lines and reads the next document of the template with it; a reject forgets it', () => {
    const first = fixtureDocument(tally([['Agua mineral 2 L pack x 6', '2', '6', '12'], ['Gaseosa cola 2,25 L', '3', '4', '12'], ['Lavandina 4 L', '1', '10', '10']]));
    const before = extractWithRules(first).data;
    const after: DraftData = { ...before, lines: [
      { description: 'Agua mineral 2 L pack x 6', quantity: 12, unitPrice: null, ivaRate: 21 },
      { description: 'Gaseosa cola 2,25 L', quantity: 12, unitPrice: null, ivaRate: 21 },
      { description: 'Lavandina 4 L', quantity: 10, unitPrice: null, ivaRate: 21 },
    ] };
    expect(before.lines.map((l) => l.quantity)).not.toEqual([12, 12, 10]);
    const learned = learnFromCorrection(null, { draftId: 'd1', layout: buildLayout(first), before, after, priceList: [], now });
    expect(learned.table).toMatchObject({ page: 1, columns: [{ role: 'quantity' }], end: ['RECIBI', 'CONFORME'], sourceDraftId: 'd1' });
    expect(learned.table!.headerWords.map((w) => w.key)).toEqual(['ARTICULO', 'ENVASE', 'BUL', 'UB', 'TOTAL']);

    const second = fixtureDocument(tally([['Café molido 500 g', '4', '12', '48'], ['Detergente 5 L', '2', '4', '8']]));
    const read = extractWithRules(second);
    const applied = applyLearning(buildLayout(second), read, learned, {}, 'comma-decimal');
    expect(applied.data.lines.map((l) => [l.description, l.quantity])).toEqual([['Café molido 500 g', 48], ['Detergente 5 L', 8]]);
    expect(applied.learnedFields).toContain('lines');
    expect(forgetDraft(learned, 'd1')?.table).toBeUndefined();

    // The next one photographed nearer: everything 15 % wider and shifted; the header's words place the columns.
    const nearer = tally([['Café molido 500 g', '4', '12', '48'], ['Detergente 5 L', '2', '4', '8']]).map(([y, cells]): FixtureLine => [y, cells.map(([x, text]) => [20 + x * 1.15, text, 11.5] as [number, string, number])]);
    const scaled = fixtureDocument(nearer);
    const readScaled = applyLearning(buildLayout(scaled), extractWithRules(scaled), learned, {}, 'comma-decimal');
    expect(readScaled.data.lines.map((l) => [l.description, l.quantity])).toEqual([['Café molido 500 g', 48], ['Detergente 5 L', 8]]);
  });

  it('keeps the lines read when each adds up by itself and the learned table reads them otherwise', () => {
    const first = fixtureDocument(FIRST);
    const before = extractWithRules(first).data;
    // A reviewer who halves a quantity by mistake teaches a table; the next document's rows add up without it.
    const after: DraftData = { ...before, lines: before.lines.map((l, i) => (i === 0 ? { ...l, quantity: 1 } : l)) };
    const learned = learnFromCorrection(null, { draftId: 'd1', layout: buildLayout(first), before, after, priceList: [], now });
    const second = fixtureDocument(SECOND);
    const read = extractWithRules(second);
    expect(learned.table).toBeTruthy();
    const applied = applyLearning(buildLayout(second), read, learned, {}, 'comma-decimal');
    expect(applied.data.lines).toEqual(read.data.lines);
    expect(applied.notes.join(' ')).toMatch(/table learned from draft d1 .* refused/);
  });
});
