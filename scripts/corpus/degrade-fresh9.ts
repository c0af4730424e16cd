import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh9 split, beside degrade.ts and degrade-extra/fresh3…fresh8.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - fold-crease:  a page that was folded in three (or in two) to fit an envelope, flattened and scanned: dark/light
 *                 crease lines across, each panel lit a little differently and bent a few pixels; 200 dpi JPEG.
 * - desk-thumb:   a phone photo of the page lying on a wooden desk, at an angle (perspective), lit by a desk lamp
 *                 (a warm hotspot, darker far corners), the photographer's thumb over one side margin; JPEG.
 * - fax-stretch:  a fax received in standard mode (200 × 100 dpi): half the vertical resolution, halftoned grays,
 *                 rows doubled back to a square grid and the page a few percent longer (the paper feed), a sender's
 *                 header line; two-colour PNG.
 * - carbon-blue:  a carbon copy in blue: every stroke blue on pale paper, slightly doubled (the carbon shifted),
 *                 heavier and lighter where the pen pressed; JPEG.
 * - coffee-ring:  a flatbed colour scan of an aged page with a coffee cup's ring stain and a drip (translucent,
 *                 never hiding the print); JPEG.
 */
export type Fresh9ScanStyle = 'fold-crease' | 'desk-thumb' | 'fax-stretch' | 'carbon-blue' | 'coffee-ring';
export const FRESH9_SCAN_STYLES: readonly Fresh9ScanStyle[] = ['fold-crease', 'desk-thumb', 'fax-stretch', 'carbon-blue', 'coffee-ring'];

export function isFresh9Style(style: string): style is Fresh9ScanStyle {
  return (FRESH9_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const smooth = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

function dpiOf(style: Fresh9ScanStyle, rng: Rng): number {
  switch (style) {
    case 'fold-crease':
      return 200;
    case 'desk-thumb':
      return rng.pick([160, 180]);
    case 'fax-stretch':
      return 200;
    case 'carbon-blue':
      return rng.pick([180, 200]);
    case 'coffee-ring':
      return 200;
  }
}

async function rgbOf(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

async function foldCrease(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.15, 0.6);
  const src = await rgbOf(page, angle, '#f4f2ec');
  const { width: W, height: H } = src.info;
  const thirds = rng.chance(0.7);
  const creases = (thirds ? [1 / 3, 2 / 3] : [1 / 2]).map((f) => ({ y: H * (f + rng.range(-0.02, 0.02)), slope: rng.range(-0.012, 0.012), dark: rng.range(0.22, 0.34), valley: rng.chance(0.5) }));
  // per panel: a tint of its light and a gentle bend (rows pushed up or down a little across the width)
  const panels = Array.from({ length: creases.length + 1 }, () => ({ light: rng.range(0.93, 1.02), bend: rng.range(-2.2, 2.2), phase: rng.range(0, Math.PI) }));
  const paper = [rng.range(242, 250), rng.range(240, 248), rng.range(232, 242)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let panel = 0;
      let shade = 1;
      for (const [i, c] of creases.entries()) {
        const cy = c.y + c.slope * (x - W / 2);
        const d = y - cy;
        if (d > 0) panel = i + 1;
        // shadow on one side of the fold, a thin highlight on the other, a dark line at the fold itself
        const ad = Math.abs(d);
        if (ad < 1.4) shade *= 1 - c.dark;
        else if ((d > 0) === c.valley && ad < 26) shade *= 1 - 0.09 * (1 - ad / 26);
        else if (ad < 4) shade *= 1.05;
      }
      const p = panels[panel]!;
      const dy = p.bend * Math.sin((x / W) * Math.PI + p.phase);
      const sy = Math.min(H - 1, Math.max(0, Math.round(y + dy)));
      const k = (sy * W + x) * 3, o = (y * W + x) * 3;
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) out[o + c] = clamp((src.data[k + c]! / 255) * paper[c]! * p.light * shade + grain);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.4).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `folded page scanned flat: ${creases.length} crease(s), panels bent, ${angle}°, JPEG ${quality}` };
}

