import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { box, fillBox, hline, text, vline } from '../draw';
import type { Layout } from '../layout';
import { cuitDashed, date, quantity, sayCondition } from './print';

/**
 * A building-materials distributor's remito R in Times: letter box with its code, "Documento no válido como
 * factura", the customer in a two-column label table, carrier, driver and plate, Código | Cant. | U.M. | Detalle,
 * the number of packages and a receipt box to sign. No prices.
 */
const L = 36, R = 559;

export const freshRemitoDistLayout: Layout = {
  id: 'fresh-remito-dist',
  kind: 'remito',
  title: "distributor's remito R in Times: Código | Cant. | U.M. | Detalle, total bultos, transportista and plate, signature box, no prices",
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Corralón Villa Elisa Distribuciones S.A.', 'CORRALÓN VILLA ELISA'),
  template: (issuer) => ({
    id: 'fremitodist-villaelisa',
    name: 'Remitos Corralón Villa Elisa',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El destinatario es el cliente ("Razón social"). Sin precios: valorizar con la lista ` +
      'de precios (sin IVA, 21%). La referencia es el número de remito.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(5, 4)}-${pad(rng.int(10000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'hardware', lineCount: [3, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.85,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh-remito-dist', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      carrier: rng.pick(['Transporte Ledesma e Hijos', 'Fletes Río Dulce S.R.L.', 'Camión propio']),
      plate: `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      driver: rng.pick(['Sosa, Héctor', 'Acosta, Marcelo', 'Funes, Jorge']),
      cai: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    text(pdf, is.tradeName, L, 34, { font: 'Times-Bold', size: 19, width: 240 });
    text(pdf, 'Distribución mayorista de materiales para la construcción', L, 58, { font: 'Times-Italic', size: 9, width: 240 });
    text(pdf, `${is.name}\n${is.address} - ${is.city}\nTel. ${is.phone}`, L, 76, { font: 'Times-Roman', size: 8.5, width: 240 });
    box(pdf, 282, 30, 34, 36, 1.3);
    text(pdf, 'R', 282, 33, { font: 'Times-Bold', size: 26, width: 34, align: 'center' });
    text(pdf, 'Código 91', 268, 69, { font: 'Times-Roman', size: 7, width: 62, align: 'center' });
    text(pdf, 'Documento no válido\ncomo factura', 262, 80, { font: 'Times-Bold', size: 7, width: 74, align: 'center' });
    text(pdf, 'REMITO', 350, 32, { font: 'Times-Bold', size: 18 });
    text(pdf, `Nº ${doc.reference}`, 350, 55, { font: 'Times-Bold', size: 12.5 });
    text(pdf, `Fecha de emisión: ${date(doc.date, 'dd/mm/yyyy')}`, 350, 74, { font: 'Times-Roman', size: 10 });
    text(pdf, `CUIT ${cuitDashed(is.cuit)} - ${is.condicionText}\nIngresos Brutos ${is.iibb}\nInicio de actividades ${is.activitySince}`, 350, 92, { font: 'Times-Roman', size: 8.5, width: 210 });
    hline(pdf, L, R, 130, 1.2);
    // customer as a label table
    const r = doc.receiver;
    const rows: Array<[string, string]> = [
      ['Razón social', r.name],
      ['CUIT', cuitDashed(r.docNumber!)],
      ['Situación ante IVA', r.condicionPrinted ? r.condicionText : ''],
      ['Entregar en', r.address],
    ];
    rows.forEach(([label, value], i) => {
      const y = 138 + i * 17;
      fillBox(pdf, L, y, 110, 17, '#eeeeee');
      box(pdf, L, y, R - L, 17, 0.5);
      vline(pdf, L + 110, y, y + 17, 0.5);
      text(pdf, label, L + 5, y + 4, { font: 'Times-Bold', size: 9 });
      text(pdf, value, L + 116, y + 4, { font: 'Times-Roman', size: 9.5, width: R - L - 122 });
    });
    text(pdf, `Transportista: ${doc.variant.carrier}     Dominio: ${doc.variant.plate}     Chofer: ${doc.variant.driver}`, L, 212, { font: 'Times-Roman', size: 9 });
    // items
    const cols = [{ h: 'Código', w: 62 }, { h: 'Cant.', w: 52 }, { h: 'U.M.', w: 40 }, { h: 'Detalle', w: R - L - 154 }];
    let y = 232;
    hline(pdf, L, R, y, 1);
    let x = L;
    for (const c of cols) {
      text(pdf, c.h, x + 4, y + 4, { font: 'Times-Bold', size: 10, width: c.w - 8, align: c.h === 'Cant.' ? 'right' : 'left' });
      x += c.w;
    }
    y += 18;
    hline(pdf, L, R, y, 1);
    for (const l of doc.lines) {
      pdf.font('Times-Roman').fontSize(10);
      const h = pdf.heightOfString(l.description, { width: cols[3]!.w - 8 }) + 6;
      const um = l.unit === 'unidades' ? 'UN' : l.unit.toUpperCase();
      text(pdf, l.code ?? '', L + 4, y + 3, { font: 'Times-Roman', size: 10 });
      text(pdf, quantity(l.quantity, 'ar', 2), L + 62 + 4, y + 3, { font: 'Times-Roman', size: 10, width: 44, align: 'right' });
      text(pdf, um, L + 114 + 4, y + 3, { font: 'Times-Roman', size: 10 });
      text(pdf, l.description, L + 154 + 4, y + 3, { font: 'Times-Roman', size: 10, width: cols[3]!.w - 8 });
      y += h;
      hline(pdf, L, R, y, 0.3, 1);
    }
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    text(pdf, `Cantidad de bultos: ${bultos}`, L, y + 10, { font: 'Times-Bold', size: 10 });
    text(pdf, 'Sin valor comercial. Mercadería viaja por cuenta y orden del destinatario.', L, y + 26, { font: 'Times-Italic', size: 8.5 });
    // receipt box
    box(pdf, L, 700, R - L, 78, 0.8);
    text(pdf, 'RECIBÍ LA MERCADERÍA DETALLADA EN PERFECTAS CONDICIONES', L + 8, 706, { font: 'Times-Bold', size: 8.5 });
    for (const [k, label] of ['Firma', 'Aclaración', 'DNI', 'Fecha y hora'].entries()) {
      const bx = L + 8 + k * 128;
      hline(pdf, bx, bx + 112, 760, 0.4);
      text(pdf, label, bx, 764, { font: 'Times-Roman', size: 8 });
    }
    text(pdf, `C.A.I. Nº ${doc.variant.cai}   Fecha de vencimiento: ${date(addDays(doc.date, 200), 'dd/mm/yyyy')}`, L, 786, { font: 'Times-Roman', size: 8 });
  },
};
