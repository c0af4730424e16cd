import request from 'supertest';
import { AccountsService } from '../src/accounts/accounts.service';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = (bytes: number) => `data:image/png;base64,${Buffer.concat([PNG_HEADER, Buffer.alloc(bytes - PNG_HEADER.length, 7)]).toString('base64')}`;

describe.each(testDatabaseKinds())('CUITs and API keys [%s]', (kind) => {
  let t: TestApp;
  let testingKey: string;
  let productionKey: string;
  let accountId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const account = await t.createAccount('Acme');
    testingKey = account.keys.testing;
    productionKey = account.keys.production;
    accountId = account.account.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = () => request(t.http);

  describe('authentication', () => {
    it.each([
      ['no key', undefined],
      ['an unknown well-formed key', 'test_sk_' + 'A'.repeat(43)],
      ['garbage', 'hello'],
    ])('answers 401 unauthorized with the full error body for %s', async (_, key) => {
      const req = api().get('/cuits');
      const res = await (key ? req.set('x-api-key', key) : req);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
      expect(res.body.resolution).toMatch(/x-api-key/);
    });

    it('rejects a replaced key at once and accepts the new one', async () => {
      const account = await t.createAccount('Rotating');
      const old = account.keys.production;
      expect((await api().get('/cuits').set('x-api-key', old)).status).toBe(200);
      const fresh = await t.app.get(AccountsService).regenerateKey(account.account.id, 'production');
      expect(fresh).toMatch(/^prod_sk_[0-9A-Za-z]{43}$/);
      const replaced = await api().get('/cuits').set('x-api-key', old);
      expect(replaced.status).toBe(401);
      expect(replaced.body.code).toBe('unauthorized');
      expect(Object.keys(replaced.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
      expect((await api().get('/cuits').set('x-api-key', fresh)).status).toBe(200);
      // The other environment's key is untouched.
      expect((await api().get('/cuits').set('x-api-key', account.keys.testing)).status).toBe(200);
    });

    it('does not accept a testing key disguised with the production prefix', async () => {
      const disguised = 'prod_sk_' + testingKey.slice('test_sk_'.length);
      expect((await api().get('/cuits').set('x-api-key', disguised)).status).toBe(401);
    });
  });

  describe('CUIT resource', () => {
    let cuitId: string;

    it('registers a CUIT as INITIALIZED and default, and refuses it twice', async () => {
      const res = await api().post('/cuits').set('x-api-key', testingKey).send({ number: '20-11111111-2' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ number: '20-11111111-2', setupStatus: 'INITIALIZED', is_default: true, integrationMode: null });
      for (const secret of ['certificate', 'privateKey', 'key', 'token', 'sign']) expect(res.body).not.toHaveProperty(secret);
      cuitId = res.body.id;

      const again = await api().post('/cuits').set('x-api-key', testingKey).send({ number: '20-11111111-2' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('cuit_already_registered');
      expect(Object.keys(again.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    });

    it.each([
      [{ number: '20-11111111-3' }, 'number'],
      [{ number: '20111111112' }, 'number'],
      [{}, 'number'],
      [{ number: '30-00000000-7', integrationMode: 'MAGIC' }, 'integrationMode'],
      [{ number: '30-00000000-7', extra: true }, 'extra'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const res = await api().post('/cuits').set('x-api-key', testingKey).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('lists the CUIT with per-environment setup states, from both environments', async () => {
      for (const key of [testingKey, productionKey]) {
        const res = await api().get('/cuits').set('x-api-key', key);
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(1);
        expect(res.body[0]).toMatchObject({ id: cuitId, testingSetupState: null, productionSetupState: null });
      }
      const one = await api().get(`/cuits/${cuitId}`).set('x-api-key', productionKey);
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('testingSetupState');
    });

    it('answers 404 for unknown ids and for another account\'s CUIT', async () => {
      const other = await t.createAccount('Other');
      for (const [path, key] of [
        [`/cuits/00000000-0000-0000-0000-000000000000`, testingKey],
        ['/cuits/not-a-uuid', testingKey],
        [`/cuits/${cuitId}`, other.keys.testing],
        [`/cuits/${cuitId}/setup-status`, other.keys.testing],
      ] as const) {
        const res = await api().get(path).set('x-api-key', key);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    });

    it('reports the setup status and progress', async () => {
      const res = await api().get(`/cuits/${cuitId}/setup-status`).set('x-api-key', testingKey);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ setupStatus: 'INITIALIZED', progress: 0, isCompleted: false });
      await api().post(`/cuits/${cuitId}/default-concept`).set('x-api-key', testingKey).send({ defaultConcept: 2 });
      const after = await api().get(`/cuits/${cuitId}/setup-status`).set('x-api-key', testingKey);
      expect(after.body.progress).toBe(20);
    });

    it('moves the default with set-default by id or by number without hyphens', async () => {
      const second = await api().post('/cuits').set('x-api-key', testingKey).send({ number: '30-00000000-7' });
      expect(second.status).toBe(201);
      expect(second.body.is_default).toBe(false);

      const byNumber = await api().post('/cuits/30000000007/set-default').set('x-api-key', testingKey);
      expect(byNumber.status).toBe(200);
      expect(byNumber.body).toEqual({ success: true });
      let list = (await api().get('/cuits').set('x-api-key', testingKey)).body as Array<{ id: string; is_default: boolean }>;
      expect(list.filter((c) => c.is_default).map((c) => c.id)).toEqual([second.body.id]);

      expect((await api().post(`/cuits/${cuitId}/set-default`).set('x-api-key', testingKey)).status).toBe(200);
      list = (await api().get('/cuits').set('x-api-key', testingKey)).body;
      expect(list.filter((c) => c.is_default).map((c) => c.id)).toEqual([cuitId]);

      expect((await api().post('/cuits/20999999990/set-default').set('x-api-key', testingKey)).status).toBe(404);
    });

    it('sets defaults with the responses of the specification', async () => {
      const pos = await api().post(`/cuits/${cuitId}/default-pos`).set('x-api-key', testingKey).send({ defaultPos: 3 });
      expect(pos.status).toBe(200);
      expect(pos.body.message).toEqual(expect.any(String));
      const type = await api().post(`/cuits/${cuitId}/default-invoice-type`).set('x-api-key', testingKey).send({ defaultInvoiceType: 6 });
      expect(type.status).toBe(200);
      expect(type.body.message).toMatch(/Factura B/);
      const concept = await api().post(`/cuits/${cuitId}/default-concept`).set('x-api-key', testingKey).send({ defaultConcept: 3 });
      expect(concept.status).toBe(200);
      const iva = await api().post(`/cuits/${cuitId}/default-iva`).set('x-api-key', testingKey).send({ defaultIva: 5 });
      expect(iva.status).toBe(200);
      expect(iva.body).toMatchObject({ id: cuitId, default_pos: 3, default_invoice_type: 6, default_concept: 3, default_iva: 5 });
    });

    it.each([
      ['default-pos', { defaultPos: 0 }],
      ['default-pos', { defaultPos: 'x' }],
      ['default-pos', {}],
      ['default-invoice-type', { defaultInvoiceType: 14 }],
      ['default-invoice-type', { defaultInvoiceType: 0 }],
      ['default-concept', { defaultConcept: 4 }],
      ['default-iva', { defaultIva: 1 }],
      ['default-iva', { defaultIva: 7 }],
    ])('refuses %s %j with 400', async (path, body) => {
      const res = await api().post(`/cuits/${cuitId}/${path}`).set('x-api-key', testingKey).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.details.length).toBeGreaterThan(0);
    });

    it('answers 404 for defaults of an unknown CUIT', async () => {
      const res = await api().post('/cuits/00000000-0000-0000-0000-000000000000/default-pos').set('x-api-key', testingKey).send({ defaultPos: 1 });
      expect(res.status).toBe(404);
    });

    it('lists stored points of sale (none before the tax authority is queried)', async () => {
      const res = await api().get(`/cuits/${cuitId}/pos`).set('x-api-key', testingKey);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ cuitId, pointsOfSale: [], pos: null, posLastUpdated: null });
    });

    describe('invoice branding', () => {
      it('starts with the defaults and updates only the fields sent; null deletes', async () => {
        const initial = await api().get(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', testingKey);
        expect(initial.body).toEqual({ template: 'clasico', paperSize: 'A4', accentColor: null, logo: null, tradeName: null, activityStart: null, address: null, footerNote: null });

        const logo = pngDataUrl(2048);
        const put = await api()
          .put(`/cuits/${cuitId}/invoice-branding`)
          .set('x-api-key', testingKey)
          .send({ template: 'moderno', accentColor: '#1A73e8', logo, tradeName: 'Acme', activityStart: '2020-03-01' });
        expect(put.status).toBe(200);
        expect(put.body).toMatchObject({ template: 'moderno', paperSize: 'A4', accentColor: '#1A73e8', logo, tradeName: 'Acme', activityStart: '2020-03-01' });

        const partial = await api().put(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', testingKey).send({ paperSize: 'LEGAL', tradeName: null });
        expect(partial.body).toMatchObject({ template: 'moderno', paperSize: 'LEGAL', tradeName: null, logo });
      });

      it.each([
        ['a 600 KB logo', { logo: pngDataUrl(600 * 1024) }, 'logo'],
        ['a logo whose bytes are not PNG', { logo: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}` }, 'logo'],
        ['a logo of another type', { logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'logo'],
        ['accentColor "red"', { accentColor: 'red' }, 'accentColor'],
        ['an unknown template', { template: 'barroco' }, 'template'],
        ['a long tradeName', { tradeName: 'x'.repeat(121) }, 'tradeName'],
        ['a long address', { address: 'x'.repeat(201) }, 'address'],
        ['a long footerNote', { footerNote: 'x'.repeat(501) }, 'footerNote'],
        ['a bad activityStart', { activityStart: '01/03/2020' }, 'activityStart'],
        ['a bad paper size', { paperSize: 'A5' }, 'paperSize'],
      ])('refuses %s with 400 naming the field', async (_, body, field) => {
        const res = await api().put(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', testingKey).send(body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.details).toEqual([expect.objectContaining({ field })]);
      });

      it('accepts a logo of exactly 512 KB', async () => {
        const res = await api().put(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', testingKey).send({ logo: pngDataUrl(512 * 1024) });
        expect(res.status).toBe(200);
      });
    });

    describe('email design', () => {
      it('keeps omitted fields, resets null and empty text, and keeps an empty signature', async () => {
        const initial = await api().get(`/cuits/${cuitId}/email-design`).set('x-api-key', testingKey);
        expect(initial.body).toEqual({ accentColor: null, backgroundColor: null, showLogo: null, subject: null, body: null, signature: null });

        const put = await api()
          .put(`/cuits/${cuitId}/email-design`)
          .set('x-api-key', testingKey)
          .send({ accentColor: '#112233', subject: 'Factura %comprobante% de %emisor%', body: 'Hola %cliente%', signature: '', showLogo: true });
        expect(put.status).toBe(200);
        expect(put.body).toEqual({ accentColor: '#112233', backgroundColor: null, showLogo: true, subject: 'Factura %comprobante% de %emisor%', body: 'Hola %cliente%', signature: '' });

        const reset = await api().put(`/cuits/${cuitId}/email-design`).set('x-api-key', testingKey).send({ subject: '', body: null, signature: null });
        expect(reset.body).toEqual({ accentColor: '#112233', backgroundColor: null, showLogo: true, subject: null, body: null, signature: null });
        const again = await api().get(`/cuits/${cuitId}/email-design`).set('x-api-key', testingKey);
        expect(again.body).toEqual(reset.body);
      });

      it.each([
        ['a named colour', { accentColor: 'blue' }, 'accentColor'],
        ['a short hex colour', { backgroundColor: '#12345' }, 'backgroundColor'],
        ['a 201-character subject', { subject: 'x'.repeat(201) }, 'subject'],
        ['a 3001-character body', { body: 'x'.repeat(3001) }, 'body'],
        ['a 501-character signature', { signature: 'x'.repeat(501) }, 'signature'],
        ['a text showLogo', { showLogo: 'yes' }, 'showLogo'],
      ])('refuses %s naming the field', async (_, body, field) => {
        const res = await api().put(`/cuits/${cuitId}/email-design`).set('x-api-key', testingKey).send(body);
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual([expect.objectContaining({ field })]);
      });
    });

    it('refuses a CUIT over the plan limit with 403 plan_cuit_limit_reached', async () => {
      const account = await t.createAccount('Small plan');
      await t.app.get(AccountsService).setPlan(account.account.id, { planCuitLimit: 1 });
      expect((await api().post('/cuits').set('x-api-key', account.keys.testing).send({ number: '20-11111111-2' })).status).toBe(201);
      const res = await api().post('/cuits').set('x-api-key', account.keys.testing).send({ number: '30-00000000-7' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('plan_cuit_limit_reached');
      expect(res.body.details).toEqual({ limit: 1, current: 1 });
    });

    it('lets two accounts register the same CUIT independently', async () => {
      const other = await t.createAccount('Same number');
      const res = await api().post('/cuits').set('x-api-key', other.keys.production).send({ number: '20-11111111-2' });
      expect(res.status).toBe(201);
      expect(res.body.userId).not.toBe(accountId);
    });

    it('answers 409 for exactly one of two concurrent registrations of the same number', async () => {
      const account = await t.createAccount('Racing');
      const send = () => api().post('/cuits').set('x-api-key', account.keys.testing).send({ number: '33-69345023-9' });
      const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });
  });

  describe('errors and platform endpoints', () => {
    it('answers unknown routes with 404 and the full body', async () => {
      const res = await api().get('/no/such/route').set('x-api-key', testingKey);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    });

    it('answers malformed JSON with 400 and the full body', async () => {
      const res = await api().post('/cuits').set('x-api-key', testingKey).set('content-type', 'application/json').send('{"number": "20-');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_json');
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    });

    it('refuses a body that is not JSON with 415 instead of ignoring it; JSON with a charset and bodiless POSTs pass', async () => {
      const form = await api().post('/cuits').set('x-api-key', testingKey).type('form').send('number=20-11111111-2');
      expect(form.status).toBe(415);
      expect(form.body.code).toBe('unsupported_media_type');
      expect(form.body.message).toContain('application/x-www-form-urlencoded');
      expect(Object.keys(form.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
      const text = await api().post('/cuits').set('x-api-key', testingKey).set('content-type', 'text/plain').send('{"number":"20-11111111-2"}');
      expect(text.status).toBe(415);
      // The key is checked first: without one it is 401, whatever the body.
      const anonymous = await api().post('/cuits').type('form').send('number=20-11111111-2');
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);

      const withCharset = await api().post('/cuits').set('x-api-key', testingKey).set('content-type', 'application/json; charset=utf-8').send('{"number":"27-11111111-1"}');
      expect([withCharset.status, withCharset.body.code]).toEqual([400, 'validation_failed']);
      const cuits = (await api().get('/cuits').set('x-api-key', testingKey)).body as Array<{ id: string }>;
      const bodiless = await api().post(`/cuits/${cuits[0]!.id}/set-default`).set('x-api-key', testingKey).set('content-type', 'text/plain');
      expect(bodiless.status).toBe(200);
    });

    it('answers an oversized body with 413 and the full body', async () => {
      const res = await api()
        .post('/cuits')
        .set('x-api-key', testingKey)
        .set('content-type', 'application/json')
        .send(JSON.stringify({ number: 'x'.repeat(3 * 1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('payload_too_large');
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    });

    it('serves health, readiness, the OpenAPI document and Swagger UI without a key', async () => {
      expect((await api().get('/health')).body).toEqual({ status: 'ok' });
      expect((await api().get('/ready')).body).toEqual({ status: 'ok', database: kind });
      const docs = await api().get('/docs');
      expect(docs.status).toBe(200);
      expect(docs.text).toMatch(/swagger-ui/i);
      const spec = await api().get('/openapi.json');
      expect(spec.status).toBe(200);
      const paths = spec.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      const expected: Array<[string, string, string[]]> = [
        ['/cuits', 'get', ['200', '401']],
        ['/cuits', 'post', ['201', '400', '401', '403', '409']],
        ['/cuits/{cuitId}', 'get', ['200', '404']],
        ['/cuits/{cuitId}/set-default', 'post', ['200', '404']],
        ['/cuits/{cuitId}/setup-status', 'get', ['200', '404']],
        ['/cuits/{cuitId}/pos', 'get', ['200', '404']],
        ['/cuits/{cuitId}/default-pos', 'post', ['200', '400', '404']],
        ['/cuits/{cuitId}/default-invoice-type', 'post', ['200', '400', '404']],
        ['/cuits/{cuitId}/default-concept', 'post', ['200', '400', '404']],
        ['/cuits/{cuitId}/default-iva', 'post', ['200', '400', '404']],
        ['/cuits/{cuitId}/email-design', 'get', ['200', '404']],
        ['/cuits/{cuitId}/email-design', 'put', ['200', '400', '404']],
        ['/cuits/{cuitId}/invoice-branding', 'get', ['200', '404']],
        ['/cuits/{cuitId}/invoice-branding', 'put', ['200', '400', '404']],
        ['/health', 'get', ['200']],
        ['/ready', 'get', ['200']],
      ];
      for (const [path, method, statuses] of expected) {
        expect(Object.keys(paths[path]?.[method]?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
      }
    });

    it('echoes a request id', async () => {
      const res = await api().get('/health').set('x-request-id', 'abc-123');
      expect(res.headers['x-request-id']).toBe('abc-123');
    });
  });
});
