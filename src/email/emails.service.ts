import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import type { AuthContext } from '../common/auth';
import { Clock } from '../common/clock';
import { AppError, validationFailed } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database, type Executor } from '../db/database';
import { VouchersOutService } from '../invoicing/vouchers-out.service';
import { JobName, QueueService, TerminalJobError, type JobContext } from '../queue';
import type { SendVoucherEmailDto } from './emails.dto';
import { toEmailMessageResponse } from './emails.mapper';
import { EmailsRepository, type EmailTenant } from './emails.repository';
import { VoucherMailer } from './mail-transport';
import { renderVoucherEmail } from './voucher-email';

/** SMTP reply codes 5xx are permanent (RFC 5321 §4.2.1), and so is a voucher that can no longer be printed. */
function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface PlannedEmail {
  tenant: EmailTenant;
  values: { invoiceId: string; draftId: string | null; to: string[]; cc: string[] };
}

/** Voucher emails (docs/email.md): queued with their row, rendered and sent by the SendEmail job. */
@Injectable()
export class EmailsService implements OnModuleDestroy {
  private readonly mailer: VoucherMailer;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(EmailsRepository) private readonly repository: EmailsRepository,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(VouchersOutService) private readonly vouchers: VouchersOutService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Clock) clock: Clock,
  ) {
    this.mailer = new VoucherMailer({ smtpUrl: config.mail.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mail.from }, clock);
  }

  onModuleDestroy(): void {
    this.mailer.close();
  }

  /** POST /invoices/{id}/email: 202 {status: 'queued', emailId}; a resend is a new email. */
  async queueInvoiceEmail(auth: AuthContext, invoiceId: string, dto: SendVoucherEmailDto, draftId: string | null = null) {
    const email = await this.planInvoiceEmail(auth, invoiceId, dto, draftId);
    const row = await this.database.transaction((tx) => this.enqueue(tx, email));
    return { status: 'queued' as const, emailId: row.id };
  }

  /**
   * The checks (an authorized voucher, an address) before an email is queued, done outside any transaction; then
   * `enqueue` writes it with its job in the caller's transaction (a draft moving to issued and its email commit together).
   */
  async planInvoiceEmail(auth: Pick<AuthContext, 'accountId' | 'environment'>, invoiceId: string, dto: SendVoucherEmailDto, draftId: string | null = null): Promise<PlannedEmail> {
    const tenant: EmailTenant = { accountId: auth.accountId, environment: auth.environment };
    const invoice = await this.vouchers.requireAuthorized(tenant, invoiceId);
    const receiver = invoice.receiver as { email?: unknown } | null;
    const to = dto.email ?? (typeof receiver?.email === 'string' && receiver.email ? receiver.email : null);
    if (!to) throw validationFailed([{ field: 'email', messages: ['email is required: the invoice has no receiver.email'] }]);
    return { tenant, values: { invoiceId: invoice.id, draftId, to: [to], cc: dto.cc ?? [] } };
  }

  async enqueue(tx: Executor, email: PlannedEmail) {
    const inserted = await this.repository.insert(tx, email.tenant, email.values);
    await this.queue.send(JobName.SendEmail, { emailId: inserted.id }, {}, tx);
    return inserted;
  }

  /** GET /invoices/{id}/email: the invoice's emails, newest first, and the latest one's status. */
  async listInvoiceEmails(auth: AuthContext, invoiceId: string) {
    const tenant: EmailTenant = { accountId: auth.accountId, environment: auth.environment };
    const invoice = await this.vouchers.requireAuthorized(tenant, invoiceId);
    const rows = await this.repository.listForInvoice(tenant, invoice.id);
    return { emailStatus: rows[0]?.status ?? null, emails: rows.map(toEmailMessageResponse) };
  }

  /** The SendEmail job: idempotent on the row's status; infrastructure failures retry, 5xx answers are terminal. */
  async send(emailId: string, job: Pick<JobContext, 'attempt' | 'retriesLeft'>): Promise<'done' | 'skipped'> {
    const row = await this.repository.findById(emailId);
    if (!row || row.status !== 'queued') return 'skipped';
    const attempts = row.attempts + 1;
    try {
      const material = await this.vouchers.emailMaterial({ accountId: row.accountId, environment: row.environment }, row.invoiceId);
      const sent = await this.mailer.send({ to: row.to, cc: row.cc.length > 0 ? row.cc : null, email: renderVoucherEmail(material.design, material.context), pdf: material.pdf });
      await this.repository.markSent(row.id, attempts, sent);
      return 'done';
    } catch (error) {
      if (isPermanent(error) || job.retriesLeft <= 0) {
        await this.repository.markFailed(row.id, attempts, errorText(error));
        throw new TerminalJobError(errorText(error), 'email_failed', { cause: error });
      }
      await this.repository.recordRetry(row.id, attempts, errorText(error));
      throw error;
    }
  }
}
