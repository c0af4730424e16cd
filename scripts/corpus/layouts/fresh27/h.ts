import { docLayout } from './common';

/** fresh27-h: see LAYOUTS.md. */
export const fresh27H = docLayout({
  id: 'fresh27-h',
  kind: 'invoice',
  title: 'fresh27-h',
  producer: 'jspdf',
  arrangement: 'bottom',
  issuer: { names: [['Platería y Relojería Sarmiento S.R.L.', 'Joyas Sarmiento'], ['Orfebres del Tucumán S.A.', 'Orfebrería Tucumana']] },
  template: { name: 'Joyería — notas de pedido', instructions: 'Nota de pedido de joyería para comercios; precios netos más IVA.', catalog: 'jewellery' },
  compose: { lineCount: [3, 8], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'NOTA DE PEDIDO' }),
  reference: (rng) => {
    const k = String(rng.int(1500, 9800)).padStart(8, '0');
    return { printed: k, truth: k };
  },
  labels: {
    number: 'Pedido nro.', date: 'Fecha pedido:', client: 'Comercio:', id: 'CUIT', condition: 'Categoría IVA:', address: 'Dirección de envío:',
    code: 'Cód. art.', desc: 'Pieza', qty: 'Unid.', price: 'Valor unit.', amount: 'Valor total',
    subtotal: 'Total neto pedido', vat: (r) => `I.V.A. ${r}%`, total: 'Total con I.V.A.', issuerCuit: 'CUIT', iibb: 'IIBB Conv. Multilateral', since: 'Inicio',
  },
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'ar',
  symbol: '$',
  dateFmt: 'dash',
  cuitFmt: 'dash',
  table: 'zebra',
  accent: '#8a6d1f',
  tint: '#f7f1e1',
  rowsPerPage: 30,
  footer: ['Pedido sujeto a disponibilidad de stock. Los precios se confirman al momento de facturar.'],
  scanStyle: 'impact-dots-faded',
});
