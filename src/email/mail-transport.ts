import { randomUUID } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import * as nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { systemClock, type Clock } from '../common/clock';
import { RenderedVoucherEmail } from './voucher-email';

export interface MailerConfig {
  /** smtp://user:pass@host:587 or smtps://…; null/undefined writes .eml files to `outboxDir` instead. */
  smtpUrl?: string | null;
  /** DATA_DIR/outbox in embedded mode. */
  outboxDir: string;
  /** Default From, e.g. "Facturador <facturas@example.com>". */
  from: string;
  /** SMTP socket timeouts (ms). */
  timeoutMs?: number;
}

export interface VoucherMail {
  to: string | string[];
  cc?: string | string[] | null;
  /** Overrides the configured From (e.g. the issuer's name with our address). */
  from?: string | null;
  replyTo?: string | null;
  email: RenderedVoucherEmail;
  pdf: { filename: string; content: Buffer };
  /** Extra attachments (the voucher XML, for example). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface SentMail {
  messageId: string;
  transport: 'smtp' | 'outbox';
  accepted: string[];
  rejected: string[];
  /** The .eml written, in outbox mode. */
  file: string | null;
}

/**
 * Sends voucher emails through SMTP (SMTP_URL) or, when none is configured, writes each message as an .eml file
 * (embedded mode: DATA_DIR/outbox) so that nothing is lost and a developer can open it. Errors are thrown: the
 * queue job decides whether to retry.
 */
export class VoucherMailer {
  private readonly smtp: nodemailer.Transporter<SMTPTransport.SentMessageInfo> | null;
  private readonly stream: nodemailer.Transporter<StreamTransport.SentMessageInfo> | null;

  /** `clock` names the outbox files (they sort by when they were written). */
  constructor(
    private readonly config: MailerConfig,
    private readonly clock: Clock = systemClock,
  ) {
    const timeout = config.timeoutMs ?? 30_000;
    this.smtp = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout })
      : null;
    this.stream = config.smtpUrl ? null : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mail: VoucherMail): Promise<SentMail> {
    const message: Mail.Options = {
      from: mail.from ?? this.config.from,
      to: mail.to,
      ...(mail.cc ? { cc: mail.cc } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.email.subject,
      text: mail.email.text,
      html: mail.email.html,
      attachments: [
        { filename: mail.pdf.filename, content: mail.pdf.content, contentType: 'application/pdf' },
        ...(mail.attachments ?? []),
        ...mail.email.inline.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid, contentDisposition: 'inline' as const })),
      ],
    };
    const addresses = (list: Array<string | { address?: string }>): string[] => list.map((a) => (typeof a === 'string' ? a : a.address ?? ''));
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return { messageId: info.messageId, transport: 'smtp', accepted: addresses(info.accepted), rejected: addresses(info.rejected), file: null };
    }
    const info = await this.stream!.sendMail(message);
    let file: string | null = null;
    {
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      fs.mkdirSync(this.config.outboxDir, { recursive: true });
      const stamp = this.clock.now().toISOString().replace(/[:.]/g, '-');
      file = path.join(this.config.outboxDir, `${stamp}-${randomUUID()}.eml`);
      // Write then rename: a reader of the outbox never sees half a message.
      fs.writeFileSync(`${file}.tmp`, info.message);
      fs.renameSync(`${file}.tmp`, file);
    }
    return { messageId: info.messageId, transport: 'outbox', accepted: ([] as string[]).concat(mail.to, mail.cc ?? []), rejected: [], file };
  }

  /** Checks the SMTP connection and credentials (start-up health); always true in outbox mode. */
  async verify(): Promise<boolean> {
    return this.smtp ? this.smtp.verify() : true;
  }

  close(): void {
    this.smtp?.close();
    this.stream?.close();
  }
}
