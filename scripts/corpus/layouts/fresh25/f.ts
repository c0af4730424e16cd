import { sheetLayout } from './common';

/** Orden de compra of a clinic's purchasing module, banner, final prices per row. */
export const layoutF = sheetLayout({
  id: 'fresh25-f', kind: 'invoice', title: 'Módulo de compras de clínica — orden de compra (jsPDF)', producer: 'jspdf', arrangement: 'banner',
  issuer: { names: [['Sanatorio Modelo Oeste S.A.', 'Sanatorio Modelo'], ['Clínica del Parque S.A.', 'Clínica del Parque']] },
  template: { name: 'Clínica — órdenes de compra', instructions: 'Órdenes de compra a proveedores, precios netos.', catalog: 'health' },
  compose: { lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: true, prices: 'net', numberStyles: ['ar'] },
  heading: () => ({ title: 'ORDEN DE COMPRA' }),
  reference: (rng) => { const r = `OC-${rng.int(2026000, 2026999)}`; return { printed: r, truth: r }; },
  labels: { number: 'N° de orden', date: 'Fecha de emisión', client: 'Proveedor:', id: 'CUIT', condition: 'Cond. IVA:', address: 'Domicilio:', code: 'Cód. int.', desc: 'Insumo / prestación', qty: 'Cant.', price: 'Costo unit.', amount: 'Costo total', subtotal: 'Subtotal s/IVA', vat: (r) => `IVA ${r} %`, total: 'Total orden' },
  dateStyle: 'long-comma', cuitStyle: 'slash', accent: '#274b7a', rowsPerPage: 30, footer: ['Entregar en Depósito de Farmacia de lunes a viernes de 8 a 14 h.', 'Adjuntar copia de esta orden a la factura.'], scanStyle: 'vignette-phone',
});
