import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh23 split, beside degrade.ts and degrade-extra/fresh3…fresh22.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it), so the same seed
 * gives the same image; pages are degraded one after the other.
 *
 * - dms-bitonal:     a production document scanner of a records office set to **1-bit black and white** at 240 dpi:
 *                    a hard threshold (135–170 of 255) with no dithering, the scanner's **black backing plate**
 *                    showing in the corners the ±0,3–0,9° skew opens, and salt-and-pepper specks; PNG.
 * - dashboard-glare: a phone photo of the page **lying on a car's dashboard**: dark gray-brown vinyl around it,
 *                    a broad **diagonal reflection of the windshield** washing out a band of the page (up to 35–50 %
 *                    towards white), a warm cast; turned 1–3°; 150 dpi JPEG 72–82.
 * - wand-scanner:    a **handheld wand scanner** dragged down the page by hand: the speed varies as it moves, so rows
 *                    are stretched and squeezed (±4–8 %), the wand wanders sideways (2–6 px, slowly), nearest-row
 *                    sampling; gray, 200 dpi JPEG 80–88.
 * - archive-4gray:   a page from a **document archive viewer's export**, reduced to **four gray levels** (0, 85, 170,
 *                    255) after a light blur, so the anti-aliased text gets blotchy edges; ±0,1–0,3°; 150 dpi PNG.
 * - hand-shadow:     a phone photo with the **shadow of the other hand** (the one not holding the phone) falling on
 *                    the page from one edge: a soft-edged dark lobe (down to 55–68 %) over part of a margin and a
 *                    little of the text, a cool-gray cast; turned 0,5–1,5°; 150 dpi JPEG 74–84.
 */
export type Fresh23ScanStyle = 'dms-bitonal' | 'dashboard-glare' | 'wand-scanner' | 'archive-4gray' | 'hand-shadow';
export const FRESH23_SCAN_STYLES: readonly Fresh23ScanStyle[] = ['dms-bitonal', 'dashboard-glare', 'wand-scanner', 'archive-4gray', 'hand-shadow'];

export function isFresh23Style(style: string): style is Fresh23ScanStyle {
  return (FRESH23_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh23ScanStyle): number {
  return style === 'dms-bitonal' ? 240 : style === 'wand-scanner' ? 200 : 150;
}

async function gray(page: RenderedPage, angle: number, background: string) {
  return sharp(page.image).flatten({ background: '#ffffff' }).greyscale().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

async function rgb(page: RenderedPage, angle: number, background: string, pad = 0) {
  let img = sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha();
  if (pad) img = sharp(await img.extend({ top: pad, bottom: pad, left: pad, right: pad, background }).png().toBuffer());
  return img.rotate(angle, { background }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function dmsBitonal(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.3, 0.9);
  const { data, info } = await gray(page, angle, '#000000');
  const W = info.width, H = info.height, ch = info.channels;
  const threshold = rng.int(135, 170);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let p = 0; p < W * H; p++) {
    let v = data[p * ch]! < threshold ? 0 : 255;
    const r = noise();
    if (r < 0.00025) v = 0;
    else if (r > 0.9998) v = 255;
    out[p] = v;
  }
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: page.dpi }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: page.dpi, describe: `bitonal document scanner, threshold ${threshold}, skew ${angle}°` };
}

