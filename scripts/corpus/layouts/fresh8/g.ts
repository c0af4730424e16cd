import Decimal from 'decimal.js';
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, quantity, sayCondition, settle } from './common';

const PAGE: [number, number] = [841.89, 595.28];
const HALF = PAGE[0] / 2;

async function render(doc: DocSpec): Promise<Buffer> {
  const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Remito ${doc.reference}`);
  pdf.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
  pdf.setCreator('PintuGest 2.3 - Remitos A5 x 2');
  pdf.setCreationDate(PINNED_DATE);
  pdf.setModificationDate(PINNED_DATE);
  const f = {
    h: await pdf.embedFont(StandardFonts.Helvetica), hb: await pdf.embedFont(StandardFonts.HelveticaBold), tb: await pdf.embedFont(StandardFonts.TimesRomanBold),
    ti: await pdf.embedFont(StandardFonts.TimesRomanItalic), c: await pdf.embedFont(StandardFonts.Courier),
  };
  const page: PDFPage = pdf.addPage(PAGE);
  const H = PAGE[1];
  const red = rgb(0.62, 0.1, 0.12), black = rgb(0, 0, 0);
  const text = (s: string, x: number, y: number, font: PDFFont, size: number, o: { align?: 'left' | 'right' | 'center'; width?: number; color?: ReturnType<typeof rgb> } = {}) => {
    const w = font.widthOfTextAtSize(s, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    page.drawText(s, { x: left, y: H - y - size * 0.72, size, font, color: o.color ?? black });
  };
  const rect = (x: number, y: number, w: number, h: number, o: { fill?: ReturnType<typeof rgb>; stroke?: ReturnType<typeof rgb>; width?: number } = {}) =>
    page.drawRectangle({ x, y: H - y - h, width: w, height: h, ...(o.fill ? { color: o.fill } : {}), ...(o.stroke ? { borderColor: o.stroke, borderWidth: o.width ?? 0.6 } : {}) });
  const line = (x1: number, y1: number, x2: number, y2: number, w = 0.5, color = red) => page.drawLine({ start: { x: x1, y: H - y1 }, end: { x: x2, y: H - y2 }, thickness: w, color });
  const wrap = (s: string, width: number, font: PDFFont, size: number) => {
    const out: string[] = [];
    let cur = '';
    for (const word of s.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && font.widthOfTextAtSize(next, size) > width) {
        out.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  };
  const a = (x: Decimal.Value) => amount(x, 'ar');
  for (const [copy, ox] of [['ORIGINAL', 0], ['DUPLICADO', HALF]] as const) {
    const L = ox + 30, R = ox + HALF - 16, W = R - L;
    // the copy's name, turned up the left edge
    page.drawText(`${copy} - ${copy === 'ORIGINAL' ? 'CLIENTE' : 'ARCHIVO'}`, { x: ox + 18, y: 200, size: 7, font: f.hb, color: red, rotate: degrees(90) });
    rect(L, 16, W, 96, { stroke: red, width: 0.9 });
    line(L + W / 2, 58, L + W / 2, 112, 0.9);
    rect(L + W / 2 - 18, 16, 36, 40, { stroke: red, fill: rgb(1, 1, 1), width: 0.9 });
    text('R', L + W / 2 - 18, 19, f.hb, 24, { width: 36, align: 'center', color: red });
    text('COD. 91', L + W / 2 - 18, 46, f.h, 5.5, { width: 36, align: 'center', color: red });
    text(is.tradeName.toUpperCase(), L + 6, 23, f.tb, 10.5, { color: red });
    text('Pinturas - Impermeabilizantes - Accesorios', L + 6, 38, f.ti, 7.5, { color: red });
    text(is.name, L + 6, 62, f.h, 6.5, { color: red });
    text(is.address, L + 6, 71, f.h, 6.5, { color: red });
    text(is.city, L + 6, 80, f.h, 6.5, { color: red });
    text(`Tel. ${is.phone}`, L + 6, 89, f.h, 6.5, { color: red });
    text('IVA RESPONSABLE INSCRIPTO', L + 6, 100, f.hb, 6.5, { color: red });
    const RX = L + W / 2 + 22;
    text('REMITO', RX, 22, f.hb, 13, { color: red });
    text(copy, R - 70, 24, f.hb, 7, { width: 66, align: 'right', color: red });
    text('N°', RX - 12, 62, f.hb, 8, { color: red });
    text(doc.reference, RX + 2, 61, f.c, 10);
    text('Fecha:', RX - 12, 76, f.hb, 7.5, { color: red });
    text(date(doc.date, 'dd/mm/yyyy'), RX + 22, 75, f.c, 9.5);
    text(`CUIT ${cuitDashed(is.cuit)}`, RX - 12, 89, f.h, 6.5, { color: red });
    text(`Ing. Brutos ${is.iibb} - Inicio Act. ${is.activitySince}`, RX - 12, 98, f.h, 6.5, { color: red });
    // customer
    rect(L, 116, W, 60, { stroke: red, width: 0.7 });
    const id = r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docType === 'DNI' ? dotted(r.docNumber!) : '';
    const rows: Array<[string, string, number, number]> = [
      ['Señor(es):', r.name, L + 6, 121], ['Domicilio:', r.address || '-', L + 6, 135],
      ['I.V.A.:', r.condicionPrinted ? r.condicionText : '', L + 6, 149], [r.docType === 'DNI' ? 'D.N.I.:' : 'C.U.I.T.:', id, L + W / 2 + 10, 149],
      ['Cond. de venta:', String(v.terms), L + 6, 163], ['Pedido:', String(v.order), L + W / 2 + 10, 163],
    ];
    for (const [cap, val, x, y] of rows) {
      text(cap, x, y + 1, f.h, 6.5, { color: red });
      text(val.length > 70 ? `${val.slice(0, 68)}…` : val, x + f.h.widthOfTextAtSize(cap, 6.5) + 4, y, f.c, 7.5);
    }
    // items
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['CANT.', 34, 'right'], ['CÓDIGO', 40, 'left'], ['DESCRIPCIÓN', 176, 'left'], ['P. UNIT.', 56, 'right'], ['IMPORTE', W - 306, 'right']];
    const top = 182, bottom = 498;
    rect(L, top, W, bottom - top, { stroke: red, width: 0.7 });
    rect(L, top, W, 13, { fill: rgb(0.97, 0.88, 0.88) });
    line(L, top + 13, R, top + 13, 0.7);
    let x = L;
    for (const [cap, w, al] of cols) {
      text(cap, x + 3, top + 3.5, f.hb, 6.5, { width: w - 6, align: al, color: red });
      x += w;
      if (x < R - 1) line(x, top, x, bottom, 0.5);
    }
    let y = top + 18;
    doc.lines.forEach((l, i) => {
      const desc = wrap(l.description, 170, f.c, 7);
      const amountCell = l.unitPrice === null ? '-------' : a(t ? t.lineAmounts[i]! : new Decimal(l.quantity).mul(l.unitPrice).toDecimalPlaces(2));
      const cells = [quantity(l.quantity, 'ar'), l.code ?? '', '', l.unitPrice === null ? 's/p' : a(l.unitPrice), amountCell];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 2) desc.forEach((d, j) => text(d, x + 3, y + j * 9, f.c, 7));
        else text(cells[c]!, x + 3, y, f.c, 7, { width: w - 6, align: al });
        x += w;
      });
      y += 9 * desc.length + 4;
    });
    rect(R - 150, bottom + 4, 150, 16, { stroke: red, width: 0.9 });
    text('TOTAL $', R - 146, bottom + 8.5, f.hb, 8, { color: red });
    text(t ? a(t.total) : '--------------', R - 90, bottom + 8, f.c, 9, { width: 86, align: 'right' });
    text(`Bultos: ${v.boxes}`, L, bottom + 8, f.h, 7);
    text('Precios con IVA incluido. No válido como factura.', L, bottom + 19, f.h, 6);
    line(L + 4, 548, L + 150, 548, 0.5, black);
    text('Recibí conforme (firma y aclaración)', L + 4, 551, f.h, 6, { color: red });
    text(`C.A.I. N° ${v.cai}   Fecha Vto.: ${v.caiDue}`, R - 200, 540, f.hb, 6.5, { width: 200, align: 'right', color: red });
    text(`Imp. Gráfica Sarmiento - Hab. Munic. 2214 - del ${String(v.from)} al ${String(v.to)}`, R - 240, 551, f.h, 5.5, { width: 240, align: 'right', color: red });
  }
  // the cut line between the two copies
  page.drawLine({ start: { x: HALF, y: 12 }, end: { x: HALF, y: H - 12 }, thickness: 0.4, color: rgb(0.5, 0.5, 0.5), dashArray: [3, 3] });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A paint shop's remito R printed by its counter program TWICE ON ONE LANDSCAPE A4 (two A5 copies side by side,
 * "ORIGINAL" at the left and "DUPLICADO" at the right, with a dashed cut line; pdf-lib, standard fonts): a red
 * pre-printed look (Times bold name, "R / COD. 91", "REMITO", CAI and the print shop's imprint "del … al …") and the
 * fill-in in Courier; the copy's name TURNED 90° up the left edge of each half; "Señor(es):", "Domicilio:", "I.V.A.:",
 * "C.U.I.T.:"/"D.N.I.:", "Cond. de venta:", "Pedido:"; CANT. / CÓDIGO / DESCRIPCIÓN / P. UNIT. / IMPORTE at the
 * priceList prices (VAT included); the article missing from the priceList (one document of three, the third) shows
 * "s/p" and no amount, and then the total is blank; "TOTAL $", "Bultos". The truth lists the items once.
 */
export const fresh8GLayout: Layout = {
  id: 'fresh8-g',
  kind: 'remito',
  title: 'fresh8 layout g',
  page: { size: PAGE },
  scanStyle: 'clipboard-shadow',
  issuer: (rng) => makeIssuer(rng, 'Pinturerías La Calandria S.R.L.', 'Pinturería La Calandria'),
  template: (issuer) => ({
    id: 's-remitos-pintureria-calandria',
    name: 'Remitos Pinturería La Calandria',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos dos veces por hoja (original y duplicado: los artículos van una sola vez). ` +
      'El cliente es "Señor(es)". Precios de lista con IVA incluido. La referencia es el número de remito.',
    catalog: 'paint',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(1200, 9800);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'paint', lineCount: [2, 8], receivers: ['dni', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 2, templatePricesIncludeIva: true,
      },
      { layout: 'fresh8-g', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    const block = Math.floor(nro / 1000) * 1000;
    doc.variant = {
      terms: rng.pick(['Contado', 'Cta. Cte.', 'Tarjeta']), order: `${rng.int(10000, 99999)}`, boxes: rng.int(1, 5), cai: rng.digits(14),
      caiDue: `${pad(rng.int(1, 28), 2)}/${pad(rng.int(1, 12), 2)}/2027`, from: `${pad(pv, 4)}-${pad(block + 1, 8)}`, to: `${pad(pv, 4)}-${pad(block + 1000, 8)}`,
    };
    return doc;
  },
  render,
};
