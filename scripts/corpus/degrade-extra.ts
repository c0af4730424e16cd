import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import type { Rng } from './random';

/**
 * More ways real users turn a PDF into an image (fresh2 split), beside degrade.ts's flatbed / gray / photo
 * profiles, which stay as they are. Each style draws all its randomness from the rng it is given.
 *
 * - fax:         100–120 dpi, hard 1-bit threshold, a transmission header line and a few horizontal streaks;
 * - sideways:    a phone photo held sideways: the page turned 90° (no EXIF orientation tag), mild shading and blur;
 * - upside-down: a flatbed scan fed upside down (180°), 200 dpi;
 * - keystone:    a phone photo taken at an angle: perspective with the top edge narrower than the bottom, on a desk, shading;
 * - two-up:      a 150 dpi scan with the scanner lid open (dark border) and a 1–2° skew.
 */
export type ExtraScanStyle = 'fax' | 'sideways' | 'upside-down' | 'keystone' | 'two-up';
export const EXTRA_SCAN_STYLES: readonly ExtraScanStyle[] = ['fax', 'sideways', 'upside-down', 'keystone', 'two-up'];

export interface ExtraScanResult {
  image: Buffer;
  width: number;
  height: number;
  ext: 'jpg' | 'png';
  dpi: number;
  /** For the manifest's format line, e.g. "fax, 112 dpi". */
  describe: string;
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 10) / 10;

export function extraDpi(style: ExtraScanStyle, rng: Rng): number {
  switch (style) {
    case 'fax':
      return rng.pick([100, 112, 120]);
    case 'sideways':
      return rng.pick([150, 170]);
    case 'upside-down':
      return 200;
    case 'keystone':
      return 150;
    case 'two-up':
      return 150;
  }
}

function lighting(width: number, height: number, rng: Rng, strength: number): Buffer {
  const cx = Math.round(rng.range(0.25, 0.75) * 100), cy = Math.round(rng.range(0.2, 0.7) * 100);
  const k = 1 - strength * rng.range(0.6, 1);
  const edge = (c: number) => Math.round(c * k);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g" cx="${cx}%" cy="${cy}%" r="80%">
        <stop offset="0%" stop-color="rgb(255,253,246)"/><stop offset="100%" stop-color="rgb(${edge(250)},${edge(242)},${edge(228)})"/>
      </radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
}

/** Solves the 8 unknowns of a homography taking `from` points to `to` points (4 each). */
export function homography(from: Array<[number, number]>, to: Array<[number, number]>): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** The page photographed from below its bottom edge: top edge narrower, on a desk of colour `desk`. */
async function perspective(png: Buffer, rng: Rng): Promise<{ data: Buffer; width: number; height: number }> {
  const { data: src, info } = await sharp(png).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = info.width, sh = info.height;
  const margin = Math.round(sw * 0.05);
  const W = sw + 2 * margin, H = sh + 2 * margin;
  const inset = sw * rng.range(0.07, 0.12);
  const drift = sw * rng.range(-0.02, 0.02);
  const drop = sh * rng.range(0.03, 0.06);
  // output corners (tl, tr, br, bl) of the page in the photo
  const quad: Array<[number, number]> = [
    [margin + inset + drift, margin + drop], [margin + sw - inset + drift, margin + drop + rng.range(-4, 4)],
    [margin + sw + rng.range(-6, 2), margin + sh], [margin + rng.range(-2, 6), margin + sh - rng.range(0, 6)],
  ];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const desk = rng.pick([[92, 70, 52], [118, 118, 112], [60, 62, 70]] as const);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      const o = (y * W + x) * 3;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        out[o] = desk[0]; out[o + 1] = desk[1]; out[o + 2] = desk[2];
        continue;
      }
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => src[(yy * sw + xx) * 3 + c]!;
        const top = p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx;
        const bottom = p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { data: out, width: W, height: H };
}

