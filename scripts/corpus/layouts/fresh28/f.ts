import { docLayout } from './common';

/** fresh28-f: see LAYOUTS.md. */
export const fresh28F = docLayout({
  id: 'fresh28-f',
  kind: 'invoice',
  title: 'Weighing-scales importer proforma in U$S (jsPDF)',
  producer: 'jspdf',
  arrangement: 'split',
  issuer: { names: [['Balanzas Del Plata Importadora S.A.', 'Balanzas Del Plata'], ['Pesaje Industrial Monte Grande S.R.L.', 'PIMG Balanzas']] },
  template: { name: 'Balanzas (proformas en dólares)', instructions: 'Proforma en U$S con IVA discriminado.', catalog: 'scales' },
  compose: { lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9, currency: 'USD', mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'FACTURA PROFORMA' }),
  reference: (rng) => {
    const n = `PRF-0${rng.int(100, 999)}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Proforma N°', date: 'Date / Fecha:', client: 'Customer / Cliente:', id: 'Tax ID (CUIT):', condition: 'IVA:', address: 'Address:',
    code: 'Item', desc: 'Description / Descripción', qty: 'Qty', price: 'Unit price', rate: 'VAT', amount: 'Amount',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'TOTAL',
    issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Since', page: (p, n) => `Page ${p} of ${n}`,
  },
  columns: ['code', 'desc', 'qty', 'price', 'rate', 'amount'],
  numFmt: 'en',
  symbol: 'U$S',
  dateFmt: 'ymd',
  cuitFmt: 'plain',
  accent: '#0b5d4b',
  tint: '#e2f1ec',
  rowsPerPage: 30,
  notes: () => ['Importes en dólares estadounidenses. Tipo de cambio: BNA vendedor del día de pago.', 'Plazo de entrega: 30 días de confirmada la orden. Forma de pago: 50 % anticipo, saldo contra entrega.'],
  footer: ['Este documento no es una factura. Valid for 10 days.'],
  scanStyle: 'corkboard-pin',
});
