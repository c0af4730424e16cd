import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, GlyphPdf, pad, plain, quantity, sayCondition } from './common';

const W = 595.28, H = 841.89, L = 34, R = W - 34;

/**
 * An industrial supplier's factura A "OPERACIÓN SUJETA A RETENCIÓN" (cód. 51, the former factura M) from an old
 * invoicing program run through a PostScript converter: **standard faces under a custom /Differences encoding in
 * first-use order** (GlyphPdf 'recoded', hex strings). Letter box at the top LEFT,
 * issuer at the right, captions in capitals without accents, a zero discount column, the retention legend.
 */
export const fresh10CLayout: Layout = {
  id: 'fresh10-c',
  kind: 'invoice',
  title: 'fresh10 layout c',
  page: { size: 'A4' },
  scanStyle: 'pencil-stamp',
  issuer: (rng) => makeIssuer(rng, 'Transmisiones Industriales Los Talas S.A.', 'Los Talas Transmisiones'),
  template: (issuer) => ({
    id: 'u-lostalas-facturas-ret',
    name: 'Facturas A sujetas a retención Los Talas',
    instructions:
      `Facturas de ${issuer.name} (CUIT ${issuer.cuit}) clase A con leyenda "operación sujeta a retención" (cód. 51). ` +
      'Precios netos de IVA, alícuotas 21 % y 10,5 %. El cliente es el de "SEÑOR(ES)". La referencia es punto de venta y número.',
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 6), nro = rng.int(100, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'industrial', lineCount: [3, 8], receivers: ['company-ri'], conditionPrinted: 0.9,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = {
      cliente: rng.int(1000, 8999), remito: `0001-${pad(rng.int(10000, 99999), 8)}`, vend: rng.pick(['03 - GOMEZ', '07 - ROLDAN', '11 - PAZ']),
      cae: rng.digits(14), cond: rng.pick(['CTA. CTE. 30 DIAS', 'CONTADO', 'CTA. CTE. 60 DIAS']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const pdf = new GlyphPdf([W, H], { producer: 'GPL Ghostscript 9.26', creator: 'FACTUR 4.1 (c) Sistemas', title: `FACT51_${doc.reference}` }, {
      R: { std: 'Helvetica' }, B: { std: 'Helvetica-Bold' }, M: { std: 'Courier' },
    });
    // letter box top left with the legend under it
    pdf.rect(L, 30, 64, 62, { stroke: '#000000', lineWidth: 1.4 });
    pdf.text('A', L, 34, { font: 'B', size: 34, width: 64, align: 'center' });
    pdf.text('COD. 51', L, 76, { font: 'B', size: 7.5, width: 64, align: 'center' });
    pdf.rect(L, 96, 250, 16, { fill: '#000000' });
    pdf.text('OPERACION SUJETA A RETENCION', L + 6, 99.5, { font: 'B', size: 9, color: '#ffffff' });
    pdf.text('FACTURA', L + 78, 34, { font: 'B', size: 16 });
    pdf.text(`PTO. VTA. ${doc.reference.slice(0, 5)}   COMP. NRO. ${doc.reference.slice(6)}`, L + 78, 55, { font: 'M', size: 8.5 });
    pdf.text(`NRO. ${doc.reference}`, L + 78, 67, { font: 'M', size: 8.5 });
    pdf.text(`FECHA DE EMISION: ${date(doc.date, 'dd/mm/yyyy')}`, L + 78, 79, { font: 'M', size: 8.5 });
    // issuer at the right
    const ix = 330;
    pdf.text(plain(is.name).toUpperCase(), ix, 32, { font: 'B', size: 10.5, width: R - ix, align: 'right' });
    pdf.text(plain(`${is.address} - ${is.city}`).toUpperCase(), ix, 47, { size: 7.5, width: R - ix, align: 'right' });
    pdf.text(`C.U.I.T.: ${cuitDashed(is.cuit)}   I.I.B.B.: ${is.iibb}`, ix, 58, { size: 7.5, width: R - ix, align: 'right' });
    pdf.text(`${plain(is.condicionText).toUpperCase()}   INICIO ACT.: ${is.activitySince}`, ix, 69, { size: 7.5, width: R - ix, align: 'right' });
    pdf.text(`TEL. ${is.phone}  ${is.email}`, ix, 80, { size: 7.5, width: R - ix, align: 'right' });
    pdf.line(L, 120, R, 120, { width: 1 });
    // customer
    let y = 128;
    const cap = (s: string, x: number, yy: number) => pdf.text(s, x, yy, { font: 'B', size: 7.5 });
    cap('SEÑOR(ES):', L, y); pdf.text(r.name, L + 62, y - 0.5, { size: 9 });
    cap('CLIENTE NRO.:', 420, y); pdf.text(String(v.cliente), 480, y - 0.5, { size: 9 });
    y += 14;
    cap('DOMICILIO:', L, y); pdf.text(plain(r.address).toUpperCase(), L + 62, y - 0.5, { size: 8 });
    y += 14;
    cap('C.U.I.T.:', L, y); pdf.text(cuitDashed(r.docNumber!), L + 62, y - 0.5, { size: 9 });
    if (r.condicionPrinted) { cap('COND. FRENTE AL I.V.A.:', 200, y); pdf.text(r.condicionText, 300, y - 0.5, { size: 8.5 }); }
    y += 14;
    cap('COND. DE VENTA:', L, y); pdf.text(String(v.cond), L + 72, y - 0.5, { size: 8.5 });
    cap('REMITO:', 250, y); pdf.text(String(v.remito), 290, y - 0.5, { size: 8.5 });
    cap('VEND.:', 420, y); pdf.text(String(v.vend), 452, y - 0.5, { size: 8.5 });
    y += 18;
    // the table
    const cols: Array<[string, number, 'left' | 'right']> = [['ITEM', 28, 'right'], ['CODIGO', 50, 'left'], ['DESCRIPCION', 190, 'left'], ['U.M.', 28, 'left'],
      ['CANTIDAD', 48, 'right'], ['P. UNITARIO', 64, 'right'], ['% BONIF', 36, 'right'], ['IMPORTE', 83.28, 'right']];
    pdf.rect(L, y, R - L, 15, { fill: '#d9d9d9', stroke: '#000000', lineWidth: 0.6 });
    let x = L;
    for (const [h, w, al] of cols) { pdf.text(h, x + 3, y + 4, { font: 'B', size: 7, width: w - 6, align: al }); x += w; }
    y += 19;
    doc.lines.forEach((l, i) => {
      const desc = pdf.wrap(l.description, 184, 'R', 8);
      const cells = [String(i + 1), l.code ?? '', '', plain(l.unit).toUpperCase().slice(0, 4), quantity(l.quantity, 'ar', 2), a(l.unitPrice!), '0,00', a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], k) => {
        if (k === 2) desc.forEach((s, j) => pdf.text(s, x + 3, y + j * 10, { size: 8 }));
        else pdf.text(cells[k]!, x + 3, y, { font: k >= 4 ? 'M' : 'R', size: 8, width: w - 6, align: al });
        x += w;
      });
      y += Math.max(1, desc.length) * 10 + 4;
    });
    pdf.line(L, 600, R, 600, { width: 0.8 });
    // totals as a bottom strip of boxes
    const labels: Array<[string, string]> = [['IMPORTE NETO GRAVADO', a(t.subtotal)]];
    for (const b of t.byRate) labels.push([`I.V.A. ${b.rate === 10.5 ? '10,5' : '21'} %`, a(b.vat)]);
    labels.push(['IMP. OTROS TRIBUTOS', '0,00'], ['IMPORTE TOTAL $', a(t.total)]);
    const bw = (R - L) / labels.length;
    labels.forEach(([h, val], k) => {
      pdf.rect(L + k * bw, 608, bw, 34, { stroke: '#000000', lineWidth: 0.6, ...(k === labels.length - 1 ? { fill: '#eeeeee' } : {}) });
      pdf.text(h, L + k * bw + 3, 612, { font: 'B', size: 6.5, width: bw - 6, align: 'center' });
      pdf.text(val, L + k * bw + 3, 626, { font: k === labels.length - 1 ? 'B' : 'M', size: 9, width: bw - 6, align: 'center' });
    });
    const legend = 'El importe del Impuesto al Valor Agregado discriminado en el presente comprobante se encuentra sujeto a retencion por parte del ' +
      'receptor, conforme al regimen de la R.G. (AFIP) 1575 y sus modificatorias. El receptor debera actuar como agente de retencion del I.V.A. ' +
      'por la totalidad del impuesto facturado.';
    pdf.wrap(legend, R - L, 'R', 7.5).forEach((s, k) => pdf.text(s, L, 654 + k * 10, { size: 7.5 }));
    pdf.text(`C.A.E. NRO.: ${v.cae}`, L, 770, { font: 'M', size: 8.5 });
    pdf.text(`FECHA VTO. C.A.E.: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 782, { font: 'M', size: 8.5 });
    pdf.text('ORIGINAL', R - 120, 776, { font: 'B', size: 10, width: 120, align: 'right' });
    return pdf.bytes();
  },
};
