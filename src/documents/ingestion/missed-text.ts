import type { OcrWord } from './ocr-pool';

/**
 * Ink tesseract left unread. Its page segmentation drops text it takes for part of a picture: a shaded table
 * header between ruled borders, a digit alone in a narrow ruled cell. Those marks are still on the page. This
 * finds them — ink that is neither a ruling line nor inside a word already read — and builds an image holding
 * only them, for a second OCR pass whose words are added to the first (never replacing any).
 */
export interface MissedInk {
  /** The page with every ruling line, every word already read and all other marks erased: white but the missed ink. */
  gray: Uint8Array;
  /** Boxes of the missed ink, in page pixels (one per patch of marks). */
  regions: Array<{ x0: number; y0: number; x1: number; y1: number }>;
}

/** Median height of the words read: the unit for rule lengths and patch sizes. */
export function medianWordHeight(words: readonly OcrWord[]): number {
  const heights = words.map((w) => w.bbox.y1 - w.bbox.y0).filter((h) => h > 0).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)]! : 0;
}

/**
 * Words of the first pass taken as read: letter-sized ones, however unsure (an unsure "50.903,27" is usually
 * right, and a second reading of it would only split it). A box as tall as a table row or more (a header cell
 * read as "[Gam]" over three lines) covers ink that was not read: it is read again, and the box dropped if the
 * second pass reads words there.
 */
export function trustedWords(words: readonly OcrWord[]): OcrWord[] {
  const unit = medianWordHeight(words);
  return words.filter((w) => w.bbox.y1 - w.bbox.y0 <= unit * 1.8);
}

/**
 * Finds ink left unread on a grayscale page (`threshold`: Otsu's ink/paper level). Returns null when there is
 * none worth a second pass: fewer than `minRegions` text-sized patches.
 */
export function findMissedInk(gray: Uint8Array, width: number, height: number, threshold: number, words: readonly OcrWord[], minRegions = 1): MissedInk | null {
  const unit = medianWordHeight(words);
  if (unit < 6 || words.length < 5) return null;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = gray[i]! <= threshold ? 1 : 0;
  // Runs are measured on the ink thickened by a pixel across the run, so a rule the deskew left stepping by a
  // pixel still reads as one long run.
  const thickH = new Uint8Array(width * height);
  const thickV = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      thickH[i] = dark[i]! | (y > 0 ? dark[i - width]! : 0) | (y < height - 1 ? dark[i + width]! : 0);
      thickV[i] = dark[i]! | (x > 0 ? dark[i - 1]! : 0) | (x < width - 1 ? dark[i + 1]! : 0);
    }
  }

  // Ruling lines: dark runs far longer than any letter, horizontally or vertically.
  const erase = new Uint8Array(width * height);
  const hRun = Math.max(40, Math.round(unit * 4));
  const vRun = Math.max(30, Math.round(unit * 2.2));
  eraseLongRuns(thickH, erase, { lines: height, length: width, lineStride: width, step: 1 }, hRun);
  eraseLongRuns(thickV, erase, { lines: width, length: height, lineStride: 1, step: width }, vRun);
  // Words already read, with a margin for their anti-aliased edges.
  const pad = Math.round(unit * 0.25);
  for (const w of trustedWords(words)) {
    const x0 = Math.max(0, w.bbox.x0 - pad), x1 = Math.min(width, w.bbox.x1 + pad);
    const y0 = Math.max(0, w.bbox.y0 - pad), y1 = Math.min(height, w.bbox.y1 + pad);
    for (let y = y0; y < y1; y++) erase.fill(1, y * width + x0, y * width + x1);
  }

  // Patches of what is left, on a grid of half a letter: text-sized ones are missed text, the rest (specks,
  // a logo, a signature, the shading of a photo) is left alone.
  const cell = Math.max(4, Math.round(unit / 2));
  const gw = Math.ceil(width / cell), gh = Math.ceil(height / cell);
  const counts = new Uint16Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = y * width, grow = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) if (dark[row + x] === 1 && erase[row + x] === 0) counts[grow + Math.floor(x / cell)]!++;
  }
  const minInk = Math.max(3, Math.round(cell * cell * 0.04));
  const seen = new Uint8Array(gw * gh);
  const regions: MissedInk['regions'] = [];
  for (let start = 0; start < counts.length; start++) {
    if (seen[start] || counts[start]! < minInk) continue;
    // Flood fill over ink cells, bridging gaps of one cell (the space between letters of a word).
    let gx0 = gw, gy0 = gh, gx1 = -1, gy1 = -1, ink = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const gx = i % gw, gy = (i - gx) / gw;
      gx0 = Math.min(gx0, gx); gx1 = Math.max(gx1, gx); gy0 = Math.min(gy0, gy); gy1 = Math.max(gy1, gy);
      ink += counts[i]!;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -2; dx <= 2; dx++) {
        const nx = gx + dx, ny = gy + dy;
        if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
        const j = ny * gw + nx;
        if (!seen[j] && counts[j]! >= minInk) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    const box = { x0: gx0 * cell, y0: gy0 * cell, x1: Math.min(width, (gx1 + 1) * cell), y1: Math.min(height, (gy1 + 1) * cell) };
    const h = box.y1 - box.y0, w = box.x1 - box.x0;
    // One or two lines of letters: not a speck, not a picture.
    if (h < unit * 0.6 || h > unit * 3.2 || w < unit * 0.4 || ink < unit * unit * 0.15) continue;
    regions.push(box);
  }
  if (regions.length < minRegions) return null;

  const out = new Uint8Array(width * height).fill(255);
  for (const r of regions) {
    for (let y = r.y0; y < r.y1; y++) {
      for (let x = r.x0; x < r.x1; x++) {
        const i = y * width + x;
        if (erase[i] === 0) out[i] = gray[i]!;
      }
    }
  }
  return { gray: out, regions };
}

