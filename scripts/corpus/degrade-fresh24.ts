import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh24 split, beside degrade.ts and degrade-extra/fresh3…fresh23.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it), so the same seed
 * gives the same image; pages are degraded one after the other.
 *
 * - lamp-warmup:    a flatbed scanner used **before its lamp warmed up**: the light weakens along the scan, so the page
 *                   darkens and turns bluish from the top (or bottom) edge down to 72–82 % at the other end, with a
 *                   faint row-to-row flicker; ±0,2–0,6°; 200 dpi JPEG 82–90.
 * - zoomed-crop:    a phone photo **zoomed in to fill the screen with the text**: 1,5–4 % of the width (1–3 % of the
 *                   height) cut off on two or three sides, inside the margins, the remaining part upscaled back with a soft bilinear resample and
 *                   a little sharpening halo; a light warm cast; 150 dpi JPEG 76–86.
 * - recycled-fleck: a copy printed on **recycled gray paper** and scanned in colour: gray-beige paper (205–225),
 *                   dark fibre flecks and short hair-like fibres scattered over it, toner a little washed out; ±0,2–0,5°;
 *                   150 dpi JPEG 80–88.
 * - staple-card:    a flatbed scan with the supplier's **business card stapled over a top corner**: a white card with a
 *                   thin border, a name line and grey text lines, its drop shadow, and the staple's two bright legs;
 *                   part of the card hangs off the page's top and side edges, the rest covers the corner's margin; ±0,1–0,4°; 150 dpi JPEG 84–90.
 * - cockled-paper:  a phone photo of a page **cockled by humidity**: the paper waves in 3–5 soft ridges, rows displaced
 *                   sideways and the text lines bent (±3–6 px), each ridge with a light and a shaded flank; turned
 *                   0,4–1,2°; 150 dpi JPEG 74–84.
 */
export type Fresh24ScanStyle = 'lamp-warmup' | 'zoomed-crop' | 'recycled-fleck' | 'staple-card' | 'cockled-paper';
export const FRESH24_SCAN_STYLES: readonly Fresh24ScanStyle[] = ['lamp-warmup', 'zoomed-crop', 'recycled-fleck', 'staple-card', 'cockled-paper'];

export function isFresh24Style(style: string): style is Fresh24ScanStyle {
  return (FRESH24_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh24ScanStyle): number {
  return style === 'lamp-warmup' ? 200 : 150;
}

async function rgb(page: RenderedPage, angle: number, background: string) {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function jpeg(out: Buffer, W: number, H: number, dpi: number, quality: number, describe: string, blur = 0): Promise<Fresh5ScanResult> {
  let img = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  if (blur) img = img.blur(blur);
  const image = await img.withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi, describe };
}

async function lampWarmup(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const { data, info } = await rgb(page, angle, '#ffffff');
  const W = info.width, H = info.height;
  const fromTop = rng.chance(0.6);
  const floor = rng.range(0.72, 0.82);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const p = fromTop ? y / H : 1 - y / H;
    // the lamp reaches full light late in the pass: weak first, strong at the end
    const light = floor + (1 - floor) * Math.pow(p, 0.7);
    const flicker = 1 + (noise() - 0.5) * 0.02;
    const tint = [light * 0.97, light * 0.99, Math.min(1, light * 1.06)];
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[i + c] = clamp(data[i + c]! * tint[c]! * flicker);
    }
  }
  const quality = rng.int(82, 90);
  return jpeg(out, W, H, page.dpi, quality, `flatbed with a cold lamp, darker towards the ${fromTop ? 'top' : 'bottom'} (${Math.round(floor * 100)} %), ${angle}°, JPEG ${quality}`);
}

