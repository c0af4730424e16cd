import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, dotted, FormPdf, pad, qrModules, quantity, sayCondition, settle, vatContained, arcaQrUrl, docTipo } from './common';

const FW = 595.28, FH = 841.89, PW = 841.89, PH = 595.28, L = 30, R = FW - 30;

/** A wholesale distributor's invoice printed twice (ORIGINAL, DUPLICADO) on one landscape sheet, the voucher a Form XObject (FormPdf). See LAYOUTS.md. */
export const fresh12GLayout: Layout = {
  id: 'fresh12-g',
  kind: 'invoice',
  title: 'fresh12 layout g',
  page: { size: 'A4', landscape: true },
  scanStyle: 'sticky-note',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Del Litoral S.A.', 'Distribuidora Del Litoral'),
  template: (issuer) => ({
    id: 'w-facturas-dellitoral',
    name: 'Facturas Distribuidora Del Litoral',
    instructions:
      `Facturas de ${issuer.name} (CUIT ${issuer.cuit}), impresas por duplicado en una hoja apaisada. A a responsables inscriptos (precios netos, ` +
      'IVA 10,5 % o 21 % por artículo), B al resto (precios finales). La referencia es punto de venta y número.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 9), nro = rng.int(1000, 80000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.9, mixedVat: true,
        pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh12-g', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, letter: doc.pricesIncludeIva ? 'B' : 'A', cae: caeOf((k) => rng.digits(k)), route: `Zona ${rng.int(1, 12)} - Reparto ${rng.pick(['lunes', 'martes', 'jueves'])}` };
    return doc;
  },
  render: async (doc) => {
    const f = new FormPdf([FW, FH], [PW, PH], { producer: 'Facturacion Win32 PDF', creator: 'DistriSoft', title: `Factura ${doc.reference}` });
    const p = f.form;
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const letterB = v.letter === 'B';
    // the voucher, once, into the form (the copy label is left to the page: a blank band at the top)
    p.rect(L, 52, R - L, 110, { stroke: '#000000', lineWidth: 1 });
    p.line(FW / 2, 92, FW / 2, 162, { width: 1 });
    p.rect(FW / 2 - 22, 52, 44, 40, { stroke: '#000000', lineWidth: 1 });
    p.text(String(v.letter), FW / 2 - 22, 56, { font: 'HB', size: 26, width: 44, align: 'center' });
    p.text(letterB ? 'COD. 06' : 'COD. 01', FW / 2 - 22, 82, { size: 6.5, width: 44, align: 'center' });
    p.text(is.tradeName.toUpperCase(), L + 8, 62, { font: 'TB', size: 14 });
    [is.name, `${is.address}`, is.city, `Tel. ${is.phone}`, is.condicionText].forEach((s, i) => p.text(s, L + 8, 96 + i * 12, { size: 9 }));
    p.text('FACTURA', FW / 2 + 32, 60, { font: 'HB', size: 18 });
    const meta: Array<[string, string]> = [['Punto de Venta:', pad(Number(v.pv), 4)], ['Comp. Nro:', pad(Number(v.nro), 8)], ['Fecha de Emisión:', date(doc.date, 'dd/mm/yyyy')], ['CUIT:', cuitDashed(is.cuit)], ['IIBB:', is.iibb], ['Inicio de Actividades:', is.activitySince]];
    meta.forEach(([k, val], i) => { p.text(k, FW / 2 + 32, 92 + i * 11.5, { font: 'HB', size: 8.5 }); p.text(val, FW / 2 + 130, 92 + i * 11.5, { size: 9 }); });
    // the customer under a bar
    let y = 170;
    p.rect(L, y, R - L, 16, { fill: '#000000' });
    p.text('CLIENTE', L + 6, y + 4, { font: 'HB', size: 9, color: '#ffffff' });
    y += 22;
    p.text('Sr./Sres.:', L + 4, y, { font: 'HB', size: 9.5 }); p.text(r.name, L + 60, y, { size: 9.5 });
    const id = r.docType === 'CUIT' ? `CUIT: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI: ${dotted(r.docNumber!)}` : '';
    p.text(id, L + 340, y, { size: 9.5 });
    y += 14;
    p.text('Domicilio:', L + 4, y, { font: 'HB', size: 9.5 }); p.text(r.address, L + 60, y, { size: 9 });
    y += 14;
    if (r.condicionPrinted) { p.text('Cond. IVA:', L + 4, y, { font: 'HB', size: 9.5 }); p.text(r.condicionText, L + 60, y, { size: 9.5 }); }
    p.text('Cond. Venta:', L + 200, y, { font: 'HB', size: 9.5 }); p.text('Cta. Cte. 15 días', L + 266, y, { size: 9.5 });
    p.text(String(v.route), L + 380, y, { size: 9 });
    y += 20;
    // items
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 54, 'left'], ['Descripción', 210, 'left'], ['Cant.', 42, 'right'], ['P. Unitario', 74, 'right'], ['IVA %', 40, 'right'], ['Importe', R - L - 420, 'right']];
    p.line(L, y, R, y, { width: 1 });
    let x = L;
    for (const [h, w, al] of cols) { p.text(h, x + 3, y + 4, { font: 'HB', size: 9, width: w - 6, align: al }); x += w; }
    y += 18;
    p.line(L, y - 2, R, y - 2, { width: 0.6 });
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), a(l.unitPrice!), amount(l.ivaRate, 'ar', 1), a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => { p.text(cells[c]!, x + 3, y, { size: 9, width: w - 6, align: al }); x += w; });
      y += 14;
    });
    // totals, bottom right, and the legal foot
    let ty = 600;
    p.line(L, ty - 8, R, ty - 8, { width: 1 });
    const rows: Array<[string, string]> = letterB
      ? [['Subtotal', a(t.subtotal)], ['Otros tributos', '0,00'], ['Total', a(t.total)]]
      : [['Importe Neto Gravado', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${amount(b.rate, 'ar', 1)} %`, a(b.vat)]), ['Otros tributos', '0,00'], ['Total', a(t.total)]];
    rows.forEach(([k, val], i) => {
      const last = i === rows.length - 1;
      p.text(last ? 'TOTAL $' : k, 330, ty + i * 15, { font: last ? 'HB' : 'H', size: last ? 12 : 10, width: 120, align: 'right' });
      p.text(val, 455, ty + i * 15, { font: last ? 'HB' : 'H', size: last ? 12 : 10, width: R - 455, align: 'right' });
    });
    if (letterB) p.text(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA Contenido $ ${a(doc.lines.reduce((sum, l, i) => sum.add(vatContained(t.lineAmounts[i]!, l.ivaRate)), new Decimal(0)))}`, L, ty + 60, { size: 8 });
    const qr = qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: letterB ? 6 : 1, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) }));
    const cell = 84 / qr.n;
    for (let rr = 0; rr < qr.n; rr++) for (let cc = 0; cc < qr.n; cc++) if (qr.on(rr, cc)) p.rect(L + cc * cell, 720 + rr * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
    p.text(`CAE N°: ${v.cae}`, L + 100, 740, { font: 'HB', size: 10 });
    p.text(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 100, 756, { size: 10 });
    p.text('Comprobante autorizado', L + 100, 772, { size: 8 });
    // the page: two copies reduced side by side, each labelled, a dashed cut line between them
    const s = 0.685, copyW = FW * s, copyH = FH * s, yb = (PH - copyH) / 2;
    const x1 = 12, x2 = PW - 12 - copyW;
    f.place({ x: x1, y: yb, scale: s });
    f.place({ x: x2, y: yb, scale: s });
    f.pageText('ORIGINAL', x1, yb + 14, { size: 11, width: copyW, align: 'center' });
    f.pageText('DUPLICADO', x2, yb + 14, { size: 11, width: copyW, align: 'center' });
    f.pageLine(PW / 2, 8, PW / 2, PH - 8, { dash: [4, 3], width: 0.5, color: '#777777' });
    return f.bytes();
  },
};
