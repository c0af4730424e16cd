import type { Layout } from '../layout';
import {
  A4, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, LAYER_NAMES, LayeredPdf, pad, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';
import { ar } from './common';

const ID = 'fresh31-g';

const SPEC: Spec = {
  arrangement: 'sidebar',
  title: 'COTIZACIÓN EN DÓLARES',
  numberLabel: 'Cotización Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fecha(doc, 'month-first'),
  palette: { accent: '#23527c', soft: '#d2e2f0', ink: '#14202b', muted: '#566879' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, 'Perforaciones para agua - bombas - riego', doc.issuer.address, doc.issuer.city, doc.issuer.phone, doc.issuer.email,
    `CUIT ${cuit(doc.issuer.cuit, 'spaced-grouped')}`, doc.issuer.condicionText,
  ],
  infoPairs: (doc) => [['Validez de la oferta', '15 días corridos'], ['Lugar de la obra', String(doc.variant.site)], ['Profundidad estimada', String(doc.variant.depth)]],
  client: {
    heading: 'PRESUPUESTADO A',
    rows: (doc) => {
      const id = receiverId(doc, 'spaced-grouped');
      return [
        ['Cliente', doc.receiver.name],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Domicilio', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Descripción de los trabajos y materiales', width: 0 },
    { key: 'qty', label: 'Cant.', width: 36, align: 'right' },
    { key: 'price', label: 'Unitario U$D', width: 66, align: 'right' },
    { key: 'rate', label: 'IVA', width: 32, align: 'center' },
    { key: 'amount', label: 'Subtotal U$D', width: 70, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}%` }),
  totals: (doc) => [
    ['Subtotal sin IVA', plata(doc.totals!.subtotal, 'usd-d')],
    ...doc.totals!.byRate.map((r) => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'usd-d')] as [string, string]),
    ['TOTAL PRESUPUESTADO', plata(doc.totals!.total, 'usd-d'), true],
  ],
  totalsStyle: 'column',
  notes: (doc) => [
    'Precios expresados en dólares estadounidenses. Se facturará en pesos al tipo de cambio vendedor del Banco Nación del día anterior al pago.',
    `Forma de pago: 40% de anticipo (U$D ${ar(doc.totals!.total.mul(0.4).toDecimalPlaces(2))}) y saldo contra ensayo de bombeo.`,
    'No incluye: obra civil, tendido eléctrico desde el tablero general ni permisos municipales.',
  ],
  footer: () => ['Documento no válido como factura.'],
};

export const fresh31G: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Quote in US$ (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Hidroperforaciones Pampeanas S.R.L.', 'Hidroperforaciones Pampeanas'),
  template: (issuer) => templateOf(ID, issuer, 'wells', {
    name: 'Perforaciones - cotizaciones en dólares', instructions: 'Cotizaciones en U$D de perforaciones y equipos de bombeo; precios netos de IVA.', concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `26-${pad(440 + index * 7 + rng.int(0, 6), 4)}`;
    const variant = {
      site: rng.pick(['Campo "La Esperanza", Ruta 5 km 412', 'Chacra 18, Colonia Caroya', 'Barrio cerrado Los Álamos, lote 143', 'Tambo El Trébol']),
      depth: `${rng.pick([36, 42, 48, 55])} m`,
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'wells', lineCount: [4, 8], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.85, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], currency: 'USD',
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new LayeredPdf(A4, { producer: 'Corel PDF Engine Version 23.1.0.389', creator: 'CorelDRAW 2021', title: `Cotizacion ${doc.reference}` }, LAYER_NAMES.es, [
      'GUÍA - NO IMPRIMIR. Plantilla cotización v4 - márgenes 10 mm, sangrado 3 mm',
      'Campos: {nro_cotizacion} {fecha} {cliente} {cuit} {items} {total_usd}',
    ]);
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
  scanStyle: 'finger-over-lens',
};
