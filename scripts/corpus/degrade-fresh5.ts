import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography, type ExtraScanResult } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh5 split, beside degrade.ts, degrade-extra.ts, degrade-fresh3.ts and
 * degrade-fresh4.ts (all unchanged). Every random choice comes from the rng given (pixel noise from a xorshift seeded
 * by it), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - screen-capture: a screenshot of the page open in a PDF viewer: rendered at 1.5× or 2× a 96 dpi screen (144/192
 *                   dpi), crisp, no noise, cropped to the content with a viewer's toolbar strip above; PNG.
 * - phone-motion:   a hand-held phone photo: a free perspective (each corner moved on its own), the page on a desk, a
 *                   soft shadow band across it, a slight directional motion blur, 1600–2000 px wide; JPEG 62–74.
 * - scanner-app:    a phone "scanner app" export: flattened to gray, contrast-stretched and thresholded to pure black
 *                   and white at 200 dpi, a small residual tilt and an app's footer line; always an image-only PDF.
 * - folded:         a page folded in three for an envelope and flattened on a scanner: two creases (a dark line with a
 *                   light edge), the three panels at slightly different brightness and shifted by a pixel or two,
 *                   a cream paper tone; 150/180 dpi JPEG 70–82.
 */
export type Fresh5ScanStyle = 'screen-capture' | 'phone-motion' | 'scanner-app' | 'folded';
export const FRESH5_SCAN_STYLES: readonly Fresh5ScanStyle[] = ['screen-capture', 'phone-motion', 'scanner-app', 'folded'];

export function isFresh5Style(style: string): style is Fresh5ScanStyle {
  return (FRESH5_SCAN_STYLES as readonly string[]).includes(style);
}

/** A page image; `asPdf` asks the generator for an image-only PDF even for a single page. */
export interface Fresh5ScanResult extends ExtraScanResult {
  asPdf?: boolean;
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh5ScanStyle, rng: Rng): number {
  switch (style) {
    case 'screen-capture':
      return rng.pick([144, 192]);
    case 'phone-motion':
      return 220;
    case 'scanner-app':
      return 200;
    case 'folded':
      return rng.pick([150, 180]);
  }
}

async function screenCapture(page: RenderedPage, rng: Rng, name: string, counter: string): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const flat = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = flat.info;
  // the content's bounding box (anything not near-white)
  let x0 = width, y0 = height, x1 = 0, y1 = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (flat.data[o]! < 235 || flat.data[o + 1]! < 235 || flat.data[o + 2]! < 235) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  const pad = Math.round(dpi * rng.range(0.12, 0.3));
  const left = Math.max(0, x0 - pad), top = Math.max(0, y0 - pad);
  const cw = Math.min(width, x1 + pad + 1) - left, ch = Math.min(height, y1 + pad + 1) - top;
  const cropped = await sharp(flat.data, { raw: { width, height, channels: 3 } }).extract({ left, top, width: cw, height: ch }).png().toBuffer();
  // the viewer around it: a gray margin and a dark toolbar with the file name, page counter and zoom
  const scale = dpi / 96;
  const bar = Math.round(40 * scale), side = Math.round(rng.range(10, 28) * scale);
  const W = cw + 2 * side, H = ch + bar + side;
  const zoom = rng.pick(['100 %', '125 %', 'Ajustar a la página']);
  const fs = Math.round(13 * scale);
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <rect width="100%" height="100%" fill="#525659"/>
      <rect width="100%" height="${bar}" fill="#323639"/>
      <g font-family="DejaVu Sans" font-size="${fs}" fill="#f1f3f4">
        <text x="${Math.round(16 * scale)}" y="${Math.round(bar * 0.64)}">☰  ${name}</text>
        <text x="${Math.round(W * 0.46)}" y="${Math.round(bar * 0.64)}">${counter}   |   −   ${zoom}   +</text>
      </g>
    </svg>`,
  );
  const image = await sharp(frame).composite([{ input: cropped, left: side, top: bar }]).withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width: W, height: H, ext: 'png', dpi, describe: `screen capture of a PDF viewer at ${(dpi / 96).toFixed(1)}× device scale, cropped to the content, ${dpi} dpi` };
}

async function phoneMotion(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width, sh = src.info.height;
  const W = rng.int(1600, 2000);
  // the page fills 80–88 % of the frame's width; the frame keeps the page's proportions plus a margin
  const fill = rng.range(0.8, 0.88);
  const s = (W * fill) / sw;
  const pw = sw * s, ph = sh * s;
  const H = Math.round(ph + (W - pw) * rng.range(1, 1.3));
  const ox = (W - pw) / 2, oy = (H - ph) / 2;
  const j = () => rng.range(-0.035, 0.035) * pw;
  const corners: Array<[number, number]> = [[ox + j(), oy + j()], [ox + pw + j(), oy + j()], [ox + pw + j(), oy + ph + j()], [ox + j(), oy + ph + j()]];
  // inverse map: frame pixel → source pixel
  const h = homography(corners, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const desk = rng.pick([[126, 104, 82], [92, 96, 104], [164, 158, 148]] as const);
  // a shadow band (an arm or the phone) crossing the page at an angle, soft-edged
  const angle = rng.range(0, Math.PI);
  const nx = Math.cos(angle), ny = Math.sin(angle);
  const c0 = (nx * W + ny * H) * rng.range(0.25, 0.75) / 1, width = rng.range(0.12, 0.22) * W, depth = rng.range(0.18, 0.3);
  const soft = width * 0.35;
  const light0 = rng.range(0.9, 1), lightTilt = rng.range(-0.12, 0.02);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const d = Math.abs(nx * x + ny * y - c0);
      const shade = d > width / 2 + soft ? 0 : d < width / 2 ? depth : depth * (1 - (d - width / 2) / soft);
      const light = (light0 + lightTilt * (y / H)) * (1 - shade);
      const grain = (noise() - 0.5) * 8;
      const den = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / den, v = (h[3]! * x + h[4]! * y + h[5]!) / den;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, Math.round(desk[c]! * light + grain)));
        continue;
      }
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => src.data[(yy * sw + xx) * 3 + c]!;
        const value = (p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx) * (1 - fy) + (p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx) * fy;
        const warm = c === 0 ? 1 : c === 1 ? 0.97 : 0.92;
        out[o + c] = Math.max(0, Math.min(255, Math.round(value * light * warm + grain)));
      }
    }
  }
  // motion blur: a short line kernel (3 or 4 px) in a random direction
  const len = rng.pick([3, 4]);
  const dir = rng.pick(['h', 'd', 'v'] as const);
  const size = 5;
  const kernel = new Array<number>(size * size).fill(0);
  for (let i = 0; i < len; i++) {
    const k = i - Math.floor(len / 2) + 2;
    const [r, c] = dir === 'h' ? [2, k] : dir === 'v' ? [k, 2] : [k, k];
    kernel[r * size + c] = 1;
  }
  const quality = rng.int(62, 74);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .convolve({ width: size, height: size, kernel, scale: len })
    .jpeg({ quality }).toBuffer();
  const dpi = Math.round(s * page.dpi);
  return { image, width: W, height: H, ext: 'jpg', dpi, describe: `hand-held phone photo, free perspective, shadow band, motion blur ${len} px (${dir}), ${W} px wide, JPEG ${quality}` };
}

async function scannerApp(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const angle = signed(rng, 0.1, 0.35);
  const threshold = rng.int(150, 175);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale()
    .rotate(angle, { background: '#ffffff' }).blur(0.5).normalise().threshold(threshold).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  // the app's footer, small and centred at the bottom
  const app = rng.pick(['Escaneado con DocuScan', 'Digitalizado con EscanerPro', 'Creado con ScanFácil']);
  const fs = Math.round(dpi * 0.08);
  const footer = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <text x="${Math.round(width / 2)}" y="${height - Math.round(dpi * 0.12)}" font-family="DejaVu Sans" font-size="${fs}" text-anchor="middle" fill="#000">${app}</text>
    </svg>`,
  );
  const image = await sharp(gray.data, { raw: { width, height, channels: 1 } })
    .composite([{ input: footer, blend: 'multiply' }]).grayscale().threshold(128).toColourspace('b-w')
    .withMetadata({ density: dpi }).png({ compressionLevel: 9, palette: false }).toBuffer();
  return { image, width, height, ext: 'png', dpi, asPdf: true, describe: `scanner-app black and white, threshold ${threshold}, ${angle}°, ${dpi} dpi` };
}

