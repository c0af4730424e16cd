import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, arcaQrUrl, BandPdf, caeOf, dmy, docTipo, issuerAs, qrModules, quantity, receiverId } from './common';

const ID = 'fresh21-a';
const COND: Record<number, string> = { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' };

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const letterA = v.letter === 'A';
  const W = A4[0];
  const pdf = new BandPdf(A4, { producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (comprobante)', title: `Comprobante ${doc.reference}` });
  const L = 18, R = W - 18, M = W / 2;
  const money = (x: Decimal.Value) => amount(x, 'ar-plain');
  const t = doc.totals!;
  // ---- static bands: the official frame, the same on the three copies
  pdf.frame();
  pdf.rect(L, 18, R - L, 22);
  pdf.rect(L, 40, R - L, 118);
  pdf.line(M, 80, M, 158);
  pdf.rect(M - 24, 40, 48, 40, { fill: '#ffffff', stroke: '#000000' });
  pdf.text(letterA ? 'A' : 'B', M - 24, 44, { font: 'HB', size: 26, align: 'center', width: 48 });
  pdf.text(letterA ? 'COD. 01' : 'COD. 06', M - 24, 71, { font: 'HB', size: 6.5, align: 'center', width: 48 });
  pdf.text('FACTURA', M + 34, 50, { font: 'HB', size: 18 });
  const capL = (label: string, y: number) => pdf.text(label, L + 6, y, { font: 'HB', size: 7.5 });
  const capR = (label: string, x: number, y: number) => pdf.text(label, x, y, { font: 'HB', size: 7.5 });
  capL('Razón Social:', 92);
  capL('Domicilio Comercial:', 108);
  capL('Condición frente al IVA:', 134);
  capR('Punto de Venta:', M + 34, 80);
  capR('Comp. Nro:', M + 150, 80);
  capR('Fecha de Emisión:', M + 34, 94);
  capR('CUIT:', M + 34, 112);
  capR('Ingresos Brutos:', M + 34, 124);
  capR('Fecha de Inicio de Actividades:', M + 34, 136);
  // period band
  pdf.rect(L, 161, R - L, 18);
  capR('Período Facturado Desde:', L + 6, 167);
  capR('Hasta:', L + 200, 167);
  capR('Fecha de Vto. para el pago:', L + 330, 167);
  // receiver band
  pdf.rect(L, 182, R - L, 60);
  capR(doc.receiver.docType === 'DNI' ? 'DNI:' : 'CUIT:', L + 6, 188);
  capR('Apellido y Nombre / Razón Social:', L + 180, 188);
  capR('Condición frente al IVA:', L + 6, 206);
  capR('Domicilio:', L + 260, 206);
  capR('Condición de venta:', L + 6, 224);
  // grid header
  const cols = letterA
    ? [['Código', 42, 'left'], ['Producto / Servicio', 170, 'left'], ['Cantidad', 44, 'right'], ['U. Medida', 46, 'center'], ['Precio Unit.', 56, 'right'],
      ['% Bonif', 34, 'right'], ['Subtotal', 56, 'right'], ['Alícuota IVA', 40, 'center'], ['Subtotal c/IVA', 71.28, 'right']] as const
    : [['Código', 44, 'left'], ['Producto / Servicio', 210, 'left'], ['Cantidad', 48, 'right'], ['U. Medida', 50, 'center'], ['Precio Unit.', 64, 'right'],
      ['% Bonif', 36, 'right'], ['Imp. Bonif.', 50, 'right'], ['Subtotal', 57.28, 'right']] as const;
  const gy = 248;
  pdf.rect(L, gy, R - L, 20, { fill: '#cccccc', stroke: '#000000' });
  let cx = L;
  const xs: number[] = [];
  for (const [label, w] of cols) {
    xs.push(cx);
    const lines = pdf.wrap(label, w - 4, 'HB', 7);
    lines.forEach((ln, i) => pdf.text(ln, cx, gy + (lines.length === 1 ? 6.5 : 2.5 + i * 8), { font: 'HB', size: 7, align: 'center', width: w }));
    cx += w;
  }
  // totals band
  const ty = 640;
  pdf.rect(L, ty, R - L, 120);
  if (letterA) {
    pdf.text('Otros tributos', L + 6, ty + 6, { font: 'HB', size: 7.5 });
    pdf.rect(L + 6, ty + 18, 250, 12, { fill: '#cccccc', stroke: '#000000' });
    pdf.text('Descripción', L + 10, ty + 21, { font: 'HB', size: 6.5 });
    pdf.text('Detalle', L + 104, ty + 21, { font: 'HB', size: 6.5 });
    pdf.text('Alíc. %', L + 160, ty + 21, { font: 'HB', size: 6.5 });
    pdf.text('Importe', L + 214, ty + 21, { font: 'HB', size: 6.5 });
    ['Per./Ret. de Impuesto a las Ganancias', 'Per./Ret. de IVA', 'Per./Ret. Ingresos Brutos', 'Impuestos Internos', 'Impuestos Municipales'].forEach((label, i) => {
      pdf.text(label, L + 10, ty + 34 + i * 11, { size: 6.5 });
      pdf.text('0,00', L + 200, ty + 34 + i * 11, { size: 6.5, align: 'right', width: 52 });
    });
    pdf.text('Importe Otros Tributos: $', L + 120, ty + 96, { font: 'HB', size: 7 });
    const labels = ['Importe Neto Gravado: $', 'IVA 27%: $', 'IVA 21%: $', 'IVA 10.5%: $', 'IVA 5%: $', 'IVA 2.5%: $', 'IVA 0%: $', 'Importe Otros Tributos: $', 'Importe Total: $'];
    labels.forEach((label, i) => pdf.text(label, R - 240, ty + 8 + i * 12, { font: 'HB', size: 8, align: 'right', width: 150 }));
  } else {
    ['Subtotal: $', 'Importe Otros Tributos: $', 'Importe Total: $'].forEach((label, i) => pdf.text(label, R - 240, ty + 30 + i * 16, { font: 'HB', size: 9, align: 'right', width: 150 }));
    pdf.rect(L + 6, ty + 82, 300, 32);
    pdf.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L + 10, ty + 86, { font: 'HB', size: 6.5 });
    pdf.text('IVA Contenido: $', L + 10, ty + 100, { font: 'HB', size: 7 });
  }
  // foot
  pdf.text('Comprobante Autorizado', L + 96, 782, { font: 'HB', size: 9 });
  pdf.text('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', L + 96, 796, { font: 'HI', size: 6 });
  pdf.text('ARCA', L + 96, 770, { font: 'HB', size: 10 });
  capR('CAE N°:', R - 180, 772);
  capR('Fecha de Vto. de CAE:', R - 180, 786);

  // ---- the three copies: each page's own fields
  const issuer = doc.issuer;
  const id = receiverId(doc);
  const qr = qrModules(arcaQrUrl({
    date: doc.date, cuit: issuer.cuit, ptoVta: Number(v.pv), tipo: letterA ? 1 : 6, nro: Number(v.nro), total: t.total,
    docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae),
  }));
  for (const copy of ['ORIGINAL', 'DUPLICADO', 'TRIPLICADO']) {
    pdf.addPage();
    pdf.field(copy, L, 18, R - L, 22, { font: 'HB', size: 12, align: 'center' });
    pdf.field(issuer.name, L + 4, 50, M - L - 34, 30, { font: 'HB', size: 13, align: 'center' });
    pdf.field(issuer.name, L + 58, 90, M - L - 62, 12, { size: 7.5 });
    pdf.field(pdf.wrap(`${issuer.address} - ${issuer.city}`, 170, 'H', 7.5), L + 88, 106, M - L - 92, 24, { size: 7.5 });
    pdf.field(issuer.condicionText, L + 94, 132, M - L - 98, 12, { size: 7.5 });
    pdf.field(String(v.pv), M + 96, 78, 52, 12, { font: 'HB', size: 8 });
    pdf.field(String(v.nro), M + 194, 78, 80, 12, { font: 'HB', size: 8 });
    pdf.field(dmy(doc.date), M + 104, 92, 80, 12, { font: 'HB', size: 8 });
    pdf.field(issuer.cuit, M + 56, 110, 90, 12, { size: 7.5 });
    pdf.field(issuer.iibb.replace(/-/g, ''), M + 98, 122, 90, 12, { size: 7.5 });
    pdf.field(issuer.activitySince, M + 150, 134, 80, 12, { size: 7.5 });
    pdf.field(dmy(String(v.from)), L + 102, 165, 60, 12, { size: 7.5 });
    pdf.field(dmy(String(v.to)), L + 224, 165, 60, 12, { size: 7.5 });
    pdf.field(dmy(String(v.due)), L + 438, 165, 70, 12, { size: 7.5 });
    pdf.field(id ? id.bare : '', L + 30, 186, 140, 12, { size: 7.5 });
    pdf.field(doc.receiver.name, L + 310, 186, R - L - 314, 12, { size: 7.5 });
    pdf.field(COND[doc.receiver.condicionIva]!, L + 100, 204, 150, 12, { size: 7.5 });
    pdf.field(pdf.wrap(doc.receiver.address || '-', 250, 'H', 7.5), L + 302, 204, R - L - 306, 22, { size: 7.5 });
    pdf.field(String(v.terms), L + 84, 222, 160, 12, { size: 7.5 });
    let y = gy + 22;
    doc.lines.forEach((l, i) => {
      const amt = t.lineAmounts[i]!;
      const desc = pdf.wrap(l.description, cols[1][1] - 6, 'H', 7);
      const h = Math.max(13, desc.length * 8.3 + 4);
      const cells: string[][] = letterA
        ? [[l.code ?? ''], desc, [quantity(l.quantity, 'ar', 2)], [String(v.unit)], [money(l.unitPrice!)], ['0,00'], [money(amt)], [`${String(l.ivaRate).replace('.', ',')}%`],
          [money(amt.add(amt.mul(l.ivaRate).div(100).toDecimalPlaces(2)))]]
        : [[l.code ?? ''], desc, [quantity(l.quantity, 'ar', 2)], [String(v.unit)], [money(l.unitPrice!)], ['0,00'], ['0,00'], [money(amt)]];
      cells.forEach((cell, k) => pdf.field(cell, xs[k]!, y, cols[k]![1], h, { size: 7, align: cols[k]![2] }));
      y += h;
    });
    if (letterA) {
      const rate = (r: number) => t.byRate.find((b) => b.rate === r)?.vat ?? new Decimal(0);
      const values = [t.subtotal, rate(27), rate(21), rate(10.5), rate(5), rate(2.5), new Decimal(0), new Decimal(0), t.total];
      values.forEach((val, i) => pdf.field(money(val), R - 90, ty + 6 + i * 12, 84, 12, { font: 'HB', size: 8, align: 'right' }));
      pdf.field('0,00', L + 206, ty + 94, 50, 12, { font: 'HB', size: 7, align: 'right' });
    } else {
      [t.subtotal, new Decimal(0), t.total].forEach((val, i) => pdf.field(money(val), R - 90, ty + 28 + i * 16, 84, 14, { font: 'HB', size: 9, align: 'right' }));
      pdf.field(money(t.total.mul(21).div(121).toDecimalPlaces(2)), L + 72, ty + 98, 120, 12, { font: 'HB', size: 7 });
    }
    pdf.modules(qr, L + 6, 766, 64);
    pdf.field(String(v.cae), R - 140, 770, 122, 12, { size: 8 });
    pdf.field(dmy(String(v.caeDue)), R - 95, 784, 80, 12, { size: 8 });
    pdf.field(`Pág. ${1}/${1}`, M - 30, 768, 60, 12, { font: 'HB', size: 8, align: 'center' });
  }
  return pdf.bytes();
}

