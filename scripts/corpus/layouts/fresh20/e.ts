import Decimal from 'decimal.js';
import { composeDocument, USD_RATE } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4_LANDSCAPE, amount, ArchivePdf, caeOf, cuitDashed, dMonDot, idValue, quantity, sayCondition, settle } from './common';

/** A solar energy equipment importer's factura A in US dollars, on a landscape page, saved as PDF/A (ArchivePdf). */
export const fresh20ELayout: Layout = {
  id: 'fresh20-e',
  kind: 'invoice',
  title: 'fresh20 layout e',
  page: { size: 'A4', landscape: true },
  scanStyle: 'hdr-ghost',
  issuer: (rng) => makeIssuer(rng, 'Sol Austral Energía S.A.', 'Sol Austral'),
  template: (issuer) => ({
    id: 'a-facturasusd-solaustral',
    name: 'Facturas A en dólares Sol Austral',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) en dólares estadounidenses (USD), con alícuotas 10,5 % y 21 %. ` +
      'El cliente es "Sold to / Cliente". El importe en pesos al tipo de cambio es informativo; la referencia es el número de la factura.',
    catalog: 'solar',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 8), nro = rng.int(200, 7000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'solar', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 1, currency: 'USD', mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh20-e', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), po: `PO-${rng.int(10000, 99999)}`, incoterm: rng.pick(['Entregado en obra', 'Retira en depósito Garín', 'Flete a cargo del cliente']), due: rng.pick([15, 30, 45]) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const [PW, PH] = A4_LANDSCAPE;
    const pdf = new ArchivePdf(A4_LANDSCAPE, { producer: 'SolarERP Reporting (PDF/A-2b)', creator: 'SolarERP 2024 R2', title: `Invoice A ${doc.reference}`, author: is.name });
    const L = 30, R = PW - 30, W = R - L;
    const usd = (d: Decimal.Value) => amount(d, 'en');
    // left: a colour band with the issuer up the side; the rest a wide grid
    pdf.rect(0, 0, 150, PH, { fill: '#f2a900' });
    pdf.text('SOL AUSTRAL', 14, 30, { font: 'B', size: 16, color: '#1b1b1b' });
    pdf.text('energía solar', 14, 50, { size: 9, color: '#1b1b1b' });
    const side = [is.name, is.address, is.city, is.phone, is.email, `CUIT ${cuitDashed(is.cuit)}`, `IIBB ${is.iibb}`, is.condicionText, `Inicio act. ${is.activitySince}`];
    side.forEach((s, i) => pdf.wrap(s, 124, 'R', 7.5).forEach((w, j) => pdf.text(w, 14, 90 + i * 24 + j * 9, { size: 7.5, color: '#1b1b1b' })));
    const X = 168;
    pdf.text('INVOICE / FACTURA', X, 26, { font: 'B', size: 18 });
    pdf.rect(R - 44, 22, 40, 40, { stroke: '#000000', lineWidth: 1.4 });
    pdf.text('A', R - 44, 28, { font: 'B', size: 24, align: 'center', width: 40 });
    pdf.text('Cód. 01', R - 44, 66, { size: 6.5, align: 'center', width: 40 });
    const meta: Array<[string, string]> = [['Invoice No. / Número', doc.reference], ['Date / Fecha', dMonDot(doc.date)], ['Currency / Moneda', 'USD - Dólar estadounidense'],
      ['Customer PO / OC cliente', String(v.po)], ['Delivery / Entrega', String(v.incoterm)], ['Payment / Pago', `${v.due} días fecha factura`]];
    meta.forEach(([a, b], i) => {
      const cx = X + (i % 3) * 190, cy = 52 + Math.floor(i / 3) * 26;
      pdf.text(a, cx, cy, { size: 6.5, color: '#666666' });
      pdf.text(b, cx, cy + 9, { font: 'B', size: 9 });
    });
    pdf.rect(X, 112, R - X, 50, { fill: '#f7f7f7' });
    pdf.text('Sold to / Cliente', X + 8, 118, { size: 6.5, color: '#666666' });
    pdf.text(r.name, X + 8, 128, { font: 'B', size: 10.5 });
    pdf.text(`${r.address}`, X + 8, 143, { size: 8 });
    pdf.text(`CUIT ${idValue(doc)}`, X + 360, 128, { size: 9 });
    pdf.text(r.condicionText, X + 360, 143, { size: 8 });
    // the items: a wide table, VAT per row
    const cols: Array<[string, number, 'left' | 'right']> = [['#', 18, 'right'], ['Code', 52, 'left'], ['Description / Descripción', 200, 'left'], ['Qty', 36, 'right'], ['Unit price USD', 76, 'right'],
      ['VAT %', 40, 'right'], ['Net USD', 80, 'right'], ['VAT USD', 70, 'right'], ['Total USD', R - X - 572, 'right']];
    let y = 176;
    pdf.rect(X, y, R - X, 15, { fill: '#1b1b1b' });
    let x = X;
    for (const [c, w, a] of cols) {
      pdf.text(c, x + 3, y + 4, { font: 'B', size: 7, color: '#ffffff', align: a, width: w - 6 });
      x += w;
    }
    y += 19;
    doc.lines.forEach((l, i) => {
      const net = t.lineAmounts[i]!, vat = net.mul(l.ivaRate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const cells = [String(i + 1), l.code ?? '', l.description, quantity(l.quantity, 'ar'), usd(l.unitPrice!), amount(l.ivaRate, 'en', 1), usd(net), usd(vat), usd(net.add(vat))];
      let cx = X;
      cols.forEach(([, w, a], c) => {
        pdf.text(cells[c]!, cx + 3, y, { size: 8, align: a, width: w - 6, font: c === 2 ? 'S' : 'R' });
        cx += w;
      });
      y += 15;
      pdf.line(X, y - 3, R, y - 3, { color: '#dddddd', width: 0.4 });
    });
    pdf.text('Row VAT is shown for reference; the invoice VAT is computed on the net per rate.', X, y + 4, { size: 6.5, color: '#666666' });
    // totals to the right, the peso equivalent to the left
    const ty = Math.max(y + 24, 400), bx = R - 230;
    const tl: Array<[string, string]> = [['Net / Neto gravado', usd(t.subtotal)], ...t.byRate.map((b) => [`VAT / IVA ${amount(b.rate, 'en', 1)} %`, usd(b.vat)] as [string, string])];
    tl.forEach(([a, b], i) => {
      pdf.text(a, bx, ty + i * 14, { size: 8.5 });
      pdf.text(b, bx + 120, ty + i * 14, { size: 8.5, align: 'right', width: 110 });
    });
    const yt = ty + tl.length * 14 + 4;
    pdf.rect(bx - 6, yt - 4, 242, 22, { fill: '#f2a900' });
    pdf.text('TOTAL USD', bx, yt + 2, { font: 'B', size: 11 });
    pdf.text(usd(t.total), bx + 100, yt + 2, { font: 'B', size: 11, align: 'right', width: 130 });
    pdf.text(`Exchange rate / Tipo de cambio BNA vendedor divisa: $ ${amount(USD_RATE, 'ar')}`, X, ty, { size: 8 });
    pdf.text(`Informative amount in pesos / Importe informativo en pesos: $ ${amount(t.total.mul(USD_RATE), 'ar')}`, X, ty + 13, { size: 8 });
    pdf.text('Payable in US dollars or in pesos at the exchange rate of the day before payment.', X, ty + 26, { size: 7, color: '#666666' });
    pdf.line(X, PH - 64, R, PH - 64, { color: '#999999' });
    pdf.text(`CAE ${v.cae}   ·   CAE due / Vto.: ${dMonDot(addDays(doc.date, 10))}   ·   Electronic invoice authorised by ARCA`, X, PH - 56, { font: 'B', size: 8 });
    pdf.text('[QR]', R - 40, PH - 58, { size: 8, color: '#999999' });
    pdf.text('Page 1 of 1', X, PH - 40, { size: 7, color: '#666666' });
    return pdf.bytes();
  },
};
