import { composeDocument } from '../../document';
import { makeCuit, makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, PdfLibKit, quantity, receiverNumber, sayCondition } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 38, R = SIZE[0] - 38;

/**
 * An agricultural supplies cooperative's remito from a warehouse program whose PDF driver writes EACH WORD as its own
 * text object (pdf-lib, Times and Helvetica) and the detail rows from the LAST to the first in the content stream.
 * No prices at all. "REMITO R", "Cód. 91", "Destinatario", "Nro. CUIT", "Fecha: 25-11-2026", "Campo / Establecimiento";
 * columns Ítem / Código / Detalle / Bultos / Cant. / Unid. (fractional quantities as kilos with one decimal, "Kg"); "Total de bultos";
 * transport box (Transportista, Patente, C.O.T.), "Recibí conforme" with signature lines. Priced from the template's
 * list (net, 21 %); one article missing from it in one document of three (the second).
 */
export const fresh7HLayout: Layout = {
  id: 'fresh7-h',
  kind: 'remito',
  title: 'fresh7 layout h',
  page: { size: 'A4' },
  scanStyle: 'carbon-pink',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Cooperativa Agropecuaria Tres Arroyos Ltda.', 'Coop. Agropecuaria Tres Arroyos'), cuit: makeCuit(rng, '30') }),
  template: (issuer) => ({
    id: 'r-remitos-coop-tresarroyos',
    name: 'Remitos Cooperativa Tres Arroyos',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Destinatario". La cantidad es la de la columna Cant. (no los bultos). ` +
      'Sin precios: valorizar con la lista de precios (netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'agro', lineCount: [3, 8], receivers: ['company-ri', 'monotributo', 'monotributo', 'company-ri'], conditionPrinted: 0.7,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], fractionalQuantities: true, missingArticle: index % 3 === 1,
      },
      { layout: 'fresh7-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 6), 4)}-${pad(rng.int(10000, 90000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributista' });
    doc.variant = {
      partner: String(rng.int(100, 2999)),
      field: rng.pick(['Estancia La Calandria', 'Campo El Ombú — lote 4', 'Establecimiento Los Talas', 'Chacra 22 — Paraje Laguna Brava']),
      carrier: rng.pick(['Transportes Funes', 'Fletes Del Litoral', 'Retira el socio']),
      plate: `${rng.pick(['AE', 'AF', 'AD'])} ${rng.int(100, 999)} ${rng.pick(['KL', 'PX', 'RB'])}`,
      cot: rng.digits(16),
      order: `PED-${rng.int(10000, 99999)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const k = await PdfLibKit.create(SIZE, { title: `Remito ${doc.reference}`, producer: 'WinDeposito PDF driver 2.0', creator: 'WinDeposito' });
    /** Each word its own text object, as the driver writes them; the driver's word gap is a little wider than a space. */
    const text = (value: string, x: number, y: number, o: { font?: 'helv' | 'helvB' | 'helvI' | 'times' | 'timesB' | 'timesI'; size?: number }) => {
      const font = o.font ?? 'helv', size = o.size ?? 9;
      let cursor = x;
      for (const word of value.split(' ')) {
        if (word) k.text(word, cursor, y, { font, size });
        cursor += k.widthOf(word, font, size) + k.widthOf(' ', font, size) * 1.6;
      }
    };
    text(is.tradeName, L, 32, { font: 'timesB', size: 16 });
    text(is.name, L, 51, { font: 'times', size: 8.5 });
    text(`${is.address} - ${is.city}`, L, 61, { font: 'times', size: 8.5 });
    text(`C.U.I.T. ${cuitDashed(is.cuit)} - ${is.condicionText} - IIBB ${is.iibb}`, L, 71, { font: 'times', size: 8.5 });
    text(`Inicio Act. ${is.activitySince}`, L, 81, { font: 'times', size: 8.5 });
    k.rect(R - 180, 26, 180, 60, { stroke: '#000000', lineWidth: 0.8 });
    k.rect(R - 214, 26, 30, 30, { stroke: '#000000', lineWidth: 0.8 });
    k.text('R', R - 214, 30, { font: 'helvB', size: 18, width: 30, align: 'center' });
    k.text('Cód. 91', R - 214, 58, { font: 'helv', size: 6, width: 30, align: 'center' });
    k.text('REMITO', R - 172, 32, { font: 'helvB', size: 13 });
    text(`N° ${doc.reference}`, R - 172, 50, { font: 'helv', size: 10 });
    text(`Fecha: ${date(doc.date, 'dd-mm-yyyy')}`, R - 172, 66, { font: 'helv', size: 9 });
    k.text('Documento no válido como factura', R - 180, 90, { font: 'helvI', size: 7, width: 180, align: 'center' });
    // receiver
    let y = 104;
    k.rect(L, y, R - L, 58, { stroke: '#000000', lineWidth: 0.6 });
    text(`Destinatario: ${r.name}`, L + 6, y + 6, { font: 'helvB', size: 9.5 });
    text(`Socio N° ${v.partner}`, R - 90, y + 6, { font: 'helv', size: 8.5 });
    const num = receiverNumber(doc, cuitDashed);
    if (num) text(`${r.docType === 'CUIT' ? 'Nro. CUIT' : 'DNI'}: ${num}`, L + 6, y + 20, { font: 'helv', size: 8.5 });
    if (r.condicionPrinted) text(`Situación IVA: ${r.condicionText}`, L + 220, y + 20, { font: 'helv', size: 8.5 });
    text(`Domicilio: ${r.address}`, L + 6, y + 33, { font: 'helv', size: 8.5 });
    text(`Campo / Establecimiento: ${v.field}    Pedido: ${v.order}`, L + 6, y + 46, { font: 'helv', size: 8.5 });
    // detail
    y = 176;
    const cols: Array<[string, number, number, 'left' | 'right']> = [['Ítem', L, 26, 'right'], ['Código', L + 32, 52, 'left'], ['Detalle', L + 88, 280, 'left'],
      ['Bultos', L + 372, 42, 'right'], ['Cant.', L + 420, 54, 'right'], ['Unid.', L + 482, R - L - 482, 'left']];
    k.rect(L, y, R - L, 15, { fill: '#d9d9d9' });
    for (const [h, x, cw, al] of cols) k.text(h, x, y + 4, { font: 'helvB', size: 8, width: cw, align: al });
    y += 20;
    const rows = doc.lines.map((l) => {
      const lines = k.wrap(l.description, 276, 'times', 9.5);
      const top = y;
      y += lines.length * 11 + 4;
      return { l, lines, top };
    });
    // the driver writes the rows from the last to the first
    for (let i = rows.length - 1; i >= 0; i--) {
      const { l, lines, top } = rows[i]!;
      const kilos = !Number.isInteger(l.quantity);
      k.text(String(i + 1), cols[0]![1], top, { font: 'helv', size: 8.5, width: cols[0]![2], align: 'right' });
      k.text(l.code ?? '', cols[1]![1], top, { font: 'helv', size: 8.5 });
      lines.forEach((s, j) => text(s, cols[2]![1], top + j * 11, { font: 'times', size: 9.5 }));
      k.text(String(l.bultos ?? 1), cols[3]![1], top, { font: 'helv', size: 8.5, width: cols[3]![2], align: 'right' });
      k.text(kilos ? quantity(l.quantity, 'ar', 1) : quantity(l.quantity, 'ar'), cols[4]![1], top, { font: 'helvB', size: 8.5, width: cols[4]![2], align: 'right' });
      k.text(kilos ? 'Kg' : 'Unid.', cols[5]![1] + 4, top, { font: 'helv', size: 8.5 });
    }
    k.line(L, y, R, y, { width: 0.6 });
    const bultos = doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0);
    text(`Total de bultos: ${bultos}`, L + 300, y + 6, { font: 'helvB', size: 9 });
    // transport and conformity
    k.rect(L, 650, R - L, 40, { stroke: '#000000', lineWidth: 0.6 });
    text(`Transportista: ${v.carrier}`, L + 6, 656, { font: 'helv', size: 8.5 });
    text(`Patente: ${v.plate}`, L + 260, 656, { font: 'helv', size: 8.5 });
    text(`C.O.T. N° ${v.cot}`, L + 6, 672, { font: 'helv', size: 8.5 });
    text('Recibí conforme la mercadería detallada', L, 712, { font: 'timesI', size: 9 });
    for (const [x, cap] of [[L, 'Firma'], [L + 180, 'Aclaración'], [L + 360, 'D.N.I.']] as const) {
      k.line(x, 760, x + 150, 760, { width: 0.5 });
      k.text(cap, x, 764, { font: 'helv', size: 7.5, width: 150, align: 'center' });
    }
    text('ORIGINAL: Cliente  -  DUPLICADO: Depósito', L, 800, { font: 'helv', size: 7 });
    return k.bytes();
  },
};
