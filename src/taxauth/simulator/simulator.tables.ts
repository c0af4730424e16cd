import {
  CONCEPT_TABLE,
  CURRENCY_TABLE,
  DOCUMENT_TYPE_TABLE,
  OPTIONAL_TYPE_TABLE,
  TRIBUTE_TYPE_TABLE,
  VAT_RATE_TABLE,
  VOUCHER_TYPE_TABLE,
  type TaxAuthTableRow,
} from '../../common/taxauth-codes';
import type { ParamItem } from '../wsfe/wsfe.types';

/**
 * The WSFEv1 parameter tables as the homologation service lists them, from the service's one code table
 * (`common/taxauth-codes.ts`: rows, order, descriptions and FchDesde of the 2021 answers). FchHasta is always `NULL`.
 */
const rows = (items: readonly TaxAuthTableRow[]): ParamItem[] => items.map(([id, desc, fchDesde]) => ({ id, desc, fchDesde, fchHasta: null }));

export const DOCUMENT_TYPES: ParamItem[] = rows(DOCUMENT_TYPE_TABLE);
export const VOUCHER_TYPES: ParamItem[] = rows(VOUCHER_TYPE_TABLE.map((t) => [String(t.code), t.desc, t.since] as const));
export const CONCEPTS: ParamItem[] = rows(CONCEPT_TABLE);
export const VAT_RATES: ParamItem[] = rows(VAT_RATE_TABLE.map((r) => [String(r.id), r.desc, r.since] as const));
export const CURRENCIES: ParamItem[] = rows(CURRENCY_TABLE);
export const OPTIONAL_TYPES: ParamItem[] = rows(OPTIONAL_TYPE_TABLE);
export const TAX_TYPES: ParamItem[] = rows(TRIBUTE_TYPE_TABLE);
