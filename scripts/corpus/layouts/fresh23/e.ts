import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import { formatDate, formatQuantity, pad, printDni } from '../../formats';
import { box, hline, text } from '../draw';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, FONT, issuerOf, templateOf } from './common';

/** fresh23-e: a water delivery company's factura B on a half sheet (A5 landscape), printed by its route program. */
const ID = 'fresh23-e';

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const F = FONT.dejavuCond, B = FONT.dejavuCondBold;
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  text(pdf, `~ ${is.tradeName} ~`, 24, 18, { font: B, size: 13, color: '#0b5ea8' });
  text(pdf, `${is.name} · ${is.address} · ${is.city}`, 24, 36, { font: F, size: 7 });
  text(pdf, `CUIT ${cuitWith(is.cuit, '-')} · ${is.condicionText} · IIBB ${is.iibb} · Tel. ${is.phone}`, 24, 46, { font: F, size: 7 });
  box(pdf, 400, 14, 171, 44, 0.9);
  text(pdf, 'FACTURA B  (006)', 404, 18, { font: B, size: 11 });
  text(pdf, `Nro ${doc.reference}`, 404, 33, { font: F, size: 9 });
  text(pdf, `Fecha ${formatDate(doc.date, 'dd/mm/yyyy')}`, 404, 45, { font: F, size: 9 });
  hline(pdf, 24, 571, 62, 0.8);
  const id = r.docType === 'DNI' ? `DNI ${printDni(r.docNumber!)}` : r.docType === 'CUIT' ? `CUIT ${cuitWith(r.docNumber!, '-')}` : '';
  text(pdf, `Cliente N° ${doc.variant.client}:  ${r.name}`, 24, 68, { font: B, size: 9 });
  text(pdf, [id, r.condicionPrinted ? `Condición: ${r.condicionText}` : ''].filter(Boolean).join('   ·   '), 24, 80, { font: F, size: 8 });
  text(pdf, r.address ? `Entrega: ${r.address}` : 'Entrega: mostrador', 24, 91, { font: F, size: 8 });
  text(pdf, `Reparto: ${doc.variant.day} · Zona ${doc.variant.zone}`, 400, 68, { font: F, size: 8 });
  text(pdf, `Envases en su poder: ${doc.variant.jugs}`, 400, 80, { font: F, size: 8 });
  let y = 108;
  const cols = [24, 330, 380, 470, 571];
  ['Detalle', 'Cant.', 'P. Unitario', 'Importe'].forEach((h, i) => text(pdf, h, cols[i]! + 2, y, { font: B, size: 8, width: cols[i + 1]! - cols[i]! - 4, align: i ? 'right' : 'left' }));
  hline(pdf, 24, 571, y + 11, 0.5);
  y += 15;
  doc.lines.forEach((l, i) => {
    [l.description, formatQuantity(l.quantity), ar(l.unitPrice!), ar(t.lineAmounts[i]!)].forEach((c, j) => text(pdf, c, cols[j]! + 2, y, { font: F, size: 8.5, width: cols[j + 1]! - cols[j]! - 4, align: j ? 'right' : 'left' }));
    y += 12;
  });
  hline(pdf, 24, 571, y + 2, 0.5);
  y += 8;
  text(pdf, 'TOTAL $', 380, y, { font: B, size: 12, width: 88, align: 'right' });
  text(pdf, ar(t.total), 470, y, { font: B, size: 12, width: 99, align: 'right' });
  const vat = t.total.sub(t.total.div(1.21).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  text(pdf, `Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: $ ${ar(vat)}`, 24, y + 3, { font: F, size: 7 });
  text(pdf, `CAE ${doc.variant.cae}`, 24, 398, { font: F, size: 6.5, color: '#555555' });
  text(pdf, 'Agua apta para consumo humano · Reg. Prov. de Establecimientos', 320, 398, { font: F, size: 6.5, width: 251, align: 'right', color: '#555555' });
}

export const fresh23E: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-e',
  page: { size: [595.28, 419.53] },
  scanStyle: 'hand-shadow',
  draw,
  issuer: (rng) => issuerOf(rng, 'Aguas del Ombú S.R.L.', 'Agua Ombú'),
  template: (issuer) => templateOf(issuer, 'agua', 'Factura B reparto de agua', 'Facturas B de reparto de bidones a domicilio; precios finales con IVA.', 'water', true, 3),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [1, 4], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.5, mixedVat: false,
    pricesIncludeIva: () => true,
  }, `00011-${pad(rng.int(1000, 500000), 8)}`, { client: rng.int(100, 9999), day: rng.pick(['lunes/jueves', 'martes/viernes', 'miércoles/sábado']), zone: rng.int(1, 12), jugs: rng.int(0, 6), cae: rng.digits(14) }),
};
