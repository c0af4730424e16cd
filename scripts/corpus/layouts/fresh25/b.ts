import { sheetLayout } from './common';

/** Nota de crédito of a veterinary-supplies web invoicing service, coloured banner, prices with VAT mixes 21/10,5. */
export const layoutB = sheetLayout({
  id: 'fresh25-b', kind: 'invoice', title: 'Facturalia Nube — nota de crédito A, banda de color (pdf-lib)', producer: 'pdf-lib', arrangement: 'banner',
  issuer: { names: [['Alimentos Serranos S.A.', 'Serranos Alimentos'], ['Distribuidora Las Tunas S.R.L.', 'Las Tunas']] },
  template: { name: 'Serranos — notas de crédito', instructions: 'Notas de crédito A por devoluciones, neto más IVA discriminado.', catalog: 'food' },
  compose: { lineCount: [2, 6], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: true, prices: 'net', numberStyles: ['ar', 'ar-plain'] },
  heading: () => ({ title: 'NOTA DE CRÉDITO', letter: 'A', code: '03' }),
  reference: (rng) => { const a = rng.int(1, 12), b = rng.int(100, 9999); const r = `${String(a).padStart(4, '0')}-${String(b).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'N°', date: 'Emitida el', client: 'Cliente:', id: 'CUIT', condition: 'Situación IVA:', address: 'Dirección:', code: 'SKU', desc: 'Concepto devuelto', qty: 'Unid.', price: 'Precio s/IVA', amount: 'Subtotal', subtotal: 'Neto', vat: (r) => `IVA (${r} %)`, total: 'Total a acreditar' },
  dateStyle: 'dash-mon', cuitStyle: 'plain', accent: '#2e6b4f', rowsPerPage: 30, footer: ['Se acredita en su cuenta corriente. Asociada a factura A vigente.'], scanStyle: 'led-coldcast',
});
