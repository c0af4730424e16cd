/**
 * sheets3-h: a timber yard's deliveries sheet in Excel after **Data > Subtotals** by customer: title merged over the
 * top, **two header rows** — group captions merged across their columns on row 3 (Comprobante / Cliente / Artículo
 * / Importes) and the column names on row 4 —; **hidden columns** (Código, Costo); per customer a "<name> Total" row
 * written in the Razón social column with SUBTOTAL formulas in Cant. and Neto, outline levels, and a "Total general"
 * row at the foot; date cells; CUIT with dashes; net prices, no rate column (21 %).
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { dashedCuit, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';

export const sheets3H: SheetLayout = {
  id: 'sheets3-h',
  title: 'Excel sheet with two merged header rows, hidden columns and Data > Subtotals rows per customer',
  imitates: 'a timber yard\'s Excel deliveries sheet after Data > Subtotals (outline), with hidden columns',
  issuer: (rng) => issuerOf(rng, 'Maderera San Roque S.R.L.', 'Maderera San Roque'),
  template: (issuer) =>
    makeTemplate('sheets3-h', issuer, {
      name: 'Entregas a facturar Maderera San Roque',
      text: 'Planilla de entregas con dos filas de títulos: los grupos en la fila 3 y los nombres de columna en la fila 4 (usar la fila 4). Tiene subtotales automáticos por cliente ("… Total") y un "Total general" que no son ventas; hay columnas ocultas. Precios SIN IVA, 21 %.',
      articles: catalogArticles('timber', 11, false, 21),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 4,
        columns: { date: 'Fecha', reference: 'Remito', receiverName: 'Razón social', receiverDocNumber: 'CUIT', description: 'Descripción', quantity: 'Cant.', unitPrice: 'Precio unit.' },
      },
    }),
  async compose(rng, ctx) {
    let rem = rng.int(1000, 5000);
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5], perCustomer: [2, 6], kinds: ['company', 'company', 'cuit-person'],
      qty: (r) => r.pick([2, 4, 6, 10, 12, 20, 24, 30]),
      reference: () => `R 0002-${String((rem += rng.int(1, 15))).padStart(8, '0')}`,
    });
    const wb = workbook('Administración', ctx.today);
    const ws = wb.addWorksheet('Entregas', { properties: { outlineLevelRow: 2 } as ExcelJS.WorksheetProperties });
    ws.mergeCells('A1:J1');
    ws.getCell('A1').value = 'MADERERA SAN ROQUE — ENTREGAS PENDIENTES DE FACTURAR';
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A1').alignment = { horizontal: 'center' };
    const groups: Array<[string, string]> = [['A3:B3', 'Comprobante'], ['C3:D3', 'Cliente'], ['E3:H3', 'Artículo'], ['I3:J3', 'Importes']];
    for (const [range, label] of groups) {
      ws.mergeCells(range);
      const c = ws.getCell(range.split(':')[0]!);
      c.value = label;
      c.font = { bold: true };
      c.alignment = { horizontal: 'center' };
    }
    ws.getRow(4).values = ['Fecha', 'Remito', 'Razón social', 'CUIT', 'Código', 'Descripción', 'Cant.', 'Precio unit.', 'Neto', 'Costo'];
    ws.getRow(4).font = { bold: true };
    ws.getColumn(5).hidden = true;
    ws.getColumn(10).hidden = true;
    const sales: SaleRow[] = [];
    const subtotalRows: number[] = [];
    let r = 5;
    let gq = 0;
    let gn = new Decimal(0);
    for (const o of orders) {
      const first = r;
      let q = 0;
      let n = new Decimal(0);
      for (const l of o.lines) {
        const net = l.unitPrice!.mul(l.quantity).toDecimalPlaces(2);
        ws.getRow(r).values = [utcDate(o.date), o.reference, o.customer.name, dashedCuit(o.customer.docNumber), `MD${rng.digits(4)}`, l.description, l.quantity, l.unitPrice!.toNumber(),
          { formula: `G${r}*H${r}`, result: net.toNumber() }, new Decimal(l.unitPrice!).mul(rng.int(55, 75)).div(100).toDecimalPlaces(2).toNumber()];
        ws.getRow(r).outlineLevel = 2;
        ws.getCell(`A${r}`).numFmt = 'dd/mm/yyyy';
        sales.push(saleRow(r, o, l));
        q += l.quantity;
        n = n.add(net);
        r++;
      }
      ws.getRow(r).values = [null, null, `${o.customer.name} Total`, null, null, null, { formula: `SUBTOTAL(9,G${first}:G${r - 1})`, result: q }, null, { formula: `SUBTOTAL(9,I${first}:I${r - 1})`, result: n.toNumber() }, null];
      ws.getRow(r).font = { bold: true };
      ws.getRow(r).outlineLevel = 1;
      subtotalRows.push(r);
      gq += q;
      gn = gn.add(n);
      r++;
    }
    ws.getRow(r).values = [null, null, 'Total general', null, null, null, { formula: `SUBTOTAL(9,G5:G${r - 1})`, result: gq }, null, { formula: `SUBTOTAL(9,I5:I${r - 1})`, result: gn.toNumber() }, null];
    ws.getRow(r).font = { bold: true };
    for (let i = 5; i <= r; i++) for (const c of ['H', 'I', 'J']) ws.getCell(`${c}${i}`).numFmt = '#,##0.00';
    ws.columns.forEach((c, i) => (c.width = [11, 17, 32, 15, 9, 40, 7, 12, 14, 12][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (two header rows with merged group captions, header row 4, hidden columns, per-customer Subtotal rows)', rows: sales };
  },
};
