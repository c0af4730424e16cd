import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, sayCondition } from './common';

/**
 * A timber yard's remito from its Windows sales program (pdfkit, DejaVu Sans with Liberation Serif titles), on a
 * warm-toned form: a log-end logo drawn with rings, "REMITO" with the letter R and "Cód. 91", "N° Comp. 0003-00012345",
 * "Fecha 26/11/2026", abbreviated captions ("Sr./es:", "Cta. N°", "Dom.:", "Loc.:", "C.U.I.T.:", "Cond. IVA:",
 * "Cond. Vta.:"); a ruled table Cód. / Cant. (pzas) / Descripción / Pie² / Kg aprox. where the board feet and the
 * weight are the row's (not quantities of the truth); "Total piezas", "Total pie²", "Peso total aprox."; freight
 * strip (Flete, Chofer, Dominio); "Recibí conforme" box at the foot. No prices: the priceList (net, 21 %) values it;
 * one article missing from it in one document of three.
 */
const W = 595.28, H = 841.89, L = 36, R = W - 36;

/** Board feet of one piece from a description like 'Tirante de pino 2" x 4" x 3,05 m' (0 for sheets). */
function boardFeet(description: string): number {
  const m = /(\d+(?:\/\d+)?)" x (\d+)" x (\d+),(\d+) m/i.exec(description);
  if (!m) return 0;
  const t = m[1]!.includes('/') ? Number(m[1]!.split('/')[0]) / Number(m[1]!.split('/')[1]) : Number(m[1]);
  const feet = Number(`${m[3]}.${m[4]}`) / 0.3048;
  return (t * Number(m[2]) * feet) / 12;
}

