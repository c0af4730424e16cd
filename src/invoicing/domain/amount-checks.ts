import Decimal from 'decimal.js';
import { percentForIvaId } from './amounts';
import { Money, sum } from './money';
import { voucherTypeInfo } from './tax-codes';
import { FECAEDetRequest, Problem, VoucherLetter } from './voucher.types';

/** Notes whose IVA base/rate checks the tax authority relaxes (TAXAUTH §3.5, §3.8). */
const RELAXED_IVA_CHECKS: ReadonlySet<number> = new Set([2, 3, 7, 8, 52, 53]);

const ABSOLUTE_TOLERANCE = new Money('0.01');
const RELATIVE_TOLERANCE = new Money('0.0001');

/**
 * TAXAUTH §3.5 "margen de error": a value passes when its relative error is ≤ 0.01 % or its absolute error
 * ≤ 0.01 × the number of terms summed (rates and tributes).
 */
function withinTolerance(actual: Decimal, expected: Decimal, terms: number): boolean {
  const diff = actual.sub(expected).abs();
  if (diff.lte(ABSOLUTE_TOLERANCE.mul(Math.max(1, terms)))) return true;
  return !expected.isZero() && diff.div(expected.abs()).lte(RELATIVE_TOLERANCE);
}

/**
 * The amount checks the tax authority runs on one detail (TAXAUTH §3.5), as a pure oracle: used by our
 * tests to prove computeAmounts never fails them, and reusable by the simulator.
 */
export function taxAuthorityAmountChecks(detail: FECAEDetRequest, cbteTipo: number): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });
  const letter = voucherTypeInfo(cbteTipo)?.letter ?? null;
  const d = (value: string) => new Money(value);
  const iva = detail.Iva ?? [];
  const tributos = detail.Tributos ?? [];

  for (const [field, value] of [
    ['ImpTotal', detail.ImpTotal],
    ['ImpTotConc', detail.ImpTotConc],
    ['ImpNeto', detail.ImpNeto],
    ['ImpOpEx', detail.ImpOpEx],
    ['ImpTrib', detail.ImpTrib],
    ['ImpIVA', detail.ImpIVA],
  ] as const) {
    if (d(value).lt(0)) add(field, '10043', `${field} must be >= 0.`);
  }

  const impTotal = d(detail.ImpTotal);
  const parts =
    letter === VoucherLetter.C
      ? d(detail.ImpNeto).add(d(detail.ImpTrib))
      : d(detail.ImpTotConc).add(d(detail.ImpNeto)).add(d(detail.ImpOpEx)).add(d(detail.ImpTrib)).add(d(detail.ImpIVA));
  if (!withinTolerance(impTotal, parts, iva.length + tributos.length)) {
    add('ImpTotal', '10048', `ImpTotal ${detail.ImpTotal} is not the sum of its parts (${parts.toFixed(2)}).`);
  }

  const tribSum = sum(tributos.map((t) => d(t.Importe)));
  if (!withinTolerance(d(detail.ImpTrib), tribSum, tributos.length)) add('ImpTrib', '10029', 'ImpTrib must equal the sum of Tributos.');
  if (d(detail.ImpTrib).isZero() && detail.Tributos !== undefined) add('Tributos', '10024', 'Tributos must not be sent when ImpTrib is 0.');

  if (letter === VoucherLetter.C) {
    if (detail.Iva !== undefined) add('Iva', '10071', 'Class C vouchers must not carry Iva.');
    for (const field of ['ImpTotConc', 'ImpOpEx', 'ImpIVA'] as const) {
      if (!d(detail[field]).isZero()) add(field, '10047', `${field} must be 0 for class C.`);
    }
    return problems;
  }

  const ivaSum = sum(iva.map((a) => d(a.Importe)));
  if (!withinTolerance(d(detail.ImpIVA), ivaSum, iva.length)) add('ImpIVA', '10023', 'ImpIVA must equal the sum of AlicIva.Importe.');
  if ((d(detail.ImpIVA).gt(0) || d(detail.ImpNeto).gt(0)) && iva.length === 0) add('Iva', '10018', 'Iva is required when ImpNeto or ImpIVA > 0.');
  if (d(detail.ImpIVA).isZero() && iva.some((a) => a.Id !== 3)) add('Iva', '10070', 'With ImpIVA 0 only AlicIva Id 3 may be sent.');
  const ids = iva.map((a) => a.Id);
  if (new Set(ids).size !== ids.length) add('Iva', '10022', 'AlicIva ids must not repeat.');

  if (RELAXED_IVA_CHECKS.has(cbteTipo)) return problems;
  const baseSum = sum(iva.map((a) => d(a.BaseImp)));
  if (!withinTolerance(d(detail.ImpNeto), baseSum, iva.length)) add('ImpNeto', '10061', 'ImpNeto must equal the sum of AlicIva.BaseImp.');
  for (const a of iva) {
    const percent = percentForIvaId(a.Id);
    if (percent === null) {
      add('Iva', '10019', `AlicIva Id ${a.Id} is not in the table.`);
      continue;
    }
    if (d(a.BaseImp).lte(0)) add('Iva', '10020', 'AlicIva.BaseImp must be > 0.');
    if (!withinTolerance(d(a.Importe), d(a.BaseImp).mul(percent).div(100), 1)) {
      add('Iva', '10051', `AlicIva Id ${a.Id}: Importe ${a.Importe} is not BaseImp ${a.BaseImp} x ${percent.toFixed()}%.`);
    }
  }
  return problems;
}
