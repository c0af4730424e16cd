/**
 * sheets3-c: an ERP's (Odoo-like) "Exportar" of sales orders with their order lines, as its exporter writes .xlsx:
 * header on row 1 with field paths ("Líneas del pedido/Producto"); **the order's own fields only on the first row of
 * each order**, the rows of its further lines leave them blank; "Fecha de la orden" as date-time cells; the tax as
 * its name "IVA 21%" / "IVA 10.5%"; identification type CUIT/DNI in its own column; net prices; lab supplies.
 */
import ExcelJS from 'exceljs';
import { excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';

const HEADER = ['Referencia del pedido', 'Fecha de la orden', 'Cliente', 'Cliente/Número de identificación', 'Cliente/Tipo de identificación', 'Comercial', 'Estado',
  'Líneas del pedido/Producto', 'Líneas del pedido/Cantidad', 'Líneas del pedido/Unidad de medida', 'Líneas del pedido/Precio unitario', 'Líneas del pedido/Impuestos', 'Líneas del pedido/Subtotal', 'Total'];

export const sheets3C: SheetLayout = {
  id: 'sheets3-c',
  title: 'ERP sales-order export with lines (order fields on the first line only, tax names)',
  imitates: 'an Odoo-like ERP\'s export of sales orders and their one2many lines to .xlsx',
  issuer: (rng) => issuerOf(rng, 'Insumos Analíticos del Litoral S.A.', 'Analítica Litoral'),
  template: (issuer) =>
    makeTemplate('sheets3-c', issuer, {
      name: 'Pedidos de venta exportados del ERP',
      text: 'Exportación de pedidos de venta con sus líneas: los datos del pedido (referencia, fecha, cliente, identificación) están sólo en la primera fila de cada pedido; las filas de abajo sin cliente son más líneas del mismo pedido. Impuesto como "IVA 21%" / "IVA 10.5%". Precios SIN IVA.',
      articles: catalogArticles('labsupply', 12, false),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: {
          reference: 'Referencia del pedido', date: 'Fecha de la orden', receiverName: 'Cliente', receiverDocNumber: 'Cliente/Número de identificación', receiverDocType: 'Cliente/Tipo de identificación',
          description: 'Líneas del pedido/Producto', quantity: 'Líneas del pedido/Cantidad', unitPrice: 'Líneas del pedido/Precio unitario', ivaRate: 'Líneas del pedido/Impuestos',
        },
      },
    }),
  async compose(rng, ctx) {
    let so = 80 + ctx.index * 37 + rng.int(0, 20);
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5], perCustomer: [2, 6], kinds: ['company', 'company', 'cuit-person', 'dni'],
      qty: (r) => r.pick([1, 2, 2, 3, 4, 5, 10, 12]),
      reference: () => `S${String((so += rng.int(1, 6))).padStart(5, '0')}`,
    });
    const wb = workbook('OdooBot', ctx.today);
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(HEADER).font = { bold: true };
    const sales: SaleRow[] = [];
    const seller = rng.pick(['Mitchell Admin', 'Lucía Ferraro', 'Pablo Arce']);
    for (const o of orders) {
      const [y, m, d] = o.date.split('-').map(Number);
      const when = new Date(Date.UTC(y!, m! - 1, d!, rng.int(9, 18), rng.int(0, 59), rng.int(0, 59)));
      const total = o.lines.reduce((s, l) => s + Math.round(l.unitPrice!.toNumber() * l.quantity * (1 + l.ivaRate / 100) * 100) / 100, 0);
      o.lines.forEach((l, k) => {
        const net = l.unitPrice!.mul(l.quantity).toNumber();
        const lineCells: ExcelJS.CellValue[] = [l.description, l.quantity, 'Unidades', l.unitPrice!.toNumber(), `IVA ${l.ivaRate}%`, net];
        const row = k === 0
          ? ws.addRow([o.reference, when, o.customer.name, o.customer.docNumber, o.customer.docType === 'DNI' ? 'DNI' : 'CUIT', seller, 'Orden de venta', ...lineCells, Math.round(total * 100) / 100])
          : ws.addRow([null, null, null, null, null, null, null, ...lineCells, null]);
        row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
        sales.push(saleRow(row.number, o, l));
      });
    }
    ws.columns.forEach((c, i) => (c.width = i === 7 ? 48 : 18));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (ERP export, order fields on first line only, date-time cells, tax names)', rows: sales };
  },
};
