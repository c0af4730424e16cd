import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { SimulatorState } from '../src/taxauth/simulator/simulator.state';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { ISSUER } from './support/taxauth';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './support/test-app';

/**
 * Issue 4: killing the worker process mid-batch and starting it again completes the batch exactly once.
 *
 * The worker is the real `src/worker.ts`, compiled to JS and run as a child process on a PostgreSQL database shared
 * with the test's API app (which only sends jobs). The simulator runs in the test process and holds every
 * FECAESolicitar answer a few seconds, so the first child is killed (SIGKILL) while a request of 250 vouchers is in
 * flight: the tax authority authorizes them, the worker never learns it. A second child, started at once with the
 * default ISSUING_LEASE_SECONDS and ISSUING_STALE_AFTER_SECONDS (issue 15: these used to leave the vouchers
 * `processing` for 15 minutes), must recover the batch within 60 s of its start: the dead worker's lease is no
 * longer renewed, the start-up sweep runs again when it runs out, and FECompConsultar settles the lost answer.
 */

const REPO = resolve(__dirname, '..');
const N = 600;
const POS = 41;
const CUIT = ISSUER.replace(/-/g, '');
const CBTE_TIPO = 6;
/** How long the simulator holds each FECAESolicitar answer before the kill. */
const DELAY_MS = 3000;
/** Issue 15 acceptance: authorized vouchers are `completed` within this long of the restart. */
const RECOVERY_MS = 60_000;

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | string | null>;
}

interface BatchItem {
  status: string;
  invoiceId: string;
}

interface Batch {
  status: string;
  processedItems: number;
  failedItems: number;
  totalItems: number;
  items: BatchItem[];
}

