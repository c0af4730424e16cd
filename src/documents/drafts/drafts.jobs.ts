import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import type { CuitRow } from '../../cuits/cuits.repository';
import { Database, databaseNow } from '../../db/database';
import { EventsService } from '../../events/events.service';
import { eventIdsOf, JobName, QueueService, TerminalJobError, type JobContext, type JobOutcome } from '../../queue';
import type { DraftData, ReadDocument, TemplateHints } from '../document.types';
import { ExtractionService } from '../extraction/extraction.service';
import { FileStore } from '../files/file-store';
import { isIngestionFailure, readDocument, type OcrReadPage } from '../ingestion';
import { LearningService, type LearningContext } from '../learning/learning.service';
import { OcrService } from '../ocr.provider';
import { toTemplateHints } from '../templates/templates.mapper';
import { TemplatesRepository, type TemplateRow } from '../templates/templates.repository';
import { DraftIssuingService } from './draft-issuing.service';
import { DraftReviewer, reviewedFields, type ReviewOutcome } from './draft-reviewer';
import { ingestionLimits } from './draft-uploads';
import { toDraftResource } from './drafts.mapper';
import { DraftsRepository, type DraftRow } from './drafts.repository';
import type { DraftPipeline, PipelineStage } from './drafts.schema';

export const TEXT_MIME = 'text/plain';

/**
 * A step's stage is written to the row once the step has run this long (`recordStageIfSlow`). A text PDF's extract
 * and review take 5–40 ms; an OCR read or an LLM call, seconds. The sweeper counts stuck drafts in minutes.
 */
export const STAGE_RECORD_AFTER_MS = 250;

/**
 * What the extraction job's steps share (STYLE.md 14, the shape of ingestion's `run(ctx) → ctx`): each step reads
 * it and answers it extended. `draft` is the row as last written (every stage change re-reads it).
 */
export interface ExtractionContext {
  draft: DraftRow;
  template: TemplateRow | null;
  /** The document read from the stored file; absent when the draft came with its data (a spreadsheet group). */
  doc?: ReadDocument;
  data: DraftData | null;
  fieldConfidence: Record<string, number>;
  notes: string[];
  invalidReceiverDoc: string | null;
  /** Perceptions and other taxes the document's total held that the draft leaves out (a note on review). */
  otherTaxesLeftOut: number | null;
  ocrConfidence: number | null;
  extractor: string;
  fallbackReason: string | null;
  preprocessing: DraftPipeline['preprocessing'];
  learned: LearningContext | null;
  hints: TemplateHints | null;
  /** The issuing CUIT (null: none), looked up with the template while the document is read. Unset before. */
  cuit?: CuitRow | null;
  review?: ReviewOutcome;
  saved?: DraftRow | null;
  /** Milliseconds per step so far (`readMs`, `extractMs`, `reviewMs`, and `totalMs` before the save). */
  timings: Record<string, number>;
}

export type ExtractionStepName = 'read' | 'extract' | 'review' | 'save' | 'autoIssue';

/** One declared step: the stage recorded before it runs, whether it applies to this draft, and what it does. */
export interface ExtractionStep {
  name: ExtractionStepName;
  /** Recorded on the row once the step runs long (STYLE.md 13, `recordStageIfSlow`); none for a step inside the previous stage. */
  stage?: Exclude<PipelineStage, 'queued' | 'done' | 'failed'>;
  applies?: (ctx: ExtractionContext) => boolean;
  run: (ctx: ExtractionContext) => Promise<ExtractionContext>;
}

/**
 * The ExtractDocument job: read → extract → review → save → auto-issue, declared in `steps` and run by one runner
 * that records each long step's stage, every step's time (`<step>Ms`, and `totalMs`) and, on failure, the step and
 * stage that failed.
 * Idempotent (STYLE.md 12): the row is re-read and the job skips unless the draft is still `extracting`.
 * Unreadable files are terminal (`failed` with the reason); engine trouble is retried by the queue, and the last
 * attempt fails the draft, so no draft stays `extracting`.
 */
@Injectable()
export class DraftExtractionJob {
  /** How long a step runs before its stage is written (`STAGE_RECORD_AFTER_MS`; tests set it to decide the outcome). */
  stageRecordAfterMs = STAGE_RECORD_AFTER_MS;

  private readonly logger = new Logger('DraftExtraction');

