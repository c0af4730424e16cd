import { docLayout } from './common';

/** fresh27-g: see LAYOUTS.md. */
export const fresh27G = docLayout({
  id: 'fresh27-g',
  kind: 'invoice',
  title: 'fresh27-g',
  producer: 'pdf-lib',
  arrangement: 'letter',
  issuer: { names: [['Canchas Sintéticas Pampa S.R.L.', 'Pampa Grass'], ['Césped Deportivo Rioplatense S.A.', 'Verde Cancha']] },
  template: { name: 'Césped sintético — presupuestos', instructions: 'Presupuesto de provisión y colocación de césped sintético; precios netos más IVA.', catalog: 'turf' },
  compose: { lineCount: [13, 17], receivers: ['company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.9, mixedVat: false, prices: 'net', fractional: true },
  heading: () => ({ title: 'PRESUPUESTO' }),
  reference: (rng) => {
    const k = `${rng.int(1, 9)}${String(rng.int(0, 999)).padStart(3, '0')}`;
    return { printed: `P-${k}/26`, truth: `P-${k}/26` };
  },
  labels: {
    number: 'Presupuesto Nº', date: 'Fecha:', client: 'Atte.:', id: 'CUIT', condition: 'Condición IVA:', address: 'Obra:',
    code: 'Ítem', desc: 'Descripción de la tarea o material', qty: 'Cantidad', unit: 'Unidad', price: 'P. Unitario', amount: 'Parcial', rate: 'IVA',
    subtotal: 'Total neto', vat: (r) => `IVA (${r}%)`, total: 'TOTAL PRESUPUESTADO', issuerCuit: 'CUIT', iibb: 'Ingresos Brutos', since: 'Inicio de actividades',
  },
  columns: ['code', 'desc', 'qty', 'unit', 'price', 'amount'],
  numFmt: 'ar',
  qtyDecimals: 2,
  symbol: '$',
  dateFmt: 'ymd-dot',
  cuitFmt: 'dash',
  table: 'grid',
  accent: '#2e7d32',
  tint: '#e8f5e9',
  rowsPerPage: 9,
  footer: [
    'Forma de pago: 50 % de anticipo y saldo contra finalización de obra. Mantenimiento de oferta: 10 días.',
    'No incluye movimiento de suelos ni retiro de escombros. Los precios no incluyen IVA.',
  ],
  scanStyle: 'bound-gutter',
});
