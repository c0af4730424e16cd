import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, FONT, sayCondition, settle, vatContained } from './common';

/**
 * A uniform maker's factura from its garment-industry ERP (pdfkit, DejaVu Sans Condensed, captions in capitals): a
 * shirt logo, the letter box in the middle (A to a Responsable Inscripto with net prices; B to schools' civil
 * associations and monotributistas with final prices), "NRO.: 0004-00001234", "FECHA: 26/11/2026"; below, the
 * sale's conditions at the LEFT (COND. VTA., REMITO N°, O.C. N°, VENDEDOR, TRANSPORTE) and the customer "SEÑOR/ES"
 * block at the RIGHT; a gridded table ART. / DESCRIPCIÓN / COLOR / S / M / L / XL / XXL / T.U. / TOTAL / P. UNIT. /
 * IMPORTE where the size curve spreads each article's pieces over the size columns and the truth's quantity is TOTAL;
 * amounts without thousands separators ("1234,56", totals "$ 1234,56"); "TOTAL PRENDAS", the amount in words, CAE.
 */
const W = 595.28, H = 841.89, L = 34, R = W - 34;
const SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'T.U.'];
const COLORS = ['Azul marino', 'Blanco', 'Gris melange', 'Negro', 'Bordó', 'Verde inglés', 'Celeste'];

