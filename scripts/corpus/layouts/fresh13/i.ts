import Decimal from 'decimal.js';
import { composeDocument, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, arcaQrUrl, caeOf, cuitDashed, date, FlipPdf, plusDays, qrModules, sayCondition, settle, upperShortDate } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 30, R = SIZE[0] - 30;
const ROWS_PAGE_1 = 20, ROW_H = 23;

/**
 * A building-supplies wholesaler's factura A of TWO SHEETS from a .NET ERP (fresh9's FlipPdf: a y-down page, text
 * flipped back by its own matrix, right-aligned figures pushed into place by a TJ number). Header, customer box and
 * the gridded caption row repeated on each sheet ("Hoja 1 de 2"); sheet 1 ends with "Subtotal a transportar" and
 * "Van", sheet 2 starts with "Transporte" / "Vienen" and ends with the totals, the amount in words, QR and CAE.
 * Amounts "1,234,567.89", dates "24/NOV/2026". Net prices at 21 %.
 */
export const fresh13ILayout: Layout = {
  id: 'fresh13-i',
  kind: 'invoice',
  title: 'fresh13 layout i',
  page: { size: 'A4' },
  scanStyle: 'crumpled-photo',
  issuer: (rng) => makeIssuer(rng, 'Mayorista de Obras Campo Verde S.A.', 'Campo Verde Mayorista'),
  template: (issuer) => ({
    id: 'x-facturas-a-campoverde',
    name: 'Facturas A Campo Verde Mayorista',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a empresas constructoras. El cliente figura en "Razón social". ` +
      'Precios unitarios sin IVA (21 %). Las facturas largas ocupan dos hojas. La referencia es el número de comprobante.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(6, 9), nro = rng.int(10000, 80000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [24, 30], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh13-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), cliente: pad(rng.int(1, 9999), 5), remito: `${pad(pv, 4)}-${pad(rng.int(1000, 99999), 8)}`,
      pago: rng.pick(['Cta. Cte. 30 días F.F.', 'Cheque a 30 días', 'Transferencia 15 días']), obra: rng.pick(['Edificio Belgrano 2450', 'Barrio Los Álamos lote 14', 'Nave industrial Ruta 9 km 12', '']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = new FlipPdf(SIZE, { producer: 'PdfSharpCore 1.3', creator: 'ObraSys ERP .NET', title: `Factura A ${doc.reference}` });
    const a = (x: Decimal.Value) => amount(x, 'en');
    const cols = [
      { head: 'Código', x: L, w: 50, align: 'left' as const },
      { head: 'Descripción', x: L + 50, w: 238, align: 'left' as const },
      { head: 'Cant.', x: L + 288, w: 44, align: 'right' as const },
      { head: 'U.M.', x: L + 332, w: 34, align: 'center' as const },
      { head: 'Precio s/IVA', x: L + 366, w: 66, align: 'right' as const },
      { head: 'Dto. %', x: L + 432, w: 34, align: 'right' as const },
      { head: 'Importe', x: L + 466, w: R - L - 466, align: 'right' as const },
    ];
    const pages = [doc.lines.slice(0, ROWS_PAGE_1), doc.lines.slice(ROWS_PAGE_1)];
    const header = (sheet: number): number => {
      k.flipText(is.tradeName.toUpperCase(), L, 28, { font: 'HB', size: 13 });
      k.flipText(is.name, L, 46, { size: 8 });
      k.flipText(is.address, L, 57, { size: 7.5 });
      k.flipText(is.city, L, 67, { size: 7.5 });
      k.flipText(`Tel. ${is.phone} - ${is.email}`, L, 77, { size: 7.5 });
      k.flipText('IVA RESPONSABLE INSCRIPTO', L, 91, { font: 'HB', size: 7.5 });
      k.flipRect(SIZE[0] / 2 - 20, 26, 40, 38, { stroke: '#000000', lineWidth: 1 });
      k.flipText('A', SIZE[0] / 2 - 20, 29, { font: 'HB', size: 24, width: 40, align: 'center' });
      k.flipText('CODIGO 01', SIZE[0] / 2 - 20, 66, { size: 5.5, width: 40, align: 'center' });
      const rx = 360;
      k.flipText('FACTURA', rx, 26, { font: 'HB', size: 14 });
      const rows: Array<[string, string]> = [
        ['N°:', doc.reference], ['Fecha:', upperShortDate(doc.date)], ['C.U.I.T.:', cuitDashed(is.cuit)], ['Ing. Brutos:', is.iibb], ['Inicio Act.:', is.activitySince],
      ];
      rows.forEach(([label, value], i) => {
        k.flipText(label, rx, 46 + i * 10, { font: 'HB', size: 7.5 });
        k.flipText(value, rx + 56, 46 + i * 10, { size: 7.5 });
      });
      k.flipText(`Hoja ${sheet} de 2`, R - 80, 26, { size: 7.5, width: 80, align: 'right' });
      k.flipLine(L, 104, R, 104, { width: 1 });
      // the customer, repeated
      k.flipRect(L, 110, R - L, 58, { stroke: '#000000', lineWidth: 0.6 });
      const cap = (s: string, x: number, y: number) => k.flipText(s, x, y, { font: 'HB', size: 7.5 });
      cap('Razón social:', L + 5, 116); k.flipText(r.name, L + 66, 116, { font: 'HB', size: 8.5 });
      cap('Cliente N°:', R - 110, 116); k.flipText(String(v.cliente), R - 60, 116, { size: 8 });
      cap('Domicilio:', L + 5, 129); k.flipText(r.address, L + 66, 129, { size: 8 });
      cap('C.U.I.T.:', L + 5, 142); k.flipText(cuitDashed(r.docNumber!), L + 66, 142, { size: 8 });
      if (r.condicionPrinted) { cap('I.V.A.:', L + 190, 142); k.flipText(r.condicionText, L + 222, 142, { size: 8 }); }
      cap('Remito N°:', R - 160, 142); k.flipText(String(v.remito), R - 108, 142, { size: 8 });
      cap('Cond. pago:', L + 5, 155); k.flipText(String(v.pago), L + 66, 155, { size: 8 });
      if (v.obra) { cap('Obra:', L + 190, 155); k.flipText(String(v.obra), L + 222, 155, { size: 8 }); }
      // the caption row
      const y = 176;
      k.flipRect(L, y, R - L, 16, { fill: '#e6e6e6', stroke: '#000000', lineWidth: 0.6 });
      for (const c of cols) {
        k.flipText(c.head, c.x + 3, y + 4.5, { font: 'HB', size: 7.5, width: c.w - 6, align: c.align });
        if (c.x > L) k.flipLine(c.x, y, c.x, y + 16, { width: 0.6 });
      }
      return y + 16;
    };
    const row = (l: DocLine, i: number, y: number) => {
      const desc = k.w(l.description, 'H', 8) > cols[1]!.w - 6 ? Math.floor(((cols[1]!.w - 6) / k.w(l.description, 'H', 8)) * 100) : undefined;
      k.flipText(l.code ?? '', cols[0]!.x + 3, y + 7, { size: 8 });
      k.flipText(l.description, cols[1]!.x + 3, y + 7, { size: 8, squeeze: desc });
      k.flipText(amount(l.quantity, 'en', 2), cols[2]!.x + 3, y + 7, { size: 8, width: cols[2]!.w - 6, align: 'right' });
      k.flipText(l.unit.toUpperCase().slice(0, 4), cols[3]!.x + 3, y + 7, { size: 7.5, width: cols[3]!.w - 6, align: 'center' });
      k.flipText(a(l.unitPrice!), cols[4]!.x + 3, y + 7, { size: 8, width: cols[4]!.w - 6, align: 'right' });
      k.flipText('0.00', cols[5]!.x + 3, y + 7, { size: 8, width: cols[5]!.w - 6, align: 'right' });
      k.flipText(a(t.lineAmounts[i]!), cols[6]!.x + 3, y + 7, { size: 8, width: cols[6]!.w - 6, align: 'right' });
      k.flipLine(L, y + ROW_H, R, y + ROW_H, { width: 0.3, color: '#9a9a9a' });
    };
    const grid = (top: number, bottom: number) => {
      k.flipRect(L, top, R - L, bottom - top, { stroke: '#000000', lineWidth: 0.6 });
      for (const c of cols.slice(1)) k.flipLine(c.x, top, c.x, bottom, { width: 0.4 });
    };
    const footer = (sheet: number) => k.flipText(`${doc.reference} - Hoja ${sheet} de 2`, L, SIZE[1] - 24, { size: 6.5, width: R - L, align: 'center', color: '#555555' });
    // sheet 1
    let y = header(1);
    const top1 = y;
    pages[0]!.forEach((l, i) => {
      row(l, i, y);
      y += ROW_H;
    });
    grid(top1, y);
    const carried = t.lineAmounts.slice(0, ROWS_PAGE_1).reduce((s, x) => s.add(x), new Decimal(0));
    k.flipRect(R - 250, y + 8, 250, 20, { fill: '#f0f0f0', stroke: '#000000', lineWidth: 0.6 });
    k.flipText('Subtotal a transportar (Van):', R - 244, y + 14, { font: 'HB', size: 8.5 });
    k.flipText(a(carried), R - 110, y + 14, { font: 'HB', size: 8.5, width: 104, align: 'right' });
    k.flipText('Continúa en la hoja 2', L, y + 14, { font: 'HI', size: 7.5 });
    footer(1);
    // sheet 2
    k.addPage();
    y = header(2);
    const top2 = y;
    k.flipText('Transporte de la hoja 1 (Vienen):', cols[1]!.x + 3, y + 7, { font: 'HB', size: 8 });
    k.flipText(a(carried), cols[6]!.x + 3, y + 7, { font: 'HB', size: 8, width: cols[6]!.w - 6, align: 'right' });
    k.flipLine(L, y + ROW_H, R, y + ROW_H, { width: 0.3, color: '#9a9a9a' });
    y += ROW_H;
    pages[1]!.forEach((l, j) => {
      row(l, ROWS_PAGE_1 + j, y);
      y += ROW_H;
    });
    grid(top2, y);
    // totals
    y += 14;
    const tx = R - 230;
    const totals: Array<[string, string]> = [['Subtotal', a(t.subtotal)], ['Bonificación', '0.00'], ['Neto gravado', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${amount(b.rate, 'en')} %`, a(b.vat)])];
    totals.forEach(([label, value], i) => {
      k.flipText(label, tx, y + i * 13, { size: 8.5 });
      k.flipText(value, tx + 110, y + i * 13, { size: 8.5, width: 120, align: 'right' });
    });
    y += totals.length * 13 + 4;
    k.flipRect(tx - 6, y, 236, 22, { stroke: '#000000', lineWidth: 1 });
    k.flipText('TOTAL $', tx, y + 6, { font: 'HB', size: 11 });
    k.flipText(a(t.total), tx + 80, y + 6, { font: 'HB', size: 11, width: 150, align: 'right' });
    k.flipLines([`Son pesos: ${amountInWords(t.total, '').trim()}.`], L, y + 34, 11, { font: 'HI', size: 8 });
    // QR and CAE
    const qy = Math.max(y + 60, 680);
    const m = qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber!, cae: String(v.cae) }));
    const cell = 72 / m.n;
    for (let rr = 0; rr < m.n; rr++) for (let cc = 0; cc < m.n; cc++) if (m.on(rr, cc)) k.flipRect(L + cc * cell, qy + rr * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
    k.flipText(`CAE N°: ${v.cae}`, L + 84, qy + 10, { font: 'HB', size: 8.5 });
    k.flipText(`Vencimiento CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 84, qy + 22, { size: 8 });
    k.flipText('Comprobante autorizado', L + 84, qy + 34, { font: 'HI', size: 8 });
    footer(2);
    return k.bytes();
  },
};
