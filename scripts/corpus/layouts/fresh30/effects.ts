import { deflateSync } from 'node:zlib';
import { PINNED_DATE } from '../../pdf';
import type { Face, Pen, PenText } from '../fresh24/common';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream, winAnsiCMap, winAnsiName, type RawFont } from '../fresh8/common';

// ------------------------------------------------------------------------------------------------------------
// EffectPdf: a PDF written by programs that SIMULATE type effects instead of using real faces, so the text layer
// holds what the eye sees once two or three times, stroked, skewed or stretched. Three flavours:
//  - 'dosprint'  (a DOS program's Epson ESC/P output turned into a PDF by a DOS-print utility, DOSPrinter / Printfil
//                 -like): Courier only; EMPHASIZED text is printed twice, the second pass 0,35 pt to the right, inside
//                 the same text object (`Td` back to the line start); DOUBLE-STRIKE headings twice, 0,3 pt lower;
//                 DOUBLE-WIDTH (ESC W) titles with `200 Tz`; every printed line one `Tj` with its spaces.
//  - 'publisher' (a desktop-publishing program's letterhead and form): no bold face embedded, bold is `2 Tr` (fill
//                 and stroke, 0,3 pt line); display titles drawn with a drop shadow, i.e. a grey copy 1,2 pt right and
//                 down in its own text object before the black one; hollow outline letters (`1 Tr`) for the letter box;
//                 italics as a skewed text matrix.
//  - 'gdi'       (a Windows program printing through a PDF virtual printer that emboldens the way GDI does): faces
//                 named ArialMT / TimesNewRomanPSMT / CourierNewPSMT, not embedded (widths and a descriptor); bold
//                 text drawn twice, the second copy one 600 dpi device pixel (0,12 pt) to the right, each copy its
//                 own text object with an absolute `Tm`; italics skewed (`1 0 0.2126 1 x y Tm`); titles `2 Tr`.
// Standard-encoding faces in WinAnsi with fresh8's ToUnicode map, deflated streams, fresh8's `assemblePdf`.
// ------------------------------------------------------------------------------------------------------------

export type EffectFlavour = 'dosprint' | 'publisher' | 'gdi';
/** What a layout asks for beyond the face: a title, a heading, an emphasised value. */
export type Emphasis = 'title' | 'heading' | 'strong';

const REGULAR: Record<Face, RawFont> = { sans: 'H', sansB: 'H', sansI: 'H', serif: 'T', serifB: 'T', mono: 'C', monoB: 'C' };
const isBold = (f: Face) => f.endsWith('B');
const isItalic = (f: Face) => f.endsWith('I');

const STD_NAME: Record<string, string> = { H: 'Helvetica', T: 'Times-Roman', C: 'Courier' };
const GDI_NAME: Record<string, string> = { H: 'ArialMT', T: 'TimesNewRomanPSMT', C: 'CourierNewPSMT' };

const n = (v: number) => {
  const s = (Math.round(v * 1000) / 1000).toString();
  return s === '-0' ? '0' : s;
};

function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => n(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
}

export interface EffectText extends PenText {
  emphasis?: Emphasis;
}

export class EffectPdf implements Pen {
  private pages: string[][] = [];
  private used = new Set<RawFont>();