async function dashboardGlare(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 1, 3);
  const pad = Math.round(page.width * 0.06);
  const { data, info } = await rgb(page, angle, '#3a322c', pad);
  const W = info.width, H = info.height;
  const strength = rng.range(0.35, 0.5);
  // the band: points where x·cos + y·sin is near `centre`, gaussian across
  const theta = rng.range(0.5, 1.1);
  const cx = Math.cos(theta), cy = Math.sin(theta);
  const span = W * cx + H * cy;
  const centre = span * rng.range(0.3, 0.7);
  const sigma = span * rng.range(0.08, 0.14);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = (y * W + x) * 3;
      const d = (x * cx + y * cy - centre) / sigma;
      const g = strength * Math.exp(-0.5 * d * d);
      const grain = (noise() - 0.5) * 8;
      const warm = [1, 0.97, 0.88];
      for (let c = 0; c < 3; c++) out[p + c] = clamp((data[p + c]! * (1 - g) + 250 * g) * warm[c]! + grain);
    }
  }
  const quality = rng.int(72, 82);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.6).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo on a dashboard, windshield glare ${Math.round(strength * 100)} %, JPEG ${quality}` };
}

async function wandScanner(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const { data, info } = await gray(page, signed(rng, 0.05, 0.25), '#ffffff');
  const W = info.width, H = info.height, ch = info.channels;
  const amp = rng.range(0.04, 0.08), period = rng.range(180, 420), phase = rng.range(0, 6.28);
  const drift = rng.range(2, 6), driftPeriod = rng.range(300, 700);
  // source row of each output row: the integral of a varying speed
  const rows: number[] = [];
  let src = 0;
  while (src < H - 1) {
    rows.push(src);
    src += 1 + amp * Math.sin(phase + (rows.length / period) * 2 * Math.PI);
  }
  const OH = rows.length;
  const out = Buffer.alloc(W * OH, 255);
  for (let y = 0; y < OH; y++) {
    const sy = Math.min(H - 1, Math.round(rows[y]!));
    const dx = Math.round(drift * Math.sin((y / driftPeriod) * 2 * Math.PI));
    for (let x = 0; x < W; x++) {
      const sx = x - dx;
      out[y * W + x] = sx >= 0 && sx < W ? data[(sy * W + sx) * ch]! : 255;
    }
  }
  const quality = rng.int(80, 88);
  const image = await sharp(out, { raw: { width: W, height: OH, channels: 1 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `handheld wand scan, speed ±${Math.round(amp * 100)} %, drift ${Math.round(drift)} px, JPEG ${quality}` };
}

async function archive4Gray(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.3);
  const blurred = await sharp(page.image).flatten({ background: '#ffffff' }).greyscale().rotate(angle, { background: '#ffffff' }).blur(0.55).raw().toBuffer({ resolveWithObject: true });
  const W = blurred.info.width, H = blurred.info.height, ch = blurred.info.channels;
  const out = Buffer.alloc(W * H);
  for (let p = 0; p < W * H; p++) out[p] = Math.min(3, Math.floor(blurred.data[p * ch]! / 64)) * 85;
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: page.dpi }).png({ palette: true, colours: 4 }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: page.dpi, describe: `archive viewer export, four gray levels, ${angle}°` };
}

async function handShadow(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.5, 1.5);
  const pad = Math.round(page.width * 0.04);
  const { data, info } = await rgb(page, angle, '#8a8f94', pad);
  const W = info.width, H = info.height;
  const edge = rng.pick(['left', 'right', 'bottom'] as const);
  const depth = rng.range(0.55, 0.68);
  // the lobe: an ellipse centred just outside the chosen edge
  const ex = edge === 'left' ? W * 0.03 : edge === 'right' ? W * 0.97 : W * rng.range(0.3, 0.7);
  const ey = edge === 'bottom' ? H * 1.03 : H * rng.range(0.45, 0.8);
  const rx = edge === 'bottom' ? W * rng.range(0.18, 0.26) : W * rng.range(0.14, 0.2);
  const ry = edge === 'bottom' ? H * rng.range(0.1, 0.14) : H * rng.range(0.12, 0.18);
  const soft = 0.35;
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const tint = [0.95, 0.97, 1];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = (y * W + x) * 3;
      const d = Math.hypot((x - ex) / rx, (y - ey) / ry);
      const inside = d < 1 - soft ? 1 : d > 1 + soft ? 0 : 0.5 + 0.5 * Math.cos(((d - (1 - soft)) / (2 * soft)) * Math.PI);
      const f = 1 - (1 - depth) * inside;
      const grain = (noise() - 0.5) * 10;
      for (let c = 0; c < 3; c++) out[p + c] = clamp(data[p + c]! * f * tint[c]! + grain);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.5).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo, hand shadow from the ${edge} edge, JPEG ${quality}` };
}

export async function degradeFresh23(page: RenderedPage, style: Fresh23ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'dms-bitonal':
      return dmsBitonal(page, rng);
    case 'dashboard-glare':
      return dashboardGlare(page, rng);
    case 'wand-scanner':
      return wandScanner(page, rng);
    case 'archive-4gray':
      return archive4Gray(page, rng);
    case 'hand-shadow':
      return handShadow(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh23(pdf: Buffer, pages: number[], style: Fresh23ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, dpiOf(style));
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh23(page, style, rng));
  return out;
}
