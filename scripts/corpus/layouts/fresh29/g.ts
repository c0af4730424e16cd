import type { Layout } from '../layout';
import { A4, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, pad, qty, receiverId, templateOf, type Spec } from './common';
import { OutlinePdf } from './outline';

const ID = 'fresh29-g';

const SPEC: Spec = {
  arrangement: 'ledger',
  title: 'REMITO',
  letter: 'R',
  letterCode: 'Cód. 91',
  numberLabel: 'N°',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha:',
  date: (doc) => fechaDe(doc.date, 'spaced-slash'),
  palette: { accent: '#0e7490', soft: '#d9f0f5', ink: '#0b2530', muted: '#46707c', onAccent: '#ffffff' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    `${doc.issuer.name} — Fábrica de hielo`,
    `C.U.I.T. ${cuitDe(doc.issuer.cuit, 'grouped')}  ${doc.issuer.condicionText}`,
    `Planta: ${doc.issuer.address}, ${doc.issuer.city}`,
    `Pedidos ${doc.issuer.phone} (de 6 a 22 h)`,
    'Documento no válido como factura',
  ],
  infoPairs: (doc) => [['Reparto', String(doc.variant.reparto)], ['Camión', String(doc.variant.camion)], ['Hora de salida', String(doc.variant.hora)]],
  client: {
    heading: 'Entregar a',
    rows: (doc) => {
      const id = receiverId(doc, 'grouped');
      return [
        ['Cliente', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T. N°' : 'D.N.I.', id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['I.V.A.', doc.receiver.condicionText] as [string, string]] : []),
        ['Lugar de entrega', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Cód.', width: 56 },
    { key: 'desc', label: 'Mercadería', width: 0 },
    { key: 'qty', label: 'Cantidad', width: 56, align: 'right' },
    { key: 'unit', label: 'Unidad', width: 50, align: 'center' },
    { key: 'bultos', label: 'Bultos', width: 46, align: 'right' },
  ],
  cell: (doc, key, l) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'unit': return l.unit;
      case 'bultos': return String(l.bultos ?? 1);
      default: return '';
    }
  },
  totals: () => [],
  notes: (doc) => [`Total de bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}`, 'Mantener la cadena de frío. El hielo seco se manipula con guantes.'],
  footer: () => ['Original: cliente · Duplicado: fábrica · Triplicado: chofer'],
  signatures: ['Firma y aclaración del chofer', 'Recibí conforme — firma, aclaración y DNI'],
  rowHeight: 19,
};

export const fresh29G: Layout = {
  id: ID,
  kind: 'remito',
  title: 'An ice factory\'s remito R from a print shop\'s proof export, text as outlines',
  page: { size: 'A4' },
  noTextLayer: true,
  scanStyle: 'fridge-magnet',
  issuer: (rng) => issuerOf(rng, 'Hielo Polar del Oeste S.R.L.', 'Hielo Polar'),
  template: (issuer) => templateOf(ID, issuer, 'icefactory', { name: 'Hielo Polar — remitos', instructions: 'Remitos de entrega sin precios; precios de la lista, netos de IVA.' }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(rng.int(1, 3), 4)}-${pad(rng.int(10000, 60000), 8)}`;
    const variant = { reparto: rng.pick(['Zona Norte', 'Zona Centro', 'Ruta 7']), camion: `${rng.pick(['AF', 'AE', 'AG'])} ${rng.int(100, 999)} ${rng.pick(['KL', 'TR', 'MX'])}`, hora: `${rng.int(5, 11)}:${rng.pick(['00', '15', '30', '45'])}` };
    return composeWith(rng, {
      kind: 'remito', catalog: 'icefactory', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.75,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = new OutlinePdf(A4, 'proof', { producer: 'Corel PDF Engine Version 23.1.0.389', creator: 'CorelDRAW', title: 'remito_talonario_prueba.cdr' });
    drawDoc(pen, doc, SPEC);
    return pen.bytes();
  },
};
