import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Environment } from '../../common/auth';
import { Database, databaseNow, type Executor } from '../../db/database';
import type { Cursor } from '../pagination';
import { drafts, type DraftSource, type DraftStatus } from './drafts.schema';

export type DraftRow = typeof drafts.$inferSelect;
export type DraftInsert = typeof drafts.$inferInsert;
/** `stageStartedAt` may be the database's now (`databaseNow()`): the stuck-draft sweeper measures on that clock. */
export type DraftPatch = Partial<Omit<DraftInsert, 'id' | 'accountId' | 'environment' | 'userId' | 'createdAt' | 'stageStartedAt'>> & { stageStartedAt?: Date | SQL<Date> | null };

export interface Scope {
  accountId: string;
  environment: Environment;
}

export interface DraftFilter {
  status?: DraftStatus;
  templateId?: string;
  cuitId?: string;
  source?: DraftSource;
}

const createdAtMs = sql`date_trunc('milliseconds', ${drafts.createdAt})`;

/**
 * Rows per INSERT: ~35 columns × 100 stays well under PostgreSQL's 65 535 bind parameters, and keeps each statement
 * short — the embedded database runs a statement on the event loop and lets it turn only between statements
 * (db/embedded-turns.ts).
 */
const DRAFT_INSERT_CHUNK = 100;

/** Tenant queries filter by account AND environment; the job methods (by id only) serve the pipeline. */
@Injectable()
export class DraftsRepository {
  /** The draft-by-id read of GET /documents/drafts/{id}, built once (drizzle builds a query's SQL on every call). */
  private readonly findPrepared;

  constructor(@Inject(Database) private readonly database: Database) {
    this.findPrepared = database.orm
      .select()
      .from(drafts)
      .where(and(eq(drafts.accountId, sql.placeholder('accountId')), eq(drafts.environment, sql.placeholder('environment')), eq(drafts.id, sql.placeholder('id'))))
      .prepare('draft_by_id');
  }

  /** In chunks: one INSERT binds one parameter per column and row, and PostgreSQL allows 65 535 per statement. */
  async insertMany(tx: Executor, values: Array<Omit<DraftInsert, 'stageStartedAt'> & Pick<DraftPatch, 'stageStartedAt'>>): Promise<DraftRow[]> {
    const out: DraftRow[] = [];
    for (let i = 0; i < values.length; i += DRAFT_INSERT_CHUNK) out.push(...(await tx.insert(drafts).values(values.slice(i, i + DRAFT_INSERT_CHUNK)).returning()));
    return out;
  }

  async find(scope: Scope, id: string, tx?: Executor): Promise<DraftRow | null> {
    const [row] = tx
      ? await tx.select().from(drafts).where(and(this.scoped(scope), eq(drafts.id, id)))
      : await this.findPrepared.execute({ accountId: scope.accountId, environment: scope.environment, id });
    return row ?? null;
  }

  /** What serving the original file needs, without the draft's JSON columns (the review page asks for both at once). */
  async findFile(scope: Scope, id: string): Promise<Pick<DraftRow, 'id' | 'accountId' | 'fileName' | 'mimeType' | 'fileSha256'> | null> {
    const [row] = await this.database.orm
      .select({ id: drafts.id, accountId: drafts.accountId, fileName: drafts.fileName, mimeType: drafts.mimeType, fileSha256: drafts.fileSha256 })
      .from(drafts)
      .where(and(this.scoped(scope), eq(drafts.id, id)));
    return row ?? null;
  }

