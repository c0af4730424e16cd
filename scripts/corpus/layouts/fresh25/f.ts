import { sheetLayout } from './common';

/** Nota de pedido (order confirmation to the buyer) of a school-furniture maker's order system, banner, net prices. */
export const layoutF = sheetLayout({
  id: 'fresh25-f', kind: 'invoice', title: 'Sistema de pedidos de fábrica de mobiliario escolar — nota de pedido (jsPDF)', producer: 'jspdf', arrangement: 'banner',
  issuer: { names: [['Mobiliario Escolar del Plata S.R.L.', 'Pupitres del Plata'], ['Equipamiento Aula Norte S.A.', 'Aula Norte']] },
  template: { name: 'Mobiliario — notas de pedido', instructions: 'Notas de pedido confirmadas al cliente, precios netos más IVA.', catalog: 'furniture' },
  compose: { lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: true, prices: 'net', numberStyles: ['ar'] },
  heading: () => ({ title: 'NOTA DE PEDIDO' }),
  reference: (rng) => { const r = `NP-${rng.int(2026000, 2026999)}`; return { printed: r, truth: r }; },
  labels: { number: 'Pedido N°', date: 'Fecha de emisión', client: 'Cliente / Institución:', id: 'CUIT', condition: 'Cond. IVA:', address: 'Domicilio:', code: 'Modelo', desc: 'Bien / servicio', qty: 'Cant.', price: 'Precio unit.', amount: 'Importe', subtotal: 'Subtotal s/IVA', vat: (r) => `IVA ${r} %`, total: 'Total del pedido' },
  dateStyle: 'long-comma', cuitStyle: 'slash', accent: '#274b7a', rowsPerPage: 30, footer: ['Plazo de fabricación y entrega: 20 días hábiles desde la seña.', 'Este pedido no es factura. Se factura al despachar.'], scanStyle: 'vignette-phone',
});
