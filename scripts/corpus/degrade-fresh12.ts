import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh12 split, beside degrade.ts and degrade-extra/fresh3…fresh11.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - window-blinds:   a phone photo next to a window with venetian blinds: parallel bands of light and shade across
 *                    the page at a slant (the shaded bands 18–30 % darker, soft edges), a warm cast, a slight free
 *                    perspective on a desk; JPEG.
 * - sticky-note:     a flatbed colour scan of a page with a yellow or pink sticky note stuck on it near the bottom
 *                    left corner (overhanging the edge, a few degrees off, a soft shadow, handwritten scribbles in
 *                    ballpoint blue); the note hides what is under it; JPEG.
 * - highlighter:     a colour scan of a page someone went over with highlighter pens: 3–5 translucent strokes
 *                    (yellow, green, pink) over printed lines found on the page, ragged ends, and a ballpoint tick;
 *                    JPEG.
 * - toner-fade-band: a laser print low on toner: a vertical band of the page where the print fades to 30–50 %, the
 *                    rest a little light too, small dropouts in the strokes; gray flatbed JPEG.
 * - adf-drift-line:  a sheet-feeder scan: the page drifts sideways as it is pulled (a shear growing down the page)
 *                    and is stretched a little along the feed, a thin dark line down the whole image (dust on the
 *                    scanner glass), gray paper; gray JPEG.
 */
export type Fresh12ScanStyle = 'window-blinds' | 'sticky-note' | 'highlighter' | 'toner-fade-band' | 'adf-drift-line';
export const FRESH12_SCAN_STYLES: readonly Fresh12ScanStyle[] = ['window-blinds', 'sticky-note', 'highlighter', 'toner-fade-band', 'adf-drift-line'];

