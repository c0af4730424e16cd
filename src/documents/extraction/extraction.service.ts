import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import type { DraftData, ReadDocument, TemplateHints } from '../document.types';
import { ExtractionFailure, type Extraction } from './extractor';
import { LlmExtractor } from './llm/llm-extractor';
import { extractWithRules } from './rules/rules-extractor';

export interface ExtractionOutcome extends Extraction {
  extractor: 'rules' | 'llm';
  /** Set when the LLM is configured but its result was not used. */
  fallbackReason: string | null;
}

/**
 * Chooses the extractor: the LLM when configured, else the offline rules. The rules always run (milliseconds):
 * they are the fallback when the LLM fails, times out or replies off-schema, and where both read the same value
 * the field's confidence rises; where they disagree it falls (a cross-check, not a vote).
 */
@Injectable()
export class ExtractionService {
  private readonly logger = new Logger('Extraction');
  private readonly llm: LlmExtractor | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.llm = config.documents.llm ? new LlmExtractor(config.documents.llm) : null;
  }

  async extract(doc: ReadDocument, hints: TemplateHints): Promise<ExtractionOutcome> {
    const rules = extractWithRules(doc, hints);
    if (!this.llm) return { ...rules, extractor: 'rules', fallbackReason: null };
    try {
      const llm = await this.llm.extract(doc, hints);
      return { ...llm, fieldConfidence: crossCheck(llm, rules.data), extractor: 'llm', fallbackReason: null };
    } catch (error) {
      const reason = error instanceof ExtractionFailure ? `${error.reason}: ${error.message}` : `error: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn(`LLM extraction failed, rules used instead (${reason})`);
      return { ...rules, notes: [...rules.notes, `llm fallback: ${reason}`], extractor: 'rules', fallbackReason: reason };
    }
  }
}

const norm = (s: string | null | undefined): string =>
  (s ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
const alnum = (s: string | null | undefined): string =>
  ((s ?? '').toUpperCase().match(/[A-Z]+|\d+/g) ?? []).map((r) => r.replace(/^0+(?=\d)/, '')).join('-');

/** Agreement of the LLM's reading with the rules' reading, field by field. */
export function crossCheck(llm: Extraction, rules: DraftData): Record<string, number> {
  const fields = { ...llm.fieldConfidence };
  const agree = (field: string, same: boolean, ruleKnown: boolean) => {
    fields[field] = same ? 0.97 : ruleKnown ? 0.6 : fields[field] ?? 0.85;
  };
  const d = llm.data;
  agree('receiver.docNumber', (d.receiver.docNumber ?? '') === (rules.receiver.docNumber ?? ''), Boolean(rules.receiver.docNumber));
  const a = norm(d.receiver.name);
  const b = norm(rules.receiver.name);
  agree('receiver.name', Boolean(a) && Boolean(b) && (a.includes(b) || b.includes(a)), Boolean(b));
  agree('documentDate', (d.documentDate ?? '') === (rules.documentDate ?? ''), Boolean(rules.documentDate));
  agree('reference', alnum(d.reference) === alnum(rules.reference), Boolean(rules.reference));
  agree('currency', (d.currency ?? '') === (rules.currency ?? ''), Boolean(rules.currency));
  const sameLines =
    d.lines.length === rules.lines.length && d.lines.every((l, i) => l.quantity === rules.lines[i]!.quantity && (rules.lines[i]!.unitPrice === null || l.unitPrice === rules.lines[i]!.unitPrice));
  fields.lines = sameLines ? 0.97 : rules.lines.length ? 0.7 : 0.85;
  d.lines.forEach((line, i) => {
    const r = rules.lines[i];
    fields[`lines[${i}]`] = r && r.quantity === line.quantity && (r.unitPrice === null || r.unitPrice === line.unitPrice) ? 0.97 : 0.8;
  });
  return fields;
}
