import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, PdfLibKit, plusDays, sayCondition, settle, spaced } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 48, R = SIZE[0] - 40;
const ACCENT = '#5b3cc4';

/**
 * A laboratory-equipment supplier's quote from its CRM (pdf-lib, Helvetica): an accent bar down the left edge,
 * "PRESUPUESTO N.º PRE-2026-0412", ISO dates ("2026-11-24", valid until), the salesperson who prepared it, "De" and
 * "Para" boxes side by side (the customer with a contact person "Atención:"), an intro line, # / Producto / Cantidad /
 * Precio unitario / Desc. / IVA / Total, amounts grouped by spaces ("ARS 1 234 567,89"), VAT by rate, terms and an
 * acceptance block. Net prices, lines at 10,5 % and 21 %.
 */
export const fresh13HLayout: Layout = {
  id: 'fresh13-h',
  kind: 'invoice',
  title: 'fresh13 layout h',
  page: { size: 'A4' },
  scanStyle: 'fax-line',
  issuer: (rng) => makeIssuer(rng, 'Equipamiento Científico Monte Grande S.A.', 'Monte Grande Lab'),
  template: (issuer) => ({
    id: 'x-presupuestos-montegrande',
    name: 'Presupuestos Monte Grande Lab',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a laboratorios e instituciones. El cliente figura en "Para". ` +
      'Precios unitarios en pesos sin IVA; cada producto con su alícuota (21 % o 10,5 %). La referencia es el número de presupuesto.',
    catalog: 'labequip',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'labequip', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.6, mixedVat: true,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh13-h', templateId: template.id, issuer, reference: `PRE-2026-${pad(rng.int(120, 2400), 4)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 2, 2, 3, 4, 5, 10]);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento en IVA', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { seller: personName(rng), contact: personName(rng), valid: rng.pick([7, 10, 15, 30]), entrega: rng.pick([10, 15, 20, 30]), version: rng.int(1, 3) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = await PdfLibKit.create(SIZE, { title: `Presupuesto ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'VentasCRM' });
    const ars = (x: Decimal.Value) => `ARS ${spaced(x)}`;
    const gray = '#6b6b78';
    k.rect(0, 0, 14, SIZE[1], { fill: ACCENT });
    k.text(is.tradeName, L, 40, { font: 'helvB', size: 18, color: ACCENT });
    k.text(is.name, L, 62, { size: 8.5, color: gray });
    k.text('PRESUPUESTO', R - 220, 40, { font: 'helvB', size: 16, width: 220, align: 'right' });
    const meta: Array<[string, string]> = [
      ['N.º', doc.reference], ['Fecha', doc.date], ['Válido hasta', plusDays(doc.date, Number(v.valid))], ['Versión', String(v.version)], ['Preparado por', String(v.seller)],
    ];
    meta.forEach(([label, value], i) => {
      k.text(label, R - 220, 62 + i * 11.5, { size: 8, color: gray });
      k.text(value, R - 140, 62 + i * 11.5, { font: i === 0 ? 'helvB' : 'helv', size: 8.5, width: 140, align: 'right' });
    });
    // "De" and "Para"
    const boxY = 130, boxH = 92, mid = (L + R) / 2;
    for (const [x, title] of [[L, 'DE'], [mid + 6, 'PARA']] as const) {
      k.rect(x, boxY, mid - L - 6, boxH, { fill: '#f4f2fb' });
      k.text(title, x + 10, boxY + 8, { font: 'helvB', size: 7.5, color: ACCENT });
    }
    k.text(is.name, L + 10, boxY + 22, { font: 'helvB', size: 9 });
    k.text(`CUIT ${cuitDashed(is.cuit)}`, L + 10, boxY + 35, { size: 8 });
    k.text(is.address, L + 10, boxY + 46, { size: 8 });
    k.text(is.city, L + 10, boxY + 57, { size: 8 });
    k.text(`${is.phone} · ${is.email}`, L + 10, boxY + 68, { size: 8 });
    const px = mid + 16;
    k.text(r.name, px, boxY + 22, { font: 'helvB', size: 9 });
    let py = boxY + 35;
    if (r.docNumber) { k.text(`CUIT ${cuitDashed(r.docNumber)}`, px, py, { size: 8 }); py += 11; }
    if (r.condicionPrinted) { k.text(`Condición IVA: ${r.condicionText}`, px, py, { size: 8 }); py += 11; }
    for (const part of k.wrap(r.address, mid - L - 36, 'helv', 8)) { k.text(part, px, py, { size: 8 }); py += 11; }
    k.text(`Atención: ${v.contact}`, px, py, { font: 'helvI', size: 8 });
    k.text('De acuerdo con lo solicitado, le acercamos nuestra propuesta por los siguientes productos:', L, 238, { size: 9 });
    // table
    let y = 258;
    const cols = [
      { head: '#', x: L, w: 18, align: 'left' as const },
      { head: 'Producto', x: L + 20, w: 196, align: 'left' as const },
      { head: 'Cantidad', x: L + 218, w: 44, align: 'right' as const },
      { head: 'Precio unitario', x: L + 266, w: 70, align: 'right' as const },
      { head: 'Desc.', x: L + 338, w: 30, align: 'right' as const },
      { head: 'IVA', x: L + 370, w: 34, align: 'right' as const },
      { head: 'Total', x: L + 406, w: R - L - 406, align: 'right' as const },
    ];
    k.rect(L, y, R - L, 18, { fill: ACCENT });
    for (const c of cols) k.text(c.head, c.x + 2, y + 5.5, { font: 'helvB', size: 7.8, width: c.w - 4, align: c.align, color: '#ffffff' });
    y += 24;
    doc.lines.forEach((l, i) => {
      const parts = k.wrap(l.description, cols[1]!.w - 4, 'helv', 8.5);
      const h = Math.max(1, parts.length) * 11 + 14;
      if (i % 2) k.rect(L, y - 4, R - L, h, { fill: '#faf9fe' });
      k.text(String(i + 1), cols[0]!.x + 2, y, { size: 8.5 });
      parts.forEach((p, j) => k.text(p, cols[1]!.x + 2, y + j * 11, { size: 8.5 }));
      k.text(`Cód. ${l.code}`, cols[1]!.x + 2, y + parts.length * 11, { size: 6.8, color: gray });
      k.text(String(l.quantity), cols[2]!.x + 2, y, { size: 8.5, width: cols[2]!.w - 4, align: 'right' });
      k.text(spaced(l.unitPrice!), cols[3]!.x + 2, y, { size: 8.5, width: cols[3]!.w - 4, align: 'right' });
      k.text('0 %', cols[4]!.x + 2, y, { size: 8.5, width: cols[4]!.w - 4, align: 'right' });
      k.text(`${String(l.ivaRate).replace('.', ',')} %`, cols[5]!.x + 2, y, { size: 8.5, width: cols[5]!.w - 4, align: 'right' });
      k.text(spaced(t.lineAmounts[i]!), cols[6]!.x + 2, y, { size: 8.5, width: cols[6]!.w - 4, align: 'right' });
      y += h;
    });
    k.line(L, y, R, y, { color: ACCENT, width: 0.8 });
    y += 12;
    const rows: Array<[string, string]> = [['Subtotal (sin IVA)', ars(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${String(b.rate).replace('.', ',')} %`, ars(b.vat)])];
    for (const [label, value] of rows) {
      k.text(label, R - 240, y, { size: 9, color: gray });
      k.text(value, R - 130, y, { size: 9, width: 130, align: 'right' });
      y += 14;
    }
    k.line(R - 240, y, R, y, { width: 0.6 });
    y += 6;
    k.text('Total', R - 240, y, { font: 'helvB', size: 12 });
    k.text(ars(t.total), R - 170, y, { font: 'helvB', size: 12, width: 170, align: 'right', color: ACCENT });
    // terms and acceptance
    y = Math.max(y + 40, 560);
    k.text('Condiciones comerciales', L, y, { font: 'helvB', size: 9, color: ACCENT });
    const terms = [
      'Forma de pago: 50 % de anticipo con la orden de compra y saldo contra entrega.',
      `Plazo de entrega: ${v.entrega} días hábiles desde la recepción del anticipo.`,
      'Precios en pesos, sin IVA, puestos en nuestro depósito; no incluyen flete ni instalación.',
      'Garantía del fabricante: 12 meses. Presupuesto sujeto a disponibilidad de stock.',
    ];
    terms.forEach((s, i) => k.text(`• ${s}`, L, y + 15 + i * 12, { size: 8.5 }));
    y += 90;
    k.text('Aceptación del cliente', L, y, { font: 'helvB', size: 9, color: ACCENT });
    for (const [label, x] of [['Firma', L], ['Aclaración', L + 180], ['Fecha', L + 360]] as const) {
      k.line(x, y + 48, x + 150, y + 48, { color: '#9a9aa8', width: 0.6 });
      k.text(label, x, y + 52, { size: 7.5, color: gray });
    }
    k.text(`Generado con VentasCRM · ${doc.reference} · Página 1 de 1`, L, SIZE[1] - 30, { size: 7, color: gray });
    return k.bytes();
  },
};
