import type { AuthContext } from '../common/auth';

/** How long a resolved key is trusted without asking the database again. */
export const API_KEY_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Resolved = Pick<AuthContext, 'accountId' | 'environment' | 'userId'>;

/**
 * Key hash → account, so an authenticated request costs no database round trip (issue 18). Short-lived, and
 * dropped at once when a key is replaced: by the process that replaced it, and by every other process when the
 * database's notification reaches it. While a process cannot hear those notifications (server mode, listening
 * connection lost) it does not cache at all.
 *
 * A lookup started before an invalidation must not store what it read: `generation` moves with every
 * invalidation and `store` refuses a value read under an older one.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { value: Resolved; until: number }>();
  private current = 0;
  private enabled: boolean;

  constructor(enabled: boolean, private readonly ttlMs = API_KEY_CACHE_MS, private readonly maxEntries = MAX_ENTRIES) {
    this.enabled = enabled;
  }

  get generation(): number {
    return this.current;
  }

  get(hash: string, now: number): Resolved | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(hash);
      return null;
    }
    return entry.value;
  }

  store(hash: string, value: Resolved, readAtGeneration: number, now: number): void {
    if (!this.enabled || readAtGeneration !== this.current) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { value, until: now + this.ttlMs });
  }

  /** Forget the keys of one account (its key was replaced), or all of them. */
  invalidate(accountId?: string): void {
    this.current += 1;
    if (accountId === undefined) return this.entries.clear();
    for (const [hash, entry] of this.entries) if (entry.value.accountId === accountId) this.entries.delete(hash);
  }

  /** Caching only while invalidations can be heard; turning it back on starts empty (some may have been missed). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }
}
