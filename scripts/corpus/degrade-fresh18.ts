import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh18 split, beside degrade.ts and degrade-extra/fresh3…fresh17.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12, perspective from degrade-extra's homography), so the same seed gives the same image; pages
 * are degraded one after the other.
 *
 * - stacked-sheets:  a phone photo of the page lying **on top of a pile of other papers**: one or two other sheets
 *                    underneath at other angles (their own faint print showing where the page does not cover
 *                    them), the page turned 1–3° with a soft shadow, a desk around, warm light falling off; 150/170
 *                    dpi JPEG 66–78.
 * - deskewed-wedges: a sheet-feeder scan fed crooked (2,5–5°) and **straightened by the scanner's auto-deskew**: the
 *                    corners the scan area had cut off come back as **black triangular wedges**, a residual 0,1–0,4°
 *                    tilt, gray, slightly soft; 200 dpi gray JPEG 72–82.
 * - smudged-lens:    a phone photo through a **greasy, fingerprinted lens**: a veiling glare (each bright area blooms
 *                    over its neighbours, 28–42 %), a lifted black level and lower contrast, a soft directional
 *                    smear, warm cast, a slight tilt on a desk; 150/170 dpi JPEG 64–74.
 * - rolling-wobble:  a phone photo taken **while moving** (rolling shutter): every row read a little later than the
 *                    one above, so the page is **sheared** (1–2,5 % of its height across) and **wobbles** (a slow
 *                    sideways wave of 2–5 px), with a short motion blur, on a desk; 150/170 dpi JPEG 62–72.
 * - app-autocrop:    a phone **scanner app's colour "auto" filter**: the photo cropped to the page and straightened
 *                    imperfectly (a residual keystone of 0,6–1,6 % leaving a sliver of desk along one edge), the
 *                    lighting **flattened by dividing by a blurred copy** (paper pushed to white, halos at shadow
 *                    edges), colours saturated and sharpened; 150/170 dpi JPEG 80–88.
 */
export type Fresh18ScanStyle = 'stacked-sheets' | 'deskewed-wedges' | 'smudged-lens' | 'rolling-wobble' | 'app-autocrop';
export const FRESH18_SCAN_STYLES: readonly Fresh18ScanStyle[] = ['stacked-sheets', 'deskewed-wedges', 'smudged-lens', 'rolling-wobble', 'app-autocrop'];

