import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh21 split, beside degrade.ts and degrade-extra/fresh3…fresh20.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it, bilinear sampling
 * from degrade-fresh12), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - eink-reader:        a phone photo of the PDF **shown on an e-ink reader**: 16 gray levels, a light gray screen
 *                       (paper 196–214, ink 34–52), a faint **ghost of the previous screen** (the page 20–34 % further
 *                       down, at 5–8 %), the device's dark bezel round it, a soft glare, a 0,3–1° tilt on a desk;
 *                       150 dpi JPEG 72–82.
 * - kraft-paper:        a colour scan of a page **printed on brown recycled (kraft) paper**: a mottled brown ground,
 *                       150–320 dark fibres and light specks, the ink a brownish black soaked into the paper;
 *                       ±0,2–0,6°; 200 dpi JPEG 78–86.
 * - security-guilloche: a gray photocopy of a page **printed on security paper**: a fine **guilloche** of wavy lines
 *                       over the whole sheet and the paper's hidden **"COPIA"** pantograph that the copier brings out
 *                       as dotted diagonal words; the print stays black over them; ±0,2–0,5°; gray 200 dpi JPEG 74–84.
 * - clogged-nozzles:    a colour scan of an **ink-jet print with clogged nozzles**: the head's swaths (64–100 px)
 *                       each lose the same 2–4 nozzle rows (**white hairlines** through the print) and every other
 *                       swath sits 1–2 px aside (bidirectional misalignment); composite black with a cool cast;
 *                       ±0,1–0,4°; 200 dpi JPEG 80–88.
 * - doc-camera-mat:     a frame of an **overhead document camera**: the page on a green **self-healing cutting mat**
 *                       (1 cm grid, heavier every 5 cm) round it, a slight **pincushion or barrel** lens distortion,
 *                       the **two hotspots of the LED lamp** washing the print (up to 30 %), a 0,3–1° turn;
 *                       150/170 dpi JPEG 72–82.
 */
export type Fresh21ScanStyle = 'eink-reader' | 'kraft-paper' | 'security-guilloche' | 'clogged-nozzles' | 'doc-camera-mat';
export const FRESH21_SCAN_STYLES: readonly Fresh21ScanStyle[] = ['eink-reader', 'kraft-paper', 'security-guilloche', 'clogged-nozzles', 'doc-camera-mat'];

export function isFresh21Style(style: string): style is Fresh21ScanStyle {
  return (FRESH21_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh21ScanStyle, rng: Rng): number {
  switch (style) {
    case 'eink-reader':
      return 150;
    case 'doc-camera-mat':
      return rng.pick([150, 170]);
    default:
      return 200;
  }
}

async function jpeg(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, blur = 0) {
  let img = sharp(out, { raw: { width: W, height: H, channels } });
  if (blur > 0.3) img = img.blur(blur);
  return img.withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
}

/** A smooth noise field in [0, 1): random values on a coarse grid, bilinearly interpolated. */
function smoothField(rng: Rng, W: number, H: number, cell: number): (x: number, y: number) => number {
  const gw = Math.ceil(W / cell) + 2, gh = Math.ceil(H / cell) + 2;
  const grid = Array.from({ length: gw * gh }, () => rng.next());
  return (x, y) => {
    const u = x / cell, v = y / cell, x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
    const q = (a: number, b: number) => grid[b * gw + a]!;
    return (q(x0, y0) * (1 - fx) + q(x0 + 1, y0) * fx) * (1 - fy) + (q(x0, y0 + 1) * (1 - fx) + q(x0 + 1, y0 + 1) * fx) * fy;
  };
}

async function grayOf(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).greyscale().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

async function einkReader(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await grayOf(page);
  const w = src.info.width, h = src.info.height, g = src.data;
  const bezel = Math.round(w * rng.range(0.05, 0.07));
  const W = w + 2 * bezel, H = h + Math.round(bezel * 2.6);
  const top = bezel, left = bezel;
  const paper = rng.range(196, 214), ink = rng.range(34, 52);
  const ghostShift = Math.round(h * rng.range(0.2, 0.34)), ghost = rng.range(0.05, 0.08);
  const glare = { x: rng.range(0.2, 0.8) * W, y: rng.range(0.15, 0.5) * H, r: rng.range(0.35, 0.6) * W };
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const bezelTone = rng.pick([[34, 34, 36], [58, 56, 54], [22, 24, 28]] as const);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const sx = x - left, sy = y - top;
      let v: number;
      let rgb: number[];
      if (sx >= 0 && sy >= 0 && sx < w && sy < h) {
        const dark = 1 - g[sy * w + sx]! / 255;
        const gy = sy - ghostShift;
        const prev = gy >= 0 ? 1 - g[gy * w + sx]! / 255 : 0;
        const level = Math.min(1, dark + prev * ghost);
        // 16 gray levels, as the screen's waveform draws them
        const q = Math.round(level * 15) / 15;
        v = paper - (paper - ink) * q;
        rgb = [v, v, v * 0.985];
      } else {
        rgb = [...bezelTone];
      }
      const d = Math.hypot(x - glare.x, y - glare.y) / glare.r;
      const lift = d < 1 ? (1 - d) * (1 - d) * 26 : 0;
      const n = (noise() - 0.5) * 7;
      out[i] = clamp(rgb[0]! + lift + n + 3);
      out[i + 1] = clamp(rgb[1]! + lift + n);
      out[i + 2] = clamp(rgb[2]! + lift + n - 4);
    }
  }
  const angle = signed(rng, 0.3, 1);
  const desk = rng.pick(['#8a7560', '#b9b2a6', '#5e5a55']);
  const turned = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).rotate(angle, { background: desk }).raw().toBuffer({ resolveWithObject: true });
  const quality = rng.int(72, 82);
  const image = await jpeg(turned.data, turned.info.width, turned.info.height, 3, page.dpi, quality, 0.45);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone photo of an e-ink reader's screen (16 gray levels, ghost ${Math.round(ghost * 100)} %), ${angle}°, JPEG ${quality}` };
}

