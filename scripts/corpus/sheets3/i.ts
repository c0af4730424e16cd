/**
 * sheets3-i: a meat wholesaler's deliveries sheet kept in Google Sheets and downloaded as .xlsx; **quantities with
 * their unit in the same text cell** ("18,350 kg", "2 u."), prices per kg as number cells; header on row 1, bold,
 * frozen; document column "CUIT/DNI" as **number cells** (no format); dates as text "25/11/2026"; delivery route
 * and driver columns; a "Total kg" row at the foot; net prices, no rate column (**template 10.5 %**).
 */
import ExcelJS from 'exceljs';
import { amount, excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, retagApplication, saleRow } from '../sheets2/util';

export const sheets3I: SheetLayout = {
  id: 'sheets3-i',
  title: 'Google Sheets .xlsx download, quantities with units in the cell ("18,350 kg")',
  imitates: 'a wholesaler\'s deliveries sheet kept in Google Sheets, downloaded as .xlsx',
  issuer: (rng) => issuerOf(rng, 'Frigorífico Las Tres Marías S.A.', 'Frigorífico Tres Marías'),
  template: (issuer) =>
    makeTemplate('sheets3-i', issuer, {
      name: 'Repartos Frigorífico Tres Marías',
      text: 'Planilla de repartos (Google Sheets, bajada como .xlsx). La cantidad viene con la unidad en la misma celda ("18,350 kg"): facturar el número. Precio por kg SIN IVA; alícuota 10,5 % (carnes).',
      articles: catalogArticles('meat', 10, false, 10.5),
      pii: false,
      rate: 10.5,
      mapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'Remito', receiverName: 'Cliente', receiverDocNumber: 'CUIT/DNI', description: 'Producto', quantity: 'Cantidad', unitPrice: '$/kg' },
      },
    }),
  async compose(rng, ctx) {
    let rem = rng.int(2000, 8000);
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6], perCustomer: [2, 4], kinds: ['company', 'cuit-person', 'cuit-person'],
      qty: (r) => r.int(4000, 95000) / 1000,
      step: 0.001,
      forceRate: 10.5,
      reference: () => `0004-${String((rem += rng.int(1, 9))).padStart(8, '0')}`,
    });
    const wb = workbook('Google Sheets', ctx.today);
    const ws = wb.addWorksheet('Repartos', { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.addRow(['Fecha', 'Reparto', 'Chofer', 'Remito', 'Cliente', 'CUIT/DNI', 'Producto', 'Cantidad', '$/kg', 'Observaciones']).font = { bold: true };
    const sales: SaleRow[] = [];
    let kg = 0;
    for (const o of orders) {
      const route = rng.pick(['Zona Norte', 'Zona Sur', 'Centro', 'Oeste']);
      const driver = rng.pick(['Beto', 'Chino', 'Ramiro']);
      o.lines.forEach((l, k) => {
        const row = ws.addRow([dmy(o.date, '/'), route, driver, o.reference, o.customer.name, Number(o.customer.docNumber), l.description, `${amount(l.quantity, 'ar-plain', 3)} kg`, l.unitPrice!.toNumber(), k === 0 && rng.chance(0.3) ? 'Entregar antes de las 7' : null] as ExcelJS.CellValue[]);
        row.getCell(9).numFmt = '#,##0.00';
        sales.push(saleRow(row.number, o, l));
        kg += l.quantity;
      });
    }
    ws.addRow([]);
    ws.addRow(['Total kg', null, null, null, null, null, null, `${amount(kg, 'ar-plain', 3)} kg`, null, null]);
    ws.columns.forEach((c, i) => (c.width = [11, 11, 9, 16, 30, 13, 30, 13, 11, 24][i]));
    const bytes = retagApplication(await excelBytes(wb, ctx.today), 'Google Sheets', ctx.today);
    return { bytes, ext: 'xlsx', describe: 'xlsx spreadsheet (Google Sheets download: quantities "18,350 kg" as text, documents as number cells, text dates)', rows: sales };
  },
};
