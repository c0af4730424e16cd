import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext } from '../../common/auth';
import { Clock } from '../../common/clock';
import { AppError, notFound } from '../../common/errors';
import { Database } from '../../db/database';
import { vatPercentOf } from '../../common/taxauth-codes';
import { addDays, argentinaDate } from '../../invoicing/domain';
import type { DraftData, DraftIssue } from '../document.types';
import { DraftIssuingService } from '../drafts/draft-issuing.service';
import { DraftReviewer } from '../drafts/draft-reviewer';
import { toDraftResource } from '../drafts/drafts.mapper';
import type { DraftRow } from '../drafts/drafts.repository';
import { DraftsService } from '../drafts/drafts.service';
import { DraftIssueCode, issue } from '../review/issue-codes';
import { TemplatesRepository, type TemplateRow } from '../templates/templates.repository';
import { TemplatesService } from '../templates/templates.service';
import { duePeriods, nextPeriod, type Period, periodOf, runTimeOf, servicePeriod } from './recurrence';
import type { TemplateRunResponse } from './recurring.dto';
import { TemplateRunsRepository } from './template-runs.repository';
import type { TemplateRunTrigger } from './template-runs.schema';

/** Due templates read per page by the scheduler. */
const PAGE = 100;

export interface RecurringRunSummary {
  /** Due templates looked at. */
  templates: number;
  /** Drafts produced. */
  produced: number;
  /** Templates whose run failed (they stay due: the next tick tries again). */
  failed: number;
}

type Produced =
  | { outcome: 'created'; draft: DraftRow }
  | { outcome: 'exists'; draftId: string | null }
  | { outcome: 'not_runnable'; template: TemplateRow | null };

/**
 * Recurring templates (DESIGN.md §5.3, docs/recurring-templates.md): one draft per template and month, made from
 * the template's fixed receiver and items and reviewed like any draft; manual templates wait for review, automatic
 * ones are issued. Exactly once per (template, period): the period is claimed in document_template_runs in the
 * draft's transaction, with the template row locked, so any number of processes may run the scheduler.
 */
