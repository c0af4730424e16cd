import { deflateSync } from 'node:zlib';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, glyphs, literal, metricsOf, n, pdfStream, rgbOf, winAnsiCMap, type RawFont } from '../fresh8/common';

export {
  amount, arcaQrUrl, caeOf, cuitDashed, date, dayMonYear, docTipo, dotted, hexId, JsPdfKit, pad, PdfLibKit, qrSvg, RawPdf, receiverNo, sayCondition, settle,
  vatContained,
} from '../fresh14/common';
export { fixedQty, receiverLine } from '../fresh15/common';
export { FlipPdf, GlyphPdf, PipePdf, qrModules, shortDate, wrapBy } from '../fresh14/common';
export { FONT } from '../fresh2/common';
export type { RawFont } from '../fresh8/common';

/** "2026-11-24" → "2026-11-24" (ISO, as some software prints it). */
export function isoDate(d: string): string {
  return d;
}

/** "2026-11-24" → "24/11/26". */
export function ddmmyy(d: string): string {
  const [y, m, dd] = d.split('-');
  return `${dd}/${m}/${y!.slice(2)}`;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "2026-11" → "noviembre 2026". */
export function monthYear(iso: string): string {
  const [y, m] = iso.split('-');
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

/** The last day of the month of an ISO date. */
export function monthEnd(iso: string): string {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The receiver's document number alone, CUIT with dashes or DNI with dots ('' when none). */
export function docNo(doc: DocSpec): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? `${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}` : r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const STD: Record<RawFont, string> = {
  H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold',
};
const ASCENT = (f: RawFont, size: number) => ((f.startsWith('T') ? 683 : f.startsWith('C') ? 629 : 718) * size) / 1000;

function widthOf(text: string, font: RawFont, size: number): number {
  const m = metricsOf(font);
  let w = 0;
  for (const g of glyphs(text)) w += (m.getWidthOfGlyph(g.name) as number | undefined) ?? 500;
  return (w * size) / 1000;
}

export interface F16TextOptions {
  font?: RawFont;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// TagPdf (fresh16): a page written as an accessibility-minded PDF library writes a **tagged PDF** (PDF/UA-like,
// as iText 7 or a reporting tool with "tagged output" on): the catalog marks the file `/MarkInfo << /Marked true >>`
// with a `/Lang`, a **structure tree** (`/StructTreeRoot` → Document → H1 / P / Table → TR → TH / TD, each element its
// own object with `/P`, `/Pg` and `/K`), a `/ParentTree` number tree from the page's `/StructParents` to its marked
// content, and on the page every text object **inside a marked-content sequence** (`/TD << /MCID 7 >> BDC … EMC`)
// while rules and fills are **artifacts** (`/Artifact BMC … EMC`). Standard 14 faces in WinAnsi with a ToUnicode map.
// ---------------------------------------------------------------------------------------------------------------

interface StructNode {
  type: string;
  kids: Array<StructNode | number>;
}

export class TagPdf {
  private ops: string[] = [];
  private used = new Set<RawFont>();
  private root: StructNode = { type: 'Document', kids: [] };
  private stack: StructNode[] = [this.root];
  private mcid = 0;

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string; lang: string }) {}

  widthOf(text: string, font: RawFont = 'H', size = 9): number {
    return widthOf(text, font, size);
  }

  /** Opens a structure element (Table, TR, TD, Sect…) under the current one. */
  open(type: string): void {
    const node: StructNode = { type, kids: [] };
    this.stack[this.stack.length - 1]!.kids.push(node);
    this.stack.push(node);
  }

  close(): void {
    if (this.stack.length > 1) this.stack.pop();
  }

  /**
   * One line of text whose top is at `y`; its marked content belongs to the open element, or, with `tag`, to a new
   * element of that type (a P, an H1, a Span) under it. Returns the width.
   */
  text(value: string, x: number, y: number, o: F16TextOptions & { tag?: string } = {}): number {
    if (!value) return 0;
    const font = o.font ?? 'H', size = o.size ?? 9;
    this.used.add(font);
    const w = widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const base = this.size[1] - y - ASCENT(font, size);
    const id = this.mcid++;
    const parent = this.stack[this.stack.length - 1]!;
    let tag = parent.type;
    if (o.tag) {
      parent.kids.push({ type: o.tag, kids: [id] });
      tag = o.tag;
    } else parent.kids.push(id);
    this.ops.push(`/${tag} <</MCID ${id}>> BDC\nBT\n/${font} ${n(size)} Tf\n${o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg'}\n1 0 0 1 ${n(left)} ${n(base)} Tm\n${literal(glyphs(value).map((g) => g.code))} Tj\nET\nEMC`);
    return w;
  }

  private artifact(s: string): void {
    this.ops.push(`/Artifact BMC\nq ${s} Q\nEMC`);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.artifact(parts.join(' '));
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.artifact(`${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S`);
  }

  /** A square of modules (a QR), as an artifact. */
  modules(m: { n: number; on: (r: number, c: number) => boolean }, x: number, y: number, side: number): void {
    const cell = side / m.n;
    const parts: string[] = ['0 0 0 rg'];
    for (let r = 0; r < m.n; r++) for (let c = 0; c < m.n; c++) if (m.on(r, c)) parts.push(`${n(x + c * cell)} ${n(this.size[1] - y - (r + 1) * cell)} ${n(cell + 0.05)} ${n(cell + 0.05)} re`);
    parts.push('f');
    this.artifact(parts.join('\n'));
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pages = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fonts = [...this.used].sort().map((f) => `/${f} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${STD[f]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'))));
    const page = add('');
    const treeRoot = add('');
    const parentTree = add('');
    // the structure elements, depth first; each MCID's owner for the parent tree
    const owner: number[] = [];
    const write = (node: StructNode, parent: number): number => {
      const self = add('');
      const kids = node.kids.map((k) => {
        if (typeof k === 'number') {
          owner[k] = self;
          return String(k);
        }
        return `${write(k, self)} 0 R`;
      });
      objects[self - 1] = `<< /Type /StructElem /S /${node.type} /P ${parent} 0 R /Pg ${page} 0 R /K [${kids.join(' ')}] >>`;
      return self;
    };
    const doc = write(this.root, treeRoot);
    objects[treeRoot - 1] = `<< /Type /StructTreeRoot /K [${doc} 0 R] /ParentTree ${parentTree} 0 R /ParentTreeNextKey 1 >>`;
    objects[parentTree - 1] = `<< /Nums [0 [${owner.map((o) => `${o} 0 R`).join(' ')}]] >>`;
    objects[page - 1] = `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
      `/Resources << /ProcSet [/PDF /Text] /Font << ${fonts.join(' ')} >> >> /StructParents 0 /Tabs /S >>`;
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R /MarkInfo << /Marked true >> /StructTreeRoot ${treeRoot} 0 R /Lang ${lit(this.meta.lang)} ` +
      `/ViewerPreferences << /DisplayDocTitle true >> >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// OverlayPdf (fresh16): a voucher whose blank form was **designed in a page-layout program and exported with bleed**
// (a MediaBox 3 mm larger on every side, a `/CropBox` and `/TrimBox` at the A4 sheet, `/BleedBox` the whole MediaBox,
// so every coordinate is offset by the bleed), then **filled in by a program that stamps data onto that PDF** (as
// iText's PdfStamper does): the page's `/Contents` becomes an **array of three streams** — a lone `q`, the designer's
// stream untouched, and `Q` followed by the filler's own text — with the filler's fonts added to the page's
// resources under its own names (`/Xi0`, `/Xi1` …) beside the designer's (`/T1_0` …). Coordinates given here are the
// trimmed sheet's (y from its top); the writer adds the bleed.
// ---------------------------------------------------------------------------------------------------------------

export class OverlayPdf {
  private layers: [string[], string[]] = [[], []];
  private fonts: [Map<RawFont, string>, Map<RawFont, string>] = [new Map(), new Map()];
  /** 0: the designer's form; 1: the filler's data. */
  layer: 0 | 1 = 0;
  readonly bleed = 8.504;

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string }) {}

  widthOf(text: string, font: RawFont = 'H', size = 9): number {
    return widthOf(text, font, size);
  }

  private fontName(font: RawFont): string {
    const map = this.fonts[this.layer];
    let name = map.get(font);
    if (!name) map.set(font, (name = this.layer === 0 ? `T1_${map.size}` : `Xi${map.size}`));
    return name;
  }

  private get X(): number {
    return this.bleed;
  }

  private Y(yTop: number): number {
    return this.size[1] + this.bleed - yTop;
  }

  text(value: string, x: number, y: number, o: F16TextOptions = {}): number {
    if (!value) return 0;
    const font = o.font ?? 'H', size = o.size ?? 9;
    const w = widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const name = this.fontName(font);
    const color = o.color ? `${rgbOf(o.color)} rg` : this.layer === 0 ? '0 0 0 1 k' : '0 g';
    if (this.layer === 0) {
      // the layout program: absolute text matrix, CMYK black, each frame's text its own object
      this.layers[0].push(`BT\n/${name} 1 Tf\n${n(size)} 0 0 ${n(size)} ${n(this.X + left)} ${n(this.Y(y) - ASCENT(font, size))} Tm\n${color}\n${literal(glyphs(value).map((g) => g.code))}Tj\nET`);
    } else {
      this.layers[1].push(`BT\n/${name} ${n(size)} Tf\n${color}\n${n(this.X + left)} ${n(this.Y(y) - ASCENT(font, size))} Td\n${literal(glyphs(value).map((g) => g.code))} Tj\nET`);
    }
    return w;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number; bleed?: boolean } = {}): void {
    // a fill marked `bleed` runs past the trim into the bleed, as a designer's colour band does
    const bx = o.bleed && x <= 0 ? -this.bleed : 0, bw = o.bleed && x + w >= this.size[0] ? this.bleed : 0;
    const by = o.bleed && y <= 0 ? -this.bleed : 0;
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    const X0 = this.X + x + bx, W = w - bx + bw, Htop = y + by, H = h - by;
    parts.push(`${n(X0)} ${n(this.Y(Htop + H))} ${n(W)} ${n(H)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.layers[this.layer].push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    this.layers[this.layer].push(`q ${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(this.X + x1)} ${n(this.Y(y1))} m ${n(this.X + x2)} ${n(this.Y(y2))} l S Q`);
  }

  modules(m: { n: number; on: (r: number, c: number) => boolean }, x: number, y: number, side: number): void {
    const cell = side / m.n;
    const parts: string[] = ['q 0 g'];
    for (let r = 0; r < m.n; r++) for (let c = 0; c < m.n; c++) if (m.on(r, c)) parts.push(`${n(this.X + x + c * cell)} ${n(this.Y(y + (r + 1) * cell))} ${n(cell + 0.05)} ${n(cell + 0.05)} re`);
    parts.push('f Q');
    this.layers[this.layer].push(parts.join('\n'));
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pages = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (D:${stamp}-03'00') /ModDate (D:${stamp}-03'00') >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontEntries: string[] = [];
    for (const map of this.fonts) {
      for (const [font, name] of map) fontEntries.push(`/${name} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${STD[font]} /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`)} 0 R`);
    }
    const open = add(pdfStream('', Buffer.from('q', 'latin1')));
    const form = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.layers[0].join('\n'), 'latin1'))));
    const data = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(`Q\nq\n${this.layers[1].join('\n')}\nQ`, 'latin1'))));
    const W = this.size[0] + 2 * this.bleed, H = this.size[1] + 2 * this.bleed;
    const trim = `[${n(this.bleed)} ${n(this.bleed)} ${n(this.bleed + this.size[0])} ${n(this.bleed + this.size[1])}]`;
    const page = add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(W)} ${n(H)}] /CropBox ${trim} /TrimBox ${trim} /BleedBox [0 0 ${n(W)} ${n(H)}] ` +
      `/Contents [${open} 0 R ${form} 0 R ${data} 0 R] /Resources << /ProcSet [/PDF /Text] /Font << ${fontEntries.join(' ')} >> >> >>`);
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.6\n%\xe2\xe3\xcf\xd3\n');
  }
}
