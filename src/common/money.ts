import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money. TAXAUTH §3.5: the tax authority compares amounts with Round-Half-Even, so every
 * amount is rounded the same way, by `roundMoney`, and every value we send equals the one it recomputes.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type Money = Decimal;

/** The one rounding of an amount: to cents, half-even. */
export function roundMoney(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

/**
 * An amount for a JSON number field (DraftData, read from a document or a sheet): rounded by `roundMoney`. The
 * number is only the transport — its shortest text is the exact decimal, and arithmetic goes back through Decimal.
 */
export function moneyNumber(value: Decimal.Value): number {
  return roundMoney(value).toNumber();
}
