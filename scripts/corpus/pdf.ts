import PDFDocument from 'pdfkit';
import type { DocSpec } from './document';
import type { Layout } from './layouts/layout';

// Pinned so the same seed gives byte-identical PDFs.
const PINNED_DATE = new Date('2026-01-01T12:00:00Z');

/** Draws one document with its layout into a text-layer PDF. */
export function renderPdf(layout: Layout, doc: DocSpec): Promise<Buffer> {
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
    layout.draw(pdf, doc);
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
