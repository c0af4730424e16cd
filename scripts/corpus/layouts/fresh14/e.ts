import Decimal from 'decimal.js';
import { rgb, TextAlignment } from 'pdf-lib';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, pad, PdfLibKit, quantity, receiverNo, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 40, R = W - 40;

/**
 * A sanitary-ware shop's "remito valorizado" made from an **editable PDF**: the shop's system prints the remito with
 * its header, the customer and the articles with their list prices, and leaves the **quantity and amount cells as
 * AcroForm text fields**, which the warehouse fills in before sending it (pdf-lib: each value a widget annotation
 * whose text lives only in its appearance stream, Helvetica; the page's own content holds the rest). Código /
 * Artículo / Cant. / P. lista c/IVA / Importe; "Total valorizado" is a field too; an article without a list price
 * shows "s/precio" and an empty amount. Dates "25/11/2026". One article missing from the priceList in one document of
 * three.
 */
export const fresh14ELayout: Layout = {
  id: 'fresh14-e',
  kind: 'remito',
  title: 'fresh14 layout e',
  page: { size: 'A4' },
  scanStyle: 'skewed-feed',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios Laguna Brava S.R.L.', 'Sanitarios Laguna Brava'),
  template: (issuer) => ({
    id: 'y-remitos-sanitarios-laguna',
    name: 'Remitos valorizados Sanitarios Laguna Brava',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Entregar a". Precios de lista con IVA incluido (lista de precios). ` +
      'Las cantidades se completan a mano en el PDF.',
    catalog: 'plumbing',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = 2, nro = rng.int(8000, 15000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'plumbing', lineCount: [2, 7], receivers: ['monotributo', 'company-ri', 'dni', 'monotributo'], conditionPrinted: 0.75,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: true,
      },
      { layout: 'fresh14-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, obra: rng.pick(['Obra calle Mitre', 'Local comercial', 'Vivienda unifamiliar', 'Reparación baño PB']), flete: rng.pick(['Propio', 'Retira cliente', 'Flete tercerizado']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const kit = await PdfLibKit.create([W, H], { title: `Remito ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Laguna Gestión - Remitos editables' });
    const form = kit.pdf.getForm();
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const teal = '#0f6d6a';
    let fieldNo = 0;
    /** A filled text field over a cell (x, y from the top, as the kit). */
    const field = (value: string, x: number, y: number, w: number, h: number, size: number, align: TextAlignment) => {
      const f = form.createTextField(`campo_${++fieldNo}`);
      f.setText(value);
      f.setAlignment(align);
      f.addToPage(kit.page, { x, y: H - y - h, width: w, height: h, borderWidth: 0, backgroundColor: rgb(0.93, 0.97, 1), textColor: rgb(0, 0, 0.35) });
      f.setFontSize(size);
    };
    // header
    kit.rect(L, 30, R - L, 60, { fill: teal });
    kit.text(is.tradeName, L + 12, 40, { font: 'helvB', size: 16, color: '#ffffff' });
    kit.text(`${is.address} · ${is.city} · ${is.phone}`, L + 12, 62, { size: 8, color: '#ffffff' });
    kit.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L + 12, 74, { size: 8, color: '#ffffff' });
    kit.text('REMITO', R - 150, 38, { font: 'helvB', size: 15, color: '#ffffff', width: 140, align: 'right' });
    kit.text(`N° ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, R - 150, 58, { font: 'helvB', size: 10, color: '#ffffff', width: 140, align: 'right' });
    kit.text(date(doc.date, 'dd/mm/yyyy'), R - 150, 74, { size: 9, color: '#ffffff', width: 140, align: 'right' });
    kit.text('R - Cód. 91 - No válido como factura', L, 96, { size: 7.5, color: '#555555' });
    // customer
    let y = 116;
    kit.text('Entregar a', L, y, { font: 'helvB', size: 8, color: teal });
    kit.text(r.name, L, y + 12, { font: 'helvB', size: 11 });
    const no = receiverNo(doc, cuitDashed, dotted);
    kit.text([no ? `${r.docType} ${no}` : '', r.condicionPrinted ? r.condicionText : ''].filter(Boolean).join('  ·  '), L, y + 28, { size: 8.5 });
    kit.text(r.address || '-', L, y + 41, { size: 8.5 });
    kit.text('Obra / referencia', L + 320, y, { font: 'helvB', size: 8, color: teal });
    kit.text(String(v.obra), L + 320, y + 12, { size: 9 });
    kit.text('Flete', L + 320, y + 28, { font: 'helvB', size: 8, color: teal });
    kit.text(String(v.flete), L + 320, y + 40, { size: 9 });
    y += 66;
    // table: the quantity and amount cells are fields
    const cx = { code: L, desc: L + 58, qty: L + 318, price: L + 368, amt: L + 438 };
    kit.rect(L, y, R - L, 18, { fill: '#e3efee' });
    kit.text('Código', cx.code + 4, y + 5, { font: 'helvB', size: 8 });
    kit.text('Artículo', cx.desc + 4, y + 5, { font: 'helvB', size: 8 });
    kit.text('Cant.', cx.qty, y + 5, { font: 'helvB', size: 8, width: 46, align: 'right' });
    kit.text('P. lista c/IVA', cx.price, y + 5, { font: 'helvB', size: 8, width: 66, align: 'right' });
    kit.text('Importe', cx.amt, y + 5, { font: 'helvB', size: 8, width: R - cx.amt - 4, align: 'right' });
    y += 24;
    let sum = new Decimal(0);
    doc.lines.forEach((l) => {
      const desc = kit.wrap(l.description, 250, 'helv', 8.5);
      const h = Math.max(16, desc.length * 11 + 5);
      kit.text(l.code ?? '', cx.code + 4, y + 3, { font: 'courier', size: 8 });
      desc.forEach((d, j) => kit.text(d, cx.desc + 4, y + 3 + j * 11, { size: 8.5 }));
      kit.text(l.unitPrice === null ? 's/precio' : a(l.unitPrice), cx.price, y + 3, { size: 8.5, width: 66, align: 'right' });
      field(quantity(l.quantity, 'ar'), cx.qty + 6, y, 40, 14, 9, TextAlignment.Right);
      if (l.unitPrice !== null) {
        const amt = new Decimal(l.quantity).mul(l.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
        sum = sum.add(amt);
        field(a(amt), cx.amt + 6, y, R - cx.amt - 6, 14, 9, TextAlignment.Right);
      } else field('', cx.amt + 6, y, R - cx.amt - 6, 14, 9, TextAlignment.Right);
      y += h;
      kit.line(L, y - 2, R, y - 2, { color: '#c9dcda', width: 0.4 });
    });
    y += 10;
    kit.text('Total valorizado $', cx.price - 40, y + 4, { font: 'helvB', size: 9, width: 100, align: 'right' });
    field(a(sum), cx.amt + 6, y, R - cx.amt - 6, 16, 10, TextAlignment.Right);
    kit.text('Valores de referencia según lista vigente; la factura se emite por separado.', L, y + 30, { font: 'helvI', size: 7.5, color: '#555555' });
    // receipt block
    const by = 700;
    kit.rect(L, by, R - L, 70, { stroke: '#9bbfbc' });
    kit.text('Recibí la mercadería detallada en buen estado', L + 8, by + 6, { font: 'helvB', size: 8 });
    ['Firma', 'Aclaración', 'Fecha'].forEach((c, i) => {
      kit.line(L + 14 + i * 170, by + 50, L + 150 + i * 170, by + 50, { width: 0.5 });
      kit.text(c, L + 14 + i * 170, by + 54, { size: 7.5, width: 136, align: 'center' });
    });
    kit.text('Documento editable - campos completados por depósito', L, 790, { size: 6.5, color: '#888888' });
    return Buffer.from(await kit.pdf.save({ useObjectStreams: false }));
  },
};
