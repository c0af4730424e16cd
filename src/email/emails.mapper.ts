import type { EmailMessageResponse } from './emails.dto';
import type { EmailMessageRow } from './emails.schema';

export function toEmailMessageResponse(row: EmailMessageRow): EmailMessageResponse {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    to: row.to,
    cc: row.cc,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    messageId: row.messageId,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
