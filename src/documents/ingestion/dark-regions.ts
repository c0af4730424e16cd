/**
 * Light text on a dark ground — a letterhead band, a side bar, a shaded table header — turned into dark text on
 * light paper before OCR. Tesseract reads dark-on-light; left as it is, such a band loses its words (a reference
 * "COT-10502" printed white on green read as "COT-1050"), and flattening the paper's shading makes it worse (the
 * band's bright end is its lettering). Pure function over pixels: no sharp, no I/O.
 */
import { percentile, type GrayImage } from './page-analysis';

/** Cells are about 1/250 of the page's width (under a millimetre on A4): fine enough to follow a band's edge. */
const CELLS_ACROSS = 250;
/** A cell whose mean is under this is dark ground: text on paper never averages this low over a whole cell. */
const DARK_CELL_MEAN = 100;
/** A region is at least this many cells and this many cells in each direction (a heavy letter is neither). */
const MIN_REGION_CELLS = 120;
const MIN_REGION_SPAN = 6;
/** …and fills at least this share of its bounding box: a band or a box, not the strokes of large bold type. */
const MIN_FILL = 0.5;
/** Lettering lighter than the ground by this much; at least MIN_TEXT_SHARE of the region (a bare dark block is left). */
const TEXT_ABOVE_GROUND = 80;
const MIN_TEXT_SHARE = 0.003;

/** Levels either side of halfway between ground and paper that are the band's blurred edge, not ink. */
const EDGE_BLUR = 40;

export interface DarkRegion {
  /** Bounding box in pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The ground's level (median of the region's pixels). */
  ground: number;
}

/**
 * Finds dark regions that carry lighter lettering and returns the page with each one inverted and stretched so that
 * its ground becomes white paper and its lettering black ink. Where a region meets the paper, only the pixels
 * darker than halfway between ground and paper are inverted, so the edge leaves no dark sliver. A region whose
 * darker marks outnumber its lighter ones (dark text on a dim photo) is left alone.
 */
export function invertDarkRegions(page: GrayImage): { image: GrayImage; regions: DarkRegion[] } {
  const { width, height, data } = page;
  const cell = Math.max(4, Math.round(width / CELLS_ACROSS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const sums = new Float64Array(cols * rows);
  const counts = new Uint32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const rowBase = Math.floor(y / cell) * cols;
    for (let cx = 0, i = y * width; cx < cols; cx++) {
      const end = y * width + Math.min(width, (cx + 1) * cell);
      let sum = 0;
      const from = i;
      for (; i < end; i++) sum += data[i]!;
      sums[rowBase + cx] += sum;
      counts[rowBase + cx] += i - from;
    }
  }
  const dark = new Uint8Array(cols * rows);
  for (let c = 0; c < dark.length; c++) dark[c] = sums[c]! / counts[c]! < DARK_CELL_MEAN ? 1 : 0;

  const label = new Int32Array(cols * rows).fill(-1);
  const regions: DarkRegion[] = [];
  const inverted = new Uint8Array(data);
  let changed = false;
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || label[start] !== -1) continue;
    const cells = floodFill(dark, label, start, cols, rows, regions.length + 1000);
    const box = boundingBox(cells, cols);
    // The lettering's cells are not dark on average: they are the holes of the region, and belong to it.
    const members = [...cells, ...holes(cells, box, cols)];
    const spanX = box.right - box.left + 1;
    const spanY = box.bottom - box.top + 1;
    if (members.length < MIN_REGION_CELLS || spanX < MIN_REGION_SPAN || spanY < MIN_REGION_SPAN || members.length < MIN_FILL * spanX * spanY) continue;

    const inRegion = new Uint8Array(cols * rows);
    for (const c of members) inRegion[c] = 1;
    const levels = new Uint32Array(256);
    for (const c of members) {
      const { x0, x1, y0, y1 } = cellBox(c, cols, cell, width, height);
      for (let y = y0; y < y1; y++) for (let i = y * width + x0, end = y * width + x1; i < end; i++) levels[data[i]!]!++;
    }
    const total = members.reduce((n, c) => n + counts[c]!, 0);
    const ground = percentile(levels, 0.5);
    let lighter = 0;
    let darker = 0;
    for (let v = 0; v < 256; v++) {
      if (v >= ground + TEXT_ABOVE_GROUND) lighter += levels[v]!;
      else if (v <= ground - TEXT_ABOVE_GROUND / 2) darker += levels[v]!;
    }
    if (lighter < MIN_TEXT_SHARE * total || darker > lighter) continue;

    const mapCell = (c: number, table: Uint8Array) => {
      const { x0, x1, y0, y1 } = cellBox(c, cols, cell, width, height);
      for (let y = y0; y < y1; y++) for (let i = y * width + x0, end = y * width + x1; i < end; i++) inverted[i] = table[data[i]!]!;
    };
    const paperLevel = Math.max(1, 255 - ground);
    const halfway = (ground + 255) / 2;
    // Inverted and stretched, the ground to white; on the region's edge only what is darker than halfway.
    const whole = new Uint8Array(256);
    const edgeOnly = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      whole[v] = Math.min(255, Math.round(((255 - v) * 255) / paperLevel));
      // The band's soft edge (between ground and paper) becomes paper, or it reads as a dashed rule.
      edgeOnly[v] = v < halfway - EDGE_BLUR ? whole[v]! : v < halfway + EDGE_BLUR ? 255 : v;
    }
    // Cells inside the region are inverted whole; cells on its edge, and the paper cells around it, pixel by pixel.
    const edge = new Set<number>();
    for (const c of members) {
      const cx = c % cols;
      const cy = (c - cx) / cols;
      let inner = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const n = ny * cols + nx;
          if (!inRegion[n]) {
            inner = false;
            edge.add(n);
          }
        }
      if (inner) mapCell(c, whole);
      else edge.add(c);
    }
    for (const c of edge) mapCell(c, edgeOnly);
    changed = true;
    regions.push({ left: box.left * cell, top: box.top * cell, width: Math.min(width, (box.right + 1) * cell) - box.left * cell, height: Math.min(height, (box.bottom + 1) * cell) - box.top * cell, ground });
  }
  return { image: changed ? { data: inverted, width, height } : page, regions };
}

