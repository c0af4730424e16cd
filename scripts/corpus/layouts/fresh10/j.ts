import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, FONT, GlyphPdf, pad, quantity, sayCondition } from './common';

const W = 595.28, H = 841.89, L = 38, R = W - 38;

/**
 * A sanitary-ware shop's "remito valorizado" with the priceList's prices (VAT included) printed, from a label and
 * form designer: GlyphPdf with **Type3 glyphs from Liberation Serif and Sans** and **every text object written in a
 * seeded random order** after the graphics (the designer's z-order), one object per printed line. Columns Cant. /
 * Código / Artículo / Precio c/IVA / Importe; the missing article (one document of three) is "s/cotizar" and the total
 * then says it is to be confirmed.
 */
export const fresh10JLayout: Layout = {
  id: 'fresh10-j',
  kind: 'remito',
  title: 'fresh10 layout j',
  page: { size: 'A4' },
  scanStyle: 'pencil-stamp',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios Río Dulce S.R.L.', 'Sanitarios Río Dulce'),
  template: (issuer) => ({
    id: 'u-riodulce-remitos-val',
    name: 'Remitos valorizados Sanitarios Río Dulce',
    instructions:
      `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}). Los precios impresos son los de la lista, con IVA 21 % incluido. ` +
      'La referencia es el número de remito.',
    catalog: 'plumbing',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 5), nro = rng.int(3000, 40000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'plumbing', lineCount: [4, 9], receivers: ['dni', 'company-ri', 'monotributo'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: true,
      },
      { layout: 'fresh10-j', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = { obra: rng.pick(['Retira en mostrador', 'Envío a obra', 'Envío a domicilio']), vendedor: rng.pick(['Marcos', 'Gisela', 'Damián']), presup: rng.int(1000, 9999) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const pdf = new GlyphPdf([W, H], { producer: 'FormDesigner PDF 2.3', creator: 'Mostrador — Remitos', title: `Remito ${doc.reference}` }, {
      R: { type3: FONT.serif }, B: { type3: FONT.serifBold }, S: { type3: FONT.sans }, SB: { type3: FONT.sansBold },
    }, `fresh10-j ${doc.reference}`);
    pdf.rect(L, 28, R - L, 84, { stroke: '#1c4e80', lineWidth: 1.2 });
    pdf.rect(L, 28, 210, 84, { fill: '#1c4e80' });
    pdf.text(is.tradeName, L + 10, 38, { font: 'B', size: 15, color: '#ffffff' });
    pdf.text('Sanitarios · Grifería · Agua y gas', L + 10, 60, { font: 'S', size: 8, color: '#ffffff' });
    pdf.text(is.address, L + 10, 76, { font: 'S', size: 7.5, color: '#ffffff' });
    pdf.text(is.city, L + 10, 86, { font: 'S', size: 7.5, color: '#ffffff' });
    pdf.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L + 10, 96, { font: 'S', size: 7.5, color: '#ffffff' });
    pdf.text('REMITO VALORIZADO', L + 225, 38, { font: 'SB', size: 13, color: '#1c4e80' });
    pdf.text('R — Cód. 91 — No válido como factura', L + 225, 56, { font: 'S', size: 8 });
    pdf.text(`Número: ${doc.reference}`, L + 225, 72, { font: 'SB', size: 10 });
    pdf.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, L + 225, 88, { font: 'S', size: 9.5 });
    pdf.text(`Presup. ${v.presup} · Vend. ${v.vendedor}`, R - 150, 88, { font: 'S', size: 8, width: 142, align: 'right' });
    let y = 124;
    pdf.text('Cliente', L, y, { font: 'SB', size: 8, color: '#1c4e80' });
    pdf.text(r.name, L + 60, y - 1, { font: 'B', size: 11 });
    y += 15;
    const num = r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : `CUIT ${cuitDashed(r.docNumber!)}`;
    pdf.text(`${num}${r.condicionPrinted ? ` — ${r.condicionText}` : ''}`, L + 60, y, { font: 'R', size: 9.5 });
    y += 13;
    pdf.text(`${v.obra}: ${r.address}`, L + 60, y, { font: 'R', size: 9.5 });
    y += 22;
    const cols: Array<[string, number, 'left' | 'right']> = [['Cant.', 40, 'right'], ['Código', 56, 'left'], ['Artículo', 245, 'left'], ['Precio c/IVA', 86, 'right'], ['Importe', 92.28, 'right']];
    pdf.rect(L, y, R - L, 16, { fill: '#dfe8f1' });
    let x = L;
    for (const [h, w, al] of cols) { pdf.text(h, x + 4, y + 4, { font: 'SB', size: 8, width: w - 8, align: al }); x += w; }
    y += 21;
    let sum = new Decimal(0);
    doc.lines.forEach((l) => {
      const lines = pdf.wrap(l.description, 237, 'R', 9.5);
      const imp = l.unitPrice === null ? null : round2(new Decimal(l.quantity).mul(l.unitPrice));
      if (imp) sum = sum.add(imp);
      const cells = [quantity(l.quantity, 'ar'), l.code ?? '', '', l.unitPrice === null ? 's/cotizar' : a(l.unitPrice), imp === null ? '—' : a(imp)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 2) lines.forEach((s, k) => pdf.text(s, x + 4, y + k * 11.5, { font: 'R', size: 9.5 }));
        else pdf.text(cells[c]!, x + 4, y, { font: c === 1 ? 'S' : 'R', size: 9.5, width: w - 8, align: al });
        x += w;
      });
      y += lines.length * 11.5 + 5;
      pdf.line(L, y - 3, R, y - 3, { color: '#c8d3de', width: 0.4 });
    });
    y += 8;
    const priced = doc.lines.every((l) => l.unitPrice !== null);
    pdf.rect(R - 250, y, 250, 22, { stroke: '#1c4e80', lineWidth: 1 });
    pdf.text(priced ? 'Total valorizado $' : 'Total valorizado: a confirmar', R - 244, y + 6, { font: 'SB', size: 10 });
    if (priced) pdf.text(a(sum), R - 110, y + 6, { font: 'SB', size: 10, width: 104, align: 'right' });
    y += 34;
    pdf.text('Precios con IVA incluido, según lista vigente. La factura se emite por separado.', L, y, { font: 'R', size: 8.5 });
    pdf.text(`Bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}`, L, y + 12, { font: 'R', size: 8.5 });
    pdf.line(L, H - 92, L + 190, H - 92, { width: 0.5 });
    pdf.text('Recibí conforme (firma y aclaración)', L, H - 88, { font: 'S', size: 7.5 });
    pdf.line(R - 190, H - 92, R, H - 92, { width: 0.5 });
    pdf.text('Entregó', R - 190, H - 88, { font: 'S', size: 7.5 });
    return pdf.bytes();
  },
};
