import { checkOtherTaxRules, MAX_OTHER_TAXES, OTHER_TAX_BASES, OTHER_TAX_RECEIVERS, type OtherTaxBase, type OtherTaxReceivers, type OtherTaxRule } from '../../common/other-taxes';
import { Money, formatAmount } from './money';
import type { TributeInput, VoucherAmounts } from './voucher.types';

export { checkOtherTaxRules, MAX_OTHER_TAXES, OTHER_TAX_BASES, OTHER_TAX_RECEIVERS };
export type { OtherTaxBase, OtherTaxReceivers, OtherTaxRule };

const DOC_TIPO_CUIT = 80;

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
