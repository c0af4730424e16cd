import sharp from 'sharp';
import { renderPages, type RenderedPage } from './degrade';
import { homography } from './degrade-extra';
import { rgbOf, sampler } from './degrade-fresh12';
import { xorshift } from './degrade-fresh4';
import type { Fresh5ScanResult } from './degrade-fresh5';
import type { Rng } from './random';

/**
 * Scan styles added for the fresh17 split, beside degrade.ts and degrade-extra/fresh3…fresh16.ts (all unchanged).
 * Every random choice comes from the rng given (pixel noise from the fresh4 xorshift seeded by it; bilinear sampling
 * from degrade-fresh12, the perspective from degrade-extra's homography), so the same seed gives the same image;
 * pages are degraded one after the other.
 *
 * - toner-save:     a page printed by a laser printer in **toner-save (draft) mode** and scanned: every stroke and
 *                   fill laid down as a fine dot screen covering 50–66 % (rendered at 300 dpi, screened, brought
 *                   down to 200 dpi), so the print is an even mid-gray with a grainy texture, thin strokes broken
 *                   here and there; gray 200 dpi JPEG 76–86, ±0,1–0,5°.
 * - pen-on-page:    a phone photo of the page on a desk with a **transparent ballpoint pen lying on it** (a crystal
 *                   body with its ink tube, a coloured cap and its soft shadow) across a lower corner, slight free
 *                   perspective, warm light falling off from one side; 150/170 dpi JPEG 64–76.
 * - nup-sheet:      a page printed **two pages per sheet** ("2 páginas por hoja") and the sheet scanned: the page reduced
 *                   to 70,7 % into one half of an A4 sheet (a portrait page **turned 90°**, a landscape one upright),
 *                   the other half blank, sometimes the driver's thin page frame; gray 200 dpi JPEG 78–86 (the page
 *                   at ≈ 141 dpi).
 * - chat-screenshot: a **phone screenshot of a chat** in which the page was sent as a photo: a 1440 px wide screen
 *                   with the status bar, the contact's bar, a wallpaper, the picture in an incoming bubble (itself
 *                   JPEG-compressed at 68–78, 70–76 % of the screen's width, ≈ 120–130 dpi) with its time stamp, a
 *                   caption bubble and the input bar; PNG.
 * - cmy-black:      an **ink-jet print with the black cartridge empty** (black made of cyan, magenta and yellow),
 *                   scanned in colour: the print dark brown-violet, the three colours **out of register** by up to
 *                   1,5 px (coloured fringes), 2–5 thin lines where one colour's nozzle was clogged, a faint
 *                   head-pass banding; 200 dpi JPEG 76–86, ±0,1–0,5°.
 */
export type Fresh17ScanStyle = 'toner-save' | 'pen-on-page' | 'nup-sheet' | 'chat-screenshot' | 'cmy-black';
export const FRESH17_SCAN_STYLES: readonly Fresh17ScanStyle[] = ['toner-save', 'pen-on-page', 'nup-sheet', 'chat-screenshot', 'cmy-black'];

export function isFresh17Style(style: string): style is Fresh17ScanStyle {
  return (FRESH17_SCAN_STYLES as readonly string[]).includes(style);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function dpiOf(style: Fresh17ScanStyle, rng: Rng): number {
  switch (style) {
    case 'toner-save':
      return 300;
    case 'pen-on-page':
      return rng.pick([150, 170]);
    case 'nup-sheet':
      return 141;
    case 'chat-screenshot':
    case 'cmy-black':
      return 200;
  }
}

async function tonerSave(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.1, 0.5) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const { data, info } = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const w = info.width, h = info.height;
  const coverage = rng.range(0.5, 0.66);
  // a 4 × 4 ordered (Bayer) screen: a dot is laid where the threshold is under the coverage
  const bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const ink = 1 - data[i]! / 255;
      const th = (bayer[(y & 3) * 4 + (x & 3)]! + 0.5) / 16;
      // the dot is laid with the screen's share of the ink; a little randomness in the toner
      const laid = ink * coverage + (noise() - 0.5) * 0.18 > th * 0.98 ? Math.min(1, ink * 1.05) : 0;
      out[i] = clamp(255 - 232 * laid);
    }
  }
  const W = Math.round((w * 200) / 300), H = Math.round((h * 200) / 300);
  const down = await sharp(out, { raw: { width: w, height: h, channels: 1 } }).resize(W, H, { kernel: 'cubic' }).rotate(angle, { background: '#f4f4f2' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const paper = rng.int(236, 246);
  const px = Buffer.alloc(down.info.width * down.info.height);
  for (let i = 0; i < px.length; i++) px[i] = clamp((down.data[i]! / 255) * paper + 4 + (noise() - 0.5) * 7);
  const quality = rng.int(76, 86);
  const image = await sharp(px, { raw: { width: down.info.width, height: down.info.height, channels: 1 } }).blur(0.45).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: down.info.width, height: down.info.height, ext: 'jpg', dpi: 200, describe: `laser print in toner-save mode (${Math.round(coverage * 100)} % screen), gray scan, ${angle}°, JPEG ${quality}` };
}

