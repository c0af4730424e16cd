import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh13 split, beside degrade.ts and degrade-extra/fresh3…fresh12.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; perspectives from
 * degrade-extra's homography), so the same seed gives the same image; pages are degraded one after the other.
 *
 * - viewer-screenshot: a screenshot of the PDF open in a desktop viewer, taken at 96–110 dpi (the screen's own
 *                      resolution, anti-aliased): a window title bar, a toolbar with the file name, the page counter and
 *                      the zoom, a thumbnail sidebar, a vertical scrollbar, the page with a drop shadow on the viewer's
 *                      gray; the window sometimes too short for the whole sheet (the blank foot of the page cut off);
 *                      PNG.
 * - carbon-copy:       the carbon copy of a multi-part form: the print transferred in a bluish-violet carbon, faint and
 *                      fuzzy, its strength varying with the pressure over the sheet, carbon dust, a few smudges and a
 *                      finger smear, on thin white, yellow or pink copy paper; JPEG.
 * - fax-line:          a received fax at 100 dpi across and 200 dpi down (columns paired, then doubled back), 1-bit, a
 *                      sender's header line on top, a vertical streak from a dirty sensor, lost scan lines and a few
 *                      black noise lines; PNG.
 * - crumpled-photo:    a phone photo of a page that was crumpled and smoothed out: crease ridges and valleys in random
 *                      directions shading the paper (light from one side) and displacing the print a little, a slight
 *                      perspective on a table; JPEG.
 * - lowlight-phone:    a phone photo in a dim room: under-exposed with a tungsten cast, a vignette, sensor noise
 *                      stronger in the dark, a slight motion blur, a perspective; JPEG.
 */
export type Fresh13ScanStyle = 'viewer-screenshot' | 'carbon-copy' | 'fax-line' | 'crumpled-photo' | 'lowlight-phone';
export const FRESH13_SCAN_STYLES: readonly Fresh13ScanStyle[] = ['viewer-screenshot', 'carbon-copy', 'fax-line', 'crumpled-photo', 'lowlight-phone'];

