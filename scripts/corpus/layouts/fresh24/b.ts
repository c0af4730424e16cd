import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, ar, composeWith, cuit, fecha, issuerOf, KitPen, qty, rateLabel, round2, templateOf, type Pen } from './common';

/** fresh24-b: a dried-fruit and spice wholesaler's desktop ERP: factura A with per-line bonificación and an IIBB perception. */
const ID = 'fresh24-b';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  // letterhead band with the voucher box in the middle, as the pre-printed form of the ERP
  pen.rect(28, 24, W - 56, 112, { stroke: '#6b4a1f', lineWidth: 1 });
  pen.line(W / 2, 24, W / 2, 136, { color: '#6b4a1f' });
  pen.rect(W / 2 - 22, 24, 44, 40, { fill: '#ffffff', stroke: '#6b4a1f', lineWidth: 1 });
  pen.text('A', W / 2 - 22, 28, { face: 'serifB', size: 24, align: 'center', width: 44 });
  pen.text('Código 01', W / 2 - 22, 54, { size: 6, align: 'center', width: 44 });
  pen.text(is.tradeName, 36, 34, { face: 'serifB', size: 18, color: '#6b4a1f' });
  pen.text('Frutos secos · Especias · Deshidratados', 36, 56, { face: 'serif', size: 9, color: '#6b4a1f' });
  pen.text(is.name, 36, 76, { size: 8 });
  pen.text(is.address, 36, 87, { size: 8 });
  pen.text(is.city, 36, 98, { size: 8 });
  pen.text(`${is.condicionText}`, 36, 112, { face: 'sansB', size: 8 });
  pen.text('FACTURA', W / 2 + 30, 34, { face: 'sansB', size: 14 });
  pen.text(`Nº ${doc.reference}`, W / 2 + 30, 52, { face: 'sansB', size: 11 });
  pen.text(`Fecha: ${fecha(doc.date, doc.variant.dateStyle as 'dash-mon')}`, W / 2 + 30, 72, { size: 9 });
  pen.text(`CUIT ${cuit(is.cuit, 'dash')}`, W / 2 + 30, 86, { size: 8 });
  pen.text(`II.BB. ${is.iibb}`, W / 2 + 30, 97, { size: 8 });
  pen.text(`Inicio actividades ${is.activitySince}`, W / 2 + 30, 108, { size: 8 });
  pen.text(`Vendedor: ${doc.variant.seller}   Zona: ${doc.variant.zone}`, W / 2 + 30, 120, { size: 8 });

  pen.rect(28, 142, W - 56, 58, { stroke: '#6b4a1f' });
  pen.text('Sres.:', 36, 150, { face: 'sansB', size: 8.5 });
  pen.text(r.name, 80, 150, { size: 9 });
  pen.text('Dirección:', 36, 164, { face: 'sansB', size: 8.5 });
  pen.text(r.address, 80, 164, { size: 8.5 });
  pen.text('C.U.I.T.:', 36, 178, { face: 'sansB', size: 8.5 });
  pen.text(cuit(r.docNumber!, doc.variant.cuitStyle as 'space'), 80, 178, { size: 9 });
  if (r.condicionPrinted) {
    pen.text('Categoría IVA:', 300, 178, { face: 'sansB', size: 8.5 });
    pen.text(r.condicionText, 366, 178, { size: 8.5 });
  }
  pen.text('Cond. Venta:', 300, 150, { face: 'sansB', size: 8.5 });
  pen.text(String(doc.variant.terms), 366, 150, { size: 8.5 });
  pen.text('Remito Nº:', 300, 164, { face: 'sansB', size: 8.5 });
  pen.text(String(doc.variant.remito), 366, 164, { size: 8.5 });

  const cols: Array<[string, number, 'left' | 'right']> = [['Artículo', 52, 'left'], ['Descripción', 190, 'left'], ['Kilos', 44, 'right'], ['P. Lista', 56, 'right'], ['Bonif.', 36, 'right'], ['P. Unit. Neto', 60, 'right'], ['IVA', 32, 'right'], ['Subtotal', 69, 'right']];
  let x = 28;
  const xs = cols.map(([, w]) => { const at = x; x += w; return at; });
  let y = 208;
  pen.rect(28, y, W - 56, 15, { fill: '#efe4cf', stroke: '#6b4a1f' });
  cols.forEach(([h, w, a], i) => pen.text(h, xs[i]! + 3, y + 4, { face: 'sansB', size: 7.5, align: a, width: w - 6 }));
  y += 20;
  doc.lines.forEach((l, i) => {
    const cells = [l.code ?? '', l.description, qty(l.quantity), ar(String(doc.variant[`list${i}`])), `${doc.variant[`disc${i}`]}%`, ar(l.unitPrice!), rateLabel(l.ivaRate), ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => pen.text(c, xs[k]! + 3, y, { size: 8, align: cols[k]![2], width: cols[k]![1] - 6 }));
    y += 13;
  });
  const bottom = 640;
  pen.rect(28, 208, W - 56, bottom - 208, { stroke: '#6b4a1f' });
  xs.slice(1).forEach((cx) => pen.line(cx, 223, cx, bottom, { color: '#c9b48f', width: 0.4 }));

  // totals: one strip, then the perception and the amount to collect
  const strip: Array<[string, string]> = [['Neto gravado', ar(t.subtotal)], ...t.byRate.map((b) => [`IVA ${rateLabel(b.rate)}%`, ar(b.vat)] as [string, string]), ['Total factura', ar(t.total)]];
  const sw = (W - 56) / strip.length;
  strip.forEach(([k, v], i) => {
    pen.rect(28 + i * sw, bottom + 6, sw, 30, { stroke: '#6b4a1f' });
    pen.text(k, 28 + i * sw, bottom + 10, { size: 7, align: 'center', width: sw, color: '#6b4a1f' });
    pen.text(v, 28 + i * sw, bottom + 22, { face: i === strip.length - 1 ? 'sansB' : 'sans', size: 9.5, align: 'center', width: sw });
  });
  const perc = new Decimal(String(doc.variant.perc));
  pen.text(`Percepción IIBB Bs. As. (${ar(String(doc.variant.percRate))}% s/ neto)`, 300, bottom + 46, { size: 8.5 });
  pen.text(ar(perc), 480, bottom + 46, { size: 8.5, align: 'right', width: 87 });
  pen.text('TOTAL A PAGAR $', 300, bottom + 62, { face: 'sansB', size: 10 });
  pen.text(ar(t.total.add(perc)), 460, bottom + 62, { face: 'sansB', size: 10, align: 'right', width: 107 });
  pen.text(`C.A.E.: ${doc.variant.cae}   Vence: ${fecha(doc.date, 'slash')}`, 36, bottom + 50, { size: 7.5 });
  pen.text('Precios de lista sujetos a bonificación por volumen.', 36, bottom + 62, { size: 7, face: 'sansI' });
}

