import { docLayout } from './common';

export const fresh26A = docLayout({
  id: 'fresh26-a',
  kind: 'invoice',
  title: 'fresh26 layout a',
  producer: 'pdfkit',
  arrangement: 'captions',
  issuer: { names: [['Lubricentro Ruta 9 S.R.L.', 'Lubricentro Ruta 9'], ['Servilubri del Centro S.A.', 'Servilubri']], condition: 'IVA Responsable Inscripto' },
  template: { name: 'Lubricentro - factura A', instructions: 'Facturas A de un lubricentro: aceites, filtros y mano de obra; precios netos, IVA 21 %.', catalog: 'lubeshop' },
  compose: { lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9, mixedVat: false, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'COD. 01' }),
  reference: (rng) => {
    const n = `${String(rng.int(2, 6)).padStart(5, '0')}-${String(rng.int(3000, 19000)).padStart(8, '0')}`;
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Nro. Comp.:', date: 'Emitida el', client: 'Razón Social', id: 'C.U.I.T.', condition: 'Categ. IVA', address: 'Dirección:',
    code: 'Artíc.', desc: 'Detalle del artículo / servicio', qty: 'Cant.', price: 'P. Unitario', amount: 'Total ítem',
    subtotal: 'Neto gravado', vat: (r) => `IVA ${r} %`, total: 'TOTAL COMPROBANTE', issuerCuit: 'CUIT',
  },
  columns: ['code', 'desc', 'qty', 'price', 'amount'],
  numFmt: 'ar',
  dateFmt: 'slash-nopad',
  cuitFmt: 'dash',
  totals: 'strip',
  accent: '#b4471c',
  tint: '#f6e7dc',
  rowsPerPage: 30,
  footer: ['Garantía de mano de obra: 30 días o 1.000 km, lo que ocurra primero.', 'Comprobante autorizado por ARCA. Conserve este comprobante para el próximo service.'],
  scanStyle: 'fax-roll-gradient',
});
