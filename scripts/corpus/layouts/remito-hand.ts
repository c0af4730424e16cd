import { composeDocument } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { Rng } from '../random';
import { box, hline, text, vline } from './draw';
import type { Layout } from './layout';

/**
 * A pre-printed remito form filled in by hand: the form in Times, the filled values in Times-Italic or Courier
 * at irregular offsets (a hand does not keep to the ruling), quantity + description, sometimes an article code,
 * no prices.
 */
export const remitoHandLayout: Layout = {
  id: 'remito-hand',
  kind: 'remito',
  title: 'pre-printed remito form filled in by hand (Times-Italic / Courier, irregular spacing), no prices',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Corralón Los Talas S.R.L.', 'CORRALÓN LOS TALAS'),
  template: (issuer) => ({
    id: 'remitohand-corralonlostalas',
    name: 'Remitos manuales Corralón Los Talas',
    instructions:
      `Remitos manuscritos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor: el talonario lleva sus datos impresos arriba. ` +
      'El cliente es el "Señor(es)". Sin precios: valorizar cada renglón con la lista de precios (sin IVA, 21%). Las descripciones están abreviadas o con el código del artículo. ' +
      'La referencia es el número del remito.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(1, 4)}-${pad(rng.int(1000, 9999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'hardware', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 0, templatePricesIncludeIva: false,
      },
      { layout: 'remito-hand', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = {
      hand: rng.pick(['Times-Italic', 'Courier', 'Times-Italic']), dateStyle: rng.pick(['dd-mm-yy', 'dd/mm/yyyy']), seed: rng.int(1, 1e6),
      numberLabel: rng.pick(['N°', 'R', 'Nro. R']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const jitter = new Rng(Number(doc.variant.seed));
    const hand = String(doc.variant.hand);
    const write = (s: string, x: number, y: number, size = 11) =>
      text(pdf, s, x + jitter.range(-4, 10), y + jitter.range(-3, 2), { font: hand, size: size + jitter.range(-0.5, 1), color: '#1a2a6c' });
    // the printed form
    box(pdf, 30, 30, 535, 150);
    vline(pdf, 297, 80, 180);
    box(pdf, 277, 30, 40, 45, 1);
    text(pdf, 'R', 277, 34, { font: 'Times-Bold', size: 28, width: 40, align: 'center' });
    text(pdf, 'Doc. no válido como factura', 250, 78, { font: 'Times-Roman', size: 6, width: 94, align: 'center' });
    text(pdf, doc.issuer.tradeName, 40, 42, { font: 'Times-Bold', size: 18 });
    text(pdf, doc.issuer.name, 40, 66, { font: 'Times-Roman', size: 9 });
    text(pdf, `${doc.issuer.address} - ${doc.issuer.city}`, 40, 96, { font: 'Times-Roman', size: 8, width: 250 });
    text(pdf, `Tel. ${doc.issuer.phone}`, 40, 122, { font: 'Times-Roman', size: 8 });
    text(pdf, doc.issuer.condicionText, 40, 140, { font: 'Times-Italic', size: 8 });
    text(pdf, 'REMITO', 340, 40, { font: 'Times-Bold', size: 20 });
    text(pdf, `${doc.variant.numberLabel} ${doc.reference}`, 340, 66, { font: 'Times-Bold', size: 13 });
    text(pdf, `C.U.I.T.: ${printCuit(doc.issuer.cuit, 'hyphens')}`, 310, 100, { font: 'Times-Roman', size: 9 });
    text(pdf, `Ing. Brutos: ${doc.issuer.iibb}`, 310, 114, { font: 'Times-Roman', size: 9 });
    text(pdf, `Inicio de actividades: ${doc.issuer.activitySince}`, 310, 128, { font: 'Times-Roman', size: 9 });
    text(pdf, 'FECHA:', 310, 154, { font: 'Times-Bold', size: 10 });
    hline(pdf, 355, 555, 166, 0.4, 1.5);
    write(formatDate(doc.date, doc.variant.dateStyle as 'dd-mm-yy'), 365, 150);
    // receiver rows on dotted lines
    const r = doc.receiver;
    const rows: Array<[string, string, number, number, number]> = [
      ['Señor(es):', r.name, 30, 200, 565],
      ['Domicilio:', r.address, 30, 224, 565],
      ['I.V.A.:', r.condicionPrinted ? r.condicionText : '', 30, 248, 290],
      ['C.U.I.T.:', r.docNumber ? printCuit(r.docNumber, 'hyphens') : '', 300, 248, 565],
    ];
    for (const [label, value, x, y, end] of rows) {
      text(pdf, label, x + 5, y, { font: 'Times-Bold', size: 10 });
      hline(pdf, x + 60, end, y + 12, 0.4, 1.5);
      write(value, x + 66, y - 4);
    }
    // the grid: Cantidad | Descripción
    const top = 300;
    box(pdf, 30, top, 535, 440);
    hline(pdf, 30, 565, top + 20, 0.8);
    vline(pdf, 110, top, top + 440);
    text(pdf, 'CANTIDAD', 30, top + 6, { font: 'Times-Bold', size: 10, width: 80, align: 'center' });
    text(pdf, 'DESCRIPCIÓN', 110, top + 6, { font: 'Times-Bold', size: 10, width: 455, align: 'center' });
    for (let k = 1; k < 21; k++) hline(pdf, 30, 565, top + 20 + k * 21, 0.2);
    doc.lines.forEach((l, i) => {
      const ly = top + 26 + i * 21;
      write(formatQuantity(l.quantity), 55, ly);
      write(l.description, 118, ly, 10.5);
    });
    text(pdf, 'Recibí conforme: ....................................   Aclaración: ....................................', 40, 770, { font: 'Times-Roman', size: 9 });
  },
};
