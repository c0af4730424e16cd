import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh7 split, beside degrade.ts and degrade-extra/fresh3…fresh6.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - fax-dither:    a fax received in "fine" mode at 200 dpi: gray, a little blur, then Floyd–Steinberg error
 *                  diffusion to 1 bit (grays become dot patterns, thin strokes break), a slight skew, a row or two
 *                  doubled where the paper slipped; 1-bit-looking PNG.
 * - screen-moire:  a phone photo of the document shown on a monitor: the screen's pixel grid beats with the camera's
 *                  sensor (coloured moiré bands), a cool white point, a slight keystone (bottom edge narrower), the
 *                  bezel and the desk around it; JPEG 58–70.
 * - carbon-pink:   the pink carbon copy of a form: every dark stroke turned into a blue-violet carbon ink that is
 *                  heavier in some places than others (pressure), soft edges, a few smudges, on pink paper; JPEG 70–80.
 * - toner-streaks: a page printed by a laser printer low on toner and scanned: the print pales towards one side,
 *                  two to four vertical pale streaks of varying width run down the page, a faint gray drum-repeat
 *                  band; grayscale 200 dpi JPEG 76–86.
 */
export type Fresh7ScanStyle = 'fax-dither' | 'screen-moire' | 'carbon-pink' | 'toner-streaks';
export const FRESH7_SCAN_STYLES: readonly Fresh7ScanStyle[] = ['fax-dither', 'screen-moire', 'carbon-pink', 'toner-streaks'];

export function isFresh7Style(style: string): style is Fresh7ScanStyle {
  return (FRESH7_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh7ScanStyle, rng: Rng): number {
  switch (style) {
    case 'fax-dither':
      return 200;
    case 'screen-moire':
      return rng.pick([160, 180]);
    case 'carbon-pink':
      return rng.pick([180, 200]);
    case 'toner-streaks':
      return 200;
  }
}

async function faxDither(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().blur(0.5)
    .rotate(angle, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const bias = rng.range(-14, 10);
  const noise = xorshift(rng);
  const err = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) err[i] = gray.data[i]! + bias + (noise() - 0.5) * 18;
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const v = err[i]!;
      const q = v < 128 ? 0 : 255;
      out[i] = q;
      const e = v - q;
      if (x + 1 < width) err[i + 1]! += (e * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) err[i + width - 1]! += (e * 3) / 16;
        err[i + width]! += (e * 5) / 16;
        if (x + 1 < width) err[i + width + 1]! += e / 16;
      }
    }
  }
  // where the paper slipped, a band of rows repeats the row above it
  const slips = rng.int(1, 2);
  for (let k = 0; k < slips; k++) {
    const y0 = rng.int(Math.round(height * 0.1), Math.round(height * 0.9));
    const rows = rng.int(2, 4);
    for (let y = y0; y < Math.min(height, y0 + rows); y++) out.copy(out, y * width, (y0 - 1) * width, y0 * width);
  }
  const image = await sharp(out, { raw: { width, height, channels: 1 } }).withMetadata({ density: 200 }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
  return { image, width, height, ext: 'png', dpi: 200, describe: `fax in fine mode, Floyd–Steinberg 1-bit dither, ${angle}°, ${slips} slipped band(s), 200 dpi` };
}

async function screenMoire(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width, sh = src.info.height;
  const bezel = Math.round(sw * 0.035);
  const margin = Math.round(sw * rng.range(0.06, 0.09));
  const W = sw + 2 * (margin + bezel), H = sh + 2 * (margin + bezel);
  // keystone: the bottom edge narrower, as a phone held above the screen and tilted
  const inset = sw * rng.range(0.03, 0.06), lift = sh * rng.range(-0.012, 0.012);
  const o = margin + bezel;
  const quad: Array<[number, number]> = [[o, o + lift], [o + sw, o - lift], [o + sw - inset, o + sh], [o + inset, o + sh]];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  // moiré: two gratings of nearly the same pitch and angle beat into broad coloured bands
  const p1 = rng.range(2.6, 3.2), p2 = p1 * rng.range(1.03, 1.07);
  const a1 = rng.range(-0.08, 0.08), a2 = a1 + rng.range(0.04, 0.12);
  const depth = rng.range(0.1, 0.16);
  const white = rng.pick([[0.9, 0.96, 1], [0.93, 0.97, 1], [0.95, 0.97, 1]] as const);
  const desk = rng.pick([[58, 52, 48], [90, 88, 84], [34, 34, 38]] as const);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const c1 = Math.cos(a1), s1 = Math.sin(a1), c2 = Math.cos(a2), s2 = Math.sin(a2);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = (y * W + x) * 3;
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d, v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      const grain = (noise() - 0.5) * 10;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        // the bezel is a dark frame just around the picture; beyond it, the desk
        const near = u > -bezel * 1.1 && v > -bezel * 1.1 && u < sw + bezel * 1.1 && v < sh + bezel * 1.1;
        for (let c = 0; c < 3; c++) out[k + c] = clamp((near ? 16 : desk[c]!) + grain);
        continue;
      }
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      const p = (yy: number, xx: number, c: number) => src.data[(yy * sw + xx) * 3 + c]!;
      const g1 = Math.cos((2 * Math.PI * (x * c1 + y * s1)) / p1), g2 = Math.cos((2 * Math.PI * (x * c2 + y * s2)) / p2);
      const beat = g1 * g2;
      for (let c = 0; c < 3; c++) {
        const at = (p(y0, x0, c) * (1 - fx) + p(y0, x0 + 1, c) * fx) * (1 - fy) + (p(y0 + 1, x0, c) * (1 - fx) + p(y0 + 1, x0 + 1, c) * fx) * fy;
        // each colour channel sees the grating a little shifted (the screen's sub-pixels)
        const shifted = beat * Math.cos(c * 2.1);
        out[k + c] = clamp(at * white[c]! * (1 - depth + depth * shifted) + 8 + grain);
      }
    }
  }
  const quality = rng.int(58, 70);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.55).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `phone photo of a monitor: moiré, keystone, bezel, JPEG ${quality}` };
}

