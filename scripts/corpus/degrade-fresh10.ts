import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh10 split, beside degrade.ts and degrade-extra/fresh3…fresh9.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; the perspective
 * from degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - steep-phone:      a phone photo taken from low and to one side: a strong perspective (far edge 14–22 % narrower
 *                     per side, one side shorter), the page small in a frame of tablecloth, the phone's own soft
 *                     shadow entering from the near edge, light falling off; JPEG 58–70.
 * - greenbar-tractor: a continuous-form printout (green-bar paper): pale green bands across, tractor-feed strips with
 *                     holes on both sides behind perforation lines, the print dotted and grayed like a worn ribbon,
 *                     the sheet torn off unevenly along the bottom perforation; 200 dpi JPEG 74–84.
 * - pastel-paper:     a page printed on coloured paper (light blue, yellow, pink or green) scanned in colour with the
 *                     scanner's auto exposure: tinted paper with fibres, ink not quite black, the reverse side's
 *                     print showing through faintly (mirrored); 200 dpi JPEG 74–84.
 * - pencil-stamp:     a checked and paid copy: pencil ticks in the margin, a pencil underline and circle, and a
 *                     rectangular rubber stamp "PAGADO" (double frame, a date) tilted over the lower half, speckled
 *                     ink at partial strength over the print; 200 dpi JPEG 76–86.
 * - sleeve-glare:     a page inside a clear plastic sleeve: a haze lowering contrast, the sleeve's punched strip with
 *                     holes along the left, its edge lines, a broad soft specular glare band across and a few crinkle
 *                     highlights; 170/180 dpi JPEG 64–76.
 */
export type Fresh10ScanStyle = 'steep-phone' | 'greenbar-tractor' | 'pastel-paper' | 'pencil-stamp' | 'sleeve-glare';
export const FRESH10_SCAN_STYLES: readonly Fresh10ScanStyle[] = ['steep-phone', 'greenbar-tractor', 'pastel-paper', 'pencil-stamp', 'sleeve-glare'];

export function isFresh10Style(style: string): style is Fresh10ScanStyle {
  return (FRESH10_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const smooth = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

function dpiOf(style: Fresh10ScanStyle, rng: Rng): number {
  switch (style) {
    case 'steep-phone':
      return rng.pick([200, 220]);
    case 'greenbar-tractor':
      return 200;
    case 'pastel-paper':
      return 200;
    case 'pencil-stamp':
      return 200;
    case 'sleeve-glare':
      return rng.pick([170, 180]);
  }
}

async function rgbOf(page: RenderedPage, angle = 0, background = '#ffffff') {
  return sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().rotate(angle, { background }).raw().toBuffer({ resolveWithObject: true });
}

function bilinear(data: Buffer, sw: number, sh: number, u: number, v: number, c: number): number {
  const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
  const q = (yy: number, xx: number) => data[(yy * sw + xx) * 3 + c]!;
  return (q(y0, x0) * (1 - fx) + q(y0, x0 + 1) * fx) * (1 - fy) + (q(y0 + 1, x0) * (1 - fx) + q(y0 + 1, x0 + 1) * fx) * fy;
}

async function steepPhone(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  // the output frame: the page seen small, from low and a little to one side
  const W = Math.round(sw * 1.12), H = Math.round(sh * 1.06);
  const narrow = rng.range(0.14, 0.22) * sw;
  const lean = rng.range(-0.06, 0.06) * sw;
  const short = rng.range(0.03, 0.07) * sh * (rng.chance(0.5) ? 1 : -1);
  const top = rng.range(0.03, 0.06) * H, bottom = H - rng.range(0.015, 0.04) * H;
  const left = rng.range(0.02, 0.05) * W, right = W - rng.range(0.02, 0.05) * W;
  const quad: Array<[number, number]> = [
    [left + narrow + lean, top + Math.max(0, short)], [right - narrow + lean, top + Math.max(0, -short)], [right, bottom], [left, bottom],
  ];
  const h = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const cloth = rng.pick([[92, 104, 122], [126, 58, 52], [70, 92, 70], [150, 140, 120]] as const);
  const weave = rng.range(3, 5);
  // the phone's shadow: a soft dark rounded blob rising from the near (bottom) edge
  const phx = rng.range(0.3, 0.7) * W, phw = rng.range(0.18, 0.28) * W, phh = rng.range(0.22, 0.35) * H, soft = rng.range(0.25, 0.45);
  const depth = rng.range(0.32, 0.48);
  const lx = rng.range(0.2, 0.8) * W, ly = rng.range(-0.1, 0.25) * H;
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / d, v = (h[3]! * x + h[4]! * y + h[5]!) / d;
      let rgb: [number, number, number];
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        const t = 0.88 + 0.12 * Math.sin(x / weave) * Math.sin(y / weave);
        rgb = [cloth[0] * t, cloth[1] * t, cloth[2] * t];
      } else rgb = [bilinear(src.data, sw, sh, u, v, 0), bilinear(src.data, sw, sh, u, v, 1), bilinear(src.data, sw, sh, u, v, 2)];
      const ex = (x - phx) / phw, ey = (H - y) / phh;
      const e = Math.max(Math.abs(ex), ey) ** 2 + Math.min(Math.abs(ex), ey) ** 2 * 0.3;
      const shade = 1 - depth * (1 - smooth(1 - soft, 1 + soft, Math.sqrt(e)));
      const light = 0.74 + 0.3 * (1 - smooth(0, Math.hypot(W, H), Math.hypot(x - lx, y - ly)));
      const grain = (noise() - 0.5) * 10;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * shade * light + grain);
    }
  }
  const quality = rng.int(58, 70);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.6, 0.9)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `phone photo at a steep angle (far edge ${Math.round((narrow / sw) * 100)} % narrower per side), the phone's shadow, JPEG ${quality}` };
}

