import Decimal from 'decimal.js';
import { formatAmount, formatPlain, Money, parseDecimal, round2, sum, ZERO } from './money';
import { VAT_PERCENTS } from '../../common/taxauth-codes';
import { IVA_RATES, IVA_TYPE_EXEMPT, IVA_TYPE_UNTAXED, TRIBUTE_TYPES } from './tax-codes';
import { AlicIva, AmountsInput, DecimalInput, LineIvaRate, Problem, Tributo, VoucherAmounts } from './voucher.types';

/**
 * Rounding order (TAXAUTH §3.5 checks ImpTotal = ΣImp*, ImpIVA = ΣAlicIva.Importe, ImpNeto = ΣAlicIva.BaseImp,
 * and Importe ≈ BaseImp × rate within 0.01):
 *   1. each line is rounded once: round2(quantity × unitPrice);
 *   2. lines are summed per rate (exact, already 2 decimals);
 *   3. per rate, one value is derived from the other and rounded once: without VAT in the prices,
 *      Importe = round2(BaseImp × rate) — exactly the authority's own half-even result; with VAT in the
 *      prices, BaseImp = round2(gross / (1 + rate)) and Importe = gross − BaseImp, so the total the customer
 *      saw is kept and |Importe − BaseImp × rate| ≤ 0.005 × (1 + rate) ≤ 0.00635 < 0.01;
 *   4. ImpNeto, ImpIVA, ImpTotal are exact sums of the already rounded parts, never rounded again.
 * So the three sum checks hold with zero difference and the rate check holds within its tolerance.
 * Step 1 and 3 (without VAT) are also the corpus "documentTotal" rule, see totalOfDraftLines.
 */

export interface AmountsOptions {
  /** Class C (issuer Monotributo / exento): no VAT breakdown, everything is ImpNeto (TAXAUTH §3.5). */
  classC: boolean;
}

export interface AmountsResult {
  amounts: VoucherAmounts;
  problems: Problem[];
}

type Bucket = { kind: 'rate'; id: number; percent: Decimal } | { kind: 'exempt' } | { kind: 'untaxed' };

interface Portion {
  bucket: Bucket;
  /** Net or gross (per pricesIncludeIva), 2 decimals. */
  value: Decimal;
}

export function ivaIdForPercent(percent: DecimalInput): number | null {
  const value = parseDecimal(percent);
  if (value === null) return null;
  return IVA_RATES.find((r) => value.eq(r.percent))?.id ?? null;
}

export function percentForIvaId(id: number): Decimal | null {
  const row = IVA_RATES.find((r) => r.id === id);
  return row ? new Money(row.percent) : null;
}

export function computeAmounts(input: AmountsInput, options: AmountsOptions): AmountsResult {
  const problems: Problem[] = [];
  const hasLines = (input.lines?.length ?? 0) > 0;
  const hasAmount = input.amount !== null && input.amount !== undefined;
  if (hasLines && hasAmount) {
    problems.push({ field: 'amount', code: 'amount_and_lines', message: 'Send either lines or amount, not both.' });
  }
  if (!hasLines && !hasAmount) {
    problems.push({ field: 'lines', code: 'no_amount', message: 'An invoice needs lines or an amount.' });
  }
  const pricesIncludeIva = input.pricesIncludeIva ?? !hasLines;
  const portions = hasLines ? linePortions(input, options, problems) : amountPortion(input, options, problems);
  const tributos = computeTributes(input, problems);
  const impTrib = sum(tributos.map((t) => new Money(t.Importe)));

  if (options.classC) {
    // TAXAUTH §3.5 / §8.11 (django-afip #206): class C puts the whole subtotal in ImpNeto, no Iva array.
    const impNeto = sum(portions.map((p) => p.value));
    checkNotNegative(impNeto, 'ImpNeto', problems);
    return { amounts: assemble({ impNeto, impTrib, iva: [], tributos }), problems };
  }

  const iva = vatBreakdown(portions, pricesIncludeIva, problems);
  const impOpEx = sum(portions.filter((p) => p.bucket.kind === 'exempt').map((p) => p.value));
  const impTotConc = sum(portions.filter((p) => p.bucket.kind === 'untaxed').map((p) => p.value));
  checkNotNegative(impOpEx, 'ImpOpEx', problems);
  checkNotNegative(impTotConc, 'ImpTotConc', problems);
  const impNeto = sum(iva.map((a) => new Money(a.BaseImp)));
  return { amounts: assemble({ impNeto, impTrib, impOpEx, impTotConc, iva, tributos }), problems };
}

