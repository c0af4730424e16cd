import { docLayout } from './common';

/** fresh28-j: see LAYOUTS.md. */
export const fresh28J = docLayout({
  id: 'fresh28-j',
  kind: 'invoice',
  title: 'Firewood and charcoal supplier nota de pedido (jsPDF)',
  producer: 'jspdf',
  arrangement: 'split',
  issuer: { names: [['Leñera El Mangrullo S.R.L.', 'Leñas El Mangrullo'], ['Forestal Tres Arroyos S.A.', 'Tres Arroyos Leña y Carbón']] },
  template: { name: 'Leña y carbón (notas de pedido)', instructions: 'Nota de pedido con precios por kilo netos de IVA.', catalog: 'firewood' },
  compose: { lineCount: [2, 5], receivers: ['company-ri', 'monotributo', 'dni'], conditionPrinted: 0.8, mixedVat: false, prices: 'net', fractional: true },
  heading: () => ({ title: 'NOTA DE PEDIDO' }),
  reference: (rng) => {
    const n = `NP-00${rng.int(1000, 9999)}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Pedido N°', date: 'Fecha pedido:', client: 'Cliente:', id: 'CUIT:', condition: 'Cond. IVA:', address: 'Entregar en:',
    desc: 'Producto', qty: 'Kilos', price: '$/kg', amount: 'Importe',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'Total pedido',
    issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Inicio', page: (p, n) => `${p} de ${n}`,
  },
  columns: ['desc', 'qty', 'price', 'amount'],
  numFmt: 'ar',
  qtyDecimals: 2,
  symbol: '$',
  dateFmt: 'weekday',
  cuitFmt: 'dash',
  accent: '#6b3b12',
  tint: '#f4ebe0',
  rowsPerPage: 30,
  notes: () => ['Entrega: sábado por la mañana. Forma de pago: contra entrega, efectivo o transferencia.'],
  footer: ['Pedido sujeto a confirmación de stock. No válido como factura.'],
  scanStyle: 'film-grain-bw',
});
