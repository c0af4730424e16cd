import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, PdfLibKit, quantity, sayCondition, settle } from './common';

/**
 * A builder's monthly works-progress certificate billed as its factura A, on a landscape sheet from the contractor's
 * estimating program exporting with pdf-lib (Times for the titles, Helvetica for the grid): "CERTIFICADO DE OBRA N° 7"
 * and, in a box at the right, "FACTURA A · Cód. 01 · N° 0002-00000871" (the reference is the factura's number, not
 * the certificate's); "Comitente" (the receiver), "Obra", "Contrato N°", "Monto de contrato", "Período certificado:
 * 01/10/2026 al 31/10/2026" (the service period); place and date written out ("Córdoba, 26 de noviembre de 2026").
 * The grid: Ítem (1.1, 1.2, 2.1 …) / Descripción / Un. / Cant. contrato / Acum. anterior / Este certificado /
 * Acum. actual / % avance / P. unitario / Importe del período; the truth's quantity is "Este certificado" (two
 * decimals), the other quantity columns are not. Amounts without thousands separators ("1234567,89"). Totals:
 * "Subtotal certificado", "IVA 21 %", "TOTAL FACTURA", then a "Fondo de reparo 5 %" retention and the "Neto a
 * cobrar" (not the total). Signature lines of the technical representative and the works inspection.
 */
const W = 841.89, H = 595.28, L = 30, R = W - 30;

