import type { Layout } from '../layout';
import { ar, caeOf, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, KitPen, pad, qty, rateOf, receiverId, runningAmount, templateOf, vatRows, type Spec } from './common';

const ID = 'fresh29-i';

const SPEC: Spec = {
  arrangement: 'ledger',
  title: 'FACTURA',
  letter: 'A',
  letterCode: 'COD. 01',
  numberLabel: 'Número',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha',
  date: (doc) => fechaDe(doc.date, 'dash-full'),
  palette: { accent: '#7a5c1e', soft: '#f3ead2', ink: '#231a08', muted: '#6e5b36', onAccent: '#fffaf0' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    doc.issuer.name,
    `Molienda de trigo desde 1958 · ${doc.issuer.address}`,
    doc.issuer.city,
    `CUIT ${cuitDe(doc.issuer.cuit, 'dash')} · ${doc.issuer.condicionText}`,
    `Ing. Brutos ${doc.issuer.iibb} · Inicio de Actividades ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => {
    const { cae, due } = caeOf(doc);
    return [['Cond. de venta', String(doc.variant.venta)], ['Vendedor', String(doc.variant.vendedor)], ['C.A.E.', cae], ['Vto. C.A.E.', fechaDe(due, 'dash-full')]];
  },
  client: {
    heading: 'Cliente',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Apellido y nombre / Razón social', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind, id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Condición frente al IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Domicilio comercial', doc.receiver.address],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Código', width: 52 },
    { key: 'desc', label: 'Descripción', width: 0 },
    { key: 'qty', label: 'Cant.', width: 36, align: 'right' },
    { key: 'price', label: 'P. Unit.', width: 66, align: 'right' },
    { key: 'rate', label: 'IVA', width: 34, align: 'right' },
    { key: 'amount', label: 'Importe', width: 74, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'code': return l.code ?? '';
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return ar(l.unitPrice!);
      case 'rate': return `${rateOf(l.ivaRate)}%`;
      case 'amount': return ar(doc.totals!.lineAmounts[i]!);
      default: return '';
    }
  },
  totals: (doc) => vatRows(doc, (v) => `$ ${ar(v)}`, { net: 'Subtotal gravado', vat: (r) => `IVA Inscripto ${rateOf(r)}%`, total: 'TOTAL' }),
  notes: () => ['Mercadería puesta en depósito del cliente. Las bolsas de 50 kg se entregan paletizadas.'],
  footer: () => ['Molino habilitado por SENASA · Harinas enriquecidas según Ley 25.630.'],
  rowsPerPage: 20,
  carry: {
    out: 'Subtotal que pasa a la hoja siguiente',
    in: 'Subtotal de la hoja anterior',
    page: (n, of) => `Hoja ${n} de ${of}`,
    amount: (doc, upto) => `$ ${ar(runningAmount(doc, upto))}`,
  },
  rowHeight: 17.5,
};

export const fresh29I: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A flour mill\'s two-page factura A (pdfkit)',
  page: { size: 'A4' },
  scanStyle: 'grease-spots',
  issuer: (rng) => issuerOf(rng, 'Molino Harinero San Agustín S.A.', 'Molino San Agustín'),
  template: (issuer) => templateOf(ID, issuer, 'flourmill', { name: 'Molino San Agustín — factura A', instructions: 'Factura A de un molino harinero, a menudo de dos hojas; precios netos.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 8), 5)}-${pad(rng.int(10000, 40000), 8)}`;
    const variant = { venta: rng.pick(['Cta. cte. 30 días', 'Cheque 45 días', 'Contado']), vendedor: rng.pick(['04 - Paredes', '07 - Ledesma', '11 - Funes']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'flourmill', lineCount: [22, 28], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.95,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, SPEC),
};
