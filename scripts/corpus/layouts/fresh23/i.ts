import type { DocLine, DocSpec } from '../../document';
import { addDays, formatDate, formatQuantity, pad } from '../../formats';
import { box, fillBox, hline, text } from '../draw';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, FONT, issuerOf, templateOf } from './common';

/**
 * fresh23-i: a craft brewery's purchase order to its supplies distributor (the issuer), from the brewery's
 * purchasing module: the buyer's letterhead on top, the supplier in a box, two sheets when the order is long.
 */
const ID = 'fresh23-i';
const PER_PAGE = 8;

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const F = FONT.narrow, B = FONT.narrowBold;
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const pages = doc.lines.length > PER_PAGE ? 2 : 1;
  const header = (sheet: number) => {
    text(pdf, r.name, 40, 36, { font: B, size: 16, color: '#1f4e3d' });
    text(pdf, `${r.address || ''}`, 40, 56, { font: F, size: 9 });
    text(pdf, `CUIT ${cuitWith(r.docNumber!, '-')}${r.condicionPrinted ? `  —  ${r.condicionText}` : ''}`, 40, 68, { font: F, size: 9 });
    text(pdf, 'ORDEN DE COMPRA', 360, 34, { font: B, size: 15, width: 195, align: 'right' });
    text(pdf, `Nro. ${doc.reference}`, 360, 54, { font: B, size: 11, width: 195, align: 'right' });
    text(pdf, `Emitida: ${formatDate(doc.date, 'dd-mm-yy')}   Hoja ${sheet}/${pages}`, 360, 70, { font: F, size: 9, width: 195, align: 'right' });
    hline(pdf, 40, 555, 86, 1.5);
  };
  const tableHead = (y: number) => {
    fillBox(pdf, 40, y, 515, 16, '#1f4e3d');
    const hs = ['Renglón', 'Cód. prov.', 'Descripción', 'Cantidad', 'Precio s/IVA', '% IVA', 'Total renglón'];
    hs.forEach((h, i) => text(pdf, h, COLS[i]! + 2, y + 4, { font: B, size: 8, color: '#ffffff', width: COLS[i + 1]! - COLS[i]! - 4, align: i >= 3 ? 'right' : 'left' }));
    return y + 20;
  };
  const row = (l: DocLine, i: number, y: number) => {
    const cells = [String((i + 1) * 10).padStart(3, '0'), l.code ?? '', l.description, formatQuantity(l.quantity), ar(l.unitPrice!), String(l.ivaRate).replace('.', ','), ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => text(pdf, c, COLS[k]! + 2, y, { font: F, size: 9, width: COLS[k + 1]! - COLS[k]! - 4, align: k >= 3 ? 'right' : 'left' }));
    hline(pdf, 40, 555, y + 13, 0.2);
    return y + 17;
  };
  header(1);
  box(pdf, 40, 96, 330, 64, 0.6);
  text(pdf, 'PROVEEDOR', 46, 100, { font: B, size: 8, color: '#1f4e3d' });
  text(pdf, is.name, 46, 112, { font: B, size: 10 });
  text(pdf, `CUIT ${cuitWith(is.cuit, '-')} — ${is.condicionText}`, 46, 126, { font: F, size: 9 });
  text(pdf, `${is.address}, ${is.city}`, 46, 139, { font: F, size: 9 });
  box(pdf, 380, 96, 175, 64, 0.6);
  text(pdf, `Entrega: ${formatDate(addDays(doc.date, Number(doc.variant.lead)), 'dd-mm-yy')}`, 386, 102, { font: F, size: 9 });
  text(pdf, `Lugar: ${doc.variant.place}`, 386, 116, { font: F, size: 9 });
  text(pdf, `Pago: ${doc.variant.pay}`, 386, 130, { font: F, size: 9 });
  text(pdf, 'Moneda: Pesos', 386, 144, { font: F, size: 9 });
  let y = tableHead(172);
  doc.lines.slice(0, PER_PAGE).forEach((l, i) => { y = row(l, i, y); });
  if (pages === 2) {
    text(pdf, 'Continúa en hoja 2 —>', 40, y + 6, { font: B, size: 9 });
    pdf.addPage({ size: 'A4', margin: 0 });
    header(2);
    y = tableHead(100);
    doc.lines.slice(PER_PAGE).forEach((l, i) => { y = row(l, i + PER_PAGE, y); });
  }
  y += 8;
  const rows: Array<[string, string]> = [['Total neto', ar(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${String(b.rate).replace('.', ',')} %`, ar(b.vat)]), ['TOTAL ORDEN $', ar(t.total)]];
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    text(pdf, l, 340, y, { font: last ? B : F, size: last ? 11 : 9.5, width: 130, align: 'right' });
    text(pdf, v, 475, y, { font: last ? B : F, size: last ? 11 : 9.5, width: 80, align: 'right' });
    y += last ? 16 : 13;
  });
  text(pdf, 'Facturar a nombre de la empresa indicando el número de esta orden. No se recibe mercadería sin remito.', 40, y + 14, { font: F, size: 8.5 });
  text(pdf, 'Autorizó: Jefe de Compras', 40, y + 60, { font: F, size: 9 });
  hline(pdf, 40, 200, y + 56, 0.5);
}
const COLS = [40, 82, 130, 330, 380, 450, 485, 555];

export const fresh23I: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-i',
  page: { size: 'A4' },
  scanStyle: 'archive-4gray',
  draw,
  issuer: (rng) => issuerOf(rng, 'Insumos Cerveceros Patagónicos S.A.', 'Birra Insumos'),
  template: (issuer) => templateOf(issuer, 'cerveceros', 'Órdenes de compra de cervecerías', 'Órdenes de compra recibidas de cervecerías (el cliente es quien compra); precios netos de IVA 21 % y 10,5 %.', 'brewing', false, 1),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [5, 13], receivers: ['company-ri'], conditionPrinted: 0.6, mixedVat: true, pricesIncludeIva: () => false,
  }, `${ctx.today.slice(2, 4)}-${pad(rng.int(100, 9999), 5)}`, { lead: rng.int(2, 10), place: rng.pick(['Planta', 'Depósito Ruta 40', 'Brewpub centro']), pay: rng.pick(['30 días f.f.', 'Contado contra entrega', 'E-cheq 45 días']) }),
};
