/**
 * Slowing down password guessing (OWASP Authentication Cheat Sheet, "account lockout"): failures are counted per
 * account (email) and per client address within a window; past a free allowance, each failure blocks the key for
 * a doubling delay, capped. A success clears the account's count, not the address's (one valid account must not
 * reset a guesser's address).
 */
export interface ThrottlePolicy {
  /** Failures without delay. */
  allowance: number;
  /** Failures older than this no longer count. */
  windowMs: number;
  /** First delay after the allowance; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { allowance: 5, windowMs: 15 * 60_000, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 };
/** An office behind one address has many users: a larger allowance before the address is slowed. */
export const ADDRESS_POLICY: ThrottlePolicy = { allowance: 20, windowMs: 15 * 60_000, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 };

export interface FailureCount {
  failures: number;
  firstFailureAt: Date;
  blockedUntil: Date | null;
}

/** The count after one more failure at `now`. */
export function recordFailure(previous: FailureCount | null, now: Date, policy: ThrottlePolicy): FailureCount {
  const fresh = !previous || now.getTime() - previous.firstFailureAt.getTime() > policy.windowMs;
  const failures = fresh ? 1 : previous.failures + 1;
  const over = failures - policy.allowance;
  const blockedUntil = over > 0 ? new Date(now.getTime() + Math.min(policy.baseDelayMs * 2 ** Math.min(over - 1, 30), policy.maxDelayMs)) : null;
  return { failures, firstFailureAt: fresh ? now : previous.firstFailureAt, blockedUntil };
}

/** Milliseconds to wait before the next try, 0 when it may go ahead. */
export function waitFor(count: FailureCount | null, now: Date): number {
  if (!count?.blockedUntil) return 0;
  return Math.max(0, count.blockedUntil.getTime() - now.getTime());
}