/** Applies one extra style to a rendered page. */
export async function degradeExtra(page: RenderedPage, style: ExtraScanStyle, rng: Rng): Promise<ExtraScanResult> {
  const dpi = page.dpi;
  const base = sharp(page.image).flatten({ background: '#ffffff' });
  switch (style) {
    case 'fax': {
      const angle = signed(rng, 0.2, 0.7);
      const { data, info } = await base.grayscale().rotate(angle, { background: '#ffffff' }).toBuffer({ resolveWithObject: true });
      const streaks = Array.from({ length: rng.int(2, 5) }, () => {
        const y = rng.int(Math.round(info.height * 0.08), info.height - 10);
        const black = rng.chance(0.6);
        return `<rect x="0" y="${y}" width="${info.width}" height="${rng.int(1, 2)}" fill="${black ? '#000' : '#fff'}" opacity="${black ? rng.range(0.55, 0.9).toFixed(2) : '1'}"/>`;
      }).join('');
      const phone = `+54 ${rng.int(11, 388)} ${rng.int(4000, 4999)}-${rng.digits(4)}`;
      const header = `<text x="${Math.round(info.width * 0.04)}" y="${Math.round(dpi * 0.12)}" font-family="DejaVu Sans Mono" font-size="${Math.round(dpi * 0.1)}" fill="#000">FAX ${phone}          P.01/01</text>`;
      const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">${streaks}${header}</svg>`);
      const threshold = rng.int(150, 180);
      const image = await sharp(data).composite([{ input: svg }]).grayscale().threshold(threshold).toColourspace('b-w').withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer();
      return { image, width: info.width, height: info.height, ext: 'png', dpi, describe: `${dpi} dpi, 1-bit threshold ${threshold}, ${angle}°` };
    }
    case 'sideways': {
      const quarter = rng.pick([90, 270]);
      const angle = quarter + signed(rng, 0.4, 1.4);
      const blur = Math.round(rng.range(0.5, 0.9) * 10) / 10;
      const { data, info } = await base.rotate(angle, { background: '#e9e4d8' }).blur(blur).toBuffer({ resolveWithObject: true });
      const shaded = await sharp(data).composite([{ input: lighting(info.width, info.height, rng, 0.3), blend: 'multiply' }]).toBuffer();
      const quality = rng.int(50, 65);
      const image = await sharp(shaded).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
      return { image, width: info.width, height: info.height, ext: 'jpg', dpi, describe: `phone photo held sideways, turned ${quarter}°, ${dpi} dpi` };
    }
    case 'upside-down': {
      const angle = 180 + signed(rng, 0.2, 0.8);
      const { data, info } = await base.rotate(angle, { background: '#ffffff' }).toBuffer({ resolveWithObject: true });
      const gray = rng.chance(0.5);
      const out = gray ? sharp(data).grayscale() : sharp(data);
      const image = await out.withMetadata({ density: dpi }).jpeg({ quality: rng.int(72, 85) }).toBuffer();
      return { image, width: info.width, height: info.height, ext: 'jpg', dpi, describe: `flatbed scan fed upside down (180°), ${dpi} dpi` };
    }
    case 'keystone': {
      const png = await base.png().toBuffer();
      const warped = await perspective(png, rng);
      const raw = { raw: { width: warped.width, height: warped.height, channels: 3 as const } };
      const blur = Math.round(rng.range(0.5, 0.9) * 10) / 10;
      const shaded = await sharp(warped.data, raw).blur(blur).composite([{ input: lighting(warped.width, warped.height, rng, 0.35), blend: 'multiply' }]).png().toBuffer();
      const image = await sharp(shaded).withMetadata({ density: dpi }).jpeg({ quality: rng.int(50, 62) }).toBuffer();
      return { image, width: warped.width, height: warped.height, ext: 'jpg', dpi, describe: `phone photo at an angle (perspective, top edge narrower), ${dpi} dpi` };
    }
    case 'two-up': {
      const angle = signed(rng, 1, 2);
      const lid = '#1a1a1a';
      const rotated = await base.rotate(angle, { background: lid }).toBuffer({ resolveWithObject: true });
      const edges = { top: rng.int(10, 50), bottom: rng.int(30, 90), left: rng.int(10, 40), right: rng.int(40, 110) };
      const { data, info } = await sharp(rotated.data).extend({ ...edges, background: lid }).toBuffer({ resolveWithObject: true });
      const image = await sharp(data).withMetadata({ density: dpi }).jpeg({ quality: rng.int(65, 78) }).toBuffer();
      return { image, width: info.width, height: info.height, ext: 'jpg', dpi, describe: `scan with the lid open (dark border), ${angle}° skew, ${dpi} dpi` };
    }
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each. */
export async function scanExtra(pdf: Buffer, pages: number[], style: ExtraScanStyle, rng: Rng): Promise<ExtraScanResult[]> {
  const dpi = extraDpi(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: ExtraScanResult[] = [];
  for (const page of rendered) out.push(await degradeExtra(page, style, rng));
  return out;
}
