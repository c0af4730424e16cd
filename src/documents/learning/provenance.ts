import type { DraftData } from '../document.types';
import type { DocumentLayout } from '../layout/document-layout';
import type { DraftProvenance, FieldProvenance, ProvenanceReader, StoredPage } from './learning.types';
import { KIND_OF_FIELD, locate, locateAll, locateRow, unionBox, type Located } from './locate';
import { pageBoxes } from './page-model';

/** Header fields of DraftData described by the provenance, as "path" → value. */
export function headerValues(data: DraftData): Record<string, string | number | boolean | null> {
  return {
    'receiver.name': data.receiver?.name ?? null,
    'receiver.docType': data.receiver?.docType ?? null,
    'receiver.docNumber': data.receiver?.docNumber ?? null,
    'receiver.condicionIva': data.receiver?.condicionIva ?? null,
    documentDate: data.documentDate ?? null,
    reference: data.reference ?? null,
    documentTotal: data.documentTotal ?? null,
    currency: data.currency ?? null,
    serviceFrom: data.serviceFrom ?? null,
    serviceTo: data.serviceTo ?? null,
    paymentDue: data.paymentDue ?? null,
    pricesIncludeIva: data.pricesIncludeIva ?? null,
    concepto: data.concepto ?? null,
  };
}

export interface ProvenanceInput {
  /** The stored page model (null for text sent through the API: no boxes then). */
  pages: StoredPage[] | null;
  layout: DocumentLayout | null;
  data: DraftData;
  fieldConfidence: Record<string, number>;
  /** Reader per field path ("documentDate", "lines[2]"); others get `defaultReader`. */
  readers: Record<string, ProvenanceReader>;
  defaultReader: ProvenanceReader;
}

/**
 * Where each value of the draft is printed, found in the page model independently of the reader that read it:
 * the union box of the value's words (header fields), the row's words (lines).
 */
export function buildProvenance(input: ProvenanceInput): DraftProvenance {
  const { layout, pages, data } = input;
  const toBox = layout && pages ? pageBoxes(layout, pages) : null;
  const describe = (found: Located | null, path: string): FieldProvenance => ({
    page: found ? found.words[0].page : null,
    box: found && toBox ? toBox(found.words) : null,
    words: found ? found.words.map((w) => w.text) : [],
    reader: input.readers[path] ?? input.defaultReader,
    confidence: input.fieldConfidence[path] ?? (input.readers[path] === 'reviewer' ? 1 : null),
  });
  const fields: Record<string, FieldProvenance> = {};
  const values = headerValues(data);
  let nameAt: Located | null = null;
  for (const [path, value] of Object.entries(values)) {
    if (value === null || value === '') continue;
    const kind = KIND_OF_FIELD[path];
    let found: Located | null = null;
    if (layout && kind) {
      if (kind === 'condicionIva' && nameAt) {
        // The receiver's condition, not the issuer's: the occurrence nearest the receiver's name.
        found = nearest(layout, value as number, nameAt.line.index);
      } else found = locate(layout, kind, value as string | number, path === 'documentTotal' ? 'last' : 'first');
    } else if (layout && path === 'receiver.docType' && data.receiver.docNumber) {
      found = locate(layout, 'docNumber', data.receiver.docNumber);
    }
    if (path === 'receiver.name') nameAt = found;
    fields[path] = describe(found, path);
  }
  const lines: FieldProvenance[] = [];
  const used = new Set<number>();
  let from = 0;
  data.lines.forEach((line, i) => {
    const rows = layout ? locateRow(layout, line.description, from, used) : null;
    const path = `lines[${i}]`;
    if (!rows || !toBox) {
      lines.push({ page: null, box: null, words: [], reader: input.readers[path] ?? input.defaultReader, confidence: input.fieldConfidence[path] ?? null });
      return;
    }
    for (const r of rows) used.add(r.index);
    from = rows[rows.length - 1].index + 1;
    const words = rows.flatMap((r) => r.words);
    lines.push({ page: rows[0].page, box: toBox(words), words: words.map((w) => w.text), reader: input.readers[path] ?? input.defaultReader, confidence: input.fieldConfidence[path] ?? null });
  });
  return {
    units: 'pt',
    origin: 'top-left',
    pages: (pages ?? []).filter((p) => !layout || layout.pages.some((l) => l.number === p.number)).map((p) => ({ number: p.number, width: p.width, height: p.height })),
    fields,
    lines,
  };
}

/** Of the lines printing the condition, the one nearest `lineIndex` (its first occurrence on that line). */
function nearest(layout: DocumentLayout, code: number, lineIndex: number): Located | null {
  // locateAll gives the occurrences line by line in order: the first of each line is what locate finds in it.
  const all: Located[] = [];
  for (const found of locateAll(layout, 'condicionIva', code)) if (all[all.length - 1]?.line !== found.line) all.push(found);
  all.sort((a, b) => Math.abs(a.line.index - lineIndex) - Math.abs(b.line.index - lineIndex));
  return all[0] ?? null;
}

export { unionBox };
