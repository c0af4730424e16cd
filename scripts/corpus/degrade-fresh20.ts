import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh20 split, beside degrade.ts and degrade-extra/fresh3…fresh19.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it, bilinear sampling
 * from degrade-fresh12), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - rain-drops:       a phone photo taken outdoors of a page **with rain drops on it**: 18–36 round drops (1,2–3,4 mm)
 *                     that magnify the print under them like small lenses (×1,2–1,45), each with a darker rim, a
 *                     bright highlight and a soft shadow to one side; a cool overcast cast, a 0,4–1,2° tilt on a
 *                     dark wet surface, grain; 150/170 dpi JPEG 68–80.
 * - microfilm-print:  a **print from a microfilm reader-printer**: gray, hard contrast, coarse film grain, the
 *                     reader's lamp bright in the middle and falling off to the corners, 3–7 long vertical
 *                     **scratches** (light or dark hairlines, half-strength, slightly wavering) and black film edges at both sides;
 *                     ±0,1–0,5°; gray 200 dpi JPEG 70–80.
 * - hdr-ghost:        a phone photo whose **HDR merge went wrong**: the hand moved between the exposures, so a faint
 *                     second copy of the print (22–32 %) sits 2–5 px away, and the tone mapping leaves **halos**
 *                     round dark strokes (local contrast, radius 8–14 px); a 0,4–1,2° tilt on a desk; 150/170 dpi
 *                     JPEG 68–80.
 * - wet-smear:        a colour scan of an **ink-jet print smeared while wet**: 1–2 broad bands (18–40 mm) where a hand
 *                     dragged the ink, each stroke pulling a lighter, tinted tail 8–20 px along the drag; the print
 *                     itself stays; ±0,2–0,6°; 200 dpi JPEG 78–86.
 * - shop-window-fade: a colour scan of a page that **hung in a shop window**: the paper yellowed and the print faded
 *                     by the sun (to 48–66 %, towards a blue-gray) except under a rectangle another sheet covered,
 *                     with 2–4 pieces of yellowed **adhesive tape** at its corners; ±0,2–0,6°; 200 dpi JPEG 76–86.
 */
export type Fresh20ScanStyle = 'rain-drops' | 'microfilm-print' | 'hdr-ghost' | 'wet-smear' | 'shop-window-fade';
export const FRESH20_SCAN_STYLES: readonly Fresh20ScanStyle[] = ['rain-drops', 'microfilm-print', 'hdr-ghost', 'wet-smear', 'shop-window-fade'];

