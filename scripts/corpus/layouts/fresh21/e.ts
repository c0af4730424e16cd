import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amountInWords } from '../fresh2/common';
import { A4, amount, caeOf, discountLine, dmy, dmyDot, GdiPdf, issuerAs, LIB, listFor, quantity, receiverId, settle, trailingMinus } from './common';

const ID = 'fresh21-e';

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const t = doc.totals!;
  const pdf = new GdiPdf(A4, { producer: 'PDF Printer Driver 6.1', creator: 'Sistema de Gestión Comercial - Ventas', title: `NC ${doc.reference}` },
    { R: LIB.sans, B: LIB.sansBold, N: LIB.narrow, NB: LIB.narrowBold });
  const W = A4[0], L = 28, R = W - 28, M = W / 2;
  const neg = (x: Decimal.Value) => trailingMinus(amount(x, 'ar'));
  // pre-printed-looking header: issuer left, letter box in the middle, voucher right
  pdf.rect(L, 24, R - L, 112);
  pdf.line(M, 62, M, 136);
  pdf.rect(M - 22, 24, 44, 38);
  pdf.text('A', M - 22, 28, { font: 'B', size: 24, align: 'center', width: 44 });
  pdf.text('Cód. 03', M - 22, 52, { font: 'R', size: 6.5, align: 'center', width: 44 });
  pdf.text(doc.issuer.tradeName.toUpperCase(), L + 10, 34, { font: 'B', size: 15 });
  pdf.text('Repuestos para el automotor · Nacionales e importados', L + 10, 54, { font: 'N', size: 8 });
  pdf.text(doc.issuer.name, L + 10, 72, { font: 'R', size: 8 });
  pdf.text(doc.issuer.address, L + 10, 84, { font: 'R', size: 8 });
  pdf.text(doc.issuer.city, L + 10, 95, { font: 'R', size: 8 });
  pdf.text(`Tel. ${doc.issuer.phone}`, L + 10, 106, { font: 'R', size: 8 });
  pdf.text(doc.issuer.condicionText.toUpperCase(), L + 10, 120, { font: 'B', size: 8 });
  pdf.text('NOTA DE CREDITO', M + 36, 32, { font: 'B', size: 15 });
  pdf.text(`Nro.: ${doc.reference}`, M + 36, 68, { font: 'B', size: 10 });
  pdf.text(`Fecha: ${dmyDot(doc.date)}`, M + 36, 84, { font: 'R', size: 9 });
  pdf.text(`C.U.I.T.: ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')}`, M + 36, 98, { font: 'R', size: 8 });
  pdf.text(`Ing. Brutos C.M.: ${doc.issuer.iibb}`, M + 36, 109, { font: 'R', size: 8 });
  pdf.text(`Inicio de actividades: ${doc.issuer.activitySince}`, M + 36, 120, { font: 'R', size: 8 });
  // customer
  pdf.rect(L, 140, R - L, 62);
  const id = receiverId(doc)!;
  pdf.text(`Cliente: ${String(v.account)}`, L + 8, 146, { font: 'R', size: 8 });
  pdf.text(doc.receiver.name, L + 80, 146, { font: 'B', size: 9 });
  pdf.text(`Domicilio: ${doc.receiver.address}`, L + 8, 160, { font: 'R', size: 8 });
  pdf.text(`I.V.A.: ${doc.receiver.condicionText}`, L + 8, 174, { font: 'R', size: 8 });
  pdf.text(`C.U.I.T.: ${id.value}`, M + 36, 174, { font: 'R', size: 8 });
  pdf.text(`Comprobante asociado: FACTURA A ${String(v.assoc)} del ${dmy(String(v.assocDate))}`, L + 8, 188, { font: 'B', size: 8 });
  pdf.text(`Motivo: ${String(v.reason)}`, M + 36, 188, { font: 'R', size: 8 });
  // items: factory code, article, description, qty, list, bonus, net, amount (credits with a trailing minus)
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [
    ['Cód. Fábrica', 70, 'left'], ['Artículo', 52, 'left'], ['Descripción', 170, 'left'], ['Cant.', 32, 'right'], ['P. Unit.', 58, 'right'], ['Bon.%', 34, 'right'],
    ['P. Neto', 58, 'right'], ['Importe', 65.28, 'right'],
  ];
  let y = 210;
  pdf.rect(L, y, R - L, 15, { fill: '#d9d9d9' });
  let x = L;
  for (const [label, w, al] of cols) {
    pdf.text(label, x + 3, y + 4, { font: 'NB', size: 8, align: al, width: w - 6 });
    x += w;
  }
  y += 19;
  doc.lines.forEach((l, i) => {
    const desc = pdf.wrap(l.description, cols[2]![1] - 6, { font: 'N', size: 8 });
    const list = String(v[`list${i}`]);
    const pct = Number(v[`pct${i}`]);
    const cells = [String(v[`oem${i}`]), l.code ?? '', '', quantity(l.quantity, 'ar'), amount(list, 'ar'), pct ? amount(pct, 'ar') : '', amount(l.unitPrice!, 'ar'), neg(t.lineAmounts[i]!)];
    x = L;
    cells.forEach((c, k) => {
      if (k === 2) desc.forEach((d, j) => pdf.text(d, x + 3, y + j * 9.5, { font: 'N', size: 8 }));
      else pdf.text(c, x + 3, y, { font: 'N', size: 8, align: cols[k]![2], width: cols[k]![1] - 6 });
      x += cols[k]![1];
    });
    y += desc.length * 9.5 + 4;
  });
  // totals strip
  const ty = 640;
  pdf.rect(L, ty, R - L, 46);
  const boxes: Array<[string, string]> = [['Subtotal', neg(t.subtotal)]];
  for (const r of t.byRate) boxes.push([`I.V.A. ${amount(r.rate, 'ar')} %`, neg(r.vat)]);
  boxes.push(['Perc. IIBB', neg(0)]);
  boxes.push(['TOTAL', neg(t.total)]);
  const bw = (R - L) / boxes.length;
  boxes.forEach(([label, value], i) => {
    if (i) pdf.line(L + i * bw, ty, L + i * bw, ty + 46);
    pdf.text(label, L + i * bw, ty + 6, { font: i === boxes.length - 1 ? 'B' : 'R', size: 8, align: 'center', width: bw });
    pdf.text(value, L + i * bw, ty + 24, { font: 'B', size: i === boxes.length - 1 ? 11 : 9.5, align: 'center', width: bw });
  });
  pdf.text(`Son: ${String(v.words)}`, L, ty + 54, { font: 'R', size: 7.5 });
  pdf.text(`CAE: ${String(v.cae)}    Vto. CAE: ${dmy(String(v.caeDue))}`, L, 780, { font: 'B', size: 8 });
  pdf.text('ORIGINAL', R - 80, 780, { font: 'B', size: 8 });
  pdf.upText('Sistema de Gestión Comercial · Impreso por VENTAS2 · Hoja 1/1', 16, 700, { font: 'N', size: 6.5, color: '#555555' });
  return pdf.bytes();
}

