/**
 * Typographic dashes inside numbers become hyphens: "0003–00001234" (en dash), "30‑71234567‑4" (non-breaking
 * hyphen), "−1.250,00" (minus sign), as word processors and some invoicing software print them. Dashes between
 * words are left as printed (a description keeps its "–").
 */
export function plainDashes(text: string): string {
  return text.replace(/(?<=\d)[\u2010-\u2015\u2212\ufe63\uff0d](?=\d)/g, '-').replace(/(?<![\p{L}\p{N}])\u2212(?=\d)/gu, '-');
}
