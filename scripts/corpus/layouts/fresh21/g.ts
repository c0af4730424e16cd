import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, ArchivePdf, dmy, issuerAs, receiverId, settle, yy } from './common';

const ID = 'fresh21-g';

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const pdf = new ArchivePdf(A4, { producer: 'Logística Envases 3.8 (PDF/A-2b)', creator: 'Módulo de Remitos', title: `Remito ${doc.reference}`, author: doc.issuer.tradeName });
  const W = A4[0], L = 34, R = W - 34;
  // left: the voucher's identity; right: the customer (the issuer only at the foot)
  pdf.rect(L, 30, 46, 46, { stroke: '#000000', lineWidth: 1.2 });
  pdf.text('R', L, 33, { font: 'B', size: 28, align: 'center', width: 46 });
  pdf.text('Cód. 91', L, 65, { font: 'R', size: 6.5, align: 'center', width: 46 });
  pdf.text('REMITO', L + 58, 30, { font: 'B', size: 18 });
  pdf.text(`N° ${doc.reference}`, L + 58, 52, { font: 'B', size: 11 });
  pdf.text(`Fecha: ${yy(doc.date)}`, L + 58, 68, { font: 'R', size: 9 });
  pdf.text('Documento no válido como factura', L, 84, { font: 'R', size: 7 });
  const bx = W / 2 + 6;
  pdf.rect(bx, 28, R - bx, 92, { stroke: '#333333', lineWidth: 0.8 });
  pdf.rect(bx, 28, R - bx, 14, { fill: '#2b2b2b' });
  pdf.text('DESTINATARIO', bx + 6, 31.5, { font: 'B', size: 7.5, color: '#ffffff' });
  pdf.text(doc.receiver.name, bx + 6, 48, { font: 'B', size: 10 });
  const id = receiverId(doc);
  let ry = 63;
  if (id) {
    pdf.text(`${id.kind} ${id.value}`, bx + 6, ry, { font: 'R', size: 8.5 });
    ry += 12;
  }
  if (doc.receiver.condicionPrinted) {
    pdf.text(`Categoría IVA: ${doc.receiver.condicionText}`, bx + 6, ry, { font: 'R', size: 8.5 });
    ry += 12;
  }
  for (const ln of pdf.wrap(`Entregar en: ${String(v.deliver)}`, R - bx - 12, 'R', 8.5)) {
    pdf.text(ln, bx + 6, ry, { font: 'R', size: 8.5 });
    ry += 11;
  }
  // transport strip
  const sy = 132;
  pdf.rect(L, sy, R - L, 20, { fill: '#eeeeee' });
  pdf.text(`Hoja de ruta: ${String(v.route)}`, L + 6, sy + 6, { font: 'R', size: 8 });
  pdf.text(`Chofer: ${String(v.driver)}`, L + 160, sy + 6, { font: 'R', size: 8 });
  pdf.text(`Dominio: ${String(v.plate)}`, L + 330, sy + 6, { font: 'R', size: 8 });
  pdf.text(`Pedido: ${String(v.order)}`, L + 440, sy + 6, { font: 'R', size: 8 });
  // lines: quantity, product, the cylinders' serials
  let y = 166;
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Cant.', 40, 'right'], ['Código', 56, 'left'], ['Producto', 210, 'left'], ['Envases N° (serie)', 221.28, 'left']];
  pdf.line(L, y, R, y, { width: 1 });
  let x = L;
  for (const [label, w, al] of cols) {
    pdf.text(label, x + 4, y + 4, { font: 'B', size: 8.5, align: al, width: w - 8 });
    x += w;
  }
  y += 18;
  pdf.line(L, y - 2, R, y - 2, { width: 0.6 });
  doc.lines.forEach((l, i) => {
    const desc = pdf.wrap(l.description, cols[2]![1] - 8, 'R', 8.5);
    const serials = pdf.wrap(String(v[`ser${i}`]), cols[3]![1] - 8, 'S', 8);
    pdf.text(String(l.quantity), L + 4, y, { font: 'R', size: 8.5, align: 'right', width: cols[0]![1] - 8 });
    pdf.text(l.code ?? '', L + cols[0]![1] + 4, y, { font: 'R', size: 8.5 });
    desc.forEach((d, k) => pdf.text(d, L + cols[0]![1] + cols[1]![1] + 4, y + k * 11, { font: 'R', size: 8.5 }));
    serials.forEach((s, k) => pdf.text(s, L + cols[0]![1] + cols[1]![1] + cols[2]![1] + 4, y + k * 10.5, { font: 'S', size: 8, color: '#333333' }));
    y += Math.max(desc.length * 11, serials.length * 10.5) + 7;
    pdf.line(L, y - 4, R, y - 4, { color: '#bbbbbb', width: 0.4, dash: [2, 2] });
  });
  pdf.text(`Total de envases entregados: ${doc.lines.reduce((s, l) => s + l.quantity, 0)}`, L, y + 6, { font: 'B', size: 8.5 });
  pdf.text('Los envases son propiedad de la empresa y se entregan en comodato; su pérdida o daño se facturará aparte.', L, y + 20, { font: 'S', size: 7.5, color: '#444444' });
  // foot: the issuer at the lower left, the receipt at the lower right
  const fy = 690;
  pdf.line(L, fy, R, fy, { width: 1 });
  pdf.text(doc.issuer.name, L, fy + 8, { font: 'SB', size: 11 });
  pdf.text(`${doc.issuer.address} - ${doc.issuer.city}`, L, fy + 24, { font: 'S', size: 8 });
  pdf.text(`C.U.I.T. ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')} · ${doc.issuer.condicionText}`, L, fy + 35, { font: 'S', size: 8 });
  pdf.text(`Ingresos Brutos ${doc.issuer.iibb} · Inicio de actividades ${doc.issuer.activitySince}`, L, fy + 46, { font: 'S', size: 8 });
  pdf.text(`C.A.I. N° ${String(v.cai)} · Fecha de vencimiento ${dmy(String(v.caiDue))}`, L, fy + 60, { font: 'S', size: 7.5 });
  pdf.rect(R - 190, fy + 8, 190, 62, { stroke: '#666666', lineWidth: 0.6 });
  pdf.text('Recibí conforme', R - 184, fy + 12, { font: 'B', size: 8 });
  pdf.text('Firma: ........................................', R - 184, fy + 30, { font: 'R', size: 8 });
  pdf.text('Aclaración: ................................', R - 184, fy + 44, { font: 'R', size: 8 });
  pdf.text('DNI: ...........................................', R - 184, fy + 58, { font: 'R', size: 8 });
  return pdf.bytes();
}

