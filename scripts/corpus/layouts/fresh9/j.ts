import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, longDate, PdfLibKit, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 56, R = W - 50;

const CONTACTS = ['Dra. Lucía Ferreyra', 'Lic. Matías Quiroga', 'Bioq. Analía Ledesma', 'Ing. Sebastián Paredes'];

/** fresh9 layout j (see LAYOUTS.md). */
export const fresh9JLayout: Layout = {
  id: 'fresh9-j',
  kind: 'invoice',
  title: 'fresh9 layout j',
  page: { size: 'A4' },
  scanStyle: 'fax-stretch',
  issuer: (rng) => makeIssuer(rng, 'Instrumental Científico Río Dulce S.R.L.', 'Instrumental Río Dulce'),
  template: (issuer) => ({
    id: 't-presupuestos-riodulce',
    name: 'Presupuestos Instrumental Río Dulce',
    instructions: `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}) a laboratorios. Precios netos, IVA 21 % o 10,5 % por ítem. Referencia: número de presupuesto.`,
    catalog: 'labequip',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${rng.int(1200, 8999)}/${today.slice(2, 4)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'labequip', lineCount: [2, 6], receivers: ['company-ri', 'company-exento', 'company-ri'], conditionPrinted: 0.7, mixedVat: true,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh9-j', templateId: template.id, issuer, reference, variant: {}, today },
    );
    for (const l of doc.lines) if (l.quantity > 10 && l.unitPrice!.gt(100000)) l.quantity = rng.int(1, 3);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { contact: rng.pick(CONTACTS), valid: rng.pick([7, 10, 15]), delivery: rng.pick(['inmediata s/stock', '15 días hábiles', '30 a 45 días (importación)']), seller: rng.pick(['Federico Sosa', 'Natalia Medina']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = await PdfLibKit.create([W, H], { title: `Presupuesto ${doc.reference}`, producer: 'Microsoft: Print To PDF', creator: 'Cotizador' });
    const m = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    k.text(is.tradeName.toUpperCase(), L, 40, { font: 'helvB', size: 15, color: '#1b3a6b' });
    k.text('Equipamiento e insumos para laboratorio', L, 60, { font: 'helvI', size: 9, color: '#1b3a6b' });
    k.text(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 74, { size: 8 });
    k.text(`${is.address}, ${is.city} · ${is.phone} · ${is.email}`, L, 85, { size: 8 });
    k.line(L, 100, R, 100, { width: 2, color: '#1b3a6b' });
    k.text(`${is.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]}, ${longDate(doc.date)}`, R - 260, 112, { font: 'times', size: 11, width: 260, align: 'right' });
    k.text(`PRESUPUESTO Nro. ${doc.reference}`, L, 112, { font: 'helvB', size: 12 });
    // the customer in a two-column grid of label / value
    const gy = 140;
    const grid: Array<[string, string, string, string]> = [
      ['Empresa:', r.name, 'Atención:', String(v.contact)],
      ['C.U.I.T.:', cuitDashed(r.docNumber!), 'Sit. I.V.A.:', r.condicionPrinted ? r.condicionText : ''],
      ['Dirección:', r.address, 'Vendedor:', String(v.seller)],
    ];
    grid.forEach(([a, b, c, d], i) => {
      k.text(a, L, gy + i * 14, { font: 'helvB', size: 8.5 });
      k.text(b, L + 56, gy + i * 14, { size: 8.5 });
      k.text(c, L + 300, gy + i * 14, { font: 'helvB', size: 8.5 });
      k.text(d, L + 356, gy + i * 14, { size: 8.5 });
    });
    k.text('De nuestra mayor consideración: tenemos el agrado de cotizarles lo siguiente.', L, gy + 52, { font: 'times', size: 10.5 });
    // a ruled table: item number, quantity, description, unit price, VAT rate, amount
    const cols = [{ h: 'Ítem', w: 30 }, { h: 'Cant.', w: 34 }, { h: 'Descripción', w: 215 }, { h: 'P. Unitario $', w: 70 }, { h: 'IVA', w: 36 }, { h: 'Total $', w: R - L - 385 }];
    let y = gy + 74;
    k.rect(L, y, R - L, 16, { fill: '#1b3a6b' });
    let x = L;
    for (const [j, c] of cols.entries()) {
      k.text(c.h, x + 3, y + 4, { font: 'helvB', size: 8, color: '#ffffff', width: c.w - 6, align: j === 2 ? 'left' : 'right' });
      x += c.w;
    }
    y += 16;
    const top = y;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, cols[2]!.w - 6, 'helv', 8.5);
      const cells = [String(i + 1), String(l.quantity), '', m(l.unitPrice!), `${amount(l.ivaRate, 'ar', 1)}%`, m(t.lineAmounts[i]!)];
      let cx = L;
      cols.forEach((c, j) => {
        if (j === 2) desc.forEach((s, n) => k.text(s, cx + 3, y + 4 + n * 11, { size: 8.5 }));
        else k.text(cells[j]!, cx + 3, y + 4, { size: 8.5, width: c.w - 6, align: 'right' });
        cx += c.w;
      });
      y += desc.length * 11 + 7;
      k.line(L, y, R, y, { width: 0.4 });
    });
    x = L;
    for (const c of cols.slice(0, -1)) {
      x += c.w;
      k.line(x, top, x, y, { width: 0.4 });
    }
    k.rect(L, top, R - L, y - top, { stroke: '#000000', lineWidth: 0.6 });
    y += 10;
    const rows: Array<[string, string]> = [['Subtotal neto', m(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${amount(b.rate, 'ar', 1)} %`, m(b.vat)])];
    for (const [a, b] of rows) {
      k.text(a, R - 230, y, { size: 9, width: 120, align: 'right' });
      k.text(b, R - 100, y, { size: 9, width: 96, align: 'right' });
      y += 13;
    }
    k.text('TOTAL PRESUPUESTADO $', R - 290, y + 4, { font: 'helvB', size: 10.5, width: 180, align: 'right' });
    k.text(m(t.total), R - 100, y + 4, { font: 'helvB', size: 10.5, width: 96, align: 'right' });
    y += 36;
    const cond = [
      `Validez de la oferta: ${v.valid} días (hasta el ${longDate(addDays(doc.date, Number(v.valid)))}).`,
      `Plazo de entrega: ${v.delivery}. Forma de pago: 50 % anticipo, saldo contra entrega.`,
      'Precios en pesos, sujetos a variación del tipo de cambio para equipos importados. Incluye instalación y capacitación básica.',
    ];
    k.text('Condiciones comerciales', L, y, { font: 'helvB', size: 9 });
    cond.forEach((s, i) => k.text(`• ${s}`, L, y + 14 + i * 12, { size: 8.5 }));
    k.text('Sin otro particular, saludamos a ustedes muy atentamente.', L, y + 60, { font: 'times', size: 10.5 });
    k.text(String(v.seller), R - 180, y + 110, { font: 'timesI', size: 11, width: 180, align: 'center' });
    k.line(R - 180, y + 106, R, y + 106, { width: 0.5 });
    k.text('Departamento Comercial', R - 180, y + 124, { size: 8, width: 180, align: 'center' });
    return k.bytes();
  },
};
