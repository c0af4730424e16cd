import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, pad, sayCondition, settle } from './common';

const W = 595.28, L = 44, R = W - 44;

function T(pdf: PDFKit.PDFDocument, s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}): void {
  pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
  pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
}

/** fresh9 layout i (see LAYOUTS.md). */
export const fresh9ILayout: Layout = {
  id: 'fresh9-i',
  kind: 'remito',
  title: 'fresh9 layout i',
  page: { size: 'A4' },
  scanStyle: 'coffee-ring',
  issuer: (rng) => makeIssuer(rng, 'Pinturerías El Mangrullo S.R.L.', 'Pinturerías El Mangrullo'),
  template: (issuer) => ({
    id: 't-remitosval-elmangrullo',
    name: 'Remitos valorizados Pinturerías El Mangrullo',
    instructions: `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}) a pintores y empresas. Precios de lista con IVA incluido.`,
    catalog: 'paint',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 6), nro = rng.int(700, 22000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'paint', lineCount: [3, 8], receivers: ['monotributo', 'company-ri', 'dni'], conditionPrinted: 0.8, mixedVat: false,
        pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: true,
      },
      { layout: 'fresh9-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { client: rng.int(100, 3999), work: rng.pick(['Obra Barrio Los Ceibos', 'Consorcio Mitre 1450', 'Retira en mostrador', 'Obra Av. Colón 3120']), seller: rng.pick(['Marcos', 'Julieta', 'Pablo']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals, v = doc.variant;
    const $ = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    // letterhead left, the customer as a grid of captioned pairs at the right
    T(pdf, is.tradeName, L, 40, { font: FONT.dejavuCondBold, size: 16, color: '#8a1c1c' });
    T(pdf, is.name, L, 62, { size: 8.5 });
    T(pdf, is.address, L, 73, { size: 8.5 });
    T(pdf, is.city, L, 84, { size: 8.5 });
    T(pdf, `CUIT ${cuitDashed(is.cuit)}  ·  IIBB ${is.iibb}`, L, 95, { size: 8 });
    T(pdf, is.condicionText, L, 106, { size: 8 });
    const gx = 300;
    const pairs: Array<[string, string]> = [
      ['Cliente', r.name], ['N° cliente', String(v.client)], [r.docType === 'DNI' ? 'DNI' : 'CUIT', r.docNumber ? (r.docType === 'DNI' ? r.docNumber : cuitDashed(r.docNumber)) : '—'],
      ['Cond. IVA', r.condicionPrinted ? r.condicionText : ''], ['Entregar en', String(v.work)], ['Vendedor', String(v.seller)],
    ];
    pdf.lineWidth(0.5).strokeColor('#8a1c1c').roundedRect(gx - 6, 36, R - gx + 6, 84, 4).stroke();
    pairs.forEach(([k, val], i) => {
      T(pdf, k, gx, 42 + i * 13, { size: 7.5, color: '#8a1c1c' });
      T(pdf, val, gx + 62, 42 + i * 13, { size: 8.5, width: R - gx - 66 });
    });
    pdf.rect(L, 132, R - L, 30).fill('#8a1c1c');
    T(pdf, 'REMITO VALORIZADO', L + 10, 141, { font: FONT.dejavuCondBold, size: 12, color: '#ffffff' });
    T(pdf, `Nº ${doc.reference}   ·   ${date(doc.date, 'dd/mm/yyyy')}`, R - 260, 142, { font: FONT.dejavuCondBold, size: 10.5, color: '#ffffff', width: 250, align: 'right' });
    T(pdf, 'No válido como factura · R cód. 91', L, 168, { size: 7.5, color: '#555555' });
    // no rules between rows: the amount first, the description, quantity and price after it
    const cols = [{ h: 'Importe', x: L, w: 80, a: 'right' as const }, { h: 'Artículo', x: L + 96, w: 250, a: 'left' as const }, { h: 'Cant.', x: L + 350, w: 40, a: 'right' as const },
      { h: 'Precio c/IVA', x: L + 400, w: 70, a: 'right' as const }];
    let y = 190;
    for (const c of cols) T(pdf, c.h, c.x, y, { font: FONT.dejavuCondBold, size: 8.5, width: c.w, align: c.a });
    pdf.lineWidth(0.8).strokeColor('#000000').moveTo(L, y + 13).lineTo(R, y + 13).stroke();
    y += 20;
    doc.lines.forEach((l, i) => {
      const cells = [t ? $(t.lineAmounts[i]!) : l.unitPrice ? $(l.unitPrice.mul(l.quantity)) : 'a cotizar', l.description, String(l.quantity).replace('.', ','), l.unitPrice ? $(l.unitPrice) : 's/precio'];
      pdf.font(FONT.dejavuCond).fontSize(9);
      const h = pdf.heightOfString(l.description, { width: 250 });
      cols.forEach((c, k) => T(pdf, cells[k]!, c.x, y, { size: 9, width: c.w, align: c.a }));
      y += h + 6;
    });
    pdf.lineWidth(0.8).moveTo(L, y).lineTo(R, y).stroke();
    if (t) {
      T(pdf, 'Total valorizado (IVA incluido)', L + 250, y + 10, { font: FONT.dejavuCondBold, size: 10 });
      T(pdf, $(t.total), R - 120, y + 10, { font: FONT.dejavuCondBold, size: 10, width: 120, align: 'right' });
    } else {
      T(pdf, 'Total: se informará al facturar (hay artículos sin precio de lista)', L + 150, y + 10, { size: 9 });
    }
    T(pdf, 'Los precios son los de lista vigentes a la fecha de entrega y se facturarán con el remito.', L, y + 34, { size: 7.5, color: '#555555' });
    pdf.lineWidth(0.5).moveTo(L, 740).lineTo(L + 170, 740).stroke();
    pdf.moveTo(R - 170, 740).lineTo(R, 740).stroke();
    T(pdf, 'Entregó', L, 745, { size: 7.5, width: 170, align: 'center' });
    T(pdf, 'Recibí conforme (firma y aclaración)', R - 170, 745, { size: 7.5, width: 170, align: 'center' });
  },
};
