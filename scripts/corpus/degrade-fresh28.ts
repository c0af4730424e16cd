import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh28 split, beside degrade.ts and degrade-extra/fresh3…fresh27.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - corkboard-pin:     the page pinned to a cork board and photographed: cork grain around it, a red push pin near
 *                      the top edge with its shadow, the sheet's own soft shadow on the cork, a slight sway
 *                      (±0,5–1,4°), warm room light; 150 dpi JPEG 78–86.
 * - drum-ghost:        a laser print with a worn drum: a faint second copy of the page repeated 94 mm lower (one drum
 *                      turn), a light gray haze of background toner, scanned flat; 150 dpi gray JPEG 82–90.
 * - projected-wall:    the page shown by a projector on a wall and photographed from a seat: the picture wider at
 *                      the top (keystone 5–9 %), soft focus, a bright centre falling off to the edges, low contrast,
 *                      the wall around it dim; 150 dpi JPEG 74–82.
 * - led-flicker-bands: a phone photo under a flickering LED ceiling light: the rolling shutter leaves soft
 *                      horizontal bands alternately darker and brighter (a 4–7 % tint swing between magenta and
 *                      green), a slight tilt; 150 dpi JPEG 76–84.
 * - film-grain-bw:     a black-and-white film photo of the page, printed and scanned: heavy film grain, a
 *                      contrast curve, a soft halation around the black strokes, a dark vignette; 150 dpi gray JPEG 80–88.
 */
export type Fresh28ScanStyle = 'corkboard-pin' | 'drum-ghost' | 'projected-wall' | 'led-flicker-bands' | 'film-grain-bw';
export const FRESH28_SCAN_STYLES: readonly Fresh28ScanStyle[] = ['corkboard-pin', 'drum-ghost', 'projected-wall', 'led-flicker-bands', 'film-grain-bw'];

