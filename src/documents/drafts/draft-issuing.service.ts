import { Inject, Injectable, Logger } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { AuthContext } from '../../common/auth';
import { Clock } from '../../common/clock';
import { AppError, validationFailed } from '../../common/errors';
import { flattenValidationErrors } from '../../common/validation';
import { EmailsService, type PlannedEmail } from '../../email/emails.service';
import { InvoiceDataDto } from '../../invoicing/invoicing.dto';
import { DOC_TIPO } from '../../common/taxauth-codes';
import { addDays, argentinaDate, voucherTypeFor, VoucherKind, type VoucherLetter } from '../../invoicing/domain';
import { InvoicingService } from '../../invoicing/invoicing.service';
import type { InvoiceResponseBody } from '../../invoicing/invoicing.mapper';
import { Database } from '../../db/database';
import { EventsService } from '../../events/events.service';
import type { JobOutcome } from '../../queue';
import type { DraftData } from '../document.types';
import { receiverConditionFor } from '../review/draft-review';
import { TemplatesRepository } from '../templates/templates.repository';
import { DraftsRepository, type DraftPatch, type DraftRow, type Scope } from './drafts.repository';
import type { DraftStatus } from './drafts.schema';

/** Statuses from which a draft can be sent to the tax authority. */
const APPROVABLE: readonly DraftStatus[] = ['review_required', 'approved'];

export interface ApprovalDefaults {
  /** The approval day in Argentina, YYYY-MM-DD. */
  today: string;
  /** The template's payment term, for a services draft without a payment due date. */
  paymentTermDays?: number | null;
}

/** The invoice a draft becomes (DESIGN §5.2 InvoiceData). No date is sent: the voucher is dated the day it is sent. */
export function invoiceDataFromDraft(
  draft: Pick<DraftRow, 'cuitId' | 'ptoVta' | 'id' | 'voucherLetter'>,
  data: DraftData,
  defaults: ApprovalDefaults,
): Record<string, unknown> {
  const services = data.concepto === 2 || data.concepto === 3;
  const receiver = data.receiver ?? { name: null, docType: null, docNumber: null, condicionIva: null };
  const identified = receiver.docType && receiver.docNumber;
  return {
    cuitId: draft.cuitId ?? undefined,
    ptoVta: draft.ptoVta ?? undefined,
    // Without a letter the CUIT's default voucher type applies.
    invoiceType: draft.voucherLetter ? (voucherTypeFor(draft.voucherLetter as VoucherLetter, VoucherKind.Invoice) ?? undefined) : undefined,
    concepto: data.concepto ?? undefined,
    lines: data.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice === null || line.unitPrice === undefined ? undefined : String(line.unitPrice),
      ivaRate: line.ivaRate ?? undefined,
    })),
    pricesIncludeIva: data.pricesIncludeIva ?? false,
    docTipo: identified ? DOC_TIPO[receiver.docType!] : DOC_TIPO.OTHER,
    docNro: identified ? receiver.docNumber! : '0',
    receiver: {
      name: receiver.name ?? undefined,
      // The condition the review decided the letter with: a DNI-only or unidentified customer is a consumidor
      // final (RG 5616 makes it mandatory, 10246; the invoicing module assumes it for DocTipo 99 only).
      condicionIva: receiverConditionFor(receiver) ?? undefined,
      email: receiver.email ?? undefined,
      address: receiver.address ?? undefined,
    },
    currency: data.currency ?? 'ARS',
    serviceFrom: data.serviceFrom ?? undefined,
    serviceTo: data.serviceTo ?? undefined,
    // 10049: services need FchVtoPago; without one, the approval day plus the template's term (as recurring drafts).
    dueDate: data.paymentDue ?? (services ? addDays(defaults.today, defaults.paymentTermDays ?? 0) : undefined),
    description: data.description ?? undefined,
    reference: data.reference ?? `draft:${draft.id}`,
  };
}

/**
 * Approval: a draft becomes one invoice issued through the issuing module (a batch of one), idempotent per draft,
 * and follows it through the invoice's outbox event (SettleDraft): `issuing` → `issued` (with the voucher number)
 * or `failed` (with the tax authority's reason). Reading a draft never moves it.
 */
