import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, caeOf, discountLine, dmy, ean13, issuerAs, LIB, listFor, perception, PipePdf, quantity, receiverId, settle } from './common';

const ID = 'fresh21-j';
const FIRST_PAGE_ROWS = 9;

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const t = doc.totals!;
  const pdf = new PipePdf(A4, { producer: 'Microsoft Reporting Services PDF Rendering Extension 15.0', creator: 'Gestión Distribuidora', title: `FA ${doc.reference}` },
    { mode: 'plain', faces: { R: { ttf: LIB.narrow }, B: { ttf: LIB.narrowBold }, S: { ttf: LIB.sans }, SB: { ttf: LIB.sansBold } } });
  const W = A4[0], L = 26, R = W - 26;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const pages = doc.lines.length > FIRST_PAGE_ROWS ? 2 : 1;
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [
    ['EAN', 68, 'left'], ['Código', 40, 'left'], ['Descripción', 172, 'left'], ['Cant.', 30, 'right'], ['P. Lista', 54, 'right'], ['Bonif.', 50, 'right'],
    ['P. Neto', 54, 'right'], ['Importe', 75.28, 'right'],
  ];
  const header = (page: number) => {
    pdf.rect(L, 22, 170, 54, { fill: '#5b2a86' });
    pdf.text(doc.issuer.tradeName.toUpperCase(), L + 8, 30, { font: 'B', size: 12, color: '#ffffff' });
    pdf.text('Insumos para peluquería y estética', L + 8, 48, { font: 'R', size: 8, color: '#ffffff' });
    pdf.text('Venta mayorista a salones', L + 8, 59, { font: 'R', size: 8, color: '#ffffff' });
    pdf.text(doc.issuer.name, L + 180, 26, { font: 'B', size: 9 });
    pdf.text(`${doc.issuer.address} · ${doc.issuer.city}`, L + 180, 38, { font: 'R', size: 8 });
    pdf.text(`CUIT ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')} · IIBB CM ${doc.issuer.iibb}`, L + 180, 49, { font: 'R', size: 8 });
    pdf.text(`${doc.issuer.condicionText} · Inicio act. ${doc.issuer.activitySince}`, L + 180, 60, { font: 'R', size: 8 });
    pdf.rect(R - 132, 22, 132, 54, { stroke: '#5b2a86', lineWidth: 1 });
    pdf.text('FACTURA  A', R - 126, 26, { font: 'SB', size: 12 });
    pdf.text('Cód. 01', R - 40, 29, { font: 'R', size: 7 });
    pdf.text(`N° ${doc.reference}`, R - 126, 44, { font: 'B', size: 9.5 });
    pdf.text(`Fecha ${dmy(doc.date)}`, R - 126, 56, { font: 'R', size: 8.5 });
    pdf.text(`Hoja ${page} de ${pages}`, R - 126, 66, { font: 'R', size: 8 });
    // customer
    pdf.rect(L, 82, R - L, 40, { stroke: '#999999', lineWidth: 0.5 });
    const id = receiverId(doc)!;
    pdf.text(`Sr./es.: ${doc.receiver.name}`, L + 6, 87, { font: 'B', size: 9 });
    pdf.text(`Cta. ${String(v.account)}`, R - 90, 87, { font: 'R', size: 8.5 });
    pdf.text(`CUIT ${id.value}   ·   IVA ${doc.receiver.condicionText}   ·   ${doc.receiver.address}`, L + 6, 99, { font: 'R', size: 8 });
    pdf.text(`Cond. de venta: ${String(v.terms)}   ·   Vendedor: ${String(v.seller)}   ·   Remito ${String(v.remito)}`, L + 6, 110, { font: 'R', size: 8 });
    let x = L;
    pdf.rect(L, 128, R - L, 15, { fill: '#ece4f3' });
    for (const [label, w, al] of cols) {
      pdf.text(label, x + 3, 131.5, { font: 'B', size: 8, align: al, width: w - 6 });
      x += w;
    }
  };
  const row = (i: number, y: number) => {
    const l = doc.lines[i]!;
    const kind = String(v[`dk${i}`]);
    const off = kind === 'pct' ? `${String(v[`dv${i}`])} %` : kind === 'abs' ? `$ ${a(String(v[`dv${i}`]))}` : '';
    const cells = [ean13(l.code ?? String(i)), l.code ?? '', l.description, quantity(l.quantity, 'ar'), a(String(v[`list${i}`])), off, a(l.unitPrice!), a(t.lineAmounts[i]!)];
    let x = L;
    cells.forEach((c, k) => {
      pdf.text(c, x + 3, y, { font: k === 0 ? 'R' : 'R', size: k === 0 ? 7.5 : 8.5, align: cols[k]![2], width: cols[k]![1] - 6 });
      x += cols[k]![1];
    });
  };
  const sum = (from: number, to: number) => t.lineAmounts.slice(from, to).reduce((s, d) => s.add(d), new Decimal(0));
  header(1);
  let y = 149;
  const firstRows = Math.min(FIRST_PAGE_ROWS, doc.lines.length);
  for (let i = 0; i < firstRows; i++, y += 15) row(i, y);
  if (pages === 2) {
    const carried = sum(0, firstRows);
    pdf.line(L, 700, R, 700, { width: 0.6 });
    pdf.text('Subtotal hoja 1', R - 200, 706, { font: 'R', size: 8.5 });
    pdf.text(a(carried), R - 90, 706, { font: 'R', size: 8.5, align: 'right', width: 86 });
    pdf.text('Transporte', R - 200, 720, { font: 'B', size: 9 });
    pdf.text(a(carried), R - 90, 720, { font: 'B', size: 9, align: 'right', width: 86 });
    pdf.text('continúa en hoja 2', L, 720, { font: 'R', size: 8, color: '#666666' });
    pdf.addPage();
    header(2);
    y = 149;
    pdf.text('Transporte', L + cols[0]![1] + cols[1]![1] + 3, y, { font: 'B', size: 8.5 });
    pdf.text(a(carried), R - 75, y, { font: 'B', size: 8.5, align: 'right', width: 72 });
    y += 17;
    for (let i = firstRows; i < doc.lines.length; i++, y += 15) row(i, y);
    pdf.line(L, y + 2, R, y + 2, { width: 0.6 });
    pdf.text('Subtotal hoja 2', R - 200, y + 8, { font: 'R', size: 8.5 });
    pdf.text(a(sum(firstRows, doc.lines.length)), R - 90, y + 8, { font: 'R', size: 8.5, align: 'right', width: 86 });
  }
  // totals at the foot of the last sheet
  const iibb = perception(t.subtotal, Number(v.iibbRate));
  const withVat = t.total;
  const rows: Array<[string, string, boolean]> = [['Subtotal neto', a(t.subtotal), false]];
  for (const r of t.byRate) rows.push([`IVA ${a(r.rate)} %`, a(r.vat), false]);
  rows.push(['Subtotal con IVA', a(withVat), true], [`Percepción IIBB ${String(v.iibbJur)} ${a(Number(v.iibbRate))} %`, a(iibb), false], ['TOTAL $', a(withVat.add(iibb)), true]);
  let ty = 736 - rows.length * 13;
  pdf.rect(R - 230, ty - 6, 230, rows.length * 13 + 10, { stroke: '#5b2a86', lineWidth: 0.8 });
  for (const [k, val, strong] of rows) {
    pdf.text(k, R - 222, ty, { font: strong ? 'B' : 'R', size: strong ? 9.5 : 8.5 });
    pdf.text(val, R - 100, ty, { font: strong ? 'B' : 'R', size: strong ? 9.5 : 8.5, align: 'right', width: 92 });
    ty += 13;
  }
  pdf.text(`CAE N° ${String(v.cae)}`, L, 726, { font: 'B', size: 8.5 });
  pdf.text(`Vto. CAE ${dmy(String(v.caeDue))}`, L, 738, { font: 'R', size: 8.5 });
  pdf.text('Los precios de lista son sin IVA. Bonificaciones por cantidad según política comercial vigente.', L, 770, { font: 'R', size: 7.5, color: '#555555' });
  return pdf.bytes();
}

