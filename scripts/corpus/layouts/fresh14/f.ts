import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, appendStamp, caeOf, cuitDashed, date, pad, plusDays, quantity, RawPdf, receiverNo, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 32, R = W - 32;

/**
 * A packaging distributor's factura A with an "Otros tributos" table (fresh8's RawPdf, standard faces), **later
 * stamped "PAGADO" in a PDF editor and saved as an incremental update**: the original file is untouched, an update
 * appended after its %%EOF writes the page again with a rubber-stamp annotation whose text (PAGADO, the payment date,
 * the receipt number, who stamped it) lives only in the annotation's appearance stream, and a second xref section
 * with /Prev. The invoice: issuer at the left, the voucher block at the right with the letter, the customer across
 * the page in a ruled strip, Artículo / Detalle / Cant. / Precio s/IVA / IVA % / Neto; an "Otros tributos" table
 * (IIBB perception with the customer's exclusion certificate, internal taxes, both 0,00) at the lower left, the totals
 * at the lower right. Net prices, 21 % and 10,5 %.
 */
export const fresh14FLayout: Layout = {
  id: 'fresh14-f',
  kind: 'invoice',
  title: 'fresh14 layout f',
  page: { size: 'A4' },
  scanStyle: 'water-stain',
  issuer: (rng) => makeIssuer(rng, 'Embalajes Río Dulce S.A.', 'Embalajes Río Dulce'),
  template: (issuer) => ({
    id: 'y-facturas-a-embalajes-riodulce',
    name: 'Facturas A Embalajes Río Dulce',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el de "Razón social". Precios netos, IVA aparte. ` +
      'La referencia es el número de la factura (no el del recibo del sello).',
    catalog: 'packaging',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 6, nro = rng.int(14000, 39000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'packaging', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'monotributo'],
        conditionPrinted: 0.95, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh14-f', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), paid: plusDays(doc.date, rng.int(2, 9)), recibo: `0001-${pad(rng.int(300, 4800), 8)}`,
      cert: `${rng.int(100, 999)}/${rng.pick([2025, 2026])}`, who: rng.pick(['tesoreria', 'cobranzas', 'mferreyra', 'admin2']),
      cond: rng.pick(['Cta. cte. 30 días', 'Contado', 'Cta. cte. 15 días']), remito: `0002-${pad(rng.int(5000, 9999), 8)}`,
      angle: Math.round(rng.range(-14, 14)), sx: rng.range(0, 40),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pdf = new RawPdf([W, H], { producer: 'FacturaPro PDF engine 3.1', creator: 'FacturaPro', title: `FA ${doc.reference}` });
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: Parameters<RawPdf['text']>[3] = {}) => pdf.text(s, x, y, o);
    // frame and header
    pdf.rect(L, 28, R - L, 122, { stroke: '#000000', lineWidth: 0.8 });
    pdf.line(W / 2, 62, W / 2, 150, { width: 0.8 });
    pdf.rect(W / 2 - 22, 28, 44, 34, { stroke: '#000000', fill: '#ffffff', lineWidth: 0.8 });
    T('A', W / 2 - 22, 31, { font: 'HB', size: 22, width: 44, align: 'center' });
    T('COD. 01', W / 2 - 22, 53, { size: 6, width: 44, align: 'center' });
    T(is.tradeName, L + 10, 40, { font: 'TB', size: 16 });
    T(is.name, L + 10, 64, { font: 'HB', size: 8.5 });
    T(is.address, L + 10, 78, { size: 8 });
    T(is.city, L + 10, 89, { size: 8 });
    T(`Tel.: ${is.phone}`, L + 10, 100, { size: 8 });
    T(is.email, L + 10, 111, { size: 8 });
    T(`Condición frente al IVA: ${is.condicionText}`, L + 10, 130, { font: 'HB', size: 7.5 });
    T('FACTURA', W / 2 + 34, 38, { font: 'HB', size: 15 });
    T(`Punto de Venta: ${pad(Number(v.pv), 5)}    Comp. Nro: ${pad(Number(v.nro), 8)}`, W / 2 + 12, 70, { font: 'HB', size: 8.5 });
    T(`Fecha de Emisión: ${date(doc.date, 'dd/mm/yyyy')}`, W / 2 + 12, 86, { font: 'HB', size: 8.5 });
    T(`CUIT: ${cuitDashed(is.cuit)}`, W / 2 + 12, 104, { size: 8 });
    T(`Ingresos Brutos: ${is.iibb}`, W / 2 + 12, 116, { size: 8 });
    T(`Fecha de Inicio de Actividades: ${is.activitySince}`, W / 2 + 12, 128, { size: 8 });
    // customer strip
    let y = 158;
    pdf.rect(L, y, R - L, 56, { stroke: '#000000', lineWidth: 0.6 });
    const no = receiverNo(doc, cuitDashed, (d) => d);
    T(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}:`, L + 8, y + 7, { font: 'HB', size: 8 });
    T(no || '-', L + 40, y + 7, { size: 8 });
    T('Razón social:', L + 160, y + 7, { font: 'HB', size: 8 });
    T(r.name, L + 218, y + 7, { size: 8.5 });
    T('Condición frente al IVA:', L + 8, y + 23, { font: 'HB', size: 8 });
    T(r.condicionPrinted ? r.condicionText : '', L + 112, y + 23, { size: 8 });
    T('Domicilio:', L + 260, y + 23, { font: 'HB', size: 8 });
    T(r.address || '-', L + 304, y + 23, { size: 7.5 });
    T('Condición de venta:', L + 8, y + 39, { font: 'HB', size: 8 });
    T(String(v.cond), L + 94, y + 39, { size: 8 });
    T('Remito:', L + 260, y + 39, { font: 'HB', size: 8 });
    T(String(v.remito), L + 296, y + 39, { size: 8 });
    y += 66;
    // items
    const cols = [
      { h: 'Artículo', w: 60, al: 'left' as const }, { h: 'Detalle', w: 230, al: 'left' as const }, { h: 'Cant.', w: 45, al: 'right' as const },
      { h: 'Precio s/IVA', w: 70, al: 'right' as const }, { h: 'IVA %', w: 40, al: 'right' as const }, { h: 'Neto', w: R - L - 445, al: 'right' as const },
    ];
    pdf.rect(L, y, R - L, 15, { fill: '#d9d9d9' });
    let x = L;
    for (const c of cols) { T(c.h, x + 3, y + 4, { font: 'HB', size: 7.5, width: c.w - 6, align: c.al }); x += c.w; }
    y += 20;
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), a(l.unitPrice!), amount(l.ivaRate, 'ar'), a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach((c, k) => { T(cells[k]!, x + 3, y, { size: k === 1 && l.description.length > 48 ? 7 : 8, width: c.w - 6, align: c.al }); x += c.w; });
      y += 13;
    });
    // otros tributos, lower left
    const ty = 600;
    T('Otros tributos', L, ty, { font: 'HB', size: 8.5 });
    pdf.rect(L, ty + 13, 270, 14, { fill: '#eeeeee' });
    const tcols: Array<[string, number]> = [['Descripción', 0], ['Detalle', 86], ['Alíc. %', 176], ['Importe', 220]];
    for (const [h, dx] of tcols) T(h, L + 4 + dx, ty + 16, { font: 'HB', size: 7 });
    const trib: Array<[string, string, string, string]> = [
      ['Per./Ret. Ingresos Brutos', `Cert. excl. ${v.cert}`, '0,00', '0,00'],
      ['Impuestos internos', '-', '0,00', '0,00'],
    ];
    trib.forEach((row, i) => row.forEach((cell, k) => T(cell, L + 4 + tcols[k]![1], ty + 32 + i * 12, { size: 7, ...(k >= 2 ? { width: 44, align: 'right' as const } : {}) })));
    T('Importe otros tributos: $ 0,00', L + 4, ty + 62, { font: 'HB', size: 7.5 });
    // totals, lower right
    let yy = ty;
    const rows: Array<[string, string]> = [['Importe neto gravado: $', a(t.subtotal)]];
    for (const b of t.byRate) rows.push([`IVA ${amount(b.rate, 'ar')}%: $`, a(b.vat)]);
    rows.push(['Importe otros tributos: $', '0,00']);
    for (const [label, value] of rows) {
      T(label, R - 260, yy, { font: 'HB', size: 8.5, width: 160, align: 'right' });
      T(value, R - 95, yy, { size: 8.5, width: 90, align: 'right' });
      yy += 14;
    }
    pdf.rect(R - 260, yy + 2, 260, 20, { stroke: '#000000', lineWidth: 0.8 });
    T('Importe total: $', R - 260, yy + 7, { font: 'HB', size: 10, width: 160, align: 'right' });
    T(a(t.total), R - 95, yy + 7, { font: 'HB', size: 10, width: 90, align: 'right' });
    // foot
    pdf.line(L, 740, R, 740, { width: 0.6 });
    T(`CAE N°: ${v.cae}`, R - 200, 748, { font: 'HB', size: 9 });
    T(`Fecha de Vto. de CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, R - 200, 762, { font: 'HB', size: 9 });
    T('Comprobante Autorizado', L, 750, { font: 'HB', size: 9 });
    T('ORIGINAL', L, 800, { size: 7 });
    const base = pdf.bytes();
    // the stamp put on it later, in the blank space above the totals
    const sx = L + 300 + Number(v.sx), sy = H - 590;
    const paid = date(String(v.paid), 'dd/mm/yyyy');
    return appendStamp(base, {
      rect: [sx, sy, sx + 170, sy + 100], color: '#b3261e', angle: Number(v.angle), author: String(v.who), subject: 'Pagado',
      lines: [{ text: 'PAGADO', size: 22, bold: true }, { text: paid, size: 10 }, { text: `Recibo ${v.recibo}`, size: 8 }, { text: String(v.who), size: 7 }],
    }, `${String(v.paid).replace(/-/g, '')}120000-03'00'`);
  },
};
