import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT } from './common';

/**
 * An agro-supplies dealer's sale order in US dollars, landscape as some print drivers produce it: the page is a
 * PORTRAIT page whose dictionary says /Rotate 90, and everything is drawn in the rotated frame (the content stream
 * itself runs up the portrait page). Liberation Sans Narrow, amounts "U$S 1.234,56".
 */
const PW = 595.28, PH = 841.89; // the portrait media box
const W = PH; // the landscape width the reader sees
const L = 30, R = W - 30;

export const fresh2RotadoUsdLayout: Layout = {
  id: 'fresh2-rotado-usd',
  kind: 'invoice',
  title: 'agro dealer sale order in USD, landscape drawn on a portrait page with /Rotate 90 (print-driver style), Liberation Sans Narrow',
  page: { size: 'A4' },
  scanStyle: 'two-up',
  issuer: (rng) => makeIssuer(rng, 'Agroinsumos El Quebracho S.A.', 'AGROINSUMOS EL QUEBRACHO'),
  template: (issuer) => ({
    id: 'k-rotado-elquebracho',
    name: 'Órdenes de venta en dólares Agroinsumos El Quebracho',
    instructions:
      `Órdenes de venta de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en dólares estadounidenses. El cliente figura como "Productor". ` +
      'Precios sin IVA, alícuota por renglón (10,5% o 21%). La lista de precios (en pesos) no aplica. La referencia es el número de orden.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `OV-${today.slice(2, 4)}-${String(rng.int(1000, 9999)).padStart(5, '0')}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'agro', lineCount: [2, 8], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.85,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], currency: 'USD',
      },
      { layout: 'fresh2-rotado-usd', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributista' });
    doc.variant = {
      campaign: rng.pick(['Campaña fina 2026', 'Campaña gruesa 2026/27']),
      field: rng.pick(['Establecimiento La Esperanza', 'Campo Los Tres Ombúes', 'Estancia Santa Inés']),
      agent: rng.pick(['Ing. Agr. P. Funes', 'Ing. Agr. M. Arias', 'Téc. R. Benítez']),
      rate: rng.pick(['BNA vendedor del día anterior al pago', 'Comunicación A 3500 del día anterior al pago']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    // The viewer turns the page 90° clockwise: a point (X, Y) of the landscape frame is (Y, PH − X) on the portrait page.
    (pdf.page.dictionary.data as Record<string, unknown>).Rotate = 90;
    pdf.save();
    pdf.transform(0, -1, 1, 0, 0, PH);
    void PW;
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    const N = FONT.narrow, NB = FONT.narrowBold;
    const tx = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? NB : N).fontSize(o.size ?? 9).fillColor(o.color ?? 'black');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const rule = (x1: number, x2: number, y: number, w = 0.6) => pdf.lineWidth(w).strokeColor('black').moveTo(x1, y).lineTo(x2, y).stroke();
    pdf.rect(L, 24, 14, 40).fillColor('#3f7d20').fill().fillColor('black');
    tx(is.tradeName, L + 22, 24, { bold: true, size: 17 });
    tx(`${is.name} · ${is.address}, ${is.city} · ${is.phone} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L + 22, 46, { size: 8 });
    tx('ORDEN DE VENTA', R - 250, 22, { bold: true, size: 16, width: 250, align: 'right' });
    tx(`N° ${doc.reference}`, R - 250, 42, { bold: true, size: 11, width: 250, align: 'right' });
    tx(`Emitida el ${date(doc.date, 'dd/mm/yyyy')} · ${doc.variant.campaign}`, R - 250, 57, { size: 8.5, width: 250, align: 'right' });
    rule(L, R, 74, 1);
    // producer block in three columns
    tx('Productor', L, 82, { bold: true, size: 8, color: '#3f7d20' });
    tx(r.name, L, 93, { bold: true, size: 10.5 });
    tx(`CUIT ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? ` · IVA ${r.condicionText}` : ''}`, L, 107, { size: 9 });
    tx(r.address, L, 119, { size: 9, width: 300 });
    tx('Destino de la mercadería', 360, 82, { bold: true, size: 8, color: '#3f7d20' });
    tx(`${doc.variant.field}\nRetira: transporte del productor`, 360, 93, { size: 9, width: 200 });
    tx('Asesor comercial', 600, 82, { bold: true, size: 8, color: '#3f7d20' });
    tx(`${doc.variant.agent}\nVence: ${date(addDays(doc.date, 30), 'dd/mm/yyyy')}`, 600, 93, { size: 9, width: 180 });
    // items
    const cols: Array<{ h: string; x: number; w: number; a: 'left' | 'right' | 'center' }> = [
      { h: 'Art.', x: L, w: 50, a: 'left' }, { h: 'Producto', x: L + 54, w: 330, a: 'left' }, { h: 'Cantidad', x: L + 390, w: 60, a: 'right' },
      { h: 'Unidad', x: L + 456, w: 44, a: 'center' }, { h: 'Precio U$S', x: L + 504, w: 80, a: 'right' }, { h: 'IVA %', x: L + 590, w: 40, a: 'right' },
      { h: 'Importe U$S', x: L + 636, w: R - L - 636, a: 'right' },
    ];
    let y = 146;
    pdf.rect(L, y, R - L, 16).fillColor('#e3efd9').fill().fillColor('black');
    for (const c of cols) tx(c.h, c.x, y + 4, { bold: true, size: 9, width: c.w, align: c.a });
    y += 20;
    doc.lines.forEach((l, i) => {
      const unit = /bolsa|bidón|rollo|poste|varilla|bebedero/i.test(l.description) ? 'un' : /x m$/.test(l.description) ? 'm' : 'kg';
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), unit, amount(l.unitPrice!, 'ar'), amount(l.ivaRate, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((v, k) => tx(v, cols[k]!.x, y, { size: 9.5, width: cols[k]!.w, align: cols[k]!.a }));
      y += 16;
      rule(L, R, y - 3, 0.2);
    });
    y += 8;
    const sums: Array<[string, string]> = [
      ['Subtotal U$S', amount(t.subtotal, 'ar')],
      ...t.byRate.map((b): [string, string] => [`IVA ${amount(b.rate, 'ar')} % U$S`, amount(b.vat, 'ar')]),
    ];
    for (const [k, v] of sums) {
      tx(k, R - 260, y, { size: 9.5, width: 150, align: 'right' });
      tx(v, R - 100, y, { size: 9.5, width: 100, align: 'right' });
      y += 14;
    }
    rule(R - 260, R, y, 1);
    tx('TOTAL U$S', R - 260, y + 5, { bold: true, size: 11.5, width: 150, align: 'right' });
    tx(amount(t.total, 'ar'), R - 100, y + 5, { bold: true, size: 11.5, width: 100, align: 'right' });
    tx(
      `Operación en dólares estadounidenses. Se factura en pesos al tipo de cambio ${doc.variant.rate}. ` +
        'Precios sujetos a confirmación de stock. La mercadería se entrega en depósito del vendedor.',
      L, 540, { size: 8, width: 520 },
    );
    tx('Firma y aclaración del productor', R - 200, 548, { size: 8, width: 200, align: 'center' });
    rule(R - 200, R, 545, 0.4);
    pdf.restore();
  },
};
