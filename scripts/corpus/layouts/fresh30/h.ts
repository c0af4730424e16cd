import type { Layout } from '../layout';
import {
  A4, ar, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, jsPen, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';

// A fireworks wholesaler's nota de pedido taken by a travelling salesman in a tablet app (jsPDF): boxed form without
// a letter, the order number carrying the salesman's number ("14-2093"), "26 11 2026", CUIT "30/71234567/8",
// totals "$ 1.234,56.-", delivery and handling notes.
const ID = 'fresh30-h';

const spec: Spec = {
  arrangement: 'form',
  title: 'NOTA DE PEDIDO',
  numberLabel: 'Pedido Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha pedido:',
  date: (doc) => fecha(doc.date, 'dmy-space'),
  ink: '#20124d',
  accent: '#b8860b',
  soft: '#f4ecd0',
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    `${doc.issuer.name} · Artículos de pirotecnia autorizados (RENAR / ANMaC)`, `${doc.issuer.address} · ${doc.issuer.city}`,
    `CUIT ${cuit(doc.issuer.cuit, 'slashes')} · ${doc.issuer.condicionText}`, `Pedidos: ${doc.issuer.phone} · ${doc.issuer.email}`,
  ],
  infoPairs: (doc) => [['Vendedor:', doc.variant.seller as string], ['Entrega estimada:', doc.variant.delivery as string], ['Pago:', doc.variant.terms as string]],
  client: {
    heading: 'CLIENTE / COMERCIO',
    rows: (doc) => {
      const id = receiverId(doc, 'slashes');
      const r = doc.receiver;
      return [
        ['Comercio:', r.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(r.address ? [['Entregar en:', r.address] as [string, string]] : []),
        ...(r.condicionPrinted ? [['IVA:', r.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Artículo', width: 54 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'qty', label: 'Cajas', width: 42, align: 'right' },
    { key: 'price', label: 'Precio neto', width: 76, align: 'right' },
    { key: 'rate', label: 'IVA', width: 34, align: 'right' },
    { key: 'amount', label: 'Total neto', width: 82, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}%` }),
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['Subtotal neto', plata(t.subtotal, 'dash-end')],
      ...t.byRate.map((r): [string, string] => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'dash-end')]),
      ['TOTAL PEDIDO', plata(t.total, 'dash-end'), true],
    ];
  },
  notes: (doc) => [
    `Pedido sujeto a disponibilidad de stock. Los precios se mantienen 72 hs. Pedido mínimo ${ar(150000)} netos.`,
    'Transporte de pirotecnia en vehículo habilitado. No se aceptan devoluciones de mercadería abierta.',
    ...(doc.variant.remark ? [doc.variant.remark as string] : []),
  ],
  signatures: ['Firma del cliente', 'Vendedor'],
  footer: () => ['Documento no válido como factura. La factura se emite al despachar la mercadería.'],
};

export const fresh30H: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A fireworks wholesaler\'s nota de pedido from a salesman\'s tablet app (jsPDF)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Pirotecnia Cielo Abierto S.R.L.', 'PIROTECNIA CIELO ABIERTO'),
  template: (issuer) => templateOf(ID, issuer, 'fireworks', { name: 'Pirotecnia - nota de pedido', instructions: 'Notas de pedido de comercios; precios netos de IVA.' }),
  compose: (rng, { issuer, template, today }) => {
    const seller = rng.pick([14, 22, 9]);
    const reference = `${seller}-${rng.int(1200, 4800)}`;
    const delivery = rng.pick(['48 hs', 'Próxima semana', 'Antes del 15/12']);
    const terms = rng.pick(['Contra entrega', 'Cheque 30 días', 'Transferencia anticipada']);
    const remark = rng.chance(0.4) ? 'Cliente solicita factura con entrega parcial.' : '';
    return composeWith(rng, {
      kind: 'invoice', catalog: 'fireworks', lineCount: [3, 8], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.75,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { seller: `${seller} - ${rng.pick(['R. Bustos', 'M. Acosta', 'J. Paredes'])}`, delivery, terms, remark }, today });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Pedido ${doc.reference}`, creator: 'PreventaMovil', fileId: `${ID}-${doc.reference}` });
    drawDoc(pen, doc, spec);
    return Buffer.from(pen.kit.bytes());
  },
  scanStyle: 'backlit-window',
};
