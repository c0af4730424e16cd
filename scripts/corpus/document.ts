import Decimal from 'decimal.js';
import { round2 } from '../../src/invoicing/domain/money';
import { articlesOf, remitoWording, UNLISTED, type Article, type CatalogName } from './catalogs';
import { makeReceiver, type Issuer, type Receiver, type ReceiverKind } from './fake-data';
import { addDays, formatAmount, type NumberStyle } from './formats';
import type { Rng } from './random';

/** One generated sale document: what is printed, from which the truth is derived (never the other way round). */
export interface DocLine {
  code: string | null;
  /** As printed. */
  description: string;
  quantity: number;
  unit: string;
  /** As printed (invoices), or the priceList price (remitos; null when the article is not in the priceList). */
  unitPrice: Decimal | null;
  ivaRate: number;
  /** Remitos only: the priceList entry the printed description stands for. */
  priceListMatch?: string | null;
  bultos?: number;
}

export interface DocSpec {
  layout: string;
  kind: 'invoice' | 'remito';
  templateId: string;
  issuer: Issuer;
  receiver: Receiver;
  /** ISO date. */
  date: string;
  currency: 'ARS' | 'USD';
  pricesIncludeIva: boolean;
  lines: DocLine[];
  /** The document's number as the truth holds it (no label). */
  reference: string;
  serviceFrom: string | null;
  serviceTo: string | null;
  numberStyle: NumberStyle;
  /** Layout knobs drawn per document (voucher letter, copies, fonts…). */
  variant: Record<string, string | number | boolean>;
  totals: Totals | null;
}

export interface Totals {
  lineAmounts: Decimal[];
  /** Sum of line amounts (net when prices exclude VAT, final when they include it). */
  subtotal: Decimal;
  /** Net and VAT per rate, only for prices without VAT. */
  byRate: Array<{ rate: number; net: Decimal; vat: Decimal }>;
  total: Decimal;
}

/** README rule: sum(round2(q × p)) plus, without VAT in the prices, round2(net of each rate × rate / 100). */
export function computeTotals(lines: readonly DocLine[], pricesIncludeIva: boolean): Totals | null {
  if (lines.some((l) => l.unitPrice === null)) return null;
  const lineAmounts = lines.map((l) => round2(new Decimal(l.quantity).mul(l.unitPrice!)));
  const subtotal = lineAmounts.reduce((a, b) => a.add(b), new Decimal(0));
  if (pricesIncludeIva) return { lineAmounts, subtotal, byRate: [], total: subtotal };
  const rates = [...new Set(lines.map((l) => l.ivaRate))].sort((a, b) => b - a);
  const byRate = rates.map((rate) => {
    const net = lineAmounts.filter((_, i) => lines[i]!.ivaRate === rate).reduce((a, b) => a.add(b), new Decimal(0));
    return { rate, net, vat: round2(net.mul(rate).div(100)) };
  });
  return { lineAmounts, subtotal, byRate, total: byRate.reduce((a, r) => a.add(r.vat), subtotal) };
}

/** True when a rounding to cents falls exactly on half a cent, where half-up and half-even disagree. */
function isTie(value: Decimal): boolean {
  return value.mul(100).mod(1).abs().eq(0.5);
}

/**
 * Nudges prices by a cent (or, where prices come from the priceList, a quantity by one) until no line amount or
 * VAT amount is a rounding tie, so the truth does not depend on which rounding a reader of the document uses.
 */
export function avoidTies(lines: DocLine[], pricesIncludeIva: boolean, fixedPrices: boolean): void {
  for (let guard = 0; guard < 50; guard++) {
    const tiedLine = lines.find((l) => l.unitPrice !== null && isTie(new Decimal(l.quantity).mul(l.unitPrice)));
    if (tiedLine) {
      if (fixedPrices) tiedLine.quantity += 1;
      else tiedLine.unitPrice = tiedLine.unitPrice!.add(0.01);
      continue;
    }
    const totals = computeTotals(lines, pricesIncludeIva);
    const tiedRate = totals?.byRate.find((r) => isTie(r.net.mul(r.rate).div(100)));
    if (!tiedRate) return;
    const line = lines.find((l) => l.ivaRate === tiedRate.rate)!;
    if (fixedPrices) line.quantity += 1;
    else line.unitPrice = line.unitPrice!.add(0.01);
  }
}

