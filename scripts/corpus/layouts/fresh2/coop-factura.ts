import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT } from './common';

/**
 * An agricultural cooperative's factura A in the dense style of utility bills: many small boxes (socio, cuenta,
 * sección, ruta), a two-column customer block, 7 pt condensed type, descriptions that wrap over two or three lines
 * (article, lot and expiry), quantities with three decimals and their unit ("1,500 kg"), a drawn barcode strip,
 * "CAE" and "Vto. CAE". Its content stream is NOT in reading order: the totals and the foot are written first,
 * then the table column by column (all quantities, then all descriptions, then the prices…), the header last.
 */
const L = 24, R = 571;
const DESC_W = 150;

function unitOf(description: string): string {
  return /bolsa|bidón|rollo|poste|varilla|bebedero/i.test(description) ? 'un' : / x m\b/.test(description) ? 'm' : 'kg';
}

/** Bars of an interleaved-2-of-5-like code for `digits` (narrow 1, wide 2.5 units), drawn as filled rectangles. */
function barcode(pdf: PDFKit.PDFDocument, digits: string, x: number, y: number, h: number, unit: number): void {
  const P = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];
  let cx = x;
  const bar = (wide: boolean, black: boolean) => {
    const w = (wide ? 2.5 : 1) * unit;
    if (black) pdf.rect(cx, y, w, h).fill('black');
    cx += w;
  };
  [0, 0, 0, 0].forEach((_, i) => bar(false, i % 2 === 0));
  const ds = digits.length % 2 ? `0${digits}` : digits;
  for (let i = 0; i < ds.length; i += 2) {
    const a = P[Number(ds[i])]!, b = P[Number(ds[i + 1])]!;
    for (let k = 0; k < 5; k++) {
      bar(a[k] === '1', true);
      bar(b[k] === '1', false);
    }
  }
  bar(true, true); bar(false, false); bar(false, true);
}

