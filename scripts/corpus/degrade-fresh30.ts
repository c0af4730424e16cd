import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh30 split, beside degrade.ts and degrade-extra/fresh3…fresh29.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift), so the same seed gives the
 * same image.
 *
 * - pocket-quartered:   a colour flatbed scan of a page that was folded in four and carried in a pocket or a wallet:
 *                       two crossing creases (a dark line, a light ridge beside it, the print worn off in specks along
 *                       them), the four panels lit a little differently and shifted by a pixel or two, grime gathered
 *                       towards the edges and the crossing, one rounded, worn corner; 200 dpi JPEG 80–88.
 * - sodium-streetlight: a phone photo at night under an orange sodium street lamp (a delivery checked on the kerb):
 *                       nearly monochrome amber light (every colour collapses to one hue), under-exposed and lifted,
 *                       heavy sensor noise, the light falling off away from the lamp, the page on dark asphalt with a
 *                       tilt of ±0,6–1,6°; 150 dpi JPEG 70–80.
 * - color-dropout:      a back office's production document scanner set to **red drop-out** (forms are scanned under
 *                       red light so their printed red boxes vanish): the page read through its red channel only —
 *                       red and orange print becomes paper, black stays, blue and green go dark — then a gamma and a
 *                       gray 200 dpi PNG with faint sensor noise; ±0,1–0,4°.
 * - cracked-lens:       a phone photo through a **cracked camera cover glass**: 3–5 hair-line cracks radiating from a
 *                       point near a corner, each a thin bright line with a milky haze beside it, the picture on one
 *                       side of the main crack displaced by 2–4 px (the broken glass refracts), a mild veiling glare,
 *                       the page on a desk with a tilt; 150 dpi JPEG 78–86.
 * - backlit-window:     the page **held up against a bright window** and photographed: the paper glows (exposure set
 *                       for the window, the print lifted to gray 55–95), the window's mullions show through the sheet
 *                       as soft darker bands, the outdoor scene as faint blotches, two thumbs over the side margins and
 *                       the blown-out window around the tilted sheet; 150 dpi JPEG 78–86.
 */
export type Fresh30ScanStyle = 'pocket-quartered' | 'sodium-streetlight' | 'color-dropout' | 'cracked-lens' | 'backlit-window';
export const FRESH30_SCAN_STYLES: readonly Fresh30ScanStyle[] = ['pocket-quartered', 'sodium-streetlight', 'color-dropout', 'cracked-lens', 'backlit-window'];

