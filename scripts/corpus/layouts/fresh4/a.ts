import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, idOf, outlineText, outlineWidth, quantity, sayCondition, vatContained } from './common';

/**
 * An agricultural supplies dealer's factura A or B whose template was drawn in a vector design program and exported
 * with "convert text to curves": every letter is a filled path, so the PDF has NO text layer at all (a reader must
 * OCR it although it came out of software). pdfkit, glyph outlines of DejaVu Sans taken with fontkit. A green side
 * band, "Fecha 26.11.2026", "Nº 0007 - 00003214" (spaces around the dash), customer as "Señores" / "Identificación" /
 * "Cond. frente al IVA"; Cant. / Artículo / P. unitario / Alic. / Subtotal. A: net prices, "Neto gravado",
 * "IVA 10,5 %", "IVA 21 %", "TOTAL"; B: final prices, "IVA contenido". Agro catalog (VAT 10.5 and 21).
 */
const W = 595.28, L = 58, R = 560;
const F = { reg: FONT.dejavu, bold: FONT.dejavuBold, cond: FONT.dejavuCond };

export const fresh4ALayout: Layout = {
  id: 'fresh4-a',
  kind: 'invoice',
  title: 'fresh4 layout a',
  page: { size: 'A4' },
  scanStyle: 'tinted-stamp',
  noTextLayer: true,
  issuer: (rng) => makeIssuer(rng, 'Agroinsumos El Mangrullo S.R.L.', 'EL MANGRULLO Agroinsumos'),
  template: (issuer) => ({
    id: 'n-factura-mangrullo',
    name: 'Facturas Agroinsumos El Mangrullo',
    instructions:
      `Facturas de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Señores". Factura A con precios netos más IVA ` +
      '(10,5 % o 21 % por artículo) o factura B con precios finales. La referencia es el número de comprobante.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'agro', lineCount: [2, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'company-exento'],
        conditionPrinted: 0.85, mixedVat: true, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], fractionalQuantities: true,
      },
      { layout: 'fresh4-a', templateId: template.id, issuer, reference: `${pad(rng.int(5, 9), 4)}-${pad(rng.int(1000, 9000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B',
      due: addDays(doc.date, rng.pick([15, 30, 60])),
      sale: rng.pick(['Cuenta corriente', 'Contado', 'Cheque diferido 30 días']),
      campaign: rng.pick(['Campaña 2026/27', 'Campaña fina 2026', 'Campaña gruesa 2026/27']),
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    // the design program's export carries no title with the number
    (pdf.info as Record<string, unknown>).Title = 'factura_modelo_final.cdr';
    (pdf.info as Record<string, unknown>).Producer = 'Corel PDF Engine Version 24.1';
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const A = v.letter === 'A';
    const tx = (s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; align?: 'left' | 'right' | 'center'; width?: number } = {}) =>
      outlineText(pdf, s, x, y, { font: o.font ?? F.reg, size: o.size ?? 9, color: o.color ?? '#1c1917', ...(o.align ? { align: o.align, width: o.width ?? 0 } : {}) });
    const green = '#3f6212';
    pdf.rect(0, 0, 34, 841.89).fill(green);
    pdf.rect(34, 0, 6, 841.89).fill('#a3e635');
    // letterhead
    pdf.circle(L + 26, 62, 26).fill('#ecfccb');
    tx('M', L + 12, 46, { font: F.bold, size: 26, color: green });
    tx(is.tradeName, L + 62, 38, { font: F.bold, size: 15, color: green });
    tx(is.name, L + 62, 58, { size: 9 });
    tx(`${is.address} · ${is.city}`, L + 62, 71, { size: 8 });
    tx(`${is.phone} · ${is.email}`, L + 62, 82, { size: 8 });
    // voucher box
    pdf.roundedRect(R - 180, 30, 180, 92, 6).lineWidth(1).stroke(green);
    pdf.rect(R - 112, 30, 44, 36).fill(green);
    tx(String(v.letter), R - 112, 33, { font: F.bold, size: 24, color: '#ffffff', align: 'center', width: 44 });
    tx(A ? 'Cód. 01' : 'Cód. 06', R - 112, 56, { size: 6, color: '#ffffff', align: 'center', width: 44 });
    tx('FACTURA', R - 175, 72, { font: F.bold, size: 13, color: green });
    tx(`Nº ${doc.reference.replace('-', ' - ')}`, R - 175, 90, { font: F.bold, size: 10 });
    tx(`Fecha ${date(doc.date, 'dd.mm.yyyy')}`, R - 175, 105, { size: 9 });
    tx(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · Ing. Brutos ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 132, { size: 7, color: '#57534e' });
    pdf.moveTo(L, 146).lineTo(R, 146).lineWidth(0.8).stroke(green);
    // customer
    let y = 156;
    const row = (cap: string, val: string, x: number, yy: number) => {
      tx(cap, x, yy, { size: 7.5, color: green });
      tx(val, x + 96, yy - 1, { size: 9.5 });
    };
    row('Señores', r.name, L, y);
    y += 16;
    const id = idOf(doc);
    const more: Array<[string, string]> = [['Identificación', id], ['Cond. frente al IVA', r.condicionPrinted ? r.condicionText : ''], ['Domicilio', r.address]];
    for (const [cap, val] of more) {
      if (!val) continue;
      row(cap, val, L, y);
      y += 16;
    }
    row('Cond. de venta', `${v.sale} · Vence ${date(String(v.due), 'dd.mm.yyyy')} · ${v.campaign}`, L, y);
    y += 26;
    // table
    const cols = [
      { h: 'Cant.', x: L, w: 44, a: 'right' as const },
      { h: 'Artículo', x: L + 54, w: 236, a: 'left' as const },
      { h: A ? 'P. unitario' : 'P. unit. final', x: L + 292, w: 76, a: 'right' as const },
      { h: 'Alic.', x: L + 370, w: 40, a: 'right' as const },
      { h: 'Subtotal', x: L + 412, w: R - L - 412, a: 'right' as const },
    ];
    pdf.rect(L, y, R - L, 18).fill('#ecfccb');
    for (const c of cols) tx(c.h, c.x, y + 4.5, { font: F.bold, size: 8.5, color: green, align: c.a, width: c.w });
    y += 24;
    doc.lines.forEach((l, i) => {
      tx(quantity(l.quantity, 'ar'), cols[0]!.x, y, { align: 'right', width: cols[0]!.w });
      tx(l.description, cols[1]!.x, y, { font: F.cond, size: 8.5 });
      tx(amount(l.unitPrice!, 'ar'), cols[2]!.x, y, { align: 'right', width: cols[2]!.w });
      tx(`${amount(l.ivaRate, 'ar', 1)}%`, cols[3]!.x, y, { align: 'right', width: cols[3]!.w });
      tx(amount(t.lineAmounts[i]!, 'ar'), cols[4]!.x, y, { align: 'right', width: cols[4]!.w });
      y += 17;
      pdf.moveTo(L, y - 4).lineTo(R, y - 4).lineWidth(0.3).stroke('#d9f99d');
    });
    // totals
    y = Math.max(y + 16, 560);
    const tot = (cap: string, val: string, bold = false) => {
      tx(cap, R - 250, y, { font: bold ? F.bold : F.reg, size: bold ? 12 : 9, align: 'right', width: 150 });
      tx(val, R - 96, y, { font: bold ? F.bold : F.reg, size: bold ? 12 : 9, align: 'right', width: 96 });
      y += bold ? 22 : 15;
    };
    if (A) {
      tot('Neto gravado $', amount(t.subtotal, 'ar'));
      for (const b of t.byRate) tot(`IVA ${amount(b.rate, 'ar', 1)} % $`, amount(b.vat, 'ar'));
    }
    pdf.moveTo(R - 230, y - 3).lineTo(R, y - 3).lineWidth(1).stroke(green);
    y += 3;
    tot('TOTAL $', amount(t.total, 'ar'), true);
    if (!A) {
      const contained = doc.lines.reduce((a, l, i) => a.add(vatContained(t.lineAmounts[i]!, l.ivaRate)), new Decimal(0));
      tx('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y, { size: 7.5, color: '#57534e' });
      tx(`IVA contenido $ ${amount(contained, 'ar')}`, L, y + 11, { size: 7.5, color: '#57534e' });
    }
    // foot
    const fy = 760;
    pdf.moveTo(L, fy).lineTo(R, fy).lineWidth(0.5).stroke('#a8a29e');
    tx(`CAE Nº ${v.cae}`, L, fy + 8, { font: F.bold, size: 8 });
    tx(`Vto. CAE ${date(addDays(doc.date, 10), 'dd.mm.yyyy')}`, L + 170, fy + 8, { size: 8 });
    tx('Comprobante autorizado', R - outlineWidth('Comprobante autorizado', F.reg, 8), fy + 8, { size: 8 });
    tx('Semillas fiscalizadas · Asesoramiento agronómico sin cargo · Entregas en campo', L, fy + 24, { size: 7, color: '#78716c' });
  },
};
