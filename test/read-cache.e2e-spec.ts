import { sql } from 'drizzle-orm';
import request from 'supertest';
import { TaxAuthHttpClient } from '../src/taxauth/http/taxauth-http';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { facturaA } from '../src/taxauth/testing/taxauth-test-kit';
import { WsaaClient } from '../src/taxauth/wsaa/wsaa.client';
import { WsfeClient } from '../src/taxauth/wsfe/wsfe.client';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startBesideMain, type BesideMain } from './support/beside-main';
import { startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

const CUIT = '20267565393';
const SALE = {
  lines: [{ description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
  receiver: { name: 'Empresa Prueba SA', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
};

/**
 * The read cache (docs/performance.md "Read cache") must never answer with what the database no longer holds:
 * every write path of a draft, an invoice and a CUIT is followed by the cached GET. Each GET is asked twice before
 * the write, so the answer the write must displace is in the cache.
 */
describe.each(testDatabaseKinds())('cached reads follow every write [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof issuerWithDefaults>>;

  const get = (path: string, key = issuer.key) => request(t.http).get(path).set('x-api-key', key);
  const cachedTwice = async (path: string, key = issuer.key) => {
    const first = await get(path, key).expect(200);
    const second = await get(path, key).expect(200);
    expect(second.body).toEqual(first.body);
    return second;
  };

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: { ...ISSUING_ENV, QUEUE_CONSUMERS: 'true' } });
    issuer = await issuerWithDefaults(t, simulator);
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('a draft: PATCH, reject, delete, approve and its issuing, each seen by the next GET', async () => {
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE }).expect(201)).body.draft;
    const path = `/documents/drafts/${created.id}`;
    await cachedTwice(path);

    await request(t.http).patch(path).set('x-api-key', issuer.key).send({ ptoVta: 7 }).expect(200);
    expect((await get(path)).body.draft.ptoVta).toBe(7);
    await cachedTwice(path);

    await request(t.http).post(`${path}/reject`).set('x-api-key', issuer.key).send({ reason: 'duplicated' }).expect(200);
    expect((await get(path)).body.draft).toMatchObject({ status: 'rejected', rejectReason: 'duplicated' });
    await cachedTwice(path);

    await request(t.http).delete(path).set('x-api-key', issuer.key).expect(200);
    expect((await get(path)).status).toBe(404);

    const issued = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE }).expect(201)).body.draft;
    const issuedPath = `/documents/drafts/${issued.id}`;
    expect((await cachedTwice(issuedPath)).body.draft.status).not.toBe('issuing');
    const approved = await request(t.http).post(`${issuedPath}/approve`).set('x-api-key', issuer.key).expect(202);
    expect((await get(issuedPath)).body.draft.status).toBe('issuing');
    // Issuing completes in a queue job, and the draft follows the invoice's event in another: only the GET is polled.
    expect((await waitForBatch(t, issuer.key, approved.body.batchId)).status).toBe('completed');
    let draft = (await get(issuedPath)).body.draft;
    for (const until = Date.now() + 30_000; draft.status === 'issuing' && Date.now() < until; draft = (await get(issuedPath)).body.draft) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(draft).toMatchObject({ status: 'issued', invoice: { status: 'completed', voucherNumber: expect.any(Number) } });
  });

  it('a draft extracted in the background: the GET polled while it is extracting sees it leave extracting', async () => {
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ text: 'FACTURA\nCliente: Empresa Prueba SA CUIT 30-00000000-7\n1 Servicio 1000,00\nTotal 1210,00' }).expect(201)).body.draft;
    expect(created.status).toBe('extracting');
    const draft = await waitForDraft(t, issuer.key, created.id, 30_000);
    expect(draft.status).not.toBe('extracting');
  });

  it('the invoice page: a batch issued by the queue, then vouchers imported from the tax authority', async () => {
    const page = '/invoices?limit=50';
    const before = (await cachedTwice(page)).body.data.length;
    const accepted = await request(t.http).post('/invoices/batches').set('x-api-key', issuer.key).send({ invoices: [CONSUMER_INVOICE, CONSUMER_INVOICE] }).expect(202);
    // Seen pending as soon as the POST is answered, then completed (with CAE) once the job has issued them.
    const pending = (await get(page)).body.data.filter((i: { batchId: string }) => i.batchId === accepted.body.id);
    expect(pending).toHaveLength(2);
    expect((await waitForBatch(t, issuer.key, accepted.body.id)).status).toBe('completed');
    const completed = (await get(page)).body.data.filter((i: { batchId: string }) => i.batchId === accepted.body.id);
    expect(completed.map((i: { status: string; cae: string | null }) => [i.status, i.cae !== null])).toEqual([['completed', true], ['completed', true]]);
    expect((await get(page)).body.data).toHaveLength(before + 2);

    // Another system issues for the same CUIT with its own certificate; the import adds its voucher to the list.
    await cachedTwice(page);
    const http = new TaxAuthHttpClient({ timeoutMs: 5000, connectTimeoutMs: 2000 });
    try {
      const issued = simulator.issueCertificate(CUIT);
      const ticket = await new WsaaClient(http, simulator.urls.wsaa).login({ certPem: issued.certPem, keyPem: issued.keyPem ?? '' }, 'wsfe');
      const cbteFch = String(completed[0].date).replace(/-/g, '');
      const outside = await new WsfeClient(http, simulator.urls.wsfe).requestCae({ token: ticket.token, sign: ticket.sign, cuit: CUIT }, {
        ptoVta: 42,
        cbteTipo: 6,
        details: [facturaA(1, { cbteFch, docTipo: 99, docNro: '0', condicionIvaReceptorId: 5 })],
      });
      expect(outside.details.map((d) => d.resultado)).toEqual(['A']);
    } finally {
      http.close();
    }
    const imported = await request(t.http).post('/taxauth-imports').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, ptoVta: 42 }).expect(202);
    let state = (await get(`/taxauth-imports/${imported.body.importId}`).expect(200)).body;
    for (const until = Date.now() + 30_000; state.status !== 'completed' && state.status !== 'failed' && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await get(`/taxauth-imports/${imported.body.importId}`).expect(200)).body;
    }
    expect(state).toMatchObject({ status: 'completed', progress: { imported: 1 } });
    const listed = (await get(page)).body.data;
    expect(listed).toHaveLength(before + 3);
    expect(listed.filter((i: { origin: string }) => i.origin !== 'service')).toHaveLength(1);
  });

  it('the CUIT list: defaults, certificates, a new CUIT, and a write straight through the database', async () => {
    await cachedTwice('/cuits');
    await request(t.http).post(`/cuits/${issuer.cuitId}/default-pos`).set('x-api-key', issuer.key).send({ defaultPos: 9 }).expect(200);
    expect((await get('/cuits')).body.find((c: { id: string }) => c.id === issuer.cuitId).default_pos).toBe(9);

    await cachedTwice('/cuits');
    await request(t.http).post('/cuits').set('x-api-key', issuer.key).send({ number: '30-00000000-7' }).expect(201);
    expect((await get('/cuits')).body).toHaveLength(2);

    await cachedTwice('/cuits');
    await t.database.transaction((tx) => tx.execute(sql`update cuits set default_concept = 3 where id = ${issuer.cuitId}`));
    expect((await get('/cuits')).body.find((c: { id: string }) => c.id === issuer.cuitId).default_concept).toBe(3);
  });

  it('answers are per caller: another account, the other environment, and 304 for an unchanged ETag only', async () => {
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE }).expect(201)).body.draft;
    const path = `/documents/drafts/${created.id}`;
    const mine = await cachedTwice(path);
    const other = await t.createAccount();
    expect((await get(path, other.keys.testing)).status).toBe(404);
    expect((await get(path, issuer.prodKey)).status).toBe(404);
    expect((await get('/cuits', issuer.prodKey)).body).toEqual((await get('/cuits')).body); // CUITs are the account's, both environments

    const etag = mine.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await get(path).set('if-none-match', etag)).status).toBe(304);
    await request(t.http).patch(path).set('x-api-key', issuer.key).send({ ptoVta: 8 }).expect(200);
    const changed = await get(path).set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.draft.ptoVta).toBe(8);
    expect(changed.headers['etag']).not.toBe(etag);
  });
});


