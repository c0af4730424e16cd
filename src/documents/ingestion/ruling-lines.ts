import type { GrayImage } from './page-analysis';

export interface RulingResult {
  image: GrayImage;
  /** Rules whitened (horizontal + vertical) and dark bands inverted, for the pipeline record. */
  rules: number;
  bands: number;
}

/**
 * Tables drawn with rules confuse tesseract's page layout: the digits alone in a ruled cell (a remito's quantity
 * column) are dropped, and a header printed white on a dark band is not read at all. Long straight dark runs are
 * rules and become paper; a run of such rows thicker than a rule is a filled band, whose pixels are inverted so its
 * text reads dark on light. `dark` is the ink threshold (Otsu's). Axis-aligned only: it runs after the deskew.
 */
export function clearRulings(image: GrayImage, dark: number, dpi: number): RulingResult {
  const { data, width, height } = image;
  const out = new Uint8Array(data);
  const minHorizontal = Math.max(40, Math.round(width * 0.12));
  const minVertical = Math.max(40, Math.round(height * 0.035));
  const maxRuleThickness = Math.max(3, Math.round(dpi * 0.03));
  let rules = 0;
  let bands = 0;

  // Horizontal: per row, its longest unbroken dark run (a rule) and its share of dark pixels (a filled band,
  // which white text on it breaks into pieces).
  const runs: Array<[number, number] | null> = new Array(height).fill(null);
  const bandRows: Array<[number, number] | null> = new Array(height).fill(null);
  const inverted: boolean[] = new Array(height).fill(false);
  for (let y = 0; y < height; y++) {
    let best: [number, number] | null = null;
    let start = -1;
    let darkCount = 0;
    let first = -1;
    let last = -1;
    const row = y * width;
    for (let x = 0; x <= width; x++) {
      const isDark = x < width && data[row + x]! < dark;
      if (isDark) {
        darkCount++;
        if (first < 0) first = x;
        last = x;
      }
      if (isDark && start < 0) start = x;
      else if (!isDark && start >= 0) {
        if (x - start >= minHorizontal && (!best || x - start > best[1] - best[0])) best = [start, x];
        start = -1;
      }
    }
    runs[y] = best;
    if (darkCount >= width * 0.4 && darkCount >= (last - first + 1) * 0.6) bandRows[y] = [first, last + 1];
  }
  for (let y = 0; y < height; ) {
    if (!bandRows[y]) {
      y++;
      continue;
    }
    let end = y;
    while (end + 1 < height && bandRows[end + 1]) end++;
    if (end - y + 1 > maxRuleThickness) {
      // A filled band: inverted over the rows' common extent, so white text on it reads as ink.
      const x0 = Math.max(...bandRows.slice(y, end + 1).map((r) => r![0]));
      const x1 = Math.min(...bandRows.slice(y, end + 1).map((r) => r![1]));
      for (let r = y; r <= end; r++) {
        for (let x = x0; x < x1; x++) out[r * width + x] = 255 - data[r * width + x]!;
        runs[r] = null;
        inverted[r] = true;
      }
      bands++;
    }
    y = end + 1;
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

  // Vertical rules: dark runs down a column longer than any letter's stroke (on the original pixels).
  let previousHadRule = false;
  for (let x = 0; x < width; x++) {
    let start = -1;
    let found = false;
    for (let y = 0; y <= height; y++) {
      const isDark = y < height && !inverted[y] && data[y * width + x]! < dark;
      if (isDark && start < 0) start = y;
      else if (!isDark && start >= 0) {
        if (y - start >= minVertical) {
          for (let r = start; r < y; r++) out[r * width + x] = 255;
          found = true;
        }
        start = -1;
      }
    }
    if (found && !previousHadRule) rules++;
    previousHadRule = found;
  }
  return { image: { data: out, width, height }, rules, bands };
}
