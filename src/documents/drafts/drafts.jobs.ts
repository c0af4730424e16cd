import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { Database } from '../../db/database';
import { EventsService } from '../../events/events.service';
import { eventIdsOf, JobName, QueueService, TerminalJobError, type JobContext, type JobOutcome } from '../../queue';
import type { ReadDocument } from '../document.types';
import { ExtractionService } from '../extraction/extraction.service';
import { FileStore } from '../files/file-store';
import { isIngestionFailure, readDocument, type OcrReadPage } from '../ingestion';
import { LearningService, type LearningContext } from '../learning/learning.service';
import { OcrService } from '../ocr.provider';
import { toTemplateHints } from '../templates/templates.mapper';
import { TemplatesRepository } from '../templates/templates.repository';
import { DraftIssuingService } from './draft-issuing.service';
import { DraftReviewer } from './draft-reviewer';
import { toDraftResource } from './drafts.mapper';
import { DraftsRepository, type DraftRow } from './drafts.repository';
import type { DraftPipeline } from './drafts.schema';

export const TEXT_MIME = 'text/plain';

/**
 * The ExtractDocument job: read (ingestion) → extract (LLM or rules) → review → `review_required` or `approved`.
 * Idempotent (STYLE.md 12): the row is re-read and the job skips unless the draft is still `extracting`.
 * Unreadable files are terminal (`failed` with the reason); engine trouble is retried by the queue, and the last
 * attempt fails the draft, so no draft stays `extracting`.
 */
