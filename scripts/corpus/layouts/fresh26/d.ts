import { docLayout, voucherNumber } from './common';

const CARRIERS = ['Expreso Tucumano', 'Transportes Mesopotámicos', 'Flete propio', 'Cruz del Norte Cargas'];

export const fresh26D = docLayout({
  id: 'fresh26-d',
  kind: 'remito',
  title: 'fresh26 layout d',
  producer: 'ocr',
  ocr: { font: 'helvetica', producer: 'MFP-C3010 Scan to PDF (OCR)', creator: 'MFP-C3010', dpi: 200 },
  arrangement: 'footer-fiscal',
  issuer: { names: [['Molino Yerbatero Tierra Colorada S.A.', 'Tierra Colorada'], ['Establecimiento Yerbatero Oberá S.R.L.', 'Yerbatera Oberá']] },
  template: { name: 'Yerbatera - remitos', instructions: 'Remitos de un molino yerbatero sin precios: se facturan con la lista de precios.', catalog: 'yerba' },
  compose: { lineCount: [3, 5], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'REMITO', letter: 'R', code: 'Cód. 091' }),
  reference: (rng) => {
    const n = voucherNumber(rng, [1, 4]);
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Remito N°', date: 'Fecha de despacho:', client: 'Destinatario:', id: 'CUIT', condition: 'IVA:', address: 'Lugar de entrega:',
    code: 'Código', desc: 'Producto', qty: 'Cantidad', unit: 'Pres.', bultos: 'Bultos', price: '', amount: '',
    subtotal: '', vat: () => '', total: '', issuerCuit: 'CUIT',
  },
  columns: ['code', 'desc', 'unit', 'qty', 'bultos'],
  numFmt: 'ar',
  dateFmt: 'upper-mon',
  cuitFmt: 'dash',
  totals: 'stack',
  accent: '#3d6b1f',
  tint: '#e6efdf',
  rowsPerPage: 30,
  notes: (doc) => [`Transporte: ${CARRIERS[doc.reference.charCodeAt(doc.reference.length - 1) % CARRIERS.length]}`],
  footer: ['Recibí conforme la mercadería detallada. Firma: ____________________  Aclaración: ____________________', 'Documento no válido como factura.'],
  scanStyle: 'mug-ring-trifold',
});
