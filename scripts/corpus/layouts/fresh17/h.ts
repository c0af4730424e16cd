import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { amountInWords } from '../fresh2/common';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dmy, GlyphPdf, idPair, pad, sayCondition, settle, shift } from './common';

/** A caterer's factura A to a company for an event, priced per cover, with an IIBB perception (GlyphPdf, standard faces). */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const p = new GlyphPdf([595.28, 841.89], { producer: 'Crystal Reports PDF export', creator: 'Gastronomía Plus ERP', title: `FA ${doc.reference}` }, {
    R: { std: 'Helvetica' }, B: { std: 'Helvetica-Bold' }, I: { std: 'Helvetica-Oblique' }, T: { std: 'Times-Bold' },
  });
  const m = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
  const L = 42, R = 553;
  const wine = '#7a1f3d';
  // centred letter box, issuer at the left, voucher data at the right
  p.text(doc.issuer.tradeName, L, 32, { font: 'T', size: 19, color: wine });
  p.text('Catering · Eventos empresariales · Viandas', L, 56, { font: 'I', size: 8.5 });
  p.text(doc.issuer.name, L, 70, { size: 8 });
  p.text(`${doc.issuer.address} · ${doc.issuer.city}`, L, 81, { size: 8 });
  p.text(`${doc.issuer.phone} · ${doc.issuer.email}`, L, 92, { size: 8 });
  p.rect(282, 28, 32, 36, { stroke: '#000000', lineWidth: 1 });
  p.text('A', 282, 32, { font: 'B', size: 22, width: 32, align: 'center' });
  p.text('Cód. 01', 282, 56, { size: 6, width: 32, align: 'center' });
  p.text('FACTURA', 330, 30, { font: 'B', size: 13 });
  p.text(`Punto de Venta: ${doc.reference.slice(0, 5)}   Comp. Nro: ${doc.reference.slice(6)}`, 330, 48, { font: 'B', size: 8.5 });
  p.text(`Fecha de Emisión: ${String(v.stamp)}`, 330, 61, { size: 8.5 });
  p.text(`CUIT: ${cuitDashed(doc.issuer.cuit)}`, 330, 74, { size: 8 });
  p.text(`Ingresos Brutos: ${doc.issuer.iibb}`, 330, 85, { size: 8 });
  p.text(`Fecha de Inicio de Actividades: ${doc.issuer.activitySince}`, 330, 96, { size: 8 });
  p.text(doc.issuer.condicionText, 330, 107, { size: 8 });
  p.line(L, 120, R, 120, { width: 1.4, color: wine });
  // customer
  const r = doc.receiver;
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
  p.text('Razón Social:', L, 130, { font: 'B', size: 8.5 });
  p.text(r.name, L + 64, 130, { size: 8.5 });
  if (id) {
    p.text(`${id[0]}:`, 330, 130, { font: 'B', size: 8.5 });
    p.text(id[1], 362, 130, { size: 8.5 });
  }
  p.text('Domicilio:', L, 143, { font: 'B', size: 8.5 });
  p.text(r.address, L + 64, 143, { size: 8.5 });
  if (r.condicionPrinted) {
    p.text('Condición frente al IVA:', L, 156, { font: 'B', size: 8.5 });
    p.text(cond, L + 108, 156, { size: 8.5 });
  }
  p.text('Condición de venta:', 330, 156, { font: 'B', size: 8.5 });
  p.text(String(v.terms), 418, 156, { size: 8.5 });
  // the event
  p.rect(L, 172, R - L, 30, { fill: '#f6eef1' });
  p.text(`Evento: ${String(v.event)}`, L + 8, 177, { font: 'B', size: 8.5 });
  p.text(`Fecha del evento: ${dmy(String(v.eventDate))}   ·   Lugar: ${String(v.venue)}   ·   Orden de compra: ${String(v.po)}`, L + 8, 190, { size: 8 });
  // the table
  let y = 214;
  const cols = [
    { h: 'Servicio', x: L, w: 250 }, { h: 'Cubiertos / Cant.', x: L + 252, w: 78, a: 'right' as const },
    { h: 'Precio por cubierto', x: L + 334, w: 86, a: 'right' as const }, { h: 'Importe Neto', x: L + 424, w: 87, a: 'right' as const },
  ];
  p.line(L, y - 3, R, y - 3, { width: 0.8 });
  for (const c of cols) p.text(c.h, c.x + 2, y, { font: 'B', size: 8, width: c.w - 4, align: c.a });
  p.line(L, y + 12, R, y + 12, { width: 0.8 });
  y += 18;
  doc.lines.forEach((l, i) => {
    const cells = [l.description, String(l.quantity), amount(l.unitPrice!, 'ar'), amount(doc.totals!.lineAmounts[i]!, 'ar')];
    cols.forEach((c, k) => p.text(cells[k]!, c.x + 2, y, { size: 8.5, width: c.w - 4, align: c.a }));
    y += 14;
  });
  p.line(L, y + 2, R, y + 2, { width: 0.5, color: '#999999' });
  y += 14;
  // totals: VAT, the subtotal with VAT, the perception under "Otros tributos", the total
  const t = doc.totals!;
  const perc = round2(t.subtotal.mul(Number(v.percRate)).div(100));
  const rows: Array<[string, string, boolean]> = [
    ['Subtotal neto gravado', m(t.subtotal), false],
    ...t.byRate.map((b) => [`IVA ${amount(b.rate, 'ar')} %`, m(b.vat), false] as [string, string, boolean]),
    ['Subtotal c/IVA', m(t.total), true],
  ];
  for (const [a, b, bold] of rows) {
    p.text(a, 330, y, { font: bold ? 'B' : 'R', size: 8.5, width: 130, align: 'right' });
    p.text(b, 465, y, { font: bold ? 'B' : 'R', size: 8.5, width: 88, align: 'right' });
    y += 13;
  }
  y += 4;
  p.text('Otros tributos', L, y, { font: 'B', size: 8 });
  p.text('Descripción', L, y + 12, { font: 'I', size: 7.5 });
  p.text('Alíc. %', L + 170, y + 12, { font: 'I', size: 7.5 });
  p.text('Importe', L + 215, y + 12, { font: 'I', size: 7.5 });
  p.text(`Percepción Ingresos Brutos ${String(v.jurisdiction)}`, L, y + 24, { size: 8 });
  p.text(amount(Number(v.percRate), 'ar'), L + 170, y + 24, { size: 8 });
  p.text(amount(perc, 'ar'), L + 215, y + 24, { size: 8 });
  p.text('Importe Otros Tributos', 330, y, { size: 8.5, width: 130, align: 'right' });
  p.text(m(perc), 465, y, { size: 8.5, width: 88, align: 'right' });
  y += 16;
  p.rect(330, y, R - 330, 20, { fill: wine });
  p.text('IMPORTE TOTAL', 336, y + 5, { font: 'B', size: 10, color: '#ffffff' });
  p.text(m(t.total.add(perc)), 440, y + 5, { font: 'B', size: 10, width: 108, align: 'right', color: '#ffffff' });
  y += 44;
  p.text(`Son pesos: ${String(v.words)}`, L, y, { font: 'I', size: 8 });
  // foot
  const fy = 752;
  p.line(L, fy - 6, R, fy - 6, { width: 0.5 });
  p.text(`CAE N°: ${String(v.cae)}`, L, fy, { font: 'B', size: 8.5 });
  p.text(`Fecha de Vto. de CAE: ${dmy(String(v.caeDue))}`, L, fy + 12, { size: 8.5 });
  p.text('Comprobante Autorizado', L, fy + 24, { font: 'B', size: 8.5 });
  p.rect(R - 62, fy - 2, 60, 60, { stroke: '#000000' });
  p.text('[ QR ]', R - 62, fy + 24, { size: 8, width: 60, align: 'center', color: '#777777' });
  p.text('Página 1 de 1', 260, fy + 40, { size: 7 });
  return Promise.resolve(p.bytes());
}

