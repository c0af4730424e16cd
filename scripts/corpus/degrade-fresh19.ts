import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh19 split, beside degrade.ts and degrade-extra/fresh3…fresh18.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12, perspective from degrade-extra's homography), so the same seed gives the same image; pages
 * are degraded one after the other.
 *
 * - spike-hole:         a flatbed gray scan of a page that was **kept on a receipt spike**: a ragged hole punched
 *                       through the top margin (the lid's gray showing through), short tears radiating from it, a
 *                       ring of crushed paper and a grimy smudge round it, a soft diagonal crease below; ±0,2–0,6°;
 *                       gray 200 dpi JPEG 74–84.
 * - yellowed-foxing:    a colour scan of an **old, yellowed copy with foxing**: the paper cream in the middle and
 *                       browner towards the edges (uneven, mottled), 25–70 rust-brown foxing spots (some in
 *                       clusters), the print a little faded and brownish; ±0,2–0,7°; 200 dpi JPEG 76–86.
 * - focus-falloff:      a close phone photo with a **shallow depth of field**: sharp in a band across the page, the
 *                       print growing soft towards the far and near edges (blur up to 1,5–2,2 px), a slight
 *                       perspective (the far edge 2–5 % narrower per side) on a desk, warm light, grain; 150/170 dpi
 *                       JPEG 64–76.
 * - jaggy-resize:       a scan passed through a document system that **resized it by nearest-neighbour sampling**
 *                       (to 64–76 % and back up): stair-stepped strokes, doubled and dropped pixel rows and columns,
 *                       then stored as a **16-level gray PNG**; ±0,1–0,4°; 200 dpi PNG.
 * - sunlit-overexposed: a phone photo in **strong sunlight, over-exposed**: the paper clipped to white over most of
 *                       the page, the print lifted to a dark gray (50–90), a warm glare falling off from one side and
 *                       **3–5 hexagonal lens-flare ghosts** in a line (faint tints), a 0,5–1,5° tilt on a desk;
 *                       150/170 dpi JPEG 66–78.
 */
export type Fresh19ScanStyle = 'spike-hole' | 'yellowed-foxing' | 'focus-falloff' | 'jaggy-resize' | 'sunlit-overexposed';
export const FRESH19_SCAN_STYLES: readonly Fresh19ScanStyle[] = ['spike-hole', 'yellowed-foxing', 'focus-falloff', 'jaggy-resize', 'sunlit-overexposed'];

export function isFresh19Style(style: string): style is Fresh19ScanStyle {
  return (FRESH19_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;

function dpiOf(style: Fresh19ScanStyle, rng: Rng): number {
  switch (style) {
    case 'spike-hole':
    case 'yellowed-foxing':
    case 'jaggy-resize':
      return 200;
    default:
      return rng.pick([150, 170]);
  }
}

/** A desk colour (wood, gray laminate, dark table). */
function deskColour(rng: Rng): [number, number, number] {
  return rng.pick([[126, 94, 66], [150, 144, 136], [74, 66, 60], [172, 140, 100]] as Array<[number, number, number]>);
}

async function spikeHole(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').rotate(angle, { background: '#f4f4f4' })
    .extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const W = src.info.width, H = src.info.height, d = src.data;
  const dpmm = page.dpi / 25.4;
  // the hole: in the top margin, near the middle; its rim ragged by a few harmonics
  const hx = W * rng.range(0.4, 0.6), hy = H * rng.range(0.016, 0.024), hr = dpmm * rng.range(2.2, 3.0);
  const harm = Array.from({ length: 5 }, (_, i) => ({ k: i + 3, a: rng.range(0.04, 0.12), p: rng.range(0, Math.PI * 2) }));
  const rim = (th: number) => hr * (1 + harm.reduce((a, h) => a + h.a * Math.sin(h.k * th + h.p), 0));
  const tears = Array.from({ length: rng.int(2, 4) }, () => ({ th: rng.range(0, Math.PI * 2), len: dpmm * rng.range(1.5, 3.5) }));
  const lid = rng.int(92, 138);
  const paper = rng.int(236, 246);
  // a soft crease running diagonally below the hole
  const cAng = rng.range(-0.5, 0.5) + Math.PI / 2, cLen = H * rng.range(0.05, 0.09);
  const noise = xorshift(rng);
  const smudge = dpmm * rng.range(6, 10);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let v = (d[i]! / 255) * paper;
      const dx = x - hx, dy = y - hy, dist = Math.hypot(dx, dy);
      if (dist < hr * 4 + smudge) {
        const th = Math.atan2(dy, dx);
        const edge = rim(th);
        if (dist < edge) {
          v = lid + (noise() - 0.5) * 10;
        } else {
          // crushed ring and grime round the hole
          if (dist < edge + dpmm * 0.9) v *= 0.72 + 0.2 * ((dist - edge) / (dpmm * 0.9));
          else if (dist < edge + smudge) v *= 0.93 + 0.07 * ((dist - edge) / smudge);
          for (const t of tears) {
            const along = dx * Math.cos(t.th) + dy * Math.sin(t.th), across = Math.abs(-dx * Math.sin(t.th) + dy * Math.cos(t.th));
            if (along > edge * 0.9 && along < edge + t.len && across < 1.2 * (1 - (along - edge) / t.len) + 0.4) v = Math.min(v, lid + 20);
          }
        }
      }
      // the crease: a thin darker line with a light edge
      const cx = x - hx, cy = y - (hy + hr * 2);
      const along = cx * Math.cos(cAng) + cy * Math.sin(cAng), across = -cx * Math.sin(cAng) + cy * Math.cos(cAng);
      if (along > 0 && along < cLen) {
        const fade = 1 - along / cLen;
        if (Math.abs(across) < 1.2) v *= 1 - 0.12 * fade;
        else if (across > 1.2 && across < 3) v = Math.min(255, v * (1 + 0.05 * fade));
      }
      out[i] = clamp(v + (noise() - 0.5) * 6);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).blur(0.45).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `flatbed gray scan of a page kept on a receipt spike (hole ${(hr / dpmm * 2).toFixed(1)} mm), ${angle}°, JPEG ${quality}` };
}

async function yellowedFoxing(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const src = await rgbOf(page, angle, '#efe6cf');
  const W = src.info.width, H = src.info.height, d = src.data;
  // a mottle field: a low-resolution noise blown up smooth
  const gw = 24, gh = 34;
  const grid = Array.from({ length: gw * gh }, () => rng.next());
  const mottle = (x: number, y: number) => {
    const u = (x / W) * (gw - 1), v = (y / H) * (gh - 1);
    const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
    const g = (a: number, b: number) => grid[Math.min(gh - 1, b) * gw + Math.min(gw - 1, a)]!;
    return (g(x0, y0) * (1 - fx) + g(x0 + 1, y0) * fx) * (1 - fy) + (g(x0, y0 + 1) * (1 - fx) + g(x0 + 1, y0 + 1) * fx) * fy;
  };
  const age = rng.range(0.6, 1);
  const spots: Array<{ x: number; y: number; r: number; s: number }> = [];
  const clusters = rng.int(3, 6);
  const count = rng.int(25, 70);
  for (let c = 0; c < clusters; c++) {
    const cx = rng.range(0, W), cy = rng.range(0, H);
    for (let s = 0; s < Math.ceil(count / clusters); s++) {
      spots.push({ x: cx + rng.range(-W * 0.06, W * 0.06), y: cy + rng.range(-H * 0.05, H * 0.05), r: rng.range(1.2, 6), s: rng.range(0.25, 0.6) });
    }
  }
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const ex = Math.min(x, W - 1 - x) / W, ey = Math.min(y, H - 1 - y) / H;
      const edge = Math.max(0, 1 - Math.min(ex * 7, ey * 9)); // browner within ~14 % of the edges
      const m = mottle(x, y);
      const yel = age * (0.35 + 0.35 * m + 0.6 * edge * edge);
      const paper = [250 - 16 * yel, 246 - 30 * yel, 236 - 70 * yel];
      const gn = (noise() - 0.5) * 5;
      // each channel: 1 = paper, 0 = full ink; the print a little faded and brownish
      const dark = [28, 24, 20];
      for (let c = 0; c < 3; c++) {
        const fadeInk = 0.16 + 0.84 * (d[i + c]! / 255);
        out[i + c] = clamp(paper[c]! * fadeInk + (1 - fadeInk) * dark[c]! + gn);
      }
    }
  }
  for (const s of spots) {
    const r2 = s.r * 2.2;
    for (let y = Math.max(0, Math.floor(s.y - r2)); y < Math.min(H, Math.ceil(s.y + r2)); y++) {
      for (let x = Math.max(0, Math.floor(s.x - r2)); x < Math.min(W, Math.ceil(s.x + r2)); x++) {
        const dd = Math.hypot(x - s.x, y - s.y) / s.r;
        const a = s.s * Math.exp(-dd * dd);
        if (a < 0.01) continue;
        const i = (y * W + x) * 3;
        out[i] = clamp(out[i]! * (1 - a) + 168 * a);
        out[i + 1] = clamp(out[i + 1]! * (1 - a) + 104 * a);
        out[i + 2] = clamp(out[i + 2]! * (1 - a) + 62 * a);
      }
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.4).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `colour scan of a yellowed copy with ${spots.length} foxing spots, ${angle}°, JPEG ${quality}` };
}