async function penOnPage(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const src = await rgbOf(page);
  const pw = src.info.width, ph = src.info.height;
  const at = sampler(src.data, pw, ph);
  const mx = Math.round(pw * 0.06), my = Math.round(ph * 0.045);
  const W = pw + 2 * mx, H = ph + 2 * my;
  const j = () => rng.range(-0.014, 0.014) * pw;
  const hm = homography([[mx + j(), my + j()], [mx + pw + j(), my + j()], [mx + pw + j(), my + ph + j()], [mx + j(), my + ph + j()]], [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  const desk = rng.pick([[142, 104, 70], [176, 170, 160], [88, 82, 80], [196, 184, 160]] as const);
  // the pen: from outside the sheet, its tip over a lower corner (at most ~14 % of the width in)
  const right = rng.chance(0.5);
  const dpmm = page.dpi / 25.4;
  const len = 145 * dpmm, radius = rng.range(3.8, 4.4) * dpmm;
  const tipX = right ? mx + pw * rng.range(0.86, 0.92) : mx + pw * rng.range(0.08, 0.14);
  const tipY = my + ph * rng.range(0.9, 0.955);
  const ang = (right ? rng.range(-0.45, -0.15) : Math.PI + rng.range(0.15, 0.45));
  const dx = Math.cos(ang), dy = Math.sin(ang);
  // the axis runs from the tip (t = 0) outwards (t = len)
  const cap = rng.pick([[28, 70, 190], [30, 30, 34], [200, 36, 40]] as const);
  const sdx = rng.range(0.8, 1.6) * radius, sdy = rng.range(0.9, 1.7) * radius;
  const light = rng.chance(0.5) ? 1 : -1;
  const warm = [1.03, 1, rng.range(0.86, 0.92)];
  const noise = xorshift(rng);
  const axis = (x: number, y: number) => {
    const rx = x - tipX, ry = y - tipY;
    return { t: rx * dx + ry * dy, d: -rx * dy + ry * dx };
  };
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = hm[6]! * x + hm[7]! * y + 1;
      const u = (hm[0]! * x + hm[1]! * y + hm[2]!) / den, v = (hm[3]! * x + hm[4]! * y + hm[5]!) / den;
      const p = at(u, v);
      let px: number[] = p ? p.map((c) => c * 0.92 + 8) : desk.map((c) => c);
      // the pen's soft shadow, offset from it
      const s = axis(x - sdx, y - sdy);
      if (s.t > 0 && s.t < len) {
        const dd = Math.abs(s.d) / (radius * 1.25);
        if (dd < 1) px = px.map((c) => c * (1 - 0.36 * (1 - dd * dd)));
      }
      const a = axis(x, y);
      const tipR = a.t < 9 * dpmm ? radius * Math.max(0.18, a.t / (9 * dpmm)) : radius;
      if (a.t > 0 && a.t < len && Math.abs(a.d) < tipR) {
        const across = a.d / tipR;
        const shade = 0.82 + 0.14 * light * across;
        if (a.t < 3 * dpmm) px = [70, 70, 74].map((c) => c * shade); // the brass tip
        else if (a.t < 9 * dpmm) px = px.map((c) => c * 0.78 * shade + 30); // the clear cone
        else if (a.t > len - 20 * dpmm) px = cap.map((c) => c * shade + (Math.abs(across + 0.4 * light) < 0.12 ? 60 : 0)); // the end cap
        else {
          // the crystal body: the page seen through it, tinted and a little dimmed, the ink tube in the middle, a highlight
          const tube = Math.abs(across) < 0.16;
          px = tube ? cap.map((c) => c * 0.75 + 20) : px.map((c, k) => c * (0.8 + (k === 2 ? 0.08 : 0)) * shade + 14);
          if (Math.abs(across + 0.55 * light) < 0.09) px = px.map((c) => c * 0.4 + 150);
        }
      }
      // light falling off across the desk
      const fall = 1 - 0.16 * (light > 0 ? x / W : 1 - x / W);
      const o = (y * W + x) * 3;
      const nz = (noise() - 0.5) * 10;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c]! * fall * warm[c]! + nz);
    }
  }
  const quality = rng.int(64, 76);
  const image = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.5).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer();
  return { image, width: W, height: H, ext: 'jpg', dpi: page.dpi, describe: `phone photo on a desk with a clear ballpoint pen over the lower ${right ? 'right' : 'left'} corner, JPEG ${quality}` };
}