export function isFresh12Style(style: string): style is Fresh12ScanStyle {
  return (FRESH12_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const smooth = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

function dpiOf(style: Fresh12ScanStyle, rng: Rng): number {
  switch (style) {
    case 'window-blinds':
      return rng.pick([150, 170]);
    case 'sticky-note':
      return 200;
    case 'highlighter':
      return rng.pick([200, 240]);
    case 'toner-fade-band':
      return 200;
    case 'adf-drift-line':
      return rng.pick([200, 300]);
  }
}

/** The page as raw RGB on white, turned `angle` degrees over `background`. */
export async function rgbOf(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

/** Bilinear sampling of a raw image at fractional pixel positions; null outside it. */
export function sampler(data: Buffer, w: number, h: number, channels = 3) {
  return (u: number, v: number): number[] | null => {
    if (u < 0 || v < 0 || u >= w - 1 || v >= h - 1) return null;
    const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
    const out: number[] = [];
    for (let c = 0; c < channels; c++) {
      const q = (yy: number, xx: number) => data[(yy * w + xx) * channels + c]!;
      out.push((q(y0, x0) * (1 - fx) + q(y0, x0 + 1) * fx) * (1 - fy) + (q(y0 + 1, x0) * (1 - fx) + q(y0 + 1, x0 + 1) * fx) * fy);
    }
    return out;
  };
}

async function windowBlinds(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const mx = Math.round(sw * 0.05), my = Math.round(sh * 0.035);
  const W = sw + 2 * mx, H = sh + 2 * my;
  const j = () => rng.range(-0.012, 0.012) * sw;
  const h = homography([[mx + j(), my + j()], [mx + sw + j(), my + j()], [mx + sw + j(), my + sh + j()], [mx + j(), my + sh + j()]], [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const sample = sampler(src.data, sw, sh);
  const desk = rng.pick([[150, 118, 84], [188, 184, 176], [96, 90, 86]] as const);
  const theta = rng.range(-0.45, 0.45); // slant of the slats
  const nx = -Math.sin(theta), ny = Math.cos(theta);
  const pitch = rng.range(0.045, 0.075) * H, duty = rng.range(0.35, 0.55), depth = rng.range(0.18, 0.3), phase = rng.range(0, 1);
  const warm = [1, rng.range(0.95, 0.98), rng.range(0.86, 0.92)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + 1;
      const rgb = sample((h[0]! * x + h[1]! * y + h[2]!) / d, (h[3]! * x + h[4]! * y + h[5]!) / d) ?? [desk[0], desk[1], desk[2]];
      const s = (((x * nx + y * ny) / pitch + phase) % 1 + 1) % 1;
      // a soft-edged shaded band on `duty` of each period
      const shade = smooth(0, 0.08, s) * (1 - smooth(duty, duty + 0.08, s));
      const light = 1 - depth * shade;
      const grain = (noise() - 0.5) * 9;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * warm[c]! * light * 0.97 + grain);
    }
  }
  const quality = rng.int(66, 78);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.45, 0.7)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo by a window: venetian-blind shade bands (${Math.round(depth * 100)} %), warm cast, JPEG ${quality}` };
}

async function stickyNote(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const src = await rgbOf(page, angle, '#ffffff');
  const { width: W, height: H } = src.info;
  const mm = page.dpi / 25.4;
  const side = 76 * mm;
  const pink = rng.chance(0.3);
  const paper = pink ? [250, 190, 208] : [253, 238, 120];
  // the note's centre: overhanging the left edge by 25-40 % of its side, its foot 2-6 % above the page's
  const over = rng.range(0.25, 0.4);
  const cx = side / 2 - over * side, cy = H - rng.range(0.02, 0.06) * H - side / 2;
  const rot = (signed(rng, 2, 7) * Math.PI) / 180;
  const cos = Math.cos(rot), sin = Math.sin(rot);
  // scribbles: a few wavy ballpoint lines inside the note
  const strokes = Array.from({ length: rng.int(2, 4) }, (_, i) => ({ v: -0.3 + i * 0.18 + rng.range(-0.02, 0.02), len: rng.range(0.45, 0.8), f: rng.range(18, 30), a: rng.range(0.012, 0.025), ph: rng.range(0, 6) }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      let rgb = [src.data[o]!, src.data[o + 1]!, src.data[o + 2]!];
      // note coordinates in [-0.5, 0.5]
      const dx = x - cx, dy = y - cy;
      const u = (dx * cos + dy * sin) / side, v = (-dx * sin + dy * cos) / side;
      if (Math.abs(u) <= 0.5 && Math.abs(v) <= 0.5) {
        // the glued strip at the top is flat; the rest lifts a little (a faint gradient)
        const lift = 1 - 0.06 * smooth(-0.2, 0.5, v);
        rgb = paper.map((c) => c * lift);
        for (const s of strokes) {
          // written on the part of the note that lies on the page
          const su = (u + 0.5 - over) / (s.len * (1 - over));
          if (su > 0.08 && su < 1) {
            const wave = s.v + s.a * Math.sin(su * s.f + s.ph) + s.a * 0.6 * Math.sin(su * s.f * 2.3);
            if (Math.abs(v - wave) < 0.006) rgb = [30, 50, 150];
          }
        }
      } else {
        // a soft shadow below and to the right of the note
        const su = Math.abs(u) - 0.5, sv = v - 0.5;
        if (su < 0.02 && sv > 0 && sv < 0.025) rgb = rgb.map((c) => c * (0.82 + 0.18 * (sv / 0.025)));
      }
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * 0.985 + grain);
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.35).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `colour scan with a ${pink ? 'pink' : 'yellow'} sticky note at the bottom left, ${angle}°, JPEG ${quality}` };
}

async function highlighter(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.6);
  const src = await rgbOf(page, angle, '#ffffff');
  const { width: W, height: H } = src.info;
  // rows holding ink, grouped into printed lines
  const ink = new Uint16Array(H);
  for (let y = 0; y < H; y++) {
    let n = 0;
    for (let x = 0; x < W; x++) if (src.data[(y * W + x) * 3]! < 120) n++;
    ink[y] = n;
  }
  const lines: Array<[number, number]> = [];
  let start = -1;
  for (let y = 0; y < H; y++) {
    if (ink[y]! > 3 && start < 0) start = y;
    if (ink[y]! <= 3 && start >= 0) {
      if (y - start > 4 && y - start < 0.03 * H) lines.push([start, y]);
      start = -1;
    }
  }
  const colours = [[255, 240, 60], [150, 250, 120], [255, 150, 200]] as const;
  const picks = rng.sample(lines.filter(([a]) => a > 0.08 * H && a < 0.92 * H), Math.min(lines.length, rng.int(3, 5)));
  const marks = picks.map(([a, b]) => {
    // the span of the ink on this line, cut at a random part
    let x0 = W, x1 = 0;
    for (let y = a; y < b; y++) for (let x = 0; x < W; x++) if (src.data[(y * W + x) * 3]! < 120) { if (x < x0) x0 = x; if (x > x1) x1 = x; }
    const from = x0 + rng.range(0, 0.4) * (x1 - x0), to = from + rng.range(0.35, 1) * (x1 - from);
    return { y0: a - 3, y1: b + 3, from: from - 6, to: to + 6, slope: rng.range(-0.006, 0.006), col: rng.pick(colours), seed: rng.range(0, 100) };
  });
  const tick = { x: rng.range(0.03, 0.07) * W, y: rng.range(0.3, 0.8) * H, s: rng.range(14, 22) * (page.dpi / 200) };
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      let rgb = [src.data[o]!, src.data[o + 1]!, src.data[o + 2]!];
      for (const m of marks) {
        const yy = y - m.slope * (x - m.from);
        const rag = 3 * Math.sin(y * 0.9 + m.seed) + 2 * Math.sin(y * 0.37 + m.seed * 2);
        if (yy >= m.y0 && yy <= m.y1 && x >= m.from + rag && x <= m.to + rag) {
          // multiply, a little uneven along the stroke
          const k = 0.92 + 0.08 * Math.sin(x * 0.05 + m.seed);
          rgb = rgb.map((c, i) => c * (1 - k * (1 - m.col[i]! / 255)));
        }
      }
      // a ballpoint tick: two strokes
      const tx = (x - tick.x) / tick.s, ty = (y - tick.y) / tick.s;
      const onA = tx >= 0 && tx <= 0.4 && Math.abs(ty - tx) < 0.08;
      const onB = tx >= 0.4 && tx <= 1.2 && Math.abs(ty - (0.4 - (tx - 0.4) * 1.4)) < 0.08;
      if (onA || onB) rgb = [35, 45, 140];
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * 0.985 + grain);
    }
  }
  const quality = rng.int(78, 88);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.3).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `colour scan with ${marks.length} highlighter strokes and a tick, ${angle}°, JPEG ${quality}` };
}

async function tonerFadeBand(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.6);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = gray.info;
  const centre = rng.range(0.2, 0.8) * W, half = rng.range(0.08, 0.16) * W, soft = rng.range(0.03, 0.06) * W;
  const fade = rng.range(0.3, 0.5); // the print's strength at the band's middle
  const overall = rng.range(0.8, 0.9);
  const drop = rng.range(0.03, 0.06);
  const paper = rng.range(236, 246);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const inkAmount = 1 - gray.data[i]! / 255;
      const d = Math.abs(x - centre);
      const band = 1 - smooth(half, half + soft, d); // 1 inside the band
      let strength = overall * (1 - band * (1 - fade / overall));
      if (inkAmount > 0.3 && noise() < drop * (1 + band)) strength *= 0.25;
      const v = paper - inkAmount * strength * paper + (noise() - 0.5) * 8;
      out[i] = clamp(v);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).blur(0.4).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `low-toner print: a faded vertical band (${Math.round(fade * 100)} %), dropouts, gray, ${angle}°, JPEG ${quality}` };
}

async function adfDriftLine(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const sw = gray.info.width, sh = gray.info.height;
  const sample = sampler(gray.data, sw, sh, 1);
  const stretch = 1 + rng.range(0.01, 0.03);
  const drift = signed(rng, 0.012, 0.025) * sw; // sideways shift reached at the foot
  const start = rng.range(0, 0.003) * sw;
  const margin = Math.round(Math.abs(drift) + 0.02 * sw);
  const W = sw + 2 * margin, H = Math.round(sh * stretch) + Math.round(0.02 * sh);
  const bed = rng.range(200, 222);
  const paperTone = rng.range(232, 244);
  const lineX = Math.round(rng.range(0.1, 0.9) * W), lineW = rng.pick([1, 2, 2, 3]), lineTone = rng.range(60, 110);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    const v = y / stretch - 0.01 * sh;
    const t = Math.min(1, Math.max(0, v / sh));
    // the shift grows along the feed (the sheet turning as the rollers pull it)
    const shift = margin + start + drift * t * (0.6 + 0.4 * t);
    for (let x = 0; x < W; x++) {
      const g = sample(x - shift, v);
      let val = g ? paperTone * (g[0]! / 255) : bed;
      if (x >= lineX && x < lineX + lineW) val = Math.min(val, lineTone);
      out[y * W + x] = clamp(val + (noise() - 0.5) * 7);
    }
  }
  const quality = rng.int(70, 82);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).blur(0.35).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `sheet-feeder scan: sideways drift ${Math.round(drift)} px, feed stretch ${((stretch - 1) * 100).toFixed(1)} %, a dust line, gray, JPEG ${quality}` };
}

export async function degradeFresh12(page: RenderedPage, style: Fresh12ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'window-blinds':
      return windowBlinds(page, rng);
    case 'sticky-note':
      return stickyNote(page, rng);
    case 'highlighter':
      return highlighter(page, rng);
    case 'toner-fade-band':
      return tonerFadeBand(page, rng);
    case 'adf-drift-line':
      return adfDriftLine(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh12(pdf: Buffer, pages: number[], style: Fresh12ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh12(page, style, rng));
  return out;
}
