import { fixOcrDigits, stripAccents } from './text-lines';

const MONTHS: Record<string, number> = {
  enero: 1, ene: 1, febrero: 2, feb: 2, marzo: 3, mar: 3, abril: 4, abr: 4, mayo: 5, may: 5, junio: 6, jun: 6,
  julio: 7, jul: 7, agosto: 8, ago: 8, septiembre: 9, setiembre: 9, sep: 9, set: 9, sept: 9, octubre: 10, oct: 10,
  noviembre: 11, nov: 11, diciembre: 12, dic: 12,
  // English, as importers' and bilingual documents print them.
  january: 1, jan: 1, february: 2, march: 3, april: 4, apr: 4, june: 6, july: 7, august: 8, aug: 8, september: 9,
  october: 10, november: 11, december: 12, dec: 12,
};

export interface FoundDate {
  iso: string;
  /** Character offsets of the match in the searched text. */
  start: number;
  end: number;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 100) year += 2000;
  // No voucher, due date or period of this service's time is dated after 2060: such a year is a misread ("2076").
  if (year < 1990 || year > 2060 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Last day of a month, for periods written as a month ("Período: octubre 2026"). */
export function lastDayOfMonth(year: number, month: number): string {
  return isoOf(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate()) ?? '';
}

const SPLIT_MONTH_DMY = /(?<![\d/.-])([0-3]?[0-9])([/.-])([01]) ([0-9])\2((?:20)?[0-9]{2})(?![\d/.-])/g;
// "25/11 2026": the second separator lost to the OCR before a four-digit year. Two digits each for day and month:
// "3/4 2026" is a size and a count, not a date.
const LOST_SEPARATOR_DMY = /(?<![\d/.-])([0-3][0-9])([/.-])([01][0-9]) ((?:19|20)[0-9]{2})(?![\d/.-])/g;
// Spaces around the separators ("24 / 11 / 2026"), an en dash or a middle dot between the parts ("24–11–2026",
// "26 · 11 · 2026") as typesetting and design programs print them; a space before the second one only before a
// four-digit year ("10 - 12 - 15" is a list of sizes).
const NUMERIC_DMY = /(?<![\d/.-])([0-3OIl]?[0-9OIl])\s?([/.\-–·])\s?([01OIl]?[0-9OIl])(?:\2|\s\2(?=\s?[12][0-9]{3}(?!\d)))\s?((?:[12OIl][0-9OIl])?[0-9OIl]{2})(?![\d/-]|\.\d)/g;
const ISO = /(?<![\d/.-])([12][0-9OIl]{3})([/.-])([01OIl]?[0-9OIl])\2([0-3OIl]?[0-9OIl])(?![\d/-]|\.\d)/g;
// "1º de diciembre" (the ordinal reads "o" once accents are stripped), "26/Nov/2026".
const WORDS = /(?<![\p{L}\d])([0-3]?[0-9])(?:\s*(?:[º°]|o(?=\s)))?\s*(?:de\s+|-|\/|\.(?=[a-z])|\s)\s*((?=[a-z0-9]*[a-z])[a-z0-9]{3,10})\.?\s*(?:de(?:l)?\s+|-|\/|\s|,\s*|(?<=\.))\s*([12][0-9]{3})(?!\d)/giu;
// "26-NOV-26", "26/Nov/26": a month's name between hyphens or slashes, with a two-digit year (ERP exports).
const WORDS_SHORT_YEAR = /(?<![\p{L}\d])([0-3]?[0-9])([-/])((?=[a-z0-9]*[a-z])[a-z0-9]{3,10})\.?\2([0-9]{2})(?![\d/.-])/giu;
// "Nov 26, 2026", "November 26th, 2026": month first, in English.
const MONTH_FIRST = /(?<![\p{L}\d])([a-z]{3,10})\.?\s+([0-3]?[0-9])(?:st|nd|rd|th)?,?\s+([12][0-9]{3})(?!\d)/giu;

// "Nov-26-2026", "Nov/26/26": month first between hyphens or slashes (US-style exports).
const MONTH_FIRST_SEPARATED = /(?<![\p{L}\d])([a-z]{3,10})\.?([-/])([0-3]?[0-9])\2((?:[12][0-9])?[0-9]{2})(?![\d/.-])/giu;
// "26NOV26", "26NOV2026": day, month's three letters and year run together (mainframe and SAP-like prints).
// A scan may read the month's O as a zero ("22N0V26").
const COMPACT_MONTH = /(?<![\p{L}\d])([0-3][0-9])([A-Za-z][A-Za-z0-9]{2})((?:19|20)?[0-9]{2})(?![\p{L}\d])/gu;
// "25/XI/2026", "25-XI-2026", "25.XI.2026": the month in Roman numerals, upper case, as some forms print it.
const ROMAN_MONTH = /(?<![\p{L}\d])([0-3]?[0-9])([-/.])(X[I1l]{0,2}|[I1l]X|V[I1l]{0,3}|[I1l]V|I{1,3})\2([12][0-9]{3})(?!\d)/gu;
const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10, XI: 11, XII: 12 };

/** A month's name, also with a letter the OCR read as a digit ("N0V" for NOV, "D1C" for DIC). */
export function monthNamed(token: string): number | undefined {
  return MONTHS[token.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'i')];
}

