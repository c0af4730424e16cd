import { docLayout, voucher } from './common';

/** fresh27-i: see LAYOUTS.md. */
export const fresh27I = docLayout({
  id: 'fresh27-i',
  kind: 'invoice',
  title: 'fresh27-i',
  producer: 'pdfkit',
  arrangement: 'leaders',
  issuer: { names: [['Bobinados Eléctricos Rafaela S.R.L.', 'Bobinados Rafaela'], ['Talleres Electromecánicos Cipolletti S.A.', 'Electromecánica del Valle']] },
  template: { name: 'Rebobinados — factura A', instructions: 'Factura A de reparación y venta de motores; IVA 21 % y 10,5 % (bienes de capital).', catalog: 'rewinding' },
  compose: { lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: true, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'Código 001' }),
  reference: (rng) => voucher(rng, [1, 12]),
  labels: {
    number: 'Nro. comprobante', date: 'Fecha', client: 'Razón social:', id: 'CUIT', condition: 'Resp. IVA:', address: 'Domicilio:',
    code: 'Código', desc: 'Descripción', qty: 'Cantidad', price: 'Precio', amount: 'Neto', rate: 'Tasa',
    subtotal: 'Subtotal neto', vat: (r) => `I.V.A. ${r} %`, total: 'Total $', issuerCuit: 'CUIT', iibb: 'Ing. Brutos', since: 'Inicio actividad',
  },
  columns: ['code', 'desc', 'qty', 'price', 'rate', 'amount'],
  numFmt: 'ar',
  symbol: '',
  dateFmt: 'mon-dot',
  cuitFmt: 'dash',
  table: 'rules',
  accent: '#33415c',
  tint: '#e9ecf2',
  rowsPerPage: 30,
  footer: ['Garantía del rebobinado: 90 días. No cubre daños por sobrecarga, falta de fase ni humedad.'],
  scanStyle: 'flash-washout',
});