async function greenbarTractor(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.1, 0.5);
  const src = await rgbOf(page, angle);
  const sw = src.info.width, sh = src.info.height;
  const strip = Math.round(0.5 * 200);
  const W = sw + 2 * strip, H = sh;
  const band = Math.round(rng.range(0.45, 0.55) * 200);
  const phase = rng.int(0, band * 2);
  const green = rng.pick([[214, 236, 214], [222, 240, 220], [206, 230, 212]] as const);
  const ribbon = rng.range(0.78, 0.92);
  const dot = rng.int(2, 3);
  // the bottom torn along the perforation: a jagged edge a little above the page's end, dark scanner lid below
  const tearAt = sh - rng.range(0.006, 0.02) * sh;
  const tearAmp = rng.range(6, 16), tearLen = rng.range(18, 40);
  const holes = Math.round(0.5 * 200);
  const noise = xorshift(rng);
  const fade = Array.from({ length: 3 }, () => ({ y: rng.range(0, sh), w: rng.range(40, 140), k: rng.range(0.15, 0.3) }));
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const edge = tearAt + tearAmp * (Math.sin(x / tearLen) * 0.6 + Math.sin(x / (tearLen * 0.37) + 1.3) * 0.4);
      if (y > edge) {
        const g = 40 + (noise() - 0.5) * 10;
        out[o] = clamp(g); out[o + 1] = clamp(g); out[o + 2] = clamp(g + 4);
        continue;
      }
      const inStrip = x < strip || x >= W - strip;
      // the tractor holes: every half inch, centred in the strips
      if (inStrip) {
        const cx = x < strip ? strip / 2 : W - strip / 2;
        const cy = Math.round((y - holes / 2) / holes) * holes + holes / 2;
        if (Math.hypot(x - cx, y - cy) < holes * 0.16) {
          const g = 46 + (noise() - 0.5) * 8;
          out[o] = clamp(g); out[o + 1] = clamp(g); out[o + 2] = clamp(g);
          continue;
        }
      }
      const perf = (x === strip - 2 || x === W - strip + 1) && Math.floor(y / 6) % 2 === 0;
      const inBand = Math.floor((y + phase) / band) % 2 === 0;
      const paper: readonly number[] = inBand ? green : [246, 247, 242];
      let ink = 0;
      if (!inStrip) {
        const sx = x - strip;
        const k = (y * sw + sx) * 3;
        const a = 1 - (src.data[k]! + src.data[k + 1]! + src.data[k + 2]!) / 765;
        // ribbon dots: ink strongest at the dot centres, weaker between them
        const dd = Math.hypot((sx % dot) - dot / 2, (y % dot) - dot / 2) / dot;
        let r = ribbon * (0.8 + 0.35 * (1 - dd));
        for (const f of fade) r *= 1 - f.k * Math.exp(-(((y - f.y) / f.w) ** 2));
        ink = Math.min(1, a * r * 1.25);
      }
      const grain = (noise() - 0.5) * 6;
      const perfDark = perf ? 0.72 : 1;
      const inkc = [58, 58, 66];
      for (let c = 0; c < 3; c++) out[o + c] = clamp((paper[c]! * (1 - ink) + inkc[c]! * ink) * perfDark + grain);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.35).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `continuous-form green-bar printout with tractor strips, ribbon print, torn bottom edge, ${angle}°, JPEG ${quality}` };
}

