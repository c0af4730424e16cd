import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, dmy, dmyDash, FONT, pad, sayCondition, settle, shift, vatContained } from './common';

/** An electricity cooperative's bill (factura B to its residential members), drawn with pdfkit. */
const F = FONT.sans, FB = FONT.sansBold, FN = FONT.narrow, FNB = FONT.narrowBold;
const GREEN = '#1f6b3a', PALE = '#e6f1e8';
const money = (v: Decimal.Value) => `$${amount(v, 'ar')}`;

function t(pdf: PDFKit.PDFDocument, value: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
  pdf.font(o.font ?? F).fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
  pdf.text(value, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false, lineGap: 0 });
}

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const v = doc.variant;
  const W = 595.28;
  // letterhead band
  pdf.rect(0, 0, W, 74).fill(GREEN);
  pdf.circle(46, 37, 22).lineWidth(2).stroke('#ffffff');
  t(pdf, 'CE', 33, 28, { font: FB, size: 16, color: '#ffffff' });
  t(pdf, doc.issuer.name, 78, 16, { font: FB, size: 12.5, color: '#ffffff' });
  t(pdf, `${doc.issuer.address} · ${doc.issuer.city}`, 78, 34, { size: 7.5, color: '#ffffff' });
  t(pdf, `Atención al asociado ${doc.issuer.phone} · Guardia técnica las 24 horas 0800-444-${String(v.guard)}`, 78, 45, { size: 7.5, color: '#ffffff' });
  t(pdf, `CUIT ${String(v.issuerCuit)} · Ing. Brutos ${doc.issuer.iibb} · ${doc.issuer.condicionText} · Inicio de act. ${doc.issuer.activitySince}`, 78, 56, { size: 6.8, color: '#ffffff' });
  // voucher box
  pdf.rect(392, 84, 180, 74).lineWidth(1).stroke(GREEN);
  pdf.rect(392, 84, 34, 34).fill(GREEN);
  t(pdf, 'B', 400, 88, { font: FB, size: 22, color: '#ffffff' });
  t(pdf, 'Cód. 006', 394, 112, { size: 5.5, color: '#ffffff' });
  t(pdf, 'FACTURA', 434, 89, { font: FB, size: 12 });
  t(pdf, `N° ${doc.reference}`, 434, 104, { font: FB, size: 9.5 });
  t(pdf, `Fecha de emisión: ${dmyDash(doc.date)}`, 398, 124, { size: 8 });
  t(pdf, `1er. vencimiento: ${dmyDash(String(v.due1))}`, 398, 135, { size: 8 });
  t(pdf, `2do. vencimiento: ${dmyDash(String(v.due2))} (con recargo)`, 398, 146, { size: 8 });
  // the member
  const r = doc.receiver;
  t(pdf, 'DATOS DEL ASOCIADO / TITULAR DEL SUMINISTRO', 24, 86, { font: FB, size: 7.5, color: GREEN });
  t(pdf, r.name.toUpperCase(), 24, 98, { font: FB, size: 10 });
  t(pdf, String(v.supplyAddress), 24, 111, { size: 8 });
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  const id = r.docType === 'DNI' && r.docNumber ? `D.N.I. ${r.docNumber}` : '';
  t(pdf, [id, r.condicionPrinted ? `Condición IVA: ${cond}` : ''].filter(Boolean).join('      '), 24, 122, { size: 8 });
  const cells: Array<[string, string]> = [['Asociado N°', String(v.member)], ['Suministro N°', String(v.supply)], ['Ruta / Folio', String(v.route)], ['Tarifa', 'T1-R Residencial']];
  cells.forEach(([k, val], i) => {
    const x = 24 + i * 90;
    pdf.rect(x, 134, 86, 24).fill(PALE);
    t(pdf, k, x + 4, 137, { size: 6, color: GREEN });
    t(pdf, val, x + 4, 146, { font: FB, size: 8 });
  });
  // meter readings (not priced)
  let y = 170;
  t(pdf, 'LECTURAS DEL MEDIDOR', 24, y, { font: FB, size: 7.5, color: GREEN });
  y += 11;
  const heads = ['Medidor N°', 'Fecha lect. anterior', 'Lectura anterior', 'Fecha lect. actual', 'Lectura actual', 'Dif. (kWh)', 'Factor', 'Días'];
  const widths = [70, 74, 64, 74, 64, 60, 44, 40];
  const vals = [String(v.meter), dmyDash(doc.serviceFrom!), String(v.prev), dmyDash(doc.serviceTo!), String(v.curr), String(v.kwh), '1', String(v.days)];
  let x = 24;
  heads.forEach((h, i) => {
    pdf.rect(x, y, widths[i]!, 13).fill(GREEN);
    t(pdf, h, x + 2, y + 3.5, { font: FNB, size: 6.8, color: '#ffffff', width: widths[i]! - 4, align: 'center' });
    pdf.rect(x, y + 13, widths[i]!, 15).lineWidth(0.5).stroke('#9bbfa4');
    t(pdf, vals[i]!, x + 2, y + 17.5, { font: FN, size: 8, width: widths[i]! - 4, align: 'center' });
    x += widths[i]!;
  });
  y += 36;
  t(pdf, `Período de consumo: ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}  ·  Consumo promedio diario: ${amount(new Decimal(Number(v.kwh)).div(Number(v.days)), 'ar', 1)} kWh`, 24, y, { size: 7.5 });
  // consumption history: bars, the months under them
  y += 14;
  t(pdf, 'HISTORIAL DE CONSUMOS (kWh)', 24, y, { font: FB, size: 7.5, color: GREEN });
  const hist = String(v.history).split(',').map(Number);
  const months = String(v.months).split(',');
  const max = Math.max(...hist);
  hist.forEach((k, i) => {
    const bh = (k / max) * 42;
    pdf.rect(30 + i * 42, y + 56 - bh, 24, bh).fill(i === hist.length - 1 ? GREEN : '#9bbfa4');
    t(pdf, months[i]!, 26 + i * 42, y + 59, { size: 6.2, width: 32, align: 'center' });
  });
  // the concepts, priced
  y += 78;
  t(pdf, 'DETALLE DE CONCEPTOS FACTURADOS', 24, y, { font: FB, size: 7.5, color: GREEN });
  y += 11;
  const cols = [{ h: 'Concepto', w: 300, a: 'left' as const }, { h: 'Cantidad', w: 58, a: 'right' as const }, { h: 'U.M.', w: 40, a: 'center' as const }, { h: 'Precio unit.', w: 73, a: 'right' as const }, { h: 'Importe', w: 76, a: 'right' as const }];
  x = 24;
  for (const c of cols) {
    t(pdf, c.h, x + 3, y, { font: FB, size: 7.5, width: c.w - 6, align: c.a });
    x += c.w;
  }
  pdf.moveTo(24, y + 11).lineTo(571, y + 11).lineWidth(0.8).stroke(GREEN);
  y += 15;
  doc.lines.forEach((l: DocLine, i) => {
    if (i % 2 === 1) pdf.rect(24, y - 2, 547, 13).fill('#f3f8f4');
    const cells = [l.description, amount(l.quantity, 'ar', 0), l.unit, amount(l.unitPrice!, 'ar', 2), amount(doc.totals!.lineAmounts[i]!, 'ar')];
    let cx = 24;
    cols.forEach((c, k) => {
      t(pdf, cells[k]!, cx + 3, y, { size: 8, width: c.w - 6, align: c.a });
      cx += c.w;
    });
    y += 13;
  });
  pdf.moveTo(24, y + 2).lineTo(571, y + 2).lineWidth(0.5).stroke('#9bbfa4');
  y += 10;
  // totals
  const total = doc.totals!.total;
  t(pdf, 'Subtotal conceptos eléctricos y servicios', 300, y, { size: 8 });
  t(pdf, money(total), 480, y, { size: 8, width: 91, align: 'right' });
  y += 12;
  t(pdf, 'IVA contenido 21% (Ley 27.743)', 300, y, { size: 7.5, color: '#444444' });
  t(pdf, money(vatContained(total, 21)), 480, y, { size: 7.5, width: 91, align: 'right', color: '#444444' });
  y += 14;
  pdf.rect(296, y - 3, 275, 20).fill(GREEN);
  t(pdf, 'TOTAL A PAGAR', 302, y + 2, { font: FB, size: 10.5, color: '#ffffff' });
  t(pdf, money(total), 450, y + 2, { font: FB, size: 10.5, width: 115, align: 'right', color: '#ffffff' });
  t(pdf, 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743).', 24, y - 14, { size: 6.5, color: '#444444' });
  t(pdf, 'Abonando fuera de término se aplicará el recargo por mora vigente.', 24, y - 4, { size: 6.5, color: '#444444' });
  t(pdf, 'Adhiera su suministro al débito automático o pague por home banking (Link o Banelco).', 24, y + 6, { size: 6.5, color: '#444444' });
  // legal foot
  y += 32;
  t(pdf, `CAE N° ${String(v.cae)}   Vencimiento del CAE: ${dmy(String(v.caeDue))}`, 24, y, { font: FB, size: 7.5 });
  t(pdf, 'Comprobante autorizado · Esta factura es válida como comprobante fiscal.', 24, y + 11, { size: 7 });
  // payment stub
  y = 738;
  pdf.moveTo(18, y).lineTo(577, y).dash(3, { space: 3 }).lineWidth(0.6).stroke('#555555').undash();
  t(pdf, 'TALÓN PARA EL BANCO / AGENTE DE COBRO', 36, y + 8, { font: FB, size: 7, color: GREEN });
  t(pdf, `Asociado ${String(v.member)} · Suministro ${String(v.supply)} · ${r.name}`, 36, y + 19, { size: 7.5 });
  t(pdf, `Factura B ${doc.reference}`, 36, y + 30, { size: 7.5 });
  t(pdf, `Vto. ${dmyDash(String(v.due1))}: ${money(total)}`, 330, y + 14, { font: FB, size: 8.5 });
  // an interleaved 2 of 5-looking barcode
  const code = String(v.barcode);
  let bx = 330;
  for (let i = 0; i < code.length; i++) {
    const d = Number(code[i]);
    const wBar = d % 3 === 0 ? 2.2 : 1;
    pdf.rect(bx, y + 28, wBar, 28).fill('#000000');
    bx += wBar + (d % 2 ? 2 : 1.2);
  }
  t(pdf, code, 330, y + 58, { font: FN, size: 6.5 });
}