export const fresh2CoopFacturaLayout: Layout = {
  id: 'fresh2-coop-factura',
  kind: 'invoice',
  title: "cooperative's utility-bill-like factura A: many boxes, 7 pt, wrapped descriptions, 3-decimal quantities, barcode; content stream out of reading order",
  page: { size: 'A4' },
  scanStyle: 'fax',
  issuer: (rng) => makeIssuer(rng, 'Cooperativa Agrícola Ganadera Los Talas Ltda.', 'COOPERATIVA LOS TALAS'),
  template: (issuer) => ({
    id: 'k-coop-lostalas',
    name: 'Facturas A Cooperativa Los Talas (insumos)',
    instructions:
      `Facturas A de insumos de la ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El asociado (cliente) figura en el bloque "Asociado". ` +
      'Precios unitarios sin IVA, alícuota por renglón (10,5% o 21%); cantidades con tres decimales. La referencia es el número de factura.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 12), 5)}-${pad(rng.int(100000, 900000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'agro', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true,
      },
      { layout: 'fresh2-coop-factura', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // lot and expiry written after the article, so the description wraps in its narrow column
    for (const line of doc.lines) {
      if (rng.chance(0.75)) line.description = `${line.description} - Lote ${rng.int(2025, 2026)}/${rng.int(100, 999)} Vto. ${pad(rng.int(1, 12), 2)}/${rng.int(2027, 2029)}`;
    }
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Resp. Monotributo' });
    doc.variant = {
      socio: String(rng.int(1000, 8999)), cuenta: `${rng.int(10, 99)}.${rng.int(100, 999)}`, seccion: rng.pick(['Insumos', 'Agroquímicos', 'Semillas']),
      ruta: `R${rng.int(1, 9)}`, cae: `7${rng.digits(13)}`, sale: rng.pick(['Cta. Cte. Cosecha', 'Contado', 'Cta. Cte. 60 días']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    const C = FONT.dejavuCond, CB = FONT.dejavuCondBold;
    const tx = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? CB : C).fontSize(o.size ?? 7).fillColor(o.color ?? 'black');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0.5 });
    };
    const frame = (x: number, y: number, w: number, h: number, lw = 0.5) => pdf.lineWidth(lw).strokeColor('black').rect(x, y, w, h).stroke();
    const captioned = (caption: string, value: string, x: number, y: number, w: number, bold = false) => {
      frame(x, y, w, 20);
      tx(caption, x + 2, y + 1.5, { size: 5.5, color: '#444444' });
      tx(value, x + 2, y + 9, { size: 7.5, bold, width: w - 4 });
    };
    // geometry of the item table, computed first (the rows are drawn column by column)
    const cols = [
      { h: 'Código', x: L, w: 40, a: 'left' as const }, { h: 'Cantidad', x: L + 40, w: 58, a: 'right' as const }, { h: 'Descripción', x: L + 98, w: DESC_W + 6, a: 'left' as const },
      { h: 'P. unitario s/IVA', x: L + 254, w: 70, a: 'right' as const }, { h: 'Bonif.', x: L + 324, w: 34, a: 'right' as const },
      { h: 'Alíc. IVA', x: L + 358, w: 44, a: 'right' as const }, { h: 'Subtotal neto', x: L + 402, w: R - L - 402, a: 'right' as const },
    ];
    const top = 246, head = 14;
    pdf.font(C).fontSize(7);
    const heights = doc.lines.map((l) => pdf.heightOfString(l.description, { width: DESC_W, lineGap: 0.5 }) + 6);
    const ys: number[] = [];
    heights.reduce((y, h) => (ys.push(y), y + h), top + head + 3);
    const tableEnd = 560;

    // 1. totals and foot first
    const net = (rate: number) => t.byRate.find((b) => b.rate === rate)?.net ?? new Decimal(0);
    const vat = (rate: number) => t.byRate.find((b) => b.rate === rate)?.vat ?? new Decimal(0);
    const foot: Array<[string, string]> = [
      ['Neto gravado 21 %', amount(net(21), 'ar')], ['Neto gravado 10,5 %', amount(net(10.5), 'ar')], ['IVA 21 %', amount(vat(21), 'ar')],
      ['IVA 10,5 %', amount(vat(10.5), 'ar')], ['Perc. IIBB', '0,00'], ['Total $', amount(t.total, 'ar')],
    ];
    const fw = (R - L) / foot.length;
    foot.forEach(([k, v], i) => captioned(k, v, L + i * fw, tableEnd + 8, fw, i === foot.length - 1));
    tx(`Son pesos: ${amount(t.total, 'ar')}. Los importes se expresan en pesos argentinos.`, L, tableEnd + 34, { size: 6.5 });
    frame(L, 640, R - L, 96, 0.6);
    const code = `${is.cuit}01${doc.reference.replace('-', '').slice(1)}${doc.variant.cae}`;
    barcode(pdf, code.slice(0, 40), L + 10, 650, 34, 0.9);
    tx(code.slice(0, 40), L + 10, 688, { size: 6.5 });
    tx(`CAE Nº ${doc.variant.cae}`, 380, 652, { bold: true, size: 8 });
    tx(`Vto. CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, 380, 664, { size: 8 });
    tx('Pague en las cajas de la Cooperativa o por transferencia indicando su número de socio.', 380, 678, { size: 6, width: 180 });
    tx('La Cooperativa retiene el capital social complementario según Estatuto, art. 22.', L + 10, 706, { size: 6 });
    tx(`${is.name} - Matrícula INAES 4.812 - Original: cliente / Duplicado: archivo`, L + 10, 718, { size: 6 });

    // 2. the table, column by column
    frame(L, top, R - L, tableEnd - top, 0.6);
    pdf.lineWidth(0.5).strokeColor('black').moveTo(L, top + head).lineTo(R, top + head).stroke();
    doc.lines.forEach((l, i) => tx(`${quantity(l.quantity, 'ar', 3)} ${unitOf(l.description)}`, cols[1]!.x, ys[i]!, { width: cols[1]!.w - 3, align: 'right' }));
    doc.lines.forEach((l, i) => tx(l.description, cols[2]!.x + 4, ys[i]!, { width: DESC_W }));
    doc.lines.forEach((l, i) => tx(amount(l.unitPrice!, 'ar'), cols[3]!.x, ys[i]!, { width: cols[3]!.w - 3, align: 'right' }));
    doc.lines.forEach((l, i) => tx(amount(t.lineAmounts[i]!, 'ar'), cols[6]!.x, ys[i]!, { width: cols[6]!.w - 3, align: 'right' }));
    doc.lines.forEach((l, i) => tx(`${amount(l.ivaRate, 'ar')} %`, cols[5]!.x, ys[i]!, { width: cols[5]!.w - 3, align: 'right' }));
    doc.lines.forEach((_, i) => tx('0,00', cols[4]!.x, ys[i]!, { width: cols[4]!.w - 3, align: 'right' }));
    doc.lines.forEach((l, i) => tx(l.code ?? '', cols[0]!.x + 3, ys[i]!));
    for (const c of cols.slice(1)) pdf.lineWidth(0.3).strokeColor('#777777').moveTo(c.x, top).lineTo(c.x, tableEnd).stroke();
    for (const c of cols) tx(c.h, c.x + 2, top + 4, { bold: true, size: 6.5, width: c.w - 5, align: c.a });

    // 3. the header last
    tx(is.tradeName, L, 26, { bold: true, size: 13 });
    tx(`${is.name}\n${is.address} - ${is.city} - Tel. ${is.phone}\nC.U.I.T. ${cuitDashed(is.cuit)} - ${is.condicionText} - II.BB. ${is.iibb} - Inicio act. ${is.activitySince}`, L, 44, { size: 6.5, width: 250 });
    frame(283, 24, 28, 28, 1);
    tx('A', 283, 27, { bold: true, size: 18, width: 28, align: 'center' });
    tx('CÓDIGO 01', 275, 54, { size: 5.5, width: 44, align: 'center' });
    captioned('Comprobante', 'FACTURA', 330, 24, 80, true);
    captioned('Número', doc.reference, 410, 24, R - 410, true);
    captioned('Emisión', date(doc.date, 'dd/mm/yyyy'), 330, 44, 80);
    captioned('Vencimiento', date(addDays(doc.date, 30), 'dd/mm/yyyy'), 410, 44, 80);
    captioned('Hoja', '1 de 1', 490, 44, R - 490);
    const strip: Array<[string, string, number]> = [
      ['Nº socio', String(doc.variant.socio), 60], ['Cuenta', String(doc.variant.cuenta), 60], ['Sección', String(doc.variant.seccion), 90],
      ['Ruta', String(doc.variant.ruta), 40], ['Cond. de venta', String(doc.variant.sale), 120], ['Remito(s)', `${pad(1, 4)}-${pad(Number(doc.variant.socio) * 3, 8)}`, R - L - 370],
    ];
    let sx = L;
    for (const [k, v, w] of strip) { captioned(k, v, sx, 86, w); sx += w; }
    // two-column customer block
    frame(L, 114, R - L, 118, 0.8);
    pdf.lineWidth(0.4).moveTo(L + (R - L) / 2, 114).lineTo(L + (R - L) / 2, 232).stroke();
    tx('ASOCIADO', L + 4, 118, { bold: true, size: 6.5, color: '#444444' });
    tx('DATOS FISCALES', L + (R - L) / 2 + 4, 118, { bold: true, size: 6.5, color: '#444444' });
    const left: Array<[string, string]> = [['Apellido y nombre / Razón social', r.name], ['Domicilio', r.address], ['Establecimiento', `Lote ${Number(doc.variant.socio) % 40 + 1} - Zona rural`]];
    const right: Array<[string, string]> = [['C.U.I.T.', cuitDashed(r.docNumber!)], ['Condición frente al I.V.A.', r.condicionText], ['Ingresos Brutos', 'Convenio Multilateral']];
    left.forEach(([k, v], i) => { tx(k, L + 4, 130 + i * 32, { size: 5.5, color: '#444444' }); tx(v, L + 4, 138 + i * 32, { size: 8, bold: i === 0, width: (R - L) / 2 - 10 }); });
    right.forEach(([k, v], i) => { tx(k, L + (R - L) / 2 + 4, 130 + i * 32, { size: 5.5, color: '#444444' }); tx(v, L + (R - L) / 2 + 4, 138 + i * 32, { size: 8, width: (R - L) / 2 - 10 }); });
  },
};
