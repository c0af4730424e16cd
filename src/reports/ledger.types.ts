import type Decimal from 'decimal.js';

/** A decimal amount: a string such as "1234.50" (preferred), a Decimal, or a finite number. */
export type Amount = Decimal.Value;

/**
 * RG 3685 "código de operación" (VENTAS_CBTE position 243). `Z` zona franca, `X` exportación al exterior,
 * `E` exenta, `N` no gravada, `C` canje, `A` no alcanzada, `T` reintegro Decreto 1043/2016.
 */
export type OperationCode = 'Z' | 'X' | 'E' | 'N' | 'C' | 'A' | 'T';

/** Net and VAT at one rate (AlicIva: id 3, 4, 5, 6, 8, 9), in the voucher's currency. */
export interface LedgerVat {
  ivaId: number;
  net: Amount;
  vat: Amount;
}

/**
 * One authorized voucher, as the sales VAT ledger needs it. Amounts are the voucher's own, positive, in the
 * voucher's currency (as authorized by WSFEv1): the voucher type says whether it is a credit note.
 */
export interface LedgerVoucher {
  /** CbteFch, YYYY-MM-DD. */
  date: string;
  cbteTipo: number;
  ptoVta: number;
  numberFrom: number;
  /** CbteHasta; only a class B range differs from `numberFrom`. */
  numberTo?: number | null;
  receiver: { docTipo: number; docNro: string; name?: string | null };
  /** WSFEv1 MonId: PES, DOL, 060… */
  currency: string;
  /** MonCotiz: 1 for PES. */
  exchangeRate: Amount;
  total: Amount;
  /** ImpTotConc: conceptos que no integran el neto gravado. */
  notTaxed: Amount;
  /** ImpOpEx. */
  exempt: Amount;
  /** One entry per rate; empty for vouchers without VAT (exempt, not taxed, class C). */
  vat: LedgerVat[];
  /** Tributo 13. */
  nonCategorizedPerception?: Amount | null;
  /** Tributos 1, 6: percepciones / pagos a cuenta de impuestos nacionales (IVA perceptions included). */
  nationalPerceptions?: Amount | null;
  /** Tributos 2, 5, 7. */
  grossIncomePerceptions?: Amount | null;
  /** Tributos 3, 8. */
  municipalPerceptions?: Amount | null;
  /** Tributo 4. */
  internalTaxes?: Amount | null;
  /** Tributos 9, 99 and any other. */
  otherTaxes?: Amount | null;
  /** Forces position 243; inferred when absent (see docs/ledger.md). */
  operationCode?: OperationCode | null;
  /** FchVtoPago, YYYY-MM-DD; zeros when absent. */
  paymentDueDate?: string | null;
}

export interface LedgerOptions {
  /** Position 243 of a voucher that discriminates VAT: the RG 3685 tables leave it open; default "0". */
  taxedOperationCode?: '0' | ' ';
}

/** Amounts in pesos (voucher amount × exchange rate, rounded per voucher), credit notes negative. */
export interface LedgerAmounts {
  total: string;
  net: string;
  vat: string;
  notTaxed: string;
  exempt: string;
  /** Perceptions, internal and other taxes. */
  otherTaxes: string;
}

export interface LedgerRateTotal {
  ivaId: number;
  /** Percent, e.g. "21", "10.5". */
  rate: string;
  net: string;
  vat: string;
}

export interface LedgerTypeTotal extends LedgerAmounts {
  cbteTipo: number;
  name: string;
  count: number;
}

export interface LedgerSummary {
  count: number;
  currency: 'PES';
  totals: LedgerAmounts;
  byRate: LedgerRateTotal[];
  byVoucherType: LedgerTypeTotal[];
}
