import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmyy, FlipPdf, hash01, pad, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 42, R = W - 42;
const INK = '#1f5c46';

/** fresh9 layout g (see LAYOUTS.md). */
export const fresh9GLayout: Layout = {
  id: 'fresh9-g',
  kind: 'invoice',
  title: 'fresh9 layout g',
  page: { size: 'A4' },
  scanStyle: 'carbon-blue',
  issuer: (rng) => makeIssuer(rng, 'Aserradero y Maderera Los Talas S.R.L.', 'Maderera Los Talas'),
  template: (issuer) => ({
    id: 't-facturasa-lostalas',
    name: 'Facturas A talonario Maderera Los Talas',
    instructions: `Facturas A de talonario de ${issuer.name} (CUIT ${issuer.cuit}) completadas con impresora. Precios netos más IVA 21 %. Referencia: número preimpreso.`,
    catalog: 'timber',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 2), nro = rng.int(2000, 9800);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'timber', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh9-g', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.description = l.description.toUpperCase();
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      cai: rng.digits(14), caiDue: dmyy(addDays(today, rng.int(60, 200))), sale: rng.chance(0.5) ? 'ctdo' : 'cc', remito: `${rng.int(1000, 9999)}`,
      printer: rng.pick(['Imprenta Gráfica del Sur', 'Talleres Gráficos Ombú', 'Imprenta La Calandria']), from: rng.int(1, 40) * 100 + 1,
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const p = new FlipPdf([W, H], { producer: 'PDFsharp 1.32.2608-g (www.pdfsharp.net)', creator: 'Facturación talonario v3', title: `Factura ${doc.reference}` });
    // ---- the pre-printed form (green ink, serif captions) ----
    p.flipRect(L, 36, R - L, 770, { stroke: INK, lineWidth: 1.2 });
    p.flipLine(W / 2, 86, W / 2, 156, { color: INK, width: 0.8 });
    p.flipRect(W / 2 - 22, 36, 44, 50, { stroke: INK, lineWidth: 1.2 });
    p.flipText('A', W / 2 - 22, 40, { font: 'TB', size: 30, width: 44, align: 'center', color: INK });
    p.flipText('Cód. 01', W / 2 - 22, 74, { font: 'T', size: 6.5, width: 44, align: 'center', color: INK });
    p.flipText(is.tradeName, L + 10, 48, { font: 'TB', size: 17, color: INK });
    p.flipLines([is.name, `${is.address} — ${is.city}`, `Tel. ${is.phone}`, `I.V.A. RESPONSABLE INSCRIPTO`], L + 10, 76, 11, { font: 'T', size: 8.5, color: INK });
    p.flipText('FACTURA', W / 2 + 34, 46, { font: 'TB', size: 18, color: INK });
    p.flipText(`N° ${doc.reference}`, W / 2 + 34, 70, { font: 'TB', size: 13, color: '#b3261e' });
    p.flipText('FECHA:', W / 2 + 34, 96, { font: 'T', size: 9, color: INK });
    p.flipLine(W / 2 + 72, 106, R - 12, 106, { color: INK, width: 0.5, dash: [1, 2] });
    p.flipLines([`C.U.I.T.: ${cuitDashed(is.cuit)}`, `Ing. Brutos: ${is.iibb}`, `Inicio de Actividades: ${is.activitySince}`], W / 2 + 34, 116, 11, { font: 'T', size: 8.5, color: INK });
    p.flipLine(L, 156, R, 156, { color: INK, width: 1 });
    const capt = (s: string, x: number, y: number, to: number) => {
      p.flipText(s, x, y, { font: 'T', size: 9, color: INK });
      p.flipLine(x + p.w(s, 'T', 9) + 4, y + 10, to, y + 10, { color: INK, width: 0.5, dash: [1, 2] });
    };
    capt('Señor/es:', L + 10, 166, R - 12);
    capt('Domicilio:', L + 10, 184, R - 12);
    p.flipText('I.V.A.:', L + 10, 204, { font: 'T', size: 9, color: INK });
    const boxes = ['Resp. Inscripto', 'Exento', 'Cons. Final', 'Monotributo'];
    boxes.forEach((b, i) => {
      p.flipRect(L + 50 + i * 95, 203, 9, 9, { stroke: INK, lineWidth: 0.6 });
      p.flipText(b, L + 62 + i * 95, 204, { font: 'T', size: 8.5, color: INK });
    });
    capt('C.U.I.T. N°:', L + 10, 222, W / 2);
    capt('Remito N°:', W / 2 + 10, 222, R - 12);
    p.flipText('Cond. de venta:', L + 10, 240, { font: 'T', size: 9, color: INK });
    ['Contado', 'Cuenta Corriente'].forEach((b, i) => {
      p.flipRect(L + 84 + i * 90, 239, 9, 9, { stroke: INK, lineWidth: 0.6 });
      p.flipText(b, L + 96 + i * 90, 240, { font: 'T', size: 8.5, color: INK });
    });
    const cols = [{ h: 'CANTIDAD', x: L, w: 60 }, { h: 'DESCRIPCIÓN', x: L + 60, w: 270 }, { h: 'P. UNITARIO', x: L + 330, w: 90 }, { h: 'IMPORTE', x: L + 420, w: R - L - 420 }];
    p.flipRect(L, 262, R - L, 16, { fill: '#dcebe4', stroke: INK, lineWidth: 0.8 });
    for (const c of cols) {
      p.flipText(c.h, c.x, 266, { font: 'TB', size: 8, color: INK, width: c.w, align: 'center' });
      if (c.x > L) p.flipLine(c.x, 262, c.x, 640, { color: INK, width: 0.8 });
    }
    for (let y = 296; y < 640; y += 18) p.flipLine(L, y, R, y, { color: '#b7d3c6', width: 0.4 });
    p.flipLine(L, 640, R, 640, { color: INK, width: 1 });
    const tl = [['SUBTOTAL', 648], ['I.V.A. 21 %', 668], ['TOTAL $', 688]] as const;
    for (const [s, y] of tl) {
      p.flipText(s, L + 330, y + 3, { font: 'TB', size: 9, color: INK, width: 86, align: 'right' });
      p.flipRect(L + 420, y, R - L - 420, 18, { stroke: INK, lineWidth: 0.7 });
    }
    p.flipText('Recibí conforme: ..................................................', L + 10, 660, { font: 'T', size: 8.5, color: INK });
    p.flipText('Firma y aclaración', L + 100, 676, { font: 'T', size: 7, color: INK });
    p.flipText(`C.A.I. N°: ${v.cai}      Fecha de Vto.: ${v.caiDue}`, L + 10, 728, { font: 'TB', size: 9, color: INK });
    p.flipText(`${v.printer} — Hab. Municipal 1183 — Numeración del ${pad(v.from as number, 8)} al ${pad((v.from as number) + 4999, 8)} — Fecha de impresión 09/2026`, L + 10, 744, { font: 'T', size: 6.5, color: INK });
    p.flipText('ORIGINAL: CLIENTE  —  DUPLICADO: ARCHIVO', L + 10, 790, { font: 'T', size: 7, color: INK });
    // ---- the fill-in: a dot-matrix printer, the sheet a little off register ----
    const ox = (hash01(doc.reference, 1) - 0.5) * 8, oy = (hash01(doc.reference, 2) - 0.3) * 6;
    const F = (s: string, x: number, y: number, o: { width?: number; align?: 'right' } = {}) => p.flipText(s, x + ox, y + oy, { font: 'C', size: 9.5, ...o });
    const money = (x: Parameters<typeof amount>[0]) => amount(x, 'ar-plain');
    F(dmyy(doc.date), W / 2 + 80, 95);
    F(r.name, L + 60, 165);
    F(r.address, L + 62, 183);
    if (r.condicionPrinted) F('X', L + 50 + boxes.indexOf(r.condicionText) * 95 + 1, 203);
    F(r.docNumber ? cuitDashed(r.docNumber) : '', L + 74, 221);
    F(String(v.remito), W / 2 + 70, 221);
    F('X', L + 84 + (v.sale === 'ctdo' ? 0 : 90) + 1, 239);
    let y = 284;
    doc.lines.forEach((l, i) => {
      F(String(l.quantity).replace('.', ','), cols[0]!.x, y, { width: 52, align: 'right' });
      F(l.description, cols[1]!.x + 6, y);
      F(money(l.unitPrice!), cols[2]!.x, y, { width: 84, align: 'right' });
      F(money(t.lineAmounts[i]!), cols[3]!.x, y, { width: cols[3]!.w - 6, align: 'right' });
      y += 18;
    });
    F(money(t.subtotal), L + 420, 652, { width: R - L - 426, align: 'right' });
    F(money(t.byRate[0]!.vat), L + 420, 672, { width: R - L - 426, align: 'right' });
    F(money(t.total), L + 420, 692, { width: R - L - 426, align: 'right' });
    return p.bytes();
  },
};
