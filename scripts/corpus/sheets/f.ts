import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { amount, excelSerial, lineCounts, makeCustomers, pickLines, plainXlsx, saleDate, sheetInstructions, templateId, type Article, type SaleRow, type SheetLayout, type SheetTemplate, type XCell } from './common';

/** An IT services firm: hardware at 10.5 %, services at 21 %; net prices with cents; hours in halves. */
const ARTICLES: Array<Article & { hours?: boolean }> = [
  { description: 'Notebook 14" Ryzen 5 16 GB 512 GB SSD', price: 964300.5, ivaRate: 10.5 },
  { description: 'Monitor 27" IPS Full HD', price: 241870.25, ivaRate: 10.5 },
  { description: 'Disco sólido 1 TB NVMe', price: 98640.8, ivaRate: 10.5 },
  { description: 'Memoria DDR4 16 GB 3200', price: 53120.4, ivaRate: 10.5 },
  { description: 'Impresora láser monocromo WiFi', price: 287450, ivaRate: 10.5 },
  { description: 'Switch 8 bocas gigabit no administrable', price: 46280.6, ivaRate: 21 },
  { description: 'Access point WiFi 6 techo', price: 139900.35, ivaRate: 21 },
  { description: 'Cable UTP Cat 6 exterior caja 305 m', price: 212700, ivaRate: 21 },
  { description: 'Hora de soporte técnico en sitio', price: 28400.5, ivaRate: 21, hours: true },
  { description: 'Hora de desarrollo y automatización', price: 39750, ivaRate: 21, hours: true },
  { description: 'Abono mensual mesa de ayuda hasta 15 puestos', price: 348000, ivaRate: 21 },
  { description: 'Backup en la nube 1 TB (mes)', price: 42600.9, ivaRate: 21 },
  { description: 'Instalación de cableado estructurado por punto', price: 31280.6, ivaRate: 21 },
];

const CODES = { CUIT: '80', CUIL: '86', DNI: '96' } as const;

export const sheetsF: SheetLayout = {
  id: 'sheets-f',
  title: 'accounting program export (.xlsx, amounts as text, dates as serial numbers, AFIP document codes)',
  imitates: 'an accounting/management program\'s "Comprobantes pendientes de facturar" exported to .xlsx by its own writer',
  issuer: (rng: Rng) => makeIssuer(rng, 'Redes y Sistemas Ituzaingó S.R.L.', 'Redes y Sistemas'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-f', issuer),
      name: `Pedidos pendientes de facturar ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Sale del programa contable ("Comprobantes pendientes de facturar", exportar a Excel): dos renglones de título y los encabezados en la fila 3; los importes, cantidades y alícuotas vienen como texto con coma decimal ("1.234,56"), la fecha sale como número (la fecha de Excel sin formato) y el tipo de documento con el código de AFIP (80 CUIT, 86 CUIL, 96 DNI). La última fila "Totales" no es una venta. Precios unitarios SIN IVA; la alícuota está en "Alícuota".'),
      articles: ARTICLES.map(({ description, price, ivaRate }) => ({ description, price, ivaRate })),
      unlisted: [],
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 3,
      columnMapping: {
        headerRow: 3,
        columns: {
          date: 'Fecha', reference: 'Número', receiverDocType: 'Cod. Doc.', receiverDocNumber: 'Nro. Doc.', receiverName: 'Denominación',
          description: 'Descripción', quantity: 'Cantidad', unitPrice: 'P. Unitario', ivaRate: 'Alícuota',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(2, 5), ['company', 'cuil', 'company', 'dni', 'cuit-person'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 2, 9);
    const text = (v: string, s?: number): XCell => ({ t: 'inline', v, ...(s ? { s } : {}) });
    const sheet: Array<XCell[] | null> = [
      [text(`${issuer.name} - CUIT ${issuer.cuit}`, 1)],
      [text(`Comprobantes pendientes de facturar - Emitido: ${today.split('-').reverse().join('/')}`)],
      ['Fecha', 'Tipo', 'Número', 'Cod. Doc.', 'Nro. Doc.', 'Denominación', 'Cod. Art.', 'Descripción', 'Cantidad', 'P. Unitario', 'Alícuota', 'Neto', 'IVA', 'Total'].map((h) => text(h, 1)),
    ];
    const rows: SaleRow[] = [];
    let number = rng.int(120, 900);
    const sum = { net: new Decimal(0), iva: new Decimal(0) };
    const dates = customers.map(() => saleDate(rng, today)).sort();
    for (const [i, c] of customers.entries()) {
      const date = dates[i]!;
      number += rng.int(1, 6);
      const reference = `0002-${String(number).padStart(8, '0')}`;
      const lines = pickLines(rng, ARTICLES, counts[i]!, (a) => ((a as { hours?: boolean }).hours ? rng.int(2, 24) / 2 : rng.pick([1, 1, 2, 3, 4, 6, 10])), false);
      for (const l of lines) {
        const net = new Decimal(l.quantity).mul(l.unitPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const iva = net.mul(l.ivaRate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        sum.net = sum.net.add(net);
        sum.iva = sum.iva.add(iva);
        const k = ARTICLES.findIndex((a) => a.description === l.description);
        sheet.push([{ t: 'n', v: excelSerial(date) }, text('NP'), text(reference), text(CODES[c.docType]), text(c.docNumber), text(c.name), text(String(1000 + k * 11)), text(l.description),
          text(amount(l.quantity, 'ar')), text(amount(l.unitPrice!, 'ar')), text(amount(l.ivaRate, 'ar')), text(amount(net, 'ar')), text(amount(iva, 'ar')), text(amount(net.add(iva), 'ar'))]);
        rows.push({ row: sheet.length, customer: c, date, reference, line: l });
      }
    }
    sheet.push([null, null, null, null, null, text('Totales', 1), null, null, null, null, null, text(amount(sum.net, 'ar'), 1), text(amount(sum.iva, 'ar'), 1), text(amount(sum.net.add(sum.iva), 'ar'), 1)]);
    const bytes = plainXlsx([{ name: 'Comprobantes', rows: sheet, widths: [8, 6, 15, 9, 13, 34, 9, 44, 10, 14, 9, 14, 13, 14] }], { application: 'Contabilidad Gestion 9.4', iso: today });
    return { bytes, ext: 'xlsx', describe: 'xlsx spreadsheet (accounting program export written with inline strings: amounts, quantities and rates as text "1.234,56", dates as bare serial numbers, AFIP document codes, "Totales" row)', rows };
  },
};
