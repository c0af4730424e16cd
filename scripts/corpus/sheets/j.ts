import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { excelBytes, lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, utcDate, workbook, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** An industrial safety supplies dealer: net prices, VAT 21 % and 10.5 % (some tools). */
const ARTICLES: Array<Article & { code: string }> = [
  { code: 'EPP-101', description: 'Casco de seguridad blanco con arnés', price: 6840.5, ivaRate: 21 },
  { code: 'EPP-114', description: 'Anteojo de seguridad claro antiempañante', price: 2390.8, ivaRate: 21 },
  { code: 'EPP-120', description: 'Protector auditivo tipo copa', price: 9870.25, ivaRate: 21 },
  { code: 'EPP-133', description: 'Guante de vaqueta reforzado (par)', price: 4120.6, ivaRate: 21 },
  { code: 'EPP-141', description: 'Botín de seguridad puntera de acero', price: 48650, ivaRate: 21 },
  { code: 'EPP-158', description: 'Arnés de seguridad 4 argollas', price: 87320.4, ivaRate: 21 },
  { code: 'EPP-162', description: 'Chaleco reflectivo naranja', price: 3560.9, ivaRate: 21 },
  { code: 'EPP-175', description: 'Respirador media cara con filtros', price: 31480.35, ivaRate: 21 },
  { code: 'EPP-180', description: 'Ropa de trabajo pantalón Grafa', price: 22740, ivaRate: 21 },
  { code: 'HER-210', description: 'Amoladora angular 115 mm 850 W', price: 96300.7, ivaRate: 10.5 },
  { code: 'HER-224', description: 'Taladro percutor 13 mm 750 W', price: 112480.2, ivaRate: 10.5 },
  { code: 'HER-238', description: 'Hidrolavadora industrial 2000 W', price: 384900, ivaRate: 10.5 },
];

export const sheetsJ: SheetLayout = {
  id: 'sheets-j',
  title: 'workbook with the sales on the first sheet and a summary on the second (.xlsx)',
  imitates: 'a dealer\'s monthly sales workbook with a "Resumen" sheet of SUMIF formulas',
  issuer: (rng: Rng) => makeIssuer(rng, 'Seguridad Industrial Los Andes S.R.L.', 'Seguridad Los Andes'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-j', issuer),
      name: `Ventas del mes ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'El libro tiene dos hojas: "Ventas" (la primera, con los encabezados en la fila 1) y "Resumen" con los totales por cliente, que no hay que facturar; leer solo la hoja Ventas aunque el archivo se abra en el Resumen. El documento del cliente está como número (CUIT o DNI sin guiones). Precios SIN IVA; la alícuota está en la columna "IVA".'),
      articles: ARTICLES.map(({ description, price, ivaRate }) => ({ description, price, ivaRate })),
      unlisted: [],
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 1,
        columns: {
          reference: 'N° Remito', date: 'Fecha', receiverName: 'Cliente', receiverDocNumber: 'CUIT/DNI', description: 'Detalle', quantity: 'Cantidad', unitPrice: 'Precio s/IVA', ivaRate: 'IVA',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  async compose(rng, { issuer, today, index }) {
    const customers = makeCustomers(rng, rng.int(3, 6), ['company', 'company', 'dni', 'cuit-person'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 2, 7);
    const wb = workbook(rng.pick(['Ventas', 'Gabriela', 'Usuario']), today);
    const ws = wb.addWorksheet('Ventas', { views: [{ state: 'frozen', ySplit: 1 }] });
    const sum = wb.addWorksheet('Resumen');
    // one file of three was saved while looking at the summary: it opens on the second sheet
    if (index === 2) wb.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 1, visibility: 'visible' }];
    const header = ['N° Remito', 'Fecha', 'Cliente', 'CUIT/DNI', 'Vendedor', 'Código', 'Detalle', 'Cantidad', 'Precio s/IVA', 'IVA', 'Neto', 'Total c/IVA'];
    ws.getRow(1).values = header;
    ws.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
    ws.getRow(1).eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E78' } }));
    [11, 11, 36, 13, 10, 9, 40, 9, 13, 6, 14, 14].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    const rows: SaleRow[] = [];
    let r = 2;
    let remito = rng.int(1200, 7800);
    const dates = customers.map(() => saleDate(rng, today)).sort();
    const sellers = ['Marcelo', 'Andrea', 'Jorge'];
    for (const [i, c] of customers.entries()) {
      remito += rng.int(1, 12);
      const reference = `R-0001-${String(remito).padStart(8, '0')}`;
      const seller = rng.pick(sellers);
      const lines = pickLines(rng, ARTICLES, counts[i]!, () => rng.pick([1, 2, 3, 4, 5, 6, 10, 12, 24]), false);
      for (const l of lines) {
        const row = ws.getRow(r);
        const net = new Decimal(l.quantity).mul(l.unitPrice!);
        row.values = [reference, utcDate(dates[i]!), c.name, Number(c.docNumber), seller, ARTICLES.find((a) => a.description === l.description)!.code, l.description, l.quantity,
          l.unitPrice!.toNumber(), l.ivaRate, { formula: `H${r}*I${r}`, result: net.toNumber() }, { formula: `K${r}*(1+J${r}/100)`, result: net.mul(1 + l.ivaRate / 100).toNumber() }];
        row.getCell(2).numFmt = 'dd/mm/yyyy';
        row.getCell(4).numFmt = '0';
        for (const k of [9, 11, 12]) row.getCell(k).numFmt = '#,##0.00';
        rows.push({ row: r, customer: c, date: dates[i]!, reference, line: l });
        r++;
      }
    }
    ws.autoFilter = { from: 'A1', to: `L${r - 1}` };
    sum.getCell('A1').value = 'Resumen por cliente';
    sum.getCell('A1').font = { bold: true, size: 13 };
    sum.getRow(3).values = ['Cliente', 'CUIT/DNI', 'Neto', 'Total c/IVA'];
    sum.getRow(3).font = { bold: true };
    [36, 14, 15, 15].forEach((w, i) => (sum.getColumn(i + 1).width = w));
    let s = 4;
    for (const c of customers) {
      const mine = rows.filter((x) => x.customer === c);
      const net = mine.reduce((a, x) => a.add(new Decimal(x.line.quantity).mul(x.line.unitPrice!)), new Decimal(0));
      const gross = mine.reduce((a, x) => a.add(new Decimal(x.line.quantity).mul(x.line.unitPrice!).mul(1 + x.line.ivaRate / 100)), new Decimal(0));
      sum.getRow(s).values = [c.name, Number(c.docNumber), { formula: `SUMIF(Ventas!D:D,B${s},Ventas!K:K)`, result: net.toNumber() }, { formula: `SUMIF(Ventas!D:D,B${s},Ventas!L:L)`, result: gross.toDecimalPlaces(2).toNumber() }];
      sum.getRow(s).getCell(2).numFmt = '0';
      for (const k of [3, 4]) sum.getRow(s).getCell(k).numFmt = '#,##0.00';
      s++;
    }
    sum.getRow(s).values = ['TOTAL', null, { formula: `SUM(C4:C${s - 1})`, result: 0 }, { formula: `SUM(D4:D${s - 1})`, result: 0 }];
    const totNet = rows.reduce((a, x) => a.add(new Decimal(x.line.quantity).mul(x.line.unitPrice!)), new Decimal(0));
    const totGross = rows.reduce((a, x) => a.add(new Decimal(x.line.quantity).mul(x.line.unitPrice!).mul(1 + x.line.ivaRate / 100)), new Decimal(0));
    sum.getRow(s).getCell(3).value = { formula: `SUM(C4:C${s - 1})`, result: totNet.toNumber() };
    sum.getRow(s).getCell(4).value = { formula: `SUM(D4:D${s - 1})`, result: totGross.toDecimalPlaces(2).toNumber() };
    for (const k of [3, 4]) sum.getRow(s).getCell(k).numFmt = '#,##0.00';
    sum.getRow(s).font = { bold: true };
    return {
      bytes: await excelBytes(wb, today), ext: 'xlsx', rows,
      describe: `xlsx spreadsheet (two sheets: "Ventas" with header on row 1 and documents as numbers, "Resumen" of SUMIF formulas${index === 2 ? '; saved with the summary as the active sheet' : ''})`,
    };
  },
};
