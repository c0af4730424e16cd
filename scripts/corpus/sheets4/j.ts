/**
 * sheets4-j — a food franchise's central kitchen collects its franchisees' weekly orders in an Excel template: the
 * table starts at B5 (a logo-like title block above), captions on two lines inside the cell ("Cant.\n(bultos)"), so
 * the template maps columns by letter; no date column (the week is in a title line); a coloured blank row between
 * franchisees; "Total semana" at the foot.
 */
import Decimal from 'decimal.js';
import { dashedCuit, excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';

const BRANCH = ['Sucursal Centro', 'Sucursal Palermo', 'Sucursal Quilmes', 'Sucursal Pilar', 'Sucursal Rosario', 'Sucursal Nordelta', 'Sucursal La Plata'];

export const sheets4J: SheetLayout = {
  id: 'sheets4-j',
  title: "Franchise central kitchen's weekly order template (xlsx, table at B5, columns by letter)",
  imitates: "a food franchise's central kitchen weekly order template filled in by its franchisees",
  issuer: (rng) => issuerOf(rng, 'Cocina Central Grupo Sabores S.A.', 'Grupo Sabores'),
  template: (issuer) =>
    makeTemplate('sheets4-j', issuer, {
      name: 'Pedidos semanales de franquicias',
      text: 'Planilla de la cocina central: la tabla empieza en B5 (encabezado en la fila 5), títulos de columna en dos renglones dentro de la celda, por eso el mapeo va por letra. Sin fecha (la semana está en el título). Precios SIN IVA; alícuota en la columna J.',
      articles: catalogArticles('food', 15, false),
      pii: false,
      rate: 10.5,
      mapping: { headerRow: 5, columns: { reference: 'B', receiverName: 'D', receiverDocNumber: 'E', description: 'F', quantity: 'H', unitPrice: 'I', ivaRate: 'J' } },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [2, 6],
      kinds: ['company', 'company', 'cuit-person'],
      qty: (r) => r.int(1, 15),
      reference: (r) => `FR-${r.int(10, 99)}${r.int(100, 999)}`,
    });
    const wb = workbook('Cocina Central', ctx.today);
    const ws = wb.addWorksheet('Pedido semanal');
    ws.columns = [3, 11, 18, 30, 15, 38, 9, 9, 12, 7, 14].map((width) => ({ width }));
    ws.getCell('B2').value = 'GRUPO SABORES — Cocina central';
    ws.getCell('B2').font = { bold: true, size: 16, color: { argb: 'FFB45F06' } };
    const [y, m, d] = ctx.today.split('-').map(Number);
    const monday = new Date(Date.UTC(y!, m! - 1, d! - 10));
    const iso = (t: Date) => t.toISOString().slice(0, 10);
    ws.getCell('B3').value = `Pedidos semanales de franquicias — semana del ${dmy(iso(monday), '/')} al ${dmy(iso(new Date(monday.getTime() + 6 * 86_400_000)), '/')}`;
    ws.getCell('B3').font = { italic: true };
    const head = ['N° pedido', 'Franquicia\n(sucursal)', 'Razón social', 'CUIT', 'Artículo', 'Unidad', 'Cant.\n(bultos)', 'Precio unit.\nneto', 'Alíc.\nIVA %', 'Importe\nneto'];
    head.forEach((h, k) => {
      const c = ws.getCell(5, k + 2);
      c.value = h;
      c.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
      c.font = { bold: true, color: { argb: 'FFFFFFFF' } };
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFB45F06' } };
    });
    ws.getRow(5).height = 30;
    const rows: SaleRow[] = [];
    const branches = rng.sample(BRANCH, orders.length);
    let r = 6;
    let grand = new Decimal(0);
    orders.forEach((o, k) => {
      for (const line of o.lines) {
        const net = line.unitPrice!.mul(line.quantity).toDecimalPlaces(2);
        grand = grand.add(net);
        const row = ws.getRow(r);
        row.values = [null, o.reference, branches[k]!, o.customer.name, dashedCuit(o.customer.docNumber), line.description, /bolsa/i.test(line.description) ? 'bolsa' : /caja|pack/i.test(line.description) ? 'caja' : rng.pick(['bulto', 'unidad']), line.quantity, line.unitPrice!.toNumber(), line.ivaRate, net.toNumber()];
        for (const c of [9, 11]) row.getCell(c).numFmt = '#,##0.00';
        rows.push(saleRow(r, o, line));
        r++;
      }
      if (k < orders.length - 1) {
        for (let c = 2; c <= 11; c++) ws.getCell(r, c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE5CD' } };
        r++;
      }
    });
    ws.getCell(r + 1, 10).value = 'Total semana';
    ws.getCell(r + 1, 11).value = grand.toNumber();
    ws.getCell(r + 1, 11).numFmt = '#,##0.00';
    ws.views = [{ state: 'frozen', ySplit: 5, xSplit: 0 }];
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (order template: table at B5, two-line captions, mapped by letter, no date)', rows };
  },
};
