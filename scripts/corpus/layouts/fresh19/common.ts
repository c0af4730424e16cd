import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, n, pdfStream } from '../fresh8/common';

export {
  amount, ArchivePdf, cuitDashed, dmy, dmyShort, dotted, FlipPdf, FONT, idPair, idText, JsPdfKit, PdfLibKit, PipePdf, sayCondition, settle, shift,
  vatContained, wrapBy,
} from '../fresh18/common';
export { TagPdf } from '../fresh16/common';
export { quantity } from '../fresh/print';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "2026-11-24" → "2026/11/24" (year first, as some ERPs print it). */
export function ymdSlash(iso: string): string {
  return iso.replace(/-/g, '/');
}

/** "2026-11-24" → "2026.11.24" (SAP's dotted year-first date). */
export function ymdDot(iso: string): string {
  return iso.replace(/-/g, '.');
}

/** "2026-11-24" → "24 noviembre 2026" (no "de"). */
export function dayMonthYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** "2026-11-24" → "24 de noviembre de 2026". */
export function longEs(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
}

/** The first and last day of the month of an ISO date. */
export function monthSpan(iso: string): [string, string] {
  const first = `${iso.slice(0, 7)}-01`;
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return [first, d.toISOString().slice(0, 10)];
}

/** A perception on a net amount at `rate` percent, to the cent. */
export function perception(net: Decimal, rate: number): Decimal {
  return round2(net.mul(rate).div(100));
}

/** The receiver's document number alone: CUIT with dashes, DNI with dots ('' when none). */
export function docNumber(doc: DocSpec): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? `${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}` : r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A thousands-grouped whole number, "12.480". */
export function grouped(v: number): string {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The bars of an Interleaved 2 of 5 code (the one payment stubs carry for Pago Fácil / Rapipago): narrow 1, wide 3,
 * start 1010 and stop 1101 as module widths; returns [isBar, width] pairs. An odd number of digits gets a leading 0.
 */
export function i2of5(digits: string): Array<[boolean, number]> {
  const P = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
  const d = digits.length % 2 ? `0${digits}` : digits;
  const out: Array<[boolean, number]> = [[true, 1], [false, 1], [true, 1], [false, 1]];
  for (let i = 0; i < d.length; i += 2) {
    const a = P[Number(d[i])]!, b = P[Number(d[i + 1])]!;
    for (let k = 0; k < 5; k++) {
      out.push([true, a[k] === 'w' ? 3 : 1]);
      out.push([false, b[k] === 'w' ? 3 : 1]);
    }
  }
  out.push([true, 3], [false, 1], [true, 1]);
  return out;
}

/** A check digit by the "módulo 10 con ponderadores 1 3 5 7 9" rule payment-stub barcodes use. */
export function stubCheckDigit(digits: string): string {
  const w = [1, 3, 5, 7, 9];
  let sum = 0;
  [...digits].forEach((c, i) => {
    sum += Number(c) * (i === 0 ? 1 : w[((i - 1) % 4) + 1]!);
  });
  return String(Math.floor(sum / 2) % 10);
}

// ---------------------------------------------------------------------------------------------------------------
// MacPdf (fresh19): a page as macOS's Quartz PDFContext writes it when a Mac program (a FileMaker solution, Pages)
// prints to PDF: every face a **simple TrueType font with `/Encoding /MacRomanEncoding`** (so "á" is the byte 0x87,
// "ñ" 0x96, "°" 0xA1, not the WinAnsi codes) embedded whole (`FontFile2`) **with no ToUnicode map** — a reader gets
// the characters from the encoding alone —, text set at **`1 Tf` with the size in the text matrix**
// (`9 0 0 9 x y Tm`), colours in an **ICC-based colour space** (`/Cs1 cs … sc`, the sRGB profile embedded), and a
// Quartz-like Producer. Deterministic: dates pinned, the file ID an MD5 of the bytes (fresh8's assemblePdf).
// ---------------------------------------------------------------------------------------------------------------

/** Mac OS Roman codes 0x80–0xFF of the characters PDF's MacRomanEncoding names (others print as '?'). */
const MAC_HIGH = 'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨\u0000ÆØ\u0000±\u0000\u0000¥µ\u0000\u0000\u0000\u0000\u0000ªºΩæø¿¡¬\u0000ƒ\u0000\u0000«»…\u00a0ÀÃÕŒœ–—“”‘’÷\u0000ÿŸ⁄¤‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u0000ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';
const MAC_CODE = new Map<string, number>();
[...MAC_HIGH].forEach((ch, i) => {
  if (ch !== '\u0000' && ch !== 'Ω' && ch !== '\u00a0') MAC_CODE.set(ch, 0x80 + i);
});

function macCodes(text: string): number[] {
  return [...text].map((ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x20 && cp < 0x7f) return cp;
    return MAC_CODE.get(ch) ?? 0x3f;
  });
}