async function nupSheet(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  // the sheet: A4 portrait at 200 dpi; the page (rendered at 141 dpi = 200 × 0,707) in its upper half
  const SW = 1654, SH = 2339;
  const landscape = page.width > page.height;
  const turn = landscape ? 0 : rng.pick([90, 270]);
  const placed = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().toColourspace('b-w').rotate(turn).raw().toBuffer({ resolveWithObject: true });
  const slotW = SW, slotH = Math.floor(SH / 2);
  const left = Math.max(0, Math.round((slotW - placed.info.width) / 2)), top = Math.max(0, Math.round((slotH - placed.info.height) / 2));
  const sheet = Buffer.alloc(SW * SH, 255);
  for (let y = 0; y < placed.info.height && top + y < SH; y++) {
    for (let x = 0; x < placed.info.width && left + x < SW; x++) sheet[(top + y) * SW + left + x] = placed.data[y * placed.info.width + x]!;
  }
  // the driver's page frame, sometimes
  const frame = rng.chance(0.5);
  if (frame) {
    for (const [x0, y0, x1, y1] of [[left, top, left + placed.info.width, top + placed.info.height]]) {
      for (let x = x0!; x < x1!; x++) for (const yy of [y0!, y1! - 1]) if (yy >= 0 && yy < SH && x < SW) sheet[yy * SW + x] = 90;
      for (let y = y0!; y < y1!; y++) for (const xx of [x0!, x1! - 1]) if (xx >= 0 && xx < SW && y < SH) sheet[y * SW + xx] = 90;
    }
  }
  const angle = Math.round(rng.range(0.1, 0.5) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const turned = await sharp(sheet, { raw: { width: SW, height: SH, channels: 1 } }).rotate(angle, { background: '#ffffff' }).extract({ left: 0, top: 0, width: SW, height: SH }).extractChannel(0).raw().toBuffer();
  const paper = rng.int(232, 244);
  const noise = xorshift(rng);
  const out = Buffer.alloc(SW * SH);
  for (let i = 0; i < out.length; i++) out[i] = clamp((turned[i]! / 255) * paper + 6 + (noise() - 0.5) * 6);
  const quality = rng.int(78, 86);
  const image = await sharp(out, { raw: { width: SW, height: SH, channels: 1 } }).blur(0.4).withMetadata({ density: 200 }).jpeg({ quality }).toBuffer();
  return { image, width: SW, height: SH, ext: 'jpg', dpi: 200, describe: `two pages per sheet, the page reduced to 70.7 %${turn ? ` and turned ${turn}°` : ''} in the upper half${frame ? ' with a frame' : ''}, gray scan, ${angle}°, JPEG ${quality}` };
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function chatScreenshot(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const SW = 1440;
  const frac = rng.range(0.7, 0.76);
  const iw = Math.round(SW * frac);
  const ih = Math.round((iw * page.height) / page.width);
  // the photo as the chat app sends it: reduced and compressed
  const q = rng.int(68, 78);
  const sent = await sharp(page.image).flatten({ background: '#ffffff' }).removeAlpha().modulate({ brightness: rng.range(0.95, 0.99) }).resize(iw, ih, { kernel: 'lanczos3' }).jpeg({ quality: q }).toBuffer();
  const status = 96, bar = 190, inputH = 190;
  const pad = 10;
  const bubbleX = 36, bubbleY = status + bar + 150;
  const captionY = bubbleY + ih + 2 * pad + 40;
  const SH = captionY + 150 + inputH + 60;
  const dark = rng.chance(0.35);
  const wall = dark ? '#0b141a' : rng.pick(['#efe7de', '#e5ddd5', '#dfe9e4']);
  const bubble = dark ? '#202c33' : '#ffffff';
  const ink = dark ? '#e9edef' : '#111b21';
  const sub = dark ? '#8696a0' : '#667781';
  const hh = rng.int(8, 21), mm = rng.int(0, 59);
  const time = `${hh}:${String(mm).padStart(2, '0')}`;
  const sent2 = `${hh}:${String(Math.min(59, mm + rng.int(0, 1))).padStart(2, '0')}`;
  const contact = rng.pick(['Administración', 'Ventas', 'Facturación', 'Proveedor', '+54 9 11 5' + String(rng.int(100, 999)) + '-' + String(rng.int(1000, 9999))]);
  const caption = rng.pick(['Te paso la factura', 'Acá está el comprobante', 'Factura del mes, cualquier cosa avisame', 'Ahí va, saludos']);
  const battery = rng.int(18, 96);
  // wallpaper doodles: faint small circles
  let doodles = '';
  for (let k = 0; k < 60; k++) doodles += `<circle cx="${rng.int(0, SW)}" cy="${rng.int(status + bar, SH - inputH)}" r="${rng.int(6, 18)}" fill="none" stroke="${dark ? '#1a262d' : '#d8cfc4'}" stroke-width="3"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${SH}">
<rect width="${SW}" height="${SH}" fill="${wall}"/>${doodles}
<rect width="${SW}" height="${status + bar}" fill="${dark ? '#202c33' : '#008069'}"/>
<text x="48" y="66" font-family="DejaVu Sans" font-size="40" fill="#ffffff">${time}</text>
<rect x="${SW - 150}" y="38" width="84" height="36" rx="6" fill="none" stroke="#ffffff" stroke-width="4"/><rect x="${SW - 146}" y="42" width="${Math.round(76 * battery / 100)}" height="28" fill="#ffffff"/>
<text x="${SW - 250}" y="68" font-family="DejaVu Sans" font-size="34" fill="#ffffff">${battery}%</text>
<path d="M44 ${status + 95} l40 -36 M44 ${status + 95} l40 36 M44 ${status + 95} h64" stroke="#ffffff" stroke-width="8" fill="none"/>
<circle cx="190" cy="${status + 95}" r="52" fill="#bfc8cc"/><circle cx="190" cy="${status + 80}" r="20" fill="#eef1f2"/><ellipse cx="190" cy="${status + 128}" rx="34" ry="20" fill="#eef1f2"/>
<text x="266" y="${status + 88}" font-family="DejaVu Sans" font-size="46" font-weight="bold" fill="#ffffff">${esc(contact)}</text>
<text x="266" y="${status + 140}" font-family="DejaVu Sans" font-size="32" fill="#e0f2ee">en línea</text>
<rect x="${SW / 2 - 120}" y="${status + bar + 40}" width="240" height="64" rx="18" fill="${dark ? '#182229' : '#ffffff'}" opacity="0.92"/>
<text x="${SW / 2}" y="${status + bar + 84}" text-anchor="middle" font-family="DejaVu Sans" font-size="32" fill="${sub}">HOY</text>
<rect x="${bubbleX}" y="${bubbleY}" width="${iw + 2 * pad}" height="${ih + 2 * pad}" rx="22" fill="${bubble}"/>
<rect x="${bubbleX}" y="${captionY}" width="${Math.min(SW - 200, 120 + caption.length * 24)}" height="110" rx="22" fill="${bubble}"/>
<text x="${bubbleX + 30}" y="${captionY + 66}" font-family="DejaVu Sans" font-size="40" fill="${ink}">${esc(caption)}</text>
<text x="${bubbleX + Math.min(SW - 200, 120 + caption.length * 24) - 120}" y="${captionY + 96}" font-family="DejaVu Sans" font-size="28" fill="${sub}">${sent2}</text>
<rect x="0" y="${SH - inputH - 40}" width="${SW}" height="${inputH + 40}" fill="${wall}"/>
<rect x="24" y="${SH - inputH}" width="${SW - 230}" height="130" rx="65" fill="${bubble}"/>
<text x="130" y="${SH - inputH + 80}" font-family="DejaVu Sans" font-size="44" fill="${sub}">Mensaje</text>
<circle cx="${SW - 100}" cy="${SH - inputH + 65}" r="68" fill="#00a884"/>
<rect x="${SW - 112}" y="${SH - inputH + 30}" width="24" height="46" rx="12" fill="#ffffff"/>
</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().toBuffer();
  // the time stamp drawn over the picture's lower right corner, on a dark scrim
  const stamp = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="150" height="56"><rect width="150" height="56" rx="14" fill="#000000" opacity="0.35"/><text x="75" y="39" text-anchor="middle" font-family="DejaVu Sans" font-size="30" fill="#ffffff">${time}</text></svg>`);
  const image = await sharp(base)
    .composite([
      { input: sent, left: bubbleX + pad, top: bubbleY + pad },
      { input: stamp, left: bubbleX + pad + iw - 166, top: bubbleY + pad + ih - 70 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  const dpi = Math.round((iw / page.width) * page.dpi);
  return { image, width: SW, height: SH, ext: 'png', dpi, describe: `phone screenshot of a chat, the page sent as a photo (${iw} px wide, ~${dpi} dpi, JPEG ${q})${dark ? ', dark theme' : ''}` };
}

async function cmyBlack(page: RenderedPage, rng: Rng): Promise<Fresh5ScanResult> {
  const angle = Math.round(rng.range(0.1, 0.5) * 10) / 10 * (rng.chance(0.5) ? -1 : 1);
  const src = await rgbOf(page);
  const w = src.info.width, h = src.info.height;
  // each colour's offset (out of register) and how strong its ink is
  const off = [0, 1, 2].map(() => [rng.range(-1.5, 1.5), rng.range(-1.2, 1.2)] as [number, number]);
  const strength = [rng.range(0.6, 0.74), rng.range(0.64, 0.78), rng.range(0.8, 0.92)];
  const at = sampler(src.data, w, h);
  // clogged nozzles: a thin line per pass where one colour is missing
  const clogs = Array.from({ length: rng.int(2, 5) }, () => ({ channel: rng.int(0, 2), y: rng.int(0, h - 1), period: rng.int(90, 140), width: rng.int(1, 2) }));
  const pass = rng.int(48, 72), passDepth = rng.range(0.03, 0.06);
  const noise = xorshift(rng);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const band = 1 - passDepth * (((y % pass) / pass) < 0.12 ? 1 : 0);
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) {
        // coverage of cyan (from red), magenta (from green), yellow (from blue) at its shifted place
        const p = at(x + off[c]![0], y + off[c]![1]);
        let cov = p ? 1 - p[c]! / 255 : 0;
        for (const k of clogs) if (k.channel === c && ((y - k.y) % k.period + k.period) % k.period < k.width) cov *= 0.15;
        cov *= strength[c]! * band;
        out[o + c] = clamp(250 - 238 * cov + (c === 2 ? -6 : 0) + (noise() - 0.5) * 6);
      }
    }
  }
  const quality = rng.int(76, 86);
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } }).rotate(angle, { background: '#f6f4ee' }).blur(0.45).withMetadata({ density: page.dpi }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height, ext: 'jpg', dpi: page.dpi, describe: `ink-jet print with composite black (CMY out of register, ${clogs.length} clogged-nozzle lines), colour scan, ${angle}°, JPEG ${quality}` };
}

export async function degradeFresh17(page: RenderedPage, style: Fresh17ScanStyle, rng: Rng): Promise<Fresh5ScanResult> {
  switch (style) {
    case 'toner-save':
      return tonerSave(page, rng);
    case 'pen-on-page':
      return penOnPage(page, rng);
    case 'nup-sheet':
      return nupSheet(page, rng);
    case 'chat-screenshot':
      return chatScreenshot(page, rng);
    case 'cmy-black':
      return cmyBlack(page, rng);
  }
}

/** Renders the pages of a PDF at the style's resolution and degrades each, one after the other. */
export async function scanFresh17(pdf: Buffer, pages: number[], style: Fresh17ScanStyle, rng: Rng): Promise<Fresh5ScanResult[]> {
  const dpi = dpiOf(style, rng);
  const rendered = await renderPages(pdf, pages, dpi);
  const out: Fresh5ScanResult[] = [];
  for (const page of rendered) out.push(await degradeFresh17(page, style, rng));
  return out;
}
