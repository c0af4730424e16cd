import type { DocSpec } from '../../document';
import { formatDate, formatQuantity, pad } from '../../formats';
import type { Layout } from '../layout';
import { amountInWords, ar, compose, issuerOf, PdfLibKit, templateOf } from './common';

/** fresh23-j: a land surveyor's factura A for professional fees, from a professionals' invoicing app (pdf-lib, Times). */
const ID = 'fresh23-j';

async function render(doc: DocSpec): Promise<Buffer> {
  const k = await PdfLibKit.create([595.28, 841.89], { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Honorarios Pro 3' });
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  k.text(`Agrim. ${is.name}`, 50, 40, { font: 'timesB', size: 17 });
  k.text(`Ingeniero Agrimensor — Mat. Prof. N° ${doc.variant.mat}`, 50, 61, { font: 'timesI', size: 10 });
  k.text(`${is.address} · ${is.city} · ${is.phone}`, 50, 75, { font: 'times', size: 9 });
  k.text(`CUIT: ${is.cuit}   ${is.condicionText}   IIBB ${is.iibb}   Inicio de actividades ${is.activitySince}`, 50, 87, { font: 'times', size: 8.5 });
  k.rect(445, 36, 100, 56, { stroke: '#000000', lineWidth: 0.8 });
  k.text('FACTURA', 445, 41, { font: 'timesB', size: 11, width: 100, align: 'center' });
  k.text('A', 445, 54, { font: 'timesB', size: 20, width: 100, align: 'center' });
  k.text('Cód. 01', 445, 78, { font: 'times', size: 7.5, width: 100, align: 'center' });
  k.line(50, 104, 545, 104, { width: 0.5 });
  k.text(`Comprobante N° ${doc.reference}`, 50, 112, { font: 'timesB', size: 10.5 });
  k.text(`${is.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]}, ${formatDate(doc.date, 'long')}`, 300, 112, { font: 'times', size: 10.5, width: 245, align: 'right' });
  let y = 134;
  k.text('Comitente:', 50, y, { font: 'timesB', size: 10.5 });
  k.text(r.name, 120, y, { font: 'times', size: 10.5 });
  y += 14;
  if (r.docNumber) { k.text(`${r.docType}:`, 50, y, { font: 'timesB', size: 10.5 }); k.text(r.docNumber, 120, y, { font: 'times', size: 10.5 }); y += 14; }
  if (r.condicionPrinted) { k.text('Cond. IVA:', 50, y, { font: 'timesB', size: 10.5 }); k.text(r.condicionText, 120, y, { font: 'times', size: 10.5 }); y += 14; }
  k.text('Inmueble:', 50, y, { font: 'timesB', size: 10.5 });
  k.text(`Partida ${doc.variant.partida} — Nomenclatura catastral Circ. ${doc.variant.circ}, Secc. ${doc.variant.secc}`, 120, y, { font: 'times', size: 10.5 });
  y += 24;
  k.text('Por los siguientes trabajos profesionales:', 50, y, { font: 'timesI', size: 10.5 });
  y += 18;
  const cols = [50, 330, 370, 445, 475, 545];
  ['Detalle', 'Cant.', 'Honorario', 'IVA', 'Subtotal'].forEach((h, i) => k.text(h, cols[i]! + 2, y, { font: 'timesB', size: 9.5, width: cols[i + 1]! - cols[i]! - 4, align: i ? 'right' : 'left' }));
  y += 14;
  k.line(50, y, 545, y, { width: 0.5 });
  y += 5;
  doc.lines.forEach((l, i) => {
    [l.description, formatQuantity(l.quantity), ar(l.unitPrice!), l.ivaRate === 0 ? 'Ex.' : `${l.ivaRate}%`, ar(t.lineAmounts[i]!)].forEach((c, j) => k.text(c, cols[j]! + 2, y, { font: 'times', size: 10, width: cols[j + 1]! - cols[j]! - 4, align: j ? 'right' : 'left' }));
    y += 15;
  });
  k.line(50, y + 2, 545, y + 2, { width: 0.5 });
  y += 12;
  const rows: Array<[string, string]> = [];
  for (const b of t.byRate) rows.push([b.rate === 0 ? 'Conceptos exentos' : `Neto gravado ${b.rate} %`, ar(b.net)]);
  for (const b of t.byRate.filter((x) => x.rate > 0)) rows.push([`IVA ${b.rate} %`, ar(b.vat)]);
  rows.push(['Total $', ar(t.total)]);
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    k.text(l, 330, y, { font: last ? 'timesB' : 'times', size: last ? 12 : 10, width: 140, align: 'right' });
    k.text(v, 475, y, { font: last ? 'timesB' : 'times', size: last ? 12 : 10, width: 68, align: 'right' });
    y += last ? 18 : 14;
  });
  y += 8;
  for (const line of k.wrap(`Son pesos: ${amountInWords(t.total, '').trim()}.`, 495, 'timesI', 10)) { k.text(line, 50, y, { font: 'timesI', size: 10 }); y += 13; }
  k.text('Los honorarios se ajustan a los aranceles mínimos del Consejo Profesional de Agrimensura. Tasa de visado exenta de IVA.', 50, y + 10, { font: 'times', size: 8.5 });
  k.text(`CAE N° ${doc.variant.cae}`, 50, 798, { font: 'times', size: 9 });
  return k.bytes();
}

export const fresh23J: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-j',
  page: { size: 'A4' },
  scanStyle: 'hand-shadow',
  render,
  issuer: (rng) => issuerOf(rng, 'Federico Zárate', 'Agrimensura Zárate'),
  template: (issuer) => templateOf(issuer, 'agrimensura', 'Factura A honorarios de agrimensura', 'Facturas A de honorarios profesionales de agrimensura, netos de IVA; tasas de visado exentas (0 %).', 'surveying', false, 2),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [2, 4], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.75, mixedVat: true, pricesIncludeIva: () => false,
  }, `00002-${pad(rng.int(20, 900), 8)}`, { mat: rng.int(1000, 9999), partida: rng.int(10000, 99999), circ: rng.pick(['I', 'II', 'IV', 'VI']), secc: rng.pick(['A', 'B', 'C', 'K']), cae: rng.digits(14) }),
};
