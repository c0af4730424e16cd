import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh15 split, beside degrade.ts and degrade-extra/fresh3…fresh14.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12, the perspective from degrade-extra's homography), so the same seed gives the same image;
 * pages are degraded one after the other.
 *
 * - tablecloth:    a phone photo of the page lying on a **checked (gingham) tablecloth**: a mild free perspective,
 *                  the cloth's red, blue or green checks all round, warm uneven light, a soft shadow under the sheet;
 *                  150/170 dpi JPEG 64–76.
 * - jpeg-blocky:   a page passed on through chat apps and e-mail until it is **heavily JPEG-compressed**: scaled to
 *                  62–78 % and back, JPEG quality 15–25 (8×8 blocks, ringing, colour bleeding), then saved again at
 *                  quality 60; 150 dpi.
 * - bleed-through: a flatbed scan of **thin paper printed on both sides**: the back's print (the page itself mirrored,
 *                  shifted, blurred) showing through at 10–18 %, a grayish-cream paper tone; 200 dpi JPEG 74–84.
 * - ribbon-dots:   a **dot-matrix print on a worn ribbon**: every stroke broken into the pins' dots on a 3-pixel grid,
 *                  the ink strength varying across the page in broad bands (38–80 %), a faint pin-row gap every
 *                  few lines; gray 150 dpi PNG.
 * - cheap-camera:  a **cheap phone camera**: red and blue channels 1–3 px apart (colour fringes), hard over-sharpening,
 *                  colour noise, a slight tilt (0,5–1,8°) on a gray desk, vignetted corners; 150/160 dpi JPEG 55–68.
 */
export type Fresh15ScanStyle = 'tablecloth' | 'jpeg-blocky' | 'bleed-through' | 'ribbon-dots' | 'cheap-camera';
export const FRESH15_SCAN_STYLES: readonly Fresh15ScanStyle[] = ['tablecloth', 'jpeg-blocky', 'bleed-through', 'ribbon-dots', 'cheap-camera'];

