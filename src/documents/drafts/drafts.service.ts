import { create as contentDisposition } from 'content-disposition';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../common/auth';
import { AppError, notFound, validationFailed } from '../../common/errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { CuitsService } from '../../cuits/cuits.service';
import type { CuitRow } from '../../cuits/cuits.repository';
import { Database, databaseNow, type Executor } from '../../db/database';
import { isUuid } from '../../db/errors';
import { SendVoucherEmailDto } from '../../email/emails.dto';
import { EmailsService } from '../../email/emails.service';
import { EventsService } from '../../events/events.service';
import { argentinaDate } from '../../invoicing/domain';
import { JobName, QueueService } from '../../queue';
import type { DraftData, DraftIssue, SpreadsheetGroup } from '../document.types';
import { FileStore } from '../files/file-store';
import { MimeType, readSpreadsheet } from '../ingestion';
import { spreadsheetConfidence } from '../ingestion/spreadsheet/column-mapping';
import { decodeCursor, DEFAULT_PAGE_SIZE, page } from '../pagination';
import { LearningService } from '../learning/learning.service';
import { TemplatesService } from '../templates/templates.service';
import type { TemplateRow } from '../templates/templates.repository';
import { DraftIssuingService } from './draft-issuing.service';
import { DraftReviewer, reviewedFields } from './draft-reviewer';
import { acceptUpload, ingestionLimits } from './draft-uploads';
import type { CreateDraftDto, DraftListQueryDto, RejectDraftDto, UpdateDraftDto, UploadDto } from './drafts.dto';
import { TEXT_MIME } from './drafts.jobs';
import { toDraftResource } from './drafts.mapper';
import { DraftsRepository, type DraftInsert, type DraftRow } from './drafts.repository';
import { DRAFT_STATUSES, type DraftActivity, type DraftStatus } from './drafts.schema';
import { Clock } from '../../common/clock';

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

const SPREADSHEETS: readonly string[] = [MimeType.Xlsx, MimeType.Csv];
/** Statuses in which a reviewer may still change a draft (PATCH) or reject it. */
const EDITABLE: readonly DraftStatus[] = ['review_required', 'approved', 'failed'];
/** Confidence of a value typed by a person (a spreadsheet cell's: spreadsheetConfidence). */
const GIVEN = 1;

