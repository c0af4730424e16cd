import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, FlipPdf, pad, receiverNo, sayCondition, settle, vatContained, wrapBy } from './common';

const W = 595.28, H = 841.89, L = 40, R = W - 40;

function copyAt(p: FlipPdf, doc: DocSpec, y0: number, copy: string): void {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
  const m = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
  p.flipRect(L, y0 + 22, R - L, 380, { stroke: '#444444', lineWidth: 0.8 });
  p.flipText(is.tradeName, L + 10, y0 + 30, { font: 'HB', size: 14 });
  p.flipLines([is.name, `${is.address}, ${is.city}`, `Tel. ${is.phone}`, `CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · ${is.condicionText}`], L + 10, y0 + 49, 9.5, { size: 7.5 });
  p.flipRect(W / 2 - 16, y0 + 22, 32, 30, { stroke: '#000000', lineWidth: 1 });
  p.flipText('B', W / 2 - 16, y0 + 25, { font: 'HB', size: 20, width: 32, align: 'center' });
  p.flipText('Cod. 006', W / 2 - 16, y0 + 44, { size: 5.5, width: 32, align: 'center' });
  p.flipText(copy, R - 150, y0 + 27, { font: 'HB', size: 8, width: 140, align: 'right', color: '#555555' });
  p.flipText('FACTURA', W / 2 + 30, y0 + 30, { font: 'HB', size: 12 });
  p.flipText(`P.V. ${pad(v.pv as number, 4)}   Nro. ${pad(v.nro as number, 8)}`, W / 2 + 30, y0 + 46, { font: 'C', size: 9 });
  p.flipText(`Emisión: ${date(doc.date, 'dd-mm-yyyy')}   ${v.time}`, W / 2 + 30, y0 + 58, { font: 'C', size: 9 });
  p.flipText(`Caja ${v.box} · Cajero/a ${v.cashier}`, W / 2 + 30, y0 + 70, { size: 7.5 });
  // the buyer: a box at the right, under the voucher data
  const bx = W / 2 + 24, by = y0 + 92;
  p.flipRect(bx, by, R - 10 - bx, 48, { stroke: '#777777', lineWidth: 0.5 });
  p.flipText('A nombre de', bx + 5, by + 4, { size: 6, color: '#555555' });
  p.flipText(r.name, bx + 5, by + 12, { font: 'HB', size: 8.5 });
  const no = receiverNo(doc, cuitDashed, dotted);
  p.flipText(`${no ? `${r.docType === 'DNI' ? 'D.N.I.' : 'CUIT'} ${no}` : ''}${no && r.condicionPrinted ? '  ·  ' : ''}${r.condicionPrinted ? r.condicionText : ''}`, bx + 5, by + 24, { size: 7.5 });
  if (r.address) p.flipText(r.address, bx + 5, by + 35, { size: 6.8, width: R - 20 - bx });
  p.flipText(`Forma de pago: ${v.pay}`, L + 10, y0 + 110, { size: 7.5 });
  p.flipText(`Ticket de caja asociado: ${v.ticket}`, L + 10, y0 + 121, { size: 7.5 });
  // the items: code, quantity, a description wrapped over two lines when long, unit price, amount
  const cols = { code: L + 10, qty: L + 58, desc: L + 96, price: R - 150, amt: R - 80 };
  let y = y0 + 150;
  p.flipLine(L + 8, y - 3, R - 8, y - 3, { width: 0.4 });
  p.flipText('Código', cols.code, y, { font: 'HB', size: 7.5 });
  p.flipText('Cant.', cols.qty, y, { font: 'HB', size: 7.5, width: 30, align: 'right' });
  p.flipText('Descripción del artículo', cols.desc, y, { font: 'HB', size: 7.5 });
  p.flipText('Precio', cols.price, y, { font: 'HB', size: 7.5, width: 64, align: 'right' });
  p.flipText('Total', cols.amt, y, { font: 'HB', size: 7.5, width: 70, align: 'right' });
  y += 12;
  p.flipLine(L + 8, y - 2, R - 8, y - 2, { width: 0.4 });
  doc.lines.forEach((l, i) => {
    const wrapped = wrapBy(l.description, cols.price - cols.desc - 12, (s) => p.w(s, 'H', 8.2));
    p.flipLines(wrapped, cols.desc, y, 10, { size: 8.2 });
    p.flipText(l.code ?? '', cols.code, y, { font: 'C', size: 7.5 });
    p.flipText(String(l.quantity).replace('.', ','), cols.qty, y, { size: 8.2, width: 30, align: 'right' });
    p.flipText(m(l.unitPrice!), cols.price, y, { size: 8.2, width: 64, align: 'right' });
    p.flipText(m(t.lineAmounts[i]!), cols.amt, y, { size: 8.2, width: 70, align: 'right' });
    y += 10 * wrapped.length + 3;
  });
  const ty = y0 + 300;
  p.flipLine(L + 8, ty - 6, R - 8, ty - 6, { width: 0.4, dash: [2, 2] });
  p.flipText('Cantidad de artículos:', L + 10, ty, { size: 7.5 });
  p.flipText(String(doc.lines.reduce((a, l) => a + l.quantity, 0)).replace('.', ','), L + 96, ty, { size: 7.5 });
  p.flipText('SUBTOTAL', R - 200, ty, { size: 8.5 });
  p.flipText(m(t.subtotal), R - 130, ty, { size: 8.5, width: 120, align: 'right' });
  p.flipText('TOTAL  $', R - 200, ty + 14, { font: 'HB', size: 12 });
  p.flipText(m(t.total), R - 130, ty + 14, { font: 'HB', size: 12, width: 120, align: 'right' });
  p.flipText(`Régimen de Transparencia Fiscal al Consumidor Ley 27.743 — IVA contenido $ ${m(vatContained(t.total, 21))}`, L + 10, ty + 36, { size: 6.8 });
  p.flipText(`CAE ${v.cae}   Vencimiento ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}`, L + 10, ty + 52, { font: 'C', size: 8 });
  p.flipText('Cambios dentro de los 30 días con este comprobante. ¡Gracias por su compra!', L + 10, ty + 66, { size: 6.8, color: '#555555' });
}

