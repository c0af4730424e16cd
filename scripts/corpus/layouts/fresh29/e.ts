import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, plata, qty, rateOf, receiverId, templateOf, vatRows, type Spec } from './common';
import { OutlinePdf } from './outline';

const ID = 'fresh29-e';

const SPEC: Spec = {
  arrangement: 'band',
  title: 'Presupuesto',
  numberLabel: 'Presupuesto Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fechaDe(doc.date, 'roman'),
  palette: { accent: '#6a2c70', soft: '#f1e4f0', ink: '#2a1230', muted: '#7c5a80', onAccent: '#fff6d6' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    `Alquiler y venta de disfraces — ${doc.issuer.name}`,
    `CUIT ${cuitDe(doc.issuer.cuit, 'en-dash')}  |  ${doc.issuer.condicionText}  |  ${doc.issuer.address}, ${doc.issuer.city}`,
    `WhatsApp ${doc.issuer.phone}  |  ${doc.issuer.email}`,
  ],
  infoPairs: (doc) => [['Validez', `hasta el ${fechaDe(addDays(doc.date, 10), 'roman')}`], ['Evento', String(doc.variant.evento)], ['Retiro', String(doc.variant.retiro)]],
  client: {
    heading: 'Preparado para',
    rows: (doc) => {
      const id = receiverId(doc, 'en-dash');
      return [
        ['Empresa', doc.receiver.name] as [string, string],
        ...(id ? [['Identificación', `${id.kind} ${id.value}`] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Posición IVA', doc.receiver.condicionText] as [string, string]] : []),
        ...(doc.receiver.address ? [['Ubicación', doc.receiver.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Ítem', width: 50 },
    { key: 'desc', label: 'Descripción del servicio', width: 0 },
    { key: 'qty', label: 'Cant.', width: 38, align: 'center' },
    { key: 'price', label: 'Valor unit.', width: 70, align: 'right' },
    { key: 'rate', label: 'IVA', width: 32, align: 'right' },
    { key: 'amount', label: 'Valor total', width: 76, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return plata(l.unitPrice!, 'plain-comma');
      case 'rate': return rateOf(l.ivaRate);
      case 'amount': return plata(doc.totals!.lineAmounts[i]!, 'plain-comma');
      default: return '';
    }
  },
  totals: (doc) => vatRows(doc, (v) => `$ ${plata(v, 'plain-comma')}`, { net: 'Subtotal sin impuestos', vat: (r) => `+ IVA (${rateOf(r)}%)`, total: 'Inversión total' }),
  notes: () => ['Los valores no incluyen traslado. Se requiere una seña del 50 % para reservar los trajes.', 'Presupuesto sin valor fiscal.'],
  footer: () => ['Ensayo de vestuario con turno previo · Lavado y desinfección incluidos en cada alquiler.'],
  rowHeight: 20,
};

export const fresh29E: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A costume-rental house\'s quote exported from a vector illustration program, text as outlines',
  page: { size: 'A4' },
  noTextLayer: true,
  scanStyle: 'spirit-duplicator',
  issuer: (rng) => issuerOf(rng, 'Bambalinas Vestuario S.R.L.', 'Bambalinas'),
  template: (issuer) => templateOf(ID, issuer, 'costumes', { name: 'Bambalinas — presupuestos', instructions: 'Presupuesto de alquiler de vestuario; precios netos de IVA.', concepto: 3 }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${today.slice(0, 4)}-${String(rng.int(100, 899)).padStart(4, '0')}`;
    const variant = { evento: rng.pick(['Fiesta de egresados', 'Obra de teatro escolar', 'Evento corporativo', 'Carnaval']), retiro: rng.pick(['En el local', 'Envío por cadetería']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'costumes', lineCount: [3, 6], receivers: ['company-ri', 'company-exento', 'monotributo', 'dni'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-plain'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new OutlinePdf(A4, 'outline', { producer: 'Adobe PDF library 17.00', creator: 'Adobe Illustrator 28.0 (Windows)', title: `Presupuesto ${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
};
