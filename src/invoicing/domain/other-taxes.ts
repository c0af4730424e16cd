import { Money, formatAmount, parseDecimal } from './money';
import { TRIBUTE_TYPES } from './tax-codes';
import type { Problem, TributeInput, VoucherAmounts } from './voucher.types';

/** What a CUIT's other tax (tributo) is computed on: the net taxed amount, or the total before other taxes. */
export const OTHER_TAX_BASES = ['net', 'total'] as const;
export type OtherTaxBase = (typeof OTHER_TAX_BASES)[number];
/** Which receivers it applies to: everyone, or only receivers identified by CUIT (DocTipo 80). */
export const OTHER_TAX_RECEIVERS = ['all', 'cuit'] as const;
export type OtherTaxReceivers = (typeof OTHER_TAX_RECEIVERS)[number];
export const MAX_OTHER_TAXES = 10;
const DOC_TIPO_CUIT = 80;

/**
 * A tax the issuer adds to its vouchers (a percepción de IIBB, a municipal tax …), loaded per CUIT in the
 * dashboard. `id` is the tax authority's Tributo id (FEParamGetTiposTributos), `rate` a percentage as a decimal
 * string ("3", "1.75").
 */
export interface OtherTaxRule {
  id: number;
  description: string;
  rate: string;
  base: OtherTaxBase;
  receivers: OtherTaxReceivers;
}

/** Checks a CUIT's list before it is stored: the problems name `taxes[i].field`. */
export function checkOtherTaxRules(rules: OtherTaxRule[]): Problem[] {
  const problems: Problem[] = [];
  if (rules.length > MAX_OTHER_TAXES) problems.push({ field: 'taxes', code: 'too_many_taxes', message: `At most ${MAX_OTHER_TAXES} taxes per CUIT.` });
  rules.forEach((rule, i) => {
    if (!TRIBUTE_TYPES.has(rule.id)) {
      problems.push({ field: `taxes[${i}].id`, code: '10025', message: `Tributo id ${rule.id} is not in the tax authority's table (${[...TRIBUTE_TYPES.keys()].join(', ')}).` });
    }
    if (rule.id === 99 && !rule.description.trim()) {
      problems.push({ field: `taxes[${i}].description`, code: '10042', message: 'Tributo 99 (Otro) needs a description.' });
    }
    const rate = parseDecimal(rule.rate);
    if (rate === null || rate.lte(0) || rate.gt(100) || rate.decimalPlaces() > 4) {
      problems.push({ field: `taxes[${i}].rate`, code: 'invalid_tax_rate', message: 'The rate is a percentage greater than 0 and at most 100, with up to 4 decimals ("3", "1.75").' });
    }
  });
  return problems;
}

/**
 * The Tributos a voucher carries under the CUIT's rules, from its amounts before other taxes. A rule whose base is
 * 0 adds nothing (the tax authority refuses Tributos when ImpTrib is 0, 10024). Amounts are rounded half-even by
 * computeAmounts, from base × rate / 100.
 */
export function tributesFromRules(
  rules: readonly OtherTaxRule[],
  amounts: Pick<VoucherAmounts, 'ImpNeto' | 'ImpIVA' | 'ImpTotConc' | 'ImpOpEx'>,
  docTipo: number,
): TributeInput[] {
  const net = new Money(amounts.ImpNeto);
  const total = net.add(amounts.ImpIVA).add(amounts.ImpTotConc).add(amounts.ImpOpEx);
  return rules
    .filter((rule) => rule.receivers === 'all' || docTipo === DOC_TIPO_CUIT)
    .map((rule) => ({ rule, base: rule.base === 'net' ? net : total }))
    .filter(({ base }) => base.gt(0))
    .map(({ rule, base }) => ({ id: rule.id, description: rule.description.trim() || null, baseAmount: formatAmount(base), rate: rule.rate }));
}
