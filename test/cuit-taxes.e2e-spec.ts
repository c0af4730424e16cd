/**
 * Taxes per CUIT (issue 14, SPEC "Dashboard-only functions"): loaded through a dashboard session, refused to API
 * keys and reviewers, and added by issuing to every voucher of the CUIT as Tributos/ImpTrib, which the simulator
 * checks (10024, 10025, 10029, 10042, 10048) and stores.
 */
import request from 'supertest';
import { AccountsService } from '../src/accounts/accounts.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const IIBB = { id: 7, description: 'Percepción IIBB CABA', rate: '3', base: 'net', receivers: 'cuit' };
const MUNICIPAL = { id: 99, description: 'Tasa de seguridad e higiene', rate: '1.5', base: 'total', receivers: 'all' };

describe('taxes per CUIT', () => {
  let simulator: RunningSimulator;
  let t: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp('pglite', { simulator, env: ISSUING_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  async function signIn(email: string, password = PASSWORD) {
    const res = await request(t.http).post('/auth/sign-in').send({ email, password });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('facturador_session='))!.split(';')[0]!;
    return { cookie, csrf: res.body.csrfToken as string };
  }

  it('are loaded through a session only: an API key gets 403 dashboard_only, a reviewer 403 forbidden_for_role; invalid lists are 400 naming the field', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const owner = await signIn(issuer.account.email);
    const path = `/cuits/${issuer.cuitId}/taxes`;

    const empty = await request(t.http).get(path).set('Cookie', owner.cookie);
    expect(empty.status).toBe(200);
    expect(empty.body.taxes).toEqual([]);
    expect(empty.body.tributeTypes).toContainEqual({ id: 7, description: 'Percepción de IIBB' });

    const noCsrf = await request(t.http).put(path).set('Cookie', owner.cookie).send({ taxes: [IIBB] });
    expect([noCsrf.status, noCsrf.body.code]).toEqual([403, 'csrf_token_invalid']);
    const saved = await request(t.http).put(path).set('Cookie', owner.cookie).set('x-csrf-token', owner.csrf).send({ taxes: [IIBB, MUNICIPAL] });
    expect(saved.status).toBe(200);
    expect(saved.body.taxes).toEqual([IIBB, MUNICIPAL]);
    expect((await request(t.http).get(path).set('Cookie', owner.cookie)).body.taxes).toEqual([IIBB, MUNICIPAL]);

    for (const [taxes, field] of [
      [[{ ...IIBB, id: 55 }], 'taxes[0].id'],
      [[{ ...MUNICIPAL, description: '' }], 'taxes[0].description'],
      [[{ ...IIBB, rate: '0' }], 'taxes[0].rate'],
      [[{ ...IIBB, rate: '3,5' }], 'taxes.0.rate'],
      [[{ ...IIBB, base: 'gross' }], 'taxes.0.base'],
    ] as const) {
      const bad = await request(t.http).put(path).set('Cookie', owner.cookie).set('x-csrf-token', owner.csrf).send({ taxes });
      expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
      expect(JSON.stringify(bad.body.details)).toContain(field);
    }

    const withKey = await request(t.http).get(path).set('x-api-key', issuer.key);
    expect([withKey.status, withKey.body.code]).toEqual([403, 'dashboard_only']);
    const putWithKey = await request(t.http).put(path).set('x-api-key', issuer.key).send({ taxes: [] });
    expect([putWithKey.status, putWithKey.body.code]).toEqual([403, 'dashboard_only']);

    const invited = await t.app.get(AccountsService).inviteUser(issuer.account.account.id, { email: `revisor-${Date.now()}@example.com`, role: 'reviewer' });
    const reviewer = await signIn(invited.user.email, invited.password);
    const asReviewer = await request(t.http).get(path).set('Cookie', reviewer.cookie);
    expect([asReviewer.status, asReviewer.body.code]).toEqual([403, 'forbidden_for_role']);

    const other = await t.createAccount('Otra');
    const stranger = await signIn(other.email);
    expect((await request(t.http).get(path).set('Cookie', stranger.cookie)).status).toBe(404);
  });

  it('issuing adds them as Tributos: the simulator authorizes the voucher with ImpTrib in its total; a consumidor final gets only the tax for every receiver; a credit note carries the same', async () => {
    const issuer = await issuerWithDefaults(t, simulator, { pos: 7 });
    const owner = await signIn(issuer.account.email);
    await request(t.http).put(`/cuits/${issuer.cuitId}/taxes`).set('Cookie', owner.cookie).set('x-csrf-token', owner.csrf).send({ taxes: [IIBB, MUNICIPAL] }).expect(200);

    const facturaA = { invoiceType: 1, docTipo: 80, docNro: '30000000007', receiver: { condicionIva: 1, name: 'ACME SA' }, lines: [{ description: 'Harina 000 x 25 kg', quantity: 3, unitPrice: '333.35', ivaRate: 21 }] };
    const accepted = await request(t.http).post('/invoices').set('x-api-key', issuer.key).send(facturaA).expect(202);
    expect((await waitForBatch(t, issuer.key, accepted.body.batchId)).status).toBe('completed');
    const invoice = (await request(t.http).get(`/invoices/${accepted.body.invoiceId}`).set('x-api-key', issuer.key)).body;
    // Net 1000.05, VAT 210.01; IIBB 3 % of the net = 30.00 (30.0015); municipal 1.5 % of 1210.06 = 18.15 (18.1509).
    expect(invoice).toMatchObject({ status: 'completed', cae: expect.stringMatching(/^\d{14}$/), amounts: { net: '1000.05', iva: '210.01', otherTaxes: '48.15', total: '1258.21' } });
    const stored = [...simulator.control.state.vouchers.values()].find((v) => v.cae === invoice.cae)!;
    expect(stored.detail).toMatchObject({ impTrib: '48.15', impTotal: '1258.21' });
    expect(stored.detail.tributos).toEqual([
      { id: 7, desc: 'Percepción IIBB CABA', baseImp: '1000.05', alic: '3.00', importe: '30.00' },
      { id: 99, desc: 'Tasa de seguridad e higiene', baseImp: '1210.06', alic: '1.50', importe: '18.15' },
    ]);

    const consumer = await request(t.http).post('/invoices').set('x-api-key', issuer.key).send({ amount: '121.00', description: 'Mostrador', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } }).expect(202);
    await waitForBatch(t, issuer.key, consumer.body.batchId);
    const toConsumer = (await request(t.http).get(`/invoices/${consumer.body.invoiceId}`).set('x-api-key', issuer.key)).body;
    // Only the municipal tax (every receiver): 1.5 % of 121.00 = 1.815 → 1.82 (half-even).
    expect(toConsumer).toMatchObject({ status: 'completed', amounts: { otherTaxes: '1.82', total: '122.82' } });

    const note = await request(t.http).post(`/invoices/${invoice.id}/credit-note`).set('x-api-key', issuer.key).set('Idempotency-Key', `void-${invoice.id}`).expect(202);
    await waitForBatch(t, issuer.key, note.body.batchId);
    const credit = (await request(t.http).get(`/invoices/${note.body.invoiceId}`).set('x-api-key', issuer.key)).body;
    expect(credit).toMatchObject({ status: 'completed', kind: 'credit_note', amounts: { otherTaxes: '48.15', total: '1258.21' } });

    // Removing the taxes: the next voucher carries none.
    await request(t.http).put(`/cuits/${issuer.cuitId}/taxes`).set('Cookie', owner.cookie).set('x-csrf-token', owner.csrf).send({ taxes: [] }).expect(200);
    const plain = await request(t.http).post('/invoices').set('x-api-key', issuer.key).send(facturaA).expect(202);
    await waitForBatch(t, issuer.key, plain.body.batchId);
    expect((await request(t.http).get(`/invoices/${plain.body.invoiceId}`).set('x-api-key', issuer.key)).body.amounts).toMatchObject({ otherTaxes: '0.00', total: '1210.06' });
  });
});
