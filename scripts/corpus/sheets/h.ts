import Decimal from 'decimal.js';
import type ExcelJS from 'exceljs';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { MONTHS, dashedCuit, excelBytes, isoParts, lineCounts, makeCustomers, pickLines, sheetInstructions, templateId, workbook, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A building maintenance firm: services at 21 %, works on dwellings at 10.5 %; net prices; hours with halves. */
const ARTICLES: Array<Article & { unit: string; half?: boolean }> = [
  { description: 'Abono mantenimiento preventivo de edificio', price: 412000, ivaRate: 21, unit: 'mes' },
  { description: 'Limpieza de tanque de agua y certificado', price: 186500, ivaRate: 21, unit: 'servicio' },
  { description: 'Hora de oficial electricista', price: 18650.5, ivaRate: 21, unit: 'hora', half: true },
  { description: 'Hora de oficial plomero', price: 17980.25, ivaRate: 21, unit: 'hora', half: true },
  { description: 'Desobstrucción de cañería cloacal', price: 94300, ivaRate: 21, unit: 'servicio' },
  { description: 'Control y recarga de matafuegos', price: 12840.8, ivaRate: 21, unit: 'unidad' },
  { description: 'Mantenimiento de bombas elevadoras', price: 138200, ivaRate: 21, unit: 'servicio' },
  { description: 'Impermeabilización de terraza en vivienda (m²)', price: 24680.4, ivaRate: 10.5, unit: 'm²' },
  { description: 'Pintura interior de vivienda (m²)', price: 8940.6, ivaRate: 10.5, unit: 'm²' },
  { description: 'Reparación de revoque en vivienda (m²)', price: 15370, ivaRate: 10.5, unit: 'm²' },
  { description: 'Recambio de membrana en vivienda (m²)', price: 21450.75, ivaRate: 10.5, unit: 'm²' },
];

type RateForm = 'number' | 'text-percent' | 'text-comma' | 'percent-cell';

/** The VAT column as different people typed it: 21 / 10.5 as numbers, "21%", "10,5", or 0.21 in a cell formatted as percent. */
function writeRate(cell: ExcelJS.Cell, rate: number, form: RateForm): void {
  switch (form) {
    case 'number':
      cell.value = rate;
      break;
    case 'text-percent':
      cell.value = `${String(rate).replace('.', ',')}%`;
      break;
    case 'text-comma':
      cell.value = String(rate).replace('.', ',');
      break;
    case 'percent-cell':
      cell.value = new Decimal(rate).div(100).toNumber();
      cell.numFmt = Number.isInteger(rate) ? '0%' : '0.0%';
      break;
  }
}

export const sheetsH: SheetLayout = {
  id: 'sheets-h',
  title: 'services firm\'s monthly billing sheet with a VAT column in mixed forms (.xlsx)',
  imitates: 'a building-maintenance firm\'s monthly "a facturar" sheet filled in by several people',
  issuer: (rng: Rng) => makeIssuer(rng, 'Mantenimiento Integral Alvear S.R.L.', 'Mantenimiento Alvear'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-h', issuer),
      name: `Facturación mensual ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es la planilla mensual de lo que hay que facturar a cada consorcio o cliente: título en la fila 1, encabezados en la fila 2, al final una fila "TOTAL DEL MES" que no es una venta. La cargan varias personas, así que la columna IVA está escrita de distintas maneras (21, "21%", "10,5", 10,5% con formato de porcentaje): es siempre la alícuota, 21 o 10,5 (trabajos en viviendas). Precios unitarios SIN IVA. No tiene fecha ni número de comprobante.'),
      articles: ARTICLES.map(({ description, price, ivaRate }) => ({ description, price, ivaRate })),
      unlisted: [],
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 2,
      columnMapping: {
        headerRow: 2,
        columns: { receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Servicio', quantity: 'Cant.', unitPrice: 'Precio unit. (sin IVA)', ivaRate: 'IVA' },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  async compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(2, 6), ['company', 'company', 'cuit-person'], issuer.cuit)
      .map((c) => (c.docType === 'CUIT' && c.docNumber.startsWith('3') && rng.chance(0.5) ? { ...c, name: `Consorcio de Propietarios ${rng.pick(['Edificio', 'Torre'])} ${rng.pick(['Mitre', 'Sarmiento', 'Alem', 'Laprida', 'Dorrego'])} ${rng.int(100, 3999)}` } : c));
    const counts = lineCounts(rng, customers.length, 1, 7);
    const wb = workbook(rng.pick(['Administración', 'Paula', 'oficina']), today);
    const ws = wb.addWorksheet(`${MONTHS[isoParts(today).m - 1]!.slice(0, 3).toUpperCase()} ${isoParts(today).y}`);
    ws.getCell('A1').value = `FACTURACIÓN ${MONTHS[isoParts(today).m - 1]!.toUpperCase()} ${isoParts(today).y}`;
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getRow(2).values = ['Cliente', 'CUIT', 'Servicio', 'Unidad', 'Cant.', 'Precio unit. (sin IVA)', 'IVA', 'Subtotal', 'Observaciones'];
    ws.getRow(2).font = { bold: true };
    [40, 15, 46, 9, 7, 18, 7, 14, 30].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    const forms: RateForm[] = ['number', 'text-percent', 'text-comma', 'percent-cell'];
    const rows: SaleRow[] = [];
    let r = 3;
    let sum = new Decimal(0);
    for (const [i, c] of customers.entries()) {
      const typist = rng.pick(forms); // each customer's rows were typed by one person, mostly in one way
      const lines = pickLines(rng, ARTICLES, counts[i]!, (a) => {
        const art = a as (typeof ARTICLES)[number];
        if (art.half) return rng.int(2, 30) / 2;
        if (art.unit === 'm²') return rng.int(8, 120);
        return rng.pick([1, 1, 1, 2, 3]);
      }, false);
      for (const l of lines) {
        const art = ARTICLES.find((a) => a.description === l.description)!;
        const row = ws.getRow(r);
        row.getCell(1).value = c.name;
        row.getCell(2).value = dashedCuit(c.docNumber);
        row.getCell(3).value = l.description;
        row.getCell(4).value = art.unit;
        row.getCell(5).value = l.quantity;
        row.getCell(6).value = l.unitPrice!.toNumber();
        row.getCell(6).numFmt = '#,##0.00';
        writeRate(row.getCell(7), l.ivaRate, rng.chance(0.7) ? typist : rng.pick(forms));
        const sub = new Decimal(l.quantity).mul(l.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        sum = sum.add(sub);
        row.getCell(8).value = { formula: `E${r}*F${r}`, result: sub.toNumber() };
        row.getCell(8).numFmt = '#,##0.00';
        if (rng.chance(0.2)) row.getCell(9).value = rng.pick(['ver presupuesto aprobado', 'pasar antes del 5', 'según orden de trabajo', 'incluye materiales menores']);
        rows.push({ row: r, customer: c, date: null, reference: null, line: l });
        r++;
      }
    }
    r++;
    ws.getCell(`A${r}`).value = 'TOTAL DEL MES (neto)';
    ws.getCell(`H${r}`).value = { formula: `SUM(H3:H${r - 2})`, result: sum.toNumber() };
    ws.getCell(`H${r}`).numFmt = '#,##0.00';
    ws.getRow(r).font = { bold: true };
    return { bytes: await excelBytes(wb, today), ext: 'xlsx', describe: 'xlsx spreadsheet (monthly billing sheet: header on row 2, VAT column as 21 / "21%" / "10,5" / 10,5% percent cells, no date or reference, "TOTAL DEL MES" row)', rows };
  },
};
