import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';

export {
  amount, amountInWords, arcaQrUrl, cuitDashed, date, FONT, JsPdfKit, PdfLibKit, quantity, sayCondition, settle, shortDate, vatContained,
} from '../fresh6/common';
export { qrSvg, receiverNumber } from '../fresh7/common';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-26" → "26 de noviembre de 2026". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
}

/** "2026-11-26" → "Nov 26, 2026". */
export function englishDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}`;
}

/** "2026-11-26" → "26/11/26". */
export function yy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y!.slice(2)}`;
}

/** A small deterministic hash of a string and a salt, in [0, 1). */
export function hash01(seed: string, salt: number): number {
  let h = (2166136261 ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** The DNI with dots ("30.123.456"). */
export function dotted(n: string): string {
  return n.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function receiverDoc(doc: DocSpec): { label: string; value: string } | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  return r.docType === 'CUIT' ? { label: 'CUIT', value: `${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}` } : { label: 'DNI', value: dotted(r.docNumber) };
}

// ---------------------------------------------------------------------------------------------------------------
// A PDF writer of our own (no library): objects, xref and trailer written by hand, the standard 14 fonts named in
// WinAnsi with a ToUnicode map each (so pdf.js extracts every glyph), content streams deflated. Its text operators
// are what the layouts ask: TJ arrays with the AFM kerning and interword glue as numbers (no space glyphs, as TeX
// writes them), runs split mid-word at absolute positions (as a word processor's "Save as PDF" writes them), or an
// invisible OCR layer (render mode 3, each word its own text object squeezed with Tz to the word's box).
// ---------------------------------------------------------------------------------------------------------------

export type RawFont = 'H' | 'HB' | 'HI' | 'T' | 'TB' | 'TI' | 'C' | 'CB';

const BASE: Record<RawFont, FontNames> = {
  H: FontNames.Helvetica, HB: FontNames.HelveticaBold, HI: FontNames.HelveticaOblique, T: FontNames.TimesRoman, TB: FontNames.TimesRomanBold,
  TI: FontNames.TimesRomanItalic, C: FontNames.Courier, CB: FontNames.CourierBold,
};
const metrics = new Map<RawFont, Font>();
/** The AFM metrics of a standard face (widths, kerning pairs). */
export function metricsOf(f: RawFont): Font {
  let m = metrics.get(f);
  if (!m) metrics.set(f, (m = Font.load(BASE[f])));
  return m;
}

/** WinAnsi codes and glyph names of a text (characters outside WinAnsi become '?'). */
export function glyphs(text: string): Array<{ code: number; name: string }> {
  return [...text].map((ch) => {
    const cp = ch.codePointAt(0)!;
    const mapped = Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? cp : '?'.codePointAt(0)!;
    return Encodings.WinAnsi.encodeUnicodeCodePoint(mapped);
  });
}

/** A PDF literal string of WinAnsi codes. */
export function literal(codes: number[]): string {
  let s = '(';
  for (const c of codes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) s += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) s += `\\${c.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(c);
  }
  return `${s})`;
}

/** A number as the writer prints it (at most three decimals). */
export const n = (v: number) => (Math.round(v * 1000) / 1000).toString();

/** "#rrggbb" as three PDF colour components. */
export function rgbOf(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${n(((v >> 16) & 255) / 255)} ${n(((v >> 8) & 255) / 255)} ${n((v & 255) / 255)}`;
}

export interface RawTextOptions {
  font?: RawFont;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** How the text object is written: 'plain' one Tj; 'tex' a TJ with AFM kerns and glue numbers for the spaces; 'word' runs split mid-word. */
  mode?: 'plain' | 'tex' | 'word';
  /** Extra tracking between the glyphs of a 'tex' run, in thousandths of an em (letter-spaced headings). */
  tracking?: number;
  /** A salt for where 'word' runs are split. */
  salt?: number;
}

interface RawPage {
  ops: string[];
  images: string[];
}

