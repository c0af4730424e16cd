import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import { DatabaseFileStore, DiskFileStore, FileStore, sha256Hex } from '../src/documents/files/file-store';
import { accounts } from '../src/accounts/accounts.schema';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './support/test-app';

/**
 * Issue 15 (scale-out): uploaded files used to live on the api process's disk (DATA_DIR/files), so a worker on
 * another machine failed the draft with `file_missing`. In server mode they are kept in the database.
 */

const REPO = resolve(__dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newAccount(database: Database): Promise<string> {
  const [row] = await database.orm.insert(accounts).values({ name: 'Files', planCuitLimit: 1, planMonthlyInvoiceLimit: 1 }).returning({ id: accounts.id });
  return row!.id;
}

describe('FileStore selection (FILE_STORE)', () => {
  it('keeps files in the database in server mode and on the disk in embedded mode, unless FILE_STORE says otherwise', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'facturador-files-')), SECRETS_KEY: randomBytes(32).toString('hex') };
    expect(loadConfig(base).documents.fileStore).toBe('disk');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).documents.fileStore).toBe('database');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db', FILE_STORE: 'disk' }).documents.fileStore).toBe('disk');
    expect(loadConfig({ ...base, FILE_STORE: 'database' }).documents.fileStore).toBe('database');
    expect(() => loadConfig({ ...base, FILE_STORE: 's3' })).toThrow(/FILE_STORE must be database or disk/);
    // Server mode does not fall back to a key generated into the process's own DATA_DIR: the worker could not read
    // what the api encrypted.
    expect(() => loadConfig({ ...base, SECRETS_KEY: '', DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(/SECRETS_KEY is required in server mode/);
    rmSync(base.DATA_DIR, { recursive: true, force: true });
  });
});

describe.each(testDatabaseKinds())('FileStore implementations [%s]', (kind) => {
  let testDb: TestDatabase;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    await database.migrate();
    dataDir = mkdtempSync(join(tmpdir(), 'facturador-files-'));
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['database', 'disk'] as const)('%s: stores bytes once by content hash and gives them back unchanged', async (storeKind) => {
    const store: FileStore = storeKind === 'database' ? new DatabaseFileStore(database) : new DiskFileStore(join(dataDir, 'files'));
    const owner = { accountId: await newAccount(database) };
    const bytes = randomBytes(300_000);
    const sha = await store.put(owner, bytes);
    expect(sha).toBe(sha256Hex(bytes));
    expect(await store.put(owner, Uint8Array.from(bytes))).toBe(sha);
    expect((await store.get(owner, sha))!.equals(bytes)).toBe(true);
    expect(await store.get(owner, sha256Hex(Buffer.from('never stored')))).toBeNull();
    await expect(store.get(owner, '../../etc/passwd')).rejects.toThrow(/not a sha256/);
  });

  it('database: an account reads only its own files', async () => {
    const store = new DatabaseFileStore(database);
    const owner = { accountId: await newAccount(database) };
    const other = { accountId: await newAccount(database) };
    const sha = await store.put(owner, Buffer.from('%PDF-1.4 tenant data'));
    expect(await store.get(other, sha)).toBeNull();
    expect((await store.get(owner, sha))!.toString()).toBe('%PDF-1.4 tenant data');
  });
});

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

describe('an api and a worker with different DATA_DIRs on one PostgreSQL [postgres]', () => {
  let buildDir: string;
  let apiDataDir: string;
  let workerDataDir: string;
  let simulator: RunningSimulator;
  let testDb: TestDatabase;
  const children: Child[] = [];
  const secretsKey = randomBytes(32).toString('hex');

  function start(entry: 'main.js' | 'worker.js', dataDir: string, extra: NodeJS.ProcessEnv = {}): Child {
    if (testDb.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    let output = '';
    const child = spawn(process.execPath, [join(buildDir, 'dist', entry)], {
      cwd: buildDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.config.url,
        SECRETS_KEY: secretsKey,
        LOG_LEVEL: 'warn',
        OCR_WORKERS: '1',
        TAXAUTH_TESTING_ENDPOINTS: 'custom',
        TAXAUTH_TESTING_WSAA_URL: simulator.urls.wsaa,
        TAXAUTH_TESTING_WSFE_URL: simulator.urls.wsfe,
        TAXAUTH_TESTING_PADRON_URL: simulator.urls.padron,
        QUEUE_POLL_SECONDS: '1',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise((done) => child.once('exit', done));
    const started = { process: child, output: () => output, exited };
    children.push(started);
    return started;
  }

  async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null> | T | null): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${children.map((c) => c.output()).join('\n---\n')}`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    // The real entry points, built like `npm run build` (see invoicing-kill.e2e-spec.ts for the layout).
    buildDir = mkdtempSync(join(tmpdir(), 'facturador-files-build-'));
    apiDataDir = mkdtempSync(join(tmpdir(), 'facturador-files-api-'));
    workerDataDir = mkdtempSync(join(tmpdir(), 'facturador-files-worker-'));
    for (const name of ['migrations', 'node_modules', 'prompts']) symlinkSync(join(REPO, name), join(buildDir, name), 'dir');
    execFileSync(join(REPO, 'node_modules', '.bin', 'swc'), ['src', '-d', join(buildDir, 'dist'), '--strip-leading-paths', '--copy-files', '-q', '--ignore', '**/*.spec.ts'], {
      cwd: REPO,
      stdio: 'pipe',
    });
    simulator = await startSimulator({ control: true });
    testDb = await createTestDatabase('postgres');
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child.exited;
    }
    await testDb?.drop();
    await simulator?.close();
    for (const dir of [buildDir, apiDataDir, workerDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('an upload to the api is extracted by the worker, and the api serves the stored file back', async () => {
    const api = start('main.js', apiDataDir, { QUEUE_CONSUMERS: 'false' });
    const base = await until('the api start line', 60_000, () => /listening on (http:\/\/[0-9.]+:\d+)/.exec(api.output())?.[1] ?? null);
    // The api process made the demo account on the empty database and wrote its keys into its own DATA_DIR.
    const keys = JSON.parse(readFileSync(join(apiDataDir, 'demo-keys.json'), 'utf8')) as { testing: string };
    const headers = { 'x-api-key': keys.testing };
    const pdf = readFileSync(join(REPO, 'samples', 'documents', 'factura-proforma.pdf'));
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'factura-proforma.pdf');
    const uploaded = await fetch(`${base}/documents/upload`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(202);
    const draftId = ((await uploaded.json()) as { drafts: { id: string }[] }).drafts[0]!.id;

    start('worker.js', workerDataDir);
    const draft = await until('the worker to extract the draft', 120_000, async () => {
      const res = await fetch(`${base}/documents/drafts/${draftId}`, { headers });
      const body = (await res.json()) as { draft: { status: string; errorCode: string | null; data: { lines: unknown[] } } };
      return body.draft.status === 'extracting' ? null : body.draft;
    });
    expect(draft.errorCode).toBeNull();
    expect(['review_required', 'approved']).toContain(draft.status);
    expect(draft.data.lines.length).toBeGreaterThan(0);

    const file = await fetch(`${base}/documents/drafts/${draftId}/file`, { headers });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    // Neither process kept the upload on its disk.
    expect(existsSync(join(apiDataDir, 'files'))).toBe(false);
    expect(existsSync(join(workerDataDir, 'files'))).toBe(false);
  }, 240_000);
});
