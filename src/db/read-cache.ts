import { createHash } from 'node:crypto';
import type { TableWrites } from './table-writes';

export interface CachedBody {
  /** The JSON text of the answer, as `res.json` would have written it. */
  body: string;
  /** A weak validator of the body, in Express's own format, so If-None-Match matches cached and uncached answers alike. */
  etag: string;
}

interface Entry extends CachedBody {
  names: readonly string[];
  stamp: number;
  bytes: number;
}

/**
 * Serialized answers of GET routes, embedded mode only (docs/performance.md "Read cache"). An entry is served while
 * no table its statements mention has been written since the read started (`TableWrites`), so it is never older
 * than the database: no expiry is needed, and the bound is on memory (oldest entries go first).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly writes: TableWrites | null,
    private readonly maxBytes: number,
  ) {}

  get enabled(): boolean {
    return this.writes !== null && this.maxBytes > 0;
  }

  get(key: string): CachedBody | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.writes!.unchangedSince(entry.names, entry.stamp)) return entry;
    this.drop(key, entry);
    return null;
  }

  /**
   * Computes an answer and keeps it if it is still current once computed: the stamp is taken before the first
   * statement, so a write that landed during the read (before or after its statements ran) keeps it out.
   */
  async compute(key: string, read: () => Promise<unknown>): Promise<CachedBody> {
    const writes = this.writes!;
    const stamp = writes.stamp();
    const { value, names, wrote } = await writes.reading(read);
    const body = JSON.stringify(value);
    const bytes = Buffer.byteLength(body);
    const entry: Entry = { body, etag: weakEtag(body, bytes), names: [...names], stamp, bytes };
    if (!wrote && bytes <= this.maxBytes && writes.unchangedSince(names, stamp)) this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: Entry): void {
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