async function kraftPaper(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const src = await rgbOf(page, angle, '#ffffff');
  const W = src.info.width, H = src.info.height, d = src.data;
  const base = rng.pick([[196, 160, 118], [186, 152, 112], [203, 172, 132]] as const);
  const mottle = smoothField(rng, W, H, rng.range(30, 60));
  const fine = smoothField(rng, W, H, 6);
  const mask = new Float32Array(W * H);
  const fibres = rng.int(150, 320);
  for (let k = 0; k < fibres; k++) {
    const x0 = rng.range(0, W), y0 = rng.range(0, H), th = rng.range(0, Math.PI), len = rng.range(4, 22), dark = rng.chance(0.7) ? rng.range(0.25, 0.5) : -rng.range(0.15, 0.3);
    for (let s = 0; s < len; s++) {
      const x = Math.round(x0 + Math.cos(th) * s + Math.sin(s * 0.4) * 1.2), y = Math.round(y0 + Math.sin(th) * s);
      if (x >= 0 && y >= 0 && x < W && y < H) mask[y * W + x] = dark;
    }
  }
  const ink = [40, 30, 24];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3, j = y * W + x;
      const m = 0.9 + mottle(x, y) * 0.14 + (fine(x, y) - 0.5) * 0.05;
      const f = mask[j]!;
      for (let c = 0; c < 3; c++) {
        const paper = base[c]! * m * (1 - f);
        const a = Math.min(1, (1 - d[i + c]! / 255) * 0.95);
        out[i + c] = clamp(paper * (1 - a) + ink[c]! * a + (noise() - 0.5) * 5);
      }
    }
  }
  const quality = rng.int(78, 86);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.35);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour scan of a print on kraft paper (${fibres} fibres), ${angle}°, JPEG ${quality}` };
}

async function securityGuilloche(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.5);
  const src = await grayOf(page, angle, '#ffffff');
  const W = src.info.width, H = src.info.height, g = src.data;
  const f1 = rng.range(0.05, 0.08), f2 = rng.range(0.008, 0.014), a = rng.range(8, 16), f3 = rng.range(0.045, 0.07);
  const tone = rng.range(196, 214);
  // the hidden pantograph: "COPIA" written diagonally, drawn by sharp as a mask
  const words = Array.from({ length: 40 }, () => 'COPIA').join('\u00a0\u00a0\u00a0\u00a0\u00a0');
  const size = Math.round(page.dpi * 0.42);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g transform="rotate(-32 ${W / 2} ${H / 2})" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#000">` +
    Array.from({ length: Math.ceil((H * 1.6) / (size * 3.4)) }, (_, r) => `<text x="${-W * 0.4 + (r % 2) * size * 2.2}" y="${-H * 0.3 + r * size * 3.4}">${words}</text>`).join('') + '</g></svg>';
  const pantograph = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const j = y * W + x;
      const wave1 = Math.abs(Math.sin(x * f1 + a * Math.sin(y * f2)));
      const wave2 = Math.abs(Math.sin(y * f3 + a * 0.6 * Math.sin(x * f2 * 1.3)));
      let bg = 246;
      if (wave1 < 0.09) bg = tone + 16;
      if (wave2 < 0.07) bg = Math.min(bg, tone + 22);
      // the copier turns the pantograph's fine dots into a dotted word
      if (pantograph[j]! < 128 && (x + y) % 4 < 2 && y % 3 === 0) bg = Math.min(bg, tone - 12);
      const print = g[j]!;
      out[j] = clamp(Math.min(bg, print * 0.97) + (noise() - 0.5) * 8);
    }
  }
  const quality = rng.int(74, 84);
  const image = await jpeg(out, W, H, 1, page.dpi, quality, 0.35);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `gray photocopy of a page on security paper (guilloche, "COPIA" pantograph), ${angle}°, JPEG ${quality}` };
}

