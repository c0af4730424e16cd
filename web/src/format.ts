/** Spanish (Argentina) text for amounts, dates and ages: `$ 1.234,56`, `25/11/2026`, `hace 3 h`. */
const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 6 });
const dateTime = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' });

export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : money.format(value).replace(/\u00a0/g, ' ');
}

const price = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined, options: { money?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  return (options.money ? price : number).format(value);
}

/** YYYY-MM-DD → DD/MM/YYYY. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
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
