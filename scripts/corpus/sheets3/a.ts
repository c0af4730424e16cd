/**
 * sheets3-a: an online shop's (Tienda Nube-like) "Exportar ventas" CSV; clothing. One row per product of an order,
 * every order field repeated; `;`, decimal comma, UTF-8 with BOM, LF; "Fecha" as "24/11/2026 18:05:41"; the product
 * name with its variant in brackets; "DNI / CUIT" digits only; newest order first; final prices, no rate column.
 */
import Decimal from 'decimal.js';
import { amount, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { clock, csvBytes } from './util';

const HEADER = ['Número de orden', 'Email', 'Fecha', 'Estado de la orden', 'Estado del pago', 'Estado del envío', 'Moneda', 'Subtotal de productos', 'Descuento', 'Costo de envío', 'Total',
  'Nombre del comprador', 'DNI / CUIT', 'Teléfono', 'Nombre para el envío', 'Dirección', 'Localidad', 'Provincia', 'Código postal', 'Medio de envío', 'Medio de pago', 'Cupón de descuento', 'Notas del comprador',
  'Nombre del producto', 'Precio del producto', 'Cantidad del producto', 'SKU'];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLORS = ['Negro', 'Blanco', 'Gris melange', 'Azul marino', 'Verde oliva'];
const TOWNS: Array<[string, string, string]> = [['Rosario', 'Santa Fe', '2000'], ['Córdoba', 'Córdoba', '5000'], ['Mar del Plata', 'Buenos Aires', '7600'], ['Neuquén', 'Neuquén', '8300'], ['San Miguel de Tucumán', 'Tucumán', '4000']];

export const sheets3A: SheetLayout = {
  id: 'sheets3-a',
  title: 'Online shop orders export (CSV ;, one row per product, variants in the name)',
  imitates: 'a Tienda Nube-like online store\'s sales export',
  issuer: (rng) => issuerOf(rng, 'Trama Urbana Indumentaria S.R.L.', 'Trama Urbana'),
  template: (issuer) =>
    makeTemplate('sheets3-a', issuer, {
      name: 'Ventas tienda online Trama Urbana',
      text: 'Es la exportación de ventas de la tienda online (CSV separado por punto y coma): una fila por producto de cada orden, los datos de la orden repetidos en cada fila. El producto trae la variante entre paréntesis. Precios finales CON IVA 21 %.',
      articles: catalogArticles('apparel', 9, true, 21, 0),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { reference: 'Número de orden', receiverEmail: 'Email', date: 'Fecha', receiverName: 'Nombre del comprador', receiverDocNumber: 'DNI / CUIT', description: 'Nombre del producto', unitPrice: 'Precio del producto', quantity: 'Cantidad del producto' },
      },
    }),
  compose(rng, ctx) {
    let number = 1700 + ctx.index * 83 + rng.int(0, 40);
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6], perCustomer: [1, 4], kinds: ['dni', 'dni', 'cuit-person', 'company'],
      qty: (r) => (r.chance(0.7) ? 1 : r.int(2, 3)),
      reference: () => String((number += rng.int(1, 9))),
    });
    for (const o of orders) for (const l of o.lines) l.description = `${l.description} (Talle: ${rng.pick(SIZES)}, Color: ${rng.pick(COLORS)})`;
    orders.sort((a, b) => (a.date === b.date ? Number(b.reference) - Number(a.reference) : a.date < b.date ? 1 : -1));
    const rows: string[][] = [HEADER];
    const sales: SaleRow[] = [];
    for (const o of orders) {
      const when = `${dmy(o.date, '/')} ${clock(rng, 8, 23, true)}`;
      const sub = o.lines.reduce((s, l) => s.add(l.unitPrice!.mul(l.quantity)), new Decimal(0));
      const ship = rng.chance(0.5) ? new Decimal(rng.pick([0, 4900, 6350])) : new Decimal(0);
      const [town, prov, cp] = rng.pick(TOWNS);
      const email = `${o.customer.name.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 12)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com.ar'])}`;
      const phone = `+54 9 ${rng.int(11, 387)} ${rng.int(400, 699)}-${rng.digits(4)}`;
      const head = [o.reference, email, when, 'Abierta', 'Recibido', rng.pick(['No está empaquetado', 'Enviado']), 'ARS', amount(sub, 'ar-plain'), '0,00', amount(ship, 'ar-plain'), amount(sub.add(ship), 'ar-plain'),
        o.customer.name, o.customer.docNumber, phone, o.customer.name, `${rng.pick(['Av. Pellegrini', 'Bv. Oroño', 'San Martín', 'Belgrano', 'Mitre'])} ${rng.int(100, 3999)}`, town, prov, cp,
        ship.isZero() ? 'Retiro en local' : 'Correo Argentino - Envío a domicilio', rng.pick(['Mercado Pago', 'Transferencia bancaria', 'Tarjeta de crédito']), '', rng.chance(0.2) ? 'Es para regalo, sin factura en la caja' : ''];
      for (const l of o.lines) {
        rows.push([...head, l.description, amount(l.unitPrice!, 'ar-plain'), String(l.quantity), `TU-${rng.digits(4)}`]);
        sales.push(saleRow(rows.length, o, l));
      }
    }
    return { bytes: csvBytes(rows, { sep: ';', eol: '\n', bom: true }), ext: 'csv', describe: 'csv spreadsheet (online-shop export: ";", UTF-8 BOM, LF, 27 columns, variants in names, newest first)', rows: sales };
  },
};
