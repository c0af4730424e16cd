import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { chmodSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Pool, types } from 'pg';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB, type DatabaseConfig } from '../config/config';
import { takeTurns } from './embedded-turns';
import { TableWrites, trackWrites } from './table-writes';

// int8 (bigint, count(*)) arrive as strings from pg and as numbers from PGlite: normalise to numbers.
// Values beyond 2^53 never occur in this schema (voucher numbers are 8 digits, amounts are numeric).
types.setTypeParser(20, (value: string) => Number(value));

/** The query builder shared by both engines. */
export type Orm = PgDatabase<PgQueryResultHKT>;
/** A transaction or the root database: repositories accept either. */
export type Executor = Orm | PgTransaction<PgQueryResultHKT>;

/**
 * The database's clock, for the times a row records (`updatedAt`, `closedAt`) and the expiries the database
 * decides: one clock for every process, whichever server runs the code. Rules that depend on the date use `Clock`.
 */
export function databaseNow(): SQL<Date> {
  return sql<Date>`now()`;
}

/** `now()` plus a span, for an expiry stored by the database's clock. */
export function databaseNowPlus(ms: number): SQL<Date> {
  return sql<Date>`now() + ${ms} * interval '1 millisecond'`;
}

export const MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'migrations');

/**
 * One handle on the service's PostgreSQL, embedded (PGlite) or a server (pg). The same code runs on both;
 * `raw` is exposed only for platform code that needs the driver itself (the queue adapter).
 */
export class Database {
  private snapshotBatch: Promise<string> | null = null;

