import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, cuitDashed, dmy, GdiPdf, idValue, LIB, longEs, quantity, sayCondition, settle } from './common';

/** A sign-making shop's quote of two sheets, header and customer repeated on each, from a desktop program printed to PDF (GdiPdf). */
export const fresh20GLayout: Layout = {
  id: 'fresh20-g',
  kind: 'invoice',
  title: 'fresh20 layout g',
  page: { size: 'A4' },
  scanStyle: 'microfilm-print',
  issuer: (rng) => makeIssuer(rng, 'Luminosos Pampa S.R.L.', 'Luminosos Pampa'),
  template: (issuer) => ({
    id: 'a-presupuestos-luminosospampa',
    name: 'Presupuestos Luminosos Pampa',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), cartelería: dos hojas con encabezado repetido; el cliente es "Señores". ` +
      'Precios netos más IVA 21 %. La referencia es el número de presupuesto.',
    catalog: 'signs',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(120, 980);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'signs', lineCount: [5, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh20-g', templateId: template.id, issuer, reference: `2026-${String(nro).padStart(5, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) if (/por letra|por m²|por unidad/.test(l.description)) l.quantity = rng.int(4, 24);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { contact: rng.pick(['Arq. Paula Benítez', 'Sr. Gustavo Funes', 'Lic. Romina Arias', 'Sra. Analía Correa']), seller: rng.pick(['Diego', 'Valeria', 'Hernán']), valid: rng.pick([7, 10, 15]) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pdf = new GdiPdf(A4, { producer: 'PDF Virtual Printer 11.2 (GDI)', creator: 'CarteleríaPro 5 - Presupuestos', title: `Presupuesto ${doc.reference}`, author: String(v.seller) },
      { S: LIB.sans, B: LIB.sansBold, N: LIB.narrow, I: LIB.serif });
    const L = 36, R = A4[0] - 36, W = R - L;
    const split = Math.ceil(doc.lines.length / 2);
    const pages = [doc.lines.slice(0, split), doc.lines.slice(split)];
    const cols: Array<[string, number, 'left' | 'right']> = [['Ítem', 30, 'right'], ['Descripción del trabajo', 260, 'left'], ['Cant.', 40, 'right'], ['P. Unitario', 86, 'right'], ['Subtotal', W - 416, 'right']];
    pages.forEach((lines, p) => {
      if (p) pdf.addPage();
      // the header, repeated on each sheet
      pdf.rect(L, 30, 150, 46, { fill: '#ffd60a' });
      pdf.text('LUMINOSOS', L + 10, 36, { font: 'B', size: 15 });
      pdf.text('PAMPA', L + 10, 56, { font: 'B', size: 15, color: '#c1121f' });
      pdf.text(is.name, L + 165, 32, { font: 'B', size: 9 });
      pdf.text(`${is.address} - ${is.city}`, L + 165, 45, { size: 7.5 });
      pdf.text(`Tel. ${is.phone} - ${is.email}`, L + 165, 56, { size: 7.5 });
      pdf.text(`CUIT ${cuitDashed(is.cuit)} - IIBB ${is.iibb} - ${is.condicionText}`, L + 165, 67, { size: 7.5 });
      pdf.text('PRESUPUESTO', R - 150, 30, { font: 'B', size: 14, align: 'right', width: 150 });
      pdf.text(`Nº ${doc.reference}`, R - 150, 49, { font: 'B', size: 10, align: 'right', width: 150 });
      pdf.text(`Hoja ${p + 1}/2`, R - 150, 64, { size: 8, align: 'right', width: 150 });
      pdf.line(L, 84, R, 84, { width: 1.4, color: '#c1121f' });
      pdf.text(`${is.city.replace(/^\([^)]*\)\s*/, '').split(',')[0]}, ${longEs(doc.date)}`, R - 260, 92, { size: 9, align: 'right', width: 260 });
      pdf.text('Señores:', L, 92, { font: 'B', size: 9 });
      pdf.text(r.name, L + 50, 92, { size: 9.5 });
      pdf.text(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}: ${idValue(doc)}${r.condicionPrinted ? `   -   IVA: ${r.condicionText}` : ''}`, L + 50, 105, { size: 8.5 });
      pdf.text(`${r.address}   -   At.: ${v.contact}`, L + 50, 117, { size: 8.5 });
      if (p === 0) {
        pdf.text('De nuestra consideración: tenemos el agrado de cotizarles los trabajos solicitados, según el siguiente detalle:', L, 140, { font: 'I', size: 9.5 });
      }
      let y = p === 0 ? 160 : 140;
      pdf.rect(L, y, W, 15, { fill: '#222222' });
      let x = L;
      for (const [c, w, a] of cols) {
        pdf.text(c, x + 4, y + 4, { font: 'B', size: 7.5, color: '#ffffff', align: a, width: w - 8 });
        x += w;
      }
      y += 20;
      for (const l of lines) {
        const i = doc.lines.indexOf(l);
        const desc = pdf.wrap(l.description, 250, { font: 'N', size: 9 });
        pdf.text(String(i + 1), L + 4, y, { size: 9, align: 'right', width: 22 });
        desc.forEach((d, k) => pdf.text(d, L + 34, y + k * 11.5, { font: 'N', size: 9 }));
        pdf.text(quantity(l.quantity, 'ar'), L + 294, y, { size: 9, align: 'right', width: 32 });
        pdf.text(`$ ${amount(l.unitPrice!, 'ar')}`, L + 334, y, { size: 9, align: 'right', width: 78 });
        pdf.text(`$ ${amount(t.lineAmounts[i]!, 'ar')}`, L + 420, y, { size: 9, align: 'right', width: W - 424 });
        y += desc.length * 11.5 + 10;
        pdf.line(L, y - 5, R, y - 5, { color: '#bbbbbb', width: 0.3 });
      }
      if (p === 0) {
        pdf.text('Continúa en hoja 2 ...', R - 150, y + 6, { font: 'I', size: 9, align: 'right', width: 150 });
      } else {
        y += 10;
        const row = (a: string, b: string, bold = false) => {
          pdf.text(a, R - 250, y, { font: bold ? 'B' : 'S', size: bold ? 11 : 9.5 });
          pdf.text(b, R - 130, y, { font: bold ? 'B' : 'S', size: bold ? 11 : 9.5, align: 'right', width: 130 });
          y += bold ? 18 : 14;
        };
        row('Subtotal (neto)', `$ ${amount(t.subtotal, 'ar')}`);
        for (const b of t.byRate) row(`I.V.A. ${amount(b.rate, 'ar')}%`, `$ ${amount(b.vat, 'ar')}`);
        pdf.line(R - 250, y - 2, R, y - 2, { width: 0.8 });
        y += 4;
        row('TOTAL PRESUPUESTADO', `$ ${amount(t.total, 'ar')}`, true);
        y += 16;
        const cond = [`Validez de la oferta: ${v.valid} días (hasta el ${dmy(addDays(doc.date, Number(v.valid)))}).`, 'Forma de pago: 50 % de anticipo con la aprobación, saldo contra entrega.',
          'Plazo de entrega: 20 días hábiles desde la aprobación del diseño.', 'No incluye permisos municipales ni tasas de publicidad.'];
        pdf.text('Condiciones:', L, y, { font: 'B', size: 9 });
        cond.forEach((c, k) => pdf.text(`- ${c}`, L + 10, y + 13 + k * 12, { size: 8.5 }));
        pdf.line(R - 180, 760, R, 760, { width: 0.5 });
        pdf.text(`p/ ${is.name}`, R - 180, 765, { size: 8, align: 'center', width: 180 });
      }
      pdf.text(`Presupuesto ${doc.reference} - Hoja ${p + 1} de 2 - Documento no válido como factura`, L, 810, { size: 7, color: '#666666' });
      pdf.upText(`CarteleríaPro 5 - Lic. 0042-7781 - impreso por ${v.seller}`, 20, 600, { size: 6, color: '#888888' });
    });
    return pdf.bytes();
  },
};
