import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh6 split, beside degrade.ts, degrade-extra.ts, degrade-fresh3.ts, degrade-fresh4.ts
 * and degrade-fresh5.ts (all unchanged). Every random choice comes from the rng given (pixel noise from the fresh4
 * xorshift seeded by it; the perspective from degrade-extra's homography), so the same seed gives the same image;
 * pages are degraded one after the other.
 *
 * - glossy-angle:   a phone photo of the page lying on a glossy table, taken at an angle (one side of the page
 *                   recedes), under warm indoor light, with a soft white specular highlight (a lamp's reflection)
 *                   washing out part of the page, vignette, grain; JPEG 60–72.
 * - mfp-halftone:   a multifunction printer's scan with the background removal off: gray paper, the page put through
 *                   a 45° dot screen (the MFP's halftone) at about 240 dpi and resampled to 200 dpi, which leaves a
 *                   visible dot pattern and moiré in tints and gray type; grayscale JPEG 74–84.
 * - thermal-faded:  a page printed on thermal paper that has faded unevenly: the print is a brownish gray whose
 *                   strength falls off in broad patches and towards one edge, with one to three dead-dot columns (thin
 *                   white vertical lines) where the print head lost an element; 200 dpi, slightly bluish paper; PNG.
 * - signed-stamped: a flatbed colour scan of a copy that was signed and stamped at its foot: a ballpoint signature
 *                   and a round rubber stamp ("RECIBIDO", "PAGADO", "CONFORME"… with a date) pressed over the
 *                   lower part of the page, overlapping its text (never the header or the customer block); 200/240
 *                   dpi JPEG 76–86.
 */
export type Fresh6ScanStyle = 'glossy-angle' | 'mfp-halftone' | 'thermal-faded' | 'signed-stamped';
export const FRESH6_SCAN_STYLES: readonly Fresh6ScanStyle[] = ['glossy-angle', 'mfp-halftone', 'thermal-faded', 'signed-stamped'];

export function isFresh6Style(style: string): style is Fresh6ScanStyle {
  return (FRESH6_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh6ScanStyle, rng: Rng): number {
  switch (style) {
    case 'glossy-angle':
      return rng.pick([170, 190]);
    case 'mfp-halftone':
      // rendered finer, screened, then resampled to 200 dpi
      return 240;
    case 'thermal-faded':
      return 200;
    case 'signed-stamped':
      return rng.pick([200, 240]);
  }
}

async function glossyAngle(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width, sh = src.info.height;
  const margin = Math.round(sw * rng.range(0.05, 0.08));
  const W = sw + 2 * margin, H = sh + 2 * margin;
  // one side recedes: that side is shorter and pulled in; a little rotation as well
  const side = rng.pick(['left', 'right'] as const);
  const shrink = sh * rng.range(0.05, 0.09), inset = sw * rng.range(0.04, 0.08);
  const tilt = rng.range(-0.015, 0.015) * sh;
  const quad: Array<[number, number]> = side === 'left'
    ? [[margin + inset, margin + shrink + tilt], [margin + sw, margin - tilt], [margin + sw, margin + sh + tilt], [margin + inset, margin + sh - shrink - tilt]]
    : [[margin, margin + tilt], [margin + sw - inset, margin + shrink - tilt], [margin + sw - inset, margin + sh - shrink + tilt], [margin, margin + sh - tilt]];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const table = rng.pick([[74, 48, 34], [38, 36, 40], [120, 86, 58]] as const);
  // the lamp's reflection: a soft ellipse, strongest at its centre, never fully white
  const hx = rng.range(0.25, 0.75) * W, hy = rng.range(0.2, 0.7) * H;
  const rx = rng.range(0.14, 0.22) * W, ry = rng.range(0.09, 0.15) * H, rot = rng.range(0, Math.PI);
  const peak = rng.range(0.6, 0.78);
  const cosr = Math.cos(rot), sinr = Math.sin(rot);
  const warm = rng.pick([[1, 0.93, 0.78], [1, 0.95, 0.84], [0.98, 0.92, 0.8]] as const);
  const vignette = rng.range(0.28, 0.4);
  const noise = xorshift(rng);
  const cx = W / 2, cy = H / 2, norm = Math.hypot(cx, cy);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d, v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      const r = Math.hypot(x - cx, y - cy) / norm;
      const light = 1 - vignette * r * r;
      const ex = ((x - hx) * cosr + (y - hy) * sinr) / rx, ey = (-(x - hx) * sinr + (y - hy) * cosr) / ry;
      const e = ex * ex + ey * ey;
      const gloss = e > 6 ? 0 : peak * Math.exp(-e * 0.9);
      const grain = (noise() - 0.5) * 12;
      let rgb: [number, number, number];
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        rgb = [table[0], table[1], table[2]];
      } else {
        const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
        const p = (yy: number, xx: number, c: number) => src.data[(yy * sw + xx) * 3 + c]!;
        const at = (c: number) => (p(y0, x0, c) * (1 - fx) + p(y0, x0 + 1, c) * fx) * (1 - fy) + (p(y0 + 1, x0, c) * (1 - fx) + p(y0 + 1, x0 + 1, c) * fx) * fy;
        rgb = [at(0), at(1), at(2)];
      }
      for (let c = 0; c < 3; c++) {
        const lit = rgb[c]! * light * warm[c]!;
        out[o + c] = clamp(lit + (255 - lit) * gloss + grain);
      }
    }
  }
  const quality = rng.int(60, 72);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.6).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `phone photo at an angle on a glossy table (${side} side receding), lamp reflection, warm light, JPEG ${quality}` };
}

