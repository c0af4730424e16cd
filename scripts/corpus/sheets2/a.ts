/**
 * sheets2-a: an accounting program's "Libro IVA Ventas" (subdiario de ventas) exported to Excel, one row per voucher
 * line: Fecha, Tipo, Comprobante, Razón Social, C.U.I.T., Detalle, Cant., Neto Unit., Neto Gravado, Alíc. %, IVA
 * Liquidado, Total; title block, header on row 5, rows sorted by date and voucher number, a "TOTALES" row.
 */
import Decimal from 'decimal.js';
import { dashedCuit, dottedDni, excelBytes, MONTHS, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

const HEADER = ['Fecha', 'Tipo', 'Comprobante', 'Razón Social', 'C.U.I.T.', 'Detalle', 'Cant.', 'Neto Unit.', 'Neto Gravado', 'Alíc. %', 'IVA Liquidado', 'Total'];

export const sheets2A: SheetLayout = {
  id: 'sheets2-a',
  title: 'Libro IVA Ventas (subdiario) exported to Excel, one row per voucher line',
  imitates: 'an accounting program\'s "Libro IVA Ventas" Excel export',
  issuer: (rng) => issuerOf(rng, 'Agroinsumos El Trébol S.R.L.', 'Agroinsumos El Trébol'),
  template: (issuer) =>
    makeTemplate('sheets2-a', issuer, {
      name: 'Subdiario IVA Ventas Agroinsumos El Trébol',
      text: 'Es el Libro IVA Ventas exportado a Excel por el sistema contable: título, razón social y período arriba, encabezado en la fila 5; una fila por renglón de comprobante con Neto Gravado, IVA Liquidado y Total calculados (no usar esas columnas: el precio es "Neto Unit."), y una fila TOTALES al pie que no es venta. Precios SIN IVA; la alícuota está en "Alíc. %".',
      articles: catalogArticles('agro', 30, false),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 5,
        columns: { date: 'Fecha', reference: 'Comprobante', receiverName: 'Razón Social', receiverDocNumber: 'C.U.I.T.', description: 'Detalle', quantity: 'Cant.', unitPrice: 'Neto Unit.', ivaRate: 'Alíc. %' },
      },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6],
      perCustomer: [1, 7],
      kinds: ['company', 'cuit-person', 'company', 'dni'],
      qty: (r) => r.pick([1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 25, 40]),
      reference: () => '',
    });
    orders.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    let number = rng.int(1200, 9800);
    for (const o of orders) o.reference = `0004-${String(number += rng.int(1, 3)).padStart(8, '0')}`;
    const wb = workbook('Sistema Contable', ctx.today);
    const ws = wb.addWorksheet('IVA Ventas');
    const [y, m] = ctx.today.split('-');
    ws.getCell('A1').value = 'LIBRO IVA VENTAS';
    ws.getCell('A1').font = { bold: true, size: 14 };
    ws.getCell('A2').value = `${ctx.issuer.name} - C.U.I.T. ${dashedCuit(ctx.issuer.cuit)} - ${ctx.issuer.condicionText}`;
    ws.getCell('A3').value = `Período: ${MONTHS[Number(m) - 1]!.toUpperCase()} ${y}   Hoja 1`;
    ws.getRow(5).values = HEADER;
    ws.getRow(5).font = { bold: true };
    const rows: SaleRow[] = [];
    let r = 6;
    const sums = { I: new Decimal(0), K: new Decimal(0), L: new Decimal(0) };
    for (const o of orders) {
      const type = o.customer.docType === 'DNI' ? 'FC B' : 'FC A';
      for (const line of o.lines) {
        const net = new Decimal(line.quantity).mul(line.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const iva = net.mul(line.ivaRate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const doc = o.customer.docType === 'DNI' ? dottedDni(o.customer.docNumber) : dashedCuit(o.customer.docNumber);
        const row = ws.getRow(r);
        row.values = [utcDate(o.date), type, o.reference, o.customer.name, doc, line.description, line.quantity, line.unitPrice!.toNumber(),
          { formula: `G${r}*H${r}`, result: net.toNumber() }, line.ivaRate, { formula: `ROUND(I${r}*J${r}/100,2)`, result: iva.toNumber() }, { formula: `I${r}+K${r}`, result: net.add(iva).toNumber() }];
        row.getCell(1).numFmt = 'dd/mm/yyyy';
        for (const c of [8, 9, 11, 12]) row.getCell(c).numFmt = '#,##0.00';
        row.getCell(10).numFmt = '0.00';
        sums.I = sums.I.add(net);
        sums.K = sums.K.add(iva);
        sums.L = sums.L.add(net).add(iva);
        rows.push(saleRow(r, o, line));
        r++;
      }
    }
    const last = r - 1;
    const tot = ws.getRow(r + 1);
    tot.getCell(6).value = 'TOTALES';
    for (const [c, L] of [[9, 'I'], [11, 'K'], [12, 'L']] as const) {
      tot.getCell(c).value = { formula: `SUM(${L}6:${L}${last})`, result: sums[L].toNumber() };
      tot.getCell(c).numFmt = '#,##0.00';
    }
    tot.font = { bold: true };
    ws.columns.forEach((c, i) => (c.width = [11, 6, 15, 34, 15, 44, 7, 12, 14, 8, 14, 14][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (libro IVA ventas: header row 5, net/VAT/total columns, TOTALES row)', rows };
  },
};
