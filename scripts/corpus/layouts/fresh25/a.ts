import { sheetLayout } from './common';

/** Factura A/B of a hardware distributor's desktop ERP ("Gestión Ferretera Pampa"), letter box in the middle. */
export const layoutA = sheetLayout({
  id: 'fresh25-a', kind: 'invoice', title: 'Gestión Ferretera Pampa — factura A/B, caja de letra central (pdfkit)', producer: 'pdfkit', arrangement: 'letterbox',
  issuer: { names: [['Bulonera del Oeste S.R.L.', 'Bulonera del Oeste'], ['Ferrocentro Morón S.A.', 'Ferrocentro']] },
  template: { name: 'Bulonera — facturas', instructions: 'Facturas A y B del ERP de escritorio; precios netos en A.', catalog: 'hardware' },
  compose: { lineCount: [4, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.9, mixedVat: false, prices: 'by-receiver', numberStyles: ['ar'] },
  heading: (rng) => (rng.chance(0.6) ? { title: 'FACTURA', letter: 'A', code: '01' } : { title: 'FACTURA', letter: 'B', code: '06' }),
  reference: (rng) => { const r = `${String(rng.int(2, 9)).padStart(5, '0')}-${String(rng.int(1000, 99999)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'Comp. Nro:', date: 'Fecha Emisión:', client: 'Señor(es):', id: 'C.U.I.T.', condition: 'Cond. frente al IVA:', address: 'Domicilio:', code: 'Artículo', desc: 'Descripción', qty: 'Cant.', unit: 'U.M.', price: 'P. Unitario', amount: 'Importe', subtotal: 'Importe Neto Gravado', vat: (r) => `I.V.A. ${r}%`, total: 'IMPORTE TOTAL', contained: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA Contenido:' },
  dateStyle: 'slash', cuitStyle: 'dash', accent: '#1f3a68', rowsPerPage: 30, footer: ['CAE N° 7634 1298 5521 04   Vto. CAE: 10 días', 'Comprobante autorizado por ARCA'], scanStyle: 'vignette-phone',
});
