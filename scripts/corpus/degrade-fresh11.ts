import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh11 split, beside degrade.ts and degrade-extra/fresh3…fresh9.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - fluorescent-glare: a phone photo under office tubes: a green or magenta colour cast, faint horizontal flicker
 *                      bands (the rolling shutter against the 50 Hz light), a soft diagonal glare band that washes
 *                      part of the page out (never to white), a slight free perspective; JPEG.
 * - binding-curl:      a page of a bound pad pressed on a flatbed: the side near the binding curls away from the
 *                      glass (lines squeezed and bent, a dark gradient), and the lid not closed at the foot
 *                      (a dark bottom margin); JPEG.
 * - text-halo:         a multifunction printer's "text" mode: gray, hard unsharp masking (bright halos around every
 *                      stroke, dark rims inside), the background clipped to white, a few gray levels; 8-bit PNG.
 * - punched-dogear:    a flatbed colour scan of a filed copy: two punch holes in the left margin (the dark lid behind),
 *                      a staple at the top left, the bottom outer corner folded over (a dog-ear with its shadow); JPEG.
 * - flash-hotspot:     a phone photo at night with the flash on: a cool hotspot in the middle, a steep fall-off to
 *                      dark corners, high-ISO grain, the page on a dark table at a slight angle; JPEG.
 */
export type Fresh11ScanStyle = 'fluorescent-glare' | 'binding-curl' | 'text-halo' | 'punched-dogear' | 'flash-hotspot';
export const FRESH11_SCAN_STYLES: readonly Fresh11ScanStyle[] = ['fluorescent-glare', 'binding-curl', 'text-halo', 'punched-dogear', 'flash-hotspot'];

