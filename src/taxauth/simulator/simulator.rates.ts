import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { addDays, daysBetween } from '../time';

export interface ExchangeRateEntry {
  monId: string;
  /** yyyymmdd */
  fchCotiz: string;
  /** decimal string */
  monCotiz: string;
}

/**
 * Anchors of the rate curves: the observed homologation answer (DOL 101.202 on 2021-07-21) and approximate
 * official closings; every other business day is derived from them (see ExchangeRates).
 */
export const DEFAULT_EXCHANGE_RATES: ExchangeRateEntry[] = [
  { monId: 'DOL', fchCotiz: '20210721', monCotiz: '101.202' },
  { monId: 'DOL', fchCotiz: '20250102', monCotiz: '1032.5' },
  { monId: 'DOL', fchCotiz: '20251031', monCotiz: '1450' },
  { monId: '060', fchCotiz: '20250102', monCotiz: '1075.25' },
  { monId: '012', fchCotiz: '20250102', monCotiz: '167.1' },
];

/** US dollars per unit (approximate, 2025) for currencies without anchors of their own: they follow the dollar. */
const DOLLARS_PER_UNIT: Record<string, string> = {
  DOL: '1', '002': '1', '007': '0.5', '009': '1.2', '010': '0.052', '011': '0.025', '012': '0.18', '014': '0.15', '015': '0.095',
  '016': '0.1', '018': '0.72', '019': '0.0067', '021': '1.3', '023': '0.008', '024': '0.045', '025': '0.0095', '026': '0.65',
  '027': '0.0032', '028': '0.56', '029': '0.000127', '030': '0.28', '031': '0.145', '032': '0.00025', '033': '0.00105',
  '034': '0.055', '035': '0.27', '036': '0.00004', '040': '0.22', '041': '1.36', '042': '0.016', '043': '1', '044': '0.027',
  '045': '0.1', '046': '0.02', '047': '0.267', '049': '105', '051': '0.128', '052': '0.77', '053': '0.0063', '054': '0.032',
  '055': '0.13', '056': '0.0028', '057': '0.03', '059': '3.25', '060': '1.1', '061': '0.26', '062': '0.0115', '063': '0.038',
  '064': '0.14',
};

/** Fixed-date national holidays (Law 27.399); the movable ones are not modelled. */
const FIXED_HOLIDAYS = new Set(['0101', '0324', '0402', '0501', '0525', '0620', '0709', '1208', '1225']);

export function isBusinessDay(yyyymmdd: string): boolean {
  const weekday = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)))).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FIXED_HOLIDAYS.has(yyyymmdd.slice(4));
}

/** The last business day strictly before `yyyymmdd`: the day whose closing rate is in force on it. */
export function previousBusinessDay(yyyymmdd: string): string {
  let day = addDays(yyyymmdd, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

export interface ExchangeRateSettings {
  /** Seed of the day-to-day variation; the same seed gives the same rates. */
  seed: number;
  /** Daily variation around the trend, as a fraction (default 0.005 = ±0.5 %). */
  dailyVariation: number;
  /** Trend of the dollar before the first and after the last anchor, per 30 days (default 0.02 = 2 %). */
  monthlyDrift: number;
}

/**
 * Official rates that move day by day, deterministically: a rate set for a day (anchor) is answered as is; any
 * other business day gets the trend through the anchors (geometric interpolation; outside them the dollar's
 * drift) times a variation hashed from (seed, currency, day). Currencies without anchors follow the dollar.
 */
export class ExchangeRates {
  private readonly anchors = new Map<string, Map<string, Decimal>>();

  constructor(entries: ExchangeRateEntry[], readonly settings: ExchangeRateSettings = { seed: 1, dailyVariation: 0.005, monthlyDrift: 0.02 }) {
    for (const entry of entries) this.set(entry);
  }

  set(entry: ExchangeRateEntry): void {
    const byDay = this.anchors.get(entry.monId) ?? new Map<string, Decimal>();
    byDay.set(entry.fchCotiz, new Decimal(entry.monCotiz));
    this.anchors.set(entry.monId, byDay);
  }

  knows(monId: string): boolean {
    return this.anchors.has(monId) || monId in DOLLARS_PER_UNIT;
  }

  /** The closing rate of a business day. */
  rateOn(monId: string, day: string): Decimal | null {
    const exact = this.anchors.get(monId)?.get(day);
    if (exact) return exact;
    const trend = this.trend(monId, day);
    if (!trend) return null;
    const variation = 1 + this.settings.dailyVariation * this.noise(monId, day);
    const rate = trend.times(variation);
    return rate.gte(1) ? rate.toDecimalPlaces(4) : rate.toSignificantDigits(6).toDecimalPlaces(6);
  }

  /** The rate in force on `day`: the previous business day's closing (observed: asked on 2021-07-22 → 20210721). */
  inForce(monId: string, day: string): ExchangeRateEntry | null {
    const fchCotiz = previousBusinessDay(day);
    const rate = this.rateOn(monId, fchCotiz);
    return rate ? { monId, fchCotiz, monCotiz: rate.toFixed() } : null;
  }

  private trend(monId: string, day: string): Decimal | null {
    const own = this.sortedAnchors(monId);
    if (own.length) {
      const inside = interpolate(own, day);
      if (inside) return inside;
      // Outside its anchors a currency moves with the dollar from its nearest anchor.
      const [nearDay, nearRate] = day < own[0][0] ? own[0] : own[own.length - 1];
      if (monId === 'DOL') return nearRate.times(Math.pow(1 + this.settings.monthlyDrift, daysBetween(nearDay, day) / 30));
      const dollarThen = this.trend('DOL', nearDay);
      const dollarNow = this.trend('DOL', day);
      return dollarThen && dollarNow ? nearRate.times(dollarNow).div(dollarThen) : null;
    }
    const perDollar = DOLLARS_PER_UNIT[monId];
    const dollar = perDollar ? this.trend('DOL', day) : null;
    return dollar ? dollar.times(perDollar) : null;
  }

  private sortedAnchors(monId: string): [string, Decimal][] {
    return [...(this.anchors.get(monId) ?? new Map<string, Decimal>())].sort(([a], [b]) => a.localeCompare(b));
  }

  /** In [-1, 1], fixed for (seed, currency, day). */
  private noise(monId: string, day: string): number {
    const digest = createHash('sha256').update(`${this.settings.seed}:${monId}:${day}`).digest();
    return (digest.readUInt32BE(0) / 0xffffffff) * 2 - 1;
  }
}

function interpolate(anchors: [string, Decimal][], day: string): Decimal | null {
  for (let i = 0; i + 1 < anchors.length; i++) {
    const [fromDay, from] = anchors[i];
    const [toDay, to] = anchors[i + 1];
    if (day >= fromDay && day <= toDay) {
      const share = daysBetween(fromDay, day) / daysBetween(fromDay, toDay);
      return from.times(to.div(from).pow(share));
    }
  }
  return null;
}
