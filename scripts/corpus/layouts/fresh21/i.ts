import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, caeOf, dMonLower, issuerAs, MacPdf, quantity, receiverId, settle } from './common';

const ID = 'fresh21-i';

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const t = doc.totals!;
  const pdf = new MacPdf(A4, { creator: 'Facturá Fácil para iPad', title: `Factura C ${doc.reference}`, author: doc.issuer.name });
  const W = A4[0], L = 44, R = W - 44;
  const $ = (x: Parameters<typeof amount>[0]) => `$ ${amount(x, 'ar')}`;
  const teal = '#1b7f79';
  // big header card
  pdf.rect(L, 36, R - L, 92, { fill: '#e6f4f2', radius: 12 });
  pdf.text(doc.issuer.tradeName, L + 16, 48, { font: 'B', size: 18, color: teal });
  pdf.text(doc.issuer.name, L + 16, 72, { size: 9 });
  pdf.text(`CUIT ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')} · ${doc.issuer.condicionText}`, L + 16, 85, { size: 8.5 });
  pdf.text(`${doc.issuer.address}, ${doc.issuer.city}`, L + 16, 98, { size: 8.5 });
  pdf.text(`IIBB ${doc.issuer.iibb} · Inicio de actividades ${doc.issuer.activitySince}`, L + 16, 111, { size: 8 });
  pdf.rect(R - 150, 48, 136, 68, { fill: '#ffffff', stroke: teal, radius: 8 });
  pdf.text('Factura C', R - 150, 55, { font: 'B', size: 15, align: 'center', width: 136 });
  pdf.text('Cód. 011', R - 150, 74, { size: 8, align: 'center', width: 136, color: '#555555' });
  pdf.text(`Nº ${doc.reference}`, R - 150, 88, { font: 'B', size: 9.5, align: 'center', width: 136 });
  pdf.text(dMonLower(doc.date), R - 150, 102, { size: 9, align: 'center', width: 136 });
  // customer and pet cards side by side
  const cy = 144, cw = (R - L - 12) / 2;
  pdf.rect(L, cy, cw, 70, { stroke: '#b7dcd8', radius: 10 });
  pdf.text('CLIENTE', L + 12, cy + 9, { font: 'B', size: 7.5, color: teal });
  pdf.text(doc.receiver.name, L + 12, cy + 22, { font: 'B', size: 10.5 });
  const id = receiverId(doc);
  let y = cy + 38;
  if (id) {
    pdf.text(`${id.kind} ${id.value}`, L + 12, y, { size: 8.5 });
    y += 12;
  }
  pdf.text(`Condición frente al IVA: ${doc.receiver.condicionText}`, L + 12, y, { size: 8.5 });
  pdf.rect(L + cw + 12, cy, cw, 70, { stroke: '#b7dcd8', radius: 10 });
  pdf.text('MASCOTA', L + cw + 24, cy + 9, { font: 'B', size: 7.5, color: teal });
  pdf.text(String(v.pet), L + cw + 24, cy + 22, { font: 'B', size: 10.5 });
  pdf.text(String(v.breed), L + cw + 24, cy + 38, { size: 8.5 });
  pdf.text(`Turno: ${String(v.slot)}`, L + cw + 24, cy + 50, { size: 8.5 });
  // services
  y = 232;
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Servicio', 250, 'left'], ['Cant.', 50, 'center'], ['Precio', 92, 'right'], ['Subtotal', 115.28, 'right']];
  let x = L;
  for (const [label, w, al] of cols) {
    pdf.text(label, x + 6, y, { font: 'B', size: 9, color: teal, align: al, width: w - 12 });
    x += w;
  }
  y += 16;
  pdf.line(L, y - 3, R, y - 3, { color: teal, width: 1 });
  doc.lines.forEach((l, i) => {
    const cells = [l.description, quantity(l.quantity, 'ar'), $(l.unitPrice!), $(t.lineAmounts[i]!)];
    x = L;
    cells.forEach((c, k) => {
      pdf.text(c, x + 6, y + 4, { size: 9, align: cols[k]![2], width: cols[k]![1] - 12 });
      x += cols[k]![1];
    });
    y += 22;
    pdf.line(L, y - 2, R, y - 2, { color: '#d6ebe8', width: 0.5 });
  });
  y += 12;
  pdf.rect(R - 220, y, 220, 34, { fill: teal, radius: 8 });
  pdf.text('Total', R - 206, y + 11, { font: 'B', size: 12, color: '#ffffff' });
  pdf.text($(t.total), R - 150, y + 11, { font: 'B', size: 12, color: '#ffffff', align: 'right', width: 136 });
  pdf.text(`Forma de pago: ${String(v.pay)}`, L, y + 12, { size: 9 });
  pdf.text('¡Gracias por confiarnos a tu compañero! Próximo baño sugerido en 30 días.', L, y + 60, { font: 'I', size: 9, color: '#555555' });
  pdf.line(L, 760, R, 760, { color: '#b7dcd8', width: 0.6 });
  pdf.text(`CAE ${String(v.cae)} · Vencimiento del CAE ${dMonLower(String(v.caeDue))}`, L, 768, { size: 8 });
  pdf.text('Comprobante autorizado · Original', R - 180, 768, { size: 8, align: 'right', width: 180 });
  return pdf.bytes();
}

export const layoutI: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design i',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, rng.pick(['Romina Ledesma', 'Analía Castaño']), 'Pelos & Patitas Peluquería Canina', 'Responsable Monotributo'),
  template: (issuer) => ({
    id: 'i-peluqueria-canina', name: `${issuer.tradeName}`, instructions: 'Factura C de servicios de peluquería canina; sin IVA discriminado.',
    catalog: 'grooming', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(60, 900);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'grooming', lineCount: [1, 3], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 1, mixedVat: true,
      pricesIncludeIva: () => false, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `00002-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = Math.min(2, Math.max(1, Math.round(l.quantity)));
    settle(doc);
    doc.variant = {
      pet: rng.pick(['Toby', 'Luna', 'Olivia', 'Rocco', 'Lola', 'Simón']), breed: rng.pick(['Caniche toy', 'Golden retriever', 'Schnauzer mini', 'Mestizo mediano', 'Border collie']),
      slot: `${rng.pick(['09:30', '11:00', '14:30', '16:00'])} h`, pay: rng.pick(['Mercado Pago', 'Efectivo', 'Transferencia']), cae: caeOf((k) => rng.digits(k)), caeDue: addDays(doc.date, 10),
    };
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'eink-reader',
};
