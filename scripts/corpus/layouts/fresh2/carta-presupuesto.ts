import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { text } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { amountInWords, FONT } from './common';

/**
 * A quote typed in a word processor as a business letter: place and date, "Sres.:", "De nuestra consideración:",
 * the items as a tab-aligned list without any rule, "Los precios no incluyen IVA" and the VAT lines after the list,
 * the total in words ("Son pesos …"), validity and payment terms, a signature. Liberation Serif 11 pt.
 */
const L = 72, R = 523;
const TAB = { qty: L + 8, desc: L + 48, unit: L + 252, amount: R };

export const fresh2CartaPresupuestoLayout: Layout = {
  id: 'fresh2-carta-presupuesto',
  kind: 'invoice',
  title: 'quote typed as a letter in a word processor: "Sres.:", "De nuestra consideración:", tab-aligned items without rules, VAT after the list, "Son pesos …"',
  page: { size: 'A4' },
  scanStyle: 'upside-down',
  issuer: (rng) => makeIssuer(rng, 'Hernán Zárate', 'Zárate Instalaciones'),
  template: (issuer) => ({
    id: 'k-carta-zarate',
    name: 'Presupuestos por carta Zárate Instalaciones',
    instructions:
      `Presupuestos que ${issuer.name} (CUIT ${issuer.cuit}) escribe como carta a sus clientes ("Sres.:"). Los precios no incluyen IVA; ` +
      'el IVA figura al final. La referencia es el número de presupuesto.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${today.slice(0, 4)}-${String(rng.int(40, 480)).padStart(4, '0')}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento', 'dni'],
        conditionPrinted: 0.6, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-symbol'],
      },
      { layout: 'fresh2-carta-presupuesto', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsables Inscriptos en IVA', 4: 'Exentos en IVA', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      city: doc.issuer.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]!,
      validity: rng.pick([7, 10, 15]),
      payment: rng.pick(['50 % de anticipo y saldo contra entrega', 'contado contra entrega', 'transferencia bancaria a 15 días']),
      attention: rng.pick(['Sr. Gerente', 'Depto. Compras', 'Administración']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const t = doc.totals!;
    const p = (s: string, x: number, y: number, o: { bold?: boolean; italic?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) =>
      text(pdf, s, x, y, { font: o.bold ? FONT.serifBold : o.italic ? FONT.serifItalic : FONT.serif, size: o.size ?? 11, width: o.width, align: o.align });
    // a modest letterhead typed at the top of the page
    p(is.tradeName.toUpperCase(), L, 50, { bold: true, size: 15 });
    p(`de ${is.name} · Instalaciones eléctricas, sanitarias y obra en general`, L, 69, { italic: true, size: 9.5 });
    p(`${is.address}, ${is.city} · Tel. ${is.phone} · ${is.email}`, L, 82, { size: 9 });
    p(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 94, { size: 9 });
    pdf.lineWidth(0.5).strokeColor('#444444').moveTo(L, 110).lineTo(R, 110).stroke();
    p(`${doc.variant.city}, ${date(doc.date, 'long')}.`, L, 130, { width: R - L, align: 'right' });
    let y = 160;
    p('Sres.:', L, y);
    p(r.name, L + 40, y, { bold: true });
    y += 15;
    const id = r.docType === 'DNI' ? `DNI ${r.docNumber}` : `CUIT ${cuitDashed(r.docNumber!)}`;
    p(`${id}${r.condicionPrinted ? ` – ${r.condicionText}` : ''}`, L + 40, y);
    y += 15;
    p(r.address, L + 40, y, { width: R - L - 40 });
    y += 15;
    p(`At.: ${doc.variant.attention}`, L + 40, y);
    y += 15;
    p('Presente', L, y, { italic: true });
    y += 26;
    p(`Ref.: Presupuesto Nº ${doc.reference}`, L + 200, y, { bold: true });
    y += 28;
    p('De nuestra consideración:', L, y);
    y += 22;
    p(
      'Tenemos el agrado de dirigirnos a ustedes a fin de hacerles llegar nuestra cotización por los materiales y trabajos ' +
        'solicitados, según el siguiente detalle:',
      L + 36, y, { width: R - L - 36 },
    );
    pdf.font(FONT.serif).fontSize(11);
    y += pdf.heightOfString('x', { width: R - L }) * 2 + 16;
    // tab-aligned items, no rules
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.serif).fontSize(10.5);
      const h = pdf.heightOfString(l.description, { width: TAB.unit - TAB.desc - 10 });
      text(pdf, `${quantity(l.quantity, 'ar')}`, TAB.qty - 8, y, { font: FONT.serif, size: 10.5, width: 30, align: 'right' });
      text(pdf, l.description, TAB.desc, y, { font: FONT.serif, size: 10.5, width: TAB.unit - TAB.desc - 10 });
      text(pdf, `$ ${amount(l.unitPrice!, 'ar')} c/u`, TAB.unit, y, { font: FONT.serif, size: 10.5, width: 110, align: 'right' });
      text(pdf, `$ ${amount(t.lineAmounts[i]!, 'ar')}`, TAB.unit + 110, y, { font: FONT.serif, size: 10.5, width: R - TAB.unit - 110, align: 'right' });
      y += h + 5;
    });
    y += 12;
    p('Los precios no incluyen IVA.', L + 36, y, { italic: true, size: 10.5 });
    const sums: Array<[string, string]> = [
      ['Suma', `$ ${amount(t.subtotal, 'ar')}`],
      ...t.byRate.map((b): [string, string] => [`IVA ${quantity(b.rate, 'ar')} %`, `$ ${amount(b.vat, 'ar')}`]),
      ['Total con IVA', `$ ${amount(t.total, 'ar')}`],
    ];
    sums.forEach(([k, v], i) => {
      const last = i === sums.length - 1;
      text(pdf, k, TAB.unit, y, { font: last ? FONT.serifBold : FONT.serif, size: 10.5, width: 100, align: 'right' });
      text(pdf, v, TAB.unit + 110, y, { font: last ? FONT.serifBold : FONT.serif, size: 10.5, width: R - TAB.unit - 110, align: 'right' });
      y += 15;
    });
    y += 12;
    const words = amountInWords(t.total, 'Son pesos');
    p(`${words}.`, L, y, { width: R - L });
    pdf.font(FONT.serif).fontSize(11);
    y += pdf.heightOfString(words, { width: R - L }) + 14;
    p(`Validez de la oferta: ${doc.variant.validity} días.`, L + 36, y);
    y += 15;
    p(`Forma de pago: ${doc.variant.payment}.`, L + 36, y);
    y += 15;
    p('Plazo de ejecución: a convenir una vez aceptado el presente.', L + 36, y);
    y += 26;
    p('Sin otro particular, y a la espera de una respuesta favorable, saludamos a ustedes muy atentamente.', L + 36, y, { width: R - L - 36 });
    y += 70;
    pdf.lineWidth(0.4).strokeColor('black').moveTo(R - 190, y).lineTo(R, y).stroke();
    p(is.name, R - 190, y + 4, { width: 190, align: 'center' });
    p(is.tradeName, R - 190, y + 18, { italic: true, size: 10, width: 190, align: 'center' });
  },
};
