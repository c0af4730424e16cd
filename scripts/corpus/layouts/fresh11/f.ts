import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, PdfLibKit, sayCondition } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 40, R = SIZE[0] - 40;

/**
 * A uniform maker's online store: an order printed from the store's admin ("print order") as its PDF library draws it
 * (pdf-lib, Helvetica): the order number with "#", date and time, the buyer's contact and billing data in the left
 * column, shipping and payment in the right, products with their variant under the name and "x N", and the summary
 * with shipping and a coupon at zero. Final prices (VAT included).
 */
export const fresh11FLayout: Layout = {
  id: 'fresh11-f',
  kind: 'invoice',
  title: 'fresh11 layout f',
  page: { size: 'A4' },
  scanStyle: 'text-halo',
  issuer: (rng) => makeIssuer(rng, 'Uniformes La Calandria S.R.L.', 'La Calandria Uniformes'),
  template: (issuer) => ({
    id: 'ord-tienda-lacalandria',
    name: 'Órdenes tienda online La Calandria',
    instructions: `Órdenes de la tienda online de ${issuer.name} (CUIT ${issuer.cuit}). Precios finales con IVA. El cliente es el de "Datos de facturación".`,
    catalog: 'uniforms',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'uniforms', lineCount: [1, 5], receivers: ['dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh11-f', templateId: template.id, issuer, reference: String(rng.int(1200, 9800)), variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributista' });
    doc.variant = {
      time: `${String(rng.int(8, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      email: `${doc.receiver.name.split(' ')[0]!.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '')}${rng.int(10, 99)}@gmail.com`,
      phone: `+54 9 11 ${rng.int(3000, 6999)} ${rng.digits(4)}`,
      ship: rng.pick(['Envío a domicilio (Correo)', 'Retiro en local', 'Envío por moto (CABA)']),
      pay: rng.pick(['Mercado Pago — Tarjeta de crédito 3 cuotas', 'Transferencia bancaria', 'Efectivo al retirar']),
      sizes: doc.lines.map(() => `Talle: ${rng.pick(['S', 'M', 'L', 'XL', '42', '44'])} / Color: ${rng.pick(['Azul marino', 'Negro', 'Blanco', 'Gris melange'])}`).join('|'),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const k = await PdfLibKit.create(SIZE, { title: `Orden #${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Tienda online — administrador' });
    const a = (d: Parameters<typeof amount>[0]) => `$${amount(d, 'ar')}`;
    k.text(is.tradeName, L, 40, { font: 'helvB', size: 14 });
    k.text(`Orden #${doc.reference}`, R - 200, 40, { font: 'helvB', size: 14, width: 200, align: 'right' });
    k.text(`${date(doc.date, 'dd/mm/yyyy')} ${v.time}`, R - 200, 60, { size: 9, width: 200, align: 'right', color: '#666666' });
    k.text('Pago aprobado · Empaquetar', R - 200, 73, { size: 8, width: 200, align: 'right', color: '#0a7d32' });
    k.line(L, 92, R, 92, { width: 0.5, color: '#dddddd' });
    const col2 = L + (R - L) / 2 + 10;
    let y = 104;
    k.text('Cliente', L, y, { font: 'helvB', size: 10 });
    k.text('Envío', col2, y, { font: 'helvB', size: 10 });
    y += 15;
    k.text(String(v.email), L, y, { size: 9 });
    k.text(String(v.ship), col2, y, { size: 9 });
    y += 12;
    k.text(String(v.phone), L, y, { size: 9 });
    k.text(r.address || 'Retira en el local', col2, y, { size: 8.5 });
    y += 22;
    k.text('Datos de facturación', L, y, { font: 'helvB', size: 10 });
    k.text('Medio de pago', col2, y, { font: 'helvB', size: 10 });
    y += 15;
    k.text(r.name, L, y, { size: 9 });
    k.text(String(v.pay), col2, y, { size: 9 });
    y += 12;
    if (r.docType) k.text(`${r.docType === 'CUIT' ? 'CUIT' : 'DNI'} ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : dotted(r.docNumber!)}`, L, y, { size: 9 });
    y += 12;
    if (r.condicionPrinted) k.text(r.condicionText, L, y, { size: 9 });
    y += 26;
    k.rect(L, y, R - L, 20, { fill: '#f4f4f4' });
    k.text('Producto', L + 8, y + 6, { font: 'helvB', size: 9 });
    k.text('Precio', L + 330, y + 6, { font: 'helvB', size: 9, width: 70, align: 'right' });
    k.text('Cantidad', L + 400, y + 6, { font: 'helvB', size: 9, width: 50, align: 'right' });
    k.text('Total', R - 90, y + 6, { font: 'helvB', size: 9, width: 82, align: 'right' });
    y += 28;
    const sizes = String(v.sizes).split('|');
    doc.lines.forEach((l, i) => {
      k.rect(L + 8, y, 26, 26, { fill: '#e6e6e6' });
      k.text(l.description, L + 42, y + 2, { size: 9.5 });
      k.text(`${sizes[i]} · SKU ${l.code}`, L + 42, y + 15, { size: 7.5, color: '#777777' });
      k.text(a(l.unitPrice!), L + 330, y + 2, { size: 9.5, width: 70, align: 'right' });
      k.text(`x ${l.quantity}`, L + 400, y + 2, { size: 9.5, width: 50, align: 'right' });
      k.text(a(t.lineAmounts[i]!), R - 90, y + 2, { size: 9.5, width: 82, align: 'right' });
      y += 36;
      k.line(L, y - 4, R, y - 4, { width: 0.4, color: '#e2e2e2' });
    });
    y += 10;
    const sum = (label: string, value: string, bold = false) => {
      k.text(label, R - 260, y, { font: bold ? 'helvB' : 'helv', size: bold ? 11 : 9.5, width: 160, align: 'right' });
      k.text(value, R - 90, y, { font: bold ? 'helvB' : 'helv', size: bold ? 11 : 9.5, width: 82, align: 'right' });
      y += bold ? 18 : 14;
    };
    sum('Subtotal', a(t.subtotal));
    sum('Cupón de descuento', a(0));
    sum(`Costo de envío`, v.ship === 'Retiro en local' ? a(0) : 'Gratis');
    sum('Total', a(t.total), true);
    k.text('Precios con IVA incluido.', R - 260, y + 4, { size: 8, width: 242, align: 'right', color: '#777777' });
    k.text('Gracias por tu compra. Cambios dentro de los 30 días con la etiqueta puesta.', L, 780, { size: 8, color: '#777777' });
    return k.bytes();
  },
};
