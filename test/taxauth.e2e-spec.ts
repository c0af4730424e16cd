import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CuitTaxauthService } from '../src/cuits/cuit-taxauth.service';
import { EventsService } from '../src/events/events.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { createTestDatabase, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';
import { accountWithCertifiedCuit, ISSUER } from './support/taxauth';

describe.each(testDatabaseKinds())('tax authority through the API [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: { TAXAUTH_TESTING_ENDPOINTS: 'simulator', TAXAUTH_PRODUCTION_ENDPOINTS: 'simulator' } });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('serves parameter tables from the tax authority, then from the cache', async () => {
    const { key } = await accountWithCertifiedCuit(t, simulator, ['testing']);
    const before = simulator.control.stats().requests['wsfe.FEParamGetTiposCbte'] ?? 0;
    const first = await request(t.http).get('/taxauth/FEPARAMGETTIPOSCBTES').set('x-api-key', key);
    expect(first.status).toBe(200);
    expect(first.body.name).toBe('FEPARAMGETTIPOSCBTES');
    expect(first.body.data).toEqual(expect.arrayContaining([{ id: 1, desc: 'Factura A', fchDesde: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), fchHasta: null }]));
    expect(first.body.cachedAt).toEqual(expect.any(String));
    const second = await request(t.http).get('/taxauth/feparamgettiposcbtes').set('x-api-key', key);
    expect(second.body).toEqual(first.body);
    expect(simulator.control.stats().requests['wsfe.FEParamGetTiposCbte']).toBe(before + 1);
  });

  it('answers the exchange rate per currency and refuses a missing codId with the short body', async () => {
    const { key } = await accountWithCertifiedCuit(t, simulator, ['testing']);
    const missing = await request(t.http).get('/taxauth/FEPARAMGETCOTIZACION').set('x-api-key', key);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual(['details', 'error', 'message']);
    expect(missing.body.details.field).toBe('codId');
    const unknown = await request(t.http).get('/taxauth/FEPARAMGETNADA').set('x-api-key', key);
    expect(unknown.status).toBe(400);
    const usd = await request(t.http).get('/taxauth/FEPARAMGETCOTIZACION?codId=USD').set('x-api-key', key);
    expect(usd.status).toBe(200);
    expect(usd.body.data[0]).toMatchObject({ id: 'USD', rate: expect.stringMatching(/^\d+(\.\d+)?$/) });
  });

  it('answers 500 taxauth_unavailable (short body) when the account has no certificate', async () => {
    const account = await t.createAccount();
    await request(t.http).post('/cuits').set('x-api-key', account.keys.testing).send({ number: '30-00000000-7' });
    const res = await request(t.http).get('/taxauth/FEPARAMGETTIPOSIVA').set('x-api-key', account.keys.testing);
    expect(res.status).toBe(500);
    expect(res.body.error).toBe('taxauth_unavailable');
    expect(res.body.details.resolution).toMatch(/certificate/);
  });

  it('stores the points of sale from the tax authority and completes onboarding', async () => {
    const { key, prodKey, cuitId } = await accountWithCertifiedCuit(t, simulator);
    await request(t.http).post(`/cuits/${cuitId}/default-concept`).set('x-api-key', key).send({ defaultConcept: 1 });
    const res = await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', prodKey);
    expect(res.status).toBe(200);
    expect(res.body.pos.ResultGet.PtoVenta.map((p: { Nro: number }) => p.Nro)).toEqual([1, 2]);
    const stored = await request(t.http).get(`/cuits/${cuitId}/pos`).set('x-api-key', key);
    expect(stored.body.pointsOfSale.map((p: { number: number }) => p.number)).toEqual([1, 2]);
    const status = await request(t.http).get(`/cuits/${cuitId}/setup-status`).set('x-api-key', key);
    expect(status.body).toEqual({ setupStatus: 'COMPLETED', progress: 100, isCompleted: true });
    const cuit = (await request(t.http).get(`/cuits/${cuitId}`).set('x-api-key', key)).body;
    expect(cuit.persona.datosGenerales.idPersona).toBe('20267565393');
    expect(cuit.production_taxauth_connection_valid).toBe(true);
    expect(new Date(cuit.production_ta_expiration).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 400 when the tax authority has no points of sale for the CUIT (602)', async () => {
    const { prodKey, cuitId } = await accountWithCertifiedCuit(t, simulator);
    simulator.control.setPointsOfSale('20267565393', []);
    try {
      const res = await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', prodKey);
      // The body first: a failure then shows what the service answered instead (a CI run under load once saw a 500).
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { code: 'no_points_of_sale' } });
      expect(res.body.resolution).toEqual(expect.any(String));
    } finally {
      simulator.control.setPointsOfSale('20267565393', [
        { nro: 1, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
        { nro: 2, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
      ]);
    }
  });

  it('answers 500 taxauth_unavailable with a resolution for a CUIT without certificate', async () => {
    const account = await t.createAccount();
    const cuitId = (await request(t.http).post('/cuits').set('x-api-key', account.keys.testing).send({ number: '30-00000000-7' })).body.id;
    const res = await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', account.keys.production);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('taxauth_unavailable');
    expect(res.body.resolution).toMatch(/cuit:csr/);
    const last = await request(t.http).get(`/cuits/${cuitId}/pos/last-vouchers`).set('x-api-key', account.keys.testing);
    expect(last.status).toBe(500);
    expect(last.body.code).toBe('taxauth_unavailable');
  });

  it('lists the last authorized voucher per point of sale and type in the environment of the key', async () => {
    const { key, cuitId } = await accountWithCertifiedCuit(t, simulator, ['testing']);
    simulator.control.seedSequence({ cuit: '20267565393', ptoVta: 2, cbteTipo: 6, lastNro: 41 });
    const res = await request(t.http).get(`/cuits/${cuitId}/pos/last-vouchers`).set('x-api-key', key);
    expect(res.status).toBe(200);
    expect(res.body.environment).toBe('testing');
    expect(res.body.lastVouchers).toEqual(expect.arrayContaining([{ ptoVta: 2, cbteTipo: 6, typeName: 'Factura B', lastNumber: 41 }]));
    expect(res.body.lastVouchers.length).toBe(2 * 6); // two points of sale × A and B types of an RI issuer
  });
});

