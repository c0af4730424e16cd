import { sheetLayout } from './common';

/** Remito of a building-materials yard's old ERP printed through its spooler (QuotePdf), no prices, bultos column. */
export const layoutD = sheetLayout({
  id: 'fresh25-d', kind: 'remito', title: 'Corralón — remito R desde el spooler del ERP (QuotePdf: una BT, operadores \' y ")', producer: 'quote', arrangement: 'ledger',
  issuer: { names: [['Corralón San Cayetano S.R.L.', 'San Cayetano Materiales'], ['Materiales del Sur S.A.', 'MatSur']] },
  template: { name: 'Corralón — remitos', instructions: 'Remitos de entrega; los precios salen de la lista del corralón.', catalog: 'building' },
  compose: { lineCount: [4, 9], receivers: ['company-ri', 'monotributo', 'dni'], conditionPrinted: 0.7, mixedVat: false, prices: 'net', numberStyles: ['ar'], fractional: true },
  heading: () => ({ title: 'REMITO', letter: 'R', code: '91' }),
  reference: (rng) => { const r = `0003-${String(rng.int(20000, 99999)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'Nro.', date: 'Fecha entrega:', client: 'Entregar a:', id: 'CUIT', condition: 'IVA:', address: 'Lugar de entrega:', code: 'Cod.', desc: 'Material', qty: 'Cant.', unit: 'Unid', price: '', amount: '', subtotal: '', vat: () => '', total: '', bultos: 'Bultos' },
  faces: { head: 'monoB', body: 'mono', bold: 'monoB' },
  dateStyle: 'dot-yy', cuitStyle: 'dash', accent: '#000000', rowsPerPage: 30, footer: ['Recibí conforme: ____________________  Aclaración: ____________  DNI: __________', 'Documento no válido como factura.'], scanStyle: 'speckle-bitonal',
});
