import { sheetLayout } from './common';

/** Remito of an electrical wholesaler's warehouse software, letter box, with bultos. */
export const layoutJ = sheetLayout({
  id: 'fresh25-j', kind: 'remito', title: 'Software de depósito de mayorista eléctrico — remito (jsPDF)', producer: 'jspdf', arrangement: 'letterbox',
  issuer: { names: [['Eléctrica Rivadavia S.A.', 'Eléctrica Rivadavia'], ['Mayorista Voltio S.R.L.', 'Voltio']] },
  template: { name: 'Eléctrica — remitos', instructions: 'Remitos de despacho; precio de lista con IVA incluido.', catalog: 'electrical', pricesIncludeIva: true },
  compose: { lineCount: [3, 8], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'net', numberStyles: ['ar'] },
  heading: () => ({ title: 'REMITO', letter: 'X', code: '' }),
  reference: (rng) => { const r = `0002-${String(rng.int(1000, 99999)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'N°', date: 'Fecha:', client: 'Destinatario:', id: 'CUIT', condition: 'IVA:', address: 'Entrega en:', code: 'Código', desc: 'Descripción del material', qty: 'Cantidad', price: '', amount: '', subtotal: '', vat: () => '', total: '', bultos: 'Bultos' },
  dateStyle: 'mon-year', cuitStyle: 'dash', accent: '#003366', rowsPerPage: 30, footer: ['Transportista: ______________  Patente: ________', 'Documento no válido como factura.'], scanStyle: 'speckle-bitonal',
});
