import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, amountInWords, ar, composeWith, cuit, dni, fecha, issuerOf, KitPen, qty, rateLabel, templateOf, wrap, type Pen } from './common';

/** fresh24-g: a curtains-and-blinds maker's quoting program (pdfkit, core faces): presupuesto with m² and the total in words. */
const ID = 'fresh24-g';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  pen.text(is.tradeName, 50, 40, { face: 'serifB', size: 22, color: '#7b1f3a' });
  pen.text('Cortinas · Roller · Toldos · Automatización', 50, 66, { face: 'serif', size: 10, color: '#7b1f3a' });
  pen.text(`${is.address}, ${is.city}  |  WhatsApp ${is.phone}  |  ${is.email}`, 50, 82, { size: 7.5 });
  pen.text(`${is.name}  |  C.U.I.T. ${cuit(is.cuit, 'dash')}  |  ${is.condicionText}`, 50, 92, { size: 7.5 });
  pen.line(50, 106, W - 50, 106, { width: 2, color: '#7b1f3a' });
  pen.text('PRESUPUESTO', 50, 118, { face: 'sansB', size: 13 });
  pen.text(`Nº ${doc.reference}`, W - 250, 118, { face: 'sansB', size: 11, align: 'right', width: 200 });
  pen.text(`${doc.variant.town}, ${fecha(doc.date, doc.variant.dateStyle as 'mon-year')}`, W - 250, 134, { size: 9, align: 'right', width: 200 });
  let y = 156;
  pen.text('Señor/a:', 50, y, { size: 9 });
  pen.text(r.name, 100, y, { face: 'sansB', size: 9.5 });
  if (r.docNumber) pen.text(r.docType === 'DNI' ? `DNI ${dni(r.docNumber)}` : `CUIT ${cuit(r.docNumber, doc.variant.cuitStyle as 'plain')}`, 100, y + 13, { size: 8.5 });
  if (r.condicionPrinted) pen.text(r.condicionText, 260, y + 13, { size: 8.5 });
  pen.text(`Obra / domicilio: ${r.address || 'a convenir'}`, 100, y + 26, { size: 8.5 });
  y += 48;
  pen.text('De nuestra consideración: tenemos el agrado de cotizarle lo solicitado según medición en obra.', 50, y, { face: 'serif', size: 9.5 });
  y += 22;
  const xs = [50, 80, 330, 380, 460, W - 50];
  ['It.', 'Detalle', doc.pricesIncludeIva ? 'Cant.' : 'Cant.', doc.pricesIncludeIva ? 'Precio unit. final' : 'Precio unit. s/IVA', 'Importe'].forEach((h, i) =>
    pen.text(h, xs[i]! + 3, y, { face: 'sansB', size: 8.5, ...(i >= 2 ? { align: 'right', width: xs[i + 1]! - xs[i]! - 6 } : {}) }));
  pen.line(50, y + 13, W - 50, y + 13, { width: 0.8 });
  y += 19;
  doc.lines.forEach((l, i) => {
    const d = wrap(pen, l.description, 240, 'serif', 9.5);
    pen.text(String(i + 1), xs[0]! + 3, y, { size: 9 });
    d.forEach((s, k) => pen.text(s, xs[1]! + 3, y + k * 11, { face: 'serif', size: 9.5 }));
    pen.text(qty(l.quantity), xs[2]! + 3, y, { size: 9, align: 'right', width: xs[3]! - xs[2]! - 6 });
    pen.text(ar(l.unitPrice!), xs[3]! + 3, y, { size: 9, align: 'right', width: xs[4]! - xs[3]! - 6 });
    pen.text(ar(t.lineAmounts[i]!), xs[4]! + 3, y, { size: 9, align: 'right', width: xs[5]! - xs[4]! - 6 });
    y += d.length * 11 + 8;
  });
  pen.line(50, y, W - 50, y, { width: 0.4, dash: [1, 2] });
  y += 8;
  if (!doc.pricesIncludeIva) {
    pen.text('Subtotal', 330, y, { size: 9 });
    pen.text(ar(t.subtotal), 460, y, { size: 9, align: 'right', width: W - 516 });
    t.byRate.forEach((b) => {
      y += 13;
      pen.text(`I.V.A. ${rateLabel(b.rate)}%`, 330, y, { size: 9 });
      pen.text(ar(b.vat), 460, y, { size: 9, align: 'right', width: W - 516 });
    });
    y += 15;
  }
  pen.text(doc.pricesIncludeIva ? 'TOTAL PRESUPUESTADO (IVA incluido) $' : 'TOTAL PRESUPUESTADO $', 250, y, { face: 'sansB', size: 10.5 });
  pen.text(ar(t.total), 460, y, { face: 'sansB', size: 10.5, align: 'right', width: W - 516 });
  y += 22;
  pen.text(`Son pesos ${amountInWords(new Decimal(t.total), '').trim()}.`, 50, y, { face: 'serif', size: 9.5 });
  y += 26;
  ['Condiciones:', `- Validez de la oferta: ${doc.variant.validity} días.`, '- Forma de pago: 50% de anticipo al confirmar, saldo contra instalación.',
    `- Plazo de entrega: ${doc.variant.lead} días hábiles desde la aprobación de medidas.`, '- Garantía de mecanismos: 12 meses. Tela: según fabricante.']
    .forEach((s, i) => pen.text(s, 50, y + i * 12, { face: i ? 'serif' : 'serifB', size: 9 }));
  pen.text('Atentamente,', W - 200, y + 80, { face: 'serif', size: 9.5 });
  pen.text(String(doc.variant.seller), W - 200, y + 110, { face: 'serifB', size: 9.5 });
  pen.text('Asesor comercial', W - 200, y + 122, { face: 'serif', size: 8.5 });
}

export const layoutG: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Curtains-and-blinds maker's quoting program (pdfkit, core faces): presupuesto in m² with conditions and the total in words",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `${rng.pick(['Decoraciones', 'Cortinados'])} ${rng.pick(['Palermo Deco', 'Costa Azul', 'del Parque'])} S.R.L.`, rng.pick(['Roller House', 'Cortinas Aurora', 'Deco Ventanas'])),
  template: (issuer) => templateOf(ID, issuer, 'blinds', { name: 'Presupuestos de cortinas y toldos', instructions: 'Presupuesto a facturar: a particulares con precio final (IVA incluido), a empresas neto más IVA.', concepto: 3 }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'blinds', lineCount: [2, 5], receivers: ['dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 0.5,
    mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], fractionalQuantities: true,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0012-${String(4581 + index * 17 + rng.int(0, 9)).padStart(6, '0')}`,
    variant: {
      dateStyle: rng.pick(['mon-year', 'weekday', 'slash']), cuitStyle: rng.pick(['plain', 'dash']), town: rng.pick(['Rosario', 'Córdoba', 'La Plata']),
      validity: rng.pick([7, 10, 15]), lead: rng.pick([10, 15, 20]), seller: rng.pick(['Carolina Suárez', 'Pablo Ibarra', 'Andrea Luque']),
    },
  }, (doc, r) => {
    for (const l of doc.lines) {
      if (l.description.includes('(m²)')) l.quantity = r.int(12, 48) / 4;
      else l.quantity = r.pick([1, 2, 3, 4]);
    }
  }),
  draw: (pdf, doc) => paint(new KitPen(pdf, { sans: 'Helvetica', sansB: 'Helvetica-Bold', serif: 'Times-Roman', serifB: 'Times-Bold' }), doc),
  scanStyle: 'lamp-warmup',
};