export const fresh6DLayout: Layout = {
  id: 'fresh6-d',
  kind: 'remito',
  title: 'fresh6 layout d',
  page: { size: 'A4' },
  scanStyle: 'signed-stamped',
  issuer: (rng) => makeIssuer(rng, 'Maderera El Quebracho S.R.L.', 'Maderera El Quebracho'),
  template: (issuer) => ({
    id: 'q-remitos-elquebracho',
    name: 'Remitos Maderera El Quebracho',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Sr./es". La cantidad es la de piezas; los pies cuadrados y el peso no. ` +
      'Sin precios: valorizar con la lista de precios (netos, IVA 21 %). La referencia es el N° de comprobante.',
    catalog: 'timber',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'timber', lineCount: [3, 9], receivers: ['company-ri', 'monotributo', 'monotributo', 'dni'], conditionPrinted: 0.75,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 0,
      },
      { layout: 'fresh6-d', templateId: template.id, issuer, reference: `${pad(rng.int(2, 5), 4)}-${pad(rng.int(4000, 40000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = {
      account: String(rng.int(1000, 4999)),
      pay: rng.pick(['Cta. Cte.', 'Contado', 'Cta. Cte. 30 días']),
      driver: rng.pick(['R. Funes', 'C. Villalba', 'H. Ojeda']),
      plate: `${rng.pick(['AA', 'AB', 'AC'])} ${rng.int(100, 999)} ${rng.pick(['QR', 'TS', 'JK'])}`,
      freight: rng.pick(['Camión propio', 'Retira el cliente', 'Flete a cargo del cliente']),
      order: `NP ${rng.int(10000, 30000)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const brown = '#6b3f1d', tan = '#f4e7d3';
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavu).fontSize(o.size ?? 8).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // logo: the end of a log, rings
    for (const [rad, c] of [[22, '#b07a43'], [17, '#c99760'], [12, '#b07a43'], [7, '#d9ad78'], [3, brown]] as const) pdf.circle(L + 24, 46, rad).fill(c);
    T(is.tradeName, L + 56, 26, { font: FONT.serifBold, size: 17, color: brown });
    T('Maderas · Tirantería · Placas · Machimbres', L + 56, 46, { font: FONT.serifItalic, size: 9, color: brown });
    T(`${is.name} · ${is.address} · ${is.city}`, L + 56, 60, { size: 7, width: 232 });
    T(`Tel. ${is.phone} · ${is.email}`, L + 56, 80, { size: 7 });
    // letter box and voucher data
    const bx = 332;
    pdf.lineWidth(1).strokeColor(brown).rect(bx, 22, 30, 32).stroke();
    T('R', bx, 24, { font: FONT.dejavuBold, size: 19, width: 30, align: 'center' });
    T('Cód. 91', bx - 4, 57, { size: 6, width: 38, align: 'center' });
    T('REMITO', R - 150, 22, { font: FONT.serifBold, size: 16, width: 150, align: 'right', color: brown });
    T(`N° Comp. ${doc.reference}`, R - 170, 42, { font: FONT.dejavuBold, size: 9.5, width: 170, align: 'right' });
    T(`Fecha ${date(doc.date, 'dd/mm/yyyy')}`, R - 170, 56, { size: 8.5, width: 170, align: 'right' });
    T(`C.U.I.T. ${cuitDashed(is.cuit)} · IIBB ${is.iibb}`, R - 200, 68, { size: 7, width: 200, align: 'right' });
    T(`${is.condicionText} · Inicio act. ${is.activitySince}`, R - 200, 77, { size: 7, width: 200, align: 'right' });
    T('Documento no válido como factura', R - 200, 86, { size: 7, width: 200, align: 'right', color: brown });
    // customer
    pdf.rect(L, 100, R - L, 58).fill(tan);
    pdf.lineWidth(0.6).strokeColor(brown).rect(L, 100, R - L, 58).stroke();
    const cap = (c: string, val: string, x: number, y: number, w: number) => {
      T(c, x, y, { font: FONT.dejavuBold, size: 7.5, color: brown });
      pdf.font(FONT.dejavuBold).fontSize(7.5);
      const cw = pdf.widthOfString(c) + 4;
      T(val, x + cw, y, { size: 8, width: w - cw });
    };
    const [street, city] = r.address.split(' - ');
    const rx = L + 340;
    cap('Sr./es:', r.name, L + 8, 106, 320);
    cap('Cta. N°', String(v.account), rx, 106, R - rx - 6);
    cap('Dom.:', street ?? '', L + 8, 119, 320);
    cap(r.docType === 'DNI' ? 'D.N.I.:' : 'C.U.I.T.:', r.docNumber ? (r.docType === 'CUIT' ? cuitDashed(r.docNumber) : r.docNumber) : '', rx, 119, R - rx - 6);
    cap('Loc.:', city ?? '', L + 8, 132, 320);
    cap('Cond. IVA:', r.condicionPrinted ? r.condicionText : '', rx, 132, R - rx - 6);
    cap('Cond. Vta.:', String(v.pay), L + 8, 145, 320);
    cap('Nota de pedido:', String(v.order), rx, 145, R - rx - 6);
    // table
    const cols = [
      { h: 'Cód.', x: L, w: 48, a: 'left' as const },
      { h: 'Cant. (pzas)', x: L + 48, w: 66, a: 'right' as const },
      { h: 'Descripción', x: L + 114, w: 254, a: 'left' as const },
      { h: 'Pie²', x: L + 368, w: 70, a: 'right' as const },
      { h: 'Kg aprox.', x: L + 438, w: R - L - 438, a: 'right' as const },
    ];
    let y = 172;
    pdf.rect(L, y, R - L, 15).fill(brown);
    for (const c of cols) T(c.h, c.x + 4, y + 4, { font: FONT.dejavuBold, size: 7.5, width: c.w - 8, align: c.a, color: '#ffffff' });
    y += 15;
    const top = y;
    let pieces = 0, feetTotal = 0, kgTotal = 0;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavu).fontSize(8);
      const h = Math.max(10, pdf.heightOfString(l.description, { width: cols[2]!.w - 8 })) + 7;
      if (i % 2 === 1) pdf.rect(L, y, R - L, h).fill('#fbf5ec');
      const bf = boardFeet(l.description) * l.quantity;
      const kg = l.priceListMatch && /Fenólico|OSB/.test(l.priceListMatch) ? 26 * l.quantity : Math.max(1, Math.round(bf * 1.1 * 10) / 10);
      pieces += l.quantity; feetTotal += bf; kgTotal += kg;
      T(l.code ?? '', cols[0]!.x + 4, y + 4, { font: FONT.mono, size: 7.5 });
      T(String(l.quantity), cols[1]!.x + 4, y + 4, { font: FONT.dejavuBold, size: 8, width: cols[1]!.w - 8, align: 'right' });
      T(l.description, cols[2]!.x + 4, y + 4, { size: 8, width: cols[2]!.w - 8 });
      T(bf ? amount(bf, 'ar', 2) : '—', cols[3]!.x + 4, y + 4, { size: 8, width: cols[3]!.w - 8, align: 'right' });
      T(amount(kg, 'ar', 1), cols[4]!.x + 4, y + 4, { size: 8, width: cols[4]!.w - 8, align: 'right' });
      y += h;
    });
    const bottom = Math.max(y + 8, 520);
    pdf.lineWidth(0.6).strokeColor(brown).rect(L, top - 15, R - L, bottom - top + 15).stroke();
    for (const c of cols.slice(1)) pdf.moveTo(c.x, top - 15).lineTo(c.x, bottom).stroke();
    y = bottom + 8;
    T(`Total piezas: ${pieces}`, L, y, { font: FONT.dejavuBold, size: 8.5 });
    T(`Total pie²: ${amount(feetTotal, 'ar', 2)}`, L + 150, y, { size: 8.5 });
    T(`Peso total aprox.: ${amount(kgTotal, 'ar', 1)} kg`, L + 300, y, { size: 8.5 });
    y += 22;
    pdf.lineWidth(0.5).strokeColor(brown).rect(L, y, R - L, 26).stroke();
    T(`Flete: ${String(v.freight)}`, L + 8, y + 9, { size: 8 });
    T(`Chofer: ${String(v.driver)}`, L + 210, y + 9, { size: 8 });
    T(`Dominio: ${String(v.plate)}`, L + 360, y + 9, { size: 8 });
    // receipt block at the foot
    const fy = 690;
    pdf.lineWidth(0.6).strokeColor(brown).rect(L, fy, R - L, 86).stroke();
    T('RECIBÍ CONFORME la mercadería detallada, en buen estado.', L + 8, fy + 6, { font: FONT.dejavuBold, size: 8 });
    ['Firma', 'Aclaración', 'D.N.I.', 'Fecha y hora'].forEach((s, i) => {
      const x = L + 8 + i * 130;
      pdf.lineWidth(0.4).strokeColor('#555555').moveTo(x, fy + 62).lineTo(x + 115, fy + 62).stroke();
      T(s, x, fy + 66, { size: 7, width: 115, align: 'center' });
    });
    T('La madera es un producto natural: nudos, variaciones de color y de medidas dentro de las tolerancias no son motivo de reclamo.', L, fy + 94, { size: 6.5, color: '#555555', width: R - L });
    T('ORIGINAL: cliente · DUPLICADO: archivo', R - 200, H - 30, { size: 6.5, width: 200, align: 'right', color: '#555555' });
  },
};
