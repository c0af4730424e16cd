/** Text helpers shared by the rules extractor: accent folding, letter-spaced headings, OCR digit fixes. */

export function stripAccents(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Upper case without accents, for matching labels ("Período" -> "PERIODO"). */
export function fold(value: string): string {
  return stripAccents(value).toUpperCase();
}

export interface TextLine {
  /** 0-based index in the document's line list. */
  index: number;
  /** 1-based page number. */
  page: number;
  /** The line with letter-spaced headings collapsed and tabs kept. */
  text: string;
  /** fold(text) with runs of blanks made one space: for label matching. */
  key: string;
}

const SPACED_TOKEN = /^[A-ZÁÉÍÓÚÑÜ.]{1,2}$/;

/**
 * Designed PDFs letter-space headings ("D E TA L L E", "N Ú M E R O"); the text layer then has one letter per
 * token. Joins such a segment when most of its tokens are single upper-case letters.
 */
export function collapseLetterSpacing(segment: string): string {
  const tokens = segment.trim().split(/ +/);
  // Two tokens ("I VA") only when the whole segment is a short upper-case word.
  if (tokens.length < 2 || (tokens.length === 2 && tokens.join('').length > 4)) return segment;
  const short = tokens.filter((t) => SPACED_TOKEN.test(t)).length;
  const single = tokens.filter((t) => /^[A-ZÁÉÍÓÚÑÜ]$/.test(t)).length;
  const longTokens = tokens.filter((t) => !SPACED_TOKEN.test(t));
  if (longTokens.some((t) => t.length > 3 || !/^[A-ZÁÉÍÓÚÑÜ.]+$/.test(t))) return segment;
  if (short / tokens.length < 0.75 || single / tokens.length < 0.45) return segment;
  return tokens.join('');
}

/**
 * OCR splits a number at its decimal comma ("492.480, 80", "10, 00"): joins a comma and the two digits after it
 * when what precedes is a number.
 */
export function joinSplitDecimals(text: string): string {
  return text.replace(/(\d)([.,]) (\d{2})(?![\d.,])/g, '$1$2$3');
}

/** Splits a document into lines (page by page) with letter-spaced segments collapsed. */
export function toLines(pages: Array<{ number: number; text: string; source?: 'text-layer' | 'ocr' }>): TextLine[] {
  const lines: TextLine[] = [];
  for (const page of pages) {
    const pageText = page.source === 'ocr' ? joinSplitDecimals(page.text) : page.text;
    for (const raw of pageText.split(/\r?\n|\f/)) {
      const text = raw
        .split('\t')
        .map((segment) => collapseLetterSpacing(segment))
        .join('\t')
        .replace(/[ \u00a0]+/g, ' ')
        .trim();
      if (!text) continue;
      lines.push({ index: lines.length, page: page.number, text, key: fold(text).replace(/\s+/g, ' ') });
    }
  }
  return lines;
}

/**
 * OCR reads 0 as O and 1 as l or I inside numbers. Fixes a token only when it is mostly digits already, so
 * words are left alone.
 */
export function fixOcrDigits(token: string): string {
  const digits = (token.match(/[0-9]/g) ?? []).length;
  const confusable = (token.match(/[OoIl|]/g) ?? []).length;
  if (digits === 0 || confusable === 0 || confusable > digits * 3 + 1) return token;
  if (/[^0-9OoIl|.,$%\-/]/.test(token)) return token;
  return token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
}
