import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { box, fillBox, text } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from './print';

/**
 * A wholesaler's factura A that runs to two sheets, as form-printing ERPs do it: the whole header again on each
 * sheet ("Hoja 1 de 2"), "Transporte" at the foot of the first, "Subtotal anterior" at the head of the second,
 * and the totals only on the last sheet. Gridded rows, Helvetica 8.5.
 */
const L = 30, R = 565;
const COLS: Array<{ h: string; w: number; a: 'left' | 'right' }> = [
  { h: 'Cód.', w: 50, a: 'left' }, { h: 'Descripción', w: 245, a: 'left' }, { h: 'Cant.', w: 40, a: 'right' },
  { h: 'Precio s/IVA', w: 70, a: 'right' }, { h: '% IVA', w: 40, a: 'right' }, { h: 'Total', w: R - L - 445, a: 'right' },
];

function header(pdf: PDFKit.PDFDocument, doc: DocSpec, sheet: number): number {
  const is = doc.issuer;
  const r = doc.receiver;
  fillBox(pdf, L, 28, R - L, 4, '#1d4ed8');
  text(pdf, is.tradeName, L, 40, { font: 'Helvetica-Bold', size: 15, width: 250 });
  text(pdf, `${is.name} · ${is.address}\n${is.city} · ${is.phone}\nCUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · ${is.condicionText}`, L, 60, { font: 'Helvetica', size: 7.5, width: 250 });
  box(pdf, 288, 38, 30, 32, 1.2);
  text(pdf, 'A', 288, 41, { font: 'Helvetica-Bold', size: 22, width: 30, align: 'center' });
  text(pdf, 'COD. 001', 280, 72, { font: 'Helvetica', size: 6, width: 46, align: 'center' });
  text(pdf, 'FACTURA', 350, 40, { font: 'Helvetica-Bold', size: 14 });
  text(pdf, `Número: ${doc.reference}`, 350, 60, { font: 'Helvetica-Bold', size: 10 });
  text(pdf, `Emisión: ${date(doc.date, 'dd/mm/yyyy')}`, 350, 75, { font: 'Helvetica', size: 9 });
  text(pdf, `Hoja ${sheet} de 2`, 350, 88, { font: 'Helvetica', size: 8 });
  box(pdf, L, 106, R - L, 44, 0.6);
  text(pdf, `Cliente: ${r.name}`, L + 6, 111, { font: 'Helvetica-Bold', size: 8.5 });
  text(pdf, `C.U.I.T. ${cuitDashed(r.docNumber!)}`, 400, 111, { font: 'Helvetica', size: 8.5 });
  text(pdf, `Dirección: ${r.address}`, L + 6, 124, { font: 'Helvetica', size: 8, width: 360 });
  text(pdf, `Categoría IVA: ${r.condicionText}`, L + 6, 137, { font: 'Helvetica', size: 8 });
  text(pdf, `Pago: ${doc.variant.sale}`, 400, 137, { font: 'Helvetica', size: 8 });
  let x = L;
  const y = 158;
  fillBox(pdf, L, y, R - L, 15, '#dbe4f7');
  for (const c of COLS) {
    box(pdf, x, y, c.w, 15, 0.5);
    text(pdf, c.h, x + 3, y + 4, { font: 'Helvetica-Bold', size: 7.5, width: c.w - 6, align: c.a });
    x += c.w;
  }
  return y + 15;
}

function carry(pdf: PDFKit.PDFDocument, label: string, value: string, y: number): number {
  fillBox(pdf, 330, y, R - 330, 15, '#f1f1f1');
  box(pdf, 330, y, R - 330, 15, 0.5);
  text(pdf, label, 334, y + 4, { font: 'Helvetica-Bold', size: 8 });
  text(pdf, value, 440, y + 4, { font: 'Helvetica-Bold', size: 8, width: R - 444, align: 'right' });
  return y + 15;
}

export const freshTwoPageLayout: Layout = {
  id: 'fresh-two-page',
  kind: 'invoice',
  title: 'two-sheet factura A: header repeated, "Transporte" at the foot of sheet 1, "Subtotal anterior" on sheet 2, totals at the end',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Mayorista Tres Arroyos S.A.', 'MAYORISTA TRES ARROYOS'),
  template: (issuer) => ({
    id: 'ftwopage-tresarroyos',
    name: 'Facturas A Mayorista Tres Arroyos',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura como "Cliente". Suelen ocupar dos hojas: los renglones ` +
      'siguen en la hoja 2 ("Subtotal anterior") y los totales están al final. Precios sin IVA, 21%. La referencia es el número de factura.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(3, 9), 4)}-${pad(rng.int(10000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [30, 34], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh-two-page', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Resp. Monotributo' });
    doc.variant = { sale: rng.pick(['Cta. Cte. 15 días', 'Cta. Cte. 30 días', 'Contado']), cae: `7${rng.digits(13)}`, split: rng.int(19, 22) };
    return doc;
  },
  draw: (pdf, doc) => {
    const t = doc.totals!;
    const split = Math.min(Number(doc.variant.split), doc.lines.length - 3);
    let y = header(pdf, doc, 1);
    let carried = new Decimal(0);
    doc.lines.forEach((l, i) => {
      if (i === split) {
        y = carry(pdf, 'Transporte', amount(carried, 'ar'), y + 6);
        text(pdf, 'Continúa en hoja 2', L, 800, { font: 'Helvetica-Oblique', size: 7.5 });
        pdf.addPage();
        y = header(pdf, doc, 2);
        y = carry(pdf, 'Subtotal anterior', amount(carried, 'ar'), y);
      }
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), amount(l.unitPrice!, 'ar'), quantity(l.ivaRate, 'ar', 2), amount(t.lineAmounts[i]!, 'ar')];
      let x = L;
      cells.forEach((v, k) => {
        box(pdf, x, y, COLS[k]!.w, 15, 0.3);
        text(pdf, v, x + 3, y + 4, { font: 'Helvetica', size: 7.5, width: COLS[k]!.w - 6, align: COLS[k]!.a });
        x += COLS[k]!.w;
      });
      y += 15;
      carried = carried.add(t.lineAmounts[i]!);
    });
    y += 12;
    const rows: Array<[string, string]> = [['Subtotal neto', amount(t.subtotal, 'ar')], ...t.byRate.map((b): [string, string] => [`I.V.A. ${quantity(b.rate, 'ar', 2)} %`, amount(b.vat, 'ar')]), ['Percep. I.V.A.', '0,00']];
    for (const [k, v] of rows) {
      text(pdf, k, 360, y, { font: 'Helvetica', size: 8.5, width: 100 });
      text(pdf, v, 460, y, { font: 'Helvetica', size: 8.5, width: R - 460, align: 'right' });
      y += 13;
    }
    fillBox(pdf, 355, y, R - 355, 20, '#1d4ed8');
    text(pdf, 'TOTAL $', 360, y + 5, { font: 'Helvetica-Bold', size: 10, color: 'white' });
    text(pdf, amount(t.total, 'ar'), 440, y + 5, { font: 'Helvetica-Bold', size: 10, width: R - 444, align: 'right', color: 'white' });
    text(pdf, `CAE ${doc.variant.cae} · Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 786, { font: 'Helvetica', size: 8 });
    text(pdf, 'Hoja 2 de 2', R - 60, 786, { font: 'Helvetica', size: 8, width: 60, align: 'right' });
  },
};
