import { Inject, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { CuitsService } from '../../cuits/cuits.service';
import type { CuitRow } from '../../cuits/cuits.repository';
import { argentinaDate, voucherTypeInfo } from '../../invoicing/domain';
import type { DraftData, DraftIssue } from '../document.types';
import { reviewDraft } from '../review/draft-review';
import { DraftIssueCode, isBlocking, issue, withSeverity } from '../review/issue-codes';
import { ReceiverRegistry } from '../review/receiver-registry.service';
import type { TemplateRow } from '../templates/templates.repository';
import { toTemplateHints } from '../templates/templates.mapper';
import { DraftsRepository, type DraftRow } from './drafts.repository';
import type { DraftStatus } from './drafts.schema';

export interface ReviewInput {
  draft: Pick<DraftRow, 'id' | 'accountId' | 'environment' | 'uploadId' | 'fileSha256' | 'requestedCuitId' | 'ptoVta'>;
  data: DraftData;
  template: TemplateRow | null;
  fieldConfidence: Record<string, number>;
  /** A receiver CUIT the extractor refused (wrong check digit). */
  invalidReceiverDoc?: string | null;
  /** Perceptions and other taxes the document's total held that the draft leaves out. */
  otherTaxesLeftOut?: number | null;
  ocrConfidence: number | null;
  /** Issues found before review (spreadsheet rows that did not parse). */
  extraIssues?: DraftIssue[];
  /** PATCH may name the CUIT explicitly; otherwise template → request → account default. */
  cuitOverride?: CuitRow | null;
}

export interface ReviewOutcome {
  data: DraftData;
  issues: DraftIssue[];
  confidence: number;
  voucherLetter: string | null;
  total: string | null;
  cuitId: string | null;
  ptoVta: number | null;
  /** review_required, or approved for an automatic template with no blocking issue and enough confidence. */
  status: Extract<DraftStatus, 'review_required' | 'approved'>;
}

/** The columns of a draft row a review decides: one projection for the extraction job, uploads of data and PATCH. */
export function reviewedFields(review: ReviewOutcome) {
  return {
    status: review.status,
    data: review.data,
    issues: review.issues,
    confidence: review.confidence,
    voucherLetter: review.voucherLetter,
    total: review.total,
    cuitId: review.cuitId,
    ptoVta: review.ptoVta,
  };
}

/**
 * The review step of the pipeline and of PATCH: resolves the issuing CUIT and its VAT condition, gathers the
 * duplicate-detection context, runs the pure `reviewDraft`, adds `no_cuit`, and decides the next status.
 */
@Injectable()
export class DraftReviewer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(DraftsRepository) private readonly drafts: DraftsRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ReceiverRegistry) private readonly registry: ReceiverRegistry,
  ) {}

  /** Issuing CUIT: the template's, else the one named in the request, else the account default (issue 5, item 5). */
  async resolveCuit(accountId: string, template: TemplateRow | null, requestedCuitId: string | null): Promise<CuitRow | null> {
    const rows = await this.cuits.listRows(accountId);
    const byId = (id: string | null | undefined) => (id ? (rows.find((r) => r.id === id) ?? null) : null);
    return byId(template?.cuitId) ?? byId(requestedCuitId) ?? rows.find((r) => r.isDefault) ?? null;
  }

  async review(input: ReviewInput): Promise<ReviewOutcome> {
    const cuit = input.cuitOverride !== undefined ? input.cuitOverride : await this.resolveCuit(input.draft.accountId, input.template, input.draft.requestedCuitId);
    const hints = toTemplateHints(input.template, cuit?.number ?? null);
    // Duplicates are looked for in the draft's own account and environment, among the same issuer's documents.
    const scope = { accountId: input.draft.accountId, environment: input.draft.environment };
    const [hashSeen, knownDocuments, registry] = await Promise.all([
      input.draft.fileSha256 ? this.drafts.hashSeenBefore(scope, input.draft.fileSha256, input.draft) : Promise.resolve(false),
      input.data.reference ? this.drafts.documentsWithReference(scope, input.draft.id, cuit?.id ?? null) : Promise.resolve([]),
      this.registry.check(input.draft.environment, cuit, input.data, hints),
    ]);
    const result = reviewDraft(registry.data, hints, {
      today: argentinaDate(this.clock.now()),
      issuerCondicionIva: cuit ? issuerVatCondition(cuit) : null,
      issuerKnown: cuit !== null,
      ocrConfidence: input.ocrConfidence,
      fieldConfidence: { ...input.fieldConfidence, ...registry.fieldConfidence },
      fileHash: input.draft.fileSha256,
      knownHashes: hashSeen && input.draft.fileSha256 ? [input.draft.fileSha256] : [],
      knownDocuments,
      invalidReceiverDoc: input.invalidReceiverDoc ?? null,
      otherTaxesLeftOut: input.otherTaxesLeftOut ?? null,
    });
    const issues = [...(input.extraIssues ?? []).map(withSeverity), ...result.issues, ...registry.issues];
    if (!cuit) {
      issues.unshift(issue(DraftIssueCode.NoCuit, 'No hay CUIT emisor: indicá cuitId en la plantilla o en el pedido, o registrá un CUIT y marcalo como predeterminado.', 'cuitId'));
    }
    const total = result.data.documentTotal ?? null;
    const automatic = input.template?.mode === 'automatic';
    // Notes do not hold an automatic template: they say what approval will do, and it may.
    const blocked = issues.some(isBlocking);
    return {
      data: result.data,
      issues,
      confidence: result.confidence,
      voucherLetter: result.voucherLetter,
      total: total === null ? null : new Decimal(total).toFixed(2),
      cuitId: cuit?.id ?? null,
      ptoVta: input.draft.ptoVta ?? input.template?.ptoVta ?? cuit?.defaultPos ?? null,
      status: automatic && !blocked && result.confidence >= this.config.documents.autoApproveMinConfidence ? 'approved' : 'review_required',
    };
  }
}

/**
 * The issuer's VAT condition for the voucher letter: from the registry data (padrón A5) when known, else from
 * the CUIT's default voucher type (A/B → Responsable Inscripto, C → Monotributo); null when neither says.
 */
export function issuerVatCondition(cuit: Pick<CuitRow, 'persona' | 'defaultInvoiceType'>): number | null {
  const persona = cuit.persona as { datosMonotributo?: unknown; datosRegimenGeneral?: unknown } | null;
  if (persona?.datosMonotributo) return 6;
  if (persona?.datosRegimenGeneral) return 1;
  const letter = cuit.defaultInvoiceType ? voucherTypeInfo(cuit.defaultInvoiceType)?.letter : null;
  if (letter === 'A' || letter === 'B' || letter === 'M') return 1;
  if (letter === 'C') return 6;
  return null;
}
