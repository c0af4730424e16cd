import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { dashedCuit, excelBytes, lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, utcDate, workbook, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** An agricultural supplies firm: net prices, VAT 10.5 % (seeds, fertilizers) and 21 %. */
const ARTICLES: Article[] = [
  { description: 'Semilla de maíz híbrido bolsa 80.000 semillas', price: 248900.5, ivaRate: 10.5 },
  { description: 'Semilla de soja RR bolsa 40 kg', price: 61240.8, ivaRate: 10.5 },
  { description: 'Semilla de trigo pan bolsa 50 kg', price: 38710.25, ivaRate: 10.5 },
  { description: 'Urea granulada 46 % bolsa 50 kg', price: 41890, ivaRate: 10.5 },
  { description: 'Fosfato diamónico bolsa 50 kg', price: 57320.4, ivaRate: 10.5 },
  { description: 'Alimento balanceado terneros bolsa 40 kg', price: 21480.6, ivaRate: 10.5 },
  { description: 'Sal mineral para bovinos bolsa 25 kg', price: 18960.75, ivaRate: 21 },
  { description: 'Alambre liso ovalado 17/15 rollo 1000 m', price: 134200, ivaRate: 21 },
  { description: 'Alambre de púas 4 mm rollo 500 m', price: 98450.3, ivaRate: 21 },
  { description: 'Poste de quebracho 2,20 m', price: 12870.9, ivaRate: 21 },
  { description: 'Varilla de eucalipto 1,20 m', price: 1290.35, ivaRate: 21 },
  { description: 'Torniquete para alambrado N° 7', price: 2140.8, ivaRate: 21 },
  { description: 'Aislador plástico para boyero x 25', price: 6350, ivaRate: 21 },
  { description: 'Manguera de riego 1" x 50 m', price: 45720.15, ivaRate: 21 },
  { description: 'Bebedero plástico 500 L', price: 187300, ivaRate: 21 },
  { description: 'Guante de nitrilo para aplicación (par)', price: 3480.6, ivaRate: 21 },
  { description: 'Silo bolsa 9 pies x 60 m', price: 612400, ivaRate: 21 },
  { description: 'Hilo sisal para rotoenfardadora bobina', price: 28960.4, ivaRate: 21 },
];

export const sheetsA: SheetLayout = {
  id: 'sheets-a',
  title: 'ERP sales export "Detalle de ventas" (.xlsx)',
  imitates: 'a desktop ERP\'s (Tango-like) "Detalle de ventas" report exported to Excel',
  issuer: (rng: Rng) => makeIssuer(rng, 'Agroinsumos El Tala S.R.L.', 'Agroinsumos El Tala'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-a', issuer),
      name: `Detalle de ventas ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es el informe "Detalle de ventas" del sistema de gestión exportado a Excel: arriba tiene el título, la empresa, una línea con los filtros del informe y una fila vacía; los encabezados están en la fila 6. Al final hay una fila "Total general" que no es una venta. Precios unitarios SIN IVA, con la alícuota de cada artículo en la columna "Alíc. IVA". Las columnas de importe, bonificación y total no hace falta leerlas.'),
      articles: ARTICLES,
      unlisted: [],
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 6,
        columns: {
          date: 'Fecha', reference: 'Nro. Comprobante', receiverName: 'Razón Social', receiverDocNumber: 'C.U.I.T.',
          description: 'Descripción Artículo', quantity: 'Cantidad', unitPrice: 'Precio Unitario', ivaRate: 'Alíc. IVA',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  async compose(rng, { issuer, template, today }) {
    const customers = makeCustomers(rng, rng.int(3, 6), ['company', 'cuit-person', 'company'], issuer.cuit);
    const wb = workbook('SUPERVISOR', today);
    const ws = wb.addWorksheet('Detalle de ventas');
    const [y, m] = today.split('-');
    ws.getCell('A1').value = 'Detalle de ventas';
    ws.getCell('A1').font = { bold: true, size: 14 };
    ws.getCell('A2').value = `${issuer.name.toUpperCase()} - C.U.I.T. ${dashedCuit(issuer.cuit)}`;
    ws.getCell('A3').value = `Desde fecha: 01/${m}/${y}   Hasta fecha: 25/${m}/${y}   |   Cliente: (Todos)   |   Vendedor: (Todos)   |   Depósito: 1 - CENTRAL   |   Moneda: Corriente`;
    ws.getCell('A3').font = { italic: true, size: 9 };
    ws.getCell('A4').value = `Emitido el ${today.split('-').reverse().join('/')} 10:${String(rng.int(10, 59))} por SUPERVISOR`;
    ws.getCell('A4').font = { size: 9 };
    const header = ['Fecha', 'T. Comp.', 'Nro. Comprobante', 'Cód. Cliente', 'Razón Social', 'C.U.I.T.', 'Cód. Artículo', 'Descripción Artículo', 'Cantidad', 'Precio Unitario', '% Bonif.', 'Importe', 'Alíc. IVA', 'Importe IVA', 'Total c/IVA'];
    const widths = [11, 8, 16, 10, 36, 15, 11, 46, 10, 15, 8, 15, 9, 14, 15];
    ws.getRow(6).values = header;
    ws.getRow(6).font = { bold: true };
    widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
    let r = 7;
    let number = rng.int(4100, 8800);
    const rows: SaleRow[] = [];
    const totals = { net: new Decimal(0), iva: new Decimal(0) };
    const counts = lineCounts(rng, customers.length, 1, 7);
    const dates = customers.map(() => saleDate(rng, today)).sort(); // orders numbered in date order
    for (const [i, c] of customers.entries()) {
      const date = dates[i]!;
      number += rng.int(1, 9);
      const reference = `0003-${String(number).padStart(8, '0')}`;
      const code = String(rng.int(10, 2400)).padStart(6, '0');
      const lines = pickLines(rng, ARTICLES, counts[i]!, () => rng.pick([1, 2, 2, 3, 4, 5, 6, 10, 12, 20]), false);
      for (const l of lines) {
        const net = new Decimal(l.quantity).mul(l.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const iva = net.mul(l.ivaRate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        totals.net = totals.net.add(net);
        totals.iva = totals.iva.add(iva);
        const row = ws.getRow(r);
        row.values = [utcDate(date), 'PED', reference, code, c.name, dashedCuit(c.docNumber), `A${String(ARTICLES.findIndex((a) => a.description === l.description) * 13 + 1007).padStart(5, '0')}`,
          l.description, l.quantity, l.unitPrice!.toNumber(), 0, net.toNumber(), l.ivaRate, iva.toNumber(), net.add(iva).toNumber()];
        row.getCell(1).numFmt = 'dd/mm/yyyy';
        for (const k of [10, 11, 12, 14, 15]) row.getCell(k).numFmt = '#,##0.00';
        row.getCell(9).numFmt = '#,##0.00';
        row.getCell(13).numFmt = '0.00';
        rows.push({ row: r, customer: c, date, reference, line: l });
        r++;
      }
    }
    r++; // a blank row, then the report's grand total
    const total = ws.getRow(r);
    total.getCell(1).value = 'Total general';
    total.getCell(12).value = totals.net.toNumber();
    total.getCell(14).value = totals.iva.toNumber();
    total.getCell(15).value = totals.net.add(totals.iva).toNumber();
    for (const k of [12, 14, 15]) total.getCell(k).numFmt = '#,##0.00';
    total.font = { bold: true };
    return { bytes: await excelBytes(wb, today), ext: 'xlsx', describe: 'xlsx spreadsheet (erp "Detalle de ventas" export: title, filters line, blank row, header on row 6, "Total general" row)', rows };
  },
};
