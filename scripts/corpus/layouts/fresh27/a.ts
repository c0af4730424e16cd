import { docLayout, voucher } from './common';

/** fresh27-a: see LAYOUTS.md. */
export const fresh27A = docLayout({
  id: 'fresh27-a',
  kind: 'invoice',
  title: 'fresh27-a',
  producer: 'pdfkit',
  arrangement: 'ribbon',
  issuer: { names: [['Cuchillería Solingen del Plata S.R.L.', 'Filo Criollo'], ['Aceros de Corte Tandil S.A.', 'Hoja Tandilense']] },
  template: { name: 'Cuchillería — factura A', instructions: 'Factura A de cuchillos y afilado; precios netos más IVA 21 %.', catalog: 'cutlery' },
  compose: { lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.85, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'COD. 01' }),
  reference: (rng) => voucher(rng, [2, 9]),
  labels: {
    number: 'Factura N°', date: 'Emitida el', client: 'Cliente:', id: 'C.U.I.T.', condition: 'Cond. IVA:', address: 'Dirección:',
    code: 'Artículo', desc: 'Detalle del producto', qty: 'Cant.', price: 'Precio unitario', amount: 'Subtotal', rate: 'Alíc.',
    subtotal: 'Neto gravado', vat: (r) => `IVA ${r} %`, total: 'TOTAL FACTURA', issuerCuit: 'C.U.I.T.', iibb: 'I.I.B.B.', since: 'Inicio de actividades',
  },
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'ar',
  symbol: '$',
  dateFmt: 'dash',
  cuitFmt: 'dots',
  table: 'zebra',
  accent: '#7a2e1d',
  tint: '#f3e9e4',
  rowsPerPage: 30,
  footer: ['Garantía de afilado por seis meses presentando esta factura. Cheques a la orden de la razón social.'],
  scanStyle: 'tabletop-perspective',
});
