import type { Layout } from '../layout';
import { A4, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, libPen, plata, qty, rateOf, receiverId, templateOf, vatRows, type Spec } from './common';

const ID = 'fresh29-j';

const SPEC: Spec = {
  arrangement: 'rail',
  title: 'Nota de pedido',
  numberLabel: 'Pedido número',
  number: (doc) => doc.reference,
  dateLabel: 'Tomado el',
  date: (doc) => fechaDe(doc.date, 'weekday-short'),
  palette: { accent: '#4a2c1d', soft: '#f2e6dc', ink: '#24140c', muted: '#7a5c4b', onAccent: '#f7e9d7' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    'Chocolatería artesanal',
    doc.issuer.name,
    `CUIT ${cuitDe(doc.issuer.cuit, 'grouped')}`,
    doc.issuer.condicionText,
    `${doc.issuer.address}`,
    doc.issuer.city,
    doc.issuer.phone,
  ],
  infoPairs: (doc) => [['Canal', String(doc.variant.canal)], ['Entrega estimada', String(doc.variant.entrega)], ['Vendedora', String(doc.variant.vendedora)]],
  client: {
    heading: 'Pedido de',
    rows: (doc) => {
      const id = receiverId(doc, 'grouped');
      return [
        ['Comprador', doc.receiver.name] as [string, string],
        ...(id ? [[`Nro. ${id.kind}`, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Tipo de responsable', doc.receiver.condicionText] as [string, string]] : []),
        ['Envío a', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Cód. art.', width: 50 },
    { key: 'desc', label: 'Producto', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 44, align: 'right' },
    { key: 'price', label: 'Precio lista', width: 62, align: 'right' },
    { key: 'amount', label: 'Subtotal', width: 66, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return plata(l.unitPrice!, 'ar');
      case 'amount': return plata(doc.totals!.lineAmounts[i]!, 'ar');
      default: return '';
    }
  },
  totals: (doc) => vatRows(doc, (v) => plata(v, 'ars-code'), { net: 'Total neto', vat: (r) => `IVA ${rateOf(r)} %`, total: 'Total del pedido' }),
  notes: () => ['Precios de lista sin IVA, sujetos a confirmación de stock. La factura se emite al despachar el pedido.', 'Conservar los chocolates entre 15 y 18 °C.'],
  footer: () => ['Pedido no válido como factura.'],
  rowHeight: 18,
};

export const fresh29J: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A chocolate maker\'s nota de pedido (pdf-lib)',
  page: { size: 'A4' },
  scanStyle: 'spirit-duplicator',
  issuer: (rng) => issuerOf(rng, 'Cacao del Sur S.R.L.', 'Cacao del Sur'),
  template: (issuer) => templateOf(ID, issuer, 'chocolate', { name: 'Cacao del Sur — pedidos', instructions: 'Notas de pedido de mayoristas; precios de lista netos de IVA.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = String(rng.int(4100, 9800)).padStart(6, '0');
    const variant = {
      canal: rng.pick(['Tienda online', 'Viajante', 'Teléfono']),
      entrega: rng.pick(['48 h hábiles', '3 a 5 días', 'Retira en fábrica']),
      vendedora: rng.pick(['Analía', 'Romina', 'Silvina']),
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'chocolate', lineCount: [3, 7], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Pedido ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Tiendanube Gestión' });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
};
