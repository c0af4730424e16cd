import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Pool, types } from 'pg';
import type { DatabaseConfig } from '../config/config';

// int8 (bigint, count(*)) arrive as strings from pg and as numbers from PGlite: normalise to numbers.
// Values beyond 2^53 never occur in this schema (voucher numbers are 8 digits, amounts are numeric).
types.setTypeParser(20, (value: string) => Number(value));

/** The query builder shared by both engines. */
export type Orm = PgDatabase<PgQueryResultHKT>;
/** A transaction or the root database: repositories accept either. */
export type Executor = Orm | PgTransaction<PgQueryResultHKT>;

export const MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'migrations');

/**
 * One handle on the service's PostgreSQL, embedded (PGlite) or a server (pg). The same code runs on both;
 * `raw` is exposed only for platform code that needs the driver itself (the queue adapter).
 */
export class Database {
  private constructor(
    readonly orm: Orm,
    readonly raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool },
  ) {}

  static async open(config: DatabaseConfig, options: { loadDataDir?: Blob } = {}): Promise<Database> {
    if (config.kind === 'postgres') {
      const pool = new Pool({ connectionString: config.url, max: 10 });
      pool.on('error', () => undefined); // idle client errors surface on the next query instead
      return new Database(drizzlePg(pool) as unknown as Orm, { kind: 'postgres', pool });
    }
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: config.dataDir ?? undefined,
      loadDataDir: options.loadDataDir,
    });
    return new Database(drizzlePglite(client) as unknown as Orm, { kind: 'pglite', client });
  }

  get kind(): 'pglite' | 'postgres' {
    return this.raw.kind;
  }

  async migrate(): Promise<void> {
    if (this.raw.kind === 'postgres') {
      // api and worker processes may start together: one applies the migrations, the others wait.
      const client = await this.raw.pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', ['facturador:migrations']);
        await migratePg(this.orm as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', ['facturador:migrations']).catch(() => undefined);
        client.release();
      }
    } else {
      await migratePglite(this.orm as never, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.orm.transaction((tx) => work(tx));
  }

  async ping(): Promise<void> {
    await this.orm.execute(sql`select 1`);
  }

  async close(): Promise<void> {
    if (this.raw.kind === 'postgres') await this.raw.pool.end();
    else if (!this.raw.client.closed) await this.raw.client.close();
  }
}