async function folded(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = src.info;
  const creases = [Math.round(height * rng.range(0.31, 0.35)), Math.round(height * rng.range(0.64, 0.68))];
  const panelLight = [rng.range(0.9, 0.97), rng.range(0.97, 1), rng.range(0.86, 0.95)];
  const panelShift = [rng.int(-2, 2), 0, rng.int(-2, 2)];
  const paper = rng.pick([[250, 246, 236], [246, 244, 238], [252, 249, 240]] as const);
  const noise = xorshift(rng);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const panel = y < creases[0]! ? 0 : y < creases[1]! ? 1 : 2;
    const dist = Math.min(...creases.map((c) => Math.abs(y - c)));
    // a crease: dark on its fold line, a lighter edge just below, the light falling off a little towards it
    const crease = dist === 0 ? 0.74 : dist === 1 ? 0.88 : dist === 2 ? 1.05 : 1 - 0.04 * Math.max(0, 1 - dist / (dpi * 0.25));
    const lx = panelShift[panel]!;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(width - 1, Math.max(0, x - lx));
      const o = (y * width + x) * 3, so = (y * width + sx) * 3;
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) {
        const ink = src.data[so + c]! / 255;
        const value = paper[c]! * ink * panelLight[panel]! * crease + grain;
        out[o + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const angle = signed(rng, 0.2, 0.7);
  const quality = rng.int(70, 82);
  const image = await sharp(out, { raw: { width, height, channels: 3 } }).rotate(angle, { background: '#eeeeea' }).blur(0.4)
    .withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi, describe: `page folded in three and scanned, ${angle}°, JPEG ${quality}, ${dpi} dpi` };
}

export async function degradeFresh5(page: RenderedPage, style: Fresh5ScanStyle, rng: Rng, name: string, counter = '1 / 1'): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'screen-capture':
      return screenCapture(page, rng, name, counter);
    case 'phone-motion':
      return phoneMotion(page, rng);
    case 'scanner-app':
      return scannerApp(page, rng);
    case 'folded':
      return folded(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh5(pdf: Buffer, pages: number[], style: Fresh5ScanStyle, rng: Rng, name: string): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const [i, page] of rendered.entries()) out.push(await degradeFresh5(page, style, rng, name, `${i + 1} / ${rendered.length}`));
  return out;
}
