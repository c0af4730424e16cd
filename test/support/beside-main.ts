import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './test-app';

const REPO = resolve(__dirname, '..', '..');

/** Two processes on one PostgreSQL database: the test's own app and the real `src/main.ts`, compiled, as a child. */
export interface BesideMain {
  t: TestApp;
  testDb: TestDatabase;
  /** The child's base URL ("http://127.0.0.1:<port>"). */
  childUrl: string;
  stop(): Promise<void>;
}

export async function startBesideMain(prefix: string): Promise<BesideMain> {
  const secretsKey = randomBytes(32).toString('hex');
  const buildDir = mkdtempSync(join(tmpdir(), `facturador-${prefix}-`));
  const dataDir = mkdtempSync(join(tmpdir(), `facturador-${prefix}-data-`));
  for (const name of ['migrations', 'node_modules', 'prompts']) symlinkSync(join(REPO, name), join(buildDir, name), 'dir');
  execFileSync(join(REPO, 'node_modules', '.bin', 'swc'), ['src', '-d', join(buildDir, 'dist'), '--strip-leading-paths', '--copy-files', '-q', '--ignore', '**/*.spec.ts'], { cwd: REPO, stdio: 'pipe' });
  const testDb = await createTestDatabase('postgres');
  const t = await startTestApp('postgres', { testDatabase: testDb, env: { SECRETS_KEY: secretsKey, QUEUE_CONSUMERS: 'false' } });
  if (testDb.config.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  const child: ChildProcess = spawn(process.execPath, [join(buildDir, 'dist', 'main.js')], {
    cwd: buildDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.config.url, SECRETS_KEY: secretsKey, LOG_LEVEL: 'warn', PORT: '0', QUEUE_CONSUMERS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const childUrl = await new Promise<string>((done, fail) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => fail(new Error(`main.js exited (${code}):\n${output}`)));
  });
  return {
    t,
    testDb,
    childUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await t.close();
      await testDb.drop();
      rmSync(buildDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
