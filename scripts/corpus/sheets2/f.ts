/**
 * sheets2-f: a fuel and lubricants distributor's deliveries workbook (.xlsx): prices per litre/kg with FOUR decimals
 * ("1.234,5678" format), fractional quantities (litres with 2 decimals, kilos with 3), remito numbers, a "Imp.
 * Combustibles" column that is not the price, "Alíc." 21; header on row 1; net prices.
 */
import Decimal from 'decimal.js';
import { excelBytes, utcDate, workbook, type Article, type SaleRow, type SheetLayout } from '../sheets/common';
import { issuerOf, makeOrders, makeTemplate, saleRow } from './util';

const PRODUCTS: Array<[string, number, 'l' | 'kg' | 'u']> = [
  ['Gasoil grado 2 (litro)', 1187.4352, 'l'], ['Gasoil grado 3 premium (litro)', 1398.0917, 'l'], ['Nafta súper (litro)', 1265.2281, 'l'],
  ['Aceite hidráulico ISO 68 (litro)', 4312.6675, 'l'], ['Aceite motor 15W40 diésel (litro)', 6128.3309, 'l'], ['Aceite de transmisión 80W90 (litro)', 5874.1126, 'l'],
  ['Refrigerante orgánico listo para usar (litro)', 2841.9058, 'l'], ['AdBlue urea automotriz (litro)', 936.4472, 'l'], ['Grasa multipropósito EP2 (kg)', 7419.2864, 'kg'],
  ['Grasa de litio complejo (kg)', 9286.5137, 'kg'], ['Desengrasante industrial (litro)', 3157.0294, 'l'], ['Filtro de gasoil separador de agua', 28431.5521, 'u'],
];

export const sheets2F: SheetLayout = {
  id: 'sheets2-f',
  title: 'fuel distributor deliveries (.xlsx, prices with 4 decimals, fractional quantities)',
  imitates: 'a fuel and lubricants distributor\'s deliveries workbook',
  issuer: (rng) => issuerOf(rng, 'Combustibles del Sudoeste S.A.', 'Combustibles del Sudoeste'),
  template: (issuer) =>
    makeTemplate('sheets2-f', issuer, {
      name: 'Entregas de combustibles y lubricantes Combustibles del Sudoeste',
      text: 'Libro de entregas: una fila por producto entregado, cantidades en litros (2 decimales) o kilos (3 decimales), precio unitario SIN IVA con 4 decimales; la columna "Imp. Combustibles" es informativa y no forma parte del precio. Alícuota en "Alíc.".',
      articles: PRODUCTS.map(([description, price]): Article => ({ description, price, ivaRate: 21 })),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'Remito', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Producto', quantity: 'Cantidad', unitPrice: 'Precio unit. s/IVA', ivaRate: 'Alíc.' },
      },
    }),
  async compose(rng, ctx) {
    const unit = (a: Article) => PRODUCTS.find((p) => p[0] === a.description)![2];
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 6],
      kinds: ['company', 'company', 'cuit-person'],
      qty: (r, a) => (unit(a) === 'l' ? new Decimal(/^(Gasoil|Nafta)/.test(a.description) ? r.int(20000, 600000) : r.int(400, 20800)).div(100).toNumber() : unit(a) === 'kg' ? new Decimal(r.int(500, 60000)).div(1000).toNumber() : r.int(1, 6)),
      reference: () => '',
    });
    let number = rng.int(20000, 70000);
    for (const o of orders) o.reference = `R 0007-${String((number += rng.int(1, 6))).padStart(8, '0')}`;
    const wb = workbook('Administración', ctx.today);
    const ws = wb.addWorksheet('Entregas');
    ws.getRow(1).values = ['Fecha', 'Remito', 'Cliente', 'CUIT', 'Patente', 'Producto', 'U.M.', 'Cantidad', 'Precio unit. s/IVA', 'Imp. Combustibles', 'Alíc.', 'Neto'];
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', xSplit: 0, ySplit: 1 }];
    const rows: SaleRow[] = [];
    let r = 2;
    for (const o of orders) {
      const plate = `${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))} ${rng.digits(3)} ${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))}`;
      for (const line of o.lines) {
        const u = unit({ description: line.description, price: 0, ivaRate: 21 });
        const fuel = /^(Gasoil|Nafta)/.test(line.description);
        const row = ws.getRow(r);
        row.values = [utcDate(o.date), o.reference, o.customer.name, Number(o.customer.docNumber), plate, line.description, u === 'l' ? 'lts' : u === 'kg' ? 'kg' : 'un', line.quantity,
          line.unitPrice!.toNumber(), fuel ? new Decimal(line.quantity).mul(rng.pick([98.4512, 112.3078])).toDecimalPlaces(2).toNumber() : 0, line.ivaRate,
          { formula: `ROUND(H${r}*I${r},2)`, result: new Decimal(line.quantity).mul(line.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() }];
        row.getCell(1).numFmt = 'dd/mm/yyyy';
        row.getCell(4).numFmt = '0';
        row.getCell(8).numFmt = u === 'kg' ? '#,##0.000' : u === 'l' ? '#,##0.00' : '0';
        row.getCell(9).numFmt = '#,##0.0000';
        row.getCell(10).numFmt = '#,##0.00';
        row.getCell(12).numFmt = '#,##0.00';
        rows.push(saleRow(r, o, line));
        r++;
      }
    }
    ws.columns.forEach((col, i) => (col.width = [11, 16, 34, 13, 11, 42, 6, 11, 16, 15, 6, 15][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (fuel deliveries: 4-decimal prices, fractional quantities)', rows };
  },
};
