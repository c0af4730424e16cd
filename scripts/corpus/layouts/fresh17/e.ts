import Decimal from 'decimal.js';
import { avoidTies, composeDocument, computeTotals, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmyShort, FlipPdf, idPair, isbnOf, pad, sayCondition, shift, wrapBy } from './common';

/** A book distributor's remito to a bookshop, with ISBNs and long titles over two lines, valued at list prices (FlipPdf). */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const p = new FlipPdf([595.28, 841.89], { producer: 'Distribuidora Report Server 2.1', creator: 'Gestión Editorial (.NET)', title: `Remito ${doc.reference}` });
  const L = 34, R = 561;
  // issuer at the left, voucher at the right, the R letter in the middle
  p.flipText(doc.issuer.tradeName, L, 30, { font: 'TB', size: 17 });
  p.flipText('Distribuidora de libros y material educativo', L, 52, { font: 'TI', size: 9 });
  p.flipText(doc.issuer.name, L, 66, { size: 8 });
  p.flipText(`${doc.issuer.address} - ${doc.issuer.city}`, L, 77, { size: 8 });
  p.flipText(`${doc.issuer.phone} - ${doc.issuer.email}`, L, 88, { size: 8 });
  p.flipRect(280, 28, 36, 40, { stroke: '#000000', lineWidth: 1 });
  p.flipText('R', 280, 31, { font: 'HB', size: 24, width: 36, align: 'center' });
  p.flipText('Cód. 091', 280, 58, { size: 6, width: 36, align: 'center' });
  p.flipText('REMITO', 340, 30, { font: 'HB', size: 14 });
  p.flipText(`N° ${doc.reference}`, 340, 48, { font: 'HB', size: 10 });
  p.flipText(`Fecha: ${dmyShort(doc.date)}`, 340, 62, { size: 9 });
  p.flipText(`CUIT: ${cuitDashed(doc.issuer.cuit)}   IIBB: ${doc.issuer.iibb}`, 340, 75, { size: 7.5 });
  p.flipText(`${doc.issuer.condicionText} - Inicio act.: ${doc.issuer.activitySince}`, 340, 85, { size: 7.5 });
  p.flipText('DOCUMENTO NO VÁLIDO COMO FACTURA', 340, 96, { font: 'HB', size: 7 });
  p.flipLine(L, 108, R, 108, { width: 0.8 });
  // the bookshop
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  const id = idPair(doc);
  p.flipText('Destinatario:', L, 116, { font: 'HB', size: 8.5 });
  p.flipText(r.name, L + 62, 116, { size: 8.5 });
  p.flipText('Domicilio:', L, 128, { font: 'HB', size: 8.5 });
  p.flipText(r.address, L + 62, 128, { size: 8.5 });
  if (id) p.flipText(`${id[0]}: ${id[1]}`, L, 140, { size: 8.5 });
  if (r.condicionPrinted) p.flipText(`Cond. IVA: ${cond}`, L + 150, 140, { size: 8.5 });
  p.flipText(`Pedido N° ${String(v.order)}   Consignación: ${String(v.consign)}   Transporte: ${String(v.carrier)}`, L, 152, { size: 8.5 });
  // the table: ISBN, title (two lines), publisher, quantity, price, amount
  let y = 172;
  p.flipRect(L, y, R - L, 15, { fill: '#dcdcdc' });
  const cols = { isbn: L + 3, title: L + 92, ed: L + 300, qty: L + 372, pu: L + 410, imp: L + 466 };
  p.flipText('ISBN', cols.isbn, y + 4, { font: 'HB', size: 7.5 });
  p.flipText('Título', cols.title, y + 4, { font: 'HB', size: 7.5 });
  p.flipText('Editorial', cols.ed, y + 4, { font: 'HB', size: 7.5 });
  p.flipText('Cant.', cols.qty, y + 4, { font: 'HB', size: 7.5, width: 32, align: 'right' });
  p.flipText('P. Unit.', cols.pu, y + 4, { font: 'HB', size: 7.5, width: 52, align: 'right' });
  p.flipText('Importe', cols.imp, y + 4, { font: 'HB', size: 7.5, width: 58, align: 'right' });
  y += 20;
  const eds = String(v.eds).split('|');
  let valued = new Decimal(0);
  doc.lines.forEach((l, i) => {
    const title = wrapBy(l.description, 200, (s) => p.w(s, 'H', 8));
    p.flipText(l.priceListMatch ? isbnOf(l.priceListMatch) : 's/ISBN', cols.isbn, y, { font: 'C', size: 7.5 });
    p.flipLines(title, cols.title, y, 10, { size: 8 });
    p.flipText(eds[i]!, cols.ed, y, { size: 7.5 });
    p.flipText(String(l.quantity), cols.qty, y, { size: 8, width: 32, align: 'right' });
    if (l.unitPrice) {
      const a = new Decimal(l.quantity).mul(l.unitPrice).toDecimalPlaces(2);
      valued = valued.add(a);
      p.flipText(amount(l.unitPrice, 'ar'), cols.pu, y, { size: 8, width: 52, align: 'right' });
      p.flipText(amount(a, 'ar'), cols.imp, y, { size: 8, width: 58, align: 'right' });
    } else {
      p.flipText('s/precio', cols.pu, y, { font: 'HI', size: 7.5, width: 52, align: 'right' });
    }
    y += Math.max(1, title.length) * 10 + 6;
    p.flipLine(L, y - 3, R, y - 3, { color: '#cccccc', width: 0.4 });
  });
  y += 6;
  const units = doc.lines.reduce((a, l) => a + l.quantity, 0);
  p.flipText(`Títulos: ${doc.lines.length}   Ejemplares: ${units}   Bultos: ${String(v.boxes)}`, L, y, { size: 8.5 });
  if (doc.totals) {
    p.flipText('Total valorizado a precio de lista $', 300, y, { font: 'HB', size: 9, width: 166, align: 'right' });
    p.flipText(amount(doc.totals.total, 'ar'), cols.imp, y, { font: 'HB', size: 9, width: 58, align: 'right' });
  } else {
    p.flipText('Valorización parcial (hay ítems sin precio de lista)', 260, y, { font: 'HI', size: 8 });
  }
  y += 18;
  p.flipLines([
    'Precios de lista sin IVA (libros exentos, Ley 25.446). La mercadería viaja por cuenta y riesgo del destinatario.',
    'Las devoluciones de consignación se reciben hasta 90 días desde la fecha de este remito, con nota de devolución.',
  ], L, y, 10, { font: 'TI', size: 8 });
  // signatures and CAI
  const fy = 730;
  p.flipLine(L, fy, L + 170, fy, { width: 0.5 });
  p.flipText('Recibí conforme - Firma y aclaración', L, fy + 4, { size: 7.5 });
  p.flipLine(230, fy, 360, fy, { width: 0.5 });
  p.flipText('Fecha y hora de recepción', 230, fy + 4, { size: 7.5 });
  p.flipText(`C.A.I. N° ${String(v.cai)}   Fecha de Vto.: ${dmyShort(String(v.caiDue))}`, 380, fy + 4, { font: 'HB', size: 7.5 });
  p.flipText(`Imprenta ${String(v.printer)} - Hab. Munic. ${String(v.hab)} - del 0001-00040001 al 0001-00050000`, L, fy + 24, { size: 6.5, color: '#444444' });
  return Promise.resolve(p.bytes());
}