  async list(scope: Scope, filter: DraftFilter, limit: number, cursor: Cursor | null, order: 'asc' | 'desc' = 'desc'): Promise<DraftRow[]> {
    const conditions: Array<SQL | undefined> = [this.scoped(scope)];
    if (filter.status) conditions.push(eq(drafts.status, filter.status));
    if (filter.templateId) conditions.push(eq(drafts.templateId, filter.templateId));
    if (filter.cuitId) conditions.push(eq(drafts.cuitId, filter.cuitId));
    if (filter.source) conditions.push(eq(drafts.source, filter.source));
    if (cursor) {
      const after = sql`(${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
      conditions.push(order === 'asc' ? sql`(${createdAtMs}, ${drafts.id}) > ${after}` : sql`(${createdAtMs}, ${drafts.id}) < ${after}`);
    }
    const direction = order === 'asc' ? asc : desc;
    return this.database.orm.select().from(drafts).where(and(...conditions)).orderBy(direction(createdAtMs), direction(drafts.id)).limit(limit);
  }

  async countByStatus(scope: Scope): Promise<Array<{ status: DraftStatus; n: number }>> {
    return this.database.orm.select({ status: drafts.status, n: count() }).from(drafts).where(this.scoped(scope)).groupBy(drafts.status);
  }

  /** Updates only while the draft is in one of `expected` statuses; null when it was not (moved on, deleted). */
  async update(scope: Scope, id: string, expected: readonly DraftStatus[], patch: DraftPatch, tx: Executor = this.database.orm): Promise<DraftRow | null> {
    const [row] = await tx
      .update(drafts)
      .set({ ...patch, updatedAt: databaseNow() })
      .where(and(this.scoped(scope), eq(drafts.id, id), or(...expected.map((s) => eq(drafts.status, s)))))
      .returning();
    return row ?? null;
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    const rows = await this.database.orm.delete(drafts).where(and(this.scoped(scope), eq(drafts.id, id))).returning({ id: drafts.id });
    return rows.length > 0;
  }

  /** Earlier drafts of the account and environment with the same file (duplicate detection), other than the same upload. */
  async hashSeenBefore(scope: Scope, sha: string, draft: { id: string; uploadId: string | null }): Promise<boolean> {
    const conditions = [this.scoped(scope), eq(drafts.fileSha256, sha), ne(drafts.id, draft.id), ne(drafts.status, 'rejected')];
    if (draft.uploadId) conditions.push(sql`${drafts.uploadId} is distinct from ${draft.uploadId}::uuid`);
    const [row] = await this.database.orm.select({ id: drafts.id }).from(drafts).where(and(...conditions)).limit(1);
    return Boolean(row);
  }

  /**
   * Other drafts of the account and environment from the same issuing CUIT that carry a reference (same reference
   * + receiver + total = duplicate).
   */
  async documentsWithReference(scope: Scope, exceptId: string, issuerCuitId: string | null): Promise<Array<{ reference: string | null; receiverDocNumber: string | null; total: number | null }>> {
    const rows = await this.database.orm
      .select({ data: drafts.data, total: drafts.total })
      .from(drafts)
      .where(
        and(
          this.scoped(scope),
          sql`${drafts.cuitId} is not distinct from ${issuerCuitId}::uuid`,
          ne(drafts.id, exceptId),
          ne(drafts.status, 'rejected'),
          isNotNull(sql`${drafts.data}->>'reference'`),
        ),
      )
      .orderBy(desc(drafts.createdAt))
      .limit(2000);
    return rows.map((r) => ({ reference: r.data?.reference ?? null, receiverDocNumber: r.data?.receiver?.docNumber ?? null, total: r.total === null ? null : Number(r.total) }));
  }

  // ------------------------------------------------------------------ pipeline (job) access, by id

  /** The draft waiting for this invoice (a batch of one), if any: `drafts_status_idx` narrows it to the issuing drafts. */
  /** The invoices that `issuing` drafts of these batches wait for (their ids), in one read. */
  async invoicesAwaitedIn(scope: Scope, batchIds: readonly string[]): Promise<string[]> {
    if (batchIds.length === 0) return [];
    const rows = await this.database.orm
      .select({ invoiceId: sql<string | null>`${drafts.invoice}->>'id'` })
      .from(drafts)
      .where(and(eq(drafts.status, 'issuing'), this.scoped(scope), inArray(drafts.batchId, [...batchIds])));
    return rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : []));
  }

  async findIssuingFor(scope: Scope, invoice: { batchId: string; id: string }, tx: Executor = this.database.orm): Promise<DraftRow | null> {
    const [row] = await tx
      .select()
      .from(drafts)
      .where(and(eq(drafts.status, 'issuing'), this.scoped(scope), eq(drafts.batchId, invoice.batchId), sql`${drafts.invoice}->>'id' = ${invoice.id}`))
      .limit(1);
    return row ?? null;
  }

  /**
   * The extraction job's claim of a draft still `extracting`, in one statement: one more attempt, the `reading` stage
   * and its start by the database's clock. Null when the draft is gone or no longer extracting.
   */
  async claimForExtraction(id: string): Promise<DraftRow | null> {
    const [row] = await this.database.orm
      .update(drafts)
      .set({
        attempts: sql`${drafts.attempts} + 1`,
        pipeline: sql`${drafts.pipeline} || jsonb_build_object('stage', 'reading')`,
        stageStartedAt: databaseNow(),
        updatedAt: databaseNow(),
      })
      .where(and(eq(drafts.id, id), eq(drafts.status, 'extracting')))
      .returning();
    return row ?? null;
  }

  async updateForJob(id: string, expected: DraftStatus, patch: DraftPatch, tx: Executor = this.database.orm): Promise<DraftRow | null> {
    const [row] = await tx.update(drafts).set({ ...patch, updatedAt: databaseNow() }).where(and(eq(drafts.id, id), eq(drafts.status, expected))).returning();
    return row ?? null;
  }

  /**
   * Claims drafts stuck in `extracting` for more than `stuckMs` by the database's clock (stage start, or creation
   * when never started): their stage clock is reset to the database's now (what the rows answer carry), so a
   * concurrent sweeper in another process does not claim them too.
   */
  async claimStuck(tx: Executor, stuckMs: number, limit: number): Promise<DraftRow[]> {
    const stuck = tx
      .select({ id: drafts.id })
      .from(drafts)
      .where(and(eq(drafts.status, 'extracting'), lt(sql`coalesce(${drafts.stageStartedAt}, ${drafts.createdAt})`, sql`now() - ${stuckMs} * interval '1 millisecond'`)))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(drafts)
      .set({ stageStartedAt: databaseNow(), updatedAt: databaseNow() })
      .where(inArray(drafts.id, stuck))
      .returning();
  }

  private scoped(scope: Scope) {
    return and(eq(drafts.accountId, scope.accountId), eq(drafts.environment, scope.environment));
  }
}
