import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT } from './common';

/**
 * A "Nota de Pedido" out of a report engine (JasperReports / Crystal-like) with its bands: title, page header,
 * column header, detail rows with alternate shading, summary and page footer. As such engines write their PDFs,
 * EVERY CHARACTER is its own text object at its own x (per-glyph positioning), spaces included. DejaVu Sans 8 pt.
 */
const L = 28, R = 567;

/** Writes `value` one glyph at a time, each at its computed x (left, right or centre aligned in [x, x + width]). */
function glyphs(pdf: PDFKit.PDFDocument, value: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}): void {
  const font = o.font ?? FONT.dejavu;
  const size = o.size ?? 8;
  pdf.font(font).fontSize(size).fillColor(o.color ?? 'black');
  const total = pdf.widthOfString(value);
  let cx = x;
  if (o.width !== undefined && o.align === 'right') cx = x + o.width - total;
  if (o.width !== undefined && o.align === 'center') cx = x + (o.width - total) / 2;
  for (const ch of value) {
    pdf.text(ch, cx, y, { lineBreak: false });
    cx += pdf.widthOfString(ch);
  }
}

function band(pdf: PDFKit.PDFDocument, y: number, h: number, fill: string): void {
  pdf.rect(L, y, R - L, h).fillColor(fill).fill().fillColor('black');
}

export const fresh2JasperPedidoLayout: Layout = {
  id: 'fresh2-jasper-pedido',
  kind: 'invoice',
  title: 'report-engine (Jasper-like) "Nota de Pedido": banded layout, every character a separate text object at its own x',
  page: { size: 'A4' },
  scanStyle: 'fax',
  issuer: (rng) => makeIssuer(rng, 'Alimentos La Calandria S.A.', 'LA CALANDRIA ALIMENTOS'),
  template: (issuer) => ({
    id: 'k-jasper-lacalandria',
    name: 'Notas de pedido La Calandria (sistema de gestión)',
    instructions:
      `Notas de pedido de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, generadas por su sistema de gestión. El cliente figura en el bloque ` +
      '"Cliente". Precios unitarios sin IVA, alícuota por renglón (21% o 10,5%). La referencia es el número de la nota de pedido.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(1, 4), 4)}-${pad(rng.int(1000, 60000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [3, 10], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh2-jasper-pedido', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = {
      client: String(rng.int(10000, 99999)),
      seller: rng.pick(['03 - BUSTOS, ARIEL', '11 - OJEDA, MIRTA', '07 - CORREA, LUIS']),
      terms: rng.pick(['CTA CTE 30 DIAS', 'CONTADO', 'CHEQUE 45 DIAS']),
      printed: `${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    const g = glyphs.bind(null, pdf);
    const B = FONT.dejavuBold;
    // title band
    band(pdf, 26, 54, '#e8edf3');
    g(is.tradeName, L + 8, 32, { font: B, size: 13 });
    g(`${is.name} - ${is.address} - ${is.city}`, L + 8, 50, { size: 7 });
    g(`C.U.I.T.: ${cuitDashed(is.cuit)}   ING. BRUTOS: ${is.iibb}   ${is.condicionText.toUpperCase()}`, L + 8, 61, { size: 7 });
    g('NOTA DE PEDIDO', 380, 32, { font: B, size: 13, width: R - 388, align: 'right' });
    g(`Nro.: ${doc.reference}`, 380, 52, { font: B, size: 9, width: R - 388, align: 'right' });
    g(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, 380, 65, { size: 8, width: R - 388, align: 'right' });
    // page header band: the customer
    const rows: Array<[string, string, string, string]> = [
      ['Razón Social:', `(${doc.variant.client}) ${r.name}`, 'C.U.I.T.:', cuitDashed(r.docNumber!)],
      ['Domicilio:', r.address, 'Sit. IVA:', r.condicionPrinted ? r.condicionText : ''],
      ['Vendedor:', String(doc.variant.seller), 'Cond. Pago:', String(doc.variant.terms)],
      ['Entrega:', date(addDays(doc.date, 2), 'dd/mm/yyyy'), 'Lista:', 'MAYORISTA'],
    ];
    rows.forEach(([k1, v1, k2, v2], i) => {
      const y = 90 + i * 12;
      g(k1, L + 4, y, { font: B, size: 7.5 });
      g(v1, L + 64, y, { size: 7.5 });
      g(k2, 392, y, { font: B, size: 7.5 });
      g(v2, 458, y, { size: 7.5 });
    });
    // column header band
    const cols: Array<{ h: string; x: number; w: number; a: 'left' | 'right' }> = [
      { h: 'Código', x: L + 4, w: 44, a: 'left' }, { h: 'Descripción', x: L + 52, w: 250, a: 'left' }, { h: 'Cantidad', x: L + 300, w: 46, a: 'right' },
      { h: 'P. Unitario', x: L + 350, w: 62, a: 'right' }, { h: '% IVA', x: L + 414, w: 34, a: 'right' }, { h: 'Subtotal', x: L + 452, w: R - L - 456, a: 'right' },
    ];
    let y = 146;
    band(pdf, y, 14, '#34495e');
    for (const c of cols) g(c.h, c.x, y + 3.5, { font: B, size: 7.5, width: c.w, align: c.a, color: 'white' });
    y += 14;
    // detail band
    doc.lines.forEach((l, i) => {
      if (i % 2 === 1) band(pdf, y, 13, '#f2f2f2');
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), amount(l.unitPrice!, 'ar'), amount(l.ivaRate, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((v, k) => g(v, cols[k]!.x, y + 3, { size: 7.5, width: cols[k]!.w, align: cols[k]!.a }));
      y += 13;
    });
    pdf.lineWidth(0.7).strokeColor('#34495e').moveTo(L, y + 2).lineTo(R, y + 2).stroke();
    // summary band
    y += 10;
    g(`Cantidad de renglones: ${doc.lines.length}`, L + 4, y, { size: 7.5 });
    const sums: Array<[string, string]> = [
      ['Importe neto:', amount(t.subtotal, 'ar')],
      ...t.byRate.map((b): [string, string] => [`I.V.A. ${amount(b.rate, 'ar')} %:`, amount(b.vat, 'ar')]),
    ];
    for (const [k, v] of sums) {
      g(k, 390, y, { size: 8, width: 90, align: 'right' });
      g(v, 484, y, { size: 8, width: R - 488, align: 'right' });
      y += 12;
    }
    band(pdf, y, 16, '#e8edf3');
    g('TOTAL PEDIDO $', 380, y + 4, { font: B, size: 9, width: 100, align: 'right' });
    g(amount(t.total, 'ar'), 484, y + 4, { font: B, size: 9, width: R - 488, align: 'right' });
    y += 30;
    g('Observaciones: La mercadería viaja por cuenta y riesgo del comprador. Precios sujetos a modificación sin previo aviso.', L + 4, y, { size: 7 });
    // page footer band
    pdf.lineWidth(0.4).strokeColor('#999999').moveTo(L, 800).lineTo(R, 800).stroke();
    g(`Impreso el ${date(doc.date, 'dd/mm/yyyy')} ${doc.variant.printed} - Usuario: VENTAS02`, L + 4, 805, { size: 6.5, color: '#555555' });
    g('Página 1 de 1', 460, 805, { size: 6.5, width: R - 464, align: 'right', color: '#555555' });
  },
};
