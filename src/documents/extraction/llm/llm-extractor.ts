import { buildLayout, layoutText } from '../../layout/document-layout';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { moneyNumber } from '../../../common/money';
import type { DraftData, ReadDocument, TemplateHints } from '../../document.types';
import { listPriceAsDocument } from '../../price-convention';
import { ExtractionFailure, type DocumentExtractor, type Extraction } from '../extractor';
import { DRAFT_REPLY_SCHEMA, parseDraftReply } from './draft-data.schema';
import { relevantPriceEntries } from './price-list-filter';
import { buildPrompt } from './prompt';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Default confidence of a field the LLM read, before the cross-check with the rules extractor. */
const LLM_FIELD_CONFIDENCE = 0.85;

/**
 * Extraction by an OpenAI-compatible chat model with a JSON-schema structured reply (OpenAI, vLLM, Ollama,
 * llama.cpp). The prompt (prompts/extract-draft.md) carries the template's instructions, only the priceList
 * entries relevant to this document, and the document text as laid out. The SDK retries connection errors,
 * 408/409/429 and 5xx `maxRetries` times with backoff; each attempt is bounded by `timeoutMs`.
 */
export class LlmExtractor implements DocumentExtractor {
  readonly name = 'llm' as const;
  private readonly client: OpenAI;

  constructor(private readonly settings: LlmSettings) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: settings.maxRetries });
  }

  async extract(doc: ReadDocument, hints: TemplateHints): Promise<Extraction> {
    const priceEntries = relevantPriceEntries(doc.text, hints.priceList ?? []);
    // The page as laid out (columns kept, repeated copies read once) when the words have positions.
    const layout = buildLayout(doc);
    const documentText = layout.lines.length ? layoutText(layout) : doc.text;
    const prompt = buildPrompt({ issuerCuit: hints.issuerCuit ?? null, instructions: hints.instructions ?? null, priceEntries, documentText });
    let content: string | null | undefined;
    const started = Date.now();
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'draft_data', strict: true, schema: DRAFT_REPLY_SCHEMA as unknown as Record<string, unknown> } },
      });
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal) throw new ExtractionFailure('refused', `the model refused: ${choice.message.refusal.slice(0, 200)}`);
      content = choice?.message?.content;
    } catch (error) {
      if (error instanceof ExtractionFailure) throw error;
      // The SDK reports its own timeout either as a timeout error or as a connection error after the abort.
      const timedOut = error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && Date.now() - started >= this.settings.timeoutMs);
      if (timedOut) throw new ExtractionFailure('timeout', `no reply within ${this.settings.timeoutMs} ms`, { cause: error });
      if (error instanceof APIError) {
        throw new ExtractionFailure('unavailable', `the LLM endpoint answered ${error.status ?? 'without a status'}: ${error.message.slice(0, 200)}`, { cause: error });
      }
      throw new ExtractionFailure('unavailable', `the LLM endpoint could not be called: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const { data, priceListMatches } = parseDraftReply(content);
    const notes = [`llm: model ${this.settings.model}, ${priceEntries.length} priceList entries in the prompt`];
    applyPriceListMatches(data, priceListMatches, hints, notes);
    const fieldConfidence: Record<string, number> = {
      'receiver.name': LLM_FIELD_CONFIDENCE,
      'receiver.docNumber': LLM_FIELD_CONFIDENCE,
      'receiver.condicionIva': LLM_FIELD_CONFIDENCE,
      documentDate: LLM_FIELD_CONFIDENCE,
      reference: LLM_FIELD_CONFIDENCE,
      currency: LLM_FIELD_CONFIDENCE,
      lines: LLM_FIELD_CONFIDENCE,
    };
    data.lines.forEach((_, i) => (fieldConfidence[`lines[${i}]`] = LLM_FIELD_CONFIDENCE));
    return { data, fieldConfidence, notes };
  }
}

/**
 * A line the model priced from the list by naming an entry: the entry's price, converted to the document's VAT
 * convention. A name that is not an entry is ignored (the review's matcher prices the line instead).
 */
function applyPriceListMatches(data: DraftData, matches: Array<string | null>, hints: TemplateHints, notes: string[]): void {
  const byDescription = new Map((hints.priceList ?? []).map((e) => [e.description.trim().toLowerCase(), e]));
  const listIncludesIva = hints.pricesIncludeIva ?? false;
  data.lines.forEach((line, i) => {
    const name = matches[i];
    if (line.unitPrice !== null || !name) return;
    const entry = byDescription.get(name.trim().toLowerCase());
    if (!entry) {
      notes.push(`llm: line ${i + 1} named "${name}", which is not in the priceList`);
      return;
    }
    line.unitPrice = moneyNumber(listPriceAsDocument(entry.unitPrice, line.ivaRate ?? hints.ivaRate, { listIncludesIva, documentIncludesIva: data.pricesIncludeIva }));
    line.priceListMatch = entry.description;
  });
}
