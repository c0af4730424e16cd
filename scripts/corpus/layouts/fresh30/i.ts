import type { Layout } from '../layout';
import { cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, KitPen, pad, qty, receiverId, templateOf, type Spec } from './common';

// A brick kiln's remito from an old text-mode dispatch program, reprinted to PDF through pdfkit in Courier: a
// character grid, "26NOV26", CUIT "3071234567-8", quantities in thousands ("millar") with a decimal, pallets per line,
// truck and driver; no prices. One document of three carries an article missing from the priceList.
const ID = 'fresh30-i';

const spec: Spec = {
  arrangement: 'textmode',
  title: 'REMITO',
  letter: 'R',
  letterCode: 'COD.91 - NO VALIDO COMO FACTURA',
  numberLabel: 'REMITO NRO.',
  number: (doc) => doc.reference,
  dateLabel: 'FECHA',
  date: (doc) => fecha(doc.date, 'dos'),
  ink: '#000000',
  accent: '#000000',
  soft: '#000000',
  faces: { body: 'mono', bold: 'monoB', title: 'monoB' },
  bodySize: 8.6,
  issuerLines: (doc) => [
    doc.issuer.name.toUpperCase(), `HORNOS: ${doc.issuer.address} ${doc.issuer.city}`.toUpperCase(),
    `CUIT ${cuit(doc.issuer.cuit, 'tail-dash')} - ${doc.issuer.condicionText.toUpperCase()}`, `IIBB ${doc.issuer.iibb} - TEL ${doc.issuer.phone}`,
  ],
  infoPairs: (doc) => [['CAMION', doc.variant.truck as string], ['CHOFER', doc.variant.driver as string]],
  client: {
    heading: 'DESTINATARIO',
    rows: (doc) => {
      const id = receiverId(doc, 'tail-dash');
      const r = doc.receiver;
      return [
        ['SENOR/ES', r.name],
        ...(id ? [[id.kind === 'CUIT' ? 'CUIT' : 'DNI', id.value] as [string, string]] : []),
        ...(r.condicionPrinted ? [['IVA', r.condicionText.toUpperCase()] as [string, string]] : []),
        ['OBRA', (doc.variant.site as string).toUpperCase()],
      ];
    },
  },
  cols: [
    { key: 'code', label: 'CODIGO', width: 9 },
    { key: 'desc', label: 'DESCRIPCION', width: 48 },
    { key: 'qty', label: 'CANTIDAD', width: 10, align: 'right' },
    { key: 'unit', label: ' UNIDAD', width: 9 },
    { key: 'bultos', label: 'PALLETS', width: 9, align: 'right' },
  ],
  cell: (doc, key, l, i) => (key === 'unit' ? (/MILLAR/i.test(l.description) ? ' MILLAR' : ' UN.') : key === 'qty' ? qty(l.quantity, 2) : cellOf(doc, key, l, i)),
  totals: (doc) => [['TOTAL PALLETS', String(doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0))]],
  notes: () => ['LA MERCADERIA VIAJA POR CUENTA Y RIESGO DEL COMPRADOR. DESCARGA A CARGO DEL CLIENTE. VERIFICAR CANTIDADES AL RECIBIR.'],
  signatures: ['FIRMA Y ACLARACION RECEPTOR', 'CHOFER'],
  footer: () => ['ORIGINAL: CLIENTE  -  DUPLICADO: ADMINISTRACION  -  TRIPLICADO: TRANSPORTE'],
};

export const fresh30I: Layout = {
  id: ID,
  kind: 'remito',
  title: 'A brick kiln\'s remito from a text-mode dispatch program (pdfkit, Courier grid)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Ladrillera Los Hornos del Sauce S.R.L.', 'LADRILLERA HORNOS DEL SAUCE'),
  template: (issuer) => templateOf(ID, issuer, 'bricks', { name: 'Ladrillera - remitos', instructions: 'Remitos sin precios: valorizar con la lista de precios (netos de IVA).' }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(2, 4)}-${pad(rng.int(8000, 19000), 8)}`;
    const truck = rng.pick(['AB 312 KD', 'AF 908 TR', 'HJK 442']);
    const driver = rng.pick(['Ramón Quiroga', 'Walter Sosa', 'Hugo Medina']);
    const site = rng.pick(['Lote 14 barrio Los Álamos', 'Obra Ruta 9 km 702', 'Calle 12 entre 5 y 7']);
    return composeWith(rng, {
      kind: 'remito', catalog: 'bricks', lineCount: [2, 5], receivers: ['company-ri', 'monotributo', 'dni'], conditionPrinted: 0.6,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true, missingArticle: index === 1, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { truck, driver, site }, today });
  },
  draw: (pdf, doc) => drawDoc(new KitPen(pdf), doc, spec),
  scanStyle: 'sodium-streetlight',
};
