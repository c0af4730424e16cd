import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, ar, composeWith, cuit, dni, fecha, issuerOf, jsPen, templateOf, vatContained, type Pen } from './common';

/** fresh24-j: a fish wholesaler's counter program (jsPDF, Courier body): factura B with final prices per kilo and "IVA contenido". */
const ID = 'fresh24-j';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  pen.text(is.tradeName, 40, 34, { face: 'sansB', size: 18, color: '#01579b' });
  pen.text('Pescados y mariscos frescos y congelados · Venta mayorista y minorista', 40, 56, { size: 8, color: '#01579b' });
  pen.text(`${is.name}`, 40, 70, { size: 8 });
  pen.text(`${is.address} - ${is.city} - Tel. ${is.phone}`, 40, 80, { size: 8 });
  pen.rect(W - 210, 26, 170, 70, { stroke: '#01579b' });
  pen.text('FACTURA  B', W - 200, 32, { face: 'monoB', size: 13 });
  pen.text('Cod. 006', W - 200, 48, { face: 'mono', size: 8 });
  pen.text(`Nro ${doc.reference}`, W - 200, 60, { face: 'monoB', size: 9.5 });
  pen.text(`Fecha ${fecha(doc.date, doc.variant.dateStyle as 'dot-yy')}`, W - 200, 73, { face: 'mono', size: 9 });
  pen.text(`Hora ${doc.variant.time}  Caja ${doc.variant.till}`, W - 200, 84, { face: 'mono', size: 8 });
  pen.text(`CUIT ${cuit(is.cuit, 'dash')}  ${is.condicionText}  IIBB ${is.iibb}  Inic.Act. ${is.activitySince}`, 40, 102, { face: 'mono', size: 7.5 });
  pen.line(40, 114, W - 40, 114, { dash: [3, 2] });
  let y = 122;
  pen.text(`Cliente ....: ${r.name}`, 40, y, { face: 'mono', size: 9 });
  if (r.docNumber) pen.text(`${r.docType === 'DNI' ? 'D.N.I. .....' : 'C.U.I.T. ...'}: ${r.docType === 'DNI' ? dni(r.docNumber) : cuit(r.docNumber, 'plain')}`, 40, y + 12, { face: 'mono', size: 9 });
  if (r.condicionPrinted) pen.text(`Cond. IVA ..: ${r.condicionText}`, 40, y + 24, { face: 'mono', size: 9 });
  if (r.address) pen.text(`Domicilio ..: ${r.address}`, 40, y + 36, { face: 'mono', size: 9 });
  pen.text(`Vendedor: ${doc.variant.seller}   Pago: ${doc.variant.pay}`, 40, y + 50, { face: 'mono', size: 8.5 });
  y += 66;
  pen.line(40, y, W - 40, y, { dash: [3, 2] });
  const head = `${'Kg/Un'.padStart(8)}  ${'Producto'.padEnd(40)}${'$/Kg final'.padStart(12)}${'Importe'.padStart(14)}`;
  pen.text(head, 40, y + 4, { face: 'monoB', size: 8.5 });
  pen.line(40, y + 16, W - 40, y + 16, { dash: [3, 2] });
  y += 22;
  doc.lines.forEach((l, i) => {
    const q = Number.isInteger(l.quantity) ? String(l.quantity) : ar(l.quantity, 3);
    const desc = l.description.length > 40 ? l.description : l.description.padEnd(40);
    pen.text(`${q.padStart(8)}  ${desc}`, 40, y, { face: 'mono', size: 8.5 });
    pen.text(ar(l.unitPrice!), 40 + pen.widthOf('x'.repeat(50), 'mono', 8.5), y, { face: 'mono', size: 8.5, align: 'right', width: pen.widthOf('x'.repeat(12), 'mono', 8.5) });
    pen.text(ar(t.lineAmounts[i]!), 40 + pen.widthOf('x'.repeat(62), 'mono', 8.5), y, { face: 'mono', size: 8.5, align: 'right', width: pen.widthOf('x'.repeat(14), 'mono', 8.5) });
    y += 12;
  });
  pen.line(40, y + 4, W - 40, y + 4, { dash: [3, 2] });
  y += 14;
  pen.text(`TOTAL $ ${ar(t.total)}`, 40, y, { face: 'monoB', size: 12, align: 'right', width: pen.widthOf('x'.repeat(76), 'mono', 8.5) });
  y += 24;
  pen.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', 40, y, { face: 'mono', size: 8 });
  pen.text(`IVA Contenido: $ ${ar(vatContained(doc))}`, 40, y + 11, { face: 'mono', size: 8 });
  pen.text('Otros Impuestos Nacionales Indirectos: $ 0,00', 40, y + 22, { face: 'mono', size: 8 });
  pen.text('Mantener congelado a -18 °C. Una vez descongelado no volver a congelar.', 40, y + 44, { size: 7.5, face: 'sansI' });
  pen.text(`CAE ${doc.variant.cae}   Vto. ${fecha(doc.date, 'slash')}`, 40, 800, { face: 'mono', size: 8 });
}

export const layoutJ: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Fish wholesaler's counter program (jsPDF, Courier body): factura B with final prices per kilo, weighed quantities and IVA contenido",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Pesquera ${rng.pick(['Golfo Nuevo', 'Mar Argentino', 'Caleta Olivia'])} S.R.L.`, rng.pick(['Pescadería El Faro', 'Mariscos Puerto Madryn', 'La Caleta Pescados'])),
  template: (issuer) => templateOf(ID, issuer, 'seafood', { name: 'Ventas de mostrador de pescadería', instructions: 'Factura B con precios finales por kilo (IVA incluido); pescado al 10,5 %, elaborados al 21 %.', pricesIncludeIva: true }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'seafood', lineCount: [2, 6], receivers: ['dni', 'consumidor-final', 'monotributo', 'company-exento'], conditionPrinted: 0.8,
    mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'],
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0011-${String(73108 + index * 97 + rng.int(0, 50)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['dot-yy', 'slash', 'slash-yy']), time: `${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`, till: rng.int(1, 4),
      seller: rng.pick(['MARCOS', 'NOELIA', 'TITO']), pay: rng.pick(['Efectivo', 'Débito', 'Cta. Cte.']), cae: `7${rng.digits(13)}`,
    },
  }, (doc, r) => {
    for (const l of doc.lines) l.quantity = l.unit === 'kg' && !/x 12|1 kg|telgopor/.test(l.description) ? r.int(500, 12000) / 1000 : r.pick([1, 2, 4, 10]);
  }),
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Factura B ${doc.reference}`, creator: 'PuntoPez 2.4', fileId: doc.reference });
    paint(pen, doc);
    return pen.kit.bytes();
  },
  scanStyle: 'recycled-fleck',
};
