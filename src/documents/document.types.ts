/**
 * Contracts shared by the document pipeline: ingestion (reading bytes) produces a ReadDocument or
 * SpreadsheetGroups; extraction turns a ReadDocument into DraftData; review checks DraftData against the
 * template and produces issues and a confidence. Owned by the documents module; change with care.
 */

/** The sale proposed by a draft (SPEC "DraftData"). Amounts are numbers with at most 2 decimals on the
 * wire; every computation converts them to Decimal first (never sum floats). */
export interface DraftLine {
  description: string;
  quantity: number;
  /** null when the document carries no price and the priceList has no match (issue missing_price). */
  unitPrice: number | null;
  ivaRate: number | null;
  /** Description of the priceList entry used to price the line, when the price came from the list. */
  priceListMatch?: string | null;
  /** 1-based sheet/CSV row of the line, for spreadsheets. */
  sourceRow?: number;
}

export type ReceiverDocType = 'CUIT' | 'CUIL' | 'DNI';

export interface DraftReceiver {
  name: string | null;
  docType: ReceiverDocType | null;
  /** Digits only. */
  docNumber: string | null;
  /** Tax-authority receiver VAT condition code: 1 RI, 4 Exento, 5 Consumidor Final, 6 Monotributo, ... */
  condicionIva: number | null;
  email?: string | null;
  address?: string | null;
}

export interface DraftData {
  lines: DraftLine[];
  receiver: DraftReceiver;
  concepto?: 1 | 2 | 3 | null;
  serviceFrom?: string | null; // YYYY-MM-DD
  serviceTo?: string | null;
  paymentDue?: string | null;
  documentDate?: string | null;
  pricesIncludeIva?: boolean | null;
  documentTotal?: number | null;
  currency?: string | null; // ISO-like: ARS, USD, EUR
  reference?: string | null;
  description?: string | null;
}

/** blocking: approval would fail or the invoice would be wrong; note: information, approval may go ahead. */
export type IssueSeverity = 'blocking' | 'note';

export interface DraftIssue {
  code: string;
  /** Absent on issues stored before severities existed: severityOf(code) decides (the API always sends it). */
  severity?: IssueSeverity;
  message: string;
  /** Optional pointer to the field concerned, e.g. "lines[2].unitPrice". */
  field?: string;
}

/** A template's knowledge used while reading and reviewing (subset of the Template resource). */
export interface TemplateHints {
  name?: string;
  instructions?: string | null;
  /** With the aliases learned from reviewers (`learning/`), for the price matcher. */
  priceList?: Array<{ description: string; unitPrice: number; aliases?: string[]; learnedIvaRate?: number }> | null;
  pricesIncludeIva?: boolean | null;
  ivaRate?: number | null;
  concepto?: 1 | 2 | 3 | null;
  receiverDocType?: ReceiverDocType | null;
  receiverDocNumber?: string | null;
  receiverName?: string | null;
  receiverCondicionIva?: number | null;
  receiverEmail?: string | null;
  columnMapping?: ColumnMapping | null;
  /** Days from the voucher date to the payment due date, for services documents that print none. */
  paymentTermDays?: number | null;
  /** The issuer's own CUIT (digits), so the extractor never mistakes the letterhead for the customer. */
  issuerCuit?: string | null;
}

export type ColumnKey =
  | 'receiverName'
  | 'receiverDocType'
  | 'receiverDocNumber'
  | 'receiverCondicionIva'
  | 'receiverEmail'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'ivaRate'
  | 'amount'
  | 'date'
  | 'reference';

export interface ColumnMapping {
  /** 1-based row holding the headers. */
  headerRow?: number;
  /** Header text of the column, or its letter ("C"). */
  columns: Partial<Record<ColumnKey, string>>;
  groupBy?: ColumnKey;
  pricesIncludeIva?: boolean;
}

/** A word on a page: its box in points (1/72 in) from the page's top-left corner. */
export interface PageWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..1: 1 for a PDF text layer, the OCR engine's word confidence otherwise. */
  confidence: number;
}

/** Where the words of a page are, in page units (points); OCR pixels are converted with the image's resolution. */
export interface PageGeometry {
  width: number;
  height: number;
  words: PageWord[];
}

/** Text read from a PDF or an image, page by page. */
export interface ReadPage {
  number: number; // 1-based
  text: string;
  source: 'text-layer' | 'ocr';
  /** Mean word confidence 0..100 when the page was OCR'd, else null. */
  ocrConfidence: number | null;
  /** Positioned words (the document model's input); absent for plain text sent through the API. */
  geometry?: PageGeometry;
}

export interface ReadDocument {
  mimeType: string;
  pages: ReadPage[];
  /** All pages' text joined with "\n\f\n". Layout kept as lines with spacing. */
  text: string;
}

/** One group of spreadsheet rows that becomes one draft. */
export interface SpreadsheetGroup {
  data: DraftData;
  /** 1-based rows of the sheet that formed this group. */
  sourceRows: number[];
  /** Problems found while reading the rows (e.g. "row 7: quantity 'abc' is not a number"). */
  issues: DraftIssue[];
}
