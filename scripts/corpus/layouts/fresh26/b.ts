import { docLayout, voucherNumber } from './common';

export const fresh26B = docLayout({
  id: 'fresh26-b',
  kind: 'invoice',
  title: 'fresh26 layout b',
  producer: 'ocr',
  ocr: { font: 'glyphless', producer: 'ocrmypdf 15.4.4 / Tesseract OCR-PDF 5.3.4', creator: 'ocrmypdf 15.4.4 / Tesseract OCR-PDF 5.3.4', dpi: 200 },
  arrangement: 'centered',
  issuer: { names: [['Colchonería Descanso Pampeano S.A.', 'Descanso Pampeano'], ['Fábrica de Colchones Sueño Norte S.R.L.', 'Sueño Norte']] },
  template: { name: 'Colchonería - factura B', instructions: 'Facturas B de una fábrica de colchones a consumidores: precios finales con IVA.', catalog: 'mattress', pricesIncludeIva: true },
  compose: { lineCount: [1, 4], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.85, mixedVat: false, prices: 'final' },
  heading: () => ({ title: 'FACTURA', letter: 'B', code: '006' }),
  reference: (rng) => {
    const n = voucherNumber(rng, [3, 9]);
    return { printed: n, truth: n };
  },
  labels: {
    number: 'N°', date: 'Fecha de emisión:', client: 'Señor/a:', id: 'CUIT', condition: 'Resp. frente al IVA:', address: 'Domicilio de entrega:',
    desc: 'Artículo', qty: 'Cantidad', unit: 'Unidad', price: 'Precio c/IVA', amount: 'Importe',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'Total a pagar', issuerCuit: 'C.U.I.T.',
    contained: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido:',
  },
  columns: ['qty', 'desc', 'unit', 'price', 'amount'],
  numFmt: 'ar',
  dateFmt: 'abbr-de',
  cuitFmt: 'dash-spaced',
  totals: 'stack',
  faces: { head: 'serifB', body: 'serif', bold: 'serifB' },
  accent: '#1f3d6b',
  tint: '#e4eaf3',
  rowsPerPage: 30,
  footer: ['Entrega sin cargo dentro del ejido urbano. Garantía de fábrica: 5 años por defectos de fabricación.', 'CAE otorgado por ARCA. Defensa del consumidor: conserve esta factura.'],
  scanStyle: 'lcd-subpixel',
});
