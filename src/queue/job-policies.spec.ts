import { JobName } from './job-names';
import { extractionConcurrency, JOB_POLICIES } from './job-policies';

describe('extractionConcurrency', () => {
  it('reads three documents per OCR worker, never fewer than the policy table says', () => {
    const floor = JOB_POLICIES[JobName.ExtractDocument].concurrency;
    expect(floor).toBe(4);
    expect(extractionConcurrency(1)).toBe(4);
    expect(extractionConcurrency(2)).toBe(6);
    expect(extractionConcurrency(3)).toBe(9);
    expect(extractionConcurrency(8)).toBe(24);
  });
});
