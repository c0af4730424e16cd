/**
 * sheets2-e: a bakery's sales sheet kept in LibreOffice Calc and saved as .xlsx: a title merged over row 1, the header
 * on row 2 frozen (pane below row 2), dates as date cells "dd/mm/yy", customers sorted by date with an empty row
 * between days, a free-text "Notas" column (payment, delivery remarks, sometimes a number), no reference and no VAT
 * column (template 21 %), final prices; a "Total" row at the foot.
 */
import Decimal from 'decimal.js';
import { dashedCuit, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, retagApplication, saleRow } from './util';

const NOTES = ['pagó con transferencia', 'cuenta corriente', 'entregar antes de las 7', 'retira en local', 'pagó 50% seña', 'llevar factura con el pedido',
  'encargo para el 24', 'sin sal', 'en efectivo', 'reclamó 2 docenas faltantes la semana pasada', ''];

export const sheets2E: SheetLayout = {
  id: 'sheets2-e',
  title: 'LibreOffice Calc sheet saved as .xlsx (frozen header on row 2, notes column, blank rows between days)',
  imitates: 'a sales sheet kept by hand in LibreOffice Calc',
  issuer: (rng) => issuerOf(rng, 'Panificadora La Espiga Dorada S.R.L.', 'La Espiga Dorada'),
  template: (issuer) =>
    makeTemplate('sheets2-e', issuer, {
      name: 'Planilla de ventas La Espiga Dorada (LibreOffice)',
      text: 'Planilla que llevamos en LibreOffice y guardamos como .xlsx: título en la fila 1, encabezado en la fila 2 (inmovilizado), una fila vacía entre un día y otro, columna "Notas" con comentarios que no son parte de la venta, y una fila "Total" al final. Precios finales CON IVA (21%); no hay columna de alícuota ni de comprobante.',
      articles: catalogArticles('bakery', 30, true, undefined, 0),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 2,
        columns: { date: 'Fecha', receiverName: 'Cliente', receiverDocNumber: 'CUIT/DNI', description: 'Producto', quantity: 'Cant', unitPrice: 'Precio final' },
      },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [1, 6],
      kinds: ['company', 'cuit-person', 'dni', 'company'],
      qty: (r) => r.pick([1, 2, 3, 5, 6, 10, 12, 24]),
      reference: () => '',
      forceRate: 21,
    });
    orders.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    const wb = workbook('', ctx.today);
    const ws = wb.addWorksheet('Hoja1', { views: [{ state: 'frozen', xSplit: 0, ySplit: 2, topLeftCell: 'A3', activeCell: 'A3' }] });
    ws.getCell('A1').value = `VENTAS ${ctx.issuer.tradeName.toUpperCase()} - ${ctx.today.slice(5, 7)}/${ctx.today.slice(0, 4)}`;
    ws.mergeCells('A1:G1');
    ws.getCell('A1').font = { bold: true, size: 12, name: 'Liberation Sans' };
    ws.getCell('A1').alignment = { horizontal: 'center' };
    ws.getRow(2).values = ['Fecha', 'Cliente', 'CUIT/DNI', 'Producto', 'Cant', 'Precio final', 'Notas'];
    ws.getRow(2).font = { bold: true, name: 'Liberation Sans' };
    const rows: SaleRow[] = [];
    let r = 3;
    let total = new Decimal(0);
    let lastDate = '';
    for (const o of orders) {
      if (lastDate && o.date !== lastDate) r++; // an empty row between days
      lastDate = o.date;
      const c = o.customer;
      const doc = c.docType === 'DNI' ? c.docNumber : rng.chance(0.6) ? dashedCuit(c.docNumber) : c.docNumber;
      o.lines.forEach((line, i) => {
        const row = ws.getRow(r);
        row.values = [utcDate(o.date), c.name, doc, line.description, line.quantity, line.unitPrice!.toNumber(), i === 0 || rng.chance(0.2) ? rng.pick(NOTES) : ''];
        row.getCell(1).numFmt = 'dd/mm/yy';
        row.getCell(6).numFmt = '"$ "#,##0.00';
        total = total.add(line.unitPrice!.mul(line.quantity));
        rows.push(saleRow(r, o, line));
        r++;
      });
    }
    const foot = ws.getRow(r + 1);
    foot.getCell(4).value = 'Total';
    foot.getCell(6).value = { formula: `SUMPRODUCT(E3:E${r - 1},F3:F${r - 1})`, result: total.toNumber() };
    foot.getCell(6).numFmt = '"$ "#,##0.00';
    foot.font = { bold: true };
    ws.columns.forEach((col, i) => (col.width = [10, 30, 15, 40, 6, 13, 40][i]));
    return { bytes: retagApplication(await excelBytes(wb, ctx.today), 'LibreOffice/7.6.4.1$Linux_X86_64 LibreOffice_project/e19e193f88cd6c0525a17fb7a176ed8e6a3e2aa1', ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (libreoffice calc: title row, frozen header row 2, notes column, blank rows between days)', rows };
  },
};
