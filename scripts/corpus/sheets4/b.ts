/**
 * sheets4-b — an accounting firm's monthly "Ventas a facturar" sheet that it keeps for a client (one row per item to
 * invoice) with one net and one VAT column per rate, and two columns both headed "Importe" (unit and line): the
 * template maps columns by letter.
 */
import Decimal from 'decimal.js';
import { excelSerial, workbook, excelBytes, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { typedDoc } from './util';

export const sheets4B: SheetLayout = {
  id: 'sheets4-b',
  title: "Accountant's monthly sales-to-invoice sheet (xlsx, columns by letter)",
  imitates: "an accounting firm's monthly \"Ventas a facturar\" workbook kept for a computer shop, one net and VAT column per rate",
  issuer: (rng) => issuerOf(rng, 'Nodo Informática S.A.', 'Nodo Informática'),
  template: (issuer) =>
    makeTemplate('sheets4-b', issuer, {
      name: 'Ventas a facturar (planilla del estudio contable)',
      text: 'Planilla .xlsx que arma el estudio contable; encabezado en la fila 4; dos columnas se titulan "Importe" (G = unitario neto, M = total del renglón), por eso el mapeo va por letra de columna. Precios SIN IVA; alícuota en la columna H.',
      articles: catalogArticles('it', 12, false),
      pii: false,
      rate: 21,
      mapping: { headerRow: 4, columns: { date: 'A', reference: 'B', receiverName: 'C', receiverDocNumber: 'D', description: 'E', quantity: 'F', unitPrice: 'G', ivaRate: 'H' } },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [1, 5],
      kinds: ['company', 'cuit-person', 'dni', 'company'],
      qty: (r, a) => (a.price > 400_000 ? r.int(1, 2) : r.int(1, 6)),
      reference: (r) => `PED ${r.int(1200, 1899)}`,
    });
    orders.sort((a, b) => a.date.localeCompare(b.date));
    const wb = workbook('Estudio Contable Gómez & Asoc.', ctx.today);
    const ws = wb.addWorksheet(`Nov-${ctx.today.slice(2, 4)}`);
    ws.getCell('A1').value = 'ESTUDIO CONTABLE GÓMEZ & ASOC.';
    ws.getCell('A1').font = { bold: true, size: 12 };
    ws.getCell('A2').value = `Cliente: ${ctx.issuer.name} — Ventas a facturar ${ctx.today.slice(5, 7)}/${ctx.today.slice(0, 4)}`;
    const head = ['Fecha', 'Pedido', 'Razón social', 'CUIT / DNI', 'Concepto', 'Cant.', 'Importe', 'Alíc.', 'Neto 21%', 'Neto 10,5%', 'IVA 21%', 'IVA 10,5%', 'Importe', 'Obs.'];
    ws.getRow(4).values = head;
    ws.getRow(4).font = { bold: true };
    ws.getRow(4).eachCell((c) => {
      c.border = { bottom: { style: 'thin' } };
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
    });
    ws.columns = [10, 10, 32, 15, 44, 6, 13, 6, 13, 13, 12, 12, 14, 18].map((width) => ({ width }));
    const rows: SaleRow[] = [];
    let r = 5;
    const sums = [0, 0, 0, 0, 0].map(() => new Decimal(0));
    for (const o of orders) {
      const doc = typedDoc(rng, o.customer);
      for (const line of o.lines) {
        const net = line.unitPrice!.mul(line.quantity).toDecimalPlaces(2);
        const vat = net.mul(line.ivaRate).div(100).toDecimalPlaces(2);
        const is21 = line.ivaRate === 21;
        const row = ws.getRow(r);
        row.values = [excelSerial(o.date), o.reference, o.customer.name, doc, line.description, line.quantity, line.unitPrice!.toNumber(), line.ivaRate,
          is21 ? net.toNumber() : null, is21 ? null : net.toNumber(), is21 ? vat.toNumber() : null, is21 ? null : vat.toNumber(), net.add(vat).toNumber(), rng.chance(0.2) ? rng.pick(['entregado', 'pasar a cta. cte.', 'ver OC']) : null];
        row.getCell(1).numFmt = 'dd/mm/yyyy';
        for (const k of [7, 9, 10, 11, 12, 13]) row.getCell(k).numFmt = '#,##0.00';
        sums[0] = sums[0]!.add(is21 ? net : 0);
        sums[1] = sums[1]!.add(is21 ? 0 : net);
        sums[2] = sums[2]!.add(is21 ? vat : 0);
        sums[3] = sums[3]!.add(is21 ? 0 : vat);
        sums[4] = sums[4]!.add(net.add(vat));
        rows.push(saleRow(r, o, line));
        r++;
      }
    }
    const tot = ws.getRow(r + 1);
    tot.getCell(3).value = 'TOTALES';
    sums.forEach((s, k) => {
      const cell = tot.getCell([9, 10, 11, 12, 13][k]!);
      cell.value = s.toNumber();
      cell.numFmt = '#,##0.00';
    });
    tot.font = { bold: true };
    ws.getCell(`C${r + 3}`).value = 'Preparó: C.P. L. Gómez — revisar alícuotas de accesorios';
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: "xlsx spreadsheet (accountant's sales sheet: header row 4, two \"Importe\" columns, mapped by letter)", rows };
  },
};
