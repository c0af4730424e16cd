import { docLayout, voucherNumber } from './common';

export const fresh26I = docLayout({
  id: 'fresh26-i',
  kind: 'invoice',
  title: 'fresh26 layout i',
  producer: 'jspdf',
  arrangement: 'sidebar',
  issuer: { names: [['Centro Auditivo Sonar S.A.', 'Centro Auditivo Sonar'], ['Audiología Integral del Oeste S.R.L.', 'Audiología del Oeste']], condition: 'Resp. Inscripto' },
  template: { name: 'Centro auditivo - factura A', instructions: 'Facturas A de un centro auditivo: audífonos al 10,5 %, accesorios y prestaciones al 21 %; precios netos.', catalog: 'hearing' },
  compose: { lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.95, mixedVat: true, prices: 'net' },
  heading: () => ({ title: 'FACTURA', letter: 'A', code: 'Código 01' }),
  reference: (rng) => {
    const n = voucherNumber(rng, [10, 14]);
    return { printed: n, truth: n };
  },
  labels: {
    number: 'Factura Nro:', date: 'Fecha Emisión:', client: 'Razón social:', id: 'CUIT:', condition: 'IVA:', address: 'Domicilio:',
    code: 'Cód.', desc: 'Producto / prestación', qty: 'Cant.', price: 'Precio Unit. s/IVA', amount: 'Subtotal', rate: 'Alíc.',
    subtotal: 'Importe Neto Gravado', vat: (r) => `IVA ${r}%:`, total: 'Importe Total:', issuerCuit: 'CUIT:',
  },
  columns: ['code', 'desc', 'qty', 'price', 'rate', 'amount'],
  numFmt: 'ar',
  dateFmt: 'slash',
  cuitFmt: 'dash-spaced',
  totals: 'strip',
  accent: '#2b4f8c',
  tint: '#e2e9f5',
  rowsPerPage: 30,
  footer: ['Audífonos con garantía del fabricante por 2 años. Service oficial en nuestro laboratorio.', 'Comprobante autorizado - ARCA.'],
  scanStyle: 'sleeve-haze',
});
