import type { Layout } from '../layout';
import {
  cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, KitPen, pad, receiverId, templateOf, type Spec,
} from './common';

const ID = 'fresh31-j';

const SPEC: Spec = {
  arrangement: 'stub',
  title: 'REMITO',
  letter: 'R',
  letterCode: 'Código 91 - Documento no válido como factura',
  numberLabel: 'Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de despacho',
  date: (doc) => fecha(doc, 'dot-yy'),
  dateBoxes: true,
  palette: { accent: '#3c4a1e', soft: '#e3e8d0', ink: '#1d2110', muted: '#626a4a' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, 'Industria de bolsas de rafia y big bags', `${doc.issuer.address} - ${doc.issuer.city}`,
    `C.U.I.T. ${cuit(doc.issuer.cuit, 'plain')} - ${doc.issuer.condicionText}`, `Ingresos Brutos ${doc.issuer.iibb} - Inicio Act. ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Transporte:', String(doc.variant.carrier)], ['Patente:', String(doc.variant.plate)], ['Su pedido:', String(doc.variant.po)]],
  client: {
    heading: 'DESTINATARIO',
    rows: (doc) => {
      const id = receiverId(doc, 'plain');
      return [
        ['Razón social:', doc.receiver.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ['Lugar de entrega:', doc.receiver.address],
        ...(doc.receiver.condicionPrinted ? [['Cond. IVA:', doc.receiver.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'bultos', label: 'Bultos', width: 40, align: 'center' },
    { key: 'qty', label: 'Cantidad', width: 50, align: 'right' },
    { key: 'code', label: 'Código', width: 52 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'check', label: 'Control', width: 44, align: 'center' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i),
  totals: () => [],
  totalsStyle: 'strip',
  notes: (doc) => [`Cantidad total de bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}. La mercadería viaja por cuenta y orden del destinatario.`],
  signatures: ['Despachó', 'Transportista', 'Recibí conforme'],
  stub: {
    heading: 'TALÓN DE CONTROL - PORTERÍA',
    rows: (doc) => [['Remito Nº', doc.reference], ['Fecha', fecha(doc, 'dot-yy')], ['Destinatario', doc.receiver.name], ['Bultos', String(doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0))]],
  },
  footer: () => ['Original blanco: destinatario - Duplicado: transporte - Triplicado: archivo'],
};

export const fresh31J: Layout = {
  id: ID,
  kind: 'remito',
  title: 'Remito without prices (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Rafia Industrial Santafesina S.A.', 'Rafia Santafesina'),
  template: (issuer) => templateOf(ID, issuer, 'rafia', {
    name: 'Bolsas de rafia - remitos', instructions: 'Remitos de despacho sin precios; valorizar con la lista de precios (netos de IVA).',
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(3, 4)}-${pad(7790 + index * 19 + rng.int(0, 15), 8)}`;
    const variant = {
      carrier: rng.pick(['Expreso Litoral', 'Transporte Don Tito', 'Flete propio']),
      plate: `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      po: `${rng.int(10000, 99999)}`,
    };
    return composeWith(rng, {
      kind: 'remito', catalog: 'rafia', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.6, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, SPEC),
  scanStyle: 'barcode-laser',
};
