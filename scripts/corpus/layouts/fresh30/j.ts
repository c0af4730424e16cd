import type { Layout } from '../layout';
import { A4, cellOf, composeWith, cuit, drawDoc, fecha, issuerOf, libPen, pad, qty, receiverId, templateOf, type Spec } from './common';

// A peanut sheller's remito from its plant's logistics program (pdf-lib): a boxed form with a red-tinted header
// band, quantity and unit first, the lot of each line, "26/nov/2026", no prices. One document of three carries an
// article missing from the priceList.
const ID = 'fresh30-j';

function lot(doc: Parameters<typeof cellOf>[0], i: number): string {
  let h = 2166136261;
  for (const c of `${doc.reference}${i}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `L${String(26300 + (h % 600))}-${String.fromCharCode(65 + (h % 6))}`;
}

const spec: Spec = {
  arrangement: 'form',
  title: 'REMITO',
  letter: 'R',
  letterCode: 'COD. 091',
  numberLabel: 'Nro.',
  number: (doc) => doc.reference,
  dateLabel: 'Fecha de despacho:',
  date: (doc) => fecha(doc.date, 'slash-mon'),
  ink: '#111111',
  accent: '#b71c1c',
  soft: '#f8c9c4',
  faces: { body: 'sans', bold: 'sansB', title: 'sansB' },
  issuerLines: (doc) => [
    doc.issuer.name, `Planta de selección: ${doc.issuer.address}, ${doc.issuer.city}`,
    `CUIT ${cuit(doc.issuer.cuit, 'dash')} · ${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb}`,
  ],
  infoPairs: (doc) => [['Transporte:', doc.variant.carrier as string], ['Dominio:', doc.variant.plate as string], ['Precinto:', doc.variant.seal as string]],
  client: {
    heading: 'DESTINATARIO',
    rows: (doc) => {
      const id = receiverId(doc, 'dash');
      const r = doc.receiver;
      return [
        ['Razón social:', r.name],
        ...(id ? [[`${id.kind}:`, id.value] as [string, string]] : []),
        ...(r.address ? [['Lugar de entrega:', r.address] as [string, string]] : []),
        ...(r.condicionPrinted ? [['Cond. IVA:', r.condicionText] as [string, string]] : []),
      ];
    },
  },
  cols: [
    { key: 'qty', label: 'Cantidad', width: 52, align: 'right' },
    { key: 'unit', label: 'Unidad', width: 46 },
    { key: 'desc', label: 'Detalle de la mercadería', width: 0 },
    { key: 'check', label: 'Lote', width: 66 },
    { key: 'bultos', label: 'Bultos', width: 44, align: 'right' },
  ],
  cell: (doc, key, l, i) => (key === 'check' ? lot(doc, i) : key === 'qty' ? qty(l.quantity, 1) : cellOf(doc, key, l, i)),
  totals: () => [],
  notes: () => ['Mercadería apta para consumo humano. Conservar en lugar fresco y seco. Controlar precintos al recibir.'],
  signatures: ['Recibí conforme (firma, aclaración, DNI)', 'Fecha y hora de recepción'],
  footer: () => ['Documento no válido como factura · Original: destinatario'],
};

export const fresh30J: Layout = {
  id: ID,
  kind: 'remito',
  title: 'A peanut sheller\'s remito from its logistics program (pdf-lib, boxed form)',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, 'Manisera del Sur Cordobés S.A.', 'MANISERA DEL SUR CORDOBÉS'),
  template: (issuer) => templateOf(ID, issuer, 'peanuts', { name: 'Manisera - remitos', instructions: 'Remitos sin precios: valorizar con la lista de precios (netos de IVA).' }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(6, 4)}-${pad(rng.int(20000, 60000), 8)}`;
    const carrier = rng.pick(['Transportes La Carlota', 'Logística Hernando', 'Fletes del Tercero']);
    const plate = rng.pick(['AE 204 PK', 'AC 771 LM', 'AG 119 DF']);
    const seal = `${rng.int(100000, 999999)}`;
    return composeWith(rng, {
      kind: 'remito', catalog: 'peanuts', lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 2, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: template.id, issuer, reference, variant: { carrier, plate, seal }, today });
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Remito ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'ManiLog Despachos' });
    drawDoc(pen, doc, spec);
    return pen.kit.bytes();
  },
  scanStyle: 'color-dropout',
};
