import { composeDocument } from '../../document';
import { makeCuit, makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, idOf, sayCondition, settle } from './common';

/**
 * A building-supplies depot's delivery note that doubles as a freight waybill ("REMITO – GUÍA DE DESPACHO", pdfkit,
 * Liberation Sans): the carrier's block with ITS OWN CUIT (a transport company, not the customer), "Dominio",
 * "Chofer", "Origen" / "Destino"; lines Cant. / Bultos / Descripción / Kg / m3 where the truth's quantity is "Cant."
 * (Bultos, Kg and m3 are freight figures, with a totals row that is not an article), "Nro. 4-12345" (point of sale
 * and number not zero-padded: the truth keeps it as printed), "Valor declarado: s/ factura". One article missing
 * from the priceList in one document of three.
 */
const L = 36, R = 559;

export const fresh4DLayout: Layout = {
  id: 'fresh4-d',
  kind: 'remito',
  title: 'fresh4 layout d',
  page: { size: 'A4' },
  scanStyle: 'low-light-barrel',
  issuer: (rng) => makeIssuer(rng, 'Materiales Sierra Chica S.A.', 'SIERRA CHICA Materiales'),
  template: (issuer) => ({
    id: 'n-guia-sierrachica',
    name: 'Remitos / guías Materiales Sierra Chica',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "Destinatario" (no el transportista). Se factura la ` +
      'columna "Cant."; bultos, kilos y m3 son datos del flete. Sin precios: valorizar con la lista (netos, IVA 21 %). La referencia es el número del remito.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'hardware', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh4-d', templateId: template.id, issuer, reference: `${rng.int(2, 9)}-${rng.int(1200, 48000)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    const freight = doc.lines.map((l) => {
      const bultos = Math.max(1, Math.ceil(l.quantity / rng.pick([1, 1, 2, 5, 10])));
      // a unit's weight: the bag's when the description says it, a bulk bag of sand, else a few kilos
      const bag = /(\d+) kg/i.exec(l.description);
      const unitKg = bag ? Number(bag[1]) : /bols[oó]n|m3/i.test(l.description) ? rng.range(1300, 1500) : /barra|malla|carretilla|pintura|membrana/i.test(l.description) ? rng.range(6, 24) : rng.range(0.2, 4);
      const kg = Math.round(l.quantity * unitKg * 10) / 10;
      const m3 = Math.round(l.quantity * rng.range(0.002, 0.09) * 1000) / 1000;
      return `${bultos}:${kg}:${m3}`;
    });
    doc.variant = {
      freight: freight.join('|'),
      carrier: rng.pick(['Transportes El Quebracho S.R.L.', 'Logística Del Litoral S.A.', 'Fletes Río Dulce S.R.L.']),
      carrierCuit: makeCuit(rng, '30'),
      plate: `${rng.pick(['AD', 'AE', 'AF'])} ${rng.int(100, 999)} ${rng.pick(['JK', 'RT', 'WX'])}`,
      driver: rng.pick(['Néstor Acosta', 'Daniel Bustos', 'Jorge Correa']),
      origin: rng.pick(['Depósito Ruta 9 km 695', 'Planta Parque Industrial', 'Sucursal Centro']),
      sheet: `HR ${rng.int(10000, 99999)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const s = (text: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? FONT.sansBold : FONT.sans).fontSize(o.size ?? 9).fillColor(o.color ?? '#111111');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
    };
    // header: issuer left, document right, no letter box
    s(is.tradeName, L, 34, { bold: true, size: 16 });
    s(is.name, L, 54, { size: 9 });
    s(`${is.address} · ${is.city}`, L, 66, { size: 8 });
    s(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L, 77, { size: 8 });
    s('REMITO – GUÍA DE DESPACHO', R - 230, 34, { bold: true, size: 13, width: 230, align: 'right' });
    s(`Nro. ${doc.reference}`, R - 230, 54, { bold: true, size: 12, width: 230, align: 'right' });
    s(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, R - 230, 71, { size: 9.5, width: 230, align: 'right' });
    s('Documento no válido como factura', R - 230, 84, { size: 7.5, width: 230, align: 'right', color: '#555555' });
    pdf.moveTo(L, 98).lineTo(R, 98).lineWidth(1.5).stroke('#111111');
    // two blocks: receiver and carrier
    const half = (R - L - 12) / 2;
    let y = 108;
    pdf.lineWidth(0.6).rect(L, y, half, 78).stroke('#444444').rect(L + half + 12, y, half, 78).stroke('#444444');
    s('DESTINATARIO', L + 6, y + 5, { bold: true, size: 7.5, color: '#444444' });
    s(r.name, L + 6, y + 17, { bold: true, size: 10 });
    s(idOf(doc) + (r.condicionPrinted ? ` — ${r.condicionText}` : ''), L + 6, y + 32, { size: 8.5 });
    s(`Entrega: ${r.address || 'retira en depósito'}`, L + 6, y + 45, { size: 8, width: half - 12 });
    s(`Destino: ${(r.address.split(' - ')[1] ?? 'a convenir')}`, L + 6, y + 62, { size: 8 });
    const cx = L + half + 18;
    s('TRANSPORTISTA', cx, y + 5, { bold: true, size: 7.5, color: '#444444' });
    s(String(v.carrier), cx, y + 17, { size: 9.5 });
    s(`CUIT ${cuitDashed(String(v.carrierCuit))}`, cx, y + 31, { size: 8.5 });
    s(`Dominio ${v.plate} · Chofer ${v.driver}`, cx, y + 44, { size: 8.5 });
    s(`Origen: ${v.origin} · ${v.sheet}`, cx, y + 57, { size: 8.5 });
    y += 92;
    // table with freight columns
    const cols = [
      { h: 'Cant.', x: L, w: 42, a: 'right' as const },
      { h: 'Bultos', x: L + 46, w: 40, a: 'right' as const },
      { h: 'Descripción', x: L + 96, w: 292, a: 'left' as const },
      { h: 'Kg', x: L + 392, w: 60, a: 'right' as const },
      { h: 'm3', x: L + 456, w: R - L - 456, a: 'right' as const },
    ];
    pdf.rect(L, y, R - L, 17).fill('#111111');
    for (const c of cols) s(c.h, c.x + 2, y + 4.5, { bold: true, size: 8.5, color: '#ffffff', width: c.w - 4, align: c.a });
    y += 22;
    const freight = String(v.freight).split('|').map((f) => f.split(':').map(Number));
    let tb = 0, tk = 0, tm = 0;
    doc.lines.forEach((l, i) => {
      const [b, kg, m3] = freight[i]!;
      tb += b!; tk += kg!; tm += m3!;
      s(String(l.quantity), cols[0]!.x + 2, y, { width: cols[0]!.w - 4, align: 'right' });
      s(String(b), cols[1]!.x + 2, y, { width: cols[1]!.w - 4, align: 'right', color: '#555555' });
      s(l.description, cols[2]!.x + 2, y, { size: 8.5 });
      s(amount(kg!, 'ar', 1), cols[3]!.x + 2, y, { width: cols[3]!.w - 4, align: 'right', color: '#555555' });
      s(amount(m3!, 'ar', 3), cols[4]!.x + 2, y, { width: cols[4]!.w - 4, align: 'right', color: '#555555' });
      y += 16;
      pdf.moveTo(L, y - 4).lineTo(R, y - 4).lineWidth(0.3).stroke('#bbbbbb');
    });
    pdf.moveTo(L, y - 3).lineTo(R, y - 3).lineWidth(1).stroke('#111111');
    s('TOTALES', cols[2]!.x + 2, y + 2, { bold: true, size: 8.5 });
    s(String(tb), cols[1]!.x + 2, y + 2, { bold: true, width: cols[1]!.w - 4, align: 'right' });
    s(amount(tk, 'ar', 1), cols[3]!.x + 2, y + 2, { bold: true, width: cols[3]!.w - 4, align: 'right' });
    s(amount(tm, 'ar', 3), cols[4]!.x + 2, y + 2, { bold: true, width: cols[4]!.w - 4, align: 'right' });
    y += 28;
    s('Valor declarado: s/ factura · Seguro de carga a cargo del transportista · Descarga a pie de camión', L, y, { size: 8 });
    // three signatures
    y = Math.max(y + 60, 660);
    ['Despachó', 'Transportista (firma y DNI)', 'Recibió conforme (firma, aclaración, fecha)'].forEach((label, i) => {
      const x = L + i * 178;
      pdf.moveTo(x, y).lineTo(x + 160, y).lineWidth(0.6).stroke('#111111');
      s(label, x, y + 4, { size: 7.5, width: 160, align: 'center' });
    });
    s('ORIGINAL: cliente · DUPLICADO: transporte · TRIPLICADO: archivo', L, 790, { size: 7, color: '#666666' });
  },
};