export const fresh17HLayout: Layout = {
  id: 'fresh17-h',
  kind: 'invoice',
  title: 'fresh17 layout h',
  page: { size: 'A4' },
  scanStyle: 'pen-on-page',
  issuer: (rng) => {
    const name = rng.pick(['Delicias de la Casa Catering', 'Sabores Eventos', 'La Mesa Servida', 'Catering Buen Gusto']);
    return makeIssuer(rng, `${name} S.R.L.`, name);
  },
  template: (issuer) => ({
    id: `catering-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — eventos de empresas`,
    instructions: 'Factura A por eventos: precio por cubierto por la cantidad de cubiertos; neto más IVA 21 %, percepción de IIBB aparte.',
    catalog: 'catering',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'catering', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh17-h', templateId: template.id, issuer, reference: `${pad(rng.int(2, 7), 5)}-${pad(rng.int(500, 9999), 8)}`, variant: {}, today });
    const covers = rng.int(25, 140);
    doc.lines.forEach((l) => {
      l.quantity = /mozo/i.test(l.description) ? rng.int(3, 10) : /Menú|Lunch|Desayuno|Postre|Tarta/.test(l.description) ? covers : /docena|x 24/.test(l.description) ? rng.int(3, 15) : rng.int(covers, covers * 2);
    });
    settle(doc);
    const rate = rng.pick([3, 3, 2.5, 4.5]);
    const perc = round2(doc.totals!.subtotal.mul(rate).div(100));
    const total = doc.totals!.total.add(perc);
    const hh = rng.int(8, 18), mm = rng.int(0, 59);
    doc.variant = {
      stamp: `${dmy(doc.date)} ${pad(hh, 2)}:${pad(mm, 2)}`, terms: rng.pick(['Cuenta corriente 30 días', 'Transferencia 15 días', 'Contado']),
      event: rng.pick(['Almuerzo de fin de año', 'Desayuno de trabajo directorio', 'Capacitación anual del personal', 'Lanzamiento de producto']),
      eventDate: shift(doc.date, -rng.int(1, 6)), venue: rng.pick(['Salón planta baja del cliente', 'Quinta Los Álamos', 'Auditorio central', 'Terraza corporativa']),
      po: `OC ${rng.int(4500000, 4599999)}`, percRate: rate, jurisdiction: rng.pick(['CABA', 'Buenos Aires', 'Córdoba', 'Santa Fe']),
      words: amountInWords(total, '').replace(/^ /, ''), cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  render,
};