export const layoutB: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Dried-fruit and spice wholesaler desktop ERP (pdfkit, Liberation faces): factura A with bonificación per line and IIBB perception',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `${rng.pick(['Almacén de Especias', 'Granos y Semillas'])} ${rng.pick(['Cuyo', 'del Oeste', 'Mediterránea'])} S.A.`, rng.pick(['La Nuez Dorada', 'Especiería Central', 'El Almendro'])),
  template: (issuer) => templateOf(ID, issuer, 'spices', { name: 'Venta mayorista de frutos secos y especias', instructions: 'Factura A con precio de lista, bonificación y precio neto por kilo; IVA 21 y 10,5; percepción IIBB aparte.' }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'spices', lineCount: [4, 8], receivers: ['company-ri'], conditionPrinted: 0.8,
    mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0003-${String(18230 + index * 211 + rng.int(0, 99)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['dash-mon', 'slash']), cuitStyle: rng.pick(['space', 'dash']), seller: rng.pick(['04 GOMEZ', '11 ARCE', '07 PALACIOS']),
      zone: rng.pick(['Gran Mendoza', 'Valle de Uco', 'San Juan']), terms: rng.pick(['Cuenta corriente 30 d.', 'Contado', 'Cheque 45 días']),
      remito: `0002-${rng.digits(8)}`, cae: `7${rng.digits(13)}`,
    },
  }, (doc, r) => {
    doc.lines.forEach((l, i) => {
      l.quantity = r.pick([5, 10, 12.5, 20, 25, 2.5, 50]);
      const disc = r.pick([0, 5, 8, 10, 12]);
      const list = l.unitPrice!;
      doc.variant[`list${i}`] = list.toFixed(2);
      doc.variant[`disc${i}`] = disc;
      l.unitPrice = round2(list.mul(100 - disc).div(100));
    });
  }),
  draw: (pdf, doc) => {
    const d = doc;
    // the perception is drawn after totals are final (composeWith re-totals), from the net
    const rate = Number(d.variant.percRate ?? 0) || 3;
    d.variant.percRate = rate;
    d.variant.perc = round2(d.totals!.subtotal.mul(rate).div(100)).toFixed(2);
    paint(new KitPen(pdf), d);
  },
  scanStyle: 'staple-card',
};
