import type { Layout } from '../layout';
import { compose, dashed, issuerAs, quantity, receiverId, RowPdf, sayCondition } from './common';

/**
 * An irrigation equipment distributor's stock program printing through the same kind of PDF driver (RowPdf): remito
 * **without prices**, the **customer ("DESTINATARIO") at the top right and the issuer at the top left**, columns
 * Item | Cantidad | Código | Descripción | Bultos, the carrier's data and the number of packages at the foot,
 * dates 24.11.2026; one article not in the priceList in one document of three.
 */
export const fresh22JLayout: Layout = {
  id: 'fresh22-j',
  kind: 'remito',
  title: 'fresh22 layout j',
  page: { size: 'A4' },
  scanStyle: 'binder-clip',
  issuer: (rng) => issuerAs(rng, 'Riego Campo Verde S.R.L.', 'Riego Campo Verde'),
  template: (issuer) => ({
    id: 'j-riego-campoverde',
    name: 'Remitos Riego Campo Verde',
    instructions: `Remitos sin precios de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el destinatario es el cliente. Precios de lista netos, sin IVA (21 %).`,
    catalog: 'irrigation',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'remito', catalog: 'irrigation', lineCount: [3, 8], receivers: ['company-ri', 'monotributo', 'company-ri', 'company-exento'], conditionPrinted: 0.75,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: ctx.index % 3 === 2, templatePricesIncludeIva: false,
    }, ctx, 'fresh22-j', `${String(rng.int(1, 9)).padStart(4, '0')}-${String(rng.int(10000, 80000)).padStart(8, '0')}`);
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = { carrier: rng.pick(['TRANSPORTE EL QUEBRACHO', 'EXPRESO LOS TALAS', 'RETIRA EL CLIENTE']), plate: `${rng.pick(['AC', 'AD'])} ${rng.int(100, 999)} ${rng.pick(['TT', 'XR', 'BQ'])}`, order: `PV ${rng.int(10000, 99999)}` };
    return doc;
  },
  render: async (doc) => {
    const p = new RowPdf([595.28, 841.89], { producer: 'PDF Driver 2.04 for DOS reports', creator: 'STOCK.EXE', title: 'REMITO.PRN' });
    const is = doc.issuer;
    const v = doc.variant;
    const d = `${doc.date.slice(8, 10)}.${doc.date.slice(5, 7)}.${doc.date.slice(0, 4)}`;
    p.lines([is.tradeName.toUpperCase(), is.name, is.address, is.city, `CUIT ${dashed(is.cuit)}`, is.condicionText, `IIBB ${is.iibb}`], 40, 40, { font: 'H', size: 8, leading: 10.5 });
    p.row([{ text: 'R', x: 272, font: 'HB' }], 38, { size: 24 });
    p.row([{ text: 'COD. 91', x: 268, font: 'H' }], 66, { size: 6 });
    p.later('rect', 262, 34, 36, 42, { fill: '#eeeeee' });
    p.row([{ text: 'DESTINATARIO', x: 330, font: 'HB' }], 40, { size: 8 });
    const id = receiverId(doc);
    p.lines([doc.receiver.name, ...(id ? [`${id.kind} ${id.value}`] : []), ...(doc.receiver.condicionPrinted ? [doc.receiver.condicionText] : []), doc.receiver.address], 330, 52, { font: 'C', size: 8, leading: 10.5, scale: 90 });
    p.later('line', 322, 34, 322, 112, { width: 0.5 });
    p.row([{ text: 'REMITO', x: 40, font: 'CB' }, { text: `NRO. ${doc.reference}`, x: 110 }, { text: `FECHA ${d}`, x: 300 }, { text: v.order as string, x: 450 }], 126, { size: 9 });
    p.row([{ text: 'DOCUMENTO NO VALIDO COMO FACTURA', x: 40 }], 140, { size: 7 });
    const cols = (a: string, b: string, c: string, e: string, f: string) => [
      { text: a, x: 56, right: true }, { text: b, x: 116, right: true }, { text: c, x: 128 }, { text: e, x: 176 }, { text: f, x: 555, right: true },
    ];
    p.row(cols('ITEM', 'CANTIDAD', 'CODIGO', 'DESCRIPCION', 'BULTOS'), 160, { size: 8.5, scale: 82, font: 'CB' });
    p.later('line', 40, 172, 555, 172, { width: 0.6 });
    let y = 178;
    doc.lines.forEach((l, i) => {
      p.row(cols(String(i + 1), quantity(l.quantity, 'ar'), l.code ?? '', l.description, String(l.bultos ?? 1)), y, { size: 8.5, scale: 82 });
      y += 12;
    });
    p.later('line', 40, y + 2, 555, y + 2, { width: 0.6 });
    y += 12;
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    p.row([{ text: `TOTAL DE BULTOS: ${bultos}`, x: 40 }, { text: `TRANSPORTE: ${v.carrier}`, x: 200 }, { text: `DOMINIO: ${v.plate}`, x: 430 }], y, { size: 8, scale: 82 });
    y += 60;
    p.later('line', 40, y, 220, y, { width: 0.5 });
    p.later('line', 330, y, 520, y, { width: 0.5 });
    p.row([{ text: 'RECIBI CONFORME - FIRMA Y ACLARACION', x: 40 }, { text: 'ENTREGO', x: 330 }], y + 4, { size: 7 });
    p.flush();
    return p.bytes();
  },
};
