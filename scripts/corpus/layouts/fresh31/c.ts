import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, jsPen, pad, plata, qty, rateOf, receiverId, templateOf, type Spec,
} from './common';

const ID = 'fresh31-c';

const SPEC: Spec = {
  arrangement: 'stacked',
  title: 'Factura electrónica',
  letter: 'A',
  letterCode: 'Cód. 001',
  numberLabel: 'Número',
  number: (doc) => `FC A ${doc.reference}`,
  dateLabel: 'Emitida',
  date: (doc) => fecha(doc, 'with-time'),
  palette: { accent: '#0f7b6c', soft: '#cfe9e4', ink: '#17211f', muted: '#5f6f6b' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    `${doc.issuer.name} · CUIT ${cuit(doc.issuer.cuit, 'dash')}`, `${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb}`,
    `${doc.issuer.address}, ${doc.issuer.city}`, `${doc.issuer.phone} · ${doc.issuer.email}`, `Taller habilitado ENARGAS · Inicio act. ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Vehículo', String(doc.variant.car)], ['Dominio', String(doc.variant.plate)], ['Orden de trabajo', String(doc.variant.ot)]],
  client: {
    heading: 'Cliente',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Nombre / Razón social', doc.receiver.name],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Situación IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Dirección', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Detalle', width: 0 },
    { key: 'amount', label: 'Subtotal s/IVA', width: 80, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i),
  stackedRow: (doc, l, i) => ({
    left: `${qty(l.quantity)} ${l.unit} × ${plata(l.unitPrice!, 'ar-dollar')}   ·   IVA ${rateOf(l.ivaRate)}%`,
    right: plata(doc.totals!.lineAmounts[i]!, 'ar-dollar'),
  }),
  totals: (doc) => [
    ['Importe neto gravado', plata(doc.totals!.subtotal, 'ar-dollar')],
    ...doc.totals!.byRate.map((r) => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'ar-dollar')] as [string, string]),
    ['Importe total', plata(doc.totals!.total, 'ar-dollar'), true],
  ],
  totalsStyle: 'column',
  notes: (doc) => [`Garantía de instalación: 12 meses o 20.000 km. Próxima revisión anual del equipo: ${String(doc.variant.next)}.`],
  footer: (doc) => {
    const c = caeOf(doc);
    return [`CAE ${c.cae} · Vto. ${fecha(doc, 'slash', c.due)} · Comprobante autorizado por ARCA`];
  },
};

export const fresh31C: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Factura A (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Centro GNC Del Oeste S.A.S.', 'GNC del Oeste'),
  template: (issuer) => templateOf(ID, issuer, 'gnc', {
    name: 'Taller GNC - facturas A', instructions: 'Facturas A de conversiones y revisiones de equipos GNC; precios netos de IVA.', concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(5, 4)}-${pad(880 + index * 9 + rng.int(0, 8), 8)}`;
    const plate = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
    const variant = {
      car: rng.pick(['Fiat Cronos 1.3', 'Chevrolet Onix 1.2', 'Peugeot 208 1.6', 'Renault Kangoo 1.6', 'Toyota Etios 1.5']),
      plate, ot: `OT ${rng.int(2000, 4999)}`, next: `${rng.pick(['11', '12'])}/2027`,
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'gnc', lineCount: [2, 6], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today }, (doc, r) => {
      // a workshop's items are one-offs: one job, one kit, rarely two
      for (const l of doc.lines) l.quantity = r.pick([1, 1, 1, 2]);
    });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `FC A ${doc.reference}`, creator: 'TallerNet Facturación Web', fileId: `${ID}/${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
  scanStyle: 'pad-tearoff',
};
