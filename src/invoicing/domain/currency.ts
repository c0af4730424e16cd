import { formatPlain, parseDecimal } from './money';
import { CURRENCY_ALIASES, KNOWN_MON_IDS } from './tax-codes';
import { DecimalInput, Problem } from './voucher.types';

export interface ResolvedCurrency {
  MonId: string;
  /** Decimal text, at most 6 decimals (TAXAUTH §2.3: MonCotiz 4+6). */
  MonCotiz: string;
}

const MAX_RATE_INTEGER_DIGITS = 4;
const MAX_RATE_DECIMALS = 6;

/** ARS → PES, USD → DOL, EUR → 060 …; tax-authority codes (PES, DOL, 060 …) pass through. */
export function monIdFor(currency: string): string | null {
  const code = currency.trim().toUpperCase();
  const monId = CURRENCY_ALIASES.get(code) ?? code;
  return KNOWN_MON_IDS.has(monId) ? monId : null;
}

/** TAXAUTH §3.9: currency code and exchange rate. */
export function resolveCurrency(
  currency: string,
  exchangeRate: DecimalInput | null | undefined,
): { currency: ResolvedCurrency; problems: Problem[] } {
  const monId = monIdFor(currency);
  if (monId === null) {
    return { currency: { MonId: currency, MonCotiz: '1' }, problems: [{ field: 'currency', code: '10037', message: `Currency ${currency} is not in the tax authority's table.` }] };
  }
  const given = exchangeRate === null || exchangeRate === undefined ? undefined : parseDecimal(exchangeRate);
  if (monId === 'PES') {
    // 10039: pesos always go with MonCotiz 1.
    const problems: Problem[] =
      given === undefined || (given !== null && given.eq(1))
        ? []
        : [{ field: 'exchangeRate', code: '10039', message: 'Vouchers in pesos have exchange rate 1.' }];
    return { currency: { MonId: 'PES', MonCotiz: '1' }, problems };
  }
  // 10038: any other currency needs its exchange rate (> 0, 4 integer and 6 decimal digits).
  if (given === undefined || given === null || given.lte(0)) {
    return { currency: { MonId: monId, MonCotiz: '0' }, problems: [{ field: 'exchangeRate', code: '10038', message: `An exchange rate > 0 is required for currency ${monId}.` }] };
  }
  const problems: Problem[] = [];
  if (given.decimalPlaces() > MAX_RATE_DECIMALS || given.trunc().toFixed().length > MAX_RATE_INTEGER_DIGITS) {
    problems.push({ field: 'exchangeRate', code: '10056', message: 'The exchange rate allows 4 integer and 6 decimal digits.' });
  }
  return { currency: { MonId: monId, MonCotiz: formatPlain(given) }, problems };
}
