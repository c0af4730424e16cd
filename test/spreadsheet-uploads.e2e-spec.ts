import request from 'supertest';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

/** A CSV of one sale per customer: `customers` rows under the header. */
function customersCsv(customers: number): Buffer {
  const lines = ['cliente;cuit;producto;cantidad;precio'];
  for (let i = 0; i < customers; i++) lines.push(`Cliente ${i} SA;20${String(i).padStart(8, '0')}3;Abono mensual;1;1500,00`);
  return Buffer.from(lines.join('\n'), 'utf8');
}

// Uploads insert one draft per customer: on PostgreSQL a single INSERT of 5 000 drafts exceeded the 65 535 bind
// parameters and answered 500. The queue consumers are off so the 5 000 extraction jobs only wait.
describe.each(testDatabaseKinds())('spreadsheet uploads at the limits [%s]', (kind) => {
  let t: TestApp;
  let key: string;
  let templateId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { QUEUE_CONSUMERS: 'false', SPREADSHEET_MAX_ROWS: '6000' } });
    key = (await t.createAccount()).keys.testing;
    const template = await request(t.http).post('/documents/templates').set('x-api-key', key).send({
      name: 'Clientes',
      ivaRate: 21,
      columnMapping: { columns: { receiverName: 'cliente', receiverDocNumber: 'cuit', description: 'producto', quantity: 'cantidad', unitPrice: 'precio' }, groupBy: 'receiverDocNumber' },
    });
    templateId = template.body.template.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (bytes: Buffer, name: string) =>
    request(t.http).post('/documents/upload').set('x-api-key', key).field('templateId', templateId).attach('file', bytes, name);

  it('turns a CSV of 5 000 customers into 5 000 drafts', async () => {
    const res = await upload(customersCsv(5000), 'clientes.csv');
    expect(res.status).toBe(202);
    expect(res.body.drafts).toHaveLength(5000);
    const listed = await request(t.http).get('/documents/drafts?limit=1').set('x-api-key', key);
    expect(listed.body.drafts[0].source).toBe('spreadsheet');
  });

  // Issue 15: a 19 MB CSV was parsed inside the request and ended in a 500.
  it('answers a 19 MB CSV (under UPLOAD_MAX_MB) with 413 too_many_rows, not a 5xx', async () => {
    const lines = ['cliente;cuit;producto;cantidad;precio'];
    for (let i = 0, size = 0; size < 19 * 1024 * 1024; i++) size += lines[lines.push(`Cliente ${i % 5000} SA;20${String(i % 5000).padStart(8, '0')}3;Producto ${i};1;10,50`) - 1]!.length + 1;
    const res = await upload(Buffer.from(lines.join('\n')), 'ventas-grandes.csv');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too_many_rows');
  });

  it('refuses a file over SPREADSHEET_MAX_ROWS with 413 too_many_rows and creates nothing', async () => {
    const before = (await request(t.http).get('/documents/drafts?limit=100').set('x-api-key', key)).body.drafts.length;
    const res = await upload(customersCsv(6001), 'demasiados.csv');
    expect(res.status).toBe(413);
    expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    expect(res.body.code).toBe('too_many_rows');
    expect(res.body.message).toContain('6000');
    expect((await request(t.http).get('/documents/drafts?limit=100').set('x-api-key', key)).body.drafts.length).toBe(before);
  });
});