export const layoutE: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design e',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Repuestos Villalba Hnos. S.R.L.', 'Repuestos Villalba'),
  template: (issuer) => ({
    id: 'i-repuestos', name: `${issuer.tradeName} (repuestos del automotor)`, instructions: 'Notas de crédito A por devolución de repuestos a talleres; importes con el signo menos al final.',
    catalog: 'autoparts', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(200, 4800);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'autoparts', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0004-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    const variant: Record<string, string | number | boolean> = {};
    doc.lines.forEach((l, i) => {
      l.quantity = Math.min(l.quantity, 6);
      const pct = rng.pick([0, 0, 5, 10, 15]);
      variant[`pct${i}`] = pct;
      variant[`list${i}`] = pct ? discountLine(l, pct).toFixed(2) : l.unitPrice!.toFixed(2);
      variant[`oem${i}`] = `${rng.pick(['0986', '7701', '5Q0', '04465', '1K0'])}${rng.digits(5)}`;
    });
    settle(doc);
    // settle may move a price by a cent: the list price follows when there is no discount
    doc.lines.forEach((l, i) => {
      const pct = Number(variant[`pct${i}`]);
      variant[`list${i}`] = pct ? listFor(l.unitPrice!, pct).toFixed(2) : l.unitPrice!.toFixed(2);
    });
    const assocDate = addDays(doc.date, -rng.int(4, 25));
    Object.assign(variant, {
      account: `C${rng.digits(5)}`, assoc: `0004-${String(rng.int(10_000, 90_000)).padStart(8, '0')}`, assocDate,
      reason: rng.pick(['Devolución de mercadería', 'Pieza equivocada (devolución)', 'Garantía de fábrica']), cae: caeOf((k) => rng.digits(k)), caeDue: addDays(doc.date, 10),
      words: amountInWords(doc.totals!.total, 'pesos'),
    });
    doc.variant = variant;
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'kraft-paper',
};
