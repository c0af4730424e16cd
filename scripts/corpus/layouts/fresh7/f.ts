import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, cuitDashed, date, PdfLibKit, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 36, R = SIZE[0] - 36;

/**
 * A computer importer's factura A billed in US dollars, from a report writer that emits its detail COLUMN BY COLUMN
 * (pdf-lib, standard Helvetica and Courier): in the content stream all the amounts come first, then all the
 * descriptions, then the quantities, the unit prices and the rates — each cell its own text object, so the stream's
 * order is nothing like the reading order. "Moneda: Dólar estadounidense (U$S)", the BNA selling rate of the day
 * before as a clause, "Precio unitario U$S", "Alíc. IVA" 10,5 / 21; "Importe neto gravado", "IVA 10,5 %", "IVA 21 %",
 * "Importe total U$S"; "Fecha de emisión: 25-11-2026"; "Razón social" / "CUIT"; QR and CAE. Net prices.
 */
export const fresh7FLayout: Layout = {
  id: 'fresh7-f',
  kind: 'invoice',
  title: 'fresh7 layout f',
  page: { size: 'A4' },
  scanStyle: 'screen-moire',
  issuer: (rng) => makeIssuer(rng, 'Importadora Tecnológica Del Sur S.A.', 'ITS Importaciones'),
  template: (issuer) => ({
    id: 'r-facturas-usd-its',
    name: 'Facturas A en dólares ITS Importaciones',
    instructions:
      `Facturas A en dólares de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Razón social". Moneda USD; precios netos, ` +
      'IVA por línea (10,5 % o 21 %). La referencia es punto de venta y número.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(5, 9), nro = rng.int(100, 4000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: true,
        pricesIncludeIva: () => false, numberStyles: ['ar'], currency: 'USD',
      },
      { layout: 'fresh7-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: `7${rng.digits(13)}`, rate: `${rng.int(1150, 1210)},${pad(rng.int(0, 99), 2)}`, pay: rng.pick(['Transferencia en U$S', 'Pesos al tipo de cambio del día de pago']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const k = await PdfLibKit.create(SIZE, { title: `Factura ${doc.reference}`, producer: 'ReportWriter 6.2', creator: 'ITS ERP' });
    // header
    k.rect(L, 30, R - L, 70, { stroke: '#000000', lineWidth: 0.8 });
    k.line(SIZE[0] / 2, 30, SIZE[0] / 2, 100, { width: 0.8 });
    k.rect(SIZE[0] / 2 - 18, 30, 36, 34, { fill: '#ffffff', stroke: '#000000', lineWidth: 0.8 });
    k.text('A', SIZE[0] / 2 - 18, 34, { font: 'helvB', size: 22, width: 36, align: 'center' });
    k.text('COD. 01', SIZE[0] / 2 - 18, 56, { font: 'helv', size: 5.5, width: 36, align: 'center' });
    k.text(is.name, L + 8, 38, { font: 'helvB', size: 11 });
    k.text(`${is.address} - ${is.city}`, L + 8, 54, { size: 7.5 });
    k.text(`Tel. ${is.phone} - ${is.email}`, L + 8, 64, { size: 7.5 });
    k.text(is.condicionText, L + 8, 80, { font: 'helvB', size: 8 });
    k.text('FACTURA', SIZE[0] / 2 + 28, 36, { font: 'helvB', size: 13 });
    k.text(`Punto de venta: ${pad(Number(v.pv), 4)}   Comp. Nro: ${pad(Number(v.nro), 8)}`, SIZE[0] / 2 + 28, 54, { size: 8.5 });
    k.text(`Fecha de emisión: ${date(doc.date, 'dd-mm-yyyy')}`, SIZE[0] / 2 + 28, 65, { size: 8.5 });
    k.text(`CUIT: ${cuitDashed(is.cuit)}   IIBB: ${is.iibb}`, SIZE[0] / 2 + 28, 76, { size: 8.5 });
    k.text(`Inicio de actividades: ${is.activitySince}`, SIZE[0] / 2 + 28, 87, { size: 8.5 });
    // receiver
    k.rect(L, 106, R - L, 46, { stroke: '#000000', lineWidth: 0.6 });
    k.text('Razón social:', L + 6, 112, { font: 'helvB', size: 8.5 }); k.text(r.name, L + 70, 112, { size: 8.5 });
    k.text('CUIT:', L + 330, 112, { font: 'helvB', size: 8.5 }); k.text(cuitDashed(r.docNumber!), L + 360, 112, { font: 'courier', size: 9 });
    k.text('Condición IVA:', L + 6, 125, { font: 'helvB', size: 8.5 }); k.text(r.condicionText, L + 70, 125, { size: 8.5 });
    k.text('Domicilio:', L + 6, 138, { font: 'helvB', size: 8.5 }); k.text(r.address, L + 70, 138, { size: 8.5 });
    k.text('Cond. de venta:', L + 330, 125, { font: 'helvB', size: 8.5 }); k.text(String(v.pay).slice(0, 30), L + 330, 138, { size: 8 });
    k.rect(L, 156, R - L, 18, { fill: '#e6e6e6' });
    k.text(`Moneda: Dólar estadounidense (U$S) - Tipo de cambio BNA vendedor del ${date(addDays(doc.date, -1), 'dd-mm-yyyy')}: $ ${v.rate}`, L + 6, 161, { size: 8 });
    // detail: captions, then the cells column by column
    const cols: Array<{ head: string; x: number; w: number; align: 'left' | 'right' }> = [
      { head: 'Código', x: L, w: 52, align: 'left' }, { head: 'Descripción', x: L + 52, w: 214, align: 'left' },
      { head: 'Cant.', x: L + 266, w: 40, align: 'right' }, { head: 'Precio unitario U$S', x: L + 306, w: 84, align: 'right' },
      { head: 'Alíc. IVA', x: L + 390, w: 44, align: 'right' }, { head: 'Subtotal U$S', x: L + 434, w: R - L - 434, align: 'right' },
    ];
    let y = 184;
    for (const c of cols) k.text(c.head, c.x + 2, y, { font: 'helvB', size: 7.5, width: c.w - 4, align: c.align });
    k.line(L, y + 11, R, y + 11, { width: 0.8 });
    y += 16;
    const wrapped = doc.lines.map((l) => k.wrap(l.description, 208, 'helv', 8));
    const tops: number[] = [];
    for (const w of wrapped) { tops.push(y); y += Math.max(1, w.length) * 10 + 4; }
    const cell = (c: number, i: number, s: string, font: 'helv' | 'courier' = 'courier') => k.text(s, cols[c]!.x + 2, tops[i]!, { font, size: 8, width: cols[c]!.w - 4, align: cols[c]!.align });
    doc.lines.forEach((_, i) => cell(5, i, a(t.lineAmounts[i]!)));
    wrapped.forEach((lines, i) => lines.forEach((s, j) => k.text(s, cols[1]!.x + 2, tops[i]! + j * 10, { size: 8 })));
    doc.lines.forEach((l, i) => cell(2, i, String(l.quantity)));
    doc.lines.forEach((l, i) => cell(3, i, a(l.unitPrice!)));
    doc.lines.forEach((l, i) => cell(4, i, `${amount(l.ivaRate, 'ar', l.ivaRate % 1 ? 1 : 0)} %`));
    doc.lines.forEach((l, i) => cell(0, i, l.code ?? '', 'helv'));
    k.line(L, y, R, y, { width: 0.6 });
    // totals
    y = Math.max(y + 16, 560);
    const rows: Array<[string, string]> = [['Importe neto gravado U$S', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${amount(b.rate, 'ar', b.rate % 1 ? 1 : 0)} %`, a(b.vat)]), ['Importe otros tributos', '0,00']];
    rows.forEach(([label, value], i) => {
      k.text(label, R - 250, y + i * 13, { size: 8.5, width: 150, align: 'right' });
      k.text(value, R - 96, y + i * 13, { font: 'courier', size: 9, width: 96, align: 'right' });
    });
    y += rows.length * 13 + 4;
    k.rect(R - 250, y, 250, 20, { fill: '#222222' });
    k.text('Importe total U$S', R - 244, y + 6, { font: 'helvB', size: 9.5, color: '#ffffff' });
    k.text(a(t.total), R - 100, y + 5, { font: 'courierB', size: 11, width: 96, align: 'right', color: '#ffffff' });
    k.text('El pago en pesos se calculará al tipo de cambio BNA vendedor del día anterior al efectivo pago (RG 4540).', L, y + 30, { size: 7.5 });
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber!, cae: String(v.cae) });
    k.qr(qr, L, 730, 72);
    k.text(`CAE N°: ${v.cae}`, L + 84, 748, { font: 'helvB', size: 8.5 });
    k.text(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}`, L + 84, 760, { size: 8.5 });
    k.text('Comprobante Autorizado', L + 84, 772, { font: 'helvI', size: 8 });
    k.text('Pág. 1/1', R - 60, 790, { size: 7.5, width: 60, align: 'right' });
    return k.bytes();
  },
};
