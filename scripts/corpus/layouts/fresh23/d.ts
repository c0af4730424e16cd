import type { DocSpec } from '../../document';
import { formatDate, formatQuantity, pad } from '../../formats';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, issuerOf, PdfLibKit, templateOf } from './common';

/** fresh23-d: a scaffolding rental company's monthly rental invoice (factura A, period billed), written with pdf-lib. */
const ID = 'fresh23-d';

async function render(doc: DocSpec): Promise<Buffer> {
  const k = await PdfLibKit.create([595.28, 841.89], { title: `FA ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'AlquiGest Obra' });
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const orange = '#d2691e';
  k.rect(0, 0, 595.28, 8, { fill: orange });
  k.text(is.tradeName, 40, 26, { font: 'helvB', size: 18 });
  k.text('Alquiler de andamios, encofrados y equipos para la construcción', 40, 48, { font: 'helvI', size: 8.5, color: '#555555' });
  k.text(`${is.name} - CUIT ${cuitWith(is.cuit, ' ')} - ${is.condicionText}`, 40, 62, { size: 8 });
  k.text(`${is.address}, ${is.city} - ${is.phone}`, 40, 73, { size: 8 });
  k.rect(400, 22, 155, 62, { stroke: '#000000', lineWidth: 1 });
  k.text('FACTURA  A', 400, 28, { font: 'helvB', size: 14, width: 155, align: 'center' });
  k.text('(cod. 01)', 400, 45, { size: 7, width: 155, align: 'center' });
  k.text(`Pto. Vta. ${doc.reference.slice(0, 4)}   Comp. ${doc.reference.slice(5)}`, 400, 56, { size: 8.5, width: 155, align: 'center' });
  k.text(`Fecha ${formatDate(doc.date, 'dd-mm-yy')}`, 400, 69, { font: 'helvB', size: 9, width: 155, align: 'center' });
  k.line(40, 94, 555, 94, { width: 0.8 });
  const pairs: Array<[string, string]> = [['Señores', r.name]];
  if (r.docNumber) pairs.push([r.docType === 'CUIT' ? 'CUIT' : 'DNI', r.docType === 'CUIT' ? cuitWith(r.docNumber, ' ') : r.docNumber]);
  if (r.condicionPrinted) pairs.push(['Responsabilidad IVA', r.condicionText]);
  pairs.push(['Obra', String(doc.variant.site)], ['Contrato', String(doc.variant.contract)]);
  if (pairs.length % 2 === 1) pairs.push(['Remito/OC', String(doc.variant.order)]);
  pairs.push(['Domicilio', r.address || '-']);
  let y = 102;
  pairs.forEach(([l, v], i) => {
    const x = i % 2 === 0 ? 40 : 310;
    k.text(`${l}:`, x, y, { font: 'helvB', size: 8.5 });
    k.text(v, x + 92, y, { size: 8.5 });
    if (i % 2 === 1) y += 13;
  });
  if (pairs.length % 2 === 1) y += 13;
  k.rect(40, y + 4, 515, 18, { fill: '#fbe8d9' });
  k.text(`Período de alquiler facturado: del ${formatDate(doc.serviceFrom!, 'dd-mm-yy')} al ${formatDate(doc.serviceTo!, 'dd-mm-yy')}`, 46, y + 8, { font: 'helvB', size: 9 });
  y += 32;
  const cols = [40, 100, 330, 380, 455, 490, 555];
  const heads = ['Código', 'Concepto', 'Cant.', 'Precio neto', 'IVA', 'Importe neto'];
  k.line(40, y, 555, y, { width: 1.2, color: orange });
  heads.forEach((h, i) => k.text(h, cols[i]! + 2, y + 4, { font: 'helvB', size: 8, width: cols[i + 1]! - cols[i]! - 4, align: i >= 2 ? 'right' : 'left' }));
  y += 18;
  k.line(40, y, 555, y, { width: 0.5, color: orange });
  y += 5;
  doc.lines.forEach((l, i) => {
    const cells = [l.code ?? '', l.description, formatQuantity(l.quantity), ar(l.unitPrice!), `${String(l.ivaRate).replace('.', ',')}`, ar(t.lineAmounts[i]!)];
    cells.forEach((c, j) => k.text(c, cols[j]! + 2, y, { size: 8.5, width: cols[j + 1]! - cols[j]! - 4, align: j >= 2 ? 'right' : 'left' }));
    y += 14;
  });
  k.line(40, y + 2, 555, y + 2, { width: 0.5, color: orange });
  y += 14;
  const rows: Array<[string, string]> = [['Importe neto gravado', ar(t.subtotal)]];
  for (const b of t.byRate) rows.push([`IVA ${String(b.rate).replace('.', ',')}% s/ ${ar(b.net)}`, ar(b.vat)]);
  rows.push(['Importe total $', ar(t.total)]);
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    if (last) k.rect(340, y - 3, 215, 17, { fill: '#fbe8d9' });
    k.text(l, 340, y, { font: last ? 'helvB' : 'helv', size: last ? 10 : 8.5, width: 140, align: 'right' });
    k.text(v, 485, y, { font: last ? 'helvB' : 'helv', size: last ? 10 : 8.5, width: 66, align: 'right' });
    y += last ? 18 : 13;
  });
  k.text('Los materiales no devueltos al vencimiento del período se facturan a mes completo. Roturas y faltantes a precio de reposición.', 40, y + 14, { size: 7.5, color: '#555555' });
  k.text(`C.A.E. ${doc.variant.cae}`, 40, 800, { size: 8 });
  k.text('Hoja 1 de 1', 470, 800, { size: 8, width: 85, align: 'right' });
  return k.bytes();
}

export const fresh23D: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-d',
  page: { size: 'A4' },
  scanStyle: 'archive-4gray',
  render,
  issuer: (rng) => issuerOf(rng, 'Andamios del Oeste S.A.', 'AndamiOeste'),
  template: (issuer) => templateOf(issuer, 'andamios', 'Factura A alquiler de andamios', 'Facturas A mensuales de alquiler de andamios y equipos, precios netos de IVA; el período de alquiler es el período de servicio.', 'scaffold', false, 2),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.9, mixedVat: true,
    pricesIncludeIva: () => false, servicePeriod: true,
  }, `${pad(rng.int(1, 12), 4)}-${pad(rng.int(100, 40000), 8)}`, { site: rng.pick(['Edificio Torre Norte', 'Barrio Los Álamos lote 14', 'Nave industrial ruta 9', 'Escuela N° 412']), contract: `CT-${rng.int(100, 999)}`, order: `OC ${rng.int(1000, 9999)}`, cae: rng.digits(14) }),
};