export interface ComposeConfig {
  kind: 'invoice' | 'remito';
  catalog: CatalogName;
  lineCount: [number, number];
  /** Repeat a kind to make it likelier. */
  receivers: readonly ReceiverKind[];
  /** Chance that the VAT condition of the receiver is printed (else the truth is null). */
  conditionPrinted: number;
  currency?: 'ARS' | 'USD';
  /** Only 21 % articles unless true. */
  mixedVat: boolean;
  /** Decides per document whether the printed prices include VAT (receiver-dependent for B vouchers). */
  pricesIncludeIva: (receiver: Receiver, rng: Rng) => boolean;
  numberStyles: readonly NumberStyle[];
  /** Some articles in kilograms or metres (2,5) instead of whole units. */
  fractionalQuantities?: boolean;
  servicePeriod?: boolean;
  /** Remitos: whether this document carries one article missing from the priceList. */
  missingArticle?: boolean;
  /** Remitos: the template's priceList prices include VAT. */
  templatePricesIncludeIva?: boolean;
}

export const USD_RATE = 1180;

/** The unit price printed for an article under a document's currency and VAT convention. */
export function articlePrice(article: Article, currency: 'ARS' | 'USD', includeIva: boolean): Decimal {
  let price = new Decimal(article.price);
  if (currency === 'USD') price = price.div(USD_RATE);
  if (includeIva) price = price.mul(1 + article.ivaRate / 100);
  return round2(price);
}

/** Dates within the last 5 days of `today`, as an issuer invoices what it sold this week. */
export function recentDate(rng: Rng, today: string): string {
  return addDays(today, -rng.int(0, 4));
}

export function composeDocument(
  rng: Rng,
  config: ComposeConfig,
  base: Pick<DocSpec, 'layout' | 'templateId' | 'issuer' | 'reference' | 'variant'> & { today: string },
): DocSpec {
  const receiver = makeReceiver(rng, rng.pick(config.receivers), base.issuer.cuit, rng.chance(config.conditionPrinted));
  const currency = config.currency ?? 'ARS';
  const pricesIncludeIva = config.pricesIncludeIva(receiver, rng);
  const pool = articlesOf(config.catalog).filter((a) => config.mixedVat || a.ivaRate === 21);
  const articles = rng.sample(pool, rng.int(config.lineCount[0], Math.min(config.lineCount[1], pool.length)));
  const lines: DocLine[] = articles.map((article) => {
    const fractional = config.fractionalQuantities && rng.chance(0.25);
    const quantity = fractional ? rng.int(2, 40) / 2 : rng.pick([1, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 50]);
    if (config.kind === 'remito') {
      const wording = rng.pick(['abbreviated', 'upper', 'code-prefix', 'lower', 'as-listed'] as const);
      return {
        // a code already written into the description is not repeated in a code column
        code: wording !== 'code-prefix' && rng.chance(0.6) ? article.code : null,
        description: remitoWording(rng, article, wording),
        quantity,
        unit: article.unit,
        unitPrice: articlePrice(article, currency, config.templatePricesIncludeIva ?? false),
        ivaRate: 21,
        priceListMatch: article.description,
        bultos: Math.max(1, Math.ceil(quantity / rng.pick([1, 2, 5, 10]))),
      };
    }
    return {
      code: article.code,
      description: article.description,
      quantity,
      unit: article.unit,
      unitPrice: articlePrice(article, currency, pricesIncludeIva),
      ivaRate: article.ivaRate,
    };
  });
  if (config.kind === 'remito' && config.missingArticle) {
    const description = rng.pick(UNLISTED[config.catalog]);
    lines.splice(rng.int(0, lines.length), 0, {
      code: null, description: description.toUpperCase(), quantity: rng.int(1, 6), unit: 'u', unitPrice: null, ivaRate: 21, priceListMatch: null, bultos: 1,
    });
  }
  avoidTies(lines, pricesIncludeIva, config.kind === 'remito');
  const date = recentDate(rng, base.today);
  let serviceFrom: string | null = null;
  let serviceTo: string | null = null;
  if (config.servicePeriod) {
    // The month before the voucher's: a service is invoiced once rendered.
    const first = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 1);
    serviceFrom = first.toISOString().slice(0, 10);
    serviceTo = addDays(`${date.slice(0, 7)}-01`, -1);
  }
  return {
    ...base,
    kind: config.kind,
    receiver,
    date,
    currency,
    pricesIncludeIva,
    lines,
    serviceFrom,
    serviceTo,
    numberStyle: rng.pick(config.numberStyles),
    totals: computeTotals(lines, pricesIncludeIva),
  };
}

/** Amount as this document prints it. */
export function money(doc: DocSpec, value: Decimal.Value): string {
  return formatAmount(value, doc.numberStyle, doc.currency);
}

/** The amount as printed without a currency symbol (for table cells). */
export function plainMoney(doc: DocSpec, value: Decimal.Value): string {
  const style = doc.numberStyle === 'ar-symbol' ? 'ar' : doc.numberStyle === 'ar-plain-symbol' ? 'ar-plain' : doc.numberStyle;
  return formatAmount(value, style, doc.currency);
}
