import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { dashedCuit, dottedDni, excelBytes, lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, utcDate, workbook, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** An artisan confectioner selling to shops and cafés: final prices with VAT, whole pesos. */
const ARTICLES: Article[] = [
  { description: 'Alfajor de maicena caja x 12', price: 9800, ivaRate: 21 },
  { description: 'Alfajor de chocolate relleno dulce de leche caja x 12', price: 14500, ivaRate: 21 },
  { description: 'Alfajor santafesino caja x 6', price: 8900, ivaRate: 21 },
  { description: 'Conitos de dulce de leche bandeja x 20', price: 16200, ivaRate: 21 },
  { description: 'Pastafrola de membrillo grande', price: 11300, ivaRate: 21 },
  { description: 'Budín de limón 500 g', price: 6450, ivaRate: 21 },
  { description: 'Budín marmolado 500 g', price: 6200, ivaRate: 21 },
  { description: 'Brownie porción x 12', price: 18600, ivaRate: 21 },
  { description: 'Dulce de leche repostero pote 1 kg', price: 7900, ivaRate: 21 },
  { description: 'Cookies con chips bolsa x 24', price: 12750, ivaRate: 21 },
  { description: 'Medialunas de manteca docena', price: 7400, ivaRate: 21 },
  { description: 'Torta galesa 1 kg', price: 21900, ivaRate: 21 },
  { description: 'Pepas de membrillo bolsa 1 kg', price: 8600, ivaRate: 21 },
  { description: 'Garrapiñada de maní bolsa x 20', price: 10500, ivaRate: 21 },
];

export const sheetsB: SheetLayout = {
  id: 'sheets-b',
  title: 'hand-kept Excel sales log with merged cells and a TOTAL per customer (.xlsx)',
  imitates: 'a sales log kept by hand in Excel by a small confectioner',
  issuer: (rng: Rng) => makeIssuer(rng, 'Dulces de Tía Nelly S.R.L.', 'Dulces de Tía Nelly'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-b', issuer),
      name: `Planilla de ventas ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'La planilla la llevamos a mano en Excel: título combinado arriba, encabezados en la fila 3. Cada cliente ocupa un bloque: la fecha, el nombre y el CUIT/DNI están escritos una sola vez (celdas combinadas sobre las filas del bloque), debajo va una fila "TOTAL" del cliente y una fila vacía; esas filas no son ventas. Precios finales CON IVA incluido; no hay columna de IVA, usar 21%.'),
      articles: ARTICLES,
      unlisted: [],
      pricesIncludeIva: true,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 3,
        columns: { date: 'Fecha', receiverName: 'Cliente', receiverDocNumber: 'CUIT / DNI', description: 'Producto', quantity: 'Cant.', unitPrice: 'Precio' },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: true,
      },
    };
  },
  async compose(rng, { issuer, template, today }) {
    const customers = makeCustomers(rng, rng.int(2, 5), ['company', 'dni', 'cuit-person', 'dni'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 2, 7);
    const wb = workbook('Nelly', today);
    const ws = wb.addWorksheet(rng.pick(['Hoja1', 'Ventas', 'VENTAS']));
    const [y, m] = today.split('-');
    const month = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'][Number(m) - 1];
    ws.mergeCells('A1:G1');
    ws.getCell('A1').value = `VENTAS ${month} ${y} - ${issuer.tradeName.toUpperCase()}`;
    ws.getCell('A1').font = { bold: true, size: 16, color: { argb: 'FF7B2C00' } };
    ws.getCell('A1').alignment = { horizontal: 'center' };
    ws.mergeCells('A2:G2');
    ws.getCell('A2').value = '(precios finales, IVA incluido)';
    ws.getCell('A2').alignment = { horizontal: 'center' };
    ws.getCell('A2').font = { italic: true };
    ws.getRow(3).values = ['Fecha', 'Cliente', 'CUIT / DNI', 'Producto', 'Cant.', 'Precio', 'Total'];
    ws.getRow(3).font = { bold: true };
    ws.getRow(3).eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE4D6' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    [9, 34, 15, 44, 7, 11, 13].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    const dates = customers.map(() => saleDate(rng, today)).sort();
    let r = 4;
    const rows: SaleRow[] = [];
    for (const [i, c] of customers.entries()) {
      const date = dates[i]!;
      const lines = pickLines(rng, ARTICLES, counts[i]!, () => rng.pick([1, 2, 2, 3, 4, 5, 6, 8, 10]), true);
      const first = r;
      const doc = c.docType === 'DNI' ? dottedDni(c.docNumber) : rng.chance(0.6) ? dashedCuit(c.docNumber) : c.docNumber;
      for (const l of lines) {
        const row = ws.getRow(r);
        if (r === first) {
          row.getCell(1).value = utcDate(date);
          row.getCell(2).value = c.name;
          row.getCell(3).value = doc;
        }
        row.getCell(1).numFmt = 'd/m/yy';
        row.getCell(4).value = l.description;
        row.getCell(5).value = l.quantity;
        row.getCell(6).value = l.unitPrice!.toNumber();
        row.getCell(6).numFmt = '"$"#,##0';
        row.getCell(7).value = { formula: `E${r}*F${r}`, result: l.unitPrice!.mul(l.quantity).toNumber() };
        row.getCell(7).numFmt = '"$"#,##0';
        rows.push({ row: r, customer: c, date, reference: null, line: l });
        r++;
      }
      if (r - first > 1) {
        for (const col of ['A', 'B', 'C']) {
          ws.mergeCells(`${col}${first}:${col}${r - 1}`);
          ws.getCell(`${col}${first}`).alignment = { vertical: 'middle' };
        }
      }
      const total = ws.getRow(r);
      total.getCell(6).value = 'TOTAL';
      const sum = lines.reduce((a, l) => a + l.unitPrice!.mul(l.quantity).toNumber(), 0);
      total.getCell(7).value = { formula: `SUM(G${first}:G${r - 1})`, result: sum };
      total.getCell(7).numFmt = '"$"#,##0';
      total.font = { bold: true };
      total.getCell(7).border = { top: { style: 'thin' } };
      r += 2; // the TOTAL row and an empty row before the next customer
    }
    return { bytes: await excelBytes(wb, today), ext: 'xlsx', describe: 'xlsx spreadsheet (hand-kept log: merged title, header on row 3, date/customer/document merged down each block, TOTAL row and blank row per customer)', rows };
  },
};
