import Decimal from 'decimal.js';
import { voucherTypeName } from '../common/taxauth-codes';
import type { CbteAsoc, ConsultedVoucher, FeMessage, Tributo } from '../taxauth/wsfe/wsfe.types';

export const IMPORT_ORIGIN = 'taxauth' as const;

/** A voucher the tax authority authorized, as FECompConsultar returned it, ready to store with origin `taxauth`. */
export interface ImportedVoucher {
  origin: typeof IMPORT_ORIGIN;
  /** The represented CUIT (Auth/Cuit) the voucher belongs to. */
  issuerCuit: string;
  ptoVta: number;
  cbteTipo: number;
  voucherNumber: number;
  /** CbteHasta: differs from `voucherNumber` only for a class B range. */
  voucherNumberTo: number;
  /** CbteFch, YYYY-MM-DD. */
  date: string;
  concepto: number;
  docTipo: number;
  docNro: string;
  /** Amounts: decimal strings with 2 decimals, in the voucher's currency. */
  total: string;
  notTaxed: string;
  net: string;
  exempt: string;
  otherTaxes: string;
  vat: string;
  currency: string;
  exchangeRate: string;
  iva: { id: number; baseImp: string; importe: string }[];
  tributos: Tributo[];
  associated: CbteAsoc[];
  condicionIvaReceptorId: number | null;
  serviceFrom: string | null;
  serviceTo: string | null;
  paymentDueDate: string | null;
  /** CodAutorizacion (CAE or CAEA) and its expiry (YYYY-MM-DD). */
  cae: string | null;
  caeDueDate: string | null;
  emisionTipo: string;
  /** FchProceso as sent (yyyymmddhhmmss). */
  processedAt: string;
  observations: FeMessage[];
  /** The FECompConsultar answer itself (also an FECAEDetRequest: feeds the ledger mapper and the XML view). */
  raw: ConsultedVoucher;
}

const money = (value: string | undefined) => new Decimal(value || 0).toFixed(2);

/** yyyymmdd → YYYY-MM-DD; null for absent or malformed (the service sends `NULL` or an empty element). */
export function isoDate(yyyymmdd: string | null | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export function importedVoucherFromConsult(issuerCuit: string, v: ConsultedVoucher): ImportedVoucher {
  const date = isoDate(v.cbteFch);
  if (!date) throw new Error(`voucher ${v.cbteTipo}-${v.ptoVta}-${v.cbteDesde}: CbteFch "${v.cbteFch ?? ''}" is not a date`);
  return {
    origin: IMPORT_ORIGIN,
    issuerCuit,
    ptoVta: v.ptoVta,
    cbteTipo: v.cbteTipo,
    voucherNumber: v.cbteDesde,
    voucherNumberTo: v.cbteHasta,
    date,
    concepto: v.concepto,
    docTipo: v.docTipo,
    docNro: v.docNro,
    total: money(v.impTotal),
    notTaxed: money(v.impTotConc),
    net: money(v.impNeto),
    exempt: money(v.impOpEx),
    otherTaxes: money(v.impTrib),
    vat: money(v.impIva),
    currency: v.monId ?? 'PES',
    exchangeRate: new Decimal(v.monCotiz || 1).toFixed(),
    iva: (v.iva ?? []).map((i) => ({ id: i.id, baseImp: money(i.baseImp), importe: money(i.importe) })),
    tributos: v.tributos ?? [],
    associated: v.cbtesAsoc ?? [],
    condicionIvaReceptorId: v.condicionIvaReceptorId ?? null,
    serviceFrom: isoDate(v.fchServDesde),
    serviceTo: isoDate(v.fchServHasta),
    paymentDueDate: isoDate(v.fchVtoPago),
    cae: v.codAutorizacion,
    caeDueDate: isoDate(v.fchVto),
    emisionTipo: v.emisionTipo,
    processedAt: v.fchProceso,
    observations: v.observations,
    raw: v,
  };
}

/** SPEC "Imported voucher (list item)". */
export interface ImportedVoucherListItem {
  id: string;
  issuedAt: string;
  typeName: string;
  number: string;
  receiver: string;
  amount: number;
  moneda: string;
}

const DOC_NAMES: Readonly<Record<number, string>> = { 80: 'CUIT', 86: 'CUIL', 87: 'CDI', 94: 'Pasaporte', 96: 'DNI' };

/**
 * The list item of `GET /taxauth-imports/vouchers`. `issuedAt` is the voucher date at 00:00 Argentina time (UTC−3,
 * no daylight saving); `number` is the printed form `PPPPP-NNNNNNNN`; WSFEv1 carries no receiver name, so
 * `receiver` is the document ("CUIT 30000000007") or "Consumidor final".
 */
export function importedVoucherListItem(row: { id: string } & Pick<ImportedVoucher, 'date' | 'cbteTipo' | 'ptoVta' | 'voucherNumber' | 'docTipo' | 'docNro' | 'total' | 'currency'>): ImportedVoucherListItem {
  const consumer = row.docTipo === 99 && !/[1-9]/.test(row.docNro);
  return {
    id: row.id,
    issuedAt: new Date(`${row.date}T00:00:00-03:00`).toISOString(),
    typeName: voucherTypeName(row.cbteTipo),
    number: `${String(row.ptoVta).padStart(5, '0')}-${String(row.voucherNumber).padStart(8, '0')}`,
    receiver: consumer ? 'Consumidor final' : `${DOC_NAMES[row.docTipo] ?? `Doc ${row.docTipo}`} ${row.docNro}`,
    amount: Number(row.total),
    moneda: row.currency,
  };
}

/** `limit` (1..100, default 100) and `offset` (≥ 0) of `GET /taxauth-imports/vouchers` (SPEC: at most 100 returned). */
export function importListPage(query: { limit?: number | string | null; offset?: number | string | null }): { limit: number; offset: number } {
  const limit = Math.trunc(Number(query.limit ?? 100));
  const offset = Math.trunc(Number(query.offset ?? 0));
  return { limit: Number.isFinite(limit) ? Math.min(Math.max(limit, 1), 100) : 100, offset: Number.isFinite(offset) ? Math.max(offset, 0) : 0 };
}
