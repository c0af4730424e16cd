import { addDays, argentinaDate } from '../../invoicing/domain';

/** A billing period of a monthly template: the Argentina calendar month, `YYYY-MM`. */
export type Period = string;

/** Argentina has used UTC−3 all year since 2009 (no DST): 00:00 in Buenos Aires is 03:00 UTC. */
const ARGENTINA_OFFSET_HOURS = 3;
/** Recurring drafts are produced on dayOfMonth at this hour, Argentina time (docs/recurring-templates.md). */
export const RUN_HOUR_ARGENTINA = 0;
/**
 * After downtime at most this many missed periods are produced (the most recent ones): a template left due for
 * years by a stopped server should not flood its customer with a year of invoices at once.
 */
export const MAX_CATCH_UP_PERIODS = 12;

const PERIOD = /^(\d{4})-(\d{2})$/;

function parse(period: Period): { year: number; month: number } {
  const m = PERIOD.exec(period);
  if (!m) throw new Error(`Invalid period ${period} (expected YYYY-MM)`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

function format(year: number, month: number): Period {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The Argentina calendar month of an instant. */
export function periodOf(instant: Date): Period {
  return argentinaDate(instant).slice(0, 7);
}

export function nextPeriod(period: Period): Period {
  const { year, month } = parse(period);
  return month === 12 ? format(year + 1, 1) : format(year, month + 1);
}

/** When the draft of `period` is due: dayOfMonth (1–28, present in every month) at RUN_HOUR_ARGENTINA. */
export function runTimeOf(period: Period, dayOfMonth: number): Date {
  const { year, month } = parse(period);
  return new Date(Date.UTC(year, month - 1, dayOfMonth, RUN_HOUR_ARGENTINA + ARGENTINA_OFFSET_HOURS));
}

/** Next run of a monthly template strictly after `now`: this month's day if still ahead, else next month's. */
export function nextMonthlyRun(dayOfMonth: number, now: Date): Date {
  const current = periodOf(now);
  const candidate = runTimeOf(current, dayOfMonth);
  return candidate.getTime() > now.getTime() ? candidate : runTimeOf(nextPeriod(current), dayOfMonth);
}

/**
 * The periods a template owes at `now`, oldest first: the period of `nextRunAt` and every later one whose run
 * time has passed (catch-up after downtime). Beyond `max`, the oldest are dropped and listed in `skipped`.
 */
export function duePeriods(dayOfMonth: number, nextRunAt: Date | null, now: Date, max = MAX_CATCH_UP_PERIODS): { periods: Period[]; skipped: Period[] } {
  if (!nextRunAt || nextRunAt.getTime() > now.getTime()) return { periods: [], skipped: [] };
  const all: Period[] = [periodOf(nextRunAt)];
  for (let p = nextPeriod(all[0]!); runTimeOf(p, dayOfMonth).getTime() <= now.getTime(); p = nextPeriod(p)) all.push(p);
  const cut = Math.max(0, all.length - max);
  return { periods: all.slice(cut), skipped: all.slice(0, cut) };
}

/** The service period of a monthly draft: the whole calendar month, first to last day (FchServDesde/Hasta). */
export function servicePeriod(period: Period): { from: string; to: string } {
  const from = `${period}-01`;
  return { from, to: addDays(`${nextPeriod(period)}-01`, -1) };
}