export class RawPdf {
  private pages: RawPage[] = [];
  private images: Array<{ name: string; data: Buffer; width: number; height: number; gray: boolean }> = [];
  private used = new Set<RawFont>();
  /** Names written as /BaseFont (a word processor names its faces its own way). */
  fontNames: Partial<Record<RawFont, string>> = {};

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string; author?: string }) {
    this.addPage();
  }

  addPage(): void {
    this.pages.push({ ops: [], images: [] });
  }

  private get page(): RawPage {
    return this.pages[this.pages.length - 1]!;
  }

  op(s: string): void {
    this.page.ops.push(s);
  }

  /** Width in points, with the AFM kerning when `kern`. */
  widthOf(text: string, font: RawFont = 'H', size = 9, kern = false): number {
    const m = metricsOf(font);
    const g = glyphs(text);
    let w = 0;
    g.forEach((gl, i) => {
      w += (m.getWidthOfGlyph(gl.name) as number | undefined) ?? 500;
      if (kern && i + 1 < g.length) w += (m.getXAxisKerningForPair(gl.name, g[i + 1]!.name) as number | undefined) ?? 0;
    });
    return (w * size) / 1000;
  }

  ascent(font: RawFont, size: number): number {
    const a = font.startsWith('T') ? 683 : font.startsWith('C') ? 629 : 718;
    return (a * size) / 1000;
  }

  /** One line of text whose top is at `y` (from the top of the page); returns its width. */
  text(value: string, x: number, y: number, o: RawTextOptions = {}): number {
    const font = o.font ?? 'H', size = o.size ?? 9, mode = o.mode ?? 'plain';
    this.used.add(font);
    const w = this.widthOf(value, font, size, mode === 'tex') + (mode === 'tex' && o.tracking ? (o.tracking * size * Math.max(0, [...value].length - 1)) / 1000 : 0);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const base = this.size[1] - y - this.ascent(font, size);
    const color = o.color ? `${rgbOf(o.color)} rg ` : '0 g ';
    if (mode === 'plain') this.op(`BT ${color}/${font} ${n(size)} Tf ${n(left)} ${n(base)} Td ${literal(glyphs(value).map((g) => g.code))} Tj ET`);
    else if (mode === 'tex') this.op(`BT ${color}/${font} ${n(size)} Tf 1 0 0 1 ${n(left)} ${n(base)} Tm ${this.texArray(value, font, o.tracking ?? 0)} TJ ET`);
    else this.wordRuns(value, left, base, font, size, color, o.salt ?? 0);
    return w;
  }

  /** [(W)80(ord)-333(next)] : kerns from the AFM, glue for the spaces, optional tracking per glyph. */
  private texArray(value: string, font: RawFont, tracking: number): string {
    const m = metricsOf(font);
    const space = (m.getWidthOfGlyph('space') as number | undefined) ?? 278;
    const parts: string[] = [];
    let run: number[] = [];
    const flush = () => {
      if (run.length) parts.push(literal(run));
      run = [];
    };
    const g = glyphs(value);
    g.forEach((gl, i) => {
      if (gl.name === 'space') {
        flush();
        // interword glue (a little stretched), instead of a space glyph
        parts.push(n(-(space * 1.08 + tracking)));
        return;
      }
      run.push(gl.code);
      const next = g[i + 1];
      if (!next || next.name === 'space') return;
      const kern = ((m.getXAxisKerningForPair(gl.name, next.name) as number | undefined) ?? 0) + tracking;
      if (kern) {
        flush();
        parts.push(n(-kern));
      }
    });
    flush();
    return `[${parts.join('')}]`;
  }

  /** Runs split inside words, each its own text object at its own absolute position (a word processor's export). */
  private wordRuns(value: string, left: number, base: number, font: RawFont, size: number, color: string, salt: number): void {
    const runs: string[] = [];
    let current = '';
    [...value].forEach((ch, i) => {
      current += ch;
      const r = hash01(value, salt * 131 + i);
      // a break after ~1 glyph in 6, more often right after a space, never leaving an empty run
      if (i + 1 < value.length && (r < 0.14 || (ch === ' ' && r < 0.45))) {
        runs.push(current);
        current = '';
      }
    });
    if (current) runs.push(current);
    let x = left;
    for (const run of runs) {
      this.op(`BT /${font} ${n(size)} Tf 1 0 0 1 ${n(x)} ${n(base)} Tm ${color}[${literal(glyphs(run).map((g) => g.code))}] TJ ET`);
      x += this.widthOf(run, font, size);
    }
  }

  /** An invisible word (render mode 3) squeezed with Tz into the box [x, x + w], baseline at `base` (from the bottom). */
  ocrWord(word: string, x: number, base: number, w: number, size: number): void {
    this.used.add('H');
    const natural = this.widthOf(word, 'H', size);
    const tz = natural > 0 ? (w / natural) * 100 : 100;
    this.op(`BT 3 Tr /H ${n(size)} Tf ${n(tz)} Tz 1 0 0 1 ${n(x)} ${n(base)} Tm ${literal(glyphs(word).map((g) => g.code))} Tj ET`);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const yy = this.size[1] - y - h;
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke) parts.push(`${rgbOf(o.stroke)} RG`);
    parts.push(`${n(x)} ${n(yy)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.op(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.op(`q ${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  /** A JPEG drawn into the box (x, y from the top, w, h in points). */
  image(jpeg: Buffer, px: { width: number; height: number; gray: boolean }, x: number, y: number, w: number, h: number): void {
    const name = `Im${this.images.length + 1}`;
    this.images.push({ name, data: jpeg, ...px });
    this.page.images.push(name);
    this.op(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(this.size[1] - y - h)} cm /${name} Do Q`);
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o) as number;
    const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
    const catalog = add('');
    const pagesObj = add('');
    const info = add(
      `<< /Producer ${literal(glyphs(this.meta.producer).map((g) => g.code))} /Creator ${literal(glyphs(this.meta.creator).map((g) => g.code))} ` +
        `/Title ${literal(glyphs(this.meta.title).map((g) => g.code))}${this.meta.author ? ` /Author ${literal(glyphs(this.meta.author).map((g) => g.code))}` : ''} ` +
        `/CreationDate (D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}Z) /ModDate (D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}Z) >>`,
    );
    const toUnicode = add(stream(`/Filter /FlateDecode`, deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs: string[] = [];
    for (const f of (['H', 'HB', 'HI', 'T', 'TB', 'TI', 'C', 'CB'] as RawFont[]).filter((k) => this.used.has(k))) {
      const named = this.fontNames[f];
      let dict: string;
      if (named) {
        // a face named as the word processor names it, not embedded: widths and a descriptor, as a TrueType font
        const m = metricsOf(f);
        const widths: number[] = [];
        for (let c = 32; c <= 255; c++) {
          const name = winAnsiName(c);
          widths.push(name ? Math.round(((m.getWidthOfGlyph(name) as number | undefined) ?? 0)) : 0);
        }
        const descriptor = add(
          `<< /Type /FontDescriptor /FontName /${named} /Flags ${f.startsWith('T') ? 34 : 32} /FontBBox [${m.FontBBox.join(' ')}] /ItalicAngle ${m.ItalicAngle} ` +
            `/Ascent ${m.Ascender ?? 700} /Descent ${m.Descender ?? -200} /CapHeight ${m.CapHeight ?? 660} /StemV ${f.endsWith('B') ? 136 : 80} >>`,
        );
        dict = `<< /Type /Font /Subtype /TrueType /BaseFont /${named} /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] ` +
          `/FontDescriptor ${descriptor} 0 R /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`;
      } else {
        dict = `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`;
      }
      fontRefs.push(`/${f} ${add(dict)} 0 R`);
    }
    const imageRefs = new Map<string, number>();
    for (const im of this.images) {
      imageRefs.set(im.name, add(stream(`/Type /XObject /Subtype /Image /Width ${im.width} /Height ${im.height} /ColorSpace /${im.gray ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode`, im.data)));
    }
    const kids: number[] = [];
    for (const p of this.pages) {
      const content = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(p.ops.join('\n'), 'latin1'))));
      const xo = p.images.length ? ` /XObject << ${p.images.map((name) => `/${name} ${imageRefs.get(name)} 0 R`).join(' ')} >>` : '';
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text /ImageB /ImageC] /Font << ${fontRefs.join(' ')} >>${xo} >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info);
  }
}

/**
 * The file around numbered objects (object i + 1 is objects[i]): the header, the objects, the cross-reference table
 * and a trailer whose file ID is an MD5 of the bytes before it (so the same objects give the same file).
 */
export function assemblePdf(objects: ReadonlyArray<Buffer | string>, root: number, info: number, header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'): Buffer {
  const chunks: Buffer[] = [Buffer.from(header, 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    const body = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof o === 'string' ? Buffer.from(o, 'latin1') : o, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    offset += body.length;
    chunks.push(body);
  });
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/** A stream object: its dictionary (without /Length) and its bytes. */
export function pdfStream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

const codeToName = new Map<number, { name: string; cp: number }>();
for (const cp of Encodings.WinAnsi.supportedCodePoints) {
  const { code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(cp);
  if (!codeToName.has(code)) codeToName.set(code, { name, cp });
}
/** The glyph name of a WinAnsi code. */
export function winAnsiName(code: number): string | null {
  return codeToName.get(code)?.name ?? null;
}

/** The ToUnicode CMap of a WinAnsi font: each code to its Unicode code point. */
export function winAnsiCMap(): string {
  const entries = [...codeToName.entries()].filter(([code]) => code >= 32).sort((a, b) => a[0] - b[0]);
  const hex = (v: number, w: number) => v.toString(16).toUpperCase().padStart(w, '0');
  let body = '';
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    body += `${chunk.length} beginbfchar\n${chunk.map(([code, { cp }]) => `<${hex(code, 2)}> <${hex(cp, 4)}>`).join('\n')}\nendbfchar\n`;
  }
  return '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n' +
    `${body}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`;
}
