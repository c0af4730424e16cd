import { sheetLayout } from './common';

/** Factura C of a monotributista's accountant's template, split header table, amounts in words. */
export const layoutC = sheetLayout({
  id: 'fresh25-c', kind: 'invoice', title: 'Plantilla del estudio contable — factura C de monotributista (jsPDF)', producer: 'jspdf', arrangement: 'split',
  issuer: { names: [['Marcela Quiroga', 'Quiroga Diseño'], ['Julián Etcheverry', 'JE Soluciones']], condition: 'Responsable Monotributo' },
  template: { name: 'Monotributo — servicios', instructions: 'Factura C mensual, sin IVA discriminado; período facturado.', catalog: 'services', pricesIncludeIva: true, concepto: 2 },
  compose: { lineCount: [1, 3], receivers: ['company-ri', 'company-exento', 'consumidor-final', 'dni'], conditionPrinted: 0.8, mixedVat: false, prices: 'final', numberStyles: ['ar'], servicePeriod: true },
  heading: () => ({ title: 'FACTURA', letter: 'C', code: '011' }),
  reference: (rng) => { const r = `0001-${String(rng.int(10, 900)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'Punto de venta / Nro.', date: 'Fecha', client: 'Apellido y Nombre / Razón Social:', id: 'CUIT:', condition: 'Condición IVA:', address: 'Domicilio comercial:', desc: 'Detalle del servicio', qty: 'Cantidad', price: 'Precio', amount: 'Subtotal', subtotal: 'Subtotal', vat: (r) => `IVA ${r}%`, total: 'Importe Total', period: 'Período facturado desde' },
  faces: { head: 'serifB', body: 'serif', bold: 'serifB' },
  dateStyle: 'weekday', cuitStyle: 'space', accent: '#000000', rowsPerPage: 30, words: 'Son', footer: ['Pago por transferencia al alias QUIROGA.DISENO.MP', 'Documento no válido como factura sin CAE.'], scanStyle: 'sepia-copy',
});
