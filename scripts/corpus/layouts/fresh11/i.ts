import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { dotted, FONT, hash01, pad, quantity, sayCondition } from './common';

const TT = '/usr/share/fonts/truetype';
const HAND = `${TT}/dejavu/DejaVuSerifCondensed-Italic.ttf`;
const HAND_B = `${TT}/liberation/LiberationSerif-Italic.ttf`;

/**
 * A packaging wholesaler's remito pad (a pre-printed booklet from a print shop, green ink, Liberation Serif) filled in
 * by hand: the fill-in in an italic face in ballpoint blue, each line slightly turned and off its rule, the date in
 * the form's three boxes; quantities at the LEFT of the description; no prices. Priced from the priceList (net,
 * 21 %); one article missing from it in one document of three (the third).
 */
export const fresh11ILayout: Layout = {
  id: 'fresh11-i',
  kind: 'remito',
  title: 'fresh11 layout i',
  page: { size: 'A4' },
  scanStyle: 'fluorescent-glare',
  issuer: (rng) => makeIssuer(rng, 'Embalajes Punta Alta S.R.L.', 'Embalajes Punta Alta'),
  template: (issuer) => ({
    id: 'r-talonario-puntaalta',
    name: 'Remitos talonario Embalajes Punta Alta',
    instructions: `Remitos manuscritos de ${issuer.name} (CUIT ${issuer.cuit}). Sin precios: valorizar con la lista (netos, IVA 21 %).`,
    catalog: 'packaging',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'packaging', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.6, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 2,
      },
      { layout: 'fresh11-i', templateId: template.id, issuer, reference: `${pad(1, 4)}-${pad(rng.int(1000, 9000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'R. Insc.', 4: 'Exento', 5: 'C. Final', 6: 'Monotrib.' });
    // written by hand: the descriptions in lower case or as said, never the code
    for (const l of doc.lines) l.code = null;
    doc.variant = { carrier: rng.pick(['Flete propio', 'Retira cliente', 'Exp. Río Dulce']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const green = '#2f6b3a';
    const L = 40, R = 555;
    const serif = FONT.serif, serifB = FONT.serifBold;
    const seed = doc.reference;
    const hand = (value: string, x: number, y: number, salt: number, size = 12.5, face = HAND) => {
      const rot = (hash01(seed, salt) - 0.5) * 1.6;
      const dx = (hash01(seed, salt + 500) - 0.5) * 6, dy = (hash01(seed, salt + 900) - 0.5) * 3;
      pdf.save();
      pdf.rotate(rot, { origin: [x, y] });
      pdf.font(face).fontSize(size).fillColor('#1b2f8a').text(value, x + dx, y + dy - size + 2, { lineBreak: false });
      pdf.restore();
    };
    // the pre-printed form
    pdf.lineWidth(1).strokeColor(green).rect(L, 36, R - L, 770).stroke();
    pdf.font(serifB).fontSize(18).fillColor(green).text(is.tradeName.toUpperCase(), L + 12, 50, { width: 250, lineBreak: false });
    pdf.font(serif).fontSize(8.5).fillColor(green);
    pdf.text(`de ${is.name}`, L + 12, 74, { lineBreak: false });
    pdf.text(`${is.address} — ${is.city}`, L + 12, 86, { lineBreak: false });
    pdf.text(`Tel. ${is.phone} — ${is.condicionText}`, L + 12, 98, { lineBreak: false });
    pdf.rect(290, 36, 40, 40).stroke();
    pdf.font(serifB).fontSize(26).text('R', 290, 42, { width: 40, align: 'center' });
    pdf.font(serif).fontSize(6).text('COD. 91', 290, 68, { width: 40, align: 'center' });
    pdf.font(serifB).fontSize(15).text('REMITO', 350, 50);
    pdf.font(serif).fontSize(12).fillColor('#b01c1c').text(`N° ${doc.reference}`, 350, 70);
    pdf.fillColor(green).font(serif).fontSize(7.5).text(`C.U.I.T.: ${is.cuit.slice(0, 2)}-${is.cuit.slice(2, 10)}-${is.cuit.slice(10)}   Ing. Brutos: ${is.iibb}`, 350, 88, { lineBreak: false });
    pdf.text(`Inicio de actividades: ${is.activitySince}`, 350, 98, { lineBreak: false });
    pdf.text('DOCUMENTO NO VÁLIDO COMO FACTURA', 350, 112);
    // date boxes
    pdf.font(serif).fontSize(8).text('FECHA', 350, 128);
    [0, 1, 2].forEach((i) => pdf.rect(390 + i * 44, 124, 40, 18).stroke());
    const [yr, mo, dd] = doc.date.split('-');
    hand(String(Number(dd)), 402, 140, 1);
    hand(String(Number(mo)), 446, 140, 2);
    hand(yr!.slice(2), 490, 140, 3);
    // customer rules
    const rows: Array<[string, string]> = [['Señor/es:', r.name], ['Domicilio:', r.address], ['C.U.I.T./D.N.I.:', r.docNumber ? (r.docType === 'DNI' ? dotted(r.docNumber) : r.docNumber) : ''],
      ['I.V.A.:', r.condicionPrinted ? r.condicionText : '']];
    let y = 170;
    rows.forEach(([label, value], i) => {
      pdf.font(serif).fontSize(9).fillColor(green).text(label, L + 10, y - 9, { lineBreak: false });
      pdf.lineWidth(0.4).strokeColor(green).dash(1, { space: 2 }).moveTo(L + 85, y + 2).lineTo(R - 10, y + 2).stroke().undash();
      if (value) hand(value, L + 92, y, 10 + i);
      y += 24;
    });
    pdf.font(serif).fontSize(9).fillColor(green).text(`Transporte: `, L + 10, y - 9, { lineBreak: false });
    pdf.lineWidth(0.4).dash(1, { space: 2 }).moveTo(L + 85, y + 2).lineTo(R - 10, y + 2).stroke().undash();
    hand(String(v.carrier), L + 92, y, 20);
    // the detail: CANTIDAD | DETALLE, 18 ruled rows
    y += 22;
    pdf.lineWidth(0.8).strokeColor(green).rect(L + 10, y, R - L - 20, 16).stroke();
    pdf.moveTo(L + 80, y).lineTo(L + 80, y + 16 + 18 * 22).stroke();
    pdf.font(serifB).fontSize(8.5).fillColor(green).text('CANTIDAD', L + 14, y + 4, { width: 62, align: 'center' });
    pdf.text('DETALLE', L + 84, y + 4, { width: 380, align: 'center' });
    y += 16;
    for (let n = 0; n < 18; n++) pdf.lineWidth(0.3).moveTo(L + 10, y + (n + 1) * 22).lineTo(R - 10, y + (n + 1) * 22).stroke();
    pdf.lineWidth(0.8).rect(L + 10, y - 16, R - L - 20, 16 + 18 * 22).stroke();
    doc.lines.forEach((l, i) => {
      const base = y + (i + 1) * 22 - 4;
      hand(quantity(l.quantity, 'ar'), L + 36, base, 40 + i);
      const size = l.description.length > 52 ? 11 : 12.5;
      hand(l.description, L + 90, base, 60 + i, size, i % 2 ? HAND_B : HAND);
    });
    // foot
    y += 18 * 22 + 30;
    pdf.font(serif).fontSize(8.5).fillColor(green).text('Recibí conforme la mercadería detallada', L + 10, y);
    pdf.lineWidth(0.4).moveTo(R - 200, y + 40).lineTo(R - 10, y + 40).stroke();
    pdf.text('Firma y aclaración', R - 200, y + 44, { width: 190, align: 'center' });
    pdf.fontSize(6.5).text(`Imprenta Los Talas — C.A.I. N° 5${doc.reference.slice(-6)}81234 — Fecha Vto. 30/06/2027 — del 0001-00001001 al 0001-00009000`, L + 10, 790, { lineBreak: false });
  },
};
