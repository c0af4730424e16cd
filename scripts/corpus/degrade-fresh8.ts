import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh8 split, beside degrade.ts and degrade-extra/fresh3…fresh7.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - clipboard-shadow: a page held on a clipboard and photographed outdoors in daylight: the hardboard around it, the
 *                     metal clip biting the top edge, a slight perspective, a strong hard-edged cast shadow (the
 *                     photographer) across part of the page, a short motion blur (the hand moved); JPEG 60–72.
 * - whatsapp:         a phone photo sent through a chat app and forwarded: downscaled to 1280 px on the long side and
 *                     JPEG-compressed at 40–55, twice (the second time from the first's pixels); ~110 dpi.
 * - inkjet-banding:   an ink-jet multifunction's colour scan: a colour cast (yellow, magenta or cyan paper/lamp),
 *                     periodic horizontal bands where the head steps, one or two dark hairlines, slight skew; 200 dpi
 *                     JPEG 72–82.
 * - lowres-gray:      a cheap 100–120 dpi grayscale scan: soft, low contrast (gray paper, gray ink), a slight tilt;
 *                     8-bit gray PNG.
 */
export type Fresh8ScanStyle = 'clipboard-shadow' | 'whatsapp' | 'inkjet-banding' | 'lowres-gray';
export const FRESH8_SCAN_STYLES: readonly Fresh8ScanStyle[] = ['clipboard-shadow', 'whatsapp', 'inkjet-banding', 'lowres-gray'];

export function isFresh8Style(style: string): style is Fresh8ScanStyle {
  return (FRESH8_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const smooth = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

function dpiOf(style: Fresh8ScanStyle, rng: Rng): number {
  switch (style) {
    case 'clipboard-shadow':
      return rng.pick([150, 170]);
    case 'whatsapp':
      return 150;
    case 'inkjet-banding':
      return 200;
    case 'lowres-gray':
      return rng.pick([100, 110, 120]);
  }
}

async function clipboardShadow(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width, sh = src.info.height;
  const side = Math.round(sw * 0.06), top = Math.round(sh * 0.07), bottom = Math.round(sh * 0.04);
  const W = sw + 2 * side, H = sh + top + bottom;
  // the page on the board, a little turned and seen a little from one side
  const j = () => rng.range(-0.012, 0.012) * sw;
  const quad: Array<[number, number]> = [[side + j(), top + j()], [side + sw + j(), top + j()], [side + sw + j(), top + sh + j()], [side + j(), top + sh + j()]];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const board = rng.pick([[128, 86, 50], [110, 74, 44], [142, 104, 66]] as const);
  // the clip: a dark metal plate over the top edge, centred
  const clipW = sw * rng.range(0.26, 0.34), clipX = W / 2 - clipW / 2 + rng.range(-0.03, 0.03) * sw, clipBottom = top + sh * rng.range(0.008, 0.016);
  // the cast shadow: a half-plane with a wavy soft edge, from a corner
  const theta = rng.range(0, Math.PI * 2);
  const nx = Math.cos(theta), ny = Math.sin(theta);
  const cover = rng.range(0.25, 0.45);
  const proj = (x: number, y: number) => (x - W / 2) * nx + (y - H / 2) * ny;
  const extent = Math.abs(W * nx) / 2 + Math.abs(H * ny) / 2;
  const edge = extent * (1 - 2 * cover);
  const depth = rng.range(0.42, 0.58);
  const soft = rng.range(6, 14), wave = rng.range(8, 30), waveLen = rng.range(180, 420);
  const daylight = rng.pick([[0.97, 0.99, 1.03], [1, 1, 1.02], [0.98, 1, 1.04]] as const);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = (y * W + x) * 3;
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d, v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      const p = proj(x, y) + wave * Math.sin((x * ny - y * nx) / waveLen);
      const shade = 1 - depth * smooth(edge - soft, edge + soft, p);
      const grain = (noise() - 0.5) * 8;
      let rgb: [number, number, number];
      if (x >= clipX && x <= clipX + clipW && y < clipBottom && y > top * 0.25) {
        const shine = 1 - Math.abs(x - (clipX + clipW / 2)) / clipW;
        rgb = [70 + 70 * shine, 72 + 70 * shine, 76 + 74 * shine];
      } else if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        rgb = [board[0], board[1], board[2]];
      } else {
        const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
        const at = (c: number) => {
          const q = (yy: number, xx: number) => src.data[(yy * sw + xx) * 3 + c]!;
          return (q(y0, x0) * (1 - fx) + q(y0, x0 + 1) * fx) * (1 - fy) + (q(y0 + 1, x0) * (1 - fx) + q(y0 + 1, x0 + 1) * fx) * fy;
        };
        rgb = [at(0), at(1), at(2)];
      }
      for (let c = 0; c < 3; c++) out[k + c] = clamp(rgb[c]! * daylight[c]! * shade + grain);
    }
  }
  // motion blur: a short line kernel, horizontal or vertical
  const len = rng.pick([3, 5]);
  const horizontal = rng.chance(0.6);
  const kernel = Array.from({ length: len * 3 }, (_, i) => (horizontal ? (Math.floor(i / len) === 1 ? 1 : 0) : (i % 3 === 1 ? 1 : 0)));
  const quality = rng.int(60, 72);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .convolve(horizontal ? { width: len, height: 3, kernel } : { width: 3, height: len, kernel })
    .withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `daylight photo on a clipboard: clip, cast shadow over ${Math.round(cover * 100)} %, ${len} px motion blur, JPEG ${quality}` };
}

