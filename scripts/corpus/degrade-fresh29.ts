import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh29 split, beside degrade.ts and degrade-extra/fresh3…fresh28.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - dappled-leaves:    a phone photo of the page on a café's outdoor table under a tree: blotches of leaf shadow
 *                      (the light cut to 62–72 % with a cool green cast) between warm sunlit patches, the table's
 *                      gray-green slats around the sheet, a slight tilt (±0,4–1,2°); 150 dpi JPEG 78–86.
 * - felt-tip-ok:       a colour flatbed scan of a page someone approved by hand: a large "OK", initials and an
 *                      underline swoosh in green or red felt-tip (a translucent dye, multiplied over the print) in
 *                      the lower half of the page; 150 dpi JPEG 84–90.
 * - fridge-magnet:     the page held on a white fridge door by a round fruit magnet and photographed: glossy off-white
 *                      door with a vertical light falloff and a soft specular streak, the magnet and its shadow at
 *                      the top, the sheet's shadow, its lower edge curling away (darker), tilt ±0,8–1,8°; 150 dpi JPEG 76–84.
 * - grease-spots:      a colour scan of a copy handled at a food counter: 3–5 translucent grease stains (the paper
 *                      darkened 12–22 % with a yellow-gray cast and a darker rim) and a smudged thumbprint near a
 *                      margin; 150 dpi JPEG 82–90.
 * - spirit-duplicator: a spirit-duplicator ("ditto") copy: every mark printed in violet aniline ink, soft and a little
 *                      spread, the ink density fading 25–40 % towards one side, a faint violet cast on cream paper;
 *                      150 dpi JPEG 80–88.
 */
export type Fresh29ScanStyle = 'dappled-leaves' | 'felt-tip-ok' | 'fridge-magnet' | 'grease-spots' | 'spirit-duplicator';
export const FRESH29_SCAN_STYLES: readonly Fresh29ScanStyle[] = ['dappled-leaves', 'felt-tip-ok', 'fridge-magnet', 'grease-spots', 'spirit-duplicator'];

export function isFresh29Style(style: string): style is Fresh29ScanStyle {
  return (FRESH29_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

async function rgb(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** The page turned by `angle` on a transparent ground: RGB pixels and, apart, where the sheet is (alpha over 127). */
async function sheet(page: RenderedPage, angle: number) {
  const { data, info } = await sharp(page.image).flatten({ background: '#ffffff' }).ensureAlpha()
    .rotate(angle, { background: { r: 255, g: 255, b: 255, alpha: 0 } }).raw().toBuffer({ resolveWithObject: true });
  const W = info.width, H = info.height;
  const rgbData = Buffer.alloc(W * H * 3);
  const isSheet = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) {
    rgbData[i * 3] = data[i * 4]!;
    rgbData[i * 3 + 1] = data[i * 4 + 1]!;
    rgbData[i * 3 + 2] = data[i * 4 + 2]!;
    isSheet[i] = data[i * 4 + 3]! > 127 ? 1 : 0;
  }
  return { data: rgbData, isSheet, info: { width: W, height: H } };
}

async function jpeg(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, describe: string): Promise<Fresh5ScanResult> {
  const image = await sharp(out, { raw: { width: W, height: H, channels } }).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi, describe };
}

/** A smooth random field in [0, 1] of W × H: a coarse grid of draws, enlarged with a blur. */
async function blobField(rng: Rng, W: number, H: number, cell: number, blur: number): Promise<Float32Array> {
  const gw = Math.max(2, Math.ceil(W / cell)), gh = Math.max(2, Math.ceil(H / cell));
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = rng.int(0, 255);
  const big = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(W, H, { kernel: 'cubic', fit: 'fill' }).blur(blur).extractChannel(0).raw().toBuffer();
  const out = new Float32Array(W * H);
  for (let i = 0; i < W * H; i++) out[i] = big[i]! / 255;
  return out;
}

/** Strokes painted into a coverage mask (0–1), as round nibs stamped along polylines. */
class Mask {
  readonly a: Float32Array;
  constructor(readonly W: number, readonly H: number) {
    this.a = new Float32Array(W * H);
  }
  disc(cx: number, cy: number, r: number, strength = 1): void {
    const x0 = Math.max(0, Math.floor(cx - r - 1)), x1 = Math.min(this.W - 1, Math.ceil(cx + r + 1));
    const y0 = Math.max(0, Math.floor(cy - r - 1)), y1 = Math.min(this.H - 1, Math.ceil(cy + r + 1));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const cover = Math.max(0, Math.min(1, r + 0.5 - d)) * strength;
      const i = y * this.W + x;
      if (cover > this.a[i]!) this.a[i] = cover;
    }
  }
  stroke(points: Array<[number, number]>, r: number, strength: number): void {
    for (let k = 1; k < points.length; k++) {
      const [ax, ay] = points[k - 1]!, [bx, by] = points[k]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / (r * 0.4)));
      for (let s = 0; s <= steps; s++) {
        const t = s / steps;
        // the nib runs a little dry towards the end of each stroke
        this.disc(ax + (bx - ax) * t, ay + (by - ay) * t, r, strength * (1 - 0.25 * ((k - 1 + t) / points.length)));
      }
    }
  }
}