  readonly steps: readonly ExtractionStep[] = [
    // A draft with its data already (a spreadsheet group) has nothing to read or extract.
    { name: 'read', applies: (ctx) => !ctx.data, run: (ctx) => this.read(ctx) },
    { name: 'extract', stage: 'extracting', applies: (ctx) => Boolean(ctx.doc), run: (ctx) => this.extract(ctx) },
    { name: 'review', stage: 'reviewing', run: (ctx) => this.review(ctx) },
    { name: 'save', run: (ctx) => this.save(ctx) },
    // Automatic mode: a confident draft without issues is issued without a person.
    { name: 'autoIssue', applies: (ctx) => ctx.saved?.status === 'approved', run: async (ctx) => ({ ...ctx, saved: await this.issuing.issueAutomatically(ctx.saved!) }) },
  ];

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
    const claimed = await this.drafts.claimForExtraction(payload.documentId);
    if (!claimed) return 'skipped';
    const started = Date.now();
    let ctx: ExtractionContext = {
      draft: claimed,
      template: null,
      data: claimed.extractedData,
      fieldConfidence: claimed.pipeline.fieldConfidence ?? {},
      notes: claimed.pipeline.notes ?? [],
      invalidReceiverDoc: claimed.pipeline.invalidReceiverDoc ?? null,
      otherTaxesLeftOut: claimed.pipeline.otherTaxesLeftOut ?? null,
      ocrConfidence: claimed.pipeline.ocrConfidence ?? null,
      extractor: claimed.pipeline.extractor ?? 'rules',
      fallbackReason: null,
      preprocessing: claimed.pipeline.preprocessing,
      learned: null,
      hints: null,
      timings: {},
    };
    let current: ExtractionStepName = 'read';
    let currentStage: ExtractionStep['stage'];
    try {
      // The template and the issuing CUIT are looked up while the document is read: pdf.js and OCR run off the main
      // thread, so neither waits for the other.
      const lookups = this.lookUp(claimed);
      lookups.catch(() => undefined); // awaited before the first step after the read
      for (const step of this.steps) {
        if (step.applies && !step.applies(ctx)) continue;
        if (step.name !== 'read' && ctx.cuit === undefined) ctx = { ...ctx, ...(await lookups) };
        current = step.name;
        currentStage = step.stage ?? currentStage;
        const stepStarted = Date.now();
        const recording = step.stage ? this.recordStageIfSlow(ctx.draft, step.stage) : null;
        // Settled before anything else writes the row, so a late stage never overwrites what follows it.
        try {
          ctx = await step.run(ctx);
        } catch (error) {
          await recording?.settle().catch(() => undefined);
          throw error;
        }
        const moved = await recording?.settle();
        if (moved === null) return 'skipped';
        if (moved) ctx = { ...ctx, draft: moved };
        ctx.timings[`${step.name}Ms`] = Date.now() - stepStarted;
        // Before the save, so the row carries the whole run's time.
        if (step.name === 'review') ctx.timings.totalMs = Date.now() - started;
      }
      return ctx.saved ? 'done' : 'skipped';
    } catch (error) {
      return this.failed(ctx.draft, error, job.retriesLeft, ctx.timings, current, currentStage);
    }
  }

  private async lookUp(draft: DraftRow): Promise<{ template: TemplateRow | null; cuit: CuitRow | null }> {
    const template = draft.templateId ? await this.templates.find(draft, draft.templateId) : null;
    return { template, cuit: await this.reviewer.resolveCuit(draft.accountId, template, draft.requestedCuitId) };
  }

  private async read(ctx: ExtractionContext): Promise<ExtractionContext> {
    const { draft } = ctx;
    const bytes = draft.fileSha256 ? await this.files.get(draft, draft.fileSha256) : null;
    if (!bytes) throw new TerminalJobError('The stored file of this draft is missing.', 'file_missing');
    let doc: ReadDocument;
    if (draft.mimeType === TEXT_MIME) {
      const text = bytes.toString('utf8');
      doc = { mimeType: TEXT_MIME, pages: [{ number: 1, text, source: 'text-layer', ocrConfidence: null }], text };
    } else {
      doc = await readDocument(bytes, { ocr: this.ocr.pool, limits: ingestionLimits(this.config) });
    }
    const ocrPages = doc.pages.filter((p) => p.ocrConfidence !== null);
    return {
      ...ctx,
      doc,
      ocrConfidence: ocrPages.length ? ocrPages.reduce((s, p) => s + (p.ocrConfidence ?? 0), 0) / ocrPages.length : null,
      preprocessing: ocrPages.map((p) => ({ page: p.number, steps: (p as OcrReadPage).pipeline ?? [] })),
    };
  }

  private async extract(ctx: ExtractionContext): Promise<ExtractionContext> {
    const { template, doc } = ctx;
    const cuit = ctx.cuit ?? null;
    const hints = toTemplateHints(template, cuit?.number ?? null);
    // Learned anchors are tried first (issue 13); the page model is kept for provenance and later corrections.
    const { outcome, context } = this.learning.refine(doc!, hints, template, await this.extraction.extract(doc!, hints));
    const { data, fieldConfidence, notes, extractor, fallbackReason } = outcome;
    return { ...ctx, cuit, hints, learned: context, data, fieldConfidence, notes, invalidReceiverDoc: outcome.invalidReceiverDoc ?? null, otherTaxesLeftOut: outcome.otherTaxesLeftOut ?? null, extractor, fallbackReason };
  }

  private async review(ctx: ExtractionContext): Promise<ExtractionContext> {
    const { draft, template, fieldConfidence, invalidReceiverDoc, otherTaxesLeftOut, ocrConfidence } = ctx;
    const review = await this.reviewer.review({ draft, data: ctx.data!, template, fieldConfidence, invalidReceiverDoc, otherTaxesLeftOut, ocrConfidence, extraIssues: draft.issues, cuitOverride: ctx.cuit });
    return { ...ctx, review };
  }

  /** The reviewed draft, its learned pages and its `draft.review_required` event commit together (STYLE.md 16). */
  private async save(ctx: ExtractionContext): Promise<ExtractionContext> {
    const { draft, review, learned, hints, fieldConfidence } = ctx;
    const pipeline: DraftPipeline = {
      stage: 'done',
      extractor: ctx.extractor,
      fallbackReason: ctx.fallbackReason,
      timings: ctx.timings,
      ocrConfidence: ctx.ocrConfidence,
      fieldConfidence,
      notes: ctx.notes,
    };
    if (ctx.invalidReceiverDoc) pipeline.invalidReceiverDoc = ctx.invalidReceiverDoc;
    if (ctx.otherTaxesLeftOut) pipeline.otherTaxesLeftOut = ctx.otherTaxesLeftOut;
    if (ctx.preprocessing?.length) pipeline.preprocessing = ctx.preprocessing;
    // Computed before the transaction: on the embedded database an open transaction holds the one connection, and
    // every other statement (a GET of this draft, the queue's fetches) would wait for this CPU work too.
    const provenance = learned && hints ? this.learning.provenance(learned, review!.data, fieldConfidence, hints) : undefined;
    const saved = await this.database.transaction(async (tx) => {
      const row = await this.drafts.updateForJob(
        draft.id,
        'extracting',
        {
          ...reviewedFields(review!),
          extractedData: ctx.data,
          pipeline,
          errorCode: null,
          errorMessage: null,
          ...(provenance ? { provenance } : {}),
        },
        tx,
      );
      if (row && learned) await this.learning.savePages(tx, row, learned);
      if (row && row.status === 'review_required') {
        await this.events.record(tx, { accountId: row.accountId, environment: row.environment, type: 'draft.review_required', data: toDraftResource(row) });
      }
      return row;
    });
    return { ...ctx, saved };
  }

  /**
   * The stage of a step is written only once the step has run `STAGE_RECORD_AFTER_MS`: a long step (OCR, an LLM
   * call) shows on the row and restarts the sweeper's clock as before, while a text document's quick steps cost no
   * write each — the row shows the previous stage for that moment, and a failure records its step and stage anyway.
   * `settle()` answers the row as written (null: no longer extracting), or undefined when nothing was written.
   */
  private recordStageIfSlow(draft: DraftRow, stage: PipelineStage): { settle: () => Promise<DraftRow | null | undefined> } {
    let written: Promise<DraftRow | null> | undefined;
    const timer = setTimeout(() => {
      written = this.stage(draft, stage);
      written.catch(() => undefined); // awaited by settle(); not an unhandled rejection meanwhile
    }, this.stageRecordAfterMs);
    return {
      settle: async () => {
        clearTimeout(timer);
        return written;
      },
    };
  }

  private async stage(draft: DraftRow, stage: PipelineStage): Promise<DraftRow | null> {
    return this.drafts.updateForJob(draft.id, 'extracting', { stageStartedAt: databaseNow(), pipeline: { ...draft.pipeline, stage } });
  }

  /**
   * Unreadable input (ingestion's terminal failures, a missing file) fails the draft at once. Anything else is
   * rethrown for the queue to retry with backoff while attempts remain; the last attempt fails the draft. The step
   * that failed is recorded with the timings of those before it.
   */
  private async failed(draft: DraftRow, error: unknown, retriesLeft: number, timings: Record<string, number>, step: ExtractionStepName, stage: ExtractionStep['stage']): Promise<JobOutcome> {
    const terminal = (isIngestionFailure(error) && error.terminal) || error instanceof TerminalJobError;
    const message = error instanceof Error ? error.message : String(error);
    if (!terminal && retriesLeft > 0) {
      this.logger.warn(`draft ${draft.id}: attempt ${draft.attempts} failed in ${step}, will retry: ${message}`);
      await this.drafts
        .updateForJob(draft.id, 'extracting', { errorCode: 'retrying', errorMessage: message.slice(0, 500), pipeline: { ...draft.pipeline, stage: stage ?? draft.pipeline.stage, timings, failedStep: step } })
        .catch(() => undefined);
      throw error;
    }
    const code = isIngestionFailure(error) ? error.code : error instanceof TerminalJobError ? error.code : 'extraction_failed';
    const errorMessage = isIngestionFailure(error) || error instanceof TerminalJobError ? message : `The document could not be processed: ${message}`;
    if (!terminal) this.logger.error(`draft ${draft.id}: failed in ${step} after ${draft.attempts} attempts: ${message}`);
    await this.drafts.updateForJob(draft.id, 'extracting', {
      status: 'failed',
      errorCode: code,
      errorMessage,
      pipeline: { ...draft.pipeline, stage: 'failed', timings, failedStep: step },
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
