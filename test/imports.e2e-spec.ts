import request from 'supertest';
import { ImportsService } from '../src/imports/imports.service';
import { TaxAuthHttpClient } from '../src/taxauth/http/taxauth-http';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { facturaA } from '../src/taxauth/testing/taxauth-test-kit';
import { WsaaClient } from '../src/taxauth/wsaa/wsaa.client';
import { WsfeClient } from '../src/taxauth/wsfe/wsfe.client';
import type { CaeDetailRequest, WsfeAuth } from '../src/taxauth/wsfe/wsfe.types';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { accountWithCertifiedCuit } from './support/taxauth';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const CUIT = '20267565393';

describe.each(testDatabaseKinds())('imports of vouchers authorized outside the service [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let http: TaxAuthHttpClient;
  let wsfe: WsfeClient;
  let outside: WsfeAuth;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
    // Another system issuing for the same CUIT: its own certificate, straight to the tax authority.
    http = new TaxAuthHttpClient({ timeoutMs: 5000, connectTimeoutMs: 2000 });
    wsfe = new WsfeClient(http, simulator.urls.wsfe);
    const issued = simulator.issueCertificate(CUIT);
    const ticket = await new WsaaClient(http, simulator.urls.wsaa).login({ certPem: issued.certPem, keyPem: issued.keyPem ?? '' }, 'wsfe');
    outside = { token: ticket.token, sign: ticket.sign, cuit: CUIT };
  });
  afterAll(async () => {
    http?.close();
    await t?.close();
    await simulator?.close();
  });

  async function issueOutside(ptoVta: number, cbteTipo: number, details: CaeDetailRequest[]) {
    const result = await wsfe.requestCae(outside, { ptoVta, cbteTipo, details });
    expect({ errors: result.errors, results: result.details.map((d) => d.resultado) }).toEqual({ errors: [], results: details.map(() => 'A') });
  }

  async function waitForImport(key: string, importId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await request(t.http).get(`/taxauth-imports/${importId}`).set('x-api-key', key).expect(200);
      if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
      if (Date.now() > deadline) throw new Error(`import ${importId} still ${res.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('stores exactly the vouchers issued outside the service; a second import adds nothing; both environments and accounts stay apart', async () => {
    const { key, prodKey, cuitId, account } = await issuerWithDefaults(t, simulator, { pos: 41 });
    const issue = async () => {
      const accepted = await request(t.http).post('/invoices').set('x-api-key', key).send(CONSUMER_INVOICE).expect(202);
      expect((await waitForBatch(t, key, accepted.body.batchId)).status).toBe('completed');
      return (await request(t.http).get(`/invoices/${accepted.body.invoiceId}`).set('x-api-key', key).expect(200)).body;
    };
    const first = await issue();
    await issue();
    expect(first.voucherNumber).toBe(1);
    const cbteFch = String(first.date).replace(/-/g, '');
    // Outside: Factura B 3 and 4, a Factura A 1 of two rates; then the service issues Factura B 5.
    const consumer = (n: number) => facturaA(n, { cbteFch, docTipo: 99, docNro: '0', condicionIvaReceptorId: 5 });
    await issueOutside(41, 6, [consumer(3), consumer(4)]);
    await issueOutside(41, 1, [
      facturaA(1, { cbteFch, impTotal: '342.00', impNeto: '300.00', impIva: '42.00', iva: [{ id: 5, baseImp: '100.00', importe: '21.00' }, { id: 4, baseImp: '200.00', importe: '21.00' }] }),
    ]);
    expect((await issue()).voucherNumber).toBe(5);

    const accepted = await request(t.http).post('/taxauth-imports').set('x-api-key', key).send({ cuitId, ptoVta: 41 });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ importId: expect.any(String) });
    const done = await waitForImport(key, accepted.body.importId);
    expect(done).toMatchObject({
      id: accepted.body.importId,
      cuitId,
      environment: 'testing',
      status: 'completed',
      request: { ptoVta: 41, invoiceType: null, from: null, to: null },
      progress: { imported: 3, known: 3, targetsTotal: 6, targetsDone: 6 },
      failedTargets: [],
      error: null,
    });

    const listed = (await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}`).set('x-api-key', key).expect(200)).body;
    expect(listed.total).toBe(3);
    expect(listed.vouchers).toEqual([
      { id: expect.any(String), issuedAt: new Date(`${first.date}T03:00:00Z`).toISOString(), typeName: 'Factura B', number: '00041-00000004', receiver: 'Consumidor final', amount: 121, moneda: 'PES' },
      { id: expect.any(String), issuedAt: expect.any(String), typeName: 'Factura B', number: '00041-00000003', receiver: 'Consumidor final', amount: 121, moneda: 'PES' },
      { id: expect.any(String), issuedAt: expect.any(String), typeName: 'Factura A', number: '00041-00000001', receiver: 'CUIT 30000000007', amount: 342, moneda: 'PES' },
    ]);
    const page = (await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}&limit=1&offset=1`).set('x-api-key', key).expect(200)).body;
    expect(page).toEqual({ vouchers: [listed.vouchers[1]], total: 3 });
    expect((await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}&limit=101`).set('x-api-key', key)).status).toBe(400);

    // A second import finds every number known: nothing added, no FECompConsultar for them.
    const again = await request(t.http).post('/taxauth-imports').set('x-api-key', key).send({ cuitId, ptoVta: 41 }).expect(202);
    expect(await waitForImport(key, again.body.importId)).toMatchObject({ status: 'completed', progress: { imported: 0, known: 6 } });
    expect((await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}`).set('x-api-key', key)).body.total).toBe(3);

    // Imported vouchers feed the ledger and the Invoice-shaped list offered to GET /invoices.
    const ledger = (await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=${String(first.date).slice(0, 7)}`).set('x-api-key', key).expect(200)).body;
    expect(ledger.vouchers.map((v: { cbteTipo: number; numberFrom: number; origin: string }) => `${v.cbteTipo}-${v.numberFrom}-${v.origin}`)).toEqual([
      '1-1-taxauth',
      '6-1-service',
      '6-2-service',
      '6-3-taxauth',
      '6-4-taxauth',
      '6-5-service',
    ]);
    expect(ledger.summary.byRate.map((r: { ivaId: number; net: string }) => [r.ivaId, r.net])).toEqual([[4, '200.00'], [5, '600.00']]);
    const asInvoices = await t.app.get(ImportsService).listAsInvoices({ accountId: account.account.id, environment: 'testing' }, { cuitId, limit: 10 });
    expect(asInvoices.map((i) => `${i.origin} ${i.invoiceType}-${i.voucherNumber} ${i.status}`).sort()).toEqual(['taxauth 1-1 completed', 'taxauth 6-3 completed', 'taxauth 6-4 completed']);

    // GET /invoices lists issued and imported vouchers together, pages included; GET /invoices/{id} finds both.
    const firstPage = (await request(t.http).get(`/invoices?cuitId=${cuitId}&limit=4`).set('x-api-key', key).expect(200)).body;
    const secondPage = (await request(t.http).get(`/invoices?cuitId=${cuitId}&limit=4&cursor=${firstPage.nextCursor}`).set('x-api-key', key).expect(200)).body;
    const merged = [...firstPage.data, ...secondPage.data] as Array<{ id: string; origin: string; invoiceType: number; voucherNumber: number }>;
    expect(secondPage.nextCursor).toBeNull();
    expect(merged.map((i) => `${i.origin} ${i.invoiceType}-${i.voucherNumber}`).sort()).toEqual([
      'service 6-1',
      'service 6-2',
      'service 6-5',
      'taxauth 1-1',
      'taxauth 6-3',
      'taxauth 6-4',
    ]);
    const importedOne = merged.find((i) => i.origin === 'taxauth')!;
    expect((await request(t.http).get(`/invoices/${importedOne.id}`).set('x-api-key', key).expect(200)).body).toMatchObject({ id: importedOne.id, origin: 'taxauth', status: 'completed' });

    // The production key works on production data: no import, no vouchers there.
    expect((await request(t.http).get(`/taxauth-imports/${accepted.body.importId}`).set('x-api-key', prodKey)).status).toBe(404);
    expect((await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}`).set('x-api-key', prodKey).expect(200)).body).toEqual({ vouchers: [], total: 0 });
    // Another account with the same CUIT sees neither the import nor the vouchers, and imports its own copy.
    const other = await accountWithCertifiedCuit(t, simulator);
    expect((await request(t.http).get(`/taxauth-imports/${accepted.body.importId}`).set('x-api-key', other.key)).status).toBe(404);
    expect((await request(t.http).get(`/taxauth-imports/vouchers?cuitId=${cuitId}`).set('x-api-key', other.key)).status).toBe(404);
    const theirs = await request(t.http).post('/taxauth-imports').set('x-api-key', other.key).send({ cuitId: other.cuitId, ptoVta: 41, invoiceType: 6 }).expect(202);
    expect(await waitForImport(other.key, theirs.body.importId)).toMatchObject({ status: 'completed', progress: { imported: 5, known: 0 } });
  });

  it('validates the request: unknown CUIT 404, from after to 400', async () => {
    const { key, cuitId } = await accountWithCertifiedCuit(t, simulator);
    expect((await request(t.http).post('/taxauth-imports').set('x-api-key', key).send({ cuitId: '30-00000000-7' })).status).toBe(404);
    const bad = await request(t.http).post('/taxauth-imports').set('x-api-key', key).send({ cuitId, from: '2025-07-10', to: '2025-07-01', ptoVta: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const reversed = await request(t.http).post('/taxauth-imports').set('x-api-key', key).send({ cuitId, from: '2025-07-10', to: '2025-07-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([{ field: 'to', messages: ['to must not be before from'] }]);
  });
});
