import { createHash } from 'node:crypto';
import type { TableWrites } from './table-writes';

export interface CachedBody {
  /** The JSON text of the answer, as `res.json` would have written it. */
  body: string;
  /** A weak validator of the body, in Express's own format, so If-None-Match matches cached and uncached answers alike. */
  etag: string;
}

interface Entry extends CachedBody {
  bytes: number;
  /** Embedded: the names the read's statements mentioned, and the write clock before it started. */
  names?: readonly string[];
  stamp?: number;
  /** Server: the database's snapshot taken before the read. */
  snapshot?: string;
}

/** How the cache learns that what it read may have changed: one of the two, by mode. */
export type Coherence = { kind: 'tables'; writes: TableWrites } | { kind: 'snapshot'; current: () => Promise<string> };

/**
 * Serialized answers of GET routes (docs/performance.md "Read cache"), never older than the database:
 *
 * - embedded (`tables`): an entry is served while no table its statements mention has been written since the read
 *   started (`TableWrites`), without a statement;
 * - server (`snapshot`): an entry is served while the database's current snapshot equals the one taken before the
 *   read (no transaction with a transaction id ended since, in any process): one tiny statement instead of the read.
 *
 * No expiry is needed; the bound is on memory (oldest entries go first).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly coherence: Coherence,
    private readonly maxBytes: number,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The current answer for `key`: kept if still current, otherwise read by `read` (and kept if it may be). */
  answer(key: string, read: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    if (this.coherence.kind === 'snapshot') return this.answerBySnapshot(key, read, this.coherence.current);
    const entry = this.entries.get(key);
    if (entry && this.coherence.writes.unchangedSince(entry.names!, entry.stamp!)) return entry;
    if (entry) this.drop(key, entry);
    return this.readTracked(key, read, this.coherence.writes);
  }

  /**
   * The stamp is taken before the first statement, so a write that landed during the read (before or after its
   * statements ran) keeps it out.
   */
  private async readTracked(key: string, read: () => Promise<unknown>, writes: TableWrites): Promise<CachedBody> {
    const stamp = writes.stamp();
    const { value, names, wrote } = await writes.reading(read);
    const entry = this.entry(value);
    entry.names = [...names];
    entry.stamp = stamp;
    if (!wrote && writes.unchangedSince(names, stamp)) this.store(key, entry);
    return entry;
  }

  /**
   * The snapshot is taken after the request arrived and before the read. Equal later, no transaction ended in
   * between, so the read (taken between the two) saw exactly what is committed now. If one ended between the snapshot
   * and the read, every later snapshot differs: the entry is never served.
   */
  private async answerBySnapshot(key: string, read: () => Promise<unknown>, current: () => Promise<string>): Promise<CachedBody> {
    const snapshot = await current();
    const cached = this.entries.get(key);
    if (cached && cached.snapshot === snapshot) return cached;
    if (cached) this.drop(key, cached);
    const entry = this.entry(await read());
    entry.snapshot = snapshot;
    this.store(key, entry);
    return entry;
  }

  private entry(value: unknown): Entry {
    const body = JSON.stringify(value);
    const bytes = Buffer.byteLength(body);
    return { body, etag: weakEtag(body, bytes), bytes };
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    while (this.bytes + entry.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Express's default (`etag` package, weak): W/"<length in hex>-<first 27 characters of the base64 SHA-1>". */
function weakEtag(body: string, bytes: number): string {
  return `W/"${bytes.toString(16)}-${createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27)}"`;
}
