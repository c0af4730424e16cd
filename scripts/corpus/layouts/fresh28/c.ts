import { docLayout, voucher } from './common';

/** fresh28-c: see LAYOUTS.md. */
export const fresh28C = docLayout({
  id: 'fresh28-c',
  kind: 'invoice',
  title: 'Tattoo supplies seller factura C (jsPDF)',
  producer: 'jspdf',
  arrangement: 'stub',
  issuer: { names: [['Lucía Paredes', 'Tinta Sur Insumos'], ['Hernán Ojeda', 'Ojeda Tattoo Supply']], condition: 'Responsable Monotributo' },
  template: { name: 'Insumos de tatuaje (factura C)', instructions: 'Factura C de monotributista: precios finales, sin IVA discriminado.', catalog: 'tattoo', pricesIncludeIva: true },
  compose: { lineCount: [2, 6], receivers: ['monotributo', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'final' },
  heading: () => ({ title: 'FACTURA', letter: 'C', code: 'Cód. 011' }),
  reference: (rng) => voucher(rng, [1, 3]),
  labels: {
    number: 'Comprobante N°', date: 'Emitida el', client: 'Cliente', id: 'CUIT/DNI', condition: 'Condición IVA', address: 'Domicilio',
    desc: 'Producto', qty: 'Cant', price: 'Precio unit.', amount: 'Total línea', total: 'TOTAL A PAGAR',
    issuerCuit: 'CUIT:', iibb: 'IIBB:', since: 'Desde:', page: (p, n) => `${p} / ${n}`,
  },
  columns: ['qty', 'desc', 'price', 'amount'],
  numFmt: 'space',
  symbol: '$',
  dateFmt: 'del',
  cuitFmt: 'spaced',
  dniDots: true,
  accent: '#5b2a86',
  tint: '#efe8f6',
  rowsPerPage: 30,
  words: 'Recibimos la suma de',
  notes: () => ['Productos de uso profesional. Conservar en lugar fresco y seco.'],
  footer: ['Monotributista - IVA no discriminado', 'Comprobante emitido por web service de ARCA'],
  scanStyle: 'led-flicker-bands',
});
