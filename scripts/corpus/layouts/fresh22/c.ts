import type { Layout } from '../layout';
import { amount, compose, dashed, dotYy, issuerAs, lineVat, PdfLibKit, quantity, sayCondition, settle } from './common';

/**
 * A fishing supplies wholesaler's desktop program (pdf-lib): factura A whose quantity column comes **after the
 * description with the unit first** ("Kg 12,5", "Mts 150", "Un 6"), the **"$" printed in its own narrow column** before
 * each amount, an **"IVA $" column holding each row's VAT amount** (not the rate), amounts "1234,56", dates "24.11.26";
 * the customer in a box at the top right.
 */
function unitOf(description: string): 'Mts' | 'Kg' | 'Un' {
  return description.includes('(metro)') ? 'Mts' : description.includes('(kg)') ? 'Kg' : 'Un';
}

export const fresh22CLayout: Layout = {
  id: 'fresh22-c',
  kind: 'invoice',
  title: 'fresh22 layout c',
  page: { size: 'A4' },
  scanStyle: 'binder-clip',
  issuer: (rng) => issuerAs(rng, 'Pesca Laguna Brava S.R.L.', 'Mayorista Laguna Brava'),
  template: (issuer) => ({
    id: 'j-pesca-lagunabrava',
    name: 'Ventas mayoristas Laguna Brava',
    instructions: `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) a casas de pesca. Precios netos sin IVA; la columna "IVA $" es el IVA de cada renglón.`,
    catalog: 'fishing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'fishing', lineCount: [4, 8], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-plain'],
    }, ctx, 'fresh22-c', `${String(rng.int(3, 8)).padStart(5, '0')}-${String(rng.int(1000, 60000)).padStart(8, '0')}`);
    for (const l of doc.lines) {
      l.unit = unitOf(l.description);
      if (l.unit === 'Mts') l.quantity = rng.pick([100, 150, 200, 250, 500]);
      else if (l.unit === 'Kg') l.quantity = rng.int(3, 40) / 2;
    }
    settle(doc);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = { seller: rng.pick(['03 - GUSTAVO', '07 - MARCELA', '11 - RUBEN']), terms: rng.pick(['Cta. Cte. 30 días', 'Contado', 'Cheque 45 días']) };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([595.28, 841.89], { title: `Factura ${doc.reference}`, producer: 'PescaGest 3.1', creator: 'PescaGest' });
    const t = doc.totals!;
    const is = doc.issuer;
    k.text(is.tradeName, 36, 36, { font: 'helvB', size: 15 });
    k.text(`${is.name}`, 36, 56, { size: 8 });
    k.text(`${is.address} - ${is.city}`, 36, 66, { size: 8 });
    k.text(`CUIT ${dashed(is.cuit)} - ${is.condicionText} - IIBB ${is.iibb}`, 36, 76, { size: 8 });
    k.text(`Tel. ${is.phone}`, 36, 86, { size: 8 });
    k.rect(268, 30, 40, 40, { stroke: '#000000', lineWidth: 1 });
    k.text('A', 268, 35, { font: 'helvB', size: 22, align: 'center', width: 40 });
    k.text('Cod. 01', 268, 60, { size: 6, align: 'center', width: 40 });
    k.text('FACTURA', 330, 34, { font: 'helvB', size: 11 });
    k.text(`Nro: ${doc.reference}`, 330, 50, { size: 9 });
    k.text(`Fecha: ${dotYy(doc.date)}`, 330, 62, { size: 9 });
    k.text(`Vendedor: ${doc.variant.seller}`, 330, 74, { size: 8 });
    // customer box, top right under the number
    k.rect(330, 92, 230, 66, { stroke: '#555555', lineWidth: 0.6 });
    k.text('Sr./Sres.:', 336, 97, { size: 7, color: '#444444' });
    k.text(doc.receiver.name, 336, 107, { font: 'helvB', size: 9 });
    k.text(`C.U.I.T.: ${dashed(doc.receiver.docNumber!)}`, 336, 119, { size: 8 });
    if (doc.receiver.condicionPrinted) k.text(`I.V.A.: ${doc.receiver.condicionText}`, 336, 130, { size: 8 });
    k.text(doc.receiver.address, 336, 141, { size: 7 });
    k.text(`Cond. de venta: ${doc.variant.terms}`, 36, 140, { size: 8 });
    // table
    let y = 176;
    const cols = { code: 36, desc: 80, qty: 300, s1: 348, price: 356, s2: 416, net: 424, s3: 492, vat: 500 };
    k.rect(36, y, 524, 14, { fill: '#dddddd' });
    k.text('Código', cols.code + 2, y + 3, { font: 'helvB', size: 7 });
    k.text('Artículo', cols.desc, y + 3, { font: 'helvB', size: 7 });
    k.text('Cantidad', cols.qty, y + 3, { font: 'helvB', size: 7 });
    k.text('Precio', cols.s1, y + 3, { font: 'helvB', size: 7, align: 'right', width: 58 });
    k.text('Neto', cols.s2, y + 3, { font: 'helvB', size: 7, align: 'right', width: 70 });
    k.text('IVA $', cols.s3, y + 3, { font: 'helvB', size: 7, align: 'right', width: 64 });
    y += 18;
    doc.lines.forEach((l, i) => {
      const wrapped = k.wrap(l.description, 212, 'helv', 8);
      k.text(l.code ?? '', cols.code + 2, y, { size: 7 });
      wrapped.forEach((w, j) => k.text(w, cols.desc, y + j * 10, { size: 8 }));
      k.text(`${l.unit} ${quantity(l.quantity, 'ar')}`, cols.qty, y, { size: 8 });
      k.text('$', cols.s1, y, { size: 8 });
      k.text(amount(l.unitPrice!, 'ar-plain'), cols.price, y, { size: 8, align: 'right', width: 50 });
      k.text('$', cols.s2, y, { size: 8 });
      k.text(amount(t.lineAmounts[i]!, 'ar-plain'), cols.net, y, { size: 8, align: 'right', width: 62 });
      k.text('$', cols.s3, y, { size: 8 });
      k.text(amount(lineVat(t.lineAmounts[i]!, l.ivaRate), 'ar-plain'), cols.vat, y, { size: 8, align: 'right', width: 56 });
      y += wrapped.length * 10 + 5;
    });
    k.line(36, y, 560, y, { width: 0.5 });
    y += 10;
    const tot = (label: string, value: string, bold = false) => {
      k.text(label, 380, y, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8 });
      k.text('$', 480, y, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8 });
      k.text(value, 490, y, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8, align: 'right', width: 66 });
      y += bold ? 16 : 12;
    };
    tot('Subtotal neto', amount(t.subtotal, 'ar-plain'));
    for (const r of t.byRate) tot(`IVA ${String(r.rate).replace('.', ',')}%`, amount(r.vat, 'ar-plain'));
    tot('TOTAL', amount(t.total, 'ar-plain'), true);
    k.text('Las diferencias de centavos entre la columna IVA $ y el total de IVA se deben al redondeo por renglón.', 36, y + 8, { size: 6.5, color: '#555555' });
    k.text(`CAE: 7${doc.reference.replace(/\D/g, '').slice(-6)}${doc.issuer.cuit.slice(2, 9)}   Original`, 36, 800, { size: 7 });
    return k.bytes();
  },
};