/**
 * Server mode: two processes on one PostgreSQL database, the test's app and the real `src/main.ts` as a child. Each
 * caches an answer by reading it twice; the other process writes; the very next GET to the first shows the write.
 */
describe('cached reads follow writes made by another process [postgres]', () => {
  let pair: BesideMain;
  let t: TestApp;
  let childUrl: string;

  beforeAll(async () => {
    pair = await startBesideMain('reads');
    ({ t, childUrl } = pair);
  }, 120_000);

  afterAll(async () => {
    await pair?.stop();
  }, 30_000);

  it('the snapshot: callers in one turn share one statement, and a snapshot asked after a commit differs from one before it', async () => {
    const [a, b] = await Promise.all([t.database.snapshot(), t.database.snapshot()]);
    expect(a).toMatch(/^\d+:\d+:/);
    expect(b).toBe(a);
    await t.database.transaction((tx) => tx.execute(sql`update accounts set name = name`));
    expect(await t.database.snapshot()).not.toBe(a);
  });

  it('a draft and the CUIT list written in one process are read at once in the other, both ways', async () => {
    const account = await t.createAccount();
    const key = account.keys.testing;
    const processes = [t.http, childUrl] as const;
    const cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: '20-26756539-3' }).expect(201)).body.id as string;
    const draftId = (await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ cuitId, data: SALE }).expect(201)).body.draft.id as string;
    for (const [reader, writer] of [processes, [...processes].reverse()]) {
      const read = (path: string) => request(reader!).get(path).set('x-api-key', key).expect(200);
      for (let i = 0; i < 2; i++) await Promise.all([read(`/documents/drafts/${draftId}`), read('/cuits')]);
      const ptoVta = reader === t.http ? 11 : 12;
      await request(writer!).patch(`/documents/drafts/${draftId}`).set('x-api-key', key).send({ ptoVta }).expect(200);
      expect((await read(`/documents/drafts/${draftId}`)).body.draft.ptoVta).toBe(ptoVta);
      await request(writer!).post(`/cuits/${cuitId}/default-pos`).set('x-api-key', key).send({ defaultPos: ptoVta }).expect(200);
      expect((await read('/cuits')).body[0].default_pos).toBe(ptoVta);
    }
  });
});
