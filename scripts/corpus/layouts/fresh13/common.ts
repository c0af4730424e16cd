import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, glyphs, literal, metricsOf, n, pdfStream, rgbOf, winAnsiCMap, type RawFont } from '../fresh8/common';

export { amount, cuitDashed, date, quantity, sayCondition, vatContained } from '../fresh/print';
export { amountInWords, FONT } from '../fresh2/common';
export { arcaQrUrl, PdfLibKit } from '../fresh3/common';
export { settle, spaced } from '../fresh4/common';
export { JsPdfKit, shortDate } from '../fresh6/common';
export { dotted, hash01, longDate, yy } from '../fresh8/common';
export { FlipPdf, wrapBy } from '../fresh9/common';
export { plain, upperShortDate } from '../fresh10/common';
export { shortEs } from '../fresh11/common';
export { caeOf, qrModules } from '../fresh12/common';
export type { RawFont } from '../fresh8/common';

/** A perception (IIBB) on a net amount at `rate` percent, to the cent. */
export function perception(net: Decimal, rate: number): Decimal {
  return round2(net.mul(rate).div(100));
}

/** The receiver's number as a layout prints it ("" when none). */
export function receiverNo(doc: DocSpec, cuit: (d: string) => string, dni: (d: string) => string): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? cuit(r.docNumber) : dni(r.docNumber);
}

/** "2026-11-27" → "2026-11-27 + days" as ISO. */
export function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// PipePdf (fresh13): a fifth hand-written PDF writer, built on fresh8's serialization helpers (its literal strings,
// WinAnsi glyphs and ToUnicode map, number format, stream objects and the xref/trailer assembly), for four ways other
// producers put text on a page that the older writers do not:
//  - 'tex':    as pdfTeX or Ghostscript write a typeset page: text objects left open across lines (each line moved to
//              with a relative `Td`, fonts switched inside the object), every line ONE TJ array with **no space glyph
//              at all** (words apart only by glue numbers, kerning pairs as numbers, "fi"/"fl" as ligature glyphs);
//              the faces' ToUnicode maps list only the codes used, so they hold no space;
//  - 'glyph':  as some report engines write a field: **every character its own placement** (`Tm`, or `Td` from the
//              previous character) and `Tj`, spaces never drawn; runs may carry horizontal scaling (`Tz`) or character
//              spacing (`Tc`), the placements following them;
//  - 'plain':  one text object per line (`Td`, then one `Tj`); with TrueType faces these are **Type0 fonts, Identity-H**:
//              two-byte glyph codes of a fontkit subset embedded as CIDFontType2, with a ToUnicode CMap;
//  - rotate:   the page stored portrait with **`/Rotate 90`** and everything drawn through `0 1 -1 0 w 0 cm`, so a
//              viewer shows it upright as a landscape page.
// Coordinates given to the drawing methods are the page as it is seen (y from its top).
// ---------------------------------------------------------------------------------------------------------------

/** A face: a standard one (not embedded) or a TrueType file embedded as a Type0/Identity-H subset. */
export type FaceSpec = { std: RawFont } | { ttf: string };

// fontkit comes with pdfkit (no types of its own): the few members used here.
interface FkGlyph { id: number; advanceWidth: number }
interface FkSubset { includeGlyph(glyph: number): number; encode(): Uint8Array }
interface FkFont {
  unitsPerEm: number; ascent: number; descent: number; capHeight: number; italicAngle: number; postscriptName: string;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  glyphForCodePoint(cp: number): FkGlyph; createSubset(): FkSubset;
}
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

/** A face's cap height in font units (faces whose OS/2 table has none: 73 % of the em). */
function capHeight(tt: FkFont): number {
  return Number.isFinite(tt.capHeight) && tt.capHeight > 0 ? tt.capHeight : tt.unitsPerEm * 0.73;
}

interface Face {
  key: string;
  spec: FaceSpec;
  /** Standard faces: codes shown (for the 'tex' ToUnicode). */
  codes: Map<number, string>;
  /** TrueType faces: the subset and each character's subset glyph id and advance (1/1000 em). */
  tt?: FkFont;
  subset?: FkSubset;
  cids: Map<string, { gid: number; width: number }>;
  widths: number[];
}

