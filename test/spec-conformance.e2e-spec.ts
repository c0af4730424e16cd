import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

// Issue 15: three credit notes of 242.00 were authorized against one Factura B of 242.00; lastIssued was always null.
describe.each(testDatabaseKinds())('SPEC conformance: credit notes bounded, last voucher per point of sale [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator();
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('voids an invoice once, however many credit notes are requested at the same time', async () => {
    const { key } = await issuerWithDefaults(t, simulator, { pos: 7 });
    const issued = await request(t.http).post('/invoices').set('x-api-key', key).send({ ...CONSUMER_INVOICE, amount: '242.00' }).expect(202);
    expect((await waitForBatch(t, key, issued.body.batchId)).status).toBe('completed');
    const id = issued.body.invoiceId as string;

    const attempts = await Promise.all([1, 2, 3].map(() => request(t.http).post(`/invoices/${id}/credit-note`).set('x-api-key', key)));
    expect(attempts.map((r) => r.status).sort()).toEqual([202, 409, 409]);
    const refused = attempts.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'invoice_already_credited', details: { total: '242.00', credited: '242.00', remaining: '0.00' } });

    const accepted = attempts.find((r) => r.status === 202)!;
    await waitForBatch(t, key, accepted.body.batchId);
    const again = await request(t.http).post(`/invoices/${id}/credit-note`).set('x-api-key', key);
    expect([again.status, again.body.code]).toEqual([409, 'invoice_already_credited']);
    const notes = (await request(t.http).get('/invoices?ptoVta=7&limit=50').set('x-api-key', key)).body.data.filter((i: { voids: string | null }) => i.voids === id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ status: 'completed', kind: 'credit_note' });
  });

  it('batch items echo the submitted invoice with SPEC types: amount a number, docNro an integer', async () => {
    const { key } = await issuerWithDefaults(t, simulator, { pos: 8 });
    const batch = await request(t.http).post('/invoices/batches').set('x-api-key', key)
      .send({ invoices: [{ ...CONSUMER_INVOICE, amount: '121.50' }, { ...CONSUMER_INVOICE, amount: 121, docNro: 0 }] }).expect(202);
    expect(batch.body.items.map((i: { invoiceData: { amount: unknown; docNro: unknown } }) => [i.invoiceData.amount, i.invoiceData.docNro])).toEqual([[121.5, 0], [121, 0]]);
    const again = (await request(t.http).get(`/invoices/batches/${batch.body.id}`).set('x-api-key', key)).body;
    expect(again.items[0].invoiceData).toMatchObject({ amount: 121.5, docNro: 0, docTipo: 99 });
  });

  it('GET /cuits/{id}/pos names the last voucher issued through the service at each point of sale', async () => {
    const { key, cuitId } = await issuerWithDefaults(t, simulator, { pos: 1 });
    expect((await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', key)).status).toBe(200);
    const before = (await request(t.http).get(`/cuits/${cuitId}/pos`).set('x-api-key', key)).body;
    expect(before.pointsOfSale.length).toBeGreaterThan(0);
    expect(before.pointsOfSale.every((p: { lastIssued: unknown }) => p.lastIssued === null)).toBe(true);
    const number = before.pointsOfSale[0].number as number;
    const issued = await request(t.http).post('/invoices').set('x-api-key', key).send({ ...CONSUMER_INVOICE, ptoVta: number }).expect(202);
    await waitForBatch(t, key, issued.body.batchId);
    const after = (await request(t.http).get(`/cuits/${cuitId}/pos`).set('x-api-key', key)).body;
    expect(after.pointsOfSale.find((p: { number: number }) => p.number === number).lastIssued).toMatchObject({
      invoiceId: issued.body.invoiceId,
      kind: 'invoice',
      invoiceType: 6,
      voucherNumber: expect.any(Number),
      total: '121.00',
      cae: expect.stringMatching(/^\d{14}$/),
    });
  });
});
