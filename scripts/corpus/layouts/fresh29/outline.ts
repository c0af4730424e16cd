import { deflateSync } from 'node:zlib';
import { PINNED_DATE } from '../../pdf';
import type { Face, Pen, PenText } from '../fresh24/common';
import { assemblePdf, glyphs, literal, pdfStream } from '../fresh8/common';

// ------------------------------------------------------------------------------------------------------------
// OutlinePdf: a design tool's PDF whose text has been turned into vector outlines (Canva's "flatten", Illustrator's
// "Create Outlines", a print shop's proof exported from CorelDRAW). Every glyph is a filled path taken from a
// TrueType face's own outlines (read with fontkit, kerning and ligatures from its layout engine); the file holds NO
// text operator, no font resource and no text layer at all: a reader has to OCR the page. The page is designed:
// colour blocks, rounded boxes, circles. Three flavours, each writing its paths its own way:
//  - 'flat'    (Canva-like): one compound path per text run, absolute page coordinates with 3 decimals, RGB fills,
//               DejaVu faces; shapes with an ExtGState opacity.
//  - 'outline' (Illustrator-like): one path per glyph, absolute coordinates with 4 decimals, CMYK fills ("k"),
//               Liberation faces, a /PieceInfo-free page with an ArtBox and a TrimBox.
//  - 'proof'   (CorelDRAW-like print proof): each glyph drawn in its font units under its own "cm" (q s 0 0 s x y cm
//               … f Q), integer coordinates, RGB fills, Liberation Sans Narrow / Serif faces.
// ------------------------------------------------------------------------------------------------------------

// fontkit comes with pdfkit (no types of its own): the few members used here.
interface FkCommand { command: string; args: number[] }
interface FkGlyph { path: { commands: FkCommand[] } }
interface FkRun { glyphs: FkGlyph[]; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> }
interface FkFont { unitsPerEm: number; ascent: number; layout(text: string): FkRun }
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

export type OutlineFlavour = 'flat' | 'outline' | 'proof';

const DV = '/usr/share/fonts/truetype/dejavu/';
const LB = '/usr/share/fonts/truetype/liberation/';
const FACES: Record<OutlineFlavour, Record<Face, string>> = {
  flat: {
    sans: `${DV}DejaVuSans.ttf`, sansB: `${DV}DejaVuSans-Bold.ttf`, sansI: `${DV}DejaVuSans-Oblique.ttf`, serif: `${DV}DejaVuSerif.ttf`,
    serifB: `${DV}DejaVuSerif-Bold.ttf`, mono: `${DV}DejaVuSansMono.ttf`, monoB: `${DV}DejaVuSansMono-Bold.ttf`,
  },
  outline: {
    sans: `${LB}LiberationSans-Regular.ttf`, sansB: `${LB}LiberationSans-Bold.ttf`, sansI: `${LB}LiberationSans-Italic.ttf`, serif: `${LB}LiberationSerif-Regular.ttf`,
    serifB: `${LB}LiberationSerif-Bold.ttf`, mono: `${LB}LiberationMono-Regular.ttf`, monoB: `${LB}LiberationMono-Bold.ttf`,
  },
  proof: {
    sans: `${LB}LiberationSansNarrow-Regular.ttf`, sansB: `${LB}LiberationSansNarrow-Bold.ttf`, sansI: `${LB}LiberationSansNarrow-Italic.ttf`,
    serif: `${LB}LiberationSerif-Regular.ttf`, serifB: `${LB}LiberationSerif-Bold.ttf`, mono: `${LB}LiberationMono-Regular.ttf`, monoB: `${LB}LiberationMono-Bold.ttf`,
  },
};

const loaded = new Map<string, FkFont>();
function faceFile(file: string): FkFont {
  let f = loaded.get(file);
  if (!f) loaded.set(file, (f = fontkit.openSync(file)));
  return f;
}

