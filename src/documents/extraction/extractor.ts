import type { DraftData, ReadDocument, TemplateHints } from '../document.types';

/** The result of one extractor (DESIGN.md §4: two implementations behind one interface). */
export interface Extraction {
  data: DraftData;
  /** Confidence 0..1 per field ("receiver.name", "documentDate", "lines[2]", …). */
  fieldConfidence: Record<string, number>;
  notes: string[];
  /** A receiver CUIT read but refused (wrong check digit): its digits, for the review's `invalid_receiver_doc`. */
  invalidReceiverDoc?: string | null;
  /** Perceptions and other taxes the printed total held beyond the lines and their VAT (the draft leaves them out). */
  otherTaxesLeftOut?: number | null;
}

export interface DocumentExtractor {
  readonly name: 'rules' | 'llm';
  extract(doc: ReadDocument, hints: TemplateHints): Promise<Extraction>;
}

/** Why an extractor gave nothing usable; the pipeline falls back to the rules and records `reason`. */
export class ExtractionFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'unavailable' | 'invalid_reply' | 'refused',
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ExtractionFailure';
  }
}
