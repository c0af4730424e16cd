import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dmy, hexId, idPair, JsPdfKit, pad, sayCondition, settle, shift, vatContained } from './common';

/** A furniture store's factura B to a private buyer with a card instalment plan box, made with jsPDF. */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = new JsPdfKit([595.28, 841.89], { title: `Factura B ${doc.reference}`, creator: 'MueblesNet POS', fileId: hexId(`fresh17-d ${doc.reference}`) });
  const m = (x: Decimal.Value) => `$${amount(x, 'ar')}`;
  const L = 40, R = 555;
  const brown = '#6b4226';
  // the customer at the top left, the store at the top right (as this program prints it)
  k.rect(L, 36, 250, 92, { stroke: '#999999', radius: 6 });
  k.text('Sr./Sra.', L + 10, 44, { size: 7.5, color: '#666666' });
  k.text(doc.receiver.name, L + 10, 54, { bold: true, size: 11 });
  k.text(doc.receiver.address || '-', L + 10, 70, { size: 8.5 });
  const id = idPair(doc);
  k.text(id ? `${id[0]}: ${id[1]}` : 'Sin identificar', L + 10, 83, { size: 8.5 });
  const cond = sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
  if (doc.receiver.condicionPrinted) k.text(`IVA: ${cond}`, L + 10, 96, { size: 8.5 });
  k.text(`Tel. ${String(v.phone)}`, L + 10, 109, { size: 8.5 });
  k.text(doc.issuer.tradeName, 320, 36, { bold: true, size: 17, color: brown });
  k.text(doc.issuer.name, 320, 58, { size: 8.5 });
  k.text(`${doc.issuer.address} - ${doc.issuer.city}`, 320, 69, { size: 8 });
  k.text(`CUIT ${cuitDashed(doc.issuer.cuit)} - ${doc.issuer.condicionText}`, 320, 80, { size: 8 });
  k.text(`IIBB ${doc.issuer.iibb} - Inicio de actividades ${doc.issuer.activitySince}`, 320, 91, { size: 8 });
  k.rect(320, 102, 235, 26, { fill: '#f1e7dd' });
  k.text('FACTURA  B', 326, 106, { bold: true, size: 12 });
  k.text('(Cód. 006)', 420, 109, { size: 7.5 });
  k.text(`N° ${doc.reference}`, 462, 107, { bold: true, size: 9 });
  k.text(`Fecha ${dmy(doc.date)}`, 462, 118, { size: 8 });
  // the table
  let y = 146;
  const cols = [
    { h: 'Cant. Fact.', x: L, w: 50, a: 'center' as const },
    { h: 'Artículo', x: L + 52, w: 56 },
    { h: 'Descripción / Observaciones', x: L + 112, w: 230 },
    { h: 'P. Unitario', x: L + 346, w: 78, a: 'right' as const },
    { h: 'Importe', x: L + 430, w: 85, a: 'right' as const },
  ];
  k.rect(L, y, R - L, 16, { fill: brown });
  for (const c of cols) k.text(c.h, c.x + 2, y + 4, { bold: true, size: 8, color: '#ffffff', width: c.w - 4, align: c.a });
  y += 22;
  const notes = String(v.notes).split('|');
  doc.lines.forEach((l, i) => {
    k.text(String(l.quantity), cols[0]!.x + 2, y, { size: 8.5, width: cols[0]!.w - 4, align: 'center' });
    k.text(l.code ?? '', cols[1]!.x + 2, y, { size: 8 });
    const desc = k.wrap(l.description, cols[2]!.w - 4, { size: 8.5 });
    desc.forEach((line, j) => k.text(line, cols[2]!.x + 2, y + j * 11, { size: 8.5 }));
    k.text(m(l.unitPrice!), cols[3]!.x + 2, y, { size: 8.5, width: cols[3]!.w - 4, align: 'right' });
    k.text(m(doc.totals!.lineAmounts[i]!), cols[4]!.x + 2, y, { size: 8.5, width: cols[4]!.w - 4, align: 'right' });
    let h = desc.length * 11;
    if (notes[i]) {
      k.text(notes[i]!, cols[2]!.x + 2, y + h, { italic: true, size: 7.5, color: '#555555' });
      h += 10;
    }
    y += h + 7;
    k.line(L, y - 4, R, y - 4, { color: '#dddddd', width: 0.4 });
  });
  // delivery
  y = Math.max(y + 6, 380);
  k.rect(L, y, 250, 58, { stroke: '#bbbbbb' });
  k.text('ENTREGA A DOMICILIO', L + 8, y + 6, { bold: true, size: 7.5, color: brown });
  k.text(`Fecha estimada: ${dmy(String(v.delivery))} (turno ${String(v.slot)})`, L + 8, y + 18, { size: 8 });
  k.text(`Dirección: ${doc.receiver.address || 'a coordinar'}`, L + 8, y + 29, { size: 7.5 });
  k.text('Armado incluido. Controle la mercadería al recibirla.', L + 8, y + 40, { size: 7.5 });
  // totals at the right
  const total = doc.totals!.total;
  k.text('Subtotal', 370, y + 4, { size: 9 });
  k.text(m(total), 455, y + 4, { size: 9, width: 100, align: 'right' });
  k.text('Descuentos', 370, y + 17, { size: 9 });
  k.text(m(0), 455, y + 17, { size: 9, width: 100, align: 'right' });
  k.rect(365, y + 31, 190, 22, { fill: '#f1e7dd' });
  k.text('TOTAL', 372, y + 37, { bold: true, size: 11 });
  k.text(m(total), 440, y + 37, { bold: true, size: 11, width: 110, align: 'right' });
  // the instalment plan (not lines)
  y += 74;
  const n = Number(v.cuotas);
  const each = new Decimal(total).div(n).toDecimalPlaces(2, Decimal.ROUND_UP);
  k.rect(L, y, R - L, 62, { stroke: brown, lineWidth: 1 });
  k.text('FORMA DE PAGO', L + 8, y + 6, { bold: true, size: 8, color: brown });
  k.text(`${String(v.card)} terminada en ${String(v.last4)} - Cupón N° ${String(v.coupon)} - Lote ${String(v.lot)}`, L + 8, y + 19, { size: 8.5 });
  k.text(`Plan: ${n} cuotas sin interés de ${m(each)}`, L + 8, y + 32, { bold: true, size: 10 });
  k.text(`Total financiado ${m(each.mul(n))} - CFT 0,00 % - TNA 0,00 %`, L + 8, y + 46, { size: 8 });
  k.text('1ra. cuota en el próximo resumen', 380, y + 46, { size: 8, color: '#555555' });
  // legal foot
  y += 80;
  k.text(`IVA contenido: ${m(vatContained(total, 21))}`, L, y, { size: 8 });
  k.text('Régimen de Transparencia Fiscal al Consumidor Ley 27.743', L, y + 11, { size: 7, color: '#555555' });
  k.text('Garantía de fábrica 6 meses. Cambios dentro de los 10 días con esta factura y el embalaje original.', L, y + 22, { size: 7, color: '#555555' });
  k.rect(L, 752, 54, 54, { stroke: '#000000' });
  k.text('QR', L, 772, { size: 10, width: 54, align: 'center', color: '#999999' });
  k.text(`CAE ${String(v.cae)}`, L + 66, 758, { bold: true, size: 9 });
  k.text(`Vto. CAE ${dmy(String(v.caeDue))}`, L + 66, 771, { size: 8.5 });
  k.text('Comprobante autorizado', L + 66, 784, { size: 8.5 });
  k.text('ORIGINAL', 480, 784, { bold: true, size: 9 });
  return Promise.resolve(k.bytes());
}