async function deskThumb(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const mx = Math.round(sw * 0.09), my = Math.round(sh * 0.06);
  const W = sw + 2 * mx, H = sh + 2 * my;
  // the page seen from the photographer's side: the far (top) edge narrower, the whole page turned a little
  const narrow = rng.range(0.04, 0.08) * sw;
  const turn = rng.range(-0.02, 0.02) * sh;
  const j = () => rng.range(-0.008, 0.008) * sw;
  const quad: Array<[number, number]> = [
    [mx + narrow + j(), my + turn + j()], [mx + sw - narrow + j(), my - turn + j()], [mx + sw + j(), my + sh - turn + j()], [mx + j(), my + sh + turn + j()],
  ];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const wood = rng.pick([[150, 98, 58], [122, 80, 46], [168, 120, 76]] as const);
  const grainPitch = rng.range(5, 9), grainWave = rng.range(200, 400);
  // the lamp: a warm hotspot, darker away from it
  const lx = rng.range(0.2, 0.8) * W, ly = rng.range(0.1, 0.5) * H, reach = rng.range(0.75, 1.0) * Math.hypot(W, H);
  const warm = [1.02, 0.97, 0.86];
  // the thumb: over the left or right margin, somewhere down the page, never past the margin
  const left = rng.chance(0.5);
  const tcy = my + sh * rng.range(0.35, 0.8);
  const trx = sw * rng.range(0.045, 0.06), try_ = sh * rng.range(0.055, 0.075);
  const tcx = left ? mx + sw * 0.035 - trx : mx + sw - sw * 0.035 + trx;
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d, v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      let rgb: [number, number, number];
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        const g = 0.86 + 0.14 * Math.sin((y + 14 * Math.sin(x / grainWave)) / grainPitch) * Math.sin(y / 37 + x / 900);
        rgb = [wood[0] * g, wood[1] * g, wood[2] * g];
      } else {
        const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
        const at = (c: number) => {
          const q = (yy: number, xx: number) => src.data[(yy * sw + xx) * 3 + c]!;
          return (q(y0, x0) * (1 - fx) + q(y0, x0 + 1) * fx) * (1 - fy) + (q(y0 + 1, x0) * (1 - fx) + q(y0 + 1, x0 + 1) * fx) * fy;
        };
        rgb = [at(0), at(1), at(2)];
      }
      const e = ((x - tcx) / trx) ** 2 + ((y - tcy) / try_) ** 2;
      if (e < 1.15) {
        // skin, rounder and darker towards its rim; a paler nail towards the page
        const rim = smooth(0.55, 1.15, e);
        const nail = ((x - (tcx + (left ? trx * 0.35 : -trx * 0.35))) / (trx * 0.45)) ** 2 + ((y - tcy) / (try_ * 0.5)) ** 2 < 1;
        const skin: [number, number, number] = nail ? [236, 200, 188] : [214, 160, 128];
        const f = 1 - 0.35 * rim;
        const a = 1 - smooth(1.0, 1.15, e);
        rgb = [rgb[0] * (1 - a) + skin[0] * f * a, rgb[1] * (1 - a) + skin[1] * f * a, rgb[2] * (1 - a) + skin[2] * f * a];
      }
      const light = 0.7 + 0.34 * (1 - smooth(0, reach, Math.hypot(x - lx, y - ly)));
      const grain = (noise() - 0.5) * 9;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * light * warm[c]! + grain);
    }
  }
  const quality = rng.int(60, 72);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.5, 0.8)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo on a wooden desk at an angle, lamp light, thumb over the ${left ? 'left' : 'right'} margin, JPEG ${quality}` };
}

const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

async function faxStretch(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.8);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H0 } = gray.info;
  // standard mode: one scan line in two
  const half = await sharp(gray.data, { raw: { width: W, height: H0, channels: 1 } }).resize(W, Math.round(H0 / 2), { kernel: 'cubic', fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const h2 = Math.round(H0 / 2);
  const bias = rng.range(-14, 10);
  const noise = xorshift(rng);
  const bits = Buffer.alloc(W * h2);
  for (let y = 0; y < h2; y++) {
    for (let x = 0; x < W; x++) {
      const v = half[y * W + x]! + bias + (noise() - 0.5) * 18;
      // solid black and white pass; grays become the fax's ordered halftone
      const t = 40 + (BAYER4[(y % 4) * 4 + (x % 4)]! / 16) * 190;
      bits[y * W + x] = v < t ? 0 : 255;
    }
  }
  const stretch = rng.range(1.01, 1.045);
  const H = Math.round(h2 * 2 * stretch);
  const body = await sharp(bits, { raw: { width: W, height: h2, channels: 1 } }).resize(W, H, { kernel: 'nearest', fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const stamp = `FAX  ${rng.pick(['+54 11', '+54 341', '+54 351', '+54 261'])} ${rng.int(4000, 4999)}-${rng.int(1000, 9999)}   ${rng.pick(['LUN', 'MAR', 'MIE', 'JUE', 'VIE'])} ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}   P.001`;
  const header = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="40"><rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="30" y="28" font-family="DejaVu Sans Mono" font-size="22" fill="#000">${stamp}</text></svg>`);
  const headerBits = await sharp(header).flatten({ background: '#ffffff' }).grayscale().threshold(128).extractChannel(0).raw().toBuffer();
  const full = Buffer.concat([headerBits.subarray(0, W * 40), body]);
  const image = await sharp(full, { raw: { width: W, height: H + 40, channels: 1 } }).threshold(128).withMetadata({ density: 200 }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
  return { image, width: W, height: H + 40, ext: 'png', dpi: 200, describe: `fax in standard mode (200 × 100 dpi), halftoned, ${Math.round((stretch - 1) * 1000) / 10} % longer, ${angle}°` };
}

