import { DraftIssue } from '../document.types';
import { DraftIssueCode, isBlocking } from './issue-codes';

export interface ConfidenceInputs {
  /** Field confidences 0..1 after review (extractor's, raised by template facts, lowered by weak matches). */
  fields: Record<string, number>;
  /** Mean OCR word confidence 0..100, null for a text layer. */
  ocrConfidence: number | null;
  /** 'match' computed total = printed total; 'mismatch'; 'none' nothing printed to compare with. */
  totalCheck: 'match' | 'mismatch' | 'none';
  issues: DraftIssue[];
  /** For each missing_price line, how close the nearest priceList entry was (0..1). */
  missingPriceNearest: number[];
}

// Weights of the fields in the geometric mean: the customer and the lines decide most of a draft.
const FIELD_WEIGHTS: Record<string, number> = {
  'receiver.docNumber': 2,
  'receiver.name': 1,
  documentDate: 1,
  lines: 2,
  reference: 0.5,
  currency: 0.5,
};

// Weighed only where a reader says how sure it is of them: the customer's VAT condition (the rules extractor gives 1
// when the document names none to read, 0 when it names some and none was read).
const OPTIONAL_WEIGHTS: Record<string, number> = {
  'receiver.condicionIva': 1,
};

// Blocking issues that say the reading may be wrong. Notes never lower the confidence (approval goes ahead
// whatever they say), and neither do blocking issues about a correct reading (duplicate, list price differences,
// exchange rate, identification threshold, payment due date): they hold approval by themselves, and the
// confidence ranks readings, right above wrong (the scorer's AUROC). A missing date lowers G, not a factor.
const ISSUE_FACTORS: Partial<Record<DraftIssueCode, number>> = {
  [DraftIssueCode.NoReceiver]: 0.3,
  [DraftIssueCode.InvalidReceiverDoc]: 0.4,
  [DraftIssueCode.NoLines]: 0.2,
  [DraftIssueCode.AmbiguousPrice]: 0.6,
  [DraftIssueCode.UnknownCurrency]: 0.7,
  [DraftIssueCode.VoucherLetterUndetermined]: 0.9,
  [DraftIssueCode.ReceiverConditionRequired]: 0.9,
  [DraftIssueCode.ServicePeriodMissing]: 0.85,
};

/**
 * confidence = clamp(G × T × O × Π issue factors, 0.01, 0.99) where
 *  G = weighted geometric mean of the key field confidences (each floored at 0.05), the customer's condition among
 *      them where the reader gave its confidence;
 *  T = total cross-check: match → the lines' confidence is pulled toward 1 (1 − (1 − c)·0.5) before it enters G (the
 *      arithmetic vouches for the lines, not for the customer, the date or the number), mismatch → × 0.35, none → × 0.97;
 *  O = OCR quality: 1 for a text layer, else clamp((ocr − 30) / 60, 0.2, 1);
 *  factors of the blocking issues as in ISSUE_FACTORS (notes: none), missing_price × 0.92 when the nearest list entry was far (< 0.35, the
 *  article is simply not listed) and × 0.7 when it was a near miss, low_confidence_field × 0.85 (at most 3).
 */
export function draftConfidence(input: ConfidenceInputs): number {
  const weights = { ...FIELD_WEIGHTS, ...Object.fromEntries(Object.entries(OPTIONAL_WEIGHTS).filter(([field]) => input.fields[field] !== undefined)) };
  const weightSum = Object.values(weights).reduce((a, b) => a + b, 0);
  // The total's cross-check vouches for the lines, not for the customer, the date or the number: a match pulls the
  // lines' confidence toward 1 and leaves the header's as read.
  let logSum = 0;
  for (const [field, weight] of Object.entries(weights)) {
    let value = Math.max(0.05, Math.min(1, input.fields[field] ?? 0));
    if (field === 'lines' && input.totalCheck === 'match') value = 1 - (1 - value) * 0.5;
    logSum += weight * Math.log(value);
  }
  let confidence = Math.exp(logSum / weightSum);
  if (input.totalCheck === 'mismatch') confidence *= 0.35;
  else if (input.totalCheck === 'none') confidence *= 0.97;
  if (input.ocrConfidence !== null) confidence *= Math.min(1, Math.max(0.2, (input.ocrConfidence - 30) / 60));
  const seen = new Set<string>();
  let lowFields = 0;
  for (const issue of input.issues) {
    if (!isBlocking(issue)) continue;
    const code = issue.code as DraftIssueCode;
    if (code === DraftIssueCode.LowConfidenceField) {
      if (lowFields++ < 3) confidence *= 0.85;
      continue;
    }
    const factor = ISSUE_FACTORS[code];
    if (factor !== undefined && !seen.has(code)) confidence *= factor;
    seen.add(code);
  }
  for (const nearest of input.missingPriceNearest) confidence *= nearest < 0.35 ? 0.92 : 0.7;
  return Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 1000) / 1000;
}
