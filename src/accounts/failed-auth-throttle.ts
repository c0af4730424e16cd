/**
 * Counts failed API keys per client address in fixed one-minute windows. In memory, per process: it slows a
 * guesser down (each api process allows `maxFailures` a minute) without a database write per bad request.
 */
export class FailedAuthThrottle {
  private readonly windows = new Map<string, { startedAt: number; failures: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    /** Addresses tracked at once; beyond it expired windows are dropped, then the oldest. */
    private readonly maxAddresses = 10_000,
  ) {}

  /** Seconds until `address` may try again, or 0 when it is not blocked. */
  retryAfterSeconds(address: string, now = Date.now()): number {
    const window = this.windows.get(address);
    if (!window || now - window.startedAt >= this.windowMs || window.failures < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
  }

  recordFailure(address: string, now = Date.now()): void {
    const window = this.windows.get(address);
    if (window && now - window.startedAt < this.windowMs) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxAddresses) this.prune(now);
    this.windows.set(address, { startedAt: now, failures: 1 });
  }

  private prune(now: number): void {
    for (const [address, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(address);
    // Still full: forget the oldest (Map keeps insertion order).
    for (const address of this.windows.keys()) {
      if (this.windows.size < this.maxAddresses) break;
      this.windows.delete(address);
    }
  }
}
