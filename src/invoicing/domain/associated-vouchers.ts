import { normalizeCuit } from '../../common/cuit';
import { toCbteFch } from './dates';
import { voucherTypeInfo } from './tax-codes';
import { voucherTypeFor } from './voucher-letter';
import { AssociatedVoucherInput, CbteAsoc, Problem, VoucherKind } from './voucher.types';

/**
 * The note type that corrects a voucher: same letter (and FCE family) as the original, e.g. 1 → 3 / 2,
 * 6 → 8 / 7, 11 → 13 / 12, 51 → 53 / 52, 201 → 203 / 202. A note of a note keeps the letter (3 → 3 / 2).
 */
export function noteTypeFor(originalType: number, kind: VoucherKind.CreditNote | VoucherKind.DebitNote): number | null {
  const original = voucherTypeInfo(originalType);
  return original === null ? null : voucherTypeFor(original.letter, kind, original.fce);
}

/** The CbteAsoc element for an associated voucher; Cuit and CbteFch are sent whenever known. */
export function buildCbteAsoc(original: AssociatedVoucherInput): CbteAsoc {
  const asoc: CbteAsoc = { Tipo: original.invoiceType, PtoVta: original.ptoVta, Nro: original.number };
  if (original.cuit) asoc.Cuit = normalizeCuit(original.cuit);
  if (original.date) asoc.CbteFch = toCbteFch(original.date);
  return asoc;
}

/** TAXAUTH §3.8 (10040): which original types each note type may reference. */
const ALLOWED_ASSOCIATIONS: ReadonlyMap<number, ReadonlySet<number>> = new Map(
  (
    [
      [[2, 3], [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991]],
      [[7, 8], [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991]],
      [[12, 13], [11, 12, 13, 15]],
      [[52, 53], [51, 52, 53, 54]],
      [[202, 203], [201, 202, 203]],
      [[207, 208], [206, 207, 208]],
      [[212, 213], [211, 212, 213]],
    ] as Array<[number[], number[]]>
  ).flatMap(([notes, originals]) => notes.map((n): [number, ReadonlySet<number>] => [n, new Set(originals)])),
);

/** TAXAUTH §3.8 (10040): types that may carry CbtesAsoc at all. */
const MAY_CARRY_ASSOCIATIONS: ReadonlySet<number> = new Set([
  1, 2, 3, 6, 7, 8, 12, 13, 51, 52, 53, 201, 202, 203, 206, 207, 208, 211, 212, 213,
]);

/** Rules on `associated[]` for a voucher of type `cbteTipo` dated `cbteDate` (YYYY-MM-DD). */
export function checkAssociations(cbteTipo: number, associated: AssociatedVoucherInput[], cbteDate: string): Problem[] {
  const info = voucherTypeInfo(cbteTipo);
  if (info === null) return [];
  const problems: Problem[] = [];
  const isNote = info.kind !== VoucherKind.Invoice;
  // 10197: a debit or credit note needs an associated voucher (we do not send PeriodoAsoc).
  if (isNote && associated.length === 0) {
    problems.push({ field: 'associated', code: '10197', message: `A ${info.kind.replace('_', ' ')} must reference the voucher it corrects.` });
  }
  if (associated.length > 0 && !MAY_CARRY_ASSOCIATIONS.has(cbteTipo)) {
    problems.push({ field: 'associated', code: '10040', message: `Voucher type ${cbteTipo} cannot carry associated vouchers.` });
    return problems;
  }
  const allowed = ALLOWED_ASSOCIATIONS.get(cbteTipo);
  associated.forEach((a, i) => {
    if (allowed && !allowed.has(a.invoiceType)) {
      problems.push({
        field: `associated[${i}].invoiceType`,
        code: '10040',
        message: `Type ${cbteTipo} cannot reference a voucher of type ${a.invoiceType}.`,
      });
    }
    if (!Number.isInteger(a.ptoVta) || a.ptoVta < 1 || a.ptoVta > 99998) {
      problems.push({ field: `associated[${i}].ptoVta`, code: 'invalid_pto_vta', message: 'Point of sale must be 1..99998.' });
    }
    if (!Number.isInteger(a.number) || a.number < 1 || a.number > 99999999) {
      problems.push({ field: `associated[${i}].number`, code: 'invalid_number', message: 'Voucher number must be 1..99999999.' });
    }
    if (info.fce && isNote) {
      // 10151 / 10158 (django-afip #185): FCE notes need the associated voucher's CUIT and date.
      if (!a.cuit) problems.push({ field: `associated[${i}].cuit`, code: '10151', message: 'FCE notes need the CUIT of the associated voucher.' });
      if (!a.date) problems.push({ field: `associated[${i}].date`, code: '10158', message: 'FCE notes need the date of the associated voucher.' });
      // 10159: an FCE note cannot predate the voucher it corrects.
      if (a.date && a.date > cbteDate) {
        problems.push({ field: 'date', code: '10159', message: `The note date ${cbteDate} is before the associated voucher's ${a.date}.` });
      }
    }
  });
  return problems;
}
