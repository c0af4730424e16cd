import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, date, dotted, FONT, GlyphPdf, pad, quantity, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 34, R = W - 34;

/** A stock program's remito without prices, printed through a print-to-PDF driver (fresh10's GlyphPdf, Type3 faces). See LAYOUTS.md. */
export const fresh12ILayout: Layout = {
  id: 'fresh12-i',
  kind: 'remito',
  title: 'fresh12 layout i',
  page: { size: 'A4' },
  scanStyle: 'adf-drift-line',
  issuer: (rng) => makeIssuer(rng, 'Eléctrica Paso de los Libres S.R.L.', 'Eléctrica Paso de los Libres'),
  template: (issuer) => ({
    id: 'w-remitos-electricapaso',
    name: 'Remitos Eléctrica Paso de los Libres',
    instructions: `Remitos de ${issuer.name} (CUIT ${issuer.cuit}) sin precios: usar la lista de precios (netos, IVA 21 %). La referencia es el número de remito.`,
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 6), nro = rng.int(5000, 70000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'electrical', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.7, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh12-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, pedido: `NP ${rng.int(10000, 99999)}`, fac: rng.chance(0.5) ? `A ${pad(pv, 4)}-${pad(rng.int(1000, 9000), 8)}` : 'A facturar', transp: rng.pick(['Propio', 'Expreso Litoral', 'Retira cliente']) };
    return doc;
  },
  render: async (doc) => {
    const p = new GlyphPdf([W, H], { producer: 'Microsoft: Print To PDF', creator: 'StockWin 3.1', title: `Remito ${doc.reference}` }, {
      R: { type3: FONT.sans }, B: { type3: FONT.sansBold }, M: { type3: FONT.mono },
    });
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    // issuer at the left, the "R" box in the middle, the remito data at the right
    p.text(is.tradeName, L, 34, { font: 'B', size: 14 });
    [is.name, is.address, is.city, `Tel. ${is.phone}`].forEach((s, i) => p.text(s, L, 54 + i * 11, { size: 8 }));
    p.rect(W / 2 - 18, 30, 36, 36, { stroke: '#000000', lineWidth: 1 });
    p.text('R', W / 2 - 18, 33, { font: 'B', size: 22, width: 36, align: 'center' });
    p.text('Cód. 91', W / 2 - 18, 56, { size: 6, width: 36, align: 'center' });
    p.text('REMITO', 360, 32, { font: 'B', size: 15 });
    p.text(`N° ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, 360, 52, { font: 'M', size: 10.5 });
    p.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, 360, 68, { size: 9 });
    p.text(`CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb}`, 360, 82, { size: 7.5 });
    p.text(`${is.condicionText} · Inicio act. ${is.activitySince}`, 360, 92, { size: 7.5 });
    p.text('Documento no válido como factura', 360, 104, { size: 7.5 });
    p.line(L, 118, R, 118, { width: 1 });
    // transport data at the left, the customer in a box at the right
    const cx = 300, cy = 126;
    p.rect(cx, cy, R - cx, 70, { stroke: '#000000', lineWidth: 0.7 });
    p.text('DESTINATARIO', cx + 6, cy + 5, { font: 'B', size: 7 });
    p.text(r.name, cx + 6, cy + 16, { font: 'B', size: 9.5 });
    p.text(r.address, cx + 6, cy + 30, { size: 7.5 });
    const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
    p.text(id, cx + 6, cy + 44, { size: 8.5 });
    if (r.condicionPrinted) p.text(`IVA: ${r.condicionText}`, cx + 6, cy + 56, { size: 8.5 });
    [['Nota de pedido:', String(v.pedido)], ['Factura:', String(v.fac)], ['Transporte:', String(v.transp)], ['Lugar de entrega:', 'Domicilio del destinatario']].forEach(([k, val], i) => {
      p.text(k!, L, cy + 6 + i * 15, { font: 'B', size: 8 });
      p.text(val!, L + 80, cy + 6 + i * 15, { size: 8 });
    });
    // items: code first, no prices
    let y = 214;
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Código', 58, 'left'], ['Cant.', 44, 'right'], ['U.M.', 36, 'center'], ['Descripción', 300, 'left'], ['Bultos', R - L - 438, 'right']];
    p.rect(L, y, R - L, 15, { fill: '#e6e6e6', stroke: '#000000', lineWidth: 0.6 });
    let x = L;
    for (const [h, w, al] of cols) { p.text(h, x + 3, y + 4, { font: 'B', size: 8, width: w - 6, align: al }); x += w; }
    y += 19;
    let bultos = 0;
    doc.lines.forEach((l) => {
      bultos += l.bultos ?? 1;
      const cells = [l.code ?? '', quantity(l.quantity, 'ar'), l.unit === 'u' ? 'UN' : l.unit.toUpperCase(), l.description, String(l.bultos ?? 1)];
      x = L;
      cols.forEach(([, w, al], c) => { p.text(cells[c]!, x + 3, y, { font: c === 0 ? 'M' : 'R', size: 8.5, width: w - 6, align: al }); x += w; });
      y += 13;
      p.line(L, y - 2, R, y - 2, { color: '#bbbbbb', width: 0.3 });
    });
    p.text(`Total de bultos: ${bultos}`, L, y + 8, { font: 'B', size: 9 });
    p.text(`Cantidad de renglones: ${doc.lines.length}`, L + 160, y + 8, { size: 9 });
    // reception
    p.rect(L, 690, R - L, 80, { stroke: '#000000', lineWidth: 0.7 });
    p.text('RECIBÍ CONFORME LA MERCADERÍA DETALLADA', L + 8, 696, { font: 'B', size: 8 });
    for (const [i, cap] of ['Firma', 'Aclaración', 'DNI', 'Fecha y hora'].entries()) {
      p.line(L + 10 + i * 130, 750, L + 120 + i * 130, 750, { width: 0.5 });
      p.text(cap, L + 10 + i * 130, 754, { size: 7.5 });
    }
    p.text('Original: cliente · Duplicado: archivo', L, 780, { size: 7, color: '#555555' });
    return p.bytes();
  },
};
