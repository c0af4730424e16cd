import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PriceListEntry } from '../../review/price-matcher';

// src/documents/extraction/llm → repository root (the same depth under dist/).
export const PROMPT_FILE = join(__dirname, '..', '..', '..', '..', 'prompts', 'extract-draft.md');
const USER_MARKER = /^=== user ===$/m;

let cached: { system: string; user: string } | null = null;

function template(): { system: string; user: string } {
  if (cached) return cached;
  const raw = readFileSync(PROMPT_FILE, 'utf8').replace(/^<!--[\s\S]*?-->\s*/, '');
  const [system, user] = raw.split(USER_MARKER);
  if (!system || !user) throw new Error(`${PROMPT_FILE} must contain a "=== user ===" line`);
  cached = { system: system.trim(), user: user.trim() };
  return cached;
}

export interface PromptInput {
  issuerCuit: string | null;
  instructions: string | null;
  priceEntries: PriceListEntry[];
  documentText: string;
}

/** Longest document text sent (characters): a 30-page document is cut, the review flags what is missing. */
const MAX_DOCUMENT_CHARS = 60_000;

export function buildPrompt(input: PromptInput): { system: string; user: string } {
  const t = template();
  const values: Record<string, string> = {
    issuerCuit: input.issuerCuit ?? '(unknown)',
    instructions: input.instructions?.trim() || '(none)',
    priceList: input.priceEntries.length ? input.priceEntries.map((e) => `- ${e.description} → ${e.unitPrice}`).join('\n') : '(none)',
    document: input.documentText.slice(0, MAX_DOCUMENT_CHARS),
  };
  // One pass, so a placeholder-looking text inside the document is never substituted again.
  const user = t.user.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { system: t.system, user };
}
