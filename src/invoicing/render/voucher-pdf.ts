import PDFDocument from 'pdfkit';
import { loadLogo, qrMatrix } from './pdf-assets';
import {
  AUTH_HEIGHT, closeTable, drawAuthorization, drawLine, drawPageFooter, drawReceiver, drawTableHeader, drawTotals,
  footNoteHeight, lineHeight, totalsHeight,
} from './pdf-body';
import { Canvas } from './pdf-canvas';
import { headerFor } from './pdf-headers';
import { accentFor, paperFor, themeFor } from './pdf-theme';
import { voucherLabel } from './format';
import { InvoiceBranding, VoucherView } from './voucher-view';

const MARGIN = 34;
/** Space kept under the body for "Página n de m". */
const FOOTER = 14;

export interface RenderedVoucherPdf {
  pdf: Buffer;
  pages: number;
  /** Where the QR was drawn on the last page (points from the top-left), for checks. */
  qr: { page: number; x: number; y: number; size: number; modules: number };
}

/**
 * The printable voucher (RG 1415 Anexo II content, RG 4892 QR) in the CUIT's current branding. Rendered on
 * demand, so a branding change applies to vouchers already issued.
 */
export async function renderVoucherPdf(view: VoucherView, branding: InvoiceBranding): Promise<Buffer> {
  return (await renderVoucherPdfDetailed(view, branding)).pdf;
}

export async function renderVoucherPdfDetailed(view: VoucherView, branding: InvoiceBranding): Promise<RenderedVoucherPdf> {
  const theme = themeFor(branding.template);
  const title = voucherLabel(view.voucher.typeCode, view.voucher.letter, view.voucher.ptoVta, view.voucher.number);
  const doc = new PDFDocument({
    size: paperFor(branding.paperSize),
    margin: 0,
    bufferPages: true,
    lang: 'es-AR',
    displayTitle: true,
    info: { Title: title, Author: view.issuer.name, Subject: `CAE ${view.cae}`, Creator: 'facturador' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c: Canvas = {
    doc,
    theme,
    view,
    branding,
    accent: accentFor(branding, theme),
    logo: await loadLogo(branding.logo),
    width: doc.page.width,
    height: doc.page.height,
    margin: MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER,
  };
  const qr = qrMatrix(view.qrUrl);

  const startPage = (withTable: boolean): number => {
    let y = headerFor(c, MARGIN);
    y = drawReceiver(c, y);
    return withTable ? drawTableHeader(c, y) : y;
  };

  let y = startPage(true);
  const closing = totalsHeight(c) + footNoteHeight(c) + AUTH_HEIGHT + 10;
  view.lines.forEach((_, i) => {
    const h = lineHeight(c, i);
    if (y + h > c.bottom) {
      closeTable(c, y, true);
      doc.addPage();
      y = startPage(true);
    }
    drawLine(c, i, y, h);
    y += h;
  });
  closeTable(c, y, false);
  if (y + 10 + closing > c.bottom) {
    markTotalsMoved(c);
    doc.addPage();
    y = startPage(false);
  }
  drawTotals(c, y + 10);
  const qrBox = drawAuthorization(c, qr);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawPageFooter(c, i + 1, range.count);
  }
  doc.end();
  const pdf = await done;
  return { pdf, pages: range.count, qr: { page: range.count, ...qrBox, modules: qr.length + 4 } };
}

/** Marks the page the totals moved away from. */
function markTotalsMoved(c: Canvas): void {
  const { doc } = c;
  doc.font(c.theme.fonts.italic).fontSize(7.5).fillColor(c.theme.muted);
  doc.text('Totales en la página siguiente…', c.margin, c.bottom - 12, { width: c.width - 2 * c.margin, align: 'right', lineBreak: false });
}
