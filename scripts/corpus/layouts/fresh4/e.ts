import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, FONT, jitter, sayCondition, settle } from './common';

/**
 * An electrical wholesaler's delivery to a branch of a chain (pdfkit, DejaVu Sans Condensed): the customer is named
 * in the body ONLY by its CUIT and a branch code ("Entregar en: CUIT 30-… · Sucursal 0042 · Boca 3"); its name
 * appears only inside the receiving branch's rubber stamp pressed at the bottom over the signature (violet, tilted,
 * double frame, upper case, with the branch and a "RECIBIDO" date), so the truth's name is the stamp's, in upper
 * case. "Nº 0012-00045678", "Fecha 26/11/26", the chain's purchase order, Ítem / Artículo / Descripción / U.M. /
 * Cantidad. One article missing from the priceList in one document of three.
 */
const L = 40, R = 555;

export const fresh4ELayout: Layout = {
  id: 'fresh4-e',
  kind: 'remito',
  title: 'fresh4 layout e',
  page: { size: 'A4' },
  scanStyle: 'tinted-stamp',
  issuer: (rng) => makeIssuer(rng, 'Electro Mayorista Paso de los Libres S.A.', 'EMPL Electro Mayorista'),
  template: (issuer) => ({
    id: 'n-remito-empl',
    name: 'Remitos EMPL Electro Mayorista',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a sucursales de cadenas. El cliente se identifica por su CUIT; ` +
      'su nombre figura en el sello de recepción. Sin precios: valorizar con la lista (netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'electrical', lineCount: [3, 9], receivers: ['company-ri'], conditionPrinted: 0.5,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh4-e', templateId: template.id, issuer, reference: `${pad(rng.int(10, 14), 4)}-${pad(rng.int(30000, 90000), 8)}`, variant: {}, today },
    );
    // the stamp is cut in capitals: the name as printed is upper case
    doc.receiver.name = doc.receiver.name.toUpperCase();
    sayCondition(doc, { 1: 'IVA RI', 4: 'IVA EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    settle(doc);
    doc.variant = {
      branch: pad(rng.int(2, 180), 4),
      dock: rng.int(1, 6),
      slot: `${pad(rng.int(6, 10), 2)}:${rng.pick(['00', '30'])}`,
      oc: `${rng.int(4500000000, 4599999999)}`,
      stampDay: rng.int(0, 1),
      tilt: rng.range(-14, -5),
      stampX: rng.range(0, 40),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const s = (text: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? FONT.dejavuCondBold : FONT.dejavuCond).fontSize(o.size ?? 9).fillColor(o.color ?? '#1e293b');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
    };
    // header band
    pdf.rect(L, 32, R - L, 4).fill('#ea580c');
    s(is.tradeName, L, 46, { bold: true, size: 17 });
    s(is.name, L, 67, { size: 8.5 });
    s(`${is.address}, ${is.city} — ${is.phone}`, L, 78, { size: 7.5 });
    s(`C.U.I.T. ${cuitDashed(is.cuit)} — ${is.condicionText} — I.B. ${is.iibb} — Inicio act. ${is.activitySince}`, L, 88, { size: 7 });
    pdf.roundedRect(R - 168, 44, 168, 48, 4).lineWidth(0.8).stroke('#ea580c');
    s('REMITO', R - 160, 48, { bold: true, size: 13 });
    s(`Nº ${doc.reference}`, R - 160, 64, { bold: true, size: 11 });
    s(`Fecha ${date(doc.date, 'dd/mm/yyyy').replace(/\/20(\d\d)$/, '/$1')}`, R - 160, 79, { size: 9 });
    s('No válido como factura', R - 72, 50, { size: 6.5, color: '#9a3412' });
    // delivery block: CUIT and branch only
    let y = 108;
    pdf.rect(L, y, R - L, 50).fill('#fff7ed');
    s('ENTREGAR EN', L + 8, y + 6, { bold: true, size: 7.5, color: '#9a3412' });
    s(`CUIT ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? `  (${r.condicionText})` : ''}   ·   Sucursal ${v.branch}   ·   Boca ${v.dock}   ·   Turno ${v.slot} h`, L + 8, y + 18, { bold: true, size: 10 });
    s(`Dirección de la sucursal: ${r.address}`, L + 8, y + 34, { size: 8.5 });
    s(`O.C. cliente ${v.oc}`, R - 150, y + 6, { size: 8, width: 142, align: 'right' });
    y += 64;
    const cols = [
      { h: 'Ítem', x: L, w: 28, a: 'right' as const },
      { h: 'Artículo', x: L + 34, w: 56, a: 'left' as const },
      { h: 'Descripción', x: L + 94, w: 300, a: 'left' as const },
      { h: 'U.M.', x: L + 398, w: 40, a: 'center' as const },
      { h: 'Cantidad', x: L + 442, w: R - L - 442, a: 'right' as const },
    ];
    pdf.moveTo(L, y).lineTo(R, y).lineWidth(0.8).stroke('#1e293b');
    for (const c of cols) s(c.h, c.x, y + 4, { bold: true, size: 8.5, width: c.w, align: c.a });
    y += 18;
    pdf.moveTo(L, y - 2).lineTo(R, y - 2).lineWidth(0.8).stroke('#1e293b');
    doc.lines.forEach((l, i) => {
      if (i % 2 === 0) pdf.rect(L, y, R - L, 17).fill('#fdf4ec');
      s(String(i + 1), cols[0]!.x, y + 2, { width: cols[0]!.w, align: 'right' });
      s(l.code ?? '—', cols[1]!.x, y + 2, { size: 8.5 });
      s(l.description, cols[2]!.x, y + 2, { size: 9 });
      s(l.priceListMatch ? (l.unit === 'u' ? 'UN' : l.unit.toUpperCase()) : 'UN', cols[3]!.x, y + 2, { width: cols[3]!.w, align: 'center' });
      s(String(l.quantity), cols[4]!.x, y + 2, { bold: true, width: cols[4]!.w - 4, align: 'right' });
      y += 17;
    });
    pdf.moveTo(L, y + 2).lineTo(R, y + 2).lineWidth(0.5).stroke('#1e293b');
    s(`Renglones: ${doc.lines.length}`, L, y + 8, { size: 8.5 });
    s('Mercadería viaja por cuenta y orden del cliente. Controlar al recibir: no se aceptan reclamos posteriores.', L, y + 22, { size: 7.5, color: '#475569' });
    // signature line with the branch's stamp over it
    const sy = Math.max(y + 110, 650);
    pdf.moveTo(L + 250, sy + 52).lineTo(R, sy + 52).lineWidth(0.6).stroke('#1e293b');
    s('Firma y sello de quien recibe', L + 250, sy + 56, { size: 8, width: R - L - 250, align: 'center' });
    pdf.moveTo(L, sy + 52).lineTo(L + 200, sy + 52).lineWidth(0.6).stroke('#1e293b');
    s('Entregó (chofer)', L, sy + 56, { size: 8, width: 200, align: 'center' });
    // the stamp
    const cx = L + 330 + Number(v.stampX), cy = sy + 30;
    pdf.save();
    pdf.rotate(Number(v.tilt), { origin: [cx, cy] });
    pdf.opacity(0.78);
    const sw = 210, sh = 64;
    pdf.roundedRect(cx - sw / 2, cy - sh / 2, sw, sh, 6).lineWidth(1.8).stroke('#6d28d9');
    pdf.roundedRect(cx - sw / 2 + 4, cy - sh / 2 + 4, sw - 8, sh - 8, 4).lineWidth(0.7).stroke('#6d28d9');
    pdf.font(FONT.dejavuBold).fontSize(r.name.length > 30 ? 8 : 9.5).fillColor('#6d28d9');
    pdf.text(r.name, cx - sw / 2 + 6, cy - sh / 2 + 9, { width: sw - 12, align: 'center', lineBreak: false });
    pdf.font(FONT.dejavu).fontSize(7.5);
    pdf.text(`SUCURSAL ${v.branch} · RECEPCIÓN DE MERCADERÍA`, cx - sw / 2 + 6, cy - sh / 2 + 25, { width: sw - 12, align: 'center', lineBreak: false });
    pdf.font(FONT.dejavuBold).fontSize(8.5);
    const day = new Date(`${doc.date}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + Number(v.stampDay));
    pdf.text(`RECIBIDO ${date(day.toISOString().slice(0, 10), 'dd/mm/yyyy')}`, cx - sw / 2 + 6, cy - sh / 2 + 40, { width: sw - 12, align: 'center', lineBreak: false });
    pdf.restore();
    // a scribbled signature across the stamp
    pdf.save().opacity(0.85).lineWidth(1).strokeColor('#1e3a8a');
    pdf.moveTo(cx - 60, cy + 18);
    for (let k = 0; k < 9; k++) pdf.lineTo(cx - 60 + k * 14, cy + 14 + jitter(r.name, k) * 16);
    pdf.stroke().restore();
    s('ORIGINAL', L, 800, { size: 7, color: '#64748b' });
  },
};
