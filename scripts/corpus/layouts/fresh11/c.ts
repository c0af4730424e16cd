import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, pad, quantity, sayCondition, settle } from './common';

/** Column edges of the sheet (A … F) in points, as the sheet's widths came out at "fit to page width". */
const COL = [42, 104, 330, 380, 466, 553];
const ROW = 15.75;

/**
 * A coffee roaster's sales note made in a spreadsheet and printed to PDF (pdfkit): merged cells for the title and the
 * customer block, thin cell borders, the sheet's header and footer, amounts in the accounting format (the currency
 * sign at the left of the cell, negatives in brackets); one line is a cash discount of negative amount. Net prices, VAT 21 %.
 */
export const fresh11CLayout: Layout = {
  id: 'fresh11-c',
  kind: 'invoice',
  title: 'fresh11 layout c',
  page: { size: 'A4' },
  scanStyle: 'punched-dogear',
  issuer: (rng) => makeIssuer(rng, 'Tostadero Los Ceibos S.A.S.', 'Tostadero Los Ceibos'),
  template: (issuer) => ({
    id: 'nv-tostadero-losceibos',
    name: 'Notas de venta Tostadero Los Ceibos',
    instructions: `Notas de venta de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas en planilla de cálculo. Precios netos + IVA 21 %. ` +
      'El descuento por pago contado es un renglón de importe negativo.',
    catalog: 'coffee',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'coffee', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh11-c', templateId: template.id, issuer, reference: `${pad(rng.int(300, 2400), 5)}`, variant: {}, today },
    );
    const pct = rng.pick([3, 5, 8, 10]);
    const gross = doc.lines.reduce((s, l) => s.add(round2(new Decimal(l.quantity).mul(l.unitPrice!))), new Decimal(0));
    doc.lines.push({ code: null, description: `Descuento ${pct}% pago contado`, quantity: 1, unit: 'u', unitPrice: round2(gross.mul(pct).div(100)).neg(), ivaRate: 21 });
    settle(doc);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = { sheet: rng.pick(['Hoja1', 'NV', 'Ventas nov']), file: `NOTA DE VENTA ${doc.reference}.xlsx`, zone: rng.pick(['Centro', 'Norte', 'Zona Sur']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const sans = FONT.sans, bold = FONT.sansBold;
    let row = 0;
    const top = 58;
    const yOf = (n: number) => top + n * ROW;
    const put = (value: string, c0: number, c1: number, n: number, o: { font?: string; size?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? sans).fontSize(o.size ?? 10).fillColor(o.color ?? 'black');
      const x = COL[c0]! + 2, w = COL[c1]! - COL[c0]! - 4;
      pdf.text(value, x, yOf(n) + (ROW - (o.size ?? 10)) / 2 + 0.5, { width: w, align: o.align ?? 'left', lineBreak: false });
    };
    const border = (c0: number, c1: number, n0: number, n1: number, w = 0.5) => pdf.lineWidth(w).strokeColor('black').rect(COL[c0]!, yOf(n0), COL[c1]! - COL[c0]!, yOf(n1) - yOf(n0)).stroke();
    /** The accounting format: "$" at the cell's left, the figure at its right, negatives in brackets. */
    const money = (value: Decimal, c: number, n: number, o: { font?: string } = {}) => {
      put('$', c, c + 1, n, o);
      const neg = value.isNegative();
      put(neg ? `(${amount(value.abs(), 'ar')})` : `${amount(value, 'ar')} `, c, c + 1, n, { ...o, align: 'right' });
    };
    // the sheet's header and footer (page setup)
    pdf.font(sans).fontSize(8).fillColor('#444444').text(String(v.file), 42, 26, { width: 511, align: 'center', lineBreak: false });
    pdf.text('Página 1', 42, 806, { width: 511, align: 'center', lineBreak: false });
    // A1:F1 merged: the title
    pdf.rect(COL[0]!, yOf(0), COL[5]! - COL[0]!, ROW * 2).fillColor('#6b3e26').fill();
    put(is.tradeName.toUpperCase(), 0, 5, 0.5, { font: bold, size: 15, align: 'center', color: '#ffffff' });
    row = 2;
    put(`${is.name} — CUIT ${cuitDashed(is.cuit)} — ${is.condicionText}`, 0, 5, row++, { size: 9, align: 'center' });
    put(`${is.address}, ${is.city} — Tel. ${is.phone}`, 0, 5, row++, { size: 9, align: 'center' });
    row++;
    // the voucher's cells at the right, the customer block (B:C merged) at the left
    put('NOTA DE VENTA', 3, 5, row, { font: bold, size: 12, align: 'center' });
    border(3, 5, row, row + 1, 0.8);
    put('Cliente:', 0, 1, row, { font: bold });
    put(r.name, 1, 3, row);
    row++;
    put('Nº', 3, 4, row, { font: bold });
    put(String(doc.reference), 4, 5, row, { align: 'right' });
    put(r.docType === 'CUIT' ? 'CUIT:' : 'DNI:', 0, 1, row, { font: bold });
    put(r.docNumber ? (r.docType === 'CUIT' ? cuitDashed(r.docNumber) : r.docNumber) : '', 1, 3, row);
    row++;
    put('Fecha', 3, 4, row, { font: bold });
    put(date(doc.date, 'd/m/yy'), 4, 5, row, { align: 'right' });
    put('Cond. IVA:', 0, 1, row, { font: bold });
    put(r.condicionPrinted ? r.condicionText : '', 1, 3, row);
    row++;
    put('Zona', 3, 4, row, { font: bold });
    put(String(v.zone), 4, 5, row, { align: 'right' });
    put('Domicilio:', 0, 1, row, { font: bold });
    put(r.address, 1, 3, row, { size: 9 });
    border(3, 5, row - 3, row + 1);
    border(0, 3, row - 3, row + 1);
    row += 2;
    // the table
    const head = row;
    pdf.rect(COL[0]!, yOf(row), COL[5]! - COL[0]!, ROW).fillColor('#f2e6d9').fill();
    put('Código', 0, 1, row, { font: bold });
    put('Descripción', 1, 2, row, { font: bold });
    put('Cant.', 2, 3, row, { font: bold, align: 'right' });
    put('Precio unit.', 3, 4, row, { font: bold, align: 'right' });
    put('Importe', 4, 5, row, { font: bold, align: 'right' });
    row++;
    doc.lines.forEach((l, i) => {
      put(l.code ?? '', 0, 1, row, { size: 9 });
      put(l.description, 1, 2, row, { size: 9 });
      put(quantity(l.quantity, 'ar'), 2, 3, row, { align: 'right' });
      money(l.unitPrice!, 3, row);
      money(t.lineAmounts[i]!, 4, row);
      row++;
    });
    // the empty rows the template leaves
    const blank = Math.max(2, 14 - doc.lines.length);
    row += blank;
    for (let n = head; n < row; n++) for (let c = 0; c < 5; c++) border(c, c + 1, n, n + 1, 0.35);
    border(0, 5, head, row, 0.9);
    row++;
    put('Subtotal', 3, 4, row, { font: bold });
    money(t.subtotal, 4, row);
    row++;
    put('IVA 21%', 3, 4, row, { font: bold });
    money(t.byRate[0]!.vat, 4, row);
    row++;
    put('TOTAL', 3, 4, row, { font: bold, size: 11 });
    money(t.total, 4, row, { font: bold });
    pdf.lineWidth(0.5).moveTo(COL[4]!, yOf(row + 1) - 1).lineTo(COL[5]!, yOf(row + 1) - 1).stroke().moveTo(COL[4]!, yOf(row + 1) + 1).lineTo(COL[5]!, yOf(row + 1) + 1).stroke();
    row += 3;
    put('Transferir a: CBU en el pie del correo. Documento no válido como factura: la factura electrónica se envía por mail.', 0, 5, row, { size: 8.5, color: '#555555' });
  },
};
