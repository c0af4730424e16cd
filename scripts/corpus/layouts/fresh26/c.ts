import { docLayout } from './common';

export const fresh26C = docLayout({
  id: 'fresh26-c',
  kind: 'invoice',
  title: 'fresh26 layout c',
  producer: 'jspdf',
  arrangement: 'sidebar',
  issuer: { names: [['Marcelo Ariel Quintana', 'Trofeos El Podio'], ['Verónica Soledad Ibarra', 'Grabados y Medallas Ibarra']], condition: 'Responsable Monotributo' },
  template: { name: 'Trofeos - factura C', instructions: 'Facturas C de un taller de trofeos y medallas (monotributo): precios finales, sin IVA discriminado.', catalog: 'trophies', pricesIncludeIva: true },
  compose: { lineCount: [2, 5], receivers: ['company-exento', 'company-ri', 'dni', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'final' },
  heading: () => ({ title: 'FACTURA', letter: 'C', code: 'Cód. 011' }),
  reference: (rng) => {
    const n = `${String(rng.int(1, 3)).padStart(5, '0')}-${String(rng.int(150, 2400)).padStart(8, '0')}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Comprobante Nro.', date: 'Fecha:', client: 'Cliente:', id: 'CUIT/CUIL', condition: 'Cond. frente al IVA:', address: 'Domicilio:',
    desc: 'Descripción', qty: 'Cant', price: 'Precio', amount: 'Subtotal',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'IMPORTE TOTAL', issuerCuit: 'CUIT:',
  },
  columns: ['qty', 'desc', 'price', 'amount'],
  numFmt: 'plain',
  dateFmt: 'dots',
  cuitFmt: 'plain',
  totals: 'stack',
  accent: '#7a5c00',
  tint: '#f3ecd6',
  rowsPerPage: 30,
  words: 'Son:',
  footer: ['Los grabados se entregan a las 72 h hábiles de aprobada la prueba.', 'Comprobante emitido por Responsable Monotributo.'],
  scanStyle: 'ncr-second-sheet',
});
