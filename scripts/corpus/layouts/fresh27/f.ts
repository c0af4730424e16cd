import { docLayout } from './common';

/** fresh27-f: see LAYOUTS.md. */
export const fresh27F = docLayout({
  id: 'fresh27-f',
  kind: 'invoice',
  title: 'fresh27-f',
  producer: 'typeset',
  typeset: { flavor: 'latex', producer: 'pdfTeX-1.40.25', creator: 'LaTeX with hyperref' },
  arrangement: 'leaders',
  issuer: { names: [['Buffet Import Gastronomía S.A.', 'Gastro Efficient'], ['Equipamientos Offside S.R.L.', 'Cocinas Profesionales Offside']] },
  template: { name: 'Equipamiento gastronómico — proforma U$S', instructions: 'Proforma de importación en dólares; precios netos más IVA.', catalog: 'kitchen' },
  compose: { lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.85, currency: 'USD', mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'Factura proforma' }),
  reference: (rng) => {
    const k = String(rng.int(40, 980)).padStart(4, '0');
    return { printed: `PF\u20132026\u2013${k}`, truth: `PF-2026-${k}` };
  },
  labels: {
    number: 'Proforma N.º', date: 'Fecha', client: 'Cliente:', id: 'CUIT', condition: 'Condición fiscal:', address: 'Entrega en:',
    code: 'Código', desc: 'Equipo', qty: 'Cant.', price: 'Precio unit. U$S', amount: 'Total U$S', rate: 'IVA',
    subtotal: 'Subtotal FOB Buenos Aires', vat: (r) => `IVA ${r}\u2009%`, total: 'Total proforma', issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Inicio de actividades',
  },
  notes: () => ['Validez de la oferta: 15 días · Plazo de entrega: 45–60 días desde la confirmación · Tipo de cambio: BNA vendedor del día de pago'],
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'thin',
  symbol: 'U$S',
  dateFmt: 'en-dash',
  cuitFmt: 'endash',
  table: 'rules',
  faces: { head: 'serifB', body: 'serif', bold: 'serifB' },
  accent: '#222222',
  tint: '#f1f1f1',
  rowsPerPage: 30,
  words: 'Son',
  footer: [
    'Esta proforma no constituye factura. Los equipos se facturarán en dólares estadounidenses; el flete, el seguro y la instalación se cotizan por separado. La garantía oficial cubre defectos de fabricación por doce meses desde la puesta en marcha, certificada por un técnico autorizado.',
  ],
  justify: true,
  scanStyle: 'paid-stamp',
});
