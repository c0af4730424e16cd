import { personName } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, compose, dashed, issuerAs, PdfLibKit, quantity, receiverId, romanDate, sayCondition, settle } from './common';

/**
 * A piano tuner's small invoicing program (pdf-lib): **factura C printed twice on one A4 sheet** — ORIGINAL on the
 * top half, DUPLICADO on the bottom half, with a dashed cut line — so every value is on the page twice; the date
 * with the **month in Roman numerals** ("24/XI/2026"), "Señor/es:", the instrument as a note, no VAT.
 */
export const fresh22ILayout: Layout = {
  id: 'fresh22-i',
  kind: 'invoice',
  title: 'fresh22 layout i',
  page: { size: 'A4' },
  scanStyle: 'tungsten-lamp',
  issuer: (rng) => { const name = personName(rng); return issuerAs(rng, name, `Afinaciones ${name.split(' ').pop()}`, 'Responsable Monotributo'); },
  template: (issuer) => ({
    id: 'j-afinaciones',
    name: `Servicios de ${issuer.tradeName}`,
    instructions: `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}), Monotributista: afinación y reparación de pianos. Precios finales, sin IVA discriminado.`,
    catalog: 'pianos',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'pianos', lineCount: [1, 3], receivers: ['dni', 'company-exento', 'dni', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, ctx, 'fresh22-i', `${String(rng.int(1, 3)).padStart(5, '0')}-${String(rng.int(20, 900)).padStart(8, '0')}`);
    for (const l of doc.lines) l.quantity = /cuerda|martillo/.test(l.description) ? rng.int(1, 6) : 1;
    settle(doc);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributo' });
    doc.variant = { piano: rng.pick(['Piano vertical Essex EUP-116', 'Piano de cola Yamaha C3', 'Piano vertical Zimmermann', 'Piano vertical Petrof 118']) };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([595.28, 841.89], { title: `Factura C ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Facturita 1.3' });
    const t = doc.totals!;
    const is = doc.issuer;
    const id = receiverId(doc);
    const copy = (top: number, label: string) => {
      k.text(label, 470, top + 18, { font: 'helvB', size: 8, color: '#666666' });
      k.text(is.tradeName, 40, top + 18, { font: 'timesB', size: 15 });
      k.text(`${is.name} - ${is.condicionText}`, 40, top + 38, { size: 8 });
      k.text(`${is.address}, ${is.city} - Tel. ${is.phone}`, 40, top + 49, { size: 8 });
      k.text(`CUIT ${dashed(is.cuit)} - IIBB ${is.iibb} - Inicio ${is.activitySince}`, 40, top + 60, { size: 8 });
      k.rect(286, top + 14, 30, 30, { stroke: '#000000', lineWidth: 1 });
      k.text('C', 286, top + 18, { font: 'helvB', size: 18, align: 'center', width: 30 });
      k.text('cód. 11', 286, top + 46, { size: 6, align: 'center', width: 30 });
      k.text('FACTURA', 380, top + 34, { font: 'helvB', size: 11 });
      k.text(`N° ${doc.reference}`, 380, top + 48, { size: 9 });
      k.text(`Fecha: ${romanDate(doc.date)}`, 380, top + 60, { size: 9 });
      k.line(40, top + 76, 555, top + 76, { width: 0.6 });
      k.text('Señor/es:', 40, top + 84, { size: 8, color: '#444444' });
      k.text(doc.receiver.name, 90, top + 84, { font: 'helvB', size: 9 });
      k.text(`${id ? `${id.kind}: ${id.value}` : ''}${doc.receiver.condicionPrinted ? `   IVA: ${doc.receiver.condicionText}` : ''}`, 90, top + 96, { size: 8 });
      k.text(doc.receiver.address, 90, top + 107, { size: 8 });
      let y = top + 126;
      k.rect(40, y - 3, 515, 13, { fill: '#eeeeee' });
      k.text('Cant.', 44, y, { font: 'helvB', size: 8 });
      k.text('Detalle', 80, y, { font: 'helvB', size: 8 });
      k.text('P. Unitario', 380, y, { font: 'helvB', size: 8, align: 'right', width: 80 });
      k.text('Subtotal', 470, y, { font: 'helvB', size: 8, align: 'right', width: 80 });
      y += 15;
      doc.lines.forEach((l, i) => {
        k.text(quantity(l.quantity, 'ar'), 44, y, { size: 9 });
        k.text(l.description, 80, y, { size: 9 });
        k.text(amount(l.unitPrice!, 'ar'), 380, y, { size: 9, align: 'right', width: 80 });
        k.text(amount(t.lineAmounts[i]!, 'ar'), 470, y, { size: 9, align: 'right', width: 80 });
        y += 13;
      });
      k.text(`Instrumento: ${doc.variant.piano}`, 80, y + 2, { font: 'helvI', size: 8, color: '#444444' });
      k.text('Total $', 400, top + 330, { font: 'helvB', size: 11 });
      k.text(amount(t.total, 'ar'), 450, top + 330, { font: 'helvB', size: 11, align: 'right', width: 100 });
      k.text(`CAE: 7${doc.reference.replace(/\D/g, '').slice(-7)}${is.cuit.slice(3, 9)}`, 40, top + 336, { size: 7 });
    };
    copy(20, 'ORIGINAL');
    for (let x = 20; x < 575; x += 8) k.line(x, 420.9, x + 4, 420.9, { width: 0.5, color: '#888888' });
    copy(430, 'DUPLICADO');
    return k.bytes();
  },
};
