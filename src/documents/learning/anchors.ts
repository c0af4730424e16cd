import { currencyOf, parseAmount, type NumberStyle } from '../extraction/rules/amounts';
import { findDates } from '../extraction/rules/dates';
import { findCuits, findDni, parseCondicionIva } from '../extraction/rules/identifiers';
import type { DocumentLayout, LayoutLine, LayoutWord } from '../layout/document-layout';
import type { Box, LearnableField, LearnedAnchor } from './learning.types';
import { KIND_OF_FIELD, locate, locateAll, unionBox, type Located, type ValueKind } from './locate';

const hasLetters = (w: LayoutWord): boolean => /\p{L}{2}/u.test(w.text);
const isValueLike = (w: LayoutWord): boolean => /\d/.test(w.text) && !/\p{L}{3}/u.test(w.text);

/**
 * The anchor that would have found `value` of `field` on this page: the label printed just left of it on its line
 * (or above it, for a label over its value), and where the value sits from the label; without a label, the
 * value's region on the page (label-less layouts). Null when the value is not printed.
 */
export function learnAnchor(layout: DocumentLayout, field: LearnableField, value: string | number, sourceDraftId: string, now: Date, context: AnchorContext = {}): LearnedAnchor | null {
  const kind = KIND_OF_FIELD[field];
  const found = (context.near && nearest(layout, kind, value, context.near)) || locate(layout, kind, value, field === 'documentTotal' ? 'last' : 'first');
  if (!found) return null;
  const valueBox = unionBox(found.words);
  const base = { field, page: found.words[0].page, sourceDraftId, learnedAt: now.toISOString(), valueBox };
  const notValue = <L extends { words: LayoutWord[] }>(l: L | null): L | null => (l && !printsOther(l.words, context.otherValues ?? []) ? l : null);
  const label = notValue(labelLeft(found.line, found.words)) ?? notValue(labelAbove(layout, found.line, valueBox));
  if (!label) return { ...base, label: [], labelText: null, relation: 'region', offset: valueBox, labelBox: null };
  const lb = unionBox(label.words);
  return {
    ...base,
    label: label.words.map((w) => w.key),
    labelText: label.words.map((w) => w.text).join(' '),
    relation: label.relation,
    offset: { x0: valueBox.x0 - lb.x0, y0: valueBox.y0 - lb.y0, x1: valueBox.x1 - lb.x0, y1: valueBox.y1 - lb.y0 },
    labelBox: lb,
  };
}

export interface AnchorContext {
  /** Where the receiver's name or CUIT is printed: a receiver's VAT condition is the occurrence nearest it, not the issuer's. */
  near?: { page: number; box: Box };
  /** Other values of this document (the receiver's name): words of them are content that changes, never a label. */
  otherValues?: string[];
}

