import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, dotted, FONT, sayCondition, settle, vatContained } from './common';

const W = 595.28, H = 841.89;
const SIDE = 172, M = SIDE + 16, R = W - 34;

/** Average weight of one piece (a half carcass, a quarter, a box of cuts, a chicken). */
function pieceKg(description: string): number {
  if (description.startsWith('Media res')) return 112;
  if (description.startsWith('Cuarto')) return 58;
  if (description.startsWith('Pollo')) return 2.7;
  return 17;
}

/**
 * A meat packer's (frigorífico) factura A/B from its plant program (pdfkit, DejaVu Sans Condensed and Liberation
 * Serif): the CUSTOMER AND SALE CONDITIONS IN A TINTED LEFT SIDEBAR running the page's height ("CLIENTE", name,
 * "Cód.", CUIT, IVA, domicilio; "CONDICIONES": Cond. venta, Vto., Reparto, Romaneo N°, Tropa N°, Remito N° — none of
 * them the reference) and the issuer, letter box and number in the main column; the CAE, its due date and the copy
 * name printed ROTATED up the right edge; items Cód. / Descripción / Pzas. (pieces, not the quantity) / Kg (the
 * truth's quantity, three decimals from the scale: "118,345") / $ x Kg / Importe; meat at 10,5 % ("Neto gravado
 * 10,5 %", "I.V.A. 10,5 %", "Percep. IIBB", "TOTAL") to a Responsable Inscripto, B with final prices and "IVA
 * contenido" otherwise; "Son pesos"; dates 24/11/2026; SENASA establishment number.
 */