@Injectable()
export class DraftIssuingService {
  private readonly logger = new Logger('DraftIssuing');

  constructor(
    @Inject(DraftsRepository) private readonly drafts: DraftsRepository,
    @Inject(InvoicingService) private readonly invoicing: InvoicingService,
    @Inject(TemplatesRepository) private readonly templates: TemplatesRepository,
    @Inject(EmailsService) private readonly emails: EmailsService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /** `extra` is written with the move to issuing (who approved it). */
  async issue(auth: AuthContext, draft: DraftRow, extra: Pick<DraftPatch, 'activity'> = {}): Promise<{ draft: DraftRow; batchId: string }> {
    if (!APPROVABLE.includes(draft.status)) {
      throw new AppError(409, 'draft_not_approvable', `Draft ${draft.id} is ${draft.status} and cannot be approved.`, {
        resolution: 'Only drafts in review_required (or approved) are issued; a failed draft is edited (PATCH) first.',
      });
    }
    if (!draft.data || !draft.cuitId) {
      throw new AppError(400, 'draft_incomplete', `Draft ${draft.id} has no ${draft.cuitId ? 'data' : 'issuing CUIT'}.`, {
        resolution: 'Complete the draft with PATCH /documents/drafts/{id} (cuitId and data) and approve it again.',
      });
    }
    const template = draft.templateId ? await this.templates.find(auth, draft.templateId) : null;
    const defaults = { today: argentinaDate(this.clock.now()), paymentTermDays: template?.paymentTermDays ?? null };
    const dto = plainToInstance(InvoiceDataDto, invoiceDataFromDraft(draft, draft.data, defaults));
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) {
      throw validationFailed(flattenValidationErrors(errors).map((e) => ({ ...e, field: `data.${e.field}` })), {
        resolution: 'Fix the draft with PATCH /documents/drafts/{id} (every line needs a quantity, a unit price and a VAT rate) and approve it again.',
      });
    }
    // The draft id is the idempotency key: approving twice issues one voucher.
    const result = await this.invoicing.issueOne(auth, dto, `draft:${draft.id}`);
    const body = result.body as { batchId: string; invoiceId: string };
    const updated = await this.drafts.update(auth, draft.id, [...APPROVABLE, 'issuing'], {
      ...extra,
      status: 'issuing',
      batchId: body.batchId,
      invoice: { id: body.invoiceId, voucherNumber: null, ptoVta: draft.ptoVta, invoiceType: null, status: 'pending', amount: draft.total === null ? null : Number(draft.total) },
    });
    return { draft: updated ? await this.catchUp(auth, updated) : draft, batchId: body.batchId };
  }

  /**
   * Automatic mode: an approved draft is issued without a person (after the extraction job, after a recurring
   * run). A failure leaves it `approved`, and POST /documents/drafts/{id}/approve (or a PATCH) completes it.
   */
  async issueAutomatically(draft: DraftRow): Promise<DraftRow> {
    try {
      return (await this.issue({ accountId: draft.accountId, environment: draft.environment, userId: draft.userId }, draft)).draft;
    } catch (error) {
      this.logger.warn({ draftId: draft.id, err: error instanceof Error ? error.message : String(error) }, 'automatic issuing failed');
      return draft;
    }
  }

  /**
   * The SettleDraft job (invoice.completed / invoice.failed events): the draft waiting for each invoice moves to `issued`
   * (and its template's email is queued, in the same transaction) or `failed`. Idempotent: only an `issuing` draft moves.
   */
  async settleFromEvents(eventIds: readonly string[]): Promise<JobOutcome> {
    const events = await this.events.findInvoiceEvents(eventIds);
    // One job follows a whole chunk of issued vouchers, most of them no draft's: one read per account finds the
    // invoices a draft waits for, and only their events are read whole and settled.
    const awaited = new Set<string>();
    const byScope = new Map<string, { scope: Scope; batchIds: Set<string> }>();
    for (const event of events) {
      if (!event.batchId) continue;
      const key = `${event.accountId}/${event.environment}`;
      const entry = byScope.get(key) ?? { scope: { accountId: event.accountId, environment: event.environment }, batchIds: new Set<string>() };
      entry.batchIds.add(event.batchId);
      byScope.set(key, entry);
    }
    for (const { scope, batchIds } of byScope.values()) for (const id of await this.drafts.invoicesAwaitedIn(scope, [...batchIds])) awaited.add(id);
    let settled = 0;
    for (const header of events) {
      if (!awaited.has(header.invoiceId)) continue;
      const event = await this.events.find(header.id);
      if (event && (await this.settle({ accountId: event.accountId, environment: event.environment }, event.data as InvoiceOutcome))) settled += 1;
    }
    return settled ? 'done' : 'skipped';
  }