export interface PipeTextOptions {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** 'glyph' mode: horizontal scaling (Tz, percent). */
  tz?: number;
  /** 'glyph' mode: character spacing (Tc, points); 'tex' mode: tracking in thousandths of an em. */
  tc?: number;
  /** 'glyph' mode: how each character is placed (absolute `Tm`, or `Td` from the previous one). */
  place?: 'Tm' | 'Td';
  /** 'tex' mode: interword glue as a factor of the face's space (1 = natural). */
  glue?: number;
}

export type PipeMode = 'tex' | 'glyph' | 'plain';

const LIGATURES: Record<string, { code: number; name: string }> = { fi: { code: 28, name: 'fi' }, fl: { code: 29, name: 'fl' } };
const STD_NAME: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};

interface PipePage {
  ops: string[];
  /** 'tex': the text object left open, with the origin of its last line and its current font and colour. */
  open: { x: number; y: number; font: string; size: number; color: string } | null;
}

export class PipePdf {
  private pages: PipePage[] = [];
  private faces = new Map<string, Face>();
  /** The MediaBox (portrait when rotated). */
  private readonly media: [number, number];

  constructor(
    /** The page as it is seen: [width, height] in points. */
    readonly size: [number, number],
    readonly meta: { producer: string; creator: string; title: string; author?: string },
    readonly o: {
      mode: PipeMode; faces: Record<string, FaceSpec>; rotate?: boolean; header?: string;
      /** The drawing scaled onto a sheet of another size (as a "fit to page" print): its size, the scale and where the drawing's lower-left corner lands. */
      sheet?: { size: [number, number]; scale: number; x: number; y: number };
    },
  ) {
    for (const [key, spec] of Object.entries(o.faces)) {
      const face: Face = { key, spec, codes: new Map(), cids: new Map(), widths: [] };
      if ('ttf' in spec) {
        face.tt = fontkit.openSync(spec.ttf);
        face.subset = face.tt.createSubset();
        face.widths.push(Math.round((face.tt.glyphForCodePoint(0).advanceWidth * 1000) / face.tt.unitsPerEm));
      }
      this.faces.set(key, face);
    }
    this.media = o.sheet ? o.sheet.size : o.rotate ? [size[1], size[0]] : size;
    this.addPage();
  }