/** A hand-drawn curve: points along a function of t, with a small wobble drawn from the rng. */
function curve(rng: Rng, f: (t: number) => [number, number], n: number, wobble: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  let wx = 0, wy = 0;
  for (let i = 0; i <= n; i++) {
    wx = wx * 0.7 + rng.range(-wobble, wobble);
    wy = wy * 0.7 + rng.range(-wobble, wobble);
    const [x, y] = f(i / n);
    pts.push([x + wx, y + wy]);
  }
  return pts;
}

export async function degradeFresh29(page: RenderedPage, style: Fresh29ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);

  if (style === 'dappled-leaves') {
    const angle = signed(rng, 0.4, 1.2);
    const { data, isSheet, info } = await sheet(page, angle);
    const W = info.width, H = info.height;
    const pad = Math.round(W * 0.05);
    const OW = W + 2 * pad, OH = H + 2 * pad;
    const shade = await blobField(rng, OW, OH, Math.round(OW / 9), 14);
    const depth = rng.range(0.28, 0.38);
    const table = [rng.int(118, 134), rng.int(128, 142), rng.int(112, 124)];
    const slat = Math.round(OW / rng.int(9, 12));
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const o = (y * OW + x) * 3;
      const sx = x - pad, sy = y - pad;
      const inside = sx >= 0 && sy >= 0 && sx < W && sy < H;
      const i = inside ? (sy * W + sx) * 3 : -1;
      const paper = inside && isSheet[sy * W + sx] === 1;
      // the leaf shadow: a soft threshold of the field, so there are patches of shade and of sun
      const s = shade[y * OW + x]!;
      const t = Math.min(1, Math.max(0, (s - 0.42) / 0.16));
      const gain = 1 - depth * t;
      const tint = [1 - 0.06 * t + 0.03 * (1 - t), 1 + 0.01 * t, 1 + 0.03 * t - 0.05 * (1 - t)];
      const n = (noise() - 0.5) * 9;
      let c: number[];
      if (paper) c = [data[i]!, data[i + 1]!, data[i + 2]!];
      else {
        const groove = x % slat < 3 ? 0.55 : 1;
        c = table.map((v) => (v + (noise() - 0.5) * 18) * groove);
      }
      for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! * gain * tint[k]! + n);
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.5).raw().toBuffer();
    return jpeg(soft, OW, OH, 3, 150, rng.int(78, 86), `dappled-leaves ${angle}° shade ${Math.round(depth * 100)}%`);
  }

  if (style === 'felt-tip-ok') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const mask = new Mask(W, H);
    const ink = rng.pick([[24, 128, 64], [200, 36, 44], [30, 70, 170]] as const);
    const r = W * 0.0042;
    const h = H * rng.range(0.045, 0.06);
    const x0 = W * rng.range(0.14, 0.4), y0 = H * rng.range(0.6, 0.7);
    // "O": an open loop, begun at its top and overshooting
    mask.stroke(curve(rng, (t) => [x0 + h * 0.42 * Math.sin(t * 2.15 * Math.PI), y0 - h * 0.5 * Math.cos(t * 2.15 * Math.PI)], 46, r * 0.25), r, 0.92);
    // "K": the stem, then the two arms
    const kx = x0 + h * 0.85;
    mask.stroke(curve(rng, (t) => [kx + t * h * 0.05, y0 - h * 0.55 + t * h * 1.1], 14, r * 0.2), r, 0.92);
    mask.stroke(curve(rng, (t) => [kx + h * 0.55 - t * h * 0.52, y0 - h * 0.55 + t * h * 0.6], 12, r * 0.2), r, 0.92);
    mask.stroke(curve(rng, (t) => [kx + h * 0.12 + t * h * 0.5, y0 + t * h * 0.55], 12, r * 0.2), r, 0.92);
    // initials: two quick loops and a tail, then an underline swoosh under everything
    const ix = kx + h * 1.1;
    mask.stroke(curve(rng, (t) => [ix + t * h * 1.6, y0 + h * 0.1 - h * 0.35 * Math.abs(Math.sin(t * 3 * Math.PI)) + t * h * 0.15], 40, r * 0.3), r * 0.7, 0.9);
    mask.stroke(curve(rng, (t) => [x0 - h * 0.4 + t * h * 3.6, y0 + h * 0.75 + Math.sin(t * Math.PI) * h * 0.12 - t * h * 0.2], 30, r * 0.25), r * 0.8, 0.88);
    const out = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i++) {
      const a = mask.a[i]!;
      const n = (noise() - 0.5) * 6;
      for (let k = 0; k < 3; k++) {
        // a dye multiplied over the page: the print under the ink stays dark
        const v = data[i * 3 + k]! * (1 - a * (1 - ink[k]! / 255));
        out[i * 3 + k] = clamp(v * 0.985 + 2 + n);
      }
    }
    return jpeg(out, W, H, 3, 150, rng.int(84, 90), `felt-tip-ok rgb(${ink.join(',')})`);
  }

  if (style === 'fridge-magnet') {
    const angle = signed(rng, 0.8, 1.8);
    const { data, isSheet, info } = await sheet(page, angle);
    const W = info.width, H = info.height;
    const pad = Math.round(W * 0.07);
    const OW = W + 2 * pad, OH = H + 2 * pad;
    const door = [rng.int(226, 238), rng.int(228, 240), rng.int(230, 242)];
    const streakX = rng.range(0.2, 0.8) * OW, streakW = OW * rng.range(0.05, 0.09);
    const mx = pad + rng.range(W * 0.4, W * 0.6), my = pad + H * 0.018, mr = W * 0.032;
    const magnet = rng.pick([[236, 196, 40], [226, 88, 40], [120, 180, 60]] as const);
    const sh = Math.round(W * 0.014);
    const curl = rng.range(0.1, 0.16);
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const o = (y * OW + x) * 3;
      const sx = x - pad, sy = y - pad;
      const inside = sx >= 0 && sy >= 0 && sx < W && sy < H;
      const i = inside ? (sy * W + sx) * 3 : -1;
      const paper = inside && isSheet[sy * W + sx] === 1;
      const light = 1 - 0.16 * (y / OH);
      const n = (noise() - 0.5) * 8;
      let c: number[];
      if (paper) {
        // the lower edge curls away from the door and falls into its own shade
        const fy = sy / H;
        const curlShade = fy > 0.82 ? 1 - curl * ((fy - 0.82) / 0.18) ** 1.5 : 1;
        c = [data[i]! * curlShade, data[i + 1]! * curlShade, data[i + 2]! * curlShade];
      } else {
        const spec = Math.exp(-(((x - streakX) / streakW) ** 2)) * 14;
        const inShadow = x - sh >= pad && y - sh >= pad && x - sh < pad + W && y - sh < pad + H;
        c = door.map((v) => (v + spec) * (inShadow ? 0.8 : 1));
      }
      const dm = Math.hypot(x - mx, y - my);
      const ds = Math.hypot(x - mx - mr * 0.35, y - my - mr * 0.45);
      if (ds < mr * 1.05 && dm >= mr) c = c.map((v) => v * 0.6);
      if (dm < mr) {
        const hl = Math.max(0, 1 - Math.hypot(x - mx + mr * 0.4, y - my + mr * 0.4) / (mr * 0.5));
        const rim = dm > mr * 0.85 ? 0.8 : 1;
        c = magnet.map((v) => (v * rim) + (255 - v) * hl * 0.8);
      }
      for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! * light + n);
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.55).raw().toBuffer();
    return jpeg(soft, OW, OH, 3, 150, rng.int(76, 84), `fridge-magnet ${angle}°`);
  }

  if (style === 'grease-spots') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const stain = new Float32Array(W * H);
    const rimMask = new Float32Array(W * H);
    const spots = rng.int(3, 5);
    for (let s = 0; s < spots; s++) {
      const cx = rng.range(0.08, 0.92) * W, cy = rng.range(0.1, 0.92) * H, R = rng.range(0.02, 0.06) * W;
      const strength = rng.range(0.12, 0.22);
      // an irregular outline: the radius varies with the angle by a few harmonics
      const h1 = rng.range(0.06, 0.16), h2 = rng.range(0.04, 0.1), p1 = rng.range(0, 6.28), p2 = rng.range(0, 6.28);
      const x0 = Math.max(0, Math.floor(cx - R * 1.4)), x1 = Math.min(W - 1, Math.ceil(cx + R * 1.4));
      const y0 = Math.max(0, Math.floor(cy - R * 1.4)), y1 = Math.min(H - 1, Math.ceil(cy + R * 1.4));
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
        const th = Math.atan2(y - cy, x - cx);
        const rr = R * (1 + h1 * Math.sin(3 * th + p1) + h2 * Math.sin(5 * th + p2));
        const d = Math.hypot(x - cx, y - cy) / rr;
        if (d > 1.08) continue;
        const body = d < 0.92 ? 1 : Math.max(0, (1.08 - d) / 0.16);
        const i = y * W + x;
        stain[i] = Math.max(stain[i]!, strength * body);
        if (d > 0.82 && d < 1.04) rimMask[i] = Math.max(rimMask[i]!, 0.06 * (1 - Math.abs(d - 0.93) / 0.11));
      }
    }
    // a thumbprint near a side margin: ridges of concentric ellipses, faint
    const tx = rng.chance(0.5) ? W * rng.range(0.04, 0.1) : W * rng.range(0.9, 0.96), ty = H * rng.range(0.3, 0.8);
    const ta = W * 0.028, tb = W * 0.038, tilt = rng.range(-0.5, 0.5);
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const u = (x - tx) * Math.cos(tilt) + (y - ty) * Math.sin(tilt), v = -(x - tx) * Math.sin(tilt) + (y - ty) * Math.cos(tilt);
      const e = Math.hypot(u / ta, v / tb);
      const print = e < 1 ? (0.5 + 0.5 * Math.sin(e * 38)) * 0.1 * (1 - e) : 0;
      const s = stain[i]! + rimMask[i]!;
      const n = (noise() - 0.5) * 7;
      const tint = [1, 0.985, 0.9];
      for (let k = 0; k < 3; k++) {
        const base = data[i * 3 + k]!;
        out[i * 3 + k] = clamp(base * (1 - s) * (s > 0 ? tint[k]! : 1) * (1 - print) + n);
      }
    }
    return jpeg(out, W, H, 3, 150, rng.int(82, 90), `grease-spots ${spots}`);
  }

  // spirit-duplicator
  const { data, info } = await rgb(page);
  const W = info.width, H = info.height;
  const gray = Buffer.alloc(W * H);
  for (let i = 0; i < W * H; i++) gray[i] = (data[i * 3]! * 0.3 + data[i * 3 + 1]! * 0.59 + data[i * 3 + 2]! * 0.11);
  // the ink spreads a little into the paper: a soft copy, darkened where the print is
  const spread = await sharp(gray, { raw: { width: W, height: H, channels: 1 } }).blur(0.9).extractChannel(0).raw().toBuffer();
  const fade = rng.range(0.25, 0.4), fromLeft = rng.chance(0.5);
  const violet = [rng.int(78, 98), rng.int(30, 46), rng.int(138, 162)];
  const paper = [rng.int(244, 250), rng.int(238, 244), rng.int(222, 232)];
  const blotch = await blobField(rng, W, H, Math.round(W / 6), 10);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x;
    const g = Math.min(gray[i]!, spread[i]! * 0.6 + gray[i]! * 0.4);
    const inkAmt = Math.pow(1 - g / 255, 0.8);
    const side = fromLeft ? x / W : 1 - x / W;
    const density = (1 - fade * side) * (0.88 + 0.12 * blotch[i]!);
    const a = Math.min(1, inkAmt * density * 1.1);
    const n = (noise() - 0.5) * 8;
    for (let k = 0; k < 3; k++) out[i * 3 + k] = clamp(paper[k]! * (1 - a) + violet[k]! * a - 4 * blotch[i]! + n);
  }
  return jpeg(out, W, H, 3, 150, rng.int(80, 88), `spirit-duplicator fade ${Math.round(fade * 100)}%`);
}

/** Renders the pages of a PDF at 150 dpi and degrades each, one after the other. */
export async function scanFresh29(pdf: Buffer, pages: number[], style: Fresh29ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh29(page, style, rng));
  return out;
}
