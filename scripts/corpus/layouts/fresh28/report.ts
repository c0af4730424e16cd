import { deflateSync } from 'node:zlib';
import { PINNED_DATE } from '../../pdf';
import type { Face, Pen, PenText } from '../fresh24/common';
import { assemblePdf, glyphs, literal, metricsOf, pdfStream, type RawFont } from '../fresh8/common';

// ------------------------------------------------------------------------------------------------------------
// ReportPdf: a PDF writer of its own imitating an old Windows report designer's export (Delphi QuickReport /
// Crystal Reports 8 / Rave-like runtimes of the late 1990s and 2000s). Standard 14 faces, not embedded, each with a
// custom /Encoding dictionary (base WinAnsi) whose /Differences array moves the accented letters, ñ, º, ª, ° and a
// few others to NON-STANDARD codes named by their glyph names (/aacute, /ntilde, /ordmasculine, /degree…), and NO
// ToUnicode CMap: a reader has to go through the glyph names. Every field is its own BT … ET placed with an absolute
// Tm; the page's text objects are written BOTTOM TO TOP (the page footer first, the title last), as the engine
// prints its bands from a list sorted by position; numbers are right-aligned by widths computed from the AFM metrics.
// Graphics (grey bands, white boxes, rules) come first in the content stream.
// ------------------------------------------------------------------------------------------------------------

export type Flavor = 'quickreport' | 'crystal' | 'rave';

const RAW: Record<Face, RawFont> = { sans: 'H', sansB: 'HB', sansI: 'HI', serif: 'T', serifB: 'TB', mono: 'C', monoB: 'CB' };
const BASE: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};

/** The re-coded characters and their glyph names. */
const MOVED: Array<[string, string]> = [
  ['á', 'aacute'], ['é', 'eacute'], ['í', 'iacute'], ['ó', 'oacute'], ['ú', 'uacute'], ['ñ', 'ntilde'], ['Ñ', 'Ntilde'], ['ü', 'udieresis'],
  ['Á', 'Aacute'], ['É', 'Eacute'], ['Í', 'Iacute'], ['Ó', 'Oacute'], ['Ú', 'Uacute'], ['º', 'ordmasculine'], ['ª', 'ordfeminine'],
  ['°', 'degree'], ['Ü', 'Udieresis'], ['¿', 'questiondown'], ['¡', 'exclamdown'], ['²', 'twosuperior'], ['³', 'threesuperior'], ['µ', 'mu'],
];

/** Where each flavour puts the moved glyphs: QuickReport from 0x80 up, Crystal over the Latin-1 letters from 0xC0 in reverse, Rave in the control codes. */
function codesOf(flavor: Flavor): number[] {
  if (flavor === 'quickreport') return MOVED.map((_, i) => 0x80 + i);
  if (flavor === 'crystal') return MOVED.map((_, i) => 0xdf - i * 1);
  return MOVED.map((_, i) => 0x01 + i);
}

interface Field { x: number; base: number; font: RawFont; size: number; color: string; codes: number[]; order: number }
interface RepPage { graphics: string[]; fields: Field[] }

const n = (v: number) => (Math.round(v * 100) / 100).toString();
function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => n(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
}

export class ReportPdf implements Pen {
  private pages: RepPage[] = [];
  private used = new Set<RawFont>();
  private readonly code = new Map<string, { code: number; name: string }>();
  private readonly taken = new Set<number>();
  private order = 0;

  constructor(readonly size: [number, number], readonly flavor: Flavor, readonly meta: { producer: string; creator: string; title: string; author?: string }) {
    const codes = codesOf(flavor);
    MOVED.forEach(([ch, name], i) => {
      this.code.set(ch, { code: codes[i]!, name });
      this.taken.add(codes[i]!);
    });
    this.addPage();
  }

  private get page(): RepPage {
    return this.pages[this.pages.length - 1]!;
  }

  addPage(): void {
    this.pages.push({ graphics: [], fields: [] });
  }

  section(): void {}

  /** Codes and glyph names of a text under this writer's encoding (unencodable characters as '?'). */
  private encode(value: string): Array<{ code: number; name: string }> {
    return [...value].map((ch) => {
      const moved = this.code.get(ch);
      if (moved) return moved;
      const g = glyphs(ch)[0]!;
      // a WinAnsi code this flavour gave to a moved glyph cannot print its own character
      return this.taken.has(g.code) ? { code: 0x3f, name: 'question' } : g;
    });
  }

  widthOf(value: string, face: Face = 'sans', size = 9): number {
    const m = metricsOf(RAW[face]);
    let w = 0;
    for (const g of this.encode(value)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
    return (w * size) / 1000;
  }

  text(value: string, x: number, y: number, o: PenText = {}): void {
    if (!value) return;
    const face = o.face ?? 'sans', size = o.size ?? 9, font = RAW[face];
    this.used.add(font);
    const w = this.widthOf(value, face, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const ascent = font.startsWith('T') ? 0.683 : font.startsWith('C') ? 0.629 : 0.718;
    this.page.fields.push({ x: left, base: this.size[1] - y - ascent * size, font, size, color: o.color ?? '#000000', codes: this.encode(value).map((g) => g.code), order: this.order++ });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.5)} w`];
    if (o.fill) parts.push(`${rgb(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgb(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.page.graphics.push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.page.graphics.push(`q ${n(o.width ?? 0.5)} w ${rgb(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  private fontKey(f: RawFont): string {
    const i = (Object.keys(BASE) as RawFont[]).indexOf(f);
    return this.flavor === 'crystal' ? `F${i + 1}` : this.flavor === 'rave' ? `RF${i}` : `QF${f}`;
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)}` +
      `${this.meta.author ? ` /Author ${lit(this.meta.author)}` : ''} /CreationDate (${date}) >>`);
    // one encoding dictionary shared by every face: base WinAnsi, the moved glyphs named at their new codes
    const runs: string[] = [];
    const sorted = [...this.code.values()].sort((a, b) => a.code - b.code);
    let prev = -2;
    for (const g of sorted) {
      runs.push(g.code === prev + 1 ? `/${g.name}` : `${g.code} /${g.name}`);
      prev = g.code;
    }
    const encoding = add(`<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${runs.join(' ')}] >>`);
    const fontRefs = (Object.keys(BASE) as RawFont[]).filter((f) => this.used.has(f))
      .map((f) => `/${this.fontKey(f)} ${add(`<< /Type /Font /Subtype /Type1 /Name /${this.fontKey(f)} /BaseFont /${BASE[f]} /Encoding ${encoding} 0 R >>`)} 0 R`);
    const kids: number[] = [];
    for (const p of this.pages) {
      const ops = [...p.graphics];
      // bottom to top: the band printed lowest on the page comes first; fields on one baseline left to right
      const fields = [...p.fields].sort((a, b) => a.base - b.base || a.x - b.x || a.order - b.order);
      for (const f of fields) {
        ops.push(`BT /${this.fontKey(f.font)} ${n(f.size)} Tf ${f.color === '#000000' ? '0 g' : `${rgb(f.color)} rg`} 1 0 0 1 ${n(f.x)} ${n(f.base)} Tm ${literal(f.codes)} Tj ET`);
      }
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(ops.join('\n'), 'latin1'))));
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
        `/Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const header = this.flavor === 'crystal' ? '%PDF-1.2\n%\xe2\xe3\xcf\xd3\n' : '%PDF-1.3\n%\xe2\xe3\xcf\xd3\n';
    return assemblePdf(objects, catalog, info, header);
  }
}
