/**
 * Matches a document line ("TORN. MADERA C/FRESADA ZINC. 4 X40MM X100 U.") to a template priceList entry
 * ("Tornillo para madera cabeza fresada zincado 4 x 40 mm caja x 100 u."). Words may be abbreviated, in upper
 * case, misspelt, or use other unit spellings; numbers are measures and sizes and must agree: a line for
 * "8 x 3/4" never takes the price of "8 x 1/2".
 */

export interface PriceListEntry {
  description: string;
  unitPrice: number;
  /** Printed descriptions a reviewer priced with this entry (learned per template, issue 13). */
  aliases?: string[];
  /** The VAT rate a reviewer gave this entry's lines where the document printed none (learned per template). */
  learnedIvaRate?: number;
}

export interface PriceCandidate {
  entry: PriceListEntry;
  score: number;
}

export interface PriceMatch {
  /** The accepted entry, or null when no entry is close enough. */
  best: PriceCandidate | null;
  /** The best entry even when below the threshold (how close the nearest miss was). */
  nearest: PriceCandidate | null;
  /** A different-priced entry almost as close as the best one. */
  runnerUp: PriceCandidate | null;
  ambiguous: boolean;
}

export const MATCH_THRESHOLD = 0.55;
const AMBIGUITY_MARGIN = 0.05;

// Unit spellings and shop abbreviations; the priceList side goes through the same map.
const SYNONYMS: Record<string, string> = {
  un: 'u', und: 'u', unid: 'u', unids: 'u', unidad: 'u', unidades: 'u', uds: 'u', ud: 'u',
  mts: 'm', mt: 'm', metro: 'm', metros: 'm', mtr: 'm', mtrs: 'm',
  lts: 'l', lt: 'l', ltr: 'l', ltrs: 'l', litro: 'l', litros: 'l',
  kgs: 'kg', kilo: 'kg', kilos: 'kg', grs: 'g', gramos: 'g', cc: 'ml', cm3: 'ml',
  bls: 'bolsa', bol: 'bolsa', cj: 'caja', cja: 'caja', paq: 'pack', paquete: 'pack', por: 'x',
  hs: 'hora', hrs: 'hora', horas: 'hora', bulon: 'tornillo', bulones: 'tornillo',
};
const STOP = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'para', 'con', 'y', 'en', 'a', 'al', 'x', 'u', 'n', 'nro', 'no', 'c', 'p', 's']);

export interface DescriptionTokens {
  words: string[];
  numbers: Set<string>;
}

function canonicalNumber(token: string): string {
  if (token.includes('/')) return token;
  const n = Number(token);
  return Number.isFinite(n) ? String(n) : token;
}

