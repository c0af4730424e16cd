import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, FONT, jitter, quantity, sayCondition } from './common';

/**
 * An electrical-goods distributor's remito printed by the warehouse system of the logistics operator that keeps its
 * stock (pdfkit, DejaVu Sans Condensed 7.5 pt, Liberation Mono for codes): the operator's name above the owner's,
 * "Comprobante R 0012 00045678" (the truth joins them "0012-00045678"), "Destinatario" / "Dirección de entrega" /
 * "Orden de preparación", a table Ítem / SKU / Descripción del artículo / Lote / Unidades with the units right-aligned
 * and no vertical rules, "Total de unidades", "Bultos", "Peso aprox.", a drawn barcode, "Recibí conforme" boxes.
 * No prices: the priceList (net, 21 %) values it; one article missing from it in one document of three.
 */
const W = 595.28, H = 841.89, L = 40, R = W - 40;

export const fresh5DLayout: Layout = {
  id: 'fresh5-d',
  kind: 'remito',
  title: 'fresh5 layout d',
  page: { size: 'A4' },
  scanStyle: 'scanner-app',
  issuer: (rng) => makeIssuer(rng, 'Comercial Los Talas S.A.', 'Los Talas Materiales Eléctricos'),
  template: (issuer) => ({
    id: 'p-remitos-lostalas',
    name: 'Remitos Los Talas (operador logístico)',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos por su operador logístico. El cliente es el "Destinatario". ` +
      'Sin precios: valorizar con la lista de precios (netos, IVA 21 %). La referencia es el número de comprobante R (punto de venta y número).',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'electrical', lineCount: [4, 10], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 2,
      },
      { layout: 'fresh5-d', templateId: template.id, issuer, reference: `${pad(rng.int(10, 19), 4)}-${pad(rng.int(10000, 90000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = {
      op: `OP-${rng.digits(7)}`,
      lot: `${today.slice(2, 4)}${rng.digits(3)}`,
      kg: rng.int(12, 480),
      dock: rng.pick(['Muelle 2', 'Muelle 4', 'Muelle 7']),
      carrier: rng.pick(['Expreso Litoral S.R.L.', 'Transportes El Ombú', 'Flota propia']),
      plate: `${rng.pick(['AE', 'AF', 'AG'])} ${rng.int(100, 999)} ${rng.pick(['KD', 'LM', 'PT'])}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // operator strip
    pdf.rect(0, 0, W, 22).fill('#1f2937');
    T('LOGISUR DEPÓSITOS · Operador logístico · Parque Industrial Sur, Nave 12', L, 7, { color: '#ffffff', size: 7.5 });
    T('Documento emitido por cuenta y orden del depositante', R - 220, 7, { color: '#d1d5db', size: 7, width: 220, align: 'right' });
    // owner and voucher
    T(is.tradeName.toUpperCase(), L, 36, { font: FONT.dejavuCondBold, size: 12 });
    T(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 52, { size: 7.5 });
    T(`${is.address}, ${is.city} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L, 62, { size: 7 });
    pdf.lineWidth(1).strokeColor('#000000').rect(W / 2 + 10, 32, 26, 26).stroke();
    T('R', W / 2 + 10, 34, { font: FONT.dejavuCondBold, size: 17, width: 26, align: 'center' });
    T('Cód. 91', W / 2 + 4, 60, { size: 6, width: 38, align: 'center' });
    const [pv, nro] = doc.reference.split('-');
    T(`Comprobante R ${pv} ${nro}`, R - 170, 34, { font: FONT.dejavuCondBold, size: 10, width: 170, align: 'right' });
    T(`Fecha: ${date(doc.date, 'dd.mm.yyyy')}`, R - 170, 50, { size: 8, width: 170, align: 'right' });
    T('No válido como factura', R - 170, 61, { size: 7, width: 170, align: 'right' });
    pdf.lineWidth(0.5).moveTo(L, 76).lineTo(R, 76).stroke();
    // receiver and shipment, two columns of caption: value
    const kv = (cap: string, val: string, x: number, y: number, wv = 190) => {
      T(cap, x, y, { font: FONT.dejavuCondBold, size: 7.5 });
      T(val, x + 82, y, { size: 7.5, width: wv });
    };
    kv('Destinatario:', r.name, L, 84);
    kv('CUIT:', r.docNumber ? cuitDashed(r.docNumber) : '-', L, 95);
    kv('Condición IVA:', r.condicionPrinted ? r.condicionText : '', L, 106);
    kv('Dirección de entrega:', r.address, L, 117);
    kv('Orden de preparación:', String(v.op), W / 2 + 10, 84, 150);
    kv('Muelle:', String(v.dock), W / 2 + 10, 95, 150);
    kv('Transportista:', String(v.carrier), W / 2 + 10, 106, 150);
    kv('Patente:', String(v.plate), W / 2 + 10, 117, 150);
    // table without vertical rules
    let y = 142;
    const cols = [
      { h: 'Ítem', x: L, w: 28, a: 'left' as const },
      { h: 'SKU', x: L + 30, w: 62, a: 'left' as const },
      { h: 'Descripción del artículo', x: L + 94, w: 270, a: 'left' as const },
      { h: 'Lote', x: L + 366, w: 62, a: 'left' as const },
      { h: 'Unidades', x: L + 430, w: R - L - 430, a: 'right' as const },
    ];
    pdf.lineWidth(0.9).moveTo(L, y - 3).lineTo(R, y - 3).stroke();
    for (const c of cols) T(c.h, c.x, y, { font: FONT.dejavuCondBold, size: 7.5, width: c.w, align: c.a });
    y += 12;
    pdf.lineWidth(0.5).moveTo(L, y - 2).lineTo(R, y - 2).stroke();
    y += 3;
    doc.lines.forEach((l, i) => {
      const lot = l.priceListMatch ? `L${String(v.lot)}${Math.abs(Math.round(jitter(l.description, 3) * 90))}` : 's/lote';
      T(pad(i + 1, 3), cols[0]!.x, y, { font: FONT.mono, size: 7.5 });
      T(l.code ?? '—', cols[1]!.x, y, { font: FONT.mono, size: 7.5 });
      pdf.font(FONT.dejavuCond).fontSize(7.5);
      const h = pdf.heightOfString(l.description, { width: cols[2]!.w });
      T(l.description, cols[2]!.x, y, { width: cols[2]!.w });
      T(lot, cols[3]!.x, y, { font: FONT.mono, size: 7 });
      T(quantity(l.quantity, 'ar', 2), cols[4]!.x, y, { width: cols[4]!.w, align: 'right' });
      y += Math.max(h, 9) + 5;
    });
    pdf.lineWidth(0.5).moveTo(L, y).lineTo(R, y).stroke();
    y += 6;
    const units = doc.lines.reduce((a, l) => a + l.quantity, 0);
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    T('Total de unidades:', R - 200, y, { font: FONT.dejavuCondBold, size: 8 });
    T(quantity(units, 'ar', 2), R - 60, y, { font: FONT.dejavuCondBold, size: 8, width: 60, align: 'right' });
    T(`Bultos: ${bultos}    Peso aprox.: ${String(v.kg)} kg`, L, y, { size: 8 });
    // barcode of the preparation order
    const code = String(v.op);
    let bx = L;
    const by = y + 26;
    for (let i = 0; i < 60; i++) {
      const wbar = 0.7 + ((code.charCodeAt(i % code.length) + i * 7) % 3) * 0.6;
      if (i % 2 === 0) pdf.rect(bx, by, wbar, 28).fill('#000000');
      bx += wbar + 0.8;
    }
    T(code, L, by + 31, { font: FONT.mono, size: 7 });
    // receipt boxes
    const yy = 700;
    const boxes = ['Preparó', 'Controló', 'Recibí conforme (firma, aclaración y DNI)'];
    const bw = (R - L - 20) / 3;
    boxes.forEach((b, i) => {
      const x = L + i * (bw + 10);
      pdf.lineWidth(0.6).rect(x, yy, bw, 56).stroke();
      T(b, x + 4, yy + 44, { size: 6.5, width: bw - 8, align: 'center' });
    });
    T('Original: destinatario · Duplicado: depositante · Triplicado: operador', L, 780, { size: 6.5, color: '#444444' });
    T('Hoja 1 de 1', R - 80, 780, { size: 6.5, width: 80, align: 'right', color: '#444444' });
  },
};
