import { composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, discountLine, issuerAs, listFor, longDate, quantity, receiverId, settle } from './common';

const ID = 'fresh21-f';

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const v = doc.variant;
  const t = doc.totals!;
  const W = 595.28, L = 42, R = W - 42;
  const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
  const gray = '#444444';
  // letterhead centred, a rule under it
  pdf.font('Times-Bold').fontSize(20).fillColor('#1f3b4d').text(doc.issuer.tradeName, L, 34, { width: R - L, align: 'center' });
  pdf.font('Times-Italic').fontSize(9.5).fillColor(gray).text('Aberturas de aluminio y PVC · Vidrios DVH · Cerramientos a medida', L, 58, { width: R - L, align: 'center' });
  pdf.font('Helvetica').fontSize(7.5).text(`${doc.issuer.name} · CUIT ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')} · ${doc.issuer.condicionText} · ${doc.issuer.address}, ${doc.issuer.city} · ${doc.issuer.phone}`, L, 73, { width: R - L, align: 'center' });
  pdf.moveTo(L, 88).lineTo(R, 88).lineWidth(1.2).strokeColor('#1f3b4d').stroke();
  pdf.font('Helvetica').fontSize(9).fillColor('#000000').text(`${String(v.city)}, ${longDate(doc.date)}`, L, 100, { width: R - L, align: 'right' });
  pdf.font('Helvetica-Bold').fontSize(12).text(`PRESUPUESTO Nº ${doc.reference}`, L, 100);
  // customer as a letter's address block
  let y = 124;
  pdf.font('Helvetica').fontSize(9).text('Señor/es:', L, y);
  pdf.font('Helvetica-Bold').text(doc.receiver.name, L + 52, y);
  const id = receiverId(doc);
  y += 13;
  if (id) {
    pdf.font('Helvetica').text(`${id.kind}: ${id.value}`, L + 52, y);
    y += 13;
  }
  pdf.font('Helvetica').text(`Cond. IVA: ${doc.receiver.condicionText}`, L + 52, y);
  y += 13;
  pdf.text(`Obra: ${String(v.site)}`, L + 52, y);
  y += 20;
  pdf.font('Helvetica').fontSize(9).text('De nuestra consideración: tenemos el agrado de cotizarles la provisión de las siguientes aberturas, según medidas tomadas en obra.', L, y, { width: R - L });
  y += 26;
  // header in two lines: the captions split ("Precio" over "Unitario")
  const cols: Array<[string[], number, 'left' | 'right' | 'center']> = [
    [['Item'], 28, 'center'], [['Descripción'], 215, 'left'], [['Cant.'], 34, 'right'], [['Precio', 'Unitario'], 62, 'right'], [['Bonif.', '%'], 36, 'right'],
    [['Precio', 'c/Bonif.'], 62, 'right'], [['Importe', 'Total'], 74.28, 'right'],
  ];
  pdf.rect(L, y, R - L, 26).fillColor('#e4ebf0').fill();
  pdf.rect(L, y, R - L, 26).lineWidth(0.6).strokeColor('#1f3b4d').stroke();
  let x = L;
  for (const [label, w, al] of cols) {
    label.forEach((part, k) => pdf.font('Helvetica-Bold').fontSize(8).fillColor('#1f3b4d').text(part, x + 3, y + (label.length === 1 ? 9 : 4 + k * 10), { width: w - 6, align: al, lineBreak: false }));
    x += w;
  }
  y += 30;
  doc.lines.forEach((l, i) => {
    const pct = Number(v[`pct${i}`]);
    const desc = l.description;
    pdf.font('Helvetica').fontSize(8.5).fillColor('#000000');
    const h = pdf.heightOfString(desc, { width: cols[1]![1] - 6 });
    const cells = [String(i + 1), '', quantity(l.quantity, 'ar'), a(String(v[`list${i}`])), pct ? a(pct) : '-', a(l.unitPrice!), a(t.lineAmounts[i]!)];
    x = L;
    cells.forEach((c, k) => {
      if (k === 1) pdf.text(desc, x + 3, y, { width: cols[1]![1] - 6 });
      else pdf.text(c, x + 3, y, { width: cols[k]![1] - 6, align: cols[k]![2], lineBreak: false });
      x += cols[k]![1];
    });
    y += h + 7;
    pdf.moveTo(L, y - 3).lineTo(R, y - 3).lineWidth(0.4).strokeColor('#b9c7d1').stroke();
  });
  y += 8;
  const incl = doc.pricesIncludeIva;
  const rows: Array<[string, string]> = incl ? [] : [['Subtotal', `$ ${a(t.subtotal)}`], ...t.byRate.map((r) => [`IVA ${a(r.rate)} %`, `$ ${a(r.vat)}`] as [string, string])];
  for (const [k, val] of rows) {
    pdf.font('Helvetica').fontSize(9).fillColor('#000000').text(k, R - 230, y, { width: 120 });
    pdf.text(val, R - 110, y, { width: 110, align: 'right' });
    y += 14;
  }
  pdf.rect(R - 236, y - 2, 236, 20).fillColor('#1f3b4d').fill();
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff').text(incl ? 'TOTAL (IVA incluido)' : 'TOTAL', R - 230, y + 3.5, { width: 120 });
  pdf.text(`$ ${a(t.total)}`, R - 110, y + 3.5, { width: 104, align: 'right' });
  y += 34;
  pdf.font('Helvetica-Bold').fontSize(8.5).fillColor('#000000').text('Condiciones', L, y);
  const conds = [
    incl ? 'Precios con IVA incluido.' : 'Precios netos; se adiciona IVA 21 %.',
    `Validez de la oferta: ${String(v.valid)} días. Plazo de entrega: ${String(v.lead)} días hábiles desde la aprobación y el anticipo.`,
    'Forma de pago: 50 % de anticipo al aprobar el presupuesto, saldo contra entrega. Medidas sujetas a verificación final en obra.',
  ];
  pdf.font('Helvetica').fontSize(8).fillColor(gray);
  conds.forEach((c, k) => pdf.text(`• ${c}`, L, y + 13 + k * 11, { width: R - L }));
  pdf.font('Helvetica').fontSize(8.5).fillColor('#000000').text('Sin otro particular, saludamos a ustedes muy atentamente.', L, y + 56);
  pdf.moveTo(R - 170, 770).lineTo(R, 770).lineWidth(0.5).strokeColor('#000000').stroke();
  pdf.font('Helvetica').fontSize(8).text(String(v.seller), R - 170, 774, { width: 170, align: 'center' });
  pdf.text('Documento no válido como factura', L, 774);
}

