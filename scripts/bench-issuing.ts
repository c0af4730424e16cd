/**
 * Issuing throughput in embedded mode (PGlite + in-process queue + the simulator over HTTP).
 *
 *   npm run bench:issuing -- [vouchers=10000] [--batch=1000] [--baseline=N|--no-baseline]
 *
 * 1. N vouchers for one point of sale, submitted as batches of up to 1000 (POST /invoices/batches), all at once;
 *    prints vouchers/s, FECAESolicitar requests sent, vouchers per request and p50/p95 batch completion.
 * 2. Baseline: min(N, 1000) vouchers (or --baseline=N) with the simulator's RegXReq set to 1, i.e. one voucher per
 *    request (10 000 that way take over ten minutes; the ratio compares vouchers/s),
 *    and the ratio between the two.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { AccountsService } from '../src/accounts/accounts.service';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { Database } from '../src/db/database';
import { CredentialsService } from '../src/cuits/credentials.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const total = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const batchSize = Number(option('batch') ?? 1000);
const baselineCount = args.includes('--no-baseline') ? 0 : Number(option('baseline') ?? Math.min(total, 1000));
/** --count-queries: every ORM statement counted by shape, printed per voucher (docs/performance.md). */
const countQueries = args.includes('--count-queries');
const queryCounts = new Map<string, number>();
const queryLogger = {
  logQuery(query: string): void {
    const shape = query.replace(/\s+/g, ' ').replace(/\$\d+/g, '?').replace(/(\(\?(, \?)*\),? ?)+/g, '(…) ').slice(0, 110);
    queryCounts.set(shape, (queryCounts.get(shape) ?? 0) + 1);
  },
};

interface Run {
  vouchers: number;
  seconds: number;
  requests: number;
  batchMs: number[];
}

async function run(simulator: RunningSimulator, count: number, ptoVta: number, label: string): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-issuing-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex'), TAXAUTH_TESTING_ENDPOINTS: 'simulator' });
  const database = countQueries ? await Database.open(config.database, { queryLogger }) : undefined;
  const { app } = await createApp(config, { simulator, database });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
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
    const issued = simulator.issueCertificate('20267565393');
    await app.get(CredentialsService).uploadCertificate(created.account.id, cuitId, 'testing', issued.certPem, issued.keyPem ?? undefined);
    await call('POST', `/cuits/${cuitId}/default-pos`, { defaultPos: ptoVta });
    await call('POST', `/cuits/${cuitId}/default-invoice-type`, { defaultInvoiceType: 6 });
    await call('POST', `/cuits/${cuitId}/default-concept`, { defaultConcept: 1 });
    await call('POST', `/cuits/${cuitId}/default-iva`, { defaultIva: 5 });

    const invoice = { amount: '121.00', description: 'Bench', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } };
    const requestsBefore = simulator.control.stats().requests['wsfe.FECAESolicitar'] ?? 0;
    queryCounts.clear();
    const started = Date.now();
    const pending = new Map<string, number>();
    for (let sent = 0; sent < count; sent += batchSize) {
      const size = Math.min(batchSize, count - sent);
      const batch = await call('POST', '/invoices/batches', { invoices: Array.from({ length: size }, () => invoice) });
      pending.set(String(batch['id']), Date.now());
    }
    const batchMs: number[] = [];
    while (pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const [id, at] of [...pending]) {
        const batch = await call('GET', `/invoices/batches/${id}`);
        if (batch['status'] === 'completed' || batch['status'] === 'failed') {
          if (batch['processedItems'] !== batch['totalItems']) throw new Error(`batch ${id}: ${batch['failedItems']} failed`);
          batchMs.push(Date.now() - at);
          pending.delete(id);
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const requests = (simulator.control.stats().requests['wsfe.FECAESolicitar'] ?? 0) - requestsBefore;
    const result = { vouchers: count, seconds, requests, batchMs };
    print(label, result);
    if (countQueries) printQueryCounts(count);
    return result;
  } finally {
    await app.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function print(label: string, r: Run): void {
  process.stdout.write(
    `${label}: ${r.vouchers} vouchers in ${r.seconds.toFixed(1)} s = ${(r.vouchers / r.seconds).toFixed(0)} vouchers/s; ` +
      `${r.requests} FECAESolicitar requests, ${(r.vouchers / Math.max(1, r.requests)).toFixed(1)} vouchers/request; ` +
      `batch completion p50 ${(percentile(r.batchMs, 50) / 1000).toFixed(1)} s, p95 ${(percentile(r.batchMs, 95) / 1000).toFixed(1)} s (${r.batchMs.length} batches)\n`,
  );
}

function printQueryCounts(vouchers: number): void {
  const all = [...queryCounts].sort((a, b) => b[1] - a[1]);
  const sum = all.reduce((n, [, c]) => n + c, 0);
  process.stdout.write(`ORM statements: ${sum} = ${(sum / vouchers).toFixed(2)} per voucher\n`);
  for (const [shape, n] of all.slice(0, 25)) process.stdout.write(`  ${(n / vouchers).toFixed(3).padStart(7)}/voucher ${String(n).padStart(7)}  ${shape}\n`);
}

async function main(): Promise<void> {
  const simulator = await startSimulator({ control: true });
  try {
    const batched = await run(simulator, total, 1, `batched (RegXReq ${simulator.control.wsfeSettings.regXReq}, batches of ${batchSize})`);
    if (baselineCount > 0) {
      simulator.control.wsfeSettings.regXReq = 1;
      const single = await run(simulator, baselineCount, 2, 'baseline (one voucher per request)');
      process.stdout.write(`ratio: batched is ${((batched.vouchers / batched.seconds) / (single.vouchers / single.seconds)).toFixed(1)}× the baseline's vouchers/s\n`);
    }
  } finally {
    await simulator.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)} ${error instanceof Error && error.cause ? String(error.cause) : ''}\n`);
  process.exit(1);
});