export function isFresh11Style(style: string): style is Fresh11ScanStyle {
  return (FRESH11_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const smooth = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

function dpiOf(style: Fresh11ScanStyle, rng: Rng): number {
  switch (style) {
    case 'fluorescent-glare':
      return rng.pick([150, 170]);
    case 'binding-curl':
      return 200;
    case 'text-halo':
      return rng.pick([200, 300]);
    case 'punched-dogear':
      return rng.pick([200, 240]);
    case 'flash-hotspot':
      return rng.pick([150, 160]);
  }
}

async function rgbOf(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

/** Samples a packed RGB image bilinearly at (u, v); null outside. */
function sampler(data: Buffer, w: number, h: number) {
  return (u: number, v: number): [number, number, number] | null => {
    if (u < 0 || v < 0 || u >= w - 1 || v >= h - 1) return null;
    const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
    const at = (c: number) => {
      const q = (yy: number, xx: number) => data[(yy * w + xx) * 3 + c]!;
      return (q(y0, x0) * (1 - fx) + q(y0, x0 + 1) * fx) * (1 - fy) + (q(y0 + 1, x0) * (1 - fx) + q(y0 + 1, x0 + 1) * fx) * fy;
    };
    return [at(0), at(1), at(2)];
  };
}

/** The page placed in a larger picture by a free perspective: returns the inverse mapping and the picture size. */
function freePerspective(rng: Rng, sw: number, sh: number, margin: number, spread: number) {
  const mx = Math.round(sw * margin), my = Math.round(sh * margin * 0.7);
  const W = sw + 2 * mx, H = sh + 2 * my;
  const j = () => rng.range(-spread, spread) * sw;
  const quad: Array<[number, number]> = [[mx + j(), my + j()], [mx + sw + j(), my + j()], [mx + sw + j(), my + sh + j()], [mx + j(), my + sh + j()]];
  return { W, H, h: homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]) };
}

async function fluorescentGlare(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const { W, H, h } = freePerspective(rng, sw, sh, 0.05, 0.012);
  const sample = sampler(src.data, sw, sh);
  const green = rng.chance(0.6);
  const cast = green ? [rng.range(0.86, 0.92), 1, rng.range(0.84, 0.9)] : [1, rng.range(0.86, 0.91), rng.range(0.95, 1)];
  const desk = rng.pick([[196, 198, 192], [170, 172, 176], [214, 210, 198]] as const);
  const bandPitch = rng.range(60, 130), bandPhase = rng.range(0, 6.28), bandDepth = rng.range(0.03, 0.06);
  // the glare: a soft band across the page at an angle, at most ~45 % towards white
  const theta = rng.range(-0.9, 0.9) + (rng.chance(0.5) ? Math.PI / 2 : 0);
  const nx = Math.cos(theta), ny = Math.sin(theta);
  const centre = rng.range(0.3, 0.7) * (Math.abs(nx) * W + Math.abs(ny) * H) - (nx < 0 ? nx * W : 0) - (ny < 0 ? ny * H : 0);
  const width = rng.range(0.05, 0.09) * Math.hypot(W, H), strength = rng.range(0.3, 0.45);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const flicker = 1 - bandDepth * (0.5 + 0.5 * Math.sin((y / bandPitch) * 6.28 + bandPhase));
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + 1;
      const rgb = sample((h[0]! * x + h[1]! * y + h[2]!) / d, (h[3]! * x + h[4]! * y + h[5]!) / d) ?? [desk[0], desk[1], desk[2]];
      const along = x * nx + y * ny - centre;
      const g = strength * Math.exp(-((along / width) ** 2));
      const grain = (noise() - 0.5) * 8;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = rgb[c]! * cast[c]! * flicker * 0.95;
        out[o + c] = clamp(v * (1 - g) + 255 * g + grain);
      }
    }
  }
  const quality = rng.int(62, 74);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.45, 0.7)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo under fluorescent light: ${green ? 'green' : 'magenta'} cast, flicker bands, a glare band, JPEG ${quality}` };
}

async function bindingCurl(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const src = await rgbOf(page, angle, '#f2f0ea');
  const { width: W, height: H } = src.info;
  const sample = sampler(src.data, W, H);
  const left = rng.chance(0.7);
  // the curl: within `zone` of the binding edge the page leaves the glass, squeezed towards the edge and bent down
  const zone = rng.range(0.07, 0.11) * W, squeeze = rng.range(0.25, 0.4), sag = rng.range(4, 10);
  const foot = rng.range(0.025, 0.045) * H;
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const e = left ? x : W - 1 - x; // distance to the binding
      let u = x, v = y, shade = 1;
      if (e < zone) {
        const t = 1 - e / zone; // 1 at the binding
        const pull = zone * squeeze * t * t;
        u = left ? x + pull : x - pull;
        v = y + sag * t * t * ((y - H / 2) / (H / 2));
        shade = 1 - 0.55 * t ** 1.6;
      }
      let rgb = sample(u, v) ?? [40, 40, 40];
      const fromFoot = H - 1 - y;
      if (fromFoot < foot) {
        // the open lid: dark, with a soft edge into the page
        const k = smooth(0, foot, fromFoot);
        rgb = [rgb[0] * k + 22 * (1 - k), rgb[1] * k + 22 * (1 - k), rgb[2] * k + 24 * (1 - k)];
      }
      const grain = (noise() - 0.5) * 6;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * shade + grain);
    }
  }
  const quality = rng.int(72, 82);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `bound page on a flatbed: curl at the ${left ? 'left' : 'right'} edge, dark foot, ${angle}°, JPEG ${quality}` };
}

async function textHalo(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.5);
  const base = sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).blur(0.6);
  const gray = await base.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = gray.info;
  const radius = rng.range(1.8, 3.2), amount = rng.range(1.3, 2.0);
  const soft = await sharp(gray.data, { raw: { width: W, height: H, channels: 1 } }).blur(radius).extractChannel(0).raw().toBuffer();
  const levels = rng.pick([5, 6, 8]);
  const paper = rng.range(200, 215);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let i = 0; i < W * H; i++) {
    const v0 = gray.data[i]!;
    let v = v0 + amount * (v0 - soft[i]!) + (noise() - 0.5) * 10;
    // the background clipped to white, then a few gray levels
    v = v >= paper ? 255 : (v / paper) * 255;
    out[i] = clamp(Math.round(clamp(v) / (255 / (levels - 1))) * (255 / (levels - 1)));
  }
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: page.dpi }).png({ compressionLevel: 9 }).toBuffer();
  return { image, width: W, height: H, ext: 'png', dpi: page.dpi, describe: `multifunction "text" mode: unsharp halos (r ${radius.toFixed(1)}, ×${amount.toFixed(1)}), ${levels} gray levels, ${angle}°` };
}

async function punchedDogear(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.8);
  const src = await rgbOf(page, angle, '#f7f5ef');
  const { width: W, height: H } = src.info;
  const dpi = page.dpi;
  const mm = dpi / 25.4;
  // two holes 80 mm apart, centred on the page's height, 12 mm from the left edge (the usual two-hole punch)
  const hx = 12 * mm + rng.range(-1.5, 1.5) * mm, hr = 3 * mm;
  const holes = [H / 2 - 40 * mm, H / 2 + 40 * mm].map((cy) => cy + rng.range(-2, 2) * mm);
  const lid = rng.pick([[34, 34, 36], [62, 60, 58]] as const);
  // a staple near the top left corner, at ~45°
  const sx = rng.range(9, 14) * mm, sy = rng.range(9, 14) * mm, sl = 12 * mm, sa = rng.range(0.6, 1.0);
  // the dog-ear at the bottom outer corner: the fold line cuts off a triangle of legs `fold`
  const fold = rng.range(11, 16) * mm;
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      let rgb: [number, number, number] = [src.data[o]!, src.data[o + 1]!, src.data[o + 2]!];
      for (const cy of holes) {
        const d = Math.hypot(x - hx, y - cy);
        if (d < hr) rgb = [lid[0], lid[1], lid[2]];
        else if (d < hr + 1.5) rgb = [rgb[0] * 0.6, rgb[1] * 0.6, rgb[2] * 0.6];
      }
      // staple: a thin metal bar with a darker shadow line below it
      const dx = x - sx, dy = y - sy;
      const along = dx * Math.cos(sa) + dy * Math.sin(sa), across = -dx * Math.sin(sa) + dy * Math.cos(sa);
      if (along > 0 && along < sl) {
        if (Math.abs(across) < 0.7 * mm / 2 + 0.5) rgb = [150, 152, 158];
        else if (across > 0 && across < 0.9 * mm) rgb = [rgb[0] * 0.7, rgb[1] * 0.7, rgb[2] * 0.7];
      }
      // the folded corner: the corner triangle is folded over (the lid shows where it was), the flap (its mirror
      // across the fold line) shows the blank back of the paper, and casts a short shadow beside its two edges
      const ex = W - 1 - x, ey = H - 1 - y;
      if (ex + ey < fold) rgb = [lid[0] + 18, lid[1] + 18, lid[2] + 18];
      else if (ex <= fold && ey <= fold) rgb = [226, 224, 218];
      else if ((ex > fold && ex < fold + 2 * mm && ey <= fold) || (ey > fold && ey < fold + 2 * mm && ex <= fold)) {
        const k = 0.72 + 0.28 * (Math.max(ex, ey) - fold) / (2 * mm);
        rgb = [rgb[0] * k, rgb[1] * k, rgb[2] * k];
      }
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * 0.985 + grain);
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.35).withMetadata({ density: dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi, describe: `filed copy scanned: two punch holes, a staple, the bottom corner folded, ${angle}°, JPEG ${quality}` };
}

async function flashHotspot(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const { W, H, h } = freePerspective(rng, sw, sh, 0.07, 0.02);
  const sample = sampler(src.data, sw, sh);
  const table = rng.pick([[52, 40, 32], [38, 38, 42], [70, 56, 44]] as const);
  const hx = rng.range(0.4, 0.6) * W, hy = rng.range(0.35, 0.6) * H;
  const hot = rng.range(0.22, 0.34), hotR = rng.range(0.14, 0.22) * Math.hypot(W, H);
  const fall = rng.range(0.45, 0.6), reach = 0.62 * Math.hypot(W, H);
  const cool = [rng.range(0.92, 0.96), rng.range(0.97, 1.0), 1.04];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + 1;
      const rgb = sample((h[0]! * x + h[1]! * y + h[2]!) / d, (h[3]! * x + h[4]! * y + h[5]!) / d) ?? [table[0], table[1], table[2]];
      const r = Math.hypot(x - hx, y - hy);
      const light = 1 - fall * smooth(0, reach, r) ** 1.4;
      const wash = hot * Math.exp(-((r / hotR) ** 2));
      const o = (y * W + x) * 3;
      const grain = (noise() - 0.5) * 22;
      for (let c = 0; c < 3; c++) {
        const v = rgb[c]! * light * cool[c]!;
        out[o + c] = clamp(v * (1 - wash) + 255 * wash + grain * (1.2 - light));
      }
    }
  }
  const quality = rng.int(58, 70);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.5, 0.8)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `night photo with flash: hotspot, dark corners, grain, on a dark table, JPEG ${quality}` };
}

export async function degradeFresh11(page: RenderedPage, style: Fresh11ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'fluorescent-glare':
      return fluorescentGlare(page, rng);
    case 'binding-curl':
      return bindingCurl(page, rng);
    case 'text-halo':
      return textHalo(page, rng);
    case 'punched-dogear':
      return punchedDogear(page, rng);
    case 'flash-hotspot':
      return flashHotspot(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh11(pdf: Buffer, pages: number[], style: Fresh11ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh11(page, style, rng));
  return out;
}
