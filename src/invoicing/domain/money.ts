import Decimal from 'decimal.js';
import { DecimalInput } from './voucher.types';

import { Money, roundMoney } from '../../common/money';

/** Money and its one rounding (half-even to cents) live in `common/money.ts`; the domain uses them under these names. */
export { Money, roundMoney as round2 } from '../../common/money';

const DECIMAL_PATTERN = /^-?[0-9]+(\.[0-9]+)?$/;

/** Parses an API decimal; null when it is not a finite plain decimal (no exponents, no "1,5"). */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    // A number's shortest round-trip text is exactly what the client wrote (0.1 → "0.1").
    if (!Number.isFinite(value)) return null;
    return new Money(String(value));
  }
  const text = value.trim();
  return DECIMAL_PATTERN.test(text) ? new Money(text) : null;
}

/** An amount as the SOAP layer writes it: exactly 2 decimals ("121.00"). */
export function formatAmount(value: Decimal): string {
  return roundMoney(value).toFixed(2);
}

/** Plain decimal text without trailing zeros ("1050.5", "1"), for rates and JSON numbers. */
export function formatPlain(value: Decimal, maxDecimals = 6): string {
  return value.toDecimalPlaces(maxDecimals, Money.ROUND_HALF_EVEN).toFixed();
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((acc, v) => acc.add(v), new Money(0));
}

export const ZERO: Decimal = new Money(0);