export const fresh6BLayout: Layout = {
  id: 'fresh6-b',
  kind: 'invoice',
  title: 'fresh6 layout b',
  page: { size: [W, H] },
  scanStyle: 'mfp-halftone',
  issuer: (rng) => makeIssuer(rng, 'Construcciones Laguna Brava S.R.L.', 'Laguna Brava Construcciones'),
  template: (issuer) => ({
    id: 'q-certificados-lagunabrava',
    name: 'Certificados de obra facturados por Laguna Brava Construcciones',
    instructions:
      `Certificados mensuales de avance de obra de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, facturados como factura A al "Comitente". ` +
      'La cantidad de cada ítem es la de "Este certificado"; precios netos sin IVA (21 %). El período certificado es el del servicio. ' +
      'La referencia es el número de la factura, no el del certificado. El fondo de reparo no cambia el total facturado.',
    catalog: 'works',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'works', lineCount: [4, 9], receivers: ['company-ri'], servicePeriod: true,
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-plain'],
      },
      { layout: 'fresh6-b', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 4)}-${pad(rng.int(200, 2400), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    // the items in the order of the works' budget (by code), quantities measured to the hundredth
    doc.lines.sort((p, q) => (p.code ?? '').localeCompare(q.code ?? ''));
    const contract: number[] = [], before: number[] = [];
    for (const l of doc.lines) {
      l.quantity = rng.int(m3(l.unit) ? 150 : 1200, m3(l.unit) ? 3800 : 26000) / 100;
      const total = Math.round(l.quantity * rng.range(2.2, 6) * 100) / 100;
      const prior = Math.round((total - l.quantity) * rng.range(0, 0.85) * 100) / 100;
      contract.push(total);
      before.push(prior);
    }
    settle(doc);
    doc.variant = {
      cert: rng.int(2, 14),
      contract: contract.join('|'),
      before: before.join('|'),
      work: rng.pick(['Vivienda unifamiliar — Lote 27, Barrio Los Álamos', 'Ampliación de oficinas administrativas — Planta baja', 'Local comercial y depósito — Ruta 9 km 694', 'Edificio de 4 plantas — Calle Rivadavia 1450']),
      contractNo: `CT-${rng.int(2024, 2026)}/${pad(rng.int(1, 60), 3)}`,
      file: `Expte. ${rng.int(1000, 9999)}/${rng.int(24, 26)}`,
      place: doc.issuer.city.replace(/^\(\w+\) /, '').split(',')[0]!,
      cae: rng.digits(14),
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: `Certificado de obra - Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'PresuObra 2024 — módulo certificaciones' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const A = (x: Decimal.Value) => amount(x, 'ar-plain');
    const contract = String(v.contract).split('|').map(Number), before = String(v.before).split('|').map(Number);
    const ink = '#1c2a39';
    // title block at the left
    k.text(is.tradeName.toUpperCase(), L, 26, { font: 'timesB', size: 15, color: ink });
    k.text(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L, 45, { size: 7.5 });
    k.text(`${is.address}, ${is.city} · ${is.phone} · ${is.email} · Inicio de actividades ${is.activitySince}`, L, 55, { size: 7.5 });
    k.text(`CERTIFICADO DE OBRA N° ${String(v.cert)}`, L, 74, { font: 'timesB', size: 17 });
    k.text(`${String(v.place)}, ${date(doc.date, 'long')}`, L, 95, { font: 'timesI', size: 10 });
    // factura box at the right
    const bx = R - 250;
    k.rect(bx, 22, 250, 80, { stroke: ink, lineWidth: 1 });
    k.rect(bx + 8, 30, 34, 36, { stroke: ink, lineWidth: 1.2 });
    k.text('A', bx + 8, 33, { font: 'helvB', size: 24, width: 34, align: 'center' });
    k.text('Cód. 01', bx + 8, 57, { size: 6, width: 34, align: 'center' });
    k.text('FACTURA', bx + 52, 30, { font: 'helvB', size: 14 });
    k.text(`N° ${doc.reference}`, bx + 52, 48, { font: 'helvB', size: 11 });
    k.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, bx + 52, 64, { size: 8.5 });
    k.text(`CAE ${String(v.cae)} · Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, bx + 8, 84, { size: 7.5 });
    // contract data: two columns of captioned fields
    const y0 = 114;
    k.line(L, y0 - 4, R, y0 - 4, { width: 0.8, color: ink });
    const f = (cap: string, val: string, x: number, y: number) => {
      k.text(cap, x, y, { font: 'helvB', size: 8 });
      k.text(val, x + k.widthOf(cap, 'helvB', 8) + 5, y, { size: 8 });
    };
    f('Comitente:', r.name, L, y0);
    f('CUIT:', cuitDashed(r.docNumber!), L + 330, y0);
    f('Cond. IVA:', r.condicionPrinted ? r.condicionText : '', L + 470, y0);
    f('Domicilio:', r.address, L, y0 + 12);
    f('Obra:', String(v.work), L, y0 + 24);
    f('Contrato N°:', `${String(v.contractNo)} (${String(v.file)})`, L + 470, y0 + 24);
    const contractTotal = doc.lines.reduce((a, l, i) => a.add(new Decimal(contract[i]!).mul(l.unitPrice!)), new Decimal(0)).toDecimalPlaces(2);
    f('Monto de contrato (neto):', `$ ${A(contractTotal)}`, L, y0 + 36);
    f('Período certificado:', `${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L + 330, y0 + 36);
    // the grid
    const cols = [
      { h: ['Ítem'], x: L, w: 30, a: 'left' as const },
      { h: ['Descripción'], x: L + 32, w: 250, a: 'left' as const },
      { h: ['Un.'], x: L + 284, w: 24, a: 'center' as const },
      { h: ['Cant.', 'contrato'], x: L + 310, w: 50, a: 'right' as const },
      { h: ['Acum.', 'anterior'], x: L + 362, w: 50, a: 'right' as const },
      { h: ['Este', 'certificado'], x: L + 414, w: 54, a: 'right' as const },
      { h: ['Acum.', 'actual'], x: L + 470, w: 50, a: 'right' as const },
      { h: ['%', 'avance'], x: L + 522, w: 38, a: 'right' as const },
      { h: ['P. unitario'], x: L + 562, w: 78, a: 'right' as const },
      { h: ['Importe', 'del período'], x: L + 642, w: R - L - 642, a: 'right' as const },
    ];
    let y = y0 + 54;
    k.rect(L, y, R - L, 24, { fill: '#e3e8ee' });
    for (const c of cols) c.h.forEach((h, j) => k.text(h, c.x + 2, y + 3 + j * 9.5, { font: 'helvB', size: 7.5, width: c.w - 4, align: c.a }));
    k.line(L, y, R, y, { width: 0.8 });
    k.line(L, y + 24, R, y + 24, { width: 0.8 });
    y += 24;
    const top = y;
    let chapter = '';
    let n = 0;
    doc.lines.forEach((l, i) => {
      const ch = l.unit === 'm3' ? '1' : '2';
      if (ch !== chapter) {
        chapter = ch;
        n = 0;
        k.text(ch === '1' ? '1. ESTRUCTURA Y FUNDACIONES' : '2. ALBAÑILERÍA Y TERMINACIONES', cols[1]!.x + 2, y + 4, { font: 'helvB', size: 7.5 });
        y += 14;
      }
      n += 1;
      const desc = k.wrap(l.description, cols[1]!.w - 4, 'helv', 7.5);
      const rowH = desc.length * 9 + 6;
      const acc = Math.round((before[i]! + l.quantity) * 100) / 100;
      const cells = [`${ch}.${n}`, '', l.unit === 'm3' ? 'm³' : 'm²', quantity(contract[i]!, 'ar-plain', 2), quantity(before[i]!, 'ar-plain', 2), quantity(l.quantity, 'ar-plain', 2),
        quantity(acc, 'ar-plain', 2), `${amount(new Decimal(acc).div(contract[i]!).mul(100), 'ar-plain', 1)}`, A(l.unitPrice!), A(t.lineAmounts[i]!)];
      cells.forEach((c, j) => { if (c) k.text(c, cols[j]!.x + 2, y + 4, { size: 7.5, width: cols[j]!.w - 4, align: cols[j]!.a, font: j === 5 ? 'helvB' : 'helv' }); });
      desc.forEach((s, j) => k.text(s, cols[1]!.x + 2, y + 4 + j * 9, { size: 7.5 }));
      y += rowH;
      k.line(L, y, R, y, { width: 0.25, color: '#9aa5b1' });
    });
    // column rules
    for (const c of cols.slice(1)) k.line(c.x - 1, top - 24, c.x - 1, y, { width: 0.25, color: '#9aa5b1' });
    k.line(L, y, R, y, { width: 0.8 });
    // totals and retention
    y += 10;
    const vat = t.byRate[0]!;
    const retention = t.subtotal.mul(5).div(100).toDecimalPlaces(2);
    const rows: Array<[string, string, boolean]> = [
      ['Subtotal certificado (neto)', A(t.subtotal), false], ['IVA 21 %', A(vat.vat), false], ['TOTAL FACTURA $', A(t.total), true],
    ];
    rows.forEach(([cap, val, bold], i) => {
      k.text(cap, R - 300, y + i * 13, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8.5, width: 200, align: 'right' });
      k.text(val, R - 95, y + i * 13, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8.5, width: 95, align: 'right' });
    });
    k.text(`Retención fondo de reparo 5 % s/ neto: $ ${A(retention)}`, R - 300, y + 46, { size: 8, width: 295, align: 'right', color: '#444444' });
    k.text(`Neto a cobrar en este certificado: $ ${A(t.total.sub(retention))}`, R - 300, y + 57, { size: 8, width: 295, align: 'right', color: '#444444' });
    k.text('Avance físico medido en obra el último día hábil del período. Los precios son los del contrato, sin redeterminación.', L, y, { size: 7.5, color: '#444444' });
    k.text('El fondo de reparo se devuelve con la recepción definitiva de la obra.', L, y + 10, { size: 7.5, color: '#444444' });
    // signatures
    const sy = Math.min(H - 48, Math.max(y + 96, H - 80));
    ['Representante técnico (contratista)', 'Inspección de obra (comitente)'].forEach((s, i) => {
      const x = L + 40 + i * 260;
      k.line(x, sy, x + 200, sy, { width: 0.5 });
      k.text(s, x, sy + 4, { size: 7.5, width: 200, align: 'center' });
    });
    k.text('Hoja 1 de 1', R - 80, H - 22, { size: 7, width: 80, align: 'right', color: '#666666' });
    return k.bytes();
  },
};

function m3(unit: string): boolean {
  return unit === 'm3';
}
