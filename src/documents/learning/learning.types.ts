/**
 * Provenance of a draft's values (where on the page each one is) and what a template learned from reviewers'
 * corrections (issue 13). Boxes are in PDF points (1/72 in) from the page's top-left corner, the unit and origin
 * of the document model (`src/documents/layout/document-layout.ts`); OCR pixels are converted with the page's dpi.
 */

/** Who supplied a value: a reader of the pipeline, the template, the tax authority's registry or a person. */
/** `computed`: derived by the review from other values (the total the lines add up to). */
export const PROVENANCE_READERS = ['rules', 'layout', 'llm', 'spreadsheet', 'learned', 'registry', 'template', 'computed', 'reviewer', 'api'] as const;
export type ProvenanceReader = (typeof PROVENANCE_READERS)[number];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FieldProvenance {
  /** 1-based page holding the value; null when it was not found on any page (typed by a person, a template fact). */
  page: number | null;
  /** Union of the value's words, in points from the page's top-left corner; null when not found. */
  box: Box | null;
  /** The words of the page that print the value, in reading order. */
  words: string[];
  reader: ProvenanceReader;
  /** 0..1, the pipeline's confidence in the value (1 for a value typed by a person). */
  confidence: number | null;
}

export interface DraftProvenance {
  units: 'pt';
  origin: 'top-left';
  /** Size of each kept page in points, for drawing the boxes over it. */
  pages: Array<{ number: number; width: number; height: number }>;
  /** Per header field ("receiver.name", "documentDate", "documentTotal", …): only fields with a value. */
  fields: Record<string, FieldProvenance>;
  /** One per `data.lines[i]`: the row's words. */
  lines: FieldProvenance[];
}

/** Header fields the reviewer's corrections teach (their values are printed on the page). */
export const LEARNABLE_FIELDS = [
  'receiver.name',
  'receiver.docNumber',
  'receiver.condicionIva',
  'documentDate',
  'reference',
  'documentTotal',
  'currency',
  'serviceFrom',
  'serviceTo',
  'paymentDue',
] as const;
export type LearnableField = (typeof LEARNABLE_FIELDS)[number];

/** Where a corrected value sat: right of / under a label, or in a fixed region of a label-less layout. */
export interface LearnedAnchor {
  field: LearnableField;
  /** Word keys of the label (wordKey: upper case, letters and digits), e.g. ["EMITIDO", "EL"]; empty for a region. */
  label: string[];
  /** The label as printed, for people. */
  labelText: string | null;
  relation: 'right' | 'below' | 'region';
  /** The value's box relative to the label's top-left corner (points); for a region, absolute on the page. */
  offset: Box;
  /** Where the label was on the page it was learned from: of two such labels, the nearer one is used. */
  labelBox: Box | null;
  /** Where the value was on that page: read there when the label is not found (a title that changes: PRESUPUESTO / COTIZACIÓN). */
  valueBox?: Box;
  page: number;
  sourceDraftId: string;
  learnedAt: string;
}

/** A printed line description that the reviewer priced with a priceList article. */
export interface LearnedAlias {
  description: string;
  /** The priceList entry's description. */
  article: string;
  sourceDraftId: string;
  learnedAt: string;
}

/** A number column of a learned table: the centre x (points) where its rows print that number. */
export interface LearnedTableColumn {
  role: 'quantity' | 'unitPrice' | 'amount' | 'ivaRate';
  x: number;
}

/** Where a template's rows are printed, as a reviewer's corrected lines showed on one of its documents. */
export interface LearnedTable {
  page: number;
  /** The line right over the first row (the table's header as printed): each word's key and centre x, to find it
   * again and place the learned columns on a page shifted or scaled. */
  headerWords: Array<{ key: string; x: number }>;
  /** Where that line was: the nearer of two such lines is taken; its left end places the columns when its words do not. */
  headerBox: Box;
  /** Left and right ends of the descriptions. */
  description: { x0: number; x1: number };
  columns: LearnedTableColumn[];
  /** Word keys of the line right after the last row (where the rows end); null when nothing printed close under them. */
  end: string[] | null;
  sourceDraftId: string;
  learnedAt: string;
}

/**
 * A VAT rate a reviewer gave lines the document printed no rate for: of one priceList article, or (article null) of
 * every line of the template, when the reviewer gave all of a draft's lines the same new rate.
 */
export interface LearnedRate {
  /** The priceList entry's description; null for the template's lines at large. */
  article: string | null;
  ivaRate: number;
  sourceDraftId: string;
  learnedAt: string;
}

export interface TemplateLearning {
  anchors: LearnedAnchor[];
  aliases: LearnedAlias[];
  /** Rates learned for lines printed without one (absent in what was learned before they were). */
  rates?: LearnedRate[];
  /** The line table as learned from the newest correction of a draft's lines; absent when none was learned. */
  table?: LearnedTable | null;
}

/** The stored page model of a draft's document: enough to rebuild its layout when a reviewer corrects it. */
export interface StoredPage {
  number: number;
  width: number;
  height: number;
  source: 'text-layer' | 'ocr';
  /** [text, x0, y0, x1, y1, confidence] per word, points from the top-left corner. */
  words: Array<[string, number, number, number, number, number]>;
}
