import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, dotted, FONT, PipePdf, plusDays, qrModules, sayCondition, settle, shortEs } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 42, R = SIZE[0] - 42;
const ACCENT = '#0f766e';

/**
 * A network-services company's factura A in US dollars from a cloud accounting service (PipePdf 'plain' with DejaVu
 * Sans embedded as Type0/Identity-H subsets: two-byte glyph codes and a ToUnicode CMap). A round initials logo, the
 * voucher data at the right, the customer at the left and the terms (service period, currency, the BNA exchange rate)
 * at the right, a rule-less table, totals "USD 1.234,56" in a coloured pill, the amount in pesos at the rate, QR, CAE
 * and the service's footer. Dates "24 nov. 2026". Services (concepto 2), net prices.
 */
export const fresh13FLayout: Layout = {
  id: 'fresh13-f',
  kind: 'invoice',
  title: 'fresh13 layout f',
  page: { size: 'A4' },
  scanStyle: 'viewer-screenshot',
  issuer: (rng) => makeIssuer(rng, 'Redes Altos del Sur S.A.S.', 'Altos del Sur Networks'),
  template: (issuer) => ({
    id: 'x-facturas-usd-altosdelsur',
    name: 'Facturas A en dólares Altos del Sur Networks',
    instructions:
      `Facturas A en dólares estadounidenses de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, por servicios mensuales. El cliente figura ` +
      'en "Cliente". Moneda USD; precios netos de IVA (21 %); indica el período de servicio. La referencia es el número de factura.',
    catalog: 'telecom',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 5), nro = rng.int(300, 4200);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'telecom', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.6, mixedVat: false, currency: 'USD',
        pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh13-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 1, 2, 3, 5, 10]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), rate: `${rng.int(1150, 1210)}.${pad(rng.int(0, 99), 2)}`, pago: rng.pick(['Transferencia bancaria a 15 días', 'Débito automático', 'Transferencia a 30 días']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = new PipePdf(SIZE, { producer: 'Contable Nube PDF Service', creator: 'Contable Nube', title: `Factura A ${doc.reference}` }, {
      mode: 'plain', faces: { S: { ttf: FONT.dejavu }, SB: { ttf: FONT.dejavuBold } },
    });
    const usd = (x: Decimal.Value) => `USD ${amount(x, 'ar')}`;
    const rate = new Decimal(String(v.rate));
    const gray = '#5b6470';
    // header
    k.circle(L + 22, 50, 22, { fill: ACCENT, stroke: ACCENT });
    k.text(is.tradeName.split(' ').filter((w) => w.length > 3).map((w) => w[0]).join('').slice(0, 2), L, 42, { font: 'SB', size: 15, color: '#ffffff', width: 44, align: 'center' });
    k.text(is.tradeName, L + 54, 32, { font: 'SB', size: 13 });
    k.text(is.name, L + 54, 50, { size: 8, color: gray });
    k.text(`CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L + 54, 61, { size: 7, color: gray });
    k.text(`${is.address}, ${is.city} · IVA Responsable Inscripto`, L + 54, 71, { size: 7, color: gray });
    k.rect(R - 44, 26, 44, 44, { stroke: '#1f2937', lineWidth: 1.1 });
    k.text('A', R - 44, 30, { font: 'SB', size: 24, width: 44, align: 'center' });
    k.text('Cód. 01', R - 44, 60, { size: 6.5, width: 44, align: 'center' });
    k.text('Factura', R - 190, 28, { font: 'SB', size: 19, width: 136, align: 'right' });
    k.text(`N.º ${doc.reference}`, R - 190, 52, { size: 9, width: 136, align: 'right' });
    k.line(L, 92, R, 92, { color: '#d1d5db', width: 0.8 });
    // customer (left) and terms (right)
    const cap = (s: string, x: number, y: number) => k.text(s.toUpperCase(), x, y, { font: 'SB', size: 6.8, color: ACCENT });
    cap('Cliente', L, 104);
    k.text(r.name, L, 116, { font: 'SB', size: 10.5 });
    let cy = 132;
    const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
    if (id) { k.text(id, L, cy, { size: 8.5 }); cy += 12; }
    if (r.condicionPrinted) { k.text(r.condicionText, L, cy, { size: 8.5 }); cy += 12; }
    k.text(r.address, L, cy, { size: 8.5, color: gray });
    const tx = 300;
    const terms: Array<[string, string]> = [
      ['Fecha de emisión', shortEs(doc.date)],
      ['Vencimiento', shortEs(plusDays(doc.date, 15))],
      ['Período de servicio', `${date(doc.serviceFrom!, 'dd/mm/yyyy')} – ${date(doc.serviceTo!, 'dd/mm/yyyy')}`],
      ['Moneda', 'USD · Dólar estadounidense'],
      ['Tipo de cambio', `$ ${amount(rate, 'ar')} (BNA vendedor, ${date(plusDays(doc.date, -1), 'dd/mm/yyyy')})`],
      ['Condición de pago', String(v.pago)],
    ];
    cap('Detalle del comprobante', tx, 104);
    terms.forEach(([label, value], i) => {
      k.text(label, tx, 118 + i * 12.5, { size: 7.5, color: gray });
      k.text(value, tx + 80, 118 + i * 12.5, { size: 7.5 });
    });
    // the detail, no rules but one
    let y = 210;
    k.rect(L, y, R - L, 18, { fill: '#f1f5f4' });
    const cols = [
      { head: 'Descripción', x: L + 8, w: 250, align: 'left' as const },
      { head: 'Cant.', x: L + 262, w: 36, align: 'right' as const },
      { head: 'Precio unit.', x: L + 302, w: 70, align: 'right' as const },
      { head: 'IVA', x: L + 376, w: 36, align: 'right' as const },
      { head: 'Importe', x: L + 416, w: R - L - 424, align: 'right' as const },
    ];
    for (const c of cols) k.text(c.head, c.x, y + 5.5, { font: 'SB', size: 7.8, width: c.w, align: c.align, color: '#1f2937' });
    y += 26;
    doc.lines.forEach((l, i) => {
      k.text(l.description, cols[0]!.x, y, { size: 8.5 });
      k.text(`${l.code ?? ''} · ${date(doc.serviceFrom!, 'dd/mm/yyyy').slice(3)}`, cols[0]!.x, y + 11, { size: 6.8, color: gray });
      k.text(String(l.quantity), cols[1]!.x, y, { size: 8.5, width: cols[1]!.w, align: 'right' });
      k.text(amount(l.unitPrice!, 'ar'), cols[2]!.x, y, { size: 8.5, width: cols[2]!.w, align: 'right' });
      k.text(`${l.ivaRate} %`, cols[3]!.x, y, { size: 8.5, width: cols[3]!.w, align: 'right' });
      k.text(amount(t.lineAmounts[i]!, 'ar'), cols[4]!.x, y, { size: 8.5, width: cols[4]!.w, align: 'right' });
      y += 28;
    });
    k.line(L, y, R, y, { color: '#d1d5db', width: 0.8 });
    // totals
    y += 14;
    const rows: Array<[string, string]> = [['Subtotal', usd(t.subtotal)], ...t.byRate.map((b): [string, string] => [`IVA ${b.rate} %`, usd(b.vat)])];
    for (const [label, value] of rows) {
      k.text(label, R - 230, y, { size: 8.5, color: gray });
      k.text(value, R - 130, y, { size: 8.5, width: 122, align: 'right' });
      y += 14;
    }
    k.rect(R - 236, y, 236, 26, { fill: ACCENT });
    k.text('Total', R - 228, y + 8, { font: 'SB', size: 10.5, color: '#ffffff' });
    k.text(usd(t.total), R - 150, y + 7, { font: 'SB', size: 12, color: '#ffffff', width: 142, align: 'right' });
    y += 34;
    k.text(`Equivalente en pesos al tipo de cambio informado: $ ${amount(round2(t.total.mul(rate)), 'ar')}`, R - 330, y, { size: 7.2, color: gray, width: 330, align: 'right' });
    // the foot
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber ?? '0', cae: String(v.cae) });
    k.qr(qrModules(qr), L, 700, 70);
    k.text('Comprobante autorizado', L + 82, 708, { font: 'SB', size: 8.5 });
    k.text(`CAE ${v.cae} · Vto. CAE ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 82, 722, { size: 8 });
    k.text('El pago en pesos se convierte al tipo de cambio del día hábil anterior a la acreditación.', L + 82, 736, { size: 7, color: gray });
    k.line(L, 790, R, 790, { color: '#d1d5db', width: 0.6 });
    k.text('Factura generada con Contable Nube · contablenube.com.ar', L, 796, { size: 6.8, color: gray });
    k.text('Página 1 de 1', L, 796, { size: 6.8, color: gray, width: R - L, align: 'right' });
    return k.bytes();
  },
};