@Injectable()
export class RecurringTemplatesService {
  private readonly logger = new Logger('RecurringTemplates');

  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(TemplatesRepository) private readonly templateRows: TemplatesRepository,
    @Inject(TemplatesService) private readonly templates: TemplatesService,
    @Inject(TemplateRunsRepository) private readonly runs: TemplateRunsRepository,
    @Inject(DraftsService) private readonly drafts: DraftsService,
    @Inject(DraftReviewer) private readonly reviewer: DraftReviewer,
    @Inject(DraftIssuingService) private readonly issuing: DraftIssuingService,
  ) {}

  /** The scheduler's tick: every due template produces the periods it owes, oldest first (catch-up). */
  async runDue(now: Date = this.clock.now()): Promise<RecurringRunSummary> {
    const summary: RecurringRunSummary = { templates: 0, produced: 0, failed: 0 };
    let after: { nextRunAt: Date; id: string } | null = null;
    for (;;) {
      const due = await this.templateRows.dueForRun(now, after, PAGE);
      for (const template of due) {
        summary.templates++;
        try {
          summary.produced += await this.catchUp(template, now);
        } catch (error) {
          summary.failed++;
          this.logger.error({ templateId: template.id, err: error instanceof Error ? error.message : String(error) }, 'recurring template run failed');
        }
      }
      if (due.length < PAGE) break;
      const last = due[due.length - 1]!;
      after = { nextRunAt: last.nextRunAt!, id: last.id };
    }
    if (summary.produced || summary.failed) this.logger.log(`recurring templates: ${summary.produced} draft(s) produced, ${summary.failed} template(s) failed`);
    return summary;
  }

  /** POST /documents/templates/{id}/run: this period's draft now; a second call returns the same draft. */
  async runNow(auth: AuthContext, id: string): Promise<TemplateRunResponse> {
    const template = await this.templates.require(auth, id);
    assertRunnable(template);
    const now = this.clock.now();
    const period = periodOf(now);
    const result = await this.produce(template, period, now, 'api');
    if (result.outcome === 'not_runnable') {
      if (!result.template) throw notFound('Template', id);
      assertRunnable(result.template);
      throw new Error(`Template ${id} passed every check but was not run`); // unreachable: a run from the API has no other condition
    }
    if (result.outcome === 'created') return { draft: toDraftResource(result.draft), created: true, period };
    if (!result.draftId) {
      throw new AppError(409, 'template_period_already_run', `Template ${id} already produced its draft for ${period}, and that draft was deleted.`, {
        resolution: 'A period runs once. Create the invoice of this period with POST /documents/drafts (templateId and data) if it is still needed.',
        details: { period },
      });
    }
    const { draft } = await this.drafts.get(auth, result.draftId);
    return { draft, created: false, period };
  }

  private async catchUp(template: TemplateRow, now: Date): Promise<number> {
    const { periods, skipped } = duePeriods(template.dayOfMonth!, template.nextRunAt, now);
    if (skipped.length) this.logger.warn({ templateId: template.id, skipped }, `catch-up limited to the last ${periods.length} period(s)`);
    let produced = 0;
    for (const period of periods) {
      const result = await this.produce(template, period, now, 'schedule');
      if (result.outcome === 'not_runnable') break;
      if (result.outcome === 'created') produced++;
    }
    return produced;
  }

  /**
   * One period of one template. The draft is reviewed first (the review reads the database, which must not
   * happen inside the transaction on PGlite's single connection); then, in one transaction, the template is locked
   * and re-checked (deactivated, deleted, moved meanwhile → nothing), the period claimed, the draft inserted with
   * its event, and nextRunAt/lastRunAt moved on. An approved draft (automatic mode) is then issued.
   */
  private async produce(template: TemplateRow, period: Period, now: Date, trigger: TemplateRunTrigger): Promise<Produced> {
    const auth = { accountId: template.accountId, environment: template.environment, userId: template.userId };
    const { data, extraIssues } = await this.draftData(template, period, now);
    const prepared = await this.drafts.reviewGivenData(auth, template, null, data, { source: 'template', sourceRef: period, extraIssues });
    const result = await this.database.transaction(async (tx): Promise<Produced> => {
      const locked = await this.templateRows.lockForRun(tx, template.id);
      if (!locked || !isRunnable(locked)) return { outcome: 'not_runnable', template: locked };
      const scheduledFor = locked.nextRunAt ? periodOf(locked.nextRunAt) : null;
      if (trigger === 'schedule' && !(locked.nextRunAt && locked.nextRunAt <= now && scheduledFor! <= period)) return { outcome: 'not_runnable', template: locked };
      // The schedule moves past the period once it has run; a run from the API moves it only off this very period.
      const advance = scheduledFor !== null && (trigger === 'schedule' ? scheduledFor <= period : scheduledFor === period);
      const times = advance ? { nextRunAt: runTimeOf(nextPeriod(period), locked.dayOfMonth!) } : {};
      const claimed = await this.runs.claim(tx, locked.id, period, trigger);
      if (!claimed) {
        if (advance) await this.templateRows.updateRunTimes(tx, locked.id, times);
        return { outcome: 'exists', draftId: (await this.runs.find(locked.id, period, tx))?.draftId ?? null };
      }
      const draft = await this.drafts.insertReviewed(tx, prepared);
      await this.runs.attachDraft(tx, locked.id, period, draft.id);
      await this.templateRows.updateRunTimes(tx, locked.id, { ...times, lastRunAt: now });
      return { outcome: 'created', draft };
    });
    if (result.outcome === 'created' && result.draft.status === 'approved') return { outcome: 'created', draft: await this.issuing.issueAutomatically(result.draft) };
    return result;
  }

  /**
   * The sale of one period: the template's items and fixed receiver, dated the day it is produced (the tax
   * authority accepts voucher dates only days around the issue day, so a caught-up period is dated today), the
   * month as service period for services (concepto 2, 3), payment due paymentTermDays later.
   */
  private async draftData(template: TemplateRow, period: Period, now: Date): Promise<{ data: DraftData; extraIssues: DraftIssue[] }> {
    const today = argentinaDate(now);
    const ivaRate = template.ivaRate ?? (await this.defaultIvaRate(template));
    const services = template.concepto === 2 || template.concepto === 3;
    const { from, to } = servicePeriod(period);
    const data: DraftData = {
      lines: template.items.map((item) => ({ description: item.description, quantity: item.quantity, unitPrice: item.unitPrice, ivaRate })),
      receiver: {
        name: template.receiverName,
        docType: template.receiverDocType,
        docNumber: template.receiverDocNumber,
        condicionIva: template.receiverCondicionIva,
        email: template.receiverEmail,
      },
      concepto: template.concepto === 1 || template.concepto === 2 || template.concepto === 3 ? template.concepto : null,
      serviceFrom: services ? from : null,
      serviceTo: services ? to : null,
      documentDate: today,
      paymentDue: addDays(today, template.paymentTermDays ?? 0),
      // The template's items are the seller's own prices: net of VAT unless the template says otherwise.
      pricesIncludeIva: template.pricesIncludeIva ?? false,
      currency: 'ARS',
      reference: null,
      description: null,
    };
    const extraIssues: DraftIssue[] =
      ivaRate === null
        ? [issue(DraftIssueCode.MissingVatRate, 'La plantilla no indica la alícuota de IVA y el CUIT no tiene una predeterminada: indicá ivaRate en cada línea.', 'lines[0].ivaRate')]
        : [];
    return { data, extraIssues };
  }

  /** The issuing CUIT's default VAT rate (its AlicIva code as a percentage), for templates without ivaRate. */
  private async defaultIvaRate(template: TemplateRow): Promise<number | null> {
    const cuit = await this.reviewer.resolveCuit(template.accountId, template, null);
    const percent = cuit?.defaultIva ? vatPercentOf(cuit.defaultIva) : null;
    return percent === null ? null : Number(percent);
  }
}

function isRunnable(template: TemplateRow): boolean {
  return template.recurrence === 'monthly' && template.active && template.dayOfMonth !== null && template.cuitId !== null;
}

function assertRunnable(template: TemplateRow): void {
  if (template.recurrence !== 'monthly' || template.dayOfMonth === null) {
    throw new AppError(409, 'template_not_recurring', `Template ${template.id} is not recurring: it has no period to run.`, {
      resolution: 'Set recurrence "monthly", dayOfMonth and items with PATCH /documents/templates/{id}, then run it.',
    });
  }
  if (!template.active) {
    throw new AppError(409, 'template_inactive', `Template ${template.id} is inactive: it produces no drafts.`, {
      resolution: 'Activate it with PATCH /documents/templates/{id} {"active": true}, then run it.',
    });
  }
  if (!template.cuitId) {
    throw new AppError(409, 'template_without_cuit', `Template ${template.id} has no issuing CUIT (its CUIT was removed).`, {
      resolution: 'Set cuitId with PATCH /documents/templates/{id}; the scheduler then produces the periods it owes.',
    });
  }
}
