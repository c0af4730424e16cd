import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, qty, receiverId, templateOf, vatContained, type Spec,
} from './common';
import { ar } from './common';

const ID = 'fresh31-d';

const SPEC: Spec = {
  arrangement: 'stacked',
  title: 'FACTURA B',
  letter: 'B',
  letterCode: 'Cód. 06',
  numberLabel: 'Factura Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fecha(doc, 'weekday-plain'),
  palette: { accent: '#1d5fa8', soft: '#d6e4f5', ink: '#10243a', muted: '#56687d' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    doc.issuer.name, `${doc.issuer.address} - ${doc.issuer.city}`, `Pedidos al ${doc.issuer.phone} (también WhatsApp)`,
    `CUIT ${cuit(doc.issuer.cuit, 'plain')} - ${doc.issuer.condicionText}`, `IIBB ${doc.issuer.iibb} - Inicio de Actividades ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Reparto', String(doc.variant.route)]],
  client: {
    heading: 'Cliente',
    rows: (doc) => {
      const id = receiverId(doc, 'plain');
      return [
        ['Nombre', doc.receiver.name],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Condición IVA', doc.receiver.condicionText] as [string, string]] : []),
        ...(doc.receiver.address ? [['Domicilio de entrega', doc.receiver.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Producto', width: 0 },
    { key: 'amount', label: 'Importe', width: 80, align: 'right' },
  ],
  cell: (doc, key, l, i) => (key === 'code' ? '' : cellOf(doc, key, l, i)),
  stackedRow: (doc, l, i) => ({ left: `${qty(l.quantity)} x $ ${ar(l.unitPrice!)}`, right: `$ ${ar(doc.totals!.lineAmounts[i]!)}` }),
  totals: (doc) => [['TOTAL', `$ ${ar(doc.totals!.total)}`, true]],
  totalsStyle: 'column',
  notes: (doc) => [
    'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
    `IVA contenido: $ ${ar(vatContained(doc))}          Otros impuestos nacionales indirectos: $ 0,00`,
    'Los envases retornables son propiedad de la empresa. Se ruega devolverlos limpios.',
  ],
  footer: (doc) => {
    const c = caeOf(doc);
    return [`CAE ${c.cae} - Vto. CAE ${fecha(doc, 'slash', c.due)}`];
  },
};

export const fresh31D: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Factura B with final prices (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Sodería La Burbuja S.R.L.', 'Sodería La Burbuja'),
  template: (issuer) => templateOf(ID, issuer, 'sodaworks', {
    name: 'Sodería - facturas B', instructions: 'Facturas B a consumidores finales; precios finales con IVA incluido.', pricesIncludeIva: true,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(2, 4)}-${pad(18340 + index * 53 + rng.int(0, 40), 8)}`;
    const variant = { route: rng.pick(['Zona 4 - martes y viernes', 'Zona 2 - lunes y jueves', 'Zona 7 - miércoles y sábados']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'sodaworks', lineCount: [2, 6], receivers: ['dni', 'consumidor-final', 'dni', 'monotributo'], conditionPrinted: 0.9, mixedVat: false,
      pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Factura B ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'SodApp Reparto' });
    drawDoc(pen, doc, SPEC);
    return Buffer.from(await pen.kit.bytes());
  },
  scanStyle: 'timestamp-camera',
};