export const fresh17DLayout: Layout = {
  id: 'fresh17-d',
  kind: 'invoice',
  title: 'fresh17 layout d',
  page: { size: 'A4' },
  scanStyle: 'chat-screenshot',
  issuer: (rng) => {
    const name = rng.pick(['Mueblería El Roble', 'Muebles Don Ernesto', 'Casa Lapacho Muebles', 'Amoblamientos Del Sur']);
    return makeIssuer(rng, `${name} S.A.`, name);
  },
  template: (issuer) => ({
    id: `muebleria-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — ventas a particulares`,
    instructions: 'Factura B a consumidores finales, precios finales con IVA; pago con tarjeta en cuotas.',
    catalog: 'furniture',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'furniture', lineCount: [1, 4], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh17-d', templateId: template.id, issuer, reference: `${pad(rng.int(3, 12), 5)}-${pad(rng.int(10000, 89999), 8)}`, variant: {}, today });
    doc.lines.forEach((l) => { l.quantity = rng.pick([1, 1, 1, 2]); });
    settle(doc);
    const notes = doc.lines.map(() => rng.pick(['Color: blanco', 'Color: nogal', 'Color: gris grafito', '', 'Con herrajes de cierre suave', '']));
    doc.variant = {
      phone: `11 ${rng.int(4000, 6999)}-${rng.digits(4)}`, notes: notes.join('|'), delivery: shift(doc.date, rng.int(3, 10)), slot: rng.pick(['mañana', 'tarde']),
      cuotas: rng.pick([3, 6, 12, 12]), card: rng.pick(['VISA', 'Mastercard', 'Cabal', 'Naranja X']), last4: rng.digits(4), coupon: rng.int(1000, 9999), lot: rng.int(100, 999),
      cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  render,
};
