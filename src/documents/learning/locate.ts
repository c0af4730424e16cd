import { parseAmount, currencyOf, type NumberStyle } from '../extraction/rules/amounts';
import { findDates } from '../extraction/rules/dates';
import { parseCondicionIva } from '../extraction/rules/identifiers';
import { nameTokens } from '../extraction/rules/receiver-block';
import type { DocumentLayout, LayoutLine, LayoutWord } from '../layout/document-layout';
import { descriptionScore, descriptionTokens } from '../review/price-matcher';
import type { Box } from './learning.types';

/**
 * Finds where a value is printed in the document model, whichever reader found it: numbers in any printed form
 * ("1.234,50" = 1234.5), dates in any form, CUITs with or without hyphens, names by their words. The words of
 * the value are returned (the shortest run of words on one line that prints it).
 */
export type ValueKind = 'amount' | 'date' | 'docNumber' | 'reference' | 'name' | 'condicionIva' | 'currency';

export const KIND_OF_FIELD: Record<string, ValueKind> = {
  'receiver.name': 'name',
  'receiver.docNumber': 'docNumber',
  'receiver.condicionIva': 'condicionIva',
  documentDate: 'date',
  serviceFrom: 'date',
  serviceTo: 'date',
  paymentDue: 'date',
  reference: 'reference',
  documentTotal: 'amount',
  currency: 'currency',
};

const cents = (n: number): number => Math.round(n * 100);

/** "0003-00015707" and "3-15707" are one reference: runs of letters / digits, leading zeros dropped. */
export function referenceKey(value: string): string {
  return ((value.toUpperCase().match(/[A-Z]+|\d+/g) ?? []) as string[]).map((r) => r.replace(/^0+(?=\d)/, '')).join('-');
}

const text = (words: LayoutWord[]): string => words.map((w) => w.text).join(' ');

