import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults } from './support/invoicing';
import { startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

const RECEIVER = { name: 'Empresa Prueba SA', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 };
const SALE = {
  lines: [{ description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
  receiver: RECEIVER,
  documentDate: '2026-11-20',
  currency: 'ARS',
  concepto: 1,
  pricesIncludeIva: false,
  reference: 'OC-0077',
};
const REMITO = ['REMITO N° 0003-00015707', 'Fecha: 20/11/2026', 'Cliente: Empresa Prueba SA', 'CUIT: 30-00000000-7', '', 'Cant.  Descripción   P. Unit.   Importe', '2  Mantenimiento mensual  1.000,00  2.000,00', '', 'TOTAL 2.420,00'].join('\n');

type Draft = { id: string; status: string; issues: Array<{ code: string }> };
const isDuplicate = (draft: Draft) => draft.issues.some((i) => i.code === 'duplicate_document');

// Issue 13 item 4: a duplicate is the same document within one account AND environment (and, by its data, one issuer).
describe.each(testDatabaseKinds())('duplicate documents [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  const fromText = async (key: string, cuitId: string, text: string): Promise<Draft> => {
    const res = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ cuitId, text });
    expect(res.status).toBe(201);
    return (await waitForDraft(t, key, res.body.draft.id)) as unknown as Draft;
  };
  const fromData = async (key: string, cuitId: string, data: object): Promise<Draft> => {
    const res = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ cuitId, data });
    expect(res.status).toBe(201);
    return res.body.draft;
  };

  it('flags the same file again in the same account and environment, not in production nor in another account', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const first = await fromText(issuer.key, issuer.cuitId, REMITO);
    expect(first.status).toBe('review_required');
    expect(isDuplicate(first)).toBe(false);

    // A production upload of a file tried in testing is not a duplicate (it was, before issue 13).
    expect(isDuplicate(await fromText(issuer.prodKey, issuer.cuitId, REMITO))).toBe(false);
    const other = await issuerWithDefaults(t, simulator);
    expect(isDuplicate(await fromText(other.key, other.cuitId, REMITO))).toBe(false);

    expect(isDuplicate(await fromText(issuer.key, issuer.cuitId, REMITO))).toBe(true);
    expect(isDuplicate(await fromText(issuer.prodKey, issuer.cuitId, REMITO))).toBe(true);
  });

  it('flags the same issuer, receiver, reference and total from another file; another environment, account, issuer or total is not', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const secondCuit = await request(t.http).post('/cuits').set('x-api-key', issuer.key).send({ number: '30-71234567-1' });
    expect(secondCuit.status).toBe(201);
    const other = await issuerWithDefaults(t, simulator);

    expect(isDuplicate(await fromData(issuer.key, issuer.cuitId, SALE))).toBe(false);
    expect(isDuplicate(await fromData(issuer.prodKey, issuer.cuitId, SALE))).toBe(false);
    expect(isDuplicate(await fromData(other.key, other.cuitId, SALE))).toBe(false);
    expect(isDuplicate(await fromData(issuer.key, secondCuit.body.id, SALE))).toBe(false);
    expect(isDuplicate(await fromData(issuer.key, issuer.cuitId, { ...SALE, lines: [{ ...SALE.lines[0], quantity: 11 }] }))).toBe(false);

    // The same sale again, its reference written another way ("0077" = "77").
    expect(isDuplicate(await fromData(issuer.key, issuer.cuitId, { ...SALE, reference: 'OC 77' }))).toBe(true);
    expect(isDuplicate(await fromData(issuer.prodKey, issuer.cuitId, SALE))).toBe(true);
  });
});
