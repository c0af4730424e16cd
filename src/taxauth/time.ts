/**
 * Tax-authority dates are Argentina time: UTC-3 all year (no DST since 2009).
 */
export const ARGENTINA_OFFSET_MINUTES = -180;
const OFFSET_MS = ARGENTINA_OFFSET_MINUTES * 60_000;

/** The wall-clock fields of `instant` in Argentina, read through UTC getters. */
function shifted(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyymmdd` in Argentina. */
export function argentinaDate(instant: Date): string {
  const s = shifted(instant);
  return `${s.getUTCFullYear()}${pad(s.getUTCMonth() + 1)}${pad(s.getUTCDate())}`;
}

/** `yyyymmddhhmmss` in Argentina (FchProceso). */
export function argentinaTimestamp(instant: Date): string {
  const s = shifted(instant);
  return `${argentinaDate(instant)}${pad(s.getUTCHours())}${pad(s.getUTCMinutes())}${pad(s.getUTCSeconds())}`;
}

/** ISO 8601 with an explicit `-03:00` offset, e.g. `2021-07-26T09:22:00.396-03:00`. */
export function argentinaIso(instant: Date, withMillis = true): string {
  const s = shifted(instant);
  const base = `${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}T${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}`;
  return `${base}${withMillis ? `.${pad(s.getUTCMilliseconds(), 3)}` : ''}-03:00`;
}

/** Parses an xsd:dateTime; a value without offset is read as Argentina time (as the tax authority does). */
export function parseTaxAuthDateTime(value: string): Date | null {
  const trimmed = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(trimmed);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ? m[7].slice(0, 4) : ''}${m[8] ?? '-03:00'}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `yyyymmdd` → the Argentina midnight instant, or null when not a real date. */
export function parseYyyymmdd(value: string | undefined): Date | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00-03:00`);
  if (Number.isNaN(date.getTime()) || argentinaDate(date) !== value) return null;
  return date;
}

/** Calendar-day arithmetic on `yyyymmdd`. */
export function addDays(yyyymmdd: string, days: number): string {
  const date = parseYyyymmdd(yyyymmdd);
  if (!date) throw new RangeError(`Not a yyyymmdd date: ${yyyymmdd}`);
  return argentinaDate(new Date(date.getTime() + days * 86_400_000));
}

/** Whole days from `a` to `b` (both yyyymmdd). */
export function daysBetween(a: string, b: string): number {
  const da = parseYyyymmdd(a);
  const db = parseYyyymmdd(b);
  if (!da || !db) throw new RangeError(`Not yyyymmdd dates: ${a}, ${b}`);
  return Math.round((db.getTime() - da.getTime()) / 86_400_000);
}
