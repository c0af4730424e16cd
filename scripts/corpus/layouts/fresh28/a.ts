import { cae, caeDue, docLayout, voucher } from './common';

/** fresh28-a: see LAYOUTS.md. */
export const fresh28A = docLayout({
  id: 'fresh28-a',
  kind: 'invoice',
  title: 'Motorcycle parts dealer factura A (pdfkit)',
  producer: 'pdfkit',
  arrangement: 'split',
  issuer: { names: [['Motorepuestos Del Litoral S.R.L.', 'MotoLitoral Repuestos'], ['Rodados Cerro Azul S.A.', 'Cerro Azul Motos']] },
  template: { name: 'Repuestos de motos (factura A)', instructions: 'Factura A con precios netos, IVA 21 % discriminado.', catalog: 'motoparts' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'COD. 01' }),
  reference: (rng) => voucher(rng, [2, 9]),
  labels: {
    number: 'Nro. Comprobante:', date: 'Fecha Emisión:', client: 'Razón Social:', id: 'C.U.I.T.:', condition: 'Cond. frente al IVA:',
    address: 'Domicilio Comercial:', code: 'Cód. Art.', desc: 'Detalle del artículo', qty: 'Cant.', unit: 'UM', price: 'P. Unitario',
    rate: 'Alíc.', amount: 'Subtotal', subtotal: 'Importe Neto Gravado:', vat: (r) => `IVA ${r}%:`, total: 'Importe Total:',
    issuerCuit: 'C.U.I.T.', iibb: 'Ing. Brutos:', since: 'Inicio de Actividades:', page: (p, n) => `Pág. ${p}/${n}`,
  },
  columns: ['code', 'desc', 'qty', 'unit', 'price', 'rate', 'amount'],
  numFmt: 'ar',
  symbol: '$',
  dateFmt: 'weekday',
  cuitFmt: 'dash',
  accent: '#1f3d7a',
  tint: '#e4e9f4',
  rowsPerPage: 30,
  notes: (doc) => [`C.A.E. N°: ${cae(doc)}    Fecha de Vto. de C.A.E.: ${caeDue(doc)}`, 'Garantía de repuestos: 90 días contra defecto de fabricación, presentando esta factura.'],
  footer: ['Comprobante Autorizado - Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación'],
  scanStyle: 'corkboard-pin',
});
