import type { Layout } from '../layout';
import {
  A4, ar, caeOf, cellOf, composeWith, cuit, drawDoc, EffectPdf, fecha, issuerOf, pad, plata, rateOf, receiverId, runningAmount, templateOf, type Spec,
} from './common';

// An orthopaedics supplier's two-sheet factura A from a DOS program, printed to PDF by a DOS-print utility
// (EffectPdf 'dosprint'): Courier on a character grid, emphasized words struck twice, the title double-width,
// 13 detail lines per sheet with the carried amount, "26NOV26", CUIT "3071234567-8", totals check-protected "****1.234,56".
const ID = 'fresh30-b';

const spec: Spec = {
  arrangement: 'textmode',
  title: 'FACTURA',
  letter: 'A',
  letterCode: 'COD.01',
  numberLabel: 'NRO.',
  number: (doc) => doc.reference,
  dateLabel: 'FECHA',
  date: (doc) => fecha(doc.date, 'dos'),
  ink: '#000000',
  accent: '#000000',
  soft: '#000000',
  faces: { body: 'mono', bold: 'monoB', title: 'monoB' },
  bodySize: 8.4,
  issuerLines: (doc) => [
    doc.issuer.name.toUpperCase(), `${doc.issuer.address} ${doc.issuer.city}`.toUpperCase(), `TEL ${doc.issuer.phone}`,
    `C.U.I.T. ${cuit(doc.issuer.cuit, 'tail-dash')}  IVA RESP.INSCRIPTO`, `I.BRUTOS ${doc.issuer.iibb}  INIC.ACT. ${doc.issuer.activitySince}`,
  ],
  infoPairs: (doc) => [['COND.VTA.', doc.variant.terms as string], ['VEND.', doc.variant.seller as string]],
  client: {
    heading: 'CLIENTE',
    rows: (doc) => {
      const id = receiverId(doc, 'tail-dash');
      const r = doc.receiver;
      return [
        ['SR/ES.:', r.name],
        ...(r.address ? [['DOMICILIO:', r.address.toUpperCase()] as [string, string]] : []),
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T. N.:' : 'D.N.I. N.:', id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['I.V.A.:', r.condicionText.toUpperCase()] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'ARTIC.', width: 8 },
    { key: 'desc', label: 'DESCRIPCION', width: 43 },
    { key: 'qty', label: 'CANT', width: 6, align: 'right' },
    { key: 'price', label: 'P.UNITARIO', width: 13, align: 'right' },
    { key: 'rate', label: 'IVA', width: 6, align: 'right' },
    { key: 'amount', label: 'IMPORTE', width: 14, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => rateOf(r) }),
  rowsPerPage: 13,
  carry: {
    out: 'TRANSPORTE A HOJA SIGUIENTE',
    in: 'TRANSPORTE DE HOJA ANTERIOR',
    page: (n, of) => `HOJA ${n} DE ${of}`,
    amount: (doc, upto) => plata(runningAmount(doc, upto), 'stars'),
  },
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['SUBTOTAL NETO', plata(t.subtotal, 'stars')],
      ...t.byRate.map((r): [string, string] => [`I.V.A. ${rateOf(r.rate)}%`, plata(r.vat, 'stars')]),
      ['TOTAL $', plata(t.total, 'stars'), true],
    ];
  },
  notes: (doc) => [`CAE ${caeOf(doc).cae} VTO. ${fecha(caeOf(doc).due, 'dos')}`, 'ORIGINAL'],
  footer: () => ['SIST. GESTION ORTOPEDIA V3.1 - FORMULARIO CONTINUO 12"'],
};

export const fresh30B: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'An orthopaedics supplier\'s two-sheet factura A from a DOS program printed to PDF (overstruck bold)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Ortopedia Integral del Centro S.R.L.', 'ORTOPEDIA INTEGRAL DEL CENTRO'),
  template: (issuer) => templateOf(ID, issuer, 'orthopedics', { name: 'Ortopedia - factura A', instructions: 'Factura A de elementos ortopédicos, IVA 21 % y 10,5 %; precios netos.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(3, 4)}-${pad(rng.int(10000, 40000), 8)}`;
    const terms = rng.pick(['CTA.CTE. 30 DIAS', 'CONTADO', 'CTA.CTE. 60 DIAS']);
    const seller = rng.pick(['04', '11', '07']);
    return composeWith(rng, {
      kind: 'invoice', catalog: 'orthopedics', lineCount: [17, 24], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 1,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { terms, seller }, today }, (d, r) => {
      // a supplier's invoice to a clinic or a shop: a few of each article
      for (const l of d.lines) l.quantity = Math.min(l.quantity, r.int(1, 6));
    });
  },
  render: async (doc) => {
    const pen = new EffectPdf(A4, 'dosprint', { title: 'LPT1', producer: 'DOS Print Utility 2.9', creator: 'ORTOGES.EXE' });
    drawDoc(pen, doc, spec);
    return pen.bytes();
  },
  scanStyle: 'pocket-quartered',
};
