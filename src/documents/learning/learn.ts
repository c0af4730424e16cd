import Decimal from 'decimal.js';
import type { DraftData, DraftLine } from '../document.types';
import type { DocumentLayout } from '../layout/document-layout';
import { descriptionScore, descriptionTokens } from '../review/price-matcher';
import { detectNumberStyle } from '../extraction/rules/amounts';
import { learnAnchor, type AnchorContext } from './anchors';
import { learnTable } from './learned-table';
import { locate, unionBox } from './locate';
import { LEARNABLE_FIELDS, type LearnedAlias, type LearnedAnchor, type LearnedRate, type TemplateLearning } from './learning.types';
import { headerValues } from './provenance';

/** Kept per field (newest first) and per template; older ones are dropped. */
const ANCHORS_PER_FIELD = 4;
const MAX_ALIASES = 2000;

export const EMPTY_LEARNING: TemplateLearning = { anchors: [], aliases: [] };

const norm = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export interface Correction {
  draftId: string;
  /** The page model of the draft's document; null for text sent through the API (nothing to anchor to). */
  layout: DocumentLayout | null;
  /** The draft's data before the PATCH (what the pipeline proposed, or an earlier correction). */
  before: DraftData;
  after: DraftData;
  priceList: Array<{ description: string; unitPrice: number }>;
  now: Date;
}

/**
 * What a reviewer's PATCH teaches a template: for each header field they changed, the anchor that would have
 * found the new value on this page; for each line they priced with a priceList article, the printed description
 * as an alias of that article. Each learned item names the draft it came from, so a rejection takes it back.
 */
export function learnFromCorrection(current: TemplateLearning | null, c: Correction): TemplateLearning {
  const learning: TemplateLearning = structuredClone(current ?? EMPTY_LEARNING);
  const before = headerValues(c.before);
  const after = headerValues(c.after);
  if (c.layout) {
    // The receiver as the reviewer left it: where it is printed, and its name (content, never a label).
    const receiverAt = locate(c.layout, 'docNumber', c.after.receiver.docNumber) ?? locate(c.layout, 'name', c.after.receiver.name);
    const context: AnchorContext = { otherValues: [c.after.receiver.name].filter((n): n is string => !!n) };
    for (const field of LEARNABLE_FIELDS) {
      const value = after[field];
      if (value === null || value === '' || typeof value === 'boolean' || String(value) === String(before[field])) continue;
      const near = field.startsWith('receiver.') && receiverAt ? { page: receiverAt.words[0].page, box: unionBox(receiverAt.words) } : undefined;
      const anchor = learnAnchor(c.layout, field, value, c.draftId, c.now, { ...context, near });
      if (anchor) addAnchor(learning, anchor);
    }
  }
  // The lines as the reviewer left them, where the readers had them otherwise: where the rows are printed.
  if (c.layout && linesChanged(c.before.lines, c.after.lines)) {
    const style = detectNumberStyle(c.layout.lines.map((l) => l.text).join('\n'));
    const table = learnTable(c.layout, c.after.lines, style, c.draftId, c.now);
    if (table) learning.table = table;
  }
  learnRates(learning, c);
  for (const [i, line] of c.after.lines.entries()) {
    const article = articleOf(line, c.priceList);
    if (!article) continue;
    const was = counterpart(c.before.lines, c.after.lines, i);
    if (was && was.priceListMatch === article && was.unitPrice !== null) continue;
    for (const description of new Set([was?.description, line.description].filter((d): d is string => !!d))) {
      if (norm(description) === norm(article)) continue;
      addAlias(learning, { description, article, sourceDraftId: c.draftId, learnedAt: c.now.toISOString() });
    }
  }
  return learning;
}

/** A rejection takes back what was learned from that draft. */
export function forgetDraft(current: TemplateLearning | null, draftId: string): TemplateLearning | null {
  if (!current) return null;
  const table = current.table && current.table.sourceDraftId !== draftId ? current.table : undefined;
  const rates = (current.rates ?? []).filter((r) => r.sourceDraftId !== draftId);
  return { anchors: current.anchors.filter((a) => a.sourceDraftId !== draftId), aliases: current.aliases.filter((a) => a.sourceDraftId !== draftId), ...(rates.length ? { rates } : {}), ...(table ? { table } : {}) };
}

/**
 * The VAT rates a reviewer changed on lines that printed none (a factura C, a remito): the rate of each line's priceList
 * article, and — when they gave every line of the draft the same new rate — the template's rate for its lines at large.
 * A rate the document printed is never replaced by a learned one (applied only where the reader found none).
 */
