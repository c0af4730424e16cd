import { deflateSync } from 'node:zlib';
import Decimal from 'decimal.js';
import type { CatalogName } from '../../catalogs';
import { composeDocument, type ComposeConfig, type DocSpec } from '../../document';
import { makeIssuer, type Issuer } from '../../fake-data';
import { formatAmount } from '../../formats';
import type { Rng } from '../../random';
import { assemblePdf, glyphs, literal, metricsOf, n, pdfStream, rgbOf, type RawFont } from '../fresh8/common';
import type { TemplateSpec } from '../layout';

export { amountInWords, FONT } from '../fresh2/common';
export { discountLine } from '../fresh5/common';
export { perception } from '../fresh11/common';
export { PdfLibKit } from '../fresh3/common';

/** Pieces the fresh23 layouts share: the compose call, amount spellings and a word-scattering PDF writer. */

export function issuerOf(rng: Rng, name: string, trade: string, condition?: string): Issuer {
  const issuer = makeIssuer(rng, name, trade);
  return condition ? { ...issuer, condicionText: condition } : issuer;
}

export function templateOf(issuer: Issuer, id: string, name: string, instructions: string, catalog: CatalogName, pricesIncludeIva: boolean, concepto: 1 | 2 | 3): TemplateSpec {
  return { id: `${id}-${issuer.tradeName.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 14)}`, name, instructions, catalog, pricesIncludeIva, ivaRate: 21, concepto };
}

export function compose(
  rng: Rng,
  ctx: { issuer: Issuer; template: TemplateSpec; today: string },
  layout: string,
  config: Omit<ComposeConfig, 'catalog' | 'numberStyles'> & { numberStyles?: ComposeConfig['numberStyles'] },
  reference: string,
  variant: DocSpec['variant'] = {},
): DocSpec {
  return composeDocument(rng, { numberStyles: ['ar'], ...config, catalog: ctx.template.catalog }, {
    layout, templateId: ctx.template.id, issuer: ctx.issuer, reference, variant, today: ctx.today,
  });
}

/** 1234.5 → "1,234.50" (dollar documents written by software set up in English). */
export function en(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1.234,56" as this split's layouts print amounts in cells. */
export function ar(value: Decimal.Value): string {
  return formatAmount(value, 'ar');
}

/** CUIT 30712345678 written "30 71234567 8" (spaces), "30-71234567-8" or "30.71234567.8". */
export function cuitWith(digits: string, sep: ' ' | '-' | '.'): string {
  return `${digits.slice(0, 2)}${sep}${digits.slice(2, 10)}${sep}${digits.slice(10)}`;
}

const MES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** "2026-11-24" → "24/nov/2026". */
export function slashMonth(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${MES[Number(m) - 1]}/${y}`;
}

/** A deterministic permutation from a string. */
export function shuffleBy<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

export interface ScatterTextOptions {
  font?: RawFont;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

/**
 * A PDF written as a form-filling "layout designer" writes it: **every word is its own BT … ET block** with its
 * own font selection and absolute text matrix (`1 0 0 1 x y Tm`), and the fields of a page (each a run of word
 * blocks, in reading order within the field) are written **in a shuffled order** (the designer's object list, not
 * the reading order); the rules and fills come first, in one
 * path block. Standard 14 faces in WinAnsiEncoding, y measured from the top of the page.
 */
export class ScatterPdf {
  private pages: Array<{ graphics: string[]; words: string[] }> = [];
  private used = new Set<RawFont>();

  constructor(readonly size: [number, number], readonly meta: { title: string; producer: string; creator: string; seed: string }) {
    this.addPage();
  }

  addPage(): void {
    this.pages.push({ graphics: [], words: [] });
  }

  private get page() {
    return this.pages[this.pages.length - 1]!;
  }

  widthOf(text: string, font: RawFont = 'H', size = 9): number {
    const m = metricsOf(font);
    return glyphs(text).reduce((w, g) => w + Number(m.getWidthOfGlyph(g.name) ?? 500), 0) * size / 1000;
  }

  /** One line of text whose top is at `y`; written word by word. */
  text(value: string, x: number, y: number, o: ScatterTextOptions = {}): void {
    const font = o.font ?? 'H';
    const size = o.size ?? 9;
    this.used.add(font);
    const w = this.widthOf(value, font, size);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    const baseline = this.size[1] - y - size * 0.78;
    let cursor = left;
    const blocks: string[] = [];
    for (const part of value.split(/( +)/)) {
      if (part && !/^ +$/.test(part)) {
        blocks.push(`BT\n/F${font} ${n(size)} Tf\n${rgbOf(o.color ?? '#000000')} rg\n1 0 0 1 ${n(cursor)} ${n(baseline)} Tm\n${literal(glyphs(part).map((g) => g.code))} Tj\nET`);
      }
      cursor += this.widthOf(part, font, size);
    }
    if (blocks.length) this.page.words.push(blocks.join('\n'));
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const r = `${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re`;
    if (o.fill) this.page.graphics.push(`${rgbOf(o.fill)} rg ${r} f`);
    if (o.stroke) this.page.graphics.push(`${rgbOf(o.stroke)} RG ${n(o.lineWidth ?? 0.6)} w ${r} S`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number } = {}): void {
    this.page.graphics.push(`${rgbOf(o.color ?? '#000000')} RG ${n(o.width ?? 0.6)} w ${n(x1)} ${n(this.size[1] - y1)} m ${n(x2)} ${n(this.size[1] - y2)} l S`);
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const BASE: Record<RawFont, string> = { H: 'Helvetica', HB: 'Helvetica-Bold', HI: 'Helvetica-Oblique', T: 'Times-Roman', TB: 'Times-Bold', TI: 'Times-Italic', C: 'Courier', CB: 'Courier-Bold' };
    add('CATALOG');
    add('PAGES');
    const date = 'D:20260101120000Z';
    const esc = (s: string) => literal(glyphs(s).map((g) => g.code));
    const info = objects.push(`<< /Title ${esc(this.meta.title)} /Producer ${esc(this.meta.producer)} /Creator ${esc(this.meta.creator)} /CreationDate (${date}) /ModDate (${date}) >>`);
    const fonts = [...this.used].sort();
    const fontRefs = fonts.map((f) => `/F${f} ${objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE[f]} /Encoding /WinAnsiEncoding >>`)} 0 R`);
    const kids: number[] = [];
    this.pages.forEach((p, i) => {
      const words = shuffleBy(p.words, `${this.meta.seed}/${i}`);
      const body = ['q', ...p.graphics, 'Q', ...words].join('\n');
      const content = objects.push(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(body, 'latin1'))));
      kids.push(objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R /Resources << /ProcSet [/PDF /Text] /Font << ${fontRefs.join(' ')} >> >> >>`));
    });
    objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemblePdf(objects, 1, info, '%PDF-1.3\n%\xe2\xe3\xcf\xd3\n');
  }
}
