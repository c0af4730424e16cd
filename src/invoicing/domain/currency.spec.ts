import { resolveCurrency } from './currency';

describe('resolveCurrency (TAXAUTH §3.9)', () => {
  it.each<[string, string | number | null, string, string, string[]]>([
    ['ARS', null, 'PES', '1', []],
    ['PES', 1, 'PES', '1', []],
    ['ARS', '2', 'PES', '1', ['10039']],
    ['USD', '1050.50', 'DOL', '1050.5', []],
    ['usd', 1234.123456, 'DOL', '1234.123456', []],
    ['EUR', '1200', '060', '1200', []],
    ['060', '1200', '060', '1200', []],
    ['USD', null, 'DOL', '0', ['10038']],
    ['USD', 0, 'DOL', '0', ['10038']],
    ['USD', '-1', 'DOL', '0', ['10038']],
    ['USD', '1.1234567', 'DOL', '1.123457', ['10056']],
    ['XYZ', null, 'XYZ', '1', ['10037']],
  ])('%s at %s → %s %s', (currency, rate, monId, monCotiz, codes) => {
    const result = resolveCurrency(currency, rate);
    expect(result.currency).toEqual({ MonId: monId, MonCotiz: monCotiz });
    expect(result.problems.map((p) => p.code)).toEqual(codes);
  });
});
