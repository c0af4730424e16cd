import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, pad, perception, quantity, RawPdf, sayCondition, settle, wrapBy } from './common';

const W = 595.28, H = 841.89, L = 30, R = W - 30;

/** A desktop ERP's factura A with an IIBB perception under "Otros tributos" (fresh8's RawPdf). See LAYOUTS.md. */
export const fresh12DLayout: Layout = {
  id: 'fresh12-d',
  kind: 'invoice',
  title: 'fresh12 layout d',
  page: { size: 'A4' },
  scanStyle: 'adf-drift-line',
  issuer: (rng) => makeIssuer(rng, 'Metalúrgica Sierra Chica S.A.', 'Metalúrgica Sierra Chica'),
  template: (issuer) => ({
    id: 'w-facturas-sierrachica',
    name: 'Facturas A Metalúrgica Sierra Chica',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) a empresas, desde su ERP. Precios netos, IVA 21 %. La percepción de IIBB ` +
      '(otros tributos) no es parte de las líneas. La referencia es punto de venta y número.',
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 8), nro = rng.int(2000, 40000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'industrial', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-plain'] },
      { layout: 'fresh12-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    settle(doc);
    const iibbRate = rng.pick([1.5, 2, 2.5, 3]);
    doc.variant = {
      pv, nro, iibbRate, cae: caeOf((k) => rng.digits(k)), client: `C${rng.int(1000, 9999)}`, seller: rng.pick(['03 - FUNES', '07 - ARIAS', '11 - PEREZ']),
      remito: `0001-${pad(rng.int(1000, 90000), 8)}`, oc: `OC-${rng.int(10000, 99999)}`, juris: rng.pick(['Buenos Aires', 'Córdoba', 'Santa Fe']),
    };
    return doc;
  },
  render: async (doc) => {
    const p = new RawPdf([W, H], { producer: 'ReportEngine 5.2', creator: 'GestionPro ERP', title: `Factura ${doc.reference}` });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const d = (x: Decimal.Value) => amount(x, 'dot');
    // letterhead, left; voucher, right; the letter box at the top centre
    p.text(is.tradeName.toUpperCase(), L, 30, { font: 'HB', size: 14 });
    p.text(is.name, L, 50, { size: 8 });
    p.text(`${is.address} - ${is.city}`, L, 61, { size: 8 });
    p.text(`Tel: ${is.phone}  E-mail: ${is.email}`, L, 72, { size: 8 });
    p.text(is.condicionText, L, 83, { font: 'HB', size: 8 });
    p.rect(W / 2 - 20, 24, 40, 40, { stroke: '#000000', lineWidth: 1 });
    p.text('A', W / 2 - 20, 28, { font: 'HB', size: 24, width: 40, align: 'center' });
    p.text('COD. 01', W / 2 - 20, 55, { size: 6, width: 40, align: 'center' });
    p.text('FACTURA', 360, 26, { font: 'HB', size: 16 });
    const meta: Array<[string, string]> = [
      ['Nro.:', `${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`], ['Fecha:', doc.date], ['C.U.I.T.:', cuitDashed(is.cuit)], ['Ing. Brutos C.M.:', is.iibb],
      ['Inicio Actividades:', is.activitySince],
    ];
    meta.forEach(([k, val], i) => {
      p.text(k, 360, 46 + i * 11, { font: 'HB', size: 8 });
      p.text(val, 440, 46 + i * 11, { font: i < 2 ? 'CB' : 'H', size: i < 2 ? 9 : 8 });
    });
    p.line(L, 106, R, 106, { width: 1.2 });
    // the customer under a dark bar
    p.rect(L, 112, R - L, 14, { fill: '#333333' });
    p.text('DATOS DEL CLIENTE', L + 6, 115, { font: 'HB', size: 8, color: '#ffffff' });
    p.text(`Cliente: ${v.client}`, R - 120, 115, { font: 'HB', size: 8, color: '#ffffff', width: 114, align: 'right' });
    p.text('Razón Social:', L + 4, 132, { font: 'HB', size: 8 }); p.text(r.name, L + 76, 132, { size: 8.5 });
    p.text('C.U.I.T.:', L + 330, 132, { font: 'HB', size: 8 }); p.text(cuitDashed(r.docNumber!), L + 372, 132, { font: 'C', size: 8.5 });
    p.text('Domicilio:', L + 4, 144, { font: 'HB', size: 8 }); p.text(r.address, L + 76, 144, { size: 8 });
    if (r.condicionPrinted) { p.text('Cond. IVA:', L + 330, 144, { font: 'HB', size: 8 }); p.text(r.condicionText, L + 372, 144, { size: 8 }); }
    p.text('Cond. Venta:', L + 4, 156, { font: 'HB', size: 8 }); p.text('Cta. Cte. 30 días f.f.', L + 76, 156, { size: 8 });
    p.text('Vendedor:', L + 200, 156, { font: 'HB', size: 8 }); p.text(String(v.seller), L + 244, 156, { size: 8 });
    p.text('Remito:', L + 330, 156, { font: 'HB', size: 8 }); p.text(String(v.remito), L + 372, 156, { size: 8 });
    p.text('O.C.:', L + 330, 168, { font: 'HB', size: 8 }); p.text(String(v.oc), L + 372, 168, { size: 8 });
    p.line(L, 182, R, 182);
    // items: code first, quantity last
    let y = 188;
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 50, 'left'], ['Descripción', 210, 'left'], ['Precio Unit.', 68, 'right'], ['Bonif.%', 40, 'right'], ['Importe Neto', 76, 'right'], ['Cantidad', R - L - 444, 'right']];
    let x = L;
    for (const [h, w, al] of cols) { p.text(h, x + 2, y, { font: 'HB', size: 8, width: w - 4, align: al }); x += w; }
    p.line(L, y + 12, R, y + 12, { width: 0.5 });
    y += 18;
    doc.lines.forEach((l, i) => {
      const desc = wrapBy(l.description, 204, (s) => p.widthOf(s, 'H', 8));
      const cells = [l.code ?? '', '', d(l.unitPrice!), '0.00', d(t.lineAmounts[i]!), quantity(l.quantity, 'dot', 2)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) desc.forEach((dl, j) => p.text(dl, x + 2, y + j * 10, { size: 8 }));
        else p.text(cells[c]!, x + 2, y, { font: c === 0 ? 'C' : 'H', size: 8, width: w - 4, align: al });
        x += w;
      });
      y += desc.length * 10 + 4;
    });
    // totals: net, VAT, subtotal, other taxes, total
    const perc = perception(t.subtotal, Number(v.iibbRate));
    let ty = 600;
    p.line(L, ty - 6, R, ty - 6, { width: 0.8 });
    p.text('Otros tributos', L, ty, { font: 'HB', size: 8 });
    p.text('Descripción', L, ty + 12, { font: 'HB', size: 7.5 }); p.text('Base imp.', L + 150, ty + 12, { font: 'HB', size: 7.5 });
    p.text('Alíc.', L + 210, ty + 12, { font: 'HB', size: 7.5 }); p.text('Importe', L + 240, ty + 12, { font: 'HB', size: 7.5, width: 50, align: 'right' });
    p.text(`Percepción IIBB ${v.juris}`, L, ty + 24, { size: 7.5 }); p.text(d(t.subtotal), L + 150, ty + 24, { size: 7.5 });
    p.text(`${Number(v.iibbRate).toFixed(2)}`, L + 210, ty + 24, { size: 7.5 }); p.text(d(perc), L + 240, ty + 24, { size: 7.5, width: 50, align: 'right' });
    p.text('Total otros tributos', L, ty + 38, { font: 'HB', size: 7.5 }); p.text(d(perc), L + 240, ty + 38, { font: 'HB', size: 7.5, width: 50, align: 'right' });
    const rows: Array<[string, string]> = [['Importe neto gravado', d(t.subtotal)], ['IVA 21,00 %', d(t.byRate[0]!.vat)], ['Subtotal', d(t.total)], ['Otros tributos', d(perc)]];
    rows.forEach(([k, val], i) => {
      p.text(k, 360, ty + i * 13, { size: 8.5 });
      p.text(val, 460, ty + i * 13, { font: 'C', size: 9, width: R - 460, align: 'right' });
    });
    ty += rows.length * 13 + 4;
    p.rect(356, ty, R - 356, 18, { stroke: '#000000', lineWidth: 1 });
    p.text('IMPORTE TOTAL $', 360, ty + 5, { font: 'HB', size: 9.5 });
    p.text(d(t.total.add(perc)), 460, ty + 4, { font: 'CB', size: 10, width: R - 464, align: 'right' });
    // foot
    p.line(L, 770, R, 770, { width: 0.5 });
    p.text(`C.A.E. N°: ${v.cae}`, L, 776, { font: 'HB', size: 8.5 });
    p.text(`Fecha de Vto. de CAE: ${addDays(doc.date, 10)}`, L + 200, 776, { font: 'HB', size: 8.5 });
    p.text('Original', R - 60, 776, { size: 8, width: 60, align: 'right' });
    p.text('GestionPro ERP v5 - Comprobante electrónico autorizado', L, 790, { size: 6.5, color: '#666666' });
    return p.bytes();
  },
};
