import { articlesOf } from './catalogs';
import { degradePage, renderPages, scanProfile, type ScanProfile } from './degrade';
import { scanExtra } from './degrade-extra';
import { isFresh3Style, scanFresh3 } from './degrade-fresh3';
import { isFresh4Style, scanFresh4 } from './degrade-fresh4';
import { isFresh5Style, scanFresh5, type Fresh5ScanResult } from './degrade-fresh5';
import { isFresh6Style, scanFresh6 } from './degrade-fresh6';
import { isFresh7Style, scanFresh7 } from './degrade-fresh7';
import { isFresh8Style, scanFresh8 } from './degrade-fresh8';
import { isFresh9Style, scanFresh9 } from './degrade-fresh9';
import { isFresh10Style, scanFresh10 } from './degrade-fresh10';
import { isFresh11Style, scanFresh11 } from './degrade-fresh11';
import { isFresh12Style, scanFresh12 } from './degrade-fresh12';
import { isFresh13Style, scanFresh13 } from './degrade-fresh13';
import { isFresh14Style, scanFresh14 } from './degrade-fresh14';
import { isFresh15Style, scanFresh15 } from './degrade-fresh15';
import { isFresh16Style, scanFresh16 } from './degrade-fresh16';
import { isFresh17Style, scanFresh17 } from './degrade-fresh17';
import { isFresh18Style, scanFresh18 } from './degrade-fresh18';
import { isFresh19Style, scanFresh19 } from './degrade-fresh19';
import { isFresh20Style, scanFresh20 } from './degrade-fresh20';
import { isFresh21Style, scanFresh21 } from './degrade-fresh21';
import { isFresh22Style, scanFresh22 } from './degrade-fresh22';
import { isFresh23Style, scanFresh23 } from './degrade-fresh23';
import { isFresh24Style, scanFresh24 } from './degrade-fresh24';
import { isFresh25Style, scanFresh25 } from './degrade-fresh25';
import { isFresh26Style, scanFresh26 } from './degrade-fresh26';
import { isFresh27Style, scanFresh27 } from './degrade-fresh27';
import { isFresh28Style, scanFresh28 } from './degrade-fresh28';
import { isFresh29Style, scanFresh29 } from './degrade-fresh29';
import { isFresh30Style, scanFresh30 } from './degrade-fresh30';
import { isFresh31Style, scanFresh31 } from './degrade-fresh31';
import { articlePrice, type DocSpec } from './document';
import type { Layout, TemplateSpec } from './layouts';
import { imagesToPdf, renderPdf } from './pdf';
import { Rng } from './random';
import { truthOf, type Truth } from './truth';

/** What the writer needs of one corpus item. */
export interface CorpusItem {
  id: string;
  file: string;
  bytes: Buffer;
  truth: Truth;
  layout: string;
  format: string;
  derivedFrom?: string;
}

export interface TemplateFile {
  id: string;
  layout: string;
  kind: 'invoice' | 'remito';
  issuer: string;
  body: {
    name: string;
    instructions: string;
    priceList: Array<{ description: string; unitPrice: number }>;
    pricesIncludeIva: boolean;
    ivaRate: number;
    concepto: 1 | 2 | 3;
  };
}

export interface TextDocument {
  layout: Layout;
  template: TemplateSpec;
  doc: DocSpec;
  pdf: Buffer;
  pages: number;
}

export function templateFile(layout: Layout, template: TemplateSpec, issuerName: string): TemplateFile {
  return {
    id: template.id,
    layout: layout.id,
    kind: layout.kind,
    issuer: issuerName,
    body: {
      name: template.name,
      instructions: template.instructions,
      priceList: articlesOf(template.catalog).map((a) => ({ description: a.description, unitPrice: articlePrice(a, 'ARS', template.pricesIncludeIva).toNumber() })),
      pricesIncludeIva: template.pricesIncludeIva,
      ivaRate: template.ivaRate,
      concepto: template.concepto,
    },
  };
}

function countPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** The page count; a PDF whose page dictionaries sit in compressed object streams (fresh14) is opened with pdf-lib. */
async function pageCount(pdf: Buffer): Promise<number> {
  const counted = countPages(pdf);
  if (counted) return counted;
  const { PDFDocument } = await import('pdf-lib');
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}

/** `count` text-layer documents of one layout, each drawn from its own child generator. */
export async function textDocuments(layout: Layout, seed: number, count: number, today: string): Promise<TextDocument[]> {
  const rng = new Rng(seed);
  const issuer = layout.issuer(rng.fork(0));
  const template = layout.template(issuer);
  const out: TextDocument[] = [];
  for (let index = 0; index < count; index++) {
    const doc = layout.compose(rng.fork(index + 1), { issuer, template, index, today });
    const pdf = await renderPdf(layout, doc);
    out.push({ layout, template, doc, pdf, pages: await pageCount(pdf) });
  }
  return out;
}

