import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, caeOf, cuitDashed, date, longDate, PipePdf, plusDays, quantity, receiverNo, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 56.69, R = SIZE[0] - 56.69;

/**
 * A food distributor's factura A typeset by its billing system through LaTeX and pdfTeX (PipePdf 'tex': every line one
 * TJ array with no space glyph, text objects left open across lines, ligatures; Times with Helvetica headings).
 * Booktabs rules, an italic "Son pesos" line, the folio at the foot. Lines at 10,5 % and 21 %, net prices.
 */
export const fresh13ALayout: Layout = {
  id: 'fresh13-a',
  kind: 'invoice',
  title: 'fresh13 layout a',
  page: { size: 'A4' },
  scanStyle: 'fax-line',
  issuer: (rng) => makeIssuer(rng, 'Alimentos del Litoral S.A.', 'Del Litoral Alimentos'),
  template: (issuer) => ({
    id: 'x-facturas-a-litoral',
    name: 'Facturas A Del Litoral Alimentos',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a comercios del rubro. El cliente figura en "Señor(es)". ` +
      'Precios unitarios netos de IVA; cada artículo lleva su alícuota (10,5 % o 21 %). La referencia es el número de comprobante.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 6), nro = rng.int(1200, 38000);
    let doc: DocSpec;
    // both rates on every document
    do {
      doc = composeDocument(
        rng,
        {
          kind: 'invoice', catalog: 'food', lineCount: [4, 8], receivers: ['company-ri'], conditionPrinted: 0.75, mixedVat: true,
          pricesIncludeIva: () => false, numberStyles: ['ar'],
        },
        { layout: 'fresh13-a', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
      );
    } while (new Set(doc.lines.map((l) => l.ivaRate)).size < 2);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      cae: caeOf((k) => rng.digits(k)), remito: `${pad(pv, 4)}-${pad(rng.int(4000, 90000), 8)}`,
      venta: rng.pick(['Cuenta corriente a 30 días', 'Contado', 'Cuenta corriente a 15 días']), vendedor: rng.pick(['03', '07', '11', '14']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = new PipePdf(SIZE, { producer: 'pdfTeX-1.40.25', creator: 'LaTeX with hyperref', title: `Factura ${doc.reference}` }, {
      mode: 'tex', header: '%PDF-1.5\n%\xd0\xd4\xc5\xd8\n',
      faces: { F1: { std: 'T' }, F2: { std: 'TB' }, F3: { std: 'TI' }, F4: { std: 'HB' }, F5: { std: 'H' } },
    });
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const rate = (x: number) => `${amount(x, 'ar', x % 1 ? 1 : 0)} %`;
    // letterhead
    k.text(is.tradeName, L, 48, { font: 'F4', size: 16 });
    k.text(is.name, L, 70, { font: 'F3', size: 10 });
    k.text(`${is.address} — ${is.city}`, L, 84, { font: 'F1', size: 9 });
    k.text(`Tel. ${is.phone} — ${is.email}`, L, 96, { font: 'F1', size: 9 });
    const bx = SIZE[0] / 2 - 20;
    k.rect(bx, 44, 40, 44, { lineWidth: 0.8 });
    k.text('A', bx, 49, { font: 'F4', size: 24, width: 40, align: 'center' });
    k.text('Cód. 01', bx, 77, { font: 'F1', size: 7, width: 40, align: 'center' });
    k.text('FACTURA', R - 170, 46, { font: 'F4', size: 14, width: 170, align: 'right' });
    k.text(`Nº ${doc.reference}`, R - 170, 66, { font: 'F2', size: 11, width: 170, align: 'right' });
    k.text(`Fecha: ${longDate(doc.date)}`, R - 170, 82, { font: 'F1', size: 10, width: 170, align: 'right' });
    k.line(L, 112, R, 112, { width: 0.4 });
    k.text(`C.U.I.T. ${cuitDashed(is.cuit)}     Ingresos Brutos ${is.iibb}     Inicio de actividades ${is.activitySince}     IVA Responsable Inscripto`, L, 117, { font: 'F1', size: 8 });
    k.line(L, 130, R, 130, { width: 0.4 });
    // customer, a two-column tabular with italic captions
    let y = 142;
    const row = (label: string, value: string, x = L, w = 92, bold = false) => {
      k.text(label, x, y, { font: 'F3', size: 9.5 });
      k.text(value, x + w, y, { font: bold ? 'F2' : 'F1', size: 9.5 });
    };
    row('Señor(es):', r.name, L, 92, true);
    k.text('Remito Nº:', L + 300, y, { font: 'F3', size: 9.5 }); k.text(String(v.remito), L + 370, y, { font: 'F1', size: 9.5 });
    y += 13;
    row('Domicilio:', r.address);
    k.text('Vendedor:', L + 300, y, { font: 'F3', size: 9.5 }); k.text(String(v.vendedor), L + 370, y, { font: 'F1', size: 9.5 });
    y += 13;
    row('C.U.I.T.:', receiverNo(doc, cuitDashed, (d) => d));
    y += 13;
    if (r.condicionPrinted) {
      row('Condición IVA:', r.condicionText);
      y += 13;
    }
    row('Cond. de venta:', String(v.venta));
    y += 24;
    // the detail (booktabs)
    const cols = [
      { head: 'Cant.', x: L, w: 34, align: 'right' as const },
      { head: 'Código', x: L + 44, w: 44, align: 'left' as const },
      { head: 'Descripción', x: L + 92, w: 212, align: 'left' as const },
      { head: 'IVA', x: L + 304, w: 38, align: 'right' as const },
      { head: 'Precio unit.', x: L + 346, w: 68, align: 'right' as const },
      { head: 'Importe', x: L + 418, w: R - L - 418, align: 'right' as const },
    ];
    k.line(L, y, R, y, { width: 0.8 });
    y += 5;
    for (const c of cols) k.text(c.head, c.x, y, { font: 'F2', size: 9.5, width: c.w, align: c.align });
    y += 15;
    k.line(L, y, R, y, { width: 0.5 });
    y += 5;
    doc.lines.forEach((l, i) => {
      k.text(quantity(l.quantity, 'ar'), cols[0]!.x, y, { size: 9.5, width: cols[0]!.w, align: 'right', font: 'F1' });
      k.text(l.code ?? '', cols[1]!.x, y, { size: 9.5, font: 'F1' });
      k.text(l.description, cols[2]!.x, y, { size: 9.5, font: 'F1' });
      k.text(rate(l.ivaRate), cols[3]!.x, y, { size: 9.5, width: cols[3]!.w, align: 'right', font: 'F1' });
      k.text(a(l.unitPrice!), cols[4]!.x, y, { size: 9.5, width: cols[4]!.w, align: 'right', font: 'F1' });
      k.text(a(t.lineAmounts[i]!), cols[5]!.x, y, { size: 9.5, width: cols[5]!.w, align: 'right', font: 'F1' });
      y += 13.6;
    });
    y += 2;
    k.line(L, y, R, y, { width: 0.8 });
    // totals
    y += 12;
    const rows: Array<[string, string]> = [
      ...t.byRate.map((b): [string, string] => [`Neto gravado al ${rate(b.rate)}`, `$ ${a(b.net)}`]),
      ...t.byRate.map((b): [string, string] => [`IVA ${rate(b.rate)}`, `$ ${a(b.vat)}`]),
    ];
    for (const [label, value] of rows) {
      k.text(label, R - 250, y, { font: 'F1', size: 9.5, width: 150, align: 'right' });
      k.text(value, R - 100, y, { font: 'F1', size: 9.5, width: 100, align: 'right' });
      y += 13.6;
    }
    k.line(R - 250, y + 1, R, y + 1, { width: 0.5 });
    y += 6;
    k.text('Total', R - 250, y, { font: 'F2', size: 11, width: 150, align: 'right' });
    k.text(`$ ${a(t.total)}`, R - 100, y, { font: 'F2', size: 11, width: 100, align: 'right' });
    y += 28;
    k.text(`${amountInWords(t.total, 'Son pesos')}.`, L, y, { font: 'F3', size: 9.5 });
    y += 26;
    k.text(`CAE Nº ${v.cae}     Fecha de vencimiento del CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, L, y, { font: 'F1', size: 9 });
    y += 20;
    k.paragraph(
      'Las mercaderías viajan por cuenta y riesgo del comprador. Los reclamos por faltantes o diferencias deberán formularse dentro de las ' +
        '48 horas de recibida la mercadería. Pasado el plazo de pago convenido se aplicará el interés por mora que fija el Banco de la Nación ' +
        'Argentina para sus operaciones de descuento. Comprobante autorizado; consulte su validez en el sitio de la Agencia de Recaudación y Control Aduanero.',
      L, y, R - L, 11, { font: 'F1', size: 8.5 },
    );
    k.text('1', L, SIZE[1] - 60, { font: 'F1', size: 10, width: R - L, align: 'center' });
    return k.bytes();
  },
};
