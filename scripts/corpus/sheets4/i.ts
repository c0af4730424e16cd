/**
 * sheets4-i — a small winery's sales sheet saved on a Mac as "CSV (Macintosh)": MacRoman encoding, lines ended by a
 * bare CR, ";" (Spanish locale), decimal comma without thousands, dates d/m/yy, a Bonif. column always "0%", names with
 * accents, a "TOTAL" line at the end.
 */
import { amount, dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { encodedCsv } from './util';

export const sheets4I: SheetLayout = {
  id: 'sheets4-i',
  title: 'CSV (Macintosh) from Excel for Mac: MacRoman, CR line ends',
  imitates: "a small winery's sales sheet saved by Excel for Mac as \"CSV (Macintosh)\"",
  issuer: (rng) => issuerOf(rng, 'Bodega Altos del Tupungato S.A.', 'Altos del Tupungato'),
  template: (issuer) =>
    makeTemplate('sheets4-i', issuer, {
      name: 'Ventas a vinotecas (planilla Mac)',
      text: 'CSV guardado en Mac ("CSV Macintosh"): codificación Mac Roman, fin de línea CR, separador ";", coma decimal, fechas d/m/aa. Precios SIN IVA; sin columna de alícuota: 21%.',
      articles: catalogArticles('spirits', 12, false, 21),
      pii: false,
      rate: 21,
      mapping: { headerRow: 1, columns: { date: 'Fecha', reference: 'Remito', receiverName: 'Facturar a', receiverDocNumber: 'CUIT/DNI', description: 'Vino', quantity: 'Cajas', unitPrice: 'Precio caja' } },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 6],
      kinds: ['company', 'cuit-person', 'company', 'dni'],
      commaNames: true,
      qty: (r) => r.pick([1, 2, 3, 5, 6, 10]),
      reference: (r) => `R-${r.int(1500, 2400)}`,
      forceRate: 21,
    });
    orders.sort((a, b) => a.date.localeCompare(b.date));
    const yy = (iso: string) => { const [y, m, d] = iso.split('-'); return `${Number(d)}/${Number(m)}/${y!.slice(2)}`; };
    const out: string[][] = [['Fecha', 'Remito', 'Facturar a', 'CUIT/DNI', 'Vino', 'Cajas', 'Precio caja', 'Bonif.', 'Importe']];
    const rows: SaleRow[] = [];
    let sum = 0;
    for (const o of orders) {
      const doc = o.customer.docType === 'DNI' ? o.customer.docNumber : rng.chance(0.5) ? dashedCuit(o.customer.docNumber) : o.customer.docNumber;
      for (const line of o.lines) {
        const net = line.unitPrice!.mul(line.quantity).toDecimalPlaces(2);
        sum += net.toNumber();
        const price = line.unitPrice!.isInteger() ? String(line.unitPrice!.toNumber()) : amount(line.unitPrice!, 'ar-plain');
        out.push([yy(o.date), o.reference, o.customer.name, doc, line.description, String(line.quantity), price, '0%', amount(net, 'ar-plain')]);
        rows.push(saleRow(out.length, o, line));
      }
    }
    out.push(['', '', '', '', '', '', '', '', '']);
    out.push(['', '', 'TOTAL', '', '', '', '', '', amount(sum, 'ar-plain')]);
    return { bytes: encodedCsv(out, ';', '\r', 'macintosh'), ext: 'csv', describe: 'csv spreadsheet (Excel for Mac "CSV (Macintosh)": MacRoman, CR line ends, ";")', rows };
  },
};
