import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { Database, type Executor } from '../../db/database';
import { templateRuns, type TemplateRunTrigger } from './template-runs.schema';

export type TemplateRunRow = typeof templateRuns.$inferSelect;

/** The (template, period) keys of recurring runs. Callers reach a template through its account-scoped row first. */
@Injectable()
export class TemplateRunsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Claims the period for the caller's transaction; null when it already ran (or is being run by another process). */
  async claim(tx: Executor, templateId: string, period: string, trigger: TemplateRunTrigger): Promise<TemplateRunRow | null> {
    const [row] = await tx.insert(templateRuns).values({ templateId, period, trigger }).onConflictDoNothing().returning();
    return row ?? null;
  }

  async attachDraft(tx: Executor, templateId: string, period: string, draftId: string): Promise<void> {
    await tx.update(templateRuns).set({ draftId }).where(and(eq(templateRuns.templateId, templateId), eq(templateRuns.period, period)));
  }

  async find(templateId: string, period: string, tx: Executor = this.database.orm): Promise<TemplateRunRow | null> {
    const [row] = await tx.select().from(templateRuns).where(and(eq(templateRuns.templateId, templateId), eq(templateRuns.period, period)));
    return row ?? null;
  }
}
