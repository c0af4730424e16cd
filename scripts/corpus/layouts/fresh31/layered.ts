import { deflateSync } from 'node:zlib';
import { PINNED_DATE } from '../../pdf';
import type { Face, Pen, PenText } from '../fresh24/common';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream, winAnsiCMap, type RawFont } from '../fresh8/common';

// ------------------------------------------------------------------------------------------------------------
// LayeredPdf: a PDF exported by a vector drawing / page-design program from a document kept in LAYERS (a shop's
// invoice designed once in CorelDRAW / Inkscape / Scribus-like software and filled in by hand on a "Datos" layer
// before every export). What such an export holds:
//  - Optional content: /OCProperties with one OCG per layer ("Fondo", "Textos fijos", "Datos", "Guías"); the page's
//    content written LAYER BY LAYER, each layer wrapped in `/OC /ocN BDC … EMC`, so the stream carries all the
//    frames first, then every caption of the page, then every value, in the order they were typed;
//  - a guides layer the designer keeps switched OFF in the default configuration (/D /OFF): margin and bleed guides
//    and notes with the template's placeholders ("{cliente}", "{nro}") — not shown, not printed, yet present in the
//    file's content as text;
//  - every text frame written as the cairo backend writes text: the font set at size 1 (`/f-0-0 1 Tf`) and the
//    size carried by the text matrix (`9 0 0 9 x y Tm`), one `Tj` per frame;
//  - display titles filled with a gradient: the glyphs drawn as a clip (`7 Tr`) and an axial shading painted
//    through them (`/ShN sh`), so their letters have no fill colour of their own.
// Standard-14 faces in WinAnsi with fresh8's ToUnicode map, deflated streams, fresh8's `assemblePdf`.
// ------------------------------------------------------------------------------------------------------------

export type Layer = 'background' | 'captions' | 'data' | 'guides';
const LAYERS: Layer[] = ['background', 'captions', 'data', 'guides'];

const FONT_OF: Record<Face, RawFont> = { sans: 'H', sansB: 'HB', sansI: 'HI', serif: 'T', serifB: 'TB', mono: 'C', monoB: 'CB' };
const BASE: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};
const ORDER: RawFont[] = ['H', 'HB', 'HI', 'T', 'TB', 'TI', 'C', 'CB'];

const n = (v: number) => {
  const s = (Math.round(v * 1000) / 1000).toString();
  return s === '-0' ? '0' : s;
};

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
}
const rgbOp = (hex: string) => rgb(hex).map(n).join(' ');

interface Shade { from: string; to: string; coords: [number, number, number, number] }

export class LayeredPdf implements Pen {
  private pages: Array<Record<Layer, string[]>> = [];
  private shades: Shade[][] = [];
  private used = new Set<RawFont>();
  private layer: Layer = 'captions';

  /**
   * `names`: how the program names the four layers; `guides`: the hidden layer's notes, drawn on every page.
   */
  constructor(
    readonly size: [number, number],
    readonly meta: { producer: string; creator: string; title: string },
    readonly names: Record<Layer, string>,
    private readonly guideNotes: string[] = [],
  ) {
    this.addPage();
  }

  private get page(): Record<Layer, string[]> {
    return this.pages[this.pages.length - 1]!;
  }

  addPage(): void {
    this.pages.push({ background: [], captions: [], data: [], guides: [] });
    this.shades.push([]);
    this.drawGuides();
  }

  /** The pen's layer for the text that follows: 'captions' or 'data' (graphics always go to the background). */
  section(name: string): void {
    if (name === 'captions' || name === 'data' || name === 'guides') this.layer = name;
  }