/** The character a Mac Roman code stands for. */
function macChar(code: number): string {
  return code < 0x80 ? String.fromCharCode(code) : [...MAC_HIGH][code - 0x80]!;
}

interface FkFont {
  unitsPerEm: number; ascent: number; descent: number; capHeight: number; postscriptName: string;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  glyphForCodePoint(cp: number): { advanceWidth: number };
}
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

const MAC_FACES = {
  R: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  B: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  I: '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
} as const;
export type MacFace = keyof typeof MAC_FACES;

export interface MacTextOptions {
  font?: MacFace;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

function macLiteral(codes: number[]): string {
  let s = '(';
  for (const c of codes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) s += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) s += `\\${c.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(c);
  }
  return `${s})`;
}

function sc(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${n(((v >> 16) & 255) / 255)} ${n(((v >> 8) & 255) / 255)} ${n((v & 255) / 255)}`;
}

export class MacPdf {
  private ops: string[] = [];
  private used = new Set<MacFace>();
  private faces = new Map<MacFace, { tt: FkFont; k: number }>();

  constructor(readonly size: [number, number], readonly meta: { creator: string; title: string; author: string }) {}

  private face(f: MacFace) {
    let face = this.faces.get(f);
    if (!face) {
      const tt = fontkit.openSync(MAC_FACES[f]);
      face = { tt, k: 1000 / tt.unitsPerEm };
      this.faces.set(f, face);
    }
    return face;
  }

  widthOf(value: string, font: MacFace = 'R', size = 9): number {
    const { tt, k } = this.face(font);
    let w = 0;
    for (const code of macCodes(value)) w += tt.glyphForCodePoint(macChar(code).codePointAt(0)!).advanceWidth * k;
    return (w * size) / 1000;
  }

  /** One line whose top is at `y` (from the top of the page); returns its width. */
  text(value: string, x: number, y: number, o: MacTextOptions = {}): number {
    if (!value) return 0;
    const font = o.font ?? 'R', size = o.size ?? 9;
    this.used.add(font);
    const w = this.widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const base = this.size[1] - y - size * 0.78;
    this.ops.push(`q /Cs1 cs ${sc(o.color ?? '#000000')} sc BT /TT${font} 1 Tf ${n(size)} 0 0 ${n(size)} ${n(left)} ${n(base)} Tm ${macLiteral(macCodes(value))} Tj ET Q`);
    return w;
  }