export function isFresh20Style(style: string): style is Fresh20ScanStyle {
  return (FRESH20_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh20ScanStyle, rng: Rng): number {
  switch (style) {
    case 'microfilm-print':
    case 'wet-smear':
    case 'shop-window-fade':
      return 200;
    default:
      return rng.pick([150, 170]);
  }
}

async function jpeg(out: Buffer, W: number, H: number, channels: 1 | 3, dpi: number, quality: number, blur = 0) {
  let img = sharp(out, { raw: { width: W, height: H, channels } });
  if (blur > 0.3) img = img.blur(blur);
  return img.withMetadata({ density: dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
}

async function rainDrops(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.2);
  const ground = rng.pick(['#3a3d40', '#4a4640', '#2f3436']);
  // the page on the wet surface, a margin of ground round it
  const pad = Math.round(page.dpi * 0.25);
  const padded = await sharp(page.image).flatten({ background: '#ffffff' }).extend({ top: pad, bottom: pad, left: pad, right: pad, background: ground }).png().toBuffer();
  const src = await rgbOf({ ...page, image: padded }, angle, ground);
  const W = src.info.width, H = src.info.height, d = src.data;
  const at = sampler(d, W, H);
  const dpmm = page.dpi / 25.4;
  const drops = Array.from({ length: rng.int(18, 36) }, () => ({
    x: rng.range(0.06, 0.94) * W, y: rng.range(0.05, 0.95) * H, r: dpmm * rng.range(0.6, 1.7), m: rng.range(1.2, 1.45),
    sx: rng.range(0.15, 0.35), sy: rng.range(0.15, 0.35),
  }));
  const cast = [rng.range(0.9, 0.95), rng.range(0.95, 0.98), 1];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      let px = [d[i]!, d[i + 1]!, d[i + 2]!];
      for (const dr of drops) {
        const dx = x - dr.x, dy = y - dr.y;
        if (Math.abs(dx) > dr.r * 1.6 || Math.abs(dy) > dr.r * 1.6) continue;
        const dist = Math.hypot(dx, dy);
        // shadow crescent beside the drop
        const sd = Math.hypot(dx - dr.r * dr.sx, dy - dr.r * dr.sy);
        if (dist >= dr.r && sd < dr.r * 1.05) px = px.map((v) => v * 0.86);
        if (dist < dr.r) {
          const k = dist / dr.r;
          // a lens: the print under it seen larger (the centre magnified most)
          const s = 1 / (dr.m - (dr.m - 1) * k * k);
          const got = at(dr.x + dx * s, dr.y + dy * s) ?? px;
          px = got.map((v, c) => v * (0.93 + 0.05 * (c === 2 ? 1 : 0)));
          if (k > 0.82) px = px.map((v) => v * (0.7 + 0.3 * (1 - (k - 0.82) / 0.18) * 0.5));
          const hd = Math.hypot(dx + dr.r * 0.35, dy + dr.r * 0.35);
          if (hd < dr.r * 0.22) px = px.map((v) => v + (255 - v) * 0.75 * (1 - hd / (dr.r * 0.22)));
        }
      }
      const g = (noise() - 0.5) * 12;
      out[i] = clamp(px[0]! * cast[0]! + g);
      out[i + 1] = clamp(px[1]! * cast[1]! + g);
      out[i + 2] = clamp(px[2]! * cast[2]! + g);
    }
  }
  const quality = rng.int(68, 80);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.5);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `outdoor phone photo with ${drops.length} rain drops on the page, ${angle}°, JPEG ${quality}` };
}

async function microfilmPrint(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.5);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').rotate(angle, { background: '#ffffff' })
    .extractChannel(0).blur(0.8).raw().toBuffer({ resolveWithObject: true });
  const W = src.info.width, H = src.info.height, d = src.data;
  const edge = Math.round(W * rng.range(0.022, 0.035));
  const scratches = Array.from({ length: rng.int(3, 7) }, () => ({
    x: rng.range(0.08, 0.92) * W, w: rng.range(0.5, 1.1), dark: rng.chance(0.4), a: rng.range(2, 6), f: rng.range(0.002, 0.006), p: rng.range(0, 6.28),
    y0: rng.range(0, 0.3) * H, y1: rng.range(0.7, 1) * H,
  }));
  const gamma = rng.range(1.5, 1.9);
  const paper = rng.int(226, 238);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  const cx = W / 2, cy = H / 2, R = Math.hypot(cx, cy);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let v = Math.pow(d[i]! / 255, gamma) * paper;
      // the lamp: bright in the middle, 20–26 % darker in the corners
      v *= 1 - 0.24 * Math.pow(Math.hypot(x - cx, y - cy) / R, 2);
      for (const s of scratches) {
        if (y < s.y0 || y > s.y1) continue;
        const sx = s.x + s.a * Math.sin(y * s.f + s.p);
        const dd = Math.abs(x - sx);
        if (dd < s.w) v = s.dark ? v * 0.62 : v + (255 - v) * 0.5;
      }
      if (x < edge || x >= W - edge) v = 18 + noise() * 14;
      out[i] = clamp(v + (noise() - 0.5) * 26);
    }
  }
  const quality = rng.int(70, 80);
  const image = await jpeg(out, W, H, 1, page.dpi, quality, 0.45);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `microfilm reader-printer copy (${scratches.length} scratches), ${angle}°, JPEG ${quality}` };
}

