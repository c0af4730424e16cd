import type { PageWord, ReadDocument, ReadPage } from '../document.types';

/**
 * The document model every reader works on, whatever the source: pages → words with boxes → lines → segments
 * (runs of words without a column gap). Boxes are in points from the page's top-left corner, so a text-layer
 * PDF and the OCR of its scan give the same structure (DESIGN.md §4, issue "Documents read by their layout").
 */
export interface LayoutWord extends PageWord {
  page: number;
  /** Upper case, accents and punctuation removed ("C.U.I.T.:" → "CUIT", "N°" → "NO"); for label matching. */
  key: string;
}

export interface LayoutLine {
  /** 0-based, over the whole document in reading order. */
  index: number;
  page: number;
  words: LayoutWord[];
  /** Runs of words separated by a gap wider than about one character height: cells of a row, columns. */
  segments: LayoutWord[][];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Median word height of the line: the unit for gaps and distances. */
  unit: number;
  /** Words joined with spaces, segments with tabs (the text layer's convention). */
  text: string;
}

export interface LayoutPage {
  number: number;
  width: number;
  height: number;
  source: ReadPage['source'];
  lines: LayoutLine[];
  /** Median word height on the page. */
  unit: number;
}

export interface DocumentLayout {
  pages: LayoutPage[];
  /** Every line of the kept pages, page by page, top to bottom. */
  lines: LayoutLine[];
  /** Pages left out because they repeat an earlier one (ORIGINAL / DUPLICADO / TRIPLICADO). */
  repeatedPages: number[];
}

/** Letters and digits only, upper case without accents; º and ° read as O ("N°" and "No." are one label). */
export function wordKey(text: string): string {
  return text
    .replace(/[º°]/g, 'O')
    // OCR's reading of the number sign: "N*"
    .replace(/^([Nn])\*/, '$1O')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9%$]/g, '');
}

/** OCR reports pixels; the model wants points. Uploads are A4/Letter pages, so width in px / 8.27 in is the dpi. */
interface OcrLike extends ReadPage {
  words?: Array<{ text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }>;
  dpi?: number;
  width?: number;
  height?: number;
}

export function pageWords(page: ReadPage): { width: number; height: number; words: PageWord[] } | null {
  if (page.geometry) return page.geometry;
  const ocr = page as OcrLike;
  if (!ocr.words?.length) return null;
  const pxWidth = ocr.width ?? Math.max(...ocr.words.map((w) => w.bbox.x1)) * 1.08;
  const pxHeight = ocr.height ?? Math.max(...ocr.words.map((w) => w.bbox.y1)) * 1.05;
  const dpi = ocr.dpi ?? pxWidth / 8.27;
  const scale = 72 / dpi;
  return {
    width: pxWidth * scale,
    height: pxHeight * scale,
    words: ocr.words
      .filter((w) => w.text.trim())
      .map((w) => ({ text: w.text.trim(), x0: w.bbox.x0 * scale, y0: w.bbox.y0 * scale, x1: w.bbox.x1 * scale, y1: w.bbox.y1 * scale, confidence: w.confidence / 100 })),
  };
}

/**
 * Designed PDFs letter-space headings ("D A T O S  D E L  C L I E N T E"): the text layer then has a word per
 * letter or two. Runs of three or more such pieces on one line are joined, word gaps (wider than the letter
 * gaps) kept.
 */
