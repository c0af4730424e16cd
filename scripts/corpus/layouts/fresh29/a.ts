import type { Layout } from '../layout';
import { ar, caeOf, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, KitPen, pad, plata, qty, rateOf, receiverId, templateOf, vatRows, type Spec } from './common';

const ID = 'fresh29-a';

const SPEC: Spec = {
  arrangement: 'band',
  title: 'Factura',
  letter: 'A',
  letterCode: 'Código 001',
  numberLabel: 'Comp. Nro.',
  number: (doc) => doc.reference,
  dateLabel: 'Emitida el',
  date: (doc) => fechaDe(doc.date, 'short-mon'),
  palette: { accent: '#5b4636', soft: '#efe6da', ink: '#2b2118', muted: '#7d6b5c', onAccent: '#fbf6ef' },
  faces: { body: 'sans', bold: 'sansB', title: 'serifB' },
  issuerLines: (doc) => [
    `${doc.issuer.name}  ·  CUIT ${cuitDe(doc.issuer.cuit, 'dash')}  ·  ${doc.issuer.condicionText}`,
    `${doc.issuer.address}, ${doc.issuer.city}`,
    `IIBB ${doc.issuer.iibb}  ·  Inicio de actividades ${doc.issuer.activitySince}  ·  ${doc.issuer.phone}`,
  ],
  infoPairs: (doc) => {
    const { cae, due } = caeOf(doc);
    return [['Forma de pago', String(doc.variant.pago)], ['C.A.E. N°', cae], ['Vencimiento C.A.E.', fechaDe(due, 'short-mon')], ['Remito asociado', String(doc.variant.remito)]];
  },
  client: {
    heading: 'Facturar a',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      return [
        ['Razón social', doc.receiver.name] as [string, string],
        ...(id ? [[id.kind === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.', id.value] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Cond. IVA', doc.receiver.condicionText] as [string, string]] : []),
        ['Domicilio', doc.receiver.address || '-'],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'Cód.', width: 52 },
    { key: 'desc', label: 'Producto', width: 0 },
    { key: 'qty', label: 'Cant.', width: 40, align: 'right' },
    { key: 'price', label: 'Precio s/IVA', width: 72, align: 'right' },
    { key: 'rate', label: '% IVA', width: 40, align: 'right' },
    { key: 'amount', label: 'Subtotal', width: 78, align: 'right' },
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
  totals: (doc) => vatRows(doc, (v) => plata(v, 'ar-tight'), { net: 'Importe neto gravado', vat: (r) => `IVA ${rateOf(r)} %`, total: 'Total factura' }),
  footer: () => ['Los hongos frescos viajan refrigerados entre 2 y 6 °C. Reclamos dentro de las 24 h de recibida la mercadería.', 'Comprobante autorizado por ARCA — régimen de facturación electrónica.'],
  zebra: true,
};

export const fresh29A: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A mushroom grower\'s factura A (pdfkit)',
  page: { size: 'A4' },
  scanStyle: 'dappled-leaves',
  issuer: (rng) => issuerOf(rng, 'Hongos del Delta S.R.L.', 'Hongos del Delta'),
  template: (issuer) => templateOf(ID, issuer, 'mushrooms', { name: 'Hongos del Delta — factura A', instructions: 'Factura A de un cultivo de hongos; precios netos de IVA.' }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 9), 5)}-${pad(rng.int(1000, 9999), 8)}`;
    const variant = { pago: rng.pick(['Transferencia 15 días', 'Cuenta corriente 30 días', 'E-cheq 30 días']), remito: `R ${pad(rng.int(1, 3), 4)}-${pad(rng.int(1000, 9999), 8)}` };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'mushrooms', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true,
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, SPEC),
};