async function focusFalloff(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const pw = src.info.width, ph = src.info.height;
  const desk = deskColour(rng);
  const mx = Math.round(pw * 0.07), my = Math.round(ph * 0.05);
  const W = pw + 2 * mx, H = ph + 2 * my;
  // the page on the desk with a slight perspective: the far (top) edge narrower
  const k = rng.range(0.02, 0.05);
  const lean = rng.range(-0.015, 0.015) * pw;
  const to: Array<[number, number]> = [[mx + k * pw + lean, my], [mx + pw - k * pw + lean, my], [mx + pw, my + ph], [mx, my + ph]];
  const hm = homography(to, [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  const at = sampler(src.data, pw, ph, 3);
  const flat = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = hm[6]! * x + hm[7]! * y + 1;
      const p = at((hm[0]! * x + hm[1]! * y + hm[2]!) / den, (hm[3]! * x + hm[4]! * y + hm[5]!) / den);
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) flat[i + c] = p ? p[c]! : desk[c]!;
    }
  }
  // blurred copies; each row takes a mix of two by its distance from the focal band
  const maxBlur = rng.range(1.5, 2.2);
  const levels = [0.3, maxBlur / 3, (2 * maxBlur) / 3, maxBlur];
  const copies = await Promise.all(levels.map((s) => sharp(flat, { raw: { width: W, height: H, channels: 3 } }).blur(Math.max(0.3, s)).raw().toBuffer()));
  const focus = rng.range(0.35, 0.65) * H, band = H * rng.range(0.08, 0.14);
  const spanUp = focus - band, spanDown = H - focus - band;
  const lx = rng.range(0, W), ly = rng.range(0, H * 0.3), diag = Math.hypot(W, H), fall = rng.range(0.14, 0.24);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const off = Math.abs(y - focus) - band;
    // the far edge (top) goes softer than the near one
    const f = off <= 0 ? 0 : y < focus ? Math.min(1, off / Math.max(1, spanUp)) : Math.min(1, off / Math.max(1, spanDown)) * 0.75;
    const pos = f * (levels.length - 1);
    const a = Math.floor(pos), b = Math.min(levels.length - 1, a + 1), t = pos - a;
    const A = copies[a]!, B = copies[b]!;
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const light = 1 - fall * Math.min(1, Math.hypot(x - lx, y - ly) / diag * 1.5);
      const gn = (noise() - 0.5) * 8;
      out[i] = clamp((A[i]! * (1 - t) + B[i]! * t) * light + gn);
      out[i + 1] = clamp((A[i + 1]! * (1 - t) + B[i + 1]! * t) * light * 0.97 + gn);
      out[i + 2] = clamp((A[i + 2]! * (1 - t) + B[i + 2]! * t) * light * 0.9 + gn);
    }
  }
  const quality = rng.int(64, 76);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `close phone photo with shallow depth of field (blur up to ${maxBlur.toFixed(1)} px), keystone ${(k * 100).toFixed(1)} %, JPEG ${quality}` };
}