async function carbonBlue(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.3, 1.0);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).blur(0.5).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = gray.info;
  const dx = rng.int(1, 2) * (rng.chance(0.5) ? 1 : -1), dy = rng.int(0, 2);
  const ghost = rng.range(0.35, 0.5);
  const ink = rng.pick([[28, 46, 140], [40, 60, 160], [22, 40, 120]] as const);
  const paper = rng.pick([[236, 240, 247], [246, 244, 232], [240, 242, 236]] as const);
  const waves = Array.from({ length: 3 }, () => ({ fx: rng.range(0.5, 2.5) / W, fy: rng.range(0.5, 2.5) / H, ph: rng.range(0, 6.28) }));
  const smudges = Array.from({ length: rng.int(2, 4) }, () => ({ x: rng.range(0.1, 0.9) * W, y: rng.range(0.1, 0.9) * H, r: rng.range(0.03, 0.08) * W }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const a = 1 - gray.data[y * W + x]! / 255;
      const gx = x - dx, gy = y - dy;
      const b = gx >= 0 && gx < W && gy >= 0 && gy < H ? (1 - gray.data[gy * W + gx]! / 255) * ghost : 0;
      let pressure = 0.82;
      for (const w of waves) pressure += 0.06 * Math.sin(x * w.fx * 6.28 + y * w.fy * 6.28 + w.ph);
      let v = Math.min(1, Math.max(a, b) * Math.min(1, Math.max(0.6, pressure)));
      for (const s of smudges) {
        const d = Math.hypot(x - s.x, y - s.y) / s.r;
        if (d < 1) v = Math.max(v, 0.07 * (1 - d));
      }
      const grain = (noise() - 0.5) * 7;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(paper[c]! * (1 - v) + ink[c]! * v + grain);
    }
  }
  const quality = rng.int(72, 82);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `blue carbon copy, strokes doubled by ${dx},${dy} px, ${angle}°, JPEG ${quality}` };
}

async function coffeeRing(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const src = await rgbOf(page, angle, '#f6f0e0');
  const { width: W, height: H } = src.info;
  const age = [rng.range(246, 252), rng.range(238, 246), rng.range(218, 232)];
  const cx = rng.range(0.25, 0.8) * W, cy = rng.range(0.2, 0.85) * H, R = rng.range(0.09, 0.13) * W;
  const ringW = rng.range(5, 10), gapAt = rng.range(0, 6.28), gap = rng.range(0.6, 1.4);
  const drip = { x: cx + R * rng.range(0.9, 1.5) * (rng.chance(0.5) ? 1 : -1), y: cy + R * rng.range(-0.6, 0.9), r: R * rng.range(0.12, 0.22) };
  const stain = [196, 150, 100];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const theta = Math.atan2(y - cy, x - cx);
      let dAng = Math.abs(theta - gapAt);
      if (dAng > Math.PI) dAng = 2 * Math.PI - dAng;
      const open = smooth(gap * 0.5, gap, dAng);
      // the ring's dark edge, a faint wash inside, a small drip beside it
      let a = Math.exp(-(((d - R) / ringW) ** 2)) * 0.34 * open + (d < R ? 0.08 : 0);
      const dd = Math.hypot(x - drip.x, y - drip.y) / drip.r;
      if (dd < 1) a = Math.max(a, 0.1 + 0.16 * smooth(0.6, 1, dd));
      const grain = (noise() - 0.5) * 6;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = (src.data[o + c]! / 255) * age[c]!;
        out[o + c] = clamp(base * (1 - a) + base * (stain[c]! / 255) * a + grain);
      }
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `flatbed scan of an aged page with a coffee ring stain, ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh9(page: RenderedPage, style: Fresh9ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'fold-crease':
      return foldCrease(page, rng);
    case 'desk-thumb':
      return deskThumb(page, rng);
    case 'fax-stretch':
      return faxStretch(page, rng);
    case 'carbon-blue':
      return carbonBlue(page, rng);
    case 'coffee-ring':
      return coffeeRing(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh9(pdf: Buffer, pages: number[], style: Fresh9ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh9(page, style, rng));
  return out;
}
