import * as fs from 'fs';
import { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ManualClock } from '../common/clock';
import { VoucherMailer } from './mail-transport';
import { renderVoucherEmail, VoucherEmailContext } from './voucher-email';

const CTX: VoucherEmailContext = {
  issuerName: 'Ñandú Soluciones', issuerCuit: '30-71234567-1', customerName: 'Compañía Logística del Paraná S.A.',
  voucherLabel: 'Factura A 00001-00000042', voucherType: 'Factura A', voucherNumber: '00001-00000042', issueDate: '15/07/2025',
  total: '$ 1.887.700,00', paymentDue: '10/08/2025', cae: '75123456789012', caeDueDate: '25/07/2025', currency: 'Pesos argentinos',
  logo: { content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), contentType: 'image/png' },
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.alloc(5000, 0xab), Buffer.from('\n%%EOF\n')]);

interface Delivered { from: string; to: string[]; raw: Buffer }

async function startSmtp() {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { delivered, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('VoucherMailer', () => {
  const email = renderVoucherEmail({ subject: '%comprobante% — %cliente%', accentColor: '#6b1d2a' }, CTX);

  it('sends HTML + text + the PDF (and the inline logo) through a real SMTP server', async () => {
    const smtp = await startSmtp();
    const mailer = new VoucherMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', from: 'Facturas <facturas@facturador.test>' });
    try {
      const sent = await mailer.send({ to: 'cliente@example.com', cc: 'copia@example.com', email, pdf: { filename: 'Factura_A_00001-00000042.pdf', content: PDF } });
      expect(sent.transport).toBe('smtp');
      expect(sent.accepted.sort()).toEqual(['cliente@example.com', 'copia@example.com']);
      expect(smtp.delivered).toHaveLength(1);
      expect(smtp.delivered[0]!.to.sort()).toEqual(['cliente@example.com', 'copia@example.com']);
      const parsed = await simpleParser(smtp.delivered[0]!.raw, { keepCidLinks: true });
      expect(parsed.subject).toBe('Factura A 00001-00000042 — Compañía Logística del Paraná S.A.');
      expect(parsed.text).toContain('Hola Compañía Logística del Paraná S.A.:');
      expect(parsed.html).toContain('background:#6b1d2a');
      expect(parsed.html).toContain('cid:logo@facturador');
      const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe('Factura_A_00001-00000042.pdf');
      expect(Buffer.compare(pdf!.content, PDF)).toBe(0);
      const logo = parsed.attachments.find((a) => a.contentType === 'image/png');
      expect(logo?.cid).toBe('logo@facturador');
      expect(logo?.contentDisposition).toBe('inline');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('writes an .eml to the outbox when no SMTP_URL is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = new VoucherMailer({ smtpUrl: null, outboxDir: path.join(dir, 'outbox'), from: 'facturas@facturador.test' }, new ManualClock('2026-03-04T05:06:07.089Z'));
    try {
      const sent = await mailer.send({ to: ['cliente@example.com'], email, pdf: { filename: 'f.pdf', content: PDF } });
      expect(sent.transport).toBe('outbox');
      expect(fs.readdirSync(path.join(dir, 'outbox'))).toEqual([path.basename(sent.file!)]);
      // Named by the injected clock, so the outbox sorts by when each message was written.
      expect(path.basename(sent.file!)).toMatch(/^2026-03-04T05-06-07-089Z-[0-9a-f-]{36}\.eml$/);
      const parsed = await simpleParser(fs.readFileSync(sent.file!));
      expect(parsed.subject).toBe(email.subject);
      expect(parsed.text).toContain('CAE: 75123456789012');
      expect(Buffer.compare(parsed.attachments.find((a) => a.filename === 'f.pdf')!.content, PDF)).toBe(0);
    } finally {
      mailer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('throws when the SMTP server refuses, so the queue can retry', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const mailer = new VoucherMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', from: 'f@x.test', timeoutMs: 2000 });
    await expect(mailer.send({ to: 'c@example.com', email, pdf: { filename: 'f.pdf', content: PDF } })).rejects.toThrow();
    mailer.close();
  });
});
