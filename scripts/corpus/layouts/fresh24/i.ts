import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, ar, composeWith, cuit, fecha, issuerOf, libPen, qty, rateLabel, templateOf, type Pen } from './common';

/** fresh24-i: an industrial park administrator's billing system (pdf-lib): factura A with resold energy and water at 27 % and services at 21 %. */
const ID = 'fresh24-i';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  pen.rect(0, 0, W, 92, { fill: '#37474f' });
  pen.text(is.tradeName.toUpperCase(), 36, 22, { face: 'sansB', size: 16, color: '#ffffff' });
  pen.text(`${is.name} · ${is.address}, ${is.city}`, 36, 44, { size: 8, color: '#ffffff' });
  pen.text(`CUIT ${cuit(is.cuit, 'plain')} · ${is.condicionText} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, 36, 56, { size: 7.5, color: '#ffffff' });
  pen.text('FACTURA A  (cód. 01)', W - 236, 20, { face: 'sansB', size: 12, color: '#ffffff', align: 'right', width: 200 });
  pen.text(`Nro. ${doc.reference}`, W - 236, 38, { face: 'sansB', size: 10, color: '#ffffff', align: 'right', width: 200 });
  pen.text(`Emitida: ${fecha(doc.date, doc.variant.dateStyle as 'dot-yy')}`, W - 236, 54, { size: 8.5, color: '#ffffff', align: 'right', width: 200 });
  pen.text(`1° vencimiento: ${String(doc.variant.due)}`, W - 236, 68, { size: 8.5, color: '#ffffff', align: 'right', width: 200 });

  let y = 106;
  pen.text('TITULAR DE LA PARCELA', 36, y, { face: 'sansB', size: 7.5, color: '#607d8b' });
  pen.text(r.name, 36, y + 11, { face: 'sansB', size: 11 });
  pen.text(`C.U.I.T. ${cuit(r.docNumber!, doc.variant.cuitStyle as 'dash')}${r.condicionPrinted ? `   Categoría: ${r.condicionText}` : ''}`, 36, y + 27, { size: 8.5 });
  pen.text(`Parcela ${doc.variant.lot} · ${r.address}`, 36, y + 39, { size: 8.5 });
  pen.rect(370, y - 2, W - 406, 54, { stroke: '#90a4ae' });
  pen.text('Período liquidado', 378, y + 4, { size: 7.5, color: '#607d8b' });
  pen.text(`${fecha(doc.serviceFrom!, 'slash')} al ${fecha(doc.serviceTo!, 'slash')}`, 378, y + 15, { face: 'sansB', size: 9.5 });
  pen.text(`Medidor N° ${doc.variant.meter}`, 378, y + 30, { size: 8 });
  pen.text(`Lect. ant. ${doc.variant.prev} / act. ${doc.variant.curr}`, 378, y + 40, { size: 8 });
  y += 70;
  const cols: Array<[string, number, 'left' | 'right']> = [['Concepto', 240, 'left'], ['Cantidad', 60, 'right'], ['Unidad', 40, 'left'], ['Tarifa', 62, 'right'], ['Alíc. IVA', 44, 'right'], ['Subtotal', 77, 'right']];
  let x = 36;
  const xs = cols.map(([, w]) => { const at = x; x += w; return at; });
  pen.text('DETALLE DE LA LIQUIDACIÓN', 36, y, { face: 'sansB', size: 8.5 });
  y += 14;
  pen.rect(36, y, W - 72, 15, { fill: '#eceff1' });
  cols.forEach(([h, w, a], i) => pen.text(h, xs[i]! + 3, y + 4, { face: 'sansB', size: 7.5, align: a, width: w - 6 }));
  y += 20;
  doc.lines.forEach((l, i) => {
    const unit = /kWh/.test(l.description) ? 'kWh' : /\(kW\)/.test(l.description) ? 'kW' : /m³/.test(l.description) ? 'm³' : 'mes';
    const cells = [l.description, qty(l.quantity), unit, ar(l.unitPrice!, 2), `${rateLabel(l.ivaRate)}%`, ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => pen.text(c, xs[k]! + 3, y, { size: 8.5, align: cols[k]![2], width: cols[k]![1] - 6 }));
    y += 14;
    pen.line(36, y - 3, W - 36, y - 3, { color: '#cfd8dc', width: 0.4 });
  });
  y += 12;
  const rows: Array<[string, string]> = [['Neto gravado total', ar(t.subtotal)], ...t.byRate.map((b) => [`IVA ${rateLabel(b.rate)}% s/ ${ar(b.net)}`, ar(b.vat)] as [string, string])];
  rows.forEach(([k, v], i) => {
    pen.text(k, 300, y + i * 13, { size: 8.5 });
    pen.text(v, W - 136, y + i * 13, { size: 8.5, align: 'right', width: 100 });
  });
  y += rows.length * 13 + 6;
  pen.rect(296, y - 4, W - 332, 22, { fill: '#37474f' });
  pen.text('TOTAL A PAGAR', 302, y + 2, { face: 'sansB', size: 10.5, color: '#ffffff' });
  pen.text(`$ ${ar(t.total)}`, W - 146, y + 2, { face: 'sansB', size: 10.5, color: '#ffffff', align: 'right', width: 104 });
  y += 40;
  pen.text('La energía y el agua se refacturan al costo de la distribuidora (IVA 27 % por tratarse de responsables inscriptos).', 36, y, { size: 7.5, face: 'sansI' });
  pen.line(36, 700, W - 36, 700, { dash: [3, 3], color: '#607d8b' });
  pen.text('Talón para el pago', 36, 708, { face: 'sansB', size: 8 });
  pen.text(`${r.name} · Parcela ${doc.variant.lot} · Factura ${doc.reference} · Importe $ ${ar(t.total)}`, 36, 722, { size: 8 });
  pen.text(`CAE ${doc.variant.cae} · Vto. CAE ${fecha(doc.date, 'slash')}`, 36, 790, { size: 7.5 });
}

export const layoutI: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Industrial park administrator's billing system (pdf-lib): factura A with resold energy and water at 27 % and services at 21 %, meter readings and a payment stub",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Consorcio Parque Industrial ${rng.pick(['Pilar Norte', 'Ruta 9', 'Sauce Viejo'])} S.A.`, rng.pick(['PI Pilar Norte', 'Parque Industrial Ruta 9', 'PISV'])),
  template: (issuer) => templateOf(ID, issuer, 'indpark', { name: 'Liquidación mensual de servicios del parque', instructions: 'Factura A mensual a cada parcela: energía, potencia y agua al 27 %, expensas y servicios al 21 %; período del mes anterior.', concepto: 2 }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'indpark', lineCount: [4, 6], receivers: ['company-ri'], conditionPrinted: 0.75,
    mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0002-${String(20418 + index * 57 + rng.int(0, 20)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['dot-yy', 'slash', 'dash-mon']), cuitStyle: rng.pick(['dash', 'plain', 'dot']), lot: `${rng.pick(['A', 'B', 'C'])}-${rng.int(1, 48)}`,
      meter: rng.digits(8), prev: rng.int(100000, 500000), curr: 0, due: '', cae: `7${rng.digits(13)}`,
    },
  }, (doc, r) => {
    for (const l of doc.lines) {
      if (/kWh/.test(l.description)) {
        l.quantity = r.int(3000, 40000);
        doc.variant.curr = Number(doc.variant.prev) + l.quantity;
      } else if (/\(kW\)/.test(l.description)) l.quantity = r.int(40, 400);
      else if (/m³/.test(l.description)) l.quantity = r.int(80, 900);
      else l.quantity = 1;
    }
    if (!doc.variant.curr) doc.variant.curr = Number(doc.variant.prev) + r.int(3000, 9000);
    doc.variant.due = fecha(`${doc.date.slice(0, 8)}28`, 'slash');
  }),
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'SIGEP Parques' });
    paint(pen, doc);
    return pen.kit.bytes();
  },
  scanStyle: 'zoomed-crop',
};
