import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Environment } from '../../common/auth';
import { Database, type Executor } from '../../db/database';
import { templates } from '../templates/templates.schema';
import { draftPageModels } from './learning.schema';
import type { StoredPage, TemplateLearning } from './learning.types';

interface Scope {
  accountId: string;
  environment: Environment;
}

/** Page models of drafts and what templates learned; every query filters by account AND environment. */
@Injectable()
export class LearningRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async savePages(tx: Executor, draft: Scope & { id: string }, pages: StoredPage[]): Promise<void> {
    await tx
      .insert(draftPageModels)
      .values({ draftId: draft.id, accountId: draft.accountId, environment: draft.environment, pages })
      .onConflictDoUpdate({ target: draftPageModels.draftId, set: { pages } });
  }

  async findPages(scope: Scope, draftId: string, tx: Executor = this.database.orm): Promise<StoredPage[] | null> {
    const [row] = await tx
      .select({ pages: draftPageModels.pages })
      .from(draftPageModels)
      .where(and(eq(draftPageModels.accountId, scope.accountId), eq(draftPageModels.environment, scope.environment), eq(draftPageModels.draftId, draftId)));
    return row?.pages ?? null;
  }

  /** The template's learning, locked for the rest of the transaction (two corrections at once both count). */
  async lockLearning(tx: Executor, scope: Scope, templateId: string): Promise<{ learned: TemplateLearning | null } | null> {
    const [row] = await tx
      .select({ learned: templates.learned })
      .from(templates)
      .where(and(eq(templates.accountId, scope.accountId), eq(templates.environment, scope.environment), eq(templates.id, templateId)))
      .for('update');
    return row ?? null;
  }

  async saveLearning(tx: Executor, scope: Scope, templateId: string, learned: TemplateLearning | null): Promise<void> {
    await tx
      .update(templates)
      .set({ learned })
      .where(and(eq(templates.accountId, scope.accountId), eq(templates.environment, scope.environment), eq(templates.id, templateId)));
  }
}
