import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { text } from '../draw';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, dMonY, ean13, FONT, pad, sayCondition, settle } from './common';

const PERCEPTION = 3;

function percepcion(doc: DocSpec): Decimal {
  const net = doc.totals!.byRate.reduce((a, r) => a.add(r.net), new Decimal(0));
  return round2(net.mul(PERCEPTION).div(100));
}

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const v = doc.variant;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const L = 28, R = 567, W = R - L;
  // letterhead band
  pdf.rect(0, 0, 595, 64).fillColor('#c8102e').fill();
  text(pdf, 'DEL PARQUE', L, 14, { font: FONT.sansBold, size: 24, color: '#ffffff' });
  text(pdf, 'supermercados', L + 4, 42, { font: FONT.sans, size: 10, color: '#ffe3e3' });
  text(pdf, doc.issuer.name, 300, 12, { font: FONT.sansBold, size: 9, color: '#ffffff', width: 267, align: 'right' });
  text(pdf, `${doc.issuer.address} - ${doc.issuer.city}`, 300, 24, { font: FONT.sans, size: 7, color: '#ffffff', width: 267, align: 'right' });
  text(pdf, `C.U.I.T. ${cuitDashed(doc.issuer.cuit)} - IIBB CM ${doc.issuer.iibb} - ${doc.issuer.condicionText}`, 300, 34, { font: FONT.sans, size: 7, color: '#ffffff', width: 267, align: 'right' });
  text(pdf, `Inicio de actividades ${doc.issuer.activitySince} - Ventas a empresas: ${doc.issuer.phone}`, 300, 44, { font: FONT.sans, size: 7, color: '#ffffff', width: 267, align: 'right' });
  // voucher strip
  let y = 74;
  pdf.lineWidth(1).strokeColor('#333333').rect(L, y, 34, 34).stroke();
  text(pdf, 'A', L, y + 3, { font: FONT.sansBold, size: 22, width: 34, align: 'center' });
  text(pdf, 'COD. 01', L, y + 26, { font: FONT.sans, size: 5.5, width: 34, align: 'center' });
  text(pdf, 'FACTURA', L + 44, y + 2, { font: FONT.sansBold, size: 15 });
  text(pdf, `Nro. ${doc.reference}`, L + 44, y + 21, { font: FONT.sansBold, size: 10 });
  text(pdf, `Fecha Emisión: ${dMonY(doc.date)}`, 330, y + 2, { font: FONT.sans, size: 8.5, width: 237, align: 'right' });
  text(pdf, `Suc. ${pad(Number(v.branch), 3)} - Caja ${pad(Number(v.till), 2)} - Cajero ${pad(Number(v.cashier), 4)}`, 330, y + 14, { font: FONT.sans, size: 8.5, width: 237, align: 'right' });
  text(pdf, `Cond. de venta: Cuenta corriente 30 días - Ticket ${v.ticket}`, 330, y + 26, { font: FONT.sans, size: 8.5, width: 237, align: 'right' });
  // customer box
  y = 118;
  pdf.roundedRect(L, y, W, 50, 4).fillColor('#f1f1f1').fill();
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  const cap = (label: string, value: string, x: number, yy: number, w: number) => {
    text(pdf, label, x, yy, { font: FONT.narrowBold, size: 7.5, color: '#555555' });
    text(pdf, value, x + 62, yy, { font: FONT.narrow, size: 8.5, width: w - 62 });
  };
  cap('Cliente Nro.', String(v.client), L + 8, y + 6, 200);
  cap('Razón Social', r.name, L + 8, y + 19, 290);
  cap('Domicilio', r.address, L + 8, y + 32, 290);
  cap('C.U.I.T.', r.docNumber ? cuitDashed(r.docNumber) : '', 330, y + 6, 230);
  cap('Cond. I.V.A.', cond, 330, y + 19, 230);
  cap('Tarjeta empresa', `**** ${v.card}`, 330, y + 32, 230);
  // items
  y = 178;
  const cols: Array<{ h: string; w: number; al: 'left' | 'right' | 'center' }> = [
    { h: 'Cód. Barra', w: 70, al: 'left' }, { h: 'Artículo / Descripción', w: 200, al: 'left' }, { h: 'Cant.', w: 42, al: 'right' },
    { h: 'Precio Neto Unit.', w: 70, al: 'right' }, { h: '% IVA', w: 38, al: 'right' }, { h: 'Bonif. $', w: 45, al: 'right' }, { h: 'Imp. Neto', w: 74, al: 'right' },
  ];
  pdf.rect(L, y, W, 14).fillColor('#333333').fill();
  let x = L;
  for (const c of cols) {
    text(pdf, c.h, x + 3, y + 3.5, { font: FONT.narrowBold, size: 7.5, color: '#ffffff', width: c.w - 6, align: c.al });
    x += c.w;
  }
  y += 16;
  const amounts = doc.totals!.lineAmounts;
  doc.lines.forEach((line, i) => {
    if (i % 2) pdf.rect(L, y - 1.5, W, 11.5).fillColor('#f4f4f4').fill();
    const cells = [
      ean13(line.code!), line.description, line.description.includes('x kg') ? amount(line.quantity, 'ar', 3) : String(line.quantity),
      a(line.unitPrice!), line.ivaRate === 10.5 ? '10,50' : '21,00', '0,00', a(amounts[i]!),
    ];
    x = L;
    cols.forEach((c, k) => {
      text(pdf, cells[k]!, x + 3, y, { font: k === 0 ? FONT.mono : FONT.narrow, size: k === 0 ? 6.8 : 7.8, width: c.w - 6, align: c.al });
      x += c.w;
    });
    y += 11.5;
  });
  text(pdf, `Cantidad de artículos: ${doc.lines.length} - Unidades: ${amount(doc.lines.reduce((s, l) => s + l.quantity, 0), 'ar', 2)}`, L, y + 4, { font: FONT.narrow, size: 7.5, color: '#555555' });
  // totals
  const t = doc.totals!;
  const perc = percepcion(doc);
  const rate = (rr: number) => t.byRate.find((b) => b.rate === rr);
  let ty = Math.max(y + 22, 560);
  pdf.lineWidth(0.6).strokeColor('#999999').moveTo(L, ty - 6).lineTo(R, ty - 6).stroke();
  const rows: Array<[string, Decimal]> = [];
  rows.push(['Neto Gravado 21%', rate(21)?.net ?? new Decimal(0)]);
  rows.push(['Neto Gravado 10,5%', rate(10.5)?.net ?? new Decimal(0)]);
  rows.push(['IVA 21%', rate(21)?.vat ?? new Decimal(0)]);
  rows.push(['IVA 10,5%', rate(10.5)?.vat ?? new Decimal(0)]);
  rows.push(['Subtotal', t.total]);
  text(pdf, 'Otros Tributos', L, ty, { font: FONT.sansBold, size: 8 });
  text(pdf, 'Descripción', L, ty + 12, { font: FONT.sansBold, size: 7 });
  text(pdf, 'Alíc. %', L + 150, ty + 12, { font: FONT.sansBold, size: 7, width: 40, align: 'right' });
  text(pdf, 'Importe', L + 190, ty + 12, { font: FONT.sansBold, size: 7, width: 60, align: 'right' });
  text(pdf, `Percepción IIBB ${v.province}`, L, ty + 23, { font: FONT.sans, size: 7.5 });
  text(pdf, amount(PERCEPTION, 'ar'), L + 150, ty + 23, { font: FONT.sans, size: 7.5, width: 40, align: 'right' });
  text(pdf, a(perc), L + 190, ty + 23, { font: FONT.sans, size: 7.5, width: 60, align: 'right' });
  rows.forEach(([label, value]) => {
    text(pdf, label, 360, ty, { font: FONT.sans, size: 8.5, width: 120, align: 'right' });
    text(pdf, a(value), 485, ty, { font: FONT.sans, size: 8.5, width: 82, align: 'right' });
    ty += 12;
  });
  text(pdf, 'Importe Otros Tributos', 360, ty, { font: FONT.sans, size: 8.5, width: 120, align: 'right' });
  text(pdf, a(perc), 485, ty, { font: FONT.sans, size: 8.5, width: 82, align: 'right' });
  ty += 15;
  pdf.rect(360, ty - 3, 207, 18).fillColor('#c8102e').fill();
  text(pdf, 'TOTAL $', 364, ty + 1, { font: FONT.sansBold, size: 11, color: '#ffffff', width: 110, align: 'right' });
  text(pdf, a(t.total.add(perc)), 480, ty + 1, { font: FONT.sansBold, size: 11, color: '#ffffff', width: 84, align: 'right' });
  text(pdf, `Son pesos: ${amountInWords(t.total.add(perc), '').trim()}`, L, ty + 26, { font: FONT.sans, size: 7.5, width: W });
  // legal foot
  const fy = 790;
  pdf.lineWidth(0.4).strokeColor('#999999').moveTo(L, fy - 8).lineTo(R, fy - 8).stroke();
  text(pdf, `CAE: ${v.cae}    Vto. CAE: ${dMonY(String(v.caeDue))}`, L, fy, { font: FONT.sansBold, size: 7.5 });
  text(pdf, 'Comprobante autorizado. Los precios incluyen las promociones vigentes al momento de la compra. Defensa del consumidor: 0800-666-1518.', L, fy + 11, { font: FONT.sans, size: 6.5, width: W });
  text(pdf, `Percepción IIBB practicada como agente de recaudación - Padrón ${v.province}.`, L, fy + 20, { font: FONT.sans, size: 6.5, width: W });
}

