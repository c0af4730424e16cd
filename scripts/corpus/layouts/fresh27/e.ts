import type { DocSpec } from '../../document';
import { docLayout, voucher } from './common';

/** fresh27-e: see LAYOUTS.md. */
export const fresh27E = docLayout({
  id: 'fresh27-e',
  kind: 'invoice',
  title: 'fresh27-e',
  producer: 'typeset',
  typeset: { flavor: 'indesign', producer: 'Adobe PDF Library 17.0', creator: 'Adobe InDesign 19.5 (Macintosh)' },
  arrangement: 'ribbon',
  issuer: { names: [['Acuarios Flotantes S.A.', 'Aqua Office'], ['Peces y Filtros del Litoral S.R.L.', 'Afluente Acuarismo']] },
  template: { name: 'Acuarismo — notas de crédito A', instructions: 'Nota de crédito A por devoluciones; precios netos más IVA.', catalog: 'aquarium' },
  compose: { lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'NOTA DE CRÉDITO', letter: 'A', code: 'Cód. 03' }),
  reference: (rng) => voucher(rng, [3, 8], '\u2013'),
  labels: {
    number: 'N.º', date: 'Fecha de emisión:', client: 'Razón social:', id: 'CUIT', condition: 'Posición fiscal:', address: 'Domicilio fiscal:',
    code: 'Ref.', desc: 'Artículo devuelto', qty: 'Cant.', price: 'Unitario', amount: 'Importe', rate: 'IVA',
    subtotal: 'Importe neto', vat: (r) => `IVA ${r}\u00a0%`, total: 'Total a acreditar', issuerCuit: 'CUIT', iibb: 'IIBB', since: 'Inicio de actividades',
  },
  gap: '\u00a0',
  notes: (doc: DocSpec) => {
    const salt = Number(doc.variant.salt);
    return [`Comprobante asociado: Factura A N.º\u00a0${String(3 + (salt % 5)).padStart(4, '0')}\u2013${String(20000 + salt * 37).padStart(8, '0')} · Motivo: “devolución por falla”`];
  },
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'narrow',
  symbol: '$',
  dateFmt: 'roman',
  cuitFmt: 'endash-spaced',
  table: 'zebra',
  faces: { head: 'sansB', body: 'sans', bold: 'sansB' },
  accent: '#0b6e8a',
  tint: '#e4f3f7',
  rowsPerPage: 30,
  footer: ['La presente nota de crédito se aplicará a la próxima factura o se reintegrará por transferencia a la cuenta que el cliente indique en nuestra oficina.'],
  justify: true,
  scanStyle: 'flash-washout',
});
