import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, date, dotted, FONT, GlyphPdf, pad, quantity, sayCondition, vatContained } from './common';

const W = 419.53, H = 595.28, L = 26, R = W - 26;

/**
 * A restaurant's factura B on an A5 sheet from its table-service program, written by a print-to-PDF driver that
 * turns every face into **Type3 fonts** (GlyphPdf 'type3': glyph procedures drawn from DejaVu outlines, codes in
 * first-use order, ToUnicode). Table, waiter and covers; items as "qty description amount" with the unit price on a
 * second smaller line; final prices; a suggested tip printed apart from the total; VAT contained.
 */
export const fresh10BLayout: Layout = {
  id: 'fresh10-b',
  kind: 'invoice',
  title: 'fresh10 layout b',
  page: { size: [W, H] },
  scanStyle: 'pastel-paper',
  issuer: (rng) => makeIssuer(rng, 'Gastronómica El Mangrullo S.R.L.', 'Bodegón El Mangrullo'),
  template: (issuer) => ({
    id: 'u-mangrullo-mesas',
    name: 'Facturas B Bodegón El Mangrullo',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), restaurante, por consumos en el salón. Precios finales con IVA incluido. ` +
      'La propina sugerida no forma parte del total. La referencia es punto de venta y número.',
    catalog: 'catering',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(2, 14), nro = rng.int(20000, 99000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'catering', lineCount: [3, 7],
        receivers: ([['consumidor-final'], ['dni', 'monotributo'], ['company-exento', 'dni']] as const)[index % 3]!, conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh10-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      mesa: rng.int(1, 32), mozo: rng.pick(['Ramiro', 'Yanina', 'Cristian', 'Belén', 'Osvaldo']), cubiertos: rng.int(2, 8),
      hora: `${rng.int(12, 23)}:${pad(rng.int(0, 59), 2)}`, cae: rng.digits(14), pago: rng.pick(['Efectivo', 'Tarjeta de débito', 'Transferencia / QR']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const pdf = new GlyphPdf([W, H], { producer: 'PDF Printer Driver 5.2 (Type3)', creator: 'Salón — Comandas y Facturación', title: `FB ${doc.reference}` }, {
      R: { type3: FONT.dejavuCond }, B: { type3: FONT.dejavuCondBold }, S: { type3: FONT.dejavuSerif },
    });
    pdf.text(is.tradeName.toUpperCase(), L, 24, { font: 'S', size: 16, width: R - L, align: 'center' });
    pdf.text('Parrilla · Pastas · Vinos', L, 44, { size: 8.5, width: R - L, align: 'center', color: '#444444' });
    pdf.text(`${is.name} — ${is.address}, ${is.city}`, L, 57, { size: 7, width: R - L, align: 'center' });
    pdf.text(`CUIT ${is.cuit} · ${is.condicionText} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L, 66, { size: 7, width: R - L, align: 'center' });
    pdf.line(L, 78, R, 78, { width: 0.8 });
    pdf.rect(W / 2 - 16, 84, 32, 28, { stroke: '#000000', lineWidth: 1.2 });
    pdf.text('B', W / 2 - 16, 86, { font: 'B', size: 18, width: 32, align: 'center' });
    pdf.text('cód. 006', W / 2 - 16, 104, { size: 6, width: 32, align: 'center' });
    pdf.text('FACTURA', L, 88, { font: 'B', size: 11 });
    pdf.text(`Nº ${doc.reference}`, L, 102, { size: 9 });
    pdf.text(`${date(doc.date, 'dd/mm/yyyy')}  ${v.hora} hs`, W / 2 + 24, 88, { size: 9, width: R - W / 2 - 24, align: 'right' });
    pdf.text(`Mesa ${v.mesa} · Mozo: ${v.mozo} · Cubiertos: ${v.cubiertos}`, W / 2 + 24, 102, { size: 7.5, width: R - W / 2 - 24, align: 'right' });
    let y = 122;
    pdf.line(L, y, R, y, { width: 0.4, dash: [2, 2] });
    y += 6;
    pdf.text('Cliente:', L, y, { font: 'B', size: 8.5 });
    pdf.text(r.name, L + 40, y, { size: 8.5 });
    y += 12;
    if (r.docType && r.docNumber) {
      pdf.text(r.docType === 'DNI' ? 'DNI:' : 'CUIT:', L, y, { font: 'B', size: 8.5 });
      pdf.text(r.docType === 'DNI' ? dotted(r.docNumber) : r.docNumber, L + 40, y, { size: 8.5 });
      y += 12;
    }
    if (r.condicionPrinted) {
      pdf.text('Cond. IVA:', L, y, { font: 'B', size: 8.5 });
      pdf.text(r.condicionText, L + 48, y, { size: 8.5 });
      y += 12;
    }
    pdf.line(L, y + 2, R, y + 2, { width: 0.4, dash: [2, 2] });
    y += 8;
    pdf.text('Cant.', L, y, { font: 'B', size: 7.5 });
    pdf.text('Detalle', L + 34, y, { font: 'B', size: 7.5 });
    pdf.text('Importe', R - 70, y, { font: 'B', size: 7.5, width: 70, align: 'right' });
    y += 12;
    doc.lines.forEach((l, i) => {
      const lines = pdf.wrap(l.description, R - L - 34 - 80, 'R', 9);
      pdf.text(quantity(l.quantity, 'ar'), L, y, { size: 9, width: 20, align: 'right' });
      lines.forEach((s, k) => pdf.text(s, L + 34, y + k * 11, { size: 9 }));
      pdf.text(a(t.lineAmounts[i]!), R - 80, y, { size: 9, width: 80, align: 'right' });
      y += lines.length * 11;
      pdf.text(`${quantity(l.quantity, 'ar')} x $ ${a(l.unitPrice!)}`, L + 40, y, { size: 7, color: '#555555' });
      y += 12;
    });
    pdf.line(L, y, R, y, { width: 0.8 });
    y += 8;
    pdf.text('TOTAL $', L, y, { font: 'B', size: 13 });
    pdf.text(a(t.total), R - 150, y, { font: 'B', size: 13, width: 150, align: 'right' });
    y += 20;
    pdf.text(`Forma de pago: ${v.pago}`, L, y, { size: 8 });
    y += 11;
    pdf.text(`Propina sugerida (10 %): $ ${a(t.total.mul(0.1).toDecimalPlaces(2))} — no incluida`, L, y, { size: 8, color: '#555555' });
    y += 18;
    pdf.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y, { size: 7 });
    pdf.text(`IVA contenido: $ ${a(vatContained(t.total, 21))}`, L, y + 9, { size: 7 });
    pdf.text('Otros impuestos nacionales indirectos: $ 0,00', L, y + 18, { size: 7 });
    pdf.line(L, H - 58, R, H - 58, { width: 0.4 });
    pdf.text(`CAE ${v.cae}   Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, H - 50, { size: 7.5 });
    pdf.text('¡Gracias por su visita! Reservas por WhatsApp.', L, H - 38, { size: 7.5, width: R - L, align: 'center' });
    return pdf.bytes();
  },
};
