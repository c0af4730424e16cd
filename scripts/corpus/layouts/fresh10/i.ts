import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, dotted, FONT, pad, quantity, sayCondition, upperShortDate } from './common';

const W = 595.28, L = 40, R = W - 40;

/**
 * A packaging maker's remito (no prices) from its dispatch program, drawn with pdfkit (Liberation Sans Narrow and
 * Mono): **the goods are printed as running text in TWO COLUMNS** (pdfkit's `columns` flow), one paragraph per
 * article — "12 u. · DESCRIPTION · art. EM0101 · 3 btos." — numbered, flowing from the left column into the right;
 * the date as "26/NOV/2026"; a transport box and a receipt box. One article missing from the priceList in one
 * document of three.
 */
export const fresh10ILayout: Layout = {
  id: 'fresh10-i',
  kind: 'remito',
  title: 'fresh10 layout i',
  page: { size: 'A4' },
  scanStyle: 'greenbar-tractor',
  issuer: (rng) => makeIssuer(rng, 'Envases y Embalajes Punta Alta S.A.', 'Embalajes Punta Alta'),
  template: (issuer) => ({
    id: 'u-puntaalta-remitos',
    name: 'Remitos Embalajes Punta Alta',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}) sin precios: facturar con la lista de precios (netos de IVA 21 %). ` +
      'Los artículos están escritos como texto corrido en dos columnas, con la cantidad adelante. La referencia es el número de remito.',
    catalog: 'packaging',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(2, 8), nro = rng.int(10000, 90000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'packaging', lineCount: [5, 10], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh10-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = {
      transp: rng.pick(['Expreso Los Ceibos', 'Transportes Del Litoral', 'Flete propio']), patente: `${rng.pick(['AE', 'AF', 'AD'])} ${rng.int(100, 999)} ${rng.pick(['KT', 'LM', 'PQ', 'RS'])}`,
      pedido: rng.int(10000, 99999), deposito: rng.pick(['Depósito 1 — Parque Industrial', 'Depósito Central']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 9.5).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    T(is.tradeName.toUpperCase(), L, 34, { font: FONT.narrowBold, size: 18 });
    T(`${is.name} — ${is.address} — ${is.city}`, L, 58, { size: 8 });
    T(`CUIT ${cuitDashed(is.cuit)} — ${is.condicionText} — IIBB ${is.iibb} — Inicio ${is.activitySince}`, L, 69, { size: 8 });
    pdf.lineWidth(1).strokeColor('#000').rect(W / 2 - 18, 92, 36, 34).stroke();
    T('R', W / 2 - 18, 94, { font: FONT.narrowBold, size: 22, width: 36, align: 'center' });
    T('Cód. 91', W / 2 - 18, 117, { size: 6.5, width: 36, align: 'center' });
    T('REMITO', L, 96, { font: FONT.narrowBold, size: 14 });
    T('Documento no válido como factura', L, 114, { size: 8 });
    T(`N° ${doc.reference}`, R - 190, 96, { font: FONT.monoBold, size: 11, width: 190, align: 'right' });
    T(`FECHA ${upperShortDate(doc.date)}`, R - 190, 112, { font: FONT.mono, size: 9.5, width: 190, align: 'right' });
    let y = 140;
    pdf.lineWidth(0.6).rect(L, y, R - L, 62).stroke();
    T('Destinatario', L + 8, y + 6, { font: FONT.narrowBold, size: 8, color: '#444444' });
    T(r.name, L + 8, y + 17, { font: FONT.narrowBold, size: 11 });
    T(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'} ${r.docType === 'DNI' ? dotted(r.docNumber!) : cuitDashed(r.docNumber!)}${r.condicionPrinted ? `  ·  IVA ${r.condicionText}` : ''}`, L + 8, y + 32, { size: 9 });
    T(`Lugar de entrega: ${r.address}`, L + 8, y + 45, { size: 9 });
    T(`Pedido N° ${v.pedido}`, R - 150, y + 6, { size: 8.5, width: 142, align: 'right' });
    T(String(v.deposito), R - 190, y + 19, { size: 8.5, width: 182, align: 'right' });
    y += 76;
    T('DETALLE DE LA MERCADERÍA ENTREGADA', L, y, { font: FONT.narrowBold, size: 10 });
    y += 16;
    const paragraphs = doc.lines.map((l, i) => {
      const unit = l.unit === 'u' ? 'u.' : l.unit;
      return `${i + 1}) ${quantity(l.quantity, 'ar')} ${unit} · ${l.description}${l.code ? ` · art. ${l.code}` : ''} · ${l.bultos ?? 1} bto${(l.bultos ?? 1) > 1 ? 's' : ''}.`;
    });
    pdf.font(FONT.narrow).fontSize(10).fillColor('#000000');
    // the column height is half the text's, so the list always flows from the left column into the right one
    const colW = (R - L - 26) / 2;
    const body = paragraphs.join('\n');
    const full = pdf.heightOfString(body, { width: colW, paragraphGap: 5, lineGap: 1.5 });
    const height = Math.ceil(full / 2) + 16;
    pdf.text(body, L, y, { columns: 2, columnGap: 26, width: R - L, height, align: 'left', paragraphGap: 5, lineGap: 1.5 });
    pdf.lineWidth(0.4).strokeColor('#999999').moveTo(W / 2, y).lineTo(W / 2, y + height).stroke();
    y += Math.max(height, 120) + 14;
    const bultos = doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0);
    T(`Total de renglones: ${doc.lines.length}   ·   Total de bultos: ${bultos}`, L, y, { font: FONT.narrowBold, size: 9.5 });
    y += 22;
    pdf.lineWidth(0.6).strokeColor('#000').rect(L, y, (R - L) / 2 - 6, 70).stroke();
    pdf.rect(W / 2 + 6 - 0, y, (R - L) / 2 - 6, 70).stroke();
    T('TRANSPORTE', L + 6, y + 5, { font: FONT.narrowBold, size: 8 });
    T(`Transportista: ${v.transp}`, L + 6, y + 19, { size: 9 });
    T(`Patente: ${v.patente}`, L + 6, y + 32, { size: 9 });
    T('Chofer: ____________________', L + 6, y + 45, { size: 9 });
    T('RECIBÍ CONFORME', W / 2 + 12, y + 5, { font: FONT.narrowBold, size: 8 });
    T('Firma: ______________________', W / 2 + 12, y + 24, { size: 9 });
    T('Aclaración y DNI: ____________', W / 2 + 12, y + 44, { size: 9 });
    T('C.A.I. N° 51' + String(doc.reference.replace(/\D/g, '')).slice(-10) + ' — Fecha de vto. 31/12/2026', L, 790, { font: FONT.mono, size: 7.5 });
  },
};
