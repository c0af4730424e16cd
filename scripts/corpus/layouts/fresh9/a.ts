import type Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, FONT, pad, receiverNo, sayCondition, settle, vatContained } from './common';

const W = 595.28, L = 38, R = W - 38;

function T(pdf: PDFKit.PDFDocument, s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}): void {
  pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
  pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
}

function cell(pdf: PDFKit.PDFDocument, caption: string, value: string, x: number, y: number, w: number, h: number): void {
  pdf.lineWidth(0.5).strokeColor('#000000').rect(x, y, w, h).stroke();
  T(pdf, caption, x + 3, y + 2, { size: 6.2, color: '#333333' });
  T(pdf, value, x + 3, y + 10, { font: FONT.narrowBold, size: 8.8, width: w - 6 });
}

function sheet(pdf: PDFKit.PDFDocument, doc: DocSpec, copy: string): void {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
  const A = v.letter === 'A';
  const money = (x: Decimal.Value) => amount(x, 'ar');
  // header: three boxes, the letter in the middle one
  pdf.lineWidth(0.9).rect(L, 36, R - L, 118).stroke();
  pdf.moveTo(W / 2, 70).lineTo(W / 2, 154).stroke();
  pdf.rect(W / 2 - 24, 36, 48, 40).fillAndStroke('#ffffff', '#000000');
  T(pdf, String(v.letter), W / 2 - 24, 38, { font: FONT.sansBold, size: 26, width: 48, align: 'center' });
  T(pdf, `Cód. N° ${A ? '01' : '06'}`, W / 2 - 24, 67, { size: 6, width: 48, align: 'center' });
  T(pdf, copy, R - 120, 40, { font: FONT.sansBold, size: 9, width: 114, align: 'right' });
  T(pdf, is.tradeName.toUpperCase(), L + 8, 46, { font: FONT.serifBold, size: 15, width: W / 2 - L - 36 });
  T(pdf, is.name, L + 8, 78, { size: 8.5 });
  T(pdf, `${is.address} - ${is.city}`, L + 8, 90, { size: 8, width: W / 2 - L - 16 });
  T(pdf, `Tel. ${is.phone}  ·  ${is.email}`, L + 8, 114, { size: 7.5 });
  T(pdf, `I.V.A. ${is.condicionText.replace(/^(IVA|I\.V\.A\.) /, '')}`, L + 8, 126, { font: FONT.narrowBold, size: 8 });
  T(pdf, 'FACTURA', W / 2 + 40, 44, { font: FONT.sansBold, size: 16 });
  T(pdf, `Nro. Comprobante:  ${pad(v.pv as number, 4)} - ${pad(v.nro as number, 8)}`, W / 2 + 12, 82, { font: FONT.narrowBold, size: 10 });
  T(pdf, `Fecha:  ${date(doc.date, 'dd/mm/yyyy')}`, W / 2 + 12, 97, { font: FONT.narrowBold, size: 10 });
  T(pdf, `C.U.I.T.: ${cuitDashed(is.cuit)}`, W / 2 + 12, 116, { size: 8 });
  T(pdf, `Ing. Brutos C.M.: ${is.iibb}`, W / 2 + 12, 127, { size: 8 });
  T(pdf, `Inicio de Actividades: ${is.activitySince}`, W / 2 + 12, 138, { size: 8 });
  // the customer: a two-column grid of captioned cells
  const gy = 160, half = (R - L) / 2;
  cell(pdf, 'Razón social / Apellido y nombre', r.name, L, gy, half, 24);
  cell(pdf, r.docType === 'DNI' ? 'Documento (DNI)' : 'C.U.I.T.', receiverNo(doc, cuitDashed, dotted) || '—', L + half, gy, half / 2, 24);
  cell(pdf, 'Cta. Cte. N°', String(v.account), L + half * 1.5, gy, half / 2, 24);
  cell(pdf, 'Domicilio', r.address || '—', L, gy + 24, half, 24);
  cell(pdf, 'Cond. frente al I.V.A.', r.condicionPrinted ? r.condicionText : '', L + half, gy + 24, half / 2, 24);
  cell(pdf, 'Cond. de venta', String(v.sale), L + half * 1.5, gy + 24, half / 2, 24);
  cell(pdf, 'Remito(s) N°', String(v.remito), L, gy + 48, half, 24);
  cell(pdf, 'Vendedor', String(v.seller), L + half, gy + 48, half, 24);
  // the grid: quantity first, the article code in the last column
  const cols = [
    { h: 'Cantidad', w: 52, a: 'right' as const }, { h: 'Descripción', w: A ? 228 : 270, a: 'left' as const },
    { h: A ? 'Precio Unit.' : 'P. Unit. c/IVA', w: 70, a: 'right' as const }, ...(A ? [{ h: 'Alíc.', w: 36, a: 'right' as const }] : []),
    { h: 'Importe', w: 72, a: 'right' as const }, { h: 'Cód.', w: R - L - (A ? 458 : 464), a: 'left' as const },
  ];
  let y = gy + 80;
  pdf.rect(L, y, R - L, 16).fillAndStroke('#d9d9d9', '#000000');
  let x = L;
  for (const c of cols) {
    T(pdf, c.h, x + 3, y + 4, { font: FONT.narrowBold, size: 8, width: c.w - 6, align: c.a });
    x += c.w;
  }
  y += 16;
  const top = y;
  doc.lines.forEach((l, i) => {
    const values = [String(l.quantity).replace('.', ','), l.description, money(l.unitPrice!), ...(A ? [`${String(l.ivaRate).replace('.', ',')}%`] : []), money(t.lineAmounts[i]!), l.code ?? ''];
    pdf.font(FONT.narrow).fontSize(8.5);
    const h = Math.max(...values.map((s, k) => pdf.heightOfString(s, { width: cols[k]!.w - 6 }))) + 5;
    let cx = L;
    cols.forEach((c, k) => {
      T(pdf, values[k]!, cx + 3, y + 3, { size: 8.5, width: c.w - 6, align: c.a });
      cx += c.w;
    });
    y += h;
    pdf.lineWidth(0.3).strokeColor('#888888').moveTo(L, y).lineTo(R, y).stroke();
  });
  // column rules down to the foot of the grid, as a pre-printed form
  const bottom = 640;
  pdf.lineWidth(0.7).strokeColor('#000000').rect(L, top, R - L, bottom - top).stroke();
  x = L;
  for (const c of cols.slice(0, -1)) {
    x += c.w;
    pdf.moveTo(x, top - 16).lineTo(x, bottom).stroke();
  }
  // totals strip
  const rows: Array<[string, string]> = A
    ? [['Subtotal', money(t.subtotal)], ['Neto Gravado', money(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${String(b.rate).replace('.', ',')} %`, money(b.vat)]), ['Percep. IIBB', '0,00']]
    : [['Subtotal', money(t.subtotal)], ['Bonificación', '0,00']];
  const sw = (R - L - 110) / rows.length;
  rows.forEach(([k, val], i) => {
    cell(pdf, k, val, L + i * sw, bottom + 6, sw, 26);
  });
  pdf.lineWidth(1.2).rect(R - 110, bottom + 6, 110, 26).stroke();
  T(pdf, 'TOTAL $', R - 107, bottom + 8, { size: 6.5 });
  T(pdf, money(t.total), R - 107, bottom + 15, { font: FONT.sansBold, size: 11, width: 104, align: 'right' });
  if (!A) T(pdf, `Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido: $ ${money(vatContained(t.total, 21))}`, L, bottom + 38, { size: 7.5 });
  T(pdf, `C.A.E. N° ${v.cae}      Vto. C.A.E.: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 770, { font: FONT.narrowBold, size: 9 });
  T(pdf, `Sistema de gestión comercial · ${copy}`, L, 790, { size: 6.5, color: '#555555' });
}

/** fresh9 layout a (see LAYOUTS.md). */
export const fresh9ALayout: Layout = {
  id: 'fresh9-a',
  kind: 'invoice',
  title: 'fresh9 layout a',
  page: { size: 'A4' },
  scanStyle: 'fold-crease',
  repeatsVoucherPages: true,
  issuer: (rng) => makeIssuer(rng, 'Repuestos Automotor Sierra Chica S.R.L.', 'Repuestos Sierra Chica'),
  template: (issuer) => ({
    id: 't-facturas-sierrachica',
    name: 'Facturas Repuestos Sierra Chica',
    instructions: `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), emisor. Precios netos en las A, finales en las B. Referencia: punto de venta y número.`,
    catalog: 'auto',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(2, 9), nro = rng.int(1200, 48000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'auto', lineCount: [3, 9], receivers: index % 3 === 1 ? (['monotributo', 'dni'] as const) : (['company-ri', 'company-ri', 'monotributo'] as const),
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh9-a', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Resp. Monotributo' });
    settle(doc);
    doc.variant = {
      letter: doc.pricesIncludeIva ? 'B' : 'A', pv, nro, cae: `7${rng.digits(13)}`, account: rng.int(100, 4999),
      sale: rng.pick(['Cta. Cte. 30 días', 'Contado', 'Cta. Cte. 15 días', 'Tarjeta']), remito: `${pad(pv, 4)}-${pad(rng.int(100, 9999), 8)}`,
      seller: rng.pick(['03 - Ojeda', '07 - Funes', '11 - Arias']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    sheet(pdf, doc, 'ORIGINAL');
    pdf.addPage({ size: 'A4', margin: 0 });
    sheet(pdf, doc, 'DUPLICADO');
  },
};