  addPage(): void {
    const page: PipePage = { ops: [], open: null };
    // the rotated page: seen (X, Y) is stored at (w - Y, X), w the stored width
    if (this.o.rotate) page.ops.push(`0 1 -1 0 ${n(this.media[0])} 0 cm`);
    const sh = this.o.sheet;
    if (sh) page.ops.push(`${n(sh.scale)} 0 0 ${n(sh.scale)} ${n(sh.x)} ${n(sh.y)} cm`);
    this.pages.push(page);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private get page(): PipePage {
    return this.pages[this.pages.length - 1]!;
  }

  private face(key: string): Face {
    const f = this.faces.get(key);
    if (!f) throw new Error(`PipePdf: no face ${key}`);
    return f;
  }

  /** Closes a text object left open ('tex' mode) before graphics. */
  private closeText(): void {
    if (this.page.open) {
      this.page.ops.push('ET');
      this.page.open = null;
    }
  }

  /** Raw graphics operators (in the seen page's coordinates, y up from its bottom). */
  op(s: string): void {
    this.closeText();
    this.page.ops.push(s);
  }

  ascent(key: string, size: number): number {
    const f = this.face(key);
    if (f.tt) return (capHeight(f.tt) * 1.02 / f.tt.unitsPerEm) * size;
    const std = (f.spec as { std: RawFont }).std;
    return ((std.startsWith('T') ? 683 : std.startsWith('C') ? 629 : 718) * size) / 1000;
  }

  /** Advance of one character in thousandths of an em. */
  private advance(f: Face, ch: string): number {
    if (f.tt) return (f.tt.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * 1000) / f.tt.unitsPerEm;
    const m = metricsOf((f.spec as { std: RawFont }).std);
    return (m.getWidthOfGlyph(glyphs(ch)[0]!.name) as number | undefined) ?? 500;
  }

  /** The TJ items of a 'tex' line and its width in thousandths of an em. */
  private texItems(value: string, f: Face, tracking: number, glue: number): { items: Array<number[] | number>; width: number } {
    const std = (f.spec as { std: RawFont }).std;
    const m = metricsOf(std);
    const space = (m.getWidthOfGlyph('space') as number | undefined) ?? 250;
    const g: Array<{ code: number; name: string; text: string }> = [];
    const chars = [...value];
    for (let i = 0; i < chars.length; i++) {
      const pair = chars[i]! + (chars[i + 1] ?? '');
      const lig = LIGATURES[pair];
      if (lig) {
        g.push({ ...lig, text: pair });
        i++;
        continue;
      }
      const gl = glyphs(chars[i]!)[0]!;
      g.push({ ...gl, text: chars[i]! });
    }
    const items: Array<number[] | number> = [];
    let run: number[] = [];
    let width = 0;
    const flush = () => {
      if (run.length) items.push(run);
      run = [];
    };
    // consecutive numbers become one (two spaces are one wider glue)
    const move = (v: number) => {
      const last = items[items.length - 1];
      if (typeof last === 'number') items[items.length - 1] = last + v;
      else items.push(v);
    };
    g.forEach((gl, i) => {
      if (gl.name === 'space') {
        flush();
        const w = space * glue + tracking;
        move(-w);
        width += w;
        return;
      }
      run.push(gl.code);
      f.codes.set(gl.code, gl.text);
      width += (m.getWidthOfGlyph(gl.name) as number | undefined) ?? 500;
      const next = g[i + 1];
      if (!next || next.name === 'space') return;
      const kern = ((m.getXAxisKerningForPair(gl.name, next.name) as number | undefined) ?? 0) + tracking;
      if (kern) {
        flush();
        move(-kern);
        width += kern;
      }
    });
    flush();
    return { items, width };
  }

  /** Width in points of `value` as `text` would draw it. */
  measure(value: string, o: PipeTextOptions = {}): number {
    const f = this.face(o.font ?? Object.keys(this.o.faces)[0]!), size = o.size ?? 9;
    if (this.o.mode === 'tex' && !f.tt) {
      const codes = new Map(f.codes);
      const w = this.texItems(value, f, o.tc ?? 0, o.glue ?? 1.1).width;
      f.codes = codes;
      return (w * size) / 1000;
    }
    let w = 0;
    for (const ch of value) w += (this.advance(f, ch) * size) / 1000 + (this.o.mode === 'glyph' ? o.tc ?? 0 : 0);
    return (w * (this.o.mode === 'glyph' ? o.tz ?? 100 : 100)) / 100;
  }

  /** The two-byte codes of a TrueType face (subset glyph ids), in hexadecimal. */
  private cidHex(value: string, f: Face): string {
    let hex = '';
    for (const ch of value) {
      let e = f.cids.get(ch);
      if (!e) {
        const glyph = f.tt!.glyphForCodePoint(ch.codePointAt(0)!);
        const gid = f.subset!.includeGlyph(glyph.id);
        e = { gid, width: Math.round((glyph.advanceWidth * 1000) / f.tt!.unitsPerEm) };
        f.cids.set(ch, e);
        f.widths[gid] = e.width;
      }
      hex += e.gid.toString(16).toUpperCase().padStart(4, '0');
    }
    return `<${hex}>`;
  }

  private shown(value: string, f: Face): string {
    if (f.tt) return this.cidHex(value, f);
    const g = glyphs(value);
    for (const [i, gl] of g.entries()) f.codes.set(gl.code, [...value][i]!);
    return literal(g.map((gl) => gl.code));
  }

  /** One line of text whose top is at `y` (from the top of the seen page); returns its width. */
  text(value: string, x: number, y: number, o: PipeTextOptions = {}): number {
    if (!value) return 0;
    const key = o.font ?? Object.keys(this.o.faces)[0]!, size = o.size ?? 9;
    const f = this.face(key);
    const w = this.measure(value, o);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const base = this.size[1] - y - this.ascent(key, size);
    const color = o.color ? `${rgbOf(o.color)} rg` : '0 g';
    if (this.o.mode === 'tex' && !f.tt) {
      const { items } = this.texItems(value, f, o.tc ?? 0, o.glue ?? 1.1);
      const p = this.page;
      if (!p.open) {
        p.ops.push('BT');
        p.open = { x: 0, y: 0, font: '', size: 0, color: '' };
      }
      const st = p.open;
      if (st.color !== color) p.ops.push(color);
      if (st.font !== key || st.size !== size) p.ops.push(`/${key} ${n(size)} Tf`);
      p.ops.push(`${n(left - st.x)} ${n(base - st.y)} Td`);
      p.ops.push(`[${items.map((it) => (typeof it === 'number' ? n(it) : literal(it))).join('')}] TJ`);
      Object.assign(st, { x: left, y: base, font: key, size, color });
      return w;
    }
    if (this.o.mode === 'glyph') {
      const tz = o.tz ?? 100, tc = o.tc ?? 0, scale = tz / 100;
      const parts = [`BT /${key} ${n(size)} Tf ${color}${tz !== 100 ? ` ${n(tz)} Tz` : ''}${tc ? ` ${n(tc)} Tc` : ''}`];
      let cx = left, prev: number | null = null;
      for (const ch of value) {
        const adv = ((this.advance(f, ch) * size) / 1000 + tc) * scale;
        if (ch !== ' ') {
          if (o.place === 'Td') {
            parts.push(`${prev === null ? `${n(cx)} ${n(base)}` : `${n(cx - prev)} 0`} Td ${this.shown(ch, f)} Tj`);
            prev = cx;
          } else parts.push(`1 0 0 1 ${n(cx)} ${n(base)} Tm ${this.shown(ch, f)} Tj`);
        }
        cx += adv;
      }
      parts.push('ET');
      this.op(parts.join('\n'));
      return w;
    }
    this.op(`BT /${key} ${n(size)} Tf ${color} ${n(left)} ${n(base)} Td ${this.shown(value, f)} Tj ET`);
    return w;
  }

  /** Splits `value` into lines no wider than `width`. */
  wrap(value: string, width: number, o: PipeTextOptions = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.measure(next, o) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A paragraph set justified (in 'tex' mode the glue of every line but the last stretched to `width`); returns the y below it. */
  paragraph(value: string, x: number, y: number, width: number, leading: number, o: PipeTextOptions = {}): number {
    const lines = this.wrap(value, width, o);
    lines.forEach((line, i) => {
      let glue = o.glue ?? 1.1;
      const spaces = [...line].filter((c) => c === ' ').length;
      if (this.o.mode === 'tex' && i < lines.length - 1 && spaces) {
        const bare = this.measure(line, { ...o, glue: 0 });
        const space = this.measure(' ', { ...o, glue: 1 });
        glue = (width - bare) / (spaces * space);
      }
      this.text(line, x, y + i * leading, { ...o, glue });
    });
    return y + lines.length * leading;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number; dash?: number[] } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.dash) parts.push(`[${o.dash.join(' ')}] 0 d`);
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.op(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.op(`q ${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  /** A circle (centre x, y from the top). */
  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const k = 0.5523 * r, cy = this.size[1] - y;
    const path = `${n(x + r)} ${n(cy)} m ${n(x + r)} ${n(cy + k)} ${n(x + k)} ${n(cy + r)} ${n(x)} ${n(cy + r)} c ${n(x - k)} ${n(cy + r)} ${n(x - r)} ${n(cy + k)} ${n(x - r)} ${n(cy)} c ` +
      `${n(x - r)} ${n(cy - k)} ${n(x - k)} ${n(cy - r)} ${n(x)} ${n(cy - r)} c ${n(x + k)} ${n(cy - r)} ${n(x + r)} ${n(cy - k)} ${n(x + r)} ${n(cy)} c h`;
    const paint = o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S';
    this.op(`q ${n(o.lineWidth ?? 0.6)} w ${o.fill ? `${rgbOf(o.fill)} rg ` : ''}${rgbOf(o.stroke ?? '#000000')} RG ${path} ${paint} Q`);
  }

  /** A QR code's modules as filled squares, its top-left corner at (x, y). */
  qr(modules: { n: number; on: (r: number, c: number) => boolean }, x: number, y: number, side: number): void {
    const cell = side / modules.n, H = this.size[1];
    const parts: string[] = [];
    for (let r = 0; r < modules.n; r++) for (let c = 0; c < modules.n; c++) if (modules.on(r, c)) parts.push(`${n(x + c * cell)} ${n(H - y - (r + 1) * cell)} ${n(cell + 0.04)} ${n(cell + 0.04)} re`);
    this.op(`q 0 g ${parts.join(' ')} f Q`);
  }

  private stdFont(f: Face, add: (o: Buffer | string) => number): string {
    const std = (f.spec as { std: RawFont }).std;
    if (this.o.mode !== 'tex') {
      const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
      return `<< /Type /Font /Subtype /Type1 /BaseFont /${STD_NAME[std]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`;
    }
    // only the codes shown (never a space), the ligatures to their two letters
    const hex = (v: number, w: number) => v.toString(16).toUpperCase().padStart(w, '0');
    const entries = [...f.codes.entries()].sort((a, b) => a[0] - b[0]);
    const lines = entries.map(([code, text]) => `<${hex(code, 2)}> <${[...text].map((c) => hex(c.codePointAt(0)!, 4)).join('')}>`);
    let body = '';
    for (let i = 0; i < lines.length; i += 100) body += `${lines.slice(i, i + 100).length} beginbfchar\n${lines.slice(i, i + 100).join('\n')}\nendbfchar\n`;
    const cmap = '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      `/CMapName /${f.key}-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n${body}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`;
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(cmap, 'latin1'))));
    return `<< /Type /Font /Subtype /Type1 /BaseFont /${STD_NAME[std]} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [28 /fi /fl] >> /ToUnicode ${toUnicode} 0 R >>`;
  }

  private cidFont(f: Face, add: (o: Buffer | string) => number): string {
    const tt = f.tt!;
    const k = 1000 / tt.unitsPerEm;
    const program = Buffer.from(f.subset!.encode());
    // a subset tag of six capitals, from the glyphs kept (as subsetting producers name them)
    const digest = createHash('md5').update(program).digest();
    const tag = [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
    const name = `${tag}+${tt.postscriptName}`;
    const file = add(pdfStream(`/Filter /FlateDecode /Length1 ${program.length}`, deflateSync(program)));
    const serif = /serif/i.test(tt.postscriptName) && !/sans/i.test(tt.postscriptName);
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags ${4 | (serif ? 2 : 0)} /FontBBox [${Math.floor(tt.bbox.minX * k)} ${Math.floor(tt.bbox.minY * k)} ${Math.ceil(tt.bbox.maxX * k)} ${Math.ceil(tt.bbox.maxY * k)}] ` +
        `/ItalicAngle ${tt.italicAngle} /Ascent ${Math.round(tt.ascent * k)} /Descent ${Math.round(tt.descent * k)} /CapHeight ${Math.round(capHeight(tt) * k)} /StemV 80 /FontFile2 ${file} 0 R >>`,
    );
    const widths = Array.from({ length: f.widths.length }, (_, i) => f.widths[i] ?? 0);
    const cid = add(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /W [0 [${widths.join(' ')}]] /CIDToGIDMap /Identity >>`);
    const hex = (v: number) => v.toString(16).toUpperCase().padStart(4, '0');
    const entries = [...f.cids.entries()].sort((a, b) => a[1].gid - b[1].gid).map(([ch, e]) => `<${hex(e.gid)}> <${hex(ch.codePointAt(0)!)}>`);
    let body = '';
    for (let i = 0; i < entries.length; i += 100) body += `${entries.slice(i, i + 100).length} beginbfchar\n${entries.slice(i, i + 100).join('\n')}\nendbfchar\n`;
    const cmap = '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      `/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${body}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`;
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(cmap, 'latin1'))));
    return `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`;
  }

  bytes(): Buffer {
    for (const p of this.pages) if (p.open) p.ops.push('ET');
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const catalog = add('');
    const pagesObj = add('');
    const str = (s: string) => literal(glyphs(s).map((g) => g.code));
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${str(this.meta.producer)} /Creator ${str(this.meta.creator)} /Title ${str(this.meta.title)}${this.meta.author ? ` /Author ${str(this.meta.author)}` : ''} ` +
      `/CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const fontRefs: string[] = [];
    for (const f of this.faces.values()) {
      if (!f.codes.size && !f.cids.size) continue;
      fontRefs.push(`/${f.key} ${add(f.tt ? this.cidFont(f, add) : this.stdFont(f, add))} 0 R`);
    }
    const kids: number[] = [];
    for (const p of this.pages) {
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(p.ops.join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.media[0])} ${n(this.media[1])}]${this.o.rotate ? ' /Rotate 90' : ''} /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, this.o.header);
  }
}
