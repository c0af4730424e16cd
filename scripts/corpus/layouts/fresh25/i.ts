import { sheetLayout } from './common';

/** Factura A of a seed grower's (semillero) billing system, ledger rows, 10,5 % and 21 % mixes, fractional kilograms. */
export const layoutI = sheetLayout({
  id: 'fresh25-i', kind: 'invoice', title: 'Sistema de semillero — factura A con alícuotas 10,5/21 (QuotePdf)', producer: 'quote', arrangement: 'ledger',
  issuer: { names: [['Semillas Tres Arroyos S.A.', 'Semillero Tres Arroyos'], ['Genética Pergamino S.R.L.', 'GenPerg']] },
  template: { name: 'Semillero — facturas A', instructions: 'Facturas A a productores, neto más IVA por alícuota.', catalog: 'agro' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.9, mixedVat: true, prices: 'net', numberStyles: ['ar', 'ar-plain-symbol'], fractional: true },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: '001' }),
  reference: (rng) => { const r = `0007-${String(rng.int(1000, 60000)).padStart(8, '0')}`; return { printed: `A 0007 - ${r.slice(5)}`, truth: r }; },
  labels: { number: 'Comprobante', date: 'Fecha', client: 'Productor:', id: 'CUIT', condition: 'Cond. IVA', address: 'Establecimiento:', code: 'Art.', desc: 'Descripción', qty: 'Kilos/Cant', unit: 'UM', price: 'Precio neto', amount: 'Neto', subtotal: 'Total neto gravado', vat: (r) => `IVA ${r}%`, total: 'TOTAL FACTURA' },
  faces: { head: 'serifB', body: 'sans', bold: 'sansB' },
  dateStyle: 'slash', cuitStyle: 'dash', accent: '#2f5d1e', rowsPerPage: 30, footer: ['Operación a cuenta corriente — vence a los 30 días.'], scanStyle: 'margin-grid',
});