export function isFresh28Style(style: string): style is Fresh28ScanStyle {
  return (FRESH28_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

async function rgb(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function jpeg(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, describe: string): Promise<Fresh5ScanResult> {
  const image = await sharp(out, { raw: { width: W, height: H, channels } }).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi, describe };
}

/** Bilinear sample of channel k of an RGB image at (u, v), or null outside it. */
function sample(data: Buffer, W: number, H: number, u: number, v: number, k: number): number | null {
  if (u < 0 || v < 0 || u >= W - 1 || v >= H - 1) return null;
  const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
  const p = (yy: number, xx: number) => data[(yy * W + xx) * 3 + k]!;
  return (p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx) * (1 - fy) + (p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx) * fy;
}

/** A hashed value in [0, 1) of a seed and a pixel. */
function hash2(seed: number, x: number, y: number): number {
  // murmur3's finaliser over the pixel's index, twice
  let h = (Math.imul((y * 65537 + x) >>> 0, 0x9e3779b1) ^ seed) >>> 0;
  for (let k = 0; k < 2; k++) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
}

export async function degradeFresh28(page: RenderedPage, style: Fresh28ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);

  if (style === 'corkboard-pin') {
    const angle = signed(rng, 0.5, 1.4);
    // rotated over pure green, so the corners the rotation opens are told from the paper (and become cork)
    const { data, info } = await rgb(page, angle, '#00ff00');
    const W = info.width, H = info.height;
    const pad = Math.round(W * 0.06);
    const OW = W + 2 * pad, OH = H + 2 * pad;
    const cork = [rng.int(176, 196), rng.int(128, 146), rng.int(82, 98)];
    const px = pad + rng.range(W * 0.35, W * 0.65), py = pad + rng.range(H * 0.012, H * 0.022), pr = W * 0.018;
    const sh = Math.round(W * 0.012);
    const warm = [8, 2, -10];
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const o = (y * OW + x) * 3;
      const sx = x - pad, sy = y - pad;
      const inside = sx >= 0 && sy >= 0 && sx < W && sy < H;
      const i = inside ? (sy * W + sx) * 3 : -1;
      const paper = inside && data[i + 1]! - Math.max(data[i]!, data[i + 2]!) < 40;
      const n = (noise() - 0.5) * 10;
      let c: number[];
      if (paper) c = [data[i]!, data[i + 1]!, data[i + 2]!];
      else {
        const grain = (noise() - 0.5) * 46 + Math.sin(x * 0.9 + y * 0.37) * 6;
        const inShadow = x - sh >= pad && y - sh >= pad && x - sh < pad + W && y - sh < pad + H;
        const dim = inShadow ? 0.62 : 1;
        c = cork.map((v) => (v + grain) * dim);
      }
      // the pin: a red dome with a highlight, and its shadow to the lower right
      const dp = Math.hypot(x - px, y - py);
      const ds = Math.hypot(x - px - pr * 0.7, y - py - pr * 0.9);
      if (ds < pr * 1.1 && dp >= pr) c = c.map((v) => v * 0.55);
      if (dp < pr) {
        const hl = Math.max(0, 1 - Math.hypot(x - px + pr * 0.35, y - py + pr * 0.35) / (pr * 0.45));
        c = [200 + 55 * hl, 30 + 200 * hl, 36 + 190 * hl];
      }
      for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! * 0.97 + warm[k]! + n);
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.45).raw().toBuffer();
    return jpeg(soft, OW, OH, 3, 150, rng.int(78, 86), `corkboard-pin ${angle}°`);
  }

  if (style === 'drum-ghost') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const shift = Math.round((94 / 25.4) * page.dpi);
    const ghost = rng.range(0.1, 0.16), haze = rng.range(8, 16), dx = rng.int(-2, 2);
    const out = Buffer.alloc(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const g = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      let v = g;
      const gy = y - shift, gx = x - dx;
      if (gy >= 0 && gx >= 0 && gx < W) {
        const j = (gy * W + gx) * 3;
        const ink = 1 - (data[j]! + data[j + 1]! + data[j + 2]!) / 765;
        v -= ink * ghost * 255;
      }
      out[y * W + x] = clamp(v - haze * (0.6 + noise() * 0.8));
    }
    return jpeg(out, W, H, 1, 150, rng.int(82, 90), `drum-ghost ${Math.round(ghost * 100)}%`);
  }

  if (style === 'projected-wall') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const OW = Math.round(W * 1.16), OH = Math.round(H * 1.1);
    const key = rng.range(0.05, 0.09);
    const contrast = rng.range(0.7, 0.8), lift = rng.range(30, 44);
    const falloff = rng.range(0.18, 0.28);
    const wall = [rng.int(58, 70), rng.int(54, 64), rng.int(50, 58)];
    const top = OH * 0.045, bottom = OH * 0.955;
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) {
      const t = (y - top) / (bottom - top);
      // the picture is wider at the top (the projector points up)
      const half = (W / 2) * (1 + key * (1 - t));
      const left = OW / 2 - half;
      for (let x = 0; x < OW; x++) {
        const o = (y * OW + x) * 3;
        const u = ((x - left) / (2 * half)) * W, v = t * H;
        const r = Math.hypot(x / OW - 0.5, y / OH - 0.5) / 0.7;
        const light = 1 - falloff * r * r;
        const n = (noise() - 0.5) * 9;
        for (let k = 0; k < 3; k++) {
          const s = sample(data, W, H, u, v, k);
          out[o + k] = clamp(s === null ? wall[k]! * light + n : (lift + s * contrast) * light + (k === 2 ? 6 : 0) + n);
        }
      }
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.8).raw().toBuffer();
    return jpeg(soft, OW, OH, 3, 150, rng.int(74, 82), `projected-wall keystone ${Math.round(key * 100)}%`);
  }

  if (style === 'led-flicker-bands') {
    const angle = signed(rng, 0.3, 0.9);
    const { data, info } = await rgb(page, angle, '#8a8578');
    const W = info.width, H = info.height;
    const period = rng.range(H / 9, H / 5), phase = rng.range(0, 6.28), depth = rng.range(0.1, 0.16), tint = rng.range(0.04, 0.07);
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) {
      const w = Math.sin((2 * Math.PI * y) / period + phase);
      const gain = 1 - depth * (0.5 + 0.5 * w);
      const tints = [1 + tint * w, 1 - tint * w, 1 + tint * w * 0.6];
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 3;
        const n = (noise() - 0.5) * 10;
        for (let k = 0; k < 3; k++) out[i + k] = clamp(data[i + k]! * gain * tints[k]! * 0.96 + n);
      }
    }
    return jpeg(out, W, H, 3, 150, rng.int(76, 84), `led-flicker-bands ${Math.round(depth * 100)}%`);
  }

  // film-grain-bw
  const { data, info } = await rgb(page);
  const W = info.width, H = info.height;
  const gray = Buffer.alloc(W * H);
  for (let i = 0; i < W * H; i++) gray[i] = (data[i * 3]! + data[i * 3 + 1]! + data[i * 3 + 2]!) / 3;
  const halo = await sharp(gray, { raw: { width: W, height: H, channels: 1 } }).blur(2.2).extractChannel(0).raw().toBuffer();
  const grain = rng.range(16, 24), vig = rng.range(0.3, 0.42), gamma = rng.range(1.15, 1.3);
  // the grain: a hashed value per pixel (no row-to-row pattern), clumped by a slight blur
  const seed = rng.int(1, 0x7fffffff);
  const raw = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) raw[y * W + x] = Math.floor(hash2(seed, x, y) * 256);
  const clumps = await sharp(raw, { raw: { width: W, height: H, channels: 1 } }).blur(0.7).extractChannel(0).raw().toBuffer();
  const out = Buffer.alloc(W * H);
  const diag = Math.hypot(W / 2, H / 2);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x;
    const base = Math.min(gray[i]!, 0.75 * gray[i]! + 0.25 * halo[i]!) / 255;
    const curved = 255 * Math.pow(base, gamma) * 0.92 + 12;
    const v = 1 - vig * Math.pow(Math.hypot(x - W / 2, y - H / 2) / diag, 2.2);
    const g = ((clumps[i]! - 127.5) / 55 + (noise() - 0.5) * 0.4) * grain;
    out[i] = clamp(curved * v + g);
  }
  return jpeg(out, W, H, 1, 150, rng.int(80, 88), `film-grain-bw grain ${Math.round(grain)}`);
}

/** Renders the pages of a PDF at 150 dpi and degrades each, one after the other. */
export async function scanFresh28(pdf: Buffer, pages: number[], style: Fresh28ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh28(page, style, rng));
  return out;
}
