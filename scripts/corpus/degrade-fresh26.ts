import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh26 split, beside degrade.ts and degrade-extra/fresh3…fresh25.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - lcd-subpixel:      a phone photo of the PDF open on an LCD monitor: the RGB stripes of the subpixels, a moiré
 *                      beat of two slightly different periods, the screen's cool white, ±0,3–0,9°; 150 dpi JPEG 74–82.
 * - ncr-second-sheet:  the second sheet of a carbonless (NCR) form: the writing in violet-blue on yellowish paper, its
 *                      strength uneven with the pressure of the printer head (slow blotches); 150 dpi JPEG 80–88.
 * - mug-ring-trifold:  a letter folded in three to post it, then left under a coffee mug: two horizontal creases with
 *                      their shadow and a brown ring with a darker rim; 150 dpi JPEG 78–86.
 * - sleeve-haze:       scanned inside a punched plastic sleeve: the page's contrast lowered by the film's haze, a soft
 *                      diagonal sheen, the sleeve's punched strip on the left; ±0,2–0,6°; 150 dpi JPEG 78–86.
 * - fax-roll-gradient: a thermal fax roll printout: gray-brown paper, the print fading from top to bottom as the roll
 *                      aged, a few white dropout lines of a dirty head, rows doubled (fine-mode fax, half vertical
 *                      resolution); 200 dpi PNG, gray.
 */
export type Fresh26ScanStyle = 'lcd-subpixel' | 'ncr-second-sheet' | 'mug-ring-trifold' | 'sleeve-haze' | 'fax-roll-gradient';
export const FRESH26_SCAN_STYLES: readonly Fresh26ScanStyle[] = ['lcd-subpixel', 'ncr-second-sheet', 'mug-ring-trifold', 'sleeve-haze', 'fax-roll-gradient'];

