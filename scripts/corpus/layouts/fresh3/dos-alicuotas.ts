import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT } from './common';

/**
 * A food wholesaler's factura A from a Windows ERP's report designer (pdfkit, DejaVu Sans / Serif): headings set
 * letter-spaced ("F A C T U R A" by character spacing, one run), the receiver at the left in a rounded box and the
 * voucher data at the right, a "Tasa" column per line (21 / 10,5), totals as a two-column ledger: "Gravado 21 %",
 * "Gravado 10,5 %", "I.V.A. 21 %", "I.V.A. 10,5 %", "Imp. internos", "Percep. I.V.A.", "Percep. II.BB. Bs. As." (zero)
 * and "Total Factura"; sale conditions as a justified paragraph.
 */
const L = 34, R = 561;

export const fresh3DosAlicuotasLayout: Layout = {
  id: 'fresh3-dos-alicuotas',
  kind: 'invoice',
  title: 'food wholesaler factura A with letter-spaced headings, a "Tasa" column (21 / 10,5), a ledger of totals by rate with zero perceptions, justified conditions',
  page: { size: 'A4' },
  scanStyle: 'fax',
  issuer: (rng) => makeIssuer(rng, 'Mayorista Río Dulce S.A.', 'RÍO DULCE MAYORISTA'),
  template: (issuer) => ({
    id: 'm-factura-riodulce',
    name: 'Facturas A Mayorista Río Dulce',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a comercios. El cliente está en el recuadro "Cliente". Precios unitarios netos, ` +
      'IVA 21 % o 10,5 % según la columna "Tasa". La referencia es punto de venta y número de la factura.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [5, 11], receivers: ['company-ri', 'company-ri', 'company-ri', 'monotributo'],
        conditionPrinted: 1, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh3-dos-alicuotas', templateId: template.id, issuer, reference: `${pad(rng.int(6, 9), 4)}-${pad(rng.int(30000, 90000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = {
      client: rng.int(1000, 9999), zone: rng.pick(['Zona Norte', 'Zona Centro', 'Interior']), seller: rng.int(10, 40),
      cond: rng.pick(['Cta. Cte. 30 días', 'Contado', 'Cta. Cte. 15 días']), cae: `7${rng.digits(13)}`, remito: `0009-${pad(rng.int(1000, 99999), 8)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const s = (text: string, x: number, y: number, o: { f?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center' | 'justify'; spacing?: number; color?: string } = {}) => {
      pdf.font(o.f ?? FONT.dejavu).fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, characterSpacing: o.spacing ?? 0, lineGap: 1 });
    };
    // header
    s(is.tradeName, L, 34, { f: FONT.dejavuSerif, size: 16, spacing: 1.5 });
    s(`${is.name} · ${is.address}`, L, 56, { size: 7.5, width: 235 });
    s(`${is.city} · Tel. ${is.phone}`, L, 66, { size: 7.5, width: 235 });
    s(is.email, L, 76, { size: 7.5 });
    pdf.lineWidth(1.4).strokeColor('black').rect(282, 30, 32, 34).stroke();
    s('A', 282, 33, { f: FONT.dejavuBold, size: 22, width: 32, align: 'center' });
    s('COD. 01', 276, 66, { size: 6, width: 44, align: 'center' });
    s('FACTURA', 340, 32, { f: FONT.dejavuBold, size: 15, spacing: 6 });
    s('Número', 340, 56, { size: 7, color: '#555555' });
    s(doc.reference, 400, 54, { f: FONT.dejavuBold, size: 10.5 });
    s('Fecha', 340, 70, { size: 7, color: '#555555' });
    s(date(doc.date, 'dd/mm/yyyy'), 400, 69, { size: 9 });
    s(`C.U.I.T. ${cuitDashed(is.cuit)}   I.B. ${is.iibb}`, 340, 84, { size: 7.5 });
    s(`${is.condicionText} · Inicio de actividades ${is.activitySince}`, 340, 94, { size: 7.5 });
    pdf.lineWidth(0.8).moveTo(L, 110).lineTo(R, 110).stroke();
    // receiver box left, voucher data right
    pdf.lineWidth(0.7).roundedRect(L, 118, 320, 78, 6).stroke();
    s('C L I E N T E', L + 8, 122, { f: FONT.dejavuBold, size: 7, color: '#555555' });
    s(`(${v.client}) ${r.name}`, L + 8, 134, { f: FONT.dejavuBold, size: 10 });
    s(r.address, L + 8, 150, { size: 8, width: 300 });
    s(`C.U.I.T.: ${cuitDashed(r.docNumber!)}`, L + 8, 164, { size: 8.5 });
    s(`Cond. I.V.A.: ${r.condicionText}`, L + 8, 178, { size: 8.5 });
    pdf.roundedRect(362, 118, R - 362, 78, 6).stroke();
    const kv = (k: string, val: string, y: number) => { s(k, 370, y, { size: 7.5, color: '#555555' }); s(val, 450, y, { size: 8 }); };
    kv('Cond. de venta', String(v.cond), 126);
    kv('Vendedor', String(v.seller), 140);
    kv('Zona', String(v.zone), 154);
    kv('Remito', String(v.remito), 168);
    kv('Vencimiento', date(addDays(doc.date, 30), 'dd/mm/yyyy'), 182);
    // table
    let y = 208;
    const cols = [{ h: 'CÓDIGO', x: L, w: 46 }, { h: 'DESCRIPCIÓN', x: L + 48, w: 240 }, { h: 'CANT.', x: L + 290, w: 40 }, { h: 'P. UNIT.', x: L + 332, w: 66 },
      { h: 'TASA', x: L + 400, w: 34 }, { h: 'SUBTOTAL', x: L + 436, w: R - L - 436 }];
    pdf.rect(L, y, R - L, 15).fillColor('#e5e7eb').fill();
    for (const c of cols) s(c.h, c.x + 2, y + 4, { f: FONT.dejavuBold, size: 6.5, spacing: 1, width: c.w - 4, align: c.h === 'CÓDIGO' || c.h === 'DESCRIPCIÓN' ? 'left' : 'right' });
    y += 20;
    doc.lines.forEach((l, i) => {
      s(l.code ?? '', cols[0]!.x + 2, y, { size: 7.5 });
      s(l.description, cols[1]!.x + 2, y, { size: 7.5 });
      s(quantity(l.quantity, 'ar'), cols[2]!.x, y, { size: 7.5, width: cols[2]!.w - 2, align: 'right' });
      s(amount(l.unitPrice!, 'ar'), cols[3]!.x, y, { size: 7.5, width: cols[3]!.w - 2, align: 'right' });
      s(amount(l.ivaRate, 'ar', 1), cols[4]!.x, y, { size: 7.5, width: cols[4]!.w - 2, align: 'right' });
      s(amount(t.lineAmounts[i]!, 'ar'), cols[5]!.x, y, { size: 7.5, width: cols[5]!.w - 2, align: 'right' });
      y += 13;
    });
    y = Math.max(y + 10, 560);
    pdf.lineWidth(0.8).strokeColor('black').moveTo(L, y).lineTo(R, y).stroke();
    y += 8;
    // ledger: two columns of captioned amounts
    const net = (rate: number) => t.byRate.find((b) => b.rate === rate);
    const left: Array<[string, string]> = [
      ['Gravado 21 %', amount(net(21)?.net ?? 0, 'ar')], ['Gravado 10,5 %', amount(net(10.5)?.net ?? 0, 'ar')], ['No gravado', '0,00'], ['Imp. internos', '0,00'],
    ];
    const right: Array<[string, string]> = [
      ['I.V.A. 21 %', amount(net(21)?.vat ?? 0, 'ar')], ['I.V.A. 10,5 %', amount(net(10.5)?.vat ?? 0, 'ar')], ['Percep. I.V.A.', '0,00'], ['Percep. II.BB. Bs. As.', '0,00'],
    ];
    left.forEach(([k, val], i) => { s(k, L, y + i * 13, { size: 8 }); s(val, L + 110, y + i * 13, { size: 8, width: 90, align: 'right' }); });
    right.forEach(([k, val], i) => { s(k, L + 230, y + i * 13, { size: 8 }); s(val, L + 340, y + i * 13, { size: 8, width: 90, align: 'right' }); });
    pdf.rect(R - 92, y, 92, 50).lineWidth(1).stroke();
    s('TOTAL FACTURA', R - 92, y + 6, { f: FONT.dejavuBold, size: 6.5, spacing: 0.8, width: 92, align: 'center' });
    s(amount(t.total, 'ar'), R - 92, y + 24, { f: FONT.dejavuBold, size: 10.5, width: 88, align: 'right' });
    y += 66;
    s('Condiciones de venta: la mercadería viaja por cuenta y riesgo del comprador. Los reclamos por faltantes o roturas deberán efectuarse al momento de la ' +
      'recepción, dejando constancia en el remito. Pasado el vencimiento se aplicará el interés punitorio vigente. Los precios son netos de I.V.A. y las ' +
      'alícuotas aplicadas corresponden a cada artículo según la normativa vigente.', L, y, { size: 7, width: R - L, align: 'justify' });
    s(`CAE ${v.cae}    Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 790, { f: FONT.dejavuBold, size: 8 });
    s('ORIGINAL', R - 100, 790, { f: FONT.dejavuBold, size: 8, spacing: 2, width: 100, align: 'right' });
  },
};
