import { wordKey, type DocumentLayout, type LayoutLine, type LayoutWord } from '../../layout/document-layout';
import lexicon from './label-lexicon.json';

export type FieldLabel = keyof typeof lexicon.fields;
export type ColumnLabel = keyof typeof lexicon.columns;

/** A label found on a line: words [start, end) of the line spell one of the lexicon's labels of `field`. */
export interface LabelHit<F extends string = FieldLabel> {
  field: F;
  label: string;
  line: LayoutLine;
  start: number;
  end: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** 1 for an exact spelling, less for an OCR-damaged one. */
  exactness: number;
}

interface Vocabulary<F extends string> {
  byKey: Map<string, Array<{ field: F; label: string }>>;
  keys: string[];
  longest: number;
  /** The labels word by word, by their first letter, for abbreviated spellings ("Fch. Emis.", "Tot. Gral."). */
  phrases: Map<string, Array<{ words: string[]; field: F; label: string }>>;
  /** The same, by their whole first word (a label whose first word is printed in full). */
  phrasesByFirstWord: Map<string, Array<{ words: string[]; field: F; label: string }>>;
  /** A table header's captions, read among others of their kind: shorter abbreviations pass ("Imp.", "Dsc."). */
  captions: boolean;
}

const labelKey = (label: string): string => wordKey(label.replace(/#/g, 'NUMERAL'));

function vocabulary<F extends string>(groups: Record<F, string[]>, captions = false): Vocabulary<F> {
  const byKey = new Map<string, Array<{ field: F; label: string }>>();
  for (const [field, labels] of Object.entries(groups) as Array<[F, string[]]>) {
    for (const label of labels) {
      const key = labelKey(label);
      if (!key) continue;
      const list = byKey.get(key) ?? [];
      if (!list.some((e) => e.field === field)) list.push({ field, label });
      byKey.set(key, list);
    }
  }
  const keys = [...byKey.keys()];
  const phrases = new Map<string, Array<{ words: string[]; field: F; label: string }>>();
  const phrasesByFirstWord = new Map<string, Array<{ words: string[]; field: F; label: string }>>();
  for (const [field, labels] of Object.entries(groups) as Array<[F, string[]]>) {
    for (const label of labels) {
      const words = label.split(/\s+/).map(labelKey).filter(Boolean);
      if (!words.length) continue;
      phrases.set(words[0]![0]!, [...(phrases.get(words[0]![0]!) ?? []), { words, field, label }]);
      if (words.length > 1) phrasesByFirstWord.set(words[0]!, [...(phrasesByFirstWord.get(words[0]!) ?? []), { words, field, label }]);
    }
  }
  return { byKey, keys, longest: Math.max(...keys.map((k) => k.length)), phrases, phrasesByFirstWord, captions };
}

/**
 * A printed word that abbreviates a label's word with a full stop: its first letters ("EMIS." for EMISION), or its
 * first letter and then some of its letters in order ("FCH." for FECHA, "GRAL." for GENERAL, "SBTOT." for SUBTOTAL;
 * with `prefixOnly`, consonants only); three letters or more.
 */
function abbreviates(word: Pick<LayoutWord, 'text'>, key: string, full: string, prefixOnly: boolean, short = true): boolean {
  if (key === full) return true;
  if (!/\.:?$/.test(word.text) || key.length < 3 || key.length >= full.length || key[0] !== full[0] || OTHER_WORDS.has(key)) return false;
  // A field's label alone keeps half its word at least: "Cons. Final" is no "Consignatario".
  if (!short && key.length * 2 < full.length) return false;
  if (full.startsWith(key)) return true;
  // Alone, only a word's consonants stand for it ("Fch.", "Dsc.", "Ctd."): "Cat." is no "Cantidad", "Cód." no "Comprador".
  if (prefixOnly && /[AEIOU]/.test(key.slice(1))) return false;
  let at = 0;
  for (const letter of full) if (letter === key[at]) at++;
  return at === key.length;
}

/** Abbreviations that stand for other words than labels' ("Cta." is a cuenta, never a cotización; "Dom.", "Tel."). */
const OTHER_WORDS = new Set(['CTA', 'CTE', 'DOM', 'DTO', 'DPTO', 'TEL', 'PCIA', 'PROV', 'LOC', 'ING', 'LIC', 'ARQ', 'SRA', 'SRES', 'STA']);

/** Words a label drops when abbreviated ("Cond. Fte. IVA" for "Condición frente al IVA"). */
const CONNECTORS = new Set(['DE', 'DEL', 'AL', 'LA', 'EL']);

/**
 * Labels printed abbreviated at word `i` ("Fch. Emis." = "Fecha Emisión", "Tot. Gral." = "Total general", also run
 * together as one word, "Cond.Fte.IVA:"): the longest phrase whose words all match, at least one abbreviated, the
 * connectors it drops aside; every label so spelled.
 */
function abbreviatedAt<F extends string>(line: LayoutLine, i: number, vocab: Vocabulary<F>): { end: number; entries: Array<{ field: F; label: string }> } | null {
  const words = line.words;
  const pieces: Array<{ word: LayoutWord; key: string; at: number; last: boolean }> = [];
  for (let k = i; k < words.length && k < i + 4; k++) {
    if (k > i && words[k]!.x0 - words[k - 1]!.x1 > line.unit * 1.6) break;
    const parts = words[k]!.text.split(/(?<=\.)(?=\p{L})/u);
    parts.forEach((part, n) => pieces.push({ word: { ...words[k]!, text: part }, key: wordKey(part), at: k, last: n === parts.length - 1 }));
  }
  if (!pieces.length || !pieces[0]!.key || !pieces.slice(0, 4).some((p) => /\.:?$/.test(p.word.text))) return null;
  let best: { end: number; entries: Array<{ field: F; label: string }> } | null = null;
  // A first word printed in full opens only the labels that start with it (and a longer one abbreviated after it).
  const first = pieces[0]!;
  const candidates = /\.:?$/.test(first.word.text) ? (vocab.phrases.get(first.key[0]!) ?? []) : (vocab.phrasesByFirstWord.get(first.key) ?? []);
  for (const phrase of candidates) {
    // A letter is no abbreviation's company: "FACT. A" is a voucher's title, not "Facturar a".
    if (phrase.words.some((w) => w.length < 2)) continue;
    let p = 0;
    let abbreviated = false;
    let ok = true;
    for (const [n, full] of phrase.words.entries()) {
      const piece = pieces[p];
      // Alone, a word is abbreviated by its first letters ("Tot.", "Emis.") or its consonants ("Fch."); other letters
      // picked along a word ("Cód." for "Comprador") are a contraction only inside a label of several words ("Tot. Gral.").
      const alone = phrase.words.length < 2;
      if (piece && abbreviates(piece.word, piece.key, full, alone, !alone || vocab.captions)) {
        if (piece.key !== full) abbreviated = true;
        p++;
      } else if (CONNECTORS.has(full) && p > 0 && n < phrase.words.length - 1) abbreviated = true;
      else ok = false;
      if (!ok) break;
    }
    if (!ok || !abbreviated || p === 0 || !pieces[p - 1]!.last) continue;
    const end = pieces[p - 1]!.at + 1;
    if (best && end < best.end) continue;
    if (!best || end > best.end) best = { end, entries: [] };
    if (!best.entries.some((e) => e.field === phrase.field)) best.entries.push({ field: phrase.field, label: phrase.label });
  }
  return best;
}

const wordCounts = new Map<string, number>();

/** The fewest words any label spelled `key` is printed in. */
function labelWordCount(vocab: Vocabulary<string>, key: string): number {
  let n = wordCounts.get(key);
  if (n === undefined) {
    n = Math.min(...vocab.byKey.get(key)!.map((e) => e.label.trim().split(/\s+/).length));
    wordCounts.set(key, n);
  }
  return n;
}

const FIELD_VOCABULARY = vocabulary(lexicon.fields as Record<FieldLabel, string[]>);
const COLUMN_VOCABULARY = vocabulary(lexicon.columns as Record<ColumnLabel, string[]>, true);

/** Levenshtein distance, stopping early above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * A label's key as printed. A slash between abbreviations that OCR read as a letter or a bar ("Sr.ISra." for
 * "Sr./Sra.", "Sr.|Sres."): after a dot and before a capital it can only have been the slash.
 */
const wordKeyOf = (w: LayoutWord): string => {
  if (/^#:?$/.test(w.text)) return 'NUMERAL';
  if (w.confidence < 1 && /\.[Il1|](?=\p{Lu})/u.test(w.text)) return wordKey(w.text.replace(/\.[Il1|](?=\p{Lu})/gu, './'));
  return w.key;
};

/**
 * An abbreviation's "I" as the OCR often reads it, an "L" ("LV.A.:" for "I.V.A.:", "C.U.LT." for "C.U.I.T.",
 * "D.N.L" for "D.N.I."): the word's key with its capital L's as I's, for OCR'd words of dotted capitals only.
 */
const misreadDottedI = (w: LayoutWord): string =>
  w.confidence < 1 && /^(?:\p{Lu}{1,2}\.){1,4}\p{Lu}{0,2}\.?[:/]?$|^(?:\p{Lu}{1,2}\.){1,4}\p{Lu}{1,2}\/(?:\p{Lu}{1,2}\.?){1,4}:?$/u.test(w.text) && w.text.includes('L')
    ? wordKeyOf(w).replace(/L/g, 'I')
    : wordKeyOf(w);

const VOUCHER_TITLE = /^(FACTURA|NOTADECREDITO|NOTADEDEBITO|RECIBO|REMITO)[ABCEMR]$/;

/**
 * Labels on one line, left to right; at each word the longest label that starts there wins ("Fecha de
 * Vencimiento" over "Fecha"). OCR slips: one wrong letter in labels of 7+ letters (5+ when a colon ends them), two
 * in labels of 14+, only on OCR'd words (confidence < 1).
 */
function labelsOnLine<F extends string>(line: LayoutLine, vocab: Vocabulary<F>, fields?: ReadonlySet<F>): Array<LabelHit<F>> {
  const hits: Array<LabelHit<F>> = [];
  const words = line.words;
  for (let i = 0; i < words.length; ) {
    let best: { end: number; key: string; exactness: number } | null = null;
    let concat = '';
    let dottedI = '';
    for (let j = i; j < words.length && j < i + 7; j++) {
      // A label does not run across a column gap.
      if (j > i && words[j].x0 - words[j - 1].x1 > line.unit * 1.6) break;
      concat += wordKeyOf(words[j]);
      dottedI += misreadDottedI(words[j]);
      if (concat.length > vocab.longest + 2) break;
      if (!concat) continue;
      if (vocab.byKey.has(concat) && (!best || concat.length >= best.key.length)) best = { end: j + 1, key: concat, exactness: 1 };
      else if (dottedI !== concat && vocab.byKey.has(dottedI) && (!best || dottedI.length >= best.key.length)) best = { end: j + 1, key: dottedI, exactness: 0.9 };
      // A voucher's title ("FACTURA A") is what it says, not "Facturar a" with a letter lost.
      // A shorter one (5+ letters) when its colon says it is a label ("Pto, Vía:" for "Pto. Vta.").
      else if ((concat.length >= 7 || (concat.length >= 5 && /:$/.test(words[j].text))) && !VOUCHER_TITLE.test(concat) && words.slice(i, j + 1).some((w) => w.confidence < 1)) {
        const max = concat.length >= 14 ? 2 : 1;
        const shortest = concat.length >= 7 ? 7 : 5;
        for (const key of vocab.keys) {
          if (key.length < shortest || Math.abs(key.length - concat.length) > max || (key[0] !== concat[0] && key.length < 10)) continue;
          // A misread label keeps its words apart: one word near a two-word label ("Entregada", "Entregar a") is a word.
          if (j + 1 - i < labelWordCount(vocab, key)) continue;
          const d = editDistance(concat, key, max);
          // ... also over a shorter label spelled out at its start: the misread word is the longer label's ("Fecha
          // Vio." for "Fecha Vto.", not "Fecha" and a value).
          // Not when the rest is a label of its own ("Ítem Descripción": two captions).
          const longerThanExact =
            !!best && best.exactness === 1 && d <= 1 && key.length >= best.key.length + 3 && key.startsWith(best.key) && concat.startsWith(best.key) && !vocab.byKey.has(concat.slice(best.key.length));
          if (d <= max && (!best || (concat.length > best.key.length && best.exactness < 1) || (best.exactness < 1 && key.length > best.key.length) || longerThanExact)) {
            best = { end: j + 1, key, exactness: 1 - d / key.length };
          }
        }
      }
    }
    // A word near a label that opens a sentence ("Productos trazables informados al …" for "Productor") is prose.
    if (best && best.exactness < 1 && !/:$/.test(words[best.end - 1]!.text)) {
      const next = words.slice(best.end, best.end + 3).filter((w, k, all) => w.x0 - (k ? all[k - 1]!.x1 : words[best!.end - 1]!.x1) < line.unit * 1.6);
      if (next.filter((w) => /^\p{Ll}/u.test(w.text)).length >= 2) best = null;
    }
    // No label spelled out: one printed abbreviated ("Fch. Emis.", "Tot. Gral.").
    const shortened = best ? null : abbreviatedAt(line, i, vocab);
    if (shortened) best = { end: shortened.end, key: '', exactness: 0.95 };
    const entries = shortened ? shortened.entries.filter((e) => !fields || fields.has(e.field)) : best ? vocab.byKey.get(best.key)!.filter((e) => !fields || fields.has(e.field)) : [];
    if (!best || !entries.length) {
      i++;
      continue;
    }
    const span = words.slice(i, best.end);
    for (const entry of entries) {
      hits.push({
        field: entry.field,
        label: entry.label,
        line,
        start: i,
        end: best.end,
        x0: span[0].x0,
        x1: span[span.length - 1].x1,
        y0: Math.min(...span.map((w) => w.y0)),
        y1: Math.max(...span.map((w) => w.y1)),
        exactness: best.exactness,
      });
    }
    i = best.end;
  }
  return hits;
}

const lineLabels = new WeakMap<LayoutLine, Array<LabelHit<FieldLabel>>>();

/** The field labels of one line (read once per line). */
export function fieldLabelsOnLine(line: LayoutLine): Array<LabelHit<FieldLabel>> {
  let hits = lineLabels.get(line);
  if (!hits) {
    hits = bilingual(line, labelsOnLine(line, FIELD_VOCABULARY));
    lineLabels.set(line, hits);
  }
  return hits;
}

/** Every field label of the document, line by line. */
export function findFieldLabels(layout: DocumentLayout): Array<LabelHit<FieldLabel>> {
  return layout.lines.flatMap((line) => fieldLabelsOnLine(line));
}

const NAME_CAPTIONS: ReadonlySet<string> = new Set(['receiverStrong', 'receiverName']);

/**
 * "Bill to / Cliente", "Number / Número": one label printed in two languages is one label, so its value is read
 * right of the second and under both, not cut at the second as if it were the next column's.
 */
function bilingual<F extends string>(line: LayoutLine, hits: Array<LabelHit<F>>): Array<LabelHit<F>> {
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const out: Array<LabelHit<F>> = [];
  for (const hit of sorted) {
    const prev = out[out.length - 1];
    // The slash may have been taken into the first label (its key is empty) or stand alone between the two.
    const between = prev ? line.words.slice(prev.end, hit.start) : [];
    const slash = prev && (between.length ? between.length === 1 && between[0]!.text === '/' : line.words[prev.end - 1]!.text === '/');
    if (prev && slash && (prev.field === hit.field || (NAME_CAPTIONS.has(prev.field) && NAME_CAPTIONS.has(hit.field)))) {
      // "Razón social / Apellido y nombre": two captions of the customer's name are one (its block's, when either is).
      const field = prev.field === hit.field ? prev.field : ('receiverStrong' as F);
      out[out.length - 1] = { ...prev, field, end: hit.end, x1: hit.x1, label: `${prev.label} / ${hit.label}` };
      continue;
    }
    out.push(hit);
  }
  return out;
}

export function findColumnLabels(line: LayoutLine): Array<LabelHit<ColumnLabel>> {
  return labelsOnLine(line, COLUMN_VOCABULARY);
}

/** The words of a line that belong to a column label ("Cant.", "P. Unit.", "Descripción"). */
export function columnLabelWords(line: LayoutLine): Set<LayoutWord> {
  return new Set(findColumnLabels(line).flatMap((h) => line.words.slice(h.start, h.end)));
}

/** Whether the words [start, end) of the line are exactly one column label (for header-row detection). */
export function columnLabelKeys(): ReadonlySet<string> {
  return new Set(COLUMN_VOCABULARY.keys);
}

export interface LabelValue {
  words: LayoutWord[];
  text: string;
  /** 'right' of the label on its line, or 'below' it in its column ('above' it where captions are printed under values). */
  where: 'right' | 'below' | 'above';
}

/**
 * The value right of a label: the words after it on its line up to the next label or the end of their cell.
 * The first gap may be wide ("Fecha:<gap>25/11/2026"), later ones end the value.
 */
export function valueRight(hit: LabelHit<string>, labelsOfLine: Array<LabelHit<string>>): LabelValue | null {
  const words = hit.line.words;
  const nextLabel = labelsOfLine.filter((l) => l.start >= hit.end).sort((a, b) => a.start - b.start)[0];
  const stop = nextLabel ? nextLabel.start : words.length;
  const out: LayoutWord[] = [];
  // Punctuation and a currency sign between the label and its value do not count as the value's start.
  const lead = (w: LayoutWord) => /^([:.\-–]+|\$|U\$S|US\$|USD|ARS)$/i.test(w.text);
  let first = true;
  // A caption that goes on past the label to its colon ("Cliente / Institución:", "Nº de pedido web:"): the value
  // follows that colon.
  const captionEnds = /[:]$/.test(words[hit.end - 1]!.text) ? -1 : captionEnd(words, hit.end, stop);
  for (let i = captionEnds >= 0 ? captionEnds : hit.end; i < stop; i++) {
    const gap = words[i].x0 - (i === hit.end ? hit.x1 : words[i - 1].x1);
    // A grid of captions and values: up to 15 heights of the line away (on a scan, ink heights, a third under a
    // text layer's font boxes: "DNI    41.741.595").
    if (first && gap > hit.line.unit * 15) break;
    if (!first && gap > hit.line.unit * (pointOfSaleThenNumber(words, i) ? 4 : 1.6)) break;
    out.push(words[i]);
    if (!lead(words[i])) first = false;
  }
  const cleaned = out.filter((w, i) => !(i === 0 && /^[:.\-–]+$/.test(w.text)));
  return cleaned.length ? { words: cleaned, text: cleaned.map((w) => w.text).join(' ').replace(/^[:\s]+/, ''), where: 'right' } : null;
}

/**
 * Where the value starts after a caption's second half ("/ Institución:", "/ Razón Social:"): a slash right after the
 * label (or read as its last word), then at most three words, the last closing with a colon; or after a qualifier in
 * lower case that closes the caption with its colon ("Nº de pedido web:"). -1 when the label is not followed so.
 */
function captionEnd(words: readonly LayoutWord[], at: number, stop: number): number {
  // A caption's qualifier in lower case closing it with the colon ("Nº de pedido web: #10234", "CUIT del cliente:").
  const qualifier = [at, at + 1].find((j) => j < stop && /^\p{Ll}[\p{L}.]*:$/u.test(words[j]!.text) && words.slice(at, j).every((w) => /^\p{Ll}{1,4}$/u.test(w.text)));
  if (qualifier !== undefined) return qualifier + 1 < stop ? qualifier + 1 : -1;
  // The lexicon may have read the slash with the label ("Cliente /").
  const from = words[at]?.text === '/' ? at + 1 : /\/$/.test(words[at - 1]?.text ?? '') ? at : -1;
  if (from < 0) return -1;
  for (let j = from; j < Math.min(stop, from + 3); j++) if (/\p{L}:$/u.test(words[j]!.text)) return j + 1 < stop ? j + 1 : -1;
  return -1;
}

/**
 * Whether words[i] continues a point of sale printed apart from its number ("0002  -  00010586", or with the hyphen
 * lost to the OCR): the two halves of one voucher number, however wide the gap between them.
 */
function pointOfSaleThenNumber(words: readonly LayoutWord[], i: number): boolean {
  const [before, word, after] = [words[i - 1]?.text ?? '', words[i]!.text, words[i + 1]?.text ?? ''];
  const pos = /^\d{4,5}$/;
  const dash = /^[-–]$/;
  return (pos.test(before) && (/^-?\d{8}$/.test(word) || (dash.test(word) && /^\d{8}$/.test(after)))) || (dash.test(before) && pos.test(words[i - 2]?.text ?? '') && /^\d{8}$/.test(word));
}

/**
 * A caption's column across the page: from its left edge (or the previous label's end) to the next label on its line;
 * without a next label, to the next cell of its line (a caption row whose other captions were not read as labels), or
 * a third of the page.
 */
function captionColumn(hit: LabelHit<string>, pageWidth: number, labelsOfLine: Array<LabelHit<string>>): { left: number; right: number } {
  const next = labelsOfLine.filter((l) => l.x0 > hit.x1).sort((a, b) => a.x0 - b.x0)[0];
  const prev = labelsOfLine.filter((l) => l.x1 < hit.x0).sort((a, b) => b.x1 - a.x1)[0];
  const left = prev ? Math.max(prev.x1, hit.x0 - hit.line.unit * 2) : hit.x0 - hit.line.unit * 2;
  const nextCell = hit.line.segments.find((seg) => seg[0]!.x0 > hit.x1 + hit.line.unit);
  const right = next ? next.x0 - hit.line.unit * 0.3 : Math.min(hit.x1 + pageWidth / 3, nextCell ? nextCell[0]!.x0 - hit.line.unit * 0.3 : Infinity);
  return { left, right };
}

/**
 * Two captions printed over one cell ("Comprador / Buyer", with the OCR's "/" on a line of its own): the cell under the
 * second one is taken whole, its first words starting left of its window, under the caption before it.
 */
function wholeCell(words: LayoutWord[], line: LayoutLine, hit: LabelHit<string>, labelsOfLine: Array<LabelHit<string>>, labelWords: ReadonlySet<LayoutWord>): void {
  const before = labelsOfLine.filter((l) => l.x1 <= hit.x0 + 0.5).sort((a, b) => b.x1 - a.x1)[0];
  if (!before || hit.x0 - before.x1 > hit.line.unit * 2) return;
  const segment = line.segments.find((seg) => seg.includes(words[0]!));
  if (!segment) return;
  for (let k = segment.indexOf(words[0]!) - 1; k >= 0 && !labelWords.has(segment[k]!) && segment[k]!.x0 >= before.x0 - line.unit; k--) words.unshift(segment[k]!);
}

/**
 * The value below a label: the next line(s) of its page close under it, the words that overlap the label's column
 * (from the label's left edge to the next label on its line, or a third of the page).
 */
export function valueBelow(
  hit: LabelHit<string>,
  layout: DocumentLayout,
  labelsOfLine: Array<LabelHit<string>>,
  labelWords: ReadonlySet<LayoutWord>,
  maxLines = 1,
): LabelValue | null {
  const page = layout.pages.find((p) => p.number === hit.line.page);
  if (!page) return null;
  const { left, right } = captionColumn(hit, page.width, labelsOfLine);
  const out: LayoutWord[] = [];
  let taken = 0;
  let bottom = hit.y1;
  for (const line of page.lines) {
    if (line === hit.line || line.y1 <= hit.y1) continue;
    // Close under it by the larger of the two type sizes (a title in large type over its number in small type).
    if (line.y0 - bottom > Math.max(line.unit, hit.line.unit) * 1.8) break;
    // By the words' own tops: a line that also holds a big title beside starts higher than its small words.
    const inWindow = line.words.filter((w) => {
      const center = (w.x0 + w.x1) / 2;
      return center >= left && center <= right && w.y0 >= hit.y1 - line.unit * 0.2;
    });
    if (!inWindow.length) continue;
    // Words starting well right of the label's end are another column's ("B  FACTURA" printed large beside a caption
    // at the left): not its value; the line under them may hold it.
    if (inWindow[0]!.x0 > hit.x1 + Math.max(hit.line.unit, line.unit) * 8) continue;
    // The cell under the label, not a far cell of another column inside the window ("Válida hasta" at the right).
    const words: LayoutWord[] = [];
    for (const w of inWindow) {
      const last = words[words.length - 1];
      if (last && w.x0 - last.x1 > line.unit * 3) break;
      words.push(w);
    }
    // Another label heads the column here: the label above had no value below it.
    if (labelWords.has(words[0])) break;
    wholeCell(words, line, hit, labelsOfLine, labelWords);
    const labelAt = words.findIndex((w) => labelWords.has(w));
    out.push(...(labelAt < 0 ? words : words.slice(0, labelAt)));
    bottom = line.y1;
    if (++taken >= maxLines) break;
  }
  return out.length ? { words: out, text: out.map((w) => w.text).join(' '), where: 'below' } : null;
}

/**
 * The value above a label, for forms that print their captions under the values ("Diego Correa" over "Cliente"): the
 * line close above it, the words that overlap the label's column (as `valueBelow` reads under it).
 */
export function valueAbove(hit: LabelHit<string>, layout: DocumentLayout, labelsOfLine: Array<LabelHit<string>>, labelWords: ReadonlySet<LayoutWord>): LabelValue | null {
  const page = layout.pages.find((p) => p.number === hit.line.page);
  if (!page) return null;
  const { left, right } = captionColumn(hit, page.width, labelsOfLine);
  const above = page.lines.filter((l) => l !== hit.line && l.y1 <= hit.y0 + hit.line.unit * 0.2).sort((a, b) => b.y1 - a.y1)[0];
  if (!above || hit.y0 - above.y1 > above.unit * 1.8) return null;
  const inWindow = above.words.filter((w) => {
    const center = (w.x0 + w.x1) / 2;
    return center >= left && center <= right;
  });
  const words: LayoutWord[] = [];
  for (const w of inWindow) {
    const last = words[words.length - 1];
    if (last && w.x0 - last.x1 > above.unit * 3) break;
    if (labelWords.has(w)) break;
    words.push(w);
  }
  if (words.length) wholeCell(words, above, hit, labelsOfLine, labelWords);
  return words.length ? { words, text: words.map((w) => w.text).join(' '), where: 'above' } : null;
}
