import type { DocSpec } from '../../document';
import { formatDate, formatQuantity, pad } from '../../formats';
import { box, fillBox, hline, text, vline } from '../draw';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, FONT, issuerOf, perception, templateOf } from './common';

/** fresh23-a: a beekeepers' supplies store's desktop program, factura A with an IIBB perception under the total. */
const ID = 'fresh23-a';

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const F = FONT.sans, B = FONT.sansBold;
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  // letterhead
  text(pdf, is.tradeName.toUpperCase(), 36, 34, { font: B, size: 17, color: '#7a5200' });
  text(pdf, is.name, 36, 56, { font: F, size: 9 });
  text(pdf, `${is.address} · ${is.city}`, 36, 68, { font: F, size: 8 });
  text(pdf, `Tel. ${is.phone} · ${is.email}`, 36, 79, { font: F, size: 8 });
  text(pdf, is.condicionText, 36, 90, { font: F, size: 8 });
  fillBox(pdf, 275, 30, 44, 48, '#f3e2b3');
  box(pdf, 275, 30, 44, 48, 1.2);
  text(pdf, 'A', 275, 34, { font: B, size: 30, width: 44, align: 'center' });
  text(pdf, 'COD. 001', 275, 68, { font: F, size: 6.5, width: 44, align: 'center' });
  text(pdf, 'FACTURA', 350, 32, { font: B, size: 15 });
  text(pdf, `N° ${doc.reference}`, 350, 52, { font: B, size: 11 });
  text(pdf, `Emisión: ${formatDate(doc.date, 'dd.mm.yyyy')}`, 350, 68, { font: F, size: 9 });
  text(pdf, `C.U.I.T.: ${cuitWith(is.cuit, '-')}`, 350, 80, { font: F, size: 8 });
  text(pdf, `Ing. Brutos C.M.: ${is.iibb}   Inicio Act.: ${is.activitySince}`, 350, 91, { font: F, size: 8 });
  hline(pdf, 36, 559, 106, 1);
  // customer
  const y0 = 114;
  text(pdf, 'Cliente', 36, y0, { font: B, size: 8, color: '#7a5200' });
  text(pdf, r.name, 36, y0 + 11, { font: B, size: 10 });
  text(pdf, r.address || '-', 36, y0 + 25, { font: F, size: 8.5 });
  if (r.docNumber) text(pdf, `${r.docType === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.'} ${r.docType === 'CUIT' ? cuitWith(r.docNumber, '-') : r.docNumber}`, 360, y0 + 11, { font: F, size: 9 });
  if (r.condicionPrinted) text(pdf, `I.V.A.: ${r.condicionText}`, 360, y0 + 24, { font: F, size: 9 });
  text(pdf, `Cond. de venta: ${doc.variant.terms}`, 360, y0 + 37, { font: F, size: 9 });
  hline(pdf, 36, 559, y0 + 52, 0.6);
  // items
  const cols = [36, 88, 318, 366, 446, 488, 559];
  const heads = ['Código', 'Artículo', 'Cant.', 'P. Unit. s/IVA', 'Alíc.', 'Subtotal'];
  let y = y0 + 62;
  fillBox(pdf, 36, y, 523, 16, '#7a5200');
  heads.forEach((h, i) => text(pdf, h, cols[i]! + 3, y + 4, { font: B, size: 8, color: '#ffffff', width: cols[i + 1]! - cols[i]! - 6, align: i >= 2 ? 'right' : 'left' }));
  y += 20;
  doc.lines.forEach((l, i) => {
    const cells = [l.code ?? '', l.description, formatQuantity(l.quantity), ar(l.unitPrice!), `${String(l.ivaRate).replace('.', ',')}%`, ar(t.lineAmounts[i]!)];
    cells.forEach((c, k) => text(pdf, c, cols[k]! + 3, y, { font: F, size: 8.5, width: cols[k + 1]! - cols[k]! - 6, align: k >= 2 ? 'right' : 'left' }));
    y += 15;
    if (i % 2 === 1) hline(pdf, 36, 559, y - 3, 0.2);
  });
  vline(pdf, 36, y0 + 62, y + 4, 0.4);
  vline(pdf, 559, y0 + 62, y + 4, 0.4);
  hline(pdf, 36, 559, y + 4, 0.8);
  // totals
  const rows: Array<[string, string]> = [];
  for (const b of t.byRate) rows.push([`Neto gravado ${String(b.rate).replace('.', ',')} %`, ar(b.net)]);
  for (const b of t.byRate) rows.push([`I.V.A. ${String(b.rate).replace('.', ',')} %`, ar(b.vat)]);
  rows.push(['Total comprobante', ar(t.total)]);
  const rate = Number(doc.variant.perceptionRate);
  const perc = perception(t.subtotal, rate);
  rows.push([`Percep. IIBB Bs. As. ${String(rate).replace('.', ',')} %`, ar(perc)]);
  rows.push(['TOTAL A COBRAR $', ar(t.total.add(perc))]);
  y += 16;
  rows.forEach(([l, v], i) => {
    const bold = i === rows.length - 1 || l === 'Total comprobante';
    text(pdf, l, 330, y, { font: bold ? B : F, size: bold ? 10 : 9, width: 140, align: 'right' });
    text(pdf, v, 475, y, { font: bold ? B : F, size: bold ? 10 : 9, width: 84, align: 'right' });
    y += bold ? 15 : 13;
  });
  text(pdf, 'Régimen de percepción IIBB provincia de Buenos Aires. La percepción se liquida sobre el neto gravado.', 36, y + 12, { font: F, size: 7 });
  text(pdf, `CAE N° ${doc.variant.cae}   Vto. CAE: ${formatDate(doc.variant.caeDue as string, 'dd.mm.yyyy')}`, 36, 790, { font: F, size: 8 });
  text(pdf, 'Miel · cera · material vivo · equipamiento apícola', 300, 790, { font: F, size: 8, width: 259, align: 'right', color: '#7a5200' });
}

export const fresh23A: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-a',
  page: { size: 'A4' },
  scanStyle: 'dms-bitonal',
  draw,
  issuer: (rng) => issuerOf(rng, 'Apícola Las Colmenas del Salado S.R.L.', 'Colmenas del Salado'),
  template: (issuer) => templateOf(issuer, 'apicola', 'Factura A insumos apícolas', 'Facturas A de insumos apícolas con precios netos de IVA (21 % y 10,5 %); la percepción IIBB no es parte del total a facturar.', 'apiary', false, 1),
  compose: (rng, ctx) => {
    const ref = `${pad(rng.int(2, 9), 5)}-${pad(rng.int(1000, 99999), 8)}`;
    const doc = compose(rng, ctx, ID, {
      kind: 'invoice', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85, mixedVat: true,
      pricesIncludeIva: () => false,
    }, ref, { terms: rng.pick(['Cuenta corriente 30 días', 'Contado', 'Transferencia']), perceptionRate: rng.pick([1.5, 2, 3]), cae: rng.digits(14) });
    doc.variant.caeDue = new Date(Date.parse(`${doc.date}T00:00:00Z`) + 10 * 86400000).toISOString().slice(0, 10);
    return doc;
  },
};
