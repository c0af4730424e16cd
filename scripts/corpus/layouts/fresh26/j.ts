import { docLayout, voucherNumber } from './common';

export const fresh26J = docLayout({
  id: 'fresh26-j',
  kind: 'remito',
  title: 'fresh26 layout j',
  producer: 'jspdf',
  arrangement: 'centered',
  issuer: { names: [['Distribuidora Natural del Valle S.R.L.', 'Natural del Valle'], ['Frutos Secos Cuyanos S.A.', 'Frutos Secos Cuyanos']] },
  template: { name: 'Dietética mayorista - remitos', instructions: 'Remitos de una distribuidora de productos de dietética: mercadería a granel por kilo, sin precios.', catalog: 'healthfood' },
  compose: { lineCount: [3, 6], receivers: ['monotributo', 'company-ri', 'monotributo'], conditionPrinted: 0.6, mixedVat: false, prices: 'net', fractional: true },
  heading: () => ({ title: 'REMITO', letter: 'R', code: '091' }),
  reference: (rng) => {
    const n = voucherNumber(rng, [5, 8]);
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Nº de remito:', date: 'Fecha entrega:', client: 'Entregar a:', id: 'CUIT', condition: 'Cond. IVA:', address: 'Dirección de entrega:',
    code: 'Código', desc: 'Mercadería', qty: 'Kilos', unit: 'U/M', bultos: 'Bultos', price: '', amount: '',
    subtotal: '', vat: () => '', total: '', issuerCuit: 'C.U.I.T.',
  },
  columns: ['code', 'desc', 'unit', 'qty', 'bultos'],
  numFmt: 'ar',
  qtyDecimals: 3,
  dateFmt: 'dots',
  cuitFmt: 'plain',
  totals: 'stack',
  faces: { head: 'monoB', body: 'mono', bold: 'monoB' },
  accent: '#333333',
  tint: '#eeeeee',
  rowsPerPage: 30,
  footer: ['Mercadería viaja por cuenta y orden del destinatario. Controlar peso y estado al recibir.', 'Firma y aclaración de quien recibe: ______________________'],
  scanStyle: 'fax-roll-gradient',
});
