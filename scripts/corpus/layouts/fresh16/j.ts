import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, dayMonYear, docNo, docTipo, GlyphPdf, pad, qrModules, sayCondition, settle, vatContained } from './common';

/** A car rental's factura B closing a rental contract: days, extras and kilometres, final prices (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];

function minus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export const fresh16JLayout: Layout = {
  id: 'fresh16-j',
  kind: 'invoice',
  title: 'fresh16 j (invoice)',
  page: { size: 'A4' },
  scanStyle: 'webcam-held',
  issuer: (rng) => makeIssuer(rng, 'Autos del Plata Rent a Car S.A.', 'Autos del Plata'),
  template: (issuer) => ({
    id: 'fresh16-j-alquiler',
    name: `Facturas B de ${issuer.tradeName}`,
    instructions: 'Factura B de alquiler de autos a particulares: precios finales con IVA, el período es el del alquiler.',
    catalog: 'carrental',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 12;
    const nro = rng.int(2000, 19999);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'carrental', lineCount: [1, 1], receivers: ['dni', 'dni', 'monotributo'], conditionPrinted: 0.75, mixedVat: false,
      pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh16-j', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    const all = articlesOf('carrental');
    const days = rng.int(2, 9);
    const car = rng.pick(all.filter((a) => a.description.startsWith('Alquiler')));
    const perDay = rng.sample(all.filter((a) => a.unit === 'día' && !a.description.startsWith('Alquiler')), rng.int(0, 2));
    const line = (a: (typeof all)[number], q: number): DocLine => ({ code: a.code, description: a.description, quantity: q, unit: a.unit, unitPrice: articlePrice(a, 'ARS', true), ivaRate: 21 });
    const lines = [line(car, days), ...perDay.map((a) => line(a, days))];
    const freeKm = 300 * days;
    const driven = rng.chance(0.5) ? freeKm + rng.int(20, 420) : rng.int(Math.round(freeKm * 0.4), freeKm - 10);
    if (driven > freeKm) lines.push(line(all.find((a) => a.unit === 'km')!, driven - freeKm));
    for (const a of all.filter((x) => x.unit === 'u')) {
      if (rng.chance(0.3)) lines.push(line(a, a.description.includes('litro') ? rng.int(6, 28) : 1));
    }
    doc.lines = lines;
    settle(doc);
    doc.serviceFrom = minus(doc.date, days);
    doc.serviceTo = doc.date;
    const km0 = rng.int(12000, 88000);
    doc.variant = {
      nro, pv, cae: caeOf((k) => rng.digits(k)), contract: `CT-${rng.int(100000, 999999)}`, plate: `${String.fromCharCode(65 + rng.int(0, 5))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      model: car.description.includes('4x4') ? 'Toyota Hilux 2.8 SRV' : car.description.includes('sedán') ? 'Volkswagen Virtus Highline' : 'Fiat Cronos Drive 1.3',
      km0, km1: km0 + driven, from: rng.pick(['Aeroparque', 'Aeropuerto Córdoba', 'Sucursal Centro']), to: rng.pick(['Sucursal Centro', 'Aeroparque', 'Aeropuerto Córdoba']),
      h0: `${pad(rng.int(7, 20), 2)}:${pad(rng.pick([0, 15, 30, 45]), 2)}`, h1: `${pad(rng.int(7, 20), 2)}:${pad(rng.pick([0, 10, 20, 40, 50]), 2)}`,
      card: `${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ****${rng.digits(4)}`,
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const pdf = new GlyphPdf(A4, { producer: 'GPL Ghostscript 9.56.1', creator: 'RentPro 5 - Informes', title: `FB ${doc.reference}` }, {
      R: { std: 'Helvetica' }, B: { std: 'Helvetica-Bold' }, C: { std: 'Courier' },
    });
    const L = 40, R = A4[0] - 40;
    const cond = sayCondition(doc, { 1: 'IVA Resp. Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    // header: brand band left, the voucher right
    pdf.rect(L, 30, 250, 56, { fill: '#0b3d91' });
    pdf.text('AUTOS DEL PLATA', L + 12, 40, { font: 'B', size: 17, color: '#ffffff' });
    pdf.text('rent a car', L + 12, 62, { font: 'R', size: 10, color: '#ffcc00' });
    pdf.text(doc.issuer.name, L, 94, { font: 'B', size: 8 });
    pdf.text(`${doc.issuer.address} - ${doc.issuer.city}`, L, 105, { size: 7.5 });
    pdf.text(`CUIT ${cuitDashed(doc.issuer.cuit)} - ${doc.issuer.condicionText} - IIBB ${doc.issuer.iibb}`, L, 115, { size: 7.5 });
    pdf.text(`Inicio de actividades ${doc.issuer.activitySince} - Reservas ${doc.issuer.phone}`, L, 125, { size: 7.5 });
    pdf.rect(330, 30, 30, 30, { stroke: '#000000', lineWidth: 1 });
    pdf.text('B', 330, 35, { font: 'B', size: 18, width: 30, align: 'center' });
    pdf.text('006', 330, 62, { size: 6, width: 30, align: 'center' });
    pdf.text('FACTURA', 372, 32, { font: 'B', size: 14 });
    pdf.text(`N° ${doc.reference}`, 372, 50, { font: 'B', size: 10 });
    pdf.text(`Fecha: ${dayMonYear(doc.date)}`, 372, 65, { size: 9 });
    pdf.text(`Contrato: ${v.contract}`, 372, 78, { size: 8.5 });
    pdf.line(L, 138, R, 138, { width: 0.8 });
    // the rental: vehicle and dates at the left, the renter at the right
    pdf.text('DATOS DEL ALQUILER', L, 148, { font: 'B', size: 8, color: '#0b3d91' });
    const info = [
      `Vehículo: ${v.model} - Dominio ${v.plate}`,
      `Retiro: ${v.from} ${date(doc.serviceFrom!, 'dd/mm/yyyy')} ${v.h0} hs - km ${dots(Number(v.km0))}`,
      `Devolución: ${v.to} ${date(doc.serviceTo!, 'dd/mm/yyyy')} ${v.h1} hs - km ${dots(Number(v.km1))}`,
      `Período de alquiler: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')} (300 km libres por día)`,
    ];
    info.forEach((s, i) => pdf.text(s, L, 161 + i * 11, { size: 8 }));
    const rx = 360;
    pdf.text('TITULAR / CONDUCTOR', rx, 148, { font: 'B', size: 8, color: '#0b3d91' });
    const r = doc.receiver;
    const renter = [r.name, ...(r.docNumber ? [`${r.docType === 'DNI' ? 'DNI' : 'CUIT'} ${docNo(doc)}`] : []), ...(r.condicionPrinted ? [`Cond. IVA: ${cond}`] : []), r.address];
    renter.forEach((s, i) => pdf.text(s, rx, 161 + i * 11, { font: i === 0 ? 'B' : 'R', size: i === 0 ? 9 : 7.8 }));
    // charges
    let y = 222;
    pdf.rect(L, y, R - L, 15, { fill: '#e8eef9' });
    pdf.text('Concepto', L + 5, y + 4, { font: 'B', size: 8 });
    pdf.text('Cantidad', 320, y + 4, { font: 'B', size: 8, width: 50, align: 'right' });
    pdf.text('Precio', 380, y + 4, { font: 'B', size: 8, width: 70, align: 'right' });
    pdf.text('Importe', R - 85, y + 4, { font: 'B', size: 8, width: 80, align: 'right' });
    y += 21;
    doc.lines.forEach((l, i) => {
      pdf.text(l.description, L + 5, y, { size: 8.5 });
      pdf.text(`${l.quantity} ${l.unit === 'día' ? (l.quantity === 1 ? 'día' : 'días') : l.unit === 'km' ? 'km' : l.description.includes('litro') ? 'l' : 'u.'}`, 320, y, { size: 8.5, width: 50, align: 'right' });
      pdf.text(amount(l.unitPrice!, 'ar'), 380, y, { size: 8.5, width: 70, align: 'right' });
      pdf.text(amount(t.lineAmounts[i]!, 'ar'), R - 85, y, { size: 8.5, width: 80, align: 'right' });
      y += 15;
    });
    pdf.line(L, y, R, y, { width: 0.5 });
    y += 10;
    pdf.text('TOTAL', 380, y, { font: 'B', size: 11 });
    pdf.text(amount(t.total, 'ar'), R - 125, y, { font: 'B', size: 12, width: 120, align: 'right' });
    pdf.text(`Pagado con ${v.card} - pre-autorización liberada`, L + 5, y + 2, { size: 7.5 });
    y += 28;
    pdf.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L + 5, y, { font: 'B', size: 7.5 });
    pdf.text(`IVA Contenido: ${amount(vatContained(t.total, 21), 'ar')}`, L + 5, y + 11, { size: 7.5 });
    pdf.text('Otros Impuestos Nacionales Indirectos: 0,00', L + 5, y + 22, { size: 7.5 });
    // conditions and the legal foot
    const fy = 700;
    pdf.text('El titular declara haber devuelto el vehículo en las condiciones registradas en el acta de devolución.', L, fy - 20, { size: 6.8, color: '#555555' });
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(v.pv), tipo: 6, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const m = qrModules(qr);
    const cell = 74 / m.n;
    for (let a = 0; a < m.n; a++) for (let b = 0; b < m.n; b++) if (m.on(a, b)) pdf.rect(R - 74 + b * cell, fy + a * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
    pdf.text('COMPROBANTE AUTORIZADO', L, fy + 6, { font: 'B', size: 9 });
    pdf.text(`CAE N°: ${v.cae}`, L, fy + 20, { font: 'C', size: 9 });
    pdf.text(`Vto. CAE: ${dayMonYear(plus(doc.date, 10))}`, L, fy + 32, { font: 'C', size: 9 });
    pdf.text('Original - Hoja 1/1', L, fy + 60, { size: 7 });
    return pdf.bytes();
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function dots(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
