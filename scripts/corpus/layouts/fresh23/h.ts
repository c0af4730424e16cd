import { avoidTies, computeTotals, type DocSpec } from '../../document';
import { addDays, formatDate, formatQuantity, pad } from '../../formats';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, discountLine, issuerOf, ScatterPdf, templateOf } from './common';

/**
 * fresh23-h: a fire-extinguisher service company's nota de crédito A (list price, bonus % and net price per row),
 * written by the same kind of form designer as fresh23-c: one text block per word, in the designer's order.
 */
const ID = 'fresh23-h';

async function render(doc: DocSpec): Promise<Buffer> {
  const pdf = new ScatterPdf([595.28, 841.89], { title: `NCA ${doc.reference}`, producer: 'FormDesigner Runtime 4.2', creator: 'Gestión Matafuegos', seed: doc.reference });
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const red = '#b3121d';
  pdf.rect(30, 30, 535, 4, { fill: red });
  pdf.text(is.tradeName.toUpperCase(), 30, 44, { font: 'HB', size: 15, color: red });
  pdf.text(`${is.name} · CUIT ${cuitWith(is.cuit, '.')} · ${is.condicionText}`, 30, 64, { size: 8 });
  pdf.text(`${is.address}, ${is.city} · ${is.phone} · Reg. Bomberos N° ${doc.variant.reg}`, 30, 75, { size: 8 });
  pdf.rect(392, 42, 173, 50, { stroke: '#000000', lineWidth: 1 });
  pdf.text('NOTA DE CRÉDITO  A', 392, 47, { font: 'HB', size: 11, width: 173, align: 'center' });
  pdf.text('Código 03', 392, 61, { size: 7, width: 173, align: 'center' });
  pdf.text(`N° ${doc.reference}`, 392, 72, { font: 'HB', size: 9.5, width: 173, align: 'center' });
  pdf.text(`Fecha de emisión ${formatDate(doc.date, 'dd/mm/yyyy')}`, 30, 100, { font: 'HB', size: 9 });
  pdf.text(`Comprobante asociado: Factura A ${doc.variant.invoice} del ${formatDate(addDays(doc.date, -Number(doc.variant.back)), 'dd/mm/yyyy')}`, 250, 100, { size: 8.5 });
  pdf.line(30, 114, 565, 114, { width: 0.8 });
  pdf.text('Razón social', 30, 121, { size: 7, color: '#666666' });
  pdf.text(r.name, 30, 130, { font: 'HB', size: 10 });
  pdf.text('Domicilio', 30, 145, { size: 7, color: '#666666' });
  pdf.text(r.address || '-', 30, 154, { size: 9 });
  if (r.docNumber) { pdf.text('C.U.I.T.', 360, 121, { size: 7, color: '#666666' }); pdf.text(cuitWith(r.docNumber, '.'), 360, 130, { size: 9.5 }); }
  if (r.condicionPrinted) { pdf.text('Categoría frente al IVA', 360, 145, { size: 7, color: '#666666' }); pdf.text(r.condicionText, 360, 154, { size: 9 }); }
  pdf.text(`Motivo: ${doc.variant.reason}`, 30, 174, { font: 'HI', size: 9 });
  const cols = [30, 78, 270, 310, 370, 410, 470, 500, 565];
  const heads = ['Código', 'Descripción', 'Cant.', 'P. lista', 'Bonif.', 'P. neto', 'IVA', 'Importe'];
  let y = 194;
  pdf.rect(30, y, 535, 15, { fill: '#f2d4d6' });
  heads.forEach((h, i) => pdf.text(h, cols[i]! + 2, y + 3.5, { font: 'HB', size: 7.5, width: cols[i + 1]! - cols[i]! - 4, align: i >= 2 ? 'right' : 'left' }));
  y += 19;
  doc.lines.forEach((l, i) => {
    const cells = [l.code ?? '', l.description, formatQuantity(l.quantity), String(doc.variant[`list${i}`]), `${doc.variant[`pct${i}`]}%`, ar(l.unitPrice!), `${l.ivaRate}%`, ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => pdf.text(c, cols[k]! + 2, y, { size: 7.5, width: cols[k + 1]! - cols[k]! - 4, align: k >= 2 ? 'right' : 'left' }));
    y += 14;
  });
  pdf.line(30, y + 2, 565, y + 2, { width: 0.6 });
  y += 12;
  const rows: Array<[string, string]> = [['Subtotal neto', ar(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${b.rate}%`, ar(b.vat)]), ['TOTAL NOTA DE CRÉDITO $', ar(t.total)]];
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    pdf.text(l, 330, y, { font: last ? 'HB' : 'H', size: last ? 10 : 9, width: 160, align: 'right' });
    pdf.text(v, 495, y, { font: last ? 'HB' : 'H', size: last ? 10 : 9, width: 70, align: 'right' });
    y += 14;
  });
  pdf.text('El importe de la presente se imputa a la cuenta corriente del cliente.', 30, y + 10, { size: 8 });
  pdf.text(`CAE ${doc.variant.cae}`, 30, 800, { size: 8 });
  return pdf.bytes();
}

export const fresh23H: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-h',
  page: { size: 'A4' },
  scanStyle: 'wand-scanner',
  render,
  issuer: (rng) => issuerOf(rng, 'Matafuegos Cerro Azul S.R.L.', 'Matafuegos Cerro Azul'),
  template: (issuer) => templateOf(issuer, 'matafuegos', 'Notas de crédito A', 'Notas de crédito A por bonificaciones y devoluciones de recargas y equipos; precios netos de IVA, el precio neto bonificado es el unitario.', 'fireext', false, 3),
  compose: (rng, ctx) => {
    const doc = compose(rng, ctx, ID, {
      kind: 'invoice', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false,
    }, `0005-${pad(rng.int(10, 900), 8)}`, {
      invoice: `0005-${pad(rng.int(1000, 60000), 8)}`, back: rng.int(3, 25), reg: rng.int(100, 999), cae: rng.digits(14),
      reason: rng.pick(['bonificación por contrato anual de mantenimiento', 'devolución de equipos no utilizados', 'diferencia de precio facturado']),
    });
    doc.lines.forEach((l, i) => {
      const pct = rng.pick([5, 10, 12, 15, 20]);
      doc.variant[`pct${i}`] = pct;
      doc.variant[`list${i}`] = ar(discountLine(l, pct));
    });
    avoidTies(doc.lines, false, false);
    doc.totals = computeTotals(doc.lines, false);
    return doc;
  },
};
