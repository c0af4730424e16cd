import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, dayMonUpper, docTipo, idPair, pad, PdfLibKit, sayCondition, settle, shift } from './common';

/** A car repair shop's factura A with parts and labour in two tables, made with pdf-lib. */
async function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = await PdfLibKit.create([595.28, 841.89], { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'TallerPro Gestión 4.2' });
  const ars = (x: Decimal.Value) => `ARS ${amount(x, 'ar')}`;
  const L = 36, R = 559;
  // issuer, top left
  k.text(doc.issuer.tradeName.toUpperCase(), L, 34, { font: 'helvB', size: 15, color: '#b3261e' });
  k.text('Servicio integral del automotor · Mecánica · Frenos · Tren delantero', L, 54, { font: 'helvI', size: 8 });
  k.text(doc.issuer.name, L, 68, { size: 8.5 });
  k.text(`${doc.issuer.address}, ${doc.issuer.city}`, L, 79, { size: 8 });
  k.text(`Tel. ${doc.issuer.phone} · ${doc.issuer.email}`, L, 90, { size: 8 });
  // voucher, top right
  k.rect(290, 28, 30, 34, { stroke: '#000000', lineWidth: 1 });
  k.text('A', 290, 32, { font: 'helvB', size: 22, width: 30, align: 'center' });
  k.text('COD. 01', 290, 54, { size: 5.5, width: 30, align: 'center' });
  k.text('FACTURA', 340, 30, { font: 'helvB', size: 13 });
  k.text(`Nro. ${doc.reference}`, 340, 47, { font: 'courierB', size: 10.5 });
  k.text(`Fecha: ${dayMonUpper(doc.date)}`, 340, 62, { size: 9 });
  k.text(`CUIT: ${cuitDashed(doc.issuer.cuit)}`, 340, 75, { size: 8 });
  k.text(`IIBB: ${doc.issuer.iibb}   Inicio act.: ${doc.issuer.activitySince}`, 340, 86, { size: 8 });
  k.text(doc.issuer.condicionText, 340, 97, { size: 8 });
  k.line(L, 108, R, 108, { width: 1.2, color: '#b3261e' });
  // customer (left) and vehicle (right)
  const r = doc.receiver;
  k.text('CLIENTE', L, 116, { font: 'helvB', size: 7, color: '#b3261e' });
  k.text(r.name, L, 127, { font: 'helvB', size: 9.5 });
  k.text(r.address, L, 140, { size: 8 });
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
  k.text([id ? `${id[0]}: ${id[1]}` : '', r.condicionPrinted ? cond : ''].filter(Boolean).join('   ·   '), L, 152, { size: 8 });
  k.text(`Cond. de venta: ${String(v.terms)}`, L, 164, { size: 8 });
  k.rect(330, 114, R - 330, 60, { fill: '#f4f4f4' });
  k.text('VEHÍCULO', 338, 118, { font: 'helvB', size: 7, color: '#b3261e' });
  k.text(`Dominio: ${String(v.plate)}`, 338, 130, { font: 'courierB', size: 9 });
  k.text(`${String(v.car)}`, 338, 143, { size: 8 });
  k.text(`Km: ${String(v.km)}   Orden de reparación N° ${String(v.order)}`, 338, 155, { size: 8 });
  k.text(`Ingreso: ${dayMonUpper(String(v.inDate))}   Entrega: ${dayMonUpper(doc.date)}`, 338, 166, { size: 8 });
  // the two tables
  const parts = doc.lines.filter((l) => l.code?.startsWith('AR'));
  const labour = doc.lines.filter((l) => !l.code?.startsWith('AR'));
  const amountOf = (l: DocLine) => doc.totals!.lineAmounts[doc.lines.indexOf(l)]!;
  let y = 188;
  const section = (title: string, rows: DocLine[], cols: Array<{ h: string; x: number; w: number; a?: 'left' | 'right' | 'center'; cell: (l: DocLine) => string }>, subtotalLabel: string) => {
    k.rect(L, y, R - L, 15, { fill: '#b3261e' });
    k.text(title, L + 5, y + 4, { font: 'helvB', size: 8, color: '#ffffff' });
    y += 15;
    k.rect(L, y, R - L, 13, { fill: '#e8e8e8' });
    for (const c of cols) k.text(c.h, c.x, y + 3, { font: 'helvB', size: 7.2, width: c.w, align: c.a });
    y += 15;
    rows.forEach((l) => {
      for (const c of cols) k.text(c.cell(l), c.x, y, { size: 8, width: c.w, align: c.a });
      y += 13;
      k.line(L, y - 2.5, R, y - 2.5, { width: 0.3, color: '#bbbbbb' });
    });
    const sub = rows.reduce((a, l) => a.add(amountOf(l)), new Decimal(0));
    k.text(subtotalLabel, 330, y + 2, { font: 'helvB', size: 8, width: 140, align: 'right' });
    k.text(amount(sub, 'ar'), 480, y + 2, { font: 'helvB', size: 8, width: 76, align: 'right' });
    y += 24;
  };
  section('REPUESTOS', parts, [
    { h: 'Código', x: L + 4, w: 50, cell: (l) => l.code ?? '' },
    { h: 'Detalle del ítem', x: L + 60, w: 230, cell: (l) => l.description },
    { h: 'Cant.', x: 330, w: 40, a: 'right', cell: (l) => amount(l.quantity, 'ar', 2) },
    { h: 'P. Unitario', x: 380, w: 80, a: 'right', cell: (l) => amount(l.unitPrice!, 'ar') },
    { h: 'Importe Neto', x: 470, w: 86, a: 'right', cell: (l) => amount(amountOf(l), 'ar') },
  ], 'Subtotal repuestos');
  section('MANO DE OBRA', labour, [
    { h: 'Detalle del trabajo realizado', x: L + 4, w: 280, cell: (l) => l.description },
    { h: 'Hs./Cant.', x: 330, w: 40, a: 'right', cell: (l) => amount(l.quantity, 'ar', 2) },
    { h: 'Valor', x: 380, w: 80, a: 'right', cell: (l) => amount(l.unitPrice!, 'ar') },
    { h: 'Importe Neto', x: 470, w: 86, a: 'right', cell: (l) => amount(amountOf(l), 'ar') },
  ], 'Subtotal mano de obra');
  // observations at the left, totals at the right
  k.text('Observaciones:', L, y, { font: 'helvB', size: 7.5 });
  k.text(String(v.note), L, y + 11, { size: 7.5 });
  k.text('Garantía de mano de obra: 3 meses o 5.000 km, lo que ocurra primero.', L, y + 22, { size: 7.5 });
  const t = doc.totals!;
  const rows: Array<[string, string]> = [['Importe Neto Gravado', ars(t.subtotal)], ...t.byRate.map((b) => [`IVA ${amount(b.rate, 'ar')} %`, ars(b.vat)] as [string, string]), ['Importe Otros Tributos', ars(0)]];
  let ty = y;
  for (const [a, b] of rows) {
    k.text(a, 350, ty, { size: 8.5, width: 110, align: 'right' });
    k.text(b, 465, ty, { size: 8.5, width: 91, align: 'right' });
    ty += 13;
  }
  k.rect(350, ty, R - 350, 18, { fill: '#222222' });
  k.text('Importe Total', 355, ty + 5, { font: 'helvB', size: 9.5, color: '#ffffff' });
  k.text(ars(t.total), 440, ty + 5, { font: 'helvB', size: 9.5, width: 115, align: 'right', color: '#ffffff' });
  // legal foot
  const fy = 742;
  k.line(L, fy - 8, R, fy - 8, { width: 0.5 });
  k.qr(arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(doc.reference.slice(0, 5)), tipo: 1, nro: Number(doc.reference.slice(6)), total: t.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) }), L, fy, 64);
  k.text('Comprobante autorizado', L + 76, fy + 4, { font: 'helvB', size: 9 });
  k.text('Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.', L + 76, fy + 17, { size: 6.5 });
  k.text(`CAE N°: ${String(v.cae)}`, 400, fy + 4, { font: 'helvB', size: 8.5 });
  k.text(`Fecha de Vto. de CAE: ${dayMonUpper(String(v.caeDue))}`, 400, fy + 17, { size: 8.5 });
  k.text('Pág. 1/1', 400, fy + 44, { size: 7 });
  return k.bytes();
}