function dice(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const rest = [...b];
  let common = 0;
  for (const w of a) {
    const i = rest.findIndex((x) => x === w || (w.length >= 4 && x.startsWith(w)) || (x.length >= 4 && w.startsWith(x)));
    if (i >= 0) {
      common++;
      rest.splice(i, 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/** Whether the words print `value` of `kind` (the whole run is the value, nothing else). */
export function printsValue(kind: ValueKind, words: LayoutWord[], value: string | number, style: NumberStyle = 'comma-decimal'): boolean {
  const t = text(words);
  switch (kind) {
    case 'amount': {
      if (words.length > 2) return false;
      const numeric = words.filter((w) => /\d/.test(w.text));
      if (numeric.length !== 1 || numeric[0] !== words[words.length - 1]) return false;
      if (words.length === 2 && !currencyOf(words[0].text) && !/^\$$/.test(words[0].text)) return false;
      const n = parseAmount(numeric[0].text, style) ?? parseAmount(numeric[0].text, style === 'comma-decimal' ? 'dot-decimal' : 'comma-decimal');
      return n !== null && cents(n) === cents(Number(value));
    }
    case 'date': {
      const found = findDates(t);
      if (!found.some((d) => d.iso === value)) return false;
      const d = found.find((x) => x.iso === value)!;
      // The run starts and ends inside the date (no label words around it).
      return d.start < words[0].text.length && d.end > t.length - words[words.length - 1].text.length;
    }
    case 'docNumber': {
      if (!words.every((w) => /\d/.test(w.text) || /^[-.]$/.test(w.text))) return false;
      const digits = t.replace(/\D/g, '');
      return digits === String(value);
    }
    case 'reference': {
      if (!/\d/.test(words[0].text) || !/\d/.test(words[words.length - 1].text)) return false;
      return referenceKey(t) === referenceKey(String(value));
    }
    case 'condicionIva':
      return parseCondicionIva(t) === Number(value);
    case 'currency':
      return words.length === 1 && currencyOf(t) === value;
    case 'name':
      return dice(nameTokens(t), valueNameTokens(String(value))) >= 0.75;
  }
}

/** The value's tokens, asked for once per run of words tried (a name is tried against every run up to 12 words). */
let lastNameValue: { value: string; tokens: string[] } | null = null;
function valueNameTokens(value: string): string[] {
  if (lastNameValue?.value !== value) lastNameValue = { value, tokens: nameTokens(value) };
  return lastNameValue.tokens;
}

/** A layout line's description tokens, once per line (every draft line is scored against every layout line). */
const lineTokens = new WeakMap<LayoutLine, ReturnType<typeof descriptionTokens>>();
function descriptionTokensOf(line: LayoutLine): ReturnType<typeof descriptionTokens> {
  let tokens = lineTokens.get(line);
  if (!tokens) lineTokens.set(line, (tokens = descriptionTokens(line.text)));
  return tokens;
}

const MAX_RUN: Record<ValueKind, number> = { amount: 1, date: 6, docNumber: 3, reference: 3, name: 12, condicionIva: 5, currency: 1 };

// The rest of a VAT-condition phrase around its decisive word ("IVA Responsable Inscripto").
const CONDITION_WORDS = new Set(['IVA', 'RESPONSABLE', 'RESP', 'INSCRIPTO', 'INSC', 'CONSUMIDOR', 'FINAL', 'MONOTRIBUTO', 'MONOTRIBUTISTA', 'EXENTO', 'SUJETO', 'NO', 'CATEGORIZADO', 'ALCANZADO', 'REGIMEN', 'SIMPLIFICADO', 'SOCIAL']);

function widenCondition(line: LayoutLine, start: number, n: number): { start: number; end: number } {
  const ws = line.words;
  const joins = (a: LayoutWord, b: LayoutWord) => b.x0 - a.x1 <= line.unit * 1.1;
  let s = start;
  let e = start + n;
  while (s > 0 && CONDITION_WORDS.has(ws[s - 1].key) && !/:$/.test(ws[s - 1].text) && joins(ws[s - 1], ws[s])) s--;
  while (e < ws.length && CONDITION_WORDS.has(ws[e].key) && joins(ws[e - 1], ws[e])) e++;
  return { start: s, end: e };
}

export interface Located {
  words: LayoutWord[];
  line: LayoutLine;
}

/**
 * Every run of words that prints the value, shortest first per start; names by the best token overlap.
 * `near` (a line index) orders the runs by distance to it, for values printed more than once.
 */
export function locateAll(layout: DocumentLayout, kind: ValueKind, value: string | number, style?: NumberStyle): Located[] {
  const out: Located[] = [];
  for (const line of layout.lines) {
    const ws = line.words;
    // For each start, the shortest run that prints the value; then only runs holding no shorter one.
    const runs: Array<[number, number]> = [];
    for (let i = 0; i < ws.length; i++) {
      for (let n = 1; n <= MAX_RUN[kind] && i + n <= ws.length; n++) {
        if (printsValue(kind, ws.slice(i, i + n), value, style)) {
          runs.push([i, i + n]);
          break;
        }
      }
    }
    const minimal = runs.filter(([s, e]) => !runs.some(([s2, e2]) => s2 >= s && e2 <= e && e2 - s2 < e - s));
    let end = 0;
    for (const [s, e] of minimal) {
      if (s < end) continue;
      const whole = kind === 'condicionIva' ? widenCondition(line, s, e - s) : { start: s, end: e };
      out.push({ words: ws.slice(whole.start, whole.end), line });
      end = whole.end;
    }
  }
  if (kind === 'name') {
    // Of overlapping runs keep the one closest to the name (fewest extra words).
    const target = nameTokens(String(value));
    out.sort((a, b) => dice(nameTokens(text(b.words)), target) - dice(nameTokens(text(a.words)), target) || a.words.length - b.words.length);
  }
  return out;
}

/** The value's words; for values printed more than once, the occurrence `prefer` says. */
export function locate(layout: DocumentLayout, kind: ValueKind, value: string | number | null | undefined, prefer: 'first' | 'last' = 'first'): Located | null {
  if (value === null || value === undefined || value === '') return null;
  const all = locateAll(layout, kind, value);
  if (!all.length) {
    // A reference printed as two numbers ("Punto de Venta: 00002  Comp. Nro: 00000123").
    if (kind === 'reference') return locateParts(layout, String(value));
    return null;
  }
  if (kind === 'name') return exactName(layout, String(value)) ?? all[0];
  return prefer === 'last' ? all[all.length - 1] : all[0];
}

const plain = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** A name printed exactly as the value (legal form included: "S.A."), before any looser match. */
function exactName(layout: DocumentLayout, value: string): Located | null {
  const target = plain(value);
  const n = value.trim().split(/\s+/).length;
  for (const line of layout.lines) {
    for (let i = 0; i + n <= line.words.length; i++) {
      const run = line.words.slice(i, i + n);
      if (plain(text(run)) === target) return { words: run, line };
    }
  }
  return null;
}

function locateParts(layout: DocumentLayout, value: string): Located | null {
  const parts = referenceKey(value).split('-').filter((p) => /\d/.test(p));
  if (parts.length < 2) return null;
  const found: LayoutWord[] = [];
  let line: LayoutLine | null = null;
  for (const part of parts) {
    const hit = layout.lines.flatMap((l) => l.words.map((w) => ({ w, l }))).find(({ w }) => referenceKey(w.text) === part && !found.includes(w));
    if (!hit) return null;
    found.push(hit.w);
    line ??= hit.l;
  }
  return line ? { words: found, line } : null;
}

/**
 * The row of a draft line: the layout line whose words best cover its description (abbreviations and OCR
 * errors tolerated), searching from `from` on; with the lines right under it that only continue the description.
 */
export function locateRow(layout: DocumentLayout, description: string, from: number, used: Set<number>): LayoutLine[] | null {
  const target = descriptionTokens(description);
  if (!target.words.length) return null;
  let best: { line: LayoutLine; score: number } | null = null;
  for (const line of layout.lines) {
    if (used.has(line.index)) continue;
    const score = descriptionScore(target, descriptionTokensOf(line)) - (line.index < from ? 0.05 : 0);
    if (score > (best?.score ?? 0.45)) best = { line, score };
  }
  if (!best) return null;
  const rows = [best.line];
  // Continuation lines: text only, every word part of the description.
  const want = new Set(target.words);
  for (let i = best.line.index + 1; i < layout.lines.length; i++) {
    const next = layout.lines[i];
    if (next.page !== best.line.page || used.has(next.index) || next.y0 - rows[rows.length - 1].y1 > next.unit * 1.2) break;
    const tokens = descriptionTokensOf(next);
    if (!tokens.words.length || /\d[.,]\d{2}\b/.test(next.text) || !tokens.words.every((w) => want.has(w))) break;
    rows.push(next);
  }
  return rows;
}

export function unionBox(words: Array<{ x0: number; y0: number; x1: number; y1: number }>): Box {
  return {
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}
