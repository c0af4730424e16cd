import * as fs from 'fs';
import { AddressInfo } from 'net';
import * as path from 'path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

interface Delivered { to: string[]; raw: Buffer }

/** A real SMTP server on loopback; recipients at reject.example are refused with a permanent 550. */
async function startSmtp() {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@reject.example')) {
        const error = new Error('5.1.1 mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { delivered, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function issue(t: TestApp, key: string, receiver: object): Promise<{ id: string; cae: string; voucherNumber: number }> {
  const accepted = await request(t.http).post('/invoices').set('x-api-key', key).send({ ...CONSUMER_INVOICE, receiver: { condicionIva: 5, ...receiver } }).expect(202);
  expect((await waitForBatch(t, key, accepted.body.batchId)).status).toBe('completed');
  return (await request(t.http).get(`/invoices/${accepted.body.invoiceId}`).set('x-api-key', key).expect(200)).body;
}

/** Polls GET /invoices/{id}/email until the email leaves `queued`. */
async function waitForEmail(t: TestApp, key: string, invoiceId: string, emailId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(t.http).get(`/invoices/${invoiceId}/email`).set('x-api-key', key).expect(200);
    const email = res.body.emails.find((e: { id: string }) => e.id === emailId);
    if (email && email.status !== 'queued') return { list: res.body, email };
    if (Date.now() > deadline) throw new Error(`email ${emailId} still queued after ${timeoutMs} ms: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabaseKinds())('vouchers out: email [%s]', (kind) => {
  let simulator: RunningSimulator;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let outboxApp: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    smtp = await startSmtp();
    t = await startTestApp(kind, { simulator, env: { ...ISSUING_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Facturas <facturas@facturador.test>' } });
    outboxApp = await startTestApp(kind, { simulator, env: ISSUING_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await outboxApp?.close();
    await smtp?.close();
    await simulator?.close();
  });

  it("sends the voucher through SMTP in the CUIT's email design: HTML + text + PDF, subject blocks replaced, copies", async () => {
    const { key, cuitId } = await issuerWithDefaults(t, simulator, { pos: 31 });
    await request(t.http).put(`/cuits/${cuitId}/email-design`).set('x-api-key', key)
      .send({ subject: '%comprobante% para %cliente% — total %total%', accentColor: '#0b8043', body: 'Hola %cliente%, CAE %cae%.' }).expect(200);
    const invoice = await issue(t, key, { name: 'Compañía del Paraná S.A.' });
    const number = `00031-${String(invoice.voucherNumber).padStart(8, '0')}`;

    const queued = await request(t.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key)
      .send({ email: 'cliente@example.com', cc: ['copia@example.com'] });
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ status: 'queued', emailId: expect.any(String) });
    const { list, email } = await waitForEmail(t, key, invoice.id, queued.body.emailId);
    expect(email).toMatchObject({ status: 'sent', attempts: 1, error: null, transport: 'smtp', to: ['cliente@example.com'], cc: ['copia@example.com'] });
    expect(list.emailStatus).toBe('sent');

    const delivered = smtp.delivered.find((d) => d.to.includes('cliente@example.com'));
    expect(delivered?.to.sort()).toEqual(['cliente@example.com', 'copia@example.com']);
    const parsed = await simpleParser(delivered!.raw);
    expect(parsed.subject).toBe(`Factura B ${number} para Compañía del Paraná S.A. — total $ 121,00`);
    expect(parsed.from?.value).toEqual([{ name: 'Facturas', address: 'facturas@facturador.test' }]);
    expect(parsed.text).toContain(`Hola Compañía del Paraná S.A., CAE ${invoice.cae}.`);
    expect(parsed.html).toContain('#0b8043');
    expect(parsed.html).toContain(invoice.cae);
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Factura_B_${number}.pdf`);
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('records a permanent SMTP refusal as failed with the error; resending to another address sends a new email', async () => {
    const { key } = await issuerWithDefaults(t, simulator, { pos: 32 });
    const invoice = await issue(t, key, { name: 'Destinatario Inexistente', email: 'nadie@reject.example' });
    // No email in the body: the receiver's email stored with the invoice is used.
    const queued = await request(t.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key).send({}).expect(202);
    const { email } = await waitForEmail(t, key, invoice.id, queued.body.emailId);
    expect(email).toMatchObject({ status: 'failed', attempts: 1, to: ['nadie@reject.example'], messageId: null, error: expect.stringContaining('550') });

    const resent = await request(t.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key).send({ email: 'otra@example.com' }).expect(202);
    const second = await waitForEmail(t, key, invoice.id, resent.body.emailId);
    expect(second.email).toMatchObject({ status: 'sent', to: ['otra@example.com'] });
    expect(second.list.emailStatus).toBe('sent');
    expect(second.list.emails.map((e: { id: string }) => e.id)).toEqual([resent.body.emailId, queued.body.emailId]);
  });

  it('refuses an invoice that is not authorized (409), an unknown one (404) and a missing address (400)', async () => {
    const { key } = await issuerWithDefaults(t, simulator, { pos: 33 });
    const rejected = { ...CONSUMER_INVOICE, docTipo: 80, docNro: '20301234563', receiver: { condicionIva: 5 } };
    const accepted = await request(t.http).post('/invoices').set('x-api-key', key).send(rejected).expect(202);
    await waitForBatch(t, key, accepted.body.batchId);
    const conflict = await request(t.http).post(`/invoices/${accepted.body.invoiceId}/email`).set('x-api-key', key).send({ email: 'a@example.com' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('invoice_not_authorized');
    await request(t.http).post('/invoices/00000000-0000-4000-8000-000000000000/email').set('x-api-key', key).send({ email: 'a@example.com' }).expect(404);
    const invoice = await issue(t, key, { name: 'Sin correo' });
    const missing = await request(t.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ field: 'email', messages: [expect.stringContaining('receiver.email')] }]);
    const invalid = await request(t.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key).send({ email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details[0].field).toBe('email');
  });

  it('without SMTP_URL writes the message as an .eml file under DATA_DIR/outbox', async () => {
    const { key } = await issuerWithDefaults(outboxApp, simulator, { pos: 34 });
    const invoice = await issue(outboxApp, key, { name: 'Cliente Outbox' });
    const queued = await request(outboxApp.http).post(`/invoices/${invoice.id}/email`).set('x-api-key', key).send({ email: 'outbox@example.com' }).expect(202);
    const { email } = await waitForEmail(outboxApp, key, invoice.id, queued.body.emailId);
    expect(email).toMatchObject({ status: 'sent', transport: 'outbox' });
    const outbox = path.join(outboxApp.config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0]!)));
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : null).toBe('outbox@example.com');
    expect(parsed.subject).toBe(`Factura B 00034-${String(invoice.voucherNumber).padStart(8, '0')} de 20267565393`);
    expect(parsed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });
});
