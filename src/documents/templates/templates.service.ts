import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/auth';
import { Clock } from '../../common/clock';
import { AppError, notFound, validationFailed, type FieldError } from '../../common/errors';
import { CuitsService } from '../../cuits/cuits.service';
import { isUuid } from '../../db/errors';
import { decodeCursor, DEFAULT_PAGE_SIZE, page } from '../pagination';
import { nextMonthlyRun } from '../recurring/recurrence';
import type { CreateTemplateDto, ListQueryDto, UpdateTemplateDto } from './templates.dto';
import { toTemplateResource } from './templates.mapper';
import { TemplatesRepository, type TemplatePatch, type TemplateRow } from './templates.repository';

@Injectable()
export class TemplatesService {
  constructor(
    @Inject(TemplatesRepository) private readonly repository: TemplatesRepository,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async create(auth: AuthContext, dto: CreateTemplateDto) {
    const values = await this.checked(auth, dto, null);
    const row = await this.repository.insert({ ...values, name: dto.name, accountId: auth.accountId, environment: auth.environment, userId: auth.userId });
    return { template: toTemplateResource(row) };
  }

  async list(auth: AuthContext, query: ListQueryDto) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.repository.list(auth, limit + 1, decodeCursor(query.cursor));
    const result = page(rows, limit);
    return { templates: result.rows.map(toTemplateResource), nextCursor: result.nextCursor };
  }

  async get(auth: AuthContext, id: string) {
    return { template: toTemplateResource(await this.require(auth, id)) };
  }

  /** The template row, for the drafts pipeline. */
  async require(auth: Pick<AuthContext, 'accountId' | 'environment'>, id: string): Promise<TemplateRow> {
    const row = isUuid(id) ? await this.repository.find(auth, id) : null;
    if (!row) throw notFound('Template', id, { resolution: 'Check the template id; GET /documents/templates lists them.' });
    return row;
  }

  async update(auth: AuthContext, id: string, dto: UpdateTemplateDto) {
    const current = await this.require(auth, id);
    const patch = await this.checked(auth, dto, current);
    const row = await this.repository.update(auth, id, patch);
    if (!row) throw notFound('Template', id);
    return { template: toTemplateResource(row) };
  }

  async delete(auth: AuthContext, id: string) {
    await this.require(auth, id);
    await this.repository.delete(auth, id);
    return { ok: true as const };
  }

  /**
   * Cross-field rules the DTO cannot express, checked on the template as it will be after the change:
   * cuitId required in automatic mode and for recurring templates (SPEC Template), dayOfMonth for recurrence,
   * groupBy one of the mapped columns, a fixed receiver's document consistent with its type.
   */
  private async checked(auth: AuthContext, dto: UpdateTemplateDto, current: TemplateRow | null): Promise<TemplatePatch> {
    const patch: TemplatePatch = {};
    for (const [key, value] of Object.entries(dto)) if (value !== undefined) Object.assign(patch, { [key]: value });
    if (patch.receiverDocNumber) patch.receiverDocNumber = patch.receiverDocNumber.replace(/[\s.-]/g, '');
    const after = { ...(current ?? {}), ...patch };
    const problems: FieldError[] = [];
    const mode = after.mode ?? 'manual';
    if (!after.cuitId && mode === 'automatic') problems.push({ field: 'cuitId', messages: ['cuitId is required when mode is automatic'] });
    if (!after.cuitId && after.recurrence) problems.push({ field: 'cuitId', messages: ['cuitId is required for a recurring template'] });
    if (after.recurrence && !after.dayOfMonth) problems.push({ field: 'dayOfMonth', messages: ['dayOfMonth (1–28) is required for a monthly template'] });
    if (after.recurrence && !(after.items ?? []).length) problems.push({ field: 'items', messages: ['a recurring template needs at least one fixed item'] });
    const mapping = after.columnMapping;
    if (mapping) {
      const mapped = Object.keys(mapping.columns ?? {});
      if (!mapped.length) problems.push({ field: 'columnMapping.columns', messages: ['map at least one column'] });
      if (mapping.groupBy && !mapped.includes(mapping.groupBy)) {
        problems.push({ field: 'columnMapping.groupBy', messages: [`groupBy "${mapping.groupBy}" must be one of the mapped columns (${mapped.join(', ')})`] });
      }
    }
    const docNumber = after.receiverDocNumber;
    if (docNumber && !/^\d+$/.test(docNumber)) problems.push({ field: 'receiverDocNumber', messages: ['receiverDocNumber must contain digits (hyphens and dots are ignored)'] });
    else if (docNumber && (after.receiverDocType === 'CUIT' || after.receiverDocType === 'CUIL') && docNumber.length !== 11) {
      problems.push({ field: 'receiverDocNumber', messages: [`a ${after.receiverDocType} has 11 digits`] });
    }
    if (problems.length) throw validationFailed(problems);
    if (patch.cuitId) {
      try {
        patch.cuitId = (await this.cuits.require(auth, patch.cuitId)).id;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw validationFailed([{ field: 'cuitId', messages: [`CUIT ${patch.cuitId} is not registered in this account`] }]);
        throw error;
      }
    }
    // nextRunAt is recomputed when the schedule really changes (a PATCH repeating the same values keeps a run that
    // is due, for the scheduler to catch up); an inactive template has none.
    const changed = (key: 'recurrence' | 'dayOfMonth' | 'active') => patch[key] !== undefined && patch[key] !== current?.[key];
    if (!current || changed('recurrence') || changed('dayOfMonth') || changed('active')) {
      const scheduled = after.recurrence && after.dayOfMonth && (after.active ?? true);
      patch.nextRunAt = scheduled ? nextMonthlyRun(after.dayOfMonth!, this.clock.now()) : null;
    }
    return patch;
  }
}
