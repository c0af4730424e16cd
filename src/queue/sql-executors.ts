import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Executor } from '../db/database';

/** What pg-boss 10 needs from a connection (its `Db` interface). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * What a statement sent after shutdown answers: no result at all, not an empty one. pg-boss reads `rows[0].count`
 * of a result it gets (complete, fail), and its own code handles a missing result (its Db type does not say so).
 */
const NO_RESULT = undefined as unknown as { rows: Record<string, unknown>[] };

/**
 * pg-boss on PGlite. pg-boss sends multi-statement scripts without parameters (schema creation, migrations,
 * `BEGIN; … COMMIT;` under an advisory lock): the extended protocol behind `query()` rejects those
 * ("cannot insert multiple commands into a prepared statement"), so they go through `exec()`, which runs a
 * script and returns one result per statement; pg-boss reads the rows of the last one. Statements with
 * parameters go through `query()`.
 *
 * Once the application has closed the database (shutdown), a statement pg-boss still sends gets no result, as on
 * the pool below — also one queued before the close and reached after it. pg-boss completes a worker's batch
 * without awaiting it: a batch fetched just before the queue stopped completed after the close, and its "PGlite is
 * closed" surfaced as an unhandled rejection in whatever ran next (CI, stop 28).
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  const run = async (text: string, values: unknown[] | undefined): Promise<{ rows: Record<string, unknown>[] }> => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    }
    const result = await client.query<Record<string, unknown>>(text, values.map((v) => (v === undefined ? null : v)));
    return { rows: result.rows };
  };
  return {
    async executeSql(text, values) {
      if (client.closed) return NO_RESULT;
      try {
        return await run(text, values);
      } catch (error) {
        if (client.closed) return NO_RESULT;
        throw error;
      }
    },
  };
}

/**
 * pg-boss on a PostgreSQL server, through the service's own pool. Once the application has ended the pool (shutdown),
 * a statement pg-boss still sends (a job completing, a timer of its own) gets no result, which pg-boss reads as
 * nothing done, instead of an
 * unhandled "Cannot use a pool after calling end on the pool" surfacing in whatever runs next in the process.
 */
export function poolExecutor(pool: Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((pool as Pool & { ending?: boolean }).ending) return NO_RESULT;
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * Turn pg-boss's `$n` SQL into a Drizzle `SQL` object. Each `$n` becomes a Drizzle parameter at its first
 * occurrence; later occurrences of the same `$n` reuse that parameter's number, so PostgreSQL infers ONE type
 * per value exactly as in the original statement (pg-boss reads `$5` both as text and, in another CASE
 * branch, casts it to a timestamp — two separate parameters would fail to bind). Parameters the text never
 * mentions are dropped. Drizzle numbers parameters in the order they appear, which is the order built here.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  const assigned = new Map<number, number>();
  const pattern = /\$(\d+)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const index = Number(match[1]);
    if (index < 1 || index > values.length) throw new Error(`SQL parameter $${index} has no value (${values.length} given)`);
    chunks.push(sql.raw(text.slice(last, match.index)));
    const existing = assigned.get(index);
    if (existing !== undefined) {
      chunks.push(sql.raw(`$${existing}`));
    } else {
      assigned.set(index, assigned.size + 1);
      const value = values[index - 1];
      chunks.push(sql`${sql.param(value === undefined ? null : value)}`);
    }
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss statements inside the caller's Drizzle transaction (pg or PGlite): `tx.execute()` returns the
 * driver's result, which has `rows` on both (pg `QueryResult`, PGlite `Results`).
 */
export function drizzleExecutor(tx: Executor): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result: unknown = await tx.execute(toDrizzleSql(text, values ?? []));
      return { rows: rowsOf(result) };
    },
  };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  throw new Error('Unexpected result shape from tx.execute()');
}