export function isFresh18Style(style: string): style is Fresh18ScanStyle {
  return (FRESH18_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh18ScanStyle, rng: Rng): number {
  switch (style) {
    case 'deskewed-wedges':
      return 200;
    default:
      return rng.pick([150, 170]);
  }
}

/** A desk colour (wood, gray laminate, dark table). */
function deskColour(rng: Rng): [number, number, number] {
  return rng.pick([[122, 92, 64], [146, 140, 132], [70, 62, 58], [168, 136, 98]] as Array<[number, number, number]>);
}

async function stackedSheets(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const pw = page.width, ph = page.height;
  const W = Math.round(pw * 1.24), H = Math.round(ph * 1.16);
  const desk = deskColour(rng);
  const under = rng.int(1, 2);
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="rgb(${desk.join(',')})"/>`;
  for (let s = 0; s < under; s++) {
    const ang = signed(rng, 4, 11);
    const cx = W / 2 + signed(rng, 0.04, 0.1) * W, cy = H / 2 + signed(rng, 0.02, 0.06) * H;
    const tint = rng.pick(['#f7f5ee', '#eef3f7', '#f9f1e4']);
    svg += `<g transform="rotate(${ang} ${cx.toFixed(1)} ${cy.toFixed(1)})"><rect x="${(cx - pw / 2).toFixed(1)}" y="${(cy - ph / 2).toFixed(1)}" width="${pw}" height="${ph}" fill="${tint}"/>`;
    // the other sheet's own print: lines of gray text-like bars
    const rows = rng.int(26, 44);
    for (let r = 0; r < rows; r++) {
      const y = cy - ph / 2 + ph * 0.08 + (r * ph * 0.84) / rows;
      let x = cx - pw / 2 + pw * 0.08;
      const end = cx + pw / 2 - pw * (0.08 + rng.range(0, 0.35));
      while (x < end) {
        const w = rng.range(pw * 0.02, pw * 0.09);
        svg += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.min(w, end - x).toFixed(1)}" height="${(ph * 0.006).toFixed(1)}" fill="#8a8a8a" opacity="0.55"/>`;
        x += w + pw * 0.012;
      }
    }
    svg += '</g>';
  }
  // the page's soft shadow
  const angle = signed(rng, 1, 3);
  const ox = Math.round((W - pw) / 2 + signed(rng, 0, 0.03) * W), oy = Math.round((H - ph) / 2 + signed(rng, 0, 0.02) * H);
  svg += `<defs><filter id="b"><feGaussianBlur stdDeviation="${Math.round(pw * 0.008)}"/></filter></defs>`;
  svg += `<g transform="rotate(${angle} ${ox + pw / 2} ${oy + ph / 2})"><rect x="${ox + 6}" y="${oy + 8}" width="${pw}" height="${ph}" fill="#000" opacity="0.35" filter="url(#b)"/></g></svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // the page, turned, with transparent corners
  const turned = await sharp(page.image).flatten({ background: '#ffffff' }).ensureAlpha().rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const left = Math.round(ox + pw / 2 - turned.info.width / 2), top = Math.round(oy + ph / 2 - turned.info.height / 2);
  const composed = await sharp(base.data, { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: turned.data, left: Math.max(0, left), top: Math.max(0, top) }]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // warm light falling off from one corner, grain
  const d = composed.data;
  const noise = xorshift(rng);
  const lx = rng.range(0.1, 0.9) * W, ly = rng.range(0, 0.4) * H, diag = Math.hypot(W, H);
  const fall = rng.range(0.18, 0.3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const f = 1 - fall * Math.min(1, Math.hypot(x - lx, y - ly) / diag * 1.6);
      const g = (noise() - 0.5) * 8;
      d[i] = clamp(d[i]! * f * 1.0 + g);
      d[i + 1] = clamp(d[i + 1]! * f * 0.97 + g);
      d[i + 2] = clamp(d[i + 2]! * f * 0.9 + g);
    }
  }
  const quality = rng.int(66, 78);
  const image = await sharp(d, { raw: { width: W, height: H, channels: 3 } }).blur(0.55).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo of the page on a pile of ${under} other sheet(s), ${angle}°, JPEG ${quality}` };
}

async function deskewedWedges(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const w = page.width, h = page.height;
  const crooked = signed(rng, 2.5, 5);
  const residual = signed(rng, 0.1, 0.4);
  // the crooked scan: the page turned on a white backing, the scan area the page's own size
  const first = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').rotate(crooked, { background: '#fafafa' }).raw().toBuffer({ resolveWithObject: true });
  const cx = Math.round((first.info.width - w) / 2), cy = Math.round((first.info.height - h) / 2);
  const scan = await sharp(first.data, { raw: { width: first.info.width, height: first.info.height, channels: first.info.channels } }).extract({ left: cx, top: cy, width: w, height: h }).png().toBuffer();
  // the auto-deskew turns it back (nearly), filling with black, and crops to the same size
  const back = await sharp(scan).rotate(-crooked + residual, { background: '#000000' }).raw().toBuffer({ resolveWithObject: true });
  const bx = Math.round((back.info.width - w) / 2), by = Math.round((back.info.height - h) / 2);
  const cut = await sharp(back.data, { raw: { width: back.info.width, height: back.info.height, channels: back.info.channels } }).extract({ left: bx, top: by, width: w, height: h }).extractChannel(0).raw().toBuffer();
  const noise = xorshift(rng);
  const paper = rng.int(232, 244);
  const out = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) {
    const v = cut[i]!;
    // the backing and the wedges keep their values; the print is slightly grayed
    out[i] = clamp(v < 8 ? v + noise() * 6 : (v / 255) * paper + (noise() - 0.5) * 6);
  }
  const quality = rng.int(72, 82);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 1 } }).blur(0.5).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `sheet-feeder scan fed ${crooked}° and auto-deskewed (black corner wedges, residual ${residual}°), gray, JPEG ${quality}` };
}

