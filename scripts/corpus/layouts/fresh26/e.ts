import { docLayout } from './common';

export const fresh26E = docLayout({
  id: 'fresh26-e',
  kind: 'invoice',
  title: 'fresh26 layout e',
  producer: 'pdf-lib',
  arrangement: 'captions',
  issuer: { names: [['Almazara Valle de Famatina S.A.', 'Olivares de Famatina'], ['Olivícola Aimogasta S.R.L.', 'Aimogasta Olive Oil']] },
  template: { name: 'Almazara - proformas en dólares', instructions: 'Proformas en dólares de una almazara: precios netos en U$S, IVA 10,5 % y 21 %.', catalog: 'oliveoil' },
  compose: { lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.75, currency: 'USD', mixedVat: true, prices: 'net' },
  heading: () => ({ title: 'PROFORMA' }),
  reference: (rng) => {
    const n = `PF-26-${String(rng.int(40, 980)).padStart(4, '0')}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Proforma #', date: 'Date / Fecha:', client: 'Customer / Cliente', id: 'Tax ID (CUIT)', condition: 'VAT status / IVA', address: 'Address / Domicilio:',
    code: 'SKU', desc: 'Description / Descripción', qty: 'Qty', price: 'Unit price', amount: 'Amount', rate: 'VAT',
    subtotal: 'Net amount / Neto', vat: (r) => `VAT / IVA ${r}%`, total: 'TOTAL', issuerCuit: 'CUIT',
  },
  columns: ['code', 'desc', 'qty', 'rate', 'price', 'amount'],
  numFmt: 'en',
  dateFmt: 'ymd-slash',
  cuitFmt: 'dash',
  totals: 'strip',
  accent: '#55601a',
  tint: '#eef0dc',
  rowsPerPage: 30,
  notes: () => ['Currency / Moneda: U$S (dólares estadounidenses). Se factura al tipo de cambio BNA vendedor del día anterior al pago.'],
  footer: ['Validez de la oferta: 15 días. Condición de venta: 50 % anticipado, saldo contra entrega FOB planta.', 'Este documento no es una factura.'],
  scanStyle: 'sleeve-haze',
});
