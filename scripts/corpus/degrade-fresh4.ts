import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import type { ExtraScanResult } from './degrade-extra';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh4 split, beside degrade.ts, degrade-extra.ts and degrade-fresh3.ts (all three
 * unchanged). Every random choice comes from the rng given (pixel noise from a xorshift seeded by it), so the same
 * seed gives the same image; pages are degraded one after the other.
 *
 * - low-light-barrel: a phone photo at night under a lamp: 130 dpi, the page darker (38–84 % of its light) with a warm or cold cast, a slight
 *                     barrel distortion of a wide lens, blur, sensor noise, strong JPEG compression (40–50).
 * - tinted-stamp:     a flatbed scan of a copy on coloured paper (yellowish, pink, light green or light blue) with a
 *                     rubber stamp (received / paid / delivered, with a date) pressed over part of the text.
 * - recopied:         a copy of a copy of a copy: two or three generations, each thickening the strokes (blur and a
 *                     high threshold), shifting and tilting a little; gray paper, toner dust; 200 dpi PNG.
 */
export type Fresh4ScanStyle = 'low-light-barrel' | 'tinted-stamp' | 'recopied';
export const FRESH4_SCAN_STYLES: readonly Fresh4ScanStyle[] = ['low-light-barrel', 'tinted-stamp', 'recopied'];

export function isFresh4Style(style: string): style is Fresh4ScanStyle {
  return (FRESH4_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 10) / 10;

function dpiOf(style: Fresh4ScanStyle, rng: Rng): number {
  switch (style) {
    case 'low-light-barrel':
      return 130;
    case 'tinted-stamp':
      return rng.pick([200, 240]);
    case 'recopied':
      return 200;
  }
}

/** A seeded xorshift32 stream of floats in [0, 1) (sharp has no seeded noise of its own). */
export function xorshift(rng: Rng): () => number {
  let state = (Math.floor(rng.next() * 4294967296) >>> 0) || 1;
  return () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 4294967296;
  };
}

async function lowLightBarrel(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.4, 1.6);
  const rotated = await sharp(page.image).flatten({ background: '#ffffff' }).rotate(angle, { background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const src = rotated.data, sw = rotated.info.width, sh = rotated.info.height;
  const margin = Math.round(sw * rng.range(0.03, 0.06));
  const W = sw + 2 * margin, H = sh + 2 * margin;
  // barrel: a point at normalised radius r is taken from r·(1 + k·r²) of the flat page (k > 0 bulges the middle)
  const k = rng.range(0.035, 0.06);
  const cx = W / 2 + rng.range(-0.05, 0.05) * W, cy = H / 2 + rng.range(-0.05, 0.05) * H;
  const norm = Math.hypot(W / 2, H / 2);
  const table = rng.pick([[60, 52, 46], [34, 36, 44], [78, 60, 42]] as const);
  // light: a lamp off to one side; the far corner falls to 45–60 % and the cast goes warm or cold
  const lx = rng.range(0.1, 0.9) * W, ly = rng.range(0.05, 0.5) * H;
  const floor = rng.range(0.38, 0.52), top = rng.range(0.7, 0.84);
  const cast = rng.pick([[1, 0.93, 0.8], [0.9, 0.94, 1], [1, 0.96, 0.88]] as const);
  const out = Buffer.alloc(W * H * 3);
  const noise = xorshift(rng);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const dx = (x - cx) / norm, dy = (y - cy) / norm;
      const f = 1 + k * (dx * dx + dy * dy);
      const u = cx + (x - cx) * f - margin, v = cy + (y - cy) * f - margin;
      const o = (y * W + x) * 3;
      const grain = (noise() - 0.5) * 22;
      const light = top - (top - floor) * Math.min(1, Math.hypot(x - lx, y - ly) / (1.1 * norm));
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, Math.round(table[c]! * (0.6 + light * 0.5) + grain)));
        continue;
      }
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => src[(yy * sw + xx) * 3 + c]!;
        const value = (p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx) * (1 - fy) + (p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx) * fy;
        out[o + c] = Math.max(0, Math.min(255, Math.round(value * light * cast[c]! + grain)));
      }
    }
  }
  const blur = Math.round(rng.range(0.5, 0.8) * 10) / 10;
  const quality = rng.int(40, 50);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(blur).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi, describe: `phone photo in low light with barrel distortion (k ${k.toFixed(3)}), ${angle}°, JPEG ${quality}, ${dpi} dpi` };
}

const STAMPS = [
  { lines: ['RECIBIDO', 'MESA DE ENTRADAS'], color: '#5b21b6' },
  { lines: ['PAGADO', 'TESORERÍA'], color: '#b91c1c' },
  { lines: ['ENTREGADO', 'DEPÓSITO CENTRAL'], color: '#1d4ed8' },
  { lines: ['CONTROLADO', 'ADMINISTRACIÓN'], color: '#047857' },
] as const;

