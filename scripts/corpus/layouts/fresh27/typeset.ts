import { deflateSync } from 'node:zlib';
import { Encodings } from '@pdf-lib/standard-fonts';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, glyphs, hash01, literal, metricsOf, pdfStream, type RawFont } from '../fresh8/common';
import type { Face, Pen, PenText } from '../fresh24/common';

// ------------------------------------------------------------------------------------------------------------
// TypesetPdf: a PDF as a typesetting or desktop-publishing program writes it (InDesign's export, LaTeX through
// pdfTeX/dvipdfm, a word processor's "Save as PDF"): every line one text object whose text is a TJ array carrying
// kerning adjustments INSIDE words (the face's kerning pairs plus the small optical-kerning numbers such programs
// add between letters), words separated by real space glyphs, a justified paragraph spread with `Tw`; the fi, fl, ff
// and ffi ligatures set as single glyphs that the ToUnicode CMaps map to U+FB01, U+FB02, U+FB00 and U+FB03 (fi and fl
// as codes 1 and 2 of the face's /Differences encoding; ff and ffi, which the standard faces lack, from a small Type3
// font of the program's own, drawn with the Liberation outlines of f and i); no-break spaces (U+00A0, WinAnsi 0xA0) and thin / narrow no-break spaces
// (U+2009 / U+202F, codes 5 and 6, the space glyph drawn narrower by a TJ number) where the text holds them; en
// dashes, "N.º", typographic quotes as WinAnsi has them. Standard faces, not embedded, under the names the program
// gives them, with their widths; streams deflated; built over fresh8's `assemblePdf`, `pdfStream`, `literal`,
// `glyphs` and `metricsOf`.
// ------------------------------------------------------------------------------------------------------------

export type Flavor = 'indesign' | 'latex' | 'word';

const RAW: Record<Face, RawFont> = { sans: 'H', sansB: 'HB', sansI: 'HI', serif: 'T', serifB: 'TB', mono: 'C', monoB: 'CB' };

