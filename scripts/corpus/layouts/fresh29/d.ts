import type { Layout } from '../layout';
import { A4, ar, caeOf, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, libPen, pad, plata, qty, rateOf, receiverId, templateOf, vatRows, type Spec } from './common';

const ID = 'fresh29-d';

const SPEC: Spec = {
  arrangement: 'ledger',
  title: 'NOTA DE DÉBITO',
  letter: 'A',
  letterCode: 'Código 02',
  numberLabel: 'Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha:',
  date: (doc) => fechaDe(doc.date, 'dash-full'),
  palette: { accent: '#1d4e89', soft: '#dde7f3', ink: '#101b2b', muted: '#4b5b70', onAccent: '#ffffff' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name,
    `${doc.issuer.address} · ${doc.issuer.city}`,
    `CUIT ${cuitDe(doc.issuer.cuit, 'dots')} · ${doc.issuer.condicionText}`,
    `II.BB. C.M. ${doc.issuer.iibb} · Inicio de act.: ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => {
    const { cae, due } = caeOf(doc);
    return [['Comprobante asociado', String(doc.variant.asociada)], ['Motivo', String(doc.variant.motivo)], ['CAE', cae], ['Vto.', fechaDe(due, 'dash-full')]];
  },
  client: {
    heading: 'Debitamos a',
    rows: (doc) => {
      const id = receiverId(doc, 'dots');
      return [
        ['Cliente', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Situación IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Domicilio fiscal', doc.receiver.address || '—'],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Código', width: 54 },
    { key: 'desc', label: 'Concepto', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 48, align: 'right' },
    { key: 'price', label: 'Unitario', width: 66, align: 'right' },
    { key: 'rate', label: 'Alíc.', width: 36, align: 'right' },
    { key: 'amount', label: 'Neto', width: 72, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity, 2);
      case 'price': return ar(l.unitPrice!);
      case 'rate': return `${rateOf(l.ivaRate)}%`;
      case 'amount': return ar(doc.totals!.lineAmounts[i]!);
      default: return '';
    }
  },
  totals: (doc) => vatRows(doc, (v) => plata(v, 'ars-code'), { net: 'Neto gravado', vat: (r) => `I.V.A. ${rateOf(r)}%`, total: 'Total a debitar' }),
  notes: () => ['La presente nota de débito se imputa a la cuenta corriente del cliente y vence junto con el comprobante asociado.'],
  footer: () => ['Recargamos y reciclamos cartuchos y tóners: entregue sus vacíos en el local.'],
};

export const fresh29D: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A toner-refill shop\'s nota de débito A (pdf-lib)',
  page: { size: 'A4' },
  scanStyle: 'grease-spots',
  issuer: (rng) => issuerOf(rng, 'Recarga Total Insumos S.R.L.', 'Recarga Total'),
  template: (issuer) => templateOf(ID, issuer, 'tonerrefill', { name: 'Recarga Total — notas de débito', instructions: 'Nota de débito A (recargos, servicios no facturados); precios netos.' }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 5);
    const reference = `${pad(pv, 4)}-${pad(rng.int(20, 400), 8)}`;
    const variant = {
      asociada: `FC A ${pad(pv, 4)}-${pad(rng.int(3000, 9999), 8)}`,
      motivo: rng.pick(['Servicios no facturados', 'Diferencia de precio', 'Recargo por entrega urgente']),
    };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'tonerrefill', lineCount: [1, 4], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `ND A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'GestiónPyme 4' });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
};
