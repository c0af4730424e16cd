import type { TemplateHints } from '../document.types';
import { learnedTemplateRate, withAliases } from '../learning/learn';
import type { TemplateResource } from './templates.dto';
import type { TemplateRow } from './templates.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toTemplateResource(row: TemplateRow): TemplateResource {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    cuitId: row.cuitId,
    ptoVta: row.ptoVta,
    mode: row.mode,
    concepto: row.concepto,
    ivaRate: row.ivaRate,
    pricesIncludeIva: row.pricesIncludeIva,
    receiverDocType: row.receiverDocType,
    receiverDocNumber: row.receiverDocNumber,
    receiverName: row.receiverName,
    receiverCondicionIva: row.receiverCondicionIva,
    receiverEmail: row.receiverEmail,
    items: row.items,
    priceList: row.priceList,
    instructions: row.instructions,
    columnMapping: row.columnMapping,
    paymentTermDays: row.paymentTermDays,
    sendEmail: row.sendEmail,
    emailCopyTo: row.emailCopyTo,
    recurrence: row.recurrence,
    dayOfMonth: row.dayOfMonth,
    active: row.active,
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: iso(row.lastRunAt),
    learned: row.learned ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the pipeline needs from a template (TemplateHints of the extraction and review steps). */
export function toTemplateHints(row: TemplateRow | null, issuerCuit: string | null): TemplateHints {
  if (!row) return { issuerCuit };
  return {
    name: row.name,
    instructions: row.instructions,
    priceList: withAliases(row.priceList, row.learned),
    pricesIncludeIva: row.pricesIncludeIva,
    // The rate reviewers gave every line of a draft of this template, where its documents print none.
    ivaRate: learnedTemplateRate(row.learned) ?? row.ivaRate,
    concepto: row.concepto === 1 || row.concepto === 2 || row.concepto === 3 ? row.concepto : null,
    receiverDocType: row.receiverDocType,
    receiverDocNumber: row.receiverDocNumber,
    receiverName: row.receiverName,
    receiverCondicionIva: row.receiverCondicionIva,
    receiverEmail: row.receiverEmail,
    columnMapping: row.columnMapping,
    paymentTermDays: row.paymentTermDays,
    issuerCuit,
  };
}