export function textItem(id: string, source: TextDocument): CorpusItem {
  const file = `${id}.pdf`;
  return {
    id, file, bytes: source.pdf, truth: truthOf(source.doc, file), layout: source.layout.id,
    format: source.layout.noTextLayer
      ? `PDF with its text drawn as outlines (no text layer), ${source.pages} page(s), layout ${source.layout.id}`
      : `text-layer PDF, ${source.pages} page(s), layout ${source.layout.id}`,
  };
}

/**
 * A scan of a text item. An image file holds one page: a multi-page invoice is scanned to an image-only PDF
 * instead, and of a voucher printed as ORIGINAL/DUPLICADO/TRIPLICADO the ORIGINAL page is photographed.
 */
export async function scanItem(id: string, source: TextDocument, of: string, strength: 'mild' | 'harsh' | 'image-pdf', rng: Rng): Promise<CorpusItem> {
  const asPdf = strength === 'image-pdf' || (source.pages > 1 && !source.layout.repeatsVoucherPages);
  let profile: ScanProfile = scanProfile(rng, asPdf ? 'image-pdf' : strength);
  // a multi-page document photographed page by page, then put together as a PDF
  if (asPdf && strength === 'harsh') profile = { ...profile, kind: 'pdf-photo', dpi: 150, blur: 0.9, quality: 45, angle: profile.angle * 2, shading: true, gray: false };
  const pageNumbers = asPdf ? Array.from({ length: source.pages }, (_, i) => i + 1) : [1];
  const rendered = await renderPages(source.pdf, pageNumbers, profile.dpi);
  const pages = await Promise.all(rendered.map((page) => degradePage(page, profile, rng)));
  const layout = source.layout.id;
  if (asPdf) {
    const bytes = await imagesToPdf(pages.map((p) => ({ image: p.image, width: p.width, height: p.height, dpi: profile.dpi })));
    const file = `${id}.pdf`;
    return {
      id, file, bytes, truth: truthOf(source.doc, file, of), layout, derivedFrom: of,
      format: `image-only PDF (${profile.kind}, ${profile.dpi} dpi, ${pages.length} page(s)), layout ${layout} (scan of ${of})`,
    };
  }
  const file = `${id}.${pages[0]!.ext}`;
  return {
    id, file, bytes: pages[0]!.image, truth: truthOf(source.doc, file, of), layout, derivedFrom: of,
    format: `scanned image (${profile.kind}, ${profile.dpi} dpi, 1 page(s)), layout ${layout} (scan of ${of})`,
  };
}

/**
 * A scan in the layout's own extra style (`Layout.scanStyle`, degrade-extra.ts): a fax, a sideways or upside-down
 * page, a keystoned photo, a scan with the lid open. A multi-page document becomes an image-only PDF.
 */
