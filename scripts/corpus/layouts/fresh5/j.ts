import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, idOf, quantity, sayCondition, settle, vatContained } from './common';

/**
 * A caterer's factura for an event from a desktop invoicing program (pdfkit, Liberation Serif captions, DejaVu Sans
 * values): a large light diagonal "ORIGINAL" watermark behind the text, the letter A (net prices, "Neto gravado",
 * "IVA 21 %") for a Responsable Inscripto or B (final prices, "IVA contenido") for anyone else, "Factura N°
 * 0007-00002214", a boxed event panel ("Evento", "Fecha del evento", "Cubiertos", "Salón / lugar" — the event date is
 * not the voucher date and no service period), customer captioned "Facturar a", a zebra table Cant. / Concepto /
 * P. Unit. / Importe without rules, "TOTAL", "Página 1 de 1" and a CAE line.
 */
const W = 595.28, H = 841.89, L = 46, R = W - 46;

export const fresh5JLayout: Layout = {
  id: 'fresh5-j',
  kind: 'invoice',
  title: 'fresh5 layout j',
  page: { size: 'A4' },
  scanStyle: 'scanner-app',
  issuer: (rng) => makeIssuer(rng, 'Servicios Integrales Santa Brígida S.R.L.', 'Santa Brígida Catering & Eventos'),
  template: (issuer) => ({
    id: 'p-facturas-santabrigida',
    name: 'Facturas de eventos Santa Brígida Catering',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, por servicios de catering. El cliente figura en "Facturar a". ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. La referencia es el número de factura.',
    catalog: 'catering',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'catering', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'company-exento', 'dni'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (rcv) => rcv.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh5-j', templateId: template.id, issuer, reference: `${pad(rng.int(5, 8), 4)}-${pad(rng.int(1000, 9000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    const guests = rng.pick([40, 60, 80, 120, 150]);
    for (const l of doc.lines) {
      if (/Menú|Lunch|Desayuno|Postre|Tarta/.test(l.description)) l.quantity = guests;
      else if (/mozo/.test(l.description)) l.quantity = rng.pick([8, 12, 16, 20]);
      else if (l.quantity > 24) l.quantity = rng.int(4, 24);
    }
    settle(doc);
    doc.variant = {
      event: rng.pick(['Almuerzo de fin de año', 'Jornada de capacitación', 'Aniversario de la empresa', 'Asamblea anual de socios']),
      eventDay: rng.int(3, 12),
      guests,
      venue: rng.pick(['Salón Los Ceibos', 'Sede del cliente', 'Quinta El Ombú', 'Hotel Colón - Salón Imperio']),
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavu).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#1a1a1a');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // the watermark, first in the stream, under everything
    pdf.save();
    pdf.rotate(-38, { origin: [W / 2, H / 2] });
    pdf.font(FONT.serifBold).fontSize(110).fillColor('#eeeeee').text('ORIGINAL', W / 2 - 270, H / 2 - 60, { lineBreak: false });
    pdf.restore();
    const wine = '#7f1d1d';
    // letterhead: a plate and cutlery drawn with shapes
    pdf.circle(L + 20, 50, 19).lineWidth(2).strokeColor(wine).stroke();
    pdf.circle(L + 20, 50, 11).lineWidth(1).strokeColor(wine).stroke();
    pdf.rect(L - 4, 34, 2.5, 32).fill(wine);
    pdf.rect(L + 42, 34, 2.5, 32).fill(wine);
    T(is.tradeName, L + 56, 30, { font: FONT.serifBold, size: 16, color: wine });
    T(is.name, L + 56, 50, { size: 8 });
    T(`${is.address} · ${is.city}`, L + 56, 61, { size: 7.5 });
    T(`${is.phone} · ${is.email}`, L + 56, 71, { size: 7.5 });
    pdf.lineWidth(1).strokeColor('#1a1a1a').rect(R - 196, 26, 30, 32).stroke();
    T(letter, R - 196, 28, { font: FONT.dejavuBold, size: 20, width: 30, align: 'center' });
    T(letter === 'A' ? 'Cód. 01' : 'Cód. 06', R - 200, 60, { size: 6, width: 38, align: 'center' });
    T('Factura', R - 156, 26, { font: FONT.serifBold, size: 15 });
    T(`N° ${doc.reference}`, R - 156, 45, { font: FONT.dejavuBold, size: 10 });
    T(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, R - 156, 60, { size: 8 });
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, R - 260, 78, { size: 7, width: 260, align: 'right' });
    T(`IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, R - 260, 87, { size: 7, width: 260, align: 'right' });
    pdf.lineWidth(0.8).strokeColor(wine).moveTo(L, 102).lineTo(R, 102).stroke();
    // customer at the left, event panel at the right
    T('Facturar a', L, 112, { font: FONT.serifBold, size: 9.5, color: wine });
    T(r.name, L, 126, { font: FONT.dejavuBold, size: 10 });
    T(idOf(doc) || 'Sin identificar', L, 140, { size: 8.5 });
    T(r.condicionPrinted ? `Condición frente al IVA: ${r.condicionText}` : '', L, 152, { size: 8.5 });
    T(r.address, L, 164, { size: 8, width: 250 });
    const ex = R - 220;
    pdf.lineWidth(0.6).strokeColor('#999999').roundedRect(ex, 110, 220, 72, 5).stroke();
    const ev: Array<[string, string]> = [
      ['Evento', String(v.event)], ['Fecha del evento', date(addDays(doc.date, -Number(v.eventDay)), 'dd/mm/yyyy')],
      ['Cubiertos', String(v.guests)], ['Salón / lugar', String(v.venue)],
    ];
    ev.forEach(([k, val], i) => {
      T(k, ex + 8, 117 + i * 15, { font: FONT.serifBold, size: 8.5 });
      T(val, ex + 88, 117 + i * 15, { size: 8.5, width: 126 });
    });
    // zebra table, no rules
    let y = 206;
    const cols = [
      { h: 'Cant.', x: L, w: 40, a: 'right' as const },
      { h: 'Concepto', x: L + 50, w: 270, a: 'left' as const },
      { h: letter === 'A' ? 'P. Unit. (neto)' : 'P. Unit.', x: L + 326, w: 86, a: 'right' as const },
      { h: 'Importe', x: L + 416, w: R - L - 416, a: 'right' as const },
    ];
    pdf.rect(L - 4, y - 4, R - L + 8, 17).fill(wine);
    for (const c of cols) T(c.h, c.x, y, { font: FONT.dejavuBold, size: 8, width: c.w, align: c.a, color: '#ffffff' });
    y += 18;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavu).fontSize(8.5);
      const h = Math.max(11, pdf.heightOfString(l.description, { width: cols[1]!.w })) + 7;
      if (i % 2 === 0) pdf.rect(L - 4, y - 4, R - L + 8, h).fill('#fbeaea');
      T(quantity(l.quantity, 'ar'), cols[0]!.x, y, { width: cols[0]!.w, align: 'right' });
      T(l.description, cols[1]!.x, y, { width: cols[1]!.w });
      T(amount(l.unitPrice!, 'ar'), cols[2]!.x, y, { width: cols[2]!.w, align: 'right' });
      T(amount(t.lineAmounts[i]!, 'ar'), cols[3]!.x, y, { width: cols[3]!.w, align: 'right' });
      y += h;
    });
    y += 16;
    const rows: Array<[string, string]> = letter === 'A'
      ? [['Neto gravado', amount(t.subtotal, 'ar')], ['IVA 21 %', amount(t.byRate[0]!.vat, 'ar')], ['TOTAL $', amount(t.total, 'ar')]]
      : [['Subtotal', amount(t.subtotal, 'ar')], ['TOTAL $', amount(t.total, 'ar')]];
    rows.forEach(([k, val], i) => {
      const last = i === rows.length - 1;
      T(k, R - 230, y, { font: last ? FONT.dejavuBold : FONT.dejavu, size: last ? 11 : 9, width: 120, align: 'right' });
      T(val, R - 100, y, { font: last ? FONT.dejavuBold : FONT.dejavu, size: last ? 11 : 9, width: 100, align: 'right' });
      y += last ? 16 : 13;
    });
    if (letter === 'B') {
      T('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido: $ ' + amount(vatContained(t.total as Decimal, 21), 'ar'), L, y + 6, { size: 7.5 });
    }
    T('Servicio prestado según presupuesto aceptado. Vajilla y mantelería en comodato: faltantes o roturas se facturan aparte.', L, y + 22, { size: 7.5, width: R - L, color: '#444444' });
    // foot
    pdf.lineWidth(0.5).strokeColor('#999999').moveTo(L, 780).lineTo(R, 780).stroke();
    T(`CAE ${String(v.cae)} · Vencimiento ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 786, { size: 7.5 });
    T('Página 1 de 1', R - 100, 786, { size: 7.5, width: 100, align: 'right' });
  },
};