function linePortions(input: AmountsInput, options: AmountsOptions, problems: Problem[]): Portion[] {
  const portions: Portion[] = [];
  (input.lines ?? []).forEach((line, i) => {
    const quantity = parseDecimal(line.quantity);
    const unitPrice = parseDecimal(line.unitPrice);
    if (quantity === null || quantity.lte(0)) {
      problems.push({ field: `lines[${i}].quantity`, code: 'invalid_quantity', message: 'Quantity must be a positive decimal.' });
    }
    if (unitPrice === null) {
      problems.push({ field: `lines[${i}].unitPrice`, code: 'invalid_price', message: 'Unit price must be a decimal.' });
    }
    // Class C has no VAT at all: the line's rate is irrelevant (TAXAUTH §3.6).
    const bucket = options.classC ? ({ kind: 'untaxed' } as const) : bucketForRate(line.ivaRate);
    if (bucket === null) {
      problems.push({
        field: `lines[${i}].ivaRate`,
        code: '10019',
        message: `VAT rate ${String(line.ivaRate)} is not one of ${VAT_PERCENTS.join(', ')}, "exempt", "untaxed".`,
      });
    }
    if (quantity === null || unitPrice === null || bucket === null) return;
    portions.push({ bucket, value: round2(quantity.mul(unitPrice)) });
  });
  return portions;
}

function amountPortion(input: AmountsInput, options: AmountsOptions, problems: Problem[]): Portion[] {
  if (input.amount === null || input.amount === undefined) return [];
  const amount = parseDecimal(input.amount);
  if (amount === null || amount.decimalPlaces() > 2 || amount.lte(0)) {
    problems.push({ field: 'amount', code: 'invalid_amount', message: 'Amount must be a positive decimal with at most 2 decimals.' });
    return [];
  }
  if (options.classC) return [{ bucket: { kind: 'untaxed' }, value: amount }];
  const bucket = bucketForIvaType(input.ivaType);
  if (bucket === null) {
    problems.push({
      field: 'ivaType',
      code: '10019',
      message: `ivaType ${String(input.ivaType)} is not an IVA id (3, 4, 5, 6, 8, 9; 1 no gravado, 2 exento).`,
    });
    return [];
  }
  return [{ bucket, value: amount }];
}

function bucketForRate(rate: LineIvaRate): Bucket | null {
  if (rate === 'exempt' || rate === 'untaxed') return { kind: rate };
  const id = ivaIdForPercent(rate);
  const percent = id === null ? null : percentForIvaId(id);
  return id === null || percent === null ? null : { kind: 'rate', id, percent };
}

function bucketForIvaType(ivaType: number | null | undefined): Bucket | null {
  if (ivaType === IVA_TYPE_UNTAXED) return { kind: 'untaxed' };
  if (ivaType === IVA_TYPE_EXEMPT) return { kind: 'exempt' };
  const percent = ivaType === null || ivaType === undefined ? null : percentForIvaId(ivaType);
  return ivaType === null || ivaType === undefined || percent === null ? null : { kind: 'rate', id: ivaType, percent };
}

function vatBreakdown(portions: Portion[], pricesIncludeIva: boolean, problems: Problem[]): AlicIva[] {
  const byId = new Map<number, { percent: Decimal; total: Decimal }>();
  for (const p of portions) {
    if (p.bucket.kind !== 'rate') continue;
    const entry = byId.get(p.bucket.id) ?? { percent: p.bucket.percent, total: ZERO };
    byId.set(p.bucket.id, { percent: entry.percent, total: entry.total.add(p.value) });
  }
  const result: AlicIva[] = [];
  for (const [id, { percent, total }] of [...byId.entries()].sort(([a], [b]) => a - b)) {
    const rate = percent.div(100);
    const base = pricesIncludeIva ? round2(total.div(rate.add(1))) : total;
    const importe = pricesIncludeIva ? total.sub(base) : round2(base.mul(rate));
    // 10020: BaseImp must be > 0; a rate whose lines cancel out is simply not sent.
    if (base.isZero() && importe.isZero()) continue;
    if (base.lte(0)) {
      problems.push({ field: 'lines', code: '10020', message: `The net taxed at ${formatPlain(percent)}% must be greater than 0.` });
    }
    result.push({ Id: id, BaseImp: formatAmount(base), Importe: formatAmount(importe) });
  }
  return result;
}

