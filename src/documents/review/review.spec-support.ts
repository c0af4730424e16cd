import type { DraftData, DraftReceiver, TemplateHints } from '../document.types';

/** The sale the review specs start from: one line of 2 × 1000 at 21 %, a total that adds up, a company receiver. */
export const TODAY = '2026-11-25';
export const HINTS: TemplateHints = { ivaRate: 21, concepto: 1, pricesIncludeIva: false };
export const COMPANY: DraftReceiver = { name: 'Vaccaro Construcciones S.R.L.', docType: 'CUIT', docNumber: '33748426626', condicionIva: 1 };

export function sale(receiver: DraftReceiver = COMPANY, extra: Partial<DraftData> = {}): DraftData {
  return {
    lines: [{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 1000, ivaRate: 21 }],
    receiver,
    documentDate: TODAY,
    currency: 'ARS',
    reference: 'R-1',
    documentTotal: 2420,
    pricesIncludeIva: false,
    concepto: 1,
    ...extra,
  };
}