export const fresh8ILayout: Layout = {
  id: 'fresh8-i',
  kind: 'invoice',
  title: 'fresh8 layout i',
  page: { size: 'A4' },
  scanStyle: 'clipboard-shadow',
  issuer: (rng) => makeIssuer(rng, 'Frigorífico Laguna Brava S.A.', 'Frigorífico Laguna Brava'),
  template: (issuer) => ({
    id: 's-facturas-frigorifico-lagunabrava',
    name: 'Facturas Frigorífico Laguna Brava',
    instructions:
      `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente está en la columna izquierda ("CLIENTE"). La cantidad son los Kg ` +
      '(no las piezas). A: precios netos más IVA 10,5 %; B: precios finales. La referencia es el número de factura.',
    catalog: 'meat',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 8), nro = rng.int(10000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'meat', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
        mixedVat: true, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh8-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const pieces: number[] = [];
    for (const l of doc.lines) {
      const n = rng.int(1, 6);
      pieces.push(n);
      l.quantity = Math.round(n * pieceKg(l.description) * rng.range(0.9, 1.1) * 1000) / 1000;
    }
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, client: pad(rng.int(1, 3999), 5), romaneo: String(rng.int(20000, 89999)), tropa: `${rng.int(100, 2999)}/${today.slice(2, 4)}`,
      remito: `${pad(pv, 4)}-${pad(rng.int(10000, 90000), 8)}`, route: rng.pick(['Camión 3 - Zona Oeste', 'Camión 1 - Centro', 'Retira cliente']),
      senasa: String(rng.int(1000, 4999)), terms: rng.pick(['Cta. Cte. 7 días', 'Contado', 'Cta. Cte. 15 días']), pieces: pieces.join(','),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pieces = String(v.pieces).split(',').map(Number);
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const cond = FONT.dejavuCond, condB = FONT.dejavuCondBold, serif = FONT.serifBold;
    const put = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? cond).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // the sidebar
    pdf.rect(0, 0, SIDE, H).fillColor('#efe7dc').fill();
    pdf.rect(0, 0, 6, H).fillColor('#7a1f1f').fill();
    let y = 40;
    const section = (title: string) => {
      put(title, 20, y, { font: condB, size: 9, color: '#7a1f1f' });
      pdf.moveTo(20, y + 13).lineTo(SIDE - 14, y + 13).lineWidth(0.6).strokeColor('#7a1f1f').stroke();
      y += 20;
    };
    const field = (cap: string, val: string) => {
      put(cap, 20, y, { size: 6.5, color: '#6b5a4a' });
      pdf.font(cond).fontSize(8.5);
      const h = pdf.heightOfString(val, { width: SIDE - 36 });
      put(val, 20, y + 8, { size: 8.5, width: SIDE - 36 });
      y += 14 + h;
    };
    section('CLIENTE');
    put(r.name, 20, y, { font: condB, size: 10, width: SIDE - 36 });
    pdf.font(condB).fontSize(10);
    y += pdf.heightOfString(r.name, { width: SIDE - 36 }) + 6;
    field('Cód. cliente', String(v.client));
    if (r.docType) field(r.docType === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.', r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : dotted(r.docNumber!));
    field('Condición I.V.A.', r.condicionText);
    field('Domicilio', r.address || '-');
    y += 10;
    section('CONDICIONES');
    field('Cond. de venta', String(v.terms));
    field('Vencimiento', date(addDays(doc.date, 7), 'dd/mm/yyyy'));
    field('Reparto', String(v.route));
    field('Romaneo N°', String(v.romaneo));
    field('Tropa N°', String(v.tropa));
    field('Remito N°', String(v.remito));
    put('Mercadería con destino a consumo. Conservar a temperatura entre 0 °C y 4 °C.', 20, 760, { size: 6.5, width: SIDE - 36, color: '#6b5a4a' });
    // the main column: issuer, letter, number
    put(is.tradeName.toUpperCase(), M, 36, { font: serif, size: 14, color: '#7a1f1f' });
    put(`${is.name} · ${is.address} · ${is.city}`, M, 56, { size: 7.5, width: 220 });
    put(`Tel. ${is.phone} · ${is.email}`, M, 78, { size: 7.5 });
    put(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, M, 89, { size: 7.5 });
    put(`Establecimiento SENASA N° ${v.senasa} · Inicio de actividades ${is.activitySince}`, M, 100, { size: 7.5 });
    pdf.lineWidth(1).strokeColor('#111111').rect(R - 130, 30, 38, 40).stroke();
    put(letter, R - 130, 33, { font: condB, size: 24, width: 38, align: 'center' });
    put(`Cód. 0${letter === 'A' ? 1 : 6}`, R - 130, 60, { size: 6, width: 38, align: 'center' });
    put('FACTURA', R - 86, 32, { font: condB, size: 13 });
    put(`N° ${doc.reference}`, R - 140, 78, { font: condB, size: 10, width: 140, align: 'right' });
    put(`Fecha ${date(doc.date, 'dd/mm/yyyy')}`, R - 140, 92, { size: 9, width: 140, align: 'right' });
    // the items
    const cols: Array<[string, number, 'left' | 'right']> = [['Cód.', 38, 'left'], ['Descripción', 120, 'left'], ['Pzas.', 30, 'right'], ['Kg', 56, 'right'], ['$ x Kg', 56, 'right'], ['Importe', R - M - 300, 'right']];
    y = 124;
    pdf.rect(M, y, R - M, 16).fillColor('#7a1f1f').fill();
    let x = M;
    for (const [cap, w, al] of cols) {
      put(cap, x + 3, y + 4, { font: condB, size: 8, width: w - 6, align: al, color: '#ffffff' });
      x += w;
    }
    y += 22;
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, String(pieces[i]), amount(l.quantity, 'ar', 3), a(l.unitPrice!), a(t.lineAmounts[i]!)];
      pdf.font(cond).fontSize(8.5);
      const h = pdf.heightOfString(l.description, { width: 114 });
      x = M;
      cols.forEach(([, w, al], c) => {
        put(cells[c]!, x + 3, y, { size: 8.5, width: w - 6, align: al });
        x += w;
      });
      y += h + 6;
      pdf.moveTo(M, y - 3).lineTo(R, y - 3).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
    });
    const kg = doc.lines.reduce((s, l) => s.add(l.quantity), new Decimal(0));
    put(`Total piezas: ${pieces.reduce((s, n) => s + n, 0)}     Total kg: ${amount(kg, 'ar', 3)}`, M, y + 4, { size: 8 });
    // totals
    let ty = 600;
    const rows: Array<[string, string]> = letter === 'A'
      ? [['Neto gravado 10,5 %', a(t.subtotal)], ['I.V.A. 10,5 %', a(t.byRate[0]!.vat)], ['Percep. IIBB', '0,00'], ['TOTAL $', a(t.total)]]
      : [['Percep. IIBB', '0,00'], ['TOTAL $', a(t.total)], ['IVA contenido', a(vatContained(t.total, 10.5))]];
    for (const [cap, val] of rows) {
      const big = cap.startsWith('TOTAL');
      if (big) pdf.rect(R - 210, ty - 4, 210, 20).fillColor('#efe7dc').fill();
      put(cap, R - 206, ty, { font: big ? condB : cond, size: big ? 11 : 9 });
      put(val, R - 110, ty, { font: big ? condB : cond, size: big ? 11 : 9, width: 104, align: 'right' });
      ty += big ? 22 : 14;
    }
    put(`Son pesos ${amountInWords(t.total, '').trim()}.`, M, ty + 10, { size: 8, width: R - M });
    // CAE and copy name, turned up the right edge
    pdf.save();
    pdf.rotate(-90, { origin: [W - 14, H - 60] });
    put(`ORIGINAL  ·  Comprobante autorizado  ·  CAE N° ${v.cae}  ·  Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, W - 14, H - 60, { size: 7.5 });
    pdf.restore();
  },
};
