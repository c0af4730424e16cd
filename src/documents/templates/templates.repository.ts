import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Environment } from '../../common/auth';
import { Database, databaseNow, type Executor } from '../../db/database';
import type { Cursor } from '../pagination';
import { templates } from './templates.schema';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateInsert = typeof templates.$inferInsert;
export type TemplatePatch = Partial<Omit<TemplateInsert, 'id' | 'accountId' | 'environment' | 'userId' | 'createdAt'>>;

interface Scope {
  accountId: string;
  environment: Environment;
}

const createdAtMs = sql`date_trunc('milliseconds', ${templates.createdAt})`;

/** Every query filters by account AND environment (STYLE.md 7). */
@Injectable()
export class TemplatesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(values: TemplateInsert, tx: Executor = this.database.orm): Promise<TemplateRow> {
    const [row] = await tx.insert(templates).values(values).returning();
    return row!;
  }

  async find(scope: Scope, id: string, tx: Executor = this.database.orm): Promise<TemplateRow | null> {
    const [row] = await tx.select().from(templates).where(and(this.scoped(scope), eq(templates.id, id)));
    return row ?? null;
  }

  async list(scope: Scope, limit: number, cursor: Cursor | null): Promise<TemplateRow[]> {
    const conditions = [this.scoped(scope)];
    if (cursor) conditions.push(sql`(${createdAtMs}, ${templates.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
    return this.database.orm.select().from(templates).where(and(...conditions)).orderBy(desc(createdAtMs), desc(templates.id)).limit(limit);
  }

  async update(scope: Scope, id: string, patch: TemplatePatch, tx: Executor = this.database.orm): Promise<TemplateRow | null> {
    const [row] = await tx.update(templates).set({ ...patch, updatedAt: databaseNow() }).where(and(this.scoped(scope), eq(templates.id, id))).returning();
    return row ?? null;
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    const rows = await this.database.orm.delete(templates).where(and(this.scoped(scope), eq(templates.id, id))).returning({ id: templates.id });
    return rows.length > 0;
  }

  // ------------------------------------------------------------------ recurring scheduler access, by id

  /**
   * Recurring templates of every account whose run is due at `now` (active, with an issuing CUIT), in
   * (nextRunAt, id) order after `after`: a template that could not run stays behind the cursor.
   */
  async dueForRun(now: Date, after: { nextRunAt: Date; id: string } | null, limit: number): Promise<TemplateRow[]> {
    const conditions = [
      isNotNull(templates.recurrence),
      eq(templates.active, true),
      isNotNull(templates.cuitId),
      isNotNull(templates.dayOfMonth),
      lte(templates.nextRunAt, now),
    ];
    if (after) conditions.push(sql`(${templates.nextRunAt}, ${templates.id}) > (${after.nextRunAt.toISOString()}::timestamptz, ${after.id}::uuid)`);
    return this.database.orm.select().from(templates).where(and(...conditions)).orderBy(asc(templates.nextRunAt), asc(templates.id)).limit(limit);
  }

  /** The template row locked for the rest of `tx`: runs of one template are serialised across processes. */
  async lockForRun(tx: Executor, id: string): Promise<TemplateRow | null> {
    const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
    return row ?? null;
  }

  async updateRunTimes(tx: Executor, id: string, times: { nextRunAt?: Date | null; lastRunAt?: Date }): Promise<void> {
    await tx.update(templates).set(times).where(eq(templates.id, id));
  }

  private scoped(scope: Scope) {
    return and(eq(templates.accountId, scope.accountId), eq(templates.environment, scope.environment));
  }
}
