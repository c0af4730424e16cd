/**
 * sheets3-e: a point-of-sale program's daily close ("Cierre de caja — detalle de ventas") exported to .xlsx; bike
 * shop. A header block (shop, caja, cajero, apertura/cierre), the header on row 7; one ticket per customer, **one day
 * per file**, "Fecha/Hora" as text "26/11/2026 10:32"; documents digits only; after each ticket a "Subtotal" row
 * (label in the Código column, amount only); at the foot a blank row, the payments summary (Efectivo, Débito,
 * Mercado Pago…) and "TOTAL DEL DÍA"; final prices, no rate column (21 %).
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { clock } from './util';

const HEADER = ['Ticket', 'Fecha/Hora', 'Cliente', 'Doc. cliente', 'Código', 'Artículo', 'Cant.', 'P. Unit.', 'Dto. %', 'Importe', 'Medio de pago'];
const PAYMENTS = ['Efectivo', 'Tarjeta de débito', 'Tarjeta de crédito', 'Mercado Pago QR'];

export const sheets3E: SheetLayout = {
  id: 'sheets3-e',
  title: 'Point-of-sale daily close with ticket subtotals and a payments summary',
  imitates: 'a shop POS program\'s "Cierre de caja" detail exported to Excel',
  issuer: (rng) => issuerOf(rng, 'Rodados del Oeste S.R.L.', 'Bicicletería del Oeste'),
  template: (issuer) =>
    makeTemplate('sheets3-e', issuer, {
      name: 'Cierre de caja Bicicletería del Oeste',
      text: 'Detalle del cierre de caja diario del sistema de punto de venta (encabezado de columnas en la fila 7). Cada ticket con el cliente identificado es una venta; las filas "Subtotal", el resumen por medio de pago y el "TOTAL DEL DÍA" no son ventas. Precios finales CON IVA 21 %.',
      articles: catalogArticles('bikes', 12, true, 21),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 7,
        columns: { reference: 'Ticket', date: 'Fecha/Hora', receiverName: 'Cliente', receiverDocNumber: 'Doc. cliente', description: 'Artículo', quantity: 'Cant.', unitPrice: 'P. Unit.' },
      },
    }),
  async compose(rng, ctx) {
    let tk = rng.int(10000, 40000);
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6], perCustomer: [1, 4], kinds: ['dni', 'cuit-person', 'dni', 'company'],
      qty: (r) => (r.chance(0.75) ? 1 : r.int(2, 4)),
      reference: () => `B 0003-${String((tk += rng.int(1, 12))).padStart(8, '0')}`,
    });
    const day = orders[0]!.date;
    for (const o of orders) o.date = day;
    const wb = workbook('PuntoVenta', ctx.today);
    const ws = wb.addWorksheet('Cierre');
    ws.getCell('A1').value = 'BICICLETERÍA DEL OESTE — CIERRE DE CAJA';
    ws.getCell('A1').font = { bold: true };
    ws.getCell('A2').value = `Caja: 01   Cajero: ${rng.pick(['GUSTAVO', 'MARIELA', 'FACUNDO'])}   Turno: ${rng.pick(['Mañana', 'Completo'])}`;
    ws.getCell('A3').value = `Apertura: ${dmy(day, '/')} 09:00   Cierre: ${dmy(day, '/')} 20:00`;
    ws.getCell('A4').value = `Cierre Nº ${rng.int(900, 1900)}`;
    ws.getCell('A5').value = `Emitido: ${dmy(day, '/')} 20:0${rng.int(1, 9)}`;
    ws.getRow(7).values = HEADER;
    ws.getRow(7).font = { bold: true };
    const sales: SaleRow[] = [];
    const paid = new Map<string, Decimal>();
    let r = 8;
    let grand = new Decimal(0);
    const times = orders.map(() => clock(rng, 9, 19)).sort();
    orders.forEach((o, k) => {
      const pay = rng.pick(PAYMENTS);
      let sub = new Decimal(0);
      for (const l of o.lines) {
        const imp = l.unitPrice!.mul(l.quantity);
        sub = sub.add(imp);
        ws.getRow(r).values = [o.reference, `${dmy(day, '/')} ${times[k]}`, o.customer.name, o.customer.docNumber, rng.digits(6), l.description, l.quantity, l.unitPrice!.toNumber(), 0, imp.toNumber(), pay];
        sales.push(saleRow(r, o, l));
        r++;
      }
      ws.getRow(r).values = [null, null, null, null, 'Subtotal', null, null, null, null, sub.toNumber(), null];
      ws.getRow(r).font = { italic: true };
      r++;
      grand = grand.add(sub);
      paid.set(pay, (paid.get(pay) ?? new Decimal(0)).add(sub));
    });
    r++;
    ws.getCell(`A${r++}`).value = 'RESUMEN POR MEDIO DE PAGO';
    for (const p of PAYMENTS.filter((p) => paid.has(p))) {
      ws.getRow(r).values = [p, null, null, null, null, null, null, null, null, paid.get(p)!.toNumber()];
      r++;
    }
    ws.getRow(r).values = ['TOTAL DEL DÍA', null, null, null, null, null, null, null, null, grand.toNumber()];
    ws.getRow(r).font = { bold: true };
    for (let i = 8; i <= r; i++) for (const c of ['H', 'J']) ws.getCell(`${c}${i}`).numFmt = '#,##0.00';
    ws.columns.forEach((c, i) => (c.width = [20, 17, 26, 13, 9, 44, 6, 12, 7, 13, 18][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (POS daily close: header row 7, one day, ticket subtotals, payments summary)', rows: sales };
  },
};
