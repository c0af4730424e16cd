import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, idOf, sayCondition, settle, vatContained, weekday } from './common';

/**
 * A restaurant and catering house's factura B (pdfkit, Liberation Serif with DejaVu Sans figures): no quantity column;
 * the quantity is written INSIDE the description cell, "3 x Menú ejecutivo", followed by "P. unit." and "Importe"
 * columns. The truth's description is the dish without the "3 x " prefix and its quantity the 3. A service strip
 * with "Mesa / Evento", "Cubiertos" (a head count that is not a quantity) and "Mozo"; the date with the weekday
 * ("jueves 26/11/2026 · 21:47 h"); "B 0002-00018734"; final prices with VAT, "TOTAL", "IVA contenido", "Propina no
 * incluida". Receivers: consumers, monotributistas and exempt associations (voucher B).
 */
const L = 48, R = 547;

export const fresh4HLayout: Layout = {
  id: 'fresh4-h',
  kind: 'invoice',
  title: 'fresh4 layout h',
  page: { size: 'A4' },
  scanStyle: 'tinted-stamp',
  issuer: (rng) => makeIssuer(rng, 'Gastronomía La Calandria S.R.L.', 'La Calandria · Resto & Catering'),
  template: (issuer) => ({
    id: 'n-factura-lacalandria',
    name: 'Facturas La Calandria Resto & Catering',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. La cantidad está dentro del detalle ("3 x Menú ejecutivo"). ` +
      'Precios finales con IVA incluido. La referencia es el número de factura.',
    catalog: 'catering',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'catering', lineCount: [2, 7], receivers: ['dni', 'consumidor-final', 'monotributo', 'company-exento', 'dni'],
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh4-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 4)}-${pad(rng.int(8000, 30000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    const event = rng.chance(0.5);
    if (event) for (const l of doc.lines) l.quantity = rng.pick([12, 15, 18, 20, 24, 30, 40, 45]);
    settle(doc);
    doc.variant = {
      event,
      table: event ? rng.pick(['Evento: almuerzo de trabajo', 'Evento: cierre de año', 'Evento: capacitación']) : `Mesa ${rng.int(1, 24)}`,
      covers: event ? rng.int(12, 45) : rng.int(1, 8),
      waiter: rng.pick(['Carlos', 'Mariela', 'Sebastián', 'Romina']),
      time: `${pad(rng.int(12, 23), 2)}:${pad(rng.int(0, 59), 2)}`,
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const s = (text: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.serif).fontSize(o.size ?? 10).fillColor(o.color ?? '#292524');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
    };
    const wine = '#7f1d1d';
    // a centred, restaurant-menu letterhead
    s(is.tradeName, L, 40, { font: FONT.serifItalic, size: 24, color: wine, width: R - L, align: 'center' });
    s(`${is.name} · ${is.address}, ${is.city} · Reservas ${is.phone}`, L, 72, { size: 8.5, width: R - L, align: 'center' });
    s(`C.U.I.T. ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 84, { size: 8, width: R - L, align: 'center', color: '#57534e' });
    pdf.moveTo(L + 120, 102).lineTo(R - 120, 102).lineWidth(0.6).stroke(wine);
    // voucher
    let y = 116;
    pdf.rect(L, y, 34, 34).lineWidth(1.2).stroke(wine);
    s('B', L, y + 5, { font: FONT.serifBold, size: 22, width: 34, align: 'center', color: wine });
    s('FACTURA', L + 44, y + 1, { font: FONT.serifBold, size: 15 });
    s(`B ${doc.reference}  ·  Cód. 006`, L + 44, y + 19, { font: FONT.dejavu, size: 9.5 });
    s(`${weekday(doc.date)} ${date(doc.date, 'dd/mm/yyyy')} · ${v.time} h`, R - 220, y + 3, { size: 10.5, width: 220, align: 'right' });
    s(`${v.table} · Cubiertos: ${v.covers} · Mozo: ${v.waiter}`, R - 260, y + 19, { size: 9.5, width: 260, align: 'right', color: '#57534e' });
    y += 50;
    // customer
    pdf.moveTo(L, y).lineTo(R, y).lineWidth(0.4).stroke('#a8a29e');
    s('Cliente:', L, y + 7, { font: FONT.serifBold });
    s(r.name, L + 52, y + 7);
    const id = idOf(doc);
    if (id) s(id, R - 200, y + 7, { width: 200, align: 'right' });
    if (r.condicionPrinted) s(`Condición frente al IVA: ${r.condicionText}`, L, y + 22, { size: 9.5 });
    s('Condición de venta: Contado', R - 200, y + 22, { size: 9.5, width: 200, align: 'right' });
    y += 42;
    pdf.moveTo(L, y).lineTo(R, y).lineWidth(0.4).stroke('#a8a29e');
    y += 10;
    // detail without a quantity column
    s('Detalle', L, y, { font: FONT.serifBold, size: 10 });
    s('P. unit.', R - 190, y, { font: FONT.serifBold, size: 10, width: 90, align: 'right' });
    s('Importe', R - 90, y, { font: FONT.serifBold, size: 10, width: 90, align: 'right' });
    y += 18;
    doc.lines.forEach((l, i) => {
      s(`${l.quantity} x ${l.description}`, L, y, { size: 10.5 });
      s(amount(l.unitPrice!, 'ar'), R - 190, y + 1, { font: FONT.dejavu, size: 9, width: 90, align: 'right' });
      s(amount(t.lineAmounts[i]!, 'ar'), R - 90, y + 1, { font: FONT.dejavu, size: 9, width: 90, align: 'right' });
      y += 14;
      // a dotted leader under each dish, as on a menu
      pdf.moveTo(L, y).lineTo(R, y).dash(1, { space: 2 }).lineWidth(0.4).stroke('#d6d3d1').undash();
      y += 6;
    });
    y += 14;
    const contained = doc.lines.reduce((a, l, i) => a.add(vatContained(t.lineAmounts[i]!, l.ivaRate)), new Decimal(0));
    pdf.rect(R - 230, y, 230, 28).fill('#fef2f2');
    s('TOTAL', R - 222, y + 7, { font: FONT.serifBold, size: 14, color: wine });
    s(`$ ${amount(t.total, 'ar')}`, R - 150, y + 8, { font: FONT.dejavuBold, size: 12, width: 142, align: 'right' });
    y += 40;
    s('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) · IVA contenido: $ ' + amount(contained, 'ar'), L, y, { size: 8.5, color: '#57534e' });
    s('Propina no incluida. ¡Gracias por su visita!', L, y + 13, { font: FONT.serifItalic, size: 9.5 });
    s(`CAE ${v.cae} · Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 790, { font: FONT.dejavu, size: 7.5, color: '#57534e' });
    s('Eventos corporativos · Viandas · Catering para empresas', L, 804, { font: FONT.serifItalic, size: 8, width: R - L, align: 'center', color: wine });
  },
};