async function tintedStamp(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.2, 0.9);
  const paper = rng.pick([['yellowish', '#f7eebd'], ['pink', '#f8d7de'], ['light green', '#dcf2dc'], ['light blue', '#d9e8f7']] as const);
  const base = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const stamp = rng.pick(STAMPS);
  const day = rng.pick(['27 NOV 2026', '30 NOV 2026', '01 DIC 2026', '02 DIC 2026']);
  // the stamp: a double-bordered rounded box with two words and a date, pressed over the upper or middle part
  const sw = Math.round(width * rng.range(0.3, 0.4)), sh = Math.round(sw * 0.42);
  const sx = Math.round(rng.range(0.1, 0.55) * width), sy = Math.round(rng.range(0.14, 0.45) * height);
  const tilt = signed(rng, 4, 16);
  const ink = rng.range(0.55, 0.75).toFixed(2);
  const fs = Math.round(sh * 0.26);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="${paper[1]}"/>
    </svg>`,
  );
  const stampSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <g transform="rotate(${tilt} ${sx + sw / 2} ${sy + sh / 2})" opacity="${ink}" fill="none" stroke="${stamp.color}">
        <rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${Math.round(sh * 0.12)}" stroke-width="${Math.max(2, Math.round(dpi / 60))}"/>
        <rect x="${sx + sh * 0.07}" y="${sy + sh * 0.07}" width="${sw - sh * 0.14}" height="${sh * 0.86}" rx="${Math.round(sh * 0.08)}" stroke-width="${Math.max(1, Math.round(dpi / 120))}"/>
        <g fill="${stamp.color}" stroke="none" font-family="DejaVu Sans" font-weight="bold" text-anchor="middle">
          <text x="${sx + sw / 2}" y="${sy + sh * 0.36}" font-size="${fs}">${stamp.lines[0]}</text>
          <text x="${sx + sw / 2}" y="${sy + sh * 0.62}" font-size="${Math.round(fs * 0.85)}">${day}</text>
          <text x="${sx + sw / 2}" y="${sy + sh * 0.84}" font-size="${Math.round(fs * 0.5)}">${stamp.lines[1]}</text>
        </g>
      </g>
    </svg>`,
  );
  const tinted = await sharp(base.data).composite([{ input: svg, blend: 'multiply' }, { input: stampSvg, blend: 'multiply' }])
    .rotate(angle, { background: '#f4f4f4' }).toBuffer({ resolveWithObject: true });
  const quality = rng.int(68, 80);
  const image = await sharp(tinted.data).blur(0.4).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: tinted.info.width, height: tinted.info.height, ext: 'jpg', dpi, describe: `scan of a copy on ${paper[0]} paper with a "${stamp.lines[0]}" stamp, ${angle}°, ${dpi} dpi` };
}

async function recopied(page: RenderedPage, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const generations = rng.int(2, 3);
  let { data, info } = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let total = 0;
  for (let g = 0; g < generations; g++) {
    const angle = signed(rng, 0.1, 0.45);
    total += angle;
    const threshold = rng.int(182, 200);
    // blur, then everything darker than a high threshold goes black: the strokes grow by about a pixel each time
    const copied = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .rotate(angle, { background: '#ffffff' }).blur(0.75).threshold(threshold).toColourspace('b-w')
      .resize(width, height, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
    data = copied.data;
    info = copied.info;
  }
  const noise = xorshift(rng);
  const paper = rng.int(214, 232);
  const out = Buffer.alloc(width * height);
  for (let i = 0; i < out.length; i++) {
    const ink = data[i]! < 128;
    const n = noise();
    out[i] = ink ? Math.round(25 + n * 30) : n < 0.0025 ? Math.round(40 + n * 8000) % 120 : paper + Math.round((n - 0.5) * 10);
  }
  const image = await sharp(out, { raw: { width, height, channels: 1 } }).blur(0.5).withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width, height, ext: 'png', dpi, describe: `copy of a copy (${generations} generations, strokes thickened), ${total.toFixed(1)}°, ${dpi} dpi` };
}

export async function degradeFresh4(page: RenderedPage, style: Fresh4ScanStyle, rng: Rng): Promise<ExtraScanResult> {
  switch (style) {
    case 'low-light-barrel':
      return lowLightBarrel(page, rng);
    case 'tinted-stamp':
      return tintedStamp(page, rng);
    case 'recopied':
      return recopied(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh4(pdf: Buffer, pages: number[], style: Fresh4ScanStyle, rng: Rng): Promise<ExtraScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: ExtraScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh4(page, style, rng));
  return out;
}
