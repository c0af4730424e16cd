import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, enLetras, fecha, issuerOf, jsPen, pad, plata, receiverId, templateOf, type Spec,
} from './common';

// A rubber-stamp maker's factura C (a Monotributista) from a small web invoicing app that writes with jsPDF: a
// letterhead in red, "2026/11/26", totals spelt "12.345,00 pesos" and in words, no VAT.
const ID = 'fresh30-e';

const spec: Spec = {
  arrangement: 'letter',
  title: 'Factura',
  letter: 'C',
  letterCode: 'Cód. 011',
  numberLabel: 'Comprobante',
  number: (doc) => doc.reference,
  dateLabel: 'Emitida el',
  date: (doc) => fecha(doc.date, 'ymd-slash'),
  ink: '#111111',
  accent: '#c62828',
  soft: '#ef9a9a',
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  leaders: false,
  issuerLines: (doc) => [
    `Sellos de goma, automáticos y fechadores — ${doc.issuer.name}`,
    `${doc.issuer.address}, ${doc.issuer.city} — WhatsApp ${doc.issuer.phone}`,
    `CUIT ${cuit(doc.issuer.cuit, 'dash')} — ${doc.issuer.condicionText} — IIBB ${doc.issuer.iibb} — Inicio ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Forma de pago:', doc.variant.terms as string]],
  client: {
    heading: 'Datos del comprador',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      const r = doc.receiver;
      return [
        ['Apellido y nombre / Razón social', r.name],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['Condición frente al IVA', r.condicionText] as [string, string]] : []),
        ...(r.address ? [['Domicilio', r.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'qty', label: 'Cant.', width: 42, align: 'center' },
    { key: 'desc', label: 'Detalle', width: 0 },
    { key: 'price', label: 'P. unitario', width: 86, align: 'right' },
    { key: 'amount', label: 'Subtotal', width: 90, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i),
  totals: (doc) => [['Total', plata(doc.totals!.total, 'pesos-word'), true]],
  notes: (doc) => [`Son pesos ${enLetras(doc.totals!.total)}.`, 'Los sellos se entregan con prueba de impresión aprobada por el cliente.'],
  footer: (doc) => {
    const { cae, due } = caeOf(doc);
    return [`CAE N° ${cae} — Vencimiento del CAE ${fecha(due, 'ymd-slash')}`, 'Comprobante emitido por un Responsable Monotributo: no discrimina IVA.'];
  },
};

export const fresh30E: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A rubber-stamp maker\'s factura C (Monotributista) from a web app (jsPDF)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Graciela Ojeda', 'SELLOS OJEDA', 'Responsable Monotributo'),
  template: (issuer) => templateOf(ID, issuer, 'rubberstamps', { name: 'Sellos - factura C', instructions: 'Factura C de un Monotributista; precios finales sin IVA discriminado.', pricesIncludeIva: true }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(1, 4)}-${pad(rng.int(300, 2400), 8)}`;
    const terms = rng.pick(['Mercado Pago', 'Efectivo', 'Transferencia bancaria']);
    return composeWith(rng, {
      kind: 'invoice', catalog: 'rubberstamps', lineCount: [1, 4], receivers: ['company-ri', 'monotributo', 'dni', 'consumidor-final'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { terms }, today });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Factura C ${doc.reference}`, creator: 'SellosApp', fileId: `${ID}-${doc.reference}` });
    drawDoc(pen, doc, spec);
    return Buffer.from(pen.kit.bytes());
  },
  scanStyle: 'color-dropout',
};
