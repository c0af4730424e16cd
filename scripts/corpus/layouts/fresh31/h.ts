import type { Layout } from '../layout';
import {
  A4, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, LAYER_NAMES, LayeredPdf, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';

const ID = 'fresh31-h';

const SPEC: Spec = {
  arrangement: 'stub',
  title: 'NOTA DE PEDIDO',
  numberLabel: 'Pedido N°',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha del pedido',
  date: (doc) => fecha(doc, 'lo-mon'),
  palette: { accent: '#8a5a00', soft: '#f5e6c4', ink: '#2b2111', muted: '#7a6a4c' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, 'Fábrica de escobas, escobillones y cepillos', `${doc.issuer.address} - ${doc.issuer.city}`, `Tel. ${doc.issuer.phone}`,
    `CUIT ${cuit(doc.issuer.cuit, 'space-tail')} - ${doc.issuer.condicionText}`,
  ],
  infoPairs: (doc) => [['Vendedor:', String(doc.variant.seller)], ['Entrega:', String(doc.variant.delivery)], ['Cond. de pago:', String(doc.variant.terms)]],
  client: {
    heading: 'CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'space-tail');
      return [
        ['Comercio:', doc.receiver.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ['Dirección:', doc.receiver.address],
        ...(doc.receiver.condicionPrinted ? [['Cond. IVA:', doc.receiver.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'qty', label: 'Docenas', width: 44, align: 'center' },
    { key: 'code', label: 'Código', width: 48 },
    { key: 'desc', label: 'Artículo', width: 0 },
    { key: 'price', label: 'Precio x doc.', width: 66, align: 'right' },
    { key: 'rate', label: 'IVA', width: 30, align: 'center' },
    { key: 'amount', label: 'Importe', width: 70, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => rateOf(r) }),
  totals: (doc) => [
    ['Neto', plata(doc.totals!.subtotal, 'ar')],
    ...doc.totals!.byRate.map((r) => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'ar')] as [string, string]),
    ['Total del pedido $', plata(doc.totals!.total, 'ar'), true],
  ],
  totalsStyle: 'strip',
  notes: () => ['Precios sujetos a modificación sin previo aviso. El pedido se confirma con la factura.'],
  signatures: ['Firma del cliente', 'Firma del vendedor'],
  stub: {
    heading: 'TALÓN PARA EL VENDEDOR',
    rows: (doc) => [['Pedido N°', doc.reference], ['Fecha', fecha(doc, 'lo-mon')], ['Cliente', doc.receiver.name], ['Total $', plata(doc.totals!.total, 'ar')]],
  },
  footer: () => ['Documento no válido como factura.'],
};

export const fresh31H: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Nota de pedido (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Escobas El Sorgal S.R.L.', 'Escobas El Sorgal'),
  template: (issuer) => templateOf(ID, issuer, 'brooms', {
    name: 'Escobas - notas de pedido', instructions: 'Notas de pedido tomadas por los vendedores; cantidades en docenas; precios netos de IVA.',
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${String(310 + index * 6 + rng.int(0, 5)).padStart(4, '0')}/2026`;
    const variant = {
      seller: rng.pick(['03 - M. Quiroga', '07 - R. Funes', '11 - S. Arias']),
      delivery: rng.pick(['Próximo reparto (jueves)', 'Retira en fábrica', 'Expreso a cargo del cliente']),
      terms: rng.pick(['Contado contra entrega', 'Cheque a 30 días', 'Cuenta corriente']),
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'brooms', lineCount: [3, 7], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new LayeredPdf(A4, { producer: 'Scribus PDF Library 1.6.1', creator: 'Scribus 1.6.1', title: `Nota de pedido ${doc.reference}` }, LAYER_NAMES.en, [
      'GUIDES - hidden. Talonario nota de pedido 2026, 1 original + talón',
      'Fields: {pedido} {fecha} {comercio} {cuit} {renglones} {total}',
    ]);
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
  scanStyle: 'pad-tearoff',
};
