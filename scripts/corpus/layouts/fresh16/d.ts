import { composeDocument, type DocLine, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, docNo, hexId, JsPdfKit, pad, sayCondition, settle, shortDate } from './common';

/** A knitwear wholesaler's remito without prices, one row per colour and size (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];
const COLORS = ['NEGRO', 'BLANCO', 'GRIS MELANGE', 'AZUL MARINO', 'VERDE MILITAR', 'BORDO', 'ROSA BB', 'CELESTE'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

export const fresh16DLayout: Layout = {
  id: 'fresh16-d',
  kind: 'remito',
  title: 'fresh16 d (remito)',
  page: { size: 'A4' },
  scanStyle: 'webcam-held',
  issuer: (rng) => makeIssuer(rng, 'Tejeduría Monte Grande S.R.L.', 'Tejeduría Monte Grande'),
  template: (issuer) => ({
    id: 'fresh16-d-tejeduria',
    name: `Remitos de ${issuer.tradeName}`,
    instructions: 'Remito sin precios de un mayorista textil: un renglón por artículo, color y talle; precios de la lista sin IVA.',
    catalog: 'knitwear',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.pick([3, 8]);
    const nro = rng.int(4000, 39999);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'knitwear', lineCount: [2, 4], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.8, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
    }, { layout: 'fresh16-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    // each article in one colour and two to four sizes (the missing one, assorted)
    const rows: DocLine[] = [];
    for (const l of doc.lines) {
      if (l.priceListMatch === null) {
        rows.push({ ...l, description: `${l.description} - SURTIDO - T.U.`, quantity: rng.int(2, 12) });
        continue;
      }
      const color = rng.pick(COLORS);
      const first = rng.int(0, 2);
      const count = rng.int(2, 4);
      for (const size of SIZES.slice(first, first + count)) {
        rows.push({ ...l, code: l.code, description: `${l.priceListMatch!.toUpperCase()} - ${color} - T.${size}`, quantity: rng.pick([2, 3, 4, 6, 6, 8, 10, 12]) });
      }
    }
    doc.lines = rows;
    settle(doc);
    doc.variant = {
      pv, nro, client: rng.int(100, 999), carrier: rng.pick(['Expreso Cruz del Sur', 'Transporte Vía Cargo', 'Expreso Lo Bruno', 'retira cliente']),
      guide: rng.digits(8), order: rng.int(1500, 4800), cai: `${rng.int(5, 7)}${rng.digits(13)}`, caiDue: `${pad(rng.int(1, 28), 2)}/${pad(rng.int(1, 12), 2)}/2027`,
      seller: rng.pick(['Vendedor 04 - LUCÍA', 'Vendedor 11 - HERNÁN', 'Vendedor 07 - MARIELA']),
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const kit = new JsPdfKit(A4, { title: `Remito ${doc.reference}`, creator: 'TexSoft Gestión Textil', fileId: hexId(`fresh16-d ${doc.reference}`) });
    const L = 36, R = A4[0] - 36;
    const cond = sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    // header: the letter box at the top centre, the issuer left, the voucher right
    kit.rect(L, 30, R - L, 108, { stroke: '#000000', lineWidth: 0.8 });
    kit.line(A4[0] / 2, 64, A4[0] / 2, 138, { width: 0.8 });
    kit.rect(A4[0] / 2 - 22, 30, 44, 34, { stroke: '#000000', fill: '#ffffff', lineWidth: 0.8 });
    kit.text('R', A4[0] / 2 - 22, 32, { bold: true, size: 20, width: 44, align: 'center' });
    kit.text('Cód. 91', A4[0] / 2 - 22, 54, { size: 6.5, width: 44, align: 'center' });
    kit.text(doc.issuer.tradeName.toUpperCase(), L + 10, 42, { bold: true, size: 13 });
    kit.text('Fábrica de tejidos de punto - Venta por mayor', L + 10, 60, { italic: true, size: 8 });
    kit.text(`${doc.issuer.address}`, L + 10, 76, { size: 8 });
    kit.text(doc.issuer.city, L + 10, 87, { size: 8 });
    kit.text(`Tel. ${doc.issuer.phone}`, L + 10, 98, { size: 8 });
    kit.text(doc.issuer.condicionText.toUpperCase(), L + 10, 116, { bold: true, size: 7.5 });
    const rx = A4[0] / 2 + 32;
    kit.text('REMITO', rx, 42, { bold: true, size: 15 });
    kit.text(`N° ${doc.reference}`, rx + 70, 44, { bold: true, size: 11 });
    kit.text(`Fecha: ${shortDate(doc.date)}`, rx, 68, { size: 9 });
    kit.text(`C.U.I.T.: ${cuitDashed(doc.issuer.cuit)}`, rx, 82, { size: 8 });
    kit.text(`Ing. Brutos: ${doc.issuer.iibb}`, rx, 93, { size: 8 });
    kit.text(`Inicio de Act.: ${doc.issuer.activitySince}`, rx, 104, { size: 8 });
    kit.text('DOCUMENTO NO VÁLIDO COMO FACTURA', rx, 122, { bold: true, size: 7.5 });
    // customer
    kit.rect(L, 144, R - L, 62, { stroke: '#000000', lineWidth: 0.8 });
    kit.text(`Señor(es): (${v.client}) ${doc.receiver.name}`, L + 8, 151, { bold: true, size: 9 });
    kit.text(`Domicilio: ${doc.receiver.address}`, L + 8, 165, { size: 8 });
    const id = docNo(doc);
    kit.text(`${doc.receiver.docType === 'DNI' ? 'D.N.I.' : 'C.U.I.T.'}: ${id}`, L + 8, 179, { size: 8 });
    if (doc.receiver.condicionPrinted) kit.text(`I.V.A.: ${cond}`, L + 200, 179, { size: 8 });
    kit.text(`Nota de pedido: ${v.order}  ·  ${v.seller}`, L + 8, 193, { size: 8 });
    kit.text(`Transporte: ${v.carrier}${v.carrier === 'retira cliente' ? '' : `  Guía N° ${v.guide}`}`, L + 290, 193, { size: 8 });
    // rows
    let y = 214;
    kit.rect(L, y, R - L, 16, { fill: '#d9d9d9' });
    kit.text('ARTÍCULO', L + 6, y + 4.5, { bold: true, size: 7.5 });
    kit.text('DESCRIPCIÓN - COLOR - TALLE', L + 76, y + 4.5, { bold: true, size: 7.5 });
    kit.text('CANTIDAD', R - 70, y + 4.5, { bold: true, size: 7.5, width: 64, align: 'right' });
    y += 22;
    let units = 0;
    let prev = '';
    doc.lines.forEach((l) => {
      const code = l.code ?? '';
      kit.text(code !== prev ? code : '', L + 6, y, { size: 8.5, font: 'courier' });
      prev = code;
      kit.text(l.description, L + 76, y, { size: 8.5 });
      kit.text(`${l.quantity} un.`, R - 70, y, { size: 8.5, width: 64, align: 'right' });
      units += l.quantity;
      y += 14;
    });
    kit.line(L, y + 2, R, y + 2, { width: 0.6 });
    kit.text(`Total unidades: ${units}`, R - 200, y + 9, { bold: true, size: 9, width: 194, align: 'right' });
    kit.text(`Bultos: ${Math.max(1, Math.ceil(units / 40))}`, L + 6, y + 9, { bold: true, size: 9 });
    // foot: signature, CAI and the printer's imprint
    const fy = 700;
    kit.line(L + 10, fy, L + 180, fy, { dash: [2, 2] });
    kit.line(L + 200, fy, L + 370, fy, { dash: [2, 2] });
    kit.text('Recibí conforme (firma)', L + 10, fy + 4, { size: 7.5 });
    kit.text('Aclaración y D.N.I.', L + 200, fy + 4, { size: 7.5 });
    kit.text('La mercadería viaja por cuenta y riesgo del comprador. Reclamos dentro de las 72 hs.', L, fy + 30, { size: 7 });
    kit.text(`C.A.I. N° ${v.cai}   Fecha Vto.: ${v.caiDue}`, R - 230, fy + 50, { bold: true, size: 7.5, width: 230, align: 'right' });
    kit.text('Imprenta Gráfica Del Oeste - Hab. N° 2211 - 50 jgos. x 3 del 00012001 al 00040000', L, fy + 62, { size: 6 });
    kit.text('ORIGINAL', R - 60, fy + 62, { bold: true, size: 7, width: 60, align: 'right' });
    return kit.bytes();
  },
};
