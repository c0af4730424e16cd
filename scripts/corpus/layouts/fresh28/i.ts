import { cae, caeDue, docLayout, voucher } from './common';

/** fresh28-i: see LAYOUTS.md. */
export const fresh28I = docLayout({
  id: 'fresh28-i',
  kind: 'invoice',
  title: 'Pro-audio store two-page factura A (report designer, Rave-like)',
  producer: 'report',
  report: { flavor: 'rave', producer: 'Rave Reports 5.0 (PDF)', creator: 'SonidoPro Gestión' },
  arrangement: 'banded',
  issuer: { names: [['Sonido Profesional Villa Elisa S.A.', 'VE Audio Pro'], ['Audio Río Dulce S.R.L.', 'Río Dulce Sonido']] },
  template: { name: 'Audio profesional (factura A)', instructions: 'Factura A, precios netos, IVA 21 %; puede ocupar dos hojas.', catalog: 'audio' },
  compose: { lineCount: [12, 15], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'Cod. 001' }),
  reference: (rng) => voucher(rng, [10, 14]),
  labels: {
    number: 'Factura N°:', date: 'Fecha Fact.:', client: 'Cliente:', id: 'CUIT Cliente:', condition: 'IVA:', address: 'Domicilio:',
    code: 'Código', desc: 'Artículo', qty: 'Cant.', price: 'Unitario', rate: '% IVA', amount: 'Total',
    subtotal: 'Neto Gravado', vat: (r) => `IVA Inscripto ${r}%`, total: 'TOTAL FACTURA',
    issuerCuit: 'CUIT', iibb: 'Ing. Brutos CM', since: 'Inicio Actividades', page: (p, n) => `Hoja ${p} de ${n}`,
    carried: 'Continúa en hoja siguiente >>>',
  },
  columns: ['code', 'desc', 'qty', 'price', 'rate', 'amount'],
  numFmt: 'point',
  symbol: '$',
  dateFmt: 'mmm',
  cuitFmt: 'plain',
  accent: '#000000',
  tint: '#dddddd',
  rowsPerPage: 9,
  notes: (doc) => [`CAE Nro.: ${cae(doc)}  Vencimiento CAE: ${caeDue(doc)}`, 'Equipos con garantía oficial de 12 meses. Consulte condiciones en el local.'],
  footer: ['Original', 'Rave Reports - factura_a.rav'],
  scanStyle: 'projected-wall',
});
