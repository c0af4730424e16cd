import Decimal from 'decimal.js';
import { composeDocument, USD_RATE } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, PdfLibKit, pseudoCode, quantity, sayCondition, settle } from './common';

/**
 * An IT importer's factura A in US dollars from a hosted invoicing program exporting with pdf-lib (Helvetica):
 * every word is its own text object at an explicit x (words: true), the table has no rules but zebra shading, numbers
 * right-aligned; "Moneda: DÓLAR ESTADOUNIDENSE", "Tipo de cambio", "Importes en U$D", VAT 10,5 / 21 by line,
 * "Importe Neto Gravado", "IVA 10,5%", "IVA 21%", "Importe Total U$D", and the peso equivalent below (not the total);
 * a drawn square code and CAE.
 */
const W = 595.28, H = 841.89, L = 36, R = W - 36;

export const fresh5CLayout: Layout = {
  id: 'fresh5-c',
  kind: 'invoice',
  title: 'fresh5 layout c',
  page: { size: 'A4' },
  scanStyle: 'phone-motion',
  issuer: (rng) => makeIssuer(rng, 'Tecnología Altos del Sur S.A.', 'ALTOS DEL SUR TECNOLOGÍA'),
  template: (issuer) => ({
    id: 'p-facturasusd-altosdelsur',
    name: 'Facturas A en dólares Altos del Sur Tecnología',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en dólares estadounidenses. El cliente figura como "Razón Social / Nombre". ` +
      'Precios netos sin IVA, alícuota 10,5 % o 21 % por renglón. La referencia es punto de venta y número de comprobante.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [2, 7], receivers: ['company-ri'], currency: 'USD',
        conditionPrinted: 0.95, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh5-c', templateId: template.id, issuer, reference: `${pad(rng.int(3, 12), 5)}-${pad(rng.int(1000, 60000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA RESPONSABLE INSCRIPTO', 4: 'IVA EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'RESPONSABLE MONOTRIBUTO' });
    for (const l of doc.lines) if (l.quantity > 10) l.quantity = (l.quantity % 6) + 1;
    settle(doc);
    doc.variant = {
      rate: (USD_RATE + rng.int(-15, 25) + rng.int(0, 99) / 100).toFixed(2),
      pay: rng.pick(['Transferencia bancaria 30 días', 'Cuenta corriente 15 días', 'Contado']),
      order: `OC ${rng.int(4500, 4599)}-${rng.digits(4)}`,
      cae: rng.digits(14),
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: 'Factura', producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'NubeFact Gestión' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const words = true;
    const navy = '#14365d';
    // header: issuer at the left, voucher at the right, the letter box between
    k.rect(L, 30, 34, 34, { fill: navy });
    k.rect(L + 8, 38, 18, 18, { fill: '#5fa8e8' });
    k.text(is.tradeName, L + 44, 32, { font: 'helvB', size: 12.5, color: navy, words });
    k.text(is.name, L + 44, 48, { size: 8, words });
    k.text(`${is.address} - ${is.city}`, L + 44, 58, { size: 7.5, words });
    k.text(`${is.condicionText}`, L + 44, 68, { size: 7.5, words });
    k.rect(W / 2 - 18, 30, 36, 36, { stroke: '#000000', lineWidth: 1 });
    k.text('A', W / 2 - 18, 33, { font: 'helvB', size: 22, width: 36, align: 'center' });
    k.text('COD. 01', W / 2 - 18, 57, { size: 6, width: 36, align: 'center' });
    const [pv, nro] = doc.reference.split('-');
    const rx = R - 190;
    k.text('FACTURA', rx, 30, { font: 'helvB', size: 15, words });
    k.text(`Punto de Venta: ${pv}`, rx, 50, { font: 'helvB', size: 8.5, words });
    k.text(`Comp. Nro: ${nro}`, rx + 100, 50, { font: 'helvB', size: 8.5, words });
    k.text(`Fecha de Emisión: ${date(doc.date, 'dd/mm/yyyy')}`, rx, 62, { size: 8, words });
    k.text(`CUIT: ${cuitDashed(is.cuit)}`, rx, 72, { size: 8, words });
    k.text(`Ingresos Brutos: ${is.iibb}   Inicio Act.: ${is.activitySince}`, rx, 82, { size: 7.5, words });
    k.line(L, 96, R, 96, { width: 1, color: navy });
    // customer
    let y = 104;
    const field = (cap: string, val: string, x: number, yy: number) => {
      k.text(cap, x, yy, { font: 'helvB', size: 8, words });
      k.text(val, x + k.widthOf(cap, 'helvB', 8) + 4, yy, { size: 8, words });
    };
    field('CUIT:', cuitDashed(r.docNumber!), L, y);
    field('Razón Social / Nombre:', r.name, L + 150, y);
    y += 12;
    field('Condición frente al IVA:', r.condicionPrinted ? r.condicionText : '', L, y);
    field('Domicilio:', r.address, L + 230, y);
    y += 12;
    field('Condición de venta:', String(v.pay), L, y);
    field('Su referencia:', String(v.order), L + 230, y);
    y += 12;
    field('Moneda:', 'DÓLAR ESTADOUNIDENSE', L, y);
    field('Tipo de cambio:', amount(String(v.rate), 'ar'), L + 230, y);
    y += 10;
    k.line(L, y + 4, R, y + 4, { width: 0.5, color: '#9aa9bb' });
    y += 14;
    // table: no rules, zebra shading, right-aligned numbers
    const cols = [
      { h: 'Código', x: L, w: 50, a: 'left' as const },
      { h: 'Producto / Servicio', x: L + 52, w: 218, a: 'left' as const },
      { h: 'Cantidad', x: L + 272, w: 46, a: 'right' as const },
      { h: 'Precio Unit. U$D', x: L + 320, w: 72, a: 'right' as const },
      { h: 'Alícuota', x: L + 394, w: 40, a: 'right' as const },
      { h: 'Subtotal U$D', x: L + 436, w: R - L - 436, a: 'right' as const },
    ];
    k.rect(L, y, R - L, 15, { fill: navy });
    for (const c of cols) k.text(c.h, c.x + 2, y + 4, { font: 'helvB', size: 7.5, color: '#ffffff', width: c.w - 4, align: c.a, words });
    y += 15;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, cols[1]!.w - 4, 'helv', 8);
      const h = desc.length * 10 + 6;
      if (i % 2 === 1) k.rect(L, y, R - L, h, { fill: '#eaf1f8' });
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar', 2), amount(l.unitPrice!, 'ar'), `${amount(l.ivaRate, 'ar', 2)}%`, amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((c, j) => { if (c) k.text(c, cols[j]!.x + 2, y + 4, { size: 8, width: cols[j]!.w - 4, align: cols[j]!.a, words }); });
      desc.forEach((s, j) => k.text(s, cols[1]!.x + 2, y + 4 + j * 10, { size: 8, words }));
      y += h;
    });
    // totals
    y = Math.max(y + 20, 430);
    const rows: Array<[string, string]> = [['Importe Neto Gravado: U$D', amount(t.subtotal, 'ar')]];
    for (const b of [...t.byRate].sort((p, q) => p.rate - q.rate)) rows.push([`IVA ${amount(b.rate, 'ar', b.rate % 1 ? 1 : 0)}%: U$D`, amount(b.vat, 'ar')]);
    rows.push(['Importe Otros Tributos: U$D', '0,00']);
    rows.push(['Importe Total: U$D', amount(t.total, 'ar')]);
    k.rect(R - 250, y - 6, 250, rows.length * 14 + 10, { stroke: '#9aa9bb', lineWidth: 0.6 });
    rows.forEach(([cap, val], i) => {
      const last = i === rows.length - 1;
      k.text(cap, R - 245, y + i * 14, { font: last ? 'helvB' : 'helv', size: last ? 9.5 : 8.5, width: 160, align: 'right', words });
      k.text(val, R - 80, y + i * 14, { font: last ? 'helvB' : 'helv', size: last ? 9.5 : 8.5, width: 75, align: 'right' });
    });
    const pesos = t.total.mul(new Decimal(String(v.rate))).toDecimalPlaces(2);
    k.text(`Equivalente en pesos al tipo de cambio consignado: $ ${amount(pesos, 'ar')} (solo informativo).`, L, y, { size: 7.5, color: '#444444', words });
    k.text('El pago podrá efectuarse en pesos al tipo de cambio vendedor BNA del día anterior al pago.', L, y + 10, { size: 7.5, color: '#444444', words });
    // foot: code, CAE
    const grid = pseudoCode(`${is.cuit}-${doc.reference}`, 29);
    const cell = 2.4, qy = 720;
    grid.forEach((row, ri) => row.forEach((on, ci) => { if (on) k.rect(L + ci * cell, qy + ri * cell, cell, cell, { fill: '#000000' }); }));
    k.text('Comprobante Autorizado', L + 84, qy + 6, { font: 'helvB', size: 9, words });
    k.text('Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.', L + 84, qy + 20, { size: 6.5, color: '#555555', words });
    k.text(`CAE N°: ${String(v.cae)}`, R - 170, qy + 6, { font: 'helvB', size: 9, words });
    k.text(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, R - 170, qy + 20, { size: 8, words });
    k.text('Pág. 1/1', R - 60, 815, { size: 7, width: 60, align: 'right' });
    return k.bytes();
  },
};
