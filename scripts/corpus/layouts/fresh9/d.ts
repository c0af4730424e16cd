import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, pad, PdfLibKit, receiverNo, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 48, R = W - 48;

const DETAILS = [
  'según orden de trabajo firmada por el responsable de mantenimiento del edificio, incluye traslado y materiales menores',
  'realizado en horario extendido a pedido del cliente, con informe técnico enviado por correo electrónico al finalizar',
  'correspondiente al abono mensual vigente, visitas programadas y atención de reclamos dentro de las 24 horas hábiles',
  'en las instalaciones del cliente, con registro fotográfico y planilla de control de tareas conformada',
  'conforme al presupuesto aceptado oportunamente, sin cargo adicional por repuestos de uso corriente',
];

/** fresh9 layout d (see LAYOUTS.md). */
export const fresh9DLayout: Layout = {
  id: 'fresh9-d',
  kind: 'invoice',
  title: 'fresh9 layout d',
  page: { size: 'A4' },
  scanStyle: 'fax-stretch',
  issuer: (rng) => {
    const is = makeIssuer(rng, 'Gustavo Ezequiel Navarro', 'GN Mantenimiento Integral');
    return { ...is, condicionText: 'Responsable Monotributo' };
  },
  template: (issuer) => ({
    id: 't-facturasc-gnmantenimiento',
    name: 'Facturas C GN Mantenimiento Integral',
    instructions: `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}), monotributista, por servicios del mes anterior. Sin IVA discriminado. Referencia: punto de venta y número.`,
    catalog: 'services',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(60, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 4], receivers: ['company-ri', 'company-exento', 'monotributo', 'dni'], conditionPrinted: 0.9,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh9-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) {
      l.description = `${l.description}, ${rng.pick(DETAILS)}`;
      if (l.quantity > 4) l.quantity = rng.int(1, 4);
    }
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { cae: `7${rng.digits(13)}`, due: rng.pick([10, 15]) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = await PdfLibKit.create([W, H], { title: `Factura C ${doc.reference}`, producer: 'iText® 5.5.13 ©2000-2018 iText Group NV', creator: 'Facturador Monotributo' });
    const m = (x: Parameters<typeof amount>[0]) => amount(x, 'dot');
    k.text(is.tradeName, L, 46, { font: 'timesB', size: 18 });
    k.text(is.name, L, 70, { font: 'times', size: 10 });
    k.text(`${is.address} · ${is.city}`, L, 83, { font: 'times', size: 9 });
    k.text(`${is.email} · ${is.phone}`, L, 95, { font: 'times', size: 9 });
    k.rect(R - 170, 40, 170, 72, { stroke: '#000000', lineWidth: 0.8 });
    k.text('FACTURA  C', R - 165, 46, { font: 'helvB', size: 13 });
    k.text('(cód. 011)', R - 60, 49, { size: 8 });
    k.text(`Pto. Vta.: ${doc.reference.slice(0, 4)}`, R - 165, 66, { size: 9 });
    k.text(`Número: ${doc.reference.slice(5)}`, R - 165, 78, { font: 'helvB', size: 9 });
    k.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, R - 165, 92, { size: 9 });
    k.line(L, 122, R, 122, { width: 0.8 });
    k.text(`C.U.I.T. ${cuitDashed(is.cuit)}   ·   Ingresos Brutos ${is.iibb}   ·   ${is.condicionText}   ·   Inicio de actividades ${is.activitySince}`, L, 128, { size: 7.8 });
    k.line(L, 141, R, 141, { width: 0.8 });
    k.rect(L, 150, R - L, 22, { fill: '#eeeeee' });
    k.text(`Período facturado desde: ${date(doc.serviceFrom!, 'dd/mm/yyyy')}      hasta: ${date(doc.serviceTo!, 'dd/mm/yyyy')}      Vto. para el pago: ${date(addDays(doc.date, Number(v.due)), 'dd/mm/yyyy')}`, L + 8, 157, { size: 9 });
    // the detail: a long text per line, wrapped; the amount columns at the right
    let y = 190;
    const dx = L + 4, dw = 300, qx = L + 310, px = L + 350, ax = R - 70;
    k.text('Concepto', dx, y, { font: 'helvB', size: 8.5 });
    k.text('Cant.', qx, y, { font: 'helvB', size: 8.5, width: 32, align: 'right' });
    k.text('Precio unitario', px, y, { font: 'helvB', size: 8.5, width: 76, align: 'right' });
    k.text('Importe', ax, y, { font: 'helvB', size: 8.5, width: 66, align: 'right' });
    y += 14;
    k.line(L, y, R, y, { width: 0.5 });
    y += 7;
    doc.lines.forEach((l, i) => {
      const lines = k.wrap(l.description, dw, 'times', 10);
      lines.forEach((s, j) => k.text(s, dx, y + j * 12.5, { font: 'times', size: 10 }));
      k.text(String(l.quantity), qx, y, { size: 9, width: 32, align: 'right' });
      k.text(m(l.unitPrice!), px, y, { size: 9, width: 76, align: 'right' });
      k.text(m(t.lineAmounts[i]!), ax, y, { size: 9, width: 66, align: 'right' });
      y += lines.length * 12.5 + 10;
      k.line(L, y - 5, R, y - 5, { width: 0.3, color: '#aaaaaa' });
    });
    y += 8;
    k.text('Subtotal', R - 200, y, { size: 9.5 });
    k.text(m(t.subtotal), R - 110, y, { size: 9.5, width: 106, align: 'right' });
    k.text('Otros tributos', R - 200, y + 14, { size: 9.5 });
    k.text('0.00', R - 110, y + 14, { size: 9.5, width: 106, align: 'right' });
    k.rect(R - 206, y + 30, 206, 22, { stroke: '#000000' });
    k.text('Importe Total', R - 200, y + 36, { font: 'helvB', size: 11 });
    k.text(m(t.total), R - 110, y + 36, { font: 'helvB', size: 11, width: 106, align: 'right' });
    // the customer: a box at the foot of the page
    const fy = 640;
    k.rect(L, fy, R - L, 74, { stroke: '#000000', lineWidth: 0.8 });
    k.text('DATOS DEL CLIENTE', L + 8, fy + 6, { font: 'helvB', size: 8 });
    k.text(`Apellido y Nombre / Razón Social:  ${r.name}`, L + 8, fy + 20, { size: 9 });
    const no = receiverNo(doc, cuitDashed, dotted);
    if (no) k.text(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}:  ${no}`, L + 8, fy + 34, { size: 9 });
    if (r.condicionPrinted) k.text(`Condición frente al IVA:  ${r.condicionText}`, L + 230, fy + 34, { size: 9 });
    k.text(`Domicilio:  ${r.address}`, L + 8, fy + 48, { size: 9 });
    k.text('Condición de venta:  Transferencia bancaria', L + 8, fy + 60, { size: 8 });
    k.text(`CAE: ${v.cae}   Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 728, { font: 'courier', size: 9 });
    k.text('Comprobante autorizado · Página 1 de 1', L, 790, { size: 7, color: '#666666' });
    return k.bytes();
  },
};
