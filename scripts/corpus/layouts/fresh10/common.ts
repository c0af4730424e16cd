import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, n, pdfStream, rgbOf } from '../fresh8/common';

export {
  amount, amountInWords, cuitDashed, date, dmyy, dotted, FlipPdf, FONT, hash01, JsPdfKit, longDate, pad, PdfLibKit, quantity, RawPdf, receiverDoc,
  receiverNo, sayCondition, settle, vatContained, wrapBy, yy,
} from '../fresh9/common';

// fontkit comes with pdfkit (no types of its own): the few members used here.
interface FkPath { commands: Array<{ command: string; args: number[] }> }
interface FkGlyph { advanceWidth: number; path: FkPath; bbox: { minX: number; minY: number; maxX: number; maxY: number } }
interface FkFont { unitsPerEm: number; ascent: number; descent: number; bbox: { minX: number; minY: number; maxX: number; maxY: number }; glyphForCodePoint(cp: number): FkGlyph }
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-26" → "26/NOV/2026". */
export function upperShortDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${SHORT[Number(m) - 1]!.toUpperCase()}/${y}`;
}

/** Drops the accents (a printer or a program without them): "Razón Social" → "Razon Social". */
export function plain(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[ºª°]/g, (c) => (c === '°' ? 'o' : c));
}

/** A deterministic shuffle of indices from a string seed. */
export function shuffledOrder(count: number, seed: string): number[] {
  const keyed = Array.from({ length: count }, (_, i) => {
    const h = createHash('md5').update(`${seed}:${i}`).digest();
    return { i, k: h.readUInt32BE(0) };
  });
  return keyed.sort((a, b) => a.k - b.k || a.i - b.i).map((e) => e.i);
}

// ---------------------------------------------------------------------------------------------------------------
// GlyphPdf (fresh10): a third hand-written PDF writer, for two ways of emitting text real producers use and the
// older writers do not:
//  - 'type3': every face a **Type3 font** whose glyphs are procedures drawing the outline (taken from a TrueType file
//    with fontkit) — as print-to-PDF drivers and old converters write fonts they cannot embed; codes assigned in order
//    of first use from 1, glyph names /g1 /g2 …, a ToUnicode map for the text layer;
//  - 'recoded': a standard face (Helvetica, Times, Courier) under a **custom /Differences encoding in first-use order**
//    (code 1 is the first letter printed, as Ghostscript's subset encodings), not embedded, with its widths and a
//    ToUnicode map; strings written in hexadecimal.
// With `shuffle`, the page's text objects are written in a seeded random order after the graphics (a designer
// program's z-order): each text object is one whole line, so a line's words stay together.
// ---------------------------------------------------------------------------------------------------------------

export type GlyphFontSpec = { type3: string } | { std: 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Courier' | 'Courier-Bold' | 'Helvetica-Oblique' };

interface FontState {
  spec: GlyphFontSpec;
  codes: Map<string, number>;
  order: string[];
  /** Advance in thousandths of an em. */
  width: (ch: string) => number;
  ascent: number;
  tt?: FkFont;
  std?: Font;
}

function winAnsiName(ch: string): string {
  const cp = ch.codePointAt(0)!;
  return Encodings.WinAnsi.encodeUnicodeCodePoint(Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? cp : 63).name;
}

const STD_NAMES: Record<string, FontNames> = {
  Helvetica: FontNames.Helvetica, 'Helvetica-Bold': FontNames.HelveticaBold, 'Helvetica-Oblique': FontNames.HelveticaOblique,
  'Times-Roman': FontNames.TimesRoman, 'Times-Bold': FontNames.TimesRomanBold, Courier: FontNames.Courier, 'Courier-Bold': FontNames.CourierBold,
};

export interface GlyphTextOptions {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

interface GlyphPage {
  ops: Array<{ text: boolean; s: string }>;
}

export class GlyphPdf {
  private pages: GlyphPage[] = [];
  private fonts = new Map<string, FontState>();

  constructor(
    readonly size: [number, number],
    readonly meta: { producer: string; creator: string; title: string },
    fonts: Record<string, GlyphFontSpec>,
    readonly shuffle?: string,
  ) {
    for (const [name, spec] of Object.entries(fonts)) {
      if ('type3' in spec) {
        const tt = fontkit.openSync(spec.type3);
        const k = 1000 / tt.unitsPerEm;
        this.fonts.set(name, { spec, codes: new Map(), order: [], tt, ascent: tt.ascent * k * 0.92, width: (ch) => tt.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * k });
      } else {
        const std = Font.load(STD_NAMES[spec.std]!);
        const asc = spec.std.startsWith('Times') ? 683 : spec.std.startsWith('Courier') ? 629 : 718;
        this.fonts.set(name, { spec, codes: new Map(), order: [], std, ascent: asc, width: (ch) => (std.getWidthOfGlyph(winAnsiName(ch)) as number | undefined) ?? 500 });
      }
    }
    this.addPage();
  }

  addPage(): void {
    this.pages.push({ ops: [] });
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private get page(): GlyphPage {
    return this.pages[this.pages.length - 1]!;
  }

  private fontOf(name: string): FontState {
    const f = this.fonts.get(name);
    if (!f) throw new Error(`GlyphPdf: no font ${name}`);
    return f;
  }

  widthOf(value: string, font = 'R', size = 9): number {
    const f = this.fontOf(font);
    let w = 0;
    for (const ch of value) w += f.width(ch);
    return (w * size) / 1000;
  }

  private encode(value: string, f: FontState): string {
    let hex = '';
    for (const ch of value) {
      let code = f.codes.get(ch);
      if (code === undefined) {
        code = f.order.length + 1;
        if (code > 255) throw new Error('GlyphPdf: more than 255 distinct characters in one font');
        f.codes.set(ch, code);
        f.order.push(ch);
      }
      hex += code.toString(16).toUpperCase().padStart(2, '0');
    }
    return `<${hex}>`;
  }

  /** One line of text whose top is at `y` (from the top of the page); returns its width. */
  text(value: string, x: number, y: number, o: GlyphTextOptions = {}): number {
    if (!value) return 0;
    const name = o.font ?? 'R', size = o.size ?? 9;
    const f = this.fontOf(name);
    const w = this.widthOf(value, name, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const base = this.size[1] - y - (f.ascent * size) / 1000;
    this.page.ops.push({ text: true, s: `BT /${name} ${n(size)} Tf ${o.color ? `${rgbOf(o.color)} rg` : '0 g'} 1 0 0 1 ${n(left)} ${n(base)} Tm ${this.encode(value, f)} Tj ET` });
    return w;
  }

  wrap(value: string, width: number, font = 'R', size = 9): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.widthOf(next, font, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.page.ops.push({ text: false, s: `q ${parts.join(' ')} Q` });
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.ops.push({ text: false, s: `q ${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q` });
  }

  private type3Dict(f: FontState, add: (o: Buffer | string) => number, stream: (dict: string, data: Buffer) => Buffer, toUnicode: number): string {
    const tt = f.tt!;
    const k = 1000 / tt.unitsPerEm;
    const procs: string[] = [];
    const widths: number[] = [];
    f.order.forEach((ch, i) => {
      const g = tt.glyphForCodePoint(ch.codePointAt(0)!);
      const w = Math.round(g.advanceWidth * k);
      widths.push(w);
      const ops: string[] = [];
      let cx = 0, cy = 0;
      const p = (v: number) => n(v * k);
      for (const c of g.path.commands) {
        const a = c.args;
        if (c.command === 'moveTo') { ops.push(`${p(a[0]!)} ${p(a[1]!)} m`); cx = a[0]!; cy = a[1]!; }
        else if (c.command === 'lineTo') { ops.push(`${p(a[0]!)} ${p(a[1]!)} l`); cx = a[0]!; cy = a[1]!; }
        else if (c.command === 'quadraticCurveTo') {
          const [qx, qy, x, y] = a as [number, number, number, number];
          ops.push(`${p(cx + (2 / 3) * (qx - cx))} ${p(cy + (2 / 3) * (qy - cy))} ${p(x + (2 / 3) * (qx - x))} ${p(y + (2 / 3) * (qy - y))} ${p(x)} ${p(y)} c`);
          cx = x; cy = y;
        } else if (c.command === 'bezierCurveTo') {
          ops.push(`${p(a[0]!)} ${p(a[1]!)} ${p(a[2]!)} ${p(a[3]!)} ${p(a[4]!)} ${p(a[5]!)} c`);
          cx = a[4]!; cy = a[5]!;
        } else if (c.command === 'closePath') ops.push('h');
      }
      const b = g.path.commands.length ? g.bbox : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
      const body = `${w} 0 ${Math.floor(b.minX * k)} ${Math.floor(b.minY * k)} ${Math.ceil(b.maxX * k)} ${Math.ceil(b.maxY * k)} d1\n${ops.length ? `${ops.join('\n')}\nf` : ''}`;
      procs.push(`/g${i + 1} ${add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(body, 'latin1'))))} 0 R`);
    });
    const bb = tt.bbox;
    return `<< /Type /Font /Subtype /Type3 /FontBBox [${Math.floor(bb.minX * k)} ${Math.floor(bb.minY * k)} ${Math.ceil(bb.maxX * k)} ${Math.ceil(bb.maxY * k)}] ` +
      `/FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procs.join(' ')} >> /Encoding << /Type /Encoding /Differences [1 ${f.order.map((_, i) => `/g${i + 1}`).join(' ')}] >> ` +
      `/FirstChar 1 /LastChar ${f.order.length} /Widths [${widths.join(' ')}] /Resources << /ProcSet [/PDF] >> /ToUnicode ${toUnicode} 0 R >>`;
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => `(${[...s].map((ch) => {
      const code = Encodings.WinAnsi.encodeUnicodeCodePoint(Encodings.WinAnsi.canEncodeUnicodeCodePoint(ch.codePointAt(0)!) ? ch.codePointAt(0)! : 63).code;
      return code === 0x28 || code === 0x29 || code === 0x5c ? `\\${String.fromCharCode(code)}` : code < 0x20 || code > 0x7e ? `\\${code.toString(8).padStart(3, '0')}` : String.fromCharCode(code);
    }).join('')})`;
    const catalog = add('');
    const pagesObj = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const fontRefs: string[] = [];
    for (const [name, f] of this.fonts) {
      if (!f.order.length) continue;
      const cmap = f.order.map((ch, i) => `<${(i + 1).toString(16).toUpperCase().padStart(2, '0')}> <${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
      let body = '';
      for (let i = 0; i < cmap.length; i += 100) body += `${cmap.slice(i, i + 100).length} beginbfchar\n${cmap.slice(i, i + 100).join('\n')}\nendbfchar\n`;
      const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(
        '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
        `/CMapName /${name}-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n${body}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`, 'latin1'))));
      let dict: string;
      if ('type3' in f.spec) dict = this.type3Dict(f, add, pdfStream, toUnicode);
      else {
        const widths = f.order.map((ch) => Math.round(f.width(ch)));
        dict = `<< /Type /Font /Subtype /Type1 /BaseFont /${f.spec.std} /FirstChar 1 /LastChar ${f.order.length} /Widths [${widths.join(' ')}] ` +
          `/Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 ${f.order.map((ch) => `/${winAnsiName(ch)}`).join(' ')}] >> /ToUnicode ${toUnicode} 0 R >>`;
      }
      fontRefs.push(`/${name} ${add(dict)} 0 R`);
    }
    const kids: number[] = [];
    this.pages.forEach((p, pi) => {
      let ops = p.ops;
      if (this.shuffle) {
        const texts = ops.filter((o) => o.text);
        const order = shuffledOrder(texts.length, `${this.shuffle}/${pi}`);
        ops = [...ops.filter((o) => !o.text), ...order.map((i) => texts[i]!)];
      }
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(ops.map((o) => o.s).join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.3\n%\xc7\xec\x8f\xa2\n');
  }
}

/** The receiver's VAT condition in a layout's own words, only when the document prints it. */
export function conditionOf(doc: DocSpec): string | null {
  return doc.receiver.condicionPrinted ? doc.receiver.condicionText : null;
}
