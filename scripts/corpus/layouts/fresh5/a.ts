import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, discountLine, FONT, pseudoCode, quantity, sayCondition, settle, vatContained } from './common';

/**
 * A household-goods shop's factura B printed on an A5 sheet by a desktop point-of-sale program (pdfkit, Liberation
 * Sans Narrow): a logo drawn with shapes, the letter box with "COD. 06", the voucher number as two captioned fields
 * ("Punto de Vta." and "Comp. Nro"), "Sr./Sra.:" and "Doc.:" for the buyer. Each line prints the list price, a
 * discount in percent ("Bonif. %", often 0) and the discounted price ("P. c/Bonif."): the truth's unitPrice is the
 * discounted one, so quantity × unitPrice is the printed subtotal. Final prices, "Son pesos … con xx/100", "IVA
 * contenido", CAE, a drawn square code.
 */
const W = 419.53, H = 595.28, L = 22, R = W - 22;

export const fresh5ALayout: Layout = {
  id: 'fresh5-a',
  kind: 'invoice',
  title: 'fresh5 layout a',
  page: { size: [W, H] },
  scanStyle: 'folded',
  issuer: (rng) => makeIssuer(rng, 'Bazar La Calandria S.R.L.', 'LA CALANDRIA Bazar & Deco'),
  template: (issuer) => ({
    id: 'p-facturasb-lacalandria',
    name: 'Facturas B La Calandria Bazar',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en hoja A5. El cliente es "Sr./Sra.". Precios finales con IVA; ` +
      'cada renglón tiene precio de lista, bonificación en % y precio bonificado: el precio unitario es el bonificado. La referencia es punto de venta y número.',
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [2, 6], receivers: ['consumidor-final', 'dni', 'dni', 'monotributo'],
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh5-a', templateId: template.id, issuer, reference: `${pad(rng.int(2, 9), 5)}-${pad(rng.int(1000, 30000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Resp. Monotributo' });
    for (const l of doc.lines) if (l.quantity > 6) l.quantity = (l.quantity % 5) + 1;
    settle(doc);
    const discounts = doc.lines.map(() => rng.pick([0, 0, 0, 5, 10, 10, 15, 20]));
    const lists = doc.lines.map((l, i) => discountLine(l, discounts[i]!).toFixed(2));
    settle(doc);
    doc.variant = {
      lists: lists.join('|'),
      discounts: discounts.join('|'),
      time: `${pad(rng.int(9, 20), 2)}:${pad(rng.int(0, 59), 2)}`,
      pay: rng.pick(['Efectivo', 'Tarjeta de débito', 'Tarjeta de crédito 1 pago', 'Transferencia']),
      cashier: rng.pick(['Caja 1', 'Caja 2', 'Caja 3']),
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 8).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const plum = '#6b2c5f';
    // logo: a circle with a small bird of two triangles
    pdf.circle(L + 18, 38, 17).fill(plum);
    pdf.polygon([L + 8, 40], [L + 22, 30], [L + 20, 42]).fill('#ffffff');
    pdf.polygon([L + 20, 42], [L + 30, 36], [L + 22, 47]).fill('#f3d9ec');
    T(is.tradeName, L + 42, 24, { font: FONT.narrowBold, size: 10.5, color: plum });
    T(is.name, L + 42, 38, { size: 7.5 });
    T(`${is.address} · ${is.city}`, L + 42, 47, { size: 7 });
    T(`Tel. ${is.phone} · ${is.email}`, L + 42, 55, { size: 7 });
    // letter box in the middle of the top, data at the right
    const bx = W / 2 + 6;
    pdf.lineWidth(0.9).strokeColor('#111111').rect(bx - 14, 18, 28, 28).stroke();
    T('B', bx - 14, 20, { font: FONT.sansBold, size: 18, width: 28, align: 'center' });
    T('COD. 06', bx - 14, 40, { size: 5.5, width: 28, align: 'center' });
    const rx = R - 140;
    T('FACTURA', rx, 18, { font: FONT.narrowBold, size: 14, width: 140, align: 'right' });
    const [pv, nro] = doc.reference.split('-');
    T(`Punto de Vta.: ${pv}   Comp. Nro: ${nro}`, rx - 20, 36, { font: FONT.narrowBold, size: 8.5, width: 160, align: 'right' });
    T(`Fecha de Emisión: ${date(doc.date, 'dd/mm/yyyy')}  ${String(v.time)}`, rx - 20, 47, { size: 7.5, width: 160, align: 'right' });
    T(`CUIT: ${cuitDashed(is.cuit)} · IIBB: ${is.iibb}`, rx - 20, 56, { size: 7, width: 160, align: 'right' });
    T(`Inicio de Actividades: ${is.activitySince} · ${is.condicionText}`, rx - 40, 64, { size: 6.5, width: 180, align: 'right' });
    pdf.lineWidth(0.6).moveTo(L, 76).lineTo(R, 76).stroke();
    // buyer
    let y = 82;
    T('Sr./Sra.:', L, y, { font: FONT.narrowBold });
    T(r.name, L + 40, y, { size: 8.5 });
    T('Doc.:', L + 230, y, { font: FONT.narrowBold });
    T(r.docType ? `${r.docType} ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docNumber!}` : '-', L + 255, y);
    y += 11;
    T('Domicilio:', L, y, { font: FONT.narrowBold });
    T(r.address || '-', L + 40, y, { size: 7.5 });
    y += 11;
    T('Cond. IVA:', L, y, { font: FONT.narrowBold });
    T(r.condicionPrinted ? r.condicionText : '', L + 40, y);
    T('Cond. de venta:', L + 230, y, { font: FONT.narrowBold });
    T(String(v.pay), L + 290, y);
    y += 14;
    // the lines
    const cols = [
      { h: 'Cant.', x: L, w: 26, a: 'right' as const },
      { h: 'Artículo', x: L + 30, w: 150, a: 'left' as const },
      { h: 'P. Lista', x: L + 182, w: 52, a: 'right' as const },
      { h: 'Bonif. %', x: L + 236, w: 34, a: 'right' as const },
      { h: 'P. c/Bonif.', x: L + 272, w: 50, a: 'right' as const },
      { h: 'Subtotal', x: L + 324, w: R - L - 324, a: 'right' as const },
    ];
    pdf.rect(L, y, R - L, 13).fill('#ecdbe8');
    for (const c of cols) T(c.h, c.x, y + 3, { font: FONT.narrowBold, size: 7.5, width: c.w, align: c.a });
    y += 17;
    const lists = String(v.lists).split('|'), discounts = String(v.discounts).split('|').map(Number);
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.narrow).fontSize(8);
      const h = pdf.heightOfString(l.description, { width: cols[1]!.w });
      T(quantity(l.quantity, 'ar'), cols[0]!.x, y, { width: cols[0]!.w, align: 'right' });
      T(l.description, cols[1]!.x, y, { width: cols[1]!.w });
      T(amount(lists[i]!, 'ar'), cols[2]!.x, y, { width: cols[2]!.w, align: 'right' });
      T(discounts[i] ? amount(discounts[i]!, 'ar') : '0,00', cols[3]!.x, y, { width: cols[3]!.w, align: 'right' });
      T(amount(l.unitPrice!, 'ar'), cols[4]!.x, y, { width: cols[4]!.w, align: 'right' });
      T(amount(t.lineAmounts[i]!, 'ar'), cols[5]!.x, y, { width: cols[5]!.w, align: 'right' });
      y += Math.max(h, 9) + 4;
    });
    y = Math.max(y + 8, 330);
    pdf.lineWidth(0.6).strokeColor('#111111').moveTo(L, y).lineTo(R, y).stroke();
    y += 6;
    const saved = doc.lines.reduce((a, l, i) => a.add(new Decimal(lists[i]!).mul(l.quantity)), new Decimal(0)).sub(t.total);
    T(`Ahorro en esta compra: $ ${amount(saved.toFixed(2), 'ar')}`, L, y, { size: 7.5, color: plum });
    T('TOTAL $', R - 160, y, { font: FONT.narrowBold, size: 12 });
    T(amount(t.total, 'ar'), R - 100, y, { font: FONT.narrowBold, size: 12, width: 100, align: 'right' });
    y += 18;
    T(`Son: ${amountInWords(t.total, 'pesos')}.`, L, y, { size: 7.5, width: R - L });
    y += 14;
    T('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y, { size: 6.5 });
    T(`IVA Contenido: $ ${amount(vatContained(t.total, 21), 'ar')}`, L, y + 8, { size: 6.5 });
    T('Otros Impuestos Nacionales Indirectos: $ 0,00', L, y + 16, { size: 6.5 });
    // foot: code, CAE, cashier
    const grid = pseudoCode(`${is.cuit}${doc.reference}`);
    const cell = 2.2, qx = L, qy = H - 84;
    grid.forEach((row, ri) => row.forEach((on, ci) => { if (on) pdf.rect(qx + ci * cell, qy + ri * cell, cell, cell).fill('#111111'); }));
    T(`CAE N°: ${String(v.cae)}`, L + 66, H - 78, { font: FONT.narrowBold, size: 8 });
    T(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 66, H - 67, { size: 7.5 });
    T(`${String(v.cashier)} · Atendió: ${String(v.cashier).replace('Caja', 'Vend.')}`, L + 66, H - 56, { size: 7 });
    T('Comprobante Autorizado', R - 110, H - 78, { font: FONT.narrowBold, size: 8, width: 110, align: 'right' });
    T('Cambios con ticket dentro de los 30 días', R - 160, H - 56, { size: 6.5, width: 160, align: 'right' });
    T('ORIGINAL', R - 60, H - 30, { font: FONT.narrowBold, size: 7, width: 60, align: 'right', color: '#777777' });
  },
};
