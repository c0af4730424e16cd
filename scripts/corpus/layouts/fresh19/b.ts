import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, dmy, docNumber, PdfLibKit, shift } from './common';

const ID = 'fresh19-b';

/** A pet and farm-animal feed distributor's remito without prices (pdf-lib), with a returnable-containers box. */
export const fresh19BLayout: Layout = {
  id: ID,
  kind: 'remito',
  title: 'feed distributor remito with returnable containers, no prices (pdf-lib)',
  page: { size: 'A4' },
  scanStyle: 'spike-hole',
  issuer: (rng) => makeIssuer(rng, 'Nutrición Animal Pampa Húmeda S.A.', 'NutriPampa'),
  template: () => ({
    id: 'fresh19-b-nutripampa', name: 'NutriPampa - remitos de alimento balanceado', catalog: 'petfeed', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
    instructions: 'Remitos sin precios: valorizar con la lista vigente. Los envases retornables (pallets, big bags) no se facturan.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'petfeed', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: ctx.index === 1, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0002-${String(rng.int(10000, 90000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    doc.variant.time = `${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    doc.variant.truck = `${rng.pick(['AB', 'AC', 'AD', 'AE'])} ${rng.int(100, 999)} ${rng.pick(['KT', 'LM', 'PQ', 'RS'])}`;
    doc.variant.driver = rng.pick(['Ojeda, Ramón', 'Villalba, Hugo', 'Funes, Marcelo']);
    doc.variant.palletsOut = rng.int(1, 4);
    doc.variant.palletsIn = rng.int(0, 3);
    doc.variant.bagsOut = rng.int(0, 2);
    doc.variant.bagsIn = rng.int(0, 2);
    doc.variant.cai = rng.digits(14);
    doc.lines.forEach((l, i) => {
      doc.variant[`lot${i}`] = `L${rng.digits(2)}${String.fromCharCode(65 + rng.int(0, 5))}${rng.digits(3)}`;
      doc.variant[`exp${i}`] = shift(doc.date, rng.int(120, 400));
    });
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = await PdfLibKit.create([W, H], { title: `Remito ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'AgroGestión Distribución 4.2' });
    const L = 34, R = W - 34;
    const green = '#2f5d34';
    // header: the voucher box on the left, the issuer on the right
    k.rect(L, 30, 230, 74, { stroke: green, lineWidth: 1 });
    k.text('REMITO', L + 10, 38, { font: 'helvB', size: 16, color: green });
    k.text(`Nº ${doc.reference}`, L + 10, 60, { font: 'helvB', size: 11 });
    k.text(`Fecha: ${dmy(doc.date)} - ${doc.variant.time} hs`, L + 10, 77, { size: 9 });
    k.text('Documento no válido como factura', L + 10, 90, { font: 'helvI', size: 7.5 });
    k.rect(L + 186, 36, 36, 36, { stroke: '#000000', lineWidth: 0.8 });
    k.text('R', L + 186, 40, { font: 'helvB', size: 22, align: 'center', width: 36 });
    k.text('Cód. 91', L + 186, 62, { size: 6, align: 'center', width: 36 });
    const ix = L + 250;
    k.text('NutriPampa', ix, 32, { font: 'timesB', size: 20, color: green });
    k.text(doc.issuer.name, ix, 56, { font: 'helvB', size: 8.5 });
    k.text(`${doc.issuer.address}, ${doc.issuer.city}`, ix, 67, { size: 7.5 });
    k.text(`C.U.I.T. ${cuitDashed(doc.issuer.cuit)} · Ing. Brutos ${doc.issuer.iibb}`, ix, 77, { size: 7.5 });
    k.text(`${doc.issuer.condicionText} · Inicio act. ${doc.issuer.activitySince}`, ix, 87, { size: 7.5 });
    k.text(`Tel. ${doc.issuer.phone}`, ix, 97, { size: 7.5 });
    // consignee and transport, two boxes side by side
    let y = 116;
    const r = doc.receiver;
    k.rect(L, y, 300, 70, { stroke: '#777777' });
    k.text('DESTINATARIO', L + 6, y + 5, { font: 'helvB', size: 7, color: green });
    k.text(r.name, L + 6, y + 17, { font: 'helvB', size: 9.5 });
    k.text(r.address, L + 6, y + 31, { size: 8 });
    if (r.docType) k.text(`${r.docType === 'CUIT' ? 'CUIT' : 'DNI'}: ${docNumber(doc)}`, L + 6, y + 44, { size: 8 });
    if (r.condicionPrinted) k.text(`Situación IVA: ${r.condicionText}`, L + 150, y + 44, { size: 8 });
    k.text('Entrega: en depósito del cliente, de 8 a 16 hs', L + 6, y + 57, { size: 7.5, color: '#444444' });
    k.rect(L + 308, y, R - L - 308, 70, { stroke: '#777777' });
    k.text('TRANSPORTE', L + 314, y + 5, { font: 'helvB', size: 7, color: green });
    k.text('Transporte propio', L + 314, y + 17, { size: 8 });
    k.text(`Dominio: ${doc.variant.truck}`, L + 314, y + 29, { size: 8 });
    k.text(`Chofer: ${doc.variant.driver}`, L + 314, y + 41, { size: 8 });
    k.text('Hoja de ruta: ver anexo', L + 314, y + 53, { size: 8 });
    // the goods: quantity first, then unit, code, description, lot and expiry
    y += 82;
    const c = { q: L, u: L + 38, code: L + 78, d: L + 128, lot: R - 110, exp: R - 52 };
    k.rect(L, y, R - L, 16, { fill: '#dfe9dc' });
    k.text('Cant.', c.q + 3, y + 4, { font: 'helvB', size: 7.5 });
    k.text('Unid.', c.u, y + 4, { font: 'helvB', size: 7.5 });
    k.text('Código', c.code, y + 4, { font: 'helvB', size: 7.5 });
    k.text('Descripción del producto', c.d, y + 4, { font: 'helvB', size: 7.5 });
    k.text('Lote', c.lot, y + 4, { font: 'helvB', size: 7.5 });
    k.text('Vence', c.exp, y + 4, { font: 'helvB', size: 7.5 });
    y += 21;
    doc.lines.forEach((l, i) => {
      k.text(String(l.quantity), c.q, y, { size: 8.5, align: 'right', width: 26 });
      k.text(l.unit, c.u, y, { size: 8 });
      k.text(l.code ?? '', c.code, y, { size: 8 });
      k.text(l.description, c.d, y, { size: 8 });
      if (l.priceListMatch) {
        k.text(String(doc.variant[`lot${i}`]), c.lot, y, { font: 'courier', size: 7.5 });
        k.text(dmy(String(doc.variant[`exp${i}`])).slice(3), c.exp, y, { font: 'courier', size: 7.5 });
      }
      k.line(L, y + 13, R, y + 13, { color: '#d5d5d5', width: 0.4 });
      y += 17;
    });
    const units = doc.lines.reduce((a, l) => a + l.quantity, 0);
    y += 4;
    k.text(`Total de unidades: ${units}`, L, y, { font: 'helvB', size: 8.5 });
    // returnable containers: delivered, collected, balance
    y += 24;
    k.rect(L, y, 300, 66, { stroke: green, lineWidth: 0.8 });
    k.text('ENVASES Y ELEMENTOS RETORNABLES', L + 6, y + 5, { font: 'helvB', size: 7.5, color: green });
    const ex = [L + 130, L + 180, L + 236];
    ['Entreg.', 'Retir.', 'Saldo cta.'].forEach((h, i) => k.text(h, ex[i]!, y + 18, { font: 'helvB', size: 7 }));
    const rowsC: Array<[string, number, number]> = [
      ['Pallet de madera 1,00 x 1,20', Number(doc.variant.palletsOut), Number(doc.variant.palletsIn)],
      ['Big bag 1.000 kg', Number(doc.variant.bagsOut), Number(doc.variant.bagsIn)],
    ];
    rowsC.forEach(([name, out, back], i) => {
      const yy = y + 31 + i * 13;
      k.text(name, L + 6, yy, { size: 7.5 });
      k.text(String(out), ex[0]!, yy, { size: 7.5, align: 'right', width: 22 });
      k.text(String(back), ex[1]!, yy, { size: 7.5, align: 'right', width: 22 });
      k.text(String(out - back + 2), ex[2]!, yy, { size: 7.5, align: 'right', width: 30 });
    });
    k.text('Los envases son propiedad de la empresa y se cobran si no se devuelven.', L + 6, y + 58 - 3, { size: 6, color: '#555555' });
    // signature box
    k.rect(L + 310, y, R - L - 310, 66, { stroke: '#777777' });
    k.text('RECIBÍ CONFORME', L + 316, y + 5, { font: 'helvB', size: 7.5 });
    k.line(L + 316, y + 40, R - 8, y + 40, { dash: [2, 2], width: 0.5 });
    k.text('Firma, aclaración y DNI', L + 316, y + 45, { size: 7 });
    k.text('Fecha y hora de recepción', L + 316, y + 55, { size: 7 });
    // pre-printed form foot
    const fy = H - 58;
    k.line(L, fy, R, fy, { color: green, width: 0.8 });
    k.text(`C.A.I. Nº ${doc.variant.cai}   Fecha Vto.: ${dmy(shift(doc.date, 180))}`, L, fy + 8, { size: 7.5 });
    k.text('Original: cliente · Duplicado: administración · Triplicado: transporte', L, fy + 20, { size: 6.8, color: '#555555' });
    k.text('Imprenta Gráfica del Sur - Hab. Municipal 1184', R - 170, fy + 20, { size: 6.2, color: '#777777' });
    return k.bytes();
  },
};