export const layoutF: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design f',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Aberturas Del Oeste S.R.L.', 'Aluminios Del Oeste'),
  template: (issuer) => ({
    id: 'i-aberturas', name: `${issuer.tradeName} (aberturas)`, instructions: 'Presupuestos de aberturas a medida con bonificación por ítem; con IVA incluido a particulares.',
    catalog: 'openings', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, ctx) => {
    const num = rng.int(120, 980);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'openings', lineCount: [2, 5], receivers: ['dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 1, mixedVat: false,
      pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `${ctx.today.slice(0, 4)}-${String(num).padStart(4, '0')}`, variant: {}, today: ctx.today });
    const variant: Record<string, string | number | boolean> = {};
    doc.lines.forEach((l, i) => {
      l.quantity = Math.min(l.quantity, 8);
      const pct = rng.pick([0, 0, 5, 8, 10]);
      variant[`pct${i}`] = pct;
      if (pct) discountLine(l, pct);
    });
    settle(doc);
    doc.lines.forEach((l, i) => {
      const pct = Number(variant[`pct${i}`]);
      variant[`list${i}`] = pct ? listFor(l.unitPrice!, pct).toFixed(2) : l.unitPrice!.toFixed(2);
    });
    Object.assign(variant, {
      city: rng.pick(['Morón', 'Castelar', 'Ituzaingó', 'Haedo']), site: `${rng.pick(['Casa', 'Dpto.', 'Local'])} en ${rng.pick(['Rivadavia', 'Sarmiento', 'Belgrano', 'Mitre'])} ${rng.int(100, 4999)}`,
      valid: rng.pick([7, 10, 15]), lead: rng.pick([20, 30, 45]), seller: rng.pick(['Sebastián Ojeda · Ventas', 'Mariela Funes · Presupuestos']), expires: addDays(doc.date, 15),
    });
    doc.variant = variant;
    return doc;
  },
  draw,
  scanStyle: 'clogged-nozzles',
};