export const layoutJ: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design j',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Belleza Profesional del Sur S.A.', 'BellaPro Distribuidora'),
  template: (issuer) => ({
    id: 'i-belleza', name: `${issuer.tradeName} (insumos de peluquería)`, instructions: 'Facturas A a salones con bonificaciones en % o en $ por unidad y percepción de IIBB.',
    catalog: 'beauty', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(20_000, 96_000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'beauty', lineCount: [11, 15], receivers: ['company-ri', 'company-ri'], conditionPrinted: 1, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0003-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    const variant: Record<string, string | number | boolean> = {};
    doc.lines.forEach((l, i) => {
      l.quantity = Math.min(l.quantity, 24);
      const kind = rng.pick(['none', 'none', 'pct', 'abs']);
      variant[`dk${i}`] = kind;
      if (kind === 'pct') {
        const pct = rng.pick([5, 10, 12, 15]);
        variant[`dv${i}`] = pct;
        discountLine(l, pct);
      } else if (kind === 'abs') {
        const off = new Decimal(rng.pick([150, 250, 500, 1000]));
        variant[`dv${i}`] = off.toFixed(2);
        l.unitPrice = l.unitPrice!.sub(off);
      }
    });
    settle(doc);
    doc.lines.forEach((l, i) => {
      const kind = variant[`dk${i}`];
      variant[`list${i}`] = kind === 'pct' ? listFor(l.unitPrice!, Number(variant[`dv${i}`])).toFixed(2) : kind === 'abs' ? l.unitPrice!.add(String(variant[`dv${i}`])).toFixed(2) : l.unitPrice!.toFixed(2);
    });
    Object.assign(variant, {
      account: rng.digits(5), terms: rng.pick(['Cta. cte. 30 días', 'Contado', 'Cta. cte. 15 días']), seller: rng.pick(['03 - GIMENEZ', '07 - PAREDES', '11 - CORREA']),
      remito: `0003-${rng.digits(8)}`, iibbRate: rng.pick([2, 3, 3.5]), iibbJur: rng.pick(['ARBA', 'AGIP', 'API Santa Fe']), cae: caeOf((k) => rng.digits(k)), caeDue: addDays(doc.date, 10),
    });
    doc.variant = variant;
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'security-guilloche',
};