/** The names each program writes as /BaseFont (pdf.js and poppler map them to the standard faces). */
const NAMES: Record<Flavor, Record<RawFont, string>> = {
  indesign: { H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold' },
  latex: { H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold' },
  word: { H: 'ArialMT', HB: 'Arial-BoldMT', HI: 'Arial-ItalicMT', T: 'TimesNewRomanPSMT', TB: 'TimesNewRomanPS-BoldMT', TI: 'TimesNewRomanPS-ItalicMT', C: 'CourierNewPSMT', CB: 'CourierNewPS-BoldMT' },
};

/** Extra codes: ligatures and the narrow spaces, in the control range a /Differences array may name. */
const EXTRA: Array<{ code: number; name: string; cp: number; text: string }> = [
  { code: 1, name: 'fi', cp: 0xfb01, text: 'fi' },
  { code: 2, name: 'fl', cp: 0xfb02, text: 'fl' },
  { code: 3, name: 'ff', cp: 0xfb00, text: 'ff' },
  { code: 4, name: 'ffi', cp: 0xfb03, text: 'ffi' },
  { code: 5, name: 'space', cp: 0x2009, text: '\u2009' },
  { code: 6, name: 'space', cp: 0x202f, text: '\u202f' },
];

const winAnsi = new Map<number, { name: string; cp: number }>();
for (const cp of Encodings.WinAnsi.supportedCodePoints) {
  const { code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(cp);
  if (!winAnsi.has(code) || cp === code) winAnsi.set(code, { name, cp });
}

interface Glyph { code: number; name: string; space?: 'word' | 'narrow' }

const n = (v: number) => (Math.round(v * 1000) / 1000).toString();

function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => n(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
}

/** The glyphs a typesetter sets for a text: ligatures for ffi, ff, fi, fl (lower case only), narrow spaces apart. */
export function setGlyphs(value: string, ligatures = true): Glyph[] {
  const out: Glyph[] = [];
  const chars = [...value];
  for (let i = 0; i < chars.length; i++) {
    const rest = chars.slice(i, i + 3).join('');
    const lig = ligatures ? EXTRA.slice(0, 4).filter((e) => rest.startsWith(e.text)).sort((a, b) => b.text.length - a.text.length)[0] : undefined;
    if (lig) {
      out.push({ code: lig.code, name: lig.name });
      i += lig.text.length - 1;
      continue;
    }
    const ch = chars[i]!;
    if (ch === '\u2009' || ch === '\u202f') {
      out.push({ code: ch === '\u2009' ? 5 : 6, name: 'space', space: 'narrow' });
      continue;
    }
    const g = glyphs(ch)[0]!;
    out.push({ code: g.code, name: g.name, ...(g.code === 32 ? { space: 'word' as const } : {}) });
  }
  return out;
}

function glyphWidth(font: RawFont, name: string): number {
  const m = metricsOf(font);
  const w = (x: string) => (m.getWidthOfGlyph(x) as number | undefined) ?? 0;
  if (name === 'ff') return 2 * w('f');
  if (name === 'ffi') return 2 * w('f') + w('i');
  return w(name) || (name === 'fi' ? w('f') + w('i') : name === 'fl' ? w('f') + w('l') : 500);
}

interface Line { font: RawFont; size: number; x: number; base: number; color: string; tw: number; array: string }

export class TypesetPdf implements Pen {
  private pages: Array<{ graphics: string[]; lines: Line[] }> = [];
  private used = new Set<RawFont>();
  private ligUsed = new Set<RawFont>();
  /** Optical kerning: how much the program nudges letter pairs (thousandths of an em). */
  optical = 14;

  constructor(readonly size: [number, number], readonly flavor: Flavor, readonly meta: { title: string; producer: string; creator: string; author?: string }) {
    this.addPage();
  }

  private get page() {
    return this.pages[this.pages.length - 1]!;
  }

  addPage(): void {
    this.pages.push({ graphics: [], lines: [] });
  }

  section(): void {}

  /**
   * The text-showing operators of a text (the line's font already set) and its advance in thousandths of an em
   * (before Tw): TJ arrays in the face itself; the ff and ffi ligatures, which the standard faces lack, shown from the
   * program's own small Type3 ligature font (`/L<face>`), the face set again after them.
   */
  private layout(value: string, font: RawFont, size: number): { ops: string; advance: number; spaces: number } {
    const m = metricsOf(font);
    const g = setGlyphs(value, !font.startsWith('C'));
    const ops: string[] = [];
    let parts: string[] = [];
    let run: number[] = [];
    let advance = 0, spaces = 0;
    const flush = () => {
      if (run.length) parts.push(literal(run));
      run = [];
    };
    const flushArray = () => {
      flush();
      if (parts.length) ops.push(`[${parts.join('')}] TJ`);
      parts = [];
    };
    g.forEach((gl, i) => {
      advance += glyphWidth(font, gl.name);
      if (gl.code === 3 || gl.code === 4) {
        flushArray();
        this.ligUsed.add(font);
        ops.push(`/L${font} ${n(size)} Tf <0${gl.code}> Tj /${font} ${n(size)} Tf`);
        return;
      }
      run.push(gl.code);
      if (gl.space === 'word') spaces++;
      let adjust = 0;
      // a narrow space: the space glyph pulled in to about half its width
      if (gl.space === 'narrow') adjust += glyphWidth(font, 'space') * (gl.code === 5 ? 0.45 : 0.55);
      const next = g[i + 1];
      if (next && !gl.space && !next.space && next.code !== 3 && next.code !== 4) {
        const kern = (m.getXAxisKerningForPair(gl.name, next.name) as number | undefined) ?? 0;
        const r = hash01(`${value}|${font}`, i);
        const optical = r < 0.42 ? Math.round((r / 0.42 - 0.55) * this.optical * 2) : 0;
        adjust -= kern + optical;
      }
      if (Math.round(adjust)) {
        flush();
        const a = Math.round(adjust);
        parts.push(String(a));
        advance -= a;
      }
    });
    flushArray();
    return { ops: ops.join(' '), advance, spaces };
  }

  widthOf(value: string, face: Face = 'sans', size = 9): number {
    return (this.layout(value, RAW[face], size).advance * size) / 1000;
  }

  text(value: string, x: number, y: number, o: PenText & { justify?: number } = {}): void {
    if (!value) return;
    const font = RAW[o.face ?? 'sans'], size = o.size ?? 9;
    this.used.add(font);
    const { ops: array, advance, spaces } = this.layout(value, font, size);
    const w = (advance * size) / 1000;
    let tw = 0;
    if (o.justify && spaces) tw = Math.max(0, (o.justify - w) / spaces);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = font.startsWith('T') ? 0.683 : font.startsWith('C') ? 0.629 : 0.718;
    this.page.lines.push({ font, size, x: left, base: this.size[1] - y - ascent * size, color: o.color ?? '#000000', tw, array });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgb(o.fill)} rg`);
    parts.push(`${rgb(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.page.graphics.push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.graphics.push(`q ${n(o.width ?? 0.6)} w ${rgb(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  private content(p: { graphics: string[]; lines: Line[] }): string {
    const ops = [...p.graphics];
    if (this.flavor === 'latex') {
      // one text object for the page, lines placed by Td from the previous one, as dvipdfm writes them
      let lx = 0, ly = 0, font = '', tw = 0, color = '';
      ops.push('BT');
      for (const l of p.lines) {
        if (`${l.font}${l.size}` !== font) ops.push(`/${l.font} ${n(l.size)} Tf`);
        font = `${l.font}${l.size}`;
        if (l.color !== color) ops.push(`${rgb(l.color)} rg`);
        color = l.color;
        if (l.tw !== tw) ops.push(`${n(l.tw)} Tw`);
        tw = l.tw;
        ops.push(`${n(l.x - lx)} ${n(l.base - ly)} Td ${l.array}`);
        lx = l.x;
        ly = l.base;
      }
      ops.push('ET');
    } else {
      for (const l of p.lines) {
        const tw = this.flavor === 'word' ? `${n(l.tw)} Tw ` : l.tw ? `${n(l.tw)} Tw ` : '';
        ops.push(`BT /${l.font} ${n(l.size)} Tf ${tw}${rgb(l.color)} rg 1 0 0 1 ${n(l.x)} ${n(l.base)} Tm ${l.array} ET`);
      }
    }
    return ops.join('\n');
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}-03'00'`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)}${this.meta.author ? ` /Author ${lit(this.meta.author)}` : ''} /CreationDate (${date}) /ModDate (${date}) >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(cmap(), 'latin1'))));
    const encoding = add(`<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 ${EXTRA.map((e) => `/${e.name}`).join(' ')}] >>`);
    const fontRefs: string[] = [];
    for (const f of (['H', 'HB', 'HI', 'T', 'TB', 'TI', 'C', 'CB'] as RawFont[]).filter((k) => this.used.has(k))) {
      const widths: number[] = [];
      for (let c = 1; c <= 255; c++) {
        const extra = EXTRA.find((e) => e.code === c);
        const name = extra?.name ?? winAnsi.get(c)?.name;
        widths.push(name && (extra || c >= 32) ? Math.round(glyphWidth(f, name)) : 0);
      }
      const m = metricsOf(f);
      const fd = add(`<< /Type /FontDescriptor /FontName /${NAMES[this.flavor][f]} /Flags ${f.startsWith('T') ? 34 : 32} /FontBBox [${m.FontBBox.join(' ')}] /ItalicAngle ${m.ItalicAngle} ` +
        `/Ascent ${m.Ascender ?? 718} /Descent ${m.Descender ?? -207} /CapHeight ${m.CapHeight ?? 718} /StemV ${f.endsWith('B') ? 140 : 88} >>`);
      fontRefs.push(`/${f} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${NAMES[this.flavor][f]} /FirstChar 1 /LastChar 255 /Widths [${widths.join(' ')}] ` +
        `/FontDescriptor ${fd} 0 R /Encoding ${encoding} 0 R /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    }
    const ligToUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(cmap([[3, 0xfb00], [4, 0xfb03]]), 'latin1'))));
    for (const f of [...this.ligUsed].sort()) {
      const procs = ligatureProcs(f);
      const ff = add(pdfStream('', Buffer.from(procs.ff, 'latin1')));
      const ffi = add(pdfStream('', Buffer.from(procs.ffi, 'latin1')));
      fontRefs.push(`/L${f} ${add(`<< /Type /Font /Subtype /Type3 /FontBBox [${procs.bbox.join(' ')}] /FontMatrix [0.001 0 0 0.001 0 0] ` +
        `/CharProcs << /ff ${ff} 0 R /ffi ${ffi} 0 R >> /Encoding << /Type /Encoding /Differences [3 /ff /ffi] >> /FirstChar 3 /LastChar 4 ` +
        `/Widths [${Math.round(glyphWidth(f, 'ff'))} ${Math.round(glyphWidth(f, 'ffi'))}] /Resources << >> /ToUnicode ${ligToUnicode} 0 R >>`)} 0 R`);
    }
    const kids: number[] = [];
    for (const p of this.pages) {
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.content(p), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R${this.flavor === 'indesign' ? ' /ViewerPreferences << /DisplayDocTitle true >>' : ''} >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, this.flavor === 'latex' ? '%PDF-1.5\n%\xd0\xd4\xc5\xd8\n' : this.flavor === 'word' ? '%PDF-1.7\n%\xb5\xb5\xb5\xb5\n' : '%PDF-1.6\n%\xe2\xe3\xcf\xd3\n');
  }
}

/** The ToUnicode CMap: WinAnsi codes to their code points, the ligatures to U+FB00…U+FB03, codes 5 and 6 to U+2009 / U+202F. */
function cmap(only?: Array<[number, number]>): string {
  const entries: Array<[number, number]> = only ?? EXTRA.map((e) => [e.code, e.cp]);
  if (!only) for (const [code, { cp }] of [...winAnsi.entries()].sort((a, b) => a[0] - b[0])) if (code >= 32) entries.push([code, cp]);
  const hex = (v: number, w: number) => v.toString(16).toUpperCase().padStart(w, '0');
  let body = '';
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    body += `${chunk.length} beginbfchar\n${chunk.map(([code, cp]) => `<${hex(code, 2)}> <${hex(cp, 4)}>`).join('\n')}\nendbfchar\n`;
  }
  return '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n' +
    `${body}endcmap\nCMapName currentdict /CIDResource defineresource pop\nend\nend\n`;
}

/** The Liberation face (metric-compatible with the standard one) whose outlines draw a face's ff and ffi. */
const LIBERATION: Record<RawFont, string> = {
  H: 'LiberationSans-Regular', HB: 'LiberationSans-Bold', HI: 'LiberationSans-Italic', T: 'LiberationSerif-Regular', TB: 'LiberationSerif-Bold',
  TI: 'LiberationSerif-Italic', C: 'LiberationMono-Regular', CB: 'LiberationMono-Bold',
};

interface PathCommand { command: string; args: number[] }
interface FkFont { unitsPerEm: number; glyphForCodePoint(cp: number): { path: { commands: PathCommand[] }; advanceWidth: number } }
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

/** The glyph procedures of the ff and ffi ligatures (the f, f and i outlines set side by side, in 1/1000 em). */
function ligatureProcs(f: RawFont): { ff: string; ffi: string; bbox: number[] } {
  const font = fontkit.openSync(`/usr/share/fonts/truetype/liberation/${LIBERATION[f]}.ttf`);
  const k = 1000 / font.unitsPerEm;
  const outline = (cp: number, dx: number): string => {
    const ops: string[] = [];
    let cx = 0, cy = 0;
    for (const c of font.glyphForCodePoint(cp).path.commands) {
      const a = c.args.map((v, i) => (i % 2 === 0 ? v * k + dx : v * k));
      if (c.command === 'moveTo') ops.push(`${n(a[0]!)} ${n(a[1]!)} m`);
      else if (c.command === 'lineTo') ops.push(`${n(a[0]!)} ${n(a[1]!)} l`);
      else if (c.command === 'bezierCurveTo') ops.push(`${a.map(n).join(' ')} c`);
      else if (c.command === 'quadraticCurveTo') {
        const [qx, qy, x, y] = a as [number, number, number, number];
        ops.push(`${n(cx + (2 / 3) * (qx - cx))} ${n(cy + (2 / 3) * (qy - cy))} ${n(x + (2 / 3) * (qx - x))} ${n(y + (2 / 3) * (qy - y))} ${n(x)} ${n(y)} c`);
      } else if (c.command === 'closePath') ops.push('h');
      if (a.length >= 2) [cx, cy] = [a[a.length - 2]!, a[a.length - 1]!];
    }
    return ops.join('\n');
  };
  const fw = glyphWidth(f, 'f');
  // the second f tucked a little under the first, as a ligature draws it
  const tuck = fw * 0.04;
  const bbox = [-60, -220, Math.round(3 * fw + 400), 900];
  const head = (w: number) => `${Math.round(w)} 0 ${bbox.join(' ')} d1\n`;
  return {
    ff: `${head(glyphWidth(f, 'ff'))}${outline(0x66, 0)}\n${outline(0x66, fw - tuck)}\nf`,
    ffi: `${head(glyphWidth(f, 'ffi'))}${outline(0x66, 0)}\n${outline(0x66, fw - tuck)}\n${outline(0x69, 2 * fw - tuck)}\nf`,
    bbox,
  };
}
