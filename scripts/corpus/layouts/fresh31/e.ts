import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, enLetras, fecha, issuerOf, jsPen, pad, receiverId, templateOf, type Spec,
} from './common';
import { ar } from './common';

const ID = 'fresh31-e';

const SPEC: Spec = {
  arrangement: 'sidebar',
  title: 'FACTURA C',
  letter: 'C',
  letterCode: 'Código 011',
  numberLabel: 'Punto de venta - Número',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fecha(doc, 'dot-yy'),
  palette: { accent: '#5b3a1e', soft: '#ead9c4', ink: '#2a1d12', muted: '#7a6450' },
  faces: { body: 'serif', bold: 'serifB', title: 'serifB' },
  issuerLines: (doc) => [
    doc.issuer.name, 'Luthería - reparación y construcción de instrumentos de cuerda', doc.issuer.address, doc.issuer.city,
    `Cel. ${doc.issuer.phone}`, `CUIT ${cuit(doc.issuer.cuit, 'dash')}`, doc.issuer.condicionText, `IIBB ${doc.issuer.iibb}`, `Inicio de actividades ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Instrumento', String(doc.variant.instrument)], ['Ingresó al taller', fecha(doc, 'dot-yy', String(doc.variant.inDate))]],
  client: {
    heading: 'Datos del cliente',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Apellido y nombre / Razón social:', doc.receiver.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Condición frente al IVA:', doc.receiver.condicionText] as [string, string]] : []),
        ...(doc.receiver.address ? [['Domicilio:', doc.receiver.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Trabajo / artículo', width: 0 },
    { key: 'qty', label: 'Cant.', width: 34, align: 'center' },
    { key: 'price', label: 'Precio', width: 72, align: 'right' },
    { key: 'amount', label: 'Total', width: 76, align: 'right' },
  ],
  accounting: '$',
  cell: (doc, key, l, i) => cellOf(doc, key, l, i),
  totals: (doc) => [['Subtotal', `$ ${ar(doc.totals!.subtotal)}`], ['Importe total', `$ ${ar(doc.totals!.total)}`, true]],
  totalsStyle: 'column',
  notes: (doc) => [`Son pesos ${enLetras(doc.totals!.total)}.`, 'Los instrumentos no retirados a los 90 días de avisada su terminación se considerarán abandonados.'],
  footer: (doc) => {
    const c = caeOf(doc);
    return [`CAE N° ${c.cae}   Vto.: ${fecha(doc, 'dot-yy', c.due)}`, 'Comprobante emitido por Responsable Monotributo - no discrimina IVA'];
  },
};

export const fresh31E: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Factura C of a Monotributista (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Tomás Echeverría', 'Echeverría Luthier', 'Responsable Monotributo'),
  template: (issuer) => templateOf(ID, issuer, 'luthier', {
    name: 'Luthería - facturas C', instructions: 'Facturas C de un monotributista; importes finales, sin IVA discriminado.', pricesIncludeIva: true, concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(1, 4)}-${pad(70 + index * 4 + rng.int(0, 3), 8)}`;
    const variant = {
      instrument: rng.pick(['Guitarra criolla Fonseca 25', 'Guitarra eléctrica tipo Stratocaster', 'Bajo eléctrico 4 cuerdas', 'Charango', 'Guitarra acústica Yamaha']),
      inDate: `2026-11-${pad(rng.int(2, 14), 2)}`,
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'luthier', lineCount: [1, 4], receivers: ['dni', 'consumidor-final', 'monotributo', 'company-ri'], conditionPrinted: 0.8, mixedVat: false,
      pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today }, (doc, r) => {
      // a workshop's items are one-offs: one job, one kit, rarely two
      for (const l of doc.lines) l.quantity = r.pick([1, 1, 1, 2]);
    });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Factura C ${doc.reference}`, creator: 'Facturador Monotributo (app)', fileId: `${ID}/${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
  scanStyle: 'letter-crop',
};
