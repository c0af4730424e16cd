import { DraftIssue } from '../document.types';

/** Stable issue codes of a draft (DESIGN.md §5.3). Never rename one; add new ones at the end. */
export enum DraftIssueCode {
  NoCuit = 'no_cuit',
  NoReceiver = 'no_receiver',
  InvalidReceiverDoc = 'invalid_receiver_doc',
  ReceiverDocRequired = 'receiver_doc_required',
  NoLines = 'no_lines',
  MissingPrice = 'missing_price',
  AmbiguousPrice = 'ambiguous_price',
  PriceDiffersFromList = 'price_differs_from_list',
  TotalMismatch = 'total_mismatch',
  NoDate = 'no_date',
  DateOutOfWindow = 'date_out_of_window',
  ServicePeriodMissing = 'service_period_missing',
  UnknownCurrency = 'unknown_currency',
  ExchangeRateRequired = 'exchange_rate_required',
  VoucherLetterUndetermined = 'voucher_letter_undetermined',
  LowOcrQuality = 'low_ocr_quality',
  LowConfidenceField = 'low_confidence_field',
  DuplicateDocument = 'duplicate_document',
  ExtractionFailed = 'extraction_failed',
  MissingVatRate = 'missing_vat_rate',
  PaymentDuePast = 'payment_due_past',
}

export function issue(code: DraftIssueCode, message: string, field?: string): DraftIssue {
  return field ? { code, message, field } : { code, message };
}

const FIELD_NAMES: Record<string, string> = {
  'receiver.name': 'el nombre del cliente',
  'receiver.docNumber': 'el documento del cliente',
  'receiver.condicionIva': 'la condición de IVA del cliente',
  documentDate: 'la fecha del documento',
  documentTotal: 'el total del documento',
  reference: 'el número de referencia',
  currency: 'la moneda',
  pricesIncludeIva: 'si los precios incluyen IVA',
  paymentDue: 'el vencimiento del pago',
};

/** Spanish (es-AR) name of a field for messages: "lines[2]" -> "la línea 3". */
export function fieldLabel(field: string): string {
  const line = /^lines\[(\d+)\]/.exec(field);
  if (line) return `la línea ${Number(line[1]) + 1}`;
  return FIELD_NAMES[field] ?? field;
}

export function formatMoney(value: number): string {
  return value.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
