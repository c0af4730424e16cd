import type { Layout } from '../layout';
import { A4, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, jsPen, pad, qty, receiverId, templateOf, type Spec } from './common';

const ID = 'fresh29-h';

const SPEC: Spec = {
  arrangement: 'band',
  title: 'Remito',
  letter: 'R',
  letterCode: 'Cód. 91',
  numberLabel: 'Remito N°',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de entrega',
  date: (doc) => fechaDe(doc.date, 'slash'),
  palette: { accent: '#b45309', soft: '#fdf0dc', ink: '#2d1a06', muted: '#8a5a2b', onAccent: '#ffffff' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    `${doc.issuer.name} · Mercado Central, nave 3, puesto ${doc.variant.puesto}`,
    `CUIT ${cuitDe(doc.issuer.cuit, 'dots')} · ${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb}`,
    `Oficina: ${doc.issuer.address}, ${doc.issuer.city} · Tel. ${doc.issuer.phone}`,
  ],
  infoPairs: (doc) => [['Pedido', String(doc.variant.pedido)], ['Transporte', String(doc.variant.transporte)], ['Cajones retornables', String(doc.variant.cajones)]],
  client: {
    heading: 'Destinatario de la mercadería',
    rows: (doc) => {
      const id = receiverId(doc, 'dots');
      return [
        ['Señores', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Resp. IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Descarga en', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Art.', width: 52 },
    { key: 'desc', label: 'Detalle del producto', width: 0 },
    { key: 'qty', label: 'Cant.', width: 44, align: 'right' },
    { key: 'unit', label: 'U.M.', width: 40, align: 'center' },
    { key: 'check', label: 'Control', width: 48, align: 'center' },
  ],
  cell: (doc, key, l) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'unit': return l.unit;
      case 'check': return '[  ]';
      default: return '';
    }
  },
  totals: () => [],
  notes: () => ['Controle la mercadería al recibirla: no se aceptan reclamos por faltantes una vez firmado el remito.'],
  footer: () => ['Documento no válido como factura · Frutas y verduras de estación · Reparto de lunes a sábado desde las 4 h'],
  signatures: ['Entregó', 'Recibió (firma y aclaración)'],
  zebra: true,
};

export const fresh29H: Layout = {
  id: ID,
  kind: 'remito',
  title: 'A fruit and vegetable wholesaler\'s remito (jsPDF)',
  page: { size: 'A4' },
  scanStyle: 'felt-tip-ok',
  issuer: (rng) => issuerOf(rng, 'Frutihortícola Los Hermanos S.A.', 'Los Hermanos'),
  template: (issuer) => templateOf(ID, issuer, 'produce', { name: 'Los Hermanos — remitos de reparto', instructions: 'Remitos sin precios; precios de la lista, netos de IVA.' }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(rng.int(4, 9), 4)}-${pad(rng.int(1000, 30000), 8)}`;
    const variant = { puesto: rng.int(10, 240), pedido: `WEB-${rng.int(10000, 99999)}`, transporte: rng.pick(['Propio', 'Fletes Ruta 3', 'Retira cliente']), cajones: rng.int(0, 12) };
    return composeWith(rng, {
      kind: 'remito', catalog: 'produce', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true, missingArticle: index === 2, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Remito ${doc.reference}`, creator: 'Sistema de pedidos', fileId: `${ID}${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
};
