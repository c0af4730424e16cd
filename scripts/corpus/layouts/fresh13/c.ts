import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, hash01, receiverNo, sayCondition, settle, wrapBy } from './common';

const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
const INK = '#9a3324';
const RIBBON = '#2a2a30';
const L = 34, R = 561;
/** 12 characters to the inch, 6 lines to the inch: the printer's grid. */
const CPI = 6, LPI = 12;

/**
 * A sanitary-ware distributor's remito on a PRE-PRINTED form (the letterhead, captions, boxes, the "R" box, the
 * print shop's red serial number and footer, all in the form's brick-red ink) FILLED IN BY A DOT-MATRIX PRINTER
 * (pdfkit: the values in a monospace face on a 12 cpi / 6 lpi grid, dark ribbon gray, the whole fill shifted a few
 * millimetres right and down of the boxes and creeping a little lower line after line). The VAT condition is an X in
 * a pre-printed checkbox. Quantities, unit prices and amounts at the priceList's net prices ("1234,50"); the article
 * missing from the priceList has no price. Date in three boxes.
 */
export const fresh13CLayout: Layout = {
  id: 'fresh13-c',
  kind: 'remito',
  title: 'fresh13 layout c',
  page: { size: 'A4' },
  scanStyle: 'carbon-copy',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios El Quebracho S.R.L.', 'Sanitarios El Quebracho'),
  template: (issuer) => ({
    id: 'x-remitos-quebracho',
    name: 'Remitos Sanitarios El Quebracho',
    instructions:
      `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en formulario preimpreso completado por impresora. ` +
      'El cliente figura en "Señor(es)". Los precios son los de la lista, sin IVA (21 %). La referencia es el número de remito.',
    catalog: 'plumbing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const nro = rng.int(2000, 9800);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'plumbing', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento', 'dni'],
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-plain'], missingArticle: index % 3 === 0,
        templatePricesIncludeIva: false,
      },
      { layout: 'fresh13-c', templateId: template.id, issuer, reference: `0001-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      nro, dx: Math.round(rng.range(4, 10) * 10) / 10, dy: Math.round(rng.range(2, 7) * 10) / 10, creep: Math.round(rng.range(0.05, 0.25) * 100) / 100,
      venta: rng.pick(['contado', 'cta']), pedido: String(rng.int(1000, 9999)), cai: `5${rng.digits(13)}`, transporte: rng.pick(['PROPIO', 'EXPRESO LUJAN', 'RETIRA CLIENTE']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const form = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? INK);
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false, lineGap: 0 });
    };
    const rule = (x1: number, y1: number, x2: number, y2: number, w = 0.7) => pdf.lineWidth(w).strokeColor(INK).moveTo(x1, y1).lineTo(x2, y2).stroke();
    const frame = (x: number, y: number, w: number, h: number, lw = 0.8) => pdf.lineWidth(lw).strokeColor(INK).rect(x, y, w, h).stroke();
    // ---- the pre-printed form ----
    frame(L, 28, R - L, 118, 1);
    rule(297, 28, 297, 146, 1);
    form(is.tradeName.toUpperCase(), L + 10, 38, { font: 'Times-Bold', size: 14 });
    form(is.name, L + 10, 60, { font: 'Times-Italic', size: 9 });
    form(is.address, L + 10, 76, { size: 7.5 });
    form(is.city, L + 10, 86, { size: 7.5 });
    form(`Tel. ${is.phone}`, L + 10, 96, { size: 7.5 });
    form(is.email, L + 10, 106, { size: 7.5 });
    form('IVA RESPONSABLE INSCRIPTO', L + 10, 126, { font: 'Helvetica-Bold', size: 8 });
    pdf.lineWidth(1).strokeColor(INK).fillColor('#ffffff').rect(279, 28, 36, 34).fillAndStroke();
    form('R', 279, 30, { font: 'Helvetica-Bold', size: 24, width: 36, align: 'center' });
    form('COD. 91', 279, 55, { size: 5, width: 36, align: 'center' });
    form('REMITO', 312, 36, { font: 'Times-Bold', size: 18, width: 240, align: 'center' });
    form('Nº 0001 -', 350, 60, { font: 'Helvetica-Bold', size: 13 });
    form(pad(Number(v.nro), 8), 418, 60, { font: 'Courier-Bold', size: 14, color: '#c8102e' });
    form('DOCUMENTO NO VÁLIDO COMO FACTURA', 312, 78, { size: 6.5, width: 240, align: 'center' });
    form(`C.U.I.T.: ${cuitDashed(is.cuit)}`, 312, 90, { size: 7.5 });
    form(`Ing. Brutos: ${is.iibb}`, 312, 99, { size: 7.5 });
    form(`Inicio de Actividades: ${is.activitySince}`, 312, 108, { size: 7.5 });
    form('FECHA', 312, 131, { font: 'Helvetica-Bold', size: 7 });
    const dbx = [350, 388, 426];
    ['DÍA', 'MES', 'AÑO'].forEach((c, i) => {
      frame(dbx[i]!, 126, 36, 16, 0.6);
      form(c, dbx[i]!, 119, { size: 5, width: 36, align: 'center' });
    });
    // customer
    frame(L, 152, R - L, 94);
    const caps: Array<[string, number]> = [['Señor(es):', 166], ['Domicilio:', 184], ['I.V.A.:', 202], ['C.U.I.T.:', 220], ['Cond. de venta:', 238]];
    for (const [c, y] of caps) {
      form(c, L + 8, y - 7, { font: 'Helvetica-Bold', size: 7.5 });
      rule(L + 70, y + 2, R - 10, y + 2, 0.4);
    }
    const conds: Array<[string, number]> = [['Resp. Inscripto', 1], ['Monotributo', 6], ['Exento', 4], ['Cons. Final', 5]];
    conds.forEach(([c], i) => {
      form(c, L + 80 + i * 100, 195, { size: 7 });
      frame(L + 80 + i * 100 + 62, 193, 9, 9, 0.6);
    });
    form('Contado', L + 80, 231, { size: 7 }); frame(L + 120, 229, 9, 9, 0.6);
    form('Cta. Cte.', L + 150, 231, { size: 7 }); frame(L + 190, 229, 9, 9, 0.6);
    form('Pedido Nº', L + 260, 231, { size: 7 });
    form('Transporte', L + 360, 231, { size: 7 });
    // the table
    const top = 254, bottom = 650;
    const cols = [L, L + 70, L + 330, L + 428, R];
    pdf.rect(L, top, R - L, 16).fillColor(INK).fill();
    ['CANTIDAD', 'DESCRIPCIÓN', 'P. UNITARIO', 'IMPORTE'].forEach((c, i) => form(c, cols[i]!, top + 5, { font: 'Helvetica-Bold', size: 7.5, width: cols[i + 1]! - cols[i]!, align: 'center', color: '#ffffff' }));
    frame(L, top, R - L, bottom - top);
    for (const x of cols.slice(1, -1)) rule(x, top, x, bottom, 0.6);
    frame(L + 328, bottom, R - L - 328, 22);
    form('TOTAL $', L + 334, bottom + 8, { font: 'Helvetica-Bold', size: 9 });
    rule(L + 400, bottom, L + 400, bottom + 22, 0.6);
    // receipt and the print shop's foot
    form('Recibí conforme la mercadería detallada', L, bottom + 36, { size: 7.5 });
    for (const [c, x] of [['Firma', L], ['Aclaración', L + 180], ['D.N.I.', L + 360]] as const) {
      rule(x, bottom + 80, x + 150, bottom + 80, 0.5);
      form(c, x, bottom + 84, { size: 7, width: 150, align: 'center' });
    }
    const first = Math.floor(Number(v.nro) / 500) * 500 + 1;
    form(`Imprenta Gráfica Del Centro de R. Sosa - CUIT 20-17456329-8 - Hab. Munic. Nº 4412 - Impreso 08/2026 - 50 jgos. x 2 - Nº 0001-${pad(first, 8)} al 0001-${pad(first + 499, 8)}`,
      L, 790, { size: 5.5, width: R - L, align: 'center' });
    form(`C.A.I. Nº ${v.cai}   Fecha de Vto.: 31/08/2027`, L, 799, { font: 'Helvetica-Bold', size: 6.5, width: R - L, align: 'center' });
    form('ORIGINAL', R - 60, 808, { font: 'Helvetica-Bold', size: 7, width: 60, align: 'right' });
    // ---- the dot-matrix fill: every value on the printer's grid, the grid shifted off the form ----
    const ox = L + Number(v.dx), oy = 20 + Number(v.dy), creep = Number(v.creep);
    const dot = (s: string, col: number, row: number) => {
      const wobble = (hash01(doc.reference, row * 131 + col) - 0.5) * 0.6;
      pdf.font(MONO).fontSize(10).fillColor(RIBBON);
      pdf.text(s, ox + col * CPI, oy + row * LPI + row * creep + wobble, { lineBreak: false, lineGap: 0 });
    };
    const [yy, mm, dd] = doc.date.split('-');
    dot(dd!, 53, 9); dot(mm!, 59, 9); dot(yy!, 65, 9);
    dot(r.name, 12, 11);
    dot(r.address, 12, 13);
    if (r.condicionPrinted) dot('X', 22.7 + conds.findIndex(([, c]) => c === r.condicionIva) * (100 / CPI), 14);
    dot(receiverNo(doc, cuitDashed, (d) => `DNI ${d}`), 12, 16);
    dot('X', v.venta === 'contado' ? 19.5 : 31.2, 17);
    dot(String(v.pedido), 50, 17); dot(String(v.transporte), 68, 17);
    let row = 21;
    let priced = new Decimal(0);
    doc.lines.forEach((l) => {
      dot(amount(l.quantity, 'ar-plain', 2).padStart(9), 0, row);
      // the code and the description, wrapped at 40 columns
      const parts = wrapBy(l.code ? `${l.code} ${l.description}` : l.description, 40, (s) => s.length);
      parts.forEach((part, i) => dot(part, 12, row + i));
      row += parts.length - 1;
      if (l.unitPrice) {
        const lineAmount = l.unitPrice.mul(l.quantity).toDecimalPlaces(2);
        priced = priced.add(lineAmount);
        dot(amount(l.unitPrice, 'ar-plain').padStart(14), 53, row);
        dot(amount(lineAmount, 'ar-plain').padStart(14), 70, row);
      }
      row++;
    });
    dot(amount(priced, 'ar-plain').padStart(14), 70, 52);
  },
};
