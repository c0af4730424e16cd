/**
 * sheets4-f — a plant nursery keeps its orders in Apple Numbers with the table categorised by customer, and exports
 * it to Excel: sheet "Hoja 1 - Pedidos", the table's name on row 1, header on row 2, a category row above each
 * customer's rows (the customer, a count and a sum, no product), VAT as percent cells, final prices, a footer row.
 */
import Decimal from 'decimal.js';
import { dashedCuit, dottedDni, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, retagApplication, saleRow } from '../sheets2/util';

export const sheets4F: SheetLayout = {
  id: 'sheets4-f',
  title: 'Apple Numbers table with categories, exported to Excel (xlsx)',
  imitates: "a plant nursery's Numbers table of orders categorised by customer, exported to .xlsx",
  issuer: (rng) => issuerOf(rng, 'Vivero Los Aromos de Julieta Pagano', 'Vivero Los Aromos'),
  template: (issuer) =>
    makeTemplate('sheets4-f', issuer, {
      name: 'Pedidos (exportado de Numbers)',
      text: 'Exportado de Numbers a .xlsx: el nombre de la tabla en la fila 1 y el encabezado en la fila 2; la tabla está agrupada por cliente (una fila de categoría con el cliente, la cantidad de filas y la suma, sin producto, arriba de cada grupo). Precios CON IVA; alícuota en "IVA" como porcentaje.',
      articles: catalogArticles('nursery', 11, true),
      pii: true,
      rate: 21,
      mapping: { headerRow: 2, columns: { receiverName: 'Cliente', receiverDocNumber: 'CUIT/DNI', date: 'Fecha', reference: 'Pedido', description: 'Planta / producto', quantity: 'Cantidad', unitPrice: 'Precio final', ivaRate: 'IVA' } },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 6],
      kinds: ['cuit-person', 'dni', 'company', 'dni'],
      qty: (r) => r.pick([1, 1, 2, 3, 5, 10]),
      reference: (r) => `#${r.int(210, 480)}`,
    });
    orders.sort((a, b) => a.customer.name.localeCompare(b.customer.name, 'es'));
    const wb = workbook('Numbers', ctx.today);
    const ws = wb.addWorksheet('Hoja 1 - Pedidos');
    const font = { name: 'Helvetica Neue', size: 10 };
    ws.mergeCells('A1:I1');
    ws.getCell('A1').value = 'Pedidos';
    ws.getCell('A1').font = { ...font, size: 12, bold: true };
    ws.getRow(2).values = ['Cliente', 'CUIT/DNI', 'Fecha', 'Pedido', 'Planta / producto', 'Cantidad', 'Precio final', 'IVA', 'Total'];
    ws.getRow(2).font = { ...font, bold: true };
    ws.getRow(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDBDBDB' } };
    ws.columns = [28, 16, 12, 9, 40, 9, 13, 7, 14].map((width) => ({ width }));
    const rows: SaleRow[] = [];
    let r = 3;
    let grand = new Decimal(0);
    for (const o of orders) {
      const doc = o.customer.docType === 'DNI' ? dottedDni(o.customer.docNumber) : dashedCuit(o.customer.docNumber);
      const sum = o.lines.reduce((a, l) => a.add(l.unitPrice!.mul(l.quantity).toDecimalPlaces(2)), new Decimal(0));
      grand = grand.add(sum);
      const cat = ws.getRow(r);
      cat.getCell(1).value = o.customer.name;
      cat.getCell(2).value = `${o.lines.length} ${o.lines.length === 1 ? 'fila' : 'filas'}`;
      cat.getCell(9).value = sum.toNumber();
      cat.getCell(9).numFmt = '"$" #,##0.00';
      cat.font = { ...font, bold: true };
      cat.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
      r++;
      for (const line of o.lines) {
        const row = ws.getRow(r);
        row.values = [o.customer.name, doc, utcDate(o.date), o.reference, line.description, line.quantity, line.unitPrice!.toNumber(), line.ivaRate / 100, line.unitPrice!.mul(line.quantity).toDecimalPlaces(2).toNumber()];
        row.getCell(3).numFmt = 'd mmm yyyy';
        row.getCell(7).numFmt = '"$" #,##0.00';
        row.getCell(8).numFmt = line.ivaRate % 1 ? '0.0%' : '0%';
        row.getCell(9).numFmt = '"$" #,##0.00';
        row.font = font;
        rows.push(saleRow(r, o, line));
        r++;
      }
    }
    const foot = ws.getRow(r);
    foot.getCell(1).value = 'Total';
    foot.getCell(9).value = grand.toNumber();
    foot.getCell(9).numFmt = '"$" #,##0.00';
    foot.font = { ...font, bold: true };
    const bytes = retagApplication(await excelBytes(wb, ctx.today), 'Numbers', ctx.today);
    return { bytes, ext: 'xlsx', describe: 'xlsx spreadsheet (Apple Numbers export: table name on row 1, category rows per customer, percent VAT)', rows };
  },
};