export const fresh17ELayout: Layout = {
  id: 'fresh17-e',
  kind: 'remito',
  title: 'fresh17 layout e',
  page: { size: 'A4' },
  scanStyle: 'cmy-black',
  issuer: (rng) => {
    const name = rng.pick(['Distribuidora Libros del Sur', 'Editorial y Distribuidora Atenea', 'Libros Patagonia Distribuidora', 'Distribuidora Letras del Plata']);
    return makeIssuer(rng, `${name} S.A.`, name);
  },
  template: (issuer) => ({
    id: `libros-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — remitos a librerías`,
    instructions: 'Remitos de libros a librerías valorizados a precio de lista; facturar según la lista de precios.',
    catalog: 'bookshop',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today, index }) => {
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'bookshop', lineCount: [3, 8], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
    }, { layout: 'fresh17-e', templateId: template.id, issuer, reference: `${pad(1, 4)}-${pad(rng.int(40001, 49999), 8)}`, variant: {}, today });
    // a bookshop names titles as listed (upper case in one document of three); quantities are copies
    doc.lines.forEach((l) => {
      if (l.priceListMatch) l.description = index === 2 ? l.priceListMatch.toUpperCase() : l.priceListMatch;
      l.quantity = rng.pick([1, 2, 2, 3, 5, 6, 10]);
    });
    avoidTies(doc.lines, false, true);
    doc.totals = computeTotals(doc.lines, false);
    doc.variant = {
      order: rng.int(10000, 99999), consign: rng.pick(['Sí', 'No']), carrier: rng.pick(['Expreso Cruz del Sur', 'Vía Cargo', 'Retira cliente', 'Andreani']),
      eds: doc.lines.map(() => rng.pick(['Ed. Del Plata', 'Sudestada', 'Ed. Atenea', 'Ed. Patagonia', 'Ed. Universitaria'])).join('|'),
      boxes: rng.int(1, 4), cai: `${rng.int(4, 7)}${rng.digits(13)}`, caiDue: shift(today, rng.int(60, 300)), printer: personName(rng), hab: rng.int(100, 999),
    };
    return doc;
  },
  render,
};