async function pastelPaper(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.7);
  const paperName = rng.pick(['celeste', 'amarillo', 'rosa', 'verde agua'] as const);
  const paper = ({ celeste: [196, 222, 240], amarillo: [250, 238, 170], rosa: [246, 206, 216], 'verde agua': [196, 236, 220] } as const)[paperName];
  const src = await rgbOf(page, angle);
  const { width: W, height: H } = src.info;
  const ink = [Math.round(paper[0] * 0.16), Math.round(paper[1] * 0.16), Math.round(paper[2] * 0.18)];
  const through = rng.range(0.05, 0.09);
  const shiftY = rng.int(-30, 30);
  const fibres = Array.from({ length: rng.int(120, 220) }, () => ({ x: rng.range(0, W), y: rng.range(0, H), a: rng.range(0, Math.PI), l: rng.range(6, 22), k: rng.range(0.04, 0.1) }));
  const mottle = Array.from({ length: 4 }, () => ({ fx: rng.range(1, 4) / W, fy: rng.range(1, 4) / H, ph: rng.range(0, 6.28) }));
  const noise = xorshift(rng);
  // fibres drawn into a darkness map first
  const fib = new Float32Array(W * H);
  for (const f of fibres) {
    for (let t = 0; t < f.l; t++) {
      const x = Math.round(f.x + Math.cos(f.a) * t), y = Math.round(f.y + Math.sin(f.a) * t);
      if (x >= 0 && y >= 0 && x < W && y < H) fib[y * W + x] = f.k;
    }
  }
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = (y * W + x) * 3;
      const a = 1 - (src.data[k]! + src.data[k + 1]! + src.data[k + 2]!) / 765;
      // the reverse side's print, mirrored, faintly through the paper
      const mx = W - 1 - x, my = Math.min(H - 1, Math.max(0, y + shiftY));
      const mk = (my * W + mx) * 3;
      const b = (1 - (src.data[mk]! + src.data[mk + 1]! + src.data[mk + 2]!) / 765) * through;
      let m = 1;
      for (const w of mottle) m += 0.012 * Math.sin(x * w.fx * 6.28 + y * w.fy * 6.28 + w.ph);
      const v = Math.min(1, Math.max(a * 0.92, b));
      const grain = (noise() - 0.5) * 7;
      const o = k;
      for (let c = 0; c < 3; c++) out[o + c] = clamp((paper[c]! * m * (1 - fib[y * W + x]!)) * (1 - v) + ink[c]! * v + grain);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.4).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `colour scan of a page on ${paperName} paper, reverse showing through, ${angle}°, JPEG ${quality}` };
}

