import Decimal from 'decimal.js';
import type { Layout } from '../layout';
import {
  A4, ar, cellOf, composeWith, cuit, drawDoc, EffectPdf, fecha, issuerOf, pad, plata, rateOf, receiverId, templateOf, type Spec,
} from './common';

// A tea plantation and dryer's bilingual proforma in dollars, printed from a Windows program through a PDF virtual
// printer that emboldens like GDI (EffectPdf 'gdi': bold as a second copy one device pixel to the right, titles
// stroked, non-embedded ArialMT); "26th November 2026", CUIT as 11 digits, "u$s 1.234,56".
const ID = 'fresh30-g';

const us = (v: Decimal.Value) => plata(v, 'usd-sign');

const spec: Spec = {
  arrangement: 'form',
  title: 'PROFORMA INVOICE / FACTURA PROFORMA',
  numberLabel: 'Proforma No. / Nº',
  number: (doc) => doc.reference,
  dateLabel: 'Date / Fecha:',
  date: (doc) => fecha(doc.date, 'british'),
  ink: '#10231a',
  accent: '#2e6b3f',
  soft: '#e1efe4',
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, `Plantation & dryer: ${doc.issuer.address}, ${doc.issuer.city}`, `Tel. ${doc.issuer.phone} · ${doc.issuer.email}`,
    `CUIT ${cuit(doc.issuer.cuit, 'plain')} · ${doc.issuer.condicionText}`,
  ],
  infoPairs: (doc) => [
    ['Valid until / Validez:', fecha(doc.variant.valid as string, 'british')], ['Incoterm:', doc.variant.incoterm as string],
    ['Payment / Pago:', doc.variant.terms as string],
  ],
  client: {
    heading: 'Bill to / Facturar a',
    rows: (doc) => {
      const id = receiverId(doc, 'plain');
      const r = doc.receiver;
      return [
        ['Company / Empresa:', r.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(r.address ? [['Address / Domicilio:', r.address] as [string, string]] : []),
        ...(r.condicionPrinted ? [['VAT status / IVA:', r.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Item', width: 52 },
    { key: 'desc', label: 'Description / Descripción', width: 0 },
    { key: 'qty', label: 'Qty / Cant.', width: 56, align: 'right' },
    { key: 'price', label: 'Unit u$s', width: 70, align: 'right' },
    { key: 'rate', label: 'VAT', width: 36, align: 'right' },
    { key: 'amount', label: 'Amount u$s', width: 78, align: 'right' },
  ],
  cell: (doc, key, l, i) => cellOf(doc, key, l, i, { rate: (r) => `${rateOf(r)}%` }),
  totals: (doc) => {
    const t = doc.totals!;
    return [
      ['Net / Neto', us(t.subtotal)],
      ...t.byRate.map((r): [string, string] => [`VAT / IVA ${rateOf(r.rate)}%`, us(r.vat)]),
      ['TOTAL', us(t.total), true],
    ];
  },
  notes: () => [
    'Prices in US dollars. Payable in pesos at Banco Nación selling rate of the day before payment. / Precios en dólares; pagaderos en pesos al tipo de cambio vendedor BNA del día anterior al pago.',
    'This proforma is not a tax invoice. / Este documento no es válido como factura.',
  ],
  footer: (doc) => [`${doc.issuer.tradeName} · tea growers and dryers since ${doc.issuer.activitySince.slice(-4)}`],
};

export const fresh30G: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A tea dryer\'s bilingual US$ proforma from a Windows program via a virtual printer (GDI emboldening)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Secadero Yerbal Viejo S.A.', 'TÉ YERBAL VIEJO'),
  template: (issuer) => templateOf(ID, issuer, 'tea', { name: 'Té - proforma USD', instructions: 'Proformas en dólares estadounidenses de té a granel; precios netos de IVA.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = pad(rng.int(120, 480), 5);
    const incoterm = rng.pick(['FCA Oberá', 'EXW secadero', 'CPT Buenos Aires']);
    const terms = rng.pick(['50% advance, 50% on delivery', 'Net 30 days / 30 días', 'Letter of credit / Carta de crédito']);
    const doc = composeWith(rng, {
      kind: 'invoice', catalog: 'tea', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.7, currency: 'USD',
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: false,
    }, { layout: ID, templateId: template.id, issuer, reference, variant: {}, today }, (d, r) => {
      // bulk tea sells by the hundred kilograms
      for (const l of d.lines) if (l.description.includes('(kg)')) l.quantity = l.quantity * r.pick([100, 250, 500]);
    });
    const valid = new Date(`${doc.date}T00:00:00Z`);
    valid.setUTCDate(valid.getUTCDate() + 15);
    doc.variant = { incoterm, terms, valid: valid.toISOString().slice(0, 10) };
    return doc;
  },
  render: async (doc) => {
    const pen = new EffectPdf(A4, 'gdi', { title: `Proforma ${doc.reference}`, producer: 'PDF Virtual Printer 7.1 (GDI)', creator: 'TeGest.exe' });
    drawDoc(pen, doc, spec);
    return pen.bytes();
  },
  scanStyle: 'cracked-lens',
};
