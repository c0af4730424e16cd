import { sheetLayout } from './common';

/** Proforma in dollars of an audio-visual rental and events company's quoting tool, exchange rate printed, VAT 21/10,5. */
export const layoutE = sheetLayout({
  id: 'fresh25-e', kind: 'invoice', title: 'Cotizador de empresa de sonido e iluminación para eventos — proforma en U$S (QuotePdf)', producer: 'quote', arrangement: 'stub',
  issuer: { names: [['Escenarios Andinos S.A.', 'Andino Eventos'], ['Luz y Sonido Patagonia S.R.L.', 'LySPat']] },
  template: { name: 'Eventos — proformas USD', instructions: 'Proformas en dólares, neto más IVA.', catalog: 'it' },
  compose: { lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.6, currency: 'USD', mixedVat: true, prices: 'net', numberStyles: ['ar-plain', 'ar'] },
  heading: (rng) => ({ title: rng.pick(['PROFORMA', 'FACTURA PROFORMA']) }),
  reference: (rng, i) => { const r = `PF-${26}${String(rng.int(100, 999))}-${i + 1}`; return { printed: r, truth: r }; },
  labels: { number: 'Proforma', date: 'Fecha', client: 'Razón social:', id: 'CUIT', condition: 'Categoría IVA:', address: 'Domicilio:', code: 'Part #', desc: 'Producto', qty: 'Qty', price: 'Unit. U$S', amount: 'Total U$S', subtotal: 'Subtotal neto', vat: (r) => `IVA ${r}%`, total: 'TOTAL U$S' },
  dateStyle: 'iso', cuitStyle: 'dot', accent: '#7a2020', rowsPerPage: 30, footer: ['Validez de la oferta: 7 días. Precios en dólares estadounidenses.', 'Se factura en pesos al tipo de cambio vendedor BNA del día anterior al pago.'], scanStyle: 'margin-grid',
});
