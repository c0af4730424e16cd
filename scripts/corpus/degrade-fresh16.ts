import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh16 split, beside degrade.ts and degrade-extra/fresh3…fresh15.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12, the perspective from degrade-extra's homography), so the same seed gives the same image;
 * pages are degraded one after the other.
 *
 * - webcam-held:  a frame from a **webcam or a phone's front camera in a video call**, the page held up in both hands:
 *                 a portrait 1080 × 1440 frame, the page filling ~86–90 % of its width (≈ 112–118 dpi), turned 1,2–2,6°
 *                 with a slight perspective, **two thumbs** over the side margins, a blurred room behind, flat warm
 *                 light, sensor noise; JPEG 62–72.
 * - roll-curl:    a page that was **kept rolled** and photographed lying on a table: it curls up on both long edges
 *                 (a cylinder across its width: the print squeezed and the lines bowed towards the edges), lit from
 *                 one side (the far slope darker), a soft shadow under the lifted edges; 150/170 dpi JPEG 66–78.
 * - ccd-stripes:  a flatbed colour scan on a **scanner whose lamp had not warmed up and whose sensor has bad pixels**:
 *                 the page dimmer and yellower at the top than at the bottom, 6–14 thin **vertical coloured stripes**
 *                 (one channel off) down the whole image, ±0,2–0,6°; 200 dpi JPEG 74–84.
 * - compact-mrc:  an office scanner's **"compact PDF" (mixed raster content)** saved as an image: the print kept as a
 *                 sharp layer (local-contrast mask, colours reduced to a few levels) over a **background at a quarter
 *                 of the resolution, JPEG-compressed at 18–28** and blown up (blotchy tints, halos of the background
 *                 round the print); 200 dpi PNG.
 * - dirty-glass:  a flatbed colour scan through **dirty glass**: 2–4 hairs and fibres (thin dark curves), dust specks,
 *                 a greasy **fingerprint** (faint ridges) and a light haze; 200 dpi JPEG 76–86.
 */
export type Fresh16ScanStyle = 'webcam-held' | 'roll-curl' | 'ccd-stripes' | 'compact-mrc' | 'dirty-glass';
export const FRESH16_SCAN_STYLES: readonly Fresh16ScanStyle[] = ['webcam-held', 'roll-curl', 'ccd-stripes', 'compact-mrc', 'dirty-glass'];