function floodFill(mask: Uint8Array, label: Int32Array, start: number, cols: number, rows: number, id: number): number[] {
  const members: number[] = [];
  const stack = [start];
  label[start] = id;
  while (stack.length) {
    const c = stack.pop()!;
    members.push(c);
    const x = c % cols;
    const y = (c - x) / cols;
    const around = [x > 0 ? c - 1 : -1, x < cols - 1 ? c + 1 : -1, y > 0 ? c - cols : -1, y < rows - 1 ? c + cols : -1];
    for (const n of around) {
      if (n < 0 || !mask[n] || label[n] !== -1) continue;
      label[n] = id;
      stack.push(n);
    }
  }
  return members;
}

/** Cells inside the bounding box that no path of cells outside the region joins to the box's border. */
function holes(cells: number[], box: { left: number; top: number; right: number; bottom: number }, cols: number): number[] {
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const state = new Uint8Array(w * h); // 1 region, 2 reached from the border
  for (const c of cells) {
    const x = c % cols;
    state[((c - x) / cols - box.top) * w + (x - box.left)] = 1;
  }
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (state[i]) continue;
    state[i] = 2;
    const x = i % w;
    const y = (i - x) / w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    if (y > 0) stack.push(i - w);
    if (y < h - 1) stack.push(i + w);
  }
  const found: number[] = [];
  for (let i = 0; i < state.length; i++) if (!state[i]) found.push((box.top + Math.floor(i / w)) * cols + box.left + (i % w));
  return found;
}

function boundingBox(members: number[], cols: number): { left: number; top: number; right: number; bottom: number } {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (const c of members) {
    const x = c % cols;
    const y = (c - x) / cols;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { left, top, right, bottom };
}

function cellBox(c: number, cols: number, cell: number, width: number, height: number): { x0: number; x1: number; y0: number; y1: number } {
  const cx = c % cols;
  const cy = (c - cx) / cols;
  return { x0: cx * cell, x1: Math.min(width, (cx + 1) * cell), y0: cy * cell, y1: Math.min(height, (cy + 1) * cell) };
}
