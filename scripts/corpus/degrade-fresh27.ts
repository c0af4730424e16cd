import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh27 split, beside degrade.ts and degrade-extra/fresh3…fresh26.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - tabletop-perspective: the page photographed lying on a wooden table from the chair: a true perspective warp
 *                         (homography) whose top edge is 9–15 % narrower than the bottom and a little tilted, the table's
 *                         grain around it, light falling off toward the far edge; 150 dpi JPEG 76–84.
 * - bound-gutter:         a page scanned out of a bound book of copies: a dark gutter shadow down one edge (left or
 *                         right), the lines squeezed as the paper curves into the binding, a lighter shadow on the
 *                         other edge; 150 dpi JPEG 80–88, gray.
 * - paid-stamp:           a red rubber stamp "PAGADO" with a double frame and a date line, inked unevenly, tilted
 *                         −12…−25° over part of the page (text still readable through it); 150 dpi JPEG 82–90.
 * - impact-dots-faded:    as a worn impact printer prints it: every stroke broken into round dots of a 3-pixel
 *                         grid, in a violet-gray ribbon that fades in horizontal bands; 200 dpi PNG.
 * - flash-washout:        a phone photo taken with the flash: a washed-out hot spot with a bright core, the corners
 *                         falling into shadow, a warm cast, ±0,4–1,1°; 150 dpi JPEG 72–80.
 */
export type Fresh27ScanStyle = 'tabletop-perspective' | 'bound-gutter' | 'paid-stamp' | 'impact-dots-faded' | 'flash-washout';
export const FRESH27_SCAN_STYLES: readonly Fresh27ScanStyle[] = ['tabletop-perspective', 'bound-gutter', 'paid-stamp', 'impact-dots-faded', 'flash-washout'];

export function isFresh27Style(style: string): style is Fresh27ScanStyle {
  return (FRESH27_SCAN_STYLES as readonly string[]).includes(style);
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

/** The 3×3 homography taking the four points `from` to the four points `to`. */
function homography(from: Array<[number, number]>, to: Array<[number, number]>): number[] {
  const A: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gauss-Jordan on the 8×9 system
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    const d = A[c]![c]!;
    for (let k = c; k < 9; k++) A[c]![k]! /= d;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const m = A[r]![c]!;
      if (m) for (let k = c; k < 9; k++) A[r]![k]! -= m * A[c]![k]!;
    }
  }
  return [...A.map((row) => row[8]!), 1];
}

