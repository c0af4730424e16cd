import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { accountWithCertifiedCuit } from './support/taxauth';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

/** The characters at positions start..end (1-based, inclusive) of a record, as TAXAUTH.md §7 numbers them. */
const at = (record: string, start: number, end: number) => record.slice(start - 1, end);
const ZEROS_15 = '0'.repeat(15);
const num20 = (n: number) => String(n).padStart(20, '0');

/** Collects a binary body (ZIP) instead of letting superagent decode it as text. */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(testDatabaseKinds())('sales VAT ledger [%s]', (kind) => {
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

  it('writes every field of VENTAS_CBTE and VENTAS_ALICUOTAS for a Factura A at two rates, a Factura B to a consumer and a credit note issued through the API', async () => {
    const { key, prodKey, cuitId } = await issuerWithDefaults(t, simulator, { pos: 31 });
    const issue = async (path: string, body: object) => {
      const accepted = await request(t.http).post(path).set('x-api-key', key).send(body).expect(202);
      expect((await waitForBatch(t, key, accepted.body.batchId)).status).toBe('completed');
      return (await request(t.http).get(`/invoices/${accepted.body.invoiceId}`).set('x-api-key', key).expect(200)).body;
    };
    const facturaA = await issue('/invoices', {
      cuitId,
      invoiceType: 1,
      docTipo: 80,
      docNro: '30000000007',
      receiver: { condicionIva: 1, name: 'ACME SA' },
      lines: [
        { description: 'Widget', quantity: 1, unitPrice: '100.00', ivaRate: 21 },
        { description: 'Book', quantity: 2, unitPrice: '100.00', ivaRate: 10.5 },
      ],
    });
    expect(facturaA).toMatchObject({ invoiceType: 1, voucherNumber: 1, amounts: { total: '342.00', net: '300.00', iva: '42.00' } });
    const facturaB = await issue('/invoices', { ...CONSUMER_INVOICE, cuitId });
    expect(facturaB).toMatchObject({ invoiceType: 6, voucherNumber: 1 });
    const credit = await issue(`/invoices/${facturaA.id}/credit-note`, {});
    expect(credit).toMatchObject({ invoiceType: 3, voucherNumber: 1, amounts: { total: '342.00' } });
    const date = String(facturaA.date).replace(/-/g, '');
    const period = String(facturaA.date).slice(0, 7);
    const ledger = (format: string, extra = '') => request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=${period}&format=${format}${extra}`).set('x-api-key', key);

    const cbteRes = await ledger('txt').expect(200);
    expect(cbteRes.headers['content-type']).toMatch(/^text\/plain/);
    // RFC 6266 (content-disposition): a file name that is a token goes unquoted.
    expect(cbteRes.headers['content-disposition']).toBe(`attachment; filename=LIBRO_IVA_DIGITAL_VENTAS_20267565393_${period.replace('-', '')}_CBTE.txt`);
    expect(cbteRes.text.endsWith('\r\n')).toBe(true);
    const cbte = cbteRes.text.split('\r\n').slice(0, -1);
    expect(cbte.map((r) => r.length)).toEqual([266, 266, 266]);
    // Order: date, type, point of sale, number → Factura A (1), Nota de Crédito A (3), Factura B (6).
    const [a, nc, b] = cbte as [string, string, string];
    const expectCbte = (r: string, f: { tipo: string; docTipo: string; docNro: string; name: string; total: string; rates: string }) => {
      expect(at(r, 1, 8)).toBe(date);
      expect(at(r, 9, 11)).toBe(f.tipo);
      expect(at(r, 12, 16)).toBe('00031');
      expect(at(r, 17, 36)).toBe(num20(1));
      expect(at(r, 37, 56)).toBe(num20(1));
      expect(at(r, 57, 58)).toBe(f.docTipo);
      expect(at(r, 59, 78)).toBe(f.docNro);
      expect(at(r, 79, 108)).toBe(f.name.padEnd(30, ' '));
      expect(at(r, 109, 123)).toBe(f.total);
      for (const [start, end] of [[124, 138], [139, 153], [154, 168], [169, 183], [184, 198], [199, 213], [214, 228]] as const) expect(at(r, start, end)).toBe(ZEROS_15);
      expect(at(r, 229, 231)).toBe('PES');
      expect(at(r, 232, 241)).toBe('0001000000');
      expect(at(r, 242, 242)).toBe(f.rates);
      expect(at(r, 243, 243)).toBe('0');
      expect(at(r, 244, 258)).toBe(ZEROS_15);
      expect(at(r, 259, 266)).toBe('00000000');
    };
    expectCbte(a, { tipo: '001', docTipo: '80', docNro: '00000000030000000007', name: 'ACME SA', total: '000000000034200', rates: '2' });
    expectCbte(nc, { tipo: '003', docTipo: '80', docNro: '00000000030000000007', name: 'ACME SA', total: '000000000034200', rates: '2' });
    expectCbte(b, { tipo: '006', docTipo: '99', docNro: '0'.repeat(20), name: 'CONSUMIDOR FINAL', total: '000000000012100', rates: '1' });

    const alicRes = await ledger('txt', '&file=alicuotas').expect(200);
    expect(alicRes.headers['content-disposition']).toMatch(/_ALICUOTAS\.txt$/);
    const alic = alicRes.text.split('\r\n').slice(0, -1);
    expect(alic.map((r) => r.length)).toEqual([62, 62, 62, 62, 62]);
    const fields = (r: string) => [at(r, 1, 3), at(r, 4, 8), at(r, 9, 28), at(r, 29, 43), at(r, 44, 47), at(r, 48, 62)];
    expect(alic.map(fields)).toEqual([
      ['001', '00031', num20(1), '000000000020000', '0004', '000000000002100'],
      ['001', '00031', num20(1), '000000000010000', '0005', '000000000002100'],
      ['003', '00031', num20(1), '000000000020000', '0004', '000000000002100'],
      ['003', '00031', num20(1), '000000000010000', '0005', '000000000002100'],
      ['006', '00031', num20(1), '000000000010000', '0005', '000000000002100'],
    ]);
    // Field 242 of each voucher equals its number of rate records.
    for (const r of cbte) {
      const rows = alic.filter((x) => at(x, 1, 3) === at(r, 9, 11) && at(x, 4, 8) === at(r, 12, 16) && at(x, 9, 28) === at(r, 17, 36));
      expect(Number(at(r, 242, 242))).toBe(rows.length);
    }

    const zip = await ledger('zip').buffer(true).parse(binary).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename=LIBRO_IVA_DIGITAL_VENTAS_20267565393_${period.replace('-', '')}.zip`);
    const bytes = zip.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    // Store-only: both files are in the archive byte for byte.
    expect(bytes.includes(Buffer.from(cbteRes.text, 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from(alicRes.text, 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS.txt'))).toBe(true);

    const json = (await ledger('json').expect(200)).body;
    expect(json).toMatchObject({ cuitId, cuit: '20267565393', environment: 'testing', period });
    expect(json.vouchers.map((v: { cbteTipo: number; origin: string }) => [v.cbteTipo, v.origin])).toEqual([[1, 'service'], [3, 'service'], [6, 'service']]);
    // The credit note cancels the Factura A: the period's net sales are the Factura B's.
    expect(json.summary).toMatchObject({ count: 3, currency: 'PES', totals: { total: '121.00', net: '100.00', vat: '21.00' } });
    expect(json.summary.byVoucherType.map((x: { cbteTipo: number; count: number }) => [x.cbteTipo, x.count])).toEqual([[1, 1], [3, 1], [6, 1]]);

    // The production key sees the production environment: nothing issued there.
    const prod = (await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=${period}`).set('x-api-key', prodKey).expect(200)).body;
    expect(prod).toMatchObject({ environment: 'production', summary: { count: 0 }, vouchers: [] });
    expect((await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=${period}&format=txt`).set('x-api-key', prodKey).expect(200)).text).toBe('');
    // Another account with the same CUIT neither sees this CUIT id nor these vouchers.
    const other = await accountWithCertifiedCuit(t, simulator);
    expect((await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=${period}`).set('x-api-key', other.key)).status).toBe(404);
    const own = (await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${other.cuitId}&period=${period}`).set('x-api-key', other.key).expect(200)).body;
    expect(own.summary.count).toBe(0);
  });

  it('validates the query: period YYYY-MM, format json|txt|zip, file cbte|alicuotas', async () => {
    const { key, cuitId } = await accountWithCertifiedCuit(t, simulator);
    const res = await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=2025-13&format=pdf&file=x`).set('x-api-key', key);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['file', 'format', 'period']);
    const empty = await request(t.http).get(`/reports/sales-vat-ledger?cuitId=${cuitId}&period=2025-12&format=zip`).set('x-api-key', key).buffer(true).parse(binary);
    expect(empty.status).toBe(200);
    expect((empty.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
