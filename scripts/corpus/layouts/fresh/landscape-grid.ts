import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { box, fillBox, hline, text } from '../draw';
import type { Layout } from '../layout';
import { amount, date, ean13, quantity, sayCondition } from './print';

/**
 * A food wholesaler's factura A exported landscape from a spreadsheet-minded ERP: many narrow columns (barcode,
 * internal code, units per package, list price, discount %, net price, rate), amounts "1234.56" with a decimal
 * point and no grouping, dates "26-11-2026", the customer in a strip of small captioned cells.
 */
const L = 24, R = 818;
const COLS: Array<{ h: string; w: number; a: 'left' | 'right' | 'center' }> = [
  { h: 'Rgl', w: 22, a: 'right' }, { h: 'Cód. barras', w: 74, a: 'left' }, { h: 'Cód.', w: 44, a: 'left' }, { h: 'Descripción del artículo', w: 236, a: 'left' },
  { h: 'UxB', w: 28, a: 'right' }, { h: 'Cant.', w: 38, a: 'right' }, { h: 'P. Lista', w: 64, a: 'right' }, { h: 'Bonif. %', w: 40, a: 'right' },
  { h: 'P. Neto', w: 64, a: 'right' }, { h: 'Alíc.', w: 34, a: 'right' }, { h: 'Imp. Int.', w: 44, a: 'right' }, { h: 'Importe neto', w: R - L - 688, a: 'right' },
];