export const fresh17BLayout: Layout = {
  id: 'fresh17-b',
  kind: 'invoice',
  title: 'fresh17 layout b',
  page: { size: 'A4' },
  scanStyle: 'pen-on-page',
  issuer: (rng) => {
    const owner = `${rng.pick(['Gómez', 'Tévez', 'Rinaldi', 'Salvatierra', 'Ibarra'])} ${rng.pick(['Hnos.', 'e Hijos'])}`;
    return makeIssuer(rng, `Taller ${owner} S.R.L.`, `Taller ${owner.split(' ')[0]}`);
  },
  template: (issuer) => ({
    id: `taller-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — reparaciones`,
    instructions: 'Factura A de reparación de vehículos: repuestos y mano de obra por separado, precios netos más IVA 21 %.',
    catalog: 'auto',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'auto', lineCount: [1, 1], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh17-b', templateId: template.id, issuer, reference: `${pad(rng.int(2, 6), 5)}-${pad(rng.int(2000, 19999), 8)}`, variant: {}, today });
    const all = articlesOf('auto');
    const parts = rng.sample(all.filter((a) => a.code.startsWith('AR')), rng.int(2, 6));
    const labour = rng.sample(all.filter((a) => a.code.startsWith('MO')), rng.int(1, 3));
    doc.lines = [
      ...parts.map((a) => ({ code: a.code, description: a.description, quantity: a.description.includes('litro') ? rng.int(1, 5) : rng.pick([1, 1, 2, 4]), unit: a.unit, unitPrice: articlePrice(a, 'ARS', false), ivaRate: 21 })),
      ...labour.map((a) => ({ code: a.code, description: a.description, quantity: rng.pick([1, 1, 1, 1.5, 2]), unit: a.unit, unitPrice: articlePrice(a, 'ARS', false), ivaRate: 21 })),
    ];
    settle(doc);
    const letters = () => String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25));
    doc.variant = {
      terms: rng.pick(['Contado', 'Cuenta corriente 30 días', 'Transferencia bancaria']),
      plate: `${letters()} ${rng.int(100, 999)} ${letters()}`,
      car: rng.pick(['Volkswagen Amarok 2.0 TDI', 'Toyota Hilux 2.8 SRV', 'Fiat Cronos 1.3', 'Renault Kangoo 1.6', 'Ford Ranger 3.2 XLT', 'Peugeot 208 1.6']),
      km: amount(rng.int(18000, 240000), 'ar', 0), order: rng.int(1200, 9800), inDate: shift(doc.date, -rng.int(1, 6)),
      note: rng.pick(['Se recomienda cambio de cubiertas delanteras en el próximo service.', 'Vehículo retirado por el cliente.', 'Próximo service a los 10.000 km.']),
      cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  render,
};