function joinLetterSpaced(words: PageWord[]): PageWord[] {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const isPiece = (w: PageWord) => /^[\p{Lu}.&#:]{1,2}$/u.test(w.text);
  const out: PageWord[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    const height = sorted[i].y1 - sorted[i].y0;
    while (j < sorted.length && isPiece(sorted[j]) && (j === i || sorted[j].x0 - sorted[j - 1].x1 < height * 0.9)) j++;
    if (j - i < 3) {
      out.push(sorted[i]);
      i++;
      continue;
    }
    const run = sorted.slice(i, j);
    const gaps = run.slice(1).map((w, k) => w.x0 - run[k].x1);
    const letterGap = median(gaps);
    let word = { ...run[0] };
    run.slice(1).forEach((w, k) => {
      if (gaps[k] > letterGap * 1.8 + height * 0.1) {
        out.push(word);
        word = { ...w };
      } else word = { ...word, text: word.text + w.text, x1: w.x1, y0: Math.min(word.y0, w.y0), y1: Math.max(word.y1, w.y1), confidence: Math.min(word.confidence, w.confidence) };
    });
    out.push(word);
    i = j;
  }
  return out;
}

/**
 * A word whose box the OCR stretched over the words after it on its line ("noviembre" boxed to the end of
 * "… de 2026"): its box ends where the first of them starts, so the line is not split in two. Only a box far wider
 * than its letters can be, over words read as surely.
 */
function unstretched(words: PageWord[]): PageWord[] {
  return words.map((w) => {
    const height = w.y1 - w.y0;
    if (w.x1 - w.x0 < w.text.length * height * 1.1) return w;
    const inside = words.filter((o) => o !== w && o.x0 > w.x0 + w.text.length * height * 0.4 && o.x0 < w.x1 && Math.abs((o.y0 + o.y1) / 2 - (w.y0 + w.y1) / 2) < height * 0.5 && o.confidence >= 0.5);
    if (!inside.length) return w;
    const first = Math.min(...inside.map((o) => o.x0));
    return { ...w, x1: Math.max(w.x0 + height, first - height * 0.3) };
  });
}

/**
 * A cell's rule read inside one word, between two cells' values ("49.252,68|LP0297", "1|Lavandina", "28.320,00{LP0227"):
 * two words, each with its share of the box by its characters.
 */
function splitAtRules(word: PageWord): PageWord[] {
  const m = /^([^|{}[\]¦]+)[|{}[\]¦]+([^|{}[\]¦]+)$/.exec(word.text);
  // A run of symbols the OCR barely read is no two values (it is dropped as it is).
  if (!m || word.confidence < 0.5) return [word];
  const [left, right] = [m[1]!, m[2]!];
  const perChar = (word.x1 - word.x0) / word.text.length;
  return [
    { ...word, text: left, x1: word.x0 + perChar * left.length },
    { ...word, text: right, x0: word.x1 - perChar * right.length },
  ];
}

/**
 * OCR reads table rules as "|" or "[" and splits numbers at their decimal comma ("5," "00"): rules are dropped
 * from the words and such numbers joined, so cells hold what is printed.
 */
function cleanOcrWords(words: PageWord[]): PageWord[] {
  const out: PageWord[] = [];
  const typical = median(words.map((w) => w.y1 - w.y0));
  for (const raw of unstretched(words.flatMap(splitAtRules))) {
    // Cell borders and shading read as tall, unsure "words" ("o", "of al"): not text, and they would pull a row's
    // numbers onto a line of their own.
    if (raw.y1 - raw.y0 > typical * 2 && raw.confidence < 0.7) continue;
    // ... as do rules read as a letter stretched over a whole cell ("o" 190 pt wide), or a run of symbols read with
    // next to no confidence ("O]]]Í-lw=").
    const chars = Math.max(1, raw.text.trim().length);
    if ((raw.x1 - raw.x0) / chars > (raw.y1 - raw.y0) * 2.5 && raw.confidence < 0.7) continue;
    if (raw.confidence < 0.3 && (raw.text.match(/[^\p{L}\p{N}]/gu) ?? []).length >= raw.text.length * 0.3) continue;
    const text = raw.text.replace(/^[|[\]{}¦]+|[|[\]{}¦]+$/g, '');
    if (!text || /^[-—_=~]+$/.test(text)) continue;
    const w = { ...raw, text };
    const height = w.y1 - w.y0;
    // The word just left of this one on its line (a second OCR pass appends its words after the first's).
    const last = out[out.length - 1];
    const beside = (p: PageWord) => Math.abs(w.y0 - p.y0) < height * 0.5 && p.x1 <= w.x1 && w.x0 - p.x1 < height * 0.8;
    const prev = last && beside(last) ? last : out.findLast(beside);
    const at = prev ? out.lastIndexOf(prev) : -1;
    if (prev && /\d[.,]$/.test(prev.text) && /^\d{2}$/.test(w.text) && w.x0 - prev.x1 < height * 0.8 && Math.abs(w.y0 - prev.y0) < height * 0.5) {
      out[at] = { ...prev, text: prev.text + w.text, x1: w.x1, confidence: Math.min(prev.confidence, w.confidence) };
      continue;
    }
    // A voucher number split by a space ("00008-000564 467"): point of sale and number join back to 4–5 + 8 digits.
    // Boxes that overlap share a glyph both words read ("000564" "467" for "00056467").
    const joined = prev && /^\d{4,5}-\d{1,7}$/.test(prev.text) && /^\d{1,7}$/.test(w.text) ? (w.x0 < prev.x1 && prev.text.endsWith(w.text[0]) ? prev.text + w.text.slice(1) : prev.text + w.text) : null;
    if (prev && joined && /^\d{4,5}-\d{8}$/.test(joined) && w.x0 - prev.x1 < height * 0.8 && Math.abs(w.y0 - prev.y0) < height * 0.5) {
      out[at] = { ...prev, text: joined, x1: w.x1, confidence: Math.min(prev.confidence, w.confidence) };
      continue;
    }
    out.push(w);
  }
  return out;
}

/**
 * A scan or photo taken a little askew puts the right end of a row lower or higher than its left end, so its
 * cells would fall on different lines. The slope is the median over neighbouring words of one line (a word and
 * the next one to its right at about the same height); boxes are sheared by it so rows are level again.
 */
export function straighten(words: PageWord[]): PageWord[] {
  const slopes: number[] = [];
  const byX = [...words].sort((a, b) => a.x0 - b.x0);
  for (const [i, w] of byX.entries()) {
    const h = w.y1 - w.y0;
    const cy = (w.y0 + w.y1) / 2;
    for (let j = i + 1; j < byX.length; j++) {
      const n = byX[j];
      if (n.x0 - w.x1 > h * 2.5) break;
      const dx = (n.x0 + n.x1) / 2 - (w.x0 + w.x1) / 2;
      const dy = (n.y0 + n.y1) / 2 - cy;
      if (dx < h * 2 || Math.abs(dy) > h * 0.6 || Math.abs((n.y1 - n.y0) - h) > h * 0.4) continue;
      slopes.push(dy / dx);
      break;
    }
  }
  if (slopes.length < 10) return words;
  const slope = median(slopes);
  if (Math.abs(slope) < 0.003) return words;
  return words.map((w) => {
    const shift = slope * ((w.x0 + w.x1) / 2);
    return { ...w, y0: w.y0 - shift, y1: w.y1 - shift };
  });
}

/**
 * "Fecha:25/11/2026" and "CUIT:30-…" printed or read without a space: the label and its value are two words; so
 * are a number sign and its number ("#106864", "Nº0012-00034567", and "+106864" as OCR reads "#").
 */
function splitGlued(word: PageWord): PageWord[] {
  const m = /^([\p{L}.°º()/]{2,}:)(\S+)$/u.exec(word.text) ?? /^(#|\+(?=\d{4,}$)|N[º°]\.?)(\d[\d-]*)$/u.exec(word.text);
  if (!m) return [word];
  const cut = word.x0 + ((word.x1 - word.x0) * m[1].length) / word.text.length;
  return [
    // OCR reads a number sign glued to its number as "+" ("Order +106864").
    { ...word, text: m[1] === '+' ? '#' : m[1], x1: cut },
    { ...word, text: m[2], x0: cut },
  ];
}

const median = (values: number[]): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Words into lines: a word joins the line whose vertical centre is within half a word height of its own and
 * where it overlaps no word already placed; lines are then ordered top to bottom and words left to right.
 */
export function groupLines(words: LayoutWord[], pageNumber: number): Omit<LayoutLine, 'index'>[] {
  const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const lines: Array<{ words: LayoutWord[]; center: number; height: number }> = [];
  for (const word of sorted) {
    const center = (word.y0 + word.y1) / 2;
    const height = Math.max(0.1, word.y1 - word.y0);
    let best: (typeof lines)[number] | null = null;
    let bestDistance = Infinity;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 12; i--) {
      const line = lines[i];
      const distance = Math.abs(line.center - center);
      if (distance > Math.min(line.height, height) * 0.5) continue;
      if (line.words.some((w) => Math.min(w.x1, word.x1) - Math.max(w.x0, word.x0) > 0.3 * Math.min(w.x1 - w.x0, word.x1 - word.x0))) continue;
      if (distance < bestDistance) {
        best = line;
        bestDistance = distance;
      }
    }
    if (best) {
      best.words.push(word);
      best.center = (best.center * (best.words.length - 1) + center) / best.words.length;
      best.height = median(best.words.map((w) => w.y1 - w.y0));
    } else lines.push({ words: [word], center, height });
  }
  return mergeSameHeight(lines.sort((a, b) => a.center - b.center))
    .map((line) => {
      const ws = (joinLetterSpaced(line.words) as LayoutWord[]).map((w) => ({ ...w, key: wordKey(w.text) })).sort((a, b) => a.x0 - b.x0);
      const unit = Math.max(1, median(ws.map((w) => w.y1 - w.y0)));
      const segments: LayoutWord[][] = [];
      for (const w of ws) {
        const last = segments[segments.length - 1];
        const prev = last?.[last.length - 1];
        if (prev && w.x0 - prev.x1 <= unit * 1.1) last.push(w);
        else segments.push([w]);
      }
      return {
        page: pageNumber,
        words: ws,
        segments,
        x0: Math.min(...ws.map((w) => w.x0)),
        y0: Math.min(...ws.map((w) => w.y0)),
        x1: Math.max(...ws.map((w) => w.x1)),
        y1: Math.max(...ws.map((w) => w.y1)),
        unit,
        text: segments.map((s) => s.map((w) => w.text).join(' ')).join('\t'),
      };
    });
}

/**
 * Two lines at the same height are one: a word the OCR read twice over the other (a hand-written "x 3" also read as
 * "XxX") could not join the line its box overlaps, and started a second one that took half the row's words.
 * Printed lines are a line's height apart at least; centres closer than a third of it are the same row.
 */
function mergeSameHeight<T extends { words: LayoutWord[]; center: number; height: number }>(lines: T[]): T[] {
  const out: T[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    // Fragments of one row fill each other's gaps; two rows of a table print under each other, column by column.
    const overlaps = (a: LayoutWord, b: LayoutWord) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.2 * Math.min(a.x1 - a.x0, b.x1 - b.x0);
    const overlapping = last ? line.words.filter((w) => last.words.some((o) => overlaps(o, w))).length : 0;
    const fragments = overlapping <= Math.max(1, Math.floor(Math.min(line.words.length, last?.words.length ?? 0) * 0.4));
    if (last && fragments && line.center - last.center < Math.min(last.height, line.height) * 0.35) {
      last.words.push(...line.words);
      last.center = (last.center + line.center) / 2;
      last.height = median(last.words.map((w) => w.y1 - w.y0));
    } else out.push(line);
  }
  return out;
}

const COPY_WORDS = new Set(['ORIGINAL', 'DUPLICADO', 'TRIPLICADO', 'CUADRUPLICADO', 'COPIA']);

/** A page's words without its copy marker and page numbering, for spotting ORIGINAL / DUPLICADO repeats. */
function signature(lines: Omit<LayoutLine, 'index'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const w of line.words) {
      if (!w.key || COPY_WORDS.has(w.key) || /^\d{1,2}$/.test(w.key)) continue;
      counts.set(w.key, (counts.get(w.key) ?? 0) + 1);
    }
  }
  return counts;
}

