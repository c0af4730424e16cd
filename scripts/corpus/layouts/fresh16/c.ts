import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, USD_RATE, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, docNo, isoDate, pad, PdfLibKit, sayCondition, settle } from './common';

/** A software company's yearly subscription invoice in dollars, English and Spanish side by side (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];
const usd = (v: Decimal.Value) => `USD ${amount(v, 'ar')}`;

function addYear(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const fresh16CLayout: Layout = {
  id: 'fresh16-c',
  kind: 'invoice',
  title: 'fresh16 c (invoice)',
  page: { size: 'A4' },
  scanStyle: 'ccd-stripes',
  issuer: (rng) => makeIssuer(rng, 'Nubeplan Software S.A.S.', 'Nubeplan'),
  template: (issuer) => ({
    id: 'fresh16-c-suscripcion',
    name: `Suscripciones anuales ${issuer.tradeName}`,
    instructions: 'Factura A en dólares de suscripciones anuales de software: precios netos, descuento por pago anual en un renglón negativo, período de la suscripción.',
    catalog: 'software',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([5, 6]);
    const nro = rng.int(300, 2900);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'software', lineCount: [2, 4], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: false, currency: 'USD',
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh16-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    // seats for the per-seat plans, one of everything else
    for (const l of doc.lines) l.quantity = l.description.includes('usuario') ? rng.pick([5, 8, 10, 12, 15, 20, 25, 40]) : 1;
    const percent = rng.pick([10, 15, 20]);
    const gross = doc.lines.reduce((a, l) => a.add(round2(new Decimal(l.quantity).mul(l.unitPrice!))), new Decimal(0));
    doc.lines.push({ code: 'DTO', description: `Descuento pago anual ${percent} % / Annual prepayment discount`, quantity: 1, unit: 'u', unitPrice: round2(gross.mul(percent).div(100)).neg(), ivaRate: 21 });
    settle(doc);
    const start = rng.chance(0.5) ? `${doc.date.slice(0, 8)}01` : doc.date;
    doc.serviceFrom = start;
    doc.serviceTo = addYear(start);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), account: `ACC-${rng.digits(6)}`, po: rng.chance(0.5) ? `OC ${rng.int(4500000, 4599999)}` : '' };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const kit = await PdfLibKit.create(A4, { title: `Invoice ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Nubeplan Billing' });
    const L = 44, R = A4[0] - 44;
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    // top: brand and the invoice box
    kit.rect(0, 0, A4[0], 8, { fill: '#5b3fd1' });
    kit.text('nubeplan', L, 34, { font: 'helvB', size: 22, color: '#5b3fd1' });
    kit.text(doc.issuer.name, L, 62, { font: 'helvB', size: 8.5 });
    kit.text(`${doc.issuer.address}, ${doc.issuer.city}`, L, 73, { size: 7.5, color: '#555555' });
    kit.text(`CUIT ${cuitDashed(doc.issuer.cuit)} · ${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb}`, L, 83, { size: 7.5, color: '#555555' });
    kit.text(`Start date / Inicio de actividades: ${doc.issuer.activitySince}`, L, 93, { size: 7.5, color: '#555555' });
    kit.text('INVOICE', R - 200, 30, { font: 'helvB', size: 20, width: 200, align: 'right' });
    kit.text('Factura A · Código 01', R - 200, 54, { size: 9, width: 200, align: 'right' });
    const meta: Array<[string, string]> = [
      ['Invoice no. / Nro.', doc.reference], ['Issue date / Fecha', isoDate(doc.date)], ['Currency / Moneda', 'USD - Dólar estadounidense'],
      ['Account / Cuenta', String(v.account)],
    ];
    meta.forEach(([k, val], i) => {
      kit.text(k, R - 230, 70 + i * 11, { size: 7.5, color: '#666666' });
      kit.text(val, R - 120, 70 + i * 11, { font: 'helvB', size: 7.5, width: 120, align: 'right' });
    });
    // bill to
    kit.line(L, 124, R, 124, { color: '#dddddd' });
    kit.text('BILL TO / FACTURAR A', L, 134, { font: 'helvB', size: 7.5, color: '#5b3fd1' });
    kit.text(doc.receiver.name, L, 147, { font: 'helvB', size: 10 });
    kit.text(doc.receiver.address, L, 161, { size: 8 });
    kit.text(`CUIT ${docNo(doc)}`, L, 172, { size: 8 });
    if (doc.receiver.condicionPrinted) kit.text(`VAT status / Condición IVA: ${doc.receiver.condicionText}`, L, 183, { size: 8 });
    kit.text('SUBSCRIPTION / SUSCRIPCIÓN', 330, 134, { font: 'helvB', size: 7.5, color: '#5b3fd1' });
    kit.text(`Service period / Período: ${isoDate(doc.serviceFrom!)} to ${isoDate(doc.serviceTo!)}`, 330, 147, { size: 8 });
    kit.text('Billing cycle / Ciclo: annual / anual, prepaid', 330, 158, { size: 8 });
    kit.text('Payment terms / Condición de venta: 15 days / 15 días', 330, 169, { size: 8 });
    if (v.po) kit.text(`Your PO / Su orden: ${v.po}`, 330, 180, { size: 8 });
    // items
    let y = 204;
    kit.rect(L, y, R - L, 20, { fill: '#f1eefc' });
    const cx = [L + 6, 326, 372, 452, R - 6];
    kit.text('Description / Descripción', cx[0]!, y + 6, { font: 'helvB', size: 7.5 });
    kit.text('Qty / Cant.', cx[1]! - 40, y + 6, { font: 'helvB', size: 7.5, width: 40, align: 'right' });
    kit.text('VAT / IVA', cx[2]! - 30, y + 6, { font: 'helvB', size: 7.5, width: 36, align: 'right' });
    kit.text('Unit / P. unit.', cx[3]! - 70, y + 6, { font: 'helvB', size: 7.5, width: 70, align: 'right' });
    kit.text('Amount / Importe', cx[4]! - 80, y + 6, { font: 'helvB', size: 7.5, width: 80, align: 'right' });
    y += 28;
    doc.lines.forEach((l, i) => {
      // the whole bilingual description on one line, set smaller when it is long
      let size = 8.5;
      while (size > 6.2 && kit.widthOf(l.description, 'helv', size) > cx[1]! - 44 - cx[0]!) size -= 0.25;
      kit.text(l.description, cx[0]!, y, { size, color: l.unitPrice!.isNeg() ? '#2e7d32' : '#000000' });
      kit.text(l.code === 'DTO' ? 'applies to the lines above / sobre los renglones anteriores' : `SKU ${l.code}`, cx[0]!, y + 10.5, { font: 'helvI', size: 6.8, color: '#888888' });
      kit.text(String(l.quantity), cx[1]! - 40, y, { size: 8.5, width: 40, align: 'right' });
      kit.text('21 %', cx[2]! - 30, y, { size: 8.5, width: 36, align: 'right' });
      kit.text(amount(l.unitPrice!, 'ar'), cx[3]! - 70, y, { size: 8.5, width: 70, align: 'right' });
      kit.text(amount(t.lineAmounts[i]!, 'ar'), cx[4]! - 80, y, { size: 8.5, width: 80, align: 'right' });
      y += 26;
      kit.line(L, y - 6, R, y - 6, { color: '#eeeeee' });
    });
    // totals at the right, the exchange-rate note at the left
    y += 10;
    const net = t.byRate[0]!.net, vat = t.byRate[0]!.vat;
    const rows: Array<[string, string]> = [['Net amount / Neto gravado', usd(net)], ['VAT / IVA 21 %', usd(vat)], ['Other taxes / Otros tributos', usd(0)]];
    rows.forEach(([k, val], i) => {
      kit.text(k, 320, y + i * 14, { size: 8.5, color: '#444444' });
      kit.text(val, R - 110, y + i * 14, { size: 8.5, width: 110, align: 'right' });
    });
    kit.rect(314, y + 44, R - 314, 24, { fill: '#5b3fd1' });
    kit.text('TOTAL DUE / TOTAL', 322, y + 51, { font: 'helvB', size: 10, color: '#ffffff' });
    kit.text(usd(t.total), R - 130, y + 51, { font: 'helvB', size: 11, width: 124, align: 'right', color: '#ffffff' });
    kit.text(`Exchange rate / Tipo de cambio BNA vendedor: ARS ${amount(USD_RATE, 'ar')} por USD`, L, y, { size: 7.5, color: '#555555' });
    kit.text(`Informative total in pesos / Total en pesos: ARS ${amount(t.total.mul(USD_RATE), 'ar')}`, L, y + 11, { size: 7.5, color: '#555555' });
    kit.text('Payable in USD or in ARS at the rate of the day before payment.', L, y + 22, { size: 7.5, color: '#555555' });
    kit.text('Pagadero en USD o en pesos al tipo de cambio del día anterior al pago.', L, y + 33, { size: 7.5, color: '#555555' });
    // foot
    const fy = 760;
    kit.line(L, fy, R, fy, { color: '#dddddd' });
    kit.text(`CAE ${v.cae} · CAE due / Vto. CAE: ${isoDate(plus(doc.date, 10))}`, L, fy + 10, { size: 7.5 });
    kit.text('Authorized electronic invoice / Comprobante autorizado por ARCA. QR available at billing.nubeplan.com.ar/invoices', L, fy + 21, { size: 7, color: '#777777' });
    kit.text('Questions? / ¿Consultas? facturacion@nubeplan.com.ar', L, fy + 32, { size: 7, color: '#777777' });
    kit.text('Page 1 of 1', R - 60, fy + 32, { size: 7, width: 60, align: 'right', color: '#777777' });
    return kit.bytes();
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
