import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, pad, quantity, RawPdf, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 30, R = W - 30;

/**
 * A cleaning-goods maker's factura A to shops, from an in-house program written decades ago, by the fresh8 hand
 * writer (RawPdf, Helvetica and Courier): **every caption abbreviated its own way** ("Cte.", "Cpte.", "Fch. Emis.",
 * "Nro. Doc.", "Cond.Fte.IVA", "Ctd.", "P/U", "Tot. Gral.") and the **table columns in an unusual order: the amount
 * first, then the unit price, the description, the article and the quantity LAST at the right**. Net prices, 21 %.
 */
export const fresh10GLayout: Layout = {
  id: 'fresh10-g',
  kind: 'invoice',
  title: 'fresh10 layout g',
  page: { size: 'A4' },
  scanStyle: 'sleeve-glare',
  issuer: (rng) => makeIssuer(rng, 'Química Hogareña Villa Elisa S.A.', 'Química Villa Elisa'),
  template: (issuer) => ({
    id: 'u-villaelisa-fact',
    name: 'Facturas A Química Villa Elisa',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) a comercios. El cliente es "Cte.". Precios netos de IVA 21 %. ` +
      'La columna de importe está primero y la cantidad al final. La referencia es el número de comprobante.',
    catalog: 'grocery',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(60000, 180000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'grocery', lineCount: [5, 14], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-g', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'R.I.', 4: 'Exento', 5: 'C.F.', 6: 'Monot.' });
    for (const l of doc.lines) l.quantity = rng.pick([6, 12, 12, 24, 36, 48, 60, 120]);
    settle(doc);
    doc.variant = { cte: rng.int(10000, 99999), vend: rng.int(1, 40), ruta: rng.int(1, 12), cae: rng.digits(14), oc: rng.int(100000, 999999) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const p = new RawPdf([W, H], { producer: 'QHVE-FAC v3.11', creator: 'QHVE-FAC', title: `CPTE ${doc.reference}` });
    const d8 = (iso: string) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
    p.text(is.name.toUpperCase(), L, 30, { font: 'HB', size: 12.5 });
    p.text(`${is.address} - ${is.city}`, L, 46, { size: 7.5 });
    p.text(`C.U.I.T. ${is.cuit}  Cond.Fte.IVA: ${is.condicionText}`, L, 56, { size: 7.5 });
    p.text(`I.Br.: ${is.iibb}  Ini.Act.: ${is.activitySince}  Tel.: ${is.phone}`, L, 65, { size: 7.5 });
    p.rect(R - 200, 26, 200, 44, { stroke: '#000000', lineWidth: 0.8 });
    p.text('FACT. "A"  Cód.01', R - 194, 31, { font: 'HB', size: 11 });
    p.text(`Cpte. Nro. ${doc.reference}`, R - 194, 46, { font: 'C', size: 9 });
    p.text(`Fch. Emis. ${d8(doc.date)}   Vto. ${d8(addDays(doc.date, 30))}`, R - 194, 57, { font: 'C', size: 8 });
    p.line(L, 78, R, 78, { width: 0.6 });
    let y = 86;
    const kv = (k: string, val: string, x: number, yy: number) => { p.text(k, x, yy, { font: 'HB', size: 8 }); p.text(val, x + p.widthOf(k, 'HB', 8) + 4, yy, { size: 8.5 }); };
    kv('Cte.:', `${v.cte} - ${r.name}`, L, y);
    kv('Nro. Doc.:', r.docNumber!, R - 170, y);
    y += 13;
    kv('Dom.:', r.address, L, y);
    if (r.condicionPrinted) kv('Cond.Fte.IVA:', r.condicionText, R - 170, y);
    y += 13;
    kv('C.Vta.:', 'Cta.Cte. 30 d.', L, y);
    kv('Vend.:', String(v.vend), L + 150, y);
    kv('Rto.:', String(v.ruta), L + 230, y);
    kv('O.C.:', String(v.oc), L + 300, y);
    y += 18;
    // amount first, quantity last
    const cols: Array<[string, number, 'left' | 'right']> = [['Imp.', 86, 'right'], ['P/U', 70, 'right'], ['Dsc.', 262, 'left'], ['Art.', 60, 'left'], ['Ctd.', 57.28, 'right']];
    p.rect(L, y, R - L, 14, { fill: '#000000' });
    let x = L;
    for (const [h, w, al] of cols) { p.text(h, x + 4, y + 3.5, { font: 'HB', size: 8, width: w - 8, align: al, color: '#ffffff' }); x += w; }
    y += 18;
    doc.lines.forEach((l, i) => {
      const cells = [a(t.lineAmounts[i]!), a(l.unitPrice!), l.description, l.code ?? '', quantity(l.quantity, 'ar')];
      if (i % 2 === 1) p.rect(L, y - 2.5, R - L, 13, { fill: '#f0f0f0' });
      x = L;
      cols.forEach(([, w, al], c) => { p.text(cells[c]!, x + 4, y, { font: c === 2 ? 'H' : 'C', size: 8.5, width: w - 8, align: al }); x += w; });
      y += 13;
    });
    p.line(L, y + 2, R, y + 2, { width: 0.6 });
    y += 10;
    const units = doc.lines.reduce((s, l) => s + l.quantity, 0);
    p.text(`Ctd. items: ${doc.lines.length}   Ctd. unid.: ${units}`, L, y, { font: 'C', size: 8 });
    const tot: Array<[string, string]> = [['Sbtot. Grav.', a(t.subtotal)], ['I.V.A. R.I. 21%', a(t.byRate[0]!.vat)], ['Perc. IIBB', '0,00'], ['Tot. Gral. $', a(t.total)]];
    tot.forEach(([h, val], k) => {
      const last = k === tot.length - 1;
      p.text(h, R - 240, y + k * 13, { font: last ? 'HB' : 'H', size: last ? 10 : 8.5, width: 120, align: 'right' });
      p.text(val, R - 110, y + k * 13, { font: last ? 'CB' : 'C', size: last ? 10 : 8.5, width: 110, align: 'right' });
    });
    p.text(`C.A.E. ${v.cae}  Vto.C.A.E. ${d8(addDays(doc.date, 10))}`, L, 786, { font: 'C', size: 8 });
    p.text('Orig.', R - 40, 786, { font: 'HB', size: 8, width: 40, align: 'right' });
    return p.bytes();
  },
};
