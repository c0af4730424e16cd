import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh22 split, beside degrade.ts and degrade-extra/fresh3…fresh21.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it), so the same seed
 * gives the same image; pages are degraded one after the other.
 *
 * - tungsten-lamp: a phone photo taken at night **under a warm tungsten desk lamp**: an orange cast (blue cut to
 *                  62–72 %), the light falling off from one corner of the sheet (a radial gradient down to 55–65 %),
 *                  sensor noise in the dark part, a 0,4–1,2° turn on a dark wooden desk; 150 dpi JPEG 70–80.
 * - channel-shift: a colour scan from a sheet-fed scanner whose **three colour sensor lines are out of register**:
 *                  the red channel 1–3 px above, the blue 1–3 px below and aside, so black text gets red and blue
 *                  fringes; a faint paper tint; ±0,1–0,4°; 200 dpi JPEG 80–88.
 * - binder-clip:   a flatbed scan of a page still held by a **black binder clip** at the top edge: the clip's jaws
 *                  and wire handles (dark, with a gray highlight) over the top margin, the **shadow of the lifted
 *                  lid** along the top (the clip keeps it open) and the page bent slightly away from the glass
 *                  there (a gray gradient over the first 4–7 %); ±0,2–0,6°; gray 200 dpi JPEG 78–86.
 * - aged-lamp:     a colour scan from an office scanner whose **lamp is failing**: a magenta cast, brightness falling
 *                  across the width from 100 % to 78–86 %, and slow **horizontal banding** (the lamp flickering as
 *                  the carriage moves, ±4–7 % every 18–40 px); ±0,1–0,3°; 200 dpi JPEG 78–86.
 * - diazo-copy:    a **diazo (ammonia) copy**, the blueprint machine's positive print: a cream-to-pale-violet ground,
 *                  the print in **blue-violet** lines a little spread, fine mottle of the developer; ±0,1–0,5°;
 *                  200 dpi JPEG 76–84.
 */
export type Fresh22ScanStyle = 'tungsten-lamp' | 'channel-shift' | 'binder-clip' | 'aged-lamp' | 'diazo-copy';
export const FRESH22_SCAN_STYLES: readonly Fresh22ScanStyle[] = ['tungsten-lamp', 'channel-shift', 'binder-clip', 'aged-lamp', 'diazo-copy'];

export function isFresh22Style(style: string): style is Fresh22ScanStyle {
  return (FRESH22_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh22ScanStyle): number {
  return style === 'tungsten-lamp' ? 150 : 200;
}

async function jpeg(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, blur = 0) {
  let img = sharp(out, { raw: { width: W, height: H, channels } });
  if (blur > 0.3) img = img.blur(blur);
  return img.withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
}

async function rgbOfPage(page: RenderedPage, angle: number, background: string) {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

async function grayOfPage(page: RenderedPage, angle: number, background: string) {
  return sharp(page.image).flatten({ background: '#ffffff' }).greyscale().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

async function tungstenLamp(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.2);
  const pad = Math.round(page.width * 0.05);
  const framed = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha()
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#4a3020' }).png().toBuffer();
  const src = await sharp(framed).rotate(angle, { background: '#4a3020' }).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = src.info;
  const ch = src.info.channels;
  const blue = rng.range(0.62, 0.72), floor = rng.range(0.55, 0.65);
  const cx = rng.chance(0.5) ? 0 : W, cy = rng.chance(0.5) ? 0 : H;
  const far = Math.hypot(W, H);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * ch, o = (y * W + x) * 3;
      const light = 1 - (1 - floor) * Math.min(1, Math.hypot(x - cx, y - cy) / far);
      const nz = (noise() - 0.5) * 18 * (1.2 - light);
      out[o] = clamp(src.data[i]! * light * 1.0 + nz);
      out[o + 1] = clamp(src.data[i + 1]! * light * 0.86 + nz);
      out[o + 2] = clamp(src.data[i + 2]! * light * blue + nz);
    }
  }
  const quality = rng.int(70, 80);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.4);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `night photo under a tungsten lamp (blue ${Math.round(blue * 100)} %, light down to ${Math.round(floor * 100)} %), JPEG ${quality}` };
}

