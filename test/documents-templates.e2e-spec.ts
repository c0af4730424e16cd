import request from 'supertest';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const ISSUER = '20-26756539-3';

describe.each(testDatabaseKinds())('document templates [%s]', (kind) => {
  let t: TestApp;
  let key: string;
  let prodKey: string;
  let cuitId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const account = await t.createAccount();
    key = account.keys.testing;
    prodKey = account.keys.production;
    cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: ISSUER })).body.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: unknown) => request(t.http).post('/documents/templates').set('x-api-key', key).send(body as object);
  const fieldsOf = (res: request.Response) => (res.body.details as Array<{ field: string }>).map((d) => d.field);

  it('creates a template with every field and reads it back', async () => {
    const body = {
      name: 'Remitos Ferretería',
      cuitId,
      ptoVta: 3,
      mode: 'automatic',
      concepto: 1,
      ivaRate: 10.5,
      pricesIncludeIva: false,
      receiverDocType: 'CUIT',
      receiverDocNumber: '30-71234567-1',
      receiverName: 'Obras del Sur SA',
      receiverCondicionIva: 1,
      receiverEmail: 'compras@obrasdelsur.com.ar',
      items: [{ description: 'Abono mensual', quantity: 1, unitPrice: 1500.5 }],
      priceList: [{ description: 'Cemento 50 kg', unitPrice: 13491.49 }],
      instructions: 'Remitos sin precio.',
      columnMapping: { headerRow: 4, columns: { receiverName: 'Razón Social', quantity: 'C', description: 'Producto' }, groupBy: 'receiverName', pricesIncludeIva: false },
      paymentTermDays: 30,
      sendEmail: true,
      emailCopyTo: 'admin@example.com',
      recurrence: 'monthly',
      dayOfMonth: 5,
      active: true,
    };
    const res = await post(body);
    expect(res.status).toBe(201);
    const { template } = res.body;
    expect(template).toMatchObject({ ...body, receiverDocNumber: '30712345671', id: expect.any(String), userId: expect.any(String) });
    expect(new Date(template.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(template.nextRunAt).getUTCDate()).toBe(5);
    expect(template.lastRunAt).toBeNull();
    const got = await request(t.http).get(`/documents/templates/${template.id}`).set('x-api-key', key);
    expect(got.status).toBe(200);
    expect(got.body.template).toEqual(template);
  });

  it('needs only a name; defaults are manual, active, no lists', async () => {
    const res = await post({ name: 'Solo nombre' });
    expect(res.status).toBe(201);
    expect(res.body.template).toMatchObject({ name: 'Solo nombre', mode: 'manual', active: true, items: [], priceList: [], cuitId: null, columnMapping: null, nextRunAt: null });
  });

  it.each([
    ['name missing', {}, 'name'],
    ['name over 120', { name: 'x'.repeat(121) }, 'name'],
    ['instructions over 4000', { name: 'a', instructions: 'x'.repeat(4001) }, 'instructions'],
    ['items over 100', { name: 'a', items: Array.from({ length: 101 }, () => ({ description: 'x', quantity: 1, unitPrice: 1 })) }, 'items'],
    ['priceList over 2000', { name: 'a', priceList: Array.from({ length: 2001 }, (_, i) => ({ description: `p${i}`, unitPrice: 1 })) }, 'priceList'],
    ['priceList entry without price', { name: 'a', priceList: [{ description: 'x' }] }, 'priceList.0.unitPrice'],
    ['ptoVta 0', { name: 'a', ptoVta: 0 }, 'ptoVta'],
    ['ptoVta 100000', { name: 'a', ptoVta: 100000 }, 'ptoVta'],
    ['paymentTermDays 366', { name: 'a', paymentTermDays: 366 }, 'paymentTermDays'],
    ['paymentTermDays -1', { name: 'a', paymentTermDays: -1 }, 'paymentTermDays'],
    ['dayOfMonth 29', { name: 'a', dayOfMonth: 29 }, 'dayOfMonth'],
    ['dayOfMonth 0', { name: 'a', dayOfMonth: 0 }, 'dayOfMonth'],
    ['ivaRate 19', { name: 'a', ivaRate: 19 }, 'ivaRate'],
    ['receiverDocType PASAPORTE', { name: 'a', receiverDocType: 'PASAPORTE' }, 'receiverDocType'],
    ['mode unknown', { name: 'a', mode: 'sometimes' }, 'mode'],
    ['concepto 4', { name: 'a', concepto: 4 }, 'concepto'],
    ['receiverEmail not an email', { name: 'a', receiverEmail: 'nope' }, 'receiverEmail'],
    ['receiverDocNumber over 20', { name: 'a', receiverDocNumber: '1'.repeat(21) }, 'receiverDocNumber'],
    ['receiverName over 200', { name: 'a', receiverName: 'x'.repeat(201) }, 'receiverName'],
    ['automatic mode without cuitId', { name: 'a', mode: 'automatic' }, 'cuitId'],
    ['recurring without cuitId', { name: 'a', recurrence: 'monthly', dayOfMonth: 1, items: [{ description: 'x', quantity: 1, unitPrice: 1 }] }, 'cuitId'],
    ['unknown columnMapping key', { name: 'a', columnMapping: { columns: { email: 'Mail' } } }, 'columnMapping.columns.email'],
    ['groupBy not mapped', { name: 'a', columnMapping: { columns: { description: 'A' }, groupBy: 'receiverName' } }, 'columnMapping.groupBy'],
    ['unknown field', { name: 'a', colour: 'red' }, 'colour'],
  ])('refuses %s with 400 validation_failed', async (_, body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    expect(res.body.code).toBe('validation_failed');
    expect(fieldsOf(res)).toContain(field);
  });

  it('accepts the limits themselves', async () => {
    const res = await post({
      name: 'x'.repeat(120),
      instructions: 'y'.repeat(4000),
      items: Array.from({ length: 100 }, () => ({ description: 'x', quantity: 1, unitPrice: 1 })),
      priceList: Array.from({ length: 2000 }, (_, i) => ({ description: `p${i}`, unitPrice: i })),
      ptoVta: 99999,
      paymentTermDays: 365,
      dayOfMonth: 28,
    });
    expect(res.status).toBe(201);
    expect(res.body.template.priceList).toHaveLength(2000);
  });

  it('refuses a cuitId of another account', async () => {
    const other = await t.createAccount();
    const otherCuit = (await request(t.http).post('/cuits').set('x-api-key', other.keys.testing).send({ number: '30-71234567-1' })).body.id;
    const res = await post({ name: 'a', cuitId: otherCuit });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toContain('cuitId');
  });

  it('patches, clears with null, keeps cross-field rules, deletes', async () => {
    const created = (await post({ name: 'Editar', cuitId, mode: 'automatic', ptoVta: 2 })).body.template;
    const patched = await request(t.http).patch(`/documents/templates/${created.id}`).set('x-api-key', key).send({ ptoVta: null, instructions: 'Nuevo' });
    expect(patched.status).toBe(200);
    expect(patched.body.template).toMatchObject({ id: created.id, ptoVta: null, instructions: 'Nuevo', mode: 'automatic', cuitId });
    const orphan = await request(t.http).patch(`/documents/templates/${created.id}`).set('x-api-key', key).send({ cuitId: null });
    expect(orphan.status).toBe(400);
    expect(fieldsOf(orphan)).toContain('cuitId');
    const bad = await request(t.http).patch(`/documents/templates/${created.id}`).set('x-api-key', key).send({ dayOfMonth: 31 });
    expect(bad.status).toBe(400);
    const deleted = await request(t.http).delete(`/documents/templates/${created.id}`).set('x-api-key', key);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const gone = await request(t.http).get(`/documents/templates/${created.id}`).set('x-api-key', key);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('not_found');
    expect((await request(t.http).delete(`/documents/templates/${created.id}`).set('x-api-key', key)).status).toBe(404);
  });

  it('lists newest first with a cursor, per environment', async () => {
    const account = await t.createAccount();
    const k = account.keys.testing;
    for (const name of ['uno', 'dos', 'tres']) await request(t.http).post('/documents/templates').set('x-api-key', k).send({ name });
    const first = await request(t.http).get('/documents/templates?limit=2').set('x-api-key', k);
    expect(first.status).toBe(200);
    expect(first.body.templates.map((x: { name: string }) => x.name)).toEqual(['tres', 'dos']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await request(t.http).get(`/documents/templates?limit=2&cursor=${first.body.nextCursor}`).set('x-api-key', k);
    expect(second.body.templates.map((x: { name: string }) => x.name)).toEqual(['uno']);
    expect(second.body.nextCursor).toBeNull();
    const prod = await request(t.http).get('/documents/templates').set('x-api-key', account.keys.production);
    expect(prod.body.templates).toEqual([]);
    const badCursor = await request(t.http).get('/documents/templates?cursor=garbage').set('x-api-key', k);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.code).toBe('invalid_cursor');
  });

  it('does not show a template to the other environment or another account', async () => {
    const created = (await post({ name: 'Privada' })).body.template;
    expect((await request(t.http).get(`/documents/templates/${created.id}`).set('x-api-key', prodKey)).status).toBe(404);
    const other = await t.createAccount();
    expect((await request(t.http).get(`/documents/templates/${created.id}`).set('x-api-key', other.keys.testing)).status).toBe(404);
    expect((await request(t.http).get('/documents/templates/not-a-uuid').set('x-api-key', key)).status).toBe(404);
  });
});