export const fresh6JLayout: Layout = {
  id: 'fresh6-j',
  kind: 'invoice',
  title: 'fresh6 layout j',
  page: { size: 'A4' },
  scanStyle: 'mfp-halftone',
  issuer: (rng) => makeIssuer(rng, 'Textil San Cayetano S.R.L.', 'San Cayetano Uniformes'),
  template: (issuer) => ({
    id: 'q-facturas-uniformes-sancayetano',
    name: 'Facturas San Cayetano Uniformes',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente está en "SEÑOR/ES" (a la derecha). La cantidad de cada artículo es la columna TOTAL ` +
      '(suma de los talles). Factura A: precios netos más IVA 21 %; factura B: precios finales. La referencia es el número de comprobante.',
    catalog: 'uniforms',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'uniforms', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar-plain'],
      },
      { layout: 'fresh6-j', templateId: template.id, issuer, reference: `${pad(rng.int(2, 6), 4)}-${pad(rng.int(800, 9000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    const curves: number[][] = [];
    for (const l of doc.lines) {
      const single = /Delantal/.test(l.description);
      const total = rng.int(single ? 4 : 8, single ? 30 : 80);
      const curve = [0, 0, 0, 0, 0, 0];
      if (single) curve[5] = total;
      else {
        const weights = [rng.range(0.5, 2), rng.range(1.5, 3), rng.range(1.5, 3), rng.range(0.5, 2), rng.range(0, 1)];
        const sum = weights.reduce((a, b) => a + b, 0);
        let left = total;
        weights.forEach((w, i) => {
          const n = i === weights.length - 1 ? left : Math.min(left, Math.round((total * w) / sum));
          curve[i] = n;
          left -= n;
        });
        curve[1]! += left;
      }
      l.quantity = curve.reduce((a, b) => a + b, 0);
      curves.push(curve);
    }
    settle(doc);
    // a tie fix may have added a piece: keep the curve adding up to the quantity
    doc.lines.forEach((l, i) => { const c = curves[i]!; c[c[5]! ? 5 : 1]! += l.quantity - c.reduce((a, b) => a + b, 0); });
    doc.variant = {
      curves: curves.map((c) => c.join(',')).join('|'),
      colors: doc.lines.map(() => rng.pick(COLORS)).join('|'),
      pay: rng.pick(['CTA. CTE. 30 DÍAS', 'CONTADO', 'CHEQUE 30/60', 'TRANSFERENCIA']),
      remito: `0004-${pad(rng.int(1000, 9000), 8)}`,
      oc: `${rng.int(100, 999)}/${today.slice(2, 4)}`,
      seller: rng.pick(['03 - GIMÉNEZ', '07 - CORREA', '11 - MEDINA']),
      carrier: rng.pick(['EXPRESO LITORAL', 'RETIRA CLIENTE', 'VÍA CARGO']),
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const P = (x: Parameters<typeof amount>[0]) => amount(x, 'ar-plain');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 8).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const B = FONT.dejavuCondBold;
    const blue = '#1e3a5f';
    // logo: a shirt
    pdf.polygon([L + 8, 30], [L + 18, 24], [L + 24, 28], [L + 30, 24], [L + 40, 30], [L + 36, 38], [L + 32, 36], [L + 32, 58], [L + 16, 58], [L + 16, 36], [L + 12, 38]).fill(blue);
    T(is.tradeName.toUpperCase(), L + 48, 26, { font: B, size: 13, color: blue });
    T(`${is.name.toUpperCase()}`, L + 48, 43, { size: 7.5 });
    T(`${is.address.toUpperCase()} - ${is.city.toUpperCase()}`, L + 48, 53, { size: 7 });
    T(`TEL. ${is.phone} - ${is.email}`, L + 48, 63, { size: 7 });
    // letter box in the middle
    const mx = W / 2 + 20;
    pdf.lineWidth(1.2).strokeColor('#111111').rect(mx - 17, 22, 34, 36).stroke();
    T(letter, mx - 17, 24, { font: B, size: 22, width: 34, align: 'center' });
    T(letter === 'A' ? 'COD. 01' : 'COD. 06', mx - 20, 61, { size: 6.5, width: 40, align: 'center' });
    T('FACTURA', R - 150, 22, { font: B, size: 15, width: 150, align: 'right' });
    T(`NRO.: ${doc.reference}`, R - 150, 41, { font: B, size: 10, width: 150, align: 'right' });
    T(`FECHA: ${date(doc.date, 'dd/mm/yyyy')}`, R - 150, 55, { size: 8.5, width: 150, align: 'right' });
    T(`C.U.I.T.: ${cuitDashed(is.cuit)}   ING. BRUTOS: ${is.iibb}`, R - 230, 68, { size: 7, width: 230, align: 'right' });
    T(`${is.condicionText.toUpperCase()}   INICIO ACT.: ${is.activitySince}`, R - 230, 77, { size: 7, width: 230, align: 'right' });
    // conditions left, customer right
    const by = 94, bh = 70, split = L + 220;
    pdf.lineWidth(0.7).strokeColor('#111111').rect(L, by, R - L, bh).stroke();
    pdf.moveTo(split, by).lineTo(split, by + bh).stroke();
    const cond: Array<[string, string]> = [['COND. VTA.:', String(v.pay)], ['REMITO N°:', String(v.remito)], ['O.C. N°:', String(v.oc)], ['VENDEDOR:', String(v.seller)], ['TRANSPORTE:', String(v.carrier)]];
    cond.forEach(([k, val], i) => {
      T(k, L + 6, by + 6 + i * 12, { font: B, size: 7.5 });
      T(val, L + 74, by + 6 + i * 12, { size: 7.5 });
    });
    T('SEÑOR/ES:', split + 8, by + 6, { font: B, size: 7.5 });
    T(r.name, split + 62, by + 5, { font: B, size: 9.5 });
    T('DOMICILIO:', split + 8, by + 20, { font: B, size: 7.5 });
    T(r.address.toUpperCase(), split + 62, by + 20, { size: 7.5, width: R - split - 70 });
    T('C.U.I.T.:', split + 8, by + 40, { font: B, size: 7.5 });
    T(cuitDashed(r.docNumber!), split + 62, by + 40, { size: 8 });
    T('I.V.A.:', split + 8, by + 53, { font: B, size: 7.5 });
    T(r.condicionPrinted ? r.condicionText : '', split + 62, by + 53, { size: 8 });
    // the table with the size curve
    const cols = [
      { h: 'ART.', w: 40, a: 'left' as const },
      { h: 'DESCRIPCIÓN', w: 146, a: 'left' as const },
      { h: 'COLOR', w: 50, a: 'left' as const },
      ...SIZES.map((s) => ({ h: s, w: 22, a: 'center' as const })),
      { h: 'TOTAL', w: 31, a: 'right' as const },
      { h: 'P. UNIT.', w: 52, a: 'right' as const },
      { h: 'IMPORTE', w: R - L - 40 - 146 - 50 - 6 * 22 - 31 - 52, a: 'right' as const },
    ];
    const xs: number[] = [];
    cols.reduce((x, c) => { xs.push(x); return x + c.w; }, L);
    let y = 178;
    pdf.rect(L, y, R - L, 16).fill('#dfe6ee');
    cols.forEach((c, i) => T(c.h, xs[i]! + 2, y + 4.5, { font: B, size: 7, width: c.w - 4, align: c.a }));
    const top = y;
    y += 16;
    const curves = String(v.curves).split('|').map((s) => s.split(',').map(Number));
    const colors = String(v.colors).split('|');
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavuCond).fontSize(7.5);
      const h = Math.max(10, pdf.heightOfString(l.description, { width: cols[1]!.w - 4 }), pdf.heightOfString(colors[i]!.toUpperCase(), { width: cols[2]!.w - 4 })) + 6;
      const cells = [l.code ?? '', l.description, colors[i]!.toUpperCase(), ...curves[i]!.map((n) => (n ? String(n) : '')), String(l.quantity), P(l.unitPrice!), P(t.lineAmounts[i]!)];
      cells.forEach((c, j) => { if (c) T(c, xs[j]! + 2, y + 3, { size: 7.5, width: cols[j]!.w - 4, align: cols[j]!.a, font: j === 9 ? B : FONT.dejavuCond }); });
      y += h;
      pdf.lineWidth(0.3).strokeColor('#9aa7b5').moveTo(L, y).lineTo(R, y).stroke();
    });
    const bottom = Math.max(y, 470);
    pdf.lineWidth(0.6).strokeColor('#111111').rect(L, top, R - L, bottom - top).stroke();
    xs.slice(1).forEach((x) => pdf.lineWidth(0.3).strokeColor('#9aa7b5').moveTo(x, top).lineTo(x, bottom).stroke());
    // totals
    y = bottom + 10;
    const pieces = doc.lines.reduce((a, l) => a + l.quantity, 0);
    T(`TOTAL PRENDAS: ${pieces}`, L, y, { font: B, size: 8.5 });
    T(`SON ${amountInWords(t.total, 'PESOS').toUpperCase()}.`, L, y + 14, { size: 7.5, width: 280 });
    const rows: Array<[string, string]> = letter === 'A'
      ? [['NETO GRAVADO', `$ ${P(t.subtotal)}`], ['IVA 21%', `$ ${P(t.byRate[0]!.vat)}`], ['TOTAL', `$ ${P(t.total)}`]]
      : [['TOTAL', `$ ${P(t.total)}`]];
    rows.forEach(([k, val], i) => {
      const last = i === rows.length - 1;
      if (last) pdf.rect(R - 200, y - 3, 200, 17).fill('#dfe6ee');
      T(k, R - 196, y, { font: last ? B : FONT.dejavuCond, size: last ? 10 : 8.5 });
      T(val, R - 110, y, { font: last ? B : FONT.dejavuCond, size: last ? 10 : 8.5, width: 106, align: 'right' });
      y += last ? 20 : 13;
    });
    if (letter === 'B') T(`RÉGIMEN DE TRANSPARENCIA FISCAL AL CONSUMIDOR (LEY 27.743) - IVA CONTENIDO $ ${P(vatContained(t.total, 21))}`, L, y + 20, { size: 7 });
    T('Cambios por talle dentro de los 15 días con la prenda sin uso y esta factura. Los colores pueden variar levemente entre partidas.', L, 700, { size: 7, width: R - L, color: '#444444' });
    T(`CAE N°: ${String(v.cae)}   VTO. CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 730, { font: B, size: 8 });
    T('ORIGINAL', R - 80, 730, { font: B, size: 8, width: 80, align: 'right', color: '#777777' });
  },
};
