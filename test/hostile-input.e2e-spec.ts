import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults } from './support/invoicing';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

type Schema = { $ref?: string; properties?: Record<string, Schema>; required?: string[]; type?: string; items?: Schema; allOf?: Schema[] };
type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>; components: { schemas: Record<string, Schema> } };

const WRITE_METHODS = ['post', 'put', 'patch'] as const;

/** 10 000 nested arrays inside an object: valid JSON that recursion-based code cannot walk. */
const DEEP = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

describe.each(testDatabaseKinds().slice(0, 1))('hostile bodies on every write route [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let openapi: OpenApi;

  beforeAll(async () => {
    simulator = await startSimulator();
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
    openapi = (await request(t.http).get('/openapi.json')).body as OpenApi;
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema?.$ref) return schema;
    return openapi.components.schemas[schema.$ref.split('/').pop()!];
  }

  it('answers every hostile body with a 4xx carrying a code, never a 5xx', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const key = issuer.key;
    const webhook = (await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: 'https://example.com/hook', events: ['invoice.completed'] })).body;
    const template = (await request(t.http).post('/documents/templates').set('x-api-key', key).send({ name: 'fuzz' })).body.template;
    const draftRes = (await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ text: 'Factura B\nConsulting 1 x 100,00\nTotal 121,00' })).body;
    const draft = draftRes.draft ?? draftRes;
    const invoice = (await request(t.http).post('/invoices').set('x-api-key', key).send(CONSUMER_INVOICE)).body;
    const batch = (await request(t.http).post('/invoices/batches').set('x-api-key', key).send({ invoices: [CONSUMER_INVOICE] })).body;
    expect([webhook.id, template?.id, draft?.id, invoice.invoiceId, batch.id].every(Boolean)).toBe(true);

    // A valid base for the routes whose other required fields would otherwise stop the request before the field under test.
    const bases: Record<string, object> = {
      'post /invoices': CONSUMER_INVOICE,
      'post /invoices/batches': { invoices: [CONSUMER_INVOICE] },
      'patch /invoices/batches/{batchId}': { invoices: [CONSUMER_INVOICE] },
      'post /invoices/{id}/debit-note': { amount: '10.00', description: 'x' },
      'post /webhooks': { url: 'https://example.com/hook', events: ['invoice.completed'] },
      'post /documents/templates': { name: 'fuzz' },
      'post /cuits': { number: '20-11111111-2' },
    };
    const idFor = (path: string, param: string): string => {
      if (param === 'cuitId') return issuer.cuitId;
      if (param === 'batchId') return batch.id;
      if (path.startsWith('/webhooks')) return webhook.id;
      if (path.startsWith('/documents/templates')) return template.id;
      if (path.startsWith('/documents/drafts')) return draft.id;
      if (path.startsWith('/invoices')) return invoice.invoiceId;
      return '00000000-0000-4000-8000-000000000000';
    };

    const failures: string[] = [];
    let sent = 0;
    const routes: string[] = [];
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of WRITE_METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const content = operation.requestBody?.content ?? {};
        if (content['multipart/form-data']) continue; // uploads: covered by the documents suites
        routes.push(`${method} ${path}`);
        const url = path.replace(/\{(\w+)\}/g, (_, param: string) => idFor(path, param));
        const schema = resolve(content['application/json']?.schema);
        const base = bases[`${method} ${path}`] ?? {};
        const fields = Object.keys(schema?.properties ?? {});
        const bodies: Array<{ what: string; raw: string }> = [
          { what: 'deep nesting', raw: DEEP },
          { what: 'deep nesting in a field', raw: JSON.stringify(base).replace(/^\{/, `{"${fields[0] ?? 'x'}":${'['.repeat(5000)}${']'.repeat(5000)},`) },
        ];
        for (const field of fields) {
          for (const [what, value] of [
            ['null', null],
            ['NUL character', 'a\u0000b'],
            ['huge number', 1e21],
            ['huge negative number', -1e21],
            ['huge decimal string', '99999999999999999999999.99'],
            ['object', { nested: { deeper: true } }],
          ] as const) {
            bodies.push({ what: `${field}=${what}`, raw: JSON.stringify({ ...base, [field]: value }) });
          }
        }
        for (const body of bodies) {
          const res = await request(t.http)[method](url).set('x-api-key', key).set('content-type', 'application/json').send(body.raw);
          sent += 1;
          const code = res.body?.code ?? res.body?.details?.code;
          if (res.status >= 500 || (res.status >= 400 && typeof code !== 'string')) failures.push(`${method.toUpperCase()} ${path} ${body.what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('declares each header once in /openapi.json (Idempotency-Key optional, not a second required lower-case one)', () => {
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean }> }>)) {
        const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
        expect({ route: `${method} ${path}`, headers }).toEqual({ route: `${method} ${path}`, headers: [...new Set(headers)] });
      }
    }
    for (const [path, method] of [['/invoices', 'post'], ['/invoices/batches', 'post'], ['/invoices/batches/{batchId}', 'patch']] as const) {
      const operation = (openapi.paths[path] as unknown as Record<string, { parameters: Array<{ name: string; required?: boolean }> }>)[method]!;
      expect(operation.parameters.filter((p) => /idempotency/i.test(p.name))).toEqual([expect.objectContaining({ name: 'Idempotency-Key', required: false })]);
    }
  });

  it('declares error answers as JSON, also on the routes that produce PDF or XML', () => {
    type Responses = Record<string, { content?: Record<string, unknown> }>;
    for (const path of ['/invoices/{invoiceId}/pdf', '/invoices/{invoiceId}/xml', '/invoices/batches']) {
      for (const operation of Object.values(openapi.paths[path] as unknown as Record<string, { responses: Responses }>)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400) expect({ path, status, types: Object.keys(response.content ?? {}) }).toEqual({ path, status, types: ['application/json'] });
        }
      }
    }
  });

  it('refuses each hostile value with the documented code', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const key = issuer.key;
    const send = (method: 'post' | 'put' | 'patch', path: string, body: string | object) =>
      request(t.http)[method](path).set('x-api-key', key).set('content-type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));

    const deep = await send('post', '/invoices', DEEP);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'json_too_deep', details: { maxDepth: 32 } });
    expect(deep.body.resolution).toEqual(expect.any(String));

    const nul = await send('post', '/invoices', { ...CONSUMER_INVOICE, description: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'description' }] });

    // A host that does not resolve now is accepted (delivery checks again); private literals are not.
    const unresolved = await send('post', '/webhooks', { url: 'https://hooks.does-not-resolve.invalid/in', events: ['invoice.completed'] });
    expect(unresolved.status).toBe(201);
    expect((await send('post', '/webhooks', { url: 'https://10.0.0.1/in', events: ['invoice.completed'] })).body.code).toBe('invalid_webhook_url');

    const eventsNull = await send('put', `/webhooks/${unresolved.body.id}`, { events: null });
    expect(eventsNull.status).toBe(400);
    expect(eventsNull.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'events' }] });
    expect((await request(t.http).get(`/webhooks/${unresolved.body.id}`).set('x-api-key', key)).body.events).toEqual(['invoice.completed']);
    expect((await send('put', `/webhooks/${unresolved.body.id}`, { url: null })).status).toBe(400);

    const template = (await send('post', '/documents/templates', { name: 'nulls' })).body.template;
    const nameNull = await send('patch', `/documents/templates/${template.id}`, { name: null });
    expect(nameNull.status).toBe(400);
    expect(nameNull.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'name' }] });

    // Amounts beyond what the columns hold (invoices numeric(15,2), drafts numeric(18,2)).
    const hugeAmount = await send('post', '/invoices', { ...CONSUMER_INVOICE, amount: '99999999999999999999999.99' });
    expect(hugeAmount.status).toBe(400);
    expect(hugeAmount.body.code).toBe('validation_failed');
    const hugeLines = await send('post', '/invoices', { ...CONSUMER_INVOICE, amount: undefined, lines: [{ description: 'x', quantity: '1000000000', unitPrice: '1000000000' }] });
    expect(hugeLines.status).toBe(400);
    const hugeDraft = await send('post', '/documents/drafts', { data: { lines: [{ description: 'x', quantity: 1e12, unitPrice: 1e12 }] } });
    expect(hugeDraft.status).toBe(400);

    // Batch operations answer with the short body even when their body cannot be parsed (SPEC "Errors").
    for (const raw of ['{"invoices": [', DEEP, JSON.stringify({ invoices: [{ ...CONSUMER_INVOICE, description: 'a\u0000b' }] })]) {
      const res = await send('post', '/invoices/batches', raw);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['details', 'error', 'message']);
      expect(res.body.details).toEqual(expect.objectContaining({ code: res.body.error, resolution: expect.any(String) }));
    }

    // A required field left out is reported as missing first, not as "must be shorter than 64 characters".
    const missing = await send('post', '/taxauth-imports', {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(expect.arrayContaining([{ field: 'cuitId', messages: expect.arrayContaining(['cuitId is required']) }]));
    expect(missing.body.details.find((d: { field: string }) => d.field === 'cuitId').messages[0]).toBe('cuitId is required');

    for (const query of ['from=2026-13-45', 'to=2026-02-30', 'from=yesterday']) {
      const res = await request(t.http).get(`/invoices?${query}`).set('x-api-key', key);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'validation_failed' });
    }
  });

  it('treats the same JSON with its keys in another order as the same request', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const first = await request(t.http).post('/invoices').set('x-api-key', issuer.key).set('Idempotency-Key', 'reordered-1')
      .set('content-type', 'application/json').send('{"amount":"121.00","description":"Consulting","docTipo":99,"docNro":"0","receiver":{"condicionIva":5}}');
    const again = await request(t.http).post('/invoices').set('x-api-key', issuer.key).set('Idempotency-Key', 'reordered-1')
      .set('content-type', 'application/json').send('{"receiver":{"condicionIva":5},"docNro":"0","docTipo":99,"description":"Consulting","amount":"121.00"}');
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body.invoiceId).toBe(first.body.invoiceId);
    const changed = await request(t.http).post('/invoices').set('x-api-key', issuer.key).set('Idempotency-Key', 'reordered-1')
      .send({ ...CONSUMER_INVOICE, amount: '122.00' });
    expect(changed.status).toBe(422);
  });
});