export function isFresh13Style(style: string): style is Fresh13ScanStyle {
  return (FRESH13_SCAN_STYLES as readonly string[]).includes(style);
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 100) / 100;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh13ScanStyle, rng: Rng): number {
  switch (style) {
    case 'viewer-screenshot':
      return rng.pick([96, 100, 104, 110]);
    case 'carbon-copy':
      return rng.pick([180, 200]);
    case 'fax-line':
      return 200;
    case 'crumpled-photo':
      return rng.pick([150, 170]);
    case 'lowlight-phone':
      return rng.pick([150, 160, 170]);
  }
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function viewerScreenshot(page: RenderedPage, rng: Rng, index: number, count: number): Promise<Fresh5ScanResult> {
  const dpi = page.dpi;
  const flat = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pw = flat.info.width, ph = flat.info.height;
  // the lowest printed row
  let bottom = 0;
  for (let y = ph - 1; y >= 0 && !bottom; y--) {
    for (let x = 0; x < pw; x += 2) {
      const o = (y * pw + x) * 3;
      if (flat.data[o]! < 230 || flat.data[o + 1]! < 230 || flat.data[o + 2]! < 230) {
        bottom = y;
        break;
      }
    }
  }
  const s = dpi / 96;
  const dark = rng.chance(0.35);
  const theme = dark
    ? { title: '#2b2b2b', bar: '#383838', text: '#e8e8e8', bg: '#4a4a4a', side: '#333333', track: '#3a3a3a', thumb: '#8a8a8a', line: '#202020' }
    : { title: '#dcdcdc', bar: '#f3f3f3', text: '#202020', bg: '#c9c9cc', side: '#e9e9eb', track: '#e4e4e4', thumb: '#a8a8a8', line: '#bdbdbd' };
  const titleH = Math.round(28 * s), barH = Math.round(38 * s), sideW = rng.chance(0.7) ? Math.round(rng.range(120, 150) * s) : 0;
  const scrollW = Math.round(rng.range(12, 16) * s), gap = Math.round(rng.range(16, 40) * s), top = Math.round(rng.range(10, 22) * s);
  const W = sideW + 2 * gap + pw + scrollW;
  // the window is sometimes too short for the sheet: the blank foot of the page falls below it
  const cut = rng.chance(0.5);
  const visible = cut ? Math.min(ph, bottom + Math.round(rng.range(24, 90) * s)) : ph;
  const statusH = Math.round(22 * s);
  const H = titleH + barH + top + visible + (cut ? 0 : Math.round(rng.range(14, 30) * s)) + statusH;
  const px = sideW + gap, py = titleH + barH + top;
  const fs = Math.round(12.5 * s);
  const files = ['comprobante.pdf', 'factura.pdf', 'documento (1).pdf', 'adjunto.pdf', 'descarga.pdf', 'Scan_0001.pdf'];
  const name = rng.pick(files);
  const zoom = rng.pick(['100 %', '100%', 'Ancho de página', '110 %']);
  const viewer = rng.pick(['Visor de documentos', 'Lector de PDF', 'Visor de PDF']);
  const mainH = H - titleH - barH - statusH;
  // the scrollbar's thumb: the visible share of all the pages, at this page's place
  const trackH = mainH - 2 * scrollW;
  const thumbH = Math.max(30 * s, trackH * Math.min(1, mainH / (count * (ph + 2 * top))));
  const thumbY = titleH + barH + scrollW + (trackH - thumbH) * (count > 1 ? index / (count - 1) : 0);
  const tw = sideW ? sideW - Math.round(36 * s) : 0;
  const th = tw ? Math.round((tw * ph) / pw) : 0;
  const chrome = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><filter id="sh" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${(3 * s).toFixed(1)}"/></filter></defs>
      <rect width="100%" height="100%" fill="${theme.bg}"/>
      <rect width="100%" height="${titleH}" fill="${theme.title}"/>
      <g font-family="DejaVu Sans" font-size="${fs}" fill="${theme.text}">
        <text x="${W / 2}" y="${Math.round(titleH * 0.68)}" text-anchor="middle">${escapeXml(`${name} — ${viewer}`)}</text>
        <text x="${W - Math.round(80 * s)}" y="${Math.round(titleH * 0.7)}">—    ☐    ✕</text>
      </g>
      <rect y="${titleH}" width="100%" height="${barH}" fill="${theme.bar}"/>
      <rect y="${titleH + barH - 1}" width="100%" height="1" fill="${theme.line}"/>
      <g font-family="DejaVu Sans" font-size="${fs}" fill="${theme.text}">
        <text x="${Math.round(14 * s)}" y="${titleH + Math.round(barH * 0.64)}">☰   ⌕</text>
        <rect x="${Math.round(W * 0.38)}" y="${titleH + Math.round(barH * 0.2)}" width="${Math.round(34 * s)}" height="${Math.round(barH * 0.6)}" fill="none" stroke="${theme.line}"/>
        <text x="${Math.round(W * 0.38 + 10 * s)}" y="${titleH + Math.round(barH * 0.64)}">${index + 1}</text>
        <text x="${Math.round(W * 0.38 + 42 * s)}" y="${titleH + Math.round(barH * 0.64)}">de ${count}</text>
        <text x="${Math.round(W * 0.55)}" y="${titleH + Math.round(barH * 0.64)}">−   ${escapeXml(zoom)}   +</text>
        <text x="${W - Math.round(110 * s)}" y="${titleH + Math.round(barH * 0.64)}">⎙   ⤓   ⋮</text>
      </g>
      ${sideW ? `<rect y="${titleH + barH}" width="${sideW}" height="${mainH}" fill="${theme.side}"/><rect x="${sideW - 1}" y="${titleH + barH}" width="1" height="${mainH}" fill="${theme.line}"/>
      <rect x="${Math.round(18 * s) - 3}" y="${titleH + barH + Math.round(16 * s) - 3}" width="${tw + 6}" height="${th + 6}" fill="none" stroke="#3d7be0" stroke-width="${Math.max(2, Math.round(2 * s))}"/>
      <text x="${Math.round(18 * s + tw / 2)}" y="${titleH + barH + Math.round(16 * s) + th + Math.round(18 * s)}" font-family="DejaVu Sans" font-size="${Math.round(fs * 0.9)}" fill="${theme.text}" text-anchor="middle">${index + 1}</text>` : ''}
      <rect x="${px + Math.round(2 * s)}" y="${py + Math.round(3 * s)}" width="${pw}" height="${visible}" fill="#000" opacity="0.35" filter="url(#sh)"/>
      <rect x="${W - scrollW}" y="${titleH + barH}" width="${scrollW}" height="${mainH}" fill="${theme.track}"/>
      <rect x="${W - scrollW + 3}" y="${Math.round(thumbY)}" width="${scrollW - 6}" height="${Math.round(thumbH)}" rx="${Math.round((scrollW - 6) / 2)}" fill="${theme.thumb}"/>
      <text x="${W - scrollW + scrollW / 2}" y="${titleH + barH + scrollW - 3}" font-family="DejaVu Sans" font-size="${Math.round(scrollW * 0.7)}" fill="${theme.thumb}" text-anchor="middle">▲</text>
      <text x="${W - scrollW + scrollW / 2}" y="${H - statusH - 3}" font-family="DejaVu Sans" font-size="${Math.round(scrollW * 0.7)}" fill="${theme.thumb}" text-anchor="middle">▼</text>
      <rect y="${H - statusH}" width="100%" height="${statusH}" fill="${theme.bar}"/>
      <text x="${Math.round(12 * s)}" y="${H - Math.round(statusH * 0.3)}" font-family="DejaVu Sans" font-size="${Math.round(fs * 0.85)}" fill="${theme.text}">Página ${index + 1} de ${count}</text>
    </svg>`,
  );
  const sheet = await sharp(flat.data, { raw: { width: pw, height: ph, channels: 3 } }).extract({ left: 0, top: 0, width: pw, height: visible }).png().toBuffer();
  const layers: Array<{ input: Buffer; left: number; top: number }> = [{ input: sheet, left: px, top: py }];
  if (sideW) {
    const thumb = await sharp(flat.data, { raw: { width: pw, height: ph, channels: 3 } }).resize(tw, th).png().toBuffer();
    layers.push({ input: thumb, left: Math.round(18 * s), top: titleH + barH + Math.round(16 * s) });
  }
  const image = await sharp(chrome).composite(layers).removeAlpha().withMetadata({ density: dpi }).png({ compressionLevel: 9 }).toBuffer();
  return {
    image, width: W, height: H, ext: 'png', dpi,
    describe: `screenshot of a desktop PDF viewer (${dark ? 'dark' : 'light'} theme${cut ? ', window shorter than the sheet' : ''}), ${dpi} dpi`,
  };
}

async function carbonCopy(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.3, 1);
  const spread = rng.range(0.8, 1.3);
  const gray = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).blur(spread).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = gray.info;
  const paper = rng.pick([[238, 238, 232], [247, 238, 196], [246, 222, 226]] as const);
  const carbon = rng.pick([[40, 52, 138], [58, 50, 132], [34, 62, 150]] as const);
  const strength = rng.range(0.62, 0.85);
  // pressure over the sheet: a few broad waves, and bands where the carbon sheet was creased
  const waves = Array.from({ length: 4 }, () => ({ fx: rng.range(0.5, 2.2) / W, fy: rng.range(0.5, 2.2) / H, ph: rng.range(0, 6.3), a: rng.range(0.06, 0.14) }));
  const bands = Array.from({ length: rng.int(1, 3) }, () => ({ y: rng.range(0.1, 0.9) * H, h: rng.range(0.01, 0.03) * H, k: rng.range(0.5, 0.75) }));
  const smudges = Array.from({ length: rng.int(3, 6) }, () => ({
    x: rng.range(0.05, 0.95) * W, y: rng.range(0.05, 0.95) * H, rx: rng.range(0.02, 0.07) * W, ry: rng.range(0.01, 0.04) * W,
    t: rng.range(0, Math.PI), a: rng.range(0.08, 0.2),
  }));
  const smear = { x: rng.range(0.15, 0.85) * W, y: rng.range(0.2, 0.9) * H, len: rng.range(0.12, 0.25) * W, w: rng.range(0.012, 0.022) * W, t: rng.range(-0.5, 0.5), a: rng.range(0.12, 0.22) };
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    let band = 1;
    for (const b of bands) if (Math.abs(y - b.y) < b.h) band = Math.min(band, b.k + (1 - b.k) * (Math.abs(y - b.y) / b.h));
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let pressure = 0.82;
      for (const w of waves) pressure += w.a * Math.sin(x * w.fx * 6.283 + y * w.fy * 6.283 + w.ph);
      const ink = Math.min(1, (1 - gray.data[i]! / 255) * 1.25);
      let a = ink * strength * Math.max(0.35, Math.min(1, pressure)) * band;
      // carbon dust
      if (noise() < 0.0015) a = Math.max(a, 0.25 + noise() * 0.3);
      for (const s of smudges) {
        const dx = x - s.x, dy = y - s.y;
        const u = (dx * Math.cos(s.t) + dy * Math.sin(s.t)) / s.rx, v = (-dx * Math.sin(s.t) + dy * Math.cos(s.t)) / s.ry;
        const d = u * u + v * v;
        if (d < 1) a = a + (1 - a) * s.a * (1 - d) * (1 - d);
      }
      {
        const dx = x - smear.x, dy = y - smear.y;
        const u = dx * Math.cos(smear.t) + dy * Math.sin(smear.t), v = -dx * Math.sin(smear.t) + dy * Math.cos(smear.t);
        if (u > 0 && u < smear.len && Math.abs(v) < smear.w) {
          const fade = (1 - u / smear.len) * (1 - Math.abs(v) / smear.w);
          a = a + (1 - a) * smear.a * fade * (0.7 + 0.3 * Math.sin(v * 1.7));
        }
      }
      const grain = (noise() - 0.5) * 6;
      const o = i * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(paper[c]! * (1 - a) + carbon[c]! * a + grain);
    }
  }
  const quality = rng.int(74, 84);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `carbon copy: bluish carbon at ${Math.round(strength * 100)} %, smudges, ${angle}°, JPEG ${quality}` };
}

async function faxLine(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = signed(rng, 0.2, 0.8);
  const src = await sharp(page.image).flatten({ background: '#ffffff' }).grayscale().rotate(angle, { background: '#ffffff' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width, sh = src.info.height;
  const head = Math.round(page.dpi * 0.22);
  const W = sw - (sw % 2), H = sh + head;
  const phone = `+54 ${rng.pick(['11', '341', '351', '261', '223'])} ${rng.int(400, 499)}-${rng.digits(4)}`;
  const time = `${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const header = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="${Math.round(W * 0.04)}" y="${Math.round(head * 0.72)}" font-family="DejaVu Sans Mono" font-size="${Math.round(page.dpi * 0.085)}" fill="#000">` +
      `${time}   DE: ${phone}   ${rng.pick(['VENTAS', 'ADMINISTRACION', 'FACTURACION', 'DEPOSITO'])}          P. 01/01</text></svg>`,
  );
  const headRaw = await sharp(header).flatten({ background: '#ffffff' }).grayscale().extractChannel(0).raw().toBuffer();
  const threshold = rng.int(140, 175);
  const streakX = Math.round(rng.range(0.15, 0.85) * W / 2) * 2, streakW = rng.pick([2, 2, 4]);
  const streakFrom = rng.range(0, 0.4) * H, streakTo = rng.range(0.6, 1) * H;
  const lost = Array.from({ length: rng.int(2, 4) }, () => ({ y: rng.int(head + 10, H - 10), h: rng.int(1, 3) }));
  const blackLines = Array.from({ length: rng.int(1, 3) }, () => ({ y: rng.int(head + 10, H - 10), x0: rng.range(0, 0.6) * W, len: rng.range(0.1, 0.5) * W }));
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    const isLost = lost.some((l) => y >= l.y && y < l.y + l.h);
    for (let x = 0; x < W; x += 2) {
      // 100 dpi across: the two columns' average decides the pair
      let g: number;
      if (y < head) g = (headRaw[y * W + x]! + headRaw[y * W + x + 1]!) / 2;
      else g = (src.data[(y - head) * sw + x]! + src.data[(y - head) * sw + x + 1]!) / 2;
      let black = g < threshold;
      if (x >= streakX && x < streakX + streakW && y > streakFrom && y < streakTo) black = true;
      if (isLost) black = false;
      for (const b of blackLines) if (y === b.y && x >= b.x0 && x < b.x0 + b.len) black = true;
      if (noise() < 0.0003) black = !black;
      const v = black ? 0 : 255;
      out[y * W + x] = v;
      out[y * W + x + 1] = v;
    }
  }
  // two colours, one bit per pixel
  const image = await sharp(out, { raw: { width: W, height: H, channels: 1 } }).withDensity(page.dpi).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
  return { image, width: W, height: H, ext: 'png', dpi: page.dpi, describe: `fax, 100 × 200 dpi, 1-bit threshold ${threshold}, header line, streak, ${angle}°` };
}

async function crumpledPhoto(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const sample = sampler(src.data, sw, sh);
  const light = rng.range(0, Math.PI * 2);
  const lx = Math.cos(light), ly = Math.sin(light);
  // creases: short segments in random directions; across one the paper turns, so one side is lit and the other
  // shaded, strongest at the fold and fading within a few millimetres, and fading towards the segment's ends
  const creases = Array.from({ length: rng.int(26, 40) }, () => {
    const t = rng.range(0, Math.PI), nx = Math.cos(t), ny = Math.sin(t);
    const cx = rng.range(0, sw), cy = rng.range(0, sh);
    return {
      nx, ny, cx, cy, c: nx * cx + ny * cy, half: rng.range(0.08, 0.4) * Math.max(sw, sh), w: rng.range(0.004, 0.016) * sw,
      // how much the fold turns towards or away from the light
      k: signed(rng, 0.04, 0.11) * (0.4 + 0.6 * Math.abs(nx * lx + ny * ly)),
    };
  });
  // broad facets: a few soft bumps of light and shade
  const bumps = Array.from({ length: rng.int(5, 9) }, () => ({ x: rng.range(0, sw), y: rng.range(0, sh), r: rng.range(0.12, 0.3) * sw, k: signed(rng, 0.02, 0.05) }));
  const mx = Math.round(sw * 0.05), my = Math.round(sh * 0.04);
  const W = sw + 2 * mx, H = sh + 2 * my;
  const j = () => rng.range(-0.015, 0.015) * sw;
  const hm = homography([[mx + j(), my + j()], [mx + sw + j(), my + j()], [mx + sw + j(), my + sh + j()], [mx + j(), my + sh + j()]], [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const table = rng.pick([[92, 74, 58], [150, 150, 146], [58, 64, 74]] as const);
  const warm = [1, rng.range(0.96, 0.99), rng.range(0.88, 0.94)];
  const noise = xorshift(rng);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const d = hm[6]! * x + hm[7]! * y + 1;
      const u = (hm[0]! * x + hm[1]! * y + hm[2]!) / d, v = (hm[3]! * x + hm[4]! * y + hm[5]!) / d;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) {
        for (let c = 0; c < 3; c++) out[o + c] = clamp(table[c]! + (noise() - 0.5) * 10);
        continue;
      }
      let lit = 1, du = 0, dv = 0;
      for (const c of creases) {
        const dist = c.nx * u + c.ny * v - c.c;
        if (dist > 5 * c.w || dist < -5 * c.w) continue;
        const along = Math.abs(-c.ny * (u - c.cx) + c.nx * (v - c.cy)) / c.half;
        if (along >= 1) continue;
        const fade = Math.exp(-Math.abs(dist) / c.w) * (1 - along * along);
        lit += (dist > 0 ? c.k : -c.k) * fade;
        // the print beside a fold is drawn towards it (up to about a pixel, continuously across it)
        const pull = 2.5 * (dist / c.w) * fade;
        du += c.nx * pull;
        dv += c.ny * pull;
      }
      for (const b of bumps) {
        const r2 = ((u - b.x) ** 2 + (v - b.y) ** 2) / (b.r * b.r);
        if (r2 < 4) lit += b.k * Math.exp(-r2);
      }
      const rgb = sample(u + du, v + dv) ?? sample(u, v)!;
      const grain = (noise() - 0.5) * 8;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * warm[c]! * 0.96 * lit + grain);
    }
  }
  const quality = rng.int(66, 76);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(rng.range(0.45, 0.7)).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `photo of a crumpled and smoothed page (${creases.length} creases), JPEG ${quality}` };
}

async function lowlightPhone(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const sw = src.info.width, sh = src.info.height;
  const sample = sampler(src.data, sw, sh);
  const mx = Math.round(sw * 0.07), my = Math.round(sh * 0.05);
  const W = sw + 2 * mx, H = sh + 2 * my;
  // taken from below the page: the far (top) edge narrower, the rest jittered
  const narrow = rng.range(0.03, 0.08) * sw;
  const j = () => rng.range(-0.012, 0.012) * sw;
  const hm = homography(
    [[mx + narrow + j(), my + j()], [mx + sw - narrow + j(), my + j()], [mx + sw + j(), my + sh + j()], [mx + j(), my + sh + j()]],
    [[0, 0], [sw, 0], [sw, sh], [0, sh]],
  );
  const exposure = rng.range(0.45, 0.62);
  const cast = [1, rng.range(0.82, 0.88), rng.range(0.58, 0.68)];
  const vcx = rng.range(0.4, 0.6) * W, vcy = rng.range(0.4, 0.6) * H, vr = Math.hypot(W, H) / 2;
  const vign = rng.range(0.4, 0.55);
  const table = rng.pick([[60, 44, 34], [44, 44, 48], [80, 66, 52]] as const);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const d = hm[6]! * x + hm[7]! * y + 1;
      const rgb = sample((hm[0]! * x + hm[1]! * y + hm[2]!) / d, (hm[3]! * x + hm[4]! * y + hm[5]!) / d) ?? [table[0], table[1], table[2]];
      const r = Math.hypot(x - vcx, y - vcy) / vr;
      const light = exposure * (1 - vign * r * r);
      for (let c = 0; c < 3; c++) out[o + c] = clamp(rgb[c]! * cast[c]! * light);
    }
  }
  // a slight motion blur: a short line kernel at an angle
  const len = rng.int(3, 6), theta = rng.range(0, Math.PI);
  const size = len % 2 ? len : len + 1;
  const kernel = new Array<number>(size * size).fill(0);
  for (let i = 0; i < len * 4; i++) {
    const t = (i / (len * 4 - 1) - 0.5) * (len - 1);
    const kx = Math.round((size - 1) / 2 + t * Math.cos(theta)), ky = Math.round((size - 1) / 2 + t * Math.sin(theta));
    kernel[ky * size + kx] = 1;
  }
  const blurred = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).convolve({ width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) }).raw().toBuffer();
  // sensor noise, stronger in the dark, with some colour
  const noise = xorshift(rng);
  const sigma = rng.range(7, 12);
  for (let i = 0; i < W * H; i++) {
    const o = i * 3;
    const lum = (blurred[o]! + blurred[o + 1]! + blurred[o + 2]!) / 765;
    const k = sigma * (1.4 - lum);
    const l = (noise() + noise() + noise() - 1.5) * k;
    for (let c = 0; c < 3; c++) blurred[o + c] = clamp(blurred[o + c]! + l + (noise() - 0.5) * k * 0.6);
  }
  const quality = rng.int(55, 68);
  const image = await sharp(blurred, { raw: { width: W, height: H, channels: 3 } }).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return {
    image, width: W, height: H, ext: 'jpg', dpi: page.dpi,
    describe: `low-light phone photo: exposure ${Math.round(exposure * 100)} %, tungsten cast, vignette, ${len} px motion blur, noise, JPEG ${quality}`,
  };
}

export async function degradeFresh13(page: RenderedPage, style: Fresh13ScanStyle, rng: Rng, index = 0, count = 1): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'viewer-screenshot':
      return viewerScreenshot(page, rng, index, count);
    case 'carbon-copy':
      return carbonCopy(page, rng);
    case 'fax-line':
      return faxLine(page, rng);
    case 'crumpled-photo':
      return crumpledPhoto(page, rng);
    case 'lowlight-phone':
      return lowlightPhone(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh13(pdf: Buffer, pages: number[], style: Fresh13ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const [i, page] of rendered.entries()) out.push(await degradeFresh13(page, style, rng, i, rendered.length));
  return out;
}