function learnRates(learning: TemplateLearning, c: Correction): void {
  const changed: Array<{ article: string | null; rate: number }> = [];
  for (const [i, line] of c.after.lines.entries()) {
    const was = counterpart(c.before.lines, c.after.lines, i);
    if (!was || line.ivaRate === null || line.ivaRate === undefined || was.ivaRate === line.ivaRate) continue;
    changed.push({ article: articleOf(line, c.priceList), rate: line.ivaRate });
  }
  if (!changed.length) return;
  const at = c.now.toISOString();
  const add = (rate: LearnedRate) => {
    learning.rates = [rate, ...(learning.rates ?? []).filter((r) => r.article !== rate.article)].slice(0, MAX_ALIASES);
  };
  for (const { article, rate } of changed) if (article) add({ article, ivaRate: rate, sourceDraftId: c.draftId, learnedAt: at });
  const rates = new Set(c.after.lines.map((l) => l.ivaRate));
  if (changed.length === c.after.lines.length && rates.size === 1) add({ article: null, ivaRate: changed[0]!.rate, sourceDraftId: c.draftId, learnedAt: at });
}

/** Whether the reviewer changed what the lines say (descriptions, quantities, prices), not only their order of keys. */
function linesChanged(before: DraftLine[], after: DraftLine[]): boolean {
  if (before.length !== after.length) return true;
  return after.some((l, i) => {
    const b = before[i]!;
    // A price the review filled from the priceList (a remito's) is not a correction of what was read.
    const priced = b.unitPrice !== null && b.unitPrice !== undefined;
    return norm(l.description) !== norm(b.description) || l.quantity !== b.quantity || (priced && l.unitPrice !== b.unitPrice);
  });
}

function addAnchor(learning: TemplateLearning, anchor: LearnedAnchor): void {
  const same = (a: LearnedAnchor) => a.field === anchor.field && a.relation === anchor.relation && a.label.join(' ') === anchor.label.join(' ');
  learning.anchors = [anchor, ...learning.anchors.filter((a) => !same(a))];
  const perField = new Map<string, number>();
  learning.anchors = learning.anchors.filter((a) => {
    const n = (perField.get(a.field) ?? 0) + 1;
    perField.set(a.field, n);
    return n <= ANCHORS_PER_FIELD;
  });
}

function addAlias(learning: TemplateLearning, alias: LearnedAlias): void {
  learning.aliases = [alias, ...learning.aliases.filter((a) => norm(a.description) !== norm(alias.description))].slice(0, MAX_ALIASES);
}

/**
 * The priceList article a corrected line was priced with: the one it names, else the only one whose price it took
 * (as listed, or with its VAT added or taken off: the draft may write prices the other way from the list).
 */
function articleOf(line: DraftLine, priceList: Correction['priceList']): string | null {
  if (line.priceListMatch) return priceList.find((e) => e.description === line.priceListMatch)?.description ?? null;
  if (line.unitPrice === null || line.unitPrice === undefined) return null;
  const cents = new Decimal(line.unitPrice).times(100).round();
  const rate = new Decimal(line.ivaRate ?? 0).dividedBy(100).plus(1);
  const takes = (listed: number) => {
    const price = new Decimal(listed);
    return [price, price.times(rate), price.dividedBy(rate)].some((p) => p.times(100).round().equals(cents));
  };
  const same = priceList.filter((e) => takes(e.unitPrice));
  return same.length === 1 ? same[0].description : null;
}

/** The line the pipeline proposed for corrected line `i`: the same index when no line was added or removed. */
function counterpart(before: DraftLine[], after: DraftLine[], i: number): DraftLine | null {
  if (before.length === after.length) return before[i] ?? null;
  const target = descriptionTokens(after[i].description);
  let best: DraftLine | null = null;
  let bestScore = 0.5;
  for (const b of before) {
    const s = descriptionScore(target, descriptionTokens(b.description));
    if (s > bestScore) {
      best = b;
      bestScore = s;
    }
  }
  return best;
}

/** Template priceList entries with the descriptions learned as their aliases and the VAT rates learned for them. */
export function withAliases<E extends { description: string }>(priceList: E[], learning: TemplateLearning | null | undefined): Array<E & { aliases?: string[]; learnedIvaRate?: number }> {
  if (!learning?.aliases.length && !learning?.rates?.length) return priceList;
  return priceList.map((e) => {
    const aliases = learning.aliases.filter((a) => a.article === e.description).map((a) => a.description);
    const rate = learning.rates?.find((r) => r.article === e.description);
    return { ...e, ...(aliases.length ? { aliases } : {}), ...(rate ? { learnedIvaRate: rate.ivaRate } : {}) };
  });
}

/** The rate reviewers gave this template's lines at large, when they did (see learnRates). */
export function learnedTemplateRate(learning: TemplateLearning | null | undefined): number | null {
  return learning?.rates?.find((r) => r.article === null)?.ivaRate ?? null;
}