@Injectable()
export class DraftExtractionJob {
  private readonly logger = new Logger('DraftExtraction');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    @Inject(DraftsRepository) private readonly drafts: DraftsRepository,
    @Inject(TemplatesRepository) private readonly templates: TemplatesRepository,
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(OcrService) private readonly ocr: OcrService,
    @Inject(ExtractionService) private readonly extraction: ExtractionService,
    @Inject(DraftReviewer) private readonly reviewer: DraftReviewer,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(DraftIssuingService) private readonly issuing: DraftIssuingService,
    @Inject(LearningService) private readonly learning: LearningService,
  ) {}

  async handle(payload: { documentId: string }, job: Pick<JobContext<JobName.ExtractDocument>, 'retriesLeft'>): Promise<JobOutcome> {
    const initial = await this.drafts.findForJob(payload.documentId);
    if (!initial || initial.status !== 'extracting') return 'skipped';
    const timings: Record<string, number> = {};
    const started = Date.now();
    const claimed = await this.stage(initial, 'reading', { attempts: initial.attempts + 1 });
    if (!claimed) return 'skipped';
    let draft: DraftRow | null = claimed;
    try {
      const template = draft.templateId ? await this.templates.find(draft, draft.templateId) : null;
      let data = draft.extractedData;
      let fieldConfidence = draft.pipeline.fieldConfidence ?? {};
      let notes = draft.pipeline.notes ?? [];
      let ocrConfidence: number | null = null;
      let extractor = draft.pipeline.extractor ?? 'rules';
      let fallbackReason: string | null = null;
      let preprocessing = draft.pipeline.preprocessing;
      let learned: LearningContext | null = null;
      let hints: ReturnType<typeof toTemplateHints> | null = null;
      if (!data) {
        // A file to read (upload, or text sent to POST /documents/drafts).
        const doc = await this.read(draft);
        timings.readMs = Date.now() - started;
        const ocrPages = doc.pages.filter((p) => p.ocrConfidence !== null);
        ocrConfidence = ocrPages.length ? ocrPages.reduce((s, p) => s + (p.ocrConfidence ?? 0), 0) / ocrPages.length : null;
        preprocessing = ocrPages.map((p) => ({ page: p.number, steps: (p as OcrReadPage).pipeline ?? [] }));
        draft = await this.stage(draft, 'extracting', {});
        if (!draft) return 'skipped';
        const extractStarted = Date.now();
        const cuit = await this.reviewer.resolveCuit(draft.accountId, template, draft.requestedCuitId);
        hints = toTemplateHints(template, cuit?.number ?? null);
        // Learned anchors are tried first (issue 13); the page model is kept for provenance and later corrections.
        const { outcome, context } = this.learning.refine(doc, hints, template, await this.extraction.extract(doc, hints));
        learned = context;
        timings.extractMs = Date.now() - extractStarted;
        ({ data, fieldConfidence, notes, extractor, fallbackReason } = outcome);
      } else {
        ocrConfidence = draft.pipeline.ocrConfidence ?? null;
      }
      draft = await this.stage(draft, 'reviewing', {});
      if (!draft) return 'skipped';
      const reviewStarted = Date.now();
      const extraIssues = draft.issues;
      const review = await this.reviewer.review({ draft, data, template, fieldConfidence, notes, ocrConfidence, extraIssues });
      timings.reviewMs = Date.now() - reviewStarted;
      timings.totalMs = Date.now() - started;
      const pipeline: DraftPipeline = { stage: 'done', extractor, fallbackReason, timings, ocrConfidence, fieldConfidence, notes };
      if (preprocessing?.length) pipeline.preprocessing = preprocessing;
      const saved = await this.database.transaction(async (tx) => {
        const row = await this.drafts.updateForJob(
          draft!.id,
          'extracting',
          {
            status: review.status,
            extractedData: data,
            data: review.data,
            issues: review.issues,
            confidence: review.confidence,
            voucherLetter: review.voucherLetter,
            total: review.total,
            cuitId: review.cuitId,
            ptoVta: review.ptoVta,
            pipeline,
            errorCode: null,
            errorMessage: null,
            ...(learned && hints ? { provenance: this.learning.provenance(learned, review.data, fieldConfidence, hints) } : {}),
          },
          tx,
        );
        if (row && learned) await this.learning.savePages(tx, row, learned);
        if (row && row.status === 'review_required') {
          await this.events.record(tx, { accountId: row.accountId, environment: row.environment, type: 'draft.review_required', data: toDraftResource(row) });
        }
        return row;
      });
      // Automatic mode: a confident draft without issues is issued without a person.
      if (saved?.status === 'approved') await this.issuing.issueAutomatically(saved);
      return saved ? 'done' : 'skipped';
    } catch (error) {
      return this.failed(draft ?? claimed, error, job.retriesLeft, timings);
    }
  }

  private async read(draft: DraftRow): Promise<ReadDocument> {
    const bytes = draft.fileSha256 ? await this.files.get(draft, draft.fileSha256) : null;
    if (!bytes) throw new TerminalJobError('The stored file of this draft is missing.', 'file_missing');
    if (draft.mimeType === TEXT_MIME) {
      const text = bytes.toString('utf8');
      return { mimeType: TEXT_MIME, pages: [{ number: 1, text, source: 'text-layer', ocrConfidence: null }], text };
    }
    const { maxFileBytes, maxPages, maxImagePixels } = this.config.documents;
    return readDocument(bytes, { ocr: this.ocr.pool, limits: { maxFileBytes, maxPages, maxImagePixels } });
  }

  private async stage(draft: DraftRow, stage: DraftPipeline['stage'], patch: { attempts?: number }): Promise<DraftRow | null> {
    return this.drafts.updateForJob(draft.id, 'extracting', { ...patch, stageStartedAt: new Date(), pipeline: { ...draft.pipeline, stage } });
  }

  /**
   * Unreadable input (ingestion's terminal failures, a missing file) fails the draft at once. Anything else is
   * rethrown for the queue to retry with backoff while attempts remain; the last attempt fails the draft.
   */
  private async failed(draft: DraftRow, error: unknown, retriesLeft: number, timings: Record<string, number>): Promise<JobOutcome> {
    const terminal = (isIngestionFailure(error) && error.terminal) || error instanceof TerminalJobError;
    const message = error instanceof Error ? error.message : String(error);
    if (!terminal && retriesLeft > 0) {
      this.logger.warn(`draft ${draft.id}: attempt ${draft.attempts} failed, will retry: ${message}`);
      await this.drafts
        .updateForJob(draft.id, 'extracting', { errorCode: 'retrying', errorMessage: message.slice(0, 500), pipeline: { ...draft.pipeline, timings } })
        .catch(() => undefined);
      throw error;
    }
    const code = isIngestionFailure(error) ? error.code : error instanceof TerminalJobError ? error.code : 'extraction_failed';
    const errorMessage = isIngestionFailure(error) || error instanceof TerminalJobError ? message : `The document could not be processed: ${message}`;
    if (!terminal) this.logger.error(`draft ${draft.id}: failed after ${draft.attempts} attempts: ${message}`);
    await this.drafts.updateForJob(draft.id, 'extracting', {
      status: 'failed',
      errorCode: code,
      errorMessage,
      pipeline: { ...draft.pipeline, stage: 'failed', timings },
    });
    return 'done';
  }
}

/** The drafts' jobs, registered beside the module (STYLE.md 11): extraction, and following an invoice's fate. */
@Injectable()
export class DraftsJobs implements OnModuleInit {
  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(DraftExtractionJob) private readonly extraction: DraftExtractionJob,
    @Inject(DraftIssuingService) private readonly issuing: DraftIssuingService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({
      [JobName.ExtractDocument]: (payload, job) => this.extraction.handle(payload, job),
      [JobName.SettleDraft]: (payload) => this.issuing.settleFromEvents(eventIdsOf(payload)),
    });
  }
}
