import type { Layout } from '../layout';
import { A4, composeWith, cuitDe, drawDoc, en, fechaDe, issuerOf, libPen, plata, qty, rateOf, receiverId, templateOf, vatRows, type Spec } from './common';

const ID = 'fresh29-f';

const SPEC: Spec = {
  arrangement: 'rail',
  title: 'PROFORMA INVOICE',
  numberLabel: 'Proforma No. / N°',
  number: (doc) => doc.reference,
  dateLabel: 'Date / Fecha',
  date: (doc) => fechaDe(doc.date, 'ymd-dot'),
  palette: { accent: '#2f4f4f', soft: '#e3ebe9', ink: '#142222', muted: '#5a6f6c', onAccent: '#f2f7f6' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name,
    'Cordelería industrial · Industrial ropes',
    `CUIT ${cuitDe(doc.issuer.cuit, 'plain')}`,
    doc.issuer.condicionText,
    `${doc.issuer.address}, ${doc.issuer.city}, Argentina`,
    doc.issuer.email,
  ],
  infoPairs: (doc) => [['Incoterm', String(doc.variant.incoterm)], ['Payment / Pago', String(doc.variant.pago)], ['Currency / Moneda', 'US Dollars (US$)'], ['Valid until / Validez', '15 days / 15 días']],
  client: {
    heading: 'Consignee / Destinatario',
    rows: (doc) => {
      const id = receiverId(doc, 'plain');
      return [
        ['Company', doc.receiver.name] as [string, string],
        ...(id ? [[`Tax ID (${id.kind})`, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['VAT status', doc.receiver.condicionText] as [string, string]] : []),
        ['Address', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Description / Descripción', width: 0 },
    { key: 'qty', label: 'Qty', width: 30, align: 'right' },
    { key: 'price', label: 'Unit price US$', width: 62, align: 'right' },
    { key: 'rate', label: 'VAT', width: 28, align: 'right' },
    { key: 'amount', label: 'Amount US$', width: 64, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return en(l.unitPrice!);
      case 'rate': return `${rateOf(l.ivaRate)}%`;
      case 'amount': return en(doc.totals!.lineAmounts[i]!);
      default: return '';
    }
  },
  totals: (doc) => vatRows(doc, (v) => plata(v, 'usd-en'), { net: 'Net amount / Neto', vat: (r) => `VAT / IVA ${rateOf(r)}%`, total: 'TOTAL US$' }),
  notes: () => ['This proforma is not a tax invoice. Factura definitiva en dólares al tipo de cambio BNA vendedor del día anterior al pago.', 'Bank: Banco de la Nación Argentina — USD account available on request.'],
  footer: () => ['Goods remain property of the seller until full payment / La mercadería es propiedad del vendedor hasta su pago total.'],
  bodySize: 8,
};

export const fresh29F: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A rope maker\'s bilingual proforma in US dollars (pdf-lib)',
  page: { size: 'A4' },
  scanStyle: 'dappled-leaves',
  issuer: (rng) => issuerOf(rng, 'Cordelería Riberense S.A.', 'Cordelería Riberense'),
  template: (issuer) => templateOf(ID, issuer, 'cordage', { name: 'Cordelería Riberense — proformas USD', instructions: 'Proforma en dólares; precios netos de IVA en US$.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = String(rng.int(2100, 4800));
    const variant = { incoterm: rng.pick(['EXW Avellaneda', 'FCA Buenos Aires', 'DAP destino']), pago: rng.pick(['50% advance, 50% on delivery', 'Wire transfer, 30 days']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'cordage', lineCount: [3, 6], receivers: ['company-ri'], conditionPrinted: 0.7, currency: 'USD',
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Proforma ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Odoo' });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
};
