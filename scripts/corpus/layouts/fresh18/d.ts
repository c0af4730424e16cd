import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, pad, PdfLibKit, sayCondition, settle, shift, weekdayDmy } from './common';

const TEAL = '#0f5e63';

async function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const credit = Boolean(v.credit);
  const k = await PdfLibKit.create([595.28, 841.89], { title: `${credit ? 'NC' : 'FC'} A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Campus Admin 3' });
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const L = 40, R = 555;
  const t = doc.totals!;
  // issuer, top left
  k.rect(0, 0, 14, 842, { fill: TEAL });
  k.text(doc.issuer.tradeName, L, 36, { font: 'helvB', size: 20, color: TEAL });
  k.text('Capacitación in company · Formación profesional', L, 60, { font: 'helvI', size: 8.5, color: '#555555' });
  k.text(doc.issuer.name, L, 76, { font: 'helvB', size: 8 });
  k.text(`${doc.issuer.address} · ${doc.issuer.city}`, L, 87, { size: 7.5 });
  k.text(`${doc.issuer.condicionText} · CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${doc.issuer.iibb} · Inicio de actividades ${doc.issuer.activitySince}`, L, 98, { size: 7 });
  // voucher box, top right
  k.rect(355, 28, R - 355, 64, { stroke: TEAL, lineWidth: 1.2 });
  k.rect(355, 28, 38, 64, { fill: TEAL });
  k.text('A', 355, 40, { font: 'helvB', size: 26, color: '#ffffff', align: 'center', width: 38 });
  k.text(credit ? 'Cód. 03' : 'Cód. 01', 355, 74, { size: 6.5, color: '#ffffff', align: 'center', width: 38 });
  k.text(credit ? 'NOTA DE CRÉDITO' : 'FACTURA', 400, 34, { font: 'helvB', size: credit ? 11.5 : 14 });
  k.text(`N° ${doc.reference}`, 400, 54, { font: 'courierB', size: 10.5 });
  k.text(weekdayDmy(doc.date), 400, 72, { size: 8.5 });
  // customer
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
  let y = 118;
  k.text('EMPRESA CLIENTE', L, y, { font: 'helvB', size: 7.5, color: TEAL });
  k.line(L, y + 11, R, y + 11, { color: TEAL, width: 0.8 });
  k.text(r.name, L, y + 17, { font: 'helvB', size: 10 });
  k.text(`CUIT ${r.docNumber ? cuitDashed(r.docNumber) : ''}`, 360, y + 17, { size: 8.5 });
  k.text(r.address, L, y + 31, { size: 8 });
  if (r.condicionPrinted) k.text(cond, 360, y + 31, { size: 8 });
  k.text(`Condición de venta: Transferencia a 15 días · Orden de compra ${v.oc}`, L, y + 43, { size: 8 });
  // course data
  y = 184;
  k.text('DATOS DE LA ACTIVIDAD', L, y, { font: 'helvB', size: 7.5, color: TEAL });
  k.line(L, y + 11, R, y + 11, { color: TEAL, width: 0.8 });
  const info: Array<[string, string]> = [
    ['Modalidad', String(v.mode)], ['Sede', String(v.place)],
    ['Período de dictado', `del ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}`], ['Docente a cargo', String(v.teacher)],
  ];
  info.forEach(([l, val], i) => {
    const x = i % 2 ? 310 : L, yy = y + 17 + Math.floor(i / 2) * 12;
    k.text(`${l}:`, x, yy, { font: 'helvB', size: 8 });
    k.text(val, x + k.widthOf(`${l}: `, 'helvB', 8), yy, { size: 8 });
  });
  if (credit) {
    k.rect(L, y + 44, R - L, 28, { fill: '#fff4e0' });
    k.text(`Comprobante asociado: Factura A N° ${v.assoc} del ${dmy(String(v.assocDate))}.`, L + 6, y + 48, { font: 'helvB', size: 8 });
    k.text('Motivo: participantes inscriptos que no iniciaron la actividad (se acredita el arancel por alumno).', L + 6, y + 60, { size: 8 });
  }
  // table
  y = credit ? 268 : 236;
  const cols: Array<{ h: string; x: number; w: number; al?: 'right' }> = [
    { h: 'Código', x: L, w: 44 }, { h: 'Actividad', x: 86, w: 230 }, { h: 'Participantes', x: 318, w: 56, al: 'right' },
    { h: 'Arancel por alumno', x: 378, w: 72, al: 'right' }, { h: 'Bonif. $', x: 452, w: 36, al: 'right' }, { h: 'Imp. Neto', x: 490, w: R - 490, al: 'right' },
  ];
  k.rect(L, y, R - L, 16, { fill: '#e3efef' });
  for (const c of cols) k.text(c.h, c.x + 2, y + 4, { font: 'helvB', size: 7.2, width: c.w - 4, align: c.al });
  y += 20;
  doc.lines.forEach((l, i) => {
    const parts = k.wrap(l.description, 226, 'helv', 8.5);
    k.text(l.code!, L + 2, y, { font: 'courier', size: 8 });
    parts.forEach((p, j) => k.text(p, 88, y + j * 11, { size: 8.5 }));
    k.text(String(l.quantity), 320, y, { size: 8.5, width: 52, align: 'right' });
    k.text(a(l.unitPrice!), 380, y, { size: 8.5, width: 68, align: 'right' });
    k.text('0,00', 454, y, { size: 8.5, width: 32, align: 'right' });
    k.text(a(t.lineAmounts[i]!), 492, y, { size: 8.5, width: R - 494, align: 'right' });
    y += parts.length * 11 + 7;
    k.line(L, y - 4, R, y - 4, { color: '#cccccc', width: 0.4 });
  });
  // totals (ARCA-like block, bottom right)
  let ty = 620;
  const rows: Array<[string, string]> = [
    ['Importe Neto Gravado: $', a(t.subtotal)], ['IVA 27%: $', '0,00'], ['IVA 21%: $', a(t.byRate[0]!.vat)], ['IVA 10.5%: $', '0,00'], ['Importe Otros Tributos: $', '0,00'],
  ];
  for (const [l, val] of rows) {
    k.text(l, 330, ty, { font: 'helvB', size: 8.5, width: 140, align: 'right' });
    k.text(val, 475, ty, { font: 'helvB', size: 8.5, width: R - 475, align: 'right' });
    ty += 13;
  }
  k.rect(330, ty - 2, R - 330, 19, { fill: TEAL });
  k.text('Importe Total: $', 334, ty + 2, { font: 'helvB', size: 10.5, color: '#ffffff', width: 136, align: 'right' });
  k.text(a(t.total), 475, ty + 2, { font: 'helvB', size: 10.5, color: '#ffffff', width: R - 479, align: 'right' });
  k.text('Certificados de asistencia disponibles en el campus virtual al cierre del período.', L, 640, { font: 'helvI', size: 7.5, color: '#555555' });
  // foot
  k.line(L, 760, R, 760, { color: '#999999', width: 0.5 });
  k.qr(String(v.qr), L, 768, 52);
  k.text('Comprobante Autorizado', 100, 772, { font: 'helvB', size: 8 });
  k.text('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', 100, 784, { font: 'helvI', size: 6.5 });
  k.text(`CAE N°: ${v.cae}`, 380, 772, { font: 'helvB', size: 8.5 });
  k.text(`Fecha de Vto. de CAE: ${dmy(String(v.caeDue))}`, 380, 786, { font: 'helvB', size: 8.5 });
  k.text('Pág. 1/1', 380, 800, { size: 7.5 });
  return k.bytes();
}

export const fresh18DLayout: Layout = {
  id: 'fresh18-d',
  kind: 'invoice',
  title: 'fresh18 layout d (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'rolling-wobble',
  issuer: (rng) => makeIssuer(rng, 'Capacitar Empresas S.A.S.', 'Capacitar Empresas'),
  template: () => ({
    id: 'fresh18-d-capacitar', name: 'Cursos in company', instructions: 'Facturar por participante; período = fechas de dictado.',
    catalog: 'training', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const credit = index === 2;
    const pv = rng.int(2, 4);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'training', lineCount: credit ? [1, 1] : [1, 3], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh18-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(rng.int(300, 900), 8)}`, variant: {}, today },
    );
    for (const line of doc.lines) line.quantity = credit ? rng.int(1, 3) : rng.int(4, 24);
    settle(doc);
    doc.serviceTo = shift(doc.date, -rng.int(0, 4));
    doc.serviceFrom = shift(doc.serviceTo, -rng.int(9, 26));
    const nro = Number(doc.reference.slice(5));
    const { cuit } = issuer;
    doc.variant = {
      credit, oc: rng.digits(8), mode: rng.pick(['Presencial in company', 'Híbrida (presencial + campus virtual)', 'Virtual sincrónica']),
      place: rng.pick(['Planta del cliente', 'Aula propia - Sede Centro', 'Campus virtual']), teacher: rng.pick(['Lic. Romina Castaño', 'Ing. Diego Arias', 'Cdora. Analía Peralta']),
      assoc: `${pad(pv, 4)}-${pad(nro - rng.int(5, 40), 8)}`, assocDate: shift(doc.date, -rng.int(10, 25)), cae: `7${rng.digits(13)}`, caeDue: shift(doc.date, 10),
      qr: `https://www.arca.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify({ ver: 1, fecha: doc.date, cuit: Number(cuit), nroCmp: nro })).toString('base64')}`,
    };
    return doc;
  },
  render,
};
