import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';

const ID = 'fresh31-f';

const SPEC: Spec = {
  arrangement: 'stub',
  title: 'NOTA DE CRÉDITO',
  letter: 'A',
  letterCode: 'Cód. 03',
  numberLabel: 'N° de comprobante',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fecha(doc, 'slash'),
  palette: { accent: '#2e5e4e', soft: '#dcebe4', ink: '#1c2723', muted: '#5d6e66' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, `${doc.issuer.address} - ${doc.issuer.city}`, `Tel. ${doc.issuer.phone} - ${doc.issuer.email}`,
    `CUIT: ${cuit(doc.issuer.cuit, 'dash')} - ${doc.issuer.condicionText}`, `IIBB: ${doc.issuer.iibb} - Inicio Act.: ${doc.issuer.activitySince}`,
    'Establecimiento piscícola habilitado SENASA N° 4417',
  ],
  infoPairs: (doc) => [['Comprobante asociado:', String(doc.variant.related)], ['Motivo:', String(doc.variant.reason)]],
  client: {
    heading: 'CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Razón social:', doc.receiver.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ['Domicilio:', doc.receiver.address],
        ...(doc.receiver.condicionPrinted ? [['Resp. IVA:', doc.receiver.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Cód.', width: 44 },
    { key: 'desc', label: 'Concepto', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 44, align: 'right' },
    { key: 'unit', label: 'Unid.', width: 28, align: 'center' },
    { key: 'rate', label: 'Alíc.', width: 32, align: 'center' },
    { key: 'price', label: 'Precio unit.', width: 62, align: 'right' },
    { key: 'amount', label: 'Neto', width: 66, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)} %`, qtyDecimals: 1 }),
  totals: (doc) => [
    ...doc.totals!.byRate.map((r) => [`Neto ${rateOf(r.rate)}%`, plata(r.net, 'code-after')] as [string, string]),
    ...doc.totals!.byRate.map((r) => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'code-after')] as [string, string]),
    ['Total a acreditar', plata(doc.totals!.total, 'code-after'), true],
  ],
  totalsStyle: 'strip',
  footer: (doc) => {
    const c = caeOf(doc);
    return [`CAE ${c.cae} - Fecha Vto. CAE ${fecha(doc, 'slash', c.due)}`, 'El importe de esta nota de crédito se imputará a la cuenta corriente del cliente.'];
  },
};

export const fresh31F: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Nota de crédito A (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Truchas del Arroyo Pescado S.A.', 'Truchas Arroyo Pescado'),
  template: (issuer) => templateOf(ID, issuer, 'trout', {
    name: 'Criadero - notas de crédito A', instructions: 'Notas de crédito A por devoluciones y bonificaciones; precios netos de IVA.',
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(4, 4)}-${pad(210 + index * 5 + rng.int(0, 4), 8)}`;
    const related = `Factura A ${pad(4, 4)}-${pad(3150 + index * 21 + rng.int(0, 20), 8)} del ${pad(rng.int(3, 18), 2)}/11/2026`;
    const variant = { related, reason: rng.pick(['Devolución de mercadería por cadena de frío interrumpida', 'Diferencia de peso en la entrega', 'Mercadería rechazada en recepción']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'trout', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: true,
      pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `NC A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'AcuaGestión 3' });
    drawDoc(pen, doc, SPEC);
    return Buffer.from(await pen.kit.bytes());
  },
  scanStyle: 'barcode-laser',
};