  constructor(readonly size: [number, number], readonly flavour: EffectFlavour, readonly meta: { producer: string; creator: string; title: string }) {
    this.addPage();
  }
  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }
  addPage(): void {
    this.pages.push([]);
  }
  section(): void {}

  private scaleOf(o: EffectText): number {
    return this.flavour === 'dosprint' && o.emphasis === 'title' ? 200 : 100;
  }

  widthOf(value: string, face: Face = 'sans', size = 9): number {
    const m = metricsOf(REGULAR[face]);
    let w = 0;
    for (const g of glyphs(value)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
    return (w * size) / 1000;
  }

  text(value: string, x: number, y: number, o: EffectText = {}): void {
    if (!value) return;
    const face = o.face ?? 'sans', size = o.size ?? 9, font = REGULAR[face];
    this.used.add(font);
    const tz = this.scaleOf(o);
    const w = this.widthOf(value, face, size) * (tz / 100);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = font === 'T' ? 0.683 : font === 'C' ? 0.629 : 0.718;
    const base = this.size[1] - y - ascent * size;
    const color = o.color ?? '#000000';
    const str = literal(glyphs(value).map((g) => g.code));
    const bold = isBold(face) || o.emphasis === 'strong';
    const skew = isItalic(face) ? ' 0.2126' : ' 0';
    const tm = (dx: number, dy: number) => `1 0${skew} 1 ${n(left + dx)} ${n(base + dy)} Tm`;
    const tf = `/${font} ${n(size)} Tf`;
    const tzOp = tz !== 100 ? ` ${n(tz)} Tz` : '';

    if (this.flavour === 'dosprint') {
      // emphasized: the head passes twice, a hair to the right; double-strike: twice, a hair lower
      const passes: Array<[number, number]> = [[0, 0]];
      if (bold) passes.push([0.35, 0]);
      if (o.emphasis === 'title' || o.emphasis === 'heading') passes.push([0, -0.3]);
      const parts = [`BT ${tf}${tzOp} ${rgb(color)} rg ${tm(0, 0)}`, `${str} Tj`];
      for (const [dx, dy] of passes.slice(1)) parts.push(`${n(dx)} ${n(dy)} Td ${str} Tj ${n(-dx)} ${n(-dy)} Td`);
      // the horizontal scaling is graphics state: the utility sets it back after a double-width run
      parts.push(tz !== 100 ? '100 Tz ET' : 'ET');
      this.ops.push(parts.join(' '));
      return;
    }

    if (this.flavour === 'publisher') {
      if (o.emphasis === 'title') {
        // a drop shadow: the same words in grey, offset, drawn first
        this.ops.push(`BT ${tf} 0.62 0.62 0.62 rg ${tm(1.2, -1.2)} ${str} Tj ET`);
      }
      const mode = bold || o.emphasis === 'title' || o.emphasis === 'heading' ? ` 2 Tr ${n(Math.max(0.25, size * 0.028))} w ${rgb(color)} RG` : '';
      this.ops.push(`BT ${tf} ${rgb(color)} rg${mode} ${tm(0, 0)} ${str} Tj${mode ? ' 0 Tr' : ''} ET`);
      return;
    }

    // gdi: each ExtTextOut its own text object; emboldening = a second copy one device pixel to the right
    const stroke = o.emphasis === 'title' ? ` 2 Tr ${n(size * 0.03)} w ${rgb(color)} RG` : '';
    this.ops.push(`BT ${tf} ${rgb(color)} rg${stroke} ${tm(0, 0)} ${str} Tj${stroke ? ' 0 Tr' : ''} ET`);
    if (bold || o.emphasis === 'heading') this.ops.push(`BT ${tf} ${rgb(color)} rg ${tm(0.12, 0)} ${str} Tj ET`);
  }

  /** Hollow letters (publisher's letter box), or the flavour's title elsewhere. */
  outlined(value: string, x: number, y: number, o: EffectText = {}): void {
    if (this.flavour !== 'publisher') return this.text(value, x, y, { ...o, emphasis: 'title' });
    const face = o.face ?? 'sans', size = o.size ?? 9, font = REGULAR[face];
    this.used.add(font);
    const w = this.widthOf(value, face, size);
    const left = o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : o.align === 'right' ? x + (o.width ?? 0) - w : x;
    const ascent = font === 'T' ? 0.683 : font === 'C' ? 0.629 : 0.718;
    this.ops.push(`BT /${font} ${n(size)} Tf 1 Tr ${n(size * 0.04)} w ${rgb(o.color ?? '#000000')} RG 1 0 0 1 ${n(left)} ${n(this.size[1] - y - ascent * size)} Tm ${literal(glyphs(value).map((g) => g.code))} Tj 0 Tr ET`);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgb(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgb(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.ops.push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.ops.push(`q ${n(o.width ?? 0.6)} w ${rgb(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}-03'00'`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (${date}) /ModDate (${date}) >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs: string[] = [];
    for (const f of (['H', 'T', 'C'] as RawFont[]).filter((k) => this.used.has(k))) {
      let dict: string;
      if (this.flavour === 'gdi') {
        const m = metricsOf(f);
        const widths: number[] = [];
        for (let c = 32; c <= 255; c++) {
          const name = winAnsiName(c);
          widths.push(name ? Math.round((m.getWidthOfGlyph(name) as number | undefined) ?? 0) : 0);
        }
        const descriptor = add(
          `<< /Type /FontDescriptor /FontName /${GDI_NAME[f]} /Flags ${f === 'T' ? 34 : f === 'C' ? 35 : 32} /FontBBox [${m.FontBBox.join(' ')}] /ItalicAngle 0 ` +
            `/Ascent ${m.Ascender ?? 700} /Descent ${m.Descender ?? -200} /CapHeight ${m.CapHeight ?? 660} /StemV 80 >>`,
        );
        dict = `<< /Type /Font /Subtype /TrueType /BaseFont /${GDI_NAME[f]} /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] ` +
          `/FontDescriptor ${descriptor} 0 R /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`;
      } else {
        dict = `<< /Type /Font /Subtype /Type1 /BaseFont /${STD_NAME[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`;
      }
      fontRefs.push(`/${f} ${add(dict)} 0 R`);
    }
    const kids: number[] = [];
    for (const ops of this.pages) {
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(ops.join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, this.flavour === 'gdi' ? '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' : '%PDF-1.3\n%\xe2\xe3\xcf\xd3\n');
  }
}
