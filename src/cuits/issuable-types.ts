import type { CuitRow } from './cuits.repository';

/** TAXAUTH.md §4.1: what a Responsable Inscripto (A and B) / a monotributista (C) issues; FCE types only when given explicitly. */
const TYPES_RI: readonly number[] = [1, 2, 3, 6, 7, 8];
const TYPES_MONOTRIBUTO: readonly number[] = [11, 12, 13];

/** The voucher types a CUIT issues, by its VAT regime in the registry data, else by its default voucher type. */
export function issuableVoucherTypes(cuit: Pick<CuitRow, 'persona' | 'defaultInvoiceType'>): readonly number[] {
  const persona = cuit.persona as { datosMonotributo?: unknown; datosRegimenGeneral?: unknown } | null;
  if (persona?.datosMonotributo) return TYPES_MONOTRIBUTO;
  if (persona?.datosRegimenGeneral) return TYPES_RI;
  if (cuit.defaultInvoiceType && TYPES_MONOTRIBUTO.includes(cuit.defaultInvoiceType)) return TYPES_MONOTRIBUTO;
  return TYPES_RI;
}
