import type { DocSpec } from './document';

/** The truth file of the dev corpus README ("Truth files"), derived from what the document prints. */
export interface Truth {
  file: string;
  kind: 'invoice' | 'remito';
  template: string;
  derivedFrom?: string;
  expected: {
    receiver: { name: string; docType: 'CUIT' | 'DNI' | null; docNumber: string | null; condicionIva: 1 | 4 | 5 | 6 | null };
    documentDate: string;
    currency: 'ARS' | 'USD';
    pricesIncludeIva: boolean;
    lines: Array<{ description: string; quantity: number; unitPrice: number | null; ivaRate: number; priceListMatch?: string | null }>;
    documentTotal: number | null;
    reference: string;
    serviceFrom: string | null;
    serviceTo: string | null;
    expectedIssueCodes: string[];
  };
}

export function truthOf(doc: DocSpec, file: string, derivedFrom?: string): Truth {
  const r = doc.receiver;
  const missing = doc.lines.some((l) => l.unitPrice === null);
  return {
    file,
    kind: doc.kind,
    template: doc.templateId,
    ...(derivedFrom ? { derivedFrom } : {}),
    expected: {
      receiver: { name: r.name, docType: r.docType, docNumber: r.docNumber, condicionIva: r.condicionPrinted ? r.condicionIva : null },
      documentDate: doc.date,
      currency: doc.currency,
      pricesIncludeIva: doc.pricesIncludeIva,
      lines: doc.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice === null ? null : l.unitPrice.toNumber(),
        ivaRate: l.ivaRate,
        ...(doc.kind === 'remito' ? { priceListMatch: l.priceListMatch ?? null } : {}),
      })),
      documentTotal: doc.totals ? doc.totals.total.toNumber() : null,
      reference: doc.reference,
      serviceFrom: doc.serviceFrom,
      serviceTo: doc.serviceTo,
      expectedIssueCodes: missing ? ['missing_price'] : [],
    },
  };
}
