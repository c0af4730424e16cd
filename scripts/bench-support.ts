/**
 * What the benchmarks share: an application in embedded mode (PGlite in a temporary directory) or on the
 * PostgreSQL server (a database created for the run and dropped after it), with an account, a CUIT with a
 * certificate from the simulator and the defaults a voucher needs.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { Client } from 'pg';
import { AccountsService } from '../src/accounts/accounts.service';
import { createApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/config';
import { CredentialsService } from '../src/cuits/credentials.service';
import { Database } from '../src/db/database';
import type { RunningSimulator } from '../src/taxauth/simulator/simulator';

export type BenchMode = 'embedded' | 'postgres';

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when the PostgreSQL server answers (the benchmarks then run in both modes). */
export async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchApp {
  app: NestExpressApplication;
  base: string;
  key: string;
  accountId: string;
  cuitId: string;
  config: AppConfig;
  call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  simulator: RunningSimulator;
  mode: BenchMode;
  ptoVta: number;
  /** Environment variables on top of the benchmark's own (e.g. QUEUE_CONSUMERS). */
  env?: Record<string, string>;
  queryLogger?: QueryLogger;
  /** Server mode: a database made by an earlier call (a second process on the same data). */
  postgresUrl?: string;
}

/** Creates (in server mode) a database of its own and returns its URL and a function that drops it. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `facturador_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function benchConfig(mode: BenchMode, dataDir: string, env: Record<string, string> = {}, postgresUrl?: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    SECRETS_KEY: process.env.BENCH_SECRETS_KEY ?? (process.env.BENCH_SECRETS_KEY = randomBytes(32).toString('hex')),
    TAXAUTH_TESTING_ENDPOINTS: 'simulator',
    ...(mode === 'postgres' ? { DATABASE_URL: postgresUrl! } : {}),
    ...env,
  });
}

/** An application listening on a free port, with an account, a CUIT, its certificate and voucher defaults. */
export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const made = options.mode === 'postgres' && !options.postgresUrl ? await createBenchDatabase() : null;
  const config = benchConfig(options.mode, dataDir, options.env, options.postgresUrl ?? made?.url);
  const database = options.queryLogger ? await Database.open(config.database, { queryLogger: options.queryLogger }) : undefined;
  const { app } = await createApp(config, { simulator: options.simulator, database });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const created = await app.get(AccountsService).createAccount({ name: 'Bench', email: `bench-${randomBytes(4).toString('hex')}@example.com` });
  const key = created.keys.testing;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, { method, headers: { 'x-api-key': key, 'content-type': 'application/json', connection: 'close' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const cuit = await call('POST', '/cuits', { number: '20-26756539-3' });
  const cuitId = String(cuit['id']);
  const issued = options.simulator.issueCertificate('20267565393');
  await app.get(CredentialsService).uploadCertificate(created.account.id, cuitId, 'testing', issued.certPem, issued.keyPem ?? undefined);
  await call('POST', `/cuits/${cuitId}/default-pos`, { defaultPos: options.ptoVta });
  await call('POST', `/cuits/${cuitId}/default-invoice-type`, { defaultInvoiceType: 6 });
  await call('POST', `/cuits/${cuitId}/default-concept`, { defaultConcept: 1 });
  await call('POST', `/cuits/${cuitId}/default-iva`, { defaultIva: 5 });
  return {
    app,
    base,
    key,
    accountId: created.account.id,
    cuitId,
    config,
    call,
    close: async () => {
      await app.close();
      await database?.close().catch(() => undefined); // app.close() has closed it already
      await made?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Counts ORM statements by shape (parameters and value lists folded), for the query-count figures. */
export class QueryCounter implements QueryLogger {
  readonly counts = new Map<string, number>();

  logQuery(query: string): void {
    const shape = query.replace(/\s+/g, ' ').replace(/\$\d+/g, '?').replace(/(\(\?(, \?)*\),? ?)+/g, '(…) ').slice(0, 110);
    this.counts.set(shape, (this.counts.get(shape) ?? 0) + 1);
  }

  total(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  clear(): void {
    this.counts.clear();
  }

  report(per: number, unit: string, top = 25): string {
    const all = [...this.counts].sort((a, b) => b[1] - a[1]);
    const lines = [`ORM statements: ${this.total()} = ${(this.total() / per).toFixed(2)} per ${unit}`];
    for (const [shape, n] of all.slice(0, top)) lines.push(`  ${(n / per).toFixed(3).padStart(7)}/${unit} ${String(n).padStart(7)}  ${shape}`);
    return lines.join('\n') + '\n';
  }
}
