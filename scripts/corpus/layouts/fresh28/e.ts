import { docLayout } from './common';

/** fresh28-e: see LAYOUTS.md. */
export const fresh28E = docLayout({
  id: 'fresh28-e',
  kind: 'invoice',
  title: 'Quarry / aggregates supplier presupuesto (report designer, Crystal-like)',
  producer: 'report',
  report: { flavor: 'crystal', producer: 'Crystal Reports 8.5 - PDF export', creator: 'Crystal Reports' },
  arrangement: 'banded',
  issuer: { names: [['Áridos Sierra Chica S.A.', 'Cantera Sierra Chica'], ['Canteras El Quebracho S.R.L.', 'El Quebracho Áridos']] },
  template: { name: 'Áridos (presupuestos)', instructions: 'Presupuesto de áridos: precios netos por m³, IVA aparte.', catalog: 'quarry' },
  compose: { lineCount: [2, 5], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.75, mixedVat: false, prices: 'net', fractional: true },
  heading: () => ({ title: 'PRESUPUESTO', letter: 'X', code: 'No válido como factura' }),
  reference: (rng) => {
    const n = `0${rng.int(1000, 4999)}-26`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Presupuesto Nro.', date: 'Fecha', client: 'Solicitante:', id: 'C.U.I.T.', condition: 'Cond. IVA', address: 'Obra:',
    desc: 'Material', qty: 'Cantidad', unit: 'Unidad', price: 'Precio', amount: 'Importe',
    subtotal: 'Subtotal sin IVA', vat: (r) => `IVA ${r}%`, total: 'TOTAL PRESUPUESTADO',
    issuerCuit: 'C.U.I.T.', iibb: 'D.G.R.', since: 'Inicio Act.', page: (p, n) => `Pág. ${p} de ${n}`,
  },
  columns: ['qty', 'unit', 'desc', 'price', 'amount'],
  numFmt: 'ar',
  qtyDecimals: 2,
  symbol: '$',
  dateFmt: 'dots',
  cuitFmt: 'dash',
  accent: '#000000',
  tint: '#dddddd',
  rowsPerPage: 30,
  notes: () => ['Validez de la oferta: 7 días corridos.', 'Entrega en obra con camión volcador. Precios sujetos a disponibilidad de cantera.'],
  footer: ['Los m³ se miden sobre camión en balanza de cantera.', 'Crystal Reports - presupuestos.rpt'],
  scanStyle: 'film-grain-bw',
});
