/**
 * sheets2-i: a spreadsheet saved as CSV by LibreOffice with an Argentine locale but the comma as field separator:
 * UTF-8 without BOM, LF only, no line break after the last line; amounts with decimal comma therefore quoted
 * ("1234,50"), whole numbers not; "Fecha" written dd-mm-yyyy on the first row of each order and on the following rows
 * of that order only sometimes (blank otherwise: the date of the order's first row applies); net prices, "% IVA".
 */
import { amount, csvLine, dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

export const sheets2I: SheetLayout = {
  id: 'sheets2-i',
  title: 'LibreOffice CSV (comma, UTF-8 without BOM, LF, quoted decimal-comma amounts, dd-mm-yyyy dates left blank under the first row)',
  imitates: 'a LibreOffice sheet saved as CSV with the comma as separator',
  issuer: (rng) => issuerOf(rng, 'Librería Mayorista Del Plata S.A.', 'Mayorista Del Plata'),
  template: (issuer) =>
    makeTemplate('sheets2-i', issuer, {
      name: 'Pedidos de librería Mayorista Del Plata (CSV)',
      text: 'CSV guardado desde LibreOffice: separador coma, UTF-8 sin BOM, fin de línea LF; los importes con coma decimal van entre comillas. La fecha (dd-mm-aaaa) se escribe en la primera fila de cada pedido y a veces se deja en blanco en las filas siguientes del mismo pedido: vale la de la primera fila. Precios SIN IVA; alícuota en "% IVA".',
      articles: catalogArticles('office', 30, false),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'Pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT / DNI', description: 'Descripción', quantity: 'Cantidad', unitPrice: 'P. Unitario', ivaRate: '% IVA' },
      },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6],
      perCustomer: [2, 8],
      kinds: ['company', 'dni', 'cuit-person', 'company'],
      commaNames: true,
      qty: (r) => r.pick([1, 2, 3, 5, 6, 10, 12, 24, 50, 100]),
      reference: () => '',
    });
    let number = rng.int(200, 900);
    for (const o of orders) o.reference = String((number += rng.int(1, 7))).padStart(6, '0');
    const out = [csvLine(['Fecha', 'Pedido', 'Cliente', 'CUIT / DNI', 'Código', 'Descripción', 'Cantidad', 'P. Unitario', '% IVA', 'Subtotal'], ',')];
    const rows: SaleRow[] = [];
    let rec = 2;
    let blanks = 0;
    for (const o of orders) {
      const doc = o.customer.docType === 'DNI' ? o.customer.docNumber : dashedCuit(o.customer.docNumber);
      o.lines.forEach((line, i) => {
        const blank = i > 0 && (rng.chance(0.55) || blanks === 0);
        if (blank) blanks++;
        const code = `LC-${String(ctx.template.articles.findIndex((a) => a.description === line.description) + 1).padStart(3, '0')}`;
        out.push(csvLine([blank ? '' : dmy(o.date, '-'), o.reference, o.customer.name, doc, code, line.description, String(line.quantity), amount(line.unitPrice!, 'ar-plain'),
          amount(line.ivaRate, 'ar-plain', line.ivaRate % 1 ? 1 : 0), amount(line.unitPrice!.mul(line.quantity), 'ar-plain')], ','));
        rows.push(saleRow(rec++, o, line));
      });
    }
    return { bytes: Buffer.from(out.join('\n'), 'utf8'), ext: 'csv', describe: 'csv spreadsheet (libreoffice csv: comma, utf-8 no BOM, LF, dd-mm-yyyy with blank dates)', rows };
  },
};