  /**
   * The invoice may have been decided before the draft was marked `issuing` (its event then found no draft to
   * move): after that write, and on a repeated approval, the draft reads its invoice once. Never called on a GET.
   */
  async catchUp(auth: Pick<AuthContext, 'accountId' | 'environment' | 'userId'>, draft: DraftRow): Promise<DraftRow> {
    if (draft.status !== 'issuing' || !draft.invoice?.id) return draft;
    const invoice = await this.invoicing.getInvoice(auth as AuthContext, draft.invoice.id);
    return (await this.settle(auth, invoice as InvoiceOutcome)) ?? draft;
  }

  /**
   * Moves the issuing draft of a decided invoice; null when none waits for it (not a draft's, or already moved).
   * Reads first, then one transaction of writes only (PGlite serves one connection: no read outside it while open).
   */
  private async settle(scope: Scope, invoice: InvoiceOutcome): Promise<DraftRow | null> {
    if (invoice.status !== 'completed' && invoice.status !== 'failed') return null;
    const draft = await this.drafts.findIssuingFor(scope, invoice);
    if (!draft) return null;
    const ref = {
      id: invoice.id,
      voucherNumber: invoice.voucherNumber,
      ptoVta: invoice.ptoVta,
      invoiceType: invoice.invoiceType,
      status: invoice.status,
      amount: Number(invoice.amounts.total),
      cae: invoice.cae ?? null,
    };
    if (invoice.status === 'failed') {
      const patch = { status: 'failed' as const, invoice: ref, errorCode: invoice.errorCode ?? 'issuing_failed', errorMessage: invoice.error ?? 'The tax authority rejected the voucher.' };
      return this.drafts.update(scope, draft.id, ['issuing'], patch);
    }
    const email = await this.templateEmail(scope, draft, invoice.id);
    return this.database.transaction(async (tx) => {
      const issued = await this.drafts.update(scope, draft.id, ['issuing'], { status: 'issued', invoice: ref, ...(email ? { emailStatus: 'queued' } : {}) }, tx);
      // Only the transaction that moved the draft to issued queues the template's email: it is sent once.
      if (issued && email) await this.emails.enqueue(tx, email);
      return issued;
    });
  }

  /** Templates with sendEmail email the issued voucher to the receiver, with a copy to emailCopyTo. */
  private async templateEmail(scope: Scope, draft: DraftRow, invoiceId: string): Promise<PlannedEmail | null> {
    if (!draft.templateId) return null;
    const template = await this.templates.find(scope, draft.templateId);
    if (!template?.sendEmail) return null;
    const to = draft.data?.receiver?.email ?? template.receiverEmail ?? template.emailCopyTo;
    if (!to) return null;
    const cc = template.emailCopyTo && template.emailCopyTo !== to ? [template.emailCopyTo] : [];
    try {
      return await this.emails.planInvoiceEmail(scope, invoiceId, { email: to, cc }, draft.id);
    } catch (error) {
      // A refusal (the voucher cannot be emailed) leaves the draft issued without an email; infrastructure errors retry the job.
      if (!(error instanceof AppError)) throw error;
      this.logger.warn({ draftId: draft.id, err: error.message }, 'template email could not be queued');
      return null;
    }
  }
}

/** What a draft records of its invoice's fate: the invoice resource (GET /invoices/{id}, the event's data). */
type InvoiceOutcome = Pick<InvoiceResponseBody, 'id' | 'batchId' | 'voucherNumber' | 'ptoVta' | 'invoiceType' | 'status' | 'amounts' | 'cae' | 'error' | 'errorCode'>;
