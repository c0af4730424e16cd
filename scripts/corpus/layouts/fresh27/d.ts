import { docLayout, voucher } from './common';

/** fresh27-d: see LAYOUTS.md. */
export const fresh27D = docLayout({
  id: 'fresh27-d',
  kind: 'remito',
  title: 'fresh27-d',
  producer: 'pdf-lib',
  arrangement: 'leaders',
  issuer: { names: [['Oleohidráulica Pergamino S.A.', 'Hidro Perga'], ['Mangueras y Acoples del Centro S.R.L.', 'Manguer Centro']] },
  template: { name: 'Hidráulica — remito', instructions: 'Remito de entrega de repuestos hidráulicos, sin precios: valorizar con la lista.', catalog: 'hydraulics' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.6, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'REMITO DE ENTREGA', letter: 'R', code: 'Cód. 91' }),
  reference: (rng) => voucher(rng, [1, 4]),
  labels: {
    number: 'Remito Nro.', date: 'Fecha de entrega', client: 'Entregar a:', id: 'CUIT', condition: 'IVA:', address: 'Lugar de entrega:',
    code: 'Código', desc: 'Descripción del material', qty: 'Cantidad', unit: 'U.M.', price: '', amount: '', bultos: 'Bultos',
    subtotal: '', vat: () => '', total: '', issuerCuit: 'CUIT', iibb: 'Ing. Brutos', since: 'Inicio Act.',
  },
  columns: ['code', 'qty', 'unit', 'desc', 'bultos'],
  numFmt: 'ar',
  qtyDecimals: 2,
  symbol: '',
  dateFmt: 'mon-dot',
  cuitFmt: 'dash',
  table: 'grid',
  accent: '#0f5c4c',
  tint: '#e3f0ec',
  rowsPerPage: 30,
  footer: ['Recibí conforme la mercadería detallada. Firma: ____________________   Aclaración: ____________________   DNI: ______________', 'Documento no válido como factura.'],
  scanStyle: 'impact-dots-faded',
});
