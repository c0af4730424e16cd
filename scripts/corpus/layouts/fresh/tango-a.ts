import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { box, hline, text, vline } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from './print';

/**
 * A desktop ERP's factura A printed on a pre-printed form: framed header split by the letter box ("A", "Cód. 01"),
 * a customer band, a ruled item grid whose column rules run to the foot of the form, and the totals as one
 * horizontal strip of captioned cells (Subtotal | Dto. | Neto Gravado | IVA 21,00 % | IVA 10,50 % | Percepción IIBB | TOTAL).
 */
const L = 28, R = 567, W = R - L;

function strip(pdf: PDFKit.PDFDocument, doc: DocSpec, y: number): void {
  const t = doc.totals!;
  const vat = (rate: number) => t.byRate.find((b) => b.rate === rate)?.vat ?? new Decimal(0);
  const cells: Array<[string, string]> = [
    ['Subtotal', amount(t.subtotal, 'ar')],
    ['Dto. 0,00 %', '0,00'],
    ['Neto Gravado', amount(t.subtotal, 'ar')],
    ['IVA 21,00 %', amount(vat(21), 'ar')],
    ['IVA 10,50 %', amount(vat(10.5), 'ar')],
    ['Percepción IIBB', '0,00'],
    ['TOTAL', amount(t.total, 'ar')],
  ];
  const w = W / cells.length;
  cells.forEach(([caption, value], i) => {
    const x = L + i * w;
    const last = i === cells.length - 1;
    box(pdf, x, y, w, 34, last ? 1.4 : 0.7);
    text(pdf, caption, x, y + 4, { font: 'Helvetica-Bold', size: 7, width: w, align: 'center' });
    text(pdf, value, x + 3, y + 18, { font: last ? 'Helvetica-Bold' : 'Helvetica', size: last ? 9.5 : 8.5, width: w - 6, align: 'right' });
  });
}

