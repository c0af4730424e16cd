import { DraftIssue, IssueSeverity } from '../document.types';

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
  ReceiverConditionRequired = 'receiver_condition_required',
  ReceiverConditionAssumed = 'receiver_condition_assumed',
  PaymentDueAssumed = 'payment_due_assumed',
  ReceiverNameMismatch = 'receiver_name_mismatch',
  ReceiverNotInRegistry = 'receiver_not_in_registry',
  ReceiverRegistryUnavailable = 'receiver_registry_unavailable',
  OtherTaxesLeftOut = 'other_taxes_left_out',
}

/**
 * Blocking: approval would fail, or the invoice it would issue may be wrong, so the reviewer has to act and an
 * automatic template does not issue the draft. Note: the draft can be approved as it is; the note says what
 * approval will do on the reviewer's behalf.
 */
export const ISSUE_SEVERITY: Record<DraftIssueCode, IssueSeverity> = {
  [DraftIssueCode.NoCuit]: 'blocking',
  [DraftIssueCode.NoReceiver]: 'blocking',
  [DraftIssueCode.InvalidReceiverDoc]: 'blocking',
  [DraftIssueCode.ReceiverDocRequired]: 'blocking',
  [DraftIssueCode.NoLines]: 'blocking',
  [DraftIssueCode.MissingPrice]: 'blocking',
  [DraftIssueCode.AmbiguousPrice]: 'blocking',
  [DraftIssueCode.PriceDiffersFromList]: 'blocking',
  [DraftIssueCode.TotalMismatch]: 'blocking',
  // The voucher is dated the day it is sent, whatever the document's date.
  [DraftIssueCode.NoDate]: 'note',
  [DraftIssueCode.DateOutOfWindow]: 'blocking',
  [DraftIssueCode.ServicePeriodMissing]: 'blocking',
  [DraftIssueCode.UnknownCurrency]: 'blocking',
  [DraftIssueCode.ExchangeRateRequired]: 'blocking',
  [DraftIssueCode.VoucherLetterUndetermined]: 'blocking',
  [DraftIssueCode.LowOcrQuality]: 'blocking',
  [DraftIssueCode.LowConfidenceField]: 'blocking',
  [DraftIssueCode.DuplicateDocument]: 'blocking',
  [DraftIssueCode.ExtractionFailed]: 'blocking',
  [DraftIssueCode.MissingVatRate]: 'blocking',
  [DraftIssueCode.PaymentDuePast]: 'blocking',
  [DraftIssueCode.ReceiverConditionRequired]: 'blocking',
  [DraftIssueCode.ReceiverConditionAssumed]: 'note',
  [DraftIssueCode.PaymentDueAssumed]: 'note',
  // The registry's word is information: the document's name is kept, and a registry that is down stops nothing.
  [DraftIssueCode.ReceiverNameMismatch]: 'note',
  [DraftIssueCode.ReceiverNotInRegistry]: 'note',
  [DraftIssueCode.ReceiverRegistryUnavailable]: 'note',
  // The lines and their VAT are right; the invoice is issued without the perceptions the document added.
  [DraftIssueCode.OtherTaxesLeftOut]: 'note',
};

/** Severity of a code; codes outside the table (a spreadsheet row that did not parse) are blocking. */
export function severityOf(code: string): IssueSeverity {
  return ISSUE_SEVERITY[code as DraftIssueCode] ?? 'blocking';
}

export function isBlocking(issue: Pick<DraftIssue, 'code' | 'severity'>): boolean {
  return (issue.severity ?? severityOf(issue.code)) === 'blocking';
}

/** The issue with its severity (issues stored before severities existed, and those made outside review). */
export function withSeverity(issue: DraftIssue): DraftIssue {
  return issue.severity ? issue : { ...issue, severity: severityOf(issue.code) };
}

export function issue(code: DraftIssueCode, message: string, field?: string): DraftIssue {
  const severity = ISSUE_SEVERITY[code];
  return field ? { code, severity, message, field } : { code, severity, message };
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
