/**
 * sheets3-f: an accounting firm's monthly workbook for a client: **first sheet "Carátula"** (client, period,
 * preparer, notes), the sales on the **second sheet "Ventas"** (title, period, header on row 3, frozen), a third
 * sheet "IVA Débito" of SUMIF formulas. "Ventas": date cells, order number, CUIT as text with dashes / DNI,
 * Concepto, Cant., **Neto unit.** (mapped), Alíc. 21 / 10.5, then Neto, IVA and Total as formulas with cached
 * values (unmapped); a "Totales" row; industrial gases and supplies.
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { dashedCuit, excelBytes, utcDate, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { MONTHS } from '../sheets/common';

export const sheets3F: SheetLayout = {
  id: 'sheets3-f',
  title: 'Accountant\'s monthly workbook, sales on the second sheet (net + VAT + total formulas)',
  imitates: 'an accounting firm\'s per-client monthly Excel workbook (cover sheet, sales sheet, VAT sheet)',
  issuer: (rng) => issuerOf(rng, 'Gases Técnicos Bahía S.A.', 'Gases Bahía'),
  template: (issuer) =>
    makeTemplate('sheets3-f', issuer, {
      name: 'Libro de trabajo mensual (Estudio) — hoja Ventas',
      text: 'Libro de Excel que arma el estudio contable: la primera hoja es la carátula; las ventas están en la hoja "Ventas" (encabezado en la fila 3); la hoja "IVA Débito" es un resumen. Usar "Neto unit." como precio (SIN IVA) y "Alíc." como alícuota; Neto, IVA y Total son fórmulas.',
      articles: [...catalogArticles('gases', 8, false), ...catalogArticles('labsupply', 12, false).filter((a) => a.ivaRate === 10.5)],
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 3,
        columns: { date: 'Fecha', reference: 'Nota de pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT / DNI', description: 'Concepto', quantity: 'Cant.', unitPrice: 'Neto unit.', ivaRate: 'Alíc.' },
      },
    }),
  async compose(rng, ctx) {
    let np = rng.int(300, 900);
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6], perCustomer: [1, 5], kinds: ['company', 'company', 'cuit-person', 'dni'],
      qty: (r) => r.int(1, 12),
      reference: () => `NP 0001-${String((np += rng.int(1, 7))).padStart(8, '0')}`,
    });
    orders.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const [y, m] = ctx.today.split('-').map(Number);
    const period = `${MONTHS[m! - 1]!.toUpperCase()} ${y}`;
    const wb = workbook('Estudio Contable Irigoyen & Asoc.', ctx.today);
    const cover = wb.addWorksheet('Carátula');
    const rowsCover: Array<[string, string]> = [['Cliente', 'Gases Técnicos Bahía S.A.'], ['CUIT', '(ver hoja Ventas)'], ['Período', period], ['Preparó', rng.pick(['C.P. Laura Irigoyen', 'C.P. Martín Sanz'])],
      ['Estado', 'Borrador — revisar antes de facturar'], ['Notas', 'Las ventas del mes están en la hoja "Ventas". Importes en pesos. El IVA se liquida en "IVA Débito".']];
    cover.getCell('A1').value = 'ESTUDIO CONTABLE IRIGOYEN & ASOC.';
    cover.getCell('A1').font = { bold: true, size: 14 };
    rowsCover.forEach(([k, v], i) => {
      cover.getCell(`A${i + 3}`).value = k;
      cover.getCell(`A${i + 3}`).font = { bold: true };
      cover.getCell(`B${i + 3}`).value = v;
    });
    cover.getColumn(1).width = 14;
    cover.getColumn(2).width = 60;
    const ws = wb.addWorksheet('Ventas', { views: [{ state: 'frozen', ySplit: 3 }] });
    ws.getCell('A1').value = `VENTAS ${period} — a facturar`;
    ws.getCell('A1').font = { bold: true };
    ws.getRow(3).values = ['Fecha', 'Nota de pedido', 'Cliente', 'CUIT / DNI', 'Concepto', 'Cant.', 'Neto unit.', 'Alíc.', 'Neto', 'IVA', 'Total'];
    ws.getRow(3).font = { bold: true };
    ws.getRow(3).eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } }));
    const sales: SaleRow[] = [];
    let r = 4;
    for (const o of orders) {
      for (const l of o.lines) {
        const net = l.unitPrice!.mul(l.quantity).toDecimalPlaces(2);
        const iva = net.mul(l.ivaRate).div(100).toDecimalPlaces(2);
        ws.getRow(r).values = [utcDate(o.date), o.reference, o.customer.name, o.customer.docType === 'DNI' ? o.customer.docNumber : dashedCuit(o.customer.docNumber), l.description, l.quantity, l.unitPrice!.toNumber(), l.ivaRate,
          { formula: `ROUND(F${r}*G${r},2)`, result: net.toNumber() }, { formula: `ROUND(I${r}*H${r}/100,2)`, result: iva.toNumber() }, { formula: `I${r}+J${r}`, result: net.add(iva).toNumber() }];
        ws.getCell(`A${r}`).numFmt = 'dd/mm/yyyy';
        for (const c of ['G', 'I', 'J', 'K']) ws.getCell(`${c}${r}`).numFmt = '#,##0.00';
        sales.push(saleRow(r, o, l));
        r++;
      }
    }
    const sum = (c: string) => sales.reduce((s, x) => s.add(c === 'I' ? x.line.unitPrice!.mul(x.line.quantity).toDecimalPlaces(2) : new Decimal(0)), new Decimal(0));
    ws.getRow(r).values = ['Totales', null, null, null, null, null, null, null, { formula: `SUM(I4:I${r - 1})`, result: sum('I').toNumber() }, { formula: `SUM(J4:J${r - 1})` }, { formula: `SUM(K4:K${r - 1})` }] as ExcelJS.CellValue[];
    ws.getRow(r).font = { bold: true };
    ws.columns.forEach((c, i) => (c.width = [11, 20, 30, 15, 44, 6, 12, 6, 14, 12, 14][i]));
    const vat = wb.addWorksheet('IVA Débito');
    vat.getRow(1).values = ['Alícuota', 'Neto gravado', 'IVA débito'];
    vat.getRow(1).font = { bold: true };
    [21, 10.5].forEach((rate, i) => {
      vat.getRow(i + 2).values = [rate, { formula: `SUMIF(Ventas!H4:H${r - 1},A${i + 2},Ventas!I4:I${r - 1})` }, { formula: `SUMIF(Ventas!H4:H${r - 1},A${i + 2},Ventas!J4:J${r - 1})` }] as ExcelJS.CellValue[];
    });
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (3-sheet workbook, sales on sheet 2 "Ventas", header row 3, net/VAT/total formulas)', rows: sales };
  },
};