export const layoutA: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design a',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, rng.pick(['Tapicería Del Parque S.R.L.', 'Tapizados Quiroga S.R.L.']), 'Tapicería Del Parque'),
  template: (issuer) => ({
    id: 'i-tapiceria', name: `${issuer.tradeName} (tapicería)`, instructions: 'Trabajos de tapicería: retapizados, fundas y espuma; factura A o B según el cliente.',
    catalog: 'upholstery', pricesIncludeIva: false, ivaRate: 21, concepto: 3,
  }),
  compose: (rng, ctx) => {
    const pv = rng.pick([2, 3, 5]);
    const nro = rng.int(120, 1900);
    const cae = caeOf((k) => rng.digits(k));
    const terms = rng.pick(['Contado', 'Cuenta Corriente', 'Transferencia Bancaria', 'Otra']);
    const unit = 'unidades';
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'upholstery', lineCount: [1, 5], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'consumidor-final'],
      conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar-plain'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `${String(pv).padStart(5, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    // the voucher of services states the billed month (the truth's service period)
    const from = `${doc.date.slice(0, 7)}-01`;
    const to = addDays(addMonth(from), -1);
    doc.serviceFrom = from;
    doc.serviceTo = to;
    doc.variant = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B', pv: String(pv).padStart(5, '0'), nro: String(nro).padStart(8, '0'), cae, terms, unit,
      from, to, due: doc.date, caeDue: addDays(doc.date, 10),
    };
    return doc;
  },
  render: async (doc) => render(doc),
  repeatsVoucherPages: true,
  scanStyle: 'eink-reader',
};

function addMonth(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
