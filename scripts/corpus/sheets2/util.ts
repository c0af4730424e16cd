/**
 * Helpers of the `sheets2` split (prefix `l`): orders per customer and templates, built on `sheets/common.ts`
 * (its customers, lines, truth, CSV and zip writers are reused, not copied).
 */
import Decimal from 'decimal.js';
import { articlesOf, type CatalogName } from '../catalogs';
import { makeIssuer, type Issuer } from '../fake-data';
import type { Rng } from '../random';
import {
  lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, unzip, zip,
  type Article, type ColumnMapping, type Customer, type SaleLine, type SaleRow, type SheetContext, type SheetTemplate,
} from '../sheets/common';

export interface Order {
  customer: Customer;
  date: string;
  reference: string;
  lines: SaleLine[];
}

/** The first `count` articles of a catalog; prices with VAT when `pii` (rounded to `decimals`), rate forced when given. */
export function catalogArticles(name: CatalogName, count: number, pii: boolean, rate?: number, decimals = 2): Article[] {
  return articlesOf(name).slice(0, count).map((a) => {
    const r = rate ?? a.ivaRate;
    const price = pii ? new Decimal(a.price).mul(1 + r / 100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber() : a.price;
    return { description: a.description, price, ivaRate: r };
  });
}

export function issuerOf(rng: Rng, name: string, tradeName: string): Issuer {
  return makeIssuer(rng, name, tradeName);
}

export function makeTemplate(layoutId: string, issuer: Issuer, t: { name: string; text: string; articles: Article[]; pii: boolean; rate: number; concepto?: 1 | 2 | 3; mapping: Omit<ColumnMapping, 'groupBy' | 'pricesIncludeIva'> }): SheetTemplate {
  return {
    id: templateId(layoutId, issuer),
    name: t.name,
    instructions: sheetInstructions(issuer, t.text),
    articles: t.articles,
    unlisted: [],
    pricesIncludeIva: t.pii,
    ivaRate: t.rate,
    concepto: t.concepto ?? 1,
    columnMapping: { ...t.mapping, groupBy: 'receiverDocNumber', pricesIncludeIva: t.pii },
  };
}

export interface OrderPlan {
  customers: [number, number];
  perCustomer: [number, number];
  kinds: ReadonlyArray<'company' | 'cuit-person' | 'cuil' | 'dni'>;
  commaNames?: boolean;
  qty: (rng: Rng, a: Article) => number;
  step?: number;
  reference: (rng: Rng, k: number) => string;
  /** force the template's rate on every line (files without a rate column) */
  forceRate?: number;
}

/** One order per customer (one date, one reference), lines distinct articles, no half-cent ties. */
export function makeOrders(rng: Rng, ctx: SheetContext, plan: OrderPlan): Order[] {
  const n = rng.int(plan.customers[0], plan.customers[1]);
  const customers = makeCustomers(rng, n, plan.kinds, ctx.issuer.cuit, plan.commaNames ?? false);
  const counts = lineCounts(rng, n, plan.perCustomer[0], plan.perCustomer[1]);
  const pii = ctx.template.columnMapping.pricesIncludeIva;
  return customers.map((customer, k) => {
    const arts = plan.forceRate === undefined ? ctx.template.articles : ctx.template.articles.map((a) => ({ ...a, ivaRate: plan.forceRate! }));
    const lines = pickLines(rng, arts, counts[k]!, (a) => plan.qty(rng, a), pii, plan.step ?? 1);
    return { customer, date: saleDate(rng, ctx.today, 2, 25), reference: plan.reference(rng, k), lines };
  });
}

/** A sale row of the truth. */
export function saleRow(row: number, o: Order, line: SaleLine): SaleRow {
  return { row, customer: o.customer, date: o.date, reference: o.reference, line };
}

/** dd/mm/yyyy, dd-mm-yyyy, d/m/yyyy from ISO. */
export function dmy(iso: string, sep: '/' | '-', pad = true): string {
  const [y, m, d] = iso.split('-');
  const p = (s: string) => (pad ? s : String(Number(s)));
  return `${p(d!)}${sep}${p(m!)}${sep}${y}`;
}

/** Removes accents: "Razón" → "Razon". */
export function plainAscii(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** An .xlsx whose docProps/app.xml names another application (exceljs always writes "Microsoft Excel"). */
export function retagApplication(bytes: Buffer, application: string, iso: string): Buffer {
  const entries = unzip(bytes).map((e) => (e.name === 'docProps/app.xml' ? { name: e.name, data: Buffer.from(e.data.toString('utf8').replace(/<Application>[^<]*<\/Application>/, `<Application>${application}</Application>`), 'utf8') } : e));
  const [y, m, d] = iso.split('-').map(Number);
  return zip(entries, { y: y!, m: m!, d: d!, h: 9, min: 0 });
}
