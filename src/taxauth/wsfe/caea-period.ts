import { addDays } from '../time';

/** A CAEA period: a fortnight (quincena) of a month; orden 1 = days 1–15, 2 = 16 to the end of the month. */
export interface CaeaPeriod {
  /** yyyymm */
  periodo: number;
  orden: 1 | 2;
}

/** The first and last day (yyyymmdd) of a fortnight. */
export function fortnightDays(period: CaeaPeriod): { desde: string; hasta: string } {
  const month = String(period.periodo);
  if (period.orden === 1) return { desde: `${month}01`, hasta: `${month}15` };
  const nextMonth = addDays(`${month}28`, 4).slice(0, 6);
  return { desde: `${month}16`, hasta: addDays(`${nextMonth}01`, -1) };
}

/** The fortnight a day (yyyymmdd) falls in. */
export function fortnightOf(day: string): CaeaPeriod {
  return { periodo: Number(day.slice(0, 6)), orden: Number(day.slice(6, 8)) <= 15 ? 1 : 2 };
}

/** The fortnight after the one `day` falls in: what a taxpayer requests ahead (from 5 days before it starts). */
export function nextFortnight(day: string): CaeaPeriod {
  return fortnightOf(addDays(fortnightDays(fortnightOf(day)).hasta, 1));
}
