import { sheetLayout } from './common';

/** Presupuesto of a carpentry workshop, split header, long multi-page list (8 rows per page). */
export const layoutG = sheetLayout({
  id: 'fresh25-g', kind: 'invoice', title: 'Carpintería — presupuesto de varias hojas (pdf-lib)', producer: 'pdf-lib', arrangement: 'split',
  issuer: { names: [['Aberturas Lomas S.R.L.', 'Aberturas Lomas'], ['Maderera El Ceibo S.A.', 'El Ceibo']] },
  template: { name: 'Maderera — presupuestos', instructions: 'Presupuestos con precios finales (IVA incluido).', catalog: 'timber', pricesIncludeIva: true },
  compose: { lineCount: [9, 14], receivers: ['dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.9, mixedVat: false, prices: 'final', numberStyles: ['ar'] },
  heading: () => ({ title: 'PRESUPUESTO' }),
  reference: (rng) => { const r = String(rng.int(3000, 8999)); return { printed: r, truth: r }; },
  labels: { number: 'Presupuesto N°', date: 'Fecha', client: 'Sr./Sra.:', id: 'CUIT', condition: 'Resp. IVA:', address: 'Obra:', code: 'Código', desc: 'Descripción', qty: 'Cant.', unit: 'Un.', price: 'Precio c/IVA', amount: 'Importe', subtotal: '', vat: () => '', total: 'TOTAL PRESUPUESTADO', contained: 'IVA contenido (Ley 27.743):' },
  dateStyle: 'slash-yy', cuitStyle: 'dash', accent: '#5a3d1e', rowsPerPage: 8, words: 'Son pesos:', footer: ['Presupuesto válido por 10 días. Seña del 50 % para iniciar el trabajo.'], scanStyle: 'sepia-copy',
});
