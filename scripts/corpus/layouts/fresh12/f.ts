import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dmy2, dotted, FlipPdf, pad, quantity, sayCondition, settle, vatContained, wrapBy } from './common';

const W = 595.28, H = 841.89, L = 32, R = W - 32;

/** A .NET billing program's factura A or B whose descriptions wrap onto two lines (fresh9's FlipPdf). See LAYOUTS.md. */
export const fresh12FLayout: Layout = {
  id: 'fresh12-f',
  kind: 'invoice',
  title: 'fresh12 layout f',
  page: { size: 'A4' },
  scanStyle: 'window-blinds',
  issuer: (rng) => makeIssuer(rng, 'Corralón El Quebracho S.R.L.', 'Corralón El Quebracho'),
  template: (issuer) => ({
    id: 'w-facturas-elquebracho',
    name: 'Facturas Corralón El Quebracho',
    instructions:
      `Facturas de ${issuer.name} (CUIT ${issuer.cuit}): A a responsables inscriptos (precios netos, IVA 21 %), B al resto (precios finales). ` +
      'La referencia es punto de venta y número.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 5), nro = rng.int(3000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [4, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.85, mixedVat: false,
        pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh12-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, letter: doc.pricesIncludeIva ? 'B' : 'A', cae: caeOf((k) => rng.digits(k)), obra: rng.pick(['Retira en mostrador', 'Entrega en obra', 'Envío a domicilio']) };
    return doc;
  },
  render: async (doc) => {
    const p = new FlipPdf([W, H], { producer: 'PDFsharp 1.50.5147 (www.pdfsharp.com)', creator: 'Facturador.NET', title: `Factura ${doc.reference}` });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const letterB = v.letter === 'B';
    // header: issuer box | letter | voucher box
    p.flipRect(L, 30, R - L, 96, { stroke: '#000000', lineWidth: 0.8 });
    p.flipLine(W / 2, 60, W / 2, 126);
    p.flipRect(W / 2 - 20, 30, 40, 30, { stroke: '#000000', fill: '#eeeeee', lineWidth: 0.8 });
    p.flipText(String(v.letter), W / 2 - 20, 32, { font: 'HB', size: 20, width: 40, align: 'center' });
    p.flipText(letterB ? 'Cód. 06' : 'Cód. 01', W / 2 - 20, 52, { size: 5.5, width: 40, align: 'center' });
    p.flipText(is.tradeName, L + 8, 38, { font: 'TB', size: 15 });
    p.flipLines([is.name, is.address, is.city, `Tel. ${is.phone}`, is.condicionText], L + 8, 60, 11, { size: 8 });
    p.flipText('FACTURA', W / 2 + 30, 38, { font: 'HB', size: 14 });
    const meta: Array<[string, string]> = [['N°', `${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`], ['Fecha', dmy2(doc.date)], ['CUIT', cuitDashed(is.cuit)], ['IIBB', is.iibb], ['Inicio Act.', is.activitySince]];
    meta.forEach(([k, val], i) => { p.flipText(`${k}:`, W / 2 + 30, 62 + i * 11, { size: 8 }); p.flipText(val, W / 2 + 90, 62 + i * 11, { font: i < 2 ? 'HB' : 'H', size: 8.5 }); });
    // customer and sale conditions: two boxes side by side
    const cy = 132, cw = (R - L) * 0.62;
    p.flipRect(L, cy, cw, 58, { stroke: '#000000', lineWidth: 0.6 });
    p.flipRect(L + cw + 6, cy, R - L - cw - 6, 58, { stroke: '#000000', lineWidth: 0.6 });
    p.flipText('Señor/es:', L + 6, cy + 6, { size: 8 }); p.flipText(r.name, L + 52, cy + 5, { font: 'HB', size: 9 });
    p.flipText('Domicilio:', L + 6, cy + 20, { size: 8 }); p.flipText(r.address, L + 52, cy + 20, { size: 8 });
    const id = r.docType === 'CUIT' ? ['CUIT:', cuitDashed(r.docNumber!)] : r.docType === 'DNI' ? ['DNI:', dotted(r.docNumber!)] : null;
    if (id) { p.flipText(id[0]!, L + 6, cy + 34, { size: 8 }); p.flipText(id[1]!, L + 52, cy + 34, { size: 8.5 }); }
    if (r.condicionPrinted) { p.flipText('IVA:', L + 170, cy + 34, { size: 8 }); p.flipText(r.condicionText, L + 192, cy + 34, { size: 8.5 }); }
    const sx = L + cw + 12;
    p.flipLines(['Cond. de venta: Contado', `Entrega: ${v.obra}`, `Vto.: ${dmy2(addDays(doc.date, 7))}`], sx, cy + 6, 13, { size: 8 });
    // items: a narrow description column, so descriptions wrap onto two lines
    let y = 204;
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Art.', 50, 'left'], ['Descripción', 100, 'left'], ['U.M.', 40, 'center'], ['Cantidad', 56, 'right'], ['Precio', 80, 'right'], ['Bonif.', 44, 'right'], ['Subtotal', R - L - 370, 'right']];
    p.flipRect(L, y, R - L, 16, { fill: '#dddddd' });
    let x = L;
    for (const [h, w, al] of cols) { p.flipText(h, x + 3, y + 4, { font: 'HB', size: 8, width: w - 6, align: al }); x += w; }
    y += 20;
    doc.lines.forEach((l, i) => {
      const desc = wrapBy(l.description, 84, (s) => p.w(s, 'H', 8));
      const cells = [l.code ?? '', '', l.unit === 'unidades' ? 'UN' : l.unit.toUpperCase(), quantity(l.quantity, 'ar', 2), a(l.unitPrice!), '0,00', a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) p.flipLines(desc, x + 3, y, 10, { size: 8 });
        else p.flipText(cells[c]!, x + 3, y, { size: 8, width: w - 6, align: al });
        x += w;
      });
      y += desc.length * 10 + 5;
      p.flipLine(L, y - 2, R, y - 2, { color: '#bbbbbb', width: 0.3 });
    });
    // totals
    let ty = Math.max(y + 18, 540);
    const rows: Array<[string, string]> = letterB
      ? [['Subtotal', a(t.subtotal)], ['TOTAL $', a(t.total)]]
      : [['Subtotal', a(t.subtotal)], ['Bonificación', '0,00'], ['Neto gravado', a(t.subtotal)], ['IVA 21 %', a(t.byRate[0]!.vat)], ['TOTAL $', a(t.total)]];
    rows.forEach(([k, val], i) => {
      const last = i === rows.length - 1;
      p.flipText(k, 350, ty + i * 14, { font: last ? 'HB' : 'H', size: last ? 10 : 8.5, width: 100, align: 'right' });
      p.flipText(val, 455, ty + i * 14, { font: last ? 'HB' : 'H', size: last ? 10 : 8.5, width: R - 455, align: 'right' });
    });
    ty += rows.length * 14 + 8;
    if (letterB) p.flipText(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA Contenido: $ ${a(vatContained(t.total, 21))}`, L, ty, { size: 7.5 });
    p.flipText(`CAE: ${v.cae}`, L, 780, { font: 'HB', size: 8.5 });
    p.flipText(`Fecha de Vto. de CAE: ${dmy2(addDays(doc.date, 10))}`, L + 160, 780, { size: 8.5 });
    p.flipText('Original', R - 60, 780, { size: 8, width: 60, align: 'right' });
    return p.bytes();
  },
};
