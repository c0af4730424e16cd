import { docLayout, voucher } from './common';

/** fresh28-g: see LAYOUTS.md. */
export const fresh28G = docLayout({
  id: 'fresh28-g',
  kind: 'remito',
  title: 'Camping-gear wholesaler remito R (pdf-lib)',
  producer: 'pdf-lib',
  arrangement: 'split',
  issuer: { names: [['Outdoor Laguna Brava S.A.', 'Laguna Brava Camping'], ['Distribuidora Altos del Sur S.R.L.', 'Altos del Sur Outdoor']] },
  template: { name: 'Camping (remitos)', instructions: 'Remitos sin precios: tomar los precios de la lista, netos de IVA.', catalog: 'camping' },
  compose: { lineCount: [3, 7], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'REMITO', letter: 'R', code: 'Cód. 091' }),
  reference: (rng) => voucher(rng, [6, 9]),
  labels: {
    number: 'Remito N°', date: 'Fecha de entrega', client: 'Destinatario:', id: 'CUIT:', condition: 'Categoría IVA:', address: 'Lugar de entrega:',
    code: 'Artículo', desc: 'Descripción de la mercadería', qty: 'Unidades', bultos: 'Bultos',
    issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Inicio de act.', page: (p, n) => `Pág. ${p} / ${n}`,
  },
  columns: ['code', 'desc', 'qty', 'bultos'],
  numFmt: 'ar',
  symbol: '',
  dateFmt: 'compact',
  cuitFmt: 'dash',
  accent: '#3d5a1f',
  tint: '#eaf0e0',
  rowsPerPage: 30,
  notes: () => ['Transporte: propio. Mercadería viaja por cuenta y riesgo del comprador.', 'Documento no válido como factura.'],
  footer: ['Original blanco: cliente - Duplicado color: archivo'],
  scanStyle: 'drum-ghost',
});
