import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../db/database';

/** Test support for the queue specs (not a spec itself). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type EngineKind = 'pglite' | 'postgres';

export function engineKinds(): EngineKind[] {
  const only = process.env.TEST_DATABASES?.split(',').map((s) => s.trim()).filter(Boolean);
  const all: EngineKind[] = ['pglite', 'postgres'];
  return only?.length ? all.filter((k) => only.includes(k)) : all;
}

export interface Engine {
  kind: EngineKind;
  /** A second handle on the same database (PostgreSQL only: PGlite is one process). */
  open(): Promise<Database>;
  database: Database;
  dispose(): Promise<void>;
}

/** An in-memory PGlite, or a uniquely named PostgreSQL database dropped afterwards; migrated. */
export async function createEngine(kind: EngineKind): Promise<Engine> {
  if (kind === 'pglite') {
    const database = await Database.open({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return {
      kind,
      database,
      open: () => Promise.reject(new Error('PGlite has a single handle')),
      dispose: () => database.close(),
    };
  }
  const name = `facturador_queue_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const config = { kind: 'postgres' as const, url: url.toString() };
  const database = await Database.open(config);
  await database.migrate();
  const extra: Database[] = [];
  return {
    kind,
    database,
    open: async () => {
      const handle = await Database.open(config);
      extra.push(handle);
      return handle;
    },
    dispose: async () => {
      for (const handle of [database, ...extra]) await handle.close().catch(() => undefined);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.orm.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('unexpected result');
}

/** A job's row in pgboss.job or pgboss.archive, read with SQL (works after the queue stopped). */
export async function jobRow(database: Database, id: string): Promise<{ state: string; retry_count: number; output: unknown } | null> {
  const found = await rows<{ state: string; retry_count: number; output: unknown }>(
    database,
    sql`SELECT state::text AS state, retry_count, output FROM pgboss.job WHERE id = ${id}::uuid
        UNION ALL SELECT state::text, retry_count, output FROM pgboss.archive WHERE id = ${id}::uuid`,
  );
  return found[0] ?? null;
}

/** Poll until `check` returns a value (not a timing assertion: the limit only keeps a broken test from hanging). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, what: string, limitMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