function similarity(a: Map<string, number>, b: Map<string, number>): number {
  let common = 0;
  let total = 0;
  for (const [k, n] of a) {
    common += Math.min(n, b.get(k) ?? 0);
    total += n;
  }
  for (const n of b.values()) total += n;
  return total ? (2 * common) / total : 0;
}

/** Each half of a page printed two-up has at least this many words, and the halves this share of them in common. */
const TWO_UP_MIN_WORDS = 20;
const TWO_UP_SIMILARITY = 0.85;
const TWO_UP_SIMILARITY_OCR = 0.75;

/**
 * The words of the left copy when a page holds two copies of one voucher side by side (a remito book printed
 * "ORIGINAL | DUPLICADO" on one landscape sheet): a vertical line near the middle that no word crosses, with the
 * same words on both sides. Null when the page is not so.
 */
export function leftCopyOf(geometry: { width: number; words: PageWord[] }): PageWord[] | null {
  const { width, words } = geometry;
  if (words.length < TWO_UP_MIN_WORDS * 2) return null;
  // A speck the OCR read as a mark ("»", "i") may lie across the fold: one or two such marks do not join the halves.
  const crosses = (x: number) => words.filter((w) => w.x0 < x && w.x1 > x);
  const clear = (x: number) => {
    const across = crosses(x);
    return across.length === 0 || (across.length <= 2 && across.every((w) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1));
  };
  let split: number | null = null;
  for (let d = 0; d <= width * 0.1 && split === null; d += 1) {
    for (const x of [width / 2 - d, width / 2 + d]) {
      if (clear(x)) {
        split = x;
        break;
      }
    }
  }
  if (split === null) return null;
  const left = words.filter((w) => w.x1 <= split!);
  const right = words.filter((w) => w.x0 >= split!);
  if (left.length < TWO_UP_MIN_WORDS || right.length < TWO_UP_MIN_WORDS) return null;
  const sig = (ws: PageWord[]) => signature([{ words: ws.map((w) => ({ ...w, page: 0, key: wordKey(w.text) })) } as Omit<LayoutLine, 'index'>]);
  // The OCR reads the two copies with different slips: their words agree less.
  const ocr = words.some((w) => w.confidence < 1);
  return similarity(sig(left), sig(right)) >= (ocr ? TWO_UP_SIMILARITY_OCR : TWO_UP_SIMILARITY) ? left : null;
}

