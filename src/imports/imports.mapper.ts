import { voucherTypeKind, voucherTypeLetter } from '../common/taxauth-codes';
import { importedVoucherListItem, type ImportedVoucher, type ImportedVoucherListItem } from './imported-voucher';
import type { ImportProgress } from './import-walker';
import type { ImportedVoucherRow, TaxauthImportRow } from './imports.schema';

/** What the `progress` column holds: the walk's last report without its cursor (kept in its own column). */
export type StoredImportProgress = Omit<ImportProgress, 'cursor'>;

export function storedProgress(progress: ImportProgress): StoredImportProgress {
  const { cursor: _cursor, ...rest } = progress;
  return rest;
}

/** GET /taxauth-imports/{importId}. */
export function toImportResponse(row: TaxauthImportRow) {
  const p = row.progress as StoredImportProgress | null;
  return {
    id: row.id,
    cuitId: row.cuitId,
    cuit: row.issuerCuit,
    environment: row.environment,
    status: row.status,
    request: { ptoVta: row.ptoVta, invoiceType: row.invoiceType, from: row.fromDate, to: row.toDate },
    progress: {
      seen: p?.seen ?? 0,
      known: p?.known ?? 0,
      imported: p?.imported ?? 0,
      outOfRange: p?.outOfRange ?? 0,
      missing: p?.missing ?? 0,
      calls: p?.calls ?? 0,
      targetsTotal: p?.targetsTotal ?? 0,
      targetsDone: p?.targetsDone ?? 0,
    },
    failedTargets: p?.failedTargets ?? [],
    error: row.error ? { code: row.errorCode, message: row.error } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toImportedVoucherItem(row: ImportedVoucherRow): ImportedVoucherListItem {
  return importedVoucherListItem(row);
}

const KIND: Readonly<Record<string, 'invoice' | 'credit_note' | 'debit_note'>> = { invoice: 'invoice', credit_note: 'credit_note', debit_note: 'debit_note' };

/**
 * An imported voucher as an Invoice record (the shape of GET /invoices items, docs/invoicing.md) with
 * `origin: 'taxauth'`; the service's own invoices are `origin: 'service'`. Fields only the service knows (batch,
 * reference, receiver name, QR of a voucher it did not issue) are null or empty.
 */
export function importedVoucherAsInvoice(row: ImportedVoucherRow) {
  const v = row.voucher as ImportedVoucher;
  return {
    id: row.id,
    origin: 'taxauth' as const,
    cuitId: row.cuitId,
    cuit: row.issuerCuit,
    environment: row.environment,
    status: 'completed' as const,
    kind: KIND[voucherTypeKind(row.cbteTipo) ?? ''] ?? 'invoice',
    ptoVta: row.ptoVta,
    invoiceType: row.cbteTipo,
    voucherLetter: voucherTypeLetter(row.cbteTipo),
    concepto: v.concepto,
    voucherNumber: row.voucherNumber,
    date: row.date,
    amounts: {
      total: v.total,
      net: v.net,
      iva: v.vat,
      untaxed: v.notTaxed,
      exempt: v.exempt,
      otherTaxes: v.otherTaxes,
      ivaBreakdown: v.iva.map((a) => ({ id: a.id, base: a.baseImp, amount: a.importe })),
    },
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    receiver: { docTipo: row.docTipo, docNro: row.docNro, condicionIva: v.condicionIvaReceptorId },
    cae: row.cae,
    caeDueDate: row.caeDueDate,
    observations: v.observations.map((o) => ({ code: o.code, message: o.msg })),
    associated: v.associated,
    voids: null,
    error: null,
    errorCode: null,
    qrUrl: null,
    reference: null,
    batchId: null,
    importId: row.importId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.createdAt.toISOString(),
  };
}
