import Decimal from 'decimal.js';
import { createHash } from 'node:crypto';
import { articlePrice, composeDocument, USD_RATE } from '../../document';
import { articlesOf } from '../../catalogs';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, JsPdfKit, pad, quantity, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 28, R = W - 28;

/** A cloud accounting service's factura A in US dollars with the exchange rate and peso equivalents (jsPDF). See LAYOUTS.md. */
export const fresh12ELayout: Layout = {
  id: 'fresh12-e',
  kind: 'invoice',
  title: 'fresh12 layout e',
  page: { size: 'A4' },
  scanStyle: 'toner-fade-band',
  issuer: (rng) => makeIssuer(rng, 'Instrumental Científico Los Ceibos S.A.', 'Los Ceibos Instrumental'),
  template: (issuer) => ({
    id: 'w-facturas-ceibosinstrumental',
    name: 'Facturas A en dólares Los Ceibos Instrumental',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) en dólares estadounidenses (moneda USD), con el tipo de cambio impreso. Precios netos, ` +
      'alícuota por línea (10,5 % o 21 %). La referencia es punto de venta y número.',
    catalog: 'labequip',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 6), nro = rng.int(100, 3000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'labequip', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.85, mixedVat: true, currency: 'USD', pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh12-e', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    if (!doc.lines.some((l) => l.ivaRate === 10.5)) {
      const a = articlesOf('labequip').find((x) => x.ivaRate === 10.5)!;
      doc.lines.push({ code: a.code, description: a.description, quantity: rng.int(1, 3), unit: a.unit, unitPrice: articlePrice(a, 'USD', false), ivaRate: 10.5 });
    }
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), rate: USD_RATE + rng.int(-15, 25) + rng.int(0, 99) / 100 };
    return doc;
  },
  render: async (doc) => {
    const k = new JsPdfKit([W, H], { title: `Factura ${doc.reference}`, creator: 'Nube Contable - facturación', fileId: createHash('md5').update(`fresh12-e ${doc.reference}`).digest('hex').toUpperCase(), compress: true });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const fx = new Decimal(Number(v.rate));
    // header: two boxes side by side (issuer | voucher), the customer in two boxes side by side below
    k.rect(L, 28, R - L, 110, { stroke: '#1f3a5f', lineWidth: 0.8 });
    k.line(W / 2, 28, W / 2, 138, { color: '#1f3a5f' });
    k.text(is.tradeName, L + 10, 38, { bold: true, size: 14, color: '#1f3a5f' });
    [is.name, `${is.address}`, is.city, `CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, `IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`].forEach((s, i) => k.text(s, L + 10, 60 + i * 11, { size: 7.8 }));
    k.text('FACTURA A', W / 2 + 12, 38, { bold: true, size: 15 });
    k.text('Código 01', W / 2 + 12, 56, { size: 7.5 });
    const meta: Array<[string, string]> = [['Punto de venta', pad(Number(v.pv), 5)], ['Número', pad(Number(v.nro), 8)], ['Fecha de emisión', date(doc.date, 'dd/mm/yyyy')], ['Vencimiento', date(addDays(doc.date, 30), 'dd/mm/yyyy')]];
    meta.forEach(([c, val], i) => { k.text(c, W / 2 + 12, 72 + i * 15, { size: 8, color: '#555555' }); k.text(val, W / 2 + 110, 72 + i * 15, { bold: true, size: 9 }); });
    // customer
    const cy = 146;
    k.rect(L, cy, (R - L) * 0.58, 62, { stroke: '#1f3a5f', lineWidth: 0.6 });
    k.rect(L + (R - L) * 0.58, cy, (R - L) * 0.42, 62, { stroke: '#1f3a5f', lineWidth: 0.6 });
    k.text('Cliente', L + 8, cy + 6, { size: 7, color: '#555555' });
    k.text(r.name, L + 8, cy + 16, { bold: true, size: 9.5 });
    k.text(r.address, L + 8, cy + 30, { size: 7.8 });
    k.text(`CUIT ${cuitDashed(r.docNumber!)}`, L + 8, cy + 44, { size: 8 });
    const cx = L + (R - L) * 0.58 + 8;
    if (r.condicionPrinted) k.text(`Condición IVA: ${r.condicionText}`, cx, cy + 8, { size: 7.8 });
    k.text('Condición de venta: Cuenta corriente', cx, cy + 22, { size: 7.8 });
    k.text('Moneda: USD - Dólar estadounidense', cx, cy + 36, { bold: true, size: 7.8 });
    k.text(`Tipo de cambio: $ ${amount(fx, 'ar')} por USD`, cx, cy + 48, { size: 7.8 });
    // items: the currency in a column of its own, before each amount
    let y = cy + 76;
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Código', 46, 'left'], ['Descripción', 190, 'left'], ['Cant.', 36, 'right'], ['Mon.', 30, 'center'], ['P. Unitario', 64, 'right'], ['Alic. IVA', 44, 'right'], ['Mon.', 30, 'center'], ['Importe', R - L - 440, 'right']];
    k.rect(L, y, R - L, 16, { fill: '#1f3a5f' });
    let x = L;
    for (const [h, w, al] of cols) { k.text(h, x + 3, y + 4, { bold: true, size: 7.8, color: '#ffffff', width: w - 6, align: al }); x += w; }
    y += 22;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 184, { size: 8 });
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar'), 'USD', a(l.unitPrice!), `${amount(l.ivaRate, 'ar')} %`, 'USD', a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) desc.forEach((dl, j) => k.text(dl, x + 3, y + j * 10, { size: 8 }));
        else k.text(cells[c]!, x + 3, y, { size: 8, width: w - 6, align: al });
        x += w;
      });
      y += desc.length * 10 + 6;
      k.line(L, y - 3, R, y - 3, { color: '#cccccc', width: 0.4 });
    });
    // totals: a column in USD and one in pesos
    let ty = Math.max(y + 20, 470);
    k.text('USD', 430, ty, { bold: true, size: 8, width: 50, align: 'right' });
    k.text('ARS (equivalente)', R - 90, ty, { bold: true, size: 8, width: 90, align: 'right' });
    ty += 14;
    const rows: Array<[string, Decimal]> = [['Importe neto gravado', t.subtotal], ...t.byRate.map((b): [string, Decimal] => [`IVA ${amount(b.rate, 'ar')} %`, b.vat]), ['Otros tributos', new Decimal(0)], ['Importe total', t.total]];
    rows.forEach(([c, val], i) => {
      const last = i === rows.length - 1;
      k.text(c, 290, ty + i * 14, { bold: last, size: last ? 9.5 : 8.5 });
      k.text(a(val), 430, ty + i * 14, { bold: last, size: last ? 9.5 : 8.5, width: 50, align: 'right' });
      k.text(a(val.mul(fx).toDecimalPlaces(2)), R - 90, ty + i * 14, { size: 8.5, width: 90, align: 'right', color: '#555555' });
    });
    ty += rows.length * 14 + 10;
    k.text(`Operación en moneda extranjera. Tipo de cambio BNA vendedor del día hábil anterior: $ ${amount(fx, 'ar')}. El pago en pesos se calculará al tipo de cambio del día del efectivo pago.`, L, ty, { size: 7, color: '#444444' });
    // foot
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber!, cae: String(v.cae) });
    k.qr(qr, L, 720, 80);
    k.text(`CAE: ${v.cae}`, L + 96, 736, { bold: true, size: 9 });
    k.text(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 96, 750, { size: 9 });
    k.text('Comprobante generado con Nube Contable', L + 96, 770, { size: 7, color: '#777777' });
    return k.bytes();
  },
};
