/**
 * sheets3-g: an order sheet kept in Google Sheets with the **Argentine locale** and downloaded as CSV (comma): so
 * currency cells arrive **as displayed and quoted, "$ 12.345,60"**, fractional metres "12,5" quoted, **"Bonif."
 * as "10%"**; a title on row 1, header on row 2; "P. lista" and "P. final" (the discounted price the user maps);
 * dates "25/11/2026"; CUIT with dashes; **notes rows after a blank row** at the foot; CRLF, no BOM; textiles;
 * final prices, no rate column (21 %).
 */
import Decimal from 'decimal.js';
import { amount, dashedCuit, MONTHS, settle, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { csvBytes } from './util';

const money = (d: Decimal.Value) => `$ ${amount(d, 'ar')}`;

export const sheets3G: SheetLayout = {
  id: 'sheets3-g',
  title: 'Google Sheets (Argentine locale) CSV download: "$ 1.234,56" as displayed, discount column, notes rows',
  imitates: 'a sheet kept in Google Sheets with the Argentine locale, downloaded as .csv',
  issuer: (rng) => issuerOf(rng, 'Textil Villa Crespo S.R.L.', 'Telas VC'),
  template: (issuer) =>
    makeTemplate('sheets3-g', issuer, {
      name: 'Pedidos mayoristas Telas VC (Google Sheets)',
      text: 'Planilla de pedidos de Google Sheets bajada como CSV: título en la fila 1, encabezados en la fila 2; los importes vienen con "$" y coma decimal. El precio a facturar es "P. final" (ya con la bonificación aplicada), CON IVA 21 %. Las notas al pie no son ventas.',
      articles: catalogArticles('textile', 9, true, 21),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 2,
        columns: { date: 'Fecha', reference: 'Pedido', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Artículo', quantity: 'Metros', unitPrice: 'P. final' },
      },
    }),
  compose(rng, ctx) {
    let ped = rng.int(200, 700);
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5], perCustomer: [2, 5], kinds: ['company', 'cuit-person', 'company'],
      qty: (r) => r.int(10, 120) / (r.chance(0.5) ? 2 : 1),
      step: 0.5,
      reference: () => `PV-${(ped += rng.int(1, 9))}`,
    });
    const rows: string[][] = [[`PEDIDOS MAYORISTAS — ${MONTHS[Number(ctx.today.slice(5, 7)) - 1]!.toUpperCase()}`, '', '', '', '', '', '', '', '', '', '']];
    rows.push(['Fecha', 'Pedido', 'Cliente', 'CUIT', 'Artículo', 'Metros', 'P. lista', 'Bonif.', 'P. final', 'Subtotal', 'Vendedor']);
    const sales: SaleRow[] = [];
    for (const o of orders) {
      const bonif = rng.pick([0, 0, 5, 10, 15]);
      const list = new Map<string, Decimal>();
      for (const l of o.lines) {
        list.set(l.description, l.unitPrice!);
        l.unitPrice = l.unitPrice!.mul(100 - bonif).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      }
      settle(o.lines, true, 0.5);
      const seller = rng.pick(['Ruth', 'Damián', 'Online']);
      for (const l of o.lines) {
        rows.push([dmy(o.date, '/'), o.reference, o.customer.name, dashedCuit(o.customer.docNumber), l.description, amount(l.quantity, 'ar-plain', Number.isInteger(l.quantity) ? 0 : 1), money(list.get(l.description)!), `${bonif}%`,
          money(l.unitPrice!), money(l.unitPrice!.mul(l.quantity)), seller]);
        sales.push(saleRow(rows.length, o, l));
      }
    }
    rows.push(['', '', '', '', '', '', '', '', '', '', '']);
    rows.push(['Notas:', 'Precios finales con IVA. Bonificación según volumen.', '', '', '', '', '', '', '', '', '']);
    rows.push(['', 'Entregas en el local de Av. Warnes; envíos a cargo del cliente.', '', '', '', '', '', '', '', '', '']);
    return { bytes: csvBytes(rows, { sep: ',', eol: '\r\n', finalBreak: false }), ext: 'csv', describe: 'csv spreadsheet (Google Sheets AR locale: comma, "$ 1.234,56" quoted, "10%" bonif., header row 2, notes rows)', rows: sales };
  },
};
