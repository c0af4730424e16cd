import { composeDocument } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { box, hline, table, text, type Column } from './draw';
import type { Layout } from './layout';

/** A system-printed remito with Código / Cantidad / Descripción / Bultos columns, transport and receipt boxes. */
export const remitoColumnsLayout: Layout = {
  id: 'remito-columns',
  kind: 'remito',
  title: 'printed remito with Código / Cantidad / Descripción / Bultos columns, no prices',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Materiales Eléctricos Castaño S.R.L.', 'CASTAÑO MATERIALES ELÉCTRICOS'),
  template: (issuer) => ({
    id: 'remitocols-castanoelectricos',
    name: 'Remitos Castaño Materiales Eléctricos',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente es el "Destinatario". Sin precios: valorizar cada renglón con la lista ` +
      'de precios (sin IVA, 21%); las descripciones pueden estar en mayúsculas o abreviadas. La referencia es el número de remito.',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(8, 4)}-${pad(rng.int(10000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'electrical', lineCount: [3, 8], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'remito-columns', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { carrier: rng.pick(['Transportes Del Sur S.R.L.', 'Expreso Medina', 'Retira cliente']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 35, R = 560;
    text(pdf, doc.issuer.tradeName, L, 34, { font: 'Helvetica-Bold', size: 14, width: 240 });
    text(pdf, `${doc.issuer.name}\n${doc.issuer.address}\n${doc.issuer.city}\nTel. ${doc.issuer.phone}`, L, 70, { size: 8, width: 240 });
    box(pdf, 283, 30, 30, 32, 1);
    text(pdf, 'R', 283, 34, { font: 'Helvetica-Bold', size: 22, width: 30, align: 'center' });
    text(pdf, 'COD. 91', 274, 64, { size: 6, width: 48, align: 'center' });
    text(pdf, 'REMITO', 340, 32, { font: 'Helvetica-Bold', size: 16 });
    text(pdf, `Nº ${doc.reference}`, 340, 52, { font: 'Helvetica-Bold', size: 11 });
    text(pdf, `Fecha: ${formatDate(doc.date, 'dd/mm/yyyy')}`, 340, 70, { size: 9 });
    text(pdf, `CUIT: ${printCuit(doc.issuer.cuit, 'hyphens')}\nIng. Brutos: ${doc.issuer.iibb}\nInicio Actividades: ${doc.issuer.activitySince}\n${doc.issuer.condicionText}`, 340, 86, { size: 8, width: 220 });
    text(pdf, 'DOCUMENTO NO VÁLIDO COMO FACTURA', L, 140, { font: 'Helvetica-Bold', size: 7 });
    const r = doc.receiver;
    box(pdf, L, 152, R - L, 66, 0.7);
    text(pdf, `Destinatario: ${r.name}`, L + 6, 158, { font: 'Helvetica-Bold', size: 9.5 });
    text(pdf, `CUIT: ${printCuit(r.docNumber!, 'hyphens')}`, 360, 158, { size: 9 });
    text(pdf, `Lugar de entrega: ${r.address}`, L + 6, 176, { size: 8.5, width: 330 });
    text(pdf, `IVA: ${r.condicionPrinted ? r.condicionText : ''}`, 360, 176, { size: 9 });
    text(pdf, `Transportista: ${doc.variant.carrier}`, L + 6, 198, { size: 8.5 });
    const cols: Column[] = [
      { header: 'Código', width: 70, cell: (l) => l.code ?? '' },
      { header: 'Cantidad', width: 60, align: 'right', cell: (l) => formatQuantity(l.quantity, 2) },
      { header: 'Descripción', width: 335, cell: (l) => l.description },
      { header: 'Bultos', width: 60, align: 'right', cell: (l) => String(l.bultos ?? 1) },
    ];
    const end = table(pdf, L, 232, cols, doc, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, grid: true, headerFill: '#e6e6e6', padding: 4 });
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    text(pdf, `Total de bultos: ${bultos}`, L, end + 10, { font: 'Helvetica-Bold', size: 9 });
    box(pdf, L, 720, R - L, 70, 0.6);
    text(pdf, 'Recibí conforme la mercadería detallada', L + 8, 728, { size: 8.5 });
    hline(pdf, L + 8, 250, 776, 0.4);
    hline(pdf, 300, R - 10, 776, 0.4);
    text(pdf, 'Firma', L + 8, 779, { size: 7 });
    text(pdf, 'Aclaración y DNI', 300, 779, { size: 7 });
  },
};
