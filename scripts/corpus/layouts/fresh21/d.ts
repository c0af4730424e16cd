import Decimal from 'decimal.js';
import { composeDocument, USD_RATE, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, caeOf, englishDate, issuerAs, JsPdfKit, quantity, receiverId, settle } from './common';

const ID = 'fresh21-d';

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const t = doc.totals!;
  const pdf = new JsPdfKit(A4, { title: `Invoice ${doc.reference}`, creator: 'FreightDesk Billing 4.2', fileId: `F21D${doc.reference.replace(/\D/g, '')}`.padEnd(32, '0').slice(0, 32) });
  const W = A4[0], L = 40, R = W - 40;
  const usd = (x: Decimal.Value) => amount(x, 'en');
  // issuer on the left, the invoice box on the right
  pdf.text(doc.issuer.tradeName.toUpperCase(), L, 36, { bold: true, size: 16, color: '#123b66' });
  pdf.text('International Freight Forwarding · Air & Ocean · Customs logistics', L, 56, { size: 8, color: '#555555' });
  pdf.text(doc.issuer.name, L, 70, { size: 8 });
  pdf.text(`${doc.issuer.address}, ${doc.issuer.city}`, L, 80, { size: 8 });
  pdf.text(`CUIT ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')} · IVA Responsable Inscripto · IIBB ${doc.issuer.iibb}`, L, 90, { size: 8 });
  pdf.rect(R - 170, 34, 170, 70, { stroke: '#123b66', lineWidth: 1 });
  pdf.text('INVOICE', R - 160, 40, { bold: true, size: 13, color: '#123b66' });
  pdf.text('FACTURA A · Cód. 01', R - 160, 57, { size: 8 });
  pdf.text(`Invoice No.: ${doc.reference}`, R - 160, 70, { bold: true, size: 8.5 });
  pdf.text(`Date: ${englishDate(doc.date)}`, R - 160, 82, { size: 8.5 });
  pdf.text(`Due date: ${englishDate(String(v.due))}`, R - 160, 93, { size: 8.5 });
  // bill to / shipment
  const y0 = 120;
  pdf.rect(L, y0, (R - L) / 2 - 6, 74, { fill: '#eef2f7' });
  pdf.text('BILL TO', L + 8, y0 + 7, { bold: true, size: 7.5, color: '#123b66' });
  pdf.text(doc.receiver.name, L + 8, y0 + 19, { bold: true, size: 9.5 });
  const id = receiverId(doc)!;
  pdf.text(`Tax ID (CUIT): ${id.value}`, L + 8, y0 + 33, { size: 8 });
  pdf.text(`VAT status: ${doc.receiver.condicionText}`, L + 8, y0 + 44, { size: 8 });
  for (const [k, ln] of pdf.wrap(`Address: ${doc.receiver.address}`, (R - L) / 2 - 22, { size: 8 }).entries()) pdf.text(ln, L + 8, y0 + 55 + k * 9.5, { size: 8 });
  const sx = L + (R - L) / 2 + 6;
  pdf.rect(sx, y0, R - sx, 74, { fill: '#eef2f7' });
  pdf.text('SHIPMENT', sx + 8, y0 + 7, { bold: true, size: 7.5, color: '#123b66' });
  const ship: Array<[string, string]> = [['File / Ref.', String(v.file)], [String(v.docLabel), String(v.docNo)], ['Route', String(v.route)], ['Pieces / Weight', String(v.pieces)]];
  ship.forEach(([k, val], i) => {
    pdf.text(`${k}:`, sx + 8, y0 + 20 + i * 12, { size: 8, color: '#444444' });
    pdf.text(val, sx + 86, y0 + 20 + i * 12, { size: 8 });
  });
  // charges
  let y = 212;
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Description', 232, 'left'], ['Qty', 54, 'right'], ['Unit', 34, 'center'], ['Unit Price USD', 70, 'right'], ['VAT %', 40, 'right'], ['Amount USD', 85.28, 'right']];
  pdf.rect(L, y, R - L, 17, { fill: '#123b66' });
  let x = L;
  for (const [label, w, al] of cols) {
    pdf.text(label, x + 4, y + 4.5, { bold: true, size: 8, color: '#ffffff', align: al, width: w - 8 });
    x += w;
  }
  y += 22;
  doc.lines.forEach((l, i) => {
    const desc = pdf.wrap(l.description, cols[0]![1] - 8, { size: 8.5 });
    const cells = [quantity(l.quantity, 'en'), String(l.unit), usd(l.unitPrice!), l.ivaRate === 0 ? 'Exempt' : `${l.ivaRate}%`, usd(t.lineAmounts[i]!)];
    desc.forEach((d, k) => pdf.text(d, L + 4, y + k * 10.5, { size: 8.5 }));
    x = L + cols[0]![1];
    cells.forEach((c, k) => {
      pdf.text(c, x + 4, y, { size: 8.5, align: cols[k + 1]![2], width: cols[k + 1]![1] - 8 });
      x += cols[k + 1]![1];
    });
    y += desc.length * 10.5 + 6;
    pdf.line(L, y - 3, R, y - 3, { color: '#c8d2dd', width: 0.5 });
  });
  // totals
  y += 10;
  const rows: Array<[string, string]> = [['Subtotal', usd(t.subtotal)]];
  for (const r of t.byRate) rows.push([r.rate === 0 ? 'Non-taxable / exempt (0%)' : `VAT ${r.rate}% on USD ${usd(r.net)}`, usd(r.vat)]);
  rows.forEach(([k, val]) => {
    pdf.text(k, R - 250, y, { size: 8.5 });
    pdf.text(val, R - 90, y, { size: 8.5, align: 'right', width: 86 });
    y += 13;
  });
  pdf.rect(R - 256, y - 2, 256, 20, { fill: '#123b66' });
  pdf.text('TOTAL USD', R - 250, y + 3.5, { bold: true, size: 10, color: '#ffffff' });
  pdf.text(usd(t.total), R - 90, y + 3.5, { bold: true, size: 10, color: '#ffffff', align: 'right', width: 86 });
  y += 34;
  const ars = t.total.mul(USD_RATE).toDecimalPlaces(2);
  pdf.text(`Exchange rate (BNA, seller, previous business day): 1 USD = ARS ${amount(USD_RATE, 'ar')}. Informative amount in pesos: ARS ${amount(ars, 'ar')}.`, L, y, { size: 7.5, color: '#333333' });
  pdf.text('Payable in US dollars or in pesos at the exchange rate of the day before payment. International freight is VAT exempt (Ley de IVA, art. 7, inc. h, ap. 26).', L, y + 11, { size: 7.5, color: '#333333' });
  pdf.text('Bank details: Banco de la Nación Argentina · USD account 2390-45112/7 · CBU 0110239630023904511278', L, y + 22, { size: 7.5, color: '#333333' });
  pdf.line(L, 770, R, 770, { color: '#123b66', width: 0.8 });
  pdf.text(`CAE ${String(v.cae)}   ·   CAE due ${englishDate(String(v.caeDue))}   ·   Original`, L, 776, { size: 8 });
  pdf.text('Page 1 of 1', R - 60, 776, { size: 8 });
  return pdf.bytes();
}

