import request from 'supertest';
import { pdfOf } from './support/pdf';
import { startTestApp, waitForDraft, type TestApp } from './support/test-app';

/** A distributor's factura A whose total adds a perception to the lines and their VAT: [x, y, text] on an A4 page. */
const INVOICE: Array<[number, number, string]> = [
  [40, 110, 'Señor(es): Almacén Las Rosas SRL'],
  [400, 60, 'Nº 0004-00012345'],
  [400, 76, 'Fecha: 20/11/2026'],
  [40, 126, 'CUIT: 30-70809010-4'],
  [300, 126, 'IVA: Responsable Inscripto'],
  ...[['Cant.', 'Descripción', 'Precio Unit.', 'Importe'], ['12', 'Aceite girasol 1,5 L', '2.500,00', '30.000,00'], ['10', 'Yerba mate 1 kg', '4.000,00', '40.000,00']]
    .flatMap((cells, row) => cells.map((text, col): [number, number, string] => [[40, 100, 380, 480][col]!, 170 + row * 18, text])),
  ...[['Subtotal', '70.000,00'], ['IVA 21 %', '14.700,00'], ['Percepción IIBB 3 %', '2.100,00'], ['TOTAL', '86.800,00']]
    .flatMap(([caption, amount], row): Array<[number, number, string]> => [[330, 300 + row * 16, caption!], [480, 300 + row * 16, amount!]]),
];

const invoiceWithPerceptions = (): Promise<Buffer> =>
  pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text('DISTRIBUIDORA DEL LITORAL S.A.', 40, 40, { lineBreak: false }).text('FACTURA A', 400, 40, { lineBreak: false });
    doc.font('Helvetica').fontSize(10);
    for (const [x, y, text] of INVOICE) doc.text(text, x, y, { lineBreak: false });
  });

describe('a document whose total holds perceptions, and its review (tenth session)', () => {
  let t: TestApp;
  let key: string;
  let templateId: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { QUEUE_CONSUMERS: 'true' } });
    key = (await t.createAccount()).keys.testing;
    const cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: '20-26756539-3' })).body.id;
    const res = await request(t.http).post('/documents/templates').set('x-api-key', key).send({ name: 'Litoral', cuitId, ivaRate: 21 });
    expect(res.status).toBe(201);
    templateId = res.body.template.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('drafts the lines and their VAT, says what the total held, and keeps saying it after a PATCH', async () => {
    const res = await request(t.http).post('/documents/upload').set('x-api-key', key).field('templateId', templateId).attach('file', await invoiceWithPerceptions(), 'factura.pdf');
    expect(res.status).toBe(202);
    const draft = (await waitForDraft(t, key, res.body.drafts[0].id)) as unknown as { id: string; data: { documentTotal: number; pricesIncludeIva: boolean }; issues: Array<{ code: string; severity: string; message: string }> };
    expect(draft.data).toMatchObject({ documentTotal: 84700, pricesIncludeIva: false });
    const codes = draft.issues.map((i) => i.code);
    expect(codes).not.toContain('total_mismatch');
    const note = draft.issues.find((i) => i.code === 'other_taxes_left_out');
    expect(note).toMatchObject({ severity: 'note' });
    expect(note!.message).toContain('$ 2.100,00');

    // The reviewer corrects a value: the note stays, the total is still the lines and their VAT.
    const patched = await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send({ data: { ...draft.data, reference: '0004-00012346' } });
    expect(patched.status).toBe(200);
    expect(patched.body.draft.issues.map((i: { code: string }) => i.code)).toContain('other_taxes_left_out');
    expect(patched.body.draft.data.documentTotal).toBe(84700);
  }, 120_000);

  it('takes a reviewer\'s unit price with up to six decimals, as an invoice line does, and refuses a seventh', async () => {
    const res = await request(t.http).post('/documents/upload').set('x-api-key', key).field('templateId', templateId).attach('file', await invoiceWithPerceptions(), 'factura-2.pdf');
    const draft = (await waitForDraft(t, key, res.body.drafts[0].id)) as unknown as { id: string; data: { lines: Array<{ unitPrice: number }> } };
    const withPrice = (unitPrice: number) => ({ data: { ...draft.data, lines: draft.data.lines.map((l, i) => (i === 0 ? { ...l, unitPrice } : l)) } });
    const four = await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send(withPrice(2500.1234));
    expect(four.status).toBe(200);
    expect(four.body.draft.data.lines[0].unitPrice).toBe(2500.1234);
    const seven = await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send(withPrice(2500.1234567));
    expect(seven.status).toBe(400);
    expect(seven.body).toMatchObject({ code: 'validation_failed', resolution: expect.any(String) });
  }, 120_000);
});
