import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, docNumber, grouped, longEs, MacPdf, settle, shift } from './common';

const ID = 'fresh19-d';

/** A translation agency's factura A priced by the word, printed to PDF from a Mac database program (MacRoman faces). */
export const fresh19DLayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'translation agency factura A by word count from a Mac database program (MacRoman TrueType, no ToUnicode)',
  page: { size: 'A4' },
  scanStyle: 'jaggy-resize',
  issuer: (rng) => makeIssuer(rng, 'Traductores Asociados del Plata S.R.L.', 'Babel Sur'),
  template: () => ({
    id: 'fresh19-d-babelsur', name: 'Babel Sur - traducciones', catalog: 'translation', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
    instructions: 'Traducciones cobradas por palabra: la cantidad es el recuento de palabras del documento fuente.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'translation', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0002-${String(rng.int(300, 4000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = l.unit === 'palabra' ? rng.int(45, 980) * 10 + rng.pick([0, 0, 5]) : rng.pick([1, 1, 2, 3, 4, 6]);
    doc.variant.project = `PRJ-${rng.int(2600, 2699)}-${rng.digits(3)}`;
    doc.variant.contact = rng.pick(['Lic. Analía Correa', 'Sr. Diego Navarro', 'Dra. Mariela Paredes', 'Ing. Federico Arias']);
    doc.variant.po = `OC ${rng.digits(6)}`;
    doc.variant.cae = `7${rng.digits(13)}`;
    doc.variant.cbu = `0170${rng.digits(18)}`;
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new MacPdf([W, H], { creator: 'FileMaker Pro 21.0.1', title: `Factura A ${doc.reference}`, author: 'Administracion Babel Sur' });
    const t = doc.totals!;
    const L = 56, R = W - 56;
    const blue = '#1f4e79';
    // letterhead: the agency centred, a thin rule
    k.text('babel sur', L, 44, { font: 'B', size: 22, color: blue });
    k.text('traducciones · interpretación · localización', L, 70, { font: 'I', size: 8.5, color: '#555555' });
    k.text(doc.issuer.name, R - 220, 44, { font: 'B', size: 8, align: 'right', width: 220 });
    k.text(`${doc.issuer.address} · ${doc.issuer.city}`, R - 260, 55, { size: 7.5, align: 'right', width: 260 });
    k.text(`CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${doc.issuer.iibb} · ${doc.issuer.condicionText}`, R - 300, 65, { size: 7.5, align: 'right', width: 300 });
    k.text(`Inicio de actividades ${doc.issuer.activitySince} · ${doc.issuer.email}`, R - 300, 75, { size: 7.5, align: 'right', width: 300 });
    k.line(L, 92, R, 92, { color: blue, width: 1.2 });
    // the voucher line and the city and date, as a letter
    k.rect(L, 104, 28, 28, { stroke: '#000000', lineWidth: 1 });
    k.text('A', L, 107, { font: 'B', size: 18, align: 'center', width: 28 });
    k.text('cód. 01', L - 4, 135, { size: 6, align: 'center', width: 36 });
    k.text('FACTURA', L + 40, 106, { font: 'B', size: 13 });
    k.text(`Nº ${doc.reference}`, L + 40, 122, { size: 10 });
    k.text(`Buenos Aires, ${longEs(doc.date)}`, R - 240, 110, { size: 9.5, align: 'right', width: 240 });
    // customer, "Señores" style
    let y = 156;
    const r = doc.receiver;
    k.text('Señores', L, y, { size: 9, color: '#555555' });
    k.text(r.name, L, y + 13, { font: 'B', size: 11 });
    k.text(r.address, L, y + 28, { size: 9 });
    k.text(`CUIT ${docNumber(doc)}  ·  ${r.condicionText}`, L, y + 41, { size: 9 });
    k.text(`At.: ${doc.variant.contact}`, L, y + 54, { size: 9 });
    k.text('Proyecto', R - 150, y + 13, { size: 8, color: '#555555' });
    k.text(String(doc.variant.project), R - 90, y + 13, { size: 9, font: 'B' });
    k.text('Su referencia', R - 150, y + 28, { size: 8, color: '#555555' });
    k.text(String(doc.variant.po), R - 90, y + 28, { size: 9 });
    k.text('Entrega', R - 150, y + 43, { size: 8, color: '#555555' });
    k.text(dmy(shift(doc.date, -2)), R - 90, y + 43, { size: 9 });
    // services: description, unit, volume, rate, amount
    y += 84;
    const c = { d: L, u: L + 250, v: L + 292, rate: L + 345, amt: R - 72 };
    k.line(L, y, R, y, { width: 0.8 });
    k.text('Servicio', c.d, y + 5, { font: 'B', size: 8 });
    k.text('Unidad', c.u, y + 5, { font: 'B', size: 8 });
    k.text('Volumen', c.v, y + 5, { font: 'B', size: 8, align: 'right', width: 48 });
    k.text('Tarifa', c.rate, y + 5, { font: 'B', size: 8, align: 'right', width: c.amt - c.rate - 6 });
    k.text('Subtotal', c.amt, y + 5, { font: 'B', size: 8, align: 'right', width: R - c.amt });
    y += 19;
    k.line(L, y - 2, R, y - 2, { width: 0.4 });
    doc.lines.forEach((l, i) => {
      const unit = l.unit === 'palabra' ? 'palabras' : /hora/.test(l.description) ? 'horas' : /página/.test(l.description) ? 'páginas' : 'documentos';
      k.text(l.description, c.d, y + 4, { size: 8.2 });
      k.text(unit, c.u, y + 4, { size: 8.2, color: '#555555' });
      k.text(grouped(l.quantity), c.v, y + 4, { size: 8.2, align: 'right', width: 48 });
      k.text(`$ ${amount(l.unitPrice!, 'ar')}`, c.rate, y + 4, { size: 8.2, align: 'right', width: c.amt - c.rate - 6 });
      k.text(`$ ${amount(t.lineAmounts[i]!, 'ar')}`, c.amt, y + 4, { size: 8.2, align: 'right', width: R - c.amt });
      y += 20;
      k.line(L, y - 2, R, y - 2, { color: '#bbbbbb', width: 0.3 });
    });
    // totals: right column, a double rule above the total
    y += 14;
    const lx = R - 220;
    k.text('Subtotal neto', lx, y, { size: 9 });
    k.text(`$ ${amount(t.subtotal, 'ar')}`, R - 110, y, { size: 9, align: 'right', width: 110 });
    y += 15;
    for (const b of t.byRate) {
      k.text(`IVA ${String(b.rate).replace('.', ',')} %`, lx, y, { size: 9 });
      k.text(`$ ${amount(b.vat, 'ar')}`, R - 110, y, { size: 9, align: 'right', width: 110 });
      y += 15;
    }
    k.line(lx, y, R, y, { width: 0.5 });
    k.line(lx, y + 2, R, y + 2, { width: 0.5 });
    y += 8;
    k.text('TOTAL FACTURA', lx, y, { font: 'B', size: 11 });
    k.text(`$ ${amount(t.total, 'ar')}`, R - 130, y, { font: 'B', size: 11, align: 'right', width: 130 });
    // payment and the legal foot
    y += 46;
    k.text('Forma de pago: transferencia bancaria a 15 días de la fecha de factura.', L, y, { size: 8.5 });
    k.text(`CBU ${doc.variant.cbu} · Alias BABEL.SUR.TRAD`, L, y + 12, { size: 8.5 });
    k.text('Las traducciones públicas se entregan firmadas y legalizadas por el Colegio de Traductores Públicos.', L, y + 24, { font: 'I', size: 8, color: '#555555' });
    const fy = H - 64;
    k.line(L, fy, R, fy, { color: blue, width: 0.6 });
    k.text(`CAE Nº ${doc.variant.cae}`, L, fy + 8, { size: 8 });
    k.text(`Fecha de vto. del CAE: ${dmy(shift(doc.date, 10))}`, L + 170, fy + 8, { size: 8 });
    k.text('Página 1/1', R - 60, fy + 8, { size: 8, align: 'right', width: 60 });
    return k.bytes();
  },
};
