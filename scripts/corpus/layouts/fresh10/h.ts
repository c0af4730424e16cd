import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, FONT, quantity, sayCondition, settle } from './common';

const W = 595.28, L = 44, R = W - 44;

/**
 * A small builder's quote (presupuesto de obra) typed into a form the owner designed in a word processor and printed
 * to PDF (pdfkit, DejaVu Serif and Sans Condensed): **every field has its value written on a rule and its caption
 * UNDER it in small type** (as a paper form), including the number, the date and the customer's data; works measured
 * in m² / m³ with decimals; net prices, "IVA 21 %" and the quote's total; validity and payment plan.
 */
export const fresh10HLayout: Layout = {
  id: 'fresh10-h',
  kind: 'invoice',
  title: 'fresh10 layout h',
  page: { size: 'A4' },
  scanStyle: 'steep-phone',
  issuer: (rng) => makeIssuer(rng, 'Construcciones Sierra Chica S.R.L.', 'Sierra Chica Obras'),
  template: (issuer) => ({
    id: 'u-sierrachica-presup',
    name: 'Presupuestos de obra Sierra Chica',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}) para trabajos de obra. Cada dato está escrito sobre una línea con su rótulo debajo. ` +
      'Precios netos de IVA 21 %. La referencia es el número de presupuesto.',
    catalog: 'works',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(120, 880);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'works', lineCount: [3, 7], receivers: ['company-ri', 'dni', 'monotributo', 'dni'], conditionPrinted: 0.75,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-h', templateId: template.id, issuer, reference: `${nro}/${today.slice(0, 4)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    for (const l of doc.lines) l.quantity = rng.int(40, 1800) / 10;
    settle(doc);
    doc.variant = {
      obra: rng.pick(['Vivienda unifamiliar', 'Ampliación de local comercial', 'Quincho y galería', 'Refacción de oficinas']),
      plazo: rng.pick([30, 45, 60, 90]), validez: rng.pick([10, 15, 20]), anticipo: rng.pick([30, 40, 50]),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 9.5).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    /** A value on a rule, its caption below. */
    const field = (value: string, caption: string, x: number, y: number, w: number) => {
      T(value, x + 2, y, { font: FONT.dejavuSerif, size: 10.5, width: w - 4 });
      pdf.lineWidth(0.5).strokeColor('#000000').moveTo(x, y + 15).lineTo(x + w, y + 15).stroke();
      T(caption, x, y + 17.5, { size: 6.5, color: '#555555' });
    };
    T(is.tradeName, L, 34, { font: FONT.dejavuSerif, size: 20 });
    T(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 60, { size: 8 });
    T(`${is.address}, ${is.city} · ${is.phone} · ${is.email}`, L, 71, { size: 8 });
    pdf.lineWidth(2).strokeColor('#7a4b1e').moveTo(L, 86).lineTo(R, 86).stroke();
    T('PRESUPUESTO', L, 98, { font: FONT.dejavuCondBold, size: 15, color: '#7a4b1e' });
    field(doc.reference, 'Presupuesto N°', R - 250, 96, 110);
    field(date(doc.date, 'dd/mm/yyyy'), 'Fecha', R - 125, 96, 125);
    let y = 140;
    field(r.name, 'Cliente / Comitente', L, y, 300);
    const num = r.docType && r.docNumber ? (r.docType === 'DNI' ? dotted(r.docNumber) : cuitDashed(r.docNumber)) : '';
    field(num, r.docType === 'DNI' ? 'DNI' : 'CUIT', L + 320, y, R - L - 320);
    y += 38;
    field(r.condicionPrinted ? r.condicionText : '', 'Condición frente al IVA', L, y, 200);
    field(r.address, 'Domicilio de la obra', L + 220, y, R - L - 220);
    y += 38;
    field(String(v.obra), 'Obra', L, y, 250);
    field(`${v.plazo} días corridos`, 'Plazo de ejecución', L + 270, y, 130);
    field(`${v.validez} días`, 'Validez de la oferta', L + 420, y, R - L - 420);
    y += 48;
    const cols: Array<[string, number, 'left' | 'right']> = [['Ítem', 30, 'right'], ['Descripción de los trabajos', 215, 'left'], ['Unidad', 42, 'left'], ['Cantidad', 52, 'right'],
      ['Precio unitario', 74, 'right'], ['Subtotal', 94.28, 'right']];
    pdf.rect(L, y, R - L, 18).fillColor('#f1e6d8').fill();
    let x = L;
    for (const [h, w, al] of cols) { T(h, x + 3, y + 5, { font: FONT.dejavuCondBold, size: 8, width: w - 6, align: al }); x += w; }
    y += 22;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavuCond).fontSize(9);
      const h = Math.max(14, pdf.heightOfString(l.description, { width: 209 }) + 4);
      const cells = [String(i + 1), l.description, l.unit.replace('m2', 'm²').replace('m3', 'm³'), quantity(l.quantity, 'ar', 2), a(l.unitPrice!), a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => { T(cells[c]!, x + 3, y, { size: 9, width: w - 6, align: al }); x += w; });
      y += h;
      pdf.lineWidth(0.3).strokeColor('#bbbbbb').moveTo(L, y - 2).lineTo(R, y - 2).stroke();
    });
    y += 10;
    const rows: Array<[string, string]> = [['Subtotal', a(t.subtotal)], ['IVA 21 %', a(t.byRate[0]!.vat)], ['Total del presupuesto $', a(t.total)]];
    rows.forEach(([h, val], k) => {
      const last = k === rows.length - 1;
      T(h, R - 300, y, { font: last ? FONT.dejavuCondBold : FONT.dejavuCond, size: last ? 11 : 9.5, width: 180, align: 'right' });
      T(val, R - 110, y, { font: last ? FONT.dejavuCondBold : FONT.dejavuCond, size: last ? 11 : 9.5, width: 110, align: 'right' });
      y += last ? 16 : 14;
    });
    y += 20;
    T('Condiciones', L, y, { font: FONT.dejavuCondBold, size: 9 });
    T(`Forma de pago: ${v.anticipo} % de anticipo a la firma y el saldo en certificados quincenales de avance. Los precios no incluyen IVA y se ` +
      `mantienen por ${v.validez} días desde la fecha; luego se ajustan por el índice de la Cámara Argentina de la Construcción. ` +
      `Fin estimado de obra: ${date(addDays(doc.date, Number(v.plazo) + 15), 'dd/mm/yyyy')}, sujeto a condiciones climáticas.`, L, y + 13, { size: 8.5, width: R - L });
    field('', 'Firma y aclaración del comitente', L, 760, 200);
    field(is.tradeName, 'Por la empresa', R - 200, 760, 200);
  },
};
