import Decimal from 'decimal.js';
import { round2 } from '../../../src/invoicing/domain/money';
import { composeDocument, plainMoney, type DocSpec } from '../document';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { addDays, formatAmount, formatDate, formatQuantity, pad } from '../formats';
import { box, fillBox, hline, labelled, table, text, vline, type Column } from './draw';
import type { Layout } from './layout';

/**
 * ARCA's "Comprobantes en línea" voucher as its public PDF looks: copy band, letter box with the voucher code,
 * issuer left, voucher data right, receiver rows, the item grid (with VAT columns for A), totals, CAE box.
 * Amounts without thousands separators ("$ 12100,00"), as ARCA prints them.
 */
const COPIES = ['ORIGINAL', 'DUPLICADO', 'TRIPLICADO'];

function drawCopy(pdf: PDFKit.PDFDocument, doc: DocSpec, copy: string, page: number, pages: number): void {
  const L = 20, R = 575, W = R - L;
  const letter = String(doc.variant.letter);
  const code = { A: '01', B: '06', C: '11' }[letter];
  box(pdf, L, 20, W, 22);
  text(pdf, copy, L, 26, { font: 'Helvetica-Bold', size: 12, width: W, align: 'center' });
  // header: issuer | letter | voucher
  box(pdf, L, 42, W, 140);
  vline(pdf, 297.5, 92, 182);
  fillBox(pdf, 272, 42, 51, 50, 'white');
  box(pdf, 272, 42, 51, 50);
  text(pdf, letter, 272, 46, { font: 'Helvetica-Bold', size: 30, width: 51, align: 'center' });
  text(pdf, `COD. ${code}`, 272, 80, { font: 'Helvetica-Bold', size: 7, width: 51, align: 'center' });
  text(pdf, doc.issuer.tradeName.toUpperCase(), L + 8, 55, { font: 'Helvetica-Bold', size: 15, width: 240, align: 'center' });
  const il = 112;
  labelled(pdf, 'Razón Social:', doc.issuer.name, L + 6, il, { size: 8 });
  labelled(pdf, 'Domicilio Comercial:', `${doc.issuer.address} - ${doc.issuer.city}`, L + 6, il + 16, { size: 8, width: 265 });
  labelled(pdf, 'Condición frente al IVA:', doc.issuer.condicionText, L + 6, il + 48, { size: 8 });
  text(pdf, 'FACTURA', 335, 55, { font: 'Helvetica-Bold', size: 20 });
  labelled(pdf, 'Punto de Venta:', String(doc.variant.ptoVta), 310, 92, { size: 9 });
  labelled(pdf, 'Comp. Nro:', String(doc.variant.number), 450, 92, { size: 9 });
  labelled(pdf, 'Fecha de Emisión:', formatDate(doc.date, 'dd/mm/yyyy'), 310, 108, { size: 9 });
  labelled(pdf, 'CUIT:', doc.issuer.cuit, 310, 132, { size: 8 });
  labelled(pdf, 'Ingresos Brutos:', doc.issuer.iibb, 310, 146, { size: 8 });
  labelled(pdf, 'Fecha de Inicio de Actividades:', doc.issuer.activitySince, 310, 160, { size: 8 });
  // period row: ARCA prints the labels for every concept, the dates only for services (these vouchers sell goods)
  box(pdf, L, 185, W, 20);
  labelled(pdf, 'Período Facturado Desde:', '', L + 6, 191, { size: 8 });
  labelled(pdf, 'Hasta:', '', 220, 191, { size: 8 });
  labelled(pdf, 'Fecha de Vto. para el pago:', '', 360, 191, { size: 8 });
  // receiver
  const r = doc.receiver;
  box(pdf, L, 208, W, 62);
  labelled(pdf, r.docType === 'DNI' ? 'DNI:' : 'CUIT:', r.docNumber ?? '', L + 6, 214, { size: 8 });
  labelled(pdf, 'Apellido y Nombre / Razón Social:', r.name, 215, 214, { size: 8 });
  labelled(pdf, 'Condición frente al IVA:', r.condicionText, L + 6, 232, { size: 8 });
  labelled(pdf, 'Domicilio:', r.address, 215, 232, { size: 8, width: 355 });
  labelled(pdf, 'Condición de venta:', String(doc.variant.sale), L + 6, 252, { size: 8 });
  // items
  const qty = (q: number) => formatQuantity(q, 2);
  const amount = (v: Decimal.Value) => plainMoney(doc, v);
  const sub = (i: number) => doc.totals!.lineAmounts[i]!;
  const cols: Column[] =
    letter === 'A'
      ? [
          { header: 'Código', width: 42, cell: (l) => l.code ?? '' },
          { header: 'Producto / Servicio', width: 160, cell: (l) => l.description },
          { header: 'Cantidad', width: 44, align: 'right', cell: (l) => qty(l.quantity) },
          { header: 'U. Medida', width: 44, cell: (l) => l.unit },
          { header: 'Precio Unit.', width: 56, align: 'right', cell: (l) => amount(l.unitPrice!) },
          { header: '% Bonif', width: 34, align: 'right', cell: () => '0,00' },
          { header: 'Subtotal', width: 58, align: 'right', cell: (_, i) => amount(sub(i)) },
          { header: 'Alícuota IVA', width: 42, align: 'right', cell: (l) => `${formatQuantity(l.ivaRate)}%` },
          { header: 'Subtotal c/IVA', width: 75, align: 'right', cell: (l, i) => amount(round2(sub(i).mul(1 + l.ivaRate / 100))) },
        ]
      : [
          { header: 'Código', width: 50, cell: (l) => l.code ?? '' },
          { header: 'Producto / Servicio', width: 210, cell: (l) => l.description },
          { header: 'Cantidad', width: 50, align: 'right', cell: (l) => qty(l.quantity) },
          { header: 'U. Medida', width: 50, cell: (l) => l.unit },
          { header: 'Precio Unit.', width: 65, align: 'right', cell: (l) => amount(l.unitPrice!) },
          { header: '% Bonif', width: 40, align: 'right', cell: () => '0,00' },
          { header: 'Subtotal', width: 90, align: 'right', cell: (_, i) => amount(sub(i)) },
        ];
  table(pdf, L, 276, cols, doc, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 7.5, grid: false, headerFill: '#d9d9d9' });
  // totals
  const t = doc.totals!;
  const rows: Array<[string, string]> = [];
  const total = formatAmount(t.total, 'ar-plain');
  if (letter === 'A') {
    rows.push(['Importe Neto Gravado: $', formatAmount(t.subtotal, 'ar-plain')]);
    for (const rate of [27, 21, 10.5, 5, 2.5, 0]) {
      const vat = t.byRate.find((b) => b.rate === rate)?.vat ?? new Decimal(0);
      rows.push([`IVA ${formatQuantity(rate).replace(',', '.')}%: $`, formatAmount(vat, 'ar-plain')]);
    }
  } else {
    rows.push(['Subtotal: $', formatAmount(t.subtotal, 'ar-plain')]);
  }
  rows.push(['Importe Otros Tributos: $', '0,00'], ['Importe Total: $', total]);
  const top = 780 - 16 * rows.length - 20;
  box(pdf, L, top, W, 16 * rows.length + 14);
  rows.forEach(([label, value], i) => {
    const bold = i === rows.length - 1;
    text(pdf, label, 300, top + 8 + i * 16, { font: 'Helvetica-Bold', size: bold ? 10 : 8.5, width: 170, align: 'right' });
    text(pdf, value, 475, top + 8 + i * 16, { font: 'Helvetica-Bold', size: bold ? 10 : 8.5, width: 90, align: 'right' });
  });
  // CAE box
  hline(pdf, L, R, 790, 0.4);
  box(pdf, L + 4, 794, 40, 40, 0.6);
  text(pdf, 'QR', L + 4, 810, { size: 7, width: 40, align: 'center' });
  text(pdf, 'ARCA', L + 52, 798, { font: 'Helvetica-BoldOblique', size: 14 });
  text(pdf, 'Comprobante Autorizado', L + 52, 816, { font: 'Helvetica-BoldOblique', size: 8 });
  text(pdf, `Pág. ${page}/${pages}`, 250, 802, { font: 'Helvetica-Bold', size: 8 });
  labelled(pdf, 'CAE N°:', String(doc.variant.cae), 390, 798, { size: 9 });
  labelled(pdf, 'Fecha de Vto. de CAE:', formatDate(addDays(doc.date, 10), 'dd/mm/yyyy'), 390, 814, { size: 9 });
}