export const fresh17ALayout: Layout = {
  id: 'fresh17-a',
  kind: 'invoice',
  title: 'fresh17 layout a',
  page: { size: 'A4' },
  scanStyle: 'toner-save',
  issuer: (rng) => makeIssuer(rng, `Cooperativa Eléctrica y de Servicios Públicos ${rng.pick(['Villa Ramallo', 'General Pico', 'Colonia Caroya', 'San Justo', 'Laboulaye'])} Ltda.`, 'Cooperativa Eléctrica'),
  template: (issuer) => ({
    id: `coop-electrica-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.name} — facturas de energía`,
    instructions: 'Factura B a asociados residenciales: cargo fijo, energía por bloques de consumo y servicios sociales; precios finales con IVA.',
    catalog: 'power',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const ptoVta = rng.int(2, 9);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'power', lineCount: [1, 1], receivers: ['dni', 'dni', 'dni'], conditionPrinted: 0.7,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh17-a', templateId: template.id, issuer, reference: `${pad(ptoVta, 4)}-${pad(rng.int(100000, 399999), 8)}`, variant: {}, today });
    const arts = articlesOf('power');
    const kwh = rng.int(95, 520);
    const blocks: Array<[number, number]> = [[1, Math.min(kwh, 150)]];
    if (kwh > 150) blocks.push([2, Math.min(kwh, 300) - 150]);
    if (kwh > 300) blocks.push([3, kwh - 300]);
    const lines: DocLine[] = [{ code: arts[0]!.code, description: arts[0]!.description, quantity: 1, unit: 'mes', unitPrice: articlePrice(arts[0]!, 'ARS', true), ivaRate: 21 }];
    for (const [b, q] of blocks) lines.push({ code: arts[b]!.code, description: arts[b]!.description, quantity: q, unit: 'kWh', unitPrice: articlePrice(arts[b]!, 'ARS', true), ivaRate: 21 });
    for (const extra of rng.sample(arts.slice(4), rng.int(0, 2))) lines.push({ code: extra.code, description: extra.description, quantity: 1, unit: 'mes', unitPrice: articlePrice(extra, 'ARS', true), ivaRate: 21 });
    doc.lines = lines;
    settle(doc);
    // the readings: the period ends some days before the bill
    const to = shift(doc.date, -rng.int(8, 14));
    const days = rng.int(29, 33);
    doc.serviceFrom = shift(to, -days);
    doc.serviceTo = to;
    const curr = rng.int(12000, 48000);
    const hist = Array.from({ length: 6 }, () => Math.round(kwh * rng.range(0.6, 1.3)));
    hist[5] = kwh;
    const monthNames = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
    const m0 = Number(to.slice(5, 7)) - 1;
    const months = Array.from({ length: 6 }, (_, i) => `${monthNames[(m0 - 5 + i + 12) % 12]}`);
    doc.variant = {
      issuerCuit: `${issuer.cuit.slice(0, 2)}-${issuer.cuit.slice(2, 10)}-${issuer.cuit.slice(10)}`,
      guard: rng.int(1000, 9999), member: rng.int(1200, 18999), supply: `${rng.int(10, 99)}.${pad(rng.int(0, 999), 3)}`, route: `${rng.int(1, 24)}/${rng.int(100, 999)}`,
      supplyAddress: doc.receiver.address || 'Suministro sin domicilio registrado', meter: `${rng.int(10, 99)}${rng.digits(6)}`,
      prev: curr - kwh, curr, kwh, days, history: hist.join(','), months: months.join(','),
      due1: shift(doc.date, rng.int(10, 14)), due2: shift(doc.date, rng.int(20, 24)), cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
      barcode: `${issuer.cuit}006${pad(ptoVta, 4)}${rng.digits(14)}`,
    };
    return doc;
  },
  draw,
};
