import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh14 split, beside degrade.ts and degrade-extra/fresh3…fresh13.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - night-mode-phone: a **phone screenshot of the PDF open in a viewer's night mode**: the page's colours inverted
 *                     (light print on a dark page, softened to gray), fitted to the width of a 1080-ish px screen, with
 *                     the phone's status bar (time, signal, battery), the viewer's top bar (back arrow, file name) and
 *                     a page indicator; the dark screen below the page; PNG.
 * - torn-taped:       a page **torn across and taped back together**: a jagged tear from edge to edge, the lower piece
 *                     shifted and turned a little, a thin dark gap and a white fibrous edge along the tear, 2–3 strips
 *                     of yellowish **adhesive tape** across it (translucent, a glossy edge); colour flatbed 200 dpi JPEG.
 * - water-stain:      a page that **got wet and dried**: 1–2 irregular stains of brownish paper with a darker tide line
 *                     at their edge, the print inside them **bled** (blurred, washed lighter), the paper cockled (a soft
 *                     wavy displacement with light and shade); colour 200 dpi JPEG.
 * - stitched-halves:  a page scanned **in two halves** on a small scanner and stitched: the halves meet at a seam near
 *                     the middle, the lower one shifted sideways, turned a little differently, a few rows lost or
 *                     repeated, with its own exposure; a faint seam line; gray 200 dpi JPEG.
 * - skewed-feed:      a sheet-feeder scan **fed crooked**: the page turned 4–7° on a **white backing** (its edges hardly
 *                     show, only a faint shadow along them), the scan area a little narrower than the turned page (a
 *                     blank corner cut off), two faint roller tracks along the feed; gray 200 dpi JPEG.
 */
export type Fresh14ScanStyle = 'night-mode-phone' | 'torn-taped' | 'water-stain' | 'stitched-halves' | 'skewed-feed';
export const FRESH14_SCAN_STYLES: readonly Fresh14ScanStyle[] = ['night-mode-phone', 'torn-taped', 'water-stain', 'stitched-halves', 'skewed-feed'];

export function isFresh14Style(style: string): style is Fresh14ScanStyle {
  return (FRESH14_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh14ScanStyle, rng: Rng): number {
  switch (style) {
    case 'night-mode-phone':
      return rng.pick([124, 128, 132]);
    case 'torn-taped':
    case 'water-stain':
    case 'stitched-halves':
    case 'skewed-feed':
      return 200;
  }
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function nightModePhone(page: RenderedPage, rng: Rng, index: number, count: number): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const pw = src.info.width, ph = src.info.height;
  // night mode: luminance inverted, then softened (the page near-black, the print light gray)
  const dark = rng.int(22, 38), light = rng.int(205, 232);
  const tint = rng.pick([[0, 0, 0], [4, 2, -4], [-3, 0, 5]]);
  const inv = Buffer.alloc(pw * ph * 3);
  for (let i = 0; i < pw * ph; i++) {
    const o = i * 3;
    const lum = 0.299 * src.data[o]! + 0.587 * src.data[o + 1]! + 0.114 * src.data[o + 2]!;
    const v = dark + ((255 - lum) / 255) * (light - dark);
    for (let c = 0; c < 3; c++) inv[o + c] = clamp(v + tint[c]!);
  }
  const margin = rng.int(8, 22);
  const W = pw + 2 * margin;
  const s = W / 1080;
  const statusH = Math.round(64 * s), barH = Math.round(132 * s), navH = Math.round(96 * s);
  const gapTop = rng.int(10, 30);
  const screenH = Math.max(Math.round(W * rng.pick([2340 / 1080, 2400 / 1080, 2280 / 1080])), statusH + barH + gapTop + ph + navH + 40);
  const hour = `${rng.int(8, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const battery = rng.int(18, 96);
  const name = rng.pick(['factura.pdf', 'comprobante.pdf', 'FC_adjunto.pdf', 'documento.pdf', 'remito.pdf', 'presupuesto.pdf']);
  const fs = Math.round(34 * s);
  const bg = rng.pick(['#121212', '#1b1b1d', '#202124']);
  const chrome = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${screenH}">
      <rect width="100%" height="100%" fill="${bg}"/>
      <g font-family="DejaVu Sans" fill="#e6e6e6">
        <text x="${Math.round(40 * s)}" y="${Math.round(statusH * 0.72)}" font-size="${Math.round(30 * s)}">${hour}</text>
        <text x="${W - Math.round(250 * s)}" y="${Math.round(statusH * 0.72)}" font-size="${Math.round(28 * s)}">▂▄▆ ◉ ${battery}%</text>
        <rect x="${W - Math.round(70 * s)}" y="${Math.round(statusH * 0.28)}" width="${Math.round(44 * s)}" height="${Math.round(22 * s)}" fill="none" stroke="#e6e6e6" stroke-width="2"/>
        <rect x="${W - Math.round(68 * s)}" y="${Math.round(statusH * 0.28) + 2}" width="${Math.round((40 * s * battery) / 100)}" height="${Math.round(22 * s) - 4}"/>
      </g>
      <rect y="${statusH}" width="100%" height="${barH}" fill="#2a2a2d"/>
      <g font-family="DejaVu Sans" fill="#f0f0f0" font-size="${fs}">
        <text x="${Math.round(36 * s)}" y="${statusH + Math.round(barH * 0.62)}">←</text>
        <text x="${Math.round(120 * s)}" y="${statusH + Math.round(barH * 0.62)}">${escapeXml(name)}</text>
        <text x="${W - Math.round(150 * s)}" y="${statusH + Math.round(barH * 0.62)}">⌕   ⋮</text>
      </g>
      <rect x="${Math.round(W / 2 - 70 * s)}" y="${screenH - navH - Math.round(90 * s)}" rx="${Math.round(24 * s)}" width="${Math.round(140 * s)}" height="${Math.round(50 * s)}" fill="#3a3a3c" fill-opacity="0.9"/>
      <text x="${Math.round(W / 2)}" y="${screenH - navH - Math.round(55 * s)}" text-anchor="middle" font-family="DejaVu Sans" font-size="${Math.round(26 * s)}" fill="#e0e0e0">${index + 1} / ${count}</text>
      <rect x="${Math.round(W / 2 - 110 * s)}" y="${screenH - Math.round(navH * 0.45)}" rx="4" width="${Math.round(220 * s)}" height="${Math.round(9 * s)}" fill="#bdbdbd"/>
    </svg>`,
  );
  const pageImg = await sharp(inv, { raw: { width: pw, height: ph, channels: 3 } }).png().toBuffer();
  const image = await sharp(chrome)
    .composite([{ input: pageImg, left: margin, top: statusH + barH + gapTop }])
    .removeAlpha()
    .withMetadata({ density: page.dpi })
    .png()
    .toBuffer();
  return { image, width: W, height: screenH, ext: 'png', dpi: page.dpi, describe: `phone screenshot in night mode (colours inverted), ${W} × ${screenH} px` };
}