async function jaggyResize(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.4);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').rotate(angle, { background: '#ffffff' })
    .extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const W = gray.info.width, H = gray.info.height;
  const scale = rng.range(0.64, 0.76);
  const sw = Math.round(W * scale), sh = Math.round(H * scale);
  // nearest-neighbour down and back up, done by hand so the dropped and doubled rows do not depend on a library's rounding
  const small = Buffer.alloc(sw * sh);
  const ox = rng.range(0, 1), oy = rng.range(0, 1);
  for (let y = 0; y < sh; y++) {
    const sy = Math.min(H - 1, Math.floor((y + oy) / scale));
    for (let x = 0; x < sw; x++) small[y * sw + x] = gray.data[sy * W + Math.min(W - 1, Math.floor((x + ox) / scale))]!;
  }
  const noise = xorshift(rng);
  const levels = 16;
  const paper = rng.int(238, 250);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    const sy = Math.min(sh - 1, Math.floor(y * scale));
    for (let x = 0; x < W; x++) {
      const v = (small[sy * sw + Math.min(sw - 1, Math.floor(x * scale))]! / 255) * paper + (noise() - 0.5) * 10;
      out[y * W + x] = clamp(Math.round((clamp(v) / 255) * (levels - 1)) * (255 / (levels - 1)));
    }
  }
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withMetadata({ density: page.dpi }).png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'png', dpi: page.dpi, describe: `scan resized by nearest-neighbour to ${Math.round(scale * 100)} % and back, 16 gray levels, ${angle}°` };
}

