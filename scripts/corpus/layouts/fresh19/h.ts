import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmyShort, docNumber, i2of5, perception, settle, shift, stubCheckDigit, TagPdf } from './common';

const ID = 'fresh19-h';

/** A roll-off container and waste company's factura A with an IIBB perception and a payment stub with a barcode (TagPdf). */
export const fresh19HLayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'waste containers factura A with IIBB perception and a barcoded payment stub (TagPdf)',
  page: { size: 'A4' },
  scanStyle: 'spike-hole',
  issuer: (rng) => makeIssuer(rng, 'Contenedores y Servicios Ambientales Monte Grande S.R.L.', 'VolqueSur'),
  template: () => ({
    id: 'fresh19-h-volquesur', name: 'VolqueSur - volquetes y recolección', catalog: 'waste', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
    instructions: 'Servicios de volquetes; la percepción de Ingresos Brutos se suma al total impreso y no es una línea.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'waste', lineCount: [2, 4], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0006-${String(rng.int(10000, 80000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = /Día adicional/.test(l.description) ? rng.int(2, 9) : /tonelada/.test(l.description) ? rng.int(3, 18) : rng.pick([1, 1, 2, 3, 4]);
    doc.variant.account = rng.int(10000, 99999);
    doc.variant.iibbRate = rng.pick([2.5, 3, 3.5]);
    doc.variant.address = rng.pick(['Av. Pellegrini 2210', 'Urquiza 845', 'Moreno 3120', 'Lavalle 1904']);
    doc.variant.cae = `7${rng.digits(13)}`;
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new TagPdf([W, H], { producer: 'iText® 7.2.5 ©2000-2023 iText Group NV', creator: 'SGC Facturación', title: `Factura A ${doc.reference}`, lang: 'es-AR' });
    const t = doc.totals!;
    const rate = Number(doc.variant.iibbRate);
    const perc = perception(t.subtotal, rate);
    const grand = new Decimal(t.total).add(perc);
    const L = 36, R = W - 36;
    const teal = '#0f6d6a';
    // the customer first, top left (a window envelope's address), the issuer and voucher on the right
    const r = doc.receiver;
    k.open('Sect');
    k.text('Señor/es:', L, 40, { size: 7.5, color: '#666666' });
    k.text(r.name, L, 52, { font: 'HB', size: 10 });
    k.text(r.address, L, 66, { size: 8.5 });
    k.text(`CUIT ${docNumber(doc)}`, L, 78, { size: 8.5 });
    k.text(`IVA: ${r.condicionText}`, L, 90, { size: 8.5 });
    k.text(`Lugar de servicio: ${doc.variant.address}`, L, 102, { size: 8.5 });
    k.close();
    const vx = 330;
    k.rect(vx, 30, R - vx, 96, { fill: '#eef6f5' });
    k.open('Sect');
    k.text('VolqueSur', vx + 10, 36, { font: 'HB', size: 15, color: teal });
    k.text(doc.issuer.name, vx + 10, 55, { size: 6.8 });
    k.text(`${doc.issuer.address} - ${doc.issuer.city}`, vx + 10, 64, { size: 6.8 });
    k.text(`CUIT ${cuitDashed(doc.issuer.cuit)} - IIBB ${doc.issuer.iibb} - ${doc.issuer.condicionText}`, vx + 10, 73, { size: 6.8 });
    k.text('FACTURA A  (Cód. 01)', vx + 10, 88, { font: 'HB', size: 10 });
    k.text(`Nº ${doc.reference}`, vx + 10, 101, { font: 'HB', size: 10 });
    k.text(`Emisión ${dmyShort(doc.date)}   Vto. ${dmyShort(shift(doc.date, 15))}   Cuenta ${doc.variant.account}`, vx + 10, 114, { size: 7.5 });
    k.close();
    // the concepts table
    let y = 146;
    k.rect(L, y, R - L, 16, { fill: teal });
    k.open('Table');
    k.open('TR');
    k.text('Cantidad', L + 4, y + 4, { font: 'HB', size: 8, color: '#ffffff', tag: 'TH' });
    k.text('Concepto', L + 60, y + 4, { font: 'HB', size: 8, color: '#ffffff', tag: 'TH' });
    k.text('P. Unitario', R - 170, y + 4, { font: 'HB', size: 8, color: '#ffffff', align: 'right', width: 70, tag: 'TH' });
    k.text('Subtotal', R - 84, y + 4, { font: 'HB', size: 8, color: '#ffffff', align: 'right', width: 80, tag: 'TH' });
    k.close();
    y += 22;
    doc.lines.forEach((l, i) => {
      k.open('TR');
      k.text(String(l.quantity), L + 4, y, { size: 8.5, align: 'right', width: 36, tag: 'TD' });
      k.text(l.description, L + 60, y, { size: 8.5, tag: 'TD' });
      k.text(amount(l.unitPrice!, 'ar'), R - 170, y, { size: 8.5, align: 'right', width: 70, tag: 'TD' });
      k.text(amount(t.lineAmounts[i]!, 'ar'), R - 84, y, { size: 8.5, align: 'right', width: 80, tag: 'TD' });
      k.close();
      k.line(L, y + 13, R, y + 13, { color: '#cfdedd', width: 0.5 });
      y += 18;
    });
    k.close();
    // totals: net, VAT, subtotal, other taxes, total
    y = Math.max(y + 10, 330);
    const rows: Array<[string, string, boolean]> = [
      ['Importe neto gravado', amount(t.subtotal, 'ar'), false],
      ...t.byRate.map((b): [string, string, boolean] => [`IVA ${String(b.rate).replace('.', ',')} %`, amount(b.vat, 'ar'), false]),
      ['Subtotal', amount(t.total, 'ar'), true],
      [`Otros tributos: Percepción IIBB Bs. As. ${String(rate).replace('.', ',')} %`, amount(perc, 'ar'), false],
    ];
    k.open('Sect');
    for (const [a, b, bold] of rows) {
      k.text(a, R - 330, y, { font: bold ? 'HB' : 'H', size: 8.5, align: 'right', width: 240 });
      k.text(b, R - 84, y, { font: bold ? 'HB' : 'H', size: 8.5, align: 'right', width: 80 });
      y += 13;
    }
    k.rect(R - 240, y, 240, 20, { fill: '#eef6f5' });
    k.text('TOTAL A PAGAR $', R - 234, y + 5, { font: 'HB', size: 10.5 });
    k.text(amount(grand, 'ar'), R - 100, y + 5, { font: 'HB', size: 10.5, align: 'right', width: 96 });
    k.close();
    y += 34;
    k.text('Pasado el vencimiento se aplicará un recargo del 3 % mensual. Consulte su cuenta en www.volquesur.com.ar', L, y, { size: 7.5, color: '#444444', tag: 'P' });
    k.text(`CAE ${doc.variant.cae}   Vto. CAE ${dmyShort(shift(doc.date, 10))}`, L, y + 12, { size: 7.5, tag: 'P' });
    // the payment stub, below a dashed cut line
    const sy = H - 210;
    k.line(0, sy, W, sy, { dash: [4, 3], color: '#777777', width: 0.6 });
    k.text('- - - cortar aquí - - -', W / 2 - 40, sy + 3, { size: 6, color: '#777777', tag: 'P' });
    k.open('Sect');
    k.text('TALÓN PARA EL PAGO · Pago Fácil · Rapipago · Bancos', L, sy + 18, { font: 'HB', size: 9, color: teal });
    k.text(`Cliente ${doc.variant.account} - ${r.name}`, L, sy + 33, { size: 8 });
    k.text(`Comprobante Factura A ${doc.reference}`, L, sy + 45, { size: 8 });
    const second = grand.mul(1.03).toDecimalPlaces(2);
    k.text(`1er. vencimiento ${dmyShort(shift(doc.date, 15))}   $ ${amount(grand, 'ar')}`, L, sy + 60, { font: 'HB', size: 8.5 });
    k.text(`2do. vencimiento ${dmyShort(shift(doc.date, 30))}   $ ${amount(second, 'ar')}`, L, sy + 73, { size: 8.5 });
    k.close();
    // barcode: company code, account, voucher number, first due date (yymmdd), amount in cents, check digit
    const cents = (v: Decimal) => v.mul(100).toFixed(0).padStart(10, '0');
    const body = `3841${String(doc.variant.account)}${doc.reference.replace(/\D/g, '').slice(-8)}${shift(doc.date, 15).replace(/-/g, '').slice(2)}${cents(grand)}`;
    const code = body + stubCheckDigit(body);
    const bars = i2of5(code);
    const modules = bars.reduce((a, [, w]) => a + w, 0);
    const unit = (R - L - 40) / modules;
    let bx = L + 20;
    const by = sy + 92;
    for (const [bar, w] of bars) {
      if (bar) k.rect(bx, by, w * unit, 46, { fill: '#000000' });
      bx += w * unit;
    }
    k.text(code.replace(/(\d{4})(?=\d)/g, '$1 '), L, by + 52, { font: 'C', size: 8, align: 'center', width: R - L, tag: 'P' });
    k.text('Recibido por: ____________________', R - 170, sy + 60, { size: 7.5, tag: 'P' });
    return k.bytes();
  },
};