  wrap(value: string, width: number, font: MacFace = 'R', size = 9): string[] {
    const lines: string[] = [];
    let cur = '';
    for (const word of value.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.widthOf(next, font, size) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number; radius?: number } = {}): void {
    const H = this.size[1];
    const parts = ['q', `${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`/Cs1 cs ${sc(o.fill)} sc`);
    if (o.stroke || !o.fill) parts.push(`/Cs1 CS ${sc(o.stroke ?? '#000000')} SC`);
    const r = o.radius ?? 0;
    if (r) {
      const x0 = x, x1 = x + w, y0 = H - y - h, y1 = H - y, k = 0.5523 * r;
      parts.push(`${n(x0 + r)} ${n(y0)} m ${n(x1 - r)} ${n(y0)} l ${n(x1 - r + k)} ${n(y0)} ${n(x1)} ${n(y0 + r - k)} ${n(x1)} ${n(y0 + r)} c ` +
        `${n(x1)} ${n(y1 - r)} l ${n(x1)} ${n(y1 - r + k)} ${n(x1 - r + k)} ${n(y1)} ${n(x1 - r)} ${n(y1)} c ${n(x0 + r)} ${n(y1)} l ` +
        `${n(x0 + r - k)} ${n(y1)} ${n(x0)} ${n(y1 - r + k)} ${n(x0)} ${n(y1 - r)} c ${n(x0)} ${n(y0 + r)} l ${n(x0)} ${n(y0 + r - k)} ${n(x0 + r - k)} ${n(y0)} ${n(x0 + r)} ${n(y0)} c h`);
    } else parts.push(`${n(x)} ${n(H - y - h)} ${n(w)} ${n(h)} re`);
    parts.push(o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S', 'Q');
    this.ops.push(parts.join(' '));
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.ops.push(`q ${n(o.width ?? 0.6)} w /Cs1 CS ${sc(o.color ?? '#000000')} SC ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const catalog = add('');
    const pages = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const lit = (s: string) => macLiteral(macCodes(s));
    // Quartz writes the information dictionary's strings as PDFDocEncoding; these are plain ASCII
    const info = add(`<< /Producer (macOS Version 15.1 \\(Build 24B83\\) Quartz PDFContext) /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} ` +
      `/Author ${lit(this.meta.author)} /CreationDate (D:${stamp}Z00'00') /ModDate (D:${stamp}Z00'00') >>`);
    const iccFile = path.join(path.dirname(require.resolve('pdfkit')), 'data/sRGB_IEC61966_2_1.icc');
    const icc = add(pdfStream('/N 3 /Alternate /DeviceRGB /Filter /FlateDecode', deflateSync(readFileSync(iccFile))));
    const fontRefs: string[] = [];
    for (const f of (Object.keys(MAC_FACES) as MacFace[]).filter((k) => this.used.has(k))) {
      const { tt, k } = this.face(f);
      const raw = readFileSync(MAC_FACES[f]);
      const file = add(pdfStream(`/Length1 ${raw.length} /Filter /FlateDecode`, deflateSync(raw)));
      const widths: number[] = [];
      for (let c = 32; c <= 255; c++) {
        const ch = macChar(c);
        widths.push(ch !== '\u0000' && c !== 0x7f ? Math.round(tt.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * k) : 0);
      }
      const bbox = [tt.bbox.minX, tt.bbox.minY, tt.bbox.maxX, tt.bbox.maxY].map((v) => Math.round(v * k));
      const descriptor = add(`<< /Type /FontDescriptor /FontName /${tt.postscriptName} /Flags 32 /FontBBox [${bbox.join(' ')}] /ItalicAngle ${f === 'I' ? -12 : 0} ` +
        `/Ascent ${Math.round(tt.ascent * k)} /Descent ${Math.round(tt.descent * k)} /CapHeight ${Math.round((tt.capHeight || tt.unitsPerEm * 0.7) * k)} ` +
        `/StemV ${f === 'B' ? 136 : 84} /MaxWidth ${Math.round((tt.bbox.maxX - tt.bbox.minX) * k)} /FontFile2 ${file} 0 R >>`);
      const font = add(`<< /Type /Font /Subtype /TrueType /BaseFont /${tt.postscriptName} /FontDescriptor ${descriptor} 0 R /Encoding /MacRomanEncoding ` +
        `/FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] >>`);
      fontRefs.push(`/TT${f} ${font} 0 R`);
    }
    const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'))));
    const page = add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
      `/Resources << /ProcSet [/PDF /Text] /ColorSpace << /Cs1 [/ICCBased ${icc} 0 R] >> /Font << ${fontRefs.join(' ')} >> >> >>`);
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.3\n%\xc4\xe5\xf2\xe5\xeb\xa7\xf3\xa0\xd0\xc4\xc6\n');
  }
}
