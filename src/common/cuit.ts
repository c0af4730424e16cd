/**
 * CUIT / CUIL: 11 digits shown as XX-XXXXXXXX-X. Check digit per the tax authority's modulo 11 with
 * weights 5,4,3,2,7,6,5,4,3,2; a computed 11 becomes 0 and a computed 10 is not a valid combination.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export const CUIT_DISPLAY_PATTERN = /^[0-9]{2}-[0-9]{8}-[0-9]{1}$/;

/** The expected check digit of the first ten digits, or null when the combination has none (remainder 1). */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^[0-9]{10}$/.test(firstTen)) return null;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstTen[i]), 0);
  const dv = 11 - (sum % 11);
  if (dv === 11) return 0;
  if (dv === 10) return null;
  return dv;
}

/** Digits only ("20111111112"), accepting hyphens, spaces or dots as separators. */
export function normalizeCuit(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function isValidCuit(value: string): boolean {
  const digits = normalizeCuit(value);
  if (!/^[0-9]{11}$/.test(digits)) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

export function formatCuit(digits: string): string {
  const d = normalizeCuit(digits);
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
}

/** A company's legal form ending a name: S.A., S.R.L., S.A.S., S.A.U., S.H., S.C.A., S.C. */
export const LEGAL_FORM = /\bS\.? ?(A\.? ?(S\.?|U\.?)?|R\.? ?L\.?|H\.?|C\.? ?A?\.?)\s*$/i;

/** A society's name: a legal form after it, or a cooperative's, an association's or a foundation's. */
export function isSocietyName(name: string): boolean {
  return LEGAL_FORM.test(name.trim()) || /^(COOPERATIVA|ASOCIACI[OÓ]N|FUNDACI[OÓ]N|CLUB)\s|\bSOCIEDAD\s+AN[OÓ]NIMA$/i.test(name.trim());
}

/** A person's CUIT or CUIL (20, 23, 24, 27); a society's starts 30, 33 or 34. */
export const isPersonCuit = (digits: string): boolean => /^(20|23|24|27)\d{9}$/.test(digits);