async function hdrGhost(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.4, 1.2);
  const desk = rng.pick(['#7e5e42', '#968f88', '#4a423c']);
  const pad = Math.round(page.dpi * 0.2);
  const padded = await sharp(page.image).flatten({ background: '#ffffff' }).extend({ top: pad, bottom: pad, left: pad, right: pad, background: desk }).png().toBuffer();
  const src = await rgbOf({ ...page, image: padded }, angle, desk);
  const W = src.info.width, H = src.info.height, d = src.data;
  const radius = rng.range(8, 14);
  const soft = await sharp(d, { raw: { width: W, height: H, channels: 3 } }).blur(radius / 2).raw().toBuffer();
  const gx = rng.int(2, 5) * (rng.chance(0.5) ? -1 : 1), gy = rng.int(1, 4) * (rng.chance(0.5) ? -1 : 1);
  const ga = rng.range(0.22, 0.32), halo = rng.range(0.35, 0.55);
  const warm = [rng.range(1.0, 1.04), 1, rng.range(0.9, 0.96)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const xs = Math.min(W - 1, Math.max(0, x - gx)), ys = Math.min(H - 1, Math.max(0, y - gy));
      const j = (ys * W + xs) * 3;
      const g = (noise() - 0.5) * 10;
      for (let c = 0; c < 3; c++) {
        // the two exposures merged: the ghost darkens only where it has ink the first lacks
        let v = Math.min(d[i + c]!, d[i + c]! * (1 - ga) + d[j + c]! * ga);
        // tone mapping: local contrast round strokes
        v = v + halo * (v - soft[i + c]!);
        out[i + c] = clamp(v * warm[c]! + g);
      }
    }
  }
  const quality = rng.int(68, 80);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.4);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `phone HDR photo with a ghost (${gx},${gy} px, ${Math.round(ga * 100)} %) and halos, ${angle}°, JPEG ${quality}` };
}