/** A jagged line across the page: y at each x (smooth waves and small teeth). */
function tearLine(w: number, y0: number, slope: number, rng: Rng): Float64Array {
  const ys = new Float64Array(w);
  const waves = Array.from({ length: 3 }, () => ({ a: rng.range(4, 18), f: rng.range(1, 4), p: rng.range(0, Math.PI * 2) }));
  const noise = xorshift(rng);
  let tooth = 0;
  for (let x = 0; x < w; x++) {
    if (x % 3 === 0) tooth = tooth * 0.6 + (noise() - 0.5) * 5;
    ys[x] = y0 + slope * (x - w / 2) + waves.reduce((a, wv) => a + wv.a * Math.sin((x / w) * Math.PI * 2 * wv.f + wv.p), 0) + tooth;
  }
  return ys;
}

async function tornTaped(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const at = sampler(src.data, w, h);
  const tear = tearLine(w, h * rng.range(0.38, 0.62), rng.range(-0.06, 0.06), rng);
  const dx = rng.range(2, 6) * (rng.chance(0.5) ? -1 : 1), dy = rng.range(2, 6);
  const ang = (rng.range(0.25, 0.7) * (rng.chance(0.5) ? -1 : 1) * Math.PI) / 180;
  const cos = Math.cos(ang), sin = Math.sin(ang);
  const cx = w / 2, cy = h / 2;
  const gap = rng.range(1.2, 2.6);
  const backing = rng.pick([[70, 70, 72], [40, 42, 46], [225, 225, 222]]);
  const paper = [rng.int(246, 252), rng.int(244, 250), rng.int(236, 244)];
  const out = Buffer.alloc(w * h * 3);
  const noise = xorshift(rng);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const t = tear[x]!;
      let px: number[] | null;
      let edge = 0;
      if (y < t) {
        px = at(x, y);
        edge = t - y;
      } else {
        // the lower piece, turned and shifted: where its pixel came from
        const ux = x - dx - cx, uy = y - dy - cy;
        const sx = cos * ux + sin * uy + cx, sy = -sin * ux + cos * uy + cy;
        px = sx >= 0 && sy >= tear[Math.max(0, Math.min(w - 1, Math.round(sx)))]! ? at(sx, sy) : null;
        edge = y - t - gap;
      }
      if (!px || (y >= t && edge < 0)) {
        for (let c = 0; c < 3; c++) out[o + c] = backing[c]!;
        continue;
      }
      // white fibres along the torn edge, then the paper tone
      const fibre = edge < 2.5 ? 0.7 + noise() * 0.3 : 0;
      for (let c = 0; c < 3; c++) {
        const v = (px[c]! / 255) * paper[c]!;
        out[o + c] = clamp(v * (1 - fibre) + 255 * fibre);
      }
    }
  }
  // tape strips across the tear: translucent yellowish, a slight sheen and darker edges
  const strips = rng.int(2, 3);
  const tapes: string[] = [];
  for (let i = 0; i < strips; i++) {
    const x = w * ((i + 0.5) / strips + rng.range(-0.08, 0.08));
    const y = tear[Math.max(0, Math.min(w - 1, Math.round(x)))]!;
    const tw = rng.range(0.09, 0.13) * w, th = rng.range(0.1, 0.16) * h;
    const rot = rng.range(-9, 9);
    tapes.push(`<g transform="rotate(${rot.toFixed(1)} ${x.toFixed(0)} ${y.toFixed(0)})">
      <rect x="${(x - tw / 2).toFixed(0)}" y="${(y - th / 2).toFixed(0)}" width="${tw.toFixed(0)}" height="${th.toFixed(0)}" fill="rgb(252,244,200)" fill-opacity="0.42" stroke="rgb(200,190,150)" stroke-opacity="0.6" stroke-width="2"/>
      <rect x="${(x - tw / 2 + tw * 0.15).toFixed(0)}" y="${(y - th / 2).toFixed(0)}" width="${(tw * 0.12).toFixed(0)}" height="${th.toFixed(0)}" fill="#ffffff" fill-opacity="0.18"/>
    </g>`);
  }
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${tapes.join('')}</svg>`);
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: overlay, blend: 'over' }])
    .blur(0.45)
    .withMetadata({ density: page.dpi })
    .jpeg({ quality })
    .toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `torn across and taped (${strips} strips), lower piece ${ang > 0 ? '+' : ''}${((ang * 180) / Math.PI).toFixed(2)}°, colour, JPEG ${quality}` };
}

async function waterStain(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const bled = await sharp(src.data, { raw: { width: w, height: h, channels: 3 } }).blur(rng.range(1.3, 1.9)).raw().toBuffer();
  const stains = Array.from({ length: rng.int(1, 2) }, () => ({
    x: w * rng.range(0.2, 0.8), y: h * rng.range(0.25, 0.8), r: Math.min(w, h) * rng.range(0.13, 0.22),
    harm: Array.from({ length: 5 }, (_, k) => ({ a: rng.range(0.03, 0.16) / (k + 1) ** 0.5, p: rng.range(0, Math.PI * 2) })),
    wash: rng.range(0.15, 0.3),
  }));
  // cockle: long soft waves displacing the print and shading the paper
  const waves = Array.from({ length: 3 }, () => ({ a: rng.range(1, 3), l: rng.range(0.25, 0.6) * h, th: rng.range(0, Math.PI), p: rng.range(0, Math.PI * 2) }));
  const at = sampler(src.data, w, h), atB = sampler(bled, w, h);
  const paper = [rng.int(244, 250), rng.int(240, 246), rng.int(226, 236)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let ux = x, uy = y, shade = 1;
      for (const wv of waves) {
        const ph = ((x * Math.cos(wv.th) + y * Math.sin(wv.th)) / wv.l) * Math.PI * 2 + wv.p;
        ux += wv.a * Math.sin(ph) * Math.cos(wv.th);
        uy += wv.a * Math.sin(ph) * Math.sin(wv.th);
        shade += 0.018 * Math.cos(ph);
      }
      let m = 0, tide = 0, wash = 0;
      for (const st of stains) {
        const ddx = x - st.x, ddy = y - st.y;
        const rho = Math.hypot(ddx, ddy), th = Math.atan2(ddy, ddx);
        const r = st.r * (1 + st.harm.reduce((a, hm, k) => a + hm.a * Math.sin((k + 2) * th + hm.p), 0));
        const d = rho - r;
        const inside = d < -6 ? 1 : d > 6 ? 0 : (6 - d) / 12;
        if (inside > m) { m = inside; wash = st.wash; }
        tide = Math.max(tide, Math.exp(-((d + 3) ** 2) / 18));
      }
      const a = at(ux, uy) ?? [255, 255, 255];
      const b = m > 0 ? atB(ux, uy) ?? a : a;
      const o = (y * w + x) * 3;
      const grain = (noise() - 0.5) * 6;
      for (let c = 0; c < 3; c++) {
        let v = a[c]! * (1 - m) + (b[c]! + (255 - b[c]!) * wash) * m;
        v = (v / 255) * paper[c]! * shade;
        // brownish stain tone and its tide line
        const brown = [0.97, 0.93, 0.84][c]!;
        v *= 1 - m * (1 - brown);
        v *= 1 - tide * [0.16, 0.22, 0.34][c]!;
        out[o + c] = clamp(v + grain);
      }
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `water-stained page (${stains.length} stain(s), bled print, cockled), colour, JPEG ${quality}` };
}

async function stitchedHalves(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const at = sampler(src.data, w, h);
  const seam = Math.round(h * rng.range(0.45, 0.56));
  const a1 = (rng.range(-0.5, 0.5) * Math.PI) / 180;
  const a2 = a1 + (rng.range(0.25, 0.6) * (rng.chance(0.5) ? -1 : 1) * Math.PI) / 180;
  const shift = rng.range(2, 6) * (rng.chance(0.5) ? -1 : 1);
  // rows lost (positive) or repeated (negative) at the seam
  const rows = rng.chance(0.5) ? rng.int(2, 5) : -rng.int(3, 8);
  const gain1 = rng.range(0.97, 1.03), gain2 = gain1 + rng.range(0.06, 0.12) * (rng.chance(0.5) ? -1 : 1);
  const lift2 = rng.range(-6, 8);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    const lower = y >= seam;
    const ang = lower ? a2 : a1;
    const cos = Math.cos(ang), sin = Math.sin(ang);
    const cx = w / 2, cy = lower ? seam + h / 4 : seam / 2;
    for (let x = 0; x < w; x++) {
      const yy = lower ? y + rows : y;
      const ux = x - (lower ? shift : 0) - cx, uy = yy - cy;
      const sx = cos * ux + sin * uy + cx, sy = -sin * ux + cos * uy + cy;
      const p = at(sx, sy) ?? [246, 246, 246];
      const lum = 0.299 * p[0]! + 0.587 * p[1]! + 0.114 * p[2]!;
      let v = lower ? lum * gain2 + lift2 : lum * gain1;
      v = 238 * (v / 255) + (noise() - 0.5) * 5;
      if (Math.abs(y - seam) < 1.5) v *= 0.86;
      out[y * w + x] = clamp(v);
    }
  }
  const quality = rng.int(72, 84);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 1 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: w, height: h, ext: 'jpg', dpi: page.dpi, describe: `scanned in two halves and stitched (seam at ${Math.round((seam / h) * 100)} %, ${rows > 0 ? `${rows} rows lost` : `${-rows} rows repeated`}), gray, JPEG ${quality}` };
}

async function skewedFeed(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(4, 7) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  const at = sampler(src.data, w, h);
  const rad = (angle * Math.PI) / 180, cos = Math.cos(rad), sin = Math.sin(rad);
  // the scan area: the sheet's own width plus a little, so a blank corner of the turned page is cut off
  const W = Math.round(w * rng.range(1.03, 1.07)), H = Math.round(h * 1.08);
  const cx = W / 2, cy = H / 2;
  const backing = rng.int(236, 246);
  const tracks = [W * rng.range(0.28, 0.36), W * rng.range(0.64, 0.72)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const ux = x - cx, uy = y - cy;
      const sx = cos * ux + sin * uy + w / 2, sy = -sin * ux + cos * uy + h / 2;
      let v: number;
      const p = at(sx, sy);
      if (p) {
        v = 0.299 * p[0]! + 0.587 * p[1]! + 0.114 * p[2]!;
        v = 250 * (v / 255);
        // a faint shadow just inside the sheet's edge
        const edge = Math.min(sx, sy, w - sx, h - sy);
        if (edge < 4) v *= 0.9 + 0.025 * edge;
      } else {
        v = backing;
      }
      for (const t of tracks) if (Math.abs(x - t) < 9 && (y >> 3) % 3 !== 0) v -= 3.5;
      out[y * W + x] = clamp(v + (noise() - 0.5) * 4);
    }
  }
  const quality = rng.int(70, 82);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).blur(0.4).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `sheet fed crooked, ${angle}° on a white backing, roller tracks, gray, JPEG ${quality}` };
}

export async function degradeFresh14(page: RenderedPage, style: Fresh14ScanStyle, rng: Rng, index = 0, count = 1): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'night-mode-phone':
      return nightModePhone(page, rng, index, count);
    case 'torn-taped':
      return tornTaped(page, rng);
    case 'water-stain':
      return waterStain(page, rng);
    case 'stitched-halves':
      return stitchedHalves(page, rng);
    case 'skewed-feed':
      return skewedFeed(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh14(pdf: Buffer, pages: number[], style: Fresh14ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  let rendered = await renderPages(pdf, pages, dpi);
  // a phone viewer fits the page to the screen's width: a narrow page is rendered larger
  if (style === 'night-mode-phone' && rendered[0]!.width < 900) rendered = await renderPages(pdf, pages, Math.round((dpi * 1040) / rendered[0]!.width));
  const out: Fresh5ScanResult[] = [];
  for (const [i, page] of rendered.entries()) out.push(await degradeFresh14(page, style, rng, i, rendered.length));
  return out;
}