export function isFresh16Style(style: string): style is Fresh16ScanStyle {
  return (FRESH16_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh16ScanStyle, rng: Rng): number {
  switch (style) {
    case 'webcam-held':
      return 150;
    case 'roll-curl':
      return rng.pick([150, 170]);
    case 'ccd-stripes':
    case 'compact-mrc':
    case 'dirty-glass':
      return 200;
  }
}

async function webcamHeld(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  // the source a little soft first, so the reduction does not alias
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().blur(0.7).raw().toBuffer({ resolveWithObject: true });
  const pw = src.info.width, ph = src.info.height;
  const at = sampler(src.data, pw, ph);
  const W = 1080, H = 1440;
  const fill = rng.range(0.86, 0.9);
  const dw = W * fill, dh = dw * (ph / pw);
  const cx = W / 2 + rng.range(-20, 20), cy = H / 2 + rng.range(-14, 14);
  const angle = ((rng.chance(0.5) ? -1 : 1) * rng.range(1.2, 2.6) * Math.PI) / 180;
  const lean = rng.range(0.015, 0.035) * (rng.chance(0.5) ? -1 : 1);
  // the corners of the held page: turned, the top a little narrower (tilted back), each jittered
  const corners: Array<[number, number]> = [[-dw / 2 * (1 - Math.abs(lean)), -dh / 2], [dw / 2 * (1 - Math.abs(lean)), -dh / 2], [dw / 2, dh / 2], [-dw / 2, dh / 2]];
  const to = corners.map(([x, y]) => {
    const jx = rng.range(-6, 6), jy = rng.range(-6, 6);
    return [cx + (x + jx) * Math.cos(angle) - (y + jy) * Math.sin(angle), cy + (x + jx) * Math.sin(angle) + (y + jy) * Math.cos(angle)] as [number, number];
  });
  const hm = homography(to, [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  // the room: a warm wall, darker towards the bottom, a door frame at one side
  const wall = [rng.int(150, 190), rng.int(140, 172), rng.int(118, 150)];
  const doorX = rng.chance(0.5) ? rng.range(0.05, 0.2) * W : rng.range(0.8, 0.95) * W;
  // two thumbs over the side margins, a little below the middle
  const thumbs = [0, 1].map((side) => {
    const t = rng.range(0.45, 0.65);
    const ex = to[side ? 1 : 0]![0] + (to[side ? 2 : 3]![0] - to[side ? 1 : 0]![0]) * t;
    const ey = to[side ? 1 : 0]![1] + (to[side ? 2 : 3]![1] - to[side ? 1 : 0]![1]) * t;
    return { x: ex + (side ? -1 : 1) * rng.range(4, 14), y: ey, rx: rng.range(26, 34), ry: rng.range(46, 58), inward: side ? -1 : 1 };
  });
  const skin = [rng.int(196, 222), rng.int(150, 172), rng.int(124, 146)];
  const warm = [rng.range(1.02, 1.07), 1, rng.range(0.86, 0.92)];
  const paperGain = rng.range(0.84, 0.9);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let px: number[] | null = null;
      for (const t of thumbs) {
        const d = ((x - t.x) / t.rx) ** 2 + ((y - t.y) / t.ry) ** 2;
        if (d < 1) {
          // rounder light on the ball of the thumb, darker towards the hand; the nail at the inner, upper end
          const across = ((x - t.x) / t.rx) * t.inward;
          const shade = 0.7 + 0.22 * Math.sqrt(1 - d) + 0.08 * across;
          const nail = ((x - (t.x + t.inward * t.rx * 0.42)) / (t.rx * 0.42)) ** 2 + ((y - (t.y - t.ry * 0.5)) / (t.ry * 0.3)) ** 2;
          px = nail < 1 ? [236, 206, 196].map((c) => c * (0.9 + 0.1 * (1 - nail))) : skin.map((c) => c * shade);
          break;
        }
      }
      if (!px) {
        const den = hm[6]! * x + hm[7]! * y + 1;
        const u = (hm[0]! * x + hm[1]! * y + hm[2]!) / den, v = (hm[3]! * x + hm[4]! * y + hm[5]!) / den;
        const p = at(u, v);
        if (p) px = p.map((c) => c * paperGain + 12);
        else {
          const down = 1 - 0.35 * (y / H);
          const door = Math.abs(x - doorX) < 26 ? 0.78 : 1;
          px = wall.map((c) => c * down * door);
        }
      }
      const nz = (noise() - 0.5) * 14;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c]! * warm[c]! + nz);
    }
  }
  const quality = rng.int(62, 72);
  const dpi = Math.round((dw / pw) * page.dpi);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.5).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi, describe: `webcam frame 1080x1440, page held up (~${dpi} dpi), ${Math.round((angle * 1800) / Math.PI) / 10}°, thumbs on the margins, JPEG ${quality}` };
}