  private constructor(
    readonly orm: Orm,
    readonly raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool },
    private readonly lock: EmbeddedLock | null = null,
    /** Embedded mode: which tables each statement writes, for the read cache. Null on a server (other processes write too). */
    readonly writes: TableWrites | null = null,
  ) {}

  /** `queryLogger` sees every statement the ORM sends (the benchmarks count queries per voucher and per request). */
  static async open(config: DatabaseConfig, options: { loadDataDir?: Blob; queryLogger?: QueryLogger } = {}): Promise<Database> {
    const logger = options.queryLogger;
    if (config.kind === 'postgres') {
      const pool = new Pool({ connectionString: config.url, max: 10 });
      pool.on('error', () => undefined); // idle client errors surface on the next query instead
      return new Database(drizzlePg(pool, { logger }) as unknown as Orm, { kind: 'postgres', pool });
    }
    let lock: EmbeddedLock | null = null;
    if (config.dataDir) {
      // Tenant rows live in these files: only the service's user may read them, whatever the umask made them.
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
      chmodSync(config.dataDir, 0o700);
      lock = EmbeddedLock.acquire(config.dataDir);
    }
    try {
      // Its statements run on the main thread: they take turns with the event loop (embedded-turns.ts), and each
      // write is stamped before the next statement is admitted (table-writes.ts).
      const writes = new TableWrites();
      const client = takeTurns(
        trackWrites(
          await PGlite.create({
            dataDir: config.dataDir ?? undefined,
            loadDataDir: options.loadDataDir,
            startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${config.sharedBuffersMb ?? DEFAULT_EMBEDDED_SHARED_BUFFERS_MB}MB`],
          }),
          writes,
        ),
      );
      return new Database(drizzlePglite(client, { logger }) as unknown as Orm, { kind: 'pglite', client }, lock, writes);
    } catch (error) {
      lock?.release();
      throw error;
    }
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

  /**
   * Server mode: LISTEN on `channels` over a connection of its own, kept open (re-connected after a loss), named
   * `applicationName` in `pg_stat_activity` (so the listeners of a database can be counted, see
   * `countListeners`). `onState(true)` when listening (after every reconnection, since notifications may have
   * been missed meanwhile), `onState(false)` when the connection is lost. Embedded mode is one process: nothing
   * to listen to, `onState` is never called and the returned stop does nothing.
   */
  async listen(
    listening: { channels: readonly string[]; applicationName: string },
    onMessage: (payload: string, channel: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>> {
    if (this.raw.kind !== 'postgres') return async () => undefined;
    const { channels, applicationName } = listening;
    for (const channel of channels) if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    const options = this.raw.pool.options;
    let client: Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const next = new Client({ ...options, application_name: applicationName });
      next.on('notification', (message) => {
        if (channels.includes(message.channel)) onMessage(message.payload ?? '', message.channel);
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        onState(false);
        void next.end().catch(() => undefined);
        if (!stopped) retry = setTimeout(() => void connect().catch(lost), 1000);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      try {
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        lost();
        throw error;
      }
      if (stopped) return void (await next.end().catch(() => undefined));
      onState(true);
    };
    await connect().catch(() => undefined); // not reachable now: retried every second, onState(false) meanwhile
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  }

  /** Server mode: how many connections named `applicationName` (see `listen`) this database has now. */
  async countListeners(applicationName: string): Promise<number> {
    const raw = this.raw;
    if (raw.kind !== 'postgres') return 0;
    const result = await raw.pool.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [applicationName],
    );
    return result.rows[0]!.n;
  }

  /** Server mode: `pg_notify(channel, payload)` outside any transaction (delivered at once). */
  async notify(channel: string, payload: string): Promise<void> {
    if (this.raw.kind !== 'postgres') return;
    await this.raw.pool.query('select pg_notify($1, $2)', [channel, payload]);
  }

  /**
   * Server mode: the cluster's current snapshot as text (`xmin:xmax:xip…`). Two equal snapshots mean no transaction
   * that holds a transaction id ended between them: what committed is the same (read cache, docs/performance.md).
   */
  snapshot(): Promise<string> {
    const raw = this.raw;
    if (raw.kind !== 'postgres') return Promise.reject(new Error('snapshot() is for server mode'));
    // Callers in one turn of the event loop share one statement, sent once all of them have asked (so it is taken
    // after each asked); a caller after the send waits for the next one.
    this.snapshotBatch ??= new Promise<string>((resolve, reject) =>
      setImmediate(() => {
        this.snapshotBatch = null;
        raw.pool
          .query<{ s: string }>({ name: 'facturador_current_snapshot', text: 'select pg_current_snapshot()::text as s' })
          .then((result) => resolve(result.rows[0]!.s), reject);
      }),
    );
    return this.snapshotBatch;
  }

  async ping(): Promise<void> {
    await this.orm.execute(sql`select 1`);
  }

  /** The database's clock, read: one time source for every process (the date sent to ARCA, certificate validity). */
  async now(): Promise<Date> {
    // Both drivers answer with `rows`; epoch milliseconds as float8 read the same on both.
    const result = (await this.orm.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)) as unknown as { rows: Array<{ ms: number }> };
    return new Date(result.rows[0]!.ms);
  }

  async close(): Promise<void> {
    if (this.raw.kind === 'postgres') await this.raw.pool.end();
    else if (!this.raw.client.closed) await this.raw.client.close();
    this.lock?.release();
  }
}

/** Another live process holds the embedded database directory. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running \`npm start\`?). PGlite serves one ` +
        'process at a time: stop that process and run the command again, or use server mode (DATABASE_URL) to run ' +
        'several processes on one database.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

/**
 * A pid file beside the PGlite directory. Two PGlite instances on one directory would each keep their own copy
 * of the pages and overwrite each other's writes, so a second process (a CLI command while `npm start` runs)
 * is refused. A file left by a process that died is taken over.
 */
class EmbeddedLock {
  private released = false;

  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): EmbeddedLock {
    const path = `${dataDir}.lock`;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(path, String(process.pid), { flag: 'wx', mode: 0o600 });
        return new EmbeddedLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseBusyError(dataDir, holder);
      }
      unlinkSync(path); // stale: its process is gone (or it is this very process, reopening)
    }
    throw new Error(`Could not take the lock ${path}: another process keeps creating it.`);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    try {
      if (readFileSync(this.path, 'utf8').trim() === String(process.pid)) unlinkSync(this.path);
    } catch {
      // already gone
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
