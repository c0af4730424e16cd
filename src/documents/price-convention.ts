import Decimal from 'decimal.js';

/** How a document, and a template's price list, state their prices: with VAT included or without. */
export interface PriceConvention {
  listIncludesIva: boolean;
  /** Null or undefined: not known, and the list price is taken as it is. */
  documentIncludesIva: boolean | null | undefined;
}

/**
 * A price-list price in the document's VAT convention (the one conversion: the review's matcher and the LLM's named
 * entries both price lines with it). Unrounded: the caller rounds with `roundMoney`/`moneyNumber` or compares.
 */
export function listPriceAsDocument(listPrice: Decimal.Value, ivaRate: number | null | undefined, convention: PriceConvention): Decimal {
  const price = new Decimal(listPrice);
  const rate = new Decimal(ivaRate ?? 0).dividedBy(100).plus(1);
  if (convention.documentIncludesIva === true && !convention.listIncludesIva) return price.times(rate);
  if (convention.documentIncludesIva === false && convention.listIncludesIva) return price.dividedBy(rate);
  return price;
}