/**
 * The document with one copy per page: a page printed two-up (two copies side by side) keeps its left copy, its text
 * rebuilt from those words. `twoUpPages` lists the pages so read.
 */
export function oneCopyPerPage(doc: ReadDocument): { doc: ReadDocument; twoUpPages: number[] } {
  const twoUpPages: number[] = [];
  const pages = doc.pages.map((page) => {
    const geometry = pageWords(page);
    const left = geometry ? leftCopyOf(geometry) : null;
    if (!geometry || !left) return page;
    twoUpPages.push(page.number);
    const single: ReadPage = { ...page, geometry: { width: geometry.width, height: geometry.height, words: left } };
    const text = buildLayout({ mimeType: doc.mimeType, pages: [single], text: '' }).lines.map((l) => l.text).join('\n');
    return { ...single, text };
  });
  return twoUpPages.length ? { doc: { ...doc, pages, text: pages.map((p) => p.text).join('\n\f\n') }, twoUpPages } : { doc, twoUpPages };
}

/**
 * Builds the model of a read document. Pages that repeat an earlier page (the tax authority's ORIGINAL /
 * DUPLICADO / TRIPLICADO copies of one voucher) are left out; OCR noise makes copies differ slightly, so
 * "repeat" means 90 % of the words in common.
 */
