import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { box, fillBox, table, text, type Column } from './draw';
import type { Layout } from './layout';

/** An ERP's proforma in boxed cells: label cells over value cells, a gridded item table, a boxed totals column. */
function cell(pdf: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, w: number): void {
  box(pdf, x, y, w, 30, 0.7);
  text(pdf, label, x + 4, y + 3, { font: 'Helvetica', size: 6.5, color: '#444444' });
  text(pdf, value, x + 4, y + 14, { font: 'Helvetica-Bold', size: 9, width: w - 8 });
}

export const erpBoxedLayout: Layout = {
  id: 'erp-boxed',
  kind: 'invoice',
  title: 'ERP proforma in boxed cells (letter X), per-line VAT 21/10.5, prices without VAT',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Benítez Informática S.A.', 'BENITEZ INFORMATICA'),
  template: (issuer) => ({
    id: 'erpboxed-benitezinformatica',
    name: 'Proformas Benítez Informática',
    instructions:
      `Proformas del sistema de gestión de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura en las celdas "Razón social" y "C.U.I.T.". ` +
      'Precios unitarios sin IVA, alícuota por línea (21% o 10,5%). La referencia es el número de la proforma.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 9), 4)}-${pad(rng.int(1000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'],
        conditionPrinted: 0.85, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'],
      },
      { layout: 'erp-boxed', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { dateStyle: rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy']), title: rng.pick(['PROFORMA', 'FACTURA PROFORMA', 'PRESUPUESTO']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 30, W = 535;
    fillBox(pdf, L, 30, 250, 70, '#1f3b63');
    text(pdf, doc.issuer.tradeName, L + 10, 42, { font: 'Helvetica-Bold', size: 16, color: 'white', width: 230 });
    text(pdf, doc.issuer.name, L + 10, 64, { size: 8, color: 'white' });
    text(pdf, `${doc.issuer.address}, ${doc.issuer.city}`, L + 10, 75, { size: 7, color: 'white', width: 235 });
    text(pdf, `CUIT ${printCuit(doc.issuer.cuit, 'hyphens')} · IIBB ${doc.issuer.iibb} · ${doc.issuer.condicionText}`, L, 104, { size: 7 });
    box(pdf, 290, 30, 40, 40, 1.2);
    text(pdf, 'X', 290, 36, { font: 'Helvetica-Bold', size: 24, width: 40, align: 'center' });
    text(pdf, 'Documento no válido como factura', 250, 74, { size: 6, width: 120, align: 'center' });
    box(pdf, 380, 30, 185, 70, 1);
    text(pdf, String(doc.variant.title), 385, 36, { font: 'Helvetica-Bold', size: 13, width: 175, align: 'center' });
    text(pdf, `Nº ${doc.reference}`, 385, 58, { font: 'Helvetica-Bold', size: 11, width: 175, align: 'center' });
    text(pdf, `Fecha: ${formatDate(doc.date, doc.variant.dateStyle as 'dd/mm/yyyy')}`, 385, 78, { size: 9, width: 175, align: 'center' });
    const r = doc.receiver;
    cell(pdf, 'Razón social', r.name, L, 120, 330);
    cell(pdf, r.docType === 'DNI' ? 'D.N.I.' : 'C.U.I.T.', r.docNumber ? printCuit(r.docNumber, 'hyphens') : '-', L + 330, 120, 205);
    cell(pdf, 'Domicilio', r.address, L, 150, 330);
    cell(pdf, 'Cond. IVA', r.condicionPrinted ? r.condicionText : '', L + 330, 150, 205);
    cell(pdf, 'Cond. de venta', 'Cta. Cte. 30 días', L, 180, 200);
    cell(pdf, 'Vendedor', 'Mostrador 2', L + 200, 180, 130);
    cell(pdf, 'Moneda', 'Pesos', L + 330, 180, 205);
    const cols: Column[] = [
      { header: 'Art.', width: 45, cell: (l) => l.code ?? '' },
      { header: 'Descripción', width: 210, cell: (l) => l.description },
      { header: 'Cant.', width: 40, align: 'right', cell: (l) => formatQuantity(l.quantity, 2) },
      { header: 'P. Unitario', width: 75, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
      { header: 'Bonif.%', width: 40, align: 'right', cell: () => '0' },
      { header: 'IVA %', width: 40, align: 'right', cell: (l) => formatQuantity(l.ivaRate) },
      { header: 'Importe', width: 85, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
    ];
    const end = table(pdf, L, 222, cols, doc, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8, grid: true, headerFill: '#dde4ee' });
    const t = doc.totals!;
    const rows: Array<[string, string]> = [['Subtotal', plainMoney(doc, t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${formatQuantity(b.rate)}%`, plainMoney(doc, b.vat)])];
    let y = Math.max(end + 20, 600);
    for (const [label, value] of rows) {
      box(pdf, 385, y, 90, 18, 0.6);
      box(pdf, 475, y, 90, 18, 0.6);
      text(pdf, label, 389, y + 5, { size: 8.5 });
      text(pdf, value, 479, y + 5, { size: 8.5, width: 82, align: 'right' });
      y += 18;
    }
    fillBox(pdf, 385, y, 180, 22, '#dde4ee');
    box(pdf, 385, y, 180, 22, 1);
    text(pdf, 'TOTAL', 389, y + 6, { font: 'Helvetica-Bold', size: 10 });
    text(pdf, money(doc, t.total), 455, y + 6, { font: 'Helvetica-Bold', size: 10, width: 106, align: 'right' });
    text(pdf, 'Precios sujetos a modificación sin previo aviso. Validez de la oferta: 7 días.', L, 800, { size: 7, color: '#555555' });
  },
};
