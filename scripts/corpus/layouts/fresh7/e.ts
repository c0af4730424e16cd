import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, FONT, receiverNumber, sayCondition, settle, vatContained } from './common';

const W = 595.28, L = 30, R = W - 30;

/**
 * A clothing shop's factura B from its point-of-sale program printed on a laser printer (pdfkit, Liberation Mono
 * for figures and Liberation Sans Narrow for text): the AMOUNT COLUMN IS THE FIRST ONE, at the left ("Importe"),
 * then Cant. / Artículo / Descripción / P. Lista / Bonif. % / P. Unit.; each line has its own discount and the unit
 * price printed last is the discounted one (amount = quantity × it). Amounts without thousands separators
 * ("$ 1234,56"); "Fecha 25.11.2026"; "Comprador", "D.N.I." or "C.U.I.T."; "TOTAL $", "Son pesos …", "IVA contenido".
 * Final prices.
 */
export const fresh7ELayout: Layout = {
  id: 'fresh7-e',
  kind: 'invoice',
  title: 'fresh7 layout e',
  page: { size: 'A4' },
  scanStyle: 'fax-dither',
  issuer: (rng) => makeIssuer(rng, 'Moda Urbana Santa Brígida S.R.L.', 'Santa Brígida Indumentaria'),
  template: (issuer) => ({
    id: 'r-facturas-santabrigida',
    name: 'Facturas B Santa Brígida Indumentaria',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a consumidores. El cliente es "Comprador". Precios finales con IVA; ` +
      'cada línea puede tener bonificación: el precio unitario es el bonificado. La referencia es punto de venta y número.',
    catalog: 'apparel',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(2, 9), nro = rng.int(3000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'apparel', lineCount: [2, 6], receivers: ([['dni'], ['consumidor-final', 'dni'], ['monotributo', 'dni']] as const)[index % 3]!,
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-plain-symbol'],
      },
      { layout: 'fresh7-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    const lists: string[] = [], discounts: number[] = [];
    for (const l of doc.lines) {
      const d = rng.pick([0, 0, 5, 10, 15, 20]);
      lists.push(l.unitPrice!.toFixed(2));
      discounts.push(d);
      l.unitPrice = round2(l.unitPrice!.mul(100 - d).div(100));
    }
    settle(doc);
    doc.variant = {
      pv, nro, lists: lists.join('|'), discounts: discounts.join('|'), cae: `7${rng.digits(13)}`,
      cashier: rng.pick(['Caja 1 — Lucía', 'Caja 2 — Federico', 'Caja 1 — Mariela']), pay: rng.pick(['Tarjeta de débito', 'Efectivo', 'Tarjeta de crédito 3 cuotas']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar-plain');
    const lists = String(v.lists).split('|'), discounts = String(v.discounts).split('|');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    T(is.tradeName, L, 28, { font: FONT.serifItalic, size: 20 });
    T(`${is.name} — ${is.address} — ${is.city}`, L, 54, { size: 8.5 });
    T(`C.U.I.T. ${cuitDashed(is.cuit)} — ${is.condicionText} — Ing. Brutos ${is.iibb} — Inicio de Act. ${is.activitySince}`, L, 65, { size: 8.5 });
    pdf.lineWidth(1).strokeColor('#000').rect(R - 190, 24, 190, 56).stroke();
    T('FACTURA  B', R - 184, 29, { font: FONT.narrowBold, size: 14 });
    T('Cod. 06', R - 60, 32, { size: 8 });
    T(`Nro. ${doc.reference}`, R - 184, 48, { font: FONT.mono, size: 9.5 });
    T(`Fecha ${date(doc.date, 'dd.mm.yyyy')}`, R - 184, 62, { font: FONT.mono, size: 9.5 });
    let y = 94;
    pdf.lineWidth(0.5).moveTo(L, y).lineTo(R, y).stroke();
    T('Comprador:', L, y + 6, { font: FONT.narrowBold }); T(r.name, L + 62, y + 6);
    const num = receiverNumber(doc, cuitDashed, (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    if (num) { T(r.docType === 'CUIT' ? 'C.U.I.T.:' : 'D.N.I.:', L + 300, y + 6, { font: FONT.narrowBold }); T(num, L + 345, y + 6); }
    if (r.condicionPrinted) { T('I.V.A.:', L, y + 19, { font: FONT.narrowBold }); T(r.condicionText, L + 62, y + 19); }
    T('Pago:', L + 300, y + 19, { font: FONT.narrowBold }); T(String(v.pay), L + 345, y + 19);
    y += 36;
    pdf.moveTo(L, y).lineTo(R, y).stroke();
    // amounts first, at the left
    const cols: Array<[string, number, 'left' | 'right']> = [['Importe', 78, 'right'], ['Cant.', 36, 'right'], ['Artículo', 58, 'left'], ['Descripción', 185, 'left'],
      ['P. Lista', 62, 'right'], ['Bonif. %', 44, 'right'], ['P. Unit.', 72, 'right']];
    let x = L;
    y += 4;
    for (const [h, w, al] of cols) { T(h, x + 2, y, { font: FONT.narrowBold, size: 8.5, width: w - 4, align: al }); x += w; }
    y += 13;
    pdf.lineWidth(0.3).moveTo(L, y).lineTo(R, y).stroke();
    y += 4;
    doc.lines.forEach((l, i) => {
      const cells = [`$ ${a(t.lineAmounts[i]!)}`, String(l.quantity), l.code ?? '', l.description, a(lists[i]!), discounts[i] === '0' ? '-' : `${discounts[i]},00`, a(l.unitPrice!)];
      pdf.font(FONT.narrow).fontSize(9);
      const h = pdf.heightOfString(l.description, { width: 181 }) + 4;
      x = L;
      cols.forEach(([, w, al], k) => {
        T(cells[k]!, x + 2, y, { font: k === 0 ? FONT.monoBold : k === 3 ? FONT.narrow : FONT.mono, size: k === 3 ? 9 : 8.5, width: w - 4, align: al });
        x += w;
      });
      y += Math.max(13, h);
    });
    pdf.lineWidth(0.5).moveTo(L, y + 2).lineTo(R, y + 2).stroke();
    y += 10;
    T('TOTAL $', L, y, { font: FONT.narrowBold, size: 12 });
    T(a(t.total), L + 52, y, { font: FONT.monoBold, size: 12 });
    T(`Son pesos: ${amountInWords(t.total, '').trim()}`, L, y + 18, { size: 9, width: R - L });
    T(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido $ ${a(vatContained(t.total, 21))}`, L, y + 32, { size: 8 });
    T(`Atendió: ${v.cashier}`, L, y + 46, { size: 8 });
    T('Cambios dentro de los 30 días con este comprobante y la prenda con etiqueta.', L, 770, { size: 8 });
    T(`CAE: ${v.cae}  Vto.: ${date(addDays(doc.date, 10), 'dd.mm.yyyy')}`, L, 782, { font: FONT.mono, size: 8 });
    T('ORIGINAL', R - 100, 782, { font: FONT.narrowBold, size: 8, width: 100, align: 'right' });
  },
};
