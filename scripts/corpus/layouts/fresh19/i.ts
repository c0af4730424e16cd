import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, ArchivePdf, cuitDashed, dmy, docNumber, settle, shift } from './common';

const ID = 'fresh19-i';

/** A laboratory supplies wholesaler's factura A, 21 % and 10,5 % rows mixed, a discount in pesos on some rows (ArchivePdf). */
export const fresh19ILayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'lab supplies factura A, 21 % and 10,5 % mixed, line discount in pesos (ArchivePdf)',
  page: { size: 'A4' },
  scanStyle: 'jaggy-resize',
  issuer: (rng) => makeIssuer(rng, 'Insumos para Laboratorio Villa Elisa S.A.', 'LabInsumos'),
  template: () => ({
    id: 'fresh19-i-labinsumos', name: 'LabInsumos - insumos y equipos de laboratorio', catalog: 'labsupply', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
    instructions: 'Facturas A con renglones al 21 % y al 10,5 %; el descuento en pesos de un renglón rebaja su precio unitario.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'labsupply', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0011-${String(rng.int(20000, 90000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) if (l.ivaRate === 10.5) l.quantity = rng.pick([1, 1, 2, 3]);
    // a discount in pesos per unit on about half the rows: the unit price in the truth is the list price less it
    doc.lines.forEach((l, i) => {
      if (l.unitPrice!.gte(1000) && rng.chance(0.55)) {
        const off = l.unitPrice!.mul(rng.pick([0.03, 0.05, 0.08, 0.1])).toDecimalPlaces(0, Decimal.ROUND_DOWN);
        doc.variant[`off${i}`] = off.toNumber();
        l.unitPrice = l.unitPrice!.sub(off);
      }
    });
    doc.variant.order = `OC-${rng.digits(5)}`;
    doc.variant.remito = `0011-${String(rng.int(20000, 90000)).padStart(8, '0')}`;
    doc.variant.cae = `7${rng.digits(13)}`;
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new ArchivePdf([W, H], { producer: 'LabInsumos ERP PDF/A', creator: 'Gestión Comercial LabInsumos 5.3', title: `Factura A ${doc.reference}`, author: doc.issuer.name });
    const t = doc.totals!;
    const L = 32, R = W - 32;
    const navy = '#17365d';
    // three-column header: issuer | letter | voucher
    k.rect(L, 28, R - L, 100, { stroke: navy, lineWidth: 0.9 });
    k.line(W / 2, 28, W / 2, 128, { color: navy, width: 0.6 });
    k.text('LabInsumos', L + 10, 36, { font: 'SB', size: 18, color: navy });
    k.text(doc.issuer.name, L + 10, 60, { font: 'B', size: 8 });
    k.text(doc.issuer.address, L + 10, 71, { size: 7.5 });
    k.text(doc.issuer.city, L + 10, 81, { size: 7.5 });
    k.text(`${doc.issuer.phone} · ${doc.issuer.email}`, L + 10, 91, { size: 7.5 });
    k.text(doc.issuer.condicionText, L + 10, 106, { size: 7.5, font: 'B' });
    k.rect(W / 2 - 20, 28, 40, 38, { stroke: navy, lineWidth: 0.9, fill: '#ffffff' });
    k.text('A', W / 2 - 20, 31, { font: 'B', size: 22, align: 'center', width: 40 });
    k.text('Código 01', W / 2 - 20, 55, { size: 6, align: 'center', width: 40 });
    const vx = W / 2 + 30;
    k.text('FACTURA', vx, 36, { font: 'B', size: 14, color: navy });
    k.text(`Número: ${doc.reference}`, vx, 56, { font: 'B', size: 9.5 });
    k.text(`Fecha: ${dmy(doc.date)}`, vx, 70, { size: 9 });
    k.text(`C.U.I.T.: ${cuitDashed(doc.issuer.cuit)}`, vx, 86, { size: 7.5 });
    k.text(`Ing. Brutos C.M.: ${doc.issuer.iibb}`, vx, 96, { size: 7.5 });
    k.text(`Inicio de Actividades: ${doc.issuer.activitySince}`, vx, 106, { size: 7.5 });
    // customer rows with captions in a left column
    let y = 138;
    const r = doc.receiver;
    const caps: Array<[string, string]> = [['Razón Social', r.name], ['Domicilio', r.address], ['C.U.I.T.', docNumber(doc)], ['Resp. IVA', r.condicionText]];
    caps.forEach(([a, b], i) => {
      k.text(`${a}:`, L + 4, y + i * 12, { font: 'B', size: 8 });
      k.text(b, L + 74, y + i * 12, { size: 8.5 });
    });
    k.text(`Orden de compra: ${doc.variant.order}`, R - 190, y, { size: 8 });
    k.text(`Remito: ${doc.variant.remito}`, R - 190, y + 12, { size: 8 });
    k.text('Cond. de pago: 30 días fecha factura', R - 190, y + 24, { size: 8 });
    // the table: code, description, quantity, list price, discount in pesos, VAT rate, net amount
    y += 58;
    const c = { code: L, d: L + 44, q: L + 262, p: L + 292, off: L + 356, iva: L + 418, amt: R - 78 };
    k.rect(L, y, R - L, 15, { fill: '#dce6f1' });
    k.text('Código', c.code + 2, y + 3.5, { font: 'B', size: 7.5 });
    k.text('Descripción', c.d, y + 3.5, { font: 'B', size: 7.5 });
    k.text('Cant.', c.q, y + 3.5, { font: 'B', size: 7.5, align: 'right', width: 26 });
    k.text('P. Lista', c.p, y + 3.5, { font: 'B', size: 7.5, align: 'right', width: 60 });
    k.text('Desc. $', c.off, y + 3.5, { font: 'B', size: 7.5, align: 'right', width: 58 });
    k.text('Alíc.', c.iva, y + 3.5, { font: 'B', size: 7.5, align: 'right', width: 30 });
    k.text('Importe Neto', c.amt - 8, y + 3.5, { font: 'B', size: 7.5, align: 'right', width: R - c.amt + 6 });
    y += 20;
    let gross = new Decimal(0), discounts = new Decimal(0);
    doc.lines.forEach((l, i) => {
      const off = new Decimal(Number(doc.variant[`off${i}`] ?? 0));
      const list = l.unitPrice!.add(off);
      const lineOff = off.mul(l.quantity);
      gross = gross.add(list.mul(l.quantity));
      discounts = discounts.add(lineOff);
      k.text(l.code ?? '', c.code + 2, y, { size: 7.5 });
      k.text(l.description, c.d, y, { size: 7.5 });
      k.text(String(l.quantity), c.q, y, { size: 7.8, align: 'right', width: 26 });
      k.text(amount(list, 'ar'), c.p, y, { size: 7.8, align: 'right', width: 60 });
      k.text(lineOff.isZero() ? '' : amount(lineOff, 'ar'), c.off, y, { size: 7.8, align: 'right', width: 58 });
      k.text(`${String(l.ivaRate).replace('.', ',')}%`, c.iva, y, { size: 7.8, align: 'right', width: 30 });
      k.text(amount(t.lineAmounts[i]!, 'ar'), c.amt, y, { size: 7.8, align: 'right', width: R - c.amt - 2 });
      k.line(L, y + 12, R, y + 12, { color: '#c7d3e3', width: 0.4 });
      y += 16;
    });
    // totals: a two-column summary box at the bottom right
    y = Math.max(y + 16, 470);
    const rows: Array<[string, string]> = [['Subtotal bruto', amount(gross, 'ar')], ['Descuentos', `-${amount(discounts, 'ar')}`]];
    for (const b of t.byRate) rows.push([`Neto gravado ${String(b.rate).replace('.', ',')} %`, amount(b.net, 'ar')]);
    for (const b of t.byRate) rows.push([`I.V.A. ${String(b.rate).replace('.', ',')} %`, amount(b.vat, 'ar')]);
    const bx = R - 230;
    k.rect(bx, y - 6, 230, rows.length * 13 + 36, { stroke: navy, lineWidth: 0.7 });
    rows.forEach(([a, b], i) => {
      k.text(a, bx + 8, y + i * 13, { size: 8.5 });
      k.text(b, R - 110, y + i * 13, { size: 8.5, align: 'right', width: 102 });
    });
    y += rows.length * 13 + 4;
    k.rect(bx, y, 230, 20, { fill: navy });
    k.text('TOTAL $', bx + 8, y + 5, { font: 'B', size: 10.5, color: '#ffffff' });
    k.text(amount(t.total, 'ar'), R - 130, y + 5, { font: 'B', size: 10.5, align: 'right', width: 122, color: '#ffffff' });
    k.text('Los equipos tienen garantía de 12 meses por defectos de fabricación.', L, y - 30, { font: 'S', size: 7.5 });
    k.text('Los reactivos y consumibles no tienen cambio.', L, y - 20, { font: 'S', size: 7.5 });
    // legal foot
    const fy = H - 58;
    k.line(L, fy, R, fy, { color: navy, width: 0.6 });
    k.text(`CAE: ${doc.variant.cae}`, L, fy + 8, { font: 'B', size: 8.5 });
    k.text(`Vencimiento CAE: ${dmy(shift(doc.date, 10))}`, L + 170, fy + 8, { size: 8.5 });
    k.text('Original', R - 60, fy + 8, { size: 8.5, align: 'right', width: 60 });
    return k.bytes();
  },
};
