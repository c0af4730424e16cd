/**
 * When to retry a failed delivery (DESIGN §5.4: about 8 attempts over a day). Attempt n waits
 * BASE × 3^(n-1) after attempt n, with ±20 % jitter so that deliveries failing together do not retry together:
 * nominal waits 79 s, 4 min, 12 min, 36 min, 1.8 h, 5.3 h, 16 h — 24 h in total.
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const FACTOR = 3;
/** 86 400 s / (1 + 3 + 9 + … + 3^6) = 86 400 / 1 093. */
const BASE_MS = Math.round((86_400_000 / 1_093));
const JITTER = 0.2;

/**
 * Milliseconds to wait after `attemptsMade` failed attempts, or null when the delivery is given up.
 * `random` returns [0, 1) (Math.random in production, fixed in tests).
 */
export function webhookRetryDelayMs(attemptsMade: number, random: () => number = Math.random): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade starts at 1');
  if (attemptsMade >= WEBHOOK_MAX_ATTEMPTS) return null;
  const nominal = BASE_MS * FACTOR ** (attemptsMade - 1);
  const factor = 1 - JITTER + 2 * JITTER * Math.min(Math.max(random(), 0), 1);
  return Math.round(nominal * factor);
}

/** The instant of the next attempt after a failure at `failedAt`, or null when none is left. */
export function nextWebhookAttemptAt(failedAt: Date, attemptsMade: number, random: () => number = Math.random): Date | null {
  const delay = webhookRetryDelayMs(attemptsMade, random);
  return delay === null ? null : new Date(failedAt.getTime() + delay);
}
