import { docLayout, voucher } from './common';

/** fresh27-c: see LAYOUTS.md. */
export const fresh27C = docLayout({
  id: 'fresh27-c',
  kind: 'invoice',
  title: 'fresh27-c',
  producer: 'jspdf',
  arrangement: 'bottom',
  issuer: { names: [['Rocío Belén Zapata', 'Cotillón La Piñata'], ['Gabriel Osvaldo Ruiz', 'Cotillón Serpentinas']], condition: 'Responsable Monotributo' },
  template: { name: 'Cotillón — factura C', instructions: 'Factura C de un monotributista (cotillón); precios finales, sin IVA discriminado.', catalog: 'partysupply', pricesIncludeIva: true },
  compose: { lineCount: [3, 8], receivers: ['consumidor-final', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.8, mixedVat: false, prices: 'final' },
  heading: () => ({ title: 'FACTURA C', letter: 'C', code: 'Cód. 011' }),
  reference: (rng) => voucher(rng, [1, 3], '-'),
  labels: {
    number: 'Comp. Nro:', date: 'Fecha Emisión:', client: 'Apellido y Nombre / Razón Social:', id: 'CUIT', condition: 'Condición ante el IVA:', address: 'Domicilio Comercial:',
    desc: 'Producto', qty: 'Cant.', unit: 'U. medida', price: 'Precio Unit.', amount: 'Subtotal',
    subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'Importe Total:', issuerCuit: 'CUIT:', iibb: 'Ingresos Brutos:', since: 'Fecha de Inicio de Actividades:',
  },
  columns: ['desc', 'qty', 'unit', 'price', 'amount'],
  numFmt: 'plain',
  symbol: '$',
  dateFmt: 'short',
  cuitFmt: 'plain',
  table: 'grid',
  accent: '#b0306a',
  tint: '#fbe9f1',
  rowsPerPage: 30,
  words: 'Son:',
  footer: ['Cambios dentro de las 48 h con el ticket y el producto en su envase original.'],
  scanStyle: 'paid-stamp',
});