async function zoomedCrop(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const W = page.width, H = page.height;
  const cut = () => Math.round(rng.range(0.015, 0.04) * W);
  const sides = rng.sample(['left', 'right', 'top', 'bottom'] as const, rng.int(2, 3));
  const left = sides.includes('left') ? cut() : 0, right = sides.includes('right') ? cut() : 0;
  const top = sides.includes('top') ? Math.round(rng.range(0.01, 0.025) * H) : 0, bottom = sides.includes('bottom') ? Math.round(rng.range(0.01, 0.03) * H) : 0;
  const cropped = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha()
    .extract({ left, top, width: W - left - right, height: H - top - bottom })
    .resize(W, H, { fit: 'fill', kernel: 'linear' }).sharpen({ sigma: 1.2 }).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = cropped;
  const noise = xorshift(rng);
  const out = Buffer.alloc(info.width * info.height * 3);
  const cast = [1, 0.975, 0.93];
  for (let p = 0; p < info.width * info.height; p++) {
    const g = (noise() - 0.5) * 8;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = clamp(data[p * info.channels + c]! * cast[c]! + g);
  }
  const quality = rng.int(76, 86);
  return jpeg(out, info.width, info.height, page.dpi, quality, `phone photo zoomed in, ${sides.join('/')} cut off, JPEG ${quality}`, 0.4);
}

async function recycledFleck(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.5);
  const { data, info } = await rgb(page, angle, '#ffffff');
  const W = info.width, H = info.height;
  const paper = rng.int(205, 225);
  const paperRgb = [paper + 6, paper + 2, paper - 6];
  const ink = rng.range(0.12, 0.22);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let p = 0; p < W * H; p++) {
    const grain = (noise() - 0.5) * 14;
    for (let c = 0; c < 3; c++) {
      const v = data[p * 3 + c]! / 255;
      // the page's dark parts stay dark but not black (washed toner), white becomes the gray paper
      out[p * 3 + c] = clamp(paperRgb[c]! * v + 255 * ink * (1 - v) + grain);
    }
  }
  // flecks (dark dots of 1–3 px) and fibres (short bent strokes)
  const flecks = Math.round((W * H) / rng.int(2500, 4000));
  for (let k = 0; k < flecks; k++) {
    const x0 = Math.floor(noise() * W), y0 = Math.floor(noise() * H), r = 1 + Math.floor(noise() * 2), dark = 60 + noise() * 80;
    for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) {
      const x = x0 + dx, y = y0 + dy;
      if (x < 0 || y < 0 || x >= W || y >= H || dx * dx + dy * dy > r * r) continue;
      for (let c = 0; c < 3; c++) out[(y * W + x) * 3 + c] = Math.min(out[(y * W + x) * 3 + c]!, dark + c * 6);
    }
  }
  const fibres = Math.round((W * H) / rng.int(20000, 40000));
  for (let k = 0; k < fibres; k++) {
    let x = noise() * W, y = noise() * H, dir = noise() * Math.PI * 2;
    const len = 8 + noise() * 20, tone = 110 + noise() * 60;
    for (let s = 0; s < len; s++) {
      dir += (noise() - 0.5) * 0.4;
      x += Math.cos(dir);
      y += Math.sin(dir);
      const xi = Math.round(x), yi = Math.round(y);
      if (xi < 0 || yi < 0 || xi >= W || yi >= H) break;
      for (let c = 0; c < 3; c++) out[(yi * W + xi) * 3 + c] = Math.min(out[(yi * W + xi) * 3 + c]!, tone + c * 5);
    }
  }
  const quality = rng.int(80, 88);
  return jpeg(out, W, H, page.dpi, quality, `recycled gray paper (${paper}) with flecks and fibres, ${angle}°, JPEG ${quality}`, 0.35);
}

