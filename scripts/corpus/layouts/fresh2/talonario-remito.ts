import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT, jitter } from './common';

/**
 * A remito from a pre-printed booklet ("talonario"): the form printed by a print shop in blue (boxes, captions,
 * VAT-condition check boxes, the number in red, the printer's imprint and CAI at the foot), then filled in on a
 * typewriter-like printer in another face at slightly crooked positions. Two quantity columns, "Cant. pedida" and
 * "Cant. entregada": the delivered one is what the truth holds. No prices.
 */
const L = 34, R = 561;
const INK = '#1f3f8f';
const ROWS = 16;

export const fresh2TalonarioRemitoLayout: Layout = {
  id: 'fresh2-talonario-remito',
  kind: 'remito',
  title: 'pre-printed remito booklet (blue form, red number) filled in crooked in another face; "Cant. pedida" / "Cant. entregada"',
  page: { size: 'A4' },
  scanStyle: 'keystone',
  issuer: (rng) => makeIssuer(rng, 'Ferretería Industrial El Mangrullo S.R.L.', 'FERRETERÍA EL MANGRULLO'),
  template: (issuer) => ({
    id: 'k-talonario-mangrullo',
    name: 'Remitos de talonario Ferretería El Mangrullo',
    instructions:
      `Remitos manuales (talonario preimpreso) de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Señor(es)". ` +
      'Tienen dos columnas de cantidad: se factura la cantidad ENTREGADA. Sin precios: valorizar con la lista de precios (sin IVA, 21%). ' +
      'La referencia es el número de remito.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(rng.int(1, 3), 4)}-${pad(rng.int(1000, 30000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'hardware', lineCount: [3, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 2, templatePricesIncludeIva: false,
      },
      { layout: 'fresh2-talonario-remito', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    // ordered may exceed delivered (a back-order); the delivered quantity is the line's quantity
    const ordered = doc.lines.map((l) => l.quantity + (rng.chance(0.3) ? rng.pick([1, 2, 5, 10]) : 0));
    doc.variant = {
      ordered: ordered.join('|'),
      cai: rng.digits(14),
      order: rng.chance(0.6) ? `N.P. ${rng.int(100, 999)}` : '',
      transport: rng.pick(['Reparto propio', 'Retira cliente', 'Expreso Río Dulce']),
      tilt: Math.round(rng.range(-0.6, 0.6) * 100) / 100,
      dx: Math.round(rng.range(-4, 4)),
      dy: Math.round(rng.range(-3, 3)),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const blue = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? INK);
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const frame = (x: number, y: number, w: number, h: number, lw = 0.8) => pdf.lineWidth(lw).strokeColor(INK).rect(x, y, w, h).stroke();
    const line = (x1: number, y1: number, x2: number, y2: number, lw = 0.5) => pdf.lineWidth(lw).strokeColor(INK).moveTo(x1, y1).lineTo(x2, y2).stroke();
    // ---- the pre-printed form ----
    frame(L, 30, R - L, 112, 1.2);
    line(298, 30, 298, 142, 1);
    blue(is.tradeName, L + 10, 40, { bold: true, size: 15, width: 240 });
    blue(`de ${is.name}`, L + 10, 60, { size: 8 });
    blue('Bulonería · Herramientas · Materiales', L + 10, 74, { size: 8.5 });
    blue(`${is.address}\n${is.city}\nTel. ${is.phone}`, L + 10, 90, { size: 7.5, width: 220 });
    blue(`${is.condicionText.toUpperCase()}`, L + 10, 126, { bold: true, size: 7.5 });
    frame(280, 34, 36, 34, 1.2);
    blue('R', 280, 38, { bold: true, size: 24, width: 36, align: 'center' });
    blue('COD. 91', 274, 70, { size: 6, width: 48, align: 'center' });
    blue('REMITO', 330, 38, { bold: true, size: 17 });
    blue(`Nº ${doc.reference}`, 330, 60, { bold: true, size: 14, color: '#c0262d' });
    blue('DOCUMENTO NO VÁLIDO COMO FACTURA', 330, 80, { size: 7 });
    blue(`C.U.I.T.: ${cuitDashed(is.cuit)}\nIng. Brutos: ${is.iibb}\nInicio de Actividades: ${is.activitySince}`, 330, 94, { size: 7.5, width: 220 });
    blue('FECHA', 470, 38, { size: 7 });
    frame(470, 47, 28, 16, 0.6); frame(498, 47, 28, 16, 0.6); frame(526, 47, 30, 16, 0.6);
    blue('DÍA', 470, 64, { size: 5.5, width: 28, align: 'center' }); blue('MES', 498, 64, { size: 5.5, width: 28, align: 'center' }); blue('AÑO', 526, 64, { size: 5.5, width: 30, align: 'center' });
    // customer box with dotted lines to write on
    frame(L, 148, R - L, 94, 0.8);
    const dotted = (x1: number, x2: number, y: number) => { pdf.dash(1, { space: 1.5 }); line(x1, y, x2, y, 0.4); pdf.undash(); };
    blue('Señor(es):', L + 6, 158, { size: 8.5 }); dotted(L + 56, R - 8, 168);
    blue('Domicilio:', L + 6, 178, { size: 8.5 }); dotted(L + 56, R - 8, 188);
    blue('C.U.I.T.:', L + 6, 198, { size: 8.5 }); dotted(L + 56, 300, 208);
    blue('Pedido Nº:', 320, 198, { size: 8.5 }); dotted(372, R - 8, 208);
    blue('I.V.A.:', L + 6, 222, { size: 8.5 });
    const boxes: Array<[string, number]> = [['Resp. Inscripto', 1], ['Exento', 4], ['Cons. Final', 5], ['Monotributo', 6]];
    boxes.forEach(([label], k) => {
      const bx = L + 50 + k * 95;
      frame(bx, 220, 10, 10, 0.6);
      blue(label, bx + 14, 222, { size: 8 });
    });
    // items grid
    const cols: Array<{ h: string; w: number }> = [{ h: 'CANT.\nPEDIDA', w: 52 }, { h: 'CANT.\nENTREGADA', w: 60 }, { h: 'CÓDIGO', w: 60 }, { h: 'DESCRIPCIÓN', w: R - L - 172 }];
    const top = 250, head = 24, rowH = 20;
    frame(L, top, R - L, head + ROWS * rowH, 0.9);
    let cx = L;
    for (const c of cols) {
      blue(c.h, cx, top + 4, { bold: true, size: 7, width: c.w, align: 'center' });
      cx += c.w;
      if (cx < R) line(cx, top, cx, top + head + ROWS * rowH, 0.6);
    }
    line(L, top + head, R, top + head, 0.8);
    for (let k = 1; k < ROWS; k++) line(L, top + head + k * rowH, R, top + head + k * rowH, 0.25);
    // foot of the form
    frame(L, 700, R - L, 70, 0.8);
    blue(`Transporte: `, L + 6, 708, { size: 8 });
    blue('Recibí conforme:', L + 6, 738, { size: 8 });
    line(L + 80, 758, L + 260, 758, 0.4); line(L + 300, 758, R - 10, 758, 0.4);
    blue('Firma', L + 80, 761, { size: 6.5, width: 180, align: 'center' }); blue('Aclaración y D.N.I.', L + 300, 761, { size: 6.5, width: R - L - 310, align: 'center' });
    blue(`C.A.I. Nº ${doc.variant.cai}    Fecha Vto.: ${date(addDays(doc.date, 240), 'dd/mm/yyyy')}`, L, 778, { size: 7 });
    blue(`Imprenta Gráfica Los Talas de A. Navarro · CUIT 20-21456780-7 · Habilitación 1123 · 50 x 3 · del ${doc.reference.slice(0, 5)}00000001 al ${doc.reference.slice(0, 5)}00050000`, L, 790, { size: 5.5 });
    blue('ORIGINAL: BLANCO · DUPLICADO: ROSA · TRIPLICADO: AMARILLO', L, 800, { size: 5.5 });
    // ---- the fill-in, crooked ----
    pdf.save();
    pdf.rotate(Number(doc.variant.tilt), { origin: [L, top] });
    pdf.translate(Number(doc.variant.dx), Number(doc.variant.dy));
    const fill = (s: string, x: number, y: number, k: number, o: { width?: number; align?: 'left' | 'right' | 'center'; size?: number } = {}) => {
      pdf.font(FONT.dejavuMonoOblique).fontSize(o.size ?? 9.5).fillColor('#222222');
      pdf.text(s, x + jitter(s, k) * 2, y + jitter(s, k + 7) * 1.5, { width: o.width, align: o.align ?? 'left', lineBreak: false, lineGap: 0 });
    };
    const [, m, d] = doc.date.split('-');
    fill(d!, 470, 50, 1, { width: 28, align: 'center' }); fill(m!, 498, 50, 2, { width: 28, align: 'center' }); fill(doc.date.slice(2, 4), 526, 50, 3, { width: 30, align: 'center' });
    fill(r.name, L + 62, 157, 4);
    fill(r.address, L + 62, 177, 5, { size: 8.5 });
    fill(cuitDashed(r.docNumber!), L + 62, 197, 6);
    if (doc.variant.order) fill(String(doc.variant.order), 378, 197, 7);
    if (r.condicionPrinted) {
      const k = boxes.findIndex(([, code]) => code === r.condicionIva);
      if (k >= 0) fill('X', L + 51 + k * 95, 219.5, 8, { size: 9 });
    }
    const ordered = String(doc.variant.ordered).split('|').map(Number);
    doc.lines.forEach((l, i) => {
      const y = top + head + i * rowH + 5;
      fill(quantity(ordered[i]!, 'ar'), L, y, 10 + i, { width: 52, align: 'center' });
      fill(quantity(l.quantity, 'ar'), L + 52, y, 30 + i, { width: 60, align: 'center' });
      fill(l.code ?? '', L + 118, y, 50 + i, { size: 8.5 });
      fill(l.description, L + 178, y, 70 + i, { size: 8.5 });
    });
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    fill(`${doc.variant.transport} - ${bultos} bultos`, L + 62, 707, 90, { size: 8.5 });
    pdf.restore();
  },
};
