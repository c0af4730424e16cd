import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, arcaQrUrl, caeOf, cuitDashed, dmy, idValue, perception, PipePdf, qrModules, quantity, sayCondition, settle } from './common';

/** An industrial laundry's monthly factura A to hotels and clinics, with an IIBB perception (PipePdf, TeX-like runs). */
export const fresh20FLayout: Layout = {
  id: 'fresh20-f',
  kind: 'invoice',
  title: 'fresh20 layout f',
  page: { size: 'A4' },
  scanStyle: 'shop-window-fade',
  issuer: (rng) => makeIssuer(rng, 'Lavadero Industrial Blanco Norte S.R.L.', 'Blanco Norte'),
  template: (issuer) => ({
    id: 'a-facturas-blanconorte',
    name: 'Facturas A Blanco Norte',
    instructions:
      `Facturas A mensuales de ${issuer.name} (CUIT ${issuer.cuit}), lavadero industrial: kilos lavados por tipo de prenda en el período ` +
      'facturado. El cliente es "Destinatario". Precios netos más IVA 21 %; la percepción de IIBB se suma al total a pagar.',
    catalog: 'laundry',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 5), nro = rng.int(1000, 16000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'laundry', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true },
      { layout: 'fresh20-f', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = /viaje|perdida/.test(l.description) ? rng.int(2, 12) : rng.int(60, 900) + (rng.chance(0.4) ? 0.5 : 0);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), rate: rng.pick([1.5, 2, 3, 3.5]), client: `${rng.int(100, 999)}`, route: rng.pick(['Recorrido Norte (lun/mié/vie)', 'Recorrido Centro (mar/jue)', 'Recorrido Sur (diario)']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pdf = new PipePdf(A4, { producer: 'pdfTeX-1.40.26', creator: 'LaTeX con facturacion.cls (Blanco Norte)', title: `Factura A ${doc.reference}` },
      { mode: 'tex', faces: { T: { std: 'T' }, TB: { std: 'TB' }, TI: { std: 'TI' }, H: { std: 'H' } } });
    const L = 56, R = A4[0] - 56, W = R - L;
    const perc = perception(t.subtotal, Number(v.rate));
    pdf.text('Blanco Norte', L, 40, { font: 'TB', size: 22 });
    pdf.text('Lavadero industrial · hotelería · salud', L, 66, { font: 'TI', size: 10 });
    pdf.text(is.name, R - 220, 42, { font: 'TB', size: 9.5, align: 'right', width: 220 });
    [`${is.address}, ${is.city}`, `Tel. ${is.phone} — ${is.email}`, `CUIT ${cuitDashed(is.cuit)} — ${is.condicionText}`, `Ingresos Brutos ${is.iibb} — Inicio de actividades ${is.activitySince}`]
      .forEach((s, i) => pdf.text(s, R - 300, 56 + i * 11, { font: 'T', size: 8.5, align: 'right', width: 300 }));
    pdf.line(L, 104, R, 104, { width: 1.2 });
    pdf.line(L, 106.5, R, 106.5, { width: 0.4 });
    pdf.text('Factura A', L, 116, { font: 'TB', size: 15 });
    pdf.text('(código 01)', L + 78, 120, { font: 'T', size: 9 });
    pdf.text(`Número ${doc.reference}`, R - 200, 116, { font: 'TB', size: 11, align: 'right', width: 200 });
    pdf.text(`Fecha de emisión ${dmy(doc.date)}`, R - 200, 131, { font: 'T', size: 10, align: 'right', width: 200 });
    pdf.text(`Período facturado: del ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}`, L, 140, { font: 'T', size: 10 });
    pdf.text(`Vencimiento para el pago: ${dmy(addDays(doc.date, 10))}`, L, 153, { font: 'T', size: 10 });
    pdf.text('Destinatario', L, 178, { font: 'TB', size: 10.5 });
    pdf.text(`${r.name} (cliente n.º ${v.client})`, L + 20, 193, { font: 'T', size: 10 });
    pdf.text(`CUIT ${idValue(doc)} — ${r.condicionText}`, L + 20, 206, { font: 'T', size: 10 });
    pdf.text(r.address, L + 20, 219, { font: 'T', size: 10 });
    pdf.text(String(v.route), L + 20, 232, { font: 'TI', size: 9 });
    // the items: booktabs-like rules, no verticals
    let y = 258;
    pdf.line(L, y, R, y, { width: 0.9 });
    const heads: Array<[string, number, 'left' | 'right']> = [['Concepto', L, 'left'], ['Cantidad', L + 240, 'right'], ['Precio unitario', L + 320, 'right'], ['Importe', R - 80, 'right']];
    for (const [h, x, a] of heads) pdf.text(h, x, y + 5, { font: 'TB', size: 9.5, align: a, width: a === 'right' ? 80 : 200 });
    y += 21;
    pdf.line(L, y, R, y, { width: 0.5 });
    y += 6;
    doc.lines.forEach((l, i) => {
      const unit = /kg/.test(l.unit) && !/viaje|perdida/.test(l.description) ? ' kg' : '';
      pdf.text(l.description, L, y, { font: 'T', size: 9.5 });
      pdf.text(`${quantity(l.quantity, 'ar')}${unit}`, L + 240, y, { font: 'T', size: 9.5, align: 'right', width: 80 });
      pdf.text(amount(l.unitPrice!, 'ar'), L + 320, y, { font: 'T', size: 9.5, align: 'right', width: 80 });
      pdf.text(amount(t.lineAmounts[i]!, 'ar'), R - 80, y, { font: 'T', size: 9.5, align: 'right', width: 80 });
      y += 15;
    });
    pdf.line(L, y + 2, R, y + 2, { width: 0.9 });
    y += 16;
    const row = (a: string, b: string, bold = false) => {
      pdf.text(a, R - 300, y, { font: bold ? 'TB' : 'T', size: bold ? 11 : 10 });
      pdf.text(b, R - 110, y, { font: bold ? 'TB' : 'T', size: bold ? 11 : 10, align: 'right', width: 110 });
      y += bold ? 17 : 14;
    };
    row('Importe neto gravado', amount(t.subtotal, 'ar'));
    for (const b of t.byRate) row(`IVA ${amount(b.rate, 'ar')} %`, amount(b.vat, 'ar'));
    row('Subtotal con IVA', amount(t.total, 'ar'));
    pdf.text('Otros tributos', R - 300, y + 2, { font: 'TI', size: 9 });
    y += 15;
    row(`Percepción IIBB Prov. Bs. As. ${amount(Number(v.rate), 'ar')} %`, amount(perc, 'ar'));
    pdf.line(R - 300, y, R, y, { width: 0.5 });
    y += 5;
    row('Total a pagar $', amount(t.total.add(perc), 'ar'), true);
    const fy = 720;
    pdf.qr(qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total.add(perc), docTipo: 80, docNro: r.docNumber ?? '0', cae: String(v.cae) })), L, fy, 72);
    pdf.text(`CAE n.º ${v.cae} — vencimiento ${dmy(addDays(doc.date, 10))}`, L + 86, fy + 14, { font: 'TB', size: 9.5 });
    pdf.text('Comprobante autorizado. Percepción practicada según el régimen general de la provincia.', L + 86, fy + 30, { font: 'T', size: 8.5 });
    pdf.text('Transferencias: CBU 0110599520000012345678 — Alias BLANCO.NORTE.LAV', L + 86, fy + 44, { font: 'T', size: 8.5 });
    pdf.text('1', L, 806, { font: 'T', size: 9, align: 'center', width: W });
    return pdf.bytes();
  },
};
