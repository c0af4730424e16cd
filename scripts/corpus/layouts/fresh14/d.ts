import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, date, dotted, ean13, FlipPdf, hash01, pad, quantity, receiverNo, sayCondition, settle, wrapBy } from './common';

const W = 595.28, H = 841.89, L = 34, R = W - 34;

/**
 * A medical-supplies distributor's remito R from a warehouse system that writes its pages y-down (fresh9's FlipPdf):
 * no prices; every line with its **GTIN, lot and expiry** ("Lote L24K118", "Vto. 08/2028") for the traceability the
 * health authority asks; the technical director and the establishment's licence in the header; "Destinatario" and
 * "Lugar de entrega" boxes side by side; GTIN / Descripción / Lote / Vencimiento / Cantidad; bultos, cold chain box,
 * received-by block. Dates with dashes. One article missing from the priceList in one document of three.
 */
export const fresh14DLayout: Layout = {
  id: 'fresh14-d',
  kind: 'remito',
  title: 'fresh14 layout d',
  page: { size: 'A4' },
  scanStyle: 'water-stain',
  issuer: (rng) => makeIssuer(rng, 'Droguería Santa Brígida S.A.', 'Droguería Santa Brígida'),
  template: (issuer) => ({
    id: 'y-remitos-drogueria-stabrigida',
    name: 'Remitos Droguería Santa Brígida',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "Destinatario". Sin precios: usar la lista de precios (netos, IVA 21 %). ` +
      'Lote y vencimiento no son parte de la descripción.',
    catalog: 'pharma',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = 12, nro = rng.int(20000, 48000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'pharma', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh14-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, pedido: `PD-${rng.int(100000, 199999)}`, cai: rng.digits(14), caiVto: `${pad(rng.int(1, 28), 2)}-${pad(rng.int(1, 12), 2)}-2027`,
      director: rng.pick(['Farm. Natalia Arias (M.P. 7.412)', 'Farm. Hernán Zárate (M.P. 5.983)', 'Farm. Lucía Correa (M.N. 14.220)']),
      frio: rng.chance(0.5), hora: `${pad(rng.int(7, 17), 2)}:${pad(rng.int(0, 59), 2)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const pdf = new FlipPdf([W, H], { producer: 'WMS Logística v7 report writer', creator: 'WMS Logística', title: `Remito ${doc.reference}` });
    const T = (s: string, x: number, y: number, o: Parameters<FlipPdf['flipText']>[3] = {}) => pdf.flipText(s, x, y, o);
    const blue = '#1d4e89';
    // header
    T(is.tradeName.toUpperCase(), L, 32, { font: 'HB', size: 14, color: blue });
    T(is.name, L, 50, { size: 7.5 });
    T(`${is.address}, ${is.city} - Tel. ${is.phone}`, L, 60, { size: 7.5, width: W / 2 - 30 - L });
    T(`Director Técnico: ${v.director}`, L, 70, { size: 7.5 });
    T('Habilitación droguería Disp. 4312/19 - GLN 7798143200017', L, 80, { size: 7.5 });
    pdf.flipRect(W / 2 - 20, 28, 40, 42, { stroke: '#000000', lineWidth: 1 });
    T('R', W / 2 - 20, 32, { font: 'HB', size: 24, width: 40, align: 'center' });
    T('Cód. 91', W / 2 - 20, 60, { size: 6, width: 40, align: 'center' });
    T('REMITO', R - 170, 30, { font: 'HB', size: 14 });
    T(`N° ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, R - 170, 48, { font: 'HB', size: 10.5 });
    T(`Fecha: ${date(doc.date, 'dd-mm-yyyy')}   Hora: ${v.hora}`, R - 170, 63, { size: 8 });
    T(`CUIT: ${cuitDashed(is.cuit)}`, R - 170, 74, { size: 7.5 });
    T(`IIBB: ${is.iibb} - Inicio act.: ${is.activitySince}`, R - 170, 84, { size: 7.5 });
    T('DOCUMENTO NO VÁLIDO COMO FACTURA', W / 2 - 90, 96, { font: 'HB', size: 8, width: 180, align: 'center' });
    pdf.flipLine(L, 108, R, 108, { width: 1, color: blue });
    // recipient and delivery boxes
    const bw = (R - L - 10) / 2;
    pdf.flipRect(L, 116, bw, 70, { stroke: '#7f9cc0' });
    pdf.flipRect(L + bw + 10, 116, bw, 70, { stroke: '#7f9cc0' });
    T('DESTINATARIO', L + 6, 120, { font: 'HB', size: 7, color: blue });
    T(r.name, L + 6, 132, { font: 'HB', size: 9.5 });
    const no = receiverNo(doc, cuitDashed, dotted);
    if (no) T(`${r.docType === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.'} ${no}`, L + 6, 146, { size: 8 });
    if (r.condicionPrinted) T(`Condición IVA: ${r.condicionText}`, L + 6, 158, { size: 8 });
    T(`Pedido: ${v.pedido}`, L + 6, 170, { size: 8 });
    T('LUGAR DE ENTREGA', L + bw + 16, 120, { font: 'HB', size: 7, color: blue });
    const addr = wrapBy(r.address || 'Retira en depósito', bw - 12, (s) => pdf.w(s, 'H', 8));
    pdf.flipLines(addr, L + bw + 16, 134, 10, { size: 8 });
    T('Recepción: lunes a viernes 8 a 16 h', L + bw + 16, 160, { size: 8 });
    T(v.frio ? 'Contiene productos de cadena de frío: SÍ' : 'Contiene productos de cadena de frío: NO', L + bw + 16, 172, { size: 8 });
    // items
    let y = 198;
    const cols = [
      { h: 'GTIN', w: 82, al: 'left' as const }, { h: 'Descripción', w: 232, al: 'left' as const }, { h: 'Lote', w: 70, al: 'left' as const },
      { h: 'Vencimiento', w: 62, al: 'center' as const }, { h: 'Cantidad', w: R - L - 446, al: 'right' as const },
    ];
    pdf.flipRect(L, y, R - L, 16, { fill: '#dfe8f3' });
    let x = L;
    for (const c of cols) { T(c.h, x + 4, y + 4, { font: 'HB', size: 7.5, width: c.w - 8, align: c.al }); x += c.w; }
    y += 20;
    let units = 0;
    doc.lines.forEach((l, i) => {
      const key = l.priceListMatch ?? l.description;
      const gtin = ean13(`${key}`);
      const lot = `L${(24 + Math.floor(hash01(key, i) * 3))}${'ABCDEFGHJK'[Math.floor(hash01(key, 7) * 10)]}${100 + Math.floor(hash01(key, 9) * 899)}`;
      const exp = `${pad(1 + Math.floor(hash01(key, 11) * 12), 2)}/${2027 + Math.floor(hash01(key, 13) * 3)}`;
      const desc = wrapBy(l.description, cols[1]!.w - 8, (s) => pdf.w(s, 'H', 8));
      x = L;
      T(gtin, x + 4, y, { font: 'C', size: 8 }); x += cols[0]!.w;
      pdf.flipLines(desc, x + 4, y, 10, { size: 8 }); x += cols[1]!.w;
      T(lot, x + 4, y, { font: 'C', size: 8 }); x += cols[2]!.w;
      T(exp, x + 4, y, { size: 8, width: cols[3]!.w - 8, align: 'center' }); x += cols[3]!.w;
      T(quantity(l.quantity, 'ar'), x + 4, y, { font: 'HB', size: 8.5, width: cols[4]!.w - 8, align: 'right' });
      units += l.quantity;
      y += desc.length * 10 + 6;
      pdf.flipLine(L, y - 3, R, y - 3, { width: 0.3, color: '#b8c6d8' });
    });
    y += 8;
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    T(`Renglones: ${doc.lines.length}     Unidades: ${quantity(units, 'ar')}     Bultos: ${bultos}`, L, y, { font: 'HB', size: 8 });
    T('Trazabilidad: los productos alcanzados fueron informados al Sistema Nacional de Trazabilidad.', L, y + 14, { size: 7, color: '#555555' });
    // received-by block and CAI
    const by = 690;
    pdf.flipRect(L, by, R - L, 62, { stroke: '#7f9cc0' });
    T('RECIBÍ CONFORME', L + 6, by + 5, { font: 'HB', size: 7.5, color: blue });
    for (const [i, cap] of ['Firma', 'Aclaración', 'D.N.I.', 'Fecha y hora'].entries()) {
      pdf.flipLine(L + 10 + i * 130, by + 44, L + 120 + i * 130, by + 44, { width: 0.5 });
      T(cap, L + 10 + i * 130, by + 48, { size: 7, width: 110, align: 'center' });
    }
    T(`C.A.I. N° ${v.cai}   Fecha de vencimiento: ${v.caiVto}`, L, 764, { size: 7.5 });
    T('Imprenta del Sur S.R.L. - CUIT 30-71234567-0 - Hab. Munic. 2231', L, 776, { size: 6.5, color: '#555555' });
    T('Original: cliente / Duplicado: transporte / Triplicado: archivo', R - 230, 776, { size: 6.5, width: 230, align: 'right', color: '#555555' });
    return pdf.bytes();
  },
};
