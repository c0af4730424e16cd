import { docLayout } from './common';

export const fresh26H = docLayout({
  id: 'fresh26-h',
  kind: 'invoice',
  title: 'fresh26 layout h',
  producer: 'pdfkit',
  arrangement: 'centered',
  issuer: { names: [['Mercado de Flores Escobar S.A.', 'Flores Escobar'], ['Floricultura Mayorista Los Jazmines S.R.L.', 'Los Jazmines Mayorista']] },
  template: { name: 'Flores - notas de pedido', instructions: 'Notas de pedido de un mayorista de flores de corte: precios netos por atado, IVA 21 %.', catalog: 'florist' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.85, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'NOTA DE PEDIDO' }),
  reference: (rng) => {
    const n = `P-${String(rng.int(10000, 89999))}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Pedido N°', date: 'Fecha del pedido:', client: 'Cliente:', id: 'CUIT', condition: 'Condición:', address: 'Entregar en:',
    code: 'Cód.', desc: 'Variedad / artículo', qty: 'Atados', unit: 'Unid.', price: 'Precio x atado', amount: 'Importe',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'Total del pedido', issuerCuit: 'CUIT',
  },
  columns: ['code', 'desc', 'unit', 'qty', 'price', 'amount'],
  numFmt: 'plain-dot',
  dateFmt: 'slash',
  cuitFmt: 'dash',
  totals: 'stack',
  faces: { head: 'sansB', body: 'sans', bold: 'sansB' },
  accent: '#8a1f5c',
  tint: '#f4e1ec',
  rowsPerPage: 30,
  footer: ['Entrega en cámara de frío del cliente dentro de las 24 h. La flor viaja hidratada; reclamos dentro de las 12 h de recibida.', 'Pedido sujeto a disponibilidad de remate.'],
  scanStyle: 'lcd-subpixel',
});
