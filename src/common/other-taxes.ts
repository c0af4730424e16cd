/**
 * The other taxes (tributos) a CUIT adds to its vouchers: the rule a CUIT stores and its check. Shared by the CUIT's
 * settings (cuits/) and issuing (invoicing/domain computes the Tributos from them), so it lives here and neither
 * feature imports the other for it.
 */
import Decimal from 'decimal.js';
import { TRIBUTE_TYPES } from './taxauth-codes';

/** What a CUIT's other tax (tributo) is computed on: the net taxed amount, or the total before other taxes. */
export const OTHER_TAX_BASES = ['net', 'total'] as const;
export type OtherTaxBase = (typeof OTHER_TAX_BASES)[number];
/** Which receivers it applies to: everyone, or only receivers identified by CUIT (DocTipo 80). */
export const OTHER_TAX_RECEIVERS = ['all', 'cuit'] as const;
export type OtherTaxReceivers = (typeof OTHER_TAX_RECEIVERS)[number];
export const MAX_OTHER_TAXES = 10;

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

/** A problem of a CUIT's list, naming the field (`taxes[i].rate`) — the shape of the invoicing domain's problems. */
export interface OtherTaxProblem {
  field: string;
  code: string;
  message: string;
}

/** Checks a CUIT's list before it is stored: the problems name `taxes[i].field`. */
export function checkOtherTaxRules(rules: OtherTaxRule[]): OtherTaxProblem[] {
  const problems: OtherTaxProblem[] = [];
  if (rules.length > MAX_OTHER_TAXES) problems.push({ field: 'taxes', code: 'too_many_taxes', message: `At most ${MAX_OTHER_TAXES} taxes per CUIT.` });
  rules.forEach((rule, i) => {
    if (!TRIBUTE_TYPES.has(rule.id)) {
      problems.push({ field: `taxes[${i}].id`, code: '10025', message: `Tributo id ${rule.id} is not in the tax authority's table (${[...TRIBUTE_TYPES.keys()].join(', ')}).` });
    }
    if (rule.id === 99 && !rule.description.trim()) {
      problems.push({ field: `taxes[${i}].description`, code: '10042', message: 'Tributo 99 (Otro) needs a description.' });
    }
    const rate = /^\d+(\.\d+)?$/.test(rule.rate) ? new Decimal(rule.rate) : null;
    if (rate === null || rate.lte(0) || rate.gt(100) || rate.decimalPlaces() > 4) {
      problems.push({ field: `taxes[${i}].rate`, code: 'invalid_tax_rate', message: 'The rate is a percentage greater than 0 and at most 100, with up to 4 decimals ("3", "1.75").' });
    }
  });
  return problems;
}