export const freshTangoALayout: Layout = {
  id: 'fresh-tango-a',
  kind: 'invoice',
  title: 'desktop ERP factura A on a pre-printed form: letter box "A / Cód. 01", ruled grid, horizontal totals strip with Percepción IIBB',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Agroveterinaria Los Talas S.R.L.', 'AGROVETERINARIA LOS TALAS'),
  template: (issuer) => ({
    id: 'ftango-agrolostalas',
    name: 'Facturas A Agroveterinaria Los Talas',
    instructions:
      `Facturas A impresas por el sistema de gestión de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en formulario preimpreso. ` +
      'El cliente figura como "Señor(es)". Precios unitarios sin IVA; IVA 21% o 10,5% según el artículo (insumos agropecuarios). La referencia es el número de la factura.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 12), 4)}-${pad(rng.int(1000, 60000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'agro', lineCount: [2, 8], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh-tango-a', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      sale: rng.pick(['Cuenta Corriente', 'Contado', 'Cheque 30 días']),
      remito: `${reference.slice(0, 4)}-${pad(rng.int(1000, 90000), 8)}`,
      cae: `7${rng.digits(13)}`,
      caeDue: date(addDays(doc.date, 10), 'dd/mm/yyyy'),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    // header frame, split by the letter box
    box(pdf, L, 24, W, 150, 1.2);
    vline(pdf, 297, 68, 174, 1);
    box(pdf, 274, 24, 46, 44, 1.4);
    text(pdf, 'A', 274, 27, { font: 'Helvetica-Bold', size: 28, width: 46, align: 'center' });
    text(pdf, 'Cód. 01', 274, 57, { font: 'Helvetica', size: 6.5, width: 46, align: 'center' });
    text(pdf, is.tradeName, L + 10, 38, { font: 'Times-Bold', size: 17, width: 235 });
    text(pdf, is.name, L + 10, 80, { font: 'Helvetica', size: 8 });
    text(pdf, `${is.address}\n${is.city}\nTel.: ${is.phone} - ${is.email}`, L + 10, 92, { font: 'Helvetica', size: 7.5, width: 255 });
    text(pdf, 'IVA RESPONSABLE INSCRIPTO', L + 10, 152, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, 'FACTURA', 330, 34, { font: 'Helvetica-Bold', size: 18 });
    text(pdf, `Nº ${doc.reference}`, 330, 58, { font: 'Helvetica-Bold', size: 12 });
    text(pdf, `Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, 330, 80, { font: 'Helvetica', size: 10 });
    text(pdf, `C.U.I.T.: ${cuitDashed(is.cuit)}\nIng. Brutos C.M.: ${is.iibb}\nInicio de Actividades: ${is.activitySince}`, 330, 112, { font: 'Helvetica', size: 8, width: 230 });
    // customer band
    const r = doc.receiver;
    box(pdf, L, 178, W, 62, 0.9);
    text(pdf, 'Señor(es):', L + 6, 184, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, r.name, L + 60, 184, { font: 'Helvetica', size: 9 });
    text(pdf, 'Domicilio:', L + 6, 198, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, r.address, L + 60, 198, { font: 'Helvetica', size: 8, width: 300 });
    text(pdf, 'I.V.A.:', L + 6, 212, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, r.condicionText, L + 60, 212, { font: 'Helvetica', size: 8 });
    text(pdf, 'C.U.I.T.:', 380, 184, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, cuitDashed(r.docNumber!), 425, 184, { font: 'Helvetica', size: 9 });
    text(pdf, 'Cond. de Venta:', L + 6, 226, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, String(doc.variant.sale), L + 75, 226, { font: 'Helvetica', size: 8 });
    text(pdf, 'Remito Nº:', 380, 212, { font: 'Helvetica-Bold', size: 8 });
    text(pdf, String(doc.variant.remito), 425, 212, { font: 'Helvetica', size: 8 });
    // item grid: the column rules are part of the form and run down to the totals
    const cols = [
      { h: 'Artículo', w: 52, a: 'left' as const }, { h: 'Descripción', w: 223, a: 'left' as const }, { h: 'Cantidad', w: 50, a: 'right' as const },
      { h: 'Precio Unit.', w: 70, a: 'right' as const }, { h: 'Dto.', w: 34, a: 'right' as const }, { h: 'IVA', w: 34, a: 'right' as const },
      { h: 'Importe', w: W - 463, a: 'right' as const },
    ];
    const top = 246, bottom = 716;
    box(pdf, L, top, W, bottom - top, 0.9);
    hline(pdf, L, R, top + 16, 0.9);
    let x = L;
    for (const c of cols) {
      text(pdf, c.h, x + 3, top + 4, { font: 'Helvetica-Bold', size: 7.5, width: c.w - 6, align: c.a });
      x += c.w;
      if (x < R) vline(pdf, x, top, bottom, 0.5);
    }
    let y = top + 22;
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), amount(l.unitPrice!, 'ar'), '0,00', quantity(l.ivaRate, 'ar', 2), amount(doc.totals!.lineAmounts[i]!, 'ar')];
      pdf.font('Helvetica').fontSize(8);
      const h = pdf.heightOfString(l.description, { width: cols[1]!.w - 6 });
      let cx = L;
      cells.forEach((v, k) => {
        text(pdf, v, cx + 3, y, { font: 'Helvetica', size: 8, width: cols[k]!.w - 6, align: cols[k]!.a });
        cx += cols[k]!.w;
      });
      y += h + 5;
    });
    strip(pdf, doc, 722);
    text(pdf, `CAE Nº: ${doc.variant.cae}      Fecha Vto. CAE: ${doc.variant.caeDue}`, L, 766, { font: 'Helvetica-Bold', size: 8.5 });
    text(pdf, 'ORIGINAL', R - 80, 766, { font: 'Helvetica-Bold', size: 8.5, width: 80, align: 'right' });
    text(pdf, 'Imprenta: Gráfica del Sur - Hab. Munic. 2231 - Form. 0001 al 5000', L, 790, { font: 'Helvetica', size: 6 });
  },
};
