import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, ar, composeWith, cuit, fecha, issuerOf, jsPen, rateLabel, templateOf, type Pen } from './common';

/** fresh24-e: a cleaning-products distributor's web ERP (jsPDF): nota de crédito A for returned goods. */
const ID = 'fresh24-e';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  pen.rect(30, 30, W - 60, 96, { stroke: '#0d47a1', lineWidth: 0.8 });
  pen.text(is.tradeName, 42, 40, { face: 'sansB', size: 16, color: '#0d47a1' });
  pen.text('Insumos de limpieza institucional', 42, 60, { size: 8.5, color: '#0d47a1' });
  pen.text(`${is.name} - ${is.condicionText}`, 42, 80, { size: 7.5 });
  pen.text(`${is.address} - ${is.city}`, 42, 90, { size: 7.5 });
  pen.text(`${is.phone} - ${is.email}`, 42, 100, { size: 7.5 });
  pen.rect(W / 2 - 18, 30, 36, 36, { fill: '#0d47a1' });
  pen.text('A', W / 2 - 18, 34, { face: 'sansB', size: 22, align: 'center', width: 36, color: '#ffffff' });
  pen.text('COD. 003', W / 2 - 30, 70, { size: 6.5, align: 'center', width: 60 });
  pen.text('NOTA DE CRÉDITO', W / 2 + 40, 40, { face: 'sansB', size: 13 });
  pen.text(`Número: ${doc.reference}`, W / 2 + 40, 58, { face: 'sansB', size: 9.5 });
  pen.text(`Fecha: ${fecha(doc.date, doc.variant.dateStyle as 'slash-yy')}`, W / 2 + 40, 72, { size: 9 });
  pen.text(`CUIT: ${cuit(is.cuit, 'plain')}`, W / 2 + 40, 86, { size: 8 });
  pen.text(`IIBB: ${is.iibb} - Inicio: ${is.activitySince}`, W / 2 + 40, 97, { size: 8 });

  let y = 136;
  pen.rect(30, y, W - 60, 62, { fill: '#f3f6fb', stroke: '#0d47a1' });
  const kv = (k: string, v: string, x: number, yy: number) => {
    pen.text(k, x, yy, { face: 'sansB', size: 8 });
    pen.text(v, x + pen.widthOf(k, 'sansB', 8) + 4, yy, { size: 8.5 });
  };
  kv('Cliente:', r.name, 40, y + 8);
  kv('Domicilio:', r.address, 40, y + 22);
  kv('CUIT:', cuit(r.docNumber!, doc.variant.cuitStyle as 'dash'), 40, y + 36);
  if (r.condicionPrinted) kv('IVA:', r.condicionText, 200, y + 36);
  kv('Cód. cliente:', String(doc.variant.client), 400, y + 8);
  kv('Comprobante asociado:', String(doc.variant.assoc), 40, y + 50);
  kv('Motivo:', String(doc.variant.reason), 330, y + 50);
  y += 74;
  const cols: Array<[string, number, 'left' | 'right']> = [['Cant.', 40, 'right'], ['Código', 52, 'left'], ['Artículo', 218, 'left'], ['Unitario', 70, 'right'], ['% IVA', 40, 'right'], ['Importe', 115, 'right']];
  let x = 30;
  const xs = cols.map(([, w]) => { const at = x; x += w; return at; });
  pen.line(30, y, W - 30, y, { width: 1, color: '#0d47a1' });
  cols.forEach(([h, w, a], i) => pen.text(h, xs[i]! + 4, y + 4, { face: 'sansB', size: 8, align: a, width: w - 8 }));
  pen.line(30, y + 16, W - 30, y + 16, { width: 1, color: '#0d47a1' });
  y += 22;
  doc.lines.forEach((l, i) => {
    const cells = [String(l.quantity), l.code ?? '', l.description, ar(l.unitPrice!), rateLabel(l.ivaRate), ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => pen.text(c, xs[k]! + 4, y, { size: 8, align: cols[k]![2], width: cols[k]![1] - 8 }));
    y += 14;
  });
  y = Math.max(y + 20, 420);
  pen.line(330, y, W - 30, y, { color: '#0d47a1' });
  const rows: Array<[string, string]> = [['Subtotal neto', ar(t.subtotal)], ...t.byRate.map((b) => [`IVA ${rateLabel(b.rate)}%`, ar(b.vat)] as [string, string]), ['Otros tributos', ar(0)]];
  rows.forEach(([k, v], i) => {
    pen.text(k, 336, y + 6 + i * 13, { size: 8.5 });
    pen.text(v, W - 150, y + 6 + i * 13, { size: 8.5, align: 'right', width: 116 });
  });
  y += 10 + rows.length * 13;
  pen.text('TOTAL NOTA DE CRÉDITO', 336, y, { face: 'sansB', size: 9.5 });
  pen.text(`$ ${ar(t.total)}`, W - 150, y, { face: 'sansB', size: 9.5, align: 'right', width: 116 });
  pen.text('El importe de la presente se acredita en su cuenta corriente.', 30, y + 40, { size: 7.5, face: 'sansI' });
  pen.text(`CAE: ${doc.variant.cae}   Vencimiento CAE: ${fecha(doc.date, 'slash')}`, 30, 800, { size: 7.5 });
}

export const layoutE: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Cleaning-products distributor's web ERP (jsPDF): nota de crédito A for returned goods, linked invoice and reason",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `${rng.pick(['Química', 'Higiene'])} ${rng.pick(['Brillante', 'Total Litoral', 'del Centro'])} S.R.L.`, rng.pick(['Limpiamax', 'Química Brillo', 'HigieneYa'])),
  template: (issuer) => templateOf(ID, issuer, 'cleaning', { name: 'Notas de crédito por devolución', instructions: 'Nota de crédito A por devoluciones y diferencias de precio sobre facturas A; precios netos de IVA.' }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'cleaning', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0.9,
    mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0006-${String(1204 + index * 13 + rng.int(0, 9)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['slash-yy', 'slash', 'dot-yy']), cuitStyle: rng.pick(['dash', 'dot']), client: `C${rng.int(1000, 4999)}`,
      assoc: `Factura A 0006-${String(rng.int(30000, 39999)).padStart(8, '0')}`, reason: rng.pick(['Devolución de mercadería', 'Mercadería dañada en transporte', 'Error de facturación']),
      cae: `7${rng.digits(13)}`,
    },
  }, (doc, r) => {
    for (const l of doc.lines) l.quantity = r.pick([1, 2, 3, 4, 6]);
  }),
  render: async (doc) => {
    const pen = jsPen(A4, { title: `NC ${doc.reference}`, creator: 'ERP Web Limpieza', fileId: doc.reference });
    paint(pen, doc);
    return pen.kit.bytes();
  },
  scanStyle: 'recycled-fleck',
};
