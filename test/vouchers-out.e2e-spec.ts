import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const REPO = path.join(__dirname, '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'vouchers-out-'));

// pdf-parse 2 loads pdf.js with a dynamic import that Jest's module sandbox refuses: read in a child process.
const PROBE = `const { PDFParse } = require('pdf-parse');
(async () => { const p = new PDFParse({ data: require('fs').readFileSync(process.argv[1]) });
const text = await p.getText(); await p.destroy(); process.stdout.write(text.text); })().catch((e) => { console.error(e); process.exit(1); });`;

// Rasterizes page 1 (pdf.js through pdf-parse, in a child process as above) and decodes its QR code with jsQR.
const QR_PROBE = `const { PDFParse } = require('pdf-parse'); const jsQR = require('jsqr');
(async () => { const p = new PDFParse({ data: require('fs').readFileSync(process.argv[1]) });
const shot = (await p.getScreenshot({ scale: 3, last: 1 })).pages[0]; await p.destroy();
const png = await require('sharp')(Buffer.from(shot.data)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const code = jsQR(new Uint8ClampedArray(png.data), png.info.width, png.info.height);
process.stdout.write(code ? code.data : ''); })().catch((e) => { console.error(e); process.exit(1); });`;

function decodeQr(pdf: Buffer): string {
  const file = path.join(TMP, `${Date.now()}-${Math.random().toString(36).slice(2)}-qr.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync(process.execPath, ['-e', QR_PROBE, file], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }).toString();
}

function pdfText(pdf: Buffer): string {
  const file = path.join(TMP, `${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync(process.execPath, ['-e', PROBE, file], { cwd: REPO, maxBuffer: 16 * 1024 * 1024 }).toString();
}

/** A Factura B to a named consumer, issued through the API and waited for. */
async function issueNamedInvoice(t: TestApp, key: string): Promise<{ id: string; cae: string; voucherNumber: number }> {
  const body = { ...CONSUMER_INVOICE, receiver: { condicionIva: 5, name: 'María Gómez Ñandú', email: 'maria@example.com' } };
  const accepted = await request(t.http).post('/invoices').set('x-api-key', key).send(body).expect(202);
  const batch = await waitForBatch(t, key, accepted.body.batchId);
  expect(batch.status).toBe('completed');
  const invoice = (await request(t.http).get(`/invoices/${accepted.body.invoiceId}`).set('x-api-key', key).expect(200)).body;
  return { id: invoice.id, cae: invoice.cae, voucherNumber: invoice.voucherNumber };
}

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('vouchers out: PDF and XML [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let issuer: { key: string; prodKey: string; cuitId: string };
  let invoice: { id: string; cae: string; voucherNumber: number };

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
    issuer = await issuerWithDefaults(t, simulator, { pos: 21 });
    invoice = await issueNamedInvoice(t, issuer.key);
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('renders the PDF of an authorized Factura B with its CAE and receiver, and re-renders it with the current branding', async () => {
    const { key, cuitId } = issuer;

    const first = await request(t.http).get(`/invoices/${invoice.id}/pdf`).set('x-api-key', key).responseType('blob').expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename=Factura_B_00021-${String(invoice.voucherNumber).padStart(8, '0')}.pdf`);
    const pdf = first.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(invoice.cae);
    expect(text).toContain('María Gómez Ñandú');
    expect(text).toContain('FACTURA');
    expect(text).toContain('Consulting');

    await request(t.http).put(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', key)
      .send({ template: 'moderno', tradeName: 'Ñandú Consultores', accentColor: '#0b8043' }).expect(200);
    const second = await request(t.http).get(`/invoices/${invoice.id}/pdf`).set('x-api-key', key).responseType('blob').expect(200);
    const rebranded = second.body as Buffer;
    expect(rebranded.equals(pdf)).toBe(false);
    const rebrandedText = pdfText(rebranded);
    expect(rebrandedText).toContain('Ñandú Consultores');
    expect(text).not.toContain('Ñandú Consultores');
    expect(rebrandedText).toContain(invoice.cae);
  });

  it.each(['clasico', 'moderno', 'minimalista', 'elegante'])('prints in the %s template a QR that decodes (jsQR) to the RG 4892 URL whose JSON matches the voucher', async (template) => {
    const { key, cuitId } = issuer;
    await request(t.http).put(`/cuits/${cuitId}/invoice-branding`).set('x-api-key', key).send({ template }).expect(200);
    const pdf = (await request(t.http).get(`/invoices/${invoice.id}/pdf`).set('x-api-key', key).responseType('blob').expect(200)).body as Buffer;
    const url = decodeQr(pdf);
    expect(url).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=[A-Za-z0-9+/=]+$/);
    const payload = JSON.parse(Buffer.from(url.split('?p=')[1]!, 'base64').toString('utf8')) as Record<string, unknown>;
    const stored = (await request(t.http).get(`/invoices/${invoice.id}`).set('x-api-key', key).expect(200)).body;
    expect(payload).toEqual({
      ver: 1,
      fecha: stored.date,
      cuit: Number(stored.cuit),
      ptoVta: 21,
      tipoCmp: 6,
      nroCmp: invoice.voucherNumber,
      importe: 121,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: Number(invoice.cae),
    });
    // The same URL the API gives for the voucher.
    expect(url).toBe(stored.qrUrl);
  });

  it('answers the XML with the request detail as sent and the CAE', async () => {
    const { key } = issuer;
    const res = await request(t.http).get(`/invoices/${invoice.id}/xml`).set('x-api-key', key).responseType('blob').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=Factura_B_00021-${String(invoice.voucherNumber).padStart(8, '0')}.xml`);
    const xml = (res.body as Buffer).toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(`<CAE>${invoice.cae}</CAE>`);
    expect(xml).toContain('<nombre>María Gómez Ñandú</nombre>');
    expect(xml).toMatch(/<FECAEDetRequest>[\s\S]*<DocTipo>99<\/DocTipo>[\s\S]*<ImpTotal>121.00<\/ImpTotal>[\s\S]*<ImpNeto>100.00<\/ImpNeto>[\s\S]*<ImpIVA>21.00<\/ImpIVA>[\s\S]*<\/FECAEDetRequest>/);
    expect(xml).toContain('<CbteTipo>6</CbteTipo>');
    expect(xml).toContain('<PtoVta>21</PtoVta>');
    expect(xml).toContain(`<CbteDesde>${invoice.voucherNumber}</CbteDesde>`);
    expect(xml).toContain('<Resultado>A</Resultado>');
  });

  it('answers 409 invoice_not_authorized for a rejected voucher and 404 for an unknown or foreign one', async () => {
    const { key } = issuer;
    // 10015: a Factura B to a CUIT that is not in the padrón is rejected, so it never gets a CAE.
    const rejected = { ...CONSUMER_INVOICE, docTipo: 80, docNro: '20301234563', receiver: { condicionIva: 5 } };
    const accepted = await request(t.http).post('/invoices').set('x-api-key', key).send(rejected).expect(202);
    expect((await waitForBatch(t, key, accepted.body.batchId)).failedItems).toBe(1);
    for (const format of ['pdf', 'xml']) {
      const res = await request(t.http).get(`/invoices/${accepted.body.invoiceId}/${format}`).set('x-api-key', key);
      expect(res.status).toBe(409);
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
      expect(res.body).toMatchObject({ code: 'invoice_not_authorized', resolution: expect.stringContaining('completed') });
    }
    await request(t.http).get('/invoices/00000000-0000-4000-8000-000000000000/pdf').set('x-api-key', key).expect(404);
    await request(t.http).get('/invoices/not-a-uuid/xml').set('x-api-key', key).expect(404);
    await request(t.http).get(`/invoices/${invoice.id}/pdf`).set('x-api-key', issuer.prodKey).expect(404);
    const other = await t.createAccount('Another account');
    await request(t.http).get(`/invoices/${invoice.id}/pdf`).set('x-api-key', other.keys.testing).expect(404);
  });

  it('lists both endpoints in the OpenAPI document with their media types', async () => {
    const doc = (await request(t.http).get('/openapi.json').expect(200)).body;
    expect(Object.keys(doc.paths['/invoices/{invoiceId}/pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(doc.paths['/invoices/{invoiceId}/xml'].get.responses['200'].content)).toEqual(['application/xml']);
  });
});
