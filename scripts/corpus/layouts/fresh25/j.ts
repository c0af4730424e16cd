import { sheetLayout } from './common';

/** Remito of a solar-panel installer's dispatch software, letter box, with bultos. */
export const layoutJ = sheetLayout({
  id: 'fresh25-j', kind: 'remito', title: 'Software de despacho de instalador de paneles solares — remito (jsPDF)', producer: 'jspdf', arrangement: 'letterbox',
  issuer: { names: [['Energía Solar Cuyana S.A.', 'SolCuyo'], ['Paneles del Norte S.R.L.', 'PanelNorte']] },
  template: { name: 'Solar — remitos de instalación', instructions: 'Remitos de despacho; precio de lista con IVA incluido.', catalog: 'electrical', pricesIncludeIva: true },
  compose: { lineCount: [3, 8], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'net', numberStyles: ['ar'] },
  heading: () => ({ title: 'REMITO', letter: 'X', code: '' }),
  reference: (rng) => { const r = `0002-${String(rng.int(1000, 99999)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'N°', date: 'Fecha:', client: 'Destinatario:', id: 'CUIT', condition: 'IVA:', address: 'Entrega en:', code: 'Código', desc: 'Descripción del material', qty: 'Cantidad', price: '', amount: '', subtotal: '', vat: () => '', total: '', bultos: 'Bultos' },
  dateStyle: 'mon-year', cuitStyle: 'dash', accent: '#003366', rowsPerPage: 30, footer: ['Transportista: ______________  Patente: ________', 'Documento no válido como factura.'], scanStyle: 'speckle-bitonal',
});
