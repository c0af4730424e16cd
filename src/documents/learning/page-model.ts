import type { ReadDocument, ReadPage } from '../document.types';
import { buildLayout, pageWords, type DocumentLayout, type LayoutWord } from '../layout/document-layout';
import type { Box, StoredPage } from './learning.types';

const r2 = (n: number): number => Math.round(n * 100) / 100;

/** The positioned words of a read document, kept with its draft so a later correction can be located. */
export function toStoredPages(doc: ReadDocument): StoredPage[] {
  const out: StoredPage[] = [];
  for (const page of doc.pages) {
    const g = pageWords(page);
    if (!g) continue;
    out.push({
      number: page.number,
      width: r2(g.width),
      height: r2(g.height),
      source: page.source,
      words: g.words.map((w) => [w.text, r2(w.x0), r2(w.y0), r2(w.x1), r2(w.y1), Math.round(w.confidence * 1000) / 1000]),
    });
  }
  return out;
}

export function fromStoredPages(pages: StoredPage[]): ReadDocument {
  const read: ReadPage[] = pages.map((p) => ({
    number: p.number,
    text: '',
    source: p.source,
    ocrConfidence: p.source === 'ocr' ? 90 : null,
    geometry: { width: p.width, height: p.height, words: p.words.map(([text, x0, y0, x1, y1, confidence]) => ({ text, x0, y0, x1, y1, confidence })) },
  }));
  return { mimeType: 'application/pdf', pages: read, text: '' };
}

export function layoutOfStored(pages: StoredPage[]): DocumentLayout {
  return buildLayout(fromStoredPages(pages));
}

const median = (values: number[]): number => {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Boxes as printed on the page. The model levels askew scans by shearing each word vertically in proportion to
 * its x (document-layout `straighten`); the shear is measured back from words found in both, and undone, so a
 * box drawn over the original image sits on its words.
 */
export function pageBoxes(layout: DocumentLayout, pages: StoredPage[]): (words: LayoutWord[]) => Box {
  const slopes = new Map<number, number>();
  for (const page of pages) {
    if (page.source !== 'ocr') continue;
    const raw = new Map<string, Array<[string, number, number, number, number, number]>>();
    for (const w of page.words) raw.set(w[0], [...(raw.get(w[0]) ?? []), w]);
    const ratios: number[] = [];
    for (const line of layout.lines.filter((l) => l.page === page.number)) {
      for (const w of line.words) {
        const same = raw.get(w.text);
        if (!same || same.length !== 1 || Math.abs(same[0][1] - w.x0) > 0.5) continue;
        const xc = (w.x0 + w.x1) / 2;
        if (xc > 20) ratios.push((same[0][2] - w.y0) / xc);
      }
    }
    slopes.set(page.number, median(ratios));
  }
  return (words) => {
    const box = (w: LayoutWord): Box => {
      const shift = (slopes.get(w.page) ?? 0) * ((w.x0 + w.x1) / 2);
      return { x0: w.x0, y0: w.y0 + shift, x1: w.x1, y1: w.y1 + shift };
    };
    const boxes = words.map(box);
    return {
      x0: r2(Math.min(...boxes.map((b) => b.x0))),
      y0: r2(Math.min(...boxes.map((b) => b.y0))),
      x1: r2(Math.max(...boxes.map((b) => b.x1))),
      y1: r2(Math.max(...boxes.map((b) => b.y1))),
    };
  };
}