async function cloggedNozzles(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.4);
  const src = await rgbOf(page, 0, '#ffffff');
  const W = src.info.width, H = src.info.height, d = src.data;
  const swath = rng.int(64, 100);
  const dead = rng.sample(Array.from({ length: swath - 4 }, (_, k) => k + 2), rng.int(2, 3));
  const shift = rng.int(1, 2) * (rng.chance(0.5) ? 1 : -1);
  const cast = [rng.range(0.78, 0.86), rng.range(0.85, 0.92), 1];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const s = Math.floor(y / swath), row = y % swath;
    const dx = s % 2 ? shift : 0;
    const gap = dead.includes(row) ? 0.42 : 1;
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const sx = Math.min(W - 1, Math.max(0, x - dx));
      const k = (y * W + sx) * 3;
      for (let c = 0; c < 3; c++) {
        const inkAmt = (1 - d[k + c]! / 255) * gap;
        const tint = 255 * (1 - cast[c]!);
        out[i + c] = clamp(250 - inkAmt * (250 - tint * 0.6 - 20) + (noise() - 0.5) * 5);
      }
    }
  }
  const turned = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).rotate(angle, { background: '#fafafa' }).raw().toBuffer({ resolveWithObject: true });
  const quality = rng.int(80, 88);
  const image = await jpeg(turned.data, turned.info.width, turned.info.height, 3, page.dpi, quality, 0.35);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour scan of an ink-jet print with clogged nozzles (swath ${swath} px, ${dead.length} dead rows, ${shift} px offset), ${angle}°, JPEG ${quality}` };
}

async function docCameraMat(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const at = sampler(src.data, sw, sh);
  const mx = Math.round(sw * rng.range(0.07, 0.1)), my = Math.round(sh * rng.range(0.05, 0.07));
  const W = sw + 2 * mx, H = sh + 2 * my;
  const cx = W / 2, cy = H / 2, R = Math.hypot(cx, cy);
  const k = signed(rng, 0.015, 0.03);
  const th = (signed(rng, 0.3, 1) * Math.PI) / 180, cos = Math.cos(th), sin = Math.sin(th);
  const dpcm = page.dpi / 2.54;
  const mat = rng.pick([[38, 104, 74], [34, 86, 96], [52, 58, 64]] as const);
  const spots = [0, 1].map(() => ({ x: rng.range(0.25, 0.75) * W, y: rng.range(0.2, 0.8) * H, r: rng.range(0.16, 0.26) * W, s: rng.range(0.2, 0.3) }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      // the lens: radial distortion about the centre, then the page's small turn
      const ux = (x - cx) / R, uy = (y - cy) / R, r2 = ux * ux + uy * uy, f = 1 + k * r2 * 2.5;
      const dx = ux * f * R, dy = uy * f * R;
      const px = cx + dx * cos - dy * sin - mx, py = cy + dx * sin + dy * cos - my;
      let rgb = at(px, py);
      if (!rgb) {
        const gx = ((cx + dx) / dpcm) % 1, gy = ((cy + dy) / dpcm) % 1;
        const major = Math.abs(((cx + dx) / dpcm) % 5) < 0.06 || Math.abs(((cy + dy) / dpcm) % 5) < 0.06;
        const line = gx < 0.035 || gy < 0.035;
        const lift = major ? 70 : line ? 38 : 0;
        rgb = [mat[0]! + lift, mat[1]! + lift, mat[2]! + lift];
      }
      let wash = 0;
      for (const s of spots) {
        const dd = Math.hypot(x - s.x, y - s.y) / s.r;
        if (dd < 1) wash += (1 - dd * dd) * s.s;
      }
      wash = Math.min(0.3, wash);
      const n = (noise() - 0.5) * 8;
      out[i] = clamp(rgb[0]! * 0.96 + (255 - rgb[0]! * 0.96) * wash + n);
      out[i + 1] = clamp(rgb[1]! * 0.97 + (255 - rgb[1]! * 0.97) * wash + n);
      out[i + 2] = clamp(rgb[2]! * 0.93 + (255 - rgb[2]! * 0.93) * wash + n);
    }
  }
  const quality = rng.int(72, 82);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.5);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `document camera frame on a cutting mat (lens ${k > 0 ? 'barrel' : 'pincushion'} ${Math.abs(k)}, two lamp hotspots), JPEG ${quality}` };
}

export async function degradeFresh21(page: RenderedPage, style: Fresh21ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'eink-reader':
      return einkReader(page, rng);
    case 'kraft-paper':
      return kraftPaper(page, rng);
    case 'security-guilloche':
      return securityGuilloche(page, rng);
    case 'clogged-nozzles':
      return cloggedNozzles(page, rng);
    case 'doc-camera-mat':
      return docCameraMat(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh21(pdf: Buffer, pages: number[], style: Fresh21ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh21(page, style, rng));
  return out;
}
