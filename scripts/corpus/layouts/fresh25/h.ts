import { sheetLayout } from './common';

/** Factura B of a subscription-box e-shop's invoicing plugin, stub header, consumer buyers. */
export const layoutH = sheetLayout({
  id: 'fresh25-h', kind: 'invoice', title: 'Plugin de facturación de tienda de suscripciones mensuales — factura B (pdfkit)', producer: 'pdfkit', arrangement: 'stub',
  issuer: { names: [['Hogar Deco Online S.R.L.', 'HogarDeco'], ['Tienda Nube Norte S.A.S.', 'NorteShop']] },
  template: { name: 'HogarDeco — ventas online', instructions: 'Facturas B de cajas por suscripción, precio final.', catalog: 'home', pricesIncludeIva: true },
  compose: { lineCount: [1, 4], receivers: ['dni', 'consumidor-final', 'dni'], conditionPrinted: 1, mixedVat: false, prices: 'final', numberStyles: ['ar'] },
  heading: () => ({ title: 'FACTURA', letter: 'B', code: '006' }),
  reference: (rng) => { const r = `00012-${String(rng.int(40000, 99999)).padStart(8, '0')}`; return { printed: r, truth: r }; },
  labels: { number: 'Número', date: 'Fecha', client: 'Comprador:', id: 'CUIT', condition: 'IVA:', address: 'Envío a:', code: 'Publicación', desc: 'Producto', qty: 'Cant.', price: 'Precio', amount: 'Total', subtotal: '', vat: () => '', total: 'Total pagado', contained: 'IVA contenido:' },
  dateStyle: 'slash', cuitStyle: 'plain', accent: '#d2691e', rowsPerPage: 30, footer: ['Suscripción mensual — débito automático. Pedido web #2000004', 'Cambios y devoluciones dentro de los 10 días.'], scanStyle: 'led-coldcast',
});