export const freshLandscapeGridLayout: Layout = {
  id: 'fresh-landscape-grid',
  kind: 'invoice',
  title: 'landscape spreadsheet-like factura A: barcode, UxB, P. Lista, Bonif. %, P. Neto, Alíc. columns; amounts "1234.56", dates dd-mm-yyyy',
  page: { size: 'A4', landscape: true },
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Santa Brígida S.R.L.', 'DISTRIBUIDORA SANTA BRIGIDA'),
  template: (issuer) => ({
    id: 'flandscape-santabrigida',
    name: 'Facturas A Distribuidora Santa Brígida',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, exportadas en formato apaisado. El cliente figura en la celda "Razón social". ` +
      'Precios netos sin IVA ("P. Neto"), alícuota por renglón (21% o 10,5%); importes con punto decimal. La referencia es el número de comprobante.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(5, 15), 4)}-${pad(rng.int(50000, 400000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [5, 13], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.9,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar-plain'],
      },
      { layout: 'fresh-landscape-grid', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RI', 4: 'EX', 5: 'CF', 6: 'MT' });
    doc.variant = {
      client: String(rng.int(1000, 9999)), seller: `${rng.int(1, 30)}`, zone: rng.pick(['NORTE', 'SUR', 'CENTRO', 'OESTE']),
      list: rng.pick(['MAYORISTA', 'LISTA 2', 'DISTRIB.']), cae: `7${rng.digits(13)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    text(pdf, is.tradeName, L, 22, { font: 'Helvetica-Bold', size: 13 });
    text(pdf, `${is.name} | ${is.address} ${is.city} | CUIT ${is.cuit} | IIBB ${is.iibb} | ${is.condicionText} | Inicio act. ${is.activitySince}`, L, 37, { font: 'Helvetica', size: 6.5, width: 450 });
    box(pdf, 500, 16, 26, 26, 1);
    text(pdf, 'A', 500, 19, { font: 'Helvetica-Bold', size: 19, width: 26, align: 'center' });
    text(pdf, 'Cód. 001', 492, 44, { font: 'Helvetica', size: 5.5, width: 42, align: 'center' });
    text(pdf, `FACTURA  ${doc.reference}`, 560, 18, { font: 'Helvetica-Bold', size: 11, width: R - 560, align: 'right' });
    text(pdf, `Fecha ${date(doc.date, 'dd-mm-yyyy')}   Vto. ${date(addDays(doc.date, 21), 'dd-mm-yyyy')}`, 560, 34, { font: 'Helvetica', size: 8, width: R - 560, align: 'right' });
    // the customer strip: caption over value in narrow cells
    const cells: Array<[string, string, number]> = [
      ['Nro. cliente', String(doc.variant.client), 50], ['Razón social', r.name, 230], ['CUIT', r.docNumber!, 76],
      ['Cat. IVA', r.condicionPrinted ? r.condicionText : '', 40], ['Domicilio', r.address, 230], ['Vend.', String(doc.variant.seller), 34],
      ['Zona', String(doc.variant.zone), 50], ['Lista', String(doc.variant.list), R - L - 710],
    ];
    let x = L;
    for (const [caption, value, w] of cells) {
      box(pdf, x, 56, w, 24, 0.5);
      text(pdf, caption, x + 2, 58, { font: 'Helvetica', size: 5.5, color: '#555555' });
      text(pdf, value, x + 2, 68, { font: 'Helvetica-Bold', size: 7, width: w - 4 });
      x += w;
    }
    // the grid
    let y = 88;
    x = L;
    fillBox(pdf, L, y, R - L, 13, '#e2e8d5');
    for (const c of COLS) {
      box(pdf, x, y, c.w, 13, 0.5);
      text(pdf, c.h, x + 2, y + 3.5, { font: 'Helvetica-Bold', size: 6.5, width: c.w - 4, align: c.a });
      x += c.w;
    }
    y += 13;
    doc.lines.forEach((l, i) => {
      const price = amount(l.unitPrice!, 'dot');
      const values = [String(i + 1), ean13(l.code!), l.code ?? '', l.description, String(l.description.match(/x (\d+)/)?.[1] ?? 1), quantity(l.quantity, 'dot'),
        price, '0.00', price, amount(l.ivaRate, 'dot'), '0.00', amount(t.lineAmounts[i]!, 'dot')];
      x = L;
      values.forEach((v, k) => {
        if (i % 2 === 1) fillBox(pdf, x, y, COLS[k]!.w, 12, '#f6f6f6');
        text(pdf, v, x + 2, y + 3, { font: 'Helvetica', size: 6.8, width: COLS[k]!.w - 4, align: COLS[k]!.a });
        x += COLS[k]!.w;
      });
      y += 12;
    });
    hline(pdf, L, R, y, 0.6);
    // foot: a row of captioned totals
    const net = (rate: number) => t.byRate.find((b) => b.rate === rate)?.net ?? new Decimal(0);
    const vat = (rate: number) => t.byRate.find((b) => b.rate === rate)?.vat ?? new Decimal(0);
    const foot: Array<[string, string]> = [
      ['Neto grav. 21%', amount(net(21), 'dot')], ['Neto grav. 10.5%', amount(net(10.5), 'dot')], ['No gravado', '0.00'],
      ['IVA 21%', amount(vat(21), 'dot')], ['IVA 10.5%', amount(vat(10.5), 'dot')], ['Imp. internos', '0.00'], ['Perc. IIBB', '0.00'], ['TOTAL', amount(t.total, 'dot')],
    ];
    const fy = 500;
    const fw = (R - L) / foot.length;
    foot.forEach(([caption, value], k) => {
      const last = k === foot.length - 1;
      if (last) fillBox(pdf, L + k * fw, fy, fw, 30, '#e2e8d5');
      box(pdf, L + k * fw, fy, fw, 30, last ? 1.2 : 0.5);
      text(pdf, caption, L + k * fw + 3, fy + 3, { font: 'Helvetica', size: 6.5, color: '#333333' });
      text(pdf, value, L + k * fw + 3, fy + 15, { font: last ? 'Helvetica-Bold' : 'Helvetica', size: last ? 10 : 8.5, width: fw - 6, align: 'right' });
    });
    text(pdf, `CAE ${doc.variant.cae}  Vto. CAE ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}  |  Bultos: ${doc.lines.reduce((a, l) => a + l.quantity, 0)}  |  Reclamos dentro de las 48 h de recibida la mercadería.`, L, 540, { font: 'Helvetica', size: 7 });
    text(pdf, 'Pág. 1/1', R - 50, 570, { font: 'Helvetica', size: 7, width: 50, align: 'right' });
  },
};
