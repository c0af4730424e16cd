import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh25 split, beside degrade.ts and degrade-extra/fresh3…fresh24.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - vignette-phone:  a phone photo with a cheap lens: corners darkened to 55–70 % in a round vignette, ±0,5–1,2°; 150 dpi JPEG 72–82.
 * - speckle-bitonal: a 1-bit office scan with a dirty platen: thresholded, salt-and-pepper specks (0,2–0,5 %); 200 dpi PNG.
 * - sepia-copy:      an old photocopier's low-contrast copy on cream paper: levels squeezed to 70–200, sepia tint; 150 dpi JPEG 80–88.
 * - led-coldcast:    a photo under a cold LED panel: blue cast, lifted shadows, chroma noise; ±0,3–0,8°; 150 dpi JPEG 74–84.
 * - margin-grid:     a photo of the page lying on squared notebook paper: page shrunk to 88–93 % over a grid background, ±0,6–1,5°; 150 dpi JPEG 78–86.
 */
export type Fresh25ScanStyle = 'vignette-phone' | 'speckle-bitonal' | 'sepia-copy' | 'led-coldcast' | 'margin-grid';
export const FRESH25_SCAN_STYLES: readonly Fresh25ScanStyle[] = ['vignette-phone', 'speckle-bitonal', 'sepia-copy', 'led-coldcast', 'margin-grid'];

export function isFresh25Style(style: string): style is Fresh25ScanStyle {
  return (FRESH25_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

async function rgb(page: RenderedPage, angle: number, background: string) {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function jpeg(out: Buffer, W: number, H: number, dpi: number, quality: number, describe: string): Promise<Fresh5ScanResult> {
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi, describe };
}

export async function degradeFresh25(page: RenderedPage, style: Fresh25ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);
  if (style === 'speckle-bitonal') {
    const { data, info } = await rgb(page, signed(rng, 0.1, 0.4), '#ffffff');
    const W = info.width, H = info.height;
    const p = rng.range(0.002, 0.005);
    const out = Buffer.alloc(W * H);
    for (let i = 0; i < W * H; i++) {
      const g = (data[i * 3]! + data[i * 3 + 1]! + data[i * 3 + 2]!) / 3;
      let v = g < 150 ? 0 : 255;
      const r = noise();
      if (r < p) v = 0;
      else if (r < p * 1.4) v = 255;
      out[i] = v;
    }
    const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: 200 }).png({ colours: 2 }).toBuffer({ resolveWithObject: true });
    return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: 200, describe: `speckle-bitonal ${(p * 100).toFixed(2)}%` };
  }
  if (style === 'margin-grid') {
    const angle = signed(rng, 0.6, 1.5);
    const scale = rng.range(0.88, 0.93);
    const W = page.width, H = page.height;
    const w = Math.round(W * scale), h = Math.round(H * scale);
    const shrunk = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().resize(w, h).png().toBuffer();
    const small = await sharp(shrunk).ensureAlpha().rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
    const bg = Buffer.alloc(W * H * 3);
    const step = Math.round(rng.range(14, 18));
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const line = x % step === 0 || y % step === 0;
      const i = (y * W + x) * 3;
      bg[i] = line ? 170 : 236; bg[i + 1] = line ? 190 : 238; bg[i + 2] = line ? 215 : 230;
    }
    const left = Math.max(0, Math.round((W - small.info.width) / 2)), top = Math.max(0, Math.round((H - small.info.height) / 2));
    const comp = await sharp(bg, { raw: { width: W, height: H, channels: 3 } })
      .composite([{ input: small.data, left, top }]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return jpeg(comp.data, comp.info.width, comp.info.height, 150, rng.int(78, 86), `margin-grid ${angle}° ${Math.round(scale * 100)}%`);
  }
  const angle = style === 'sepia-copy' ? signed(rng, 0.1, 0.3) : signed(rng, 0.3, 1.2);
  const { data, info } = await rgb(page, angle, style === 'led-coldcast' ? '#c8d4e6' : '#d8d0c0');
  const W = info.width, H = info.height;
  const out = Buffer.alloc(W * H * 3);
  const floor = rng.range(0.55, 0.7);
  const lo = rng.range(60, 80), hi = rng.range(190, 210);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 3;
    const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
    if (style === 'vignette-phone') {
      const dx = (x - W / 2) / (W / 2), dy = (y - H / 2) / (H / 2);
      const k = 1 - (1 - floor) * Math.min(1, (dx * dx + dy * dy) / 2);
      const n = (noise() - 0.5) * 14;
      out[i] = clamp(r * k + n); out[i + 1] = clamp(g * k * 0.98 + n); out[i + 2] = clamp(b * k * 0.94 + n);
    } else if (style === 'sepia-copy') {
      const l = lo + ((r + g + b) / 3 / 255) * (hi - lo) + (noise() - 0.5) * 10;
      out[i] = clamp(l * 1.08 + 12); out[i + 1] = clamp(l * 1.0 + 4); out[i + 2] = clamp(l * 0.82);
    } else {
      const lift = 30;
      out[i] = clamp(lift + r * 0.78 + (noise() - 0.5) * 18); out[i + 1] = clamp(lift + g * 0.84 + (noise() - 0.5) * 18); out[i + 2] = clamp(lift + 10 + b * 0.9 + (noise() - 0.5) * 18);
    }
  }
  return jpeg(out, W, H, 150, rng.int(74, 86), `${style} ${angle}°`);
}

/** Renders the pages of a PDF at 150 dpi (200 for the bitonal scan) and degrades each, one after the other. */
export async function scanFresh25(pdf: Buffer, pages: number[], style: Fresh25ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, style === 'speckle-bitonal' ? 200 : 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh25(page, style, rng));
  return out;
}
