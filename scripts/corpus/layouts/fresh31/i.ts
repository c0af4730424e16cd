import type { Layout } from '../layout';
import {
  A4, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, LAYER_NAMES, LayeredPdf, pad, qty, receiverId, templateOf, type Spec,
} from './common';

const ID = 'fresh31-i';

const SPEC: Spec = {
  arrangement: 'stacked',
  title: 'REMITO',
  letter: 'R',
  letterCode: 'Cód. 91',
  numberLabel: 'Remito N°',
  number: (doc) => doc.reference,
  dateLabel: 'Entrega',
  date: (doc) => fecha(doc, 'spaced-upper'),
  palette: { accent: '#7a2048', soft: '#f0d8e3', ink: '#261019', muted: '#7b5a68' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    `${doc.issuer.name} - Lavadero de alfombras y tapizados`, `${doc.issuer.address} - ${doc.issuer.city}`, `${doc.issuer.phone} - ${doc.issuer.email}`,
    `CUIT ${cuit(doc.issuer.cuit, 'dash')} - ${doc.issuer.condicionText} - IIBB ${doc.issuer.iibb}`, `Inicio de actividades: ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Orden de retiro', String(doc.variant.order)], ['Chofer', String(doc.variant.driver)]],
  client: {
    heading: 'Entregar a',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Cliente', doc.receiver.name],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Dirección de entrega', doc.receiver.address || 'Retira en local'],
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Prendas entregadas', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 80, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i),
  stackedRow: (_doc, l) => ({ left: `Bultos: ${l.bultos ?? 1}   ·   Estado: limpio, seco y embolsado`, right: `${qty(l.quantity)} ${l.unit}` }),
  totals: () => [],
  totalsStyle: 'column',
  notes: (doc) => [`Total de bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}. Verifique las prendas al recibirlas: no se aceptan reclamos posteriores.`],
  signatures: ['Recibí conforme (firma)', 'Aclaración y DNI'],
  footer: () => ['Documento no válido como factura. Original: cliente / Duplicado: archivo'],
};

export const fresh31I: Layout = {
  id: ID,
  kind: 'remito',
  title: 'Remito without prices (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Lavadero Alfombras Norte S.R.L.', 'Alfombras Norte'),
  template: (issuer) => templateOf(ID, issuer, 'carpets', {
    name: 'Lavadero de alfombras - remitos', instructions: 'Remitos de entrega sin precios; valorizar con la lista de precios (netos de IVA).', concepto: 2,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(2, 4)}-${pad(11540 + index * 13 + rng.int(0, 11), 8)}`;
    const variant = { order: `OR-${rng.int(600, 999)}`, driver: rng.pick(['Walter Ojeda', 'Cristian Paredes', 'Hugo Medina']) };
    return composeWith(rng, {
      kind: 'remito', catalog: 'carpets', lineCount: [2, 6], receivers: ['company-ri', 'dni', 'monotributo'], conditionPrinted: 0.6, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true, missingArticle: index === 2,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new LayeredPdf(A4, { producer: 'cairo 1.16.0 (https://cairographics.org)', creator: 'Inkscape 1.2.2 (https://inkscape.org)', title: `Remito ${doc.reference}` }, LAYER_NAMES.en, [
      'GUIDES (hidden) - remito A4, margins 10 mm',
      'Fields: {remito_nro} {fecha_entrega} {cliente} {cuit} {prendas} {bultos}',
    ]);
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
  scanStyle: 'timestamp-camera',
};
