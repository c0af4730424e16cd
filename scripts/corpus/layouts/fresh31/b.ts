import type { Layout } from '../layout';
import {
  A4, caeOf, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, KitPen, pad, plata, rateOf, receiverId, runningAmount, templateOf, type Spec,
} from './common';
import { ar } from './common';

const ID = 'fresh31-b';

const SPEC: Spec = {
  arrangement: 'stub',
  title: 'FACTURA',
  letter: 'A',
  letterCode: 'Código 01 - Original',
  numberLabel: 'Comprobante Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de emisión',
  date: (doc) => fecha(doc, 'slash'),
  dateBoxes: true,
  palette: { accent: '#6b2d1f', soft: '#f1e2d3', ink: '#231a16', muted: '#6d5a4e' },
  faces: { body: 'serif', bold: 'serifB', title: 'serifB' },
  issuerLines: (doc) => [
    doc.issuer.name, `${doc.issuer.address} - ${doc.issuer.city}`, `Tel.: ${doc.issuer.phone} - ${doc.issuer.email}`,
    `CUIT ${cuit(doc.issuer.cuit, 'space-tail')} - ${doc.issuer.condicionText}`, `IIBB Conv. Multilateral ${doc.issuer.iibb} - Inicio de actividades ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['Forma de pago:', String(doc.variant.terms)], ['Obra:', String(doc.variant.site)]],
  client: {
    heading: 'DATOS DEL CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'space-tail');
      return [
        ['Señor/es:', doc.receiver.name],
        ['Domicilio:', doc.receiver.address],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['IVA:', doc.receiver.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Artículo', width: 48 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'qty', label: 'Cant.', width: 38, align: 'right' },
    { key: 'unit', label: 'U.M.', width: 28, align: 'center' },
    { key: 'price', label: 'P. Unit.', width: 62, align: 'right' },
    { key: 'amount', label: 'Importe', width: 68, align: 'right' },
    { key: 'rate', label: 'IVA %', width: 32, align: 'center' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => rateOf(r), qtyDecimals: 2 }),
  totals: (doc) => [
    ['Subtotal neto', plata(doc.totals!.subtotal, 'ar-dollar')],
    ...doc.totals!.byRate.map((r) => [`IVA ${rateOf(r.rate)}%`, plata(r.vat, 'ar-dollar')] as [string, string]),
    ['TOTAL', plata(doc.totals!.total, 'ar-dollar'), true],
  ],
  totalsStyle: 'strip',
  rowsPerPage: 14,
  carry: {
    out: 'Suma y sigue',
    in: 'Suma anterior',
    page: (n, of) => `Hoja ${n} de ${of}`,
    amount: (doc, upto) => plata(runningAmount(doc, upto), 'ar-dollar'),
  },
  notes: () => ['Las piezas calcáreas presentan variaciones naturales de tono entre partidas. No se aceptan devoluciones de material cortado o colocado.'],
  footer: (doc) => {
    const c = caeOf(doc);
    return [`C.A.E. ${c.cae} - Vencimiento ${fecha(doc, 'slash', c.due)}`, 'Original: cliente'];
  },
  bodySize: 8.2,
};

export const fresh31B: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Factura A on two sheets (neutral title)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Mosaicos Calcáreos San Telmo S.A.', 'Mosaicos San Telmo'),
  template: (issuer) => templateOf(ID, issuer, 'tiles', {
    name: 'Mosaicos - facturas A', instructions: 'Facturas A de mosaicos y granitos; cantidades en m²; precios netos de IVA.',
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(3, 4)}-${pad(1180 + index * 17 + rng.int(0, 12), 8)}`;
    const variant = { terms: rng.pick(['Transferencia 50% anticipo', 'Cheque 30 días', 'Contado']), site: rng.pick(['Casa Palermo', 'Local Av. Rivadavia', 'Edificio Mitre 560', 'Restauración PH']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'tiles', lineCount: [18, 24], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, SPEC),
  scanStyle: 'letter-crop',
};
