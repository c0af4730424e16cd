import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { AccountsService, type CreatedAccount } from '../../src/accounts/accounts.service';
import { createApp } from '../../src/app.factory';
import type { Clock } from '../../src/common/clock';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { Database } from '../../src/db/database';
import type { RunningSimulator } from '../../src/taxauth/simulator/simulator';

export type DbKind = 'pglite' | 'postgres';

/** Database suites run on both engines; TEST_DATABASES=pglite narrows it for a quick local run. */
export function testDatabaseKinds(): DbKind[] {
  const only = process.env.TEST_DATABASES?.split(',').map((s) => s.trim()).filter(Boolean);
  const all: DbKind[] = ['pglite', 'postgres'];
  return only?.length ? all.filter((k) => only.includes(k)) : all;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let migratedPglite: Promise<Blob> | null = null;

/** A migrated PGlite image, made once per test process: a fresh initdb costs seconds, loading it ~1 s. */
function migratedPgliteImage(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const db = await Database.open({ kind: 'pglite', dataDir: null });
    await db.migrate();
    if (db.raw.kind !== 'pglite') throw new Error('expected pglite');
    const image = await db.raw.client.dumpDataDir('none');
    await db.close();
    return image;
  })();
  return migratedPglite;
}

export interface TestDatabase {
  kind: DbKind;
  config: AppConfig['database'];
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A database of its own for one suite: an in-memory PGlite, or a PostgreSQL database created and dropped. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const image = await migratedPgliteImage();
    return {
      kind,
      config: { kind: 'pglite', dataDir: null },
      open: () => Database.open({ kind: 'pglite', dataDir: null }, { loadDataDir: image }),
      drop: async () => undefined,
    };
  }
  const name = `facturador_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const config = { kind: 'postgres' as const, url: url.toString() };
  return {
    kind,
    config,
    open: () => Database.open(config),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturador-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex'), ...env });
  const merged = { ...config, ...overrides };
  // A suite on the PostgreSQL server runs as server mode does: uploaded files in the database (FILE_STORE's default).
  if (merged.database.kind === 'postgres' && !env.FILE_STORE && !overrides.documents) merged.documents = { ...merged.documents, fileStore: 'database' };
  return merged;
}

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  database: Database;
  config: AppConfig;
  /** A fresh account with both keys. */
  createAccount(name?: string): Promise<CreatedAccount>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables read by loadConfig (TAXAUTH_*, …). */
  env?: NodeJS.ProcessEnv;
  /** A simulator shared by several apps; otherwise each app starts its embedded one. */
  simulator?: RunningSimulator;
  /** A database shared by several apps (created by the caller, who drops it). */
  testDatabase?: TestDatabase;
  /** The application's clock (a ManualClock moves time for date-driven rules); the system clock by default. */
  clock?: Clock;
}

export async function startTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.testDatabase ?? (await createTestDatabase(kind));
  const ownsDatabase = !options.testDatabase;
  const database = await testDb.open();
  const config = testConfig({ database: testDb.config }, options.env);
  const { app } = await createApp(config, { database, simulator: options.simulator, clock: options.clock });
  let counter = 0;
  return {
    app,
    http: app.getHttpServer(),
    database,
    config,
    createAccount: (name = 'Test account') =>
      app.get(AccountsService).createAccount({ name, email: `user${++counter}-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery staple' }),
    close: async () => {
      await app.close();
      if (ownsDatabase) await testDb.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Every error response carries the nine fields of the full body. */
export const FULL_ERROR_FIELDS = ['error', 'code', 'message', 'resolution', 'type', 'title', 'status', 'detail', 'details'];

/** Polls GET /documents/drafts/{id} until the draft leaves `extracting` (bounded; the test fails if it never does). */
export async function waitForDraft(t: TestApp, key: string, id: string, timeoutMs = 120_000): Promise<Record<string, unknown> & { status: string }> {
  const { default: request } = await import('supertest');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(t.http).get(`/documents/drafts/${id}`).set('x-api-key', key);
    if (res.status !== 200) throw new Error(`GET draft ${id} → ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.draft.status !== 'extracting' || Date.now() > deadline) return res.body.draft;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
