import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Uploaded originals, content-addressed by sha256 under DATA_DIR/files/ab/cd/<sha256>. Written (temp file +
 * rename) before the row that points to them (STYLE.md 16); the same bytes are stored once. Object storage
 * replaces this class in a multi-machine deployment (DESIGN.md §2).
 */
@Injectable()
export class FileStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'files');
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha = sha256Hex(bytes);
    const path = this.pathOf(sha);
    if (await exists(path)) return sha;
    // Uploaded documents are tenant data: directories 0700, files 0600.
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes, { mode: 0o600 });
    await rename(temp, path);
    return sha;
  }

  async get(sha: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(sha));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(sha: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha)) throw new Error('not a sha256');
    return join(this.root, sha.slice(0, 2), sha.slice(2, 4), sha);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