async function mfpHalftone(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.15, 0.6);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const paper = rng.int(206, 222);
  const period = rng.range(4.2, 5.2);
  const theta = (45 + rng.range(-4, 4)) * Math.PI / 180;
  const c = Math.cos(theta), s = Math.sin(theta);
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // the page's tone on gray paper: white becomes `paper`, black stays near black
      const tone = (gray.data[i]! / 255) * paper + (noise() - 0.5) * 6;
      // a classic round-dot screen: threshold from two cosines in the rotated frame
      const u = (x * c + y * s) * 2 * Math.PI / period, v = (-x * s + y * c) * 2 * Math.PI / period;
      const t = 160 + 90 * (Math.cos(u) + Math.cos(v)) / 2;
      // solid type passes; the paper and the tints break into dots of the screen
      const screened = tone < 60 ? tone : tone > t ? 242 : 112;
      out[i] = clamp(screened * 0.5 + tone * 0.5);
    }
  }
  const tw = Math.round(width * 200 / page.dpi), th = Math.round(height * 200 / page.dpi);
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width, height, channels: 1 } }).resize(tw, th, { kernel: 'linear' }).blur(0.35)
    .withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: tw, height: th, ext: 'jpg', dpi: 200, describe: `multifunction printer scan, gray paper ${paper}, halftone screen ${period.toFixed(1)} px at ${Math.round(theta * 180 / Math.PI)}°, ${angle}°, 200 dpi` };
}

async function thermalFaded(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.2, 0.9);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  // a smooth fade field: a ramp towards one edge and a few broad soft patches
  const edge = rng.pick(['left', 'right', 'top', 'bottom'] as const);
  const ramp = rng.range(0.35, 0.5);
  const patches = Array.from({ length: rng.int(3, 5) }, () => ({
    x: rng.range(0, width), y: rng.range(0, height), r: rng.range(0.2, 0.45) * Math.max(width, Math.min(height, width * 2)), depth: rng.range(0.2, 0.35),
  }));
  const dead = Array.from({ length: rng.int(1, 3) }, () => rng.int(Math.round(width * 0.08), Math.round(width * 0.92)));
  const ink = rng.pick([[62, 52, 44], [54, 50, 58], [70, 60, 48]] as const);
  const paper = rng.pick([[246, 247, 250], [250, 249, 244], [243, 245, 248]] as const);
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const pos = edge === 'left' ? 1 - x / width : edge === 'right' ? x / width : edge === 'top' ? 1 - y / height : y / height;
      let strength = 1 - ramp * pos * pos;
      for (const p of patches) {
        const d = Math.hypot(x - p.x, y - p.y) / p.r;
        if (d < 1.5) strength -= p.depth * Math.exp(-d * d * 2);
      }
      strength = Math.max(0.38, strength);
      const isDead = dead.some((dx) => x === dx || (x === dx + 1 && (dx & 1)));
      const cover = isDead ? 0 : (1 - gray.data[i]! / 255) * strength;
      const grain = (noise() - 0.5) * 7;
      const o = i * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(paper[c]! * (1 - cover) + ink[c]! * cover + grain);
    }
  }
  const image = await sharp(out, { raw: { width, height, channels: 3 } }).rotate(angle, { background: '#ececec' }).blur(0.45)
    .withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return {
    image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi,
    describe: `faded thermal paper (weaker towards the ${edge}, ${patches.length} pale patches, ${dead.length} dead-dot column(s)), ${angle}°, ${dpi} dpi`,
  };
}

