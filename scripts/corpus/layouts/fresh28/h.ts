import { docLayout, voucher } from './common';

/** fresh28-h: see LAYOUTS.md. */
export const fresh28H = docLayout({
  id: 'fresh28-h',
  kind: 'remito',
  title: 'Ironwork shop remito (pdfkit)',
  producer: 'pdfkit',
  arrangement: 'stub',
  issuer: { names: [['Herrería Los Ceibos S.R.L.', 'Herrería Los Ceibos'], ['Gustavo Bustos', 'Herrería Artística Bustos']] },
  template: { name: 'Herrería (remitos)', instructions: 'Remitos sin precios: valorizar con la lista, precios netos.', catalog: 'ironwork' },
  compose: { lineCount: [2, 6], receivers: ['company-ri', 'dni', 'monotributo'], conditionPrinted: 0.7, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'REMITO', letter: 'R', code: 'Código 91' }),
  reference: (rng) => voucher(rng, [1, 2], ' - '),
  labels: {
    number: 'Remito Nº', date: 'Fecha', client: 'Entregado a', id: 'C.U.I.T. N°', condition: 'Situación IVA', address: 'Obra',
    code: 'Cód.', desc: 'Detalle', qty: 'Cant.', unit: 'U.', bultos: 'Piezas',
    issuerCuit: 'CUIT', iibb: 'I.B.', since: 'Inicio', page: (p, n) => `Hoja ${p}/${n}`,
  },
  columns: ['qty', 'unit', 'code', 'desc', 'bultos'],
  numFmt: 'ar',
  symbol: '',
  dateFmt: 'stamp',
  cuitFmt: 'spaced',
  accent: '#333333',
  tint: '#ececec',
  rowsPerPage: 30,
  notes: () => ['Recibí la mercadería detallada en perfectas condiciones.'],
  footer: ['Herrería de obra y artística - trabajos a medida'],
  scanStyle: 'led-flicker-bands',
});
