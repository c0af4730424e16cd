import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { box, fillBox, hline, table, text, totalsBlock, type Column } from './draw';
import type { Layout } from './layout';

/** A wide sales sheet printed landscape: header data on one strip, a many-column table, totals bottom right. */
export const landscapeTableLayout: Layout = {
  id: 'landscape-table',
  kind: 'invoice',
  title: 'landscape A4 sale sheet with a wide many-column table (date, code, unit, net, VAT rate), dd-mm-yy dates',
  page: { size: 'A4', landscape: true },
  issuer: (rng) => makeIssuer(rng, 'Electricidad Funes y Arias S.R.L.', 'FUNES & ARIAS ELECTRICIDAD'),
  template: (issuer) => ({
    id: 'landscape-funesarias',
    name: 'Planillas de venta Funes & Arias',
    instructions:
      `Planillas de venta apaisadas de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura en la franja "Cliente". ` +
      'Precios sin IVA (columna "Precio s/IVA"), alícuota por línea. La referencia es el número de comprobante.',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(7, 4)}-${pad(rng.int(1000, 9999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'electrical', lineCount: [4, 10], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'],
      },
      { layout: 'landscape-table', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { seller: rng.pick(['Vendedor 03 - G. Navarro', 'Vendedor 11 - S. Ojeda']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 30, R = 812;
    text(pdf, doc.issuer.tradeName, L, 28, { font: 'Helvetica-Bold', size: 16 });
    text(pdf, `${doc.issuer.name} · CUIT ${printCuit(doc.issuer.cuit, 'hyphens')} · ${doc.issuer.condicionText} · ${doc.issuer.address}, ${doc.issuer.city}`, L, 48, { size: 7.5 });
    text(pdf, 'DETALLE DE VENTA', 560, 26, { font: 'Helvetica-Bold', size: 13, width: R - 560, align: 'right' });
    text(pdf, `Comprobante: X ${doc.reference}`, 560, 44, { font: 'Helvetica-Bold', size: 10, width: R - 560, align: 'right' });
    fillBox(pdf, L, 64, R - L, 34, '#efefef');
    box(pdf, L, 64, R - L, 34, 0.6);
    const r = doc.receiver;
    const strip: Array<[string, string, number]> = [
      ['Cliente', r.name, L + 6],
      ['CUIT', r.docNumber ? printCuit(r.docNumber, 'hyphens') : '', L + 250],
      ['Cond. IVA', r.condicionPrinted ? r.condicionText : '', L + 370],
      ['Fecha', formatDate(doc.date, 'dd-mm-yy'), L + 510],
      ['Vendedor', String(doc.variant.seller), L + 600],
    ];
    for (const [label, value, x] of strip) {
      text(pdf, label, x, 69, { size: 6.5, color: '#555555' });
      text(pdf, value, x, 81, { font: 'Helvetica-Bold', size: 8.5 });
    }
    const date = formatDate(doc.date, 'dd-mm-yy');
    const cols: Column[] = [
      { header: 'Fecha', width: 50, cell: () => date },
      { header: 'Código', width: 52, cell: (l) => l.code ?? '' },
      { header: 'Descripción', width: 250, cell: (l) => l.description },
      { header: 'U.M.', width: 34, cell: (l) => l.unit },
      { header: 'Cant.', width: 40, align: 'right', cell: (l) => formatQuantity(l.quantity) },
      { header: 'Precio s/IVA', width: 80, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
      { header: '% Dto.', width: 40, align: 'right', cell: () => '0,00' },
      { header: 'Neto', width: 90, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
      { header: 'Alíc.', width: 40, align: 'right', cell: (l) => `${formatQuantity(l.ivaRate)}%` },
      { header: 'Dep.', width: 36, align: 'center', cell: () => '01' },
    ];
    const end = table(pdf, L, 110, cols, doc, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8, grid: false, headerFill: '#d0d0d0' });
    hline(pdf, L, R, end + 2, 0.5);
    const t = doc.totals!;
    totalsBlock(pdf, R, Math.max(end + 14, 470), [
      ['Neto gravado', plainMoney(doc, t.subtotal)],
      ...t.byRate.map((b): [string, string] => [`IVA ${formatQuantity(b.rate)}%`, plainMoney(doc, b.vat)]),
      ['Total', money(doc, t.total)],
    ], { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, labelWidth: 120, valueWidth: 110 });
    text(pdf, `Página 1 de 1 · Impreso ${formatDate(doc.date, 'dd-mm-yy')}`, L, 570, { size: 7, color: '#666666' });
  },
};
