import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocLine } from '../../document';
import { articlesOf } from '../../catalogs';
import type { Layout } from '../layout';
import { amount, compose, dashed, date, issuerAs, quantity, sayCondition, settle } from './common';

/**
 * A parking garage chain's monthly account to companies (pdfkit): factura A of **two pages** with **many small lines**
 * (monthly spots per plate, hourly stays by day), the **header repeated on each page with "Página 1 de 2"**, amounts
 * "1234.56" with a dot and no thousands separator, the billing month as service period, totals only on the last page.
 */
const PLATES = ['AB', 'AC', 'AD', 'AE', 'AF', 'AG'];

export const fresh22GLayout: Layout = {
  id: 'fresh22-g',
  kind: 'invoice',
  title: 'fresh22 layout g',
  page: { size: 'A4' },
  scanStyle: 'aged-lamp',
  issuer: (rng) => issuerAs(rng, 'Estacionamientos Punta Alta S.A.', 'Garage Punta Alta'),
  template: (issuer) => ({
    id: 'j-garage-puntaalta',
    name: 'Cuentas mensuales Garage Punta Alta',
    instructions: `Facturas A mensuales de ${issuer.name} (CUIT ${issuer.cuit}) a empresas con cocheras y estadías. Precios netos, IVA 21 %. El período facturado es el mes anterior.`,
    catalog: 'parking',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'parking', lineCount: [2, 3], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
    }, ctx, 'fresh22-g', `00${rng.int(10, 19)}-${String(rng.int(20000, 89999)).padStart(8, '0')}`);
    sayCondition(doc, { 1: 'IVA RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    const arts = articlesOf('parking');
    const price = (d: string) => new Decimal(arts.find((a) => a.description === d)!.price);
    const plates = Array.from({ length: rng.int(4, 6) }, () => `${rng.pick(PLATES)} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`);
    const lines: DocLine[] = [];
    const from = doc.serviceFrom!;
    for (const p of plates) {
      const fixed = rng.chance(0.6);
      const d = fixed ? 'Cochera fija cubierta abono mensual' : 'Cochera móvil abono mensual';
      lines.push({ code: null, description: `${fixed ? 'Abono cochera fija' : 'Abono cochera móvil'} - dominio ${p}`, quantity: 1, unit: 'mes', unitPrice: price(d), ivaRate: 21 });
    }
    const stays = rng.int(24, 32);
    for (let k = 0; k < stays; k++) {
      const day = String(rng.int(1, 28)).padStart(2, '0');
      const plate = rng.pick(plates);
      if (rng.chance(0.2)) lines.push({ code: null, description: `Estadía 12 h ${day}/${from.slice(5, 7)} ${plate}`, quantity: 1, unit: 'u', unitPrice: price('Estadía 12 horas'), ivaRate: 21 });
      else if (rng.chance(0.15)) lines.push({ code: null, description: `Lavado exterior ${day}/${from.slice(5, 7)} ${plate}`, quantity: 1, unit: 'u', unitPrice: price('Lavado exterior de vehículo'), ivaRate: 21 });
      else lines.push({ code: null, description: `Estadía por hora ${day}/${from.slice(5, 7)} ${plate}`, quantity: rng.int(1, 9), unit: 'h', unitPrice: price('Estadía por hora'), ivaRate: 21 });
    }
    // one line per description: repeated stays of the same plate and day are merged
    const merged: DocLine[] = [];
    for (const l of lines) {
      const same = merged.find((m) => m.description === l.description);
      if (same) same.quantity += l.quantity;
      else merged.push(l);
    }
    doc.lines = merged;
    settle(doc);
    doc.variant = { account: `CTA ${rng.int(1000, 9999)}`, due: rng.int(8, 15) };
    return doc;
  },
  draw: (pdf, doc) => {
    const t = doc.totals!;
    const is = doc.issuer;
    const perPage = 26;
    const pages = Math.ceil(doc.lines.length / perPage);
    const header = (page: number) => {
      pdf.font('Helvetica-Bold').fontSize(13).fillColor('#000').text(is.tradeName.toUpperCase(), 36, 30);
      pdf.font('Helvetica').fontSize(7.5).text(`${is.name} - ${is.address} - ${is.city} - CUIT ${dashed(is.cuit)} - ${is.condicionText}`, 36, 48, { width: 360 });
      pdf.rect(420, 26, 140, 52).lineWidth(0.7).stroke();
      pdf.font('Helvetica-Bold').fontSize(10).text('FACTURA "A" (01)', 426, 31);
      pdf.font('Helvetica').fontSize(8).text(`N° ${doc.reference}`, 426, 46).text(`Fecha ${date(doc.date, 'dd-mm-yyyy')}`, 426, 58);
      pdf.text(`Página ${page} de ${pages}`, 470, 84, { width: 90, align: 'right' });
      pdf.font('Helvetica').fontSize(8).text('Cliente:', 36, 84).font('Helvetica-Bold').text(doc.receiver.name, 80, 84, { width: 300 });
      pdf.font('Helvetica').text(`CUIT: ${dashed(doc.receiver.docNumber!)}    ${doc.receiver.condicionText}    ${doc.variant.account}`, 80, 96, { width: 360 });
      pdf.text(`Período: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, 80, 108);
      pdf.moveTo(36, 124).lineTo(560, 124).lineWidth(0.8).stroke();
      pdf.font('Helvetica-Bold').fontSize(7.5).text('Detalle', 40, 129).text('Cant.', 340, 129, { width: 40, align: 'right' })
        .text('P.Unit.', 390, 129, { width: 70, align: 'right' }).text('Importe', 480, 129, { width: 76, align: 'right' });
      pdf.moveTo(36, 141).lineTo(560, 141).lineWidth(0.4).stroke();
    };
    for (let p = 0; p < pages; p++) {
      if (p) pdf.addPage({ size: 'A4', margin: 0 });
      header(p + 1);
      let y = 146;
      const slice = doc.lines.slice(p * perPage, (p + 1) * perPage);
      slice.forEach((l, k) => {
        const i = p * perPage + k;
        pdf.font('Helvetica').fontSize(7.5).fillColor('#000');
        pdf.text(l.description, 40, y, { width: 290 });
        pdf.text(quantity(l.quantity, 'ar'), 340, y, { width: 40, align: 'right' });
        pdf.text(amount(l.unitPrice!, 'dot'), 390, y, { width: 70, align: 'right' });
        pdf.text(amount(t.lineAmounts[i]!, 'dot'), 480, y, { width: 76, align: 'right' });
        y += 12.5;
      });
      if (p < pages - 1) {
        const carried = t.lineAmounts.slice(0, (p + 1) * perPage).reduce((a, b) => a.add(b), new Decimal(0));
        pdf.font('Helvetica-Oblique').fontSize(7.5).text('Continúa en la página siguiente', 40, y + 8);
        pdf.text(`Subtotal página ${p + 1}: ${amount(round2(carried), 'dot')}`, 330, y + 8, { width: 226, align: 'right' });
      } else {
        y += 10;
        pdf.moveTo(330, y).lineTo(560, y).lineWidth(0.4).stroke();
        const row = (label: string, value: string, bold = false) => {
          pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 8).text(label, 340, y + 5, { width: 130 }).text(value, 470, y + 5, { width: 86, align: 'right' });
          y += bold ? 18 : 13;
        };
        row('Neto gravado', amount(t.subtotal, 'dot'));
        for (const r of t.byRate) row(`I.V.A. ${String(r.rate).replace('.', ',')} %`, amount(r.vat, 'dot'));
        row('TOTAL', amount(t.total, 'dot'), true);
        pdf.font('Helvetica').fontSize(7).text(`Vencimiento: día ${doc.variant.due} del mes. Pasada esa fecha se aplicará un recargo del 3 % mensual.`, 36, y + 14, { width: 520 });
      }
      pdf.font('Helvetica').fontSize(6.5).fillColor('#666').text(`Garage Punta Alta - Sistema ParkAdmin 5.2 - hoja ${p + 1}/${pages}`, 36, 810);
    }
  },
};