export function isFresh15Style(style: string): style is Fresh15ScanStyle {
  return (FRESH15_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh15ScanStyle, rng: Rng): number {
  switch (style) {
    case 'tablecloth':
      return rng.pick([150, 170]);
    case 'jpeg-blocky':
    case 'ribbon-dots':
      return 150;
    case 'bleed-through':
      return 200;
    case 'cheap-camera':
      return rng.pick([150, 160]);
  }
}

async function tablecloth(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const pw = src.info.width, ph = src.info.height;
  const at = sampler(src.data, pw, ph);
  const mx = Math.round(pw * 0.1), my = Math.round(ph * 0.08);
  const W = pw + 2 * mx, H = ph + 2 * my;
  const j = () => rng.range(-0.035, 0.035);
  // where the page's corners land (a mild free perspective)
  const to: Array<[number, number]> = [
    [mx + pw * (0.02 + j()), my + ph * (0.015 + j())], [mx + pw * (0.98 + j()), my + ph * (0.015 + j())],
    [mx + pw * (1 + j() / 2), my + ph * (0.99 + j() / 2)], [mx + pw * (0 + j() / 2), my + ph * (0.99 + j() / 2)],
  ];
  const hm = homography(to, [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  const cloth = rng.pick([[196, 40, 48], [40, 78, 170], [36, 120, 64]]);
  const cell = Math.round(rng.range(0.045, 0.07) * W);
  const lightX = rng.range(0.2, 0.8) * W, lightY = rng.range(0.1, 0.5) * H;
  const warm = [rng.range(1.0, 1.06), 1, rng.range(0.86, 0.94)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const diag = Math.hypot(W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = hm[6]! * x + hm[7]! * y + 1;
      const u = (hm[0]! * x + hm[1]! * y + hm[2]!) / den, v = (hm[3]! * x + hm[4]! * y + hm[5]!) / den;
      const p = at(u, v);
      let px: number[];
      if (p) px = p;
      else {
        // gingham: a band across and a band down, each half strength, full where they cross
        const a = Math.floor(x / cell) % 2, b = Math.floor(y / cell) % 2;
        const k = (a + b) / 2;
        const shadow = u > -14 && u < pw + 14 && v > -14 && v < ph + 14 ? 0.72 : 1;
        px = [0, 1, 2].map((c) => (245 - (245 - cloth[c]!) * k) * shadow);
      }
      const light = 1.04 - 0.3 * (Math.hypot(x - lightX, y - lightY) / diag);
      const nz = (noise() - 0.5) * 8;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c]! * light * warm[c]! + nz);
    }
  }
  const quality = rng.int(64, 76);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.6).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo on a checked tablecloth, perspective, warm light, JPEG ${quality}` };
}

async function jpegBlocky(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const scale = rng.range(0.62, 0.78);
  const sw = Math.round(w * scale), sh = Math.round(h * scale);
  const quality = rng.int(15, 25);
  const gray = rng.chance(0.3);
  let img = sharp(src.data, { raw: { width: w, height: h, channels: 3 } }).resize(sw, sh);
  if (gray) img = img.grayscale();
  const small = await img.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
  const image = await sharp(small).resize(w, h, { kernel: 'cubic' }).withMetadata({ density: page.dpi }).jpeg({ quality: 60 }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `re-compressed, scaled ${Math.round(scale * 100)} %, JPEG ${quality} then 60${gray ? ', gray' : ''}` };
}

async function bleedThrough(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const back = await sharp(src.data, { raw: { width: w, height: h, channels: 3 } }).flop().grayscale().blur(rng.range(1.6, 2.6)).raw().toBuffer();
  const dx = rng.int(-40, 40), dy = rng.int(-60, 60);
  const strength = rng.range(0.1, 0.18);
  const paper = [rng.int(232, 242), rng.int(228, 238), rng.int(214, 226)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const bx = x + dx, by = y + dy;
      const b = bx >= 0 && by >= 0 && bx < w && by < h ? back[by * w + bx]! : 255;
      const show = 1 - strength * (1 - b / 255);
      const o = (y * w + x) * 3;
      const nz = (noise() - 0.5) * 5;
      for (let c = 0; c < 3; c++) out[o + c] = clamp((src.data[o + c]! / 255) * paper[c]! * show + nz);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `thin paper, back side showing through at ${Math.round(strength * 100)} %, JPEG ${quality}` };
}

async function ribbonDots(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const w = src.info.width, h = src.info.height;
  const bands = Array.from({ length: 4 }, () => ({ at: rng.range(0, w), width: rng.range(0.15, 0.4) * w, depth: rng.range(0.15, 0.4) }));
  const base = rng.range(0.72, 0.82);
  const gapEvery = rng.int(17, 26);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    const gap = y % gapEvery === 0;
    for (let x = 0; x < w; x++) {
      const ink = 1 - src.data[y * w + x]! / 255;
      let strength = base;
      for (const b of bands) strength -= b.depth * Math.exp(-(((x - b.at) / b.width) ** 2));
      strength = Math.max(0.38, Math.min(0.8, strength));
      // the pins' dots: strongest at the centre of each 3×3 cell
      const cx = (x % 3) - 1, cy = (y % 3) - 1;
      const dot = cx * cx + cy * cy <= 1 ? 1 : 0.35;
      const v = 255 - 255 * Math.min(1, ink * 1.25) * strength * dot * (gap ? 0.4 : 1) * (0.85 + 0.3 * noise());
      out[y * w + x] = clamp(v - 6 + noise() * 6);
    }
  }
  const image = await sharp(out, { raw: { width: w, height: h, channels: 1 } }).blur(0.45).withMetadata({ density: page.dpi }).png().toBuffer();
  return { image, width: w, height: h, ext: 'png', dpi: page.dpi, describe: `dot-matrix print on a worn ribbon, ink ${Math.round(base * 100)} % with faded bands, gray PNG` };
}

async function cheapCamera(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.5, 1.8) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const desk = `#${rng.pick(['7a7a78', '8a8580', '6e6a66'])}`;
  const turned = await rgbOf(page, angle, desk);
  const w = turned.info.width, h = turned.info.height;
  const shR = rng.int(1, 3), shB = -rng.int(1, 3);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  const cx = w / 2, cy = h / 2, rmax = Math.hypot(cx, cy);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const xr = Math.min(w - 1, Math.max(0, x + shR)), xb = Math.min(w - 1, Math.max(0, x + shB));
      const vig = 1 - 0.32 * (Math.hypot(x - cx, y - cy) / rmax) ** 2;
      const px = [turned.data[(y * w + xr) * 3]!, turned.data[o + 1]!, turned.data[(y * w + xb) * 3 + 2]!];
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c]! * vig + (noise() - 0.5) * 18);
    }
  }
  const quality = rng.int(55, 68);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).sharpen({ sigma: 1.4, m1: 2, m2: 3 }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `cheap phone camera, colour fringes ${shR}/${shB} px, over-sharpened, ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh15(page: RenderedPage, style: Fresh15ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'tablecloth':
      return tablecloth(page, rng);
    case 'jpeg-blocky':
      return jpegBlocky(page, rng);
    case 'bleed-through':
      return bleedThrough(page, rng);
    case 'ribbon-dots':
      return ribbonDots(page, rng);
    case 'cheap-camera':
      return cheapCamera(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh15(pdf: Buffer, pages: number[], style: Fresh15ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh15(page, style, rng));
  return out;
}
