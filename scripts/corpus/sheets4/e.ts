/**
 * sheets4-e — a wholesale grocer's sales rep pastes the orders he took in the distributor's web portal into his own
 * Excel: every number arrives as text ("12.500,00", "6", "21,00"), dates as text "14-nov-26"; the CUIT column holds
 * number cells shown with dashes by a custom format (DNIs with thousands dots); a hidden column with the list code.
 */
import { amount, excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { dMmmYy } from './util';

export const sheets4E: SheetLayout = {
  id: 'sheets4-e',
  title: "Sales rep's sheet with numbers stored as text (xlsx)",
  imitates: "a wholesale grocer's sales rep's Excel of orders pasted from a web portal (numbers as text, CUITs as formatted numbers)",
  issuer: (rng) => issuerOf(rng, 'Distribuidora Mayorista del Oeste S.A.', 'Mayorista del Oeste'),
  template: (issuer) =>
    makeTemplate('sheets4-e', issuer, {
      name: 'Pedidos del viajante (planilla propia)',
      text: 'Planilla .xlsx del viajante, encabezado en la fila 3; los importes, cantidades y alícuotas están guardados como TEXTO con formato argentino ("12.500,00"); fechas como texto "14-nov-26"; el CUIT es un número con formato 00-00000000-0. Precios SIN IVA.',
      articles: catalogArticles('wholesale', 12, false),
      pii: false,
      rate: 21,
      mapping: { headerRow: 3, columns: { date: 'Fecha', reference: 'Nº Pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Artículo', quantity: 'Bultos', unitPrice: 'Precio s/IVA', ivaRate: 'IVA %' } },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 6],
      kinds: ['company', 'cuit-person', 'company', 'dni'],
      qty: (r) => r.int(1, 24),
      reference: (r) => `PV-${String(r.int(300, 999)).padStart(5, '0')}`,
    });
    const wb = workbook('Usuario', ctx.today);
    const ws = wb.addWorksheet('Pedidos');
    ws.getCell('A1').value = `PEDIDOS ZONA ${rng.pick(['OESTE', 'NORTE', 'SUR'])} — ${ctx.issuer.tradeName.toUpperCase()}`;
    ws.getCell('A1').font = { bold: true, color: { argb: 'FFC00000' } };
    ws.getRow(3).values = ['Fecha', 'Nº Pedido', 'Cliente', 'CUIT', 'Lista', 'Artículo', 'Bultos', 'Precio s/IVA', 'IVA %', 'Subtotal'];
    ws.getRow(3).font = { bold: true };
    ws.columns = [10, 11, 32, 15, 6, 42, 8, 14, 7, 15].map((width) => ({ width }));
    ws.getColumn(5).hidden = true;
    const rows: SaleRow[] = [];
    let r = 4;
    for (const o of orders) {
      const docNum = Number(o.customer.docNumber);
      for (const line of o.lines) {
        const row = ws.getRow(r);
        const net = line.unitPrice!.mul(line.quantity);
        row.values = [dMmmYy(o.date), o.reference, o.customer.name, docNum, rng.pick(['L1', 'L1', 'L2']), line.description, String(line.quantity), amount(line.unitPrice!, 'ar'), amount(line.ivaRate, 'ar'), amount(net, 'ar')];
        row.getCell(4).numFmt = o.customer.docType === 'DNI' ? '#,##0' : '00-00000000-0';
        for (const k of [7, 8, 9, 10]) row.getCell(k).alignment = { horizontal: 'left' };
        rows.push(saleRow(r, o, line));
        r++;
      }
      if (rng.chance(0.5)) r++; // a blank row left between some orders
    }
    ws.getCell(`F${r + 1}`).value = 'Pasado al sistema el ' + dMmmYy(ctx.today);
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (numbers stored as text "12.500,00", dates "14-nov-26", CUIT as formatted number)', rows };
  },
};
