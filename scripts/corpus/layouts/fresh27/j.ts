import { docLayout, voucher } from './common';

/** fresh27-j: see LAYOUTS.md. */
export const fresh27J = docLayout({
  id: 'fresh27-j',
  kind: 'remito',
  title: 'fresh27-j',
  producer: 'jspdf',
  arrangement: 'ribbon',
  issuer: { names: [['Distribuidora de Juguetes Once S.A.', 'Jugueterías Mayoristas Once'], ['Didácticos y Juegos del Norte S.R.L.', 'Juegos del Norte']] },
  template: { name: 'Juguetes — remitos', instructions: 'Remito de juguetería mayorista sin precios: valorizar con la lista.', catalog: 'toys' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'REMITO', letter: 'R', code: 'Cód. 91' }),
  reference: (rng) => voucher(rng, [10, 30]),
  labels: {
    number: 'Nº', date: 'Fecha:', client: 'Destino:', id: 'CUIT', condition: 'Cond. fiscal:', address: 'Domicilio de entrega:',
    code: 'Art.', desc: 'Artículo', qty: 'Unidades', price: '', amount: '', bultos: 'Cajas',
    subtotal: '', vat: () => '', total: '', issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Inicio de Act.',
  },
  columns: ['qty', 'code', 'desc', 'bultos'],
  numFmt: 'ar',
  symbol: '',
  dateFmt: 'short',
  cuitFmt: 'plain',
  table: 'grid',
  accent: '#c2410c',
  tint: '#fdeee4',
  rowsPerPage: 30,
  footer: ['Transporte: ______________________   Patente: __________   Recibido por: ______________________', 'Mercadería viaja por cuenta y riesgo del comprador.'],
  scanStyle: 'tabletop-perspective',
});
