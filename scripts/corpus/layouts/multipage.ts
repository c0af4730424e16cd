import { composeDocument, money, plainMoney, type DocSpec } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { box, hline, rowHeight, tableHeader, tableRow, text, totalsBlock, type Column, type TableStyle } from './draw';
import type { Layout } from './layout';

/**
 * A long invoice whose table runs over to page 2: the header only on page 1, "Transporte" carried at the foot
 * and head of the pages, the totals after the last line.
 */
const STYLE: TableStyle = { font: 'Courier', bold: 'Courier-Bold', size: 8, grid: false, padding: 2.5 };

function columns(doc: DocSpec): Column[] {
  return [
    { header: 'CODIGO', width: 55, cell: (l) => l.code ?? '' },
    { header: 'DESCRIPCION', width: 250, cell: (l) => l.description },
    { header: 'CANT', width: 40, align: 'right', cell: (l) => formatQuantity(l.quantity) },
    { header: 'P.UNIT', width: 75, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
    { header: 'IMPORTE', width: 95, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
  ];
}

export const multipageLayout: Layout = {
  id: 'multipage',
  kind: 'invoice',
  title: 'long invoice in Courier whose table continues on page 2 ("Transporte"), totals after the last line',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Peralta Hermanos S.A.', 'PERALTA HNOS. MAYORISTA'),
  template: (issuer) => ({
    id: 'multipage-peraltahnos',
    name: 'Facturas Peralta Hnos. Mayorista',
    instructions:
      `Facturas del sistema de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura como "Sr./es.". ` +
      'Precios sin IVA, 21%. Documentos de varias hojas: los renglones continúan en la hoja siguiente ("Transporte"); los totales están al final. La referencia es el número de comprobante.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(2, 4)}-${pad(rng.int(10000, 99999), 8)}`;
    return composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [26, 34], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'],
      },
      { layout: 'multipage', templateId: template.id, issuer, reference, variant: {}, today },
    );
  },
  draw: (pdf, doc) => {
    const L = 40, R = 555;
    const cols = columns(doc);
    const bottom = 760;
    const pages = 2;
    let page = 1;
    const pageHead = (first: boolean) => {
      if (first) {
        text(pdf, doc.issuer.tradeName, L, 36, { font: 'Courier-Bold', size: 15 });
        text(pdf, doc.issuer.name, L, 56, { font: 'Courier', size: 8.5 });
        text(pdf, `${doc.issuer.address} ${doc.issuer.city}`, L, 67, { font: 'Courier', size: 8.5 });
        text(pdf, `C.U.I.T. ${printCuit(doc.issuer.cuit, 'hyphens')}  ${doc.issuer.condicionText.toUpperCase()}`, L, 78, { font: 'Courier', size: 8.5 });
        box(pdf, 360, 32, 195, 56, 0.8);
        text(pdf, 'FACTURA PROFORMA', 365, 38, { font: 'Courier-Bold', size: 11 });
        text(pdf, `Nro. ${doc.reference}`, 365, 54, { font: 'Courier-Bold', size: 10 });
        text(pdf, `Fecha ${formatDate(doc.date, 'dd/mm/yyyy')}`, 365, 70, { font: 'Courier', size: 9 });
        const r = doc.receiver;
        box(pdf, L, 96, R - L, 54, 0.6);
        text(pdf, `Sr./es.: ${r.name}`, L + 6, 102, { font: 'Courier-Bold', size: 9 });
        text(pdf, `Domicilio: ${r.address}`, L + 6, 116, { font: 'Courier', size: 8.5 });
        text(pdf, `CUIT: ${printCuit(r.docNumber!, 'hyphens')}`, L + 6, 130, { font: 'Courier', size: 8.5 });
        if (r.condicionPrinted) text(pdf, `IVA: ${r.condicionText}`, 260, 130, { font: 'Courier', size: 8.5 });
        return tableHeader(pdf, L, 160, cols, STYLE);
      }
      text(pdf, `${doc.issuer.tradeName} - Nro. ${doc.reference} - Hoja ${page} de ${pages}`, L, 36, { font: 'Courier', size: 8.5 });
      return tableHeader(pdf, L, 56, cols, STYLE);
    };
    let y = pageHead(true);
    let carried = doc.totals!.lineAmounts[0]!.mul(0);
    const perPage = Math.ceil(doc.lines.length * 0.62);
    doc.lines.forEach((line, i) => {
      if (i === perPage || y + rowHeight(pdf, cols, line, i, STYLE) > bottom) {
        hline(pdf, L, R, y + 2, 0.4);
        text(pdf, `Transporte ${plainMoney(doc, carried)}`, L, y + 8, { font: 'Courier-Bold', size: 8.5, width: R - L, align: 'right' });
        text(pdf, `Hoja ${page} de ${pages} - continúa en la hoja siguiente`, L, 800, { font: 'Courier', size: 7.5 });
        pdf.addPage();
        page++;
        y = pageHead(false);
        text(pdf, `Transporte ${plainMoney(doc, carried)}`, L, y + 3, { font: 'Courier-Bold', size: 8.5, width: R - L, align: 'right' });
        y += 16;
      }
      y = tableRow(pdf, L, y, cols, line, i, STYLE);
      carried = carried.add(doc.totals!.lineAmounts[i]!);
    });
    hline(pdf, L, R, y + 3, 0.6);
    const t = doc.totals!;
    totalsBlock(pdf, R, y + 14, [
      ['SUBTOTAL', plainMoney(doc, t.subtotal)],
      ...t.byRate.map((b): [string, string] => [`I.V.A. ${formatQuantity(b.rate)}%`, plainMoney(doc, b.vat)]),
      ['TOTAL', money(doc, t.total)],
    ], { font: 'Courier', bold: 'Courier-Bold', size: 9, labelWidth: 120, valueWidth: 110 });
    text(pdf, `Hoja ${page} de ${pages}`, L, 800, { font: 'Courier', size: 7.5 });
  },
};
