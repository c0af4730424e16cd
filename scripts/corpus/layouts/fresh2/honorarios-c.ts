import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, sayCondition } from '../fresh/print';
import { amountInWords, FONT, MONTH_NAMES, retotal } from './common';

/**
 * A professional's fee invoice (honorarios), factura C of a Monotributista accountant: a professional letterhead
 * with the registration number (matrícula), one or two lines whose period is written only in words inside the
 * description ("… correspondientes al mes de octubre de 2026"), the amount in words, no VAT. Liberation Serif.
 */
const L = 64, R = 531;

const FEES: ReadonlyArray<[string, number]> = [
  ['Honorarios profesionales por liquidación de sueldos y cargas sociales', 1],
  ['Honorarios por asesoramiento impositivo y contable', 1],
  ['Honorarios por confección de declaraciones juradas mensuales (IVA e Ingresos Brutos)', 1],
  ['Honorarios por teneduría de libros y registración contable', 1],
];

export const fresh2HonorariosCLayout: Layout = {
  id: 'fresh2-honorarios-c',
  kind: 'invoice',
  title: "accountant's fee invoice, factura C: matrícula letterhead, period only in words in the description (\"correspondientes al mes de …\"), amount in words",
  page: { size: 'A4' },
  scanStyle: 'upside-down',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Mariela Ledesma', 'Cra. Mariela Ledesma'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'k-honorarios-ledesma',
    name: 'Facturas C de honorarios Cra. Mariela Ledesma',
    instructions:
      `Facturas C de honorarios de ${issuer.name} (CUIT ${issuer.cuit}, Responsable Monotributo), contadora pública, la emisora. ` +
      'El cliente figura como "Señor(es)". Factura C: importes finales, el IVA no se discrimina. El período del servicio está escrito en palabras ' +
      'en el detalle ("correspondientes al mes de …"). La referencia es punto de venta y número.',
    catalog: 'services',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.pick([1, 3]), 5)}-${pad(rng.int(30, 900), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 2], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento', 'dni'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'], servicePeriod: true,
      },
      { layout: 'fresh2-honorarios-c', templateId: template.id, issuer, reference, variant: {}, today },
    );
    const month = `${MONTH_NAMES[Number(doc.serviceFrom!.slice(5, 7)) - 1]} de ${doc.serviceFrom!.slice(0, 4)}`;
    const fees = rng.sample(FEES, doc.lines.length);
    doc.lines.forEach((line, i) => {
      line.code = null;
      line.description = `${fees[i]![0]} correspondientes al mes de ${month}`;
      line.quantity = 1;
      line.unitPrice = new Decimal(rng.int(9, 60) * 5000);
    });
    retotal(doc);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      cae: `7${rng.digits(13)}`,
      mat: `T° ${rng.int(120, 380)} F° ${rng.int(10, 250)}`,
      council: rng.pick(['C.P.C.E. Córdoba', 'C.P.C.E. Santa Fe', 'C.P.C.E.C.A.B.A.']),
      pay: rng.pick(['Transferencia a CBU 0110599530000012345678', 'Contado', 'Cuenta corriente']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    const s = (v: string, x: number, y: number, o: { bold?: boolean; italic?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) => {
      pdf.font(o.bold ? FONT.serifBold : o.italic ? FONT.serifItalic : FONT.serif).fontSize(o.size ?? 10.5).fillColor('black');
      pdf.text(v, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 1 });
    };
    const rule = (y: number, w = 0.6) => pdf.lineWidth(w).strokeColor('black').moveTo(L, y).lineTo(R, y).stroke();
    s(is.tradeName, L, 46, { bold: true, size: 18 });
    s('Contadora Pública', L, 70, { italic: true, size: 11 });
    s(`Mat. ${doc.variant.mat} – ${doc.variant.council}`, L, 85, { size: 9 });
    s(`${is.address} · ${is.city}\n${is.phone} · ${is.email}`, L, 98, { size: 9, width: 240 });
    // letter box
    pdf.lineWidth(1).strokeColor('black').rect(286, 44, 30, 32).stroke();
    s('C', 286, 47, { bold: true, size: 22, width: 30, align: 'center' });
    s('Cód. 11', 276, 78, { size: 7, width: 50, align: 'center' });
    s('FACTURA', 340, 44, { bold: true, size: 15, width: R - 340, align: 'right' });
    s(`Nº ${doc.reference}`, 340, 64, { bold: true, size: 12, width: R - 340, align: 'right' });
    s(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, 340, 82, { size: 10.5, width: R - 340, align: 'right' });
    s(`C.U.I.T. ${cuitDashed(is.cuit)} · ${is.condicionText}\nIngresos Brutos: ${is.iibb} · Inicio de actividades: ${is.activitySince}`, 300, 100, { size: 8.5, width: R - 300, align: 'right' });
    rule(132, 1);
    const id = r.docType === 'DNI' ? `D.N.I. ${r.docNumber}` : `C.U.I.T. ${cuitDashed(r.docNumber!)}`;
    s('Señor(es):', L, 144, { italic: true });
    s(r.name, L + 62, 144, { bold: true });
    s(`${id}   –   ${r.condicionText}`, L + 62, 160);
    s(r.address, L + 62, 175, { width: R - L - 62 });
    s(`Forma de pago: ${doc.variant.pay}`, L + 62, 190, { size: 9.5 });
    rule(210);
    s('Concepto', L, 220, { bold: true });
    s('Importe', R - 100, 220, { bold: true, width: 100, align: 'right' });
    rule(236, 0.4);
    let y = 246;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.serif).fontSize(10.5);
      const h = pdf.heightOfString(l.description, { width: 330, lineGap: 1 });
      s(l.description, L, y, { width: 330 });
      s(`$ ${amount(t.lineAmounts[i]!, 'ar')}`, R - 120, y, { width: 120, align: 'right' });
      y += h + 14;
    });
    rule(y, 0.4);
    y += 10;
    s('TOTAL', R - 220, y, { bold: true, size: 12, width: 90, align: 'right' });
    s(`$ ${amount(t.total, 'ar')}`, R - 120, y, { bold: true, size: 12, width: 120, align: 'right' });
    y += 26;
    s(`Recibí la suma de ${amountInWords(t.total, 'pesos')}.`, L, y, { italic: true, width: R - L });
    s('El IVA no se discrimina: emisora adherida al Régimen Simplificado (Monotributo), categoría D.', L, 700, { size: 8.5, width: R - L });
    s(`CAE Nº ${doc.variant.cae}     Vencimiento del CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 716, { size: 9 });
    rule(740, 0.4);
    s('Comprobante autorizado. Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.', L, 745, { size: 7.5, width: R - L });
  },
};
