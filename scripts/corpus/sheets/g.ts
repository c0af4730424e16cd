import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { csvLine, dashedCuit, isoParts, lineCounts, makeCustomers, saleDate, settle, sheetInstructions, templateId, type Article, type SaleLine, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A beverage distributor: the priceList is net of VAT, per pack; the delivery log has no prices. */
const ARTICLES: Article[] = [
  { description: 'Agua mineral sin gas 2 L pack x 6', price: 5230.4, ivaRate: 21 },
  { description: 'Agua saborizada pomelo 1,5 L pack x 6', price: 7480.6, ivaRate: 21 },
  { description: 'Gaseosa cola 2,25 L pack x 6', price: 14960.25, ivaRate: 21 },
  { description: 'Gaseosa lima limón 2,25 L pack x 6', price: 13870.8, ivaRate: 21 },
  { description: 'Soda sifón 2 L pack x 6', price: 4120.5, ivaRate: 21 },
  { description: 'Cerveza rubia lata 473 ml pack x 24', price: 31450, ivaRate: 21 },
  { description: 'Cerveza negra botella 1 L cajón x 12', price: 28730.9, ivaRate: 21 },
  { description: 'Jugo de naranja 1 L caja x 12', price: 16240.35, ivaRate: 21 },
  { description: 'Bebida isotónica 500 ml pack x 6', price: 8950.7, ivaRate: 21 },
  { description: 'Vino tinto de mesa 1 L caja x 12', price: 22680, ivaRate: 21 },
  { description: 'Fernet 750 ml caja x 6', price: 61300.4, ivaRate: 21 },
  { description: 'Hielo en cubos bolsa 2 kg x 10', price: 9380.1, ivaRate: 21 },
  { description: 'Tónica 1,5 L pack x 6', price: 9120.55, ivaRate: 21 },
];
const UNLISTED = ['Conservadora térmica 25 L', 'Exhibidora vertical de bebidas (comodato)'];
const TOWNS = ['Villa Constitución', 'Arroyo Seco', 'Pueblo Esther', 'Fighiera', 'Empalme Villa Constitución', 'General Lagos'];

export const sheetsG: SheetLayout = {
  id: 'sheets-g',
  title: 'distributor\'s delivery log without prices (CSV, ";", every field quoted)',
  imitates: 'a beverage distributor\'s route ("repartos") log exported to CSV by its delivery app',
  issuer: (rng: Rng) => makeIssuer(rng, 'Distribuidora Río Paraná S.A.', 'Distribuidora Río Paraná'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-g', issuer),
      name: `Repartos ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es la planilla de repartos que exporta la aplicación de los choferes (CSV con punto y coma, todos los campos entre comillas, UTF-8): no tiene precios, así que el precio de cada artículo sale de la lista de precios de esta plantilla (precios SIN IVA, IVA 21%). Los artículos vienen en mayúsculas. Al terminar cada reparto hay una fila "TOTAL REPARTO" con los bultos, que no es una venta. Si un artículo no está en la lista, dejarlo sin precio.'),
      articles: ARTICLES,
      unlisted: UNLISTED,
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 1,
        columns: { date: 'Fecha', reference: 'Remito', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Artículo', quantity: 'Bultos' },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  compose(rng, { issuer, today, index }) {
    const customers = makeCustomers(rng, rng.int(3, 6), ['company', 'cuit-person', 'company'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 2, 7);
    const missingAt = index === 1 ? rng.int(0, customers.length - 1) : -1;
    const q = (v: readonly string[]) => csvLine(v, ';', true);
    const out: string[] = [q(['Fecha', 'Reparto', 'Chofer', 'Remito', 'Cliente', 'CUIT', 'Localidad', 'Cód.', 'Artículo', 'Bultos'])];
    const rows: SaleRow[] = [];
    const date = saleDate(rng, today, 3, 25);
    const { y, m, d } = isoParts(date);
    const shortDate = `${d}/${m}/${String(y).slice(2)}`;
    const routes = customers.length > 3 ? 2 : 1;
    const drivers = rng.sample(['GOMEZ R.', 'PERALTA J.', 'SOSA M.', 'LUNA C.'], routes);
    let remito = rng.int(23000, 39000);
    let routeBultos = 0;
    for (const [i, c] of customers.entries()) {
      const route = routes === 2 && i >= Math.ceil(customers.length / 2) ? 2 : 1;
      remito += rng.int(1, 4);
      const reference = `0004-${String(remito).padStart(8, '0')}`;
      const town = rng.pick(TOWNS);
      const picked = rng.sample(ARTICLES, counts[i]!);
      const lines: SaleLine[] = picked.map((a) => ({ description: a.description.toUpperCase(), quantity: rng.pick([1, 2, 2, 3, 4, 5, 6, 8, 10, 12]), unitPrice: new Decimal(a.price), ivaRate: 21, priceListMatch: a.description }));
      if (i === missingAt) lines.splice(rng.int(0, lines.length), 0, { description: rng.pick(UNLISTED).toUpperCase(), quantity: 1, unitPrice: null, ivaRate: 21, priceListMatch: null });
      settle(lines, false);
      for (const l of lines) {
        const code = l.priceListMatch ? String(100 + ARTICLES.findIndex((a) => a.description === l.priceListMatch) * 3) : '999';
        out.push(q([shortDate, String(route), drivers[route - 1]!, reference, c.name, dashedCuit(c.docNumber), town, code, l.description, String(l.quantity)]));
        rows.push({ row: out.length, customer: c, date, reference, line: l });
        routeBultos += l.quantity;
      }
      const lastOfRoute = i === customers.length - 1 || (routes === 2 && i === Math.ceil(customers.length / 2) - 1);
      if (lastOfRoute) {
        out.push(q(['', String(route), drivers[route - 1]!, '', `TOTAL REPARTO ${route}`, '', '', '', '', String(routeBultos)]));
        routeBultos = 0;
      }
    }
    return { bytes: Buffer.from(`${out.join('\n')}\n`, 'utf8'), ext: 'csv', describe: 'csv spreadsheet (delivery app export without prices: ";" separator, every field quoted, d/m/yy dates, upper-case articles, "TOTAL REPARTO" rows, LF)', rows };
  },
};