@Injectable()
export class DraftsService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    @Inject(DraftsRepository) private readonly drafts: DraftsRepository,
    @Inject(TemplatesService) private readonly templates: TemplatesService,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(DraftReviewer) private readonly reviewer: DraftReviewer,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(DraftIssuingService) private readonly issuing: DraftIssuingService,
    @Inject(EmailsService) private readonly emails: EmailsService,
    @Inject(LearningService) private readonly learning: LearningService,
  ) {}

  /**
   * POST /documents/upload: type from the bytes (415/400/413 at once), file stored before the rows, one draft per
   * document or per spreadsheet group, each with its ExtractDocument job in the same transaction.
   */
  async upload(auth: AuthContext, file: UploadedFile | undefined, dto: UploadDto) {
    if (!file) {
      throw new AppError(400, 'file_required', 'Send the document as the multipart/form-data field "file".', {
        resolution: 'Upload with Content-Type multipart/form-data and the document in a field named file.',
      });
    }
    const bytes = file.buffer;
    const mimeType = await acceptUpload(bytes, this.config);
    const template = dto.templateId ? await this.templates.require(auth, dto.templateId) : null;
    const requestedCuitId = dto.cuitId ? (await this.requireCuit(auth, dto.cuitId)).id : null;
    const fileName = sanitizeFileName(file.originalname);

    let groups: SpreadsheetGroup[] | null = null;
    if (SPREADSHEETS.includes(mimeType)) groups = await this.readGroups(bytes, mimeType, template);
    const sha = await this.files.put(auth, bytes);
    const uploadId = randomUUID();
    const base = this.baseRow(auth, template, requestedCuitId, { uploadId, fileName, mimeType, fileSha256: sha, fileSize: bytes.length });
    const rows: DraftInsert[] = groups
      ? groups.map((group, i) => ({
          ...base,
          source: 'spreadsheet' as const,
          sourceRef: `${fileName ?? 'spreadsheet'}#${i + 1} (rows ${group.sourceRows.join(', ')})`.slice(0, 500),
          extractedData: group.data,
          issues: group.issues,
          pipeline: { stage: 'queued' as const, extractor: 'spreadsheet', fieldConfidence: spreadsheetConfidence(group.data), notes: [] },
        }))
      : [{ ...base, source: 'upload' as const, sourceRef: fileName }];
    const created = await this.insertWithJobs(rows);
    return { drafts: created.map(toDraftResource) };
  }

  /** POST /documents/drafts: `data` is reviewed at once; `text` is extracted by the pipeline like an upload. */
  async create(auth: AuthContext, dto: CreateDraftDto) {
    if (!dto.data === !dto.text) {
      throw validationFailed([{ field: dto.data ? 'text' : 'data', messages: ['send either data (the sale) or text (a document to read), not both and not neither'] }]);
    }
    const template = dto.templateId ? await this.templates.require(auth, dto.templateId) : null;
    const requestedCuitId = dto.cuitId ? (await this.requireCuit(auth, dto.cuitId)).id : null;
    if (dto.text) {
      const sha = await this.files.put(auth, Buffer.from(dto.text, 'utf8'));
      const base = this.baseRow(auth, template, requestedCuitId, { uploadId: randomUUID(), fileName: null, mimeType: TEXT_MIME, fileSha256: sha, fileSize: Buffer.byteLength(dto.text) });
      const [row] = await this.insertWithJobs([{ ...base, source: 'api', sourceRef: null }]);
      return { draft: toDraftResource(row!) };
    }
    const prepared = await this.reviewGivenData(auth, template, requestedCuitId, dto.data as DraftData, { source: 'api', sourceRef: null });
    const row = await this.database.transaction((tx) => this.insertReviewed(tx, prepared));
    // Automatic mode: a draft approved by the review is issued now, as after an extraction.
    return { draft: toDraftResource(row.status === 'approved' ? await this.issuing.issueAutomatically(row) : row) };
  }

  /**
   * A draft whose sale is already known (POST /documents/drafts `data`, a recurring template), reviewed now like
   * every draft and ready to insert. Reads the database: call it before opening the transaction that inserts.
   */
  async reviewGivenData(
    auth: AuthContext,
    template: TemplateRow | null,
    requestedCuitId: string | null,
    given: DraftData,
    origin: { source: 'api' | 'template'; sourceRef: string | null; extraIssues?: DraftIssue[] },
  ): Promise<DraftInsert & { id: string }> {
    const data = normaliseData(given);
    const id = randomUUID();
    const base = this.baseRow(auth, template, requestedCuitId, { uploadId: null, fileName: null, mimeType: null, fileSha256: null, fileSize: null });
    const fieldConfidence = givenConfidence(data);
    const review = await this.reviewer.review({
      draft: { ...base, id, uploadId: null, fileSha256: null, requestedCuitId, ptoVta: null },
      data,
      template,
      fieldConfidence,
      ocrConfidence: null,
      extraIssues: origin.extraIssues,
    });
    return {
      ...base,
      id,
      source: origin.source,
      sourceRef: origin.sourceRef,
      extractedData: data,
      ...reviewedFields(review),
      pipeline: { stage: 'done', extractor: origin.source, fieldConfidence, notes: [] },
    };
  }

  /** Inserts a reviewed draft in the caller's transaction, with its draft.review_required event when it waits for a person. */
  async insertReviewed(tx: Executor, row: DraftInsert): Promise<DraftRow> {
    const [inserted] = await this.drafts.insertMany(tx, [row]);
    if (inserted!.status === 'review_required') await this.recordReviewRequired(tx, inserted!);
    return inserted!;
  }

  async list(auth: AuthContext, query: DraftListQueryDto) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const filter = { status: query.status, templateId: query.templateId, cuitId: query.cuitId, source: query.source };
    const rows = await this.drafts.list(auth, filter, limit + 1, decodeCursor(query.cursor), query.order ?? 'desc');
    const result = page(rows, limit);
    return { drafts: result.rows.map(toDraftResource), nextCursor: result.nextCursor };
  }

  async counts(auth: AuthContext) {
    const counts = Object.fromEntries(DRAFT_STATUSES.map((s) => [s, 0])) as Record<DraftStatus, number>;
    for (const row of await this.drafts.countByStatus(auth)) counts[row.status] = row.n;
    return { counts };
  }

  /** Read-only, as the list: an issuing draft moves when its invoice's event arrives (SettleDraft), never on a read. */
  async get(auth: AuthContext, id: string) {
    const draft = await this.require(auth, id);
    const resource = toDraftResource(draft);
    if (draft.status === 'issued' && draft.invoice?.id) resource.emailStatus = (await this.emails.listInvoiceEmails(auth, draft.invoice.id)).emailStatus;
    return { draft: resource };
  }

  /** POST …/email: sends (or resends) the voucher issued from the draft; `{status: 'queued', emailId}`. */
  async email(auth: AuthContext, id: string, dto: SendVoucherEmailDto) {
    const draft = await this.require(auth, id);
    if (draft.status !== 'issued' || !draft.invoice?.id) {
      throw new AppError(409, 'draft_not_issued', `Draft ${id} is ${draft.status}: only the voucher of an issued draft can be emailed.`, {
        resolution: 'Approve the draft and wait until it reads issued, then send the email.',
      });
    }
    const queued = await this.emails.queueInvoiceEmail(auth, draft.invoice.id, dto, draft.id);
    await this.drafts.update(auth, id, ['issued'], { emailStatus: 'queued' });
    return queued;
  }

  /** POST …/approve: issues the draft (a batch of one); 202 {draft, batchId}. Approving twice issues once. */
  async approve(auth: AuthContext, id: string) {
    const draft = await this.require(auth, id);
    if (draft.status === 'issuing' || draft.status === 'issued') return { draft: toDraftResource(await this.issuing.catchUp(auth, draft)), batchId: draft.batchId };
    const { draft: issuing, batchId } = await this.issuing.issue(auth, draft, { activity: [...draft.activity, activityOf(auth, 'approved', this.clock.now())] });
    return { draft: toDraftResource(issuing), batchId };
  }

  async file(auth: AuthContext, id: string): Promise<StreamableFile> {
    const draft = isUuid(id) ? await this.drafts.findFile(auth, id) : null;
    if (!draft) throw notFound('Draft', id, { resolution: 'Check the draft id; GET /documents/drafts lists them.' });
    const bytes = draft.fileSha256 ? await this.files.get(draft, draft.fileSha256) : null;
    if (!bytes) {
      throw new AppError(404, 'file_not_found', `Draft ${id} has no stored file.`, { resolution: 'Only drafts made from an upload or from text have a file (hasFile: true).' });
    }
    const name = (draft.fileName ?? `draft-${draft.id}${draft.mimeType === TEXT_MIME ? '.txt' : ''}`).replace(/["\\\r\n]/g, '_');
    return new StreamableFile(bytes, {
      type: draft.mimeType === TEXT_MIME ? 'text/plain; charset=utf-8' : (draft.mimeType ?? 'application/octet-stream'),
      disposition: contentDisposition(name, { fallback: name.replace(/[^\x20-\x7e]/g, '_') }),
      length: bytes.length,
    });
  }

  /** PATCH: edits data, cuitId, ptoVta and re-runs the review (issues, confidence, status). */
  async update(auth: AuthContext, id: string, dto: UpdateDraftDto) {
    const draft = await this.require(auth, id);
    if (!EDITABLE.includes(draft.status)) throw notEditable(draft, 'changed');
    const template = draft.templateId ? await this.templates.require(auth, draft.templateId).catch(() => null) : null;
    let cuitOverride: CuitRow | null | undefined;
    let requestedCuitId = draft.requestedCuitId;
    if (dto.cuitId !== undefined) {
      cuitOverride = dto.cuitId === null ? undefined : await this.requireCuit(auth, dto.cuitId);
      requestedCuitId = cuitOverride?.id ?? null;
    } else if (draft.cuitId) {
      cuitOverride = (await this.cuits.listRows(auth.accountId)).find((c) => c.id === draft.cuitId) ?? undefined;
    }
    const ptoVta = dto.ptoVta !== undefined ? dto.ptoVta : draft.ptoVta;
    const data = dto.data ? normaliseData(dto.data as DraftData) : draft.data;
    if (!data) throw new AppError(409, 'draft_has_no_data', `Draft ${id} has no data to review yet.`, { resolution: 'Send the sale in data, or wait for the extraction to finish.' });
    const fieldConfidence = dto.data ? givenConfidence(data) : (draft.pipeline.fieldConfidence ?? {});
    const review = await this.reviewer.review({
      draft: { ...draft, requestedCuitId, ptoVta },
      data,
      template,
      fieldConfidence,
      invalidReceiverDoc: dto.data ? null : (draft.pipeline.invalidReceiverDoc ?? null),
      otherTaxesLeftOut: draft.pipeline.otherTaxesLeftOut ?? null,
      ocrConfidence: dto.data ? null : (draft.pipeline.ocrConfidence ?? null),
      cuitOverride,
    });
    // The reviewer's word: provenance of the corrected values, and what the template learns from them (issue 13).
    const correction = dto.data ? await this.learning.correction(auth, draft, data, template, review.data.lines) : null;
    const row = await this.database.transaction(async (tx) => {
      const updated = await this.drafts.update(
        auth,
        id,
        EDITABLE,
        {
          ...reviewedFields(review),
          requestedCuitId,
          ptoVta: dto.ptoVta !== undefined ? dto.ptoVta : review.ptoVta,
          errorCode: null,
          errorMessage: null,
          pipeline: { ...draft.pipeline, fieldConfidence, ...(dto.data ? { notes: [], invalidReceiverDoc: null, ocrConfidence: null, extractor: 'api' } : {}) },
          activity: [...draft.activity, activityOf(auth, 'edited', this.clock.now())],
          ...(correction ? { provenance: correction.provenance } : {}),
        },
        tx,
      );
      if (!updated) throw notEditable(draft, 'changed');
      await correction?.learn(tx);
      if (updated.status === 'review_required' && draft.status !== 'review_required') await this.recordReviewRequired(tx, updated);
      return updated;
    });
    return { draft: toDraftResource(row) };
  }

  async reject(auth: AuthContext, id: string, dto: RejectDraftDto) {
    const draft = await this.require(auth, id);
    const row = await this.drafts.update(auth, id, EDITABLE, {
      status: 'rejected',
      rejectReason: dto.reason?.trim() || null,
      activity: [...draft.activity, activityOf(auth, 'rejected', this.clock.now())],
    });
    if (!row) throw notEditable(draft, 'rejected');
    await this.learning.forget(auth, draft);
    return { draft: toDraftResource(row) };
  }

  async delete(auth: AuthContext, id: string) {
    const draft = await this.require(auth, id);
    if (draft.status === 'issuing' || draft.status === 'issued') {
      throw new AppError(409, 'draft_not_deletable', `Draft ${id} is ${draft.status}: it is linked to a voucher and is kept.`, {
        resolution: 'Issued vouchers are voided with a credit note, not by deleting their draft.',
      });
    }
    await this.drafts.delete(auth, id);
    return { ok: true as const };
  }

  async require(auth: Pick<AuthContext, 'accountId' | 'environment'>, id: string): Promise<DraftRow> {
    const row = isUuid(id) ? await this.drafts.find(auth, id) : null;
    if (!row) throw notFound('Draft', id, { resolution: 'Check the draft id; GET /documents/drafts lists them.' });
    return row;
  }

  // ---------------------------------------------------------------- helpers

  private async readGroups(bytes: Buffer, mimeType: string, template: TemplateRow | null): Promise<SpreadsheetGroup[]> {
    if (!template?.columnMapping) {
      throw new AppError(400, 'column_mapping_required', 'A spreadsheet is read with the columnMapping of its template, and none was given.', {
        resolution: 'Upload the spreadsheet with templateId of a template whose columnMapping names the columns (DESIGN.md §5.3).',
      });
    }
    const groups = await readSpreadsheet(bytes, mimeType, template.columnMapping, {
      ivaRate: template.ivaRate,
      currency: 'ARS',
      pricesIncludeIva: template.columnMapping.pricesIncludeIva ?? template.pricesIncludeIva,
      limits: ingestionLimits(this.config),
      spreadsheet: { maxRows: this.config.documents.spreadsheet.maxRows, maxCells: this.config.documents.spreadsheet.maxCells, timeoutMs: this.config.documents.spreadsheet.timeoutMs, maxHeapMb: this.config.documents.spreadsheet.maxHeapMb },
      maxLinesPerDraft: this.config.documents.spreadsheet.maxLinesPerDraft,
    });
    if (!groups.length) {
      throw new AppError(400, 'no_sales_rows', 'The spreadsheet has no sale rows under its header row.', {
        resolution: "Check the template's columnMapping.headerRow and that the file has rows with a description or a quantity.",
      });
    }
    // A sheet without a date column is invoiced today (the issuing date); the reviewer can change it.
    const today = argentinaDate(this.clock.now());
    for (const group of groups) group.data.documentDate ??= today;
    return groups;
  }

  private baseRow(
    auth: AuthContext,
    template: TemplateRow | null,
    requestedCuitId: string | null,
    file: Pick<DraftInsert, 'uploadId' | 'fileName' | 'mimeType' | 'fileSha256' | 'fileSize'>,
  ) {
    return {
      accountId: auth.accountId,
      environment: auth.environment,
      userId: auth.userId,
      status: 'extracting' as DraftStatus,
      mode: template?.mode ?? 'manual',
      templateId: template?.id ?? null,
      templateName: template?.name ?? null,
      requestedCuitId,
      ...file,
    };
  }

  private async insertWithJobs(rows: DraftInsert[]): Promise<DraftRow[]> {
    // The rows and their jobs commit together (STYLE.md 16): no draft without a job, no job without a draft.
    return this.database.transaction(async (tx) => {
      const created = await this.drafts.insertMany(tx, rows.map((r) => ({ ...r, stageStartedAt: databaseNow() })));
      await this.queue.sendMany(JobName.ExtractDocument, created.map((d) => ({ documentId: d.id })), {}, tx);
      return created;
    });
  }

  private async requireCuit(auth: AuthContext, cuitId: string): Promise<CuitRow> {
    try {
      return await this.cuits.require(auth, cuitId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw validationFailed([{ field: 'cuitId', messages: [`CUIT ${cuitId} is not registered in this account`] }]);
      throw error;
    }
  }

  private async recordReviewRequired(tx: Executor, row: DraftRow): Promise<void> {
    await this.events.record(tx, { accountId: row.accountId, environment: row.environment, type: 'draft.review_required', data: toDraftResource(row) });
  }
}

/** Who did it, recorded on the draft (issue 14: every approval, rejection and edit). */
function activityOf(auth: AuthContext, action: DraftActivity['action'], at: Date): DraftActivity {
  return { action, userId: auth.userId, email: auth.email ?? null, via: auth.via ?? 'api_key', at: at.toISOString() };
}

function notEditable(draft: DraftRow, verb: string): AppError {
  return new AppError(409, 'draft_not_editable', `Draft ${draft.id} is ${draft.status} and can no longer be ${verb}.`, {
    resolution: 'Only drafts in review_required, approved (not yet issuing) or failed can be changed or rejected.',
    details: { status: draft.status },
  });
}

/** Fills the optional DraftData fields with null so stored drafts have one shape. */
function normaliseData(data: DraftData): DraftData {
  return {
    ...data,
    receiver: { ...data.receiver, name: data.receiver.name ?? null, docType: data.receiver.docType ?? null, docNumber: data.receiver.docNumber ?? null, condicionIva: data.receiver.condicionIva ?? null },
    lines: data.lines.map((l) => ({ ...l, unitPrice: l.unitPrice ?? null, ivaRate: l.ivaRate ?? null })),
    currency: data.currency ?? 'ARS',
  };
}

function givenConfidence(data: DraftData): Record<string, number> {
  const fields: Record<string, number> = { 'receiver.name': GIVEN, 'receiver.docNumber': GIVEN, 'receiver.condicionIva': GIVEN, documentDate: GIVEN, reference: GIVEN, currency: GIVEN, lines: GIVEN };
  data.lines.forEach((l, i) => (fields[`lines[${i}]`] = l.unitPrice === null ? 0.7 : GIVEN));
  return fields;
}

function sanitizeFileName(name: string | undefined): string | null {
  if (!name) return null;
  // multer reads it as UTF-8 (defParamCharset, documents.module.ts), as browsers and curl send it.
  return name.replace(/[\\/\x00-\x1f]/g, '_').slice(0, 255) || null;
}
