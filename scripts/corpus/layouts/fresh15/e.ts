import Decimal from 'decimal.js';
import { composeDocument, USD_RATE } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, hexId, JsPdfKit, pad, receiverLine, sayCondition, settle } from './common';

/** An IT importer's factura A in US dollars (jsPDF): USD columns, VAT by rate, then the peso equivalent at the day's rate. */
export const fresh15ELayout: Layout = {
  id: 'fresh15-e',
  kind: 'invoice',
  title: 'fresh15 layout e',
  page: { size: 'A4' },
  scanStyle: 'cheap-camera',
  issuer: (rng) => makeIssuer(rng, 'Tecnología Altos del Sur S.A.', 'AltoSur IT'),
  template: (issuer) => ({
    id: 'z-dolares-altosur',
    name: 'Facturas en dólares AltoSur IT',
    instructions: `Facturas A en dólares de ${issuer.name} (CUIT ${issuer.cuit}). El cliente es "Cliente". Importes en USD; el equivalente en pesos es informativo.`,
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 12), nro = rng.int(400, 9000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'it', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9,
      currency: 'USD', mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh15-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, rate: USD_RATE + rng.int(-15, 25) + rng.int(0, 99) / 100, cae: caeOf((n) => rng.digits(n)), oc: `OC-${rng.int(1000, 9999)}` };
    return doc;
  },
  render: async (doc) => {
    const kit = new JsPdfKit([595.28, 841.89], { title: `Factura A ${doc.reference}`, creator: 'AltoSur ERP', fileId: hexId(`fresh15-e ${doc.reference}`) });
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const L = 40, R = 555, blue = '#1f4e79';
    kit.text('AltoSur', L, 34, { bold: true, size: 24, color: blue });
    kit.text('IT', L + kit.widthOf('AltoSur ', { bold: true, size: 24 }), 34, { size: 24, color: '#999999' });
    kit.text(is.name, L, 62, { size: 7.5 });
    kit.text(`${is.address}, ${is.city}`, L, 71, { size: 7 });
    kit.text(`C.U.I.T. ${cuitDashed(is.cuit)} | ${is.condicionText} | IIBB ${is.iibb}`, L, 80, { size: 7 });
    kit.rect(285, 30, 28, 30, { stroke: '#000000' });
    kit.text('A', 285, 34, { bold: true, size: 18, align: 'center', width: 28 });
    kit.text('01', 285, 52, { size: 6, align: 'center', width: 28 });
    kit.text('FACTURA', 330, 30, { bold: true, size: 14, color: blue });
    kit.text(`Número: ${doc.reference}`, 330, 48, { size: 9 });
    kit.text(`Fecha: ${date(doc.date, 'dd-mm-yyyy')}`, 330, 60, { size: 9 });
    kit.text('Moneda: DÓLARES ESTADOUNIDENSES (USD)', 330, 72, { bold: true, size: 8 });
    kit.line(L, 92, R, 92, { color: blue, width: 1.5 });
    kit.text('Cliente', L, 102, { bold: true, size: 8, color: blue });
    kit.text(r.name, L + 50, 102, { bold: true, size: 9.5 });
    kit.text(receiverLine(doc) + (r.condicionPrinted ? `   Cond. IVA: ${r.condicionText}` : ''), L + 50, 115, { size: 8.5 });
    kit.text(r.address, L + 50, 127, { size: 8.5 });
    kit.text(`Su orden de compra: ${v.oc}`, 380, 102, { size: 8.5 });
    kit.text('Cond. de pago: 15 días f.f.', 380, 115, { size: 8.5 });
    let y = 150;
    kit.rect(L, y, R - L, 16, { fill: blue });
    const heads: Array<[string, number, number]> = [['Artículo', L + 4, 0], ['Descripción', L + 60, 0], ['Cant.', 350, 30], ['P. unit. USD', 385, 65], ['IVA', 455, 30], ['Total USD', 490, R - 494]];
    heads.forEach(([h, x, w]) => kit.text(h, x, y + 4, { bold: true, size: 7.5, color: '#ffffff', ...(w ? { align: 'right' as const, width: w } : {}) }));
    y += 22;
    doc.lines.forEach((l, i) => {
      kit.text(l.code ?? '', L + 4, y, { size: 8, color: '#555555' });
      kit.text(l.description, L + 60, y, { size: 8.5 });
      kit.text(String(l.quantity), 350, y, { size: 8.5, align: 'right', width: 30 });
      kit.text(amount(l.unitPrice!, 'ar'), 385, y, { size: 8.5, align: 'right', width: 65 });
      kit.text(`${String(l.ivaRate).replace('.', ',')}%`, 455, y, { size: 8.5, align: 'right', width: 30 });
      kit.text(amount(t.lineAmounts[i]!, 'ar'), 490, y, { size: 8.5, align: 'right', width: R - 494 });
      kit.line(L, y + 13, R, y + 13, { color: '#dddddd', width: 0.4 });
      y += 17;
    });
    y += 12;
    const rows: Array<[string, string]> = [['Neto gravado USD', amount(t.subtotal, 'ar')], ...t.byRate.map((b) => [`IVA ${String(b.rate).replace('.', ',')} % USD`, amount(b.vat, 'ar')] as [string, string])];
    rows.forEach(([k, val]) => {
      kit.text(k, 360, y, { size: 9 });
      kit.text(val, 470, y, { size: 9, align: 'right', width: R - 474 });
      y += 14;
    });
    kit.rect(355, y, R - 355, 20, { fill: '#dde7f1' });
    kit.text('TOTAL USD', 360, y + 5, { bold: true, size: 11 });
    kit.text(amount(t.total, 'ar'), 470, y + 5, { bold: true, size: 11, align: 'right', width: R - 474 });
    y += 34;
    const rate = new Decimal(Number(v.rate));
    kit.rect(L, y, R - L, 46, { stroke: '#999999' });
    kit.text(`Tipo de cambio BNA vendedor del ${date(doc.date, 'dd-mm-yyyy')}: $ ${amount(rate, 'ar')} por dólar`, L + 8, y + 7, { size: 8.5 });
    kit.text(`Equivalente en pesos (informativo): neto $ ${amount(t.subtotal.mul(rate), 'ar')} - total $ ${amount(t.total.mul(rate), 'ar')}`, L + 8, y + 20, { size: 8.5 });
    kit.text('El pago podrá efectuarse en pesos al tipo de cambio del día anterior al efectivo pago.', L + 8, y + 33, { size: 7.5, italic: true });
    kit.text(`CAE ${v.cae} - Vto. ${date(doc.date, 'dd-mm-yyyy')}`, L, 790, { size: 8 });
    return kit.bytes();
  },
};
