import type { PageWord, ReadDocument, ReadPage } from '../document.types';

/** One printed line of a fixture page: its baseline y and its cells as [x, text] or [x, text, font size]. */
export type FixtureLine = [y: number, cells: Array<[x: number, text: string, size?: number]>];

const CHAR_WIDTH = 5;
const SIZE = 10;

/**
 * A page of positioned words as a text layer (or OCR, with its confidences) would give it, for readers' tests:
 * each cell's words are laid out at 5 pt per character in a 10 pt font.
 */
export function fixturePage(number: number, lines: FixtureLine[], options: { source?: ReadPage['source']; width?: number; height?: number } = {}): ReadPage {
  const words: PageWord[] = [];
  for (const [y, cells] of lines) {
    for (const [x, text, size = SIZE] of cells) {
      let at = x;
      const charWidth = (CHAR_WIDTH * size) / SIZE;
      for (const token of text.split(' ')) {
        if (token) words.push({ text: token, x0: at, x1: at + token.length * charWidth, y0: y - size * 0.8, y1: y + size * 0.2, confidence: options.source === 'ocr' ? 0.9 : 1 });
        at += (token.length + 1) * charWidth;
      }
    }
  }
  const text = lines.map(([, cells]) => cells.map(([, t]) => t).join('\t')).join('\n');
  return { number, text, source: options.source ?? 'text-layer', ocrConfidence: options.source === 'ocr' ? 90 : null, geometry: { width: options.width ?? 595, height: options.height ?? 842, words } };
}

export function fixtureDocument(...pages: FixtureLine[][]): ReadDocument {
  const read = pages.map((lines, i) => fixturePage(i + 1, lines));
  return { mimeType: 'application/pdf', pages: read, text: read.map((p) => p.text).join('\n\f\n') };
}