async function pencilStamp(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.6);
  const src = await rgbOf(page, angle);
  const { width: W, height: H } = src.info;
  const s = W / 1654; // the strokes are drawn for 200 dpi A4 and scaled
  // pencil: ticks down the left margin, an underline, a circle towards the lower right
  const ticks = Array.from({ length: rng.int(3, 6) }, () => ({ x: rng.range(0.025, 0.045) * W, y: rng.range(0.3, 0.75) * H }));
  const ux = rng.range(0.08, 0.4) * W, uy = rng.range(0.12, 0.3) * H, uw = rng.range(0.2, 0.4) * W;
  const cx = rng.range(0.62, 0.82) * W, cy = rng.range(0.6, 0.85) * H, crx = rng.range(0.1, 0.16) * W, cry = rng.range(0.025, 0.04) * H;
  const pencil = `<g fill="none" stroke="#5a5a5e" stroke-linecap="round" stroke-opacity="0.62">` +
    ticks.map((t) => `<path d="M ${t.x} ${t.y} l ${9 * s} ${10 * s} l ${16 * s} ${-24 * s}" stroke-width="${3.2 * s}"/>`).join('') +
    `<path d="M ${ux} ${uy} q ${uw / 2} ${6 * s} ${uw} ${-3 * s}" stroke-width="${2.6 * s}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${crx}" ry="${cry}" transform="rotate(${rng.range(-6, 6)} ${cx} ${cy})" stroke-width="${2.8 * s}"/></g>`;
  // the stamp: a double-framed rectangle with PAGADO and a date, tilted
  const colour = rng.pick(['#b0202a', '#5a2a8a', '#1f3f9a'] as const);
  const sx = rng.range(0.3, 0.62) * W, sy = rng.range(0.42, 0.7) * H, tilt = signed(rng, 8, 20);
  const day = `${rng.int(1, 28)} ${rng.pick(['NOV', 'DIC', 'OCT'])} 2026`;
  const sw = 520 * s, sh = 190 * s;
  const stamp = `<g transform="rotate(${tilt} ${sx} ${sy})" fill="none" stroke="${colour}">` +
    `<rect x="${sx - sw / 2}" y="${sy - sh / 2}" width="${sw}" height="${sh}" rx="${14 * s}" stroke-width="${9 * s}"/>` +
    `<rect x="${sx - sw / 2 + 16 * s}" y="${sy - sh / 2 + 16 * s}" width="${sw - 32 * s}" height="${sh - 32 * s}" rx="${8 * s}" stroke-width="${4 * s}"/>` +
    `<text x="${sx}" y="${sy + 18 * s}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${92 * s}" fill="${colour}" stroke="none" letter-spacing="${8 * s}">PAGADO</text>` +
    `<text x="${sx}" y="${sy + 68 * s}" text-anchor="middle" font-family="DejaVu Sans Mono" font-size="${34 * s}" fill="${colour}" stroke="none">${day}</text></g>`;
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${pencil}${stamp}</svg>`);
  const layer = await sharp(overlay).ensureAlpha().raw().toBuffer();
  const strength = rng.range(0.55, 0.72);
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const o = i * 3, l = i * 4;
    let a = layer[l + 3]! / 255;
    const isPencil = layer[l]! === layer[l + 1]! && layer[l]! < 120;
    // rubber stamp ink is speckled; graphite is grainy
    a *= isPencil ? 0.75 + 0.25 * noise() : strength * (noise() < 0.12 ? 0.35 : 1);
    const grain = (noise() - 0.5) * 6;
    for (let c = 0; c < 3; c++) {
      const base = src.data[o + c]! * (c === 2 ? 0.97 : 0.985);
      // multiply: the ink darkens what is under it, never hides the print
      out[o + c] = clamp(base * (1 - a) + base * (layer[l + c]! / 255) * a + grain);
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: 200, describe: `flatbed scan with pencil marks and a "PAGADO" rubber stamp tilted ${tilt}°, ${angle}°, JPEG ${quality}` };
}

async function sleeveGlare(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.9);
  const src = await rgbOf(page, angle, '#f2f3f4');
  const sw = src.info.width, sh = src.info.height;
  const m = Math.round(sw * 0.035);
  const W = sw + 2 * m, H = sh + 2 * m;
  const haze = [rng.range(0.1, 0.16), rng.range(0.1, 0.16), rng.range(0.12, 0.2)];
  const hazeCol = [214, 222, 230];
  const stripW = Math.round(sw * rng.range(0.045, 0.06));
  const holeYs = [0.2, 0.4, 0.6, 0.8].map((f) => f * H + rng.range(-4, 4));
  // the glare: a broad band across at an angle, its strength fading along its length
  const gt = rng.range(-0.9, -0.4) * (rng.chance(0.5) ? 1 : -1);
  const gnx = Math.cos(gt), gny = Math.sin(gt);
  const gc = rng.range(0.35, 0.65) * W * gnx + rng.range(0.3, 0.7) * H * gny;
  const gw = rng.range(0.05, 0.09) * Math.hypot(W, H), gk = rng.range(0.55, 0.78);
  const crinkles = Array.from({ length: rng.int(3, 6) }, () => ({ x: rng.range(0, W), y: rng.range(0, H), a: rng.range(0, Math.PI), l: rng.range(0.08, 0.25) * W }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const px = x - m, py = y - m;
      let rgb: number[];
      if (px < 0 || py < 0 || px >= sw || py >= sh) rgb = [34, 36, 40];
      else {
        const k = (py * sw + px) * 3;
        rgb = [src.data[k]!, src.data[k + 1]!, src.data[k + 2]!];
      }
      // the sleeve: haze over everything inside its edge, the punched strip along the left
      if (x > m * 0.4 && x < W - m * 0.5 && y > m * 0.3 && y < H - m * 0.3) {
        for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! * (1 - haze[c]!) + hazeCol[c]! * haze[c]!;
        if (x < m * 0.4 + stripW) {
          for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! * 0.9 + 235 * 0.1;
          if (holeYs.some((hy) => Math.hypot(x - (m * 0.4 + stripW * 0.5), y - hy) < stripW * 0.22)) rgb = [30, 32, 36];
        }
        const edgeLine = Math.abs(x - (m * 0.4 + stripW)) < 1.2 || Math.abs(x - (W - m * 0.5)) < 1.5 || Math.abs(y - m * 0.3) < 1.5;
        if (edgeLine) rgb = rgb.map((v) => v * 0.7);
      }
      const p = x * gnx + y * gny - gc;
      let g = gk * Math.exp(-((p / gw) ** 2)) * (0.55 + 0.45 * Math.sin((x * -gny + y * gnx) / (0.6 * W) + 1));
      for (const c of crinkles) {
        const dx = x - c.x, dy = y - c.y;
        const along = dx * Math.cos(c.a) + dy * Math.sin(c.a), across = -dx * Math.sin(c.a) + dy * Math.cos(c.a);
        if (Math.abs(along) < c.l / 2) g = Math.max(g, 0.4 * Math.exp(-((across / 2.2) ** 2)));
      }
      const grain = (noise() - 0.5) * 7;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * (1 - g) + 252 * g + grain);
    }
  }
  const quality = rng.int(64, 76);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.45).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `page in a plastic sleeve: haze, punched strip, specular glare band, ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh10(page: RenderedPage, style: Fresh10ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'steep-phone':
      return steepPhone(page, rng);
    case 'greenbar-tractor':
      return greenbarTractor(page, rng);
    case 'pastel-paper':
      return pastelPaper(page, rng);
    case 'pencil-stamp':
      return pencilStamp(page, rng);
    case 'sleeve-glare':
      return sleeveGlare(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh10(pdf: Buffer, pages: number[], style: Fresh10ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh10(page, style, rng));
  return out;
}
