/**
 * sheets2-c: a cloud accounting service's (Xubio/Colppy-like) "Ventas" report downloaded as .xlsx: header on row 1
 * with an autofilter, the customer's name and its identification in two columns ("CUIT 30-…" / "DNI 30123456" /
 * "CUIL 20-…" in one cell), Comprobante "Pedido de Venta" and Número "00003-00000451", "% IVA" as numbers, Importe
 * Neto / Importe IVA / Importe Total, Moneda and Cotización columns, Vendedor and Depósito; net prices.
 */
import Decimal from 'decimal.js';
import { dashedCuit, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

const HEADER = ['Fecha', 'Comprobante', 'Número', 'Cliente', 'Identificación', 'Producto / Servicio', 'Cantidad', 'Precio Unitario', '% IVA', 'Importe Neto', 'Importe IVA', 'Importe Total', 'Moneda', 'Cotización', 'Vendedor', 'Depósito'];

export const sheets2C: SheetLayout = {
  id: 'sheets2-c',
  title: 'cloud accounting "Ventas" report (.xlsx, autofilter, identification "CUIT 30-…" in one cell)',
  imitates: 'a cloud accounting service\'s (Xubio/Colppy-like) Ventas report downloaded as Excel',
  issuer: (rng) => issuerOf(rng, 'Redes y Sistemas del Centro S.R.L.', 'Redes y Sistemas del Centro'),
  template: (issuer) =>
    makeTemplate('sheets2-c', issuer, {
      name: 'Reporte de ventas (sistema contable en la nube) Redes y Sistemas del Centro',
      text: 'Reporte "Ventas" descargado en Excel desde el sistema contable en la nube: encabezado en la fila 1 con filtros; el cliente en "Cliente" y su documento en "Identificación" con el tipo delante ("CUIT 30-12345678-9", "DNI 30123456"). Precios SIN IVA ("Precio Unitario"), alícuota en "% IVA"; Importe Neto, Importe IVA e Importe Total son calculados.',
      articles: catalogArticles('it', 30, false),
      pii: false,
      rate: 21,
      concepto: 3,
      mapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'Número', receiverName: 'Cliente', receiverDocNumber: 'Identificación', description: 'Producto / Servicio', quantity: 'Cantidad', unitPrice: 'Precio Unitario', ivaRate: '% IVA' },
      },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 8],
      kinds: ['company', 'cuil', 'company', 'dni', 'cuit-person'],
      qty: (r) => r.pick([1, 1, 2, 2, 3, 4, 5, 10]),
      reference: () => '',
    });
    let number = rng.int(300, 900);
    for (const o of orders) o.reference = `00003-${String((number += rng.int(1, 4))).padStart(8, '0')}`;
    const wb = workbook('Xubio', ctx.today);
    const ws = wb.addWorksheet('Ventas');
    ws.getRow(1).values = HEADER;
    ws.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
    ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2F5496' } };
    const sellers = ['Administrador', 'Lucas M.', 'Carla R.'];
    const rows: SaleRow[] = [];
    let r = 2;
    for (const o of orders) {
      const c = o.customer;
      const ident = c.docType === 'DNI' ? `DNI ${c.docNumber}` : `${c.docType} ${dashedCuit(c.docNumber)}`;
      const seller = rng.pick(sellers);
      for (const line of o.lines) {
        const net = new Decimal(line.quantity).mul(line.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const iva = net.mul(line.ivaRate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const row = ws.getRow(r);
        row.values = [utcDate(o.date), 'Pedido de Venta', o.reference, c.name, ident, line.description, line.quantity, line.unitPrice!.toNumber(), line.ivaRate,
          net.toNumber(), iva.toNumber(), net.add(iva).toNumber(), 'Pesos Argentinos', 1, seller, 'Depósito Central'];
        row.getCell(1).numFmt = 'dd/mm/yyyy';
        for (const k of [8, 10, 11, 12]) row.getCell(k).numFmt = '#,##0.00';
        row.getCell(9).numFmt = '0.0';
        rows.push(saleRow(r, o, line));
        r++;
      }
    }
    ws.autoFilter = { from: 'A1', to: `P${r - 1}` };
    ws.columns.forEach((col, i) => (col.width = [11, 16, 16, 34, 22, 44, 9, 14, 7, 14, 14, 14, 17, 10, 14, 16][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (cloud accounting ventas report: autofilter, "CUIT 30-…" identification)', rows };
  },
};