async function smudgedLens(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.4);
  const desk = deskColour(rng);
  const margin = Math.round(page.width * 0.05);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha()
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: desk[0], g: desk[1], b: desk[2] } })
    .rotate(angle, { background: { r: desk[0], g: desk[1], b: desk[2] } }).raw().toBuffer({ resolveWithObject: true });
  const W = src.info.width, H = src.info.height;
  const sigma = rng.range(7, 12);
  // the smear: the bloom is blurred more along one direction (a fingerprint wiped across the lens)
  const bloom = await sharp(src.data, { raw: { width: W, height: H, channels: 3 } }).blur(sigma).raw().toBuffer();
  const dir = rng.range(0, Math.PI);
  const sx = Math.round(Math.cos(dir) * sigma * 1.5), sy = Math.round(Math.sin(dir) * sigma * 1.5);
  const strength = rng.range(0.28, 0.42);
  const lift = rng.int(16, 28);
  const cxs = rng.range(0.3, 0.7) * W, cys = rng.range(0.3, 0.7) * H, rad = Math.hypot(W, H) * rng.range(0.35, 0.55);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const xx = Math.min(W - 1, Math.max(0, x + sx)), yy = Math.min(H - 1, Math.max(0, y + sy));
      const j = (yy * W + xx) * 3;
      // the smudge is strongest in one patch of the picture
      const local = strength * (0.55 + 0.45 * Math.max(0, 1 - Math.hypot(x - cxs, y - cys) / rad));
      const gn = (noise() - 0.5) * 7;
      for (let c = 0; c < 3; c++) {
        const b = (bloom[i + c]! + bloom[j + c]!) / 2;
        const v = src.data[i + c]! * (1 - local) + b * local;
        out[i + c] = clamp(lift + v * (1 - lift / 255) * (c === 2 ? 0.93 : c === 1 ? 0.98 : 1.0) + gn);
      }
    }
  }
  const quality = rng.int(64, 74);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.6).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo through a smudged lens (veiling glare ${Math.round(strength * 100)} %), ${angle}°, JPEG ${quality}` };
}

async function rollingWobble(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const desk = deskColour(rng);
  const margin = Math.round(page.width * 0.06);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha()
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: desk[0], g: desk[1], b: desk[2] } }).raw().toBuffer({ resolveWithObject: true });
  const W = src.info.width, H = src.info.height;
  const shear = signed(rng, 0.01, 0.025);
  const amp = rng.range(2, 5), period = rng.range(160, 420), phase = rng.range(0, Math.PI * 2);
  const stretch = 1 + rng.range(-0.01, 0.01);
  const at = sampler(src.data, W, H, 3);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const dx = shear * (y - H / 2) + amp * Math.sin((2 * Math.PI * y) / period + phase);
    const v = (y - H / 2) * stretch + H / 2;
    for (let x = 0; x < W; x++) {
      const p = at(x + dx, v);
      const i = (y * W + x) * 3;
      out[i] = p ? p[0]! : desk[0];
      out[i + 1] = p ? p[1]! : desk[1];
      out[i + 2] = p ? p[2]! : desk[2];
    }
  }
  // a short motion blur along the movement
  const len = rng.int(2, 3);
  const horizontal = rng.chance(0.6);
  const size = 2 * len + 1;
  const kernel = Array.from({ length: size * size }, (_, k) => (horizontal ? Math.floor(k / size) === len : k % size === len) ? 1 : 0);
  const noise = xorshift(rng);
  const blurred = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).convolve({ width: size, height: size, kernel }).raw().toBuffer();
  for (let i = 0; i < blurred.length; i++) blurred[i] = clamp(blurred[i]! * 0.96 + (noise() - 0.5) * 9);
  const quality = rng.int(62, 72);
  const image = await sharp(blurred, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo with rolling-shutter shear ${(shear * 100).toFixed(1)} % and wobble ${amp.toFixed(1)} px, motion blur ${size} px, JPEG ${quality}` };
}

