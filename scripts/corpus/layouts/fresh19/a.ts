import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, docNumber, JsPdfKit, settle, shift, vatContained, ymdSlash } from './common';

const ID = 'fresh19-a';
const SW = 15;
const SIZES_ADULT = [35, 36, 37, 38, 39, 40, 41, 42, 43, 44];

/** A footwear wholesaler's factura A/B from its ERP (jsPDF): each row a size curve, pairs per size. */
export const fresh19ALayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'footwear wholesaler ERP invoice with size curves (jsPDF)',
  page: { size: 'A4' },
  scanStyle: 'sunlit-overexposed',
  issuer: (rng) => makeIssuer(rng, 'Manufactura de Calzado Paso Criollo S.R.L.', 'Paso Criollo'),
  template: () => ({
    id: 'fresh19-a-pasocriollo', name: 'Paso Criollo - calzado por mayor', catalog: 'footwear', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
    instructions: 'Facturas de calzado por curva de talles: la cantidad es el total de pares de cada artículo.',
  }),
  compose: (rng, ctx) => {
    const pv = rng.pick([3, 5, 8]);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'footwear', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `${String(pv).padStart(4, '0')}-${String(rng.int(4000, 60000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    // a size curve per row: six consecutive sizes, 0-4 pairs each (the row's quantity is their sum)
    doc.lines.forEach((line, i) => {
      const start = rng.int(0, 4);
      const curve: number[] = SIZES_ADULT.map((_, k) => (k >= start && k < start + 6 ? rng.pick([0, 1, 1, 2, 2, 3, 4]) : 0));
      if (!curve.some((c) => c > 0)) curve[start + 2] = 2;
      line.quantity = curve.reduce((a, b) => a + b, 0);
      doc.variant[`curve${i}`] = curve.join(',');
    });
    doc.variant.letter = doc.receiver.condicionIva === 1 ? 'A' : 'B';
    doc.variant.cae = `7${rng.digits(13)}`;
    doc.variant.client = rng.int(1000, 9999);
    doc.variant.seller = rng.pick(['02 - Gómez', '05 - Ferraro', '07 - Aguirre']);
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new JsPdfKit([W, H], { title: `Factura ${doc.reference}`, creator: 'Sistema Gestión Calzado v8 (jsPDF)', fileId: `${ID}${doc.reference}`.replace(/\D/g, '').padEnd(32, '7').slice(0, 32) });
    const letter = String(doc.variant.letter);
    const t = doc.totals!;
    const L = 28, R = W - 28;
    // header: issuer on the left, the voucher on the right, the letter box in between
    k.rect(L, 24, R - L, 92, { stroke: '#333333', lineWidth: 0.8 });
    k.text('PASO CRIOLLO', L + 10, 32, { bold: true, size: 17, color: '#8a2b0e' });
    k.text(doc.issuer.name, L + 10, 54, { bold: true, size: 8.5 });
    k.text(`${doc.issuer.address} - ${doc.issuer.city}`, L + 10, 66, { size: 7.5 });
    k.text(`Tel. ${doc.issuer.phone}  ·  ${doc.issuer.email}`, L + 10, 76, { size: 7.5 });
    k.text(doc.issuer.condicionText, L + 10, 88, { size: 7.5, bold: true });
    k.rect(W / 2 - 22, 24, 44, 40, { stroke: '#333333', lineWidth: 0.8, fill: '#ffffff' });
    k.text(letter, W / 2 - 22, 28, { bold: true, size: 24, align: 'center', width: 44 });
    k.text(letter === 'A' ? 'COD. 01' : 'COD. 06', W / 2 - 22, 54, { size: 6.5, align: 'center', width: 44 });
    k.text('FACTURA', W / 2 + 40, 32, { bold: true, size: 14 });
    k.text(`Nro.: ${doc.reference}`, W / 2 + 40, 52, { size: 9.5, bold: true });
    k.text(`Fecha: ${ymdSlash(doc.date)}`, W / 2 + 40, 65, { size: 9 });
    k.text(`CUIT: ${cuitDashed(doc.issuer.cuit)}   IIBB: ${doc.issuer.iibb}`, W / 2 + 40, 80, { size: 7.5 });
    k.text(`Inicio de actividades: ${doc.issuer.activitySince}`, W / 2 + 40, 90, { size: 7.5 });
    // customer strip
    let y = 124;
    k.rect(L, y, R - L, 58, { stroke: '#333333', lineWidth: 0.6 });
    const r = doc.receiver;
    k.text('Cliente:', L + 8, y + 7, { size: 8, bold: true });
    k.text(`(${doc.variant.client}) ${r.name}`, L + 50, y + 7, { size: 8.5 });
    k.text('Domicilio:', L + 8, y + 20, { size: 8, bold: true });
    k.text(r.address, L + 50, y + 20, { size: 8 });
    k.text(r.docType === 'CUIT' ? 'C.U.I.T.:' : 'Doc.:', L + 8, y + 33, { size: 8, bold: true });
    k.text(docNumber(doc), L + 50, y + 33, { size: 8 });
    k.text('I.V.A.:', L + 170, y + 33, { size: 8, bold: true });
    k.text(r.condicionText, L + 200, y + 33, { size: 8 });
    k.text('Cond. venta:', L + 8, y + 46, { size: 8, bold: true });
    k.text('Cta. Cte. 30 días f.f.', L + 62, y + 46, { size: 8 });
    k.text(`Vendedor: ${doc.variant.seller}`, L + 200, y + 46, { size: 8 });
    k.text('Lista: MAYORISTA', R - 110, y + 46, { size: 8 });
    // the table: article, description, the size curve, pairs, price per pair, amount
    y += 68;
    const cols = { art: L, desc: L + 40, sizes: L + 234, pares: L + 234 + 10 * SW, price: L + 234 + 10 * SW + 32, imp: R - 66 };
    k.rect(L, y, R - L, 26, { fill: '#e9e1d8' });
    k.text('Artículo', cols.art + 2, y + 4, { size: 7, bold: true });
    k.text('Descripción', cols.desc, y + 4, { size: 7, bold: true });
    k.text('Curva de talles', cols.sizes, y + 3, { size: 6.5, bold: true, align: 'center', width: 10 * SW });
    SIZES_ADULT.forEach((s, i) => k.text(String(s), cols.sizes + i * SW, y + 14, { size: 7, bold: true, align: 'center', width: SW }));
    k.text('Pares', cols.pares, y + 9, { size: 7, bold: true, align: 'center', width: 32 });
    k.text(letter === 'A' ? 'Precio x par' : 'P. x par c/IVA', cols.price, y + 9, { size: 7, bold: true, align: 'right', width: cols.imp - cols.price - 4 });
    k.text('Importe', cols.imp, y + 9, { size: 7, bold: true, align: 'right', width: R - cols.imp - 3 });
    y += 30;
    const top = y - 4;
    let pairs = 0;
    doc.lines.forEach((line, i) => {
      const curve = String(doc.variant[`curve${i}`]).split(',').map(Number);
      k.text(line.code ?? '', cols.art + 2, y, { size: 7.5 });
      k.text(line.description, cols.desc, y, { size: 7.5 });
      curve.forEach((c, s) => { if (c) k.text(String(c), cols.sizes + s * SW, y, { size: 7.5, align: 'center', width: SW }); });
      k.text(String(line.quantity), cols.pares, y, { size: 7.5, bold: true, align: 'center', width: 32 });
      k.text(amount(line.unitPrice!, 'ar'), cols.price, y, { size: 7.5, align: 'right', width: cols.imp - cols.price - 4 });
      k.text(amount(t.lineAmounts[i]!, 'ar'), cols.imp, y, { size: 7.5, align: 'right', width: R - cols.imp - 3 });
      k.line(L, y + 12, R, y + 12, { color: '#cccccc', width: 0.4 });
      pairs += line.quantity;
      y += 16;
    });
    for (let s = 0; s <= 10; s++) k.line(cols.sizes + s * SW, top, cols.sizes + s * SW, y - 4, { color: '#bbbbbb', width: 0.3 });
    y += 6;
    k.text(`Total de pares: ${pairs}`, L + 2, y, { size: 8, bold: true });
    k.text(`Bultos: ${Math.ceil(pairs / 12)}`, L + 110, y, { size: 8 });
    // totals on the right, boxed
    y += 24;
    const tx = R - 200;
    const rows: Array<[string, string]> = letter === 'A'
      ? [['Subtotal', amount(t.subtotal, 'ar')], ...t.byRate.map((b): [string, string] => [`I.V.A. ${String(b.rate).replace('.', ',')} %`, amount(b.vat, 'ar')])]
      : [['Subtotal', amount(t.subtotal, 'ar')]];
    rows.forEach(([a, b]) => {
      k.text(a, tx, y, { size: 8.5 });
      k.text(b, tx + 90, y, { size: 8.5, align: 'right', width: 106 });
      y += 13;
    });
    k.rect(tx - 4, y - 2, 204, 20, { fill: '#8a2b0e' });
    k.text('TOTAL $', tx, y + 3, { size: 10.5, bold: true, color: '#ffffff' });
    k.text(amount(t.total, 'ar'), tx + 90, y + 3, { size: 10.5, bold: true, align: 'right', width: 106, color: '#ffffff' });
    y += 30;
    if (letter === 'B') {
      k.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y, { size: 7, bold: true });
      k.text(`IVA Contenido: $ ${amount(vatContained(new Decimal(t.total), 21), 'ar')}`, L, y + 10, { size: 7 });
      y += 26;
    }
    // legal foot
    const fy = H - 92;
    k.line(L, fy, R, fy, { color: '#333333', width: 0.6 });
    k.text('Cambios dentro de los 30 días con la etiqueta y en su caja original. No se aceptan devoluciones de mercadería usada.', L, fy + 8, { size: 6.8 });
    k.text(`C.A.E. Nº ${doc.variant.cae}`, R - 190, fy + 24, { size: 8, bold: true });
    k.text(`Fecha Vto. C.A.E.: ${ymdSlash(shift(doc.date, 10))}`, R - 190, fy + 36, { size: 8 });
    k.text('Comprobante autorizado - Original', L, fy + 24, { size: 7.5 });
    k.text('Hoja 1 de 1', L, fy + 36, { size: 7.5 });
    return k.bytes();
  },
};