async function carbonPink(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.3, 1.1);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().blur(0.7).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const paper = rng.pick([[246, 212, 222], [250, 218, 226], [242, 206, 218]] as const);
  const ink = rng.pick([[58, 44, 138], [72, 40, 128], [46, 52, 150]] as const);
  // pressure: a few broad blobs where the carbon took better or worse
  const blobs = Array.from({ length: rng.int(3, 6) }, () => ({
    x: rng.range(0, width), y: rng.range(0, height), r: rng.range(0.15, 0.4) * width, gain: rng.range(-0.3, 0.15),
  }));
  const smudges = Array.from({ length: rng.int(2, 4) }, () => ({ x: rng.range(0, width), y: rng.range(0, height), r: rng.range(0.02, 0.05) * width }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let strength = 0.92;
      for (const b of blobs) {
        const d = Math.hypot(x - b.x, y - b.y) / b.r;
        if (d < 1.6) strength += b.gain * Math.exp(-d * d * 1.5);
      }
      strength = Math.min(1, Math.max(0.5, strength));
      let cover = (1 - gray.data[i]! / 255) * strength;
      for (const s of smudges) {
        const d = Math.hypot(x - s.x, y - s.y) / s.r;
        if (d < 1.5) cover = Math.max(cover, 0.12 * Math.exp(-d * d * 2));
      }
      const grain = (noise() - 0.5) * 9;
      const o = i * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(paper[c]! * (1 - cover) + ink[c]! * cover + grain);
    }
  }
  const quality = rng.int(70, 80);
  const rotated = await sharp(out, { raw: { width, height, channels: 3 } }).rotate(angle, { background: '#e9d3d8' }).toBuffer({ resolveWithObject: true });
  const image = await sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: rotated.info.width, height: rotated.info.height, ext: 'jpg', dpi: page.dpi, describe: `carbon copy: blue-violet ink on pink paper, uneven pressure, ${angle}°, JPEG ${quality}` };
}

async function tonerStreaks(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.5);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const side = rng.pick(['left', 'right'] as const);
  const fade = rng.range(0.25, 0.4);
  const streaks = Array.from({ length: rng.int(2, 4) }, () => ({ x: rng.range(0.08, 0.92) * width, w: rng.range(3, 14), depth: rng.range(0.45, 0.75) }));
  const drumY = rng.range(0.1, 0.4) * height, drumPitch = height * rng.range(0.28, 0.36), drumH = rng.range(4, 9);
  const paper = rng.int(236, 248);
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const dy = ((y - drumY) % drumPitch + drumPitch) % drumPitch;
    const drum = dy < drumH ? 18 : 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const pos = side === 'left' ? 1 - x / width : x / width;
      let strength = 1 - fade * pos;
      for (const s of streaks) {
        const d = Math.abs(x - s.x) / s.w;
        if (d < 2) strength -= s.depth * Math.exp(-d * d * 1.2);
      }
      strength = Math.max(0.25, strength);
      const cover = (1 - gray.data[i]! / 255) * strength;
      out[i] = clamp(paper * (1 - cover) + 20 * cover - drum + (noise() - 0.5) * 8);
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width, height, channels: 1 } }).blur(0.4).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width, height, ext: 'jpg', dpi: 200, describe: `low-toner laser print (paler to the ${side}, ${streaks.length} streak(s), drum band), ${angle}°, 200 dpi` };
}

export async function degradeFresh7(page: RenderedPage, style: Fresh7ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'fax-dither':
      return faxDither(page, rng);
    case 'screen-moire':
      return screenMoire(page, rng);
    case 'carbon-pink':
      return carbonPink(page, rng);
    case 'toner-streaks':
      return tonerStreaks(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh7(pdf: Buffer, pages: number[], style: Fresh7ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh7(page, style, rng));
  return out;
}