export const layoutD: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design d',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Atlántica Cargo Logistics S.A.', 'Atlántica Cargo'),
  template: (issuer) => ({
    id: 'i-forwarder', name: `${issuer.tradeName} (cargas internacionales)`, instructions: 'Factura A en dólares de fletes internacionales (exentos) y gastos locales con IVA 21 %.',
    catalog: 'forwarding', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(8_000, 48_000);
    const air = rng.chance(0.6);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'forwarding', lineCount: [3, 5], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: true, currency: 'USD',
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0006-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    let kg = 0;
    for (const l of doc.lines) {
      if (l.description.includes('por kg')) l.quantity = kg = rng.int(450, 3200) / 10;
      else if (l.description.includes('por m3')) l.quantity = rng.int(15, 120) / 10;
      else if (l.description.includes('por día')) l.quantity = rng.int(2, 12);
      else if (l.description.includes('contenedor')) l.quantity = rng.int(1, 2);
      else l.quantity = 1;
      l.unit = l.description.includes('por kg') ? 'kg' : l.description.includes('por m3') ? 'm3' : l.description.includes('por día') ? 'day' : 'ea';
    }
    settle(doc);
    doc.variant = {
      due: addDays(doc.date, 15), file: `${air ? 'AI' : 'OI'}-${rng.digits(5)}`, docLabel: air ? 'HAWB' : 'HBL', docNo: air ? `${rng.digits(3)}-${rng.digits(8)}` : `ATLC${rng.digits(8)}`,
      route: air ? 'MIA - EZE' : 'SHA - BUE', pieces: `${rng.int(2, 40)} pcs / ${kg ? String(kg) : rng.int(300, 9000)} kg`,
      cae: caeOf((k) => rng.digits(k)), caeDue: addDays(doc.date, 10),
    };
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'doc-camera-mat',
};
