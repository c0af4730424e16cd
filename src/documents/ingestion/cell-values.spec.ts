import { parseDate, parseDecimal } from './spreadsheet/cell-values';

describe('parseDecimal (Argentine and plain formats)', () => {
  it.each([
    ['1.234.567,89', '1234567.89'],
    ['1234567.89', '1234567.89'],
    ['$ 1.234,50', '1234.5'],
    ['2370,00', '2370'],
    ['1.500', '1500'],
    ['0.125', '0.125'],
    ['1,5', '1.5'],
    ['1,234,567.5', '1234567.5'],
    ['U$S 12,5', '12.5'],
    ['(1.000,00)', '-1000'],
    ['-3', '-3'],
    ['21%', '21'],
  ])('%s → %s', (text, expected) => {
    expect(parseDecimal(text)?.toString()).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3,4,5', '12,34.5.6', '1..2', ','])('%s is not a number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('keeps numeric cells exact', () => {
    expect(parseDecimal(955.73)?.toString()).toBe('955.73');
  });
});

describe('parseDate', () => {
  it.each([
    ['15/10/2026', '2026-10-15'],
    ['5-1-26', '2026-01-05'],
    ['2026-10-15', '2026-10-15'],
    ['2026-10-15T00:00:00Z', '2026-10-15'],
    [46310, '2026-10-15'],
    ['46310', '2026-10-15'],
  ])('%s → %s', (value, expected) => {
    expect(parseDate(value)).toBe(expected);
  });

  it('reads Date cells by their UTC day and rejects impossible dates', () => {
    expect(parseDate(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate(12)).toBeNull();
    expect(parseDate('mañana')).toBeNull();
  });
});
