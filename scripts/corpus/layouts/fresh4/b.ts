import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, PdfLibKit, quantity, sayCondition, settle, vatContained } from './common';

/**
 * A medical centre's factura B for health services (prestaciones), made with pdf-lib (Helvetica): the header fields
 * sit in a 2 × 5 grid of boxes with the caption INSIDE each box, top-left in 6 pt capitals, and the value centred
 * below it ("COMPROBANTE" → "B 00004 00012345", "FECHA DE EMISIÓN" → "26 de noviembre de 2026", "PACIENTE / AFILIADO",
 * "COBERTURA", "N° DE AFILIADO", "CONDICIÓN ANTE EL IVA"…). Lines: Cód. prestación (nomenclador "42.01.01") /
 * Fecha prest. (a date per line, earlier than the voucher's) / Prestación / Cant. / Valor unit. / Importe; final prices
 * (VAT 21 %, health-plan fees at 10,5 %), "Total a abonar", "IVA contenido". The reference is written without a dash
 * ("00004 00012345"): the truth joins the two parts with one ("00004-00012345").
 */
const W = 595.28, H = 841.89, L = 34, R = W - 34;

export const fresh4BLayout: Layout = {
  id: 'fresh4-b',
  kind: 'invoice',
  title: 'fresh4 layout b',
  page: { size: 'A4' },
  scanStyle: 'low-light-barrel',
  issuer: (rng) => makeIssuer(rng, 'Centro Médico Los Ceibos S.A.', 'CENTRO MÉDICO LOS CEIBOS'),
  template: (issuer) => ({
    id: 'n-prestaciones-losceibos',
    name: 'Facturas de prestaciones Centro Médico Los Ceibos',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, por prestaciones médicas. El cliente es el paciente / afiliado. ` +
      'Valores finales con IVA incluido (21 %; cuotas de plan 10,5 %). La referencia es el comprobante (punto de venta y número).',
    catalog: 'health',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'health', lineCount: [1, 5], receivers: ['dni', 'dni', 'dni', 'monotributo', 'company-exento'],
        conditionPrinted: 0.75, mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh4-b', templateId: template.id, issuer, reference: `${pad(rng.int(2, 6), 5)}-${pad(rng.int(10000, 40000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    for (const l of doc.lines) if (l.quantity > 6) l.quantity = (l.quantity % 4) + 1;
    settle(doc);
    doc.variant = {
      plan: rng.pick(['SALUD INTEGRAL 310', 'MEDIFAMILIA PLAN 2000', 'OBRA SOCIAL PERS. COMERCIO', 'PREPAGA AZUL 450']),
      member: `${rng.digits(2)} ${rng.digits(6)} ${rng.digits(1)} ${pad(rng.int(0, 3), 2)}`,
      days: doc.lines.map(() => rng.int(1, 12)).join('|'),
      codes: doc.lines.map(() => `${rng.pick(['42', '17', '34', '25'])}.${pad(rng.int(1, 9), 2)}.${pad(rng.int(1, 30), 2)}`).join('|'),
      order: `${rng.int(100000, 999999)}`,
      doctor: rng.pick(['Dra. Silvina Paredes M.P. 21.345', 'Dr. Hernán Ojeda M.P. 18.702', 'Dra. Lucía Arias M.N. 132.554']),
      cae: rng.digits(14),
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: 'Comprobante', producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'SIGEM Facturación' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const teal = '#0f766e';
    // letterhead
    k.rect(L, 28, 40, 40, { fill: teal });
    k.text('+', L, 28, { font: 'helvB', size: 34, color: '#ffffff', width: 40, align: 'center' });
    k.text(is.tradeName, L + 50, 30, { font: 'helvB', size: 15, color: teal });
    k.text(`${is.name} · ${is.address}, ${is.city}`, L + 50, 49, { size: 8 });
    k.text(`Turnos ${is.phone} · ${is.email} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L + 50, 60, { size: 7 });
    k.text('FACTURA', R - 120, 30, { font: 'helvB', size: 16, width: 120, align: 'right' });
    k.text('ORIGINAL · Cód. 006', R - 120, 50, { size: 7.5, width: 120, align: 'right' });
    // the grid of captioned boxes
    const id = idOf(doc);
    const cells: Array<[string, string]> = [
      ['COMPROBANTE', `B ${doc.reference.replace('-', ' ')}`],
      ['FECHA DE EMISIÓN', date(doc.date, 'long')],
      ['PACIENTE / AFILIADO', r.name],
      ['DOCUMENTO', id || '-'],
      ['COBERTURA', String(v.plan)],
      ['N° DE AFILIADO', String(v.member)],
      ['CONDICIÓN ANTE EL IVA', r.condicionPrinted ? r.condicionText : ''],
      ['CONDICIÓN DE VENTA', 'CONTADO'],
      ['ORDEN / AUTORIZACIÓN', String(v.order)],
      ['PROFESIONAL', String(v.doctor)],
    ];
    const gw = (R - L) / 2, gh = 34;
    let y = 82;
    cells.forEach(([cap, val], i) => {
      const x = L + (i % 2) * gw, yy = y + Math.floor(i / 2) * gh;
      k.rect(x, yy, gw, gh, { stroke: '#5eead4', lineWidth: 0.7 });
      k.text(cap, x + 4, yy + 3, { font: 'helvB', size: 6, color: teal });
      k.text(val, x, yy + 15, { font: i < 3 ? 'helvB' : 'helv', size: 10, width: gw, align: 'center' });
    });
    y += Math.ceil(cells.length / 2) * gh + 18;
    // prestaciones
    const cols = [
      { h: 'Cód. prestación', x: L, w: 66, a: 'left' as const },
      { h: 'Fecha prest.', x: L + 68, w: 58, a: 'left' as const },
      { h: 'Prestación', x: L + 128, w: 210, a: 'left' as const },
      { h: 'Cant.', x: L + 340, w: 36, a: 'right' as const },
      { h: 'Valor unit.', x: L + 378, w: 70, a: 'right' as const },
      { h: 'Importe', x: L + 450, w: R - L - 450, a: 'right' as const },
    ];
    k.rect(L, y, R - L, 15, { fill: '#ccfbf1' });
    for (const c of cols) k.text(c.h, c.x + 3, y + 3.5, { font: 'helvB', size: 7.5, width: c.w - 6, align: c.a });
    y += 20;
    const days = String(v.days).split('|').map(Number), codes = String(v.codes).split('|');
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 204, 'helv', 8.5);
      const cells2 = [codes[i]!, date(addDays(doc.date, -days[i]!), 'dd/mm/yyyy'), '', quantity(l.quantity, 'ar'), amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cells2.forEach((c, j) => { if (c) k.text(c, cols[j]!.x + 3, y, { size: 8.5, width: cols[j]!.w - 6, align: cols[j]!.a }); });
      desc.forEach((s, j) => k.text(s, cols[2]!.x + 3, y + j * 10.5, { size: 8.5 }));
      if (l.ivaRate !== 21) k.text(`(IVA ${amount(l.ivaRate, 'ar', 1)} %)`, cols[2]!.x + 3, y + desc.length * 10.5, { font: 'helvI', size: 6.5, color: '#6b7280' });
      y += desc.length * 10.5 + (l.ivaRate !== 21 ? 9 : 0) + 7;
      k.line(L, y - 3, R, y - 3, { color: '#99f6e4', width: 0.4 });
    });
    // totals
    y = Math.max(y + 14, 470);
    const contained = doc.lines.reduce((a, l, i) => a.add(vatContained(t.lineAmounts[i]!, l.ivaRate)), new Decimal(0));
    k.rect(R - 220, y, 220, 26, { fill: teal });
    k.text('Total a abonar', R - 214, y + 8, { font: 'helvB', size: 10, color: '#ffffff' });
    k.text(`$ ${amount(t.total, 'ar')}`, R - 120, y + 7, { font: 'helvB', size: 12, color: '#ffffff', width: 114, align: 'right' });
    k.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y + 2, { size: 7, color: '#4b5563' });
    k.text(`IVA contenido: $ ${amount(contained, 'ar')}`, L, y + 12, { size: 7, color: '#4b5563' });
    y += 48;
    k.text('Los valores corresponden a la parte a cargo del paciente (coseguro / prestación no cubierta) según su plan.', L, y, { font: 'helvI', size: 7.5 });
    k.text('Conserve este comprobante: es necesario para reintegros.', L, y + 11, { font: 'helvI', size: 7.5 });
    // foot
    k.line(L, 770, R, 770, { color: teal, width: 0.8 });
    k.text(`CAE ${v.cae}   Vencimiento CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 778, { size: 7.5 });
    k.text('Comprobante autorizado', R - 150, 778, { size: 7.5, width: 150, align: 'right' });
    k.text('Página 1 de 1', L, 792, { size: 7, color: '#6b7280' });
    return k.bytes();
  },
};