async function whatsapp(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.4);
  const lit = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background: '#d8d2c4' })
    .linear([rng.range(0.86, 0.95), rng.range(0.85, 0.94), rng.range(0.8, 0.9)], [rng.range(4, 14), rng.range(4, 14), rng.range(2, 10)])
    .blur(rng.range(0.5, 0.8)).toBuffer({ resolveWithObject: true });
  const long = Math.max(lit.info.width, lit.info.height);
  const scale = 1280 / long;
  const q1 = rng.int(40, 55), q2 = rng.int(40, 55);
  const first = await sharp(lit.data).resize(Math.round(lit.info.width * scale), Math.round(lit.info.height * scale), { kernel: 'lanczos3' }).jpeg({ quality: q1 }).toBuffer();
  // forwarded: decoded and recompressed at the app's quality again
  const second = await sharp(first).jpeg({ quality: q2 }).toBuffer({ resolveWithObject: true });
  const dpi = Math.round(page.dpi * scale);
  const image = await sharp(second.data).withMetadata({ density: dpi }).jpeg({ quality: q2 }).toBuffer();
  return { image, width: second.info.width, height: second.info.height, ext: 'jpg', dpi, describe: `chat-app photo: 1280 px long side, JPEG ${q1} then ${q2}, ${angle}°` };
}

async function inkjetBanding(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const cast = rng.pick([[1, 0.97, 0.84], [0.98, 0.9, 0.98], [0.9, 0.98, 1]] as const);
  const rgb = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = rgb.info;
  const pitch = rng.range(18, 40), amp = rng.range(5, 11), channel = rng.int(0, 2);
  const hairlines = Array.from({ length: rng.int(1, 2) }, () => Math.round(rng.range(0.1, 0.95) * height));
  const paper = rng.range(238, 250);
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const phase = (y % pitch) / pitch;
    const band = phase < 0.35 ? amp : phase < 0.45 ? -amp * 0.6 : 0;
    const hair = hairlines.some((hy) => Math.abs(y - hy) < 1) ? 0.82 : 1;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (noise() - 0.5) * 7;
      for (let c = 0; c < 3; c++) {
        const v = rgb.data[i + c]! * (paper / 255) * cast[c]! * hair + (c === channel ? band : band * 0.3) + grain;
        out[i + c] = clamp(v);
      }
    }
  }
  const quality = rng.int(72, 82);
  const image = await sharp(out, { raw: { width, height, channels: 3 } }).blur(0.45).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width, height, ext: 'jpg', dpi: 200, describe: `ink-jet colour scan: colour cast, bands every ${Math.round(pitch)} px, ${hairlines.length} hairline(s), ${angle}°, JPEG ${quality}` };
}

async function lowresGray(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const paper = rng.range(200, 222), ink = rng.range(38, 62);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).blur(rng.range(0.35, 0.55))
    .raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) out[i] = clamp(ink + (gray.data[i]! / 255) * (paper - ink) + (noise() - 0.5) * 6);
  const image = await sharp(out, { raw: { width, height, channels: 1 } }).withMetadata({ density: page.dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width, height, ext: 'png', dpi: page.dpi, describe: `low-resolution grayscale scan, ${page.dpi} dpi, ${angle}°` };
}

export async function degradeFresh8(page: RenderedPage, style: Fresh8ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'clipboard-shadow':
      return clipboardShadow(page, rng);
    case 'whatsapp':
      return whatsapp(page, rng);
    case 'inkjet-banding':
      return inkjetBanding(page, rng);
    case 'lowres-gray':
      return lowresGray(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh8(pdf: Buffer, pages: number[], style: Fresh8ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh8(page, style, rng));
  return out;
}
