import { ACCOUNT_POLICY, recordFailure, waitFor, type FailureCount } from './sign-in-throttle';

describe('sign-in throttle', () => {
  const start = new Date('2026-11-25T12:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('lets the allowance through, then blocks for a doubling delay', () => {
    let count: FailureCount | null = null;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      count = recordFailure(count, start, ACCOUNT_POLICY);
      waits.push(waitFor(count, start));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000]);
  });

  it('caps the delay', () => {
    let count: FailureCount | null = null;
    for (let i = 0; i < 40; i++) count = recordFailure(count, start, ACCOUNT_POLICY);
    expect(waitFor(count, start)).toBe(ACCOUNT_POLICY.maxDelayMs);
  });

  it('forgets failures older than the window', () => {
    let count: FailureCount | null = null;
    for (let i = 0; i < 7; i++) count = recordFailure(count, start, ACCOUNT_POLICY);
    const later = recordFailure(count, at(ACCOUNT_POLICY.windowMs + 1), ACCOUNT_POLICY);
    expect(later.failures).toBe(1);
    expect(waitFor(later, at(ACCOUNT_POLICY.windowMs + 1))).toBe(0);
  });

  it('a block ends when its time has passed', () => {
    let count: FailureCount | null = null;
    for (let i = 0; i < 6; i++) count = recordFailure(count, start, ACCOUNT_POLICY);
    expect(waitFor(count, at(999))).toBe(1);
    expect(waitFor(count, at(1_000))).toBe(0);
  });
});