function computeTributes(input: AmountsInput, problems: Problem[]): Tributo[] {
  return (input.tributes ?? []).flatMap((t, i): Tributo[] => {
    const base = parseDecimal(t.baseAmount);
    const rate = parseDecimal(t.rate);
    const given = t.amount === null || t.amount === undefined ? undefined : parseDecimal(t.amount);
    const name = TRIBUTE_TYPES.get(t.id);
    if (name === undefined) {
      problems.push({ field: `tributes[${i}].id`, code: '10025', message: `Tributo id ${t.id} is not in the table.` });
    }
    if (base === null || rate === null || given === null || base.lt(0) || rate.lt(0) || (given !== undefined && given.lt(0))) {
      problems.push({ field: `tributes[${i}]`, code: 'invalid_tribute', message: 'Tributo base, rate and amount must be non-negative decimals.' });
      return [];
    }
    if (name === undefined) return [];
    const importe = given === undefined ? round2(base.mul(rate).div(100)) : round2(given);
    // 10042: Desc is mandatory for id 99; we always send one.
    const desc = t.description?.trim() || name;
    return [{ Id: t.id, Desc: desc, BaseImp: formatAmount(base), Alic: formatAmount(rate), Importe: formatAmount(importe) }];
  });
}

function checkNotNegative(value: Decimal, name: string, problems: Problem[]): void {
  // TAXAUTH §3.5 (10043–10047): every amount is ≥ 0; a credit note carries positive amounts too.
  if (value.lt(0)) problems.push({ field: 'lines', code: 'negative_amount', message: `${name} would be negative (${formatAmount(value)}).` });
}

function assemble(parts: {
  impNeto: Decimal;
  impTrib: Decimal;
  impOpEx?: Decimal;
  impTotConc?: Decimal;
  iva: AlicIva[];
  tributos: Tributo[];
}): VoucherAmounts {
  const impOpEx = parts.impOpEx ?? ZERO;
  const impTotConc = parts.impTotConc ?? ZERO;
  const impIva = sum(parts.iva.map((a) => new Money(a.Importe)));
  // TAXAUTH §3.5 (10048): ImpTotal = ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA, exact by construction.
  const impTotal = impTotConc.add(parts.impNeto).add(impOpEx).add(parts.impTrib).add(impIva);
  return {
    ImpTotal: formatAmount(impTotal),
    ImpTotConc: formatAmount(impTotConc),
    ImpNeto: formatAmount(parts.impNeto),
    ImpOpEx: formatAmount(impOpEx),
    ImpTrib: formatAmount(parts.impTrib),
    ImpIVA: formatAmount(impIva),
    Iva: parts.iva,
    Tributos: parts.tributos,
  };
}

/** A draft line as the document pipeline holds it (structurally a DraftLine). */
export interface DraftTotalLine {
  quantity: DecimalInput;
  unitPrice: DecimalInput | null;
  ivaRate: number | null;
}

/**
 * The corpus "documentTotal" (shared/corpus/dev/README.md): sum(round2(quantity × unitPrice)) plus, without VAT
 * in the prices, per rate round2(net of that rate × rate / 100). It equals ImpTotal of computeAmounts for
 * the same lines. Null when a price is missing, or a rate is missing while VAT must be added.
 */
export function totalOfDraftLines(lines: DraftTotalLine[], pricesIncludeIva: boolean): string | null {
  const netByRate = new Map<string, Decimal>();
  let total: Decimal = ZERO;
  for (const line of lines) {
    const quantity = parseDecimal(line.quantity);
    const unitPrice = parseDecimal(line.unitPrice);
    if (quantity === null || unitPrice === null) return null;
    const net = round2(quantity.mul(unitPrice));
    total = total.add(net);
    if (pricesIncludeIva) continue;
    const rate = line.ivaRate === null ? null : parseDecimal(line.ivaRate);
    if (rate === null) return null;
    const key = rate.toFixed();
    netByRate.set(key, (netByRate.get(key) ?? ZERO).add(net));
  }
  for (const [rate, net] of netByRate) total = total.add(round2(net.mul(rate).div(100)));
  return formatAmount(total);
}
