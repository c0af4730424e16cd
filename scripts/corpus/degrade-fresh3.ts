import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import type { ExtraScanResult } from './degrade-extra';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh3 split, beside degrade.ts and degrade-extra.ts (both unchanged). Every random
 * choice comes from the rng given, so the same seed gives the same image.
 *
 * - dim-shadow: a phone photo in dim light: the page darker and warmer, a soft shadow (a hand or the phone) across a
 *               part of it, sensor noise, blur; JPEG 55–68.
 * - photocopy:  a worn office copier: darker gray, toner speckles, a dark band along one edge, slightly blown
 *               contrast, a 0.3–1° skew; 200 dpi grayscale PNG.
 * - crumpled:   a crumpled page smoothed out and photographed: a smooth displacement field (a few long waves) bends
 *               the lines, with soft light and dark creases following the folds; 150 dpi JPEG.
 */
export type Fresh3ScanStyle = 'dim-shadow' | 'photocopy' | 'crumpled';
export const FRESH3_SCAN_STYLES: readonly Fresh3ScanStyle[] = ['dim-shadow', 'photocopy', 'crumpled'];

export function isFresh3Style(style: string): style is Fresh3ScanStyle {
  return (FRESH3_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 10) / 10;

function dpiOf(style: Fresh3ScanStyle, rng: Rng): number {
  switch (style) {
    case 'dim-shadow':
      return rng.pick([140, 150, 160]);
    case 'photocopy':
      return 200;
    case 'crumpled':
      return 150;
  }
}

/** Gray noise as a raw single-channel buffer centred on 128, from the rng (sharp has no seeded noise of its own). */
function noise(width: number, height: number, rng: Rng, amplitude: number): Buffer {
  const out = Buffer.alloc(width * height);
  let state = Math.floor(rng.next() * 4294967296) >>> 0;
  for (let i = 0; i < out.length; i++) {
    // xorshift32: fast, and seeded from the rng once
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    out[i] = 128 + Math.round(((state & 0xffff) / 0xffff - 0.5) * 2 * amplitude);
  }
  return out;
}

async function dimShadow(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.5, 2);
  const rotated = await sharp(page.image).flatten({ background: '#ffffff' }).rotate(angle, { background: '#3b352d' }).toBuffer({ resolveWithObject: true });
  const { width, height } = rotated.info;
  // the shadow: a blurred polygon entering from one side
  const side = rng.pick(['left', 'right', 'bottom'] as const);
  const a = rng.range(0.25, 0.55), b = rng.range(0.35, 0.75);
  const pts = side === 'left'
    ? [[0, height * a], [width * rng.range(0.35, 0.6), height * b], [width * rng.range(0.3, 0.5), height], [0, height]]
    : side === 'right'
      ? [[width, height * a], [width * rng.range(0.45, 0.7), height * b], [width * rng.range(0.55, 0.75), height], [width, height]]
      : [[0, height * rng.range(0.7, 0.85)], [width, height * rng.range(0.62, 0.8)], [width, height], [0, height]];
  const blurPx = Math.round(dpi * rng.range(0.25, 0.45));
  const shadowOpacity = rng.range(0.35, 0.5).toFixed(2);
  const k = rng.range(0.55, 0.7);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blurPx}"/></filter>
      <radialGradient id="g" cx="${Math.round(rng.range(30, 70))}%" cy="${Math.round(rng.range(20, 50))}%" r="85%">
        <stop offset="0%" stop-color="rgb(${Math.round(255 * k)},${Math.round(243 * k)},${Math.round(220 * k)})"/>
        <stop offset="100%" stop-color="rgb(${Math.round(175 * k)},${Math.round(160 * k)},${Math.round(135 * k)})"/>
      </radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <polygon points="${pts.map((p) => p.map((v) => Math.round(v)).join(',')).join(' ')}" fill="rgb(20,18,30)" opacity="${shadowOpacity}" filter="url(#b)"/>
    </svg>`,
  );
  const blur = Math.round(rng.range(0.6, 1) * 10) / 10;
  const lit = await sharp(rotated.data).composite([{ input: svg, blend: 'multiply' }]).blur(blur).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const grain = noise(width, height, rng, 14);
  const grained = await sharp(lit.data, { raw: { width, height, channels: lit.info.channels } })
    .composite([{ input: await sharp(grain, { raw: { width, height, channels: 1 } }).toColourspace('srgb').png().toBuffer(), blend: 'overlay' }])
    .png().toBuffer();
  const quality = rng.int(55, 68);
  const image = await sharp(grained).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width, height, ext: 'jpg', dpi, describe: `phone photo in dim light, shadow from the ${side}, ${angle}°, ${dpi} dpi` };
}

async function photocopy(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.3, 1);
  const { data, info } = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' })
    .linear(rng.range(1.15, 1.3), -rng.range(45, 70)).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const dots: string[] = [];
  const count = rng.int(250, 600);
  for (let i = 0; i < count; i++) {
    const r = rng.range(0.6, 2.2).toFixed(1);
    dots.push(`<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="#000" opacity="${rng.range(0.4, 0.9).toFixed(2)}"/>`);
  }
  // a few toner smears: short gray streaks
  for (let i = 0; i < rng.int(2, 5); i++) {
    dots.push(`<rect x="${rng.int(0, width)}" y="${rng.int(0, height)}" width="${rng.int(20, 160)}" height="${rng.int(1, 3)}" fill="#000" opacity="${rng.range(0.2, 0.45).toFixed(2)}"/>`);
  }
  const edge = rng.pick(['left', 'right', 'top'] as const);
  const band = Math.round(dpi * rng.range(0.08, 0.2));
  const bandRect = edge === 'left' ? `x="0" y="0" width="${band}" height="${height}"`
    : edge === 'right' ? `x="${width - band}" y="0" width="${band}" height="${height}"` : `x="0" y="0" width="${width}" height="${band}"`;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="rgb(222,222,222)"/>
      <rect ${bandRect} fill="#222" opacity="${rng.range(0.55, 0.85).toFixed(2)}"/>
      ${dots.join('')}
    </svg>`,
  );
  const image = await sharp(data, { raw: { width, height, channels: info.channels } })
    .composite([{ input: svg, blend: 'multiply' }]).grayscale().withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width, height, ext: 'png', dpi, describe: `worn photocopy (toner speckles, dark ${edge} edge), ${angle}°, ${dpi} dpi` };
}