async function wetSmear(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const src = await rgbOf(page, angle, '#ffffff');
  const W = src.info.width, H = src.info.height, d = src.data;
  const dpmm = page.dpi / 25.4;
  const bands = Array.from({ length: rng.int(1, 2) }, () => {
    const th = rng.range(-0.5, 0.5) + (rng.chance(0.5) ? 0 : Math.PI / 2);
    return {
      x: rng.range(0.2, 0.8) * W, y: rng.range(0.2, 0.8) * H, th, half: (dpmm * rng.range(18, 40)) / 2, len: Math.hypot(W, H) * rng.range(0.18, 0.32),
      tail: rng.int(8, 20), strength: rng.range(0.35, 0.55), tint: rng.pick([[40, 60, 150], [120, 50, 120], [60, 60, 70]] as Array<[number, number, number]>),
    };
  });
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const px = [d[i]!, d[i + 1]!, d[i + 2]!];
      for (const b of bands) {
        const ux = Math.cos(b.th), uy = Math.sin(b.th);
        const along = (x - b.x) * ux + (y - b.y) * uy, across = -(x - b.x) * uy + (y - b.y) * ux;
        if (Math.abs(along) > b.len / 2 || Math.abs(across) > b.half) continue;
        // the edge of the band softer than its middle
        const edge = Math.min(1, (b.half - Math.abs(across)) / (b.half * 0.3), (b.len / 2 - Math.abs(along)) / (b.len * 0.1));
        let ink = 0;
        for (let k = 2; k <= b.tail; k += 2) {
          const sx = Math.round(x - ux * k), sy = Math.round(y - uy * k);
          if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
          const j = (sy * W + sx) * 3;
          const dark = 1 - (d[j]! + d[j + 1]! + d[j + 2]!) / 765;
          ink = Math.max(ink, dark * (1 - k / (b.tail + 2)));
        }
        const a = ink * b.strength * edge;
        if (a > 0.01) for (let c = 0; c < 3; c++) px[c] = Math.min(px[c]!, px[c]! * (1 - a) + b.tint[c]! * a);
      }
      const g = (noise() - 0.5) * 5;
      out[i] = clamp(px[0]! * 0.985 + g);
      out[i + 1] = clamp(px[1]! * 0.98 + g);
      out[i + 2] = clamp(px[2]! * 0.97 + g);
    }
  }
  const quality = rng.int(78, 86);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.35);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour scan of an ink-jet print smeared while wet (${bands.length} band(s)), ${angle}°, JPEG ${quality}` };
}

async function shopWindowFade(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const src = await rgbOf(page, angle, '#ffffff');
  const W = src.info.width, H = src.info.height, d = src.data;
  const dpmm = page.dpi / 25.4;
  // the covered rectangle (another sheet hung over part of this one)
  const cw = W * rng.range(0.3, 0.45), ch = H * rng.range(0.18, 0.3);
  const cx0 = rng.chance(0.5) ? rng.range(-0.05, 0.1) * W : W - cw - rng.range(-0.05, 0.1) * W, cy0 = rng.range(0.05, 0.7) * H;
  const fade = rng.range(0.48, 0.66);
  const sunFromLeft = rng.chance(0.5);
  const tapes = rng.sample([[0, 0], [1, 0], [0, 1], [1, 1]] as Array<[number, number]>, rng.int(2, 4)).map(([u, v]) => ({
    x: u ? W - dpmm * rng.range(6, 14) : dpmm * rng.range(6, 14), y: v ? H - dpmm * rng.range(6, 14) : dpmm * rng.range(6, 14),
    th: (u === v ? -1 : 1) * rng.range(0.6, 0.95), l: dpmm * rng.range(22, 34), w: dpmm * rng.range(9, 12),
  }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const fadedInk = [70, 84, 104];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const covered = x > cx0 && x < cx0 + cw && y > cy0 && y < cy0 + ch;
      const sun = (sunFromLeft ? 1 - x / W : x / W) * 0.5 + 0.5;
      const strength = covered ? 0.97 : 1 - (1 - fade) * (0.75 + 0.25 * sun);
      const paper = covered ? [244, 241, 230] : [238 - 6 * sun, 226 - 10 * sun, 190 - 22 * sun];
      const px: number[] = [];
      for (let c = 0; c < 3; c++) {
        const ink = 1 - d[i + c]! / 255;
        const tone = covered ? 20 : fadedInk[c]!;
        px.push(paper[c]! * (1 - ink * strength) + tone * ink * strength);
      }
      for (const t of tapes) {
        const ux = Math.cos(t.th), uy = Math.sin(t.th);
        const along = (x - t.x) * ux + (y - t.y) * uy, across = -(x - t.x) * uy + (y - t.y) * ux;
        if (Math.abs(along) < t.l / 2 && Math.abs(across) < t.w / 2) {
          const rim = Math.abs(across) > t.w / 2 - 2 || Math.abs(along) > t.l / 2 - 2;
          px[0] = px[0]! * (rim ? 0.82 : 0.93);
          px[1] = px[1]! * (rim ? 0.8 : 0.91);
          px[2] = px[2]! * (rim ? 0.7 : 0.8);
        }
      }
      const g = (noise() - 0.5) * 6;
      out[i] = clamp(px[0]! + g);
      out[i + 1] = clamp(px[1]! + g);
      out[i + 2] = clamp(px[2]! + g);
    }
  }
  const quality = rng.int(76, 86);
  const image = await jpeg(out, W, H, 3, page.dpi, quality, 0.4);
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour scan of a sun-faded page from a shop window (print at ${Math.round(fade * 100)} %, ${tapes.length} tapes), ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh20(page: RenderedPage, style: Fresh20ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'rain-drops':
      return rainDrops(page, rng);
    case 'microfilm-print':
      return microfilmPrint(page, rng);
    case 'hdr-ghost':
      return hdrGhost(page, rng);
    case 'wet-smear':
      return wetSmear(page, rng);
    case 'shop-window-fade':
      return shopWindowFade(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh20(pdf: Buffer, pages: number[], style: Fresh20ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh20(page, style, rng));
  return out;
}
