import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, FONT, receiverNumber, sayCondition, settle } from './common';

const W = 595.28, L = 40, R = W - 40;

/**
 * A carpenter's factura C (a Responsable Monotributo) from a phone invoicing app exported to PDF (pdfkit, DejaVu
 * Sans Condensed): the items are not a table but alternating shaded bands, one per item, with NO column-caption row;
 * every value has its own tiny caption right above it ("Descripción", "Unid.", "Importe unit.", "Subtotal"). "Cliente",
 * "Nro. CUIT" / "DNI", "Fecha de emisión 25/11/2026", "Punto de venta 00002 · Comp. N° 00000123"; "Importe total" in a
 * pill, the amount in words, "no discrimina IVA". Final prices, no VAT.
 */
export const fresh7DLayout: Layout = {
  id: 'fresh7-d',
  kind: 'invoice',
  title: 'fresh7 layout d',
  page: { size: 'A4' },
  scanStyle: 'carbon-pink',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Matías Ledesma', 'Carpintería Ledesma'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'r-facturas-c-ledesma',
    name: 'Facturas C Carpintería Ledesma',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, Responsable Monotributo), el emisor. El cliente es "Cliente". Precios finales, sin IVA discriminado. ` +
      'La referencia es punto de venta y número de comprobante.',
    catalog: 'furniture',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(40, 600);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'furniture', lineCount: [1, 5], receivers: ([['dni', 'consumidor-final'], ['company-ri', 'monotributo'], ['dni', 'company-exento']] as const)[index % 3]!,
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh7-d', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { pv, nro, cae: `7${rng.digits(13)}`, pay: rng.pick(['Efectivo', 'Transferencia', 'Mercado Pago', '50 % seña y saldo contra entrega']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 9).fillColor(o.color ?? '#1d1d1d');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const cap = (s: string, x: number, y: number, width?: number, align: 'left' | 'right' = 'left') => T(s, x, y, { size: 5.5, color: '#7a6a55', width, align });
    // header
    pdf.roundedRect(L, 30, R - L, 78, 8).fillColor('#f3ede4').fill();
    T(is.tradeName, L + 14, 40, { font: FONT.dejavuCondBold, size: 17, color: '#5a3e1b' });
    T(`${is.name} · ${is.condicionText}`, L + 14, 62, { size: 8.5 });
    T(`CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L + 14, 74, { size: 8 });
    T(`${is.address}, ${is.city} · ${is.phone}`, L + 14, 86, { size: 8 });
    pdf.circle(R - 150, 69, 22).fillColor('#ffffff').fill();
    T('C', R - 172, 55, { font: FONT.dejavuCondBold, size: 22, width: 44, align: 'center', color: '#5a3e1b' });
    T('cód. 011', R - 172, 80, { size: 6, width: 44, align: 'center' });
    T('FACTURA', R - 118, 40, { font: FONT.dejavuCondBold, size: 12 });
    cap('Punto de venta', R - 118, 58); T(pad(Number(v.pv), 5), R - 118, 65, { size: 9 });
    cap('Comp. N°', R - 62, 58); T(pad(Number(v.nro), 8), R - 62, 65, { size: 9 });
    cap('Fecha de emisión', R - 118, 82); T(date(doc.date, 'dd/mm/yyyy'), R - 118, 89, { size: 9 });
    // customer: captions above values as well
    let y = 124;
    cap('Cliente', L, y); T(r.name, L, y + 7, { font: FONT.dejavuCondBold, size: 11 });
    const num = receiverNumber(doc, cuitDashed, (n) => n);
    if (num) { cap(r.docType === 'CUIT' ? 'Nro. CUIT' : 'DNI', L + 250, y); T(num, L + 250, y + 7, { size: 10 }); }
    if (r.condicionPrinted) { cap('Condición frente al IVA', L + 370, y); T(r.condicionText, L + 370, y + 7, { size: 9 }); }
    cap('Domicilio', L, y + 26); T(r.address || '-', L, y + 33, { size: 9 });
    cap('Forma de pago', L + 370, y + 26); T(String(v.pay), L + 370, y + 33, { size: 9, width: R - L - 370 });
    // items: shaded bands, each value under its own tiny caption
    y = 190;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.dejavuCond).fontSize(9.5);
      const dh = pdf.heightOfString(l.description, { width: 250 });
      const h = Math.max(30, dh + 16);
      if (i % 2 === 0) pdf.rect(L, y, R - L, h).fillColor('#ece6dc').fill();
      cap('Descripción', L + 8, y + 4); T(l.description, L + 8, y + 11, { size: 9.5, width: 250 });
      cap('Unid.', L + 270, y + 4, 40, 'right'); T(String(l.quantity), L + 270, y + 11, { size: 9.5, width: 40, align: 'right' });
      cap('Importe unit.', L + 320, y + 4, 80, 'right'); T(a(l.unitPrice!), L + 320, y + 11, { size: 9.5, width: 80, align: 'right' });
      cap('Subtotal', R - 98, y + 4, 90, 'right'); T(a(t.lineAmounts[i]!), R - 98, y + 11, { font: FONT.dejavuCondBold, size: 9.5, width: 90, align: 'right' });
      y += h;
    });
    y += 14;
    pdf.roundedRect(R - 200, y, 200, 34, 17).fillColor('#5a3e1b').fill();
    T('Importe total', R - 186, y + 6, { size: 7, color: '#f3ede4' });
    T(`$ ${a(t.total)}`, R - 186, y + 14, { font: FONT.dejavuCondBold, size: 13, width: 172, align: 'right', color: '#ffffff' });
    T(`Son ${amountInWords(t.total, 'pesos')}.`, L, y + 44, { size: 8.5, width: R - L });
    T('Comprobante emitido por un Responsable Monotributo: no discrimina IVA.', L, y + 58, { size: 7.5, color: '#7a6a55' });
    T(`CAE ${v.cae} · Vencimiento CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 790, { size: 8 });
    T('Generado con la app de facturación · 1/1', R - 200, 790, { size: 7, width: 200, align: 'right', color: '#999' });
  },
};
