import type { DocSpec } from '../../document';
import { addDays, formatQuantity, pad } from '../../formats';
import type { Layout } from '../layout';
import { compose, cuitWith, issuerOf, ScatterPdf, slashMonth, templateOf } from './common';

/**
 * fresh23-c: a dairy plant's delivery remito from a route-sales program whose form designer writes every word as its
 * own text block, in the designer's object order (the new producer of this split).
 */
const ID = 'fresh23-c';

async function render(doc: DocSpec): Promise<Buffer> {
  const pdf = new ScatterPdf([595.28, 841.89], { title: `Remito ${doc.reference}`, producer: 'FormDesigner Runtime 4.2', creator: 'Preventa y Reparto', seed: doc.reference });
  const is = doc.issuer, r = doc.receiver;
  pdf.rect(28, 28, 539, 112, { stroke: '#000000', lineWidth: 1 });
  pdf.line(297, 28, 297, 140, { width: 1 });
  pdf.rect(279, 28, 36, 34, { fill: '#ffffff', stroke: '#000000', lineWidth: 1 });
  pdf.text('R', 279, 33, { font: 'HB', size: 22, width: 36, align: 'center' });
  pdf.text('Cód. 91', 279, 64, { size: 6.5, width: 36, align: 'center' });
  pdf.text(is.tradeName.toUpperCase(), 38, 40, { font: 'HB', size: 14 });
  pdf.text(is.name, 38, 60, { size: 8.5 });
  pdf.text(`${is.address} - ${is.city}`, 38, 72, { size: 7.5 });
  pdf.text(`Tel.: ${is.phone}`, 38, 83, { size: 7.5 });
  pdf.text(`Planta habilitada SENASA N° ${doc.variant.senasa}`, 38, 94, { size: 7.5 });
  pdf.text(is.condicionText, 38, 118, { font: 'HB', size: 8 });
  pdf.text('REMITO', 325, 38, { font: 'HB', size: 16 });
  pdf.text(`Nro.: ${doc.reference}`, 325, 60, { font: 'HB', size: 10 });
  pdf.text(`Fecha: ${slashMonth(doc.date)}`, 325, 75, { size: 9 });
  pdf.text(`CUIT: ${cuitWith(is.cuit, '-')}`, 325, 89, { size: 8 });
  pdf.text(`IIBB: ${is.iibb}`, 325, 100, { size: 8 });
  pdf.text(`Inicio de actividades: ${is.activitySince}`, 325, 111, { size: 8 });
  pdf.text('DOCUMENTO NO VÁLIDO COMO FACTURA', 325, 126, { font: 'HB', size: 7.5 });
  // customer
  pdf.rect(28, 146, 539, 58, { stroke: '#000000', lineWidth: 0.8 });
  pdf.text('Comercio:', 36, 153, { font: 'HB', size: 8.5 });
  pdf.text(r.name, 90, 153, { size: 9 });
  pdf.text('Entregar en:', 36, 168, { font: 'HB', size: 8.5 });
  pdf.text(r.address || 'Retira en planta', 90, 168, { size: 8.5 });
  if (r.docNumber) {
    pdf.text(r.docType === 'CUIT' ? 'C.U.I.T.:' : 'D.N.I.:', 36, 183, { font: 'HB', size: 8.5 });
    pdf.text(r.docType === 'CUIT' ? cuitWith(r.docNumber, '-') : r.docNumber, 90, 183, { size: 8.5 });
  }
  if (r.condicionPrinted) {
    pdf.text('Sit. IVA:', 330, 183, { font: 'HB', size: 8.5 });
    pdf.text(r.condicionText, 372, 183, { size: 8.5 });
  }
  pdf.text('Recorrido:', 330, 153, { font: 'HB', size: 8.5 });
  pdf.text(`${doc.variant.route}  -  Preventista ${doc.variant.seller}`, 384, 153, { size: 8.5 });
  pdf.text('Cadena de frío:', 330, 168, { font: 'HB', size: 8.5 });
  pdf.text('mantener entre 2 y 8 °C', 398, 168, { size: 8.5 });
  // items
  const cols = [28, 80, 326, 372, 428, 490, 567];
  const heads = ['Artículo', 'Descripción', 'Bultos', 'Cantidad', 'Lote', 'Vence'];
  let y = 214;
  pdf.rect(28, y, 539, 15, { fill: '#d9d9d9' });
  heads.forEach((h, i) => pdf.text(h, cols[i]! + 3, y + 3.5, { font: 'HB', size: 8, width: cols[i + 1]! - cols[i]! - 6, align: i >= 2 && i <= 3 ? 'right' : 'left' }));
  y += 19;
  doc.lines.forEach((l, i) => {
    const lot = `L${doc.date.slice(2, 4)}${doc.date.slice(5, 7)}${pad((i * 7 + Number(doc.variant.lotBase)) % 97, 2)}`;
    const cells = [l.code ?? '—', l.description, String(l.bultos ?? 1), formatQuantity(l.quantity), lot, slashMonth(addDays(doc.date, 12 + i * 3))];
    cells.forEach((c, k) => pdf.text(c, cols[k]! + 3, y, { size: 8.5, width: cols[k + 1]! - cols[k]! - 6, align: k >= 2 && k <= 3 ? 'right' : 'left' }));
    y += 16;
    pdf.line(28, y - 3, 567, y - 3, { color: '#bbbbbb', width: 0.3 });
  });
  pdf.rect(28, 214, 539, y - 214 + 4, { stroke: '#000000', lineWidth: 0.8 });
  const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
  pdf.text(`Total de bultos: ${bultos}`, 36, y + 14, { font: 'HB', size: 9 });
  pdf.text('Mercadería sin valor declarado: se factura por separado según lista de precios vigente.', 36, y + 30, { size: 7.5 });
  pdf.rect(330, 700, 237, 70, { stroke: '#000000', lineWidth: 0.6 });
  pdf.text('Recibí conforme (firma, aclaración, hora)', 338, 756, { size: 7.5 });
  pdf.text(`Temperatura de recepción: ____ °C`, 36, 740, { size: 8 });
  pdf.text(`CAI N° ${doc.variant.cai}  Fecha Vto.: ${slashMonth(addDays(doc.date, 180))}`, 36, 790, { size: 7.5 });
  return pdf.bytes();
}

export const fresh23C: Layout = {
  id: ID,
  kind: 'remito',
  title: 'fresh23-c',
  page: { size: 'A4' },
  scanStyle: 'wand-scanner',
  render,
  issuer: (rng) => issuerOf(rng, 'Usina Láctea Santa Brígida S.A.', 'Lácteos Santa Brígida'),
  template: (issuer) => templateOf(issuer, 'lacteos', 'Remitos de reparto lácteo', 'Remitos de reparto sin precios; facturar a la lista de precios (netos de IVA) del template.', 'dairy', false, 1),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'remito', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.7, mixedVat: true,
    pricesIncludeIva: () => ctx.template.pricesIncludeIva, missingArticle: ctx.index === 1, templatePricesIncludeIva: ctx.template.pricesIncludeIva,
  }, `0003-${pad(rng.int(10000, 99999999), 8)}`, { senasa: rng.int(1000, 9999), route: `R${rng.int(1, 24)}`, seller: rng.pick(['Gómez', 'Rivas', 'Luna', 'Páez']), lotBase: rng.int(1, 90), cai: rng.digits(14) }),
};
