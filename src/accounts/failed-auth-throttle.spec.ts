import { FailedAuthThrottle } from './failed-auth-throttle';

describe('FailedAuthThrottle', () => {
  it('blocks an address after N failures in a minute, until the minute ends; other addresses are not affected', () => {
    const throttle = new FailedAuthThrottle(3);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('10.0.0.1', t0)).toBe(0);
      throttle.recordFailure('10.0.0.1', t0);
    }
    expect(throttle.retryAfterSeconds('10.0.0.1', t0 + 1_000)).toBe(59);
    expect(throttle.retryAfterSeconds('10.0.0.2', t0 + 1_000)).toBe(0);
    expect(throttle.retryAfterSeconds('10.0.0.1', t0 + 60_000)).toBe(0);
  });

  it('tracks a bounded number of addresses', () => {
    const throttle = new FailedAuthThrottle(1, 60_000, 100);
    for (let i = 0; i < 1000; i++) throttle.recordFailure(`10.0.${i >> 8}.${i & 255}`, 0);
    expect((throttle as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
    expect(throttle.retryAfterSeconds('10.0.3.231', 0)).toBeGreaterThan(0);
  });
});
