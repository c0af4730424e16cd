import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { emailMessages, type EmailMessageRow } from './emails.schema';

export interface EmailTenant {
  accountId: string;
  environment: Environment;
}

@Injectable()
export class EmailsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(tx: Executor, tenant: EmailTenant, values: { invoiceId: string; draftId?: string | null; to: string[]; cc: string[] }): Promise<EmailMessageRow> {
    const [row] = await tx.insert(emailMessages).values({ ...tenant, ...values }).returning();
    return row!;
  }

  /** For the SendEmail job, whose payload carries only the id (the row carries the tenant). */
  async findById(id: string): Promise<EmailMessageRow | null> {
    const [row] = await this.database.orm.select().from(emailMessages).where(eq(emailMessages.id, id));
    return row ?? null;
  }

  async listForInvoice(tenant: EmailTenant, invoiceId: string): Promise<EmailMessageRow[]> {
    return this.database.orm
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.accountId, tenant.accountId), eq(emailMessages.environment, tenant.environment), eq(emailMessages.invoiceId, invoiceId)))
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
  }

  /** An attempt failed and will be retried: the row stays queued with the error. */
  async recordRetry(id: string, attempts: number, error: string): Promise<void> {
    await this.database.orm.update(emailMessages).set({ attempts, error, updatedAt: sql`now()` }).where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
  }

  async markSent(id: string, attempts: number, sent: { messageId: string; transport: string }): Promise<void> {
    await this.database.orm
      .update(emailMessages)
      .set({ status: 'sent', attempts, error: null, messageId: sent.messageId, transport: sent.transport, sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
  }

  async markFailed(id: string, attempts: number, error: string): Promise<void> {
    await this.database.orm
      .update(emailMessages)
      .set({ status: 'failed', attempts, error, updatedAt: sql`now()` })
      .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
  }
}
