/**
 * sheets4-h — a packaging distributor's ERP report (SQL Server Reporting Services-like) rendered to Excel: a narrow
 * empty column A, every field a cell merged over two or three grid columns, report title and parameters on top,
 * header on row 5, and a page break inside the data (a "Página 1 de 2" row and the header row repeated) before the
 * rest; "Total general" at the foot.
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { colName, dashedCuit, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';

/** The report's fields and the grid columns (1-based, inclusive) each one spans. */
const FIELDS: Array<[string, number, number]> = [
  ['Nro. Pedido', 2, 3], ['Fecha Pedido', 4, 5], ['Cliente', 6, 8], ['CUIT', 9, 10], ['Código', 11, 11], ['Descripción', 12, 14], ['Cantidad', 15, 15], ['Precio Unitario', 16, 17], ['% IVA', 18, 18], ['Importe', 19, 20],
];

export const sheets4H: SheetLayout = {
  id: 'sheets4-h',
  title: 'Report server export to Excel with merged field cells and a repeated header (xlsx)',
  imitates: "a packaging distributor's ERP report (SSRS-like) exported to Excel",
  issuer: (rng) => issuerOf(rng, 'Envases del Litoral S.A.', 'Envases del Litoral'),
  template: (issuer) =>
    makeTemplate('sheets4-h', issuer, {
      name: 'Reporte "Pedidos pendientes de facturación"',
      text: 'Reporte del ERP exportado a Excel: columna A vacía, cada campo en celdas combinadas, encabezado en la fila 5 y repetido después del salto de página ("Página 1 de 2"); "Total general" al pie. Precios SIN IVA; alícuota en "% IVA".',
      articles: catalogArticles('packaging', 10, false),
      pii: false,
      rate: 21,
      mapping: { headerRow: 5, columns: { reference: 'Nro. Pedido', date: 'Fecha Pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Descripción', quantity: 'Cantidad', unitPrice: 'Precio Unitario', ivaRate: '% IVA' } },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [2, 6],
      kinds: ['company', 'company', 'cuit-person'],
      qty: (r, a) => (a.price > 5000 ? r.pick([1, 2, 5, 10, 20]) : r.pick([50, 100, 100, 200, 250, 500, 1000])),
      reference: (r) => `PV-${r.int(40_000, 49_999)}`,
    });
    orders.sort((a, b) => a.reference.localeCompare(b.reference));
    const wb = workbook('ReportServer', ctx.today);
    const ws = wb.addWorksheet('Pedidos pendientes');
    ws.columns = [2, 9, 4, 8, 4, 14, 10, 8, 9, 6, 8, 20, 12, 6, 9, 9, 5, 6, 9, 6].map((width) => ({ width }));
    const merged = (r: number, from: number, to: number, value: ExcelJS.CellValue, style?: Partial<ExcelJS.Style>) => {
      if (to > from) ws.mergeCells(`${colName(from - 1)}${r}:${colName(to - 1)}${r}`);
      const c = ws.getCell(r, from);
      c.value = value;
      if (style) Object.assign(c, style);
    };
    merged(1, 2, 20, 'Pedidos pendientes de facturación', { font: { bold: true, size: 14, name: 'Tahoma' } });
    merged(2, 2, 20, ctx.issuer.name, { font: { size: 9, name: 'Tahoma' } });
    merged(3, 2, 20, `Desde: 01/${ctx.today.slice(5, 7)}/${ctx.today.slice(0, 4)}   Hasta: ${ctx.today.split('-').reverse().join('/')}   Vendedor: (Todos)   Depósito: Central`, { font: { size: 8, name: 'Tahoma' } });
    const header = (r: number) => {
      for (const [name, a, b] of FIELDS) merged(r, a, b, name, { font: { bold: true, size: 8, name: 'Tahoma', color: { argb: 'FFFFFFFF' } }, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } } });
    };
    header(5);
    const total = orders.reduce((a, o) => a + o.lines.length, 0);
    const breakAt = Math.max(3, Math.floor(total * rng.range(0.45, 0.7)));
    const rows: SaleRow[] = [];
    let r = 6;
    let k = 0;
    let grand = new Decimal(0);
    for (const o of orders) {
      for (const line of o.lines) {
        if (k === breakAt) {
          merged(r, 2, 20, 'Página 1 de 2', { font: { size: 8, name: 'Tahoma', italic: true }, alignment: { horizontal: 'right' } });
          merged(r + 2, 2, 20, 'Pedidos pendientes de facturación', { font: { bold: true, size: 10, name: 'Tahoma' } });
          header(r + 3);
          r += 4;
        }
        const net = line.unitPrice!.mul(line.quantity).toDecimalPlaces(2);
        grand = grand.add(net);
        const values: ExcelJS.CellValue[] = [o.reference, utcDate(o.date), o.customer.name, dashedCuit(o.customer.docNumber), `EM-${rng.int(100, 999)}`, line.description, line.quantity, line.unitPrice!.toNumber(), line.ivaRate, net.toNumber()];
        FIELDS.forEach(([, a, b], i) => {
          const fmt = i === 1 ? 'dd/MM/yyyy' : i === 7 || i === 9 ? '#,##0.00;(#,##0.00)' : undefined;
          merged(r, a, b, values[i]!, { font: { size: 8, name: 'Tahoma' }, ...(fmt ? { numFmt: fmt } : {}) });
        });
        rows.push(saleRow(r, o, line));
        r++;
        k++;
      }
    }
    merged(r + 1, 2, 18, 'Total general', { font: { bold: true, size: 8, name: 'Tahoma' } });
    merged(r + 1, 19, 20, grand.toNumber(), { font: { bold: true, size: 8, name: 'Tahoma' }, numFmt: '#,##0.00;(#,##0.00)' });
    merged(r + 3, 2, 20, 'Página 2 de 2', { font: { size: 8, name: 'Tahoma', italic: true }, alignment: { horizontal: 'right' } });
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (report server export: merged field cells, header row 5 repeated after a page break)', rows };
  },
};