async function crumpled(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const { data: src, info } = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = info.width, sh = info.height;
  const margin = Math.round(sw * 0.04);
  const W = sw + 2 * margin, H = sh + 2 * margin;
  // a displacement field: a sum of long waves in random directions (a few px up to ~1 % of the width)
  const waves = Array.from({ length: rng.int(4, 6) }, () => {
    const theta = rng.range(0, Math.PI);
    const length = sw * rng.range(0.25, 0.9);
    return { kx: (Math.cos(theta) * 2 * Math.PI) / length, ky: (Math.sin(theta) * 2 * Math.PI) / length, phase: rng.range(0, 2 * Math.PI), ax: rng.range(-1, 1) * sw * 0.006, ay: rng.range(-1, 1) * sw * 0.006 };
  });
  const desk = rng.pick([[150, 144, 132], [88, 86, 90], [120, 98, 76]] as const);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let dx = 0, dy = 0, slope = 0;
      for (const w of waves) {
        const s = Math.sin(w.kx * x + w.ky * y + w.phase);
        dx += w.ax * s; dy += w.ay * s;
        slope += Math.cos(w.kx * x + w.ky * y + w.phase) * (w.kx + w.ky) * (Math.abs(w.ax) + Math.abs(w.ay));
      }
      const u = x - margin + dx, v = y - margin + dy;
      const o = (y * W + x) * 3;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        out[o] = desk[0]; out[o + 1] = desk[1]; out[o + 2] = desk[2];
        continue;
      }
      // light falls on the folds: brighter where the paper faces the light, darker behind a crease
      const light = Math.max(0.74, Math.min(1.03, 0.95 + slope * 2.2));
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => src[(yy * sw + xx) * 3 + c]!;
        const top = p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx;
        const bottom = p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx;
        out[o + c] = Math.max(0, Math.min(255, Math.round((top * (1 - fy) + bottom * fy) * light * (c === 2 ? 0.96 : 1))));
      }
    }
  }
  const blur = Math.round(rng.range(0.4, 0.8) * 10) / 10;
  const quality = rng.int(58, 72);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(blur).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi, describe: `crumpled page smoothed out and photographed (${waves.length} folds), ${dpi} dpi` };
}

export async function degradeFresh3(page: RenderedPage, style: Fresh3ScanStyle, rng: Rng): Promise<ExtraScanResult> {
  switch (style) {
    case 'dim-shadow':
      return dimShadow(page, rng);
    case 'photocopy':
      return photocopy(page, rng);
    case 'crumpled':
      return crumpled(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh3(pdf: Buffer, pages: number[], style: Fresh3ScanStyle, rng: Rng): Promise<ExtraScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: ExtraScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh3(page, style, rng));
  return out;
}
