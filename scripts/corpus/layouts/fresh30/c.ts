import type { Layout } from '../layout';
import {
  ar, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, KitPen, pad, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';

// A radiator workshop's factura A typed on a letterhead by a small invoicing program drawing with pdfkit: centred
// name, "Rosario, 26 de noviembre del 2026", "Señores:", totals on dot leaders in "$ 1.234,56.-", CUIT "30/71234567/8".
const ID = 'fresh30-c';

const spec: Spec = {
  arrangement: 'letter',
  title: 'FACTURA',
  letter: 'A',
  letterCode: '(Cód. 01)',
  numberLabel: 'Nº',
  number: (doc) => doc.reference,
  dateLabel: '',
  place: (doc) => `${doc.issuer.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]}, `,
  date: (doc) => fecha(doc.date, 'del'),
  ink: '#222222',
  accent: '#8a1c1c',
  soft: '#cccccc',
  faces: { body: 'serif', bold: 'serifB', title: 'serifB' },
  leaders: true,
  issuerLines: (doc) => [
    `de ${doc.issuer.name} — Radiadores · Electroventiladores · Intercoolers`,
    `${doc.issuer.address}, ${doc.issuer.city} — Tel. ${doc.issuer.phone}`,
    `C.U.I.T. ${cuit(doc.issuer.cuit, 'slashes')} — ${doc.issuer.condicionText} — II.BB. ${doc.issuer.iibb} — Inicio de act. ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Condición de venta:', doc.variant.terms as string], ['Vehículo:', doc.variant.vehicle as string]],
  client: {
    heading: 'Señores:',
    rows: (doc) => {
      const id = receiverId(doc, 'slashes');
      const r = doc.receiver;
      return [
        ['', r.name],
        ...(r.address ? [['', r.address] as [string, string]] : []),
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.', id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['I.V.A.', r.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Trabajo / repuesto', width: 0 },
    { key: 'qty', label: 'Cant.', width: 40, align: 'right' },
    { key: 'price', label: 'Precio s/IVA', width: 80, align: 'right' },
    { key: 'rate', label: 'Alíc.', width: 44, align: 'right' },
    { key: 'amount', label: 'Importe', width: 84, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)} %` }),
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['Neto gravado', plata(t.subtotal, 'dash-end')],
      ...t.byRate.map((r): [string, string] => [`I.V.A. ${rateOf(r.rate)} %`, plata(r.vat, 'dash-end')]),
      ['TOTAL FACTURA', plata(t.total, 'dash-end'), true],
    ];
  },
  notes: () => ['Garantía de 6 meses sobre la mano de obra. Los repuestos reemplazados quedan a disposición del cliente por 30 días.'],
  signatures: ['Recibí conforme'],
  footer: (doc) => {
    const { cae, due } = caeOf(doc);
    return [`C.A.E. ${cae} — Vencimiento ${fecha(due, 'del')}`];
  },
};

export const fresh30C: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A radiator workshop\'s factura A on a letterhead (pdfkit)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Radiadores Funes Hnos. S.R.L.', 'RADIADORES FUNES'),
  template: (issuer) => templateOf(ID, issuer, 'radiators', { name: 'Radiadores - factura A', instructions: 'Factura A de reparaciones y repuestos de refrigeración; precios netos.', concepto: 3 }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(2, 4)}-${pad(rng.int(1000, 6000), 8)}`;
    const terms = rng.pick(['Contado', 'Transferencia', 'Cuenta corriente']);
    const vehicle = rng.pick(['Fiat Cronos AE 482 KT', 'Mercedes-Benz Atego AF 120 PL', 'VW Gol Trend OKL 215', 'Iveco Tector AD 771 RS']);
    return composeWith(rng, {
      kind: 'invoice', catalog: 'radiators', lineCount: [2, 5], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { terms, vehicle }, today }, (d, r) => {
      // one vehicle's job: one or a few of each
      for (const l of d.lines) l.quantity = Math.min(l.quantity, r.int(1, 4));
    });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, spec),
  scanStyle: 'cracked-lens',
};
