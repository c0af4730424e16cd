import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, PdfLibKit, sayCondition, settle } from './common';

/**
 * A logistics operator's delivery note printed from its warehouse system (pdf-lib, Courier for the data, Helvetica
 * for captions): the picking order ("Orden de entrega OE 2026/004512") beside the remito number, lines with
 * Ubicación (rack codes "B-04-2"), Código, Descripción, Lote, Vto. (expiry dates, later than the voucher's), Cant.,
 * U.M.; dates as 26.11.2026. Below a dashed cut, a "TALÓN DE CONFORMIDAD" with its own stub number, the remito number
 * again, the customer, bultos and weight, to be signed and returned. One article missing from the priceList in one
 * document of three.
 */
const W = 595.28, H = 841.89, L = 32, R = W - 32;

export const fresh4FLayout: Layout = {
  id: 'fresh4-f',
  kind: 'remito',
  title: 'fresh4 layout f',
  page: { size: 'A4' },
  scanStyle: 'recopied',
  issuer: (rng) => makeIssuer(rng, 'Logística Campo Verde S.A.', 'CAMPO VERDE LOGÍSTICA'),
  template: (issuer) => ({
    id: 'n-remito-campoverde',
    name: 'Remitos Campo Verde Logística',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Destinatario". Sin precios: valorizar con la lista ` +
      '(netos, IVA 21 %). El talón de conformidad al pie repite datos del remito. La referencia es el número de remito.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'food', lineCount: [3, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh4-f', templateId: template.id, issuer, reference: `${pad(rng.int(6, 9), 4)}-${pad(rng.int(10000, 60000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    settle(doc);
    doc.variant = {
      oe: `OE ${doc.date.slice(0, 4)}/${pad(rng.int(1000, 9999), 6)}`,
      stub: String(rng.int(70000, 89999)),
      locs: doc.lines.map(() => `${rng.pick(['A', 'B', 'C', 'D'])}-${pad(rng.int(1, 24), 2)}-${rng.int(1, 5)}`).join('|'),
      lots: doc.lines.map(() => `L${rng.digits(6)}`).join('|'),
      exp: doc.lines.map(() => rng.int(40, 400)).join('|'),
      kg: Math.round(doc.lines.reduce((a, l) => a + l.quantity, 0) * rng.range(3, 14) * 10) / 10,
      picker: rng.pick(['J. Medina', 'R. Sosa', 'C. Navarro']),
      route: `${rng.pick(['NORTE', 'SUR', 'OESTE'])}-${rng.int(1, 9)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: 'remito', producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'WMS Despachos' });
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const cap = (s: string, x: number, y: number, o: Parameters<PdfLibKit['text']>[3] = {}) => k.text(s, x, y, { font: 'helv', size: 7, color: '#555555', ...o });
    const val = (s: string, x: number, y: number, o: Parameters<PdfLibKit['text']>[3] = {}) => k.text(s, x, y, { font: 'courier', size: 9.5, ...o });
    // header
    k.text(is.tradeName, L, 30, { font: 'helvB', size: 14 });
    k.text(`${is.name} - CUIT ${cuitDashed(is.cuit)} - ${is.condicionText}`, L, 48, { size: 8 });
    k.text(`${is.address} - ${is.city} - Tel. ${is.phone}`, L, 58, { size: 8 });
    k.rect(R - 210, 26, 210, 52, { stroke: '#000000', lineWidth: 1 });
    cap('REMITO - Número', R - 204, 30);
    val(doc.reference, R - 204, 40, { font: 'courierB', size: 13 });
    cap('Fecha', R - 204, 58);
    val(date(doc.date, 'dd.mm.yyyy'), R - 204, 66);
    cap('Orden de entrega', R - 104, 58);
    val(String(v.oe), R - 104, 66, { size: 8.5 });
    k.text('DOCUMENTO NO VÁLIDO COMO FACTURA', L, 70, { font: 'helvB', size: 7 });
    k.line(L, 86, R, 86, { width: 0.8 });
    // parties
    let y = 94;
    cap('Destinatario', L, y);
    val(r.name, L, y + 9, { font: 'courierB' });
    cap('Identificación / IVA', L + 290, y);
    val(`${idOf(doc)}${r.condicionPrinted ? ` ${r.condicionText}` : ''}`, L + 290, y + 9, { size: 8.5 });
    y += 26;
    cap('Domicilio de entrega', L, y);
    val(r.address || '-', L, y + 9, { size: 8.5 });
    cap('Ruta / Preparó', L + 390, y);
    val(`${v.route} / ${v.picker}`, L + 390, y + 9, { size: 8.5 });
    y += 30;
    // table
    const cols = [
      { h: 'Ubicación', x: L, w: 52, a: 'left' as const },
      { h: 'Código', x: L + 54, w: 50, a: 'left' as const },
      { h: 'Descripción', x: L + 106, w: 236, a: 'left' as const },
      { h: 'Lote', x: L + 344, w: 56, a: 'left' as const },
      { h: 'Vto.', x: L + 402, w: 58, a: 'left' as const },
      { h: 'Cant.', x: L + 462, w: 36, a: 'right' as const },
      { h: 'U.M.', x: L + 502, w: R - L - 502, a: 'left' as const },
    ];
    k.line(L, y, R, y, { width: 0.8 });
    for (const c of cols) k.text(c.h, c.x, y + 4, { font: 'helvB', size: 7.5, width: c.w, align: c.a });
    y += 15;
    k.line(L, y, R, y, { width: 0.4 });
    y += 5;
    const locs = String(v.locs).split('|'), lots = String(v.lots).split('|'), exp = String(v.exp).split('|').map(Number);
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 232, 'courier', 8);
      val(locs[i]!, cols[0]!.x, y, { size: 8 });
      val(l.code ?? '', cols[1]!.x, y, { size: 8 });
      desc.forEach((s, j) => val(s, cols[2]!.x, y + j * 10, { size: 8 }));
      val(l.priceListMatch ? lots[i]! : '-', cols[3]!.x, y, { size: 8 });
      val(l.priceListMatch ? date(addDays(doc.date, exp[i]!), 'dd.mm.yyyy') : '-', cols[4]!.x, y, { size: 8 });
      val(String(l.quantity), cols[5]!.x, y, { font: 'courierB', size: 9, width: cols[5]!.w, align: 'right' });
      val('UN', cols[6]!.x + 6, y, { size: 8 });
      y += desc.length * 10 + 6;
    });
    k.line(L, y, R, y, { width: 0.4 });
    const units = doc.lines.reduce((a, l) => a + l.quantity, 0);
    y += 6;
    cap(`Renglones ${doc.lines.length} - Unidades ${units} - Peso aprox. ${amount(Number(v.kg), 'ar', 1)} kg`, L, y, { size: 8, color: '#000000' });
    y += 14;
    k.text('Temperatura de transporte: ambiente. Verifique lotes y vencimientos al recibir.', L, y, { font: 'helvI', size: 7.5 });
    // the stub
    const sy = 640;
    k.line(L, sy, R, sy, { width: 0.6, dash: [4, 3] });
    k.text('- - cortar aquí - -', W / 2 - 30, sy - 9, { size: 6.5, color: '#777777' });
    k.rect(L, sy + 10, R - L, 130, { stroke: '#000000', lineWidth: 0.8 });
    k.text('TALÓN DE CONFORMIDAD', L + 8, sy + 16, { font: 'helvB', size: 10 });
    cap('Talón Nº', R - 110, sy + 16);
    val(String(v.stub), R - 70, sy + 15);
    cap('Remito', L + 8, sy + 36);
    val(doc.reference, L + 70, sy + 35);
    cap('Destinatario', L + 8, sy + 52);
    val(r.name, L + 70, sy + 51, { size: 8.5 });
    cap('Bultos / Peso', L + 8, sy + 68);
    val(`${units} / ${amount(Number(v.kg), 'ar', 1)} kg`, L + 70, sy + 67, { size: 8.5 });
    cap('Firma', L + 8, sy + 112);
    k.line(L + 40, sy + 118, L + 220, sy + 118, { width: 0.5 });
    cap('Aclaración y DNI', L + 240, sy + 112);
    k.line(L + 300, sy + 118, R - 10, sy + 118, { width: 0.5 });
    cap('Devolver firmado al chofer. Sin este talón no se aceptan reclamos por faltantes.', L + 8, sy + 88);
    return k.bytes();
  },
};
