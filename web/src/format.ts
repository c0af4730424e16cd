/**
 * Spanish (Argentina) text for amounts, dates and ages: `$ 1.234,56`, `25/11/2026`, `hace 3 h`.
 *
 * Written out rather than through Intl: the first Intl formatter a page makes loads the ICU locale data, 10 to
 * 150 ms of the main thread on the 2-core machines the review page is measured on (every visit is a new renderer
 * process), and the review page formats amounts in its first render. The output is Intl's for es-AR
 * (test/dashboard-format.spec.ts compares them): the shortest decimal that reads back as the number, rounded half
 * away from zero, `.` between thousands, `,` before decimals.
 */

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = formatDecimal(value, 2, 2);
  return text.startsWith('-') ? `-$ ${text.slice(1)}` : `$ ${text}`;
}

export function formatNumber(value: number | null | undefined, options: { money?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  return options.money ? formatDecimal(value, 2, 2) : formatDecimal(value, 0, 6);
}

/** `value` with between `minFraction` and `maxFraction` decimals, the Argentine way ("-1.234,5"). */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return `${negative ? '-' : ''}∞`;
  // The digits of the shortest decimal that reads back as `value` ("1.005", "1.5e-7"), and where its point is.
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  let digits = whole! + fraction;
  let point = whole!.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  let integer = digits.slice(0, point) || '0';
  let decimals = digits.slice(point);
  if (decimals.length > maxFraction) {
    const up = decimals.charCodeAt(maxFraction) >= 53; // '5': half away from zero
    decimals = decimals.slice(0, maxFraction);
    if (up) [integer, decimals] = increment(integer, decimals);
  }
  decimals = decimals.replace(/0+$/, '');
  if (decimals.length < minFraction) decimals += '0'.repeat(minFraction - decimals.length);
  const grouped = integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** integer.decimals plus one unit in the last decimal place (or in the units, with no decimals). */
function increment(integer: string, decimals: string): [string, string] {
  const all = (integer + decimals).split('').map(Number);
  let at = all.length - 1;
  while (at >= 0 && all[at] === 9) all[at--] = 0;
  if (at < 0) all.unshift(1);
  else all[at]! += 1;
  const joined = all.join('');
  return [joined.slice(0, joined.length - decimals.length), joined.slice(joined.length - decimals.length)];
}

/** YYYY-MM-DD → DD/MM/YYYY. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * "25/11/26, 10:32 p. m.": the date and time in Argentina, which is UTC-3 all year (no DST since 2009, as
 * src/taxauth/time.ts also holds).
 */
export function formatDateTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() - 3 * 3_600_000);
  const hours = t.getUTCHours();
  const minutes = String(t.getUTCMinutes()).padStart(2, '0');
  return `${t.getUTCDate()}/${t.getUTCMonth() + 1}/${String(t.getUTCFullYear() % 100).padStart(2, '0')}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'recién';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `hace ${hours} h`;
  return `hace ${Math.round(hours / 24)} días`;
}

/** Parses what a person types in an amount field: "1.234,56", "1234.56", "1234,5". */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/[$\s]/g, '');
  if (!trimmed) return null;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

export const STATUS_LABELS: Record<string, string> = {
  extracting: 'Extrayendo',
  review_required: 'Para revisar',
  approved: 'Aprobado',
  issuing: 'Emitiendo',
  issued: 'Emitido',
  rejected: 'Rechazado',
  failed: 'Con error',
};

export const SOURCE_LABELS: Record<string, string> = { upload: 'Archivo', spreadsheet: 'Planilla', api: 'API', template: 'Recurrente' };

export const CONDICION_IVA: Record<number, string> = {
  1: 'Responsable Inscripto',
  4: 'Exento',
  5: 'Consumidor Final',
  6: 'Monotributo',
  7: 'No categorizado',
  8: 'Proveedor del exterior',
  9: 'Cliente del exterior',
  10: 'IVA Liberado',
  13: 'Monotributista social',
  15: 'IVA no alcanzado',
  16: 'Monotributo trabajador independiente promovido',
};

export const IVA_RATES = [0, 2.5, 5, 10.5, 21, 27];

/** "19/11/2026", "19/11/26", "19-11-2026" → "2026-11-19"; null when it is not a real calendar date. */
export function parseDate(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [day, month] = [Number(m[1]), Number(m[2])];
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
