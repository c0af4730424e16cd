import { docLayout } from './common';

export const fresh26G = docLayout({
  id: 'fresh26-g',
  kind: 'invoice',
  title: 'fresh26 layout g',
  producer: 'pdf-lib',
  arrangement: 'footer-fiscal',
  issuer: { names: [['Toldos y Cerramientos Costanera S.R.L.', 'Toldos Costanera'], ['Lonas del Paraná S.A.', 'Lonas del Paraná']] },
  template: { name: 'Toldos - presupuestos', instructions: 'Presupuestos de toldos y cerramientos: precios netos a empresas, finales a particulares.', catalog: 'awnings' },
  compose: { lineCount: [7, 9], receivers: ['company-ri', 'dni', 'monotributo'], conditionPrinted: 0.8, mixedVat: false, prices: 'by-receiver' },
  heading: () => ({ title: 'PRESUPUESTO' }),
  reference: (rng) => {
    const n = `${rng.int(1, 9)}${String(rng.int(100, 999))}/26`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Presupuesto Nº', date: 'Fecha:', client: 'Atención:', id: 'CUIT', condition: 'Sit. IVA:', address: 'Obra:',
    desc: 'Ítem / trabajo', qty: 'Cant.', price: 'Valor unit.', amount: 'Valor total',
    subtotal: 'Subtotal sin IVA', vat: (r) => `IVA ${r} %`, total: 'TOTAL PRESUPUESTADO', issuerCuit: 'CUIT',
  },
  columns: ['desc', 'qty', 'price', 'amount'],
  numFmt: 'space',
  dateFmt: 'slash',
  cuitFmt: 'dash-spaced',
  totals: 'stack',
  accent: '#1f6b63',
  tint: '#dcefed',
  rowsPerPage: 5,
  words: 'Importe en letras:',
  footer: ['Validez de la oferta: 10 días corridos. Forma de pago: 60 % de anticipo y saldo contra entrega.', 'Plazo de entrega e instalación: 20 días hábiles desde la aprobación.'],
  scanStyle: 'mug-ring-trifold',
});