/** Words up to this many body-text heights tall are headings the block reading skipped (PSM 6 drops them). */
const HEADING_HEIGHT = 4;

/**
 * Words of the second pass worth adding: confident, of letters or digits, inside a missed region, letter-sized (or
 * heading-sized and sure), and not on top of a word the first pass read.
 */
export function recoveredWords(found: readonly OcrWord[], ink: MissedInk, firstPass: readonly OcrWord[]): OcrWord[] {
  const unit = medianWordHeight(firstPass);
  const read = trustedWords(firstPass);
  const overlaps = (a: OcrWord['bbox'], b: OcrWord['bbox']) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
  return found.filter((w) => {
    const h = w.bbox.y1 - w.bbox.y0;
    // Heading type (a title, a letterhead's name) is larger than the body: kept when read surely and word-like.
    const heading = h <= unit * HEADING_HEIGHT && w.confidence >= 80 && (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3;
    return w.confidence >= 60 && /[\p{L}\p{N}]/u.test(w.text) && h >= unit * 0.5 && (h <= unit * 1.8 || heading) &&
      ink.regions.some((r) => overlaps(r, w.bbox)) && !read.some((p) => overlaps(p.bbox, w.bbox));
  });
}

/**
 * Runs of neighbouring words of one line that the OCR read with low confidence (under `below`) and that look like
 * text (letter-sized, with letters): candidates for a second, line-by-line reading. A lone unsure word between
 * sure ones is a run of its own.
 */
export function doubtfulRuns(lines: ReadonlyArray<{ words: readonly OcrWord[] }>, unit: number, below = 45): Array<{ words: OcrWord[]; bbox: OcrWord['bbox'] }> {
  const runs: Array<{ words: OcrWord[]; bbox: OcrWord['bbox'] }> = [];
  const doubtful = (w: OcrWord) => w.confidence < below && /[\p{L}\p{N}]/u.test(w.text) && w.text.length >= 2 && w.bbox.y1 - w.bbox.y0 <= unit * 1.8 && w.bbox.y1 - w.bbox.y0 >= unit * 0.5;
  for (const line of lines) {
    let current: OcrWord[] = [];
    const flush = () => {
      if (current.length) {
        // The unsure marks around a run are part of what was misread ("Nº" read as ".", a last digit as "A").
        const at = line.words.indexOf(current[0]!);
        const end = line.words.indexOf(current[current.length - 1]!);
        const around = (k: number, next: OcrWord) => line.words[k] && line.words[k]!.confidence < NEIGHBOUR_BELOW && Math.abs(gapBetween(line.words[k]!, next)) < unit * 2;
        for (let k = at - 1; around(k, current[0]!); k--) current.unshift(line.words[k]!);
        for (let k = end + 1; around(k, current[current.length - 1]!); k++) current.push(line.words[k]!);
        runs.push({
          words: current,
          bbox: { x0: Math.min(...current.map((w) => w.bbox.x0)), y0: Math.min(...current.map((w) => w.bbox.y0)), x1: Math.max(...current.map((w) => w.bbox.x1)), y1: Math.max(...current.map((w) => w.bbox.y1)) },
        });
      }
      current = [];
    };
    for (const w of line.words) {
      const last = current[current.length - 1];
      if (doubtful(w) && (!last || w.bbox.x0 - last.bbox.x1 < unit * 2)) current.push(w);
      else {
        flush();
        if (doubtful(w)) current.push(w);
      }
    }
    flush();
  }
  // A run of numbers alone ("32", "1,6") reads worse out of its row than in it, and a mark or two is no word:
  // only runs with letters and at least four letters or digits, or as wide as four letters ("aE" over a whole
  // voucher number), are read again.
  // A long number read with very little confidence (a voucher number, a date, a CUIT in a monospace face: "2028-13-26"
  // at 10 % for "2026-11-26") is read again too: its digits are the fields a draft needs.
  return runs.filter((run) => {
    const text = run.words.map((w) => w.text).join('');
    if (isUnsureLongNumber(run.words)) return true;
    return /\p{L}{2}/u.test(text) && ((text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 4 || run.bbox.x1 - run.bbox.x0 >= unit * 4);
  });
}

/** Under this confidence a long number is as good as unread. */
const UNSURE_NUMBER_BELOW = 35;

/** Words that are one number of at least eight digits (with its separators), each read under UNSURE_NUMBER_BELOW. */
export function isUnsureLongNumber(words: readonly OcrWord[]): boolean {
  const text = words.map((w) => w.text).join('');
  return /^[\d.,:/-]+$/.test(text) && (text.match(/\d/g) ?? []).length >= 8 && words.every((w) => w.confidence < UNSURE_NUMBER_BELOW);
}

/** Marks beside a doubtful run as unsure as it (under this confidence) are read again with it. */
const NEIGHBOUR_BELOW = 45;

const gapBetween = (a: OcrWord, b: OcrWord): number => Math.max(a.bbox.x0, b.bbox.x0) - Math.min(a.bbox.x1, b.bbox.x1);

/**
 * Marks in `erase` every run of ink at least `minRun` pixels long along one axis of the image: `lines` lines of
 * `length` pixels, pixel k of line l at l·lineStride + k·step (rows: stride width, step 1; columns: stride 1, step width).
 */
function eraseLongRuns(ink: Uint8Array, erase: Uint8Array, axis: { lines: number; length: number; lineStride: number; step: number }, minRun: number): void {
  const { lines, length, lineStride, step } = axis;
  for (let l = 0; l < lines; l++) {
    const base = l * lineStride;
    let start = -1;
    for (let k = 0; k <= length; k++) {
      const on = k < length && ink[base + k * step] === 1;
      if (on && start < 0) start = k;
      if (!on && start >= 0) {
        if (k - start >= minRun) for (let j = start; j < k; j++) erase[base + j * step] = 1;
        start = -1;
      }
    }
  }
}
