import type { Layout } from '../layout';
import { A4, amountInWords, caeOf, composeWith, cuitDe, drawDoc, fechaDe, issuerOf, jsPen, pad, plata, qty, receiverId, templateOf, type Spec } from './common';

const ID = 'fresh29-c';

const SPEC: Spec = {
  arrangement: 'ledger',
  title: 'FACTURA',
  letter: 'C',
  letterCode: 'Cod. 11',
  numberLabel: 'Nro.',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de emisión:',
  date: (doc) => fechaDe(doc.date, 'weekday-short'),
  palette: { accent: '#3f6b35', soft: '#e4eedb', ink: '#1f2a1b', muted: '#5d6b55', onAccent: '#ffffff' },
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name,
    `C.U.I.T.: ${cuitDe(doc.issuer.cuit, 'grouped')}`,
    doc.issuer.condicionText,
    `${doc.issuer.address} - ${doc.issuer.city}`,
    `Tel. ${doc.issuer.phone} - ${doc.issuer.email}`,
  ],
  infoPairs: (doc) => {
    const { cae, due } = caeOf(doc);
    return [['Condición de venta:', String(doc.variant.venta)], ['CAE:', cae], ['Fecha Vto. CAE:', fechaDe(due, 'slash')]];
  },
  client: {
    heading: 'Datos del comprador',
    rows: (doc) => {
      const id = receiverId(doc, 'grouped');
      return [
        ['Sr./Sra.:', doc.receiver.name] as [string, string],
        ...(id ? [['Documento:', `${id.kind} ${id.value}`] as [string, string]] : []),
        ...(doc.receiver.condicionPrinted ? [['Categoría fiscal:', doc.receiver.condicionText] as [string, string]] : []),
        ...(doc.receiver.address ? [['Domicilio:', doc.receiver.address] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'desc', label: 'Detalle', width: 0 },
    { key: 'qty', label: 'Unid.', width: 44, align: 'right' },
    { key: 'price', label: 'P. unitario', width: 80, align: 'right' },
    { key: 'amount', label: 'Total', width: 84, align: 'right' },
  ],
  cell: (doc, key, l, i) => {
    switch (key) {
      case 'desc': return l.description;
      case 'qty': return qty(l.quantity);
      case 'price': return plata(l.unitPrice!, 'ar-trailing');
      case 'amount': return plata(doc.totals!.lineAmounts[i]!, 'ar-trailing');
      default: return '';
    }
  },
  totals: (doc) => [['Subtotal', plata(doc.totals!.subtotal, 'ar-trailing')], ['Total a pagar', plata(doc.totals!.total, 'ar-trailing'), true]],
  notes: (doc) => [`${amountInWords(doc.totals!.total, 'Son pesos')}.`, 'El humus se entrega en bolsas de 25 dm3 cerradas. Consultar por retiro en el lombricario.'],
  footer: () => ['Comprobante emitido por un Responsable Monotributo: no discrimina IVA.'],
  rowHeight: 18,
};

export const fresh29C: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'A vermicompost producer\'s factura C (jsPDF)',
  page: { size: 'A4' },
  scanStyle: 'fridge-magnet',
  issuer: (rng) => issuerOf(rng, 'Marta Inés Cabrera', 'Lombricario La Tierrita', 'Responsable Monotributo'),
  template: (issuer) => templateOf(ID, issuer, 'vermicompost', { name: 'La Tierrita — factura C', instructions: 'Factura C de una monotributista; precios finales.', pricesIncludeIva: true }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(1, 4), 5)}-${pad(rng.int(100, 999), 8)}`;
    const variant = { venta: rng.pick(['Contado', 'Transferencia bancaria', 'Cuenta DNI']) };
    return composeWith(rng, {
      kind: 'invoice', catalog: 'vermicompost', lineCount: [2, 5], receivers: ['dni', 'consumidor-final', 'company-ri', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: ID, templateId: template.id, issuer, reference, variant, today });
  },
  render: async (doc) => {
    const pen = jsPen(A4, { title: `Factura C ${doc.reference}`, creator: 'Facturador web', fileId: `${ID}${doc.reference}` });
    drawDoc(pen, doc, SPEC);
    return pen.kit.bytes();
  },
};
