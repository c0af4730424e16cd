/**
 * The dashboard's amounts and dates are written out by hand (web/src/format.ts: the first Intl formatter of a page
 * costs the review page 10–150 ms of its main thread). They must read exactly as Intl's es-AR formatters would:
 * compared here with Node's full ICU, on chosen edge cases and on many pseudo-random amounts.
 */
import { formatDateTime, formatDecimal, formatMoney, formatNumber } from '../web/src/format';

const intl = {
  money: new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  price: new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  number: new Intl.NumberFormat('es-AR', { maximumFractionDigits: 6 }),
  dateTime: new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' }),
};
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const EDGES = [
  0, -0, 1, -1, 0.5, 2.5, -2.5, 12.5, 999, 1000, -1000, 1234.5, 12345.678, 1234567.891, 15870.5, 119200, 999999.995,
  1.005, 2.675, 0.125, 1.115, 8.345, -0.005, -0.001, 0.0000005, 0.0000015, 1.5e-7, 5e-324, 0.1 + 0.2, 1e21, 1.5e21,
  123456789012345680000, 9.999999, 99.9999995, 0.9999995, -999.995, Number.MAX_SAFE_INTEGER, 1e-6, 4.35, 1.45,
];

/** Amounts as a price list or a line carries them: 0 to 8 decimals, 1 to 12 integer digits, some negative. */
function samples(count: number): number[] {
  let seed = 20261126;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    const digits = 1 + Math.floor(next() * 12);
    const decimals = Math.floor(next() * 9);
    const value = Number((next() * 10 ** digits).toFixed(decimals));
    return next() < 0.1 ? -value : value;
  });
}

describe('dashboard formatting (web/src/format.ts) reads as Intl es-AR', () => {
  it.each(EDGES)('%p', (value) => {
    expect(formatMoney(value)).toBe(spaces(intl.money.format(value)));
    expect(formatNumber(value, { money: true })).toBe(intl.price.format(value));
    expect(formatNumber(value)).toBe(intl.number.format(value));
  });

  it('on 20 000 pseudo-random amounts', () => {
    const wrong = samples(20_000).filter((v) => formatMoney(v) !== spaces(intl.money.format(v)) || formatNumber(v) !== intl.number.format(v));
    expect(wrong.slice(0, 5).map((v) => [v, formatMoney(v), intl.money.format(v), formatNumber(v), intl.number.format(v)])).toEqual([]);
  });

  it('rounds half away from zero on the decimal the number reads as, with no decimals when asked', () => {
    expect([formatDecimal(2.5, 0, 0), formatDecimal(-2.5, 0, 0), formatDecimal(1.005, 2, 2), formatDecimal(99.995, 0, 2), formatDecimal(999.5, 0, 0)]).toEqual(['3', '-3', '1,01', '100', '1.000']);
  });

  it('empty amounts', () => {
    expect([formatMoney(null), formatMoney(undefined), formatNumber(null), formatNumber(undefined)]).toEqual(['—', '—', '', '']);
  });

  it('dates and times in Argentina (UTC-3 all year), as Intl shows them', () => {
    const instants = ['2026-11-25T22:32:00-03:00', '2026-01-05T00:05:00-03:00', '2026-01-05T12:05:00-03:00', '2026-12-31T23:59:59.999-03:00', '2026-11-26T01:00:00Z', '2009-03-15T02:30:00Z', '2031-07-01T15:00:00.000Z'];
    for (const iso of instants) expect(formatDateTime(iso)).toBe(spaces(intl.dateTime.format(new Date(iso))));
    expect(formatDateTime('2026-11-26T01:00:00Z')).toBe('25/11/26, 10:00 p. m.');
  });
});
