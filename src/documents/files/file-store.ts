import { and, eq } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { storedFiles } from './files.schema';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * sha256Hex of an upload (up to UPLOAD_MAX_MB) a megabyte at a time, letting the event loop turn between slices:
 * hashing 25 MB at once held it for tens of milliseconds, hundreds on a loaded machine.
 */
export async function sha256HexInSlices(bytes: Uint8Array, sliceBytes = 1024 * 1024): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += sliceBytes) {
    if (at > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    hash.update(bytes.subarray(at, at + sliceBytes));
  }
  return hash.digest('hex');
}

/** Whose file it is: stores may keep each account's files apart (the database store does). */
export interface FileOwner {
  accountId: string;
}

/**
 * Uploaded originals, content-addressed by sha256. Written before the row that points to them (STYLE.md 16); the
 * same bytes are stored once. Which store a process uses follows `config.documents.fileStore` (FILE_STORE):
 * the database in server mode, so api and worker processes need no shared disk; `DATA_DIR/files` in embedded mode.
 */
export abstract class FileStore {
  abstract readonly kind: 'disk' | 'database';
  /** The bytes just stored stay in memory a moment: the extraction job reads the file its upload stored ms before. */
  protected readonly recent = new RecentFiles();

  abstract put(owner: FileOwner, bytes: Uint8Array): Promise<string>;
  abstract get(owner: FileOwner, sha: string): Promise<Buffer | null>;

  static create(config: AppConfig, database: Database): FileStore {
    return config.documents.fileStore === 'database' ? new DatabaseFileStore(database) : new DiskFileStore(join(config.dataDir, 'files'));
  }
}

/** DATA_DIR/files/ab/cd/<sha256> (temp file + rename), one directory for every account of the process. */
export class DiskFileStore extends FileStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {
    super();
  }

  async put(owner: FileOwner, bytes: Uint8Array): Promise<string> {
    const sha = await sha256HexInSlices(bytes);
    const path = this.pathOf(sha);
    if (!(await exists(path))) {
      // Uploaded documents are tenant data: directories 0700, files 0600.
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, path);
    }
    this.recent.remember(owner, sha, bytes);
    return sha;
  }

  async get(owner: FileOwner, sha: string): Promise<Buffer | null> {
    const recent = this.recent.get(owner, sha);
    if (recent) return recent;
    try {
      return await readFile(this.pathOf(sha));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(sha: string): string {
    assertSha256(sha);
    return join(this.root, sha.slice(0, 2), sha.slice(2, 4), sha);
  }
}

/** The `stored_files` table: one row per account and content hash; an upload of bytes already there writes nothing. */
export class DatabaseFileStore extends FileStore {
  readonly kind = 'database';

  constructor(private readonly database: Database) {
    super();
  }

  async put(owner: FileOwner, bytes: Uint8Array): Promise<string> {
    const sha = await sha256HexInSlices(bytes);
    const content = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.database.orm
      .insert(storedFiles)
      .values({ accountId: owner.accountId, sha256: sha, size: content.length, content })
      .onConflictDoNothing({ target: [storedFiles.accountId, storedFiles.sha256] });
    this.recent.remember(owner, sha, content);
    return sha;
  }

  async get(owner: FileOwner, sha: string): Promise<Buffer | null> {
    assertSha256(sha);
    const recent = this.recent.get(owner, sha);
    if (recent) return recent;
    const [row] = await this.database.orm
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(and(eq(storedFiles.accountId, owner.accountId), eq(storedFiles.sha256, sha)));
    return row ? Buffer.from(row.content) : null;
  }
}

/**
 * Files stored in the last `ttlMs`, by owner and hash (content-addressed, so never stale), up to `maxBytes` in all:
 * older ones are dropped first, and a larger file is not kept. Copies go in and out, so no caller shares a buffer.
 */
export class RecentFiles {
  private readonly entries = new Map<string, { bytes: Buffer; timer: NodeJS.Timeout }>();
  private held = 0;

  constructor(
    private readonly maxBytes = RECENT_FILES_MAX_BYTES,
    private readonly ttlMs = RECENT_FILES_TTL_MS,
  ) {}

  remember(owner: FileOwner, sha: string, bytes: Uint8Array): void {
    const key = `${owner.accountId}/${sha}`;
    this.forget(key);
    if (bytes.byteLength > this.maxBytes) return;
    while (this.held + bytes.byteLength > this.maxBytes) this.forget(this.entries.keys().next().value!);
    const timer = setTimeout(() => this.forget(key), this.ttlMs);
    timer.unref();
    this.entries.set(key, { bytes: Buffer.from(bytes), timer });
    this.held += bytes.byteLength;
  }

  get(owner: FileOwner, sha: string): Buffer | null {
    const entry = this.entries.get(`${owner.accountId}/${sha}`);
    return entry ? Buffer.from(entry.bytes) : null;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.entries.delete(key);
    this.held -= entry.bytes.byteLength;
  }
}

/** An upload's job usually starts within milliseconds; one held back by a busy queue reads the store. */
const RECENT_FILES_TTL_MS = 30_000;
/** Bounded, as every cache of this process: a few small documents, or one of up to 8 MB. */
const RECENT_FILES_MAX_BYTES = 8 * 1024 * 1024;

function assertSha256(sha: string): void {
  if (!/^[0-9a-f]{64}$/.test(sha)) throw new Error('not a sha256');
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