const STAMPS = ['RECIBIDO', 'PAGADO', 'CONFORME', 'ENTREGADO'];

async function signedStamped(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.2, 0.8);
  const base = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  // the foot of the page: the lowest 24 % (the header and the customer block are never under it)
  const footTop = height * 0.76;
  // a round stamp: two rings, the word along the upper arc, the date across the middle, a tilt
  const R = dpi * rng.range(0.55, 0.7);
  const sx = rng.range(0.35, 0.8) * width, sy = footTop + R + rng.range(0, Math.max(1, height - footTop - 2 * R - dpi * 0.2));
  const word = rng.pick(STAMPS);
  const color = rng.pick(['#3b2f8f', '#1d3f8a', '#9b1c2c', '#5b2a86']);
  const tilt = rng.range(-25, 25);
  const day = `${String(rng.int(1, 28)).padStart(2, '0')} ${rng.pick(['NOV', 'DIC'])} 2026`;
  const ringText = `${word} · ${word} · `;
  const fs = Math.round(R * 0.22);
  const letters = [...ringText].map((ch, k) => {
    const a = -150 + (k * 300) / ringText.length;
    const rad = (a - 90) * Math.PI / 180;
    const x = sx + Math.cos(rad) * R * 0.76, y = sy + Math.sin(rad) * R * 0.76;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${a.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" text-anchor="middle" dominant-baseline="middle">${ch}</text>`;
  }).join('');
  const ink = rng.range(0.62, 0.8).toFixed(2);
  // the signature: a few joined cubic strokes left of or right of the stamp, in blue ballpoint
  const gx = sx > width / 2 ? rng.range(0.08, 0.3) * width : rng.range(0.5, 0.7) * width;
  const gy = footTop + rng.range(0.25, 0.6) * (height - footTop);
  const span = dpi * rng.range(1.3, 1.9);
  let path = `M ${gx.toFixed(1)} ${gy.toFixed(1)}`;
  const steps = rng.int(5, 8);
  for (let k = 1; k <= steps; k++) {
    const x = gx + (span * k) / steps, y = gy + rng.range(-0.12, 0.12) * dpi;
    path += ` C ${(x - span / steps * 0.7).toFixed(1)} ${(gy - rng.range(0.1, 0.35) * dpi).toFixed(1)}, ${(x - span / steps * 0.3).toFixed(1)} ${(gy + rng.range(0.05, 0.3) * dpi).toFixed(1)}, ${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  path += ` M ${(gx - dpi * 0.1).toFixed(1)} ${(gy + dpi * 0.16).toFixed(1)} L ${(gx + span * 1.05).toFixed(1)} ${(gy + dpi * rng.range(0.06, 0.2)).toFixed(1)}`;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <g opacity="${ink}" transform="rotate(${tilt.toFixed(1)} ${sx.toFixed(1)} ${sy.toFixed(1)})">
        <circle cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="${R.toFixed(1)}" fill="none" stroke="${color}" stroke-width="${Math.max(2, Math.round(dpi / 70))}"/>
        <circle cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="${(R * 0.58).toFixed(1)}" fill="none" stroke="${color}" stroke-width="${Math.max(1, Math.round(dpi / 130))}"/>
        <g fill="${color}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs}">${letters}</g>
        <text x="${sx.toFixed(1)}" y="${(sy + fs * 0.25).toFixed(1)}" fill="${color}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(fs * 0.7)}" text-anchor="middle">${day}</text>
      </g>
      <path d="${path}" fill="none" stroke="#1b2f8c" stroke-width="${Math.max(2, Math.round(dpi / 80))}" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>
    </svg>`,
  );
  const quality = rng.int(76, 86);
  const rotated = await sharp(base.data).composite([{ input: svg, blend: 'multiply' }]).rotate(angle, { background: '#f6f6f4' })
    .toBuffer({ resolveWithObject: true });
  const image = await sharp(rotated.data).blur(0.4).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: rotated.info.width, height: rotated.info.height, ext: 'jpg', dpi, describe: `colour scan, signed and stamped "${word}" at the foot, ${angle}°, ${dpi} dpi` };
}

export async function degradeFresh6(page: RenderedPage, style: Fresh6ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'glossy-angle':
      return glossyAngle(page, rng);
    case 'mfp-halftone':
      return mfpHalftone(page, rng);
    case 'thermal-faded':
      return thermalFaded(page, rng);
    case 'signed-stamped':
      return signedStamped(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh6(pdf: Buffer, pages: number[], style: Fresh6ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh6(page, style, rng));
  return out;
}