export const fresh18ALayout: Layout = {
  id: 'fresh18-a',
  kind: 'invoice',
  title: 'fresh18 layout a (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'stacked-sheets',
  issuer: (rng) => makeIssuer(rng, 'Supermercados Del Parque S.A.', 'Del Parque'),
  template: () => ({
    id: 'fresh18-a-delparque', name: 'Compras de mercadería de consumo', instructions: 'Facturas de supermercado a la empresa: cargar cada artículo; percepción aparte.',
    catalog: 'supermarket', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'supermarket', lineCount: [15, 25], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh18-a', templateId: template.id, issuer, reference: `${pad(rng.int(40, 48), 4)}-${pad(rng.int(100000, 990000), 8)}`, variant: {}, today },
    );
    for (const line of doc.lines) line.quantity = line.description.includes('x kg') ? rng.int(250, 4800) / 1000 : rng.pick([1, 2, 2, 3, 4, 6, 6, 10, 12, 24]);
    settle(doc);
    doc.variant = {
      branch: rng.int(1, 120), till: rng.int(1, 30), cashier: rng.int(100, 4999), ticket: rng.digits(6), client: rng.digits(8), card: rng.digits(4),
      province: rng.pick(['Buenos Aires', 'Santa Fe', 'Córdoba', 'CABA']), cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
    };
    return doc;
  },
  draw,
};
