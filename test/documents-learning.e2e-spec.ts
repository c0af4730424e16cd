import request from 'supertest';
import { readDocument } from '../src/documents/ingestion';
import { pdfOf } from './support/pdf';
import { startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

const ISSUER = '20-26756539-3';

interface Values {
  date: string;
  ref: string;
  name: string;
  cuit: string;
  lines: Array<[qty: string, description: string, price: string, amount: string]>;
  total: string;
}

/** A layout whose labels no lexicon has ("Orden interna", "Destinatario fiscal", "Suma liquidada"). */
function unusualPdf(v: Values): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text('TALLERES GRÁFICOS RÍO SECO', 40, 40, { lineBreak: false });
    doc.font('Helvetica').fontSize(10);
    const at = (x: number, y: number, s: string) => doc.text(s, x, y, { lineBreak: false });
    at(40, 80, 'Emitido el');
    at(110, 80, v.date);
    at(330, 80, 'Orden interna');
    at(420, 80, v.ref);
    at(40, 110, 'Destinatario fiscal');
    at(150, 110, v.name);
    at(40, 126, 'Clave tributaria');
    at(150, 126, v.cuit);
    at(40, 170, 'Cant.');
    at(90, 170, 'Detalle');
    at(370, 170, 'Unitario');
    at(470, 170, 'Importe');
    v.lines.forEach(([q, d, p, a], i) => {
      at(40, 190 + i * 16, q);
      at(90, 190 + i * 16, d);
      at(370, 190 + i * 16, p);
      at(470, 190 + i * 16, a);
    });
    at(320, 300, 'Suma liquidada');
    at(470, 300, v.total);
  });
}

/** A supplier's remito: quantities and its own abbreviated descriptions, no prices (the priceList prices them). */
function remitoPdf(number: string, lines: Array<[qty: string, description: string]>): Promise<Buffer> {
  return pdfOf((doc) => {
    const at = (x: number, y: number, s: string) => doc.text(s, x, y, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(14);
    at(40, 40, 'DISTRIBUIDORA EL MANANTIAL');
    at(400, 40, 'REMITO');
    doc.font('Helvetica').fontSize(10);
    at(400, 60, `N° ${number}`);
    at(400, 76, 'Fecha: 24/11/2026');
    at(40, 110, 'Cliente: Almacén La Estrella S.A.');
    at(40, 126, 'CUIT: 30-70123456-8');
    at(40, 170, 'Cant.');
    at(100, 170, 'Descripción');
    lines.forEach(([q, d], i) => {
      at(40, 190 + i * 16, q);
      at(100, 190 + i * 16, d);
    });
  });
}

const PRICE_LIST = [
  { description: 'Agua mineral sin gas 500 ml', unitPrice: 700 },
  { description: 'Agua mineral con gas 500 ml', unitPrice: 750 },
  { description: 'Gaseosa cola 1,5 l', unitPrice: 1800 },
];

interface Line {
  description: string;
  quantity: number;
  unitPrice: number | null;
  ivaRate: number | null;
  priceListMatch?: string | null;
}

const FIRST: Values = {
  date: '23.11.2026',
  ref: 'OI-5531',
  name: 'Almacén La Estrella S.A.',
  cuit: '30-70123456-8',
  lines: [
    ['2', 'Aceite de girasol 1,5 l', '1.234,50', '2.469,00'],
    ['10', 'Harina 000 x 1 kg', '850,00', '8.500,00'],
  ],
  total: '10.969,00',
};
const SECOND: Values = {
  date: '24.11.2026',
  ref: 'OI-5590',
  name: 'Panificadora Don Julio S.R.L.',
  cuit: '30-71234567-1',
  lines: [
    ['4', 'Azúcar x 1 kg', '900,00', '3.600,00'],
    ['1', 'Yerba mate 1 kg', '2.500,00', '2.500,00'],
  ],
  total: '6.100,00',
};

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface FieldProvenance {
  page: number | null;
  box: Box | null;
  words: string[];
  reader: string;
  confidence: number | null;
}
interface Provenance {
  units: string;
  origin: string;
  pages: Array<{ number: number; width: number; height: number }>;
  fields: Record<string, FieldProvenance>;
  lines: FieldProvenance[];
}

/** The words of the PDF's own text layer (read here, apart from the service) that lie inside a box. */
async function wordsInside(bytes: Buffer, page: number, box: Box): Promise<string[]> {
  const doc = await readDocument(bytes);
  const words = doc.pages.find((p) => p.number === page)!.geometry!.words;
  return words
    .filter((w) => w.x0 >= box.x0 - 0.05 && w.x1 <= box.x1 + 0.05 && w.y0 >= box.y0 - 0.05 && w.y1 <= box.y1 + 0.05)
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)
    .map((w) => w.text);
}

