import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, dotted, GlyphPdf, pad, plusDays, quantity, receiverNo, sayCondition, settle, vatContained } from './common';

const W = 595.28, H = 841.89, X0 = 38, Y0 = 52;
const COLW = [58, 72, 72, 72, 38, 68, 56, 80];
const ROW = 15.5;

interface Cell { col: number; span?: number; text?: string; bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; fill?: string; color?: string; wrap?: boolean }

/**
 * An office-supplies shop that makes its invoices **in a spreadsheet** (Google-Sheets-like) and downloads each as a
 * PDF with **gridlines on**: every cell's border a light gray line, merged cells for the letterhead, the voucher's
 * "Punto de venta" and "Número" in separate cells ("0003" and "00001234"), captions in one column and values in the
 * next, the item rows followed by **empty gridded rows** of the template, "$1.234,56" currency cells, totals in the
 * last two columns. Written by fresh10's GlyphPdf (standard faces re-encoded in first-use order, one text object per
 * cell). Factura A with net prices for a Responsable Inscripto, factura B with final prices otherwise.
 */
export const fresh14ILayout: Layout = {
  id: 'fresh14-i',
  kind: 'invoice',
  title: 'fresh14 layout i',
  page: { size: 'A4' },
  scanStyle: 'stitched-halves',
  issuer: (rng) => makeIssuer(rng, 'Librería Comercial Punta Alta S.R.L.', 'Librería Punta Alta'),
  template: (issuer) => ({
    id: 'y-facturas-planilla-puntaalta',
    name: 'Facturas Librería Punta Alta (planilla)',
    instructions:
      `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas en una planilla. El cliente es la fila "Cliente". ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. La referencia es punto de venta y número.',
    catalog: 'office',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 3, nro = rng.int(400, 3200);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'office', lineCount: [2, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'company-exento'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (rc) => rc.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh14-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), letter: doc.pricesIncludeIva ? 'B' : 'A', pay: rng.pick(['Contado', 'Transferencia', 'Cta. cte. 30 días']), sheet: rng.pick(['noviembre', 'Facturas', 'Hoja 1']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pdf = new GlyphPdf([W, H], { producer: 'Skia/PDF m120', creator: 'Hojas de cálculo', title: `Factura ${v.letter} ${doc.reference}` }, { R: { std: 'Helvetica' }, B: { std: 'Helvetica-Bold' } });
    const money = (x: Parameters<typeof amount>[0]) => `$${amount(x, 'ar')}`;
    const colX = (c: number) => X0 + COLW.slice(0, c).reduce((s, w) => s + w, 0);
    let y = Y0;
    /** One spreadsheet row: each cell bordered in light gray (merged cells span columns), text clipped to nothing: rows grow to wrap. */
    const row = (cells: Cell[], height = ROW) => {
      let h = height;
      const wrapped = cells.map((c) => {
        const w = colX(c.col + (c.span ?? 1)) - colX(c.col) - 6;
        const lines = c.text && c.wrap ? pdf.wrap(c.text, w, c.bold ? 'B' : 'R', c.size ?? 8.5) : c.text ? [c.text] : [];
        h = Math.max(h, lines.length * ((c.size ?? 8.5) + 2.5) + 6);
        return lines;
      });
      const covered = new Set<number>();
      cells.forEach((c) => { for (let k = c.col; k < c.col + (c.span ?? 1); k++) covered.add(k); });
      const all: Cell[] = [...cells, ...COLW.map((_, k) => k).filter((k) => !covered.has(k)).map((k) => ({ col: k }))];
      for (const c of all) {
        const x = colX(c.col), w = colX(c.col + (c.span ?? 1)) - x;
        if (c.fill) pdf.rect(x, y, w, h, { fill: c.fill });
        pdf.rect(x, y, w, h, { stroke: '#c8c8c8', lineWidth: 0.4 });
      }
      cells.forEach((c, i) => {
        const x = colX(c.col), w = colX(c.col + (c.span ?? 1)) - x;
        wrapped[i]!.forEach((line, j) => {
          const size = c.size ?? 8.5;
          const ty = y + h - 4 - size - (wrapped[i]!.length - 1 - j) * (size + 2.5);
          pdf.text(line, x + 3, ty, { font: c.bold ? 'B' : 'R', size, width: w - 6, align: c.align ?? 'left', color: c.color });
        });
      });
      y += h;
    };
    pdf.text(`Facturación ${doc.date.slice(0, 4)} - ${v.sheet}`, X0, 30, { size: 7, color: '#666666' });
    row([{ col: 0, span: 5, text: is.tradeName, bold: true, size: 15 }, { col: 5, span: 3, text: `FACTURA ${v.letter}`, bold: true, size: 15, align: 'center' }], 26);
    row([{ col: 0, span: 5, text: `${is.name} - CUIT ${cuitDashed(is.cuit)}` }, { col: 5, span: 3, text: v.letter === 'A' ? 'Cód. 001' : 'Cód. 006', align: 'center' }]);
    row([{ col: 0, span: 5, text: is.email }, { col: 6, text: 'Pto. vta.', bold: true, size: 7, align: 'right' }, { col: 7, text: 'Número', bold: true, size: 7, align: 'right' }]);
    row([{ col: 0, span: 5, text: `${is.address}, ${is.city}` }, { col: 5, text: 'Comprobante', bold: true }, { col: 6, text: pad(Number(v.pv), 4), align: 'right' }, { col: 7, text: pad(Number(v.nro), 8), align: 'right' }]);
    row([{ col: 0, span: 5, text: `IIBB ${is.iibb} - Inicio de act. ${is.activitySince}` }, { col: 5, text: 'Fecha', bold: true }, { col: 6, span: 2, text: date(doc.date, 'dd/mm/yyyy'), align: 'right' }]);
    row([{ col: 0, span: 5, text: `${is.condicionText} - ${is.phone}` }, { col: 5, text: 'Cond. venta', bold: true }, { col: 6, span: 2, text: String(v.pay), align: 'right' }]);
    row([]);
    const no = receiverNo(doc, cuitDashed, dotted);
    row([{ col: 0, text: 'Cliente', bold: true }, { col: 1, span: 4, text: r.name }, { col: 5, text: r.docType ?? 'Doc.', bold: true }, { col: 6, span: 2, text: no || '-', align: 'right' }]);
    row([{ col: 0, text: 'Domicilio', bold: true }, { col: 1, span: 4, text: r.address || '-', size: 7.5 }, { col: 5, text: 'Cond. IVA', bold: true }, { col: 6, span: 2, text: r.condicionPrinted ? r.condicionText : '', align: 'right' }]);
    row([{ col: 0, text: 'Vence', bold: true }, { col: 1, span: 4, text: date(plusDays(doc.date, 30), 'dd/mm/yyyy') }]);
    row([]);
    const head = '#d9ead3';
    row([
      { col: 0, text: 'Código', bold: true, fill: head }, { col: 1, span: 3, text: 'Descripción', bold: true, fill: head }, { col: 4, text: 'Cant.', bold: true, fill: head, align: 'right' },
      { col: 5, text: v.letter === 'A' ? 'Precio unit.' : 'Precio c/IVA', bold: true, fill: head, align: 'right' }, { col: 6, text: '% IVA', bold: true, fill: head, align: 'right' },
      { col: 7, text: 'Importe', bold: true, fill: head, align: 'right' },
    ]);
    doc.lines.forEach((l, i) => row([
      { col: 0, text: l.code ?? '' }, { col: 1, span: 3, text: l.description, wrap: true }, { col: 4, text: quantity(l.quantity, 'ar'), align: 'right' },
      { col: 5, text: money(l.unitPrice!), align: 'right' }, { col: 6, text: `${amount(l.ivaRate, 'ar', 0)}%`, align: 'right' }, { col: 7, text: money(t.lineAmounts[i]!), align: 'right' },
    ]));
    // the template's empty rows
    for (let k = doc.lines.length; k < 14; k++) row([{ col: 1, span: 3 }]);
    if (v.letter === 'A') {
      row([{ col: 6, text: 'Subtotal', bold: true }, { col: 7, text: money(t.subtotal), align: 'right' }]);
      for (const b of t.byRate) row([{ col: 6, text: `IVA ${amount(b.rate, 'ar', b.rate % 1 ? 1 : 0)}%`, bold: true }, { col: 7, text: money(b.vat), align: 'right' }]);
    }
    row([{ col: 6, text: 'TOTAL', bold: true, fill: head }, { col: 7, text: money(t.total), bold: true, align: 'right', fill: head }]);
    if (v.letter === 'B') row([{ col: 0, span: 6, text: `Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido: ${money(vatContained(t.total, 21))}`, size: 7.5 }]);
    row([]);
    row([{ col: 0, span: 4, text: `CAE: ${v.cae}` }, { col: 4, span: 4, text: `Vto. CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}` }]);
    return pdf.bytes();
  },
};