export const layoutG: Layout = {
  id: ID,
  kind: 'remito',
  title: 'fresh21 design g',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Gases Industriales del Centro S.A.', 'GasCentro'),
  template: (issuer) => ({
    id: 'i-gases', name: `${issuer.tradeName} (gases en tubos)`, instructions: 'Remitos de entrega de tubos de gases industriales y medicinales, sin precios; valorizar con la lista.',
    catalog: 'gases', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(14_000, 68_000);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'gases', lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: ctx.index === 1, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0007-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    const variant: Record<string, string | number | boolean> = {};
    for (const l of doc.lines) l.quantity = Math.max(1, Math.min(8, Math.round(l.quantity)));
    settle(doc);
    doc.lines.forEach((l, i) => {
      const prefix = rng.pick(['OX', 'AC', 'AR', 'N2', 'MZ']);
      let serial = rng.int(100_000, 899_999);
      const list: string[] = [];
      for (let k = 0; k < l.quantity; k++) list.push(`${prefix}-${(serial += rng.int(1, 40))}`);
      variant[`ser${i}`] = list.join(' · ');
    });
    Object.assign(variant, {
      deliver: doc.receiver.address || 'Retira en planta', route: `HR-${rng.digits(5)}`, driver: rng.pick(['J. Medina', 'R. Bustos', 'C. Arias']), plate: `${rng.pick(['AE', 'AF', 'AD'])} ${rng.digits(3)} ${rng.pick(['KT', 'LM', 'PQ'])}`,
      order: `PV-${rng.digits(6)}`, cai: rng.digits(14), caiDue: addDays(ctx.today, rng.int(60, 200)),
    });
    doc.variant = variant;
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'kraft-paper',
};