async function stapleCard(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.4);
  const { data, info } = await rgb(page, angle, '#ffffff');
  const W = info.width, H = info.height;
  const out = Buffer.from(data);
  const cw = Math.round(W * rng.range(0.24, 0.28)), ch = Math.round(cw * 0.58);
  const right = rng.chance(0.6);
  // stapled over the page's corner: part of the card hangs off the top and the side edge
  const cx = right ? W - Math.round(cw * rng.range(0.62, 0.72)) : -Math.round(cw * rng.range(0.28, 0.38));
  const cy = -Math.round(ch * rng.range(0.55, 0.65));
  const tilt = rng.range(-0.06, 0.06);
  const set = (x: number, y: number, v: [number, number, number], a = 1) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c++) out[i + c] = clamp(out[i + c]! * (1 - a) + v[c]! * a);
  };
  const inCard = (x: number, y: number, dx = 0, dy = 0) => {
    const u = (x - cx - dx) + (y - cy - dy) * tilt, v = (y - cy - dy) - (x - cx - dx) * tilt;
    return { u, v, inside: u >= 0 && u < cw && v >= 0 && v < ch };
  };
  // shadow, then the card, its border, a name line and gray text lines
  const sh = Math.max(3, Math.round(W * 0.006));
  for (let y = Math.max(0, cy - 20); y < Math.min(H, cy + ch + 40); y++) for (let x = Math.max(0, cx - 20); x < Math.min(W, cx + cw + 40); x++) {
    if (inCard(x, y, sh, sh).inside && !inCard(x, y).inside) set(x, y, [120, 120, 125], 0.35);
  }
  const lines = [0.42, 0.6, 0.7, 0.8];
  for (let y = Math.max(0, cy - 20); y < Math.min(H, cy + ch + 20); y++) for (let x = Math.max(0, cx - 20); x < Math.min(W, cx + cw + 20); x++) {
    const { u, v, inside } = inCard(x, y);
    if (!inside) continue;
    let col: [number, number, number] = [250, 249, 246];
    if (u < 2 || v < 2 || u > cw - 3 || v > ch - 3) col = [170, 170, 175];
    else if (v > ch * 0.22 && v < ch * 0.32 && u > cw * 0.08 && u < cw * 0.62) col = [40, 50, 90];
    else if (lines.some((l) => v > ch * l && v < ch * l + 3) && u > cw * 0.08 && u < cw * (0.5 + (v % 7) / 20)) col = [130, 130, 130];
    set(x, y, col);
  }
  // the staple: two short bright legs with a dark edge, on the part of the card that lies on the page
  const sx = right ? cx + cw * 0.22 : cx + cw * 0.7, sy = cy + ch * 0.72, len = Math.round(W * 0.035), diag = right ? 1 : -1;
  for (let s = 0; s < len; s++) {
    const x = Math.round(sx + s * 0.7 * diag), y = Math.round(sy + s * 0.7);
    set(x, y, [200, 203, 208]);
    set(x + 1, y, [90, 90, 95]);
    set(x, y + 3, [200, 203, 208]);
    set(x + 1, y + 3, [90, 90, 95]);
  }
  const quality = rng.int(84, 90);
  return jpeg(out, W, H, page.dpi, quality, `flatbed scan, business card stapled on the top ${right ? 'right' : 'left'}, ${angle}°, JPEG ${quality}`, 0.3);
}

async function cockledPaper(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.2);
  const { data, info } = await rgb(page, angle, '#7d7468');
  const W = info.width, H = info.height;
  const ridges = rng.int(3, 5);
  const amp = rng.range(3, 6);
  const phase = rng.range(0, Math.PI * 2);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // a diagonal-ish wave field: rows move sideways and columns up and down a little
      const t = ((x / W) * 0.35 + y / H) * ridges * Math.PI * 2 + phase;
      const sx = Math.round(x + amp * Math.sin(t));
      const sy = Math.round(y + amp * 0.6 * Math.cos(t * 0.8));
      const shade = 1 - 0.07 * Math.cos(t);
      const o = (y * W + x) * 3;
      if (sx < 0 || sy < 0 || sx >= W || sy >= H) {
        out[o] = 125; out[o + 1] = 116; out[o + 2] = 104;
        continue;
      }
      const i = (sy * W + sx) * 3;
      const g = (noise() - 0.5) * 9;
      out[o] = clamp(data[i]! * shade + g);
      out[o + 1] = clamp(data[i + 1]! * shade * 0.99 + g);
      out[o + 2] = clamp(data[i + 2]! * shade * 0.96 + g);
    }
  }
  const quality = rng.int(74, 84);
  return jpeg(out, W, H, page.dpi, quality, `phone photo of humidity-cockled paper, ${ridges} ridges ±${amp.toFixed(1)} px, ${angle}°, JPEG ${quality}`, 0.5);
}

export async function degradeFresh24(page: RenderedPage, style: Fresh24ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'lamp-warmup':
      return lampWarmup(page, rng);
    case 'zoomed-crop':
      return zoomedCrop(page, rng);
    case 'recycled-fleck':
      return recycledFleck(page, rng);
    case 'staple-card':
      return stapleCard(page, rng);
    case 'cockled-paper':
      return cockledPaper(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh24(pdf: Buffer, pages: number[], style: Fresh24ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, dpiOf(style));
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh24(page, style, rng));
  return out;
}