function drawVoucher(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const copies = Number(doc.variant.copies);
  for (let c = 0; c < copies; c++) {
    if (c > 0) pdf.addPage();
    drawCopy(pdf, doc, COPIES[c]!, 1, 1);
  }
}

function voucherVariant(rng: Rng, letter: string, ptoVta: string, number: string): DocSpec['variant'] {
  return {
    letter, ptoVta, number, copies: rng.chance(0.4) ? 3 : 1,
    cae: `7${rng.digits(13)}`, sale: rng.pick(['Contado', 'Cuenta Corriente', 'Transferencia Bancaria']),
  };
}

export const arcaLayout: Layout = {
  id: 'arca',
  kind: 'invoice',
  title: 'ARCA "Comprobantes en línea" factura A/B (COD. 01/06) of a Responsable Inscripto, sometimes as ORIGINAL/DUPLICADO/TRIPLICADO pages',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Quiroga Hermanos Insumos Gráficos S.R.L.', 'Quiroga Hnos. Gráfica'),
  template: (issuer) => ({
    id: 'arca-quirogagrafica',
    name: 'Facturas ARCA Quiroga Hnos.',
    instructions:
      `Facturas emitidas con "Comprobantes en línea" de ARCA por ${issuer.name} (CUIT ${issuer.cuit}); los datos del emisor ` +
      'están arriba a la izquierda y NO son los del cliente. Facturas A: precios sin IVA con alícuota por línea; facturas B: precios con IVA incluido. ' +
      'La referencia es punto de venta y número de comprobante.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const ptoVta = pad(rng.pick([2, 3, 5]), 5);
    const number = pad(rng.int(40, 3999), 8);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva === 4 || r.condicionIva === 5, numberStyles: ['ar-plain'],
        fractionalQuantities: true,
      },
      { layout: 'arca', templateId: template.id, issuer, reference: `${ptoVta}-${number}`, variant: {}, today },
    );
    doc.variant = voucherVariant(rng, doc.pricesIncludeIva ? 'B' : 'A', ptoVta, number);
    return doc;
  },
  draw: drawVoucher,
  repeatsVoucherPages: true,
};