async function appAutocrop(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const W = src.info.width, H = src.info.height;
  const desk = deskColour(rng);
  // the residual keystone: the output's corners taken from slightly wrong places of the photo
  const k = rng.range(0.006, 0.016);
  const side = rng.int(0, 3);
  const corners: Array<[number, number]> = [[0, 0], [W, 0], [W, H], [0, H]];
  const from: Array<[number, number]> = corners.map(([x, y], c) => {
    const jx = (rng.next() - 0.5) * W * 0.006, jy = (rng.next() - 0.5) * H * 0.006;
    // one edge taken a little outside the page (a sliver of desk), the others a little inside
    const out = (side === 0 && c < 2) || (side === 2 && c >= 2) || (side === 1 && (c === 1 || c === 2)) || (side === 3 && (c === 0 || c === 3));
    const s = out ? -k : k * 0.5;
    return [x + (x === 0 ? s : -s) * W + jx, y + (y === 0 ? s : -s) * H + jy];
  });
  const hm = homography(corners, from);
  const at = sampler(src.data, W, H, 3);
  // the photo's uneven light, then flattened by the app
  const lx = rng.range(0, 1) * W, ly = rng.range(0, 1) * H, diag = Math.hypot(W, H), fall = rng.range(0.25, 0.4);
  const shadowX = rng.range(0.55, 0.85) * W, shadowSoft = W * 0.05, shadowDepth = rng.range(0.12, 0.22);
  const lit = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = hm[6]! * x + hm[7]! * y + 1;
      const u = (hm[0]! * x + hm[1]! * y + hm[2]!) / den, v = (hm[3]! * x + hm[4]! * y + hm[5]!) / den;
      const p = at(u, v);
      const light = (1 - fall * Math.min(1, Math.hypot(x - lx, y - ly) / diag * 1.4)) * (1 - shadowDepth / (1 + Math.exp(-(x - shadowX) / shadowSoft)));
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) lit[i + c] = clamp((p ? p[c]! : desk[c]!) * light);
    }
  }
  const background = await sharp(lit, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(18, 28)).raw().toBuffer();
  const flat = Buffer.alloc(W * H * 3);
  for (let i = 0; i < flat.length; i++) flat[i] = clamp((lit[i]! / Math.max(30, background[i]!)) * 248);
  const quality = rng.int(80, 88);
  const image = await sharp(flat, { raw: { width: W, height: H, channels: 3 } }).modulate({ saturation: rng.range(1.3, 1.6) }).sharpen({ sigma: 1.1, m1: 0.5, m2: 2.2 })
    .withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `scanner app colour filter (auto-crop, residual keystone ${(k * 100).toFixed(1)} %, lighting flattened), JPEG ${quality}` };
}

export async function degradeFresh18(page: RenderedPage, style: Fresh18ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'stacked-sheets':
      return stackedSheets(page, rng);
    case 'deskewed-wedges':
      return deskewedWedges(page, rng);
    case 'smudged-lens':
      return smudgedLens(page, rng);
    case 'rolling-wobble':
      return rollingWobble(page, rng);
    case 'app-autocrop':
      return appAutocrop(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh18(pdf: Buffer, pages: number[], style: Fresh18ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh18(page, style, rng));
  return out;
}
