import type { Layout } from '../layout';
import {
  A4, ar, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, rateOf, receiverId, templateOf, type Spec,
} from './common';

// A salt works' factura A from a desktop invoicing program that writes its PDFs with pdf-lib: a boxed pre-printed
// form, quantity first in the table, "Jue 26/11/2026", CUITs with spaced hyphens.
const ID = 'fresh30-a';

const spec: Spec = {
  arrangement: 'form',
  title: 'FACTURA',
  letter: 'A',
  letterCode: 'CODIGO Nro. 01',
  numberLabel: 'Comp. Nro:',
  number: (doc) => doc.reference.replace('-', ' - '),
  dateLabel: 'Fecha de emisión:',
  date: (doc) => fecha(doc.date, 'weekday-slash'),
  ink: '#1d2433',
  accent: '#1f5f8b',
  soft: '#dde8f0',
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    doc.issuer.name, `${doc.issuer.address} - ${doc.issuer.city}`, `Tel. ${doc.issuer.phone} - ${doc.issuer.email}`,
    `${doc.issuer.condicionText}`,
  ],
  infoPairs: (doc) => [
    ['C.U.I.T.:', cuit(doc.issuer.cuit, 'spaced-dash')], ['Ing. Brutos:', doc.issuer.iibb], ['Inicio de Actividades:', doc.issuer.activitySince],
  ],
  client: {
    heading: 'DATOS DEL CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'spaced-dash');
      const r = doc.receiver;
      return [
        ['Razón Social:', r.name],
        ...(r.address ? [['Domicilio:', r.address] as [string, string]] : []),
        ...(id ? [[`${id.kind === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.'}:`, id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['Cond. frente al I.V.A.:', r.condicionText] as [string, string]] : []),
        ['Cond. de venta:', doc.variant.terms as string],
      ];
    },
  },
  cols: [
    { key: 'qty', label: 'Cant.', width: 44, align: 'right' },
    { key: 'code', label: 'Código', width: 52 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'price', label: 'P. Unit.', width: 74, align: 'right' },
    { key: 'rate', label: '% IVA', width: 42, align: 'center' },
    { key: 'amount', label: 'Subtotal', width: 82, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}` }),
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['Importe Neto Gravado', ar(t.subtotal)],
      ...t.byRate.map((r): [string, string] => [`I.V.A. Inscripto ${rateOf(r.rate)} %`, ar(r.vat)]),
      ['Importe Total $', ar(t.total), true],
    ];
  },
  notes: () => ['Mercadería puesta en depósito del cliente. Las bolsas deben conservarse en lugar seco y ventilado.'],
  footer: (doc) => {
    const { cae, due } = caeOf(doc);
    return [`CAE Nro.: ${cae}     Fecha de Vto. de CAE: ${fecha(due, 'weekday-slash')}`, 'Comprobante autorizado - Original'];
  },
};

export const fresh30A: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A salt works\' factura A (pdf-lib, boxed form)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Salinera Laguna del Medio S.A.', 'SALINERA LAGUNA DEL MEDIO'),
  template: (issuer) => templateOf(ID, issuer, 'salt', { name: 'Salinera - factura A', instructions: 'Factura A de sal a granel y embolsada; precios netos de IVA.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(5, 4)}-${pad(rng.int(2000, 9999), 8)}`;
    const terms = rng.pick(['Cuenta corriente 30 días', 'Contado', 'Cheque a 15 días']);
    return composeWith(rng, {
      kind: 'invoice', catalog: 'salt', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { terms }, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Factura A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'SalFac Gestión 4.2' });
    drawDoc(pen, doc, spec);
    return pen.kit.bytes();
  },
  scanStyle: 'sodium-streetlight',
};
