import { docLayout, voucherNumber } from './common';

export const fresh26F = docLayout({
  id: 'fresh26-f',
  kind: 'invoice',
  title: 'fresh26 layout f',
  producer: 'ocr',
  ocr: { font: 'glyphless', producer: 'DocuStation 450 Searchable PDF / OCR engine 5.3', creator: 'DocuStation 450', dpi: 200 },
  arrangement: 'sidebar',
  issuer: { names: [['Curtiembre Río Matanza S.A.', 'Curtiembre Río Matanza'], ['Cueros del Riachuelo S.R.L.', 'Cueros del Riachuelo']], condition: 'IVA Responsable Inscripto' },
  template: { name: 'Curtiembre - notas de crédito', instructions: 'Notas de crédito A de una curtiembre por devoluciones: cueros por m², precios netos.', catalog: 'tannery' },
  compose: { lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: false, prices: 'net', fractional: true },
  heading: () => ({ title: 'NOTA DE CRÉDITO', letter: 'A', code: 'Cód. 03' }),
  reference: (rng) => {
    const n = voucherNumber(rng, [2, 5]);
    return { printed: n, truth: n };
  },
  labels: {
    number: 'NC N°', date: 'Fecha emisión', client: 'Cliente:', id: 'CUIT Nro.', condition: 'Condición IVA:', address: 'Domicilio comercial:',
    code: 'Art.', desc: 'Concepto', qty: 'Cant. (m²)', price: 'Precio unit.', amount: 'Importe neto',
    subtotal: 'Importe neto gravado', vat: (r) => `I.V.A. ${r}%`, total: 'Total nota de crédito', issuerCuit: 'CUIT',
  },
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'ar',
  qtyDecimals: 2,
  dateFmt: 'with-time',
  cuitFmt: 'plain',
  totals: 'stack',
  accent: '#6b2a1f',
  tint: '#efe2dc',
  rowsPerPage: 30,
  notes: (doc) => [`Motivo: devolución por defectos de terminación — comprobante asociado Factura A ${doc.reference.slice(0, 5)}${String(Number(doc.reference.slice(5)) - 37).padStart(8, '0')}`],
  footer: ['La mercadería devuelta fue recibida y verificada por el sector de calidad.', 'Nota de crédito autorizada por ARCA.'],
  scanStyle: 'ncr-second-sheet',
});