const fix = (v: number, d: number) => {
  const s = (Math.round(v * 10 ** d) / 10 ** d).toFixed(d).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

function hexRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

export interface OutlineMeta { producer: string; creator: string; title: string }

export class OutlinePdf implements Pen {
  private pages: string[][] = [];
  private readonly decimals: number;
  private usesAlpha = false;

  constructor(readonly size: [number, number], readonly flavour: OutlineFlavour, readonly meta: OutlineMeta) {
    this.decimals = flavour === 'outline' ? 4 : flavour === 'flat' ? 3 : 2;
    this.addPage();
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }
  private num(v: number): string {
    return fix(v, this.decimals);
  }
  private fill(hex: string): string {
    const [r, g, b] = hexRgb(hex);
    if (this.flavour !== 'outline') return `${fix(r, 3)} ${fix(g, 3)} ${fix(b, 3)} rg`;
    // an Illustrator document in CMYK
    const k = 1 - Math.max(r, g, b);
    if (k >= 0.999) return '0 0 0 1 k';
    const c = (1 - r - k) / (1 - k), m = (1 - g - k) / (1 - k), y = (1 - b - k) / (1 - k);
    return `${fix(c, 4)} ${fix(m, 4)} ${fix(y, 4)} ${fix(k, 4)} k`;
  }
  private stroke(hex: string): string {
    return this.fill(hex).replace(/ rg$/, ' RG').replace(/ k$/, ' K');
  }

  addPage(): void {
    this.pages.push([]);
  }
  section(): void {}

  private font(face: Face = 'sans'): FkFont {
    return faceFile(FACES[this.flavour][face]);
  }

  widthOf(value: string, face: Face = 'sans', size = 9): number {
    const f = this.font(face);
    const run = f.layout(value);
    return (run.positions.reduce((s, p) => s + p.xAdvance, 0) * size) / f.unitsPerEm;
  }

  /** A glyph's outline in PDF path operators, mapped by (sx, tx, ty): x' = tx + sx·x, y' = ty + sx·y. */
  private glyphPath(glyph: FkGlyph, s: number, tx: number, ty: number, num: (v: number) => string): string {
    const out: string[] = [];
    let cx = 0, cy = 0;
    const X = (x: number) => num(tx + s * x), Y = (y: number) => num(ty + s * y);
    for (const c of glyph.path.commands) {
      const a = c.args;
      if (c.command === 'moveTo') {
        out.push(`${X(a[0]!)} ${Y(a[1]!)} m`);
        [cx, cy] = [a[0]!, a[1]!];
      } else if (c.command === 'lineTo') {
        out.push(`${X(a[0]!)} ${Y(a[1]!)} l`);
        [cx, cy] = [a[0]!, a[1]!];
      } else if (c.command === 'quadraticCurveTo') {
        // a quadratic Bézier as the cubic a PDF path takes
        const [qx, qy, x, y] = a as [number, number, number, number];
        const c1x = cx + (2 / 3) * (qx - cx), c1y = cy + (2 / 3) * (qy - cy);
        const c2x = x + (2 / 3) * (qx - x), c2y = y + (2 / 3) * (qy - y);
        out.push(`${X(c1x)} ${Y(c1y)} ${X(c2x)} ${Y(c2y)} ${X(x)} ${Y(y)} c`);
        [cx, cy] = [x, y];
      } else if (c.command === 'bezierCurveTo') {
        out.push(`${X(a[0]!)} ${Y(a[1]!)} ${X(a[2]!)} ${Y(a[3]!)} ${X(a[4]!)} ${Y(a[5]!)} c`);
        [cx, cy] = [a[4]!, a[5]!];
      } else if (c.command === 'closePath') out.push('h');
    }
    return out.join(' ');
  }

  text(value: string, x: number, y: number, o: PenText = {}): void {
    if (!value.trim()) return;
    const size = o.size ?? 9, face = o.face ?? 'sans';
    const f = this.font(face);
    const k = size / f.unitsPerEm;
    const run = f.layout(value);
    const w = run.positions.reduce((s, p) => s + p.xAdvance, 0) * k;
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    // the baseline sits at the face's cap height below the top, as the design tool's text frame puts it
    const base = this.size[1] - y - size * 0.76;
    const colour = this.fill(o.color ?? '#000000');
    let pen = left;
    const paths: string[] = [];
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      const gx = pen + p.xOffset * k, gy = base + p.yOffset * k;
      if (g.path.commands.length) {
        if (this.flavour === 'proof') {
          paths.push(`q ${fix(k, 6)} 0 0 ${fix(k, 6)} ${fix(gx, 2)} ${fix(gy, 2)} cm ${this.glyphPath(g, 1, 0, 0, (v) => String(Math.round(v)))} f Q`);
        } else paths.push(this.glyphPath(g, k, gx, gy, (v) => this.num(v)) + (this.flavour === 'outline' ? ' f' : ''));
      }
      pen += p.xAdvance * k;
    });
    if (!paths.length) return;
    if (this.flavour === 'flat') this.ops.push(`q ${colour} ${paths.join(' ')} f Q`);
    else this.ops.push(`q ${colour}\n${paths.join('\n')}\nQ`);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.round(x, y, w, h, 0, o);
  }

  /** A box with rounded corners (radius r; 0 for square), filled and/or stroked; `alpha` for a translucent block. */
  round(x: number, y: number, w: number, h: number, r: number, o: { fill?: string; stroke?: string; lineWidth?: number; alpha?: number } = {}): void {
    const H = this.size[1];
    const x0 = x, x1 = x + w, yTop = H - y, yBot = H - y - h;
    const N = (v: number) => this.num(v);
    let path: string;
    if (r <= 0) path = `${N(x0)} ${N(yBot)} ${N(w)} ${N(h)} re`;
    else {
      const c = r * 0.5523;
      path = [
        `${N(x0 + r)} ${N(yBot)} m`, `${N(x1 - r)} ${N(yBot)} l`, `${N(x1 - r + c)} ${N(yBot)} ${N(x1)} ${N(yBot + r - c)} ${N(x1)} ${N(yBot + r)} c`,
        `${N(x1)} ${N(yTop - r)} l`, `${N(x1)} ${N(yTop - r + c)} ${N(x1 - r + c)} ${N(yTop)} ${N(x1 - r)} ${N(yTop)} c`,
        `${N(x0 + r)} ${N(yTop)} l`, `${N(x0 + r - c)} ${N(yTop)} ${N(x0)} ${N(yTop - r + c)} ${N(x0)} ${N(yTop - r)} c`,
        `${N(x0)} ${N(yBot + r)} l`, `${N(x0)} ${N(yBot + r - c)} ${N(x0 + r - c)} ${N(yBot)} ${N(x0 + r)} ${N(yBot)} c`, 'h',
      ].join(' ');
    }
    const parts = ['q'];
    if (o.alpha !== undefined && o.alpha < 1) {
      this.usesAlpha = true;
      parts.push(`/GS${Math.round(o.alpha * 100)} gs`);
    }
    if (o.fill) parts.push(this.fill(o.fill));
    if (o.stroke || (!o.fill && !o.stroke)) parts.push(`${N(o.lineWidth ?? 0.6)} w ${this.stroke(o.stroke ?? '#000000')}`);
    parts.push(path, o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S', 'Q');
    this.ops.push(parts.join(' '));
  }

  circle(cx: number, cy: number, r: number, o: { fill?: string; stroke?: string; lineWidth?: number; alpha?: number } = {}): void {
    this.round(cx - r, cy - r, 2 * r, 2 * r, r, o);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.ops.push(`q ${this.num(o.width ?? 0.6)} w ${this.stroke(o.color ?? '#000000')} ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}1 J ` +
      `${this.num(x1)} ${this.num(H - y1)} m ${this.num(x2)} ${this.num(H - y2)} l S Q`);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const lit = (s: string) => literal(glyphs(s).map((g) => g.code));
    const catalog = add('');
    const pagesObj = add('');
    const date = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}Z`;
    const info = add(`<< /Producer ${lit(this.meta.producer)} /Creator ${lit(this.meta.creator)} /Title ${lit(this.meta.title)} /CreationDate (${date}) /ModDate (${date}) >>`);
    const alphas = new Set<number>();
    for (const p of this.pages) for (const op of p) for (const m of op.matchAll(/\/GS(\d+) gs/g)) alphas.add(Number(m[1]));
    const gsRefs = [...alphas].sort((a, b) => a - b).map((a) => `/GS${a} ${add(`<< /Type /ExtGState /ca ${fix(a / 100, 2)} /CA ${fix(a / 100, 2)} >>`)} 0 R`);
    const kids: number[] = [];
    const [W, H] = this.size.map((v) => fix(v, 2)) as [string, string];
    for (const p of this.pages) {
      const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(p.join('\n'), 'latin1'))));
      const boxes = this.flavour === 'outline' ? ` /ArtBox [0 0 ${W} ${H}] /TrimBox [0 0 ${W} ${H}] /BleedBox [0 0 ${W} ${H}]` : this.flavour === 'proof' ? ` /TrimBox [0 0 ${W} ${H}]` : '';
      const resources = `/Resources << /ProcSet [/PDF]${this.usesAlpha && gsRefs.length ? ` /ExtGState << ${gsRefs.join(' ')} >>` : ''} >>`;
      kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${W} ${H}]${boxes} /Contents ${content} 0 R ${resources} >>`));
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const header = this.flavour === 'outline' ? '%PDF-1.6\n%\xe2\xe3\xcf\xd3\n' : this.flavour === 'flat' ? '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' : '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
    return assemblePdf(objects, catalog, info, header);
  }
}
