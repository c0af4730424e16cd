import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Browser } from 'playwright-core';
import type { DocSpec } from './document';
import type { Layout } from './layouts/layout';

// Pinned so the same seed gives byte-identical PDFs.
export const PINNED_DATE = new Date('2026-01-01T12:00:00Z');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Promise<Browser> | null = null;

/** Closes the chromium the HTML layouts print with (the generator calls it once at the end). */
export async function closeRenderers(): Promise<void> {
  if (browser) await (await browser).close();
  browser = null;
}

/** Chromium stamps the wall-clock time: pinned in place, at the same length, so the cross-reference offsets hold. */
function pinDates(pdf: Buffer): Buffer {
  const pinned = PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14);
  return Buffer.from(pdf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, key: string) => `/${key} (D:${pinned}`), 'latin1');
}

/**
 * Prints an HTML layout with headless chromium, as web ERPs and online invoicing services make their PDFs: its
 * text layer (embedded TrueType subsets, one run per styled span) is unlike pdfkit's.
 */
async function renderHtml(html: string, landscape: boolean): Promise<Buffer> {
  if (!existsSync(CHROMIUM)) throw new Error(`HTML layouts need chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }));
  const page = await (await browser).newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return pinDates(await page.pdf({ format: 'A4', landscape, printBackground: true, margin: { top: '0', right: '0', bottom: '0', left: '0' } }));
  } finally {
    await page.close();
  }
}

/**
 * Prints HTML with the browser's own page header and footer (fresh8: a page printed from a web admin with the
 * browser's "Headers and footers" on). The templates carry literal text (never chromium's date class, which is
 * the wall clock), so the bytes are stable; margins leave room for them.
 */
export async function printHtmlWithHeaders(html: string, o: { headerTemplate: string; footerTemplate: string; margin: { top: string; right: string; bottom: string; left: string } }): Promise<Buffer> {
  if (!existsSync(CHROMIUM)) throw new Error(`HTML layouts need chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }));
  const page = await (await browser).newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return pinDates(await page.pdf({ format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: o.headerTemplate, footerTemplate: o.footerTemplate, margin: o.margin }));
  } finally {
    await page.close();
  }
}

/** Draws one document with its layout into a text-layer PDF. */
export function renderPdf(layout: Layout, doc: DocSpec): Promise<Buffer> {
  if (layout.render) return layout.render(doc);
  if (layout.html) return renderHtml(layout.html(doc), layout.page.landscape ?? false);
  const draw = layout.draw;
  if (!draw) throw new Error(`layout ${layout.id} has neither draw nor html`);
  const size = layout.pageSize ? layout.pageSize(doc) : layout.page.size;
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size,
      layout: layout.page.landscape ? 'landscape' : 'portrait',
      margin: 0,
      info: { CreationDate: PINNED_DATE, ModDate: PINNED_DATE, Producer: 'corpus generator', Title: `${layout.id} ${doc.reference}` },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    draw(pdf, doc);
    pdf.end();
  });
}

/** Wraps page images (JPEG or PNG) into an image-only PDF, one page per image, at the scan's resolution. */
export function imagesToPdf(pages: ReadonlyArray<{ image: Buffer; width: number; height: number; dpi: number }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ autoFirstPage: false, info: { CreationDate: PINNED_DATE, ModDate: PINNED_DATE, Producer: 'corpus generator' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (const p of pages) {
      const w = (p.width / p.dpi) * 72, h = (p.height / p.dpi) * 72;
      pdf.addPage({ size: [w, h], margin: 0 });
      pdf.image(p.image, 0, 0, { width: w, height: h });
    }
    pdf.end();
  });
}
