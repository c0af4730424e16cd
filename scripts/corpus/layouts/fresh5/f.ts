import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, quantity, sayCondition, settle } from './common';

/**
 * A construction company's purchase order to its supplier over TWO pages, from the buyer's desktop ERP (pdfkit,
 * DejaVu Sans Condensed 7 pt): the buyer's letterhead (the receiver) at the top, "Proveedor" (the issuer) in a box,
 * "ORDEN DE COMPRA Nro. 12-004571", "Obra", "Lugar de entrega", "Plazo de entrega", "Condición de pago"; a table
 * without rules Rengl. / Cód. prov. / Descripción / U.M. / Cantidad / P. Unitario / Importe, numbers right-aligned;
 * page 2 repeats a one-line header and the column heads, and ends with "Subtotal", "I.V.A. 21 %", "Total O.C.";
 * "Pág. 1/2". The content stream is not in reading order: each page draws its foot first, then the rows, the header
 * last.
 */
const W = 595.28, H = 841.89, L = 34, R = W - 34;
const FIRST_PAGE_ROWS = 22;

export const fresh5FLayout: Layout = {
  id: 'fresh5-f',
  kind: 'invoice',
  title: 'fresh5 layout f',
  page: { size: 'A4' },
  scanStyle: 'scanner-app',
  issuer: (rng) => makeIssuer(rng, 'Corralón Monte Grande S.A.', 'Corralón Monte Grande'),
  template: (issuer) => ({
    id: 'p-ordenescompra-montegrande',
    name: 'Órdenes de compra recibidas por Corralón Monte Grande',
    instructions:
      `Órdenes de compra que los clientes envían a ${issuer.name} (CUIT ${issuer.cuit}), el emisor, que figura como "Proveedor". ` +
      'El cliente es la empresa del membrete. Precios netos sin IVA (21 %). La referencia es el número de orden de compra.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [26, 32], receivers: ['company-ri'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh5-f', templateId: template.id, issuer, reference: `${rng.int(10, 14)}-${pad(rng.int(1000, 9999), 6)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      site: rng.pick(['Edificio Mirador del Parque', 'Barrio cerrado Los Álamos - Lote 14', 'Ampliación planta industrial', 'Escuela N° 312 - refacción']),
      days: rng.pick([5, 7, 10]),
      pay: rng.pick(['30 días fecha factura', 'Cheque diferido 45 días', 'Transferencia 15 días']),
      buyer: rng.pick(['Lic. Graciela Medina', 'Ing. Hernán Quiroga', 'Arq. Valeria Acosta']),
      requisition: `SC-${rng.digits(5)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const cols = [
      { h: 'Rengl.', x: L, w: 26, a: 'left' as const },
      { h: 'Cód. prov.', x: L + 28, w: 44, a: 'left' as const },
      { h: 'Descripción', x: L + 74, w: 236, a: 'left' as const },
      { h: 'U.M.', x: L + 312, w: 34, a: 'left' as const },
      { h: 'Cantidad', x: L + 348, w: 44, a: 'right' as const },
      { h: 'P. Unitario', x: L + 394, w: 62, a: 'right' as const },
      { h: 'Importe', x: L + 458, w: R - L - 458, a: 'right' as const },
    ];
    const heads = (y: number) => {
      for (const c of cols) T(c.h, c.x, y, { font: FONT.dejavuCondBold, size: 7, width: c.w, align: c.a });
      pdf.lineWidth(0.4).strokeColor('#000000').moveTo(L, y + 10).lineTo(R, y + 10).stroke();
    };
    const rows = (lines: DocSpec['lines'], from: number, y: number) => {
      lines.forEach((l, k) => {
        const i = from + k;
        T(pad(i + 1, 3), cols[0]!.x, y);
        T(l.code ?? '', cols[1]!.x, y);
        T(l.description, cols[2]!.x, y, { width: cols[2]!.w });
        T(l.unit === 'unidades' ? 'UN' : l.unit.toUpperCase(), cols[3]!.x, y);
        T(quantity(l.quantity, 'ar', 2), cols[4]!.x, y, { width: cols[4]!.w, align: 'right' });
        T(amount(l.unitPrice!, 'ar'), cols[5]!.x, y, { width: cols[5]!.w, align: 'right' });
        T(amount(t.lineAmounts[i]!, 'ar'), cols[6]!.x, y, { width: cols[6]!.w, align: 'right' });
        pdf.font(FONT.dejavuCond).fontSize(7);
        y += Math.max(10, pdf.heightOfString(l.description, { width: cols[2]!.w })) + 4;
      });
      return y;
    };
    const foot = (page: number) => {
      T(`${r.name} · Orden de compra ${doc.reference}`, L, H - 30, { size: 6.5, color: '#444444' });
      T(`Pág. ${page}/2`, R - 60, H - 30, { size: 6.5, width: 60, align: 'right' });
    };
    // ---- page 1: foot first, then the rows, the header last
    foot(1);
    T('Sírvase indicar el número de esta orden en el remito y en la factura. Mercadería sujeta a control de recepción en obra.', L, H - 52, { size: 6.5 });
    const first = doc.lines.slice(0, FIRST_PAGE_ROWS);
    heads(232);
    rows(first, 0, 248);
    // header of page 1
    pdf.rect(L, 28, 30, 30).fill('#b45309');
    pdf.rect(L + 8, 36, 14, 14).fill('#ffffff');
    T(r.name, L + 40, 28, { font: FONT.dejavuCondBold, size: 13 });
    T(`CUIT ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, L + 40, 46, { size: 7.5 });
    T(r.address, L + 40, 56, { size: 7.5 });
    T('ORDEN DE COMPRA', R - 200, 28, { font: FONT.dejavuCondBold, size: 13, width: 200, align: 'right' });
    T(`Nro. ${doc.reference}`, R - 200, 46, { font: FONT.dejavuCondBold, size: 10, width: 200, align: 'right' });
    T(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, R - 200, 60, { size: 8, width: 200, align: 'right' });
    pdf.lineWidth(0.7).rect(L, 80, 290, 64).stroke();
    T('Proveedor', L + 6, 84, { font: FONT.dejavuCondBold, size: 7, color: '#b45309' });
    T(is.name, L + 6, 95, { font: FONT.dejavuCondBold, size: 9 });
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L + 6, 108, { size: 7.5 });
    T(`${is.address}, ${is.city}`, L + 6, 118, { size: 7.5 });
    T(`${is.phone} · ${is.email}`, L + 6, 128, { size: 7.5 });
    const kv: Array<[string, string]> = [
      ['Obra:', String(v.site)], ['Lugar de entrega:', 'en obra, de lunes a viernes de 8 a 16 h'], ['Plazo de entrega:', `${String(v.days)} días corridos`],
      ['Condición de pago:', String(v.pay)], ['Moneda:', 'Pesos'], ['Solicitud interna:', String(v.requisition)],
    ];
    kv.forEach(([k, val], i) => {
      T(k, L + 300, 82 + i * 11, { font: FONT.dejavuCondBold, size: 7 });
      T(val, L + 370, 82 + i * 11, { size: 7, width: R - L - 370 });
    });
    T('Solicitamos a Uds. la provisión de los materiales que se detallan, a los precios y condiciones indicados (precios netos, I.V.A. aparte).', L, 160, { size: 7.5, width: R - L });
    T(`Comprador: ${String(v.buyer)}`, L, 180, { size: 7.5 });
    // ---- page 2
    pdf.addPage({ size: 'A4', margin: 0 });
    foot(2);
    const second = doc.lines.slice(FIRST_PAGE_ROWS);
    heads(70);
    let y = rows(second, FIRST_PAGE_ROWS, 86);
    pdf.lineWidth(0.4).moveTo(R - 200, y + 4).lineTo(R, y + 4).stroke();
    y += 10;
    const vat = t.byRate[0]!;
    const totals: Array<[string, string]> = [['Subtotal', amount(t.subtotal, 'ar')], ['I.V.A. 21 %', amount(vat.vat, 'ar')], ['Total O.C. $', amount(t.total, 'ar')]];
    totals.forEach(([k, val], i) => {
      const bold = i === totals.length - 1;
      T(k, R - 200, y + i * 13, { font: bold ? FONT.dejavuCondBold : FONT.dejavuCond, size: bold ? 9 : 8 });
      T(val, R - 110, y + i * 13, { font: bold ? FONT.dejavuCondBold : FONT.dejavuCond, size: bold ? 9 : 8, width: 110, align: 'right' });
    });
    const sy = Math.max(y + 90, 560);
    ['Compras', 'Jefe de obra', 'Autorizó (Gerencia)'].forEach((s, i) => {
      const x = L + i * 180;
      pdf.lineWidth(0.5).moveTo(x, sy).lineTo(x + 150, sy).stroke();
      T(s, x, sy + 4, { size: 7, width: 150, align: 'center' });
    });
    T(`Entrega a partir del ${date(addDays(doc.date, 1), 'dd/mm/yyyy')}. Toda diferencia de precio o cantidad debe ser aprobada por escrito.`, L, sy + 30, { size: 6.5 });
    // header of page 2, last
    T(`${r.name} — ORDEN DE COMPRA Nro. ${doc.reference} (continuación)`, L, 36, { font: FONT.dejavuCondBold, size: 9 });
    T(`Proveedor: ${is.name} · Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, L, 50, { size: 7.5 });
  },
};