/** Of the places the value is printed, the one nearest `near` (same page first). */
function nearest(layout: DocumentLayout, kind: ValueKind, value: string | number, near: { page: number; box: Box }): Located | null {
  const distance = (l: Located) => {
    const b = unionBox(l.words);
    const page = l.words[0].page === near.page ? 0 : 1e6;
    return page + Math.abs(b.y0 - near.box.y0) * 2 + Math.abs(b.x0 - near.box.x0);
  };
  return locateAll(layout, kind, value).sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

const letterKeys = (t: string): string[] => (t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase().match(/[A-Z0-9]{2,}/g) ?? []) as string[];

/** Whether most of a would-be label's words are words of another value (a name over or beside the value). */
function printsOther(words: LayoutWord[], others: string[]): boolean {
  const keys = words.flatMap((w) => letterKeys(w.text));
  if (!keys.length) return false;
  return others.some((o) => {
    const of = new Set(letterKeys(o));
    return of.size > 0 && keys.filter((k) => of.has(k)).length * 2 > keys.length;
  });
}

/** Up to four words right before the value on its line (its cell, else the cell before it), ending in letters. */
function labelLeft(line: LayoutLine, valueWords: LayoutWord[]): { words: LayoutWord[]; relation: 'right' } | null {
  const first = line.words.indexOf(valueWords[0]);
  if (first <= 0) return null;
  const before = line.words.slice(0, first);
  const out: LayoutWord[] = [];
  for (let i = before.length - 1; i >= 0 && out.length < 4; i--) {
    const w = before[i];
    const next = out[0] ?? valueWords[0];
    if (next.x0 - w.x1 > line.unit * (out.length ? 1.2 : 12)) break;
    if (isValueLike(w)) break;
    out.unshift(w);
  }
  while (out.length && !hasLetters(out[0]) && !/[:ºº°#]/.test(out[0].text)) out.shift();
  return out.some(hasLetters) ? { words: out, relation: 'right' } : null;
}

/** The cell of the nearest line above that lies over the value (a label printed over its value). */
function labelAbove(layout: DocumentLayout, line: LayoutLine, valueBox: Box): { words: LayoutWord[]; relation: 'below' } | null {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 3; i--) {
    const above = layout.lines[i];
    if (above.page !== line.page || line.y0 - above.y1 > line.unit * 3) break;
    const cell = above.segments.find((s) => Math.min(s[s.length - 1].x1, valueBox.x1) - Math.max(s[0].x0, valueBox.x0) > -line.unit);
    if (cell && cell.some(hasLetters) && !cell.some(isValueLike)) return { words: cell.slice(-4), relation: 'below' };
  }
  // Not over it: a question and its answer ("¿Cuál es tu condición frente al IVA?" on one side, "responsable
  // inscripto" under it on the other, a time between them): the nearest words line above, whatever its column.
  for (let i = line.index - 1; i >= 0 && i >= line.index - 3; i--) {
    const above = layout.lines[i];
    if (above.page !== line.page || line.y0 - above.y1 > line.unit * 4) break;
    const cell = above.segments[above.segments.length - 1]!;
    if (cell.filter(hasLetters).length >= 2 && !cell.some(isValueLike)) return { words: cell.slice(-4), relation: 'below' };
  }
  return null;
}

/**
 * Whether a word of the page (`a`) is the label's word `b`. On OCR'd pages one wrong letter is forgiven in long
 * words, and a one- or two-letter word (`Nº`, read `NY`, `N2`, `NO`) matches any word as short: `labelMatches`
 * wants a long word of the label matched besides.
 */
function keyMatches(a: string, b: string, ocr: boolean): boolean {
  if (a === b) return true;
  if (ocr && b.length <= 2 && a.length <= 3) return true;
  // OCR loses the first letters of a word run into a box edge ("Número:" read "mero:"), on this page or the learned one
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && /^[A-Z]+$/.test(short) && long.length - short.length <= 3 && (long.endsWith(short) || long.startsWith(short))) return true;
  if (!ocr || Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
  let diff = 0;
  for (let i = 0, j = 0; i < a.length || j < b.length; i++, j++) {
    if (a[i] === b[j]) continue;
    if (++diff > 1) return false;
    if (a.length > b.length) j--;
    else if (b.length > a.length) i--;
  }
  return true;
}

export interface AnchorReading {
  value: string | number;
  words: LayoutWord[];
}

/** The words where the anchor says the value is, on this document; then the value read from them by its kind. */
export function readAnchor(layout: DocumentLayout, anchor: LearnedAnchor, style: NumberStyle): AnchorReading | null {
  const candidates: Array<{ box: Box; page: number; unit: number; label?: { words: LayoutWord[]; line: LayoutLine } }> = [];
  if (anchor.relation === 'region') {
    const page = layout.pages.find((p) => p.number === anchor.page) ?? layout.pages[0];
    if (page) candidates.push({ box: anchor.offset, page: page.number, unit: page.unit });
  } else {
    for (const line of layout.lines) {
      const ocr = layout.pages.find((p) => p.number === line.page)?.source === 'ocr';
      for (let i = 0; i + anchor.label.length <= line.words.length; i++) {
        const run = line.words.slice(i, i + anchor.label.length);
        if (!run.every((w, k) => keyMatches(w.key, anchor.label[k], ocr))) continue;
        const exact = run.every((w, k) => w.key === anchor.label[k]);
        if (!exact && !run.some((w, k) => anchor.label[k].length >= 4 && keyMatches(w.key, anchor.label[k], ocr))) continue;
        const lb = unionBox(run);
        const o = anchor.offset;
        candidates.push({ box: { x0: lb.x0 + o.x0, y0: lb.y0 + o.y0, x1: lb.x0 + o.x1, y1: lb.y0 + o.y1 }, page: line.page, unit: line.unit, label: { words: run, line } });
      }
    }
    // Nearest the place the label had where it was learned first (a label printed twice: header and foot).
    if (anchor.labelBox) {
      const at = anchor.labelBox;
      candidates.sort((a, b) => dist(a.box, anchor.offset, at) - dist(b.box, anchor.offset, at));
    }
  }
  for (const c of candidates) {
    // never the label's own words (an OCR'd 'Nº' read 'N2' looks like a value)
    const words = wordsIn(layout, c.page, c.box, c.unit, anchor.relation === 'right' ? c.box.x0 : null).filter((w) => !c.label?.words.includes(w));
    if (!words.length) continue;
    const value = valueOf(anchor.field, words, style);
    if (value !== null) return value;
  }
  // On a scan or a photo the page is shifted, scaled or the value's line split: read beside / under the label itself.
  for (const c of candidates) {
    if (!c.label) continue;
    const words = anchor.relation === 'right' ? besideLabel(c.label) : underLabel(layout, c.label, anchor.offset);
    for (const run of words) {
      const value = valueOf(anchor.field, run, style);
      if (value !== null) return value;
    }
  }
  // The label is not on this document: where the value was.
  if (anchor.relation !== 'region' && anchor.valueBox && !candidates.length) {
    const page = layout.pages.find((p) => p.number === anchor.page);
    if (page) {
      const words = wordsIn(layout, page.number, anchor.valueBox, page.unit, anchor.relation === 'right' ? anchor.valueBox.x0 : null);
      if (words.length) return valueOf(anchor.field, words, style);
    }
  }
  return null;
}

/** The cell right after the label on its line (the label's own cell when the value continues it). */
function besideLabel(label: { words: LayoutWord[]; line: LayoutLine }): LayoutWord[][] {
  const words = label.line.words;
  const after = words.slice(words.indexOf(label.words[label.words.length - 1]) + 1);
  if (!after.length) return [];
  const cell = label.line.segments.find((s) => s.includes(after[0])) ?? [];
  return [after.filter((w) => cell.includes(w))];
}

/**
 * The cells of the next few lines under the label that lie where the value sat from it (widened by a few
 * characters: a value longer than the learned one, a column that moved with the scan), nearest line first.
 */
function underLabel(layout: DocumentLayout, label: { words: LayoutWord[]; line: LayoutLine }, offset: Box): LayoutWord[][] {
  const lb = unionBox(label.words);
  const unit = label.line.unit;
  const x0 = lb.x0 + Math.min(offset.x0, 0) - unit * 2;
  const x1 = Math.max(lb.x1, lb.x0 + offset.x1) + unit * 2;
  const out: LayoutWord[][] = [];
  for (let i = label.line.index + 1; i < layout.lines.length && i <= label.line.index + 3; i++) {
    const line = layout.lines[i];
    if (line.page !== label.line.page || line.y0 - lb.y1 > unit * 4) break;
    const cells = line.segments.filter((s) => s.some((w) => w.x1 > x0 && w.x0 < x1));
    for (const cell of cells) out.push(cell.filter((w) => w.x1 > x0 && w.x0 < x1 + unit * 4));
  }
  return out;
}

function dist(box: Box, offset: Box, labelAt: Box): number {
  const lx = box.x0 - offset.x0;
  const ly = box.y0 - offset.y0;
  return Math.abs(lx - labelAt.x0) + Math.abs(ly - labelAt.y0);
}

/**
 * The words of the line at the expected place: those overlapping the expected box (widened by a few character
 * heights, values differ in length), extended through the rest of their cell.
 */
function wordsIn(layout: DocumentLayout, page: number, box: Box, unit: number, leftLimit: number | null): LayoutWord[] {
  const cy = (box.y0 + box.y1) / 2;
  const line = layout.lines
    .filter((l) => l.page === page && Math.abs((l.y0 + l.y1) / 2 - cy) < Math.max(unit, l.unit) * 0.8)
    .sort((a, b) => Math.abs((a.y0 + a.y1) / 2 - cy) - Math.abs((b.y0 + b.y1) / 2 - cy))[0];
  if (!line) return [];
  const slack = unit * 2;
  const hit = line.words.filter((w) => w.x1 > box.x0 - slack && w.x0 < box.x1 + slack && (leftLimit === null || w.x1 > leftLimit - unit));
  if (!hit.length) return [];
  const segment = line.segments.filter((s) => s.some((w) => hit.includes(w))).flat();
  return segment.filter((w) => leftLimit === null || w.x0 >= leftLimit - slack);
}

const join = (words: LayoutWord[]): string => words.map((w) => w.text).join(' ');

function valueOf(field: LearnableField, words: LayoutWord[], style: NumberStyle): AnchorReading | null {
  const kind = KIND_OF_FIELD[field];
  const t = join(words);
  switch (kind) {
    case 'date': {
      const d = findDates(t)[0];
      return d ? { value: d.iso, words } : null;
    }
    case 'amount': {
      for (let i = words.length - 1; i >= 0; i--) {
        const n = parseAmount(words[i].text, style);
        if (n !== null && /\d/.test(words[i].text)) return { value: n, words: [words[i]] };
      }
      return null;
    }
    case 'docNumber': {
      const c = findCuits(t)[0];
      if (c) return { value: c.digits, words };
      const dni = findDni(`DNI ${t}`);
      return dni ? { value: dni, words } : null;
    }
    case 'reference': {
      const start = words.findIndex((w) => /\d/.test(w.text));
      if (start < 0) return null;
      const run = [words[start]];
      for (let i = start + 1; i < words.length && run.length < 3 && /\d/.test(words[i].text); i++) run.push(words[i]);
      return { value: run.map((w) => w.text).join(' ').replace(/^[Nn][º°o]\.?/, ''), words: run };
    }
    case 'condicionIva': {
      const code = parseCondicionIva(t);
      return code !== null ? { value: code, words } : null;
    }
    case 'currency': {
      const code = currencyOf(t);
      return code ? { value: code, words } : null;
    }
    case 'name': {
      const name = t.replace(/^[:\s]+|[:\s]+$/g, '');
      return /\p{L}{2}/u.test(name) && !/\d{6,}/.test(name) ? { value: name, words } : null;
    }
    default:
      return null;
  }
}
