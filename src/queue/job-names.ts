/**
 * Every job the service runs, in one enum (STYLE.md 11). The string value is the pg-boss queue name: renaming
 * a value orphans the jobs already queued under the old name, so add new values instead of renaming.
 * Only jobs whose handler exists are listed: a consuming process fails to start while one has no handler.
 */
export enum JobName {
  /** Read an uploaded document (text layer, OCR, spreadsheet) and extract a draft from it. */
  ExtractDocument = 'extract-document',
  /** Issue the pending items of an invoice batch against the tax authority. */
  ProcessBatch = 'process-batch',
  /** Decide the fate of one item whose answer from the tax authority was lost (FECompConsultar). */
  ReconcileBatchItem = 'reconcile-batch-item',
  /** Fan one outbox event out into a delivery per subscribed webhook. */
  DispatchEvent = 'dispatch-event',
  /** Move the draft of an issued or rejected invoice to issued/failed and queue its template's email (invoice.completed/failed). */
  SettleDraft = 'settle-draft',
  /** One attempt to deliver one event to one webhook; failures schedule the next attempt (about 8 over a day). */
  DeliverWebhook = 'deliver-webhook',
  /** Re-queue issuing work stuck in a running state past its timeout (cron, one run at a time). */
  SweepStuckWork = 'sweep-stuck-work',
  /** Walk the tax authority's authorized vouchers of a CUIT and store those the service does not have. */
  ImportVouchers = 'import-vouchers',
  /** Render a voucher's PDF and email and send it (SMTP or the .eml outbox). */
  SendEmail = 'send-email',
  /** Produce the drafts of recurring templates whose run is due, catching up missed periods (cron, one run at a time). */
  RunRecurringTemplates = 'run-recurring-templates',
  /** CAEA: request the next fortnight's, inform vouchers issued under one, inform points of sale without movement. */
  CaeaMaintenance = 'caea-maintenance',
}

/**
 * The events a DispatchEvent or SettleDraft job follows: one job per recorded set of events (a chunk of issued
 * vouchers records up to 250 at once), not one per event (issue 18). `eventId` is the one-event form, queued
 * before the sets; a job in either form is still run.
 */
export type EventJobPayload = { eventIds: string[] } | { eventId: string };

/** The event ids of an event job, whichever its form. */
export function eventIdsOf(payload: EventJobPayload): string[] {
  return 'eventIds' in payload ? payload.eventIds : [payload.eventId];
}

/**
 * The payload of each job. Ids only — never file contents, never secrets (STYLE.md 12): the handler re-reads
 * the row, checks it is still in the state the job expects, and otherwise returns 'skipped'.
 */
export interface JobPayloads {
  [JobName.ExtractDocument]: { documentId: string };
  [JobName.ProcessBatch]: { batchId: string };
  [JobName.ReconcileBatchItem]: { batchId: string; itemId: string };
  [JobName.DispatchEvent]: EventJobPayload;
  [JobName.SettleDraft]: EventJobPayload;
  [JobName.DeliverWebhook]: { deliveryId: string };
  [JobName.SweepStuckWork]: Record<string, never>;
  [JobName.ImportVouchers]: { importId: string };
  [JobName.SendEmail]: { emailId: string };
  [JobName.RunRecurringTemplates]: Record<string, never>;
  [JobName.CaeaMaintenance]: Record<string, never>;
}

export const ALL_JOB_NAMES: readonly JobName[] = Object.freeze(Object.values(JobName));

export function isJobName(value: string): value is JobName {
  return (ALL_JOB_NAMES as readonly string[]).includes(value);
}
