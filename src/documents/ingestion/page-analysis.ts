/**
 * Measurements on an 8-bit grayscale page (one byte per pixel, row by row), used to choose the preprocessing of a
 * scan: Otsu's threshold, the skew of the text lines, the height of those lines and how uneven the paper is.
 * Pure functions over pixel arrays: no sharp, no I/O.
 */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export function histogram(gray: Uint8Array): Uint32Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) counts[gray[i]!]!++;
  return counts;
}

/** Otsu's threshold: the level that best separates ink from paper (pixels ≤ it are ink). */
export function otsuThreshold(counts: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += counts[v]!;
    sum += v * counts[v]!;
  }
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestLevel = 127;
  for (let v = 0; v < 256; v++) {
    weightBelow += counts[v]!;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += v * counts[v]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sum - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestLevel = v;
    }
  }
  return bestLevel;
}

/** The value below which `share` of the pixels lie. */
export function percentile(counts: Uint32Array, share: number): number {
  let total = 0;
  for (let v = 0; v < 256; v++) total += counts[v]!;
  const target = total * share;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen >= target) return v;
  }
  return 255;
}

export interface SkewEstimate {
  /** Degrees the text lines rise to the right (counter-clockwise) in the image; rotate by −angle to level them. */
  angle: number;
  /** How much sharper the row profile is at `angle` than at 0 (1 = no difference): a low gain is no evidence. */
  gain: number;
  /** Median height of the text lines at `angle`, in pixels of the analysed image (0 when none was found). */
  lineHeight: number;
}

const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;

/**
 * Projection-profile skew: ink pixels are projected onto rows along each candidate angle; at the text's angle the
 * rows alternate between full (lines) and empty (gaps), so the sum of squared row-to-row differences peaks.
 * Coarse search over ±maxAngle, then a fine one around the best.
 */
export function estimateSkew(image: GrayImage, inkBelowOrAt: number, maxAngle = 5): SkewEstimate {
  const xs: number[] = [];
  const ys: number[] = [];
  const { data, width, height } = image;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) if (data[row + x]! <= inkBelowOrAt) (xs.push(x), ys.push(y));
  }
  if (xs.length < 50) return { angle: 0, gain: 1, lineHeight: 0 };
  const span = Math.ceil(height + width * Math.tan((maxAngle * Math.PI) / 180)) + 2;
  const rows = new Float64Array(span * 2);
  const offset = span;
  const profile = (degrees: number): Float64Array => {
    rows.fill(0);
    const t = Math.tan((degrees * Math.PI) / 180);
    // A line rising to the right (counter-clockwise) has y falling as x grows: y + x·t is constant along it.
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! + xs[i]! * t) + offset]!++;
    return rows;
  };
  const sharpness = (degrees: number): number => {
    const p = profile(degrees);
    let s = 0;
    for (let i = 1; i < p.length; i++) s += (p[i]! - p[i - 1]!) ** 2;
    return s;
  };
  let best = 0;
  let bestScore = sharpness(0);
  const atZero = bestScore;
  for (let a = -maxAngle; a <= maxAngle + 1e-9; a += COARSE_STEP) {
    const s = sharpness(a);
    if (s > bestScore) (bestScore = s), (best = a);
  }
  const coarse = best;
  for (let a = coarse - COARSE_STEP; a <= coarse + COARSE_STEP + 1e-9; a += FINE_STEP) {
    const s = sharpness(a);
    if (s > bestScore) (bestScore = s), (best = a);
  }
  const angle = Math.round(best * 100) / 100;
  return { angle, gain: atZero > 0 ? bestScore / atZero : 1, lineHeight: medianLineHeight(profile(angle)) };
}

/** Runs of rows holding ink are text lines; their median height (short runs are specks, not lines). */
function medianLineHeight(profile: Float64Array): number {
  let peak = 0;
  for (const v of profile) peak = Math.max(peak, v);
  const floor = Math.max(2, peak * 0.04);
  const runs: number[] = [];
  let run = 0;
  for (const v of profile) {
    if (v >= floor) run++;
    else {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (run >= 3) runs.push(run);
  if (runs.length < 3) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

export interface PaperEstimate {
  /** Paper level per tile (the bright end of each tile), `cols` × `rows`, row by row. */
  tiles: Uint8Array;
  cols: number;
  rows: number;
  /** Spread of the paper level across the page (95th − 5th percentile of the tiles): shading, not texture. */
  unevenness: number;
}

/**
 * The paper's brightness per tile: the 90th percentile of each tile is paper even where text is dense (ink covers
 * well under half of any tile of a document). A phone photo's shading shows as a spread of these levels.
 */
export function estimatePaper(image: GrayImage, tileSize: number): PaperEstimate {
  const cols = Math.max(1, Math.ceil(image.width / tileSize));
  const rows = Math.max(1, Math.ceil(image.height / tileSize));
  const tiles = new Uint8Array(cols * rows);
  const counts = new Uint32Array(256);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      counts.fill(0);
      const x1 = Math.min(image.width, (tx + 1) * tileSize);
      const y1 = Math.min(image.height, (ty + 1) * tileSize);
      for (let y = ty * tileSize; y < y1; y++) {
        const row = y * image.width;
        for (let x = tx * tileSize; x < x1; x++) counts[image.data[row + x]!]!++;
      }
      tiles[ty * cols + tx] = percentile(counts, 0.9);
    }
  }
  const spread = histogram(tiles);
  return { tiles, cols, rows, unevenness: percentile(spread, 0.95) - percentile(spread, 0.05) };
}
