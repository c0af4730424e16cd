/**
 * sheets3-b: a minimarket's counter sales kept as an Excel **Table** (Insert > Table) with a
 * totals row; title and week line above, the table's header on row 4; customers mostly consumidor final by DNI
 * written "30.123.456", a few CUITs with dashes; the VAT rate in **percent cells** (0.21 / 0.105 as "21,0 %");
 * final prices in "$" format; an Importe formula column; the table's "Total" row at the foot.
 */
import ExcelJS from 'exceljs';
import { dashedCuit, dottedDni, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';

export const sheets3B: SheetLayout = {
  id: 'sheets3-b',
  title: 'Counter sales as an Excel Table with a totals row (percent-cell VAT, dotted DNIs)',
  imitates: 'a small shop\'s sales kept in an Excel Table (ListObject) with its totals row',
  issuer: (rng) => issuerOf(rng, 'Natural Sur S.A.S.', 'Autoservicio Natural Sur'),
  template: (issuer) =>
    makeTemplate('sheets3-b', issuer, {
      name: 'Ventas mostrador Autoservicio Natural Sur',
      text: 'Planilla de Excel con una tabla (encabezado en la fila 4) y una fila "Total" al pie. Clientes con DNI (consumidor final) o CUIT. La alícuota está en la columna "Alícuota" como porcentaje. Precios finales CON IVA.',
      articles: catalogArticles('grocery', 16, true).map((a, i) => (i % 3 === 1 ? { ...a, ivaRate: 10.5 } : a)),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 4,
        columns: { date: 'Fecha', reference: 'Ticket', receiverName: 'Cliente', receiverDocNumber: 'DNI/CUIT', description: 'Producto', quantity: 'Cant.', unitPrice: 'Precio final', ivaRate: 'Alícuota' },
      },
    }),
  async compose(rng, ctx) {
    let ticket = rng.int(4000, 9000);
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6], perCustomer: [2, 5], kinds: ['dni', 'dni', 'dni', 'cuit-person', 'company'],
      qty: (r) => r.int(1, 6),
      reference: () => `T-${String((ticket += rng.int(3, 40))).padStart(6, '0')}`,
    });
    orders.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const wb = workbook('Natural Sur', ctx.today);
    const ws = wb.addWorksheet('Ventas');
    ws.getCell('A1').value = 'AUTOSERVICIO NATURAL SUR — Ventas de mostrador';
    ws.getCell('A1').font = { bold: true, size: 14 };
    ws.getCell('A2').value = `Semana del ${orders[0]!.date.split('-').reverse().join('/')} al ${orders[orders.length - 1]!.date.split('-').reverse().join('/')}`;
    const data: ExcelJS.CellValue[][] = [];
    const sales: SaleRow[] = [];
    for (const o of orders) {
      const doc = o.customer.docType === 'DNI' ? dottedDni(o.customer.docNumber) : dashedCuit(o.customer.docNumber);
      for (const l of o.lines) {
        const r = 5 + data.length;
        data.push([utcDate(o.date), o.reference, o.customer.name, doc, l.description, l.quantity, l.unitPrice!.toNumber(), l.ivaRate / 100, { formula: `F${r}*G${r}`, result: l.unitPrice!.mul(l.quantity).toNumber() } as ExcelJS.CellFormulaValue]);
        sales.push(saleRow(r, o, l));
      }
    }
    ws.addTable({
      name: 'TablaVentas',
      ref: 'A4',
      headerRow: true,
      totalsRow: true,
      style: { theme: 'TableStyleMedium2', showRowStripes: true },
      columns: [
        { name: 'Fecha', totalsRowLabel: 'Total' }, { name: 'Ticket' }, { name: 'Cliente' }, { name: 'DNI/CUIT' }, { name: 'Producto' },
        { name: 'Cant.', totalsRowFunction: 'sum' }, { name: 'Precio final' }, { name: 'Alícuota' }, { name: 'Importe', totalsRowFunction: 'sum' },
      ],
      rows: data,
    });
    const last = 4 + data.length;
    for (let r = 5; r <= last; r++) {
      ws.getCell(`A${r}`).numFmt = 'dd/mm/yyyy';
      ws.getCell(`G${r}`).numFmt = '"$"\\ #,##0.00';
      ws.getCell(`H${r}`).numFmt = '0.0%';
      ws.getCell(`I${r}`).numFmt = '"$"\\ #,##0.00';
    }
    ws.columns.forEach((c, i) => (c.width = [11, 10, 26, 14, 44, 7, 13, 9, 14][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (Excel Table with totals row, header row 4, percent-cell VAT, dotted DNIs)', rows: sales };
  },
};
