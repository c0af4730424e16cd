import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, PipePdf, plain, sayCondition, settle } from './common';

/** A wide continuous form, 15 × 11 inches, as it is seen (landscape). */
const SIZE: [number, number] = [1080, 792];
const COLS = 132, CH = 6.3, ROW = 12;
const X0 = (SIZE[0] - COLS * CH) / 2, Y0 = 46;

/**
 * A grocery distributor's remito printed by its old sales system on 132-column continuous paper and spooled to PDF
 * (PipePdf 'plain' on a page stored portrait with `/Rotate 90`, everything drawn through a rotation so that a viewer
 * shows the wide form upright). Courier on a fixed grid, capitals without accents, rules of dashes, "CLIENTE....:"
 * captions with dot leaders, RENGL / CODIGO / DESCRIPCION / U.M. / BULTOS / CANTIDAD / LOTE / VTO., total of packages,
 * "FECHA: 24.11.2026". No prices.
 */
export const fresh13ELayout: Layout = {
  id: 'fresh13-e',
  kind: 'remito',
  title: 'fresh13 layout e',
  page: { size: SIZE },
  scanStyle: 'carbon-copy',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Santa Brígida S.R.L.', 'Distribuidora Santa Brígida'),
  template: (issuer) => ({
    id: 'x-remitos-santabrigida',
    name: 'Remitos Distribuidora Santa Brígida',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos en formulario continuo. El cliente figura en "CLIENTE". ` +
      'No llevan precios: se valorizan con la lista de precios, sin IVA (21 %). La referencia es el número de remito.',
    catalog: 'grocery',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.pick([5, 5, 6]), nro = rng.int(12000, 76000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'grocery', lineCount: [4, 10], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh13-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'RESP. MONOTRIBUTO' });
    // the printer has no accents: what is printed (and so the truth) is in capitals without them
    doc.receiver.name = plain(doc.receiver.name).toUpperCase();
    doc.receiver.address = plain(doc.receiver.address).toUpperCase();
    for (const l of doc.lines) l.description = plain(l.description).toUpperCase();
    settle(doc);
    doc.variant = {
      cliente: pad(rng.int(100, 9999), 6), zona: pad(rng.int(1, 12), 2), recorrido: pad(rng.int(1, 40), 2), vendedor: pad(rng.int(1, 20), 2),
      pedido: pad(rng.int(10000, 99999), 8), oc: rng.chance(0.5) ? `45000${rng.digits(5)}` : '', patente: `${rng.pick(['AB', 'AC', 'AD', 'AE'])} ${rng.digits(3)} ${rng.pick(['KL', 'MN', 'PQ', 'RT'])}`,
      chofer: rng.pick(['GOMEZ J.', 'SOSA R.', 'FUNES M.', 'ARIAS D.']), cai: `4${rng.digits(13)}`, lotes: rng.int(10, 99),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const k = new PipePdf(SIZE, { producer: 'SpoolPDF 2.1', creator: 'SIVEN 4.2 - Emision de remitos', title: `REM${doc.reference}` }, {
      mode: 'plain', rotate: true, faces: { C: { std: 'C' }, CB: { std: 'CB' } },
    });
    let row = 0;
    const put = (s: string, col: number, o: { bold?: boolean } = {}) => k.text(s, X0 + col * CH, Y0 + row * ROW, { font: o.bold ? 'CB' : 'C', size: 10.5 });
    const up = (s: string) => plain(s).toUpperCase();
    const dashes = (c = '-') => put(c.repeat(COLS), 0);
    put(up(is.name), 0, { bold: true }); put('REMITO', 70, { bold: true }); put('R   COD. 91', 112, { bold: true }); row++;
    put(up(`${is.address} - ${is.city}`), 0); put(`NRO. ${doc.reference}`, 70, { bold: true }); row++;
    put(up(`TEL. ${is.phone}`), 0); put(`FECHA: ${date(doc.date, 'dd.mm.yyyy')}`, 70); put('HOJA: 1/1', 100); row++;
    put(`C.U.I.T. ${cuitDashed(is.cuit)}   ING.BR. ${is.iibb}   INICIO ACT. ${is.activitySince}   IVA RESPONSABLE INSCRIPTO`, 0); row++;
    put('DOCUMENTO NO VALIDO COMO FACTURA', 0); row++;
    dashes(); row++;
    put(`CLIENTE....: ${v.cliente}  ${r.name}`, 0); row++;
    put(`DOMICILIO..: ${r.address}`, 0); row++;
    const no = r.docType === 'CUIT' ? r.docNumber! : r.docNumber ? `DNI ${r.docNumber}` : '';
    put(`C.U.I.T....: ${no}`, 0);
    if (r.condicionPrinted) put(`COND. IVA: ${r.condicionText}`, 40);
    row++;
    put(`ZONA: ${v.zona}   RECORRIDO: ${v.recorrido}   VENDEDOR: ${v.vendedor}`, 0); put(`PEDIDO NRO.: ${v.pedido}`, 60); if (v.oc) put(`O.C. CLIENTE: ${v.oc}`, 90); row++;
    put(`TRANSPORTE.: PROPIO   PATENTE: ${v.patente}   CHOFER: ${v.chofer}`, 0); row++;
    dashes('='); row++;
    const c = { rengl: 0, codigo: 7, desc: 17, um: 70, bultos: 77, cant: 87, lote: 101, vto: 114 };
    put('RENGL', c.rengl); put('CODIGO', c.codigo); put('DESCRIPCION', c.desc); put('U.M.', c.um); put('BULTOS', c.bultos); put('CANTIDAD', c.cant + 2); put('LOTE', c.lote); put('VTO.', c.vto); row++;
    dashes(); row++;
    let bultos = 0;
    doc.lines.forEach((l, i) => {
      bultos += l.bultos ?? 1;
      put(String(i + 1).padStart(4), c.rengl);
      put(l.code ?? '', c.codigo);
      put(l.description, c.desc);
      put(up(l.unit).slice(0, 4), c.um);
      put(String(l.bultos ?? 1).padStart(5), c.bultos);
      put(amount(l.quantity, 'ar', 2).padStart(10), c.cant);
      put(`L26${pad(Number(v.lotes) + i * 7, 2)}-${pad((i * 3) % 12 + 1, 2)}`, c.lote);
      put(`${pad(((i * 5) % 12) + 1, 2)}/${2027 + (i % 2)}`, c.vto);
      row++;
    });
    dashes(); row++;
    put(`TOTAL BULTOS: ${bultos}`, 0); put(`TOTAL RENGLONES: ${doc.lines.length}`, 24); row += 3;
    put('RECIBI CONFORME: ......................   FIRMA: ......................   ACLARACION: ......................   D.N.I.: ..............', 0); row += 2;
    put(`C.A.I. NRO. ${v.cai}   FECHA VTO. 31/12/2026`, 0); put('ORIGINAL', 120);
    return k.bytes();
  },
};
