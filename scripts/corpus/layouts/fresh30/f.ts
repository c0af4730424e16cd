import type { Layout } from '../layout';
import {
  A4, ar, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, rateOf, receiverId, templateOf, type Spec,
} from './common';

// A hay and forage producer's nota de crédito A from a rural management program writing with pdf-lib: a plain
// letterhead, the credited factura and the reason named, "26-NOV-2026", VAT 10,5 % on forage and 21 % on services,
// totals on dot leaders.
const ID = 'fresh30-f';

const spec: Spec = {
  arrangement: 'letter',
  title: 'NOTA DE CRÉDITO',
  letter: 'A',
  letterCode: 'Código 03',
  numberLabel: 'N° de comprobante:',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha:',
  date: (doc) => fecha(doc.date, 'upper-dash'),
  ink: '#1b1b1b',
  accent: '#3f5f2a',
  soft: '#c9d6bd',
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  leaders: true,
  rowHeight: 16,
  issuerLines: (doc) => [
    `${doc.issuer.name} — Fardos, rollos y megafardos de alfalfa y pasturas`,
    `Establecimiento y administración: ${doc.issuer.address}, ${doc.issuer.city}`,
    `C.U.I.T.: ${cuit(doc.issuer.cuit, 'spaced-dash')}   ${doc.issuer.condicionText}   Ingresos Brutos: ${doc.issuer.iibb}   Inicio de actividades: ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Comprobante asociado:', `Factura A ${doc.variant.invoice as string}`], ['Motivo:', doc.variant.reason as string]],
  client: {
    heading: 'Acreditamos en su cuenta a:',
    rows: (doc) => {
      const id = receiverId(doc, 'spaced-dash');
      const r = doc.receiver;
      return [
        ['Razón social', r.name],
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.', id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['Situación I.V.A.', r.condicionText] as [string, string]] : []),
        ...(r.address ? [['Domicilio', r.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Código', width: 54 },
    { key: 'desc', label: 'Concepto', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 50, align: 'right' },
    { key: 'price', label: 'Unitario', width: 72, align: 'right' },
    { key: 'rate', label: 'IVA', width: 38, align: 'right' },
    { key: 'amount', label: 'Neto', width: 78, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}%` }),
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['Neto gravado', ar(t.subtotal)],
      ...t.byRate.map((r): [string, string] => [`IVA ${rateOf(r.rate)}%`, ar(r.vat)]),
      ['Total nota de crédito $', ar(t.total), true],
    ];
  },
  notes: () => ['El importe se imputa a la cuenta corriente del cliente.'],
  footer: (doc) => {
    const { cae, due } = caeOf(doc);
    return [`CAE: ${cae}   Fecha de vencimiento del CAE: ${fecha(due, 'upper-dash')}`];
  },
};

export const fresh30F: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A hay producer\'s nota de crédito A (pdf-lib, letterhead)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Forrajes San Roque S.A.', 'FORRAJES SAN ROQUE'),
  template: (issuer) => templateOf(ID, issuer, 'hay', { name: 'Forrajes - nota de crédito A', instructions: 'Notas de crédito A por devoluciones y bonificaciones de fardos; precios netos.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(4, 4)}-${pad(rng.int(100, 900), 8)}`;
    const invoice = `${pad(4, 4)}-${pad(rng.int(5000, 9000), 8)}`;
    const reason = rng.pick(['Devolución de fardos húmedos', 'Diferencia de peso en balanza', 'Rollos con podredumbre']);
    return composeWith(rng, {
      kind: 'invoice', catalog: 'hay', lineCount: [1, 3], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { invoice, reason }, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `NC A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'AgroGestión Rural' });
    drawDoc(pen, doc, spec);
    return pen.kit.bytes();
  },
  scanStyle: 'pocket-quartered',
};
