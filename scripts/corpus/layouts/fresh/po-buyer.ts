import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { box, fillBox, hline, text } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, ean13, quantity, sayCondition } from './print';

/**
 * A large buyer's purchase order out of an SAP-like procurement system: the buyer's letterhead (the invoice's
 * receiver), the supplier as "Acreedor" (the issuer the draft is for), Ítem / Material / Texto breve / Cantidad /
 * UM / Precio neto / Valor neto with 40-character short texts, quantities with three decimals, payment terms.
 */
const L = 32, R = 563;
const SHORT_TEXT = 40;

export const freshPoBuyerLayout: Layout = {
  id: 'fresh-po-buyer',
  kind: 'invoice',
  title: "large buyer's purchase order (SAP-like): buyer letterhead = receiver, supplier = 'Acreedor', Ítem/Material/Texto breve/Precio neto/Valor neto",
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Eléctrica Paso de los Libres S.R.L.', 'ELECTRICA PASO DE LOS LIBRES'),
  template: (issuer) => ({
    id: 'fpo-electricapasolibres',
    name: 'Pedidos de compra de clientes (Eléctrica Paso de los Libres)',
    instructions:
      `Pedidos de compra que grandes clientes envían a ${issuer.name} (CUIT ${issuer.cuit}), que figura como "Acreedor" y es el emisor de la factura. ` +
      'El cliente (receptor) es la empresa del membrete. Precios netos sin IVA. La referencia es el número de pedido.',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `45${rng.int(10, 99)}0${rng.digits(5)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'electrical', lineCount: [2, 9], receivers: ['company-ri', 'company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh-po-buyer', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // SAP short texts: 40 characters, as the order prints them
    for (const line of doc.lines) line.description = line.description.slice(0, SHORT_TEXT).trimEnd();
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      vendor: String(rng.int(100000, 199999)),
      buyer: rng.pick(['Compras Indirectas / G. Paredes', 'Abastecimiento / L. Navarro', 'Compras Mantenimiento / S. Correa']),
      terms: rng.pick(['Pago a 60 días fecha factura conformada', 'Pago a 30 días fecha recepción de factura', 'Pago contado contra entrega']),
      plant: rng.pick(['Planta 1000', 'Centro 2100', 'Almacén 0300']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const r = doc.receiver;
    const is = doc.issuer;
    const t = doc.totals!;
    // buyer letterhead
    fillBox(pdf, L, 30, 8, 44, '#c2410c');
    text(pdf, r.name, L + 16, 30, { font: 'Helvetica-Bold', size: 14, width: 300 });
    text(pdf, `${r.address}\nCUIT ${r.docNumber}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, L + 16, 50, { font: 'Helvetica', size: 7.5, width: 300 });
    // document data as key/value rows on the right
    text(pdf, 'PEDIDO DE COMPRA', 360, 30, { font: 'Helvetica-Bold', size: 12, width: 203, align: 'right' });
    const kv: Array<[string, string]> = [
      ['Nº de pedido', doc.reference], ['Fecha doc.', date(doc.date, 'dd.mm.yyyy')], ['Comprador', String(doc.variant.buyer)], ['Moneda', 'ARS'], ['Página', '1 / 1'],
    ];
    kv.forEach(([k, v], i) => {
      text(pdf, k, 360, 50 + i * 11, { font: 'Helvetica', size: 7.5, color: '#555555' });
      text(pdf, v, 420, 50 + i * 11, { font: i === 0 ? 'Helvetica-Bold' : 'Helvetica', size: 7.5, width: 143, align: 'right' });
    });
    // supplier and delivery
    box(pdf, L, 116, 262, 74, 0.6);
    text(pdf, 'Acreedor', L + 6, 120, { font: 'Helvetica-Bold', size: 7, color: '#c2410c' });
    text(pdf, `${doc.variant.vendor}\n${is.name}\n${is.address}\n${is.city}\nC.U.I.T. ${cuitDashed(is.cuit)}`, L + 6, 130, { font: 'Helvetica', size: 8, width: 250 });
    box(pdf, L + 270, 116, R - L - 270, 74, 0.6);
    text(pdf, 'Dirección de entrega', L + 276, 120, { font: 'Helvetica-Bold', size: 7, color: '#c2410c' });
    text(pdf, `${doc.variant.plant} - Recepción de materiales\n${r.address}\nLunes a viernes 7:00 a 14:00 h`, L + 276, 130, { font: 'Helvetica', size: 8, width: 250 });
    text(pdf, `Condiciones de pago: ${doc.variant.terms}`, L, 198, { font: 'Helvetica', size: 7.5 });
    text(pdf, 'Rogamos suministrar los materiales siguientes conforme a nuestras condiciones generales de compra:', L, 210, { font: 'Helvetica', size: 7.5 });
    // items: two rows per position (material and text, then delivery date)
    const x = { item: L, mat: L + 36, text: L + 110, qty: L + 300, um: L + 356, price: L + 382, value: L + 455 };
    let y = 228;
    hline(pdf, L, R, y, 0.8);
    const head: Array<[string, number, number, 'left' | 'right']> = [
      ['Ítem', x.item, 34, 'left'], ['Material', x.mat, 72, 'left'], ['Texto breve', x.text, 188, 'left'], ['Cantidad', x.qty, 52, 'right'],
      ['UM', x.um, 24, 'left'], ['Precio neto', x.price, 70, 'right'], ['Valor neto', x.value, R - x.value, 'right'],
    ];
    for (const [h, hx, w, a] of head) text(pdf, h, hx, y + 3, { font: 'Helvetica-Bold', size: 7.5, width: w, align: a });
    y += 14;
    hline(pdf, L, R, y, 0.8);
    y += 4;
    doc.lines.forEach((l, i) => {
      const um = l.unit === 'u' ? 'UN' : l.unit.toUpperCase();
      text(pdf, String((i + 1) * 10).padStart(5, '0'), x.item, y, { font: 'Helvetica', size: 7.5 });
      text(pdf, ean13(l.code ?? l.description).slice(4, 12), x.mat, y, { font: 'Helvetica', size: 7.5 });
      text(pdf, l.description, x.text, y, { font: 'Helvetica', size: 7.5, width: 188 });
      text(pdf, quantity(l.quantity, 'ar', 3), x.qty, y, { font: 'Helvetica', size: 7.5, width: 52, align: 'right' });
      text(pdf, um, x.um, y, { font: 'Helvetica', size: 7.5 });
      text(pdf, amount(l.unitPrice!, 'ar'), x.price, y, { font: 'Helvetica', size: 7.5, width: 70, align: 'right' });
      text(pdf, amount(t.lineAmounts[i]!, 'ar'), x.value, y, { font: 'Helvetica', size: 7.5, width: R - x.value, align: 'right' });
      text(pdf, `Fecha de entrega: ${date(addDays(doc.date, 7), 'dd.mm.yyyy')}   Su código: ${l.code ?? '-'}   Precio por 1 ${um}`, x.text, y + 10, { font: 'Helvetica', size: 6.5, color: '#555555' });
      y += 24;
      hline(pdf, L, R, y - 4, 0.2);
    });
    y += 6;
    const sums: Array<[string, string]> = [['Valor neto total', amount(t.subtotal, 'ar')], ...t.byRate.map((b): [string, string] => [`IVA ${quantity(b.rate, 'ar')} %`, amount(b.vat, 'ar')])];
    for (const [k, v] of sums) {
      text(pdf, k, 360, y, { font: 'Helvetica', size: 8, width: 110 });
      text(pdf, v, 470, y, { font: 'Helvetica', size: 8, width: R - 470, align: 'right' });
      y += 12;
    }
    hline(pdf, 360, R, y, 0.8);
    text(pdf, 'Importe total del pedido ARS', 360, y + 4, { font: 'Helvetica-Bold', size: 8.5, width: 130 });
    text(pdf, amount(t.total, 'ar'), 490, y + 4, { font: 'Helvetica-Bold', size: 8.5, width: R - 490, align: 'right' });
    text(pdf,
      'Indicar el número de pedido en remitos y facturas. Las facturas sin número de pedido serán devueltas. ' +
      'Entregas parciales sólo con autorización de Compras. Este pedido se rige por las condiciones generales de compra publicadas en el portal de proveedores.',
      L, 760, { font: 'Helvetica', size: 6.5, width: R - L, color: '#444444' });
  },
};