  widthOf(value: string, face: Face = 'sans', size = 9): number {
    const m = metricsOf(FONT_OF[face]);
    let w = 0;
    for (const g of glyphs(value)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
    return (w * size) / 1000;
  }

  private place(value: string, x: number, y: number, o: PenText): { font: RawFont; size: number; left: number; base: number; w: number } {
    const face = o.face ?? 'sans', size = o.size ?? 9, font = FONT_OF[face];
    this.used.add(font);
    const w = this.widthOf(value, face, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = font.startsWith('T') ? 0.683 : font.startsWith('C') ? 0.629 : 0.718;
    return { font, size, left, base: this.size[1] - y - ascent * size, w };
  }

  private fontName(font: RawFont): string {
    return `f-${ORDER.indexOf(font)}-0`;
  }

  text(value: string, x: number, y: number, o: PenText = {}): void {
    if (!value) return;
    const p = this.place(value, x, y, o);
    const str = literal(glyphs(value).map((g) => g.code));
    this.page[this.layer].push(`BT /${this.fontName(p.font)} 1 Tf ${n(p.size)} 0 0 ${n(p.size)} ${n(p.left)} ${n(p.base)} Tm ${rgbOp(o.color ?? '#000000')} rg ${str} Tj ET`);
  }

  /** A display title whose glyphs are a clip for a gradient (from `from` at the top to `to` at the baseline). */
  gradientText(value: string, x: number, y: number, o: PenText & { from: string; to: string }): void {
    if (!value) return;
    const p = this.place(value, x, y, o);
    const shades = this.shades[this.shades.length - 1]!;
    const name = `Sh${this.shades.length}_${shades.length + 1}`;
    shades.push({ from: o.from, to: o.to, coords: [p.left, p.base + p.size * 0.75, p.left, p.base - p.size * 0.2] });
    const str = literal(glyphs(value).map((g) => g.code));
    this.page[this.layer].push(`q BT /${this.fontName(p.font)} 1 Tf ${n(p.size)} 0 0 ${n(p.size)} ${n(p.left)} ${n(p.base)} Tm 7 Tr ${str} Tj ET /${name} sh Q`);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOp(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOp(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && (o.stroke) ? 'B' : o.fill ? 'f' : 'S'}`);
    this.page.background.push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.background.push(`q ${n(o.width ?? 0.6)} w ${rgbOp(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  /** The hidden layer: margin and bleed guides in cyan and the designer's notes. */
  private drawGuides(): void {
    const [W, H] = this.size;
    const g = this.page.guides;
    g.push(`q 0.5 w 0 0.7 1 RG [4 2] 0 d 28.35 28.35 ${n(W - 56.7)} ${n(H - 56.7)} re S Q`);
    g.push(`q 0.5 w 1 0 0.6 RG -8.5 -8.5 ${n(W + 17)} ${n(H + 17)} re S Q`);
    this.used.add('H');
    this.guideNotes.forEach((note, i) => {
      g.push(`BT /${this.fontName('H')} 1 Tf 6 0 0 6 31 ${n(H - 18 - i * 7.5)} Tm 0 0.55 0.9 rg ${literal(glyphs(note).map((c) => c.code))} Tj ET`);
    });
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}-03'00'`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (${date}) /ModDate (${date}) >>`);
    const ocg: Record<Layer, number> = {} as Record<Layer, number>;
    for (const l of LAYERS) ocg[l] = add(`<< /Type /OCG /Name ${lit(this.names[l])} /Usage << /Print << /PrintState /${l === 'guides' ? 'OFF' : 'ON'} >> /View << /ViewState /${l === 'guides' ? 'OFF' : 'ON'} >> >> >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs = ORDER.filter((f) => this.used.has(f))
      .map((f) => `/${this.fontName(f)} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    const props = LAYERS.map((l, i) => `/oc${i + 1} ${ocg[l]} 0 R`).join(' ');
    const kids: number[] = [];
    this.pages.forEach((page, p) => {
      const ops: string[] = [];
      LAYERS.forEach((l, i) => {
        if (!page[l].length) return;
        ops.push(`/OC /oc${i + 1} BDC`, ...page[l], 'EMC');
      });
      const shadeRefs = this.shades[p]!.map((s, k) => {
        const [r0, g0, b0] = rgb(s.from), [r1, g1, b1] = rgb(s.to);
        const obj = add(`<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [${s.coords.map(n).join(' ')}] /Extend [true true] ` +
          `/Function << /FunctionType 2 /Domain [0 1] /C0 [${[r0, g0, b0].map(n).join(' ')}] /C1 [${[r1, g1, b1].map(n).join(' ')}] /N 1 >> >>`);
        return `/Sh${p + 1}_${k + 1} ${obj} 0 R`;
      });
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(ops.join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> /Properties << ${props} >>${shadeRefs.length ? ` /Shading << ${shadeRefs.join(' ')} >>` : ''} >> >>`));
    });
    const refs = LAYERS.map((l) => `${ocg[l]} 0 R`);
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /PageMode /UseOC /OCProperties << /OCGs [${refs.join(' ')}] ` +
      `/D << /Name ${lit(this.meta.creator)} /Order [${refs.join(' ')}] /ON [${refs.slice(0, 3).join(' ')}] /OFF [${refs[3]}] /BaseState /ON ` +
      `/AS [<< /Event /Print /OCGs [${refs.join(' ')}] /Category [/Print] >> << /Event /View /OCGs [${refs.join(' ')}] /Category [/View] >>] >> >> >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
  }
}
