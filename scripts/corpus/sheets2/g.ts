/**
 * sheets2-g: an Excel sheet saved as "Texto Unicode (*.txt)" and renamed .csv: UTF-16LE with a BOM, TAB separator,
 * CRLF, values as Excel displays them in an Argentine locale ("1.234,50", "21%", "3/11/2026"), fields quoted only
 * when they hold a quote (descriptions with inches: "Llave de paso esférica 1/2""), a "TOTAL" line at the end;
 * hardware store, net prices.
 */
import Decimal from 'decimal.js';
import { amount, csvLine, dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

export const sheets2G: SheetLayout = {
  id: 'sheets2-g',
  title: 'Excel "Unicode text" export (UTF-16LE BOM, TAB, displayed values)',
  imitates: 'an Excel workbook saved as Unicode text by a hardware store',
  issuer: (rng) => issuerOf(rng, 'Ferretería Industrial Los Andes S.R.L.', 'Ferretería Los Andes'),
  template: (issuer) =>
    makeTemplate('sheets2-g', issuer, {
      name: 'Ventas a cuenta corriente Ferretería Los Andes',
      text: 'La planilla de Excel guardada como "Texto Unicode": archivo UTF-16 con BOM, separado por tabulaciones, números como se ven en pantalla (1.234,50; 21%), fechas d/m/aaaa. La última línea TOTAL no es una venta. Precios SIN IVA; alícuota en la columna IVA.',
      articles: catalogArticles('hardware', 30, false),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'N° Pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Artículo', quantity: 'Cantidad', unitPrice: 'Precio', ivaRate: 'IVA' },
      },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6],
      perCustomer: [2, 7],
      kinds: ['company', 'cuit-person', 'company'],
      qty: (r) => r.pick([1, 2, 3, 5, 10, 12, 20, 50]),
      reference: () => '',
    });
    let number = rng.int(1500, 7000);
    for (const o of orders) o.reference = `P-${(number += rng.int(1, 12))}`;
    const out = [csvLine(['Fecha', 'N° Pedido', 'Cliente', 'CUIT', 'Artículo', 'Cantidad', 'Precio', 'IVA', 'Importe'], '\t')];
    const rows: SaleRow[] = [];
    let rec = 2;
    let grand = new Decimal(0);
    for (const o of orders) {
      for (const line of o.lines) {
        const imp = line.unitPrice!.mul(line.quantity);
        grand = grand.add(imp.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
        out.push(csvLine([dmy(o.date, '/', false), o.reference, o.customer.name, dashedCuit(o.customer.docNumber), line.description, String(line.quantity), amount(line.unitPrice!, 'ar'),
          `${amount(line.ivaRate, 'ar', line.ivaRate % 1 ? 1 : 0)}%`, amount(imp, 'ar')], '\t'));
        rows.push(saleRow(rec++, o, line));
      }
    }
    out.push(csvLine(['', '', '', '', 'TOTAL', '', '', '', amount(grand, 'ar')], '\t'));
    const text = `${out.join('\r\n')}\r\n`;
    return { bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), ext: 'csv', describe: 'csv spreadsheet (excel unicode text: utf-16le BOM, TAB, displayed values)', rows };
  },
};
