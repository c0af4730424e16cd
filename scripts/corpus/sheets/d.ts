import Decimal from 'decimal.js';
import iconv from 'iconv-lite';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { amount, csvLine, lineCounts, makeCustomers, saleDate, settle, sheetInstructions, templateId, type Article, type SaleLine, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A delicatessen's point of sale: final prices with VAT; weighed articles priced per kg. */
const ARTICLES: Array<Article & { weighed: boolean; code: string }> = [
  { code: '2001', description: 'Jamón cocido natural x kg', price: 16890, ivaRate: 21, weighed: true },
  { code: '2002', description: 'Queso de máquina x kg', price: 12460, ivaRate: 21, weighed: true },
  { code: '2007', description: 'Salame tandilero x kg', price: 24380, ivaRate: 21, weighed: true },
  { code: '2011', description: 'Mortadela con pistacho x kg', price: 9870, ivaRate: 21, weighed: true },
  { code: '2015', description: 'Queso reggianito x kg', price: 21540, ivaRate: 21, weighed: true },
  { code: '2019', description: 'Bondiola curada x kg', price: 31200, ivaRate: 21, weighed: true },
  { code: '3104', description: 'Carne picada especial x kg', price: 8940, ivaRate: 10.5, weighed: true },
  { code: '3108', description: 'Milanesa de nalga x kg', price: 13260, ivaRate: 10.5, weighed: true },
  { code: '4410', description: 'Pan de campo x kg', price: 4380, ivaRate: 10.5, weighed: true },
  { code: '5120', description: 'Aceitunas verdes descarozadas frasco 330 g', price: 3290, ivaRate: 21, weighed: false },
  { code: '5133', description: 'Vino tinto malbec 750 ml', price: 7650, ivaRate: 21, weighed: false },
  { code: '5140', description: 'Grisines de salvado paquete 250 g', price: 2180, ivaRate: 21, weighed: false },
  { code: '5152', description: 'Dulce de batata con chocolate 500 g', price: 3840, ivaRate: 21, weighed: false },
  { code: '5167', description: 'Cerveza rubia lata 473 ml', price: 1950, ivaRate: 21, weighed: false },
];

export const sheetsD: SheetLayout = {
  id: 'sheets-d',
  title: 'point-of-sale export CSV (Windows-1252, ";", decimal comma, "$ 1.234,56")',
  imitates: 'a Windows point-of-sale program\'s "Exportar ventas" to CSV for Excel',
  issuer: (rng: Rng) => makeIssuer(rng, 'Fiambrería Don Aurelio S.R.L.', 'Fiambrería Don Aurelio'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-d', issuer),
      name: `Ventas del punto de venta ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es la exportación de ventas del programa de la caja: CSV con punto y coma, en ANSI (Windows-1252, no UTF-8), coma decimal, importes con signo "$ 1.234,56" y cantidades con tres decimales ("0,750" son 750 gramos de un artículo por kilo). Cada ticket es de un cliente identificado por CUIT, CUIL o DNI. Precios finales CON IVA; la alícuota de cada artículo está en la columna "IVA %".'),
      articles: ARTICLES.map(({ description, price, ivaRate }) => ({ description, price, ivaRate })),
      unlisted: [],
      pricesIncludeIva: true,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 1,
        columns: {
          date: 'Fecha', reference: 'Ticket', receiverDocType: 'Tipo Doc.', receiverDocNumber: 'Nro. Doc.', receiverName: 'Cliente',
          description: 'Descripción', quantity: 'Cantidad', unitPrice: 'Precio Unit.', ivaRate: 'IVA %',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: true,
      },
    };
  },
  compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(3, 6), ['cuil', 'dni', 'cuit-person', 'dni', 'company'], issuer.cuit, true);
    const counts = lineCounts(rng, customers.length, 1, 8);
    const sep = ';';
    const out: string[] = [csvLine(['Fecha', 'Hora', 'Caja', 'Ticket', 'Tipo Doc.', 'Nro. Doc.', 'Cliente', 'Código', 'Descripción', 'Cantidad', 'Precio Unit.', 'Importe', 'IVA %'], sep)];
    const rows: SaleRow[] = [];
    const caja = rng.int(1, 4);
    let ticket = rng.int(18000, 64000);
    const date = saleDate(rng, today, 2, 25);
    const [y, m, d] = date.split('-');
    let minutes = rng.int(9 * 60, 11 * 60);
    for (const [i, c] of customers.entries()) {
      ticket += rng.int(2, 40);
      minutes += rng.int(4, 55);
      const reference = `${String(caja).padStart(4, '0')}-${String(ticket).padStart(8, '0')}`;
      const picked = rng.sample(ARTICLES, counts[i]!);
      const lines: SaleLine[] = picked.map((a) => ({ description: a.description, quantity: a.weighed ? rng.int(4, 40) * 0.05 : rng.int(1, 6), unitPrice: new Decimal(a.price), ivaRate: a.ivaRate }));
      for (const l of lines) l.quantity = new Decimal(l.quantity).toDecimalPlaces(3).toNumber();
      settle(lines, true, 1);
      const hour = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      for (const [k, l] of lines.entries()) {
        out.push(csvLine([`${d}/${m}/${y}`, hour, String(caja), reference, c.docType, c.docNumber, c.name, picked[k]!.code, l.description,
          amount(l.quantity, 'ar-plain', 3), `$ ${amount(l.unitPrice!, 'ar')}`, `$ ${amount(new Decimal(l.quantity).mul(l.unitPrice!), 'ar')}`, amount(l.ivaRate, 'ar-plain')], sep));
        rows.push({ row: out.length, customer: c, date, reference, line: l });
      }
    }
    return { bytes: iconv.encode(`${out.join('\r\n')}\r\n`, 'win1252'), ext: 'csv', describe: 'csv spreadsheet (point-of-sale export: Windows-1252, ";" separator, decimal comma, "$ 1.234,56" amounts, quantities "0,750", CRLF)', rows };
  },
};
