import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Database, EmbeddedDatabaseBusyError } from './database';

describe('embedded database settings', () => {
  const sharedBuffers = async (database: Database) => {
    const result = (await database.orm.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
    return result.rows[0]!.shared_buffers;
  };

  it('runs PGlite with a 32 MB buffer pool, not PostgreSQL\'s 128 MB, unless configured', async () => {
    const byDefault = await Database.open({ kind: 'pglite', dataDir: null });
    const configured = await Database.open({ kind: 'pglite', dataDir: null, sharedBuffersMb: 16 });
    try {
      expect(await sharedBuffers(byDefault)).toBe('32MB');
      expect(await sharedBuffers(configured)).toBe('16MB');
    } finally {
      await Promise.all([byDefault.close(), configured.close()]);
    }
  });
});

describe('embedded database lock', () => {
  let root: string;
  let dataDir: string;
  let other: ChildProcess | null = null;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'facturador-lock-'));
    dataDir = join(root, 'pgdata');
  });

  afterEach(() => {
    other?.kill();
    other = null;
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the embedded database directory private to its user (0700), even one created earlier as 0755', async () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const database = await Database.open({ kind: 'pglite', dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await database.close();
  });

  it('holds a pid file while open and removes it on close', async () => {
    const database = await Database.open({ kind: 'pglite', dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    writeFileSync(`${dataDir}.lock`, String(other.pid));
    const opening = Database.open({ kind: 'pglite', dataDir });
    await expect(opening).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    await expect(opening).rejects.toThrow(`in use by process ${other.pid}`);
    // The holder's file is left alone.
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(other.pid));
  });

  it('takes over a file left by a process that died', async () => {
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(dead.pid));
    const database = await Database.open({ kind: 'pglite', dataDir });
    try {
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });
});
