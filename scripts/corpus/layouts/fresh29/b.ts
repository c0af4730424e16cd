import type { Layout } from '../layout';
import { A4, caeOf, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, pad, plata, qty, receiverId, templateOf, vatContained, type Spec } from './common';
import { OutlinePdf } from './outline';

const ID = 'fresh29-b';

const SPEC: Spec = {
  arrangement: 'rail',
  title: 'FACTURA',
  letter: 'B',
  letterCode: 'COD. 006',
  numberLabel: 'NÚMERO',
  number: (doc) => `N° ${doc.reference}`,
  dateLabel: 'FECHA',
  date: (doc) => fechaDe(doc.date, 'middot'),
  palette: { accent: '#c8a27c', soft: '#f4ebe1', ink: '#3d3029', muted: '#8a7768', onAccent: '#3d3029' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    'velas & aromas de autor',
    doc.issuer.name,
    `CUIT ${cuitDe(doc.issuer.cuit, 'en-dash')}`,
    doc.issuer.condicionText,
    `Ingresos Brutos ${doc.issuer.iibb}`,
    `Inicio act. ${doc.issuer.activitySince}`,
    doc.issuer.address,
    doc.issuer.city,
    `@${doc.issuer.email.split('@')[0]}  ·  ${doc.issuer.phone}`,
  ],
  infoPairs: (doc) => {
    const { cae, due } = caeOf(doc);
    return [['MEDIO DE PAGO', String(doc.variant.pago)], ['CAE', cae], ['VTO. CAE', fechaDe(due, 'middot')]];
  },
  client: {
    heading: 'CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'en-dash', false);
      return [
        ['Nombre', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind === 'CUIT' ? 'CUIT' : 'DNI', id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['IVA', doc.receiver.condicionText] as [string, string]] : []),
        ...(doc.receiver.address ? [['Dirección', doc.receiver.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'ARTÍCULO', width: 0 },
    { key: 'qty', label: 'CANT.', width: 36, align: 'center' },
    { key: 'price', label: 'PRECIO', width: 66, align: 'right' },
    { key: 'amount', label: 'IMPORTE', width: 70, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return plata(l.unitPrice!, 'ar-tight');
      case 'amount': return plata(doc.totals!.lineAmounts[i]!, 'ar-tight');
      default: return '';
    }
  },
  totals: (doc) => [['TOTAL', plata(doc.totals!.total, 'ar-tight'), true]],
  notes: (doc) => [
    'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
    `IVA contenido: ${plata(vatContained(doc), 'ar-tight')}  ·  Otros impuestos nacionales indirectos: $0,00`,
    '¡Gracias por elegir productos hechos a mano!',
  ],
  footer: () => ['Cambios dentro de los 30 días con este comprobante. Las velas de soja pueden presentar escarcha natural en la superficie.'],
  bodySize: 8.5,
  rowHeight: 19,
  zebra: true,
};

export const fresh29B: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A candle maker\'s factura B designed in a web design tool, text as outlines',
  page: { size: 'A4' },
  noTextLayer: true,
  scanStyle: 'felt-tip-ok',
  issuer: (rng) => issuerOf(rng, 'Cera Viva S.A.S.', 'Cera Viva'),
  template: (issuer) => templateOf(ID, issuer, 'candles', { name: 'Cera Viva — factura B', instructions: 'Factura B de velas artesanales; precios finales con IVA.', pricesIncludeIva: true }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(3, 6), 4)}-${pad(rng.int(200, 2999), 8)}`;
    const variant = { pago: rng.pick(['Mercado Pago', 'Transferencia', 'Tarjeta de débito']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'candles', lineCount: [2, 6], receivers: ['consumidor-final', 'dni', 'dni', 'company-exento'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new OutlinePdf(A4, 'flat', { producer: 'Canva', creator: 'Canva', title: `Factura B ${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
};
