import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { PdfLibKit } from './common';

/**
 * An IT integrator's quote in US dollars on a landscape page, made with pdf-lib (Helvetica captions, Courier
 * figures): a left column with the issuer, conditions and notes, the customer in a box at the top RIGHT, the items
 * in the wide right part ("Ítem | Descripción | Cant. | Precio USD | Alíc. IVA | Total USD"), VAT 10,5 % and 21 %,
 * "Total USD". Amounts "1.234,56"; the exchange-rate clause in words.
 */
const W = 841.89, H = 595.28;
const SIDE = 220;

export const fresh3CotizacionHorizontalLayout: Layout = {
  id: 'fresh3-cotizacion-horizontal',
  kind: 'invoice',
  title: 'IT integrator quote in USD on a landscape page made with pdf-lib: issuer and conditions in a left column, customer box top right, VAT 10,5 / 21',
  page: { size: 'A4', landscape: true },
  scanStyle: 'upside-down',
  issuer: (rng) => makeIssuer(rng, 'Integra Redes Laguna Brava S.R.L.', 'INTEGRA REDES'),
  template: (issuer) => ({
    id: 'm-cotizacion-integra',
    name: 'Cotizaciones en dólares Integra Redes',
    instructions:
      `Cotizaciones en dólares estadounidenses de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en el recuadro "Cotizado a" ` +
      '(arriba a la derecha). Precios netos en USD más IVA (10,5 % o 21 % por ítem). La referencia es el número de cotización.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'company-exento'], currency: 'USD',
        conditionPrinted: 0.85, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh3-cotizacion-horizontal', templateId: template.id, issuer, reference: `COT-${today.slice(0, 4)}-${pad(rng.int(100, 2999), 4)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      att: rng.pick(['Gerencia de Sistemas', 'Administración', 'Sr. Federico Arias', 'Ing. Lucía Zárate']),
      days: rng.pick([7, 10, 15]), lead: rng.pick(['Inmediata', '10 días hábiles', '20 a 30 días (importación)']), rev: rng.int(0, 2),
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: `Cotización ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Odoo-like Quotation Builder' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const NAVY = '#1e3a5f';
    // left column
    k.rect(0, 0, SIDE, H, { fill: '#eef2f7' });
    k.text(is.tradeName, 24, 30, { font: 'helvB', size: 17, color: NAVY });
    k.text(is.name, 24, 52, { size: 8 });
    const left = [`${is.address}`, is.city, `Tel. ${is.phone}`, is.email, '', `CUIT ${cuitDashed(is.cuit)}`, is.condicionText, `IIBB ${is.iibb}`];
    left.forEach((s, i) => { for (const [j, part] of k.wrap(s, SIDE - 44, 'helv', 8).entries()) k.text(part, 24, 70 + i * 12 + j * 10, { size: 8 }); });
    let y = 190;
    const block = (title: string, lines: string[]) => {
      k.text(title, 24, y, { font: 'helvB', size: 8.5, color: NAVY });
      y += 13;
      for (const s of lines) for (const part of k.wrap(s, SIDE - 44, 'helv', 8)) { k.text(part, 24, y, { size: 8 }); y += 10.5; }
      y += 10;
    };
    block('CONDICIONES COMERCIALES', [`Validez de la oferta: ${v.days} días`, `Plazo de entrega: ${v.lead}`, 'Forma de pago: 50 % anticipo, saldo contra entrega', 'Garantía: 12 meses oficial del fabricante']);
    block('MONEDA', ['Precios expresados en dólares estadounidenses (USD), más IVA. Se facturan en pesos al tipo de cambio vendedor del Banco de la Nación Argentina del día anterior a la factura.']);
    block('NOTAS', ['Instalación y configuración cotizadas por hora. No incluye obra civil ni tendido de cañerías.']);
    // right part: title + customer box
    const X = SIDE + 28, RR = W - 28;
    k.text('COTIZACIÓN', X, 30, { font: 'helvB', size: 22, color: NAVY });
    k.text(`N° ${doc.reference}${Number(v.rev) ? `  (rev. ${v.rev})` : ''}`, X, 58, { font: 'courierB', size: 11 });
    k.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}   ·   Vence: ${date(addDays(doc.date, Number(v.days)), 'dd/mm/yyyy')}`, X, 76, { font: 'courier', size: 9 });
    const bx = RR - 270;
    k.rect(bx, 24, 270, 92, { stroke: NAVY, lineWidth: 1 });
    k.rect(bx, 24, 270, 15, { fill: NAVY });
    k.text('COTIZADO A', bx + 8, 27.5, { font: 'helvB', size: 8, color: '#ffffff' });
    k.text(r.name, bx + 8, 46, { font: 'helvB', size: 10 });
    k.text(`C.U.I.T. ${cuitDashed(r.docNumber!)}`, bx + 8, 61, { font: 'courier', size: 9 });
    if (r.condicionPrinted) k.text(r.condicionText, bx + 8, 74, { size: 8.5 });
    k.wrap(r.address, 254, 'helv', 8).slice(0, 2).forEach((s, i) => k.text(s, bx + 8, 87 + i * 10, { size: 8 }));
    k.text(`At.: ${v.att}`, X, 96, { size: 9 });
    // items
    y = 134;
    const cols = [
      { h: 'Ítem', x: X, w: 30, a: 'left' as const }, { h: 'Descripción', x: X + 32, w: 250, a: 'left' as const }, { h: 'Cant.', x: X + 284, w: 40, a: 'right' as const },
      { h: 'Precio USD', x: X + 326, w: 74, a: 'right' as const }, { h: 'Alíc. IVA', x: X + 402, w: 52, a: 'right' as const }, { h: 'Total USD', x: X + 456, w: RR - X - 456, a: 'right' as const },
    ];
    k.rect(X, y, RR - X, 17, { fill: NAVY });
    for (const c of cols) k.text(c.h, c.x + 3, y + 4.5, { font: 'helvB', size: 8.5, color: '#ffffff', width: c.w - 6, align: c.a });
    y += 23;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 244, 'helv', 8.5);
      const cells = [String(i + 1), '', quantity(l.quantity, 'ar'), amount(l.unitPrice!, 'ar'), `${amount(l.ivaRate, 'ar', 1)} %`, amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((cell, c) => { if (cell) k.text(cell, cols[c]!.x + 3, y, { font: c >= 2 ? 'courier' : 'helv', size: 8.5, width: cols[c]!.w - 6, align: cols[c]!.a }); });
      desc.forEach((s, j) => k.text(s, cols[1]!.x + 3, y + j * 10.5, { size: 8.5 }));
      y += desc.length * 10.5 + 7;
      k.line(X, y - 3, RR, y - 3, { color: '#cbd5e1', width: 0.4 });
    });
    y += 10;
    const tot = (label: string, value: string, bold = false) => {
      k.text(label, RR - 300, y, { font: bold ? 'helvB' : 'helv', size: bold ? 11 : 9, width: 190, align: 'right' });
      k.text(value, RR - 105, y, { font: bold ? 'courierB' : 'courier', size: bold ? 11 : 9, width: 105, align: 'right' });
      y += bold ? 18 : 13;
    };
    tot('Subtotal USD', amount(t.subtotal, 'ar'));
    for (const b of t.byRate) tot(`IVA ${amount(b.rate, 'ar', 1)} % s/ USD ${amount(b.net, 'ar')}`, amount(b.vat, 'ar'));
    k.line(RR - 300, y, RR, y, { color: NAVY, width: 1 });
    y += 5;
    tot('TOTAL USD', amount(t.total, 'ar'), true);
    k.text('Aceptación del cliente: ______________________   Firma y sello', X, H - 40, { size: 8.5, color: '#475569' });
    k.text('Página 1 de 1', RR - 80, H - 40, { size: 8, width: 80, align: 'right', color: '#475569' });
    return k.bytes();
  },
};
