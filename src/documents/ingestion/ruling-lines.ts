import type { GrayImage } from './page-analysis';

export interface RulingResult {
  image: GrayImage;
  /** Rules whitened (horizontal + vertical), for the pipeline record. */
  rules: number;
}

/**
 * Tables drawn with rules confuse tesseract's page layout: the digits alone in a ruled cell (a remito's quantity
 * column) are dropped. Long, thin, straight dark runs are rules and become paper; thicker ones (filled boxes, dark
 * bands) are left alone — inverting them was tried and made OCR read their edges as words on the dev scans.
 * `dark` is the ink threshold (Otsu's). Axis-aligned only: it runs after the deskew.
 */
export function clearRulings(image: GrayImage, dark: number, dpi: number): RulingResult {
  const { data, width, height } = image;
  const out = new Uint8Array(data);
  const minHorizontal = Math.max(40, Math.round(width * 0.12));
  // Taller than a title's letters and than a letterhead's boxes (whose removal left fragments OCR read as text).
  const minVertical = Math.max(40, Math.round(height * 0.08));
  const maxRuleThickness = Math.max(3, Math.round(dpi * 0.03));
  let rules = 0;

  // Horizontal: the longest unbroken dark run of each row.
  const runs: Array<[number, number] | null> = new Array(height).fill(null);
  for (let y = 0; y < height; y++) {
    let best: [number, number] | null = null;
    let start = -1;
    const row = y * width;
    for (let x = 0; x <= width; x++) {
      const isDark = x < width && data[row + x]! < dark;
      if (isDark && start < 0) start = x;
      else if (!isDark && start >= 0) {
        if (x - start >= minHorizontal && (!best || x - start > best[1] - best[0])) best = [start, x];
        start = -1;
      }
    }
    runs[y] = best;
  }
  for (let y = 0; y < height; ) {
    if (!runs[y]) {
      y++;
      continue;
    }
    let end = y;
    while (end + 1 < height && runs[end + 1]) end++;
    if (end - y + 1 <= maxRuleThickness) {
      for (let r = y; r <= end; r++) out.fill(255, r * width + runs[r]![0], r * width + runs[r]![1]);
      rules++;
    }
    y = end + 1;
  }

  // Vertical rules: dark runs down a column longer than any letter's stroke, with paper on both sides (the
  // side of a filled box is not a rule), on the original pixels.
  const side = maxRuleThickness + 2;
  const isThin = (y0: number, y1: number, x: number): boolean => {
    let paper = 0;
    for (let r = y0; r < y1; r++) {
      const left = x - side >= 0 ? data[r * width + x - side]! >= dark : true;
      const right = x + side < width ? data[r * width + x + side]! >= dark : true;
      if (left || right) paper++;
    }
    return paper >= (y1 - y0) * 0.8;
  };
  let previousHadRule = false;
  for (let x = 0; x < width; x++) {
    let start = -1;
    let found = false;
    for (let y = 0; y <= height; y++) {
      const isDark = y < height && data[y * width + x]! < dark;
      if (isDark && start < 0) start = y;
      else if (!isDark && start >= 0) {
        if (y - start >= minVertical && isThin(start, y, x)) {
          for (let r = start; r < y; r++) out[r * width + x] = 255;
          found = true;
        }
        start = -1;
      }
    }
    if (found && !previousHadRule) rules++;
    previousHadRule = found;
  }
  return { image: { data: out, width, height }, rules };
}