async function sunlitOverexposed(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.5, 1.5);
  const desk = deskColour(rng);
  const margin = Math.round(page.width * 0.05);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha()
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: desk[0], g: desk[1], b: desk[2] } })
    .rotate(angle, { background: { r: desk[0], g: desk[1], b: desk[2] } }).raw().toBuffer({ resolveWithObject: true });
  const W = src.info.width, H = src.info.height, d = src.data;
  const gain = rng.range(1.15, 1.3);
  const lift = rng.range(45, 70);
  // warm glare from one side, falling off across the page
  const side = rng.int(0, 3);
  const glare = rng.range(0.1, 0.22);
  // the flare ghosts: hexagons along the line from a bright point outside the frame through the centre
  const sx = side === 0 ? -W * 0.2 : side === 1 ? W * 1.2 : rng.range(0, W), sy = side === 2 ? -H * 0.15 : side === 3 ? H * 1.15 : rng.range(0, H);
  const ghosts = Array.from({ length: rng.int(3, 5) }, (_, g) => {
    const tpos = 0.35 + g * rng.range(0.18, 0.3);
    return {
      x: sx + (W / 2 - sx) * tpos * 1.6, y: sy + (H / 2 - sy) * tpos * 1.6, r: W * rng.range(0.02, 0.06), rot: rng.range(0, Math.PI / 3),
      tint: rng.pick([[150, 90, 235], [90, 220, 150], [240, 170, 80]] as Array<[number, number, number]>), a: rng.range(0.08, 0.16),
    };
  });
  // how much of a ghost covers a point: 1 inside, fading to 0 over the outer 30 % (a soft-edged hexagon)
  const hexIn = (px: number, py: number, g: (typeof ghosts)[number]) => {
    const dx = px - g.x, dy = py - g.y;
    if (Math.abs(dx) > g.r || Math.abs(dy) > g.r) return 0;
    let m = 0;
    for (let k = 0; k < 6; k++) {
      const th = g.rot + (k * Math.PI) / 3;
      m = Math.max(m, (dx * Math.cos(th) + dy * Math.sin(th)) / (g.r * 0.866));
    }
    return m >= 1 ? 0 : m <= 0.7 ? 1 : (1 - m) / 0.3;
  };
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  const diag = Math.hypot(W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const near = 1 - Math.min(1, Math.hypot(x - sx, y - sy) / diag);
      const gn = (noise() - 0.5) * 7;
      let px = [0, 0, 0];
      for (let c = 0; c < 3; c++) {
        // exposure: lift the blacks, multiply, clip
        const v = lift + d[i + c]! * (1 - lift / 255);
        px[c] = v * gain * (1 + glare * near * (c === 2 ? 0.6 : 1));
      }
      // the ghosts tint what the sensor recorded (after clipping)
      px = [clamp(px[0]!), clamp(px[1]! * 0.99), clamp(px[2]! * 0.94)];
      for (const g of ghosts) {
        const a = g.a * hexIn(x, y, g);
        if (a > 0) px = px.map((v, c) => v * (1 - a) + g.tint[c]! * a);
      }
      out[i] = clamp(px[0]! + gn);
      out[i + 1] = clamp(px[1]! + gn);
      out[i + 2] = clamp(px[2]! + gn);
    }
  }
  const quality = rng.int(66, 78);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.5).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `over-exposed phone photo in sunlight (gain ${gain.toFixed(2)}, ${ghosts.length} flare ghosts), ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh19(page: RenderedPage, style: Fresh19ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'spike-hole':
      return spikeHole(page, rng);
    case 'yellowed-foxing':
      return yellowedFoxing(page, rng);
    case 'focus-falloff':
      return focusFalloff(page, rng);
    case 'jaggy-resize':
      return jaggyResize(page, rng);
    case 'sunlit-overexposed':
      return sunlitOverexposed(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh19(pdf: Buffer, pages: number[], style: Fresh19ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh19(page, style, rng));
  return out;
}