describe.each(testDatabaseKinds())('drafts that learn from reviewers [%s]', (kind) => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  let templateId: string;
  let otherTemplateId: string;
  const cuitIds = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { QUEUE_CONSUMERS: 'true' } });
    const setUp = async () => {
      const account = await t.createAccount();
      const k = account.keys.testing;
      const cuitId = (await request(t.http).post('/cuits').set('x-api-key', k).send({ number: ISSUER })).body.id;
      cuitIds.set(k, cuitId);
      const res = await request(t.http).post('/documents/templates').set('x-api-key', k).send({ name: 'Río Seco', cuitId, ivaRate: 21, pricesIncludeIva: true });
      expect(res.status).toBe(201);
      return { k, templateId: res.body.template.id as string };
    };
    ({ k: key, templateId } = await setUp());
    ({ k: otherKey, templateId: otherTemplateId } = await setUp());
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (k: string, template: string, bytes: Buffer) => {
    const res = await request(t.http).post('/documents/upload').set('x-api-key', k).field('templateId', template).attach('file', bytes, 'doc.pdf');
    expect(res.status).toBe(202);
    return waitForDraft(t, k, res.body.drafts[0].id);
  };

  it('shows where every value is printed, boxes around their own words; learns from a PATCH; reads the next document right; forgets on reject', async () => {
    const first = await unusualPdf(FIRST);
    const draft1 = await upload(key, templateId, first);
    const got = await request(t.http).get(`/documents/drafts/${draft1.id}`).set('x-api-key', key);
    const provenance = got.body.draft.provenance as Provenance;
    expect(provenance).toMatchObject({ units: 'pt', origin: 'top-left', pages: [{ number: 1, width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) }] });
    const data1 = got.body.draft.data as { receiver: { docNumber: string | null }; lines: unknown[]; documentDate: string | null };
    expect(data1.documentDate).toBe('2026-11-23');
    expect(data1.receiver.docNumber).toBe('30701234568');
    expect(provenance.fields.documentDate).toMatchObject({ page: 1, words: ['23.11.2026'], reader: expect.stringMatching(/^(rules|layout)$/) });
    expect(provenance.fields['receiver.docNumber'].words).toEqual(['30-70123456-8']);
    for (const [path, p] of Object.entries(provenance.fields)) {
      if (!p.box) continue;
      expect({ path, words: await wordsInside(first, p.page!, p.box) }).toEqual({ path, words: p.words });
    }
    expect(provenance.lines).toHaveLength(data1.lines.length);
    for (const line of provenance.lines) expect(await wordsInside(first, line.page!, line.box!)).toEqual(line.words);

    // The reviewer corrects what the readers missed on this layout.
    const corrected = {
      ...got.body.draft.data,
      reference: 'OI-5531',
      documentTotal: 10969,
      receiver: { ...got.body.draft.data.receiver, name: 'Almacén La Estrella S.A.', docType: 'CUIT', docNumber: '30701234568', condicionIva: 1 },
    };
    const patched = await request(t.http).patch(`/documents/drafts/${draft1.id}`).set('x-api-key', key).send({ data: corrected });
    expect(patched.status).toBe(200);
    const p1 = patched.body.draft.provenance as Provenance;
    expect(p1.fields.reference).toMatchObject({ page: 1, words: ['OI-5531'] });
    // The review already had the total: the lines add up to it.
    expect(p1.fields.documentTotal).toMatchObject({ page: 1, words: ['10.969,00'], reader: 'computed' });
    expect(p1.fields['receiver.name']).toMatchObject({ page: 1, words: ['Almacén', 'La', 'Estrella', 'S.A.'], reader: 'reviewer', confidence: 1 });
    const template = (await request(t.http).get(`/documents/templates/${templateId}`).set('x-api-key', key)).body.template;
    const anchors = template.learned.anchors as Array<{ field: string; labelText: string; sourceDraftId: string }>;
    expect(anchors.map((a) => [a.field, a.labelText, a.sourceDraftId]).sort()).toEqual(
      [
        ['receiver.name', 'Destinatario fiscal', draft1.id],
        ['reference', 'Orden interna', draft1.id],
      ].sort(),
    );

    // The next document of the layout, other values: right with no PATCH.
    const second = await unusualPdf(SECOND);
    const draft2 = await upload(key, templateId, second);
    expect(draft2.data).toMatchObject({ documentDate: '2026-11-24', reference: 'OI-5590', documentTotal: 6100, receiver: { name: 'Panificadora Don Julio S.R.L.', docNumber: '30712345671' } });
    const p2 = draft2.provenance as Provenance;
    expect(p2.fields.reference).toMatchObject({ reader: 'learned', words: ['OI-5590'] });
    expect(p2.fields.documentTotal).toMatchObject({ words: ['6.100,00'] });
    expect(await wordsInside(second, 1, p2.fields['receiver.name'].box!)).toEqual(['Panificadora', 'Don', 'Julio', 'S.R.L.']);

    // Another account's template never sees it.
    const elsewhere = await upload(otherKey, otherTemplateId, second);
    expect((elsewhere.data as { reference: string | null }).reference).not.toBe('OI-5590');

    // Rejecting the corrected draft takes back what it taught.
    expect((await request(t.http).post(`/documents/drafts/${draft1.id}/reject`).set('x-api-key', key).send({})).status).toBe(200);
    const after = (await request(t.http).get(`/documents/templates/${templateId}`).set('x-api-key', key)).body.template;
    expect(after.learned.anchors).toEqual([]);
    const draft3 = await upload(key, templateId, second);
    expect((draft3.data as { reference: string | null }).reference).not.toBe('OI-5590');
  }, 180_000);

  it('learns a priceList alias from a line the reviewer priced: the next remito with that abbreviation is priced with no PATCH', async () => {
    const setUp = async (k: string) => {
      const cuitId = cuitIds.get(k);
      const res = await request(t.http).post('/documents/templates').set('x-api-key', k).send({ name: 'El Manantial', cuitId, ivaRate: 21, pricesIncludeIva: true, priceList: PRICE_LIST });
      expect(res.status).toBe(201);
      return res.body.template.id as string;
    };
    const tpl = await setUp(key);
    const lineOf = (draft: Record<string, unknown>, description: string) => (draft.data as { lines: Line[] }).lines.find((l) => l.description === description)!;

    // The first remito: 'AGMIN SG 500' is no article's name the matcher can tell; 'AGUA MIN 500' is as near
    // to the still water as to the sparkling one (priced, flagged ambiguous).
    const draft1 = await upload(key, tpl, await remitoPdf('0001-00004410', [['6', 'AGMIN SG 500'], ['12', 'AGUA MIN 500'], ['2', 'GASEOSA COLA 1,5 L']]));
    expect(lineOf(draft1, 'AGMIN SG 500')).toMatchObject({ quantity: 6, unitPrice: null, priceListMatch: null });
    expect((draft1.issues as Array<{ code: string }>).map((i) => i.code)).toEqual(expect.arrayContaining(['missing_price', 'ambiguous_price']));

    // The reviewer names the article of the first line (the review prices it) and prices the second by hand.
    const lines = (draft1.data as { lines: Line[] }).lines.map((l) =>
      l.description === 'AGMIN SG 500' ? { ...l, description: 'Agua mineral sin gas 500 ml' } : l.description === 'AGUA MIN 500' ? { ...l, unitPrice: 700, priceListMatch: null } : l,
    );
    const patched = await request(t.http).patch(`/documents/drafts/${draft1.id}`).set('x-api-key', key).send({ data: { ...(draft1.data as object), lines } });
    expect(patched.status).toBe(200);
    const learned = (await request(t.http).get(`/documents/templates/${tpl}`).set('x-api-key', key)).body.template.learned;
    expect(learned.aliases.map((a: { description: string; article: string; sourceDraftId: string }) => [a.description, a.article, a.sourceDraftId]).sort()).toEqual(
      [
        ['AGMIN SG 500', 'Agua mineral sin gas 500 ml', draft1.id],
        ['AGUA MIN 500', 'Agua mineral sin gas 500 ml', draft1.id],
      ].sort(),
    );

    // The next remito of that supplier, other quantities: priced from the aliases, nothing to ask.
    const second = await remitoPdf('0001-00004475', [['24', 'AGUA MIN 500'], ['3', 'AGMIN SG 500'], ['1', 'AGMIN SG 1500']]);
    const draft2 = await upload(key, tpl, second);
    expect(lineOf(draft2, 'AGMIN SG 500')).toMatchObject({ quantity: 3, unitPrice: 700, priceListMatch: 'Agua mineral sin gas 500 ml' });
    expect(lineOf(draft2, 'AGUA MIN 500')).toMatchObject({ quantity: 24, unitPrice: 700, priceListMatch: 'Agua mineral sin gas 500 ml' });
    // Another measure is another article: the alias never prices it.
    expect(lineOf(draft2, 'AGMIN SG 1500')).toMatchObject({ unitPrice: null, priceListMatch: null });
    const codes2 = (draft2.issues as Array<{ code: string }>).map((i) => i.code);
    expect(codes2).not.toContain('ambiguous_price');
    expect(codes2.filter((c) => c === 'missing_price')).toHaveLength(1);

    // Another account's template with the same priceList learned nothing.
    const otherTpl = await setUp(otherKey);
    const elsewhere = await upload(otherKey, otherTpl, second);
    expect(lineOf(elsewhere, 'AGMIN SG 500')).toMatchObject({ unitPrice: null });

    // Rejecting the corrected remito takes its aliases back.
    expect((await request(t.http).post(`/documents/drafts/${draft1.id}/reject`).set('x-api-key', key).send({})).status).toBe(200);
    expect((await request(t.http).get(`/documents/templates/${tpl}`).set('x-api-key', key)).body.template.learned.aliases).toEqual([]);
    const draft3 = await upload(key, tpl, second);
    expect(lineOf(draft3, 'AGMIN SG 500')).toMatchObject({ unitPrice: null });
  }, 180_000);

  it('resets what a template learned with PATCH learned: null, and refuses anything else', async () => {
    const draft = await upload(key, templateId, await unusualPdf(FIRST));
    await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send({ data: { ...(draft.data as object), reference: 'OI-5531' } }).expect(200);
    const learned = (await request(t.http).get(`/documents/templates/${templateId}`).set('x-api-key', key)).body.template.learned;
    expect(learned.anchors.map((a: { field: string }) => a.field)).toEqual(['reference']);
    const refused = await request(t.http).patch(`/documents/templates/${templateId}`).set('x-api-key', key).send({ learned: { anchors: [], aliases: [] } });
    expect(refused.status).toBe(400);
    const reset = await request(t.http).patch(`/documents/templates/${templateId}`).set('x-api-key', key).send({ learned: null });
    expect(reset.status).toBe(200);
    expect(reset.body.template.learned).toBeNull();
  }, 120_000);
});
