import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { box, hline, text } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from './print';

/**
 * A Monotributista's factura C from a small invoicing app, in Times at 10–11 pt: centred letterhead, point of sale and
 * number as two labelled fields, "Facturado a", the service period written "desde … hasta …", a rule-only item
 * table and one total. No VAT anywhere: the truth's rate is the template's, as for ARCA's own factura C.
 */
export const freshMonoCLayout: Layout = {
  id: 'fresh-mono-c',
  kind: 'invoice',
  title: 'Monotributista factura C (Cód. 011) from a small app, Times 10–11 pt, service period "desde … hasta …", no VAT',
  page: { size: 'A4' },
  issuer: (rng) => ({ ...makeIssuer(rng, 'Graciela Maldonado', 'Graciela Maldonado - Servicios Informáticos'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'fmonoc-gracielamaldonado',
    name: 'Facturas C Graciela Maldonado',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, Responsable Monotributo), la emisora. El cliente figura como "Facturado a". ` +
      'Las facturas C no discriminan IVA: precios finales, alícuota de la plantilla. Indican el período facturado. La referencia es punto de venta y número.',
    catalog: 'services',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const ptoVta = pad(rng.pick([2, 6]), 4);
    const number = pad(rng.int(20, 800), 8);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 3], receivers: ['company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'], servicePeriod: true,
      },
      { layout: 'fresh-mono-c', templateId: template.id, issuer, reference: `${ptoVta}-${number}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { ptoVta, number, cae: `7${rng.digits(13)}`, sale: rng.pick(['Contado', 'Transferencia bancaria', 'Mercado Pago']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 60, R = 535, W = R - L;
    const is = doc.issuer;
    text(pdf, is.tradeName, L, 44, { font: 'Times-Bold', size: 16, width: W, align: 'center' });
    text(pdf, `${is.address}, ${is.city} · Tel. ${is.phone} · ${is.email}`, L, 66, { font: 'Times-Roman', size: 9.5, width: W, align: 'center' });
    text(pdf, `CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · Ingresos Brutos ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 80, { font: 'Times-Roman', size: 9, width: W, align: 'center' });
    hline(pdf, L, R, 98, 0.8);
    box(pdf, 280, 108, 36, 36, 1);
    text(pdf, 'C', 280, 111, { font: 'Times-Bold', size: 26, width: 36, align: 'center' });
    text(pdf, 'Cód. 011', 270, 147, { font: 'Times-Roman', size: 8, width: 56, align: 'center' });
    text(pdf, 'FACTURA', L, 112, { font: 'Times-Bold', size: 15 });
    text(pdf, `Punto de venta: ${doc.variant.ptoVta}`, L, 134, { font: 'Times-Roman', size: 11 });
    text(pdf, `Comprobante Nº: ${doc.variant.number}`, L, 149, { font: 'Times-Roman', size: 11 });
    text(pdf, `Fecha: ${date(doc.date, 'long')}`, 340, 112, { font: 'Times-Roman', size: 11, width: R - 340, align: 'right' });
    text(pdf, `Condición de venta: ${doc.variant.sale}`, 340, 134, { font: 'Times-Roman', size: 10, width: R - 340, align: 'right' });
    text(pdf, `Vto. del pago: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, 340, 149, { font: 'Times-Roman', size: 10, width: R - 340, align: 'right' });
    hline(pdf, L, R, 168, 0.4);
    const r = doc.receiver;
    const id = r.docType === 'CUIT' ? `CUIT: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI: ${r.docNumber}` : 'Documento: -';
    text(pdf, `Facturado a: ${r.name}`, L, 178, { font: 'Times-Bold', size: 11 });
    text(pdf, `${id}     Condición frente al IVA: ${r.condicionText}`, L, 194, { font: 'Times-Roman', size: 10.5 });
    if (r.address) text(pdf, `Domicilio: ${r.address}`, L, 209, { font: 'Times-Roman', size: 10.5, width: W });
    text(pdf, `Período facturado: desde ${date(doc.serviceFrom!, 'dd/mm/yyyy')} hasta ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L, 228, { font: 'Times-Italic', size: 10.5 });
    // items
    let y = 256;
    hline(pdf, L, R, y, 0.8);
    text(pdf, 'Descripción', L + 2, y + 4, { font: 'Times-Bold', size: 10.5 });
    text(pdf, 'Cantidad', 320, y + 4, { font: 'Times-Bold', size: 10.5, width: 55, align: 'right' });
    text(pdf, 'Precio', 380, y + 4, { font: 'Times-Bold', size: 10.5, width: 70, align: 'right' });
    text(pdf, 'Subtotal', 455, y + 4, { font: 'Times-Bold', size: 10.5, width: R - 457, align: 'right' });
    y += 20;
    hline(pdf, L, R, y, 0.4);
    doc.lines.forEach((l, i) => {
      pdf.font('Times-Roman').fontSize(10.5);
      const h = pdf.heightOfString(l.description, { width: 250 });
      text(pdf, l.description, L + 2, y + 5, { font: 'Times-Roman', size: 10.5, width: 250 });
      text(pdf, quantity(l.quantity, 'ar'), 320, y + 5, { font: 'Times-Roman', size: 10.5, width: 55, align: 'right' });
      text(pdf, amount(l.unitPrice!, 'ar'), 380, y + 5, { font: 'Times-Roman', size: 10.5, width: 70, align: 'right' });
      text(pdf, amount(doc.totals!.lineAmounts[i]!, 'ar'), 455, y + 5, { font: 'Times-Roman', size: 10.5, width: R - 457, align: 'right' });
      y += h + 10;
    });
    hline(pdf, L, R, y, 0.8);
    text(pdf, 'Subtotal: $', 330, y + 10, { font: 'Times-Roman', size: 10.5, width: 120, align: 'right' });
    text(pdf, amount(doc.totals!.subtotal, 'ar'), 455, y + 10, { font: 'Times-Roman', size: 10.5, width: R - 457, align: 'right' });
    text(pdf, 'Otros tributos: $', 330, y + 25, { font: 'Times-Roman', size: 10.5, width: 120, align: 'right' });
    text(pdf, '0,00', 455, y + 25, { font: 'Times-Roman', size: 10.5, width: R - 457, align: 'right' });
    text(pdf, 'Importe total: $', 330, y + 44, { font: 'Times-Bold', size: 12, width: 120, align: 'right' });
    text(pdf, amount(doc.totals!.total, 'ar'), 455, y + 44, { font: 'Times-Bold', size: 12, width: R - 457, align: 'right' });
    text(pdf, `CAE: ${doc.variant.cae}   Vencimiento CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 770, { font: 'Times-Roman', size: 9.5 });
    text(pdf, 'Comprobante emitido por un Responsable Monotributo: el IVA no se discrimina.', L, 784, { font: 'Times-Italic', size: 9 });
  },
};