interface InvoiceView {
  id: string;
  status: string;
  voucherNumber: number | null;
  cae: string | null;
  batchId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a value, or throws after `timeoutMs` with what it saw last. */
async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

describe('issuing: the worker process killed mid-batch [postgres]', () => {
  let buildDir: string;
  let dataDir: string;
  let simulator: RunningSimulator;
  let testDb: TestDatabase;
  let t: TestApp;
  const workers: Worker[] = [];
  const secretsKey = randomBytes(32).toString('hex');

  function startWorker(): Worker {
    if (testDb.config.kind !== 'postgres') throw new Error('the worker shares a PostgreSQL database');
    let output = '';
    const child = spawn(process.execPath, [join(buildDir, 'dist', 'worker.js')], {
      cwd: buildDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.config.url,
        SECRETS_KEY: secretsKey,
        LOG_LEVEL: 'warn',
        TAXAUTH_TESTING_ENDPOINTS: 'custom',
        TAXAUTH_TESTING_WSAA_URL: simulator.urls.wsaa,
        TAXAUTH_TESTING_WSFE_URL: simulator.urls.wsfe,
        TAXAUTH_TESTING_PADRON_URL: simulator.urls.padron,
        QUEUE_POLL_SECONDS: '1',
        ISSUING_RETRY_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<number | string | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
    const worker = { child, output: () => output, exited };
    workers.push(worker);
    return worker;
  }

  async function stopWorker(worker: Worker): Promise<void> {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  }

  beforeAll(async () => {
    // The real entry point, built like `npm run build`. MIGRATIONS_FOLDER is `<dist>/../migrations` (dist/db/../..):
    // the build lives in a temporary directory beside links to the repository's migrations and node_modules.
    buildDir = mkdtempSync(join(tmpdir(), 'facturador-kill-'));
    dataDir = mkdtempSync(join(tmpdir(), 'facturador-kill-data-'));
    for (const name of ['migrations', 'node_modules', 'prompts']) symlinkSync(join(REPO, name), join(buildDir, name), 'dir');
    execFileSync(join(REPO, 'node_modules', '.bin', 'swc'), ['src', '-d', join(buildDir, 'dist'), '--strip-leading-paths', '--copy-files', '-q', '--ignore', '**/*.spec.ts'], {
      cwd: REPO,
      stdio: 'pipe',
    });
    simulator = await startSimulator({ control: true });
    testDb = await createTestDatabase('postgres');
    t = await startTestApp('postgres', {
      simulator,
      testDatabase: testDb,
      env: {
        ...ISSUING_ENV,
        QUEUE_CONSUMERS: 'false',
        SECRETS_KEY: secretsKey,
        TAXAUTH_TESTING_ENDPOINTS: 'custom',
        TAXAUTH_TESTING_WSAA_URL: simulator.urls.wsaa,
        TAXAUTH_TESTING_WSFE_URL: simulator.urls.wsfe,
        TAXAUTH_TESTING_PADRON_URL: simulator.urls.padron,
      },
    });
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) await stopWorker(worker).catch(() => undefined);
    await t?.close();
    await testDb?.drop();
    await simulator?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(`completes a batch of ${N} exactly once after SIGKILL of the worker inside FECAESolicitar`, async () => {
    const { key } = await issuerWithDefaults(t, simulator, { pos: POS });
    const getBatch = async (id: string): Promise<Batch> => (await request(t.http).get(`/invoices/batches/${id}`).set('x-api-key', key).expect(200)).body;

    // Every FECAESolicitar answer is held DELAY_MS; the simulator still commits the vouchers after the delay.
    simulator.control.inject({ kind: 'delay', delayMs: DELAY_MS, service: 'wsfe', operation: 'FECAESolicitar', times: 10 });
    const accepted = await request(t.http).post('/invoices/batches').set('x-api-key', key).send({ invoices: Array.from({ length: N }, () => CONSUMER_INVOICE) }).expect(202);
    const batchId = accepted.body.id as string;

    const first = startWorker();
    // Kill inside the second request: 250 vouchers done, the next 250 reserved and sent, the answer not yet back.
    const seen = await until('the first worker to be inside its second FECAESolicitar', 60_000, async () => {
      if (first.child.exitCode !== null) throw new Error(`the first worker exited (${first.child.exitCode}):\n${first.output()}`);
      const batch = await getBatch(batchId);
      return batch.processedItems >= 250 && batch.items.some((i) => i.status === 'processing') ? batch : null;
    });
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await first.exited).toBe('SIGKILL');
    simulator.control.clearFaults();

    const atKill = await getBatch(batchId);
    const statuses = (batch: Batch) => batch.items.reduce<Record<string, number>>((acc, i) => ({ ...acc, [i.status]: (acc[i.status] ?? 0) + 1 }), {});
    expect(atKill.status).toBe('processing');
    expect(atKill.processedItems).toBeLessThan(N);
    expect(atKill.items.some((i) => i.status === 'processing')).toBe(true);

    // The killed request is still held by the simulator, which authorizes its vouchers once the delay ends.
    const sequenceKey = SimulatorState.sequenceKey(CUIT, POS, CBTE_TIPO);
    const authorizedAtKill = simulator.control.state.sequences.get(sequenceKey)?.lastNro ?? 0;

    // Restarted at once: the dead worker's numbering lease is still live for up to ISSUING_LEASE_SECONDS.
    const second = startWorker();
    const restartedAt = Date.now();
    const done = (await waitForBatch(t, key, batchId, RECOVERY_MS).catch((error: unknown) => {
      throw new Error(`${String(error)}\nsecond worker output:\n${second.output()}`);
    })) as Batch;
    const recoveredMs = Date.now() - killedAt;
    expect(Date.now() - restartedAt).toBeLessThan(RECOVERY_MS);

    // Every item completed, once.
    expect(done).toMatchObject({ status: 'completed', totalItems: N, processedItems: N, failedItems: 0 });
    expect(done.items.every((i) => i.status === 'completed')).toBe(true);

    // Our records: numbers 1..N, no duplicate, no gap, each with a CAE.
    const invoices: InvoiceView[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(t.http).get(`/invoices?ptoVta=${POS}&limit=200${cursor ? `&cursor=${cursor}` : ''}`).set('x-api-key', key).expect(200);
      invoices.push(...(page.body.data as InvoiceView[]));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(invoices).toHaveLength(N);
    expect(invoices.every((i) => i.status === 'completed' && i.batchId === batchId)).toBe(true);
    expect(new Set(invoices.map((i) => i.id))).toEqual(new Set(done.items.map((i) => i.invoiceId)));
    expect(invoices.map((i) => i.voucherNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: N }, (_, i) => i + 1));

    // The tax authority's records: exactly N vouchers in the sequence, and each invoice's CAE is the one it holds
    // for that number (what FECompConsultar answers).
    const state = simulator.control.state;
    expect(state.sequences.get(sequenceKey)?.lastNro).toBe(N);
    const held = [...state.vouchers.keys()].filter((k) => k.startsWith(`${sequenceKey}:`));
    expect(held).toHaveLength(N);
    for (const invoice of invoices) {
      const voucher = state.vouchers.get(state.voucherKey(CUIT, POS, CBTE_TIPO, invoice.voucherNumber!));
      expect({ number: invoice.voucherNumber, cae: invoice.cae }).toEqual({ number: invoice.voucherNumber, cae: voucher?.cae });
    }
    expect(new Set(invoices.map((i) => i.cae)).size).toBe(N);

    const requests = simulator.control.stats().requests;
    process.stdout.write(
      `[issuing kill] N=${N}; killed with ${seen.processedItems} completed before the kill, items at kill ${JSON.stringify(statuses(atKill))}, ` +
        `${authorizedAtKill} authorized by the simulator at the kill; recovered ${(recoveredMs / 1000).toFixed(1)} s after the kill; ` +
        `FECAESolicitar ${requests['wsfe.FECAESolicitar'] ?? 0}, FECompConsultar ${requests['wsfe.FECompConsultar'] ?? 0}\n`,
    );
  }, 110_000);
});