export function isFresh30Style(style: string): style is Fresh30ScanStyle {
  return (FRESH30_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

async function rgb(page: RenderedPage, angle = 0) {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
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

async function encode(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, describe: string, png = false): Promise<Fresh5ScanResult> {
  const base = sharp(out, { raw: { width: W, height: H, channels } }).withMetadata({ density: dpi });
  const image = await (png ? base.png({ compressionLevel: 9 }) : base.jpeg({ quality })).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: png ? 'png' : 'jpg', dpi, describe };
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

/** Distance from (px, py) to the segment a–b. */
function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

export async function degradeFresh30(page: RenderedPage, style: Fresh30ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  const noise = xorshift(rng);

  if (style === 'pocket-quartered') {
    const { data, info } = await rgb(page);
    const W = info.width, H = info.height;
    const cx = Math.round(W * rng.range(0.47, 0.53)), cy = Math.round(H * rng.range(0.48, 0.52));
    // each panel shifted by up to 2 px and lit on its own
    const shifts = [0, 1, 2, 3].map(() => [rng.int(-2, 2), rng.int(-2, 2)] as const);
    const gains = [0, 1, 2, 3].map(() => rng.range(0.95, 1.02));
    const grime = await blobField(rng, W, H, Math.round(W / 8), 12);
    const paper = [rng.int(236, 246), rng.int(232, 242), rng.int(220, 232)];
    const wornCorner = rng.int(0, 3);
    const cornerR = W * rng.range(0.025, 0.045);
    const [kx, ky] = ([[0, 0], [W - 1, 0], [0, H - 1], [W - 1, H - 1]] as const)[wornCorner]!;
    const ox = kx === 0 ? cornerR : W - 1 - cornerR, oy = ky === 0 ? cornerR : H - 1 - cornerR;
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const q = (x < cx ? 0 : 1) + (y < cy ? 0 : 2);
      const [sx0, sy0] = shifts[q]!;
      const sx = Math.min(W - 1, Math.max(0, x + sx0)), sy = Math.min(H - 1, Math.max(0, y + sy0));
      const i = (sy * W + sx) * 3;
      const o = (y * W + x) * 3;
      const dv = Math.abs(x - cx), dh = Math.abs(y - cy);
      const d = Math.min(dv, dh);
      // wear: towards the edges and the crossing of the folds
      const edge = Math.min(x, y, W - 1 - x, H - 1 - y) / (W * 0.08);
      const cross = Math.hypot(x - cx, y - cy) / (W * 0.12);
      const wear = 0.1 * Math.max(0, 1 - edge) + 0.08 * Math.max(0, 1 - cross) + 0.06 * grime[y * W + x]!;
      let c = [0, 1, 2].map((k) => {
        const ink = data[i + k]!;
        // the print lies on a cream, handled paper
        return (ink / 255) * paper[k]! * gains[q]! * (1 - wear);
      });
      // the crease: a dark line, a light ridge 2–3 px aside, the print rubbed off in specks on it
      if (d < 2) c = c.map((v) => (noise() < 0.5 ? Math.max(v, 200) : v) * 0.7);
      else if (d < 4) c = c.map((v) => v * 1.06 + 8);
      else if (d < 9) c = c.map((v) => v * (0.94 + 0.006 * d));
      // the worn, rounded corner: the scanner's white lid shows where the paper is gone
      const inCornerBox = (kx === 0 ? x < ox : x > ox) && (ky === 0 ? y < oy : y > oy);
      if (inCornerBox && Math.hypot(x - ox, y - oy) > cornerR) c = [252, 252, 252];
      const n = (noise() - 0.5) * 7;
      for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! + n);
    }
    const soft = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).resize(Math.round((W * 200) / 150), Math.round((H * 200) / 150)).blur(0.45).raw().toBuffer({ resolveWithObject: true });
    return encode(soft.data, soft.info.width, soft.info.height, 3, 200, rng.int(80, 88), `pocket-quartered corner ${wornCorner}`);
  }

  if (style === 'sodium-streetlight') {
    const angle = signed(rng, 0.6, 1.6);
    const { data, isSheet, info } = await sheet(page, angle);
    const W = info.width, H = info.height;
    const pad = Math.round(W * 0.06);
    const OW = W + 2 * pad, OH = H + 2 * pad;
    const lx = rng.range(0.1, 0.9) * OW, ly = rng.range(-0.3, 0.1) * OH;
    const exposure = rng.range(0.74, 0.86);
    const amber = [1, rng.range(0.6, 0.68), rng.range(0.12, 0.2)];
    const asphalt = await blobField(rng, OW, OH, 24, 2);
    const out = Buffer.alloc(OW * OH * 3);
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const o = (y * OW + x) * 3;
      const sx = x - pad, sy = y - pad;
      const inside = sx >= 0 && sy >= 0 && sx < W && sy < H;
      const paper = inside && isSheet[sy * W + sx] === 1;
      const i = inside ? (sy * W + sx) * 3 : -1;
      // a single wavelength: only luminance survives
      const lum = paper ? data[i]! * 0.3 + data[i + 1]! * 0.59 + data[i + 2]! * 0.11 : 40 + 38 * asphalt[y * OW + x]!;
      const fall = 1 / (1 + ((Math.hypot(x - lx, y - ly) / OW) ** 2) * 0.45);
      const v = 18 + lum * exposure * fall;
      const grain = (noise() - 0.5) * 26 + (noise() - 0.5) * 10;
      for (let k = 0; k < 3; k++) out[o + k] = clamp(v * amber[k]! + grain * (k === 2 ? 0.4 : 1) + (k === 2 ? 6 : 0));
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.7).raw().toBuffer();
    return encode(soft, OW, OH, 3, 150, rng.int(70, 80), `sodium-streetlight ${angle}° exposure ${Math.round(exposure * 100)}%`);
  }

  if (style === 'color-dropout') {
    const angle = signed(rng, 0.1, 0.4);
    const { data, info } = await rgb(page, angle);
    const W = info.width, H = info.height;
    const gamma = rng.range(0.85, 1.05);
    // the scanner's white point sits just under the paper, so a red mark reads as paper
    const white = rng.range(0.72, 0.78);
    const out = Buffer.alloc(W * H);
    for (let i = 0; i < W * H; i++) {
      // under red light a red mark reflects as much as the paper: only the red channel is read
      const r = data[i * 3]! / 255;
      const v = 255 * Math.pow(Math.min(1, r / white), gamma) * 0.98 + 3;
      out[i] = clamp(v > 236 ? 255 : v + (noise() - 0.5) * 5);
    }
    const sized = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).resize(Math.round((W * 200) / 150), Math.round((H * 200) / 150)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return encode(sized.data, sized.info.width, sized.info.height, 1, 200, 0, `color-dropout red, ${angle}°`, true);
  }

  if (style === 'cracked-lens') {
    const angle = signed(rng, 0.4, 1.2);
    const { data, isSheet, info } = await sheet(page, angle);
    const W = info.width, H = info.height;
    const pad = Math.round(W * 0.05);
    const OW = W + 2 * pad, OH = H + 2 * pad;
    const desk = [rng.int(96, 130), rng.int(86, 112), rng.int(70, 96)];
    // the cracks: polylines from an origin near a corner
    const ox = rng.chance(0.5) ? OW * rng.range(0.04, 0.2) : OW * rng.range(0.8, 0.96);
    const oy = rng.chance(0.5) ? OH * rng.range(0.04, 0.18) : OH * rng.range(0.82, 0.96);
    const cracks: Array<Array<[number, number]>> = [];
    const count = rng.int(3, 5);
    const toward = Math.atan2(OH / 2 - oy, OW / 2 - ox);
    for (let c = 0; c < count; c++) {
      let a = toward + rng.range(-1.1, 1.1);
      const pts: Array<[number, number]> = [[ox, oy]];
      const len = OW * rng.range(0.35, 0.9);
      const steps = 7;
      for (let s = 1; s <= steps; s++) {
        a += rng.range(-0.25, 0.25);
        const [px, py] = pts[pts.length - 1]!;
        pts.push([px + Math.cos(a) * (len / steps), py + Math.sin(a) * (len / steps)]);
      }
      cracks.push(pts);
    }
    const main = cracks[0]!;
    const [ax, ay] = main[0]!, [bx, by] = main[main.length - 1]!;
    const shift = [rng.int(2, 4) * (rng.chance(0.5) ? 1 : -1), rng.int(1, 3) * (rng.chance(0.5) ? 1 : -1)];
    const veil = rng.range(0.06, 0.12);
    const out = Buffer.alloc(OW * OH * 3);
    const pick = (x: number, y: number): number[] => {
      const sx = x - pad, sy = y - pad;
      if (sx >= 0 && sy >= 0 && sx < W && sy < H && isSheet[sy * W + sx] === 1) {
        const i = (sy * W + sx) * 3;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      }
      return desk;
    };
    for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
      const o = (y * OW + x) * 3;
      // beyond the main crack the broken glass shows the picture displaced
      const side = (bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0;
      let c = side ? pick(Math.min(OW - 1, Math.max(0, x + shift[0]!)), Math.min(OH - 1, Math.max(0, y + shift[1]!))) : pick(x, y);
      let d = Infinity;
      for (const pts of cracks) for (let k = 1; k < pts.length; k++) {
        const [p0x, p0y] = pts[k - 1]!, [p1x, p1y] = pts[k]!;
        if (x < Math.min(p0x, p1x) - 24 || x > Math.max(p0x, p1x) + 24 || y < Math.min(p0y, p1y) - 24 || y > Math.max(p0y, p1y) + 24) continue;
        d = Math.min(d, segDist(x, y, p0x, p0y, p1x, p1y));
      }
      const line = d < 1.2 ? 0.75 : 0;
      const haze = Math.exp(-d / 7) * 0.35;
      const glow = Math.min(0.9, line + haze + veil);
      c = c.map((v) => v * (1 - glow) + 236 * glow);
      const n = (noise() - 0.5) * 9;
      for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! + n);
    }
    const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.6).raw().toBuffer();
    return encode(soft, OW, OH, 3, 150, rng.int(78, 86), `cracked-lens ${count} cracks ${angle}°`);
  }

  // backlit-window
  const angle = signed(rng, 0.6, 1.8);
  const { data, isSheet, info } = await sheet(page, angle);
  const W = info.width, H = info.height;
  const pad = Math.round(W * 0.06);
  const OW = W + 2 * pad, OH = H + 2 * pad;
  const scene = await blobField(rng, OW, OH, Math.round(OW / 7), 18);
  const mullionX = OW * rng.range(0.3, 0.7), mullionY = OH * rng.range(0.25, 0.6), mw = OW * rng.range(0.025, 0.04);
  const lift = rng.range(55, 95);
  const thumbs = [[pad + W * 0.004, pad + H * rng.range(0.35, 0.65)], [pad + W * 0.996, pad + H * rng.range(0.35, 0.65)]] as const;
  const tr = W * 0.045;
  const skin = [rng.int(196, 222), rng.int(150, 172), rng.int(126, 146)];
  const out = Buffer.alloc(OW * OH * 3);
  for (let y = 0; y < OH; y++) for (let x = 0; x < OW; x++) {
    const o = (y * OW + x) * 3;
    const sx = x - pad, sy = y - pad;
    const inside = sx >= 0 && sy >= 0 && sx < W && sy < H;
    const paper = inside && isSheet[sy * W + sx] === 1;
    const behind = Math.max(
      Math.exp(-(((x - mullionX) / mw) ** 2)), Math.exp(-(((y - mullionY) / mw) ** 2)),
    );
    let c: number[];
    if (paper) {
      const i = (sy * W + sx) * 3;
      // light through the paper: the window's bars and the scene behind show as soft shade
      const through = 1 - 0.2 * behind - 0.08 * scene[y * OW + x]!;
      c = [0, 1, 2].map((k) => {
        const ink = data[i + k]! / 255;
        const glow = [250, 248, 240][k]! * through;
        return lift + (glow - lift) * ink;
      });
    } else {
      // the window itself, blown out, the bars a little darker
      c = [0, 1, 2].map((k) => 252 - 60 * behind - 10 * scene[y * OW + x]! * (k === 2 ? 0.5 : 1));
    }
    for (const [tx, ty] of thumbs) {
      const e = Math.hypot((x - tx) / (tr * 0.8), (y - ty) / tr);
      // a thumb: rounded, shaded towards its edge, the nail a paler patch towards the page
      if (e < 1) {
        const nail = Math.hypot((x - tx - Math.sign(OW / 2 - tx) * tr * 0.25) / (tr * 0.38), (y - ty) / (tr * 0.5)) < 1;
        c = skin.map((v) => (nail ? v * 0.92 + 22 : v) * (0.72 + 0.28 * Math.sqrt(1 - e)));
      }
    }
    const n = (noise() - 0.5) * 8;
    for (let k = 0; k < 3; k++) out[o + k] = clamp(c[k]! + n);
  }
  const soft = await sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.6).raw().toBuffer();
  return encode(soft, OW, OH, 3, 150, rng.int(78, 86), `backlit-window ${angle}° lift ${Math.round(lift)}`);
}

/** Renders the pages of a PDF at 150 dpi and degrades each, one after the other. */
export async function scanFresh30(pdf: Buffer, pages: number[], style: Fresh30ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const rendered = await renderPages(pdf, pages, 150);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh30(page, style, rng));
  return out;
}
