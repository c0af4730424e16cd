import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, EffectPdf, fecha, issuerOf, pad, plata, receiverId, templateOf, vatContained, type Spec,
} from './common';

// A regional sweets maker's factura B laid out in a desktop-publishing program (EffectPdf 'publisher'): bold made
// by stroking the letters, the name with a drop shadow, the letter box in hollow outline letters; final prices,
// amounts grouped with spaces ("1 234,56"), "26/nov/2026", and the Ley 27.743 line.
const ID = 'fresh30-d';

const sp = (v: Parameters<typeof plata>[0]) => plata(v, 'space-group');

const spec: Spec = {
  arrangement: 'form',
  title: 'FACTURA',
  letter: 'B',
  letterCode: 'COD. 006',
  numberLabel: 'Número',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fecha(doc.date, 'slash-mon'),
  ink: '#3b2314',
  accent: '#7a3b12',
  soft: '#f3e3cf',
  faces: { body: 'serif', bold: 'serifB', title: 'serifB' },
  issuerLines: (doc) => [
    'Dulces artesanales del noroeste', doc.issuer.name, `${doc.issuer.address} · ${doc.issuer.city}`, `${doc.issuer.phone} · ${doc.issuer.email}`,
  ],
  infoPairs: (doc) => [
    ['CUIT', cuit(doc.issuer.cuit, 'dash')], ['IIBB', doc.issuer.iibb], ['Inicio act.', doc.issuer.activitySince], ['Condición:', doc.issuer.condicionText],
  ],
  client: {
    heading: 'Cliente',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      const r = doc.receiver;
      return [
        ['Nombre:', r.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(r.address ? [['Dirección:', r.address] as [string, string]] : []),
        ...(r.condicionPrinted ? [['Condición IVA:', r.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Producto', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 56, align: 'center' },
    { key: 'price', label: 'Precio unitario', width: 86, align: 'right' },
    { key: 'amount', label: 'Importe', width: 86, align: 'right' },
  ],
  cell: (doc, key, l, i) => (key === 'price' ? sp(l.unitPrice!) : key === 'amount' ? sp(doc.totals!.lineAmounts[i]!) : cellOf(doc, key, l, i)),
  totals: (doc) => [['Subtotal', sp(doc.totals!.subtotal)], ['TOTAL $', sp(doc.totals!.total), true]],
  notes: (doc) => [
    'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
    `IVA contenido: $ ${sp(vatContained(doc))}`,
    '¡Gracias por elegir nuestros dulces caseros!',
  ],
  footer: (doc) => {
    const { cae, due } = caeOf(doc);
    return [`CAE ${cae} · Vto. CAE ${fecha(due, 'slash-mon')} · Comprobante autorizado`];
  },
};

export const fresh30D: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A regional sweets maker\'s factura B from a desktop-publishing program (stroked bold, drop shadows)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Dulces de la Quebrada S.R.L.', 'DULCES DE LA QUEBRADA'),
  template: (issuer) => templateOf(ID, issuer, 'regionalsweets', { name: 'Dulces regionales - factura B', instructions: 'Factura B a consumidor final; precios finales con IVA incluido.', pricesIncludeIva: true }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(7, 4)}-${pad(rng.int(30000, 90000), 8)}`;
    return composeWith(rng, {
      kind: 'invoice', catalog: 'regionalsweets', lineCount: [2, 6], receivers: ['dni', 'consumidor-final', 'dni', 'company-exento'], conditionPrinted: 0.8,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: {}, today });
  },
  render: async (doc) => {
    const pen = new EffectPdf(A4, 'publisher', { title: 'Factura B', producer: 'Acrobat Distiller 11.0 (Windows)', creator: 'PScript5.dll Version 5.2.2' });
    drawDoc(pen, doc, spec);
    return pen.bytes();
  },
  scanStyle: 'backlit-window',
};
