import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, caeOf, cuitDashed, dmy2, dotted, FONT, pad, quantity, sayCondition, settle, vatContained } from './common';

const W = 595.28, L = 36, R = W - 36;

/** A point-of-sale program's factura B to final consumers, prices with VAT (pdfkit). See LAYOUTS.md. */
export const fresh12BLayout: Layout = {
  id: 'fresh12-b',
  kind: 'invoice',
  title: 'fresh12 layout b',
  page: { size: 'A4' },
  scanStyle: 'sticky-note',
  issuer: (rng) => makeIssuer(rng, 'Bazar y Hogar La Calandria S.R.L.', 'La Calandria Hogar'),
  template: (issuer) => ({
    id: 'w-facturas-calandria',
    name: 'Facturas B mostrador La Calandria',
    instructions: `Facturas B del punto de venta de ${issuer.name} (CUIT ${issuer.cuit}). Precios finales con IVA incluido. La referencia es P.V. y número.`,
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 9), nro = rng.int(10000, 99000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [2, 6], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo', 'company-exento'], conditionPrinted: 0.85,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
      },
      { layout: 'fresh12-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), caja: rng.int(1, 6), cajero: rng.pick(['ROMINA', 'GUSTAVO', 'ANALIA', 'DIEGO']), pay: rng.pick(['Efectivo', 'Tarjeta de débito', 'Mercado Pago QR', 'Tarjeta de crédito 1 pago']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const m = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // letterhead left, voucher right, letter in the middle
    T(is.tradeName, L, 34, { font: FONT.serifBold, size: 17 });
    T(`${is.name}`, L, 56, { size: 9 });
    T(`${is.address} · ${is.city}`, L, 67, { size: 8.5 });
    T(`Tel. ${is.phone} · ${is.email}`, L, 78, { size: 8.5 });
    T(`${is.condicionText} · CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L, 89, { size: 8 });
    pdf.lineWidth(1).strokeColor('#000').rect(W / 2 - 18, 30, 36, 34).stroke();
    T('B', W / 2 - 18, 33, { font: FONT.sansBold, size: 22, width: 36, align: 'center' });
    T('Cód. 006', W / 2 - 18, 56, { size: 6, width: 36, align: 'center' });
    T('FACTURA', 360, 32, { font: FONT.sansBold, size: 15 });
    T(`N° ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, 360, 52, { font: FONT.monoBold, size: 11 });
    T(`Fecha: ${dmy2(doc.date)}   Caja ${v.caja}   Cajero: ${v.cajero}`, 360, 70, { size: 8.5 });
    pdf.lineWidth(0.8).moveTo(L, 104).lineTo(R, 104).stroke();
    // the customer as one run-on line, wrapped where it must
    const id = r.docType === 'CUIT' ? `CUIT: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI: ${dotted(r.docNumber!)}` : '';
    const parts = [`Sr./Sres.: ${r.name}`, id, r.address ? `Domicilio: ${r.address}` : '', r.condicionPrinted ? `IVA: ${r.condicionText}` : ''].filter(Boolean);
    T(parts.join('   '), L, 112, { size: 9, width: R - L });
    T(`Cond. de venta: Contado — ${v.pay}`, L, 138, { size: 8.5 });
    // items: quantity first
    let y = 160;
    const cols: Array<[string, number, 'left' | 'right']> = [['Cant.', 40, 'right'], ['Código', 52, 'left'], ['Descripción', 235, 'left'], ['P. Unit.', 70, 'right'], ['Bonif.', 42, 'right'], ['Importe', R - L - 439, 'right']];
    pdf.rect(L, y, R - L, 16).fillColor('#222222').fill();
    let x = L;
    for (const [h, w, al] of cols) { T(h, x + 3, y + 4, { font: FONT.narrowBold, size: 9, width: w - 6, align: al, color: '#ffffff' }); x += w; }
    y += 20;
    doc.lines.forEach((l, i) => {
      const cells = [quantity(l.quantity, 'ar'), l.code ?? '', l.description, m(l.unitPrice!), '0 %', m(t.lineAmounts[i]!)];
      pdf.font(FONT.narrow).fontSize(9);
      const h = pdf.heightOfString(l.description, { width: 229 });
      x = L;
      cols.forEach(([, w, al], c) => { T(cells[c]!, x + 3, y, { size: 9, width: w - 6, align: al }); x += w; });
      y += h + 5;
      pdf.lineWidth(0.3).strokeColor('#999999').dash(1, { space: 2 }).moveTo(L, y - 2).lineTo(R, y - 2).stroke().undash();
    });
    // totals
    y = Math.max(y + 16, 470);
    const rows: Array<[string, string]> = [['Subtotal', m(t.subtotal)], ['Descuentos', m(0)], ['TOTAL', m(t.total)]];
    rows.forEach(([k, val], i) => {
      const big = i === rows.length - 1;
      T(k, 330, y + i * 16, { font: big ? FONT.sansBold : FONT.narrow, size: big ? 12 : 9.5, width: 110, align: 'right' });
      T(val, 445, y + i * 16, { font: big ? FONT.sansBold : FONT.narrow, size: big ? 12 : 9.5, width: R - 445, align: 'right' });
    });
    T(`SON PESOS ${amountInWords(t.total, '').trim().toUpperCase()}`, L, y + 56, { font: FONT.narrowBold, size: 9, width: R - L });
    pdf.lineWidth(0.5).strokeColor('#000').rect(L, y + 80, R - L, 28).stroke();
    T('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L + 6, y + 85, { size: 8 });
    T(`IVA Contenido: ${m(vatContained(t.total, 21))}    Otros Impuestos Nacionales Indirectos: ${m(0)}`, L + 6, y + 96, { size: 8 });
    // foot
    T(`CAE: ${v.cae}`, L, 760, { font: FONT.mono, size: 9 });
    T(`Vto. CAE: ${dmy2(addDays(doc.date, 10))}`, L + 170, 760, { font: FONT.mono, size: 9 });
    T('Gracias por su compra. Cambios dentro de los 30 días con este comprobante.', L, 776, { size: 8, color: '#444444' });
    T('Sistema de gestión POS · Licencia 4471', L, 790, { size: 7, color: '#777777' });
  },
};
