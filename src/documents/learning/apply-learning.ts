import Decimal from 'decimal.js';
import type { DraftData, TemplateHints } from '../document.types';
import type { NumberStyle } from '../extraction/rules/amounts';
import type { DocumentLayout } from '../layout/document-layout';
import { readAnchor } from './anchors';
import { readLearnedTable } from './learned-table';
import { LEARNABLE_FIELDS, type LearnableField, type LearnedTable, type TemplateLearning } from './learning.types';
import { headerValues } from './provenance';
import { roundMoney } from '../../common/money';

export interface LearnedReading {
  data: DraftData;
  fieldConfidence: Record<string, number>;
  notes: string[];
  /** Fields whose value came from a learned anchor. */
  learnedFields: string[];
}

/** Confidence of a value read by an anchor learned from a reviewer (below the 0.97 of two readers agreeing). */
const LEARNED = 0.95;

/**
 * The net + VAT the lines add up to, or null when a line has no price. Per rate, VAT rounded half-even as
 * the issuing module does.
 */
function lineTotals(data: DraftData): { net: Decimal; gross: Decimal } | null {
  if (!data.lines.length || data.lines.some((l) => l.unitPrice === null)) return null;
  let net = new Decimal(0);
  const byRate = new Map<number, Decimal>();
  for (const l of data.lines) {
    const amount = roundMoney(new Decimal(l.quantity).times(l.unitPrice!));
    net = net.plus(amount);
    if (l.ivaRate !== null) byRate.set(l.ivaRate, (byRate.get(l.ivaRate) ?? new Decimal(0)).plus(amount));
  }
  const vat = [...byRate].reduce((s, [rate, base]) => s.plus(roundMoney(base.times(rate).dividedBy(100))), new Decimal(0));
  return { net, gross: net.plus(vat) };
}

export function totalFits(data: DraftData, total: number | null | undefined): boolean {
  if (total === null || total === undefined) return false;
  const t = lineTotals(data);
  if (!t) return false;
  return t.net.minus(total).abs().lte(0.02) || t.gross.minus(total).abs().lte(0.02);
}

/**
 * Learned anchors are tried before what the readers found, field by field (the newest anchor first), and kept
 * only where they agree with the document's own cross-checks: a learned total the lines do not add up to loses
 * to a read total they add up to; a learned customer CUIT that is the issuer's own is refused.
 */
export function applyLearning(layout: DocumentLayout, reading: { data: DraftData; fieldConfidence: Record<string, number>; notes: string[] }, learning: TemplateLearning | null | undefined, hints: TemplateHints, style: NumberStyle): LearnedReading {
  const data: DraftData = structuredClone(reading.data);
  const fieldConfidence = { ...reading.fieldConfidence };
  const notes = [...reading.notes];
  const learnedFields: string[] = [];
  if (learning?.table && layout.lines.length) applyTable(layout, learning.table, style, hints, data, fieldConfidence, notes, learnedFields);
  if (!learning?.anchors.length || !layout.lines.length) return { data, fieldConfidence, notes, learnedFields };
  const current = headerValues(data);
  for (const field of LEARNABLE_FIELDS) {
    const anchors = learning.anchors.filter((a) => a.field === field).sort((a, b) => b.learnedAt.localeCompare(a.learnedAt));
    for (const anchor of anchors) {
      const found = readAnchor(layout, anchor, style);
      if (!found) continue;
      const refused = check(field, found.value, data, hints);
      if (refused) {
        notes.push(`${field}: learned anchor '${anchor.labelText ?? 'region'}' read '${String(found.value)}', refused: ${refused}`);
        continue;
      }
      const before = current[field];
      const same = before !== null && String(before) === String(found.value);
      set(data, field, found.value);
      fieldConfidence[field] = same ? Math.max(0.97, fieldConfidence[field] ?? 0) : LEARNED;
      if (!same) notes.push(`${field}: '${String(found.value)}' by learned anchor '${anchor.labelText ?? 'region'}' over '${String(before)}'`);
      learnedFields.push(field);
      break;
    }
  }
  return { data, fieldConfidence, notes, learnedFields };
}

/**
 * The rows read where the learned table says they are. They replace the readers' lines when they differ and the
 * document's total does not vouch for the readers' against them (lines that add up to the total keep their place).
 */
function applyTable(layout: DocumentLayout, table: LearnedTable, style: NumberStyle, hints: TemplateHints, data: DraftData, fieldConfidence: Record<string, number>, notes: string[], learnedFields: string[]): void {
  const rows = readLearnedTable(layout, table, style);
  if (!rows) return;
  const rates = new Set(data.lines.map((l) => l.ivaRate));
  const rate = rates.size === 1 ? [...rates][0]! : (hints.ivaRate ?? null);
  const lines = rows.map((r) => ({ ...r, ivaRate: r.ivaRate ?? rate }));
  const same = lines.length === data.lines.length && lines.every((l, i) => l.quantity === data.lines[i]!.quantity && (l.unitPrice === null || l.unitPrice === data.lines[i]!.unitPrice));
  if (same) return;
  const readersFit = totalFits(data, data.documentTotal);
  const learnedFit = totalFits({ ...data, lines }, data.documentTotal);
  // Rows whose own numbers add up (quantity × price = amount) are as sure as the readers get — unless the learned
  // table prints no prices at all (a remito's "bultos × units per bulto = units" only looks like a priced row).
  const priced = table.columns.some((c) => c.role === 'unitPrice' || c.role === 'amount');
  const readersSure = priced && data.lines.length > 0 && data.lines.every((_, i) => (fieldConfidence[`lines[${i}]`] ?? 0) >= 0.95);
  if ((readersFit || readersSure) && !learnedFit) {
    notes.push(`lines: the table learned from draft ${table.sourceDraftId} read ${lines.length} rows, refused: the lines read ${readersFit ? 'add up to the total' : 'add up row by row'}`);
    return;
  }
  data.lines = lines;
  lines.forEach((_, i) => (fieldConfidence[`lines[${i}]`] = learnedFit ? 0.95 : 0.85));
  fieldConfidence.lines = learnedFit ? 0.95 : 0.85;
  notes.push(`lines: ${lines.length} rows read by the table learned from draft ${table.sourceDraftId}`);
  learnedFields.push('lines');
}

function check(field: LearnableField, value: string | number, data: DraftData, hints: TemplateHints): string | null {
  if (field === 'documentTotal') {
    if (!totalFits(data, Number(value)) && totalFits(data, data.documentTotal)) return `the lines add up to ${String(data.documentTotal)}`;
  }
  if (field === 'receiver.docNumber' && hints.issuerCuit && hints.issuerCuit.replace(/\D/g, '') === value) return "it is the issuer's CUIT";
  if (field === 'serviceFrom' && data.serviceTo && String(value) > data.serviceTo) return 'after the end of the period';
  if (field === 'serviceTo' && data.serviceFrom && String(value) < data.serviceFrom) return 'before the start of the period';
  return null;
}

function set(data: DraftData, field: LearnableField, value: string | number): void {
  switch (field) {
    case 'receiver.name':
      data.receiver.name = String(value);
      break;
    case 'receiver.docNumber': {
      const digits = String(value);
      data.receiver.docNumber = digits;
      data.receiver.docType = digits.length === 11 ? (data.receiver.docType === 'CUIL' ? 'CUIL' : 'CUIT') : 'DNI';
      break;
    }
    case 'receiver.condicionIva':
      data.receiver.condicionIva = Number(value);
      break;
    case 'documentTotal':
      data.documentTotal = Number(value);
      break;
    default:
      data[field] = String(value);
  }
}
