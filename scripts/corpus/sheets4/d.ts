/**
 * sheets4-d — a bakery owner pastes the WhatsApp orders of the day into Excel (the message on the first row of each
 * order, sometimes on several lines) and types the product, quantity, price and billing data next to it; saved as
 * "CSV UTF-8 (delimitado por comas)" from a Spanish Excel: ";", BOM, CRLF, prices as displayed "$ 3.500".
 */
import { amount, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { csvBytes } from '../sheets3/util';
import { pad, typedDoc } from './util';

const NICK = ['Caro Almacén 🛒', 'Kiosco Don Tito', 'Mari (vecina)', 'Bar La Esquina ☕', 'Seba Catering', '+54 9 11 3456-2281', 'Ale Cumple 🎂', 'Hotel Plaza compras', 'Colegio San José - Cooperadora'];

export const sheets4D: SheetLayout = {
  id: 'sheets4-d',
  title: 'WhatsApp orders pasted into Excel, saved as CSV (;)',
  imitates: "a bakery's WhatsApp orders of the day pasted into Excel and completed by hand, saved as CSV UTF-8 by a Spanish Excel",
  issuer: (rng) => issuerOf(rng, 'Panificadora Santa Rita S.R.L.', 'Panadería Santa Rita'),
  template: (issuer) =>
    makeTemplate('sheets4-d', issuer, {
      name: 'Pedidos de WhatsApp del día',
      text: 'CSV ";" con BOM (Excel en castellano); la columna "Mensaje" es el mensaje de WhatsApp pegado (solo en la primera fila de cada pedido); precios como se ven en Excel ("$ 3.500", punto de miles). Precios CON IVA; sin alícuota: 21%.',
      articles: catalogArticles('bakery', 11, true, 21, 0),
      pii: true,
      rate: 21,
      mapping: { headerRow: 1, columns: { date: 'Fecha', receiverName: 'Cliente factura', receiverDocNumber: 'CUIT/DNI', description: 'Producto', quantity: 'Cant', unitPrice: 'Precio' } },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [1, 4],
      kinds: ['dni', 'cuit-person', 'company', 'dni'],
      qty: (r) => r.pick([1, 2, 3, 4, 6, 12]),
      reference: () => '',
      forceRate: 21,
    });
    orders.sort((a, b) => a.date.localeCompare(b.date));
    const out: string[][] = [['Fecha', 'Hora', 'Contacto WhatsApp', 'Mensaje', 'Producto', 'Cant', 'Precio', 'Cliente factura', 'CUIT/DNI', 'Pagado']];
    const rows: SaleRow[] = [];
    const nicks = rng.sample(NICK, orders.length);
    orders.forEach((o, k) => {
      const hour = `${pad(rng.int(7, 21))}:${pad(rng.int(0, 59))}`;
      const wanted = o.lines.map((l) => `${l.quantity} ${l.description.toLowerCase().replace(/\s*\(.*\)$/, '')}`);
      const greeting = rng.pick(['Hola buen día!', 'Buenas!!', 'Hola, cómo va?', 'Buen día 😊']);
      const message = rng.chance(0.5) ? `${greeting}\nTe encargo ${wanted.join(', ')}\nPaso a la tarde, gracias!` : `${greeting} me mandás ${wanted.join(' y ')}; te transfiero`;
      const doc = typedDoc(rng, o.customer);
      const paid = rng.pick(['sí', 'transferencia', '', 'efectivo al retirar']);
      o.lines.forEach((line, i) => {
        const price = rng.chance(0.8) ? `$ ${amount(line.unitPrice!, 'ar', 0)}` : `$${amount(line.unitPrice!, 'ar', 0)}`;
        out.push([dmy(o.date, '/'), i === 0 ? hour : '', i === 0 ? nicks[k]! : '', i === 0 ? message : '', line.description, String(line.quantity), price, o.customer.name, doc, i === 0 ? paid : '']);
        rows.push(saleRow(out.length, o, line));
      });
    });
    out.push(['', '', '', '', '', '', '', '', '', '']);
    out.push(['', '', '', 'cerrar caja 20 hs', '', '', '', '', '', '']);
    // records, not lines: a message on several lines is one record; sourceRows count records (as a CSV reader's rows)
    return { bytes: csvBytes(out, { sep: ';', eol: '\r\n', bom: true }), ext: 'csv', describe: 'csv spreadsheet (WhatsApp orders pasted into Excel: ";", BOM, CRLF, multi-line messages, "$ 3.500")', rows };
  },
};
