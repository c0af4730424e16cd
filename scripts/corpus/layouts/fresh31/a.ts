import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, rateOf, receiverId, templateOf, type Spec,
} from './common';
import { ar } from './common';

const ID = 'fresh31-a';

const SPEC: Spec = {
  arrangement: 'sidebar',
  title: 'FACTURA',
  letter: 'A',
  letterCode: 'COD. 01',
  numberLabel: 'Nro.',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de emisión',
  date: (doc) => fecha(doc, 'month-first'),
  palette: { accent: '#1f3b57', soft: '#c9d6e3', ink: '#1b1b1b', muted: '#5a6470' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, doc.issuer.address, doc.issuer.city, `Tel. ${doc.issuer.phone}`, doc.issuer.email,
    `C.U.I.T. ${cuit(doc.issuer.cuit, 'spaced-grouped')}`, doc.issuer.condicionText, `Ing. Brutos ${doc.issuer.iibb}`, `Inicio de act. ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Condición de venta', String(doc.variant.terms)], ['Su orden de compra', String(doc.variant.po)]],
  client: {
    heading: 'FACTURAR A',
    rows: (doc) => {
      const id = receiverId(doc, 'spaced-grouped');
      return [
        ['Razón social', doc.receiver.name],
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.', id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Cond. frente al IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Domicilio', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'qty', label: 'Cant.', width: 34, align: 'right' },
    { key: 'code', label: 'Código', width: 50 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'price', label: 'P. Unitario', width: 66, align: 'right' },
    { key: 'rate', label: 'IVA', width: 30, align: 'center' },
    { key: 'amount', label: 'Importe', width: 70, align: 'right' },
  ],
  accounting: '$',
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}%` }),
  totals: (doc) => [
    ['Neto gravado', `$ ${ar(doc.totals!.subtotal)}`],
    ...doc.totals!.byRate.map((r) => [`I.V.A. ${rateOf(r.rate)} %`, `$ ${ar(r.vat)}`] as [string, string]),
    ['TOTAL', `$ ${ar(doc.totals!.total)}`, true],
  ],
  totalsStyle: 'column',
  notes: () => ['Mercadería viaja por cuenta y riesgo del comprador. Reclamos dentro de las 48 hs de recibida.'],
  footer: (doc) => {
    const c = caeOf(doc);
    return [`CAE: ${c.cae}     Fecha de Vto. de CAE: ${fecha(doc, 'slash', c.due)}`, 'Comprobante autorizado - Esta factura contribuye al sostenimiento de la seguridad social'];
  },
};

export const fresh31A: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Factura A (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Bulonera Industrial Cuyana S.R.L.', 'Bulonera Cuyana'),
  template: (issuer) => templateOf(ID, issuer, 'bolts', {
    name: 'Bulonera - facturas A', instructions: 'Facturas A de bulonería; precios netos de IVA.',
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(12, 4)}-${pad(4520 + index * 31 + rng.int(0, 25), 8)}`;
    const variant = { terms: rng.pick(['Cta. Cte. 30 días', 'Contado', 'Cta. Cte. 15 días f.f.']), po: `OC-${rng.int(1000, 9999)}` };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'bolts', lineCount: [3, 8], receivers: ['company-ri'], conditionPrinted: 0.85, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Sistema de Gestión Comercial' });
    drawDoc(pen, doc, SPEC);
    return Buffer.from(await pen.kit.bytes());
  },
  scanStyle: 'finger-over-lens',
};