/** fresh9 layout b (see LAYOUTS.md). */
export const fresh9BLayout: Layout = {
  id: 'fresh9-b',
  kind: 'invoice',
  title: 'fresh9 layout b',
  page: { size: 'A4' },
  scanStyle: 'desk-thumb',
  issuer: (rng) => makeIssuer(rng, 'Bazar y Hogar Las Acacias S.R.L.', 'Hogar Las Acacias'),
  template: (issuer) => ({
    id: 't-facturasb-hogarlasacacias',
    name: 'Facturas B de mostrador Hogar Las Acacias',
    instructions: `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}) a consumidores. Precios finales con IVA. Referencia: P.V. y Nro.`,
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(10, 30), nro = rng.int(3000, 90000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [1, 4], receivers: ([['dni', 'consumidor-final'], ['monotributo', 'dni'], ['consumidor-final', 'company-exento']] as const)[index % 3]!,
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh9-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) if (l.quantity > 6) l.quantity = rng.int(1, 4);
    sayCondition(doc, { 1: 'IVA Resp. Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, box: rng.int(1, 6), cashier: rng.pick(['Vero', 'Nati', 'Gus', 'Leo']), time: `${rng.int(9, 20)}:${pad(rng.int(0, 59), 2)}`,
      pay: rng.pick(['Efectivo', 'Débito', 'Crédito 3 cuotas', 'Transferencia / QR']), ticket: `T-${pad(rng.int(1, 999999), 6)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const p = new FlipPdf([W, H], { producer: 'PDFsharp 1.50.5147 (www.pdfsharp.com)', creator: 'PuntoVenta.NET', title: `Factura B ${doc.reference}` });
    copyAt(p, doc, 0, 'ORIGINAL');
    p.flipLine(20, H / 2, W - 20, H / 2, { color: '#999999', width: 0.5, dash: [4, 3] });
    p.flipText('- - cortar aquí - -', W / 2 - 40, H / 2 - 9, { size: 6, color: '#999999' });
    copyAt(p, doc, H / 2 - 4, 'DUPLICADO');
    return p.bytes();
  },
};