export function descriptionTokens(text: string): DescriptionTokens {
  // A unit's exponent ("mm²", "m³") is part of the unit, not a number of the article; OCR reads it as "?" or drops it.
  let t = text.replace(/(?<=[a-zA-Z])[²³?]/g, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  // OCR reads 0 as O next to digits ("X1O0", "15OMM"); a letter o touching a digit is a zero.
  t = t.replace(/(?<=\d)o|o(?=\d)/g, '0');
  t = t.replace(/m\/m/g, 'mm').replace(/\bc\//g, ' con ').replace(/\bp\//g, ' para ').replace(/\bs\//g, ' sin ');
  t = t.replace(/(\d),(\d)/g, '$1.$2');
  t = t.replace(/(\d)([a-z])/g, '$1 $2').replace(/([a-z])(\d)/g, '$1 $2');
  t = t.replace(/[^a-z0-9./]+/g, ' ');
  const words: string[] = [];
  const numbers = new Set<string>();
  for (let raw of t.split(' ')) {
    raw = raw.replace(/^[./]+|[./]+$/g, '');
    if (!raw) continue;
    if (/^\d+(\.\d+)?$|^\d+\/\d+$/.test(raw)) {
      numbers.add(canonicalNumber(raw));
      continue;
    }
    for (const part of raw.split(/[./]/)) {
      const word = SYNONYMS[part] ?? part;
      if (word && !STOP.has(word) && !/\d/.test(word)) words.push(word);
    }
  }
  return { words, numbers };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions: "tonrillo"). */
function osaDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // Abbreviations: "comb" = combinada, "sint" = sintético, "gr" = grano.
  if (short.length >= 2 && long.length >= 4 && long.startsWith(short) && (short.length >= 3 || long.length - short.length >= 2)) return 0.9;
  if (short.length < 4) return 0;
  // The distance is at least the difference in length: when even that bound falls short, the alignment cannot pass.
  if (1 - (long.length - short.length) / long.length < 0.74) return 0;
  const ratio = 1 - osaDistance(a, b) / long.length;
  return ratio >= 0.74 ? ratio : 0;
}

function coverage(from: string[], to: string[]): number {
  const pairs: Array<[number, number, number]> = [];
  for (let i = 0; i < from.length; i++) {
    for (let j = 0; j < to.length; j++) {
      const s = wordSimilarity(from[i], to[j]);
      if (s > 0) pairs.push([s, i, j]);
    }
  }
  pairs.sort((x, y) => y[0] - x[0]);
  const usedFrom = new Set<number>();
  const usedTo = new Set<number>();
  let sum = 0;
  for (const [s, i, j] of pairs) {
    if (usedFrom.has(i) || usedTo.has(j)) continue;
    usedFrom.add(i);
    usedTo.add(j);
    sum += s;
  }
  return sum;
}

/** Similarity 0..1 of a document description and a priceList description. */
export function descriptionScore(doc: DescriptionTokens, entry: DescriptionTokens): number {
  if (!doc.words.length || !entry.words.length) return 0;
  const matched = coverage(doc.words, entry.words);
  const wordScore = 0.65 * (matched / doc.words.length) + 0.35 * (matched / entry.words.length);
  const missing = [...doc.numbers].filter((n) => !entry.numbers.has(n)).length;
  const extra = [...entry.numbers].filter((n) => !doc.numbers.has(n)).length;
  // A measure on both sides that disagrees is a different article; one side silent is only a weaker match.
  const numberFactor = missing && extra ? 0.25 : missing ? 0.8 : extra ? 0.85 : 1;
  return wordScore * numberFactor;
}

export class PriceMatcher {
  private readonly entries: Array<{ entry: PriceListEntry; tokens: DescriptionTokens; aliases: DescriptionTokens[] }>;

  constructor(priceList: PriceListEntry[]) {
    this.entries = priceList.map((entry) => ({ entry, tokens: descriptionTokens(entry.description), aliases: (entry.aliases ?? []).map(descriptionTokens) }));
  }

  match(description: string): PriceMatch {
    const doc = descriptionTokens(description);
    const glued = compact(description);
    const scored = this.entries
      .map(({ entry, tokens, aliases }) => ({
        entry,
        score: Math.max(descriptionScore(doc, tokens), compactScore(glued, compact(entry.description)), ...aliases.map((alias) => aliasScore(doc, alias))),
      }))
      .sort((a, b) => b.score - a.score);
    const nearest = scored[0] ?? null;
    if (!nearest || nearest.score < MATCH_THRESHOLD) return { best: null, nearest, runnerUp: null, ambiguous: false };
    const runnerUp = scored.slice(1).find((c) => c.entry.unitPrice !== nearest.entry.unitPrice) ?? null;
    const ambiguous = runnerUp !== null && runnerUp.score >= MATCH_THRESHOLD && nearest.score - runnerUp.score < AMBIGUITY_MARGIN;
    return { best: nearest, nearest, runnerUp, ambiguous };
  }
}

const compact = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * OCR of small type glues words together ("Cementoportland bolsa", "Cintamética5m"): the descriptions compared
 * without spaces or punctuation, a letter or two apart. Only with the same digits in the same order, so another
 * measure ("8 x 1/2" against "8 x 3/4") never passes for a misreading.
 */
export function compactScore(doc: string, entry: string): number {
  if (doc.length < 8 || doc.replace(/\D/g, '') !== entry.replace(/\D/g, '')) return 0;
  const long = Math.max(doc.length, entry.length);
  if (Math.abs(doc.length - entry.length) / long > 0.2) return 0;
  const ratio = 1 - osaDistance(doc, entry) / long;
  return ratio >= 0.85 ? ratio * 0.9 : 0;
}

/** Similarity of two words an OCR misreading or a typo could turn into each other (no abbreviations). */
const ALIAS_WORD = 0.75;

/**
 * How surely a document description is a learned alias (a description a reviewer priced with an article). The
 * same words and measures (any case or punctuation) score 1: the reviewer's own match. Otherwise only a misread of
 * it counts — the same measures, the same number of words, each paired with a word at most a letter or two apart
 * (`AGUA M1NERAL` for `AGUA MINERAL`) — scoring 0.9. Anything else (a word more or less, another measure) scores 0:
 * an alias is one article's printed name, and a description merely like it may be a different article, which the
 * priceList's own descriptions decide.
 */
export function aliasScore(doc: DescriptionTokens, alias: DescriptionTokens): number {
  if (!sameNumbers(doc, alias) || doc.words.length !== alias.words.length) return 0;
  // a supplier's article code alone ("4471") is an alias too, printed exactly
  if (!doc.words.length) return doc.numbers.size ? 1 : 0;
  if (doc.words.join(' ') === alias.words.join(' ')) return 1;
  const used = new Set<number>();
  for (const word of doc.words) {
    let best = -1;
    let bestScore = 0;
    alias.words.forEach((candidate, j) => {
      if (used.has(j)) return;
      const s = word === candidate ? 1 : misreadSimilarity(word, candidate);
      if (s > bestScore) {
        best = j;
        bestScore = s;
      }
    });
    if (best < 0 || bestScore < ALIAS_WORD) return 0;
    used.add(best);
  }
  return 0.9;
}

function misreadSimilarity(a: string, b: string): number {
  const long = Math.max(a.length, b.length);
  // short words must be identical: "con" / "sin" are one letter apart and different articles
  if (long < 5) return 0;
  return 1 - osaDistance(a, b) / long;
}

function sameNumbers(a: DescriptionTokens, b: DescriptionTokens): boolean {
  return a.numbers.size === b.numbers.size && [...a.numbers].every((n) => b.numbers.has(n));
}
