import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, docNumber, FlipPdf, settle, shift, ymdDot } from './common';

const ID = 'fresh19-g';

/** A seed company's proforma in US dollars with per-bag prices, from an SAP-like ERP through a .NET report library (FlipPdf). */
export const fresh19GLayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'seed company proforma in USD, per-bag prices (FlipPdf)',
  page: { size: 'A4' },
  scanStyle: 'focus-falloff',
  issuer: (rng) => makeIssuer(rng, 'Semillas Tres Arroyos S.A.', 'Semillera del Sudoeste'),
  template: () => ({
    id: 'fresh19-g-semillerasudoeste', name: 'Semillera del Sudoeste - proformas en dólares', catalog: 'seeds', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
    instructions: 'Proformas en dólares estadounidenses por bolsa; se facturan en dólares.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'seeds', lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1, currency: 'USD',
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `2${String(rng.int(1000000, 9999999))}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = rng.pick([10, 20, 25, 40, 50, 60, 80, 100, 120, 150]);
    doc.variant.customer = `1${rng.digits(6)}`;
    doc.variant.campaign = rng.pick(['Campaña gruesa 2026/27', 'Campaña fina 2027']);
    doc.variant.agent = rng.pick(['Ing. Agr. Hernán Sosa', 'Ing. Agr. Valeria Medina', 'Ing. Agr. Matías Ledesma']);
    doc.variant.place = rng.pick(['Planta Tres Arroyos', 'Depósito Pergamino', 'Centro de distribución Venado Tuerto']);
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new FlipPdf([W, H], { producer: 'PDFsharp 1.50.5147 (www.pdfsharp.com)', creator: 'SD Ventas - Proforma (Crystal Reports)', title: `Proforma ${doc.reference}` });
    const t = doc.totals!;
    const L = 40, R = W - 40;
    // issuer block on the left in a gray band, document data on the right
    k.flipRect(0, 0, W, 96, { fill: '#ececec' });
    k.flipText('SEMILLERA DEL SUDOESTE', L, 24, { font: 'HB', size: 15, color: '#205e2a' });
    k.flipText(doc.issuer.name, L, 44, { font: 'H', size: 8 });
    k.flipText(`${doc.issuer.address}, ${doc.issuer.city}`, L, 54, { size: 7.5 });
    k.flipText(`CUIT ${cuitDashed(doc.issuer.cuit)} - ${doc.issuer.condicionText} - IIBB ${doc.issuer.iibb}`, L, 64, { size: 7.5 });
    k.flipText(`Inscripción INASE Nº ${doc.issuer.iibb.replace(/-/g, '').slice(0, 5)} - Tel. ${doc.issuer.phone}`, L, 74, { size: 7.5 });
    k.flipText('PROFORMA', R - 200, 22, { font: 'HB', size: 16, align: 'right', width: 200 });
    k.flipText('Documento no válido como factura', R - 200, 42, { font: 'HI', size: 7, align: 'right', width: 200 });
    const kv: Array<[string, string]> = [['Proforma', doc.reference], ['Fecha', ymdDot(doc.date)], ['Válida hasta', ymdDot(shift(doc.date, 7))], ['Moneda', 'USD']];
    kv.forEach(([a, b], i) => {
      k.flipText(a, R - 200, 54 + i * 9.5, { size: 7.5 });
      k.flipText(b, R - 110, 54 + i * 9.5, { font: 'HB', size: 7.5, align: 'right', width: 110 });
    });
    // sold-to and ship-to side by side
    let y = 112;
    const r = doc.receiver;
    k.flipText('Solicitante', L, y, { font: 'HB', size: 8 });
    k.flipText(`${doc.variant.customer}  ${r.name}`, L, y + 12, { size: 8.5 });
    k.flipText(r.address, L, y + 23, { size: 8 });
    k.flipText(`${r.docType === 'CUIT' ? 'CUIT' : 'Doc.'} ${docNumber(doc)} - ${r.condicionText}`, L, y + 34, { size: 8 });
    k.flipText('Lugar de entrega', W / 2 + 20, y, { font: 'HB', size: 8 });
    k.flipText(String(doc.variant.place), W / 2 + 20, y + 12, { size: 8.5 });
    k.flipText(String(doc.variant.campaign), W / 2 + 20, y + 23, { size: 8 });
    k.flipText(`Representante: ${doc.variant.agent}`, W / 2 + 20, y + 34, { size: 8 });
    // items: position, material, description, bags, price per bag, VAT, amount
    y += 56;
    const c = { pos: L, mat: L + 30, d: L + 80, q: L + 318, p: L + 352, iva: L + 420, amt: R - 70 };
    k.flipLine(L, y, R, y, { width: 0.8 });
    k.flipText('Pos.', c.pos, y + 4, { font: 'HB', size: 7.5 });
    k.flipText('Material', c.mat, y + 4, { font: 'HB', size: 7.5 });
    k.flipText('Descripción', c.d, y + 4, { font: 'HB', size: 7.5 });
    k.flipText('Bolsas', c.q, y + 4, { font: 'HB', size: 7.5, align: 'right', width: 30 });
    k.flipText('Precio/bolsa', c.p, y + 4, { font: 'HB', size: 7.5, align: 'right', width: 60 });
    k.flipText('IVA', c.iva, y + 4, { font: 'HB', size: 7.5, align: 'right', width: 28 });
    k.flipText('Importe USD', c.amt - 10, y + 4, { font: 'HB', size: 7.5, align: 'right', width: R - c.amt + 10 });
    y += 15;
    k.flipLine(L, y, R, y, { width: 0.4 });
    y += 4;
    doc.lines.forEach((l, i) => {
      k.flipText(String((i + 1) * 10).padStart(6, '0'), c.pos, y, { size: 7.5 });
      k.flipText(l.code ?? '', c.mat, y, { size: 7.5 });
      const squeeze = k.w(l.description, 'H', 7.8) > c.q - c.d - 30 ? 88 : undefined;
      k.flipText(l.description, c.d, y, { size: 7.8, squeeze });
      k.flipText(String(l.quantity), c.q, y, { size: 7.8, align: 'right', width: 30 });
      k.flipText(amount(l.unitPrice!, 'ar'), c.p, y, { size: 7.8, align: 'right', width: 60 });
      k.flipText(`${String(l.ivaRate).replace('.', ',')}%`, c.iva, y, { size: 7.8, align: 'right', width: 28 });
      k.flipText(amount(t.lineAmounts[i]!, 'ar'), c.amt, y, { size: 7.8, align: 'right', width: R - c.amt });
      y += 15;
    });
    k.flipLine(L, y, R, y, { width: 0.4 });
    const bags = doc.lines.reduce((a, l) => a + l.quantity, 0);
    k.flipText(`Total bolsas: ${bags}`, L, y + 6, { font: 'HB', size: 8 });
    // totals, right-aligned, labels ending with the currency
    y += 10;
    const rows: Array<[string, string, boolean]> = [['Valor neto USD', amount(t.subtotal, 'ar'), false],
      ...t.byRate.map((b): [string, string, boolean] => [`IVA ${String(b.rate).replace('.', ',')} % USD`, amount(b.vat, 'ar'), false]), ['Valor total USD', amount(t.total, 'ar'), true]];
    for (const [a, b, bold] of rows) {
      k.flipText(a, R - 230, y, { font: bold ? 'HB' : 'H', size: bold ? 9.5 : 8.5, align: 'right', width: 140 });
      k.flipText(b, R - 85, y, { font: bold ? 'HB' : 'H', size: bold ? 9.5 : 8.5, align: 'right', width: 85 });
      y += bold ? 15 : 12;
    }
    // conditions as one multi-line text object
    y += 18;
    k.flipText('Condiciones comerciales', L, y, { font: 'HB', size: 8 });
    k.flipLines([
      'Precios en dólares estadounidenses por bolsa, puestos en el lugar de entrega indicado.',
      'Pago: en pesos al tipo de cambio vendedor del Banco de la Nación Argentina del día hábil anterior al pago.',
      'Plazo: contado anticipado o cheque a 30 días. La reserva de semilla se confirma con el pago de la seña.',
      'Sujeto a disponibilidad de stock y a las condiciones de la licencia de uso de la variedad.',
    ], L, y + 12, 10, { size: 7.5 });
    const fy = H - 40;
    k.flipLine(L, fy, R, fy, { width: 0.5, color: '#888888' });
    k.flipText(`Impreso ${ymdDot(doc.date)} - Página 1 de 1`, L, fy + 6, { size: 6.5, color: '#666666' });
    k.flipText('SD Ventas v3', R - 100, fy + 6, { size: 6.5, color: '#666666', align: 'right', width: 100 });
    return k.bytes();
  },
};
