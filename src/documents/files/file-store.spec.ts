import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore, RecentFiles, sha256Hex, sha256HexInSlices } from './file-store';

describe('sha256HexInSlices', () => {
  it.each([0, 1, 1023, 1024, 1025, 5000])('hashes %i bytes in 1 KB slices as sha256Hex does at once', async (size) => {
    const bytes = randomBytes(size);
    expect(await sha256HexInSlices(bytes, 1024)).toBe(sha256Hex(bytes));
  });

  it('lets a timer run between slices of a large upload', async () => {
    const events: string[] = [];
    setTimeout(() => events.push('timer'), 0);
    await sha256HexInSlices(Buffer.alloc(8 * 1024 * 1024), 1024 * 1024).then(() => events.push('hashed'));
    expect(events).toEqual(['timer', 'hashed']);
  });
});

describe('RecentFiles', () => {
  const a = { accountId: 'a' };
  const b = { accountId: 'b' };

  it('answers the bytes stored for the same account and hash, as a copy', () => {
    const recent = new RecentFiles(1024, 60_000);
    recent.remember(a, 'x', Buffer.from('hello'));
    const got = recent.get(a, 'x')!;
    expect(got.toString()).toBe('hello');
    got.fill(0);
    expect(recent.get(a, 'x')!.toString()).toBe('hello');
    expect(recent.get(b, 'x')).toBeNull();
  });

  it('holds at most maxBytes, dropping the oldest first and never keeping a larger file', () => {
    const recent = new RecentFiles(10, 60_000);
    recent.remember(a, 'one', Buffer.alloc(4, 1));
    recent.remember(a, 'two', Buffer.alloc(4, 2));
    recent.remember(a, 'three', Buffer.alloc(4, 3));
    expect([recent.get(a, 'one'), recent.get(a, 'two')?.[0], recent.get(a, 'three')?.[0]]).toEqual([null, 2, 3]);
    recent.remember(a, 'big', Buffer.alloc(11));
    expect(recent.get(a, 'big')).toBeNull();
  });

  it('forgets a file after ttlMs', async () => {
    const recent = new RecentFiles(1024, 20);
    recent.remember(a, 'x', Buffer.from('hello'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(recent.get(a, 'x')).toBeNull();
  });
});

describe('DiskFileStore', () => {
  it('gives the bytes it just stored back from memory: the extraction job does not read the disk again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'facturador-files-'));
    try {
      const store = new DiskFileStore(root);
      const bytes = randomBytes(2048);
      const sha = await store.put({ accountId: 'a' }, bytes);
      rmSync(root, { recursive: true, force: true });
      expect(await store.get({ accountId: 'a' }, sha)).toEqual(bytes);
      expect(await new DiskFileStore(root).get({ accountId: 'a' }, sha)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