async function rollCurl(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const pw = src.info.width, ph = src.info.height;
  const at = sampler(src.data, pw, ph);
  const mx = Math.round(pw * 0.08), my = Math.round(ph * 0.06);
  const W = pw + 2 * mx, H = ph + 2 * my;
  // a cylinder across the width: the page's x runs along an arc of radius R, seen from above
  const phi = rng.range(0.42, 0.62);
  const R = pw / 2 / phi;
  const c0 = pw / 2 + rng.range(-0.06, 0.06) * pw;
  const seen = (x: number) => c0 + R * Math.sin((x - c0) / R);
  const left = seen(0), right = seen(pw);
  const offset = mx + (pw - (right - left)) / 2 - left;
  const phiMax = Math.max(Math.abs(c0 / R), Math.abs((pw - c0) / R));
  const lift = rng.range(0.05, 0.08);
  const lightFrom = rng.chance(0.5) ? 1 : -1;
  const table = [rng.int(120, 160), rng.int(96, 128), rng.int(70, 96)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const sx = x - offset;
      const s = (sx - c0) / R;
      let px: number[];
      const theta = s > -1 && s < 1 ? Math.asin(s) : NaN;
      const u = c0 + R * theta;
      if (u >= 0 && u < pw - 1) {
        // the raised parts are nearer the camera: a little larger, so the rows bow towards the edges
        const scale = 1 + lift * (1 - Math.cos(theta)) / (1 - Math.cos(phiMax));
        const v = ph / 2 + (y - my - ph / 2) / scale;
        const p = at(u, v);
        if (p) {
          const light = 0.9 + 0.1 * Math.cos(theta) - 0.16 * lightFrom * Math.sin(theta);
          px = p.map((c) => c * light);
        } else px = table.map((c) => c * 0.8);
      } else {
        // the table, with a soft shadow under the lifted edges
        const edge = Math.min(Math.abs(x - (offset + left)), Math.abs(x - (offset + right)));
        const sh = edge < 22 && y > my - 10 && y < H - my + 10 ? 0.6 + 0.4 * (edge / 22) : 1;
        px = table.map((c) => c * sh);
      }
      const o = (y * W + x) * 3;
      const nz = (noise() - 0.5) * 9;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c]! + nz);
    }
  }
  const quality = rng.int(66, 78);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.55).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo of a page kept rolled, curled across its width (${Math.round((phi * 180) / Math.PI)}° each side), side light, JPEG ${quality}` };
}

async function ccdStripes(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.2, 0.6) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const src = await rgbOf(page, angle, '#f6f4ee');
  const w = src.info.width, h = src.info.height;
  const stripes = Array.from({ length: rng.int(6, 14) }, () => ({
    x: rng.int(0, w - 3), width: rng.int(1, 3), channel: rng.int(0, 2), delta: rng.pick([-1, 1]) * rng.range(28, 60),
  }));
  const top = rng.range(0.8, 0.88), warmTop = rng.range(0.8, 0.88);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  const shift = new Float32Array(w * 3);
  for (const s of stripes) for (let x = s.x; x < Math.min(w, s.x + s.width); x++) shift[x * 3 + s.channel] += s.delta;
  for (let y = 0; y < h; y++) {
    // the lamp warming up as the head travels down the page
    const t = Math.min(1, y / (h * 0.7));
    const gain = top + (1 - top) * t;
    const blue = warmTop + (1 - warmTop) * t;
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const nz = (noise() - 0.5) * 6;
      const g = [gain, gain * (0.985 + 0.015 * t), gain * blue];
      for (let c = 0; c < 3; c++) {
        const ink = 1 - src.data[o + c]! / 255;
        // a bad sensor element shifts its channel most on the paper, less under the ink
        out[o + c] = clamp(src.data[o + c]! * g[c]! + shift[x * 3 + c]! * (1 - 0.6 * ink) + nz);
      }
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `flatbed with a cold lamp (${Math.round(top * 100)} % at the top) and ${stripes.length} coloured sensor stripes, ${angle}°, JPEG ${quality}` };
}

async function compactMrc(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.1, 0.5) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const src = await rgbOf(page, angle, '#ffffff');
  const w = src.info.width, h = src.info.height;
  const lum = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) lum[i] = Math.round(0.299 * src.data[i * 3]! + 0.587 * src.data[i * 3 + 1]! + 0.114 * src.data[i * 3 + 2]!);
  // the local mean the segmentation compares each pixel with
  const local = await sharp(lum, { raw: { width: w, height: h, channels: 1 } }).blur(7).raw().toBuffer();
  const delta = rng.int(26, 40);
  const levels = rng.pick([4, 5]);
  const q = (v: number) => Math.round((Math.round((v / 255) * (levels - 1)) / (levels - 1)) * 255);
  // the background layer: a quarter of the resolution, heavily compressed, blown up again
  const quality = rng.int(18, 28);
  const bw = Math.round(w / 4), bh = Math.round(h / 4);
  const small = await sharp(src.data, { raw: { width: w, height: h, channels: 3 } }).resize(bw, bh, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
  const back = await sharp(small).resize(w, h, { kernel: 'linear' }).removeAlpha().raw().toBuffer();
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const fg = Math.abs(lum[i]! - local[i]!) > delta || lum[i]! < 110;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = fg ? q(src.data[i * 3 + c]!) : back[i * 3 + c]!;
  }
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).withMetadata({ density: page.dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width: w, height: h, ext: 'png', dpi: page.dpi, describe: `mixed raster content: print mask (contrast ${delta}, ${levels} levels) over a quarter-resolution background at JPEG ${quality}, ${angle}°` };
}

async function dirtyGlass(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.1, 0.6) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const src = await rgbOf(page, angle, '#fbfaf6');
  const w = src.info.width, h = src.info.height;
  const dark = new Float32Array(w * h);
  const stamp = (x: number, y: number, r: number, a: number) => {
    for (let yy = Math.floor(y - r); yy <= Math.ceil(y + r); yy++) {
      for (let xx = Math.floor(x - r); xx <= Math.ceil(x + r); xx++) {
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
        const d = Math.hypot(xx - x, yy - y);
        if (d <= r) dark[yy * w + xx] = Math.max(dark[yy * w + xx]!, a * (1 - 0.5 * (d / r)));
      }
    }
  };
  // hairs and fibres: cubic curves, thin
  const hairs = rng.int(2, 4);
  for (let k = 0; k < hairs; k++) {
    const p0 = [rng.range(0, w), rng.range(0, h)];
    const len = rng.range(0.08, 0.22) * w;
    const dir = rng.range(0, Math.PI * 2);
    const p3 = [p0[0]! + len * Math.cos(dir), p0[1]! + len * Math.sin(dir)];
    const p1 = [p0[0]! + rng.range(-len, len) * 0.6, p0[1]! + rng.range(-len, len) * 0.6];
    const p2 = [p3[0]! + rng.range(-len, len) * 0.6, p3[1]! + rng.range(-len, len) * 0.6];
    const r = rng.range(0.6, 1.2), a = rng.range(0.45, 0.7);
    const steps = Math.ceil(len * 3);
    for (let i = 0; i <= steps; i++) {
      const t = i / steps, m = 1 - t;
      const x = m * m * m * p0[0]! + 3 * m * m * t * p1[0]! + 3 * m * t * t * p2[0]! + t * t * t * p3[0]!;
      const y = m * m * m * p0[1]! + 3 * m * m * t * p1[1]! + 3 * m * t * t * p2[1]! + t * t * t * p3[1]!;
      stamp(x, y, r, a * (0.7 + 0.3 * Math.sin(t * 9)));
    }
  }
  // dust
  const specks = rng.int(150, 400);
  for (let k = 0; k < specks; k++) stamp(rng.range(0, w), rng.range(0, h), rng.range(0.6, 2), rng.range(0.25, 0.75));
  // a fingerprint: ridges in an ellipse, faint
  const fx = rng.range(0.15, 0.85) * w, fy = rng.range(0.2, 0.85) * h;
  const frx = rng.range(55, 75), fry = rng.range(75, 100), fr = rng.range(0, Math.PI);
  const period = rng.range(5.5, 7.5);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x, o = i * 3;
      const dx = x - fx, dy = y - fy;
      const ex = (dx * Math.cos(fr) + dy * Math.sin(fr)) / frx, ey = (-dx * Math.sin(fr) + dy * Math.cos(fr)) / fry;
      const e = Math.hypot(ex, ey);
      let grease = 0;
      if (e < 1) grease = (0.5 + 0.5 * Math.sin((e * frx) / period * Math.PI * 2 + ex * 2)) * 0.1 * (1 - e * e);
      const d = dark[i]!;
      const nz = (noise() - 0.5) * 5;
      for (let c = 0; c < 3; c++) {
        // a light haze: the paper a little gray, the ink a little lifted
        const v = 238 * (src.data[o + c]! / 255) + 12;
        out[o + c] = clamp(v * (1 - grease) * (1 - d) + (c === 2 ? -3 : 0) + nz);
      }
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).blur(0.4).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `flatbed through dirty glass (${hairs} hairs, ${specks} specks, a fingerprint), ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh16(page: RenderedPage, style: Fresh16ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'webcam-held':
      return webcamHeld(page, rng);
    case 'roll-curl':
      return rollCurl(page, rng);
    case 'ccd-stripes':
      return ccdStripes(page, rng);
    case 'compact-mrc':
      return compactMrc(page, rng);
    case 'dirty-glass':
      return dirtyGlass(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh16(pdf: Buffer, pages: number[], style: Fresh16ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh16(page, style, rng));
  return out;
}
