import { descriptionTokens, wordSimilarity, type PriceListEntry } from '../../review/price-matcher';

export const MAX_PROMPT_PRICE_ENTRIES = 40;
const MIN_SCORE = 0.5;

/**
 * The priceList entries that may concern this document, best first, at most `max` (a 2 000-entry list does not
 * fit a prompt and would drown the document). An entry scores by the share of its words found (abbreviated,
 * misspelt) in the document's vocabulary and the share of its measures (numbers) printed in the document.
 */
export function relevantPriceEntries(documentText: string, priceList: readonly PriceListEntry[], max = MAX_PROMPT_PRICE_ENTRIES): PriceListEntry[] {
  if (!priceList.length) return [];
  const doc = descriptionTokens(documentText);
  const vocabulary = [...new Set(doc.words)];
  const byFirst = new Map<string, string[]>();
  for (const word of vocabulary) byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word]);
  const known = new Map<string, number>();
  const similarity = (word: string): number => {
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    // Abbreviations and typos keep the first letter in practice ("TORN." → tornillo): compare within it.
    let best = 0;
    for (const candidate of byFirst.get(word[0]!) ?? []) best = Math.max(best, wordSimilarity(word, candidate));
    known.set(word, best);
    return best;
  };
  const scored = priceList.map((entry, index) => {
    const tokens = descriptionTokens(entry.description);
    const words = [...new Set(tokens.words)];
    const wordShare = words.length ? words.reduce((sum, w) => sum + similarity(w), 0) / words.length : 0;
    const numbers = [...tokens.numbers];
    const numberShare = numbers.length ? numbers.filter((n) => doc.numbers.has(n)).length / numbers.length : 1;
    return { entry, index, score: 0.7 * wordShare + 0.3 * numberShare };
  });
  return scored
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((s) => s.entry);
}