export function buildLayout(doc: ReadDocument): DocumentLayout {
  const pages: LayoutPage[] = [];
  const signatures: Array<Map<string, number>> = [];
  const repeatedPages: number[] = [];
  const lines: LayoutLine[] = [];
  for (const page of doc.pages) {
    const geometry = pageWords(page);
    if (!geometry) continue;
    const cleaned = page.source === 'ocr' ? straighten(cleanOcrWords(geometry.words)) : geometry.words;
    const words: LayoutWord[] = cleaned.flatMap(splitGlued).map((w) => ({ ...w, page: page.number, key: wordKey(w.text) }));
    const pageLines = groupLines(words, page.number);
    const sig = signature(pageLines);
    if (sig.size >= 8 && signatures.some((s) => similarity(s, sig) >= 0.9)) {
      repeatedPages.push(page.number);
      continue;
    }
    signatures.push(sig);
    const indexed = pageLines.map((l) => ({ ...l, index: lines.length + pageLines.indexOf(l) }));
    lines.push(...indexed);
    pages.push({
      number: page.number,
      width: geometry.width,
      height: geometry.height,
      source: page.source,
      lines: indexed,
      unit: Math.max(1, median(words.map((w) => w.y1 - w.y0))),
    });
  }
  return { pages, lines, repeatedPages };
}

/**
 * The page as text with its layout: each line's words placed at their column (about two characters per unit
 * of word height), so a reader — or the LLM prompt — sees columns where the page has them.
 */
export function layoutText(layout: DocumentLayout): string {
  return layout.pages
    .map((page) => {
      const charWidth = page.unit * 0.5;
      return page.lines
        .map((line) => {
          let out = '';
          for (const w of line.words) {
            const col = Math.round(w.x0 / charWidth);
            out += out.length < col ? ' '.repeat(col - out.length) : out.length ? ' ' : '';
            out += w.text;
          }
          return out.trimEnd();
        })
        .join('\n');
    })
    .join('\n\f\n');
}
