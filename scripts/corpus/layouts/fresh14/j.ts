import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, dayMonYear, docTipo, dotted, FONT, pad, plusDays, qrModules, quantity, receiverNo, sayCondition, settle, vatContained } from './common';

const PW = 226.77, M = 12;

function estimateHeight(doc: DocSpec): number {
  const lines = doc.lines.reduce((a, l) => a + Math.ceil(l.description.length / 34) * 11 + 26, 0);
  return Math.round(520 + lines);
}

/**
 * A coffee shop's factura B from a **point-of-sale app on a phone**, shared as a PDF on a **narrow 80 mm page** as long
 * as its content (pdfkit, DejaVu Sans, proportional — not a fiscal printer's ticket): a coloured rounded header with
 * the shop's name, "Factura B" and its number, the date as "25 nov 2026 · 18:42", the issuer's tax data, the customer
 * ("Consumidor Final", or a name with DNI/CUIT); each item as a block (the description, wrapped, then "2 × $ 1.234,56"
 * at the left and the amount at the right); a large "Total", "IVA contenido", the payment method, the ARCA QR, CAE.
 */
export const fresh14JLayout: Layout = {
  id: 'fresh14-j',
  kind: 'invoice',
  title: 'fresh14 layout j',
  page: { size: [PW, 700] },
  pageSize: (doc) => [PW, estimateHeight(doc)],
  scanStyle: 'night-mode-phone',
  issuer: (rng) => makeIssuer(rng, 'Tostadores Sierra Chica S.A.S.', 'Café Sierra Chica'),
  template: (issuer) => ({
    id: 'y-facturas-b-cafe-sierrachica',
    name: 'Facturas B Café Sierra Chica (app)',
    instructions: `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas con la app del punto de venta. Precios finales con IVA incluido.`,
    catalog: 'coffee',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 3, nro = rng.int(150, 2600);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'coffee', lineCount: [1, 6], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo', 'dni'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh14-j', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 1, 2, 2, 3, 4]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), time: `${pad(rng.int(8, 21), 2)}:${pad(rng.int(0, 59), 2)}`,
      pay: rng.pick(['Mercado Pago (QR)', 'Tarjeta de débito', 'Efectivo', 'Tarjeta de crédito 1 pago']), cashier: rng.pick(['Caja 1 · Sofi', 'Caja 2 · Mati', 'Barra · Lu']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    const T = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? FONT.dejavuBold : FONT.dejavu).fontSize(o.size ?? 8).fillColor(o.color ?? '#1c1c1e');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 1 });
    };
    const CW = PW - 2 * M;
    const brown = '#6b3f23';
    pdf.roundedRect(M, 12, CW, 74, 10).fillColor(brown).fill();
    T(is.tradeName, M + 10, 20, { bold: true, size: 12, color: '#ffffff', width: CW - 20 });
    T('Comprobante electrónico', M + 10, 38, { size: 7, color: '#f1e3d6' });
    T('Factura B', M + 10, 50, { bold: true, size: 11, color: '#ffffff' });
    T(`N° ${pad(Number(v.pv), 5)}-${pad(Number(v.nro), 8)} · cód. 006`, M + 10, 66, { size: 7.5, color: '#ffffff' });
    let y = 94;
    T(`${dayMonYear(doc.date)} · ${v.time}`, M, y, { size: 8, color: '#555555' });
    T(String(v.cashier), M, y, { size: 7, width: CW, align: 'right', color: '#555555' });
    y += 16;
    T(is.name, M, y, { bold: true, size: 7.5 }); y += 10;
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, M, y, { size: 6.8, width: CW }); y += 10;
    T(`IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, M, y, { size: 6.8 }); y += 10;
    pdf.font(FONT.dejavu).fontSize(6.8);
    const addr = `${is.address}, ${is.city}`;
    T(addr, M, y, { size: 6.8, width: CW }); y += pdf.heightOfString(addr, { width: CW }) + 6;
    pdf.roundedRect(M, y, CW, r.docType ? 40 : 28, 6).fillColor('#f2efeb').fill();
    T('Cliente', M + 8, y + 5, { size: 6.5, color: '#777777' });
    T(r.name, M + 8, y + 14, { bold: true, size: 8, width: CW - 16 });
    const no = receiverNo(doc, cuitDashed, dotted);
    if (no) T(`${r.docType} ${no}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, M + 8, y + 26, { size: 7, width: CW - 16 });
    y += (r.docType ? 40 : 28) + 10;
    pdf.moveTo(M, y).lineTo(PW - M, y).dash(2, { space: 2 }).lineWidth(0.5).strokeColor('#aaaaaa').stroke().undash();
    y += 8;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavu).fontSize(8);
      const h = pdf.heightOfString(l.description, { width: CW, lineGap: 1 });
      T(l.description, M, y, { size: 8, width: CW });
      y += h + 2;
      T(`${quantity(l.quantity, 'ar')} × ${a(l.unitPrice!)}`, M, y, { size: 7, color: '#666666' });
      T(a(t.lineAmounts[i]!), M, y, { bold: true, size: 8, width: CW, align: 'right' });
      y += 16;
    });
    pdf.moveTo(M, y).lineTo(PW - M, y).dash(2, { space: 2 }).lineWidth(0.5).strokeColor('#aaaaaa').stroke().undash();
    y += 10;
    T('Total', M, y + 3, { bold: true, size: 10 });
    T(a(t.total), M, y, { bold: true, size: 14, width: CW, align: 'right', color: brown });
    y += 24;
    T('IVA contenido', M, y, { size: 7, color: '#555555' });
    T(a(vatContained(t.total, 21)), M, y, { size: 7, width: CW, align: 'right', color: '#555555' });
    y += 10;
    T('Otros imp. nac. indirectos', M, y, { size: 7, color: '#555555' });
    T(a(0), M, y, { size: 7, width: CW, align: 'right', color: '#555555' });
    y += 10;
    T('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', M, y, { size: 6, color: '#777777', width: CW });
    y += 16;
    T(`Pagado con ${v.pay}`, M, y, { size: 7.5 });
    y += 18;
    const qr = qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 6, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) }));
    const side = 92, cell = side / qr.n, qx = (PW - side) / 2;
    for (let rr = 0; rr < qr.n; rr++) for (let c = 0; c < qr.n; c++) if (qr.on(rr, c)) pdf.rect(qx + c * cell, y + rr * cell, cell + 0.05, cell + 0.05).fillColor('#000000').fill();
    y += side + 8;
    T(`CAE ${v.cae}`, M, y, { size: 7, width: CW, align: 'center' }); y += 10;
    T(`Vto. CAE ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, M, y, { size: 7, width: CW, align: 'center' }); y += 16;
    T('¡Gracias por tu visita!', M, y, { size: 7.5, width: CW, align: 'center', color: brown }); y += 12;
    T('Emitido con CajaMóvil · compartido desde la app', M, y, { size: 6, width: CW, align: 'center', color: '#999999' });
  },
};