export function isFresh26Style(style: string): style is Fresh26ScanStyle {
  return (FRESH26_SCAN_STYLES as readonly string[]).includes(style);
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

export async function degradeFresh26(page: RenderedPage, style: Fresh26ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);
  if (style === 'fax-roll-gradient') {
    const { data, info } = await rgb(page, 0, '#ffffff');
    const W = info.width, H = info.height;
    const start = rng.range(0.9, 1), end = rng.range(0.45, 0.6);
    const dropouts = Array.from({ length: rng.int(2, 4) }, () => rng.int(0, W - 1));
    const out = Buffer.alloc(W * H);
    for (let y = 0; y < H; y++) {
      const src = y - (y % 2); // fine-mode fax: every scan row printed twice
      const strength = start + (end - start) * (y / H);
      for (let x = 0; x < W; x++) {
        const i = (src * W + x) * 3;
        const g = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        const ink = g < 140 ? 1 : 0;
        const paper = 222 + (noise() - 0.5) * 10;
        const dark = 40 + (1 - strength) * 120;
        let v = ink ? dark + (noise() - 0.5) * 20 : paper;
        if (dropouts.some((d) => Math.abs(d - x) < 1)) v = paper + 8;
        out[y * W + x] = clamp(v);
      }
    }
    const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: 200 }).png().toBuffer({ resolveWithObject: true });
    return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: 200, describe: `fax-roll-gradient ${Math.round(start * 100)}→${Math.round(end * 100)}%` };
  }
  const angle = style === 'lcd-subpixel' ? signed(rng, 0.3, 0.9) : style === 'sleeve-haze' ? signed(rng, 0.2, 0.6) : 0;
  const { data, info } = await rgb(page, angle, style === 'lcd-subpixel' ? '#1c1c22' : '#f2f2f0');
  const W = info.width, H = info.height;
  const out = Buffer.alloc(W * H * 3);
  // style parameters
  const p1 = rng.range(3.1, 3.4), p2 = rng.range(3.5, 3.9); // subpixel period and the camera's sampling beat
  const blot = Array.from({ length: 6 }, () => ({ x: rng.range(0, W), y: rng.range(0, H), r: rng.range(W * 0.15, W * 0.35), k: rng.range(0.55, 0.85) }));
  const folds = [H / 3 + rng.range(-12, 12), (2 * H) / 3 + rng.range(-12, 12)];
  const ring = { x: rng.range(W * 0.5, W * 0.8), y: rng.range(H * 0.55, H * 0.8), r: rng.range(W * 0.1, W * 0.13) };
  const sheen = rng.range(0.3, 0.7);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 3;
    const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
    const n = (noise() - 0.5);
    if (style === 'lcd-subpixel') {
      const sub = Math.floor(x / (p1 / 3)) % 3;
      const beat = 0.9 + 0.1 * Math.sin((2 * Math.PI * x) / p2) * Math.sin((2 * Math.PI * y) / (p2 * 1.3));
      const f = [sub === 0 ? 1 : 0.86, sub === 1 ? 1 : 0.86, sub === 2 ? 1 : 0.86];
      out[i] = clamp((r * 0.86 + 18) * f[0]! * beat + n * 12);
      out[i + 1] = clamp((g * 0.88 + 20) * f[1]! * beat + n * 12);
      out[i + 2] = clamp((b * 0.92 + 26) * f[2]! * beat + n * 12);
    } else if (style === 'ncr-second-sheet') {
      const ink = 1 - (r + g + b) / 3 / 255;
      let press = 1;
      for (const bl of blot) {
        const d = Math.hypot(x - bl.x, y - bl.y) / bl.r;
        if (d < 1) press = Math.min(press, bl.k + (1 - bl.k) * d);
      }
      const k = ink * press;
      out[i] = clamp(250 - k * 170 + n * 8);
      out[i + 1] = clamp(244 - k * 190 + n * 8);
      out[i + 2] = clamp(200 - k * 50 + n * 8);
    } else if (style === 'mug-ring-trifold') {
      let k = 1, tint = 0;
      for (const f of folds) {
        const d = y - f;
        if (Math.abs(d) < 10) k *= d < 0 ? 1 - 0.18 * (1 - Math.abs(d) / 10) : 1 + 0.04 * (1 - d / 10);
      }
      const dr = Math.hypot(x - ring.x, y - ring.y) - ring.r;
      if (dr < 0 && dr > -ring.r * 0.12) tint = 0.16; // the wet inside of the ring
      if (Math.abs(dr) < 4) tint = 0.45 * (1 - Math.abs(dr) / 4); // the dried rim
      out[i] = clamp((r * (1 - tint) + 150 * tint) * k + n * 8);
      out[i + 1] = clamp((g * (1 - tint) + 105 * tint) * k + n * 8);
      out[i + 2] = clamp((b * (1 - tint) + 60 * tint) * k + n * 8);
    } else {
      // sleeve-haze
      const haze = 0.22;
      const diag = (x / W + y / H) / 2;
      const s = Math.max(0, 1 - Math.abs(diag - sheen) / 0.08) * 30;
      const strip = x < W * 0.045 ? (Math.hypot(x - W * 0.022, (y % (H / 4)) - H / 8) < W * 0.012 ? -60 : -10) : 0;
      out[i] = clamp(r * (1 - haze) + 235 * haze + s + strip + n * 10);
      out[i + 1] = clamp(g * (1 - haze) + 238 * haze + s + strip + n * 10);
      out[i + 2] = clamp(b * (1 - haze) + 242 * haze + s + strip + n * 10);
    }
  }
  return jpeg(out, W, H, 150, style === 'lcd-subpixel' ? rng.int(74, 82) : style === 'ncr-second-sheet' ? rng.int(80, 88) : rng.int(78, 86), `${style}${angle ? ` ${angle}°` : ''}`);
}

/** Renders the pages of a PDF at 150 dpi (200 for the fax roll) and degrades each, one after the other. */
export async function scanFresh26(pdf: Buffer, pages: number[], style: Fresh26ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, style === 'fax-roll-gradient' ? 200 : 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh26(page, style, rng));
  return out;
}