export async function styledScanItem(id: string, source: TextDocument, of: string, rng: Rng): Promise<CorpusItem> {
  const style = source.layout.scanStyle;
  if (!style) throw new Error(`layout ${source.layout.id} has no scanStyle`);
  const pageNumbers = Array.from({ length: source.pages }, (_, i) => i + 1);
  const pages: Fresh5ScanResult[] = isFresh3Style(style) ? await scanFresh3(source.pdf, pageNumbers, style, rng)
    : isFresh4Style(style) ? await scanFresh4(source.pdf, pageNumbers, style, rng)
      : isFresh5Style(style) ? await scanFresh5(source.pdf, pageNumbers, style, rng, `${of}.pdf`)
        : isFresh6Style(style) ? await scanFresh6(source.pdf, pageNumbers, style, rng)
          : isFresh7Style(style) ? await scanFresh7(source.pdf, pageNumbers, style, rng)
            : isFresh8Style(style) ? await scanFresh8(source.pdf, pageNumbers, style, rng)
              : isFresh9Style(style) ? await scanFresh9(source.pdf, pageNumbers, style, rng)
                : isFresh10Style(style) ? await scanFresh10(source.pdf, pageNumbers, style, rng)
                  : isFresh11Style(style) ? await scanFresh11(source.pdf, pageNumbers, style, rng)
                    : isFresh12Style(style) ? await scanFresh12(source.pdf, pageNumbers, style, rng)
                      : isFresh13Style(style) ? await scanFresh13(source.pdf, pageNumbers, style, rng)
                      : isFresh14Style(style) ? await scanFresh14(source.pdf, pageNumbers, style, rng)
                      : isFresh15Style(style) ? await scanFresh15(source.pdf, pageNumbers, style, rng)
                      : isFresh16Style(style) ? await scanFresh16(source.pdf, pageNumbers, style, rng)
                      : isFresh17Style(style) ? await scanFresh17(source.pdf, pageNumbers, style, rng)
                      : isFresh18Style(style) ? await scanFresh18(source.pdf, pageNumbers, style, rng)
                      : isFresh19Style(style) ? await scanFresh19(source.pdf, pageNumbers, style, rng)
                      : isFresh20Style(style) ? await scanFresh20(source.pdf, pageNumbers, style, rng)
                      : isFresh21Style(style) ? await scanFresh21(source.pdf, pageNumbers, style, rng)
                      : isFresh22Style(style) ? await scanFresh22(source.pdf, pageNumbers, style, rng)
                      : isFresh23Style(style) ? await scanFresh23(source.pdf, pageNumbers, style, rng)
                      : isFresh24Style(style) ? await scanFresh24(source.pdf, pageNumbers, style, rng)
                      : isFresh25Style(style) ? await scanFresh25(source.pdf, pageNumbers, style, rng)
                      : isFresh26Style(style) ? await scanFresh26(source.pdf, pageNumbers, style, rng)
                      : isFresh27Style(style) ? await scanFresh27(source.pdf, pageNumbers, style, rng)
                      : isFresh28Style(style) ? await scanFresh28(source.pdf, pageNumbers, style, rng)
                      : isFresh29Style(style) ? await scanFresh29(source.pdf, pageNumbers, style, rng)
                      : isFresh30Style(style) ? await scanFresh30(source.pdf, pageNumbers, style, rng)
                      : isFresh31Style(style) ? await scanFresh31(source.pdf, pageNumbers, style, rng)
                      : await scanExtra(source.pdf, pageNumbers, style, rng);
  const layout = source.layout.id;
  if (pages.length > 1 || pages[0]!.asPdf) {
    const bytes = await imagesToPdf(pages);
    const file = `${id}.pdf`;
    return {
      id, file, bytes, truth: truthOf(source.doc, file, of), layout, derivedFrom: of,
      format: `image-only PDF (${style}: ${pages[0]!.describe}, ${pages.length} page(s)), layout ${layout} (scan of ${of})`,
    };
  }
  const file = `${id}.${pages[0]!.ext}`;
  return {
    id, file, bytes: pages[0]!.image, truth: truthOf(source.doc, file, of), layout, derivedFrom: of,
    format: `scanned image (${style}: ${pages[0]!.describe}, 1 page(s)), layout ${layout} (scan of ${of})`,
  };
}

export interface SetPlan {
  name: 'train' | 'heldout' | 'fresh' | 'fresh2' | 'fresh3' | 'fresh4' | 'fresh5' | 'fresh6' | 'fresh7' | 'fresh8' | 'fresh9' | 'fresh10' | 'fresh11' | 'fresh12' | 'fresh13' | 'fresh14' | 'fresh15' | 'fresh16' | 'fresh17' | 'fresh18' | 'fresh19' | 'fresh20' | 'fresh21' | 'fresh22' | 'fresh23' | 'fresh24' | 'fresh25' | 'fresh26' | 'fresh27' | 'fresh28' | 'fresh29' | 'fresh30' | 'fresh31';
  prefix: string;
  layouts: readonly Layout[];
  textPerLayout: number;
  /** Degradations per layout, applied to the layout's text documents in turn; 'own' is the layout's `scanStyle`. */
  scans: ReadonlyArray<'mild' | 'harsh' | 'image-pdf' | 'own'>;
}

/** Builds one corpus set in memory: per layout its text documents, then their scans. */
export async function buildSet(plan: SetPlan, seed: number, today: string, log: (s: string) => void = () => undefined): Promise<{ items: CorpusItem[]; templates: TemplateFile[] }> {
  const items: CorpusItem[] = [];
  const templates: TemplateFile[] = [];
  let n = 0;
  const nextId = () => `${plan.prefix}${String(++n).padStart(2, '0')}`;
  for (const [k, layout] of plan.layouts.entries()) {
    // Seeded by the layout's name, so adding a layout does not change the documents of the others.
    const layoutSeed = (seed ^ [...layout.id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)) >>> 0;
    const sources = await textDocuments(layout, layoutSeed, plan.textPerLayout, today);
    templates.push(templateFile(layout, sources[0]!.template, sources[0]!.doc.issuer.name));
    const ids = sources.map((source) => {
      const item = textItem(nextId(), source);
      items.push(item);
      return item.id;
    });
    const rng = new Rng(layoutSeed ^ 0x5ca1ab1e);
    for (const [i, strength] of plan.scans.entries()) {
      const s = i % sources.length;
      items.push(strength === 'own'
        ? await styledScanItem(nextId(), sources[s]!, ids[s]!, rng.fork(i))
        : await scanItem(nextId(), sources[s]!, ids[s]!, strength, rng.fork(i)));
    }
    log(`${plan.name}: layout ${k + 1}/${plan.layouts.length} ${layout.id} done (${items.length} items)`);
  }
  return { items, templates };
}
