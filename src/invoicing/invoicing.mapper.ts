import { buildQrPayload, qrDataFromVoucher, voucherTypeInfo, type FECAEDetRequest, type VoucherInput } from './domain';
import type { BatchRow, InvoiceRow } from './invoicing.schema';

/** What the invoice's `voucherInput` column holds: the domain input and the issuer profile it was checked with. */
export interface StoredVoucherInput {
  input: VoucherInput;
  issuer: { cuit: string; vatCondition: string; aConLeyenda?: boolean };
}

interface StoredReceiver {
  docTipo: number;
  docNro: string;
  condicionIva: number | null;
  name: string | null;
  email: string | null;
  address: string | null;
}

/** The columns an Invoice record is made of (a page of invoices reads only these: `ListedInvoiceRow`). */
export type InvoiceRecordSource = Omit<InvoiceRow, 'invoiceData' | 'response' | 'voucherInput'> & { voucherInput: unknown };

/** The Invoice record (docs/invoicing.md): what GET /invoices/{id} answers and the data of invoice.* events. */
export function toInvoiceResponse(row: InvoiceRecordSource) {
  const request = row.request as FECAEDetRequest | null;
  const planned = (row.voucherInput as { planned?: FECAEDetRequest } | null)?.planned ?? null;
  const detail = request ?? planned;
  const receiver = (row.receiver as StoredReceiver | null) ?? null;
  const info = voucherTypeInfo(row.cbteTipo);
  return {
    id: row.id,
    cuitId: row.cuitId,
    cuit: row.issuerCuit,
    environment: row.environment,
    status: row.status,
    kind: row.kind,
    ptoVta: row.ptoVta,
    invoiceType: row.cbteTipo,
    voucherLetter: info?.letter ?? null,
    concepto: row.concepto,
    voucherNumber: row.status === 'completed' ? row.voucherNumber : null,
    date: row.date,
    amounts: {
      total: detail?.ImpTotal ?? row.total,
      net: detail?.ImpNeto ?? '0.00',
      iva: detail?.ImpIVA ?? '0.00',
      untaxed: detail?.ImpTotConc ?? '0.00',
      exempt: detail?.ImpOpEx ?? '0.00',
      otherTaxes: detail?.ImpTrib ?? '0.00',
      ivaBreakdown: (detail?.Iva ?? []).map((a) => ({ id: a.Id, base: a.BaseImp, amount: a.Importe })),
    },
    currency: row.currency,
    exchangeRate: detail?.MonCotiz ?? '1',
    receiver: receiver ?? {},
    cae: row.cae,
    caeDueDate: row.caeDueDate,
    caea: row.caea,
    caeaInformedAt: row.caeaInformedAt?.toISOString() ?? null,
    observations: (row.observations as Array<{ code: number; msg?: string; message?: string }> | null)?.map((o) => ({ code: o.code, message: o.message ?? o.msg ?? '' })) ?? [],
    associated: (row.associated as unknown[] | null) ?? [],
    voids: row.voidsInvoiceId,
    error: row.error,
    errorCode: row.errorCode,
    qrUrl: qrUrl(row, request),
    reference: row.reference,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type InvoiceResponseBody = ReturnType<typeof toInvoiceResponse>;

function qrUrl(row: InvoiceRecordSource, request: FECAEDetRequest | null): string | null {
  const code = row.cae ?? row.caea;
  if (row.status !== 'completed' || !code || !request) return null;
  try {
    // RG 4892: tipoCodAut "A" for a voucher issued under a CAEA.
    return buildQrPayload(qrDataFromVoucher({ PtoVta: row.ptoVta, CbteTipo: row.cbteTipo }, request, row.issuerCuit, code, row.caea ? 'A' : 'E')).url;
  } catch {
    return null;
  }
}

/**
 * The submitted invoice as SPEC's InvoiceData types it: amount a number, docNro an integer. Stored as validated
 * (decimal strings, so no amount is ever a float in the database); converted only for the answer.
 */
export function toInvoiceDataEcho(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const echo: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (typeof echo.amount === 'string' && /^\d+(\.\d+)?$/.test(echo.amount)) echo.amount = Number(echo.amount);
  if (typeof echo.docNro === 'string' && /^\d{1,15}$/.test(echo.docNro)) echo.docNro = Number(echo.docNro);
  return echo;
}

export function toBatchItem(row: InvoiceRow) {
  return {
    id: row.itemId,
    status: row.status,
    invoiceData: toInvoiceDataEcho(row.invoiceData),
    invoiceId: row.id,
    error: row.error,
    retryCount: row.retryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBatchResponse(batch: BatchRow, items: InvoiceRow[] | null) {
  return {
    id: batch.id,
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    updatedAt: batch.updatedAt.toISOString(),
    totalItems: batch.totalItems,
    processedItems: batch.processedItems,
    failedItems: batch.failedItems,
    ...(items ? { items: items.map(toBatchItem) } : {}),
  };
}
