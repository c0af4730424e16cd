import { duePeriods, MAX_CATCH_UP_PERIODS, nextMonthlyRun, nextPeriod, periodOf, runTimeOf, servicePeriod } from './recurrence';

const at = (iso: string) => new Date(iso);

describe('recurrence (Argentina time, UTC−3 all year)', () => {
  it.each([
    ['created on the 10th, day 5 → next month on the 5th', 5, '2031-03-10T15:00:00Z', '2031-04-05T03:00:00.000Z'],
    ['created on the 3rd, day 5 → this month on the 5th', 5, '2031-03-03T15:00:00Z', '2031-03-05T03:00:00.000Z'],
    ['exactly at the run time → next month (strictly after now)', 5, '2031-03-05T03:00:00Z', '2031-04-05T03:00:00.000Z'],
    ['one millisecond before → this run', 5, '2031-03-05T02:59:59.999Z', '2031-03-05T03:00:00.000Z'],
    ['December → January of the next year', 28, '2031-12-29T12:00:00Z', '2032-01-28T03:00:00.000Z'],
    // 01:00 UTC on the 1st is still the last day of the previous month in Argentina.
    ['UTC already in the next month, Argentina not', 1, '2031-05-01T01:00:00Z', '2031-05-01T03:00:00.000Z'],
    ['February has day 28', 28, '2031-02-10T12:00:00Z', '2031-02-28T03:00:00.000Z'],
  ])('nextMonthlyRun: %s', (_, day, now, expected) => {
    expect(nextMonthlyRun(day, at(now)).toISOString()).toBe(expected);
  });

  it('reads periods in Argentina time and steps across years', () => {
    expect(periodOf(at('2031-05-01T02:59:59Z'))).toBe('2031-04');
    expect(periodOf(at('2031-05-01T03:00:00Z'))).toBe('2031-05');
    expect(nextPeriod('2031-12')).toBe('2032-01');
    expect(runTimeOf('2031-07', 15).toISOString()).toBe('2031-07-15T03:00:00.000Z');
  });

  it.each([
    ['2031-02', '2031-02-01', '2031-02-28'],
    ['2032-02', '2032-02-01', '2032-02-29'],
    ['2031-04', '2031-04-01', '2031-04-30'],
    ['2031-12', '2031-12-01', '2031-12-31'],
  ])('servicePeriod(%s) is the whole calendar month', (period, from, to) => {
    expect(servicePeriod(period)).toEqual({ from, to });
  });

  describe('duePeriods', () => {
    const nextRunAt = at('2031-04-05T03:00:00Z');

    it('owes nothing before the run time and the period itself from the run time on', () => {
      expect(duePeriods(5, nextRunAt, at('2031-04-05T02:59:59Z'))).toEqual({ periods: [], skipped: [] });
      expect(duePeriods(5, nextRunAt, at('2031-04-05T03:00:00Z'))).toEqual({ periods: ['2031-04'], skipped: [] });
      expect(duePeriods(5, null, at('2031-09-01T00:00:00Z'))).toEqual({ periods: [], skipped: [] });
    });

    it('after a three-month outage owes the three missed months, oldest first', () => {
      expect(duePeriods(5, nextRunAt, at('2031-06-20T12:00:00Z')).periods).toEqual(['2031-04', '2031-05', '2031-06']);
      // The next run time not reached yet is not owed.
      expect(duePeriods(5, nextRunAt, at('2031-06-04T12:00:00Z')).periods).toEqual(['2031-04', '2031-05']);
    });

    it(`keeps at most the last ${MAX_CATCH_UP_PERIODS} periods and names the ones dropped`, () => {
      const { periods, skipped } = duePeriods(5, at('2030-01-05T03:00:00Z'), at('2031-03-10T00:00:00Z'));
      expect(periods).toHaveLength(MAX_CATCH_UP_PERIODS);
      expect(periods[0]).toBe('2030-04');
      expect(periods.at(-1)).toBe('2031-03');
      expect(skipped).toEqual(['2030-01', '2030-02', '2030-03']);
    });
  });
});
