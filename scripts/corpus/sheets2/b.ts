/**
 * sheets2-b: a WooCommerce shop's orders exported to CSV by an order-export plugin (Spanish labels), one row per item:
 * comma, every field quoted, LF only (in-cell line breaks too), UTF-8 without BOM; multi-line shipping addresses and
 * customer notes in quoted cells; "2026-11-03 14:22:10" dates; newest order first; billing e-mail column; final prices.
 */
import Decimal from 'decimal.js';
import { address } from '../fake-data';
import { amount, csvLine, dottedDni, dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

const HEADER = ['Número de pedido', 'Estado del pedido', 'Fecha del pedido', 'Nombre (facturación)', 'Correo electrónico (facturación)', 'DNI / CUIT', 'Teléfono (facturación)',
  'Dirección de envío', 'Método de envío', 'SKU', 'Artículo', 'Cantidad', 'Precio del artículo', 'Total de la línea', 'Total del pedido', 'Nota del cliente'];

const NOTES = ['', '', '', 'Dejar en portería.\nTimbre 3B', 'Por favor llamar antes de entregar', 'Es para regalo,\nno incluir factura en la caja', 'Entregar después de las 14 hs'];

function email(name: string, n: number): string {
  const parts = name.toLowerCase().normalize('NFKD').replace(/[^a-z ,]/g, '').replace(',', '').split(/\s+/).filter(Boolean);
  return `${parts[0]}.${parts[parts.length - 1]}${n % 3 === 0 ? n % 100 : ''}@${['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com'][n % 4]}`;
}

export const sheets2B: SheetLayout = {
  id: 'sheets2-b',
  title: 'WooCommerce orders export (CSV, one row per item, multi-line quoted cells)',
  imitates: 'a WooCommerce online shop\'s "Exportar pedidos" plugin',
  issuer: (rng) => issuerOf(rng, 'Casa Nogal Deco S.A.S.', 'Casa Nogal Deco'),
  template: (issuer) =>
    makeTemplate('sheets2-b', issuer, {
      name: 'Pedidos tienda online Casa Nogal Deco',
      text: 'Exportación de pedidos de la tienda WooCommerce (plugin de exportación): una fila por artículo del pedido, el número de pedido se repite en cada artículo. CSV separado por comas con todos los campos entre comillas, UTF-8 sin BOM, saltos de línea LF; la dirección de envío y la nota del cliente pueden ocupar varias líneas dentro de la celda. Precios CON IVA incluido (21%); "Total de la línea" y "Total del pedido" no se usan.',
      articles: catalogArticles('home', 30, true, 21, 0),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { reference: 'Número de pedido', date: 'Fecha del pedido', receiverName: 'Nombre (facturación)', receiverEmail: 'Correo electrónico (facturación)', receiverDocNumber: 'DNI / CUIT', description: 'Artículo', quantity: 'Cantidad', unitPrice: 'Precio del artículo' },
      },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [1, 5],
      kinds: ['dni', 'cuit-person', 'dni', 'company'],
      qty: (r) => r.pick([1, 1, 1, 2, 2, 3, 4]),
      reference: () => '',
    });
    orders.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    let number = rng.int(3100, 8900);
    for (const o of orders) o.reference = String((number += rng.int(1, 9)));
    orders.reverse(); // newest first, as the plugin lists them
    const lines = [csvLine(HEADER, ',', true)];
    const rows: SaleRow[] = [];
    let rec = 2;
    orders.forEach((o, k) => {
      const time = `${String(rng.int(8, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      const doc = o.customer.docType === 'DNI' ? (rng.chance(0.5) ? dottedDni(o.customer.docNumber) : o.customer.docNumber) : rng.chance(0.5) ? dashedCuit(o.customer.docNumber) : o.customer.docNumber;
      const addr = address(rng).replace(' - ', '\n').replace(/, /, '\n');
      const ship = rng.pick(['Envío a domicilio', 'Retiro en local', 'Correo Argentino - Envío a domicilio', 'Andreani Estándar']);
      const phone = `+54 9 ${rng.int(11, 351)} ${rng.int(400, 699)}-${rng.digits(4)}`;
      const note = rng.pick(NOTES);
      const total = o.lines.reduce((a, l) => a.add(l.unitPrice!.mul(l.quantity)), new Decimal(0));
      const status = rng.pick(['Completado', 'Procesando', 'Completado']);
      for (const line of o.lines) {
        const art = ctx.template.articles.findIndex((a) => a.description === line.description);
        lines.push(csvLine([o.reference, status, `${o.date} ${time}`, o.customer.name, email(o.customer.name, k + 7), doc, phone, ship === 'Retiro en local' ? '' : addr, ship,
          `CN-${String(1000 + art * 13)}`, line.description, String(line.quantity), amount(line.unitPrice!, 'plain'), amount(line.unitPrice!.mul(line.quantity), 'plain'), amount(total, 'plain'), note], ',', true));
        rows.push(saleRow(rec++, o, line));
      }
    });
    return { bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), ext: 'csv', describe: 'csv spreadsheet (woocommerce export: comma, all quoted, LF, multi-line cells)', rows };
  },
};