/**
 * Every date in `text`, in order: 15/10/2026, 15-10-2026, 15.10.26, 2026-10-15, "15 de octubre de 2026",
 * "15-oct-2026", "15-OCT-26", "Oct 15, 2026", "Oct-15-2026", "15/X/2026". Day first, as in Argentina (month first only with the month's name). Tolerates O/l read for 0/1 by OCR.
 */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const plain = stripAccents(text);
  for (const m of plain.matchAll(ISO)) {
    const [y, mo, d] = [m[1], m[3], m[4]].map((part) => Number(fixOcrDigits(part)));
    const iso = isoOf(y, mo, d);
    if (iso) found.push({ iso, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  for (const m of plain.matchAll(NUMERIC_DMY)) {
    const start = m.index ?? 0;
    if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
    const [d, mo, y] = [m[1], m[3], m[4]].map((part) => Number(fixOcrDigits(part)));
    const iso = isoOf(y, mo, d);
    if (iso) found.push({ iso, start, end: start + m[0].length });
  }
  // A month the OCR split in two ("22/1 1/2026"): a digit, a space and a digit between the two separators.
  for (const m of plain.matchAll(SPLIT_MONTH_DMY)) {
    const start = m.index ?? 0;
    if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
    const iso = isoOf(Number(m[5]), Number(`${m[3]}${m[4]}`), Number(m[1]));
    if (iso) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(LOST_SEPARATOR_DMY)) {
    const start = m.index ?? 0;
    if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
    const iso = isoOf(Number(m[4]), Number(m[3]), Number(m[1]));
    if (iso) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(WORDS)) {
    const month = monthNamed(m[2]);
    if (!month) continue;
    const iso = isoOf(Number(m[3]), month, Number(m[1]));
    if (iso) found.push({ iso, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  const free = (start: number, end: number) => !found.some((f) => start < f.end && f.start < end);
  for (const m of plain.matchAll(WORDS_SHORT_YEAR)) {
    const month = monthNamed(m[3]);
    const start = m.index ?? 0;
    const iso = month ? isoOf(Number(m[4]), month, Number(m[1])) : null;
    if (iso && free(start, start + m[0].length)) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(MONTH_FIRST)) {
    const month = MONTHS[m[1].toLowerCase()];
    const start = m.index ?? 0;
    const iso = month ? isoOf(Number(m[3]), month, Number(m[2])) : null;
    if (iso && free(start, start + m[0].length)) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(MONTH_FIRST_SEPARATED)) {
    const month = MONTHS[m[1].toLowerCase()];
    const start = m.index ?? 0;
    const iso = month ? isoOf(Number(m[4]), month, Number(m[3])) : null;
    if (iso && free(start, start + m[0].length)) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(COMPACT_MONTH)) {
    const start = m.index ?? 0;
    const month = monthNamed(m[2]!);
    const iso = month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
    if (iso && free(start, start + m[0].length)) found.push({ iso, start, end: start + m[0].length });
  }
  for (const m of plain.matchAll(ROMAN_MONTH)) {
    const start = m.index ?? 0;
    // The OCR reads a numeral's I as 1 or l ("25/X1/2026").
    const month = ROMAN[m[3]!.replace(/[1l]/g, 'I')];
    const iso = month ? isoOf(Number(m[4]), month, Number(m[1])) : null;
    if (iso && free(start, start + m[0].length)) found.push({ iso, start, end: start + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The single date written in `text`, or null. */
export function parseDate(text: string): string | null {
  const dates = findDates(text);
  return dates.length ? dates[0].iso : null;
}

const MONTH_YEAR = /\b([a-z]{3,10})\.?\s*(?:de\s+|\/|-|\s)\s*([12][0-9]{3})\b|\b([01]?[0-9])\/([12][0-9]{3})\b/i;

// Days of one month: "1 al 30 de noviembre de 2026", "del 1° al 31 de octubre de 2026", "1-15 nov. 2026".
const DAYS_OF_MONTH = /\b([0-3]?[0-9])[°º]?\s*(?:al|a|-|–)\s*([0-3]?[0-9])\s+(?:de\s+)?([a-z]{3,10})\.?\s*(?:de\s+|\/|-)?\s*([12][0-9]{3})\b/i;
// A month as ISO writes it: "2026-10" (not a whole date's first part).
const ISO_MONTH = /\b([12][0-9]{3})-(0[1-9]|1[0-2])\b(?!-\d)/;

/** Days of one month written with the month's name once ("1 al 15 de noviembre de 2026"): those days. */
export function parseDaysOfMonth(text: string): { from: string; to: string } | null {
  const days = DAYS_OF_MONTH.exec(stripAccents(text));
  const month = days ? MONTHS[days[3]!.toLowerCase()] : undefined;
  if (!days || !month) return null;
  const year = Number(days[4]);
  const from = isoOf(year, month, Number(days[1]));
  const to = isoOf(year, month, Number(days[2]));
  return from && to && from < to ? { from, to } : null;
}

/**
 * A month written as "octubre 2026", "oct-2026", "10/2026" or "2026-10": its first and last day; days of one month
 * ("1 al 15 de noviembre de 2026"): those days.
 */
export function parseMonthPeriod(text: string): { from: string; to: string } | null {
  const plain = stripAccents(text);
  const days = parseDaysOfMonth(plain);
  if (days) return days;
  const iso = ISO_MONTH.exec(plain);
  if (iso) return { from: isoOf(Number(iso[1]), Number(iso[2]), 1)!, to: lastDayOfMonth(Number(iso[1]), Number(iso[2])) };
  const m = MONTH_YEAR.exec(plain);
  if (!m) return null;
  const month = m[1] ? MONTHS[m[1].toLowerCase()] : Number(m[3]);
  const year = Number(m[2] ?? m[4]);
  const from = month ? isoOf(year, month, 1) : null;
  if (!from) return null;
  return { from, to: lastDayOfMonth(year, month) };
}
