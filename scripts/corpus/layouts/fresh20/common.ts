import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, glyphs, literal, n, pdfStream, rgbOf } from '../fresh8/common';

export {
  amount, ArchivePdf, cuitDashed, docNumber, dmy, dmyShort, grouped, idPair, JsPdfKit, longEs, MacPdf, monthSpan, PdfLibKit, perception, PipePdf,
  quantity, sayCondition, settle, TagPdf, wrapBy,
} from '../fresh19/common';
export { spaced } from '../fresh4/common';
export { discountLine } from '../fresh5/common';
export { caeOf, qrModules } from '../fresh12/common';
export { arcaQrUrl } from '../fresh3/common';

const MON3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-24" → "24-nov-2026". */
export function dMonDash(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${MON3[Number(m) - 1]}-${y}`;
}

/** "2026-11-24" → "24.11.2026". */
export function dmyDot(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** "2026-11-24" → "11/24/2026" (an importer's system left in the US locale). */
export function mdy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** "2026-11-24" → "24 Nov. 2026". */
export function dMonDot(iso: string): string {
  const [y, m, d] = iso.split('-');
  const mon = MON3[Number(m) - 1]!;
  return `${Number(d)} ${mon[0]!.toUpperCase()}${mon.slice(1)}. ${y}`;
}

/** A deterministic number in [0, 1) from a string and a salt. */
export function hashOf(seed: string, salt: number): number {
  return createHash('md5').update(`${seed}/${salt}`).digest().readUInt32BE(0) / 4294967296;
}

/** The receiver's identity as printed after a caption ("30-71234567-8" / "30.123.456"), or '' for none. */
export function idValue(doc: DocSpec): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? `${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}` : r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// ---------------------------------------------------------------------------------------------------------------
// GdiPdf (fresh20): pages as a **Windows virtual PDF printer driver** writes what a desktop program printed through
// GDI. Three things earlier writers of the corpus do not do:
// - every face is a **Type0 font whose /Encoding is an embedded CMap stream of its own** (not Identity-H): the driver
//   numbers the glyphs in the order the print job first uses them, from <0100> up, and the CMap maps those two-byte
//   codes to CIDs (the subset's glyph ids) with `cidchar` entries; `/CIDToGIDMap /Identity`, a `/W` array, and a
//   ToUnicode map from the codes (so the bytes of a string are neither glyph ids nor Unicode);
// - the text is **placed glyph by glyph on the printer's 600 dpi grid**: each glyph's advance is rounded to whole
//   device pixels and the difference written as a number in the TJ array between nearly every pair of glyphs
//   (`[<0103>-1.2<0104>0.8<0105>…] TJ`), as GDI's ExtTextOut with its own advance widths comes out;
// - the page's **/Contents is an array of many small streams**, cut every few operators at token boundaries (often
//   in the middle of a BT … ET text object, between `Tf` and `TJ`), as a spooler writes its buffer out.
// Faces: TrueType files embedded as subsets (FontFile2). Deterministic: the cuts from an MD5 of the operators, the
// file ID an MD5 of the bytes (fresh8's assemblePdf), dates pinned.
// ---------------------------------------------------------------------------------------------------------------

interface FkGlyph { id: number; advanceWidth: number }
interface FkSubset { includeGlyph(glyph: number): number; encode(): Uint8Array }
interface FkFont {
  unitsPerEm: number; ascent: number; descent: number; capHeight: number; italicAngle: number; postscriptName: string;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  glyphForCodePoint(cp: number): FkGlyph; createSubset(): FkSubset;
}
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

interface GdiFace {
  key: string;
  tt: FkFont;
  subset: FkSubset;
  /** character → driver code, subset glyph id (the CID) and advance (1/1000 em) */
  codes: Map<string, { code: number; cid: number; width: number }>;
}

export interface GdiTextOptions {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

export class GdiPdf {
  private pages: string[][] = [];
  private faces = new Map<string, GdiFace>();
  private nextCode = 0x0100;

  constructor(
    readonly size: [number, number],
    readonly meta: { producer: string; creator: string; title: string; author?: string },
    faces: Record<string, string>,
    /** The printer's resolution the glyphs are placed on. */
    readonly dpi = 600,
  ) {
    for (const [key, file] of Object.entries(faces)) {
      const tt = fontkit.openSync(file);
      this.faces.set(key, { key, tt, subset: tt.createSubset(), codes: new Map() });
    }
    this.addPage();
  }

  addPage(): void {
    this.pages.push([]);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  private face(key?: string): GdiFace {
    const f = this.faces.get(key ?? [...this.faces.keys()][0]!);
    if (!f) throw new Error(`GdiPdf: no face ${key}`);
    return f;
  }

  private advance(f: GdiFace, ch: string): number {
    return (f.tt.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * 1000) / f.tt.unitsPerEm;
  }

  /** Width in points as drawn (advances snapped to the device grid). */
  widthOf(value: string, o: GdiTextOptions = {}): number {
    const f = this.face(o.font), size = o.size ?? 9, px = 72 / this.dpi;
    let w = 0;
    for (const ch of value) w += Math.round(((this.advance(f, ch) * size) / 1000) / px) * px;
    return w;
  }

  wrap(value: string, width: number, o: GdiTextOptions = {}): string[] {
    const lines: string[] = [];
    let cur = '';
    for (const word of value.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.widthOf(next, o) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  private code(f: GdiFace, ch: string): string {
    let e = f.codes.get(ch);
    if (!e) {
      const glyph = f.tt.glyphForCodePoint(ch.codePointAt(0)!);
      e = { code: this.nextCode++, cid: f.subset.includeGlyph(glyph.id), width: Math.round((glyph.advanceWidth * 1000) / f.tt.unitsPerEm) };
      f.codes.set(ch, e);
    }
    return e.code.toString(16).toUpperCase().padStart(4, '0');
  }

  /** One line whose top is at `y` (from the top of the page); returns its width. */
  text(value: string, x: number, y: number, o: GdiTextOptions = {}): number {
    if (!value) return 0;
    const f = this.face(o.font), size = o.size ?? 9, px = 72 / this.dpi;
    const w = this.widthOf(value, o);
    let left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    left = Math.round(left / px) * px;
    const cap = Number.isFinite(f.tt.capHeight) && f.tt.capHeight > 0 ? f.tt.capHeight : f.tt.unitsPerEm * 0.72;
    const base = Math.round((this.size[1] - y - (cap / f.tt.unitsPerEm) * size) / px) * px;
    // each glyph's advance snapped to the device grid; the difference between the font's and the device's advance
    // goes into the array as a number (thousandths of an em, negative moves right)
    const parts: string[] = [];
    let run = '';
    for (const ch of value) {
      const natural = (this.advance(f, ch) * size) / 1000;
      const snapped = Math.round(natural / px) * px;
      run += this.code(f, ch);
      const adjust = Math.round((-(snapped - natural) * 1000 / size) * 10) / 10;
      if (Math.abs(adjust) >= 0.1) {
        parts.push(`<${run}>`, n(adjust));
        run = '';
      }
    }
    if (run) parts.push(`<${run}>`);
    if (/^-?\d/.test(parts[parts.length - 1]!)) parts.pop();
    this.ops.push('BT', `/${f.key} ${n(size)} Tf`, o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg', `1 0 0 1 ${n(left)} ${n(base)} Tm`, `[${parts.join('')}] TJ`, 'ET');
    return w;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.ops.push('q', `${n(o.lineWidth ?? 0.5)} w`);
    if (o.fill) this.ops.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) this.ops.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    this.ops.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re`, o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S', 'Q');
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.ops.push('q', `${n(o.width ?? 0.5)} w`, `${rgbOf(o.color ?? '#000000')} RG`);
    if (o.dash) this.ops.push(`[${o.dash.join(' ')}] 0 d`);
    this.ops.push(`${n(x1)} ${n(H - y1)} m`, `${n(x2)} ${n(H - y2)} l`, 'S', 'Q');
  }

  /** Text turned 90° counter-clockwise (reading upwards), its start at (x, y) from the top of the page. */
  upText(value: string, x: number, y: number, o: GdiTextOptions = {}): void {
    const f = this.face(o.font), size = o.size ?? 7;
    let codes = '';
    for (const ch of value) codes += this.code(f, ch);
    this.ops.push('BT', `/${f.key} ${n(size)} Tf`, o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg', `0 1 -1 0 ${n(x)} ${n(this.size[1] - y)} Tm`, `[<${codes}>] TJ`, 'ET');
  }

  private fontObject(f: GdiFace, add: (o: Buffer | string) => number): string {
    const tt = f.tt, k = 1000 / tt.unitsPerEm;
    const program = Buffer.from(f.subset.encode());
    const digest = createHash('md5').update(program).digest();
    const name = `${[...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('')}+${tt.postscriptName}`;
    const file = add(pdfStream(`/Filter /FlateDecode /Length1 ${program.length}`, deflateSync(program)));
    const descriptor = add(`<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${Math.floor(tt.bbox.minX * k)} ${Math.floor(tt.bbox.minY * k)} ` +
      `${Math.ceil(tt.bbox.maxX * k)} ${Math.ceil(tt.bbox.maxY * k)}] /ItalicAngle ${tt.italicAngle} /Ascent ${Math.round(tt.ascent * k)} ` +
      `/Descent ${Math.round(tt.descent * k)} /CapHeight ${Math.round((tt.capHeight || tt.unitsPerEm * 0.72) * k)} /StemV 80 /FontFile2 ${file} 0 R >>`);
    const entries = [...f.codes.entries()].sort((a, b) => a[1].code - b[1].code);
    const byCid = [...entries].sort((a, b) => a[1].cid - b[1].cid);
    const w = byCid.map(([, e]) => `${e.cid} [${e.width}]`).join(' ');
    const cidFont = add(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [${w}] /CIDToGIDMap /Identity >>`);
    const hex = (v: number) => v.toString(16).toUpperCase().padStart(4, '0');
    const chunks = (lines: string[], op: string) => {
      let body = '';
      for (let i = 0; i < lines.length; i += 100) body += `${lines.slice(i, i + 100).length} begin${op}\n${lines.slice(i, i + 100).join('\n')}\nend${op}\n`;
      return body;
    };
    const cmapName = `GDI-${f.key}-${digest.subarray(6, 10).toString('hex').toUpperCase()}`;
    const encodingCMap = `%!PS-Adobe-3.0 Resource-CMap\n/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n` +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> def\n/CMapName /${cmapName} def\n/CMapType 1 def\n/WMode 0 def\n` +
      `1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${chunks(entries.map(([, e]) => `<${hex(e.code)}> ${e.cid}`), 'cidchar')}` +
      'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n';
    const encoding = add(pdfStream(`/Type /CMap /CMapName /${cmapName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /WMode 0 /Filter /FlateDecode`,
      deflateSync(Buffer.from(encodingCMap, 'latin1'))));
    const toUnicodeCMap = '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      `/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n` +
      `${chunks(entries.map(([ch, e]) => `<${hex(e.code)}> <${hex(ch.codePointAt(0)!)}>`), 'bfchar')}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`;
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeCMap, 'latin1'))));
    return `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding ${encoding} 0 R /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`;
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const catalog = add('');
    const pagesObj = add('');
    const str = (s: string) => literal(glyphs(s).map((g) => g.code));
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${str(this.meta.producer)} /Creator ${str(this.meta.creator)} /Title ${str(this.meta.title)}` +
      `${this.meta.author ? ` /Author ${str(this.meta.author)}` : ''} /CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const fontRefs: string[] = [];
    for (const f of this.faces.values()) if (f.codes.size) fontRefs.push(`/${f.key} ${add(this.fontObject(f, add))} 0 R`);
    const kids: number[] = [];
    this.pages.forEach((ops, p) => {
      // the spooler's buffer: a new stream every 5–14 operators, wherever that falls
      const streams: number[] = [];
      let i = 0, cut = 0;
      while (i < ops.length) {
        const len = 5 + Math.floor(hashOf(`${this.meta.title}#${p}`, cut++) * 10);
        streams.push(add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(`${ops.slice(i, i + len).join('\n')}\n`, 'latin1')))));
        i += len;
      }
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] ` +
        `/Contents [${streams.map((s) => `${s} 0 R`).join(' ')}] /Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.5\n%\xb5\xb5\xb5\xb5\n');
  }
}

/** The list price a discounted net price came from: a list whose `pct` % discount rounds to `net` (no half-cent tie). */
export function listFor(net: Decimal, pct: number): Decimal {
  const estimate = net.mul(100).div(100 - pct).toDecimalPlaces(2);
  for (let step = 0; step < 400; step++) {
    const list = estimate.add(new Decimal(step % 2 ? -(step + 1) / 2 : step / 2).div(100));
    const exact = list.mul(100 - pct).div(100);
    if (exact.mul(100).mod(1).abs().eq(0.5)) continue;
    if (exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).eq(net)) return list;
  }
  throw new Error(`no list price for ${net.toString()} less ${pct} %`);
}

/** Page sizes in points. */
export const A4: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const LIB = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  narrow: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
  narrowBold: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  mono: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  serifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
} as const;
