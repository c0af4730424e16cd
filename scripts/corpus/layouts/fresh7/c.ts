import { articlePrice, composeDocument } from '../../document';
import { articlesOf } from '../../catalogs';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, sayCondition, settle } from './common';

const W = 595.28, L = 34, R = W - 34;

/**
 * An IT integrator's factura A from a desktop billing program (pdfkit, Liberation Sans and Mono): hardware at 10,5 %
 * and 21 %, plus the connectivity it resells (telecom services to a Responsable Inscripto, 27 %). The TOTALS BOX sits at
 * the top right of the page, above the items ("Neto gravado", "I.V.A. Insc. 27,00 %", "I.V.A. Insc. 21,00 %",
 * "I.V.A. Insc. 10,50 %", "Percep. IIBB", "IMPORTE TOTAL"); the voucher data at the top left ("Sucursal", "Fecha
 * comp." 25-11-2026); "Señor(es)" and "C.U.I.T. N°"; the items below with an "Alíc." column. CAE and its due date.
 */
export const fresh7CLayout: Layout = {
  id: 'fresh7-c',
  kind: 'invoice',
  title: 'fresh7 layout c',
  page: { size: 'A4' },
  scanStyle: 'toner-streaks',
  issuer: (rng) => makeIssuer(rng, 'Integra Sistemas del Litoral S.A.', 'Integra Sistemas'),
  template: (issuer) => ({
    id: 'r-facturas-integra',
    name: 'Facturas A Integra Sistemas',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a empresas. El cliente es "Señor(es)". Precios netos; IVA por línea ` +
      '(10,5 %, 21 % o 27 %, columna Alíc.). La referencia es sucursal y número.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const suc = rng.int(1, 4), nro = rng.int(800, 9000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [3, 6], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: true,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh7-c', templateId: template.id, issuer, reference: `${pad(suc, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    // connectivity resold to a Responsable Inscripto pays 27 %
    const links = articlesOf('telecom');
    for (const link of rng.sample(links, rng.int(1, 2))) {
      doc.lines.push({ code: link.code, description: link.description, quantity: 1, unit: 'mes', unitPrice: articlePrice(link, 'ARS', false), ivaRate: 27 });
    }
    if (!doc.lines.some((l) => l.ivaRate === 10.5)) {
      const hw = articlesOf('it').find((a) => a.ivaRate === 10.5)!;
      doc.lines.unshift({ code: hw.code, description: hw.description, quantity: rng.int(1, 4), unit: 'u', unitPrice: articlePrice(hw, 'ARS', false), ivaRate: 10.5 });
    }
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { suc, nro, cae: `7${rng.digits(13)}`, order: `OC ${rng.int(4500000, 4599999)}`, pay: rng.pick(['Cta. cte. 30 días', 'Contado', 'Cta. cte. 15 días']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.sans).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // the issuer across the top
    T(is.tradeName.toUpperCase(), L, 26, { font: FONT.sansBold, size: 16, color: '#0b4f6c' });
    T(`${is.name} · ${is.address} · ${is.city} · Tel. ${is.phone}`, L, 46, { size: 7.5 });
    T(`C.U.I.T. ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 56, { size: 7.5 });
    pdf.lineWidth(1.2).strokeColor('#0b4f6c').moveTo(L, 70).lineTo(R, 70).stroke();
    // voucher data, top left
    pdf.lineWidth(1).strokeColor('#000').rect(L, 80, 34, 36).stroke();
    T('A', L, 83, { font: FONT.sansBold, size: 24, width: 34, align: 'center' });
    T('Cód. 01', L, 107, { size: 6, width: 34, align: 'center' });
    T('FACTURA', L + 44, 80, { font: FONT.sansBold, size: 13 });
    const meta: Array<[string, string]> = [['Sucursal', pad(Number(v.suc), 4)], ['Número', pad(Number(v.nro), 8)], ['Fecha comp.', date(doc.date, 'dd-mm-yyyy')],
      ['Vto. pago', date(addDays(doc.date, 30), 'dd-mm-yyyy')], ['Cond. venta', String(v.pay)], ['Su O.C.', String(v.order)]];
    meta.forEach(([k, val], i) => {
      T(`${k}:`, L + 44, 98 + i * 11, { size: 8, color: '#444' });
      T(val, L + 104, 98 + i * 11, { font: FONT.mono, size: 8.5 });
    });
    // totals, top right, before any item
    const tx = 330, tw = R - tx;
    pdf.rect(tx, 80, tw, 112).fillColor('#eef4f7').fill();
    pdf.lineWidth(0.8).strokeColor('#0b4f6c').rect(tx, 80, tw, 112).stroke();
    const rows: Array<[string, string]> = [['Neto gravado', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. Insc. ${amount(b.rate, 'ar')} %`, a(b.vat)]), ['Percep. IIBB', '0,00']];
    rows.forEach(([k, val], i) => {
      T(k, tx + 8, 88 + i * 13, { size: 8.5 });
      T(val, tx + 100, 88 + i * 13, { font: FONT.mono, size: 9, width: tw - 108, align: 'right' });
    });
    T('IMPORTE TOTAL $', tx + 8, 172, { font: FONT.sansBold, size: 10 });
    T(a(t.total), tx + 100, 171, { font: FONT.monoBold, size: 11, width: tw - 108, align: 'right' });
    // customer
    let y = 204;
    pdf.lineWidth(0.6).strokeColor('#000').rect(L, y, R - L, 50).stroke();
    T('Señor(es):', L + 6, y + 6, { size: 8, color: '#444' }); T(r.name, L + 70, y + 5, { font: FONT.sansBold, size: 10 });
    T('C.U.I.T. N°:', L + 6, y + 20, { size: 8, color: '#444' }); T(cuitDashed(r.docNumber!), L + 70, y + 20, { font: FONT.mono, size: 9 });
    if (r.condicionPrinted) { T('I.V.A.:', L + 250, y + 20, { size: 8, color: '#444' }); T(r.condicionText, L + 285, y + 20, { size: 8.5 }); }
    T('Domicilio:', L + 6, y + 34, { size: 8, color: '#444' }); T(r.address, L + 70, y + 34, { size: 8.5 });
    // items
    y = 266;
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 52, 'left'], ['Descripción', 223, 'left'], ['Cant.', 38, 'right'], ['P. Unit.', 72, 'right'], ['Alíc.', 38, 'right'], ['Importe', 104, 'right']];
    pdf.rect(L, y, R - L, 15).fillColor('#0b4f6c').fill();
    let x = L;
    for (const [h, w, al] of cols) { T(h, x + 3, y + 4, { font: FONT.sansBold, size: 8, width: w - 6, align: al, color: '#ffffff' }); x += w; }
    y += 19;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.sans).fontSize(8.5);
      const h = Math.max(12, pdf.heightOfString(l.description, { width: 217 }) + 3);
      const cells = [l.code ?? '', l.description, String(l.quantity), a(l.unitPrice!), `${amount(l.ivaRate, 'ar')}%`, a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], k) => {
        T(cells[k]!, x + 3, y, { font: k >= 2 ? FONT.mono : FONT.sans, size: k >= 2 ? 8 : 8.5, width: w - 6, align: al });
        x += w;
      });
      y += h;
      pdf.lineWidth(0.3).strokeColor('#bbbbbb').moveTo(L, y - 2).lineTo(R, y - 2).stroke();
    });
    T(`Cantidad de ítems: ${doc.lines.length}`, L, y + 6, { size: 8, color: '#444' });
    // foot
    T(`CAE N°: ${v.cae}    Fecha Vto. CAE: ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}`, L, 770, { font: FONT.mono, size: 8.5 });
    T('Los servicios de conectividad se facturan al 27 % por tratarse de un Responsable Inscripto (art. 28 Ley de IVA).', L, 784, { size: 7, color: '#555' });
    T('Hoja 1 de 1', R - 80, 784, { size: 7, width: 80, align: 'right', color: '#555' });
  },
};
