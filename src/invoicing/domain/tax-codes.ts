import {
  RECEIVER_VAT_CONDITION_TABLE,
  VAT_RATE_TABLE,
  VOUCHER_TYPE_TABLE,
} from '../../common/taxauth-codes';
import { VoucherKind, VoucherLetter } from './voucher.types';

/**
 * The domain's views of the tax authority's code table (`common/taxauth-codes.ts`, the one source), typed with
 * the domain's enums. No code is written here.
 */
export {
  CURRENCY_ALIASES,
  DOC_TIPO,
  IVA_TYPE_EXEMPT,
  IVA_TYPE_UNTAXED,
  KNOWN_DOC_TIPOS,
  KNOWN_MON_IDS,
  RECEIVER_CONSUMIDOR_FINAL,
  TRIBUTE_TYPES,
} from '../../common/taxauth-codes';

/** TAXAUTH §4.3: IVA rate (percent, as text) ↔ AlicIva Id, ascending by rate. */
export const IVA_RATES: ReadonlyArray<{ id: number; percent: string }> = [...VAT_RATE_TABLE]
  .sort((a, b) => Number(a.percent) - Number(b.percent))
  .map(({ id, percent }) => ({ id, percent }));

export enum ConceptoCode {
  Products = 1,
  Services = 2,
  ProductsAndServices = 3,
}

/** TAXAUTH §4.8: CondicionIVAReceptorId (RG 5616). */
export const RECEIVER_VAT_CONDITIONS: ReadonlyMap<number, string> = new Map(RECEIVER_VAT_CONDITION_TABLE.map((c) => [c.id, c.desc]));

/** TAXAUTH §3.10: receiver conditions each class may be issued to. */
const CONDITIONS_A = RECEIVER_VAT_CONDITION_TABLE.filter((c) => c.classes === 'A/M/C').map((c) => c.id);
const CONDITIONS_B = RECEIVER_VAT_CONDITION_TABLE.filter((c) => c.classes === 'B/C').map((c) => c.id);
export const RECEIVER_CONDITIONS_BY_LETTER: Readonly<Record<VoucherLetter, ReadonlySet<number>>> = {
  [VoucherLetter.A]: new Set(CONDITIONS_A),
  [VoucherLetter.M]: new Set(CONDITIONS_A),
  [VoucherLetter.B]: new Set(CONDITIONS_B),
  [VoucherLetter.C]: new Set([...CONDITIONS_A, ...CONDITIONS_B]),
};
/** Receivers that make an RI issuer's voucher class A (TAXAUTH §3.6). */
export const RECEIVERS_OF_CLASS_A: ReadonlySet<number> = new Set(CONDITIONS_A);

export interface VoucherTypeInfo {
  code: number;
  letter: VoucherLetter;
  kind: VoucherKind;
  fce: boolean;
}

const ISSUED_KINDS: Readonly<Record<string, VoucherKind>> = { invoice: VoucherKind.Invoice, debit_note: VoucherKind.DebitNote, credit_note: VoucherKind.CreditNote };
/** Notas de Venta al contado A/B: invoices in the table, but not ones this service issues. */
const NOT_ISSUED = new Set([5, 10]);

/** TAXAUTH §4.1: the invoice / debit note / credit note types this service issues. */
export const VOUCHER_TYPES: ReadonlyArray<VoucherTypeInfo> = VOUCHER_TYPE_TABLE.filter((t) => t.kind in ISSUED_KINDS && t.letter && !NOT_ISSUED.has(t.code))
  .map((t) => ({ code: t.code, letter: t.letter as VoucherLetter, kind: ISSUED_KINDS[t.kind]!, fce: t.fce }))
  .sort((a, b) => a.code - b.code);

export function voucherTypeInfo(code: number): VoucherTypeInfo | null {
  return VOUCHER_TYPES.find((t) => t.code === code) ?? null;
}
