import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, sayCondition } from '../fresh/print';
import { FONT, jitter } from './common';

/**
 * The carbon copy ("DUPLICADO", pale pink paper) of a hand-filled remito R from an electrical supplies shop: a
 * pre-printed form in dark red, filled in by hand with a ballpoint through the carbon (DejaVu Sans Oblique in a
 * carbon blue, each word at its own slightly wandering position). Quantities written as "x 12" in a narrow
 * "Cant." column to the RIGHT of the description. One article missing from the priceList in one document of three.
 */
const L = 40, R = 555;
const FORM = '#7f1d1d';
const CARBON = '#1e3a8a';
const ROWS = 14;
const PEN = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf';

export const fresh3RemitoCarbonicoLayout: Layout = {
  id: 'fresh3-remito-carbonico',
  kind: 'remito',
  title: 'carbon copy (pink DUPLICADO) of a hand-filled remito R: red form, carbon-blue words at wandering positions, quantities as "x 12" right of the description',
  page: { size: 'A4' },
  scanStyle: 'dim-shadow',
  issuer: (rng) => makeIssuer(rng, 'Casa Eléctrica Los Ceibos', 'CASA ELÉCTRICA LOS CEIBOS'),
  template: (issuer) => ({
    id: 'm-remito-losceibos',
    name: 'Remitos manuales Casa Eléctrica Los Ceibos',
    instructions:
      `Remitos manuales (duplicado en papel carbónico) de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Señor/es". ` +
      'La cantidad se escribe a mano como "x 12" a la derecha del detalle. Sin precios: valorizar con la lista (netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'electrical', lineCount: [2, 7], receivers: ['company-ri', 'monotributo', 'monotributo', 'company-exento'], conditionPrinted: 0.75,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 0, templatePricesIncludeIva: false,
      },
      { layout: 'fresh3-remito-carbonico', templateId: template.id, issuer, reference: `${pad(1, 4)}-${pad(rng.int(4000, 9999), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Insc.', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotrib.' });
    doc.variant = { cai: rng.digits(14), seed: rng.int(1, 99999), pressure: Math.round(rng.range(0.55, 0.85) * 100) / 100 };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const seed = String(v.seed);
    const form = (text: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) => {
      pdf.font(o.bold ? FONT.serifBold : FONT.serif).fontSize(o.size ?? 8).fillColor(FORM).fillOpacity(1);
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined });
    };
    let n = 0;
    /** Handwriting through the carbon: word by word, each a little off its neighbours. */
    const hand = (text: string, x: number, y: number, size = 11) => {
      pdf.font(PEN).fontSize(size).fillColor(CARBON).fillOpacity(Number(v.pressure));
      let cx = x;
      for (const word of text.split(' ')) {
        n++;
        const dy = jitter(seed, n) * 1.6 + (cx - x) * 0.004;
        pdf.text(word, cx + jitter(seed, n + 500) * 0.8, y + dy, { lineBreak: false });
        cx += pdf.widthOfString(`${word} `) * (1.02 + jitter(seed, n + 900) * 0.03);
      }
      pdf.fillOpacity(1);
    };
    pdf.rect(0, 0, 595.28, 841.89).fillColor('#fbe7ea').fill();
    const line = (x1: number, y1: number, x2: number, y2: number, w = 0.6) => pdf.lineWidth(w).strokeColor(FORM).moveTo(x1, y1).lineTo(x2, y2).stroke();
    pdf.lineWidth(1).strokeColor(FORM).rect(L, 36, R - L, 150).stroke();
    line(297, 36, 297, 186);
    form(is.tradeName, L + 10, 46, { bold: true, size: 14, width: 235 });
    form('Materiales eléctricos · Iluminación · Tableros', L + 10, 80, { size: 8.5 });
    form(`${is.address}\n${is.city}\nTel. ${is.phone}`, L + 10, 96, { size: 8, width: 230 });
    form(`${is.name} - ${is.condicionText}`, L + 10, 140, { size: 7.5, width: 230 });
    pdf.rect(280, 36, 34, 32).fillColor('#fbe7ea').fill();
    pdf.lineWidth(1.2).strokeColor(FORM).rect(280, 36, 34, 32).stroke();
    form('R', 280, 40, { bold: true, size: 22, width: 34, align: 'center' });
    form('Cód. 91', 276, 70, { size: 6, width: 42, align: 'center' });
    form('REMITO', 330, 48, { bold: true, size: 16 });
    form(`N° ${doc.reference}`, 330, 72, { bold: true, size: 13 });
    form('FECHA', 330, 100, { size: 8 });
    for (let i = 0; i < 3; i++) pdf.lineWidth(0.6).strokeColor(FORM).rect(370 + i * 34, 96, 30, 18).stroke();
    form(`C.U.I.T.: ${cuitDashed(is.cuit)}\nIng. Brutos: ${is.iibb}\nInicio de actividades: ${is.activitySince}`, 330, 128, { size: 8, width: 210 });
    form('DOCUMENTO NO VÁLIDO COMO FACTURA', 330, 168, { bold: true, size: 8 });
    const [y4, m, d] = doc.date.split('-');
    hand(d!, 376, 99, 11); hand(m!, 410, 99, 11); hand(y4!.slice(2), 444, 99, 11);
    // customer
    form('Señor/es:', L, 200, { size: 9 }); line(L + 46, 211, R, 211, 0.4);
    form('Domicilio:', L, 220, { size: 9 }); line(L + 50, 231, R, 231, 0.4);
    form('I.V.A.:', L, 240, { size: 9 }); line(L + 32, 251, 300, 251, 0.4);
    form('C.U.I.T./D.N.I.:', 310, 240, { size: 9 }); line(380, 251, R, 251, 0.4);
    hand(r.name, L + 52, 197);
    if (r.address) hand(r.address, L + 56, 217, 9.5);
    if (r.condicionPrinted) hand(r.condicionText, L + 38, 237);
    hand(r.docType === 'DNI' ? String(r.docNumber) : cuitDashed(r.docNumber!), 386, 237);
    // table: description, then quantity
    const top = 270, rowH = 24;
    pdf.lineWidth(1).strokeColor(FORM).rect(L, top, R - L, 22 + ROWS * rowH).stroke();
    line(R - 70, top, R - 70, top + 22 + ROWS * rowH);
    line(L, top + 22, R, top + 22);
    form('DETALLE', L, top + 7, { bold: true, size: 9, width: R - L - 70, align: 'center' });
    form('CANT.', R - 70, top + 7, { bold: true, size: 9, width: 70, align: 'center' });
    for (let i = 1; i < ROWS; i++) line(L, top + 22 + i * rowH, R, top + 22 + i * rowH, 0.3);
    doc.lines.forEach((l, i) => {
      const y = top + 22 + i * rowH + 6;
      hand(l.code ? `${l.code} ${l.description}` : l.description, L + 8, y, 10.5);
      hand(`x ${l.quantity}`, R - 58, y, 11);
    });
    // foot
    const foot = top + 22 + ROWS * rowH + 18;
    form('Recibí la mercadería detallada de conformidad.', L, foot, { size: 8 });
    line(L + 300, foot + 40, R, foot + 40, 0.5);
    form('Firma y aclaración', L + 300, foot + 44, { size: 8, width: R - L - 300, align: 'center' });
    form(`C.A.I. N° ${v.cai}    Fecha de vto.: 31/12/2027`, L, 790, { size: 7.5 });
    form('Imprenta Gráfica del Sur - Hab. Munic. 4412 - Del 0001-00004000 al 0001-00010000', L, 802, { size: 6.5 });
    form('DUPLICADO', R - 120, 790, { bold: true, size: 11, width: 120, align: 'right' });
  },
};