describe('tax authority edge cases [pglite]', () => {
  it('answers a clear 500 within the configured timeout when the tax authority is unreachable', async () => {
    const simulator = await startSimulator();
    // A blackhole address: the connection never completes, so only the connect timeout ends the wait.
    const t = await startTestApp('pglite', {
      simulator,
      env: {
        TAXAUTH_PRODUCTION_ENDPOINTS: 'custom',
        TAXAUTH_PRODUCTION_WSAA_URL: 'http://10.255.255.1:81/ws/services/LoginCms',
        TAXAUTH_PRODUCTION_WSFE_URL: 'http://10.255.255.1:81/wsfev1/service.asmx',
        TAXAUTH_PRODUCTION_PADRON_URL: 'http://10.255.255.1:81/padron',
        TAXAUTH_CONNECT_TIMEOUT_MS: '800',
        TAXAUTH_TIMEOUT_MS: '1500',
      },
    });
    try {
      const { prodKey, cuitId } = await accountWithCertifiedCuit(t, simulator, ['production']);
      const started = Date.now();
      const res = await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', prodKey);
      const elapsed = Date.now() - started;
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('taxauth_unavailable');
      expect(res.body.resolution).toEqual(expect.any(String));
      // Not a timing assertion on speed: the request must end instead of hanging past every configured timeout.
      expect(elapsed).toBeLessThan(15_000);
    } finally {
      await t.close();
      await simulator.close();
    }
  });

  it('answers a clear 500 with the default (real) production endpoints when they cannot be reached', async () => {
    const simulator = await startSimulator();
    // No TAXAUTH_PRODUCTION_ENDPOINTS: the real ARCA production URLs, which this machine cannot reach.
    const t = await startTestApp('pglite', { simulator, env: { TAXAUTH_CONNECT_TIMEOUT_MS: '1000', TAXAUTH_TIMEOUT_MS: '2000' } });
    try {
      expect(t.config.taxauth.production).toMatchObject({ wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms' });
      const { prodKey, cuitId } = await accountWithCertifiedCuit(t, simulator, ['production']);
      const res = await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', prodKey);
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('taxauth_unavailable');
      expect(res.body.message).toMatch(/could not be queried/);
      expect(res.body.resolution).toEqual(expect.any(String));
    } finally {
      await t.close();
      await simulator.close();
    }
  });

  it('verifies a delegation with the platform certificate and records delegation.completed in the outbox', async () => {
    const platformCuit = '30500010912';
    const simulator = await startSimulator({ delegations: { [platformCuit]: ['20267565393'] } });
    const dir = mkdtempSync(join(tmpdir(), 'platform-'));
    const platform = simulator.issueCertificate(platformCuit);
    writeFileSync(join(dir, 'cert.pem'), platform.certPem);
    writeFileSync(join(dir, 'key.pem'), platform.keyPem ?? '');
    const t = await startTestApp('pglite', {
      simulator,
      env: { TAXAUTH_PLATFORM_CUIT: platformCuit, TAXAUTH_PLATFORM_CERT_FILE: join(dir, 'cert.pem'), TAXAUTH_PLATFORM_KEY_FILE: join(dir, 'key.pem') },
    });
    try {
      const account = await t.createAccount();
      const register = async (number: string) =>
        (await request(t.http).post('/cuits').set('x-api-key', account.keys.testing).send({ number, integrationMode: 'DELEGATION' })).body.id as string;
      const notDelegated = await register('30-00000000-7');
      const cuitId = await register(ISSUER);
      const service = t.app.get(CuitTaxauthService);

      const refused = await service.verifyDelegation(account.account.id, notDelegated, 'testing');
      expect(refused).toEqual({ setupStatus: 'AWAITING_DELEGATION', delegated: false });
      expect(await t.app.get(EventsService).list(account.account.id)).toEqual([]);

      const after = await service.verifyDelegation(account.account.id, cuitId, 'testing');
      expect(after).toEqual({ setupStatus: 'DELEGATION_COMPLETE', delegated: true });
      const events = await t.app.get(EventsService).list(account.account.id);
      expect(events.map((e) => e.type)).toEqual(['delegation.completed']);
      expect(events[0]!.data).toMatchObject({ id: cuitId, setupStatus: 'DELEGATION_COMPLETE' });
      const progress = (await request(t.http).get(`/cuits/${cuitId}/setup-status`).set('x-api-key', account.keys.testing)).body;
      expect(progress.progress).toBe(20);
    } finally {
      await t.close();
      await simulator.close();
    }
  });
});

describe('access tickets shared by two app instances [postgres]', () => {
  it('makes one WSAA login between two instances on one database', async () => {
    const simulator = await startSimulator({ control: true });
    const shared = await createTestDatabase('postgres');
    // Instances of one deployment share SECRETS_KEY (it sealed the private keys).
    const env = { SECRETS_KEY: randomBytes(32).toString('hex') };
    const a = await startTestApp('postgres', { simulator, testDatabase: shared, env });
    const b = await startTestApp('postgres', { simulator, testDatabase: shared, env });
    try {
      const { key } = await accountWithCertifiedCuit(a, simulator, ['testing']);
      const logins = simulator.control.stats().logins;
      const answers = await Promise.all([
        request(a.http).get('/taxauth/FEPARAMGETTIPOSIVA').set('x-api-key', key),
        request(b.http).get('/taxauth/FEPARAMGETTIPOSDOC').set('x-api-key', key),
        request(b.http).get('/taxauth/FEPARAMGETTIPOSCONCEPTO').set('x-api-key', key),
        request(a.http).get('/taxauth/FEPARAMGETTIPOSMONEDAS').set('x-api-key', key),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(simulator.control.stats().logins - logins).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await shared.drop();
      await simulator.close();
    }
  });
});
