import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh31 split, beside degrade.ts and degrade-extra/fresh3…fresh30.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - timestamp-camera: a delivery driver's proof-of-delivery photo taken with a **timestamp camera app**: the page
 *                     on a corrugated cardboard box or a truck's tailgate, tilted ±0,8–2°, daylight; the app burns a
 *                     block of text into the bottom right corner (date and time, GPS coordinates, a street address,
 *                     the altitude) in white with a dark outline; 150 dpi JPEG 76–86.
 * - letter-crop:      an A4 page scanned on a flatbed whose paper size was left on **US Letter**: the image is
 *                     8,5 × 11 in, so the bottom ~18 mm of the sheet are cut off and a strip of the lid (with the
 *                     sheet's edge shadow) shows on the right; the sheet a few pixels off the glass corner,
 *                     ±0,1–0,4°; gray 200 dpi JPEG 80–88.
 * - finger-over-lens: a phone photo with **a fingertip over a corner of the lens**: a large, completely out-of-focus
 *                     blob of skin entering from the top-left or bottom-left corner — dark in its middle, a red glow
 *                     where light passes through its edge, a soft halo spreading over the page — the page on a desk,
 *                     tilted; 150 dpi JPEG 78–86.
 * - pad-tearoff:      a colour flatbed scan, lid open on a dark background, of a sheet **torn off a glued pad along its
 *                     perforation**: the top 3–6 mm missing, the torn edge following the perforation's teeth with
 *                     fuzzy fibres and a place where the tear left the line, thin off-white paper, ±0,3–0,9°;
 *                     200 dpi JPEG 80–88.
 * - barcode-laser:    a phone photo in a warehouse while a **handheld barcode scanner's red laser line** crosses the
 *                     page: a thin saturated red line with a glow and a brighter aiming spot, slightly tilted; cool
 *                     fluorescent light (a blue-green cast), the page on a cardboard box; 150 dpi JPEG 76–86.
 */
export type Fresh31ScanStyle = 'timestamp-camera' | 'letter-crop' | 'finger-over-lens' | 'pad-tearoff' | 'barcode-laser';
export const FRESH31_SCAN_STYLES: readonly Fresh31ScanStyle[] = ['timestamp-camera', 'letter-crop', 'finger-over-lens', 'pad-tearoff', 'barcode-laser'];

export function isFresh31Style(style: string): style is Fresh31ScanStyle {
  return (FRESH31_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

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

async function encode(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, describe: string, overlay?: { svg: string; left: number; top: number }): Promise<Fresh5ScanResult> {
  let base = sharp(out, { raw: { width: W, height: H, channels } });
  if (overlay) {
    const flat = await base.composite([{ input: Buffer.from(overlay.svg), left: overlay.left, top: overlay.top }]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    base = sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels as 3 } });
  }
  const image = await base.withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
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

/** The tilted page laid on a ground drawn by `ground(x, y)`, with a margin of `padFrac` of the width around it. */
async function onGround(page: RenderedPage, angle: number, padFrac: number, ground: (x: number, y: number) => number[], paper: (c: number[], x: number, y: number) => number[]) {
  const { data, isSheet, info } = await sheet(page, angle);
  const W = info.width, H = info.height;
  const pad = Math.round(W * padFrac);
  const OW = W + 2 * pad, OH = H + 2 * pad;
  const out = new Float32Array(OW * OH * 3);
  for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
    const o = (y * OW + x) * 3;
    const sx = x - pad, sy = y - pad;
    const inside = sx >= 0 && sy >= 0 && sx < W && sy < H && isSheet[sy * W + sx] === 1;
    let c: number[];
    if (inside) {
      const i = (sy * W + sx) * 3;
      c = paper([data[i]!, data[i + 1]!, data[i + 2]!], x, y);
    } else {
      // the sheet's shadow on the ground, just below and right of its edge
      const near = sx - 3 >= 0 && sy - 4 >= 0 && sx - 3 < W && sy - 4 < H && isSheet[(sy - 4) * W + (sx - 3)] === 1;
      c = ground(x, y).map((v) => (near ? v * 0.72 : v));
    }
    out[o] = c[0]!;
    out[o + 1] = c[1]!;
    out[o + 2] = c[2]!;
  }
  return { out, OW, OH, pad };
}

function toBytes(f: Float32Array, noise: () => number, amount: number): Buffer {
  const b = Buffer.alloc(f.length);
  for (let i = 0; i < f.length; i += 3) {
    const n = (noise() - 0.5) * amount;
    b[i] = clamp(f[i]! + n);
    b[i + 1] = clamp(f[i + 1]! + n);
    b[i + 2] = clamp(f[i + 2]! + n);
  }
  return b;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function degradeFresh31(page: RenderedPage, style: Fresh31ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);

  if (style === 'timestamp-camera') {
    const angle = signed(rng, 0.8, 2);
    const cardboard = rng.chance(0.6);
    const base = cardboard ? [rng.int(168, 190), rng.int(128, 146), rng.int(86, 104)] : [rng.int(120, 140), rng.int(124, 142), rng.int(128, 148)];
    const flutes = rng.range(9, 13);
    const light = [1, rng.range(0.97, 1), rng.range(0.9, 0.96)];
    const { out, OW, OH } = await onGround(page, angle, 0.06,
      (x, y) => base.map((v) => v * (cardboard ? 0.93 + 0.07 * Math.sin(x / flutes) : 0.96 + 0.04 * Math.sin(y / 3.1))),
      (c) => c.map((v, k) => (v * 0.94 + 4) * light[k]!));
    const soft = await sharp(toBytes(out, noise, 9), { raw: { width: OW, height: OH, channels: 3 } }).blur(0.55).raw().toBuffer();
    const day = rng.int(26, 28);
    const time = `${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const lat = `-${rng.int(24, 38)},${String(rng.int(0, 99999)).padStart(5, '0')}`;
    const lon = `-${rng.int(57, 69)},${String(rng.int(0, 99999)).padStart(5, '0')}`;
    const street = rng.pick(['Ruta Nacional 9 km 702', 'Av. Circunvalación 4120', 'Parque Industrial, calle 5', 'Bv. Oroño 2250', 'Colectora Panamericana 1830']);
    const lines = [`${day} nov. 2026 ${time}`, `${lat}S ${lon}W`, street, `Alt. ${rng.int(8, 780)} m  ·  Vel. 0 km/h`];
    const fs = Math.round(OW * 0.021);
    const bw = Math.round(OW * 0.46), bh = Math.round(fs * 1.32 * lines.length + fs * 0.6);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}">` + lines.map((l, i) =>
      `<text x="${bw - 4}" y="${Math.round(fs * 1.1 + i * fs * 1.32)}" text-anchor="end" font-family="DejaVu Sans" font-size="${i === 0 ? Math.round(fs * 1.15) : fs}" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="${i === 0 ? '#ffd84a' : '#ffffff'}" stroke="#202020" stroke-width="${Math.max(1, Math.round(fs / 9))}" paint-order="stroke">${esc(l)}</text>`).join('') + '</svg>';
    return encode(soft, OW, OH, 3, 150, rng.int(76, 86), `timestamp-camera ${angle}° on ${cardboard ? 'cardboard' : 'tailgate'}`,
      { svg, left: OW - bw - Math.round(OW * 0.025), top: OH - bh - Math.round(OH * 0.02) });
  }

  if (style === 'letter-crop') {
    const angle = signed(rng, 0.1, 0.4);
    const big = await sharp(page.image).flatten({ background: '#ffffff' }).rotate(angle, { background: '#ffffff' })
      .resize(Math.round((page.width * 200) / page.dpi)).grayscale().raw().toBuffer({ resolveWithObject: true });
    const W = big.info.width, H = big.info.height, C = big.info.channels;
    const LW = 1700, LH = 2200;
    const dx = rng.int(4, 14), dy = rng.int(3, 10);
    const lid = rng.int(222, 238);
    const out = Buffer.alloc(LW * LH);
    for (let y = 0; y < LH; y++) for (let x = 0; x < LW; x++) {
      const sx = x - dx, sy = y - dy;
      let v: number;
      if (sx >= 0 && sy >= 0 && sx < W && sy < H) v = big.data[(sy * W + sx) * C]! * 0.97 + 4;
      else {
        // the lid, darker in the sheet's edge shadow
        const edge = Math.min(sx >= W ? sx - W : 99, sy < 0 ? -sy : 99, sx < 0 ? -sx : 99);
        v = lid - (edge < 6 ? 40 * (1 - edge / 6) : 0);
      }
      out[y * LW + x] = clamp(v + (noise() - 0.5) * 6);
    }
    const soft = await sharp(out, { raw: { width: LW, height: LH, channels: 1 } }).blur(0.5).extractChannel(0).raw().toBuffer();
    return encode(soft, LW, LH, 1, 200, rng.int(80, 88), `letter-crop ${angle}° at (${dx}, ${dy})`);
  }

  if (style === 'finger-over-lens') {
    const angle = signed(rng, 0.5, 1.5);
    const wood = [rng.int(140, 170), rng.int(100, 124), rng.int(66, 86)];
    const grainF = rng.range(5, 8);
    const { out, OW, OH } = await onGround(page, angle, 0.05,
      (x, y) => wood.map((v) => v * (0.9 + 0.1 * Math.sin(y / grainF + 3 * Math.sin(x / 140)))),
      (c) => c.map((v) => v * 0.95 + 3));
    const top = rng.chance(0.5);
    const fx = OW * rng.range(-0.02, 0.02), fy = top ? OH * rng.range(-0.02, 0.01) : OH * rng.range(0.99, 1.02);
    const rx = OW * rng.range(0.2, 0.26), ry = rx * rng.range(1.2, 1.5);
    const tilt = (top ? 1 : -1) * rng.range(0.4, 0.8);
    const [ct, st] = [Math.cos(tilt), Math.sin(tilt)];
    const skin = [rng.int(92, 120), rng.int(54, 70), rng.int(46, 60)];
    const glow = [rng.int(200, 230), rng.int(96, 120), rng.int(74, 96)];
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const ux = x - fx, uy = y - fy;
      const e = Math.hypot((ux * ct + uy * st) / rx, (-ux * st + uy * ct) / ry);
      if (e > 1.6) continue;
      const o = (y * OW + x) * 3;
      // opaque in the middle, a translucent red rim, then a soft veil of scattered light
      const cover = e < 0.8 ? 1 : e < 1.05 ? 1 - (e - 0.8) / 0.25 * 0.55 : Math.max(0, 0.45 * (1 - (e - 1.05) / 0.55));
      const rim = Math.max(0, 1 - Math.abs(e - 0.95) / 0.25);
      for (let k = 0; k < 3; k++) {
        const col = skin[k]! * (1 - rim) + glow[k]! * rim;
        const veil = e > 1.05 ? out[o + k]! * (1 - cover) + (out[o + k]! * 0.5 + glow[k]! * 0.5) * cover : out[o + k]! * (1 - cover) + col * cover;
        out[o + k] = veil;
      }
    }
    const soft = await sharp(toBytes(out, noise, 8), { raw: { width: OW, height: OH, channels: 3 } }).blur(0.6).raw().toBuffer();
    return encode(soft, OW, OH, 3, 150, rng.int(78, 86), `finger-over-lens ${top ? 'top' : 'bottom'}-left ${angle}°`);
  }

  if (style === 'pad-tearoff') {
    const angle = signed(rng, 0.3, 0.9);
    const big = await sharp(page.image).flatten({ background: '#ffffff' }).resize(Math.round((page.width * 200) / page.dpi)).removeAlpha()
      .raw().toBuffer({ resolveWithObject: true });
    const W = big.info.width, H = big.info.height, C = big.info.channels;
    const mm = 200 / 25.4;
    const line = rng.range(3, 6) * mm;
    const pitch = rng.range(1.0, 1.4) * mm;
    const depth = rng.range(0.3, 0.5) * mm;
    const fuzz = await blobField(rng, W, 1, 3, 0.6);
    // where the tear left the perforation: a notch running down into the sheet
    const nx = W * rng.range(0.1, 0.9), nw = W * rng.range(0.05, 0.12), nd = rng.range(2, 5) * mm;
    const paper = [rng.int(240, 248), rng.int(238, 246), rng.int(228, 238)];
    const torn = Buffer.alloc(W * H * 4);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const tooth = (x % pitch) / pitch;
      const notch = Math.abs(x - nx) < nw ? nd * (1 - Math.abs(x - nx) / nw) : 0;
      const edge = line + depth * Math.abs(tooth - 0.5) * 2 + (fuzz[x]! - 0.5) * 2.2 + notch;
      const i = (y * W + x) * C, o = (y * W + x) * 4;
      const a = y < edge - 0.8 ? 0 : y < edge + 0.8 ? 0.5 : 1;
      for (let k = 0; k < 3; k++) torn[o + k] = clamp((big.data[i + k]! / 255) * paper[k]! * (y < edge + 4 ? 0.96 : 1));
      torn[o + 3] = Math.round(a * 255);
    }
    const bg = rng.int(26, 44);
    const rot = await sharp(torn, { raw: { width: W, height: H, channels: 4 } }).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .raw().toBuffer({ resolveWithObject: true });
    const RW = rot.info.width, RH = rot.info.height;
    const out = Buffer.alloc(RW * RH * 3);
    for (let p = 0; p < RW * RH; p++) {
      const a = rot.data[p * 4 + 3]! / 255;
      const n = (noise() - 0.5) * 7;
      for (let k = 0; k < 3; k++) out[p * 3 + k] = clamp(rot.data[p * 4 + k]! * a + (bg + (k === 2 ? 4 : 0)) * (1 - a) + n);
    }
    const soft = await sharp(out, { raw: { width: RW, height: RH, channels: 3 } }).blur(0.45).raw().toBuffer();
    return encode(soft, RW, RH, 3, 200, rng.int(80, 88), `pad-tearoff ${(line / mm).toFixed(1)} mm ${angle}°`);
  }

  // barcode-laser
  const angle = signed(rng, 0.6, 1.6);
  const box = [rng.int(170, 192), rng.int(132, 150), rng.int(92, 110)];
  const cast = [rng.range(0.9, 0.95), 1, rng.range(0.98, 1.04)];
  const { out, OW, OH } = await onGround(page, angle, 0.06,
    (x) => box.map((v) => v * (0.95 + 0.05 * Math.sin(x / 10.5))),
    (c) => c.map((v) => v * 0.93 + 6));
  const ly = OH * rng.range(0.3, 0.7);
  const slope = Math.tan(signed(rng, 0.5, 3) * Math.PI / 180);
  const x0 = OW * rng.range(0.08, 0.2), x1 = OW * rng.range(0.8, 0.94);
  const spotX = x0 + (x1 - x0) * rng.range(0.35, 0.65);
  for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
    const o = (y * OW + x) * 3;
    for (let k = 0; k < 3; k++) out[o + k] = out[o + k]! * cast[k]!;
    if (x < x0 - 30 || x > x1 + 30) continue;
    const d = Math.abs(y - (ly + (x - spotX) * slope));
    if (d > 24) continue;
    const fade = x < x0 ? Math.max(0, 1 - (x0 - x) / 30) : x > x1 ? Math.max(0, 1 - (x - x1) / 30) : 1;
    const core = d < 1.3 ? 1 : d < 2.4 ? 0.55 : 0;
    const halo = Math.exp(-d / 6) * 0.32;
    const spot = Math.exp(-(((x - spotX) / 22) ** 2) - ((d / 9) ** 2)) * 0.6;
    const s = Math.min(1, (core + halo + spot) * fade);
    out[o] = out[o]! * (1 - s) + 255 * s;
    out[o + 1] = out[o + 1]! * (1 - s * 0.92) + 30 * s;
    out[o + 2] = out[o + 2]! * (1 - s * 0.9) + 34 * s;
  }
  const soft = await sharp(toBytes(out, noise, 10), { raw: { width: OW, height: OH, channels: 3 } }).blur(0.6).raw().toBuffer();
  return encode(soft, OW, OH, 3, 150, rng.int(76, 86), `barcode-laser ${angle}° line at ${Math.round((ly / OH) * 100)}%`);
}

/** Renders the pages of a PDF at 150 dpi and degrades each, one after the other. */
export async function scanFresh31(pdf: Buffer, pages: number[], style: Fresh31ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh31(page, style, rng));
  return out;
}