/**
 * The same ARCA voucher issued by a Monotributista: factura C (COD. 11), no VAT discriminated, final prices.
 * The document states no rate, so the truth's ivaRate is the template's (as for remitos).
 */
export const arcaCLayout: Layout = {
  id: 'arca-c',
  kind: 'invoice',
  title: 'ARCA "Comprobantes en línea" factura C (COD. 11) of a Monotributista: final prices, no VAT lines',
  page: { size: 'A4' },
  issuer: (rng) => ({ ...makeIssuer(rng, 'Mariela Funes', 'Ferretería Don Funes'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'arcac-ferreteriadonfunes',
    name: 'Facturas C ARCA Ferretería Don Funes',
    instructions:
      `Facturas C emitidas con "Comprobantes en línea" de ARCA por ${issuer.name} (CUIT ${issuer.cuit}, Responsable Monotributo), el emisor; ` +
      'sus datos están arriba a la izquierda. Las facturas C no discriminan IVA: precios finales, alícuota de la plantilla. La referencia es punto de venta y número de comprobante.',
    catalog: 'hardware',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const ptoVta = pad(rng.pick([1, 4]), 5);
    const number = pad(rng.int(10, 900), 8);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [1, 5], receivers: ['company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-plain'],
      },
      { layout: 'arca-c', templateId: template.id, issuer, reference: `${ptoVta}-${number}`, variant: {}, today },
    );
    doc.variant = voucherVariant(rng, 'C', ptoVta, number);
    return doc;
  },
  draw: drawVoucher,
  repeatsVoucherPages: true,
};
