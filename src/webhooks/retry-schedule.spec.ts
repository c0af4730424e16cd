import { nextWebhookAttemptAt, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './retry-schedule';

const HOUR = 3_600_000;
const schedule = (random: () => number): number[] => {
  const delays: number[] = [];
  for (let attempt = 1; ; attempt++) {
    const delay = webhookRetryDelayMs(attempt, random);
    if (delay === null) return delays;
    delays.push(delay);
  }
};

describe('webhook retry schedule', () => {
  it('makes 8 attempts in all: 7 waits, growing exponentially', () => {
    const delays = schedule(() => 0.5);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(delays).toHaveLength(7);
    delays.slice(1).forEach((d, i) => expect(d / delays[i]!).toBeCloseTo(3, 2));
    expect(delays[0]).toBeGreaterThanOrEqual(60_000);
    expect(delays[0]).toBeLessThanOrEqual(120_000);
  });

  it('spreads the attempts over about a day, whatever the jitter', () => {
    const total = (r: number) => schedule(() => r).reduce((a, b) => a + b, 0);
    expect(total(0.5)).toBeGreaterThan(23.5 * HOUR);
    expect(total(0.5)).toBeLessThan(24.5 * HOUR);
    expect(total(0)).toBeGreaterThan(18 * HOUR);
    expect(total(0.999)).toBeLessThan(29 * HOUR);
  });

  it('jitters ±20 % around the nominal wait', () => {
    const low = webhookRetryDelayMs(3, () => 0)!;
    const high = webhookRetryDelayMs(3, () => 0.999999)!;
    const mid = webhookRetryDelayMs(3, () => 0.5)!;
    expect(low / mid).toBeCloseTo(0.8, 3);
    expect(high / mid).toBeCloseTo(1.2, 3);
  });

  it('gives up after the last attempt and refuses nonsense', () => {
    expect(webhookRetryDelayMs(8)).toBeNull();
    expect(nextWebhookAttemptAt(new Date(0), 8)).toBeNull();
    expect(nextWebhookAttemptAt(new Date(0), 1, () => 0.5)).toEqual(new Date(webhookRetryDelayMs(1, () => 0.5)!));
    expect(() => webhookRetryDelayMs(0)).toThrow(RangeError);
  });
});