export async function degradeFresh27(page: RenderedPage, style: Fresh27ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);
  if (style === 'impact-dots-faded') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const base = rng.range(0.82, 0.92), period = rng.range(70, 130), phase = rng.range(0, 6.28);
    const ribbon = [rng.int(45, 60), rng.int(38, 50), rng.int(80, 100)];
    const paper = rng.range(238, 248);
    const out = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i++) for (let k = 0; k < 3; k++) out[i * 3 + k] = clamp(paper - (k === 2 ? 6 : 0) + (noise() - 0.5) * 6);
    const P = 3;
    for (let cy = 0; cy < H; cy += P) {
      const band = base * (0.8 + 0.2 * Math.sin(cy / period + phase));
      for (let cx = 0; cx < W; cx += P) {
        let ink = 0;
        for (let y = cy; y < Math.min(H, cy + P); y++) for (let x = cx; x < Math.min(W, cx + P); x++) {
          const i = (y * W + x) * 3;
          ink += 1 - (data[i]! + data[i + 1]! + data[i + 2]!) / 765;
        }
        if (ink / (P * P) < 0.2) continue;
        const strength = Math.min(1, band * (0.85 + noise() * 0.3));
        // a round dot of radius 1.5 px centred in the cell
        for (let y = cy; y < Math.min(H, cy + P); y++) for (let x = cx; x < Math.min(W, cx + P); x++) {
          const d = Math.hypot(x - cx - 1, y - cy - 1);
          const a = strength * (d <= 1 ? 1 : d <= 1.5 ? 0.7 : 0.3);
          const i = (y * W + x) * 3;
          for (let k = 0; k < 3; k++) out[i + k] = clamp(out[i + k]! * (1 - a) + ribbon[k]! * a);
        }
      }
    }
    const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: 200 }).png().toBuffer({ resolveWithObject: true });
    return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: 200, describe: `impact-dots-faded ribbon ${Math.round(base * 100)}%` };
  }

  if (style === 'tabletop-perspective') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const OW = Math.round(W * 1.14), OH = Math.round(H * 1.08);
    const narrow = rng.range(0.09, 0.15) / 2;
    const tilt = signed(rng, 0.004, 0.018) * H;
    const dst: Array<[number, number]> = [
      [OW * 0.07 + W * narrow, OH * 0.05 + tilt], [OW * 0.93 - W * narrow, OH * 0.05 - tilt],
      [OW * 0.97, OH * 0.975], [OW * 0.03, OH * 0.97],
    ];
    const src: Array<[number, number]> = [[0, 0], [W, 0], [W, H], [0, H]];
    const h = homography(dst, src);
    const wood = [rng.int(120, 150), rng.int(82, 100), rng.int(50, 64)];
    const grain = rng.range(0.02, 0.05), far = rng.range(0.16, 0.26);
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) {
      const light = 1 - far * (1 - y / OH);
      for (let x = 0; x < OW; x++) {
        const o = (y * OW + x) * 3;
        const w = h[6]! * x + h[7]! * y + h[8]!;
        const u = (h[0]! * x + h[1]! * y + h[2]!) / w, v = (h[3]! * x + h[4]! * y + h[5]!) / w;
        const n = (noise() - 0.5) * 8;
        if (u >= 0 && v >= 0 && u < W - 1 && v < H - 1) {
          const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
          for (let k = 0; k < 3; k++) {
            const p = (yy: number, xx: number) => data[(yy * W + xx) * 3 + k]!;
            const val = (p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx) * (1 - fy) + (p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx) * fy;
            out[o + k] = clamp(val * light * (k === 2 ? 0.96 : 1) + n);
          }
        } else {
          const g = Math.sin(y * grain + Math.sin(x * 0.004) * 6) * 14 + Math.sin(y * grain * 7.3) * 5;
          for (let k = 0; k < 3; k++) out[o + k] = clamp((wood[k]! + g) * light + n);
        }
      }
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.5).raw().toBuffer();
    return jpeg(soft, OW, OH, 3, 150, rng.int(76, 84), `tabletop-perspective top ${Math.round(narrow * 200)}% narrower`);
  }

  if (style === 'paid-stamp') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const angle = -rng.range(12, 25);
    const sw = Math.round(W * 0.42), sh = Math.round(sw * 0.42);
    const cx = rng.range(W * 0.45, W * 0.62), cy = rng.range(H * 0.2, H * 0.38);
    const day = `${String(rng.int(1, 28)).padStart(2, '0')} ${['NOV', 'DIC'][rng.int(0, 1)]} 2026`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle.toFixed(2)})">` +
      `<rect x="${-sw / 2}" y="${-sh / 2}" width="${sw}" height="${sh}" rx="10" fill="none" stroke="#000" stroke-width="${(sw / 60).toFixed(1)}"/>` +
      `<rect x="${-sw / 2 + sw / 28}" y="${-sh / 2 + sw / 28}" width="${sw - sw / 14}" height="${sh - sw / 14}" rx="6" fill="none" stroke="#000" stroke-width="${(sw / 140).toFixed(1)}"/>` +
      `<text x="0" y="${(sh * 0.1).toFixed(1)}" font-family="DejaVu Sans" font-weight="bold" font-size="${(sh * 0.42).toFixed(1)}" text-anchor="middle" letter-spacing="${(sw / 60).toFixed(1)}">PAGADO</text>` +
      `<text x="0" y="${(sh * 0.36).toFixed(1)}" font-family="DejaVu Sans" font-size="${(sh * 0.15).toFixed(1)}" text-anchor="middle">${day}</text></g></svg>`;
    const mask = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
    const blots = Array.from({ length: 7 }, () => ({ x: cx + rng.range(-sw / 2, sw / 2), y: cy + rng.range(-sh, sh), r: rng.range(sw * 0.12, sw * 0.3), k: rng.range(0.35, 0.7) }));
    const ink = [rng.int(190, 215), rng.int(25, 45), rng.int(40, 60)];
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let a = (mask[i]! / 255) * 0.82;
      if (a > 0) {
        for (const b of blots) {
          const d = Math.hypot(x - b.x, y - b.y) / b.r;
          if (d < 1) a *= b.k + (1 - b.k) * d;
        }
        a *= 0.8 + noise() * 0.25;
      }
      const n = (noise() - 0.5) * 6;
      for (let k = 0; k < 3; k++) out[i * 3 + k] = clamp(data[i * 3 + k]! * (1 - a + (a * ink[k]!) / 255) + n);
    }
    return jpeg(out, W, H, 3, 150, rng.int(82, 90), `paid-stamp ${angle.toFixed(0)}°`);
  }

  if (style === 'bound-gutter') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const onLeft = rng.chance(0.5);
    const g = W * rng.range(0.1, 0.14), deep = rng.range(0.55, 0.72), squeeze = rng.range(1.25, 1.45);
    const tone = rng.range(228, 240);
    const out = Buffer.alloc(W * H);
    for (let y = 0; y < H; y++) {
      const bow = 1 + 0.12 * Math.sin((Math.PI * y) / H); // the binding bulges in the middle of the page
      for (let x = 0; x < W; x++) {
        const d = onLeft ? x : W - 1 - x; // distance from the gutter
        const gw = g * bow;
        let sx = x, shade = 1;
        if (d < gw) {
          const t = d / gw;
          const from = gw * Math.pow(t, squeeze);
          sx = Math.round(onLeft ? from : W - 1 - from);
          shade = 1 - deep * Math.pow(1 - t, 2);
        }
        const e = onLeft ? W - 1 - x : x; // the outer edge's light shadow
        if (e < W * 0.03) shade *= 1 - 0.18 * (1 - e / (W * 0.03));
        const i = (y * W + Math.max(0, Math.min(W - 1, sx))) * 3;
        const gray = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        out[y * W + x] = clamp(gray * (tone / 255) * shade + (noise() - 0.5) * 10);
      }
    }
    return jpeg(out, W, H, 1, 150, rng.int(80, 88), `bound-gutter ${onLeft ? 'left' : 'right'}`);
  }

  // flash-washout
  const angle = signed(rng, 0.4, 1.1);
  const { data, info } = await rgb(page, angle, '#6b6660');
  const W = info.width, H = info.height;
  const hx = rng.range(W * 0.35, W * 0.65), hy = rng.range(H * 0.15, H * 0.35), hr = rng.range(W * 0.28, W * 0.38);
  const wash = rng.range(0.5, 0.62), vig = rng.range(0.28, 0.4);
  const out = Buffer.alloc(W * H * 3);
  const diag = Math.hypot(W / 2, H / 2);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 3;
    const d = Math.hypot(x - hx, y - hy) / hr;
    const spot = d < 1 ? wash * Math.pow(1 - d, 1.6) + (d < 0.12 ? 0.2 * (1 - d / 0.12) : 0) : 0;
    const v = 1 - vig * Math.pow(Math.hypot(x - W / 2, y - H / 2) / diag, 2);
    const n = (noise() - 0.5) * 12;
    const warm = [10, 2, -12];
    for (let k = 0; k < 3; k++) {
      const c = data[i + k]!;
      out[i + k] = clamp((c + (255 - c) * Math.min(0.85, spot)) * v + warm[k]! + n);
    }
  }
  return jpeg(out, W, H, 3, 150, rng.int(72, 80), `flash-washout ${angle}°`);
}

/** Renders the pages of a PDF at 150 dpi (200 for the impact printer) and degrades each, one after the other. */
export async function scanFresh27(pdf: Buffer, pages: number[], style: Fresh27ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, style === 'impact-dots-faded' ? 200 : 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh27(page, style, rng));
  return out;
}