async function channelShift(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOfPage(page, signed(rng, 0.1, 0.4), '#ffffff');
  const { width: W, height: H, channels: ch } = src.info;
  const ry = -rng.int(1, 3), by = rng.int(1, 3), bx = rng.int(1, 2) * (rng.chance(0.5) ? -1 : 1);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const at = (x: number, y: number, c: number) => (x < 0 || y < 0 || x >= W || y >= H ? 255 : src.data[(y * W + x) * ch + c]!);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3, nz = (noise() - 0.5) * 6;
      out[o] = clamp(at(x, y + ry, 0) * 0.99 + nz);
      out[o + 1] = clamp(at(x, y, 1) * 0.98 + nz);
      out[o + 2] = clamp(at(x + bx, y + by, 2) * 0.95 + nz);
    }
  }
  const quality = rng.int(80, 88);
  const image = await jpeg(out, W, H, 3, page.dpi, quality);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour channels out of register (red ${ry} px, blue ${bx},${by} px), JPEG ${quality}` };
}

async function binderClip(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await grayOfPage(page, signed(rng, 0.2, 0.6), '#ffffff');
  const { width: W, height: H } = src.info;
  const out = Buffer.from(src.data);
  const bend = Math.round(H * rng.range(0.04, 0.07));
  // the page lifted off the glass near the top: darker towards the edge
  for (let y = 0; y < bend; y++) {
    const k = 1 - 0.35 * (1 - y / bend) ** 2;
    for (let x = 0; x < W; x++) out[y * W + x] = clamp(out[y * W + x]! * k);
  }
  // the clip: jaws over the top margin, centred a little off the middle, with two wire handles
  const cw = Math.round(W * rng.range(0.13, 0.17)), jaw = Math.round(H * 0.022);
  const cx = Math.round(W * rng.range(0.42, 0.58) - cw / 2);
  const noise = xorshift(rng);
  for (let y = 0; y < jaw; y++) {
    for (let x = cx; x < cx + cw; x++) {
      const edge = Math.min(x - cx, cx + cw - 1 - x, jaw - 1 - y);
      const shine = y > jaw * 0.3 && y < jaw * 0.45 ? 70 : 0;
      out[y * W + x] = clamp((edge < 2 ? 40 : 22) + shine + (noise() - 0.5) * 10);
    }
  }
  for (const hx of [cx + Math.round(cw * 0.2), cx + Math.round(cw * 0.8)]) {
    for (let y = jaw; y < jaw + Math.round(H * 0.03); y++) for (let d = -2; d <= 2; d++) {
      const x = hx + d + Math.round((y - jaw) * (hx < cx + cw / 2 ? -0.15 : 0.15));
      if (x >= 0 && x < W) out[y * W + x] = clamp(60 + Math.abs(d) * 25);
    }
  }
  // the shadow the clip casts below its jaws
  for (let y = jaw; y < jaw + 8 && y < H; y++) for (let x = cx + 4; x < cx + cw + 4 && x < W; x++) out[y * W + x] = clamp(out[y * W + x]! * (0.7 + 0.04 * (y - jaw)));
  const quality = rng.int(78, 86);
  const image = await jpeg(out, W, H, 1, page.dpi, quality);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `flatbed scan with a binder clip on the top edge (lid shadow ${Math.round((bend / H) * 100)} %), JPEG ${quality}` };
}

async function agedLamp(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOfPage(page, signed(rng, 0.1, 0.3), '#ffffff');
  const { width: W, height: H, channels: ch } = src.info;
  const end = rng.range(0.78, 0.86), amp = rng.range(0.04, 0.07), period = rng.int(18, 40), phase = rng.range(0, 6.28);
  const leftDark = rng.chance(0.5);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const band = 1 + amp * Math.sin(phase + (2 * Math.PI * y) / period) * (0.5 + 0.5 * Math.sin(y / 170));
    for (let x = 0; x < W; x++) {
      const f = (leftDark ? x / W : 1 - x / W);
      const k = (end + (1 - end) * f) * band;
      const i = (y * W + x) * ch, o = (y * W + x) * 3, nz = (noise() - 0.5) * 7;
      out[o] = clamp(src.data[i]! * k * 1.0 + nz);
      out[o + 1] = clamp(src.data[i + 1]! * k * 0.9 + nz);
      out[o + 2] = clamp(src.data[i + 2]! * k * 0.97 + nz);
    }
  }
  const quality = rng.int(78, 86);
  const image = await jpeg(out, W, H, 3, page.dpi, quality);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `failing scanner lamp (falls to ${Math.round(end * 100)} %, banding every ${period} px), JPEG ${quality}` };
}

async function diazoCopy(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await grayOfPage(page, signed(rng, 0.1, 0.5), '#ffffff');
  const { width: W, height: H } = src.info;
  // the developer spreads each line a little: the darkest of the pixel and its 3 × 3 box mean
  const spread = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let sum = 0, count = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const yy = y + dy, xx = x + dx;
        if (yy >= 0 && yy < H && xx >= 0 && xx < W) { sum += src.data[yy * W + xx]!; count++; }
      }
      spread[y * W + x] = Math.round(sum / count);
    }
  }
  const ink = [rng.int(40, 60), rng.int(36, 56), rng.int(120, 150)];
  const ground = [rng.int(236, 246), rng.int(230, 240), rng.int(222, 238)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let p = 0; p < W * H; p++) {
    const dark = 1 - Math.min(src.data[p]!, spread[p]! + 20) / 255;
    const mottle = (noise() - 0.5) * 10;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = clamp(ground[c]! + (ink[c]! - ground[c]!) * Math.min(1, dark * 1.1) + mottle);
  }
  const quality = rng.int(76, 84);
  const image = await jpeg(out, W, H, 3, page.dpi, quality);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `diazo copy, blue-violet on cream, JPEG ${quality}` };
}

export async function degradeFresh22(page: RenderedPage, style: Fresh22ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'tungsten-lamp':
      return tungstenLamp(page, rng);
    case 'channel-shift':
      return channelShift(page, rng);
    case 'binder-clip':
      return binderClip(page, rng);
    case 'aged-lamp':
      return agedLamp(page, rng);
    case 'diazo-copy':
      return diazoCopy(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh22(pdf: Buffer, pages: number[], style: Fresh22ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, dpiOf(style));
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh22(page, style, rng));
  return out;
}
