import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, PdfLibKit, quantity, sayCondition } from './common';

/**
 * An agricultural supplies dealer's remito from its stock program exporting with pdf-lib: Times for the form and
 * Courier for the values, "REMITO R" with "N° 0002 - 00007315", "Productor" / "C.U.I.T." / "Establecimiento" /
 * "Lote - Potrero" / "Campaña 2026/27", a table Código / Producto / Presentación / Cantidad with light rules, the
 * rows written into the content stream from the last to the first, "Retiró" / "D.N.I." / "Patente" and the field
 * foreman's signature lines, a faint crop-ear logo drawn with curves. No prices: the priceList (net, 21 %) values
 * it; one article missing from it in one document of three.
 */
const W = 595.28, H = 841.89, L = 44, R = W - 44;

/** The pack a product travels in, from its printed description. */
function packOf(description: string): string {
  const d = description.toLowerCase();
  if (/bols|bls/.test(d)) return 'bolsa';
  if (/bidón/.test(d)) return 'bidón';
  if (/rollo|rll/.test(d)) return 'rollo';
  if (/ x m\b/.test(d)) return 'metro';
  return 'unidad';
}

export const fresh5HLayout: Layout = {
  id: 'fresh5-h',
  kind: 'remito',
  title: 'fresh5 layout h',
  page: { size: 'A4' },
  scanStyle: 'folded',
  issuer: (rng) => makeIssuer(rng, 'Agropecuaria La Pampeana S.A.', 'AGRO LA PAMPEANA'),
  template: (issuer) => ({
    id: 'p-remitos-lapampeana',
    name: 'Remitos de insumos Agro La Pampeana',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "Productor". Sin precios: valorizar con la lista de precios ` +
      '(netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'agro', lineCount: [3, 8], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.8,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 0,
      },
      { layout: 'fresh5-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 4)}-${pad(rng.int(2000, 20000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = {
      farm: rng.pick(['La Aurora', 'Don Atilio', 'Los Dos Hermanos', 'El Amanecer']),
      lot: `Lote ${rng.int(1, 24)} - Potrero ${rng.pick(['A', 'B', 'Norte', 'Sur'])}`,
      crop: rng.pick(['Maíz', 'Soja de primera', 'Trigo', 'Girasol']),
      driver: rng.pick(['Carlos Paredes', 'Diego Ledesma', 'Juan Pablo Villalba']),
      dni: `${rng.int(20, 40)}.${rng.digits(3)}.${rng.digits(3)}`,
      plate: `${rng.pick(['AB', 'AC', 'AD'])} ${rng.int(100, 999)} ${rng.pick(['RT', 'QX', 'MN'])}`,
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: 'Remito', producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'AgroStock 4' });
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const green = '#2f5d1e';
    // an ear of wheat: a stalk and grains
    k.line(L + 20, 78, L + 20, 30, { color: green, width: 1.6 });
    for (let i = 0; i < 5; i++) {
      k.rect(L + 12, 34 + i * 8, 6, 5, { fill: green });
      k.rect(L + 22, 38 + i * 8, 6, 5, { fill: green });
    }
    k.text(is.tradeName, L + 40, 32, { font: 'timesB', size: 17, color: green });
    k.text(`${is.name} - Insumos agropecuarios - Acopio de cereales`, L + 40, 52, { font: 'times', size: 9 });
    k.text(`${is.address} - ${is.city} - Tel. ${is.phone}`, L + 40, 63, { font: 'times', size: 8.5 });
    k.text(`C.U.I.T. ${cuitDashed(is.cuit)}  -  ${is.condicionText}  -  Ing. Brutos ${is.iibb}`, L + 40, 74, { font: 'times', size: 8.5 });
    k.rect(R - 150, 28, 150, 58, { stroke: '#000000', lineWidth: 0.9 });
    k.text('REMITO R', R - 150, 33, { font: 'timesB', size: 14, width: 150, align: 'center' });
    const [pv, nro] = doc.reference.split('-');
    k.text(`N° ${pv} - ${nro}`, R - 150, 52, { font: 'courierB', size: 10.5, width: 150, align: 'center' });
    k.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, R - 150, 69, { font: 'courier', size: 9, width: 150, align: 'center' });
    k.line(L, 98, R, 98, { width: 0.8 });
    // form fields: Times caption, Courier value on a dotted line
    const field = (cap: string, val: string, x: number, y: number, w: number) => {
      k.text(cap, x, y, { font: 'timesB', size: 9.5 });
      const cx = x + k.widthOf(cap, 'timesB', 9.5) + 5;
      k.line(cx, y + 11, x + w, y + 11, { width: 0.4, dash: [1, 2] });
      k.text(val, cx + 2, y + 1, { font: 'courier', size: 9 });
    };
    field('Productor:', r.name, L, 108, 330);
    field('C.U.I.T.:', r.docNumber ? cuitDashed(r.docNumber) : '', L + 340, 108, R - L - 340);
    field('Domicilio:', r.address, L, 126, 330);
    field('I.V.A.:', r.condicionPrinted ? r.condicionText : '', L + 340, 126, R - L - 340);
    field('Establecimiento:', String(v.farm), L, 144, 220);
    field('Lote - Potrero:', String(v.lot), L + 230, 144, R - L - 230);
    field('Cultivo:', String(v.crop), L, 162, 220);
    field('Campaña:', '2026/27', L + 230, 162, R - L - 230);
    // table
    const cols = [
      { h: 'Código', x: L, w: 60, a: 'left' as const },
      { h: 'Producto', x: L + 62, w: 300, a: 'left' as const },
      { h: 'Presentación', x: L + 364, w: 70, a: 'left' as const },
      { h: 'Cantidad', x: L + 436, w: R - L - 436, a: 'right' as const },
    ];
    let y = 190;
    k.rect(L, y, R - L, 16, { fill: '#e4eddc' });
    for (const c of cols) k.text(c.h, c.x + 3, y + 4, { font: 'timesB', size: 9.5, width: c.w - 6, align: c.a });
    y += 20;
    const rowY: number[] = [];
    const wraps = doc.lines.map((l) => k.wrap(l.description, cols[1]!.w - 6, 'courier', 8.5));
    doc.lines.forEach((_, i) => {
      rowY.push(y);
      y += wraps[i]!.length * 10.5 + 6;
    });
    // rows into the content stream from the last to the first
    for (let i = doc.lines.length - 1; i >= 0; i--) {
      const l = doc.lines[i]!, yy = rowY[i]!;
      k.text(l.code ?? '', cols[0]!.x + 3, yy, { font: 'courier', size: 8.5 });
      wraps[i]!.forEach((s, j) => k.text(s, cols[1]!.x + 3, yy + j * 10.5, { font: 'courier', size: 8.5 }));
      k.text(packOf(l.description), cols[2]!.x + 3, yy, { font: 'courier', size: 8.5 });
      k.text(quantity(l.quantity, 'ar'), cols[3]!.x + 3, yy, { font: 'courierB', size: 9, width: cols[3]!.w - 6, align: 'right' });
      k.line(L, yy + wraps[i]!.length * 10.5 + 2, R, yy + wraps[i]!.length * 10.5 + 2, { width: 0.3, color: '#9ca3af' });
    }
    y += 6;
    k.text(`Renglones: ${doc.lines.length}`, L, y, { font: 'times', size: 9 });
    k.text('Mercadería que viaja por cuenta y riesgo del comprador.', L + 120, y, { font: 'timesI', size: 9 });
    // pick-up and signatures
    const sy = 690;
    field('Retiró:', String(v.driver), L, sy, 220);
    field('D.N.I.:', String(v.dni), L + 230, sy, 120);
    field('Patente:', String(v.plate), L + 360, sy, R - L - 360);
    ['Firma del productor o autorizado', 'Encargado de depósito'].forEach((s, i) => {
      const x = L + i * 270;
      k.line(x, sy + 60, x + 220, sy + 60, { width: 0.6 });
      k.text(s, x, sy + 64, { font: 'times', size: 8.5, width: 220, align: 'center' });
    });
    k.text('ORIGINAL', R - 80, 812, { font: 'timesB', size: 8, width: 80, align: 'right', color: '#666666' });
    return k.bytes();
  },
};
